// The builtin propagator, per group of builtins: classes (MATLAB's and Octave's rules),
// complexity, shapes, constants and errors; Figure 3's builtins as Appendix A of the Tamer
// paper annotates them.
import { describe, expect, it } from 'vitest';
import { propagateBuiltin, type BuiltinResult } from '../../src/analysis/builtin-propagator.js';
import { formatValueSet } from '../../src/analysis/format.js';
import {
  BOTTOM, SCALAR, UNKNOWN_SHAPE, charConstant, joinSets, logicalConstant, matrix, numberConstant, shapeOf, single,
  type Complexity, type HandleValue, type Shape, type Value,
} from '../../src/analysis/values.js';

const num = numberConstant;
const str = charConstant;
const bool = logicalConstant;
const m = (cls: string, r: number | null, c: number | null, complex: Complexity = 'real'): Value => matrix(cls, shapeOf(r, c), complex);
const d = (r: number | null, c: number | null): Value => m('double', r, c);
const s = (r: number | null, c: number | null): Value => m('single', r, c);
const dbl = d(1, 1);
const sgl = s(1, 1);
const cellOf = (shape: Shape, ...elements: Value[]): Value => ({
  kind: 'cell', shape, elements: elements.map(single), merged: elements.map(single).reduce(joinSets, BOTTOM),
});
const handle = (fn: string, lambda = false): HandleValue => ({ kind: 'handle', targets: [{ fn, scope: { file: 'a.m', functionPath: ['a'] }, partial: [], lambda }] });

function call(name: string, args: Value[], nargout = 1, runtime: 'matlab' | 'octave' = 'matlab'): BuiltinResult {
  const r = propagateBuiltin({ name, args, nargout, runtime });
  if (!r) throw new Error(`${name} is not a builtin`);
  return r;
}

/** The outputs printed, or `error` when the call fails. */
function show(name: string, args: Value[], nargout = 1, runtime: 'matlab' | 'octave' = 'matlab'): string {
  const r = call(name, args, nargout, runtime);
  if (r.error) return 'error';
  return r.outputs.map(formatValueSet).join('; ');
}

describe('the propagator', () => {
  it('answers undefined for a name that is not a builtin', () => {
    expect(propagateBuiltin({ name: 'toeplitz_not_here', args: [], nargout: 1, runtime: 'matlab' })).toBeUndefined();
  });

  it('gives max(nargout, 1) outputs, none for a builtin that returns nothing', () => {
    expect(call('plus', [dbl, dbl], 0).outputs).toHaveLength(1);
    expect(call('size', [d(2, 3)], 3).outputs).toHaveLength(3);
    expect(call('disp', [dbl], 0).outputs).toHaveLength(0);
    expect(call('close', [], 1).outputs).toEqual([{ top: true, values: new Map() }]);
  });

  it('reports a wrong argument count as an error, with top outputs', () => {
    const r = call('plus', [dbl, dbl, dbl]);
    expect(r.error).toMatch(/at most 2 inputs/);
    expect(r.outputs[0]!.top).toBe(true);
    expect(call('plus', [dbl]).error).toMatch(/at least 2/);
    expect(call('numel', [dbl], 2).error).toMatch(/at most 1 output/);
  });

  it('claims no arity error where the runtime accepts more than the spec says', () => {
    expect(call('plus', [dbl, dbl, dbl], 1, 'octave').error).toBeUndefined();
    expect(call('det', [d(2, 2)], 2, 'octave').error).toBeUndefined();
    expect(call('det', [d(2, 2)], 2).error).toMatch(/at most 1 output/);
    expect(call('mode', [d(2, 2)], 3).error).toBeUndefined();
    expect(call('strcat', [], 1, 'octave').error).toBeUndefined();
  });
});

describe('Figure 3 builtins as annotated in Appendix A', () => {
  it('gives the classes the paper shows', () => {
    expect(show('single', [num(10)])).toBe('(single, 1x1)');
    expect(show('mrdivide', [sgl, dbl])).toBe('(single, 1x1)');
    expect(show('mrdivide', [d(null, 1), num(2)])).toBe('(double, ?x1)');
    expect(show('colon', [sgl, sgl, sgl])).toBe('(single, 1x?)');
    expect(show('colon', [num(1), d(1, 1)])).toBe('(double, 1x?)');
    expect(show('length', [s(null, 1)])).toBe('(double, 1x1)');
    expect(show('round', [dbl])).toBe('(double, 1x1)');
    expect(show('zeros', [dbl, dbl])).toBe('(double, ?x?)');
    expect(show('mpower', [sgl, num(2)])).toBe('(single, 1x1)');
    expect(show('horzcat', [s(null, 1), d(null, null)])).toBe('(single, ?x?)');
    expect(show('rdivide', [d(null, null), sgl])).toBe('(single, ?x?)');
    expect(show('isequal', [num(5), num(4)])).toBe('(logical, 1x1, false)');
    expect(show('isequal', [num(4), num(4)])).toBe('(logical, 1x1, true)');
    expect(show('uminus', [num(2)])).toBe('(double, 1x1, -2)');
    expect(show('minus', [dbl, num(2)])).toBe('(double, 1x1)');
    expect(show('vertcat', [dbl, num(1), d(null, 1)])).toBe('(double, ?x1)');
    expect(show('transpose', [d(1, null)])).toBe('(double, ?x1)');
    expect(show('ctranspose', [s(1, null)])).toBe('(single, ?x1)');
    expect(show('mtimes', [dbl, s(null, 1)])).toBe('(single, ?x1)');
    expect(show('plus', [s(null, 1), s(null, 1)])).toBe('(single, ?x1)');
    expect(show('ones', [num(3), num(1)])).toBe('(double, 3x1)');
    expect(show('class', [d(null, null)])).toBe("(char, 1x6, 'double')");
    expect(show('ne', [num(1), num(2)])).toBe('(logical, 1x1, true)');
    expect(show('lt', [num(1), num(2)])).toBe('(logical, 1x1, true)');
    expect(show('conj', [sgl])).toBe('(single, 1x1)');
  });

  it('zeros(class(x)) is a double when class(x) is known (section 5.6)', () => {
    const xclass = call('class', [d(1, null)]).outputs[0]!.values.get('char')!;
    expect(show('zeros', [xclass])).toBe('(double, 1x1, 0)');
    expect(show('zeros', [num(2), num(3), str('int8')])).toBe('(int8, 2x3)');
  });
});

