// The patent's two examples of shape tracking (Joisha, Banerjee, Shenoy), at the term level,
// with the inputs' shapes unknown (shape variables) or symbolic tuples.
import { describe, expect, test } from 'vitest';
import { type ShapeMode, type ShapeTerm, formatShape, parseTerm, shapeVar, trackShapes, type TrackStmt } from '../../src/shapes/index.js';

const env = (entries: Record<string, string>): Map<string, ShapeTerm> =>
  new Map(Object.entries(entries).map(([k, v]) => [k, parseTerm(v)]));

describe('Example 1: c = a*b; d = c + a; e = d - a', () => {
  const body: TrackStmt[] = [
    { kind: 'assign', target: 'c', op: 'matmul', args: ['a', 'b'] },
    { kind: 'assign', target: 'd', op: 'broadcast', args: ['c', 'a'] },
    { kind: 'assign', target: 'e', op: 'broadcast', args: ['d', 'a'] },
  ];
  for (const mode of ['modern', 'legacy'] as ShapeMode[]) {
    test(`d and e have one shape, for arbitrary a and b [${mode}]`, () => {
      const r = trackShapes(new Map([['a', shapeVar('a')], ['b', shapeVar('b')]]), body, { mode });
      const shown = Object.fromEntries([...r.env].map(([k, v]) => [k, formatShape(v)]));
      expect(shown).toEqual({ a: 'a', b: 'b', c: 'a * b', d: 'a + a * b', e: 'a + a * b' });
    });
  }
  test('with symbolic extents: a is n x k, b is k x m', () => {
    const r = trackShapes(env({ a: '<n, k>', b: '<k, m>' }), body);
    expect(formatShape(r.env.get('c')!)).toBe('n x m');
    // n x m + n x k is undecided (m may be 1 or k): d stays a term, and e prints the same.
    expect(formatShape(r.env.get('d')!)).toBe('n x k + n x m');
    expect(formatShape(r.env.get('e')!)).toBe(formatShape(r.env.get('d')!));
  });
  test('with a square: a is n x n, b is n x n', () => {
    const r = trackShapes(env({ a: '<n, n>', b: '<n, n>' }), body);
    expect(['c', 'd', 'e'].map((v) => formatShape(r.env.get(v)!))).toEqual(['n x n', 'n x n', 'n x n']);
  });
});

describe('Example 2: while (...) c = a.*b; a = c; end', () => {
  const body: TrackStmt[] = [
    { kind: 'loop', body: [
      { kind: 'assign', target: 'c', op: 'broadcast', args: ['a', 'b'] },
      { kind: 'copy', target: 'a', source: 'c' },
    ] },
  ];
  for (const mode of ['modern', 'legacy'] as ShapeMode[]) {
    test(`s_i = s_0 ⊕ t for every i ≥ 1 [${mode}]`, () => {
      const r = trackShapes(new Map([['a', shapeVar('a0')], ['b', shapeVar('b')]]), body, { mode });
      expect(r.loops).toHaveLength(1);
      const loop = r.loops[0]!;
      // a changes shape at most once (at the first iteration); c keeps one shape.
      expect(loop.atHead.get('a')!.map(formatShape)).toEqual(['a0', 'a0 + b']);
      expect(loop.atHead.get('c')!.map(formatShape)).toEqual(['a0 + b']);
      expect(loop.iterations).toBe(2);
      expect(loop.widened).toEqual([]);
      // The statement inside the loop, at the fixed point: c = a0 ⊕ b.
      expect(r.assigned.filter((x) => x.target === 'c').map((x) => formatShape(x.shape))).toEqual(['a0 + b']);
    });
  }
  test('a loop that grows a shape is widened at the cap', () => {
    const grow: TrackStmt[] = [{ kind: 'loop', body: [{ kind: 'assign', target: 'x', op: 'horzcat', args: ['x', 'y'] }] }];
    const r = trackShapes(env({ x: '<1, 0>', y: '<1, 1>' }), grow, { cap: 4 });
    expect(r.loops[0]!.widened).toEqual(['x']);
    expect(r.loops[0]!.atHead.get('x')!.slice(0, 4).map(formatShape)).toEqual(['1 x 0', '1 x 1', '1 x 2', '1 x 3']);
  });
});
