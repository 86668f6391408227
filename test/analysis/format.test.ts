// Printing values the Tamer way (Appendix A), with shapes and complexity, and as JSON.
import { describe, expect, it } from 'vitest';
import { formatValue, formatValueSet, valueSetToJson, valueToJson } from '../../src/analysis/format.js';
import {
  BOTTOM, SCALAR, TOP, UNKNOWN_SHAPE, charConstant, logicalConstant, matrix, numberConstant, setOf, shapeOf, single,
  type HandleValue,
} from '../../src/analysis/values.js';

const lambda: HandleValue = {
  kind: 'handle',
  targets: [{ fn: 'lambda_1', scope: { file: 'solveSystem.m', functionPath: ['solveSystem'] }, lambda: true, partial: [single(matrix('double')), single(matrix('single')), single(matrix('single')), single(matrix('double'))] }],
};

describe('text', () => {
  it('prints matrices with class, shape, complexity and constant', () => {
    expect(formatValue(numberConstant(10))).toBe('(double, 1x1, 10)');
    expect(formatValue(matrix('single'))).toBe('(single)');
    expect(formatValue(matrix('single', shapeOf(null, 1)))).toBe('(single, ?x1)');
    expect(formatValue(matrix('double', shapeOf(2, 2), 'complex'))).toBe('(double, 2x2, complex)');
    expect(formatValue(matrix('double', shapeOf(2, 2), 'any'))).toBe('(double, 2x2)');
    expect(formatValue(charConstant("it's"))).toBe("(char, 1x4, 'it''s')");
    expect(formatValue(logicalConstant(false))).toBe('(logical, 1x1, false)');
    expect(formatValue(numberConstant(-Infinity))).toBe('(double, 1x1, -Inf)');
    expect(formatValue(matrix('double', { dims: [2, null], open: true }))).toBe('(double, 2x?x...)');
  });

  it('prints structs, cells and handles as Appendix A does', () => {
    const rod = { kind: 'struct' as const, shape: SCALAR, fields: new Map([['L', single(matrix('single'))], ['Ta', single(matrix('single'))]]) };
    expect(formatValue(rod)).toBe('struct{L=(single), Ta=(single)}');
    expect(formatValue({ kind: 'struct', shape: shapeOf(1, 3) })).toBe('struct(1x3){?}');
    expect(formatValue(lambda)).toBe('(handle, @lambda_1((double), (single), (single), (double), ...))');
    expect(formatValue({ kind: 'handle' })).toBe('(handle)');
    expect(formatValue({ kind: 'cell', shape: shapeOf(1, 2), elements: [single(numberConstant(1)), single(charConstant('a'))], merged: TOP })).toBe("cell(1x2){(double, 1x1, 1), (char, 1x1, 'a')}");
    expect(formatValue({ kind: 'cell', shape: UNKNOWN_SHAPE, merged: single(matrix('double')) })).toBe('cell[(double)]');
    expect(formatValue({ kind: 'object', mclass: 'containers.Map' })).toBe('(containers.Map)');
  });

  it('prints value sets: one value, several, top and bottom', () => {
    expect(formatValueSet(TOP)).toBe('?');
    expect(formatValueSet(BOTTOM)).toBe('{}');
    expect(formatValueSet(single(matrix('single')))).toBe('(single)');
    expect(formatValueSet(setOf([numberConstant(4), charConstant('hi')]))).toBe("{(double, 1x1, 4), (char, 1x2, 'hi')}");
    expect(formatValueSet(setOf([matrix('double')], true))).toBe('{(double), ?}');
  });
});

describe('JSON', () => {
  it('matches the command\'s example exactly', () => {
    expect(JSON.stringify(valueToJson(numberConstant(10)))).toBe('{"class":"double","shape":"1x1","complex":false,"constant":10}');
    expect(valueToJson(numberConstant(10))).toEqual({ class: 'double', shape: '1x1', complex: false, constant: 10 });
  });

  it('gives complex as true, false or null, and non-finite constants as text', () => {
    expect(valueToJson(matrix('double', shapeOf(2, 2), 'complex'))).toEqual({ class: 'double', shape: '2x2', complex: true });
    expect(valueToJson(matrix('double', UNKNOWN_SHAPE, 'any'))).toEqual({ class: 'double', shape: '?x?x...', complex: null });
    expect(valueToJson(numberConstant(NaN)).constant).toBe('NaN');
    expect(valueToJson(charConstant('ab')).constant).toBe('ab');
  });

  it('gives structs fields, cells elements or merged, handles targets', () => {
    const st = { kind: 'struct' as const, shape: SCALAR, fields: new Map([['a', single(numberConstant(1))]]) };
    expect(valueToJson(st)).toEqual({ class: 'struct', shape: '1x1', fields: { a: { class: 'double', shape: '1x1', complex: false, constant: 1 } } });
    expect(valueToJson({ kind: 'struct', shape: SCALAR })).toEqual({ class: 'struct', shape: '1x1' });
    expect(valueToJson({ kind: 'cell', shape: shapeOf(1, 1), elements: [single(logicalConstant(true))], merged: single(logicalConstant(true)) })).toEqual({
      class: 'cell', shape: '1x1', elements: [{ class: 'logical', shape: '1x1', complex: false, constant: true }],
    });
    expect(valueToJson({ kind: 'cell', shape: UNKNOWN_SHAPE, merged: TOP })).toEqual({ class: 'cell', shape: '?x?x...', merged: { values: [], top: true } });
    expect(valueToJson(lambda).targets).toHaveLength(1);
    expect(valueToJson({ kind: 'handle' })).toEqual({ class: 'function_handle', shape: '1x1' });
  });

  it('gives a set of several values as values and top', () => {
    expect(valueSetToJson(setOf([matrix('single', SCALAR)], true))).toEqual({ values: [{ class: 'single', shape: '1x1', complex: false }], top: true });
  });
});