describe('arithmetic classes: MATLAB and Octave', () => {
  it('refuses int8 + single in MATLAB, gives int8 in Octave', () => {
    expect(call('plus', [m('int8', 1, 1), sgl]).error).toMatch(/no rule/);
    expect(show('plus', [m('int8', 1, 1), sgl], 1, 'octave')).toBe('(int8, 1x1)');
  });

  it('combines integers with doubles, not with other integers', () => {
    expect(show('times', [m('int16', 2, 2), dbl])).toBe('(int16, 2x2)');
    expect(show('plus', [m('int16', 1, 1), m('int32', 1, 1)])).toBe('error');
    expect(show('plus', [str('a'), num(1)])).toBe('(double, 1x1, 98)');
    expect(show('plus', [bool(true), bool(true)])).toBe('(double, 1x1, 2)');
  });

  it('falls back to the Class rules where MatlabClass refuses a power (logical ^ logical: Figure 4(b))', () => {
    expect(show('power', [m('logical', 1, 1), m('logical', 1, 1)])).toBe('(double, 1x1)');
    expect(show('power', [m('logical', 1, 1), m('logical', 1, 1)], 1, 'octave')).toBe('(double, 1x1)');
  });

  it('does not claim an error for integer powers, whose failure depends on the exponent', () => {
    expect(show('power', [m('int8', 2, 2), num(2)])).toBe('(int8, 2x2)');
    expect(show('power', [sgl, dbl])).toBe('(single, 1x1)');
  });

  it('refuses cells, structs and handles in arithmetic', () => {
    const c = cellOf(SCALAR, num(1));
    expect(call('plus', [c, num(1)]).error).toMatch(/no rule for arguments \(cell, double\)/);
    expect(show('plus', [{ kind: 'struct', shape: SCALAR }, num(1)])).toBe('error');
    expect(show('sin', [handle('cos')])).toBe('error');
  });

  it('drops a [] operand of a concatenation with structs, cells and handles (opticka: list = [list; dir(p)])', () => {
    const st: Value = { kind: 'struct', shape: shapeOf(3, 1) };
    expect(show('vertcat', [d(0, 0), st])).toBe('struct(3x1){?}');
    expect(show('horzcat', [cellOf(SCALAR, num(1)), d(0, 0)])).toBe('cell{(double, 1x1, 1)}');
    // Not empty: the classes still cannot combine.
    expect(show('vertcat', [d(1, 1), st])).toBe('error');
  });

  it('claims no error when an object may overload the builtin', () => {
    const r = call('plus', [{ kind: 'object', mclass: 'MyClass' }, num(1)]);
    expect(r.error).toBeUndefined();
    expect(r.outputs[0]!.top).toBe(true);
  });

  it('gives unary minus of char and logical as double', () => {
    expect(show('uminus', [m('char', 1, 3)])).toBe('(double, 1x3)');
    expect(show('uminus', [bool(true)])).toBe('(double, 1x1, -1)');
  });

  it('gives colon of three arguments the class of its integer or single operand', () => {
    expect(show('colon', [num(1), m('int8', 1, 1), num(5)])).toBe('(int8, 1x?)');
    expect(show('colon', [num(1), num(2), num(5)])).toBe('(double, 1x3)');
    expect(show('colon', [str('a'), num(2), str('e')])).toBe("(char, 1x3, 'ace')");
    expect(show('colon', [m('int8', 1, 1), num(1), m('int16', 1, 1)])).toBe('error');
  });
});

describe('complexity', () => {
  it('follows Complexity(real), (preserve), (may) and (complex)', () => {
    expect(show('abs', [d(2, 2)])).toBe('(double, 2x2)');
    expect(call('abs', [m('double', 2, 2, 'complex')]).outputs[0]!.values.get('double')).toMatchObject({ complex: 'real' });
    expect(call('plus', [m('double', 2, 2, 'complex'), d(2, 2)]).outputs[0]!.values.get('double')).toMatchObject({ complex: 'any' });
    expect(call('plus', [d(2, 2), d(2, 2)]).outputs[0]!.values.get('double')).toMatchObject({ complex: 'real' });
    expect(call('sqrt', [d(2, 2)]).outputs[0]!.values.get('double')).toMatchObject({ complex: 'any' });
    expect(show('i', [])).toBe('(double, 1x1, complex)');
  });

  it('decides may-complex builtins on constants', () => {
    expect(show('sqrt', [num(-1)])).toBe('(double, 1x1, complex)');
    expect(show('sqrt', [num(4)])).toBe('(double, 1x1, 2)');
    expect(call('sqrt', [num(2)]).outputs[0]!.values.get('double')).toMatchObject({ constant: { value: Math.SQRT2 } });
    expect(show('log', [num(-2)])).toBe('(double, 1x1, complex)');
    expect(call('log', [num(2)]).outputs[0]!.values.get('double')).toMatchObject({ complex: 'real' });
    expect(show('power', [num(-8), num(1 / 3)])).toBe('(double, 1x1, complex)');
    expect(show('asin', [num(2)])).toBe('(double, 1x1, complex)');
  });

  it('keeps char and logical results real', () => {
    expect(call('eq', [m('double', 2, 2, 'complex'), dbl]).outputs[0]!.values.get('logical')).toMatchObject({ complex: 'real' });
  });
});

