// `mtame tame --arg` specs, written as in a MATLAB arguments block.
import { describe, expect, it } from 'vitest';
import { parseArgSpec } from '../../src/analysis/arg-spec.js';
import { formatValue } from '../../src/analysis/format.js';
import { SCALAR, UNKNOWN_SHAPE, matrix, shapeOf } from '../../src/analysis/values.js';

const text = (spec: string): string => {
  const v = parseArgSpec(spec);
  return 'error' in v ? `error: ${v.error}` : formatValue(v);
};

describe('parseArgSpec', () => {
  it('reads sizes, classes and complexity', () => {
    expect(parseArgSpec('(1,1) double')).toEqual(matrix('double', SCALAR, 'real'));
    expect(parseArgSpec('(:,3) single')).toEqual(matrix('single', shapeOf(null, 3), 'real'));
    expect(parseArgSpec('(1,:) char')).toEqual(matrix('char', shapeOf(1, null), 'real'));
    expect(parseArgSpec('(2,2) double complex')).toEqual(matrix('double', shapeOf(2, 2), 'complex'));
    expect(parseArgSpec('(2,2) double real')).toEqual(matrix('double', shapeOf(2, 2), 'real'));
    expect(parseArgSpec('(1,1) int32')).toEqual(matrix('int32', SCALAR, 'real'));
    expect(parseArgSpec('double')).toEqual(matrix('double', UNKNOWN_SHAPE, 'real'));
    expect(parseArgSpec('logical')).toEqual(matrix('logical', UNKNOWN_SHAPE, 'real'));
    expect(parseArgSpec('string')).toEqual(matrix('string', UNKNOWN_SHAPE, 'real'));
    expect(text('(2,3,4) uint8')).toBe('(uint8, 2x3x4)');
    expect(text('  ( 1 , : )   char ')).toBe('(char, 1x?)');
  });

  it('reads struct, cell, function_handle and class names', () => {
    expect(parseArgSpec('struct')).toEqual({ kind: 'struct', shape: UNKNOWN_SHAPE });
    expect(parseArgSpec('(1,1) struct')).toEqual({ kind: 'struct', shape: SCALAR });
    expect(text('cell')).toBe('cell[?]');
    expect(parseArgSpec('function_handle')).toEqual({ kind: 'handle' });
    expect(parseArgSpec('containers.Map')).toEqual({ kind: 'object', mclass: 'containers.Map' });
  });

  it('makes a default value a constant', () => {
    expect(text('(1,1) double = 10')).toBe('(double, 1x1, 10)');
    expect(text('double = -2.5e3')).toBe('(double, 1x1, -2500)');
    expect(text("(1,:) char = 'abc'")).toBe("(char, 1x3, 'abc')");
    expect(text("char = 'it''s'")).toBe("(char, 1x4, 'it''s')");
    expect(text('logical = true')).toBe('(logical, 1x1, true)');
    expect(text('(1,1) double = Inf')).toBe('(double, 1x1, Inf)');
    expect(text('int8 = 5')).toBe('(int8, 1x1, 5)');
  });

  it('names the bad part in errors', () => {
    expect(text('')).toMatch(/^error: empty/);
    expect(text('(1) double')).toMatch(/at least two dimensions/);
    expect(text('(1,x) double')).toMatch(/'x' is neither a count nor ':'/);
    expect(text('(1,1 double')).toMatch(/no closing parenthesis/);
    expect(text('(1,1) double imaginary')).toMatch(/unknown word 'imaginary'/);
    expect(text('(1,1) char complex')).toMatch(/char cannot be complex/);
    expect(text('(1,1) double = abc')).toMatch(/'abc' is not a number/);
    expect(text('(2,2) double = 1')).toMatch(/only scalar defaults/);
    expect(text("(1,2) char = 'abc'")).toMatch(/does not fit/);
    expect(text('int8 = 300')).toMatch(/not a value of class int8/);
    expect(text('(1,1) 3x')).toMatch(/'3x' is not a class name/);
    expect(text('(1,1) double =')).toMatch(/needs a default value/);
    expect(text('logical = 2')).toMatch(/true or false/);
    expect(text('(1,1)')).toMatch(/no class/);
  });
});
