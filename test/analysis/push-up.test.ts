// Push-up for call contexts (section 5.2.3) and context keys.
import { describe, expect, it } from 'vitest';
import { withoutConstants } from '../../src/analysis/call-rules.js';
import { contextKey, pushUp } from '../../src/analysis/push-up.js';
import { symbol } from '../../src/analysis/symbolic.js';
import {
  SCALAR, UNKNOWN_SHAPE, charConstant, equalValues, logicalConstant, matrix, numberConstant, shapeOf, shapeOfTerms, single, type Value,
} from '../../src/analysis/values.js';

describe('pushUp', () => {
  it('keeps a numeric or logical constant passed as the argument itself, with its class and shape', () => {
    expect(pushUp(numberConstant(3))).toEqual(numberConstant(3));
    expect(pushUp(logicalConstant(true))).toEqual(logicalConstant(true));
    expect(pushUp(matrix('single', SCALAR, 'complex'))).toEqual(matrix('single', SCALAR, 'complex'));
  });

  it('keeps char constants of up to 32 characters (class names, options)', () => {
    expect(pushUp(charConstant('int8'))).toEqual(charConstant('int8'));
    expect(pushUp(charConstant('x'.repeat(32)))).toEqual(charConstant('x'.repeat(32)));
    const long = pushUp(charConstant('x'.repeat(33)));
    expect(long.kind === 'matrix' && long.constant).toBeFalsy();
  });

  it('keeps counted extents and the rank, not symbols', () => {
    expect(pushUp(matrix('double', shapeOf(0, 0)))).toEqual(matrix('double', shapeOf(0, 0)));
    expect(pushUp(matrix('double', shapeOf(2, 3)))).toEqual(matrix('double', shapeOf(2, 3)));
    // A row of unknown length stays a row (`str2double` of a 1x? text is a scalar).
    const partly = pushUp(matrix('char', shapeOf(1, null)));
    expect(partly.kind === 'matrix' && partly.shape).toEqual(shapeOf(1, null));
    // A symbolic extent belongs to the caller: it goes, the counted one stays.
    const named = pushUp(matrix('double', shapeOfTerms([2, symbol('A#2')])));
    expect(named.kind === 'matrix' && named.shape).toEqual(shapeOf(2, null));
    const open = pushUp(matrix('double', UNKNOWN_SHAPE));
    expect(open.kind === 'matrix' && open.shape).toEqual(UNKNOWN_SHAPE);
  });

  it('recurses into structs, cells and handle partials', () => {
    const st: Value = { kind: 'struct', shape: SCALAR, fields: new Map([['n', single(numberConstant(4))]]) };
    expect(pushUp(st)).toEqual({ kind: 'struct', shape: SCALAR, fields: new Map([['n', single(matrix('double', SCALAR))]]) });
    const c: Value = { kind: 'cell', shape: shapeOf(1, 2), elements: [single(numberConstant(1)), single(charConstant('on'))], merged: single(numberConstant(1)) };
    const pc = pushUp(c);
    expect(pc.kind === 'cell' && pc.elements?.[0]).toEqual(single(matrix('double', SCALAR)));
    expect(pc.kind === 'cell' && pc.elements?.[1]).toEqual(single(charConstant('on')));
    const h: Value = { kind: 'handle', targets: [{ fn: 'lambda_1', scope: { file: 'a.m', functionPath: ['a'] }, lambda: true, partial: [single(numberConstant(2))] }] };
    const ph = pushUp(h);
    expect(ph.kind === 'handle' && ph.targets![0]!.partial[0]).toEqual(single(matrix('double', SCALAR)));
  });

  it('keeps numbers apart as arguments, and makes them one inside a cell or a struct', () => {
    expect(new Set([1, 2, 3, 4].map((n) => contextKey([pushUp(numberConstant(n))]))).size).toBe(4);
    const inCell = (n: number): Value => ({ kind: 'cell', shape: SCALAR, elements: [single(numberConstant(n))], merged: single(numberConstant(n)) });
    expect(new Set([1, 2, 3, 4].map((n) => contextKey([pushUp(inCell(n))]))).size).toBe(1);
  });

  it('withoutConstants drops the numbers of a context and keeps its shapes', () => {
    const ctx = { args: [single(numberConstant(8)), single(matrix('double', shapeOf(2, 3)))], nargin: 2, nargout: 1 };
    expect(withoutConstants(ctx).args).toEqual([single(matrix('double', SCALAR)), single(matrix('double', shapeOf(2, 3)))]);
    const plain = { args: [single(matrix('double', SCALAR))], nargin: 1, nargout: 1 };
    expect(withoutConstants(plain)).toBe(plain);
  });
});

describe('contextKey', () => {
  it('is equal exactly for equal values, whatever the field order', () => {
    const a: Value = { kind: 'struct', shape: SCALAR, fields: new Map([['x', single(matrix('double'))], ['y', single(matrix('single'))]]) };
    const b: Value = { kind: 'struct', shape: SCALAR, fields: new Map([['y', single(matrix('single'))], ['x', single(matrix('double'))]]) };
    expect(equalValues(a, b)).toBe(true);
    expect(contextKey([a])).toBe(contextKey([b]));
    expect(contextKey([matrix('double')])).not.toBe(contextKey([matrix('single')]));
    expect(contextKey([charConstant('a')])).not.toBe(contextKey([charConstant('b')]));
    expect(contextKey([numberConstant(1), matrix('double')])).not.toBe(contextKey([matrix('double'), numberConstant(1)]));
    expect(contextKey([matrix('double', SCALAR, 'real')])).not.toBe(contextKey([matrix('double', SCALAR, 'any')]));
  });
});