describe('Type I shapes', () => {
  it('broadcasts with implicit expansion', () => {
    expect(show('plus', [d(3, 1), d(1, 4)])).toBe('(double, 3x4)');
    expect(show('plus', [d(2, 3), dbl])).toBe('(double, 2x3)');
    expect(show('plus', [d(null, 3), d(2, 1)])).toBe('(double, 2x3)');
    expect(show('plus', [d(0, 3), d(1, 3)])).toBe('(double, 0x3)');
    expect(call('plus', [d(2, 3), d(4, 5)]).error).toMatch(/not compatible/);
    expect(show('eq', [d(2, 3), d(3, 2)])).toBe('error');
    expect(show('atan2', [d(2, 1), d(1, 5)])).toBe('(double, 2x5)');
  });

  it('multiplies matrices and checks inner dimensions', () => {
    expect(show('mtimes', [d(2, 3), d(3, 5)])).toBe('(double, 2x5)');
    expect(call('mtimes', [d(2, 3), d(2, 3)]).error).toMatch(/inner matrix dimensions/);
    expect(show('mtimes', [dbl, d(2, 3)])).toBe('(double, 2x3)');
    // A ?x? operand may be a scalar: 2x3 * 1x1 or 2x3 * 3xn.
    expect(show('mtimes', [d(2, 3), d(null, null)])).toBe('(double, 2x?)');
    expect(show('mtimes', [d(2, 3), d(null, 4)])).toBe('(double, 2x4)');
    // A 1x? operand may be a scalar: 1x1 * 3x4 or 1x3 * 3x4.
    expect(show('mtimes', [d(1, null), d(3, 4)])).toBe('(double, ?x4)');
    // N-D operands: MATLAB refuses them, Octave folds the trailing dimensions.
    expect(show('mtimes', [m('double', 2, 3), matrix('double', shapeOf(3, 4, 2))])).toBe('(double, 2x?)');
    expect(show('mtimes', [matrix('double', UNKNOWN_SHAPE), d(3, 4)])).toBe('(double, ?x4)');
  });

  it('divides matrices', () => {
    expect(show('mldivide', [d(4, 3), d(4, 2)])).toBe('(double, 3x2)');
    expect(show('mldivide', [d(4, 3), d(5, 2)])).toBe('error');
    expect(show('mrdivide', [d(2, 3), d(4, 3)])).toBe('(double, 2x4)');
    expect(show('mrdivide', [d(2, 3), d(4, 5)])).toBe('error');
    expect(show('mrdivide', [d(2, 3), dbl])).toBe('(double, 2x3)');
  });

  it('raises square matrices to scalar powers', () => {
    expect(show('mpower', [d(3, 3), num(2)])).toBe('(double, 3x3)');
    expect(show('mpower', [num(2), d(3, 3)])).toBe('(double, 3x3)');
    expect(show('mpower', [d(2, 3), num(2)])).toBe('error');
    expect(show('mpower', [d(1, 3), num(2)])).toBe('error');
    // ?x3 is 3x3 or, with no rows, empty (Octave: zeros(0, 3) ^ 2 is []).
    expect(show('mpower', [d(null, 3), num(2)])).toBe('(double, ?x?)');
    expect(show('mpower', [d(3, null), d(1, 1)])).toBe('(double, ?x?)');
    expect(show('mpower', [d(3, 3), dbl])).toBe('(double, 3x3)');
  });

  it('has kron, transpose, reductions, size, diag and square', () => {
    expect(show('kron', [d(2, 3), d(4, 5)])).toBe('(double, 8x15)');
    expect(show('transpose', [d(2, 3)])).toBe('(double, 3x2)');
    expect(show('transpose', [matrix('double', shapeOf(2, 3, 4))])).toBe('error');
    expect(show('sum', [d(3, 4)])).toBe('(double, 1x4)');
    expect(show('sum', [d(1, 4)])).toBe('(double, 1x1)');
    expect(show('sum', [d(null, 4)])).toBe('(double, 1x?)');
    expect(show('sum', [d(0, 0)])).toBe('(double, ?x?)');
    expect(show('max', [d(3, 4)], 2)).toBe('(double, 1x4); (double, 1x4)');
    expect(show('size', [matrix('double', shapeOf(2, 3, 4))])).toBe('(double, 1x3)');
    expect(show('size', [d(null, null)])).toBe('(double, 1x2)');
    expect(show('size', [matrix('double', UNKNOWN_SHAPE)])).toBe('(double, 1x?)');
    expect(show('diag', [d(1, 4)])).toBe('(double, 4x4)');
    expect(show('diag', [d(3, 5)])).toBe('(double, 3x1)');
    expect(show('det', [d(3, 3)])).toBe('(double, 1x1)');
    expect(show('inv', [d(3, 3)])).toBe('(double, 3x3)');
  });

  it('concatenates, skipping [] and checking extents', () => {
    expect(show('horzcat', [d(2, 3), d(2, 4)])).toBe('(double, 2x7)');
    expect(show('vertcat', [d(2, 3), d(4, 3)])).toBe('(double, 6x3)');
    expect(show('horzcat', [d(2, 3), d(0, 0)])).toBe('(double, 2x3)');
    expect(show('horzcat', [d(2, 3), d(3, 3)])).toBe('error');
    expect(show('horzcat', [])).toBe('(double, 0x0)');
    // The unknown operand is skipped (empty) or has two rows.
    expect(show('horzcat', [d(2, 3), d(null, null)])).toBe('(double, 2x?)');
    expect(show('vertcat', [d(1, 1), d(1, 0)])).toBe('(double, 1x1)');
    expect(show('vertcat', [d(2, 3), d(null, 3)])).toBe('(double, ?x3)');
    expect(show('horzcat', [m('int8', 1, 2), d(1, 2)])).toBe('(int8, 1x4)');
    expect(show('horzcat', [m('char', 1, 2), d(1, 2)])).toBe('(char, 1x4)');
    expect(show('cat', [num(1), d(2, 3), d(2, 3)])).toBe('(double, 4x3)');
    expect(show('cat', [num(3), d(2, 3), d(2, 3)])).toBe('(double, 2x3x2)');
  });

  it('gives the index outputs of max and sort the first output\'s shape', () => {
    expect(show('sort', [d(3, 4)], 2)).toBe('(double, 3x4); (double, 3x4)');
  });

  it('gives strcmp of a cell the cell\'s shape', () => {
    expect(show('strcmp', [cellOf(shapeOf(1, 2), str('a'), str('b')), str('a')])).toBe('(logical, 1x2)');
  });
});

