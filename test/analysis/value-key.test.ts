// Exact value keys (what the builtin memo tables key on): values any part of the analysis can
// tell apart get different keys; equal values, built apart, the same key. And a memoised
// propagation answers as a fresh one does.
import { describe, expect, it } from 'vitest';
import { exactSetKey, exactValueKey } from '../../src/analysis/value-key.js';
import { propagateBuiltin } from '../../src/analysis/builtin-propagator.js';
import { symbol } from '../../src/analysis/symbolic.js';
import {
  TOP, charConstant, matrix, numberConstant, setOf, shapeOf, shapeOfTerms, single, type Value, type ValueSet,
} from '../../src/analysis/values.js';

const n = symbol('n');
const m = symbol('m');

describe('exact value keys', () => {
  it('tell apart what the analysis tells apart', () => {
    const distinct: Value[] = [
      numberConstant(0),
      numberConstant(-0),
      numberConstant(NaN),
      matrix('double', shapeOf(1, 1)),
      matrix('double', shapeOf(1, 1), 'complex'),
      matrix('single', shapeOf(1, 1)),
      matrix('double', shapeOfTerms([n, 1])),
      matrix('double', shapeOfTerms([m, 1])),
      matrix('double', shapeOfTerms([n, 1], true)),
      { ...matrix('double', shapeOf(1, 1)), symbolic: n },
      { ...matrix('double', shapeOf(1, 2)), sizeOf: shapeOfTerms([n, m]) },
      charConstant('a,b'),
      charConstant('a'),
      { kind: 'cell', shape: shapeOf(1, 1), merged: single(numberConstant(1)) },
      { kind: 'cell', shape: shapeOf(1, 1), elements: [single(numberConstant(1))], merged: single(numberConstant(1)) },
      { kind: 'struct', shape: shapeOf(1, 1), fields: new Map([['a', single(numberConstant(1))]]) },
      { kind: 'struct', shape: shapeOf(1, 1), fields: new Map([['b', single(numberConstant(1))]]) },
      { kind: 'struct', shape: shapeOf(1, 1) },
      { kind: 'handle' },
      { kind: 'handle', targets: [{ fn: 'f', scope: { file: 'a.m', functionPath: ['a'] }, partial: [], lambda: false }] },
      { kind: 'object', mclass: 'containers.Map' },
    ];
    const keys = distinct.map(exactValueKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('give equal values built apart the same key, whatever the order of fields and classes', () => {
    const a: Value = { kind: 'struct', shape: shapeOf(1, 1), fields: new Map([['x', single(numberConstant(1))], ['y', TOP]]) };
    const b: Value = { kind: 'struct', shape: shapeOf(1, 1), fields: new Map([['y', TOP], ['x', single(numberConstant(1))]]) };
    expect(exactValueKey(a)).toBe(exactValueKey(b));
    const s1 = setOf([matrix('double', shapeOfTerms([n, 1])), charConstant('z')]);
    const s2 = setOf([charConstant('z'), matrix('double', shapeOfTerms([n, 1]))]);
    expect(exactSetKey(s1)).toBe(exactSetKey(s2));
  });

  it('tell a top set with a known shape from one without', () => {
    const withShape: ValueSet = { ...TOP, shape: shapeOfTerms([n, m]) };
    expect(exactSetKey(withShape)).not.toBe(exactSetKey(TOP));
  });

  it('a remembered propagation answers as the first', () => {
    const call = { name: 'plus', args: [matrix('double', shapeOfTerms([n, 1])), numberConstant(2)], nargout: 1, runtime: 'matlab' as const };
    const first = propagateBuiltin(call);
    const again = propagateBuiltin({ ...call, args: [matrix('double', shapeOfTerms([n, 1])), numberConstant(2)] });
    expect(again).toEqual(first);
    const other = propagateBuiltin({ ...call, args: [matrix('double', shapeOfTerms([m, 1])), numberConstant(2)] });
    expect(exactSetKey(other!.outputs[0]!)).not.toBe(exactSetKey(first!.outputs[0]!));
  });
});