describe('Type II shapes through constants', () => {
  it('builds zeros, ones, eye, rand, true, nan and cell from constant sizes', () => {
    expect(show('zeros', [num(2)])).toBe('(double, 2x2)');
    expect(show('ones', [num(2), num(3), num(4)])).toBe('(double, 2x3x4)');
    expect(show('ones', [num(2), num(3), num(1)])).toBe('(double, 2x3)');
    expect(show('eye', [num(3)])).toBe('(double, 3x3)');
    expect(show('rand', [num(1), num(5)])).toBe('(double, 1x5)');
    expect(show('randn', [num(2), str('single')])).toBe('(single, 2x2)');
    expect(show('true', [num(2), num(1)])).toBe('(logical, 2x1)');
    expect(show('nan', [num(1), num(3)])).toBe('(double, 1x3)');
    expect(show('zeros', [d(1, 2)])).toBe('(double, ?x?)');
    expect(show('zeros', [num(-1), num(3)])).toBe('(double, 0x3)');
    expect(show('zeros', [dbl, num(3)])).toBe('(double, ?x3)');
    // A size argument that may not be a scalar (MATLAB refuses it, Octave takes its first
    // element) is one unknown extent: the others stay known.
    expect(show('zeros', [d(null, null), num(3)])).toBe('(double, ?x3)');
    expect(show('ones', [num(2), d(1, null), num(4)])).toBe('(double, 2x?x4)');
    expect(show('zeros', [num(2), str('like'), m('single', 5, 5, 'complex')])).toBe('(single, 2x2)');
    expect(show('cell', [num(2)])).toBe('cell(2x2){(double, 0x0), (double, 0x0), (double, 0x0), (double, 0x0)}');
    expect(show('cell', [num(1), dbl])).toBe('cell(1x?)[(double, 0x0)]');
    expect(show('zeros', [])).toBe('(double, 1x1, 0)');
    expect(show('zeros', [num(1), num(1)])).toBe('(double, 1x1, 0)');
    expect(show('zeros', [num(2), str('uint8')])).toBe('(uint8, 2x2)');
  });

  it('counts colon from constant ends', () => {
    expect(show('colon', [num(1), num(10)])).toBe('(double, 1x10)');
    expect(show('colon', [num(5), num(1)])).toBe('(double, 1x0)');
    expect(show('colon', [num(10), num(-3), num(1)])).toBe('(double, 1x4)');
    expect(show('colon', [num(0), num(0.25), num(1)])).toBe('(double, 1x5)');
    expect(show('colon', [num(0), num(0.7), num(2)])).toBe('(double, 1x3)');
    expect(show('colon', [num(0), num(0.1), num(1)])).toBe('(double, 1x11)');
    // 0:0.1:0.3 has 4 elements; the quotient is 2.9999999999999996: not claimed.
    expect(show('colon', [num(0), num(0.1), num(0.3)])).toBe('(double, 1x?)');
    expect(show('colon', [num(3), num(3)])).toBe('(double, 1x1, 3)');
    expect(show('colon', [str('a'), str('d')])).toBe("(char, 1x4, 'abcd')");
    expect(show('colon', [num(1), dbl])).toBe('(double, 1x?)');
  });

  it('shapes repmat and reshape', () => {
    expect(show('repmat', [d(2, 3), num(2)])).toBe('(double, 4x6)');
    expect(show('repmat', [d(2, 3), num(1), num(3)])).toBe('(double, 2x9)');
    expect(show('repmat', [d(2, 3), d(1, 2)])).toBe('(double)');
    expect(show('reshape', [d(2, 6), num(3), num(4)])).toBe('(double, 3x4)');
    expect(show('reshape', [d(2, 6), num(3), d(0, 0)])).toBe('(double, 3x4)');
    expect(call('reshape', [d(2, 6), num(5), num(2)]).error).toMatch(/12 elements/);
    expect(show('reshape', [d(null, 6), num(3), dbl])).toBe('(double, 3x?)');
  });

  it('reduces along a constant dimension', () => {
    expect(show('sum', [d(3, 4), num(2)])).toBe('(double, 3x1)');
    expect(show('sum', [d(3, 4), num(3)])).toBe('(double, 3x4)');
    expect(show('max', [d(3, 4), d(0, 0), num(2)])).toBe('(double, 3x1)');
    expect(show('max', [m('int8', 3, 4), d(0, 0), num(2)])).toBe('(int8, 3x1)');
    expect(show('mean', [s(3, 4), str('all')])).toBe('(single, 1x1)');
    expect(show('sum', [d(3, 4), str('omitnan')])).toBe('(double, 1x4)');
    expect(show('max', [d(3, 4), d(0, 0), str('all')])).toBe('(double, 1x1)');
    expect(show('max', [d(3, 1), d(1, 4)])).toBe('(double, 3x4)');
    expect(show('any', [m('logical', 3, 4), num(1)])).toBe('(logical, 1x4)');
    expect(show('cumsum', [d(3, 4), num(2)])).toBe('(double, 3x4)');
    expect(show('sum', [d(3, 4), dbl])).toBe('(double)');
  });

  it('gives linspace and randperm their lengths', () => {
    expect(show('linspace', [num(0), num(1)])).toBe('(double, 1x100)');
    expect(show('linspace', [num(0), num(1), num(7)])).toBe('(double, 1x7)');
    expect(show('randperm', [num(6)])).toBe('(double, 1x6)');
  });
});

describe('size and shape queries folded from known shapes', () => {
  it('folds size, numel, length, ndims', () => {
    expect(show('size', [d(2, 3)], 2)).toBe('(double, 1x1, 2); (double, 1x1, 3)');
    expect(show('size', [matrix('double', shapeOf(2, 3, 4))], 2)).toBe('(double, 1x1, 2); (double, 1x1, 12)');
    expect(show('size', [d(2, 3)], 3)).toBe('(double, 1x1, 2); (double, 1x1, 3); (double, 1x1, 1)');
    expect(show('size', [d(null, 3)], 2)).toBe('(double, 1x1); (double, 1x1, 3)');
    expect(show('size', [d(2, 3), num(2)])).toBe('(double, 1x1, 3)');
    expect(show('size', [d(2, 3), num(5)])).toBe('(double, 1x1, 1)');
    expect(show('size', [matrix('double', UNKNOWN_SHAPE), num(5)])).toBe('(double, 1x1)');
    expect(show('numel', [d(2, 3)])).toBe('(double, 1x1, 6)');
    expect(show('numel', [d(0, null)])).toBe('(double, 1x1, 0)');
    expect(show('numel', [d(null, 3)])).toBe('(double, 1x1)');
    expect(show('length', [d(2, 7)])).toBe('(double, 1x1, 7)');
    expect(show('length', [d(0, 7)])).toBe('(double, 1x1, 0)');
    expect(show('length', [str('hello')])).toBe('(double, 1x1, 5)');
    expect(show('ndims', [matrix('double', shapeOf(2, 3, 4))])).toBe('(double, 1x1, 3)');
    expect(show('numel', [cellOf(shapeOf(1, 3), num(1), num(2), num(3))])).toBe('(double, 1x1, 3)');
  });

  it('folds isempty, isscalar, isvector, isrow, iscolumn, ismatrix, issquare', () => {
    expect(show('isempty', [d(0, 3)])).toBe('(logical, 1x1, true)');
    expect(show('isempty', [d(2, 3)])).toBe('(logical, 1x1, false)');
    expect(show('isempty', [d(null, 3)])).toBe('(logical, 1x1)');
    expect(show('isempty', [str('')])).toBe('(logical, 1x1, true)');
    expect(show('isscalar', [dbl])).toBe('(logical, 1x1, true)');
    expect(show('isscalar', [d(1, null)])).toBe('(logical, 1x1)');
    expect(show('isscalar', [d(2, null)])).toBe('(logical, 1x1, false)');
    expect(show('isvector', [d(1, null)])).toBe('(logical, 1x1, true)');
    expect(show('isvector', [d(2, 2)])).toBe('(logical, 1x1, false)');
    expect(show('isrow', [d(1, 5)])).toBe('(logical, 1x1, true)');
    expect(show('iscolumn', [d(1, 5)])).toBe('(logical, 1x1, false)');
    expect(show('ismatrix', [matrix('double', shapeOf(2, 3, 4))])).toBe('(logical, 1x1, false)');
    expect(show('issquare', [d(3, 3)])).toBe('(logical, 1x1, true)');
    expect(show('isscalar', [handle('sin')])).toBe('(logical, 1x1, true)');
  });
});

describe('constant folding', () => {
  it('folds arithmetic and comparisons on scalar doubles, logicals and chars', () => {
    expect(show('plus', [num(2), num(3)])).toBe('(double, 1x1, 5)');
    expect(show('mtimes', [num(2), num(3)])).toBe('(double, 1x1, 6)');
    expect(show('mrdivide', [num(1), num(4)])).toBe('(double, 1x1, 0.25)');
    expect(show('mldivide', [num(4), num(1)])).toBe('(double, 1x1, 0.25)');
    expect(show('rdivide', [num(1), num(0)])).toBe('(double, 1x1, Inf)');
    expect(show('power', [num(2), num(10)])).toBe('(double, 1x1, 1024)');
    expect(show('power', [num(2), num(-2)])).toBe('(double, 1x1, 0.25)');
    expect(show('mod', [num(-7), num(3)])).toBe('(double, 1x1, 2)');
    expect(show('rem', [num(-7), num(3)])).toBe('(double, 1x1, -1)');
    expect(show('gt', [str('b'), str('a')])).toBe('(logical, 1x1, true)');
    expect(show('eq', [bool(true), num(1)])).toBe('(logical, 1x1, true)');
    expect(show('and', [num(2), num(0)])).toBe('(logical, 1x1, false)');
    expect(show('or', [num(2), num(0)])).toBe('(logical, 1x1, true)');
    expect(show('not', [num(0)])).toBe('(logical, 1x1, true)');
    expect(show('max', [num(3), num(NaN)])).toBe('(double, 1x1, 3)');
  });

  it('folds exact unary math, and transcendental functions only at exact points', () => {
    expect(show('round', [num(2.5)])).toBe('(double, 1x1, 3)');
    expect(show('round', [num(-2.5)])).toBe('(double, 1x1, -3)');
    expect(show('fix', [num(-2.5)])).toBe('(double, 1x1, -2)');
    expect(show('floor', [num(-2.5)])).toBe('(double, 1x1, -3)');
    expect(show('ceil', [num(2.1)])).toBe('(double, 1x1, 3)');
    expect(show('abs', [num(-4)])).toBe('(double, 1x1, 4)');
    expect(show('exp', [num(0)])).toBe('(double, 1x1, 1)');
    expect(show('log', [num(1)])).toBe('(double, 1x1, 0)');
    expect(show('cos', [num(0)])).toBe('(double, 1x1, 1)');
    expect(show('exp', [num(1)])).toBe('(double, 1x1)');
    expect(show('sin', [num(1)])).toBe('(double, 1x1)');
  });

  it('does not fold integer and single arithmetic', () => {
    const i8 = matrix('int8', SCALAR, 'real', { kind: 'number', value: 100 });
    expect(show('plus', [i8, num(100)])).toBe('(int8, 1x1)');
    expect(show('plus', [matrix('single', SCALAR, 'real', { kind: 'number', value: 1 }), num(2)])).toBe('(single, 1x1)');
  });

  it('folds the constants pi, eps, Inf, NaN, true, false', () => {
    expect(show('pi', [])).toBe(`(double, 1x1, ${Math.PI})`);
    expect(show('eps', [])).toBe(`(double, 1x1, ${2 ** -52})`);
    expect(show('Inf', [])).toBe('(double, 1x1, Inf)');
    expect(show('NaN', [])).toBe('(double, 1x1, NaN)');
    expect(show('true', [])).toBe('(logical, 1x1, true)');
    expect(show('false', [])).toBe('(logical, 1x1, false)');
    expect(show('eps', [str('single')])).toBe('(single, 1x1)');
    expect(show('pi', [num(2)])).toBe('(double, 2x2)');
  });

  it('folds text: isequal, strcmp, upper, lower, strtrim, strcat, int2str, num2str', () => {
    expect(show('isequal', [str('abc'), str('abc')])).toBe('(logical, 1x1, true)');
    expect(show('isequal', [str('a'), num(97)])).toBe('(logical, 1x1, true)');
    expect(show('isequal', [str('ab'), num(97)])).toBe('(logical, 1x1, false)');
    expect(show('isequal', [num(NaN), num(NaN)])).toBe('(logical, 1x1, false)');
    expect(show('isequaln', [num(NaN), num(NaN)])).toBe('(logical, 1x1, true)');
    expect(show('isequal', [d(2, 2), d(3, 3)])).toBe('(logical, 1x1, false)');
    expect(show('isequal', [d(2, 2), d(2, 2)])).toBe('(logical, 1x1)');
    expect(show('isequal', [num(1), num(1), num(2)])).toBe('(logical, 1x1, false)');
    expect(show('strcmp', [str('abc'), str('abc')])).toBe('(logical, 1x1, true)');
    expect(show('strcmp', [str('abc'), str('abd')])).toBe('(logical, 1x1, false)');
    expect(show('strcmp', [str('abc'), num(1)])).toBe('(logical, 1x1, false)');
    expect(show('strcmp', [m('char', 1, 3), str('ab')])).toBe('(logical, 1x1, false)');
    expect(show('strcmp', [m('char', 1, 2), str('ab')])).toBe('(logical, 1x1)');
    expect(show('strcmpi', [str('ABC'), str('abc')])).toBe('(logical, 1x1, true)');
    expect(show('strncmp', [str('abcd'), str('abxy'), num(2)])).toBe('(logical, 1x1, true)');
    expect(show('upper', [str('abc')])).toBe("(char, 1x3, 'ABC')");
    expect(show('lower', [str('AbC')])).toBe("(char, 1x3, 'abc')");
    expect(show('strtrim', [str('  a b \t')])).toBe("(char, 1x3, 'a b')");
    expect(show('strcat', [str('ab'), str('cd')])).toBe("(char, 1x4, 'abcd')");
    expect(show('strcat', [str('ab '), str('cd')])).toBe('(char)');
    expect(show('int2str', [num(2.5)])).toBe("(char, 1x1, '3')");
    expect(show('num2str', [num(42)])).toBe("(char, 1x2, '42')");
    expect(show('num2str', [num(0.1)])).toBe('(char)');
    expect(show('horzcat', [str('ab'), str('cd')])).toBe("(char, 1x4, 'abcd')");
    expect(show('char', [num(65)])).toBe("(char, 1x1, 'A')");
    expect(show('double', [str('a')])).toBe('(double, 1x1, 97)');
    expect(show('logical', [num(5)])).toBe('(logical, 1x1, true)');
  });

  it('folds class and the class predicates from any value', () => {
    expect(show('class', [cellOf(SCALAR, num(1))])).toBe("(char, 1x4, 'cell')");
    expect(show('class', [handle('sin')])).toBe("(char, 1x15, 'function_handle')");
    expect(show('class', [{ kind: 'object', mclass: 'containers.Map' }])).toBe("(char, 1x14, 'containers.Map')");
    expect(show('isnumeric', [m('int8', 2, 2)])).toBe('(logical, 1x1, true)');
    expect(show('isnumeric', [str('a')])).toBe('(logical, 1x1, false)');
    expect(show('ischar', [str('a')])).toBe('(logical, 1x1, true)');
    expect(show('iscell', [cellOf(SCALAR, num(1))])).toBe('(logical, 1x1, true)');
    expect(show('isstruct', [{ kind: 'struct', shape: SCALAR }])).toBe('(logical, 1x1, true)');
    expect(show('islogical', [bool(true)])).toBe('(logical, 1x1, true)');
    expect(show('isfloat', [sgl])).toBe('(logical, 1x1, true)');
    expect(show('isinteger', [sgl])).toBe('(logical, 1x1, false)');
    expect(show('isreal', [d(2, 2)])).toBe('(logical, 1x1, true)');
    expect(show('isreal', [m('double', 2, 2, 'complex')])).toBe('(logical, 1x1, false)');
    expect(show('isreal', [m('double', 2, 2, 'any')])).toBe('(logical, 1x1)');
    expect(show('isa', [sgl, str('float')])).toBe('(logical, 1x1, true)');
    expect(show('isa', [sgl, str('integer')])).toBe('(logical, 1x1, false)');
    expect(show('isa', [m('uint8', 1, 1), str('numeric')])).toBe('(logical, 1x1, true)');
    expect(show('isa', [dbl, str('double')])).toBe('(logical, 1x1, true)');
    expect(show('isa', [dbl, str('MyClass')])).toBe('(logical, 1x1, false)');
    expect(show('isa', [{ kind: 'object', mclass: 'Sub' }, str('Base')])).toBe('(logical, 1x1)');
    expect(show('isa', [dbl, m('char', 1, 3)])).toBe('(logical, 1x1)');
    // isa(x, '') is 0x1 in Octave.
    expect(show('isa', [dbl, m('char', 1, null)])).toBe('(logical)');
    expect(show('iscellstr', [cellOf(shapeOf(1, 2), str('a'), str('b'))])).toBe('(logical, 1x1, true)');
    expect(show('iscellstr', [cellOf(shapeOf(1, 2), str('a'), num(1))])).toBe('(logical, 1x1, false)');
  });

  it('never folds what is not constant', () => {
    expect(show('plus', [dbl, num(1)])).toBe('(double, 1x1)');
    expect(show('eq', [dbl, dbl])).toBe('(logical, 1x1)');
    expect(show('rand', [])).toBe('(double, 1x1)');
  });
});

describe('structs and cells', () => {
  it('builds tuple structs with struct()', () => {
    expect(show('struct', [])).toBe('struct{}');
    expect(show('struct', [str('a'), num(1), str('b'), str('x')])).toBe("struct{a=(double, 1x1, 1), b=(char, 1x1, 'x')}");
    expect(show('struct', [str('a'), num(1), str('b'), num(2), str('c'), num(3)])).toBe('struct{a=(double, 1x1, 1), b=(double, 1x1, 2), c=(double, 1x1, 3)}');
    expect(show('struct', [m('char', 1, null), num(1)])).toBe('struct{?}');
    expect(show('struct', [str('a'), num(1), str('a'), num(2)])).toBe('error');
    expect(show('struct', [str('a'), num(1), str('a'), num(2)], 1, 'octave')).toBe('struct{a=(double, 1x1, 2)}');
    expect(show('struct', [str('a')])).toBe('error');
    expect(show('struct', [num(1), num(2)])).toBe('error');
  });

  it('makes struct arrays from cell values, spreading 1x1 cells', () => {
    const c = cellOf(shapeOf(1, 3), num(1), num(2), num(3));
    expect(show('struct', [str('a'), c])).toBe('struct(1x3){a=(double, 1x1)}');
    expect(show('struct', [str('a'), cellOf(SCALAR, str('x')), str('b'), c])).toBe("struct(1x3){a=(char, 1x1, 'x'), b=(double, 1x1)}");
    expect(show('struct', [str('a'), cellOf(shapeOf(1, 2), num(1), num(2)), str('b'), c])).toBe('error');
    expect(show('struct', [str('a'), cellOf(shapeOf(0, 0))])).toBe('struct(0x0){a={}}');
  });

  it('answers fieldnames, isfield, getfield, setfield, rmfield', () => {
    const st = call('struct', [str('a'), num(1)]).outputs[0]!.values.get('struct')!;
    expect(show('fieldnames', [st])).toBe('cell(?x1)[(char, 1x?)]');
    expect(show('isfield', [st, str('b')])).toBe('(logical, 1x1, false)');
    expect(show('isfield', [st, str('a')])).toBe('(logical, 1x1)');
    expect(show('isfield', [dbl, str('a')])).toBe('(logical, 1x1, false)');
    expect(show('getfield', [st, str('a')])).toBe('(double, 1x1, 1)');
    expect(show('getfield', [st, str('b')])).toBe('error');
    expect(show('setfield', [st, str('b'), sgl])).toBe('struct{a=(double, 1x1, 1), b=(single, 1x1)}');
    expect(show('rmfield', [st, str('a')])).toBe('struct{}');
    expect(show('rmfield', [st, str('zz')])).toBe('error');
  });

  it('concatenates cells, wrapping matrices, and structs into struct arrays', () => {
    const c1 = cellOf(shapeOf(1, 2), num(1), str('a'));
    const c2 = cellOf(SCALAR, sgl);
    expect(show('horzcat', [c1, c2])).toBe("cell(1x3){(double, 1x1, 1), (char, 1x1, 'a'), (single, 1x1)}");
    expect(show('horzcat', [c1, num(5)])).toBe("cell(1x3){(double, 1x1, 1), (char, 1x1, 'a'), (double, 1x1, 5)}");
    expect(show('vertcat', [c1, cellOf(shapeOf(1, 2), num(2), num(3))])).toBe("cell(2x2){(double, 1x1, 1), (double, 1x1, 2), (char, 1x1, 'a'), (double, 1x1, 3)}");
    expect(show('horzcat', [c1, d(0, 0)])).toBe("cell(1x2){(double, 1x1, 1), (char, 1x1, 'a')}");
    expect(show('vertcat', [c1, c2])).toBe('error');
    const st = call('struct', [str('a'), num(1)]).outputs[0]!.values.get('struct')!;
    expect(show('horzcat', [st, st])).toBe('struct(1x2){a=(double, 1x1, 1)}');
    expect(show('horzcat', [handle('sin')])).toBe('(handle, @sin)');
    expect(show('horzcat', [handle('sin'), handle('cos')])).toBe('error');
  });

  it('wraps each element with num2cell', () => {
    expect(show('num2cell', [d(1, 2)])).toBe('cell(1x2){(double, 1x1), (double, 1x1)}');
    expect(show('num2cell', [num(3)])).toBe('cell{(double, 1x1, 3)}');
    expect(show('num2cell', [d(null, 2)])).toBe('cell(?x2)[(double, 1x1)]');
  });

  it('copies with deal', () => {
    expect(show('deal', [sgl], 2)).toBe('(single, 1x1); (single, 1x1)');
    expect(show('deal', [sgl, str('a')], 2)).toBe("(single, 1x1); (char, 1x1, 'a')");
    expect(show('deal', [sgl, str('a')], 3)).toBe('error');
  });

  it('gives cellfun and arrayfun results classes and shapes', () => {
    const c = cellOf(shapeOf(1, 3), d(2, 2), str('ab'), num(1));
    expect(show('cellfun', [handle('numel'), c])).toBe('(double, 1x3)');
    expect(show('cellfun', [handle('isempty'), c])).toBe('(logical, 1x3)');
    expect(show('cellfun', [str('isempty'), c])).toBe('(logical, 1x3)');
    expect(show('cellfun', [str('length'), c])).toBe('(double, 1x3)');
    expect(show('cellfun', [handle('class'), c, str('UniformOutput'), bool(false)])).toBe('cell(1x3)[(char, 1x?)]');
    expect(show('cellfun', [handle('f', true), c])).toBe('?');
    expect(show('cellfun', [handle('f', true), c, str('UniformOutput'), bool(false)])).toBe('cell(1x3)[?]');
    expect(show('cellfun', [handle('f', true), c, m('char', 1, null), bool(false)])).toBe('?');
    expect(show('cellfun', [handle('numel'), c, str('ErrorHandler'), handle('g', true)])).toBe('?');
    expect(show('arrayfun', [handle('sqrt'), d(2, 3)])).toBe('(double, 2x3)');
    expect(show('arrayfun', [handle('f', true), d(2, 3), str('uniformoutput'), num(0)])).toBe('cell(2x3)[?]');
    // Shortened options; Octave's legacy names given as text ignore UniformOutput (a double
    // array there, a cell in MATLAB): unknown.
    expect(show('arrayfun', [handle('f', true), d(2, 3), str('Un'), num(0)])).toBe('cell(2x3)[?]');
    expect(show('cellfun', [str('numel'), c, str('uni'), num(0)])).toBe('?');
    expect(show('cellfun', [handle('numel'), c, str('uni'), num(0)])).toBe('cell(1x3)[(double, 1x1)]');
    expect(show('cellfun', [handle('plus'), c, cellOf(shapeOf(1, 2), num(1), num(2))])).toBe('error');
  });

  it('gives bsxfun of an expanding builtin what the builtin gives with implicit expansion; of another function, nothing', () => {
    expect(show('bsxfun', [handle('minus'), d(5, 3), s(1, 3)])).toBe('(single, 5x3)');
    expect(show('bsxfun', [handle('times'), d(5, 3), dbl])).toBe('(double, 5x3)');
    expect(show('bsxfun', [handle('gt'), d(5, 1), d(1, 4)])).toBe('(logical, 5x4)');
    expect(show('bsxfun', [handle('max'), m('int8', 2, 1), d(1, 3)])).toBe('(int8, 2x3)');
    // A size mismatch fails as the builtin's does.
    expect(show('bsxfun', [handle('plus'), d(2, 3), d(3, 2)])).toBe('error');
    // A lambda, or a builtin that does not expand, is not called here: unknown.
    expect(show('bsxfun', [handle('f', true), d(5, 3), d(1, 3)])).toBe('?');
    expect(show('bsxfun', [handle('mtimes'), d(5, 3), d(1, 3)])).toBe('?');
  });

  it("gives Octave's common_size err and the arguments, scalars repeated to the arrays' one size", () => {
    expect(show('common_size', [d(2, 3), s(1, 1)], 3, 'octave')).toBe('(double, 1x1, 0); (double, 2x3); (single, 2x3)');
    expect(show('common_size', [d(2, 3), s(1, 1), d(2, 3)], 4, 'octave')).toBe('(double, 1x1, 0); (double, 2x3); (single, 2x3); (double, 2x3)');
    // Arrays of different sizes: err is 1 and nothing is repeated.
    expect(show('common_size', [d(2, 3), s(1, 1), d(3, 2)], 4, 'octave')).toBe('(double, 1x1, 1); (double, 2x3); (single, 1x1); (double, 3x2)');
    // All scalars: nothing to repeat; an empty array is an array.
    expect(show('common_size', [num(2), num(3)], 3, 'octave')).toBe('(double, 1x1, 0); (double, 1x1, 2); (double, 1x1, 3)');
    expect(show('common_size', [d(0, 0), num(3)], 3, 'octave')).toBe('(double, 1x1, 0); (double, 0x0); (double, 0x0)');
    // A size not known: either way.
    expect(show('common_size', [d(2, null), num(3)], 3, 'octave')).toBe('(double, 1x1); (double, 2x?); (double)');
    expect(show('common_size', [d(null, null), num(3)], 3, 'octave')).toBe('(double, 1x1); (double); (double)');
    expect(show('common_size', [dbl], 2, 'octave')).toBe('error');
  });

  it("gives Octave's lookup indices, or with the option 'b' whether each value is in the table", () => {
    expect(show('lookup', [d(1, 3), d(1, 2)], 1, 'octave')).toMatch(/^\(double/);
    // isprime and ismember call lookup(table, x, "b"): logical (the Octave corpus oracle found it).
    expect(show('lookup', [d(1, 3), d(1, 2), str('b')], 1, 'octave')).toMatch(/^\(logical/);
    // An option whose text is not known: either class, never double alone.
    expect(show('lookup', [d(1, 3), d(1, 2), m('char', 1, null)], 1, 'octave')).toMatch(/logical|\?/);
  });

  it("folds Octave's rows and columns to size(x, 1) and size(x, 2); MATLAB has no such builtins", () => {
    expect(show('rows', [m('char', 2, 5)], 1, 'octave')).toBe('(double, 1x1, 2)');
    expect(show('columns', [m('char', 2, 5)], 1, 'octave')).toBe('(double, 1x1, 5)');
    expect(show('columns', [d(null, null)], 1, 'octave')).toBe('(double, 1x1)');
    expect(show('columns', [d(2, 5)], 1, 'matlab')).not.toMatch(/double/);
  });

  it('builds cells of empty matrices', () => {
    expect(show('cell', [num(0)])).toBe('cell(0x0){}');
  });
});

describe('errors', () => {
  it('treats error with a nonempty message as failing, error(\'\') as doing nothing', () => {
    expect(call('error', [str('boom')], 0).error).toBeDefined();
    expect(call('error', [str('')], 0).error).toBeUndefined();
    expect(call('error', [m('char', 1, null)], 0).error).toBeUndefined();
  });

  it('gives top outputs on an error', () => {
    const r = call('mtimes', [d(2, 3), d(2, 3)], 2);
    expect(r.outputs).toEqual([{ top: true, values: new Map() }, { top: true, values: new Map() }]);
  });
});
