// The shape operators are the Type I shape rules of the builtin spec, and θ and H answer on
// symbolic tuples without guessing.
import { expect, test } from 'vitest';
import { SHAPE_RULES } from '../../src/builtins/index.js';
import { SHAPE_OPERATORS, formatShape, parseTerm, resultShape, theta, type Tuple } from '../../src/shapes/index.js';

const t = (s: string): Tuple => parseTerm(s) as Tuple;

test('every Type I rule of the spec but `none` is an operator, and no other', () => {
  expect([...SHAPE_OPERATORS].sort()).toEqual(Object.keys(SHAPE_RULES).filter((r) => r !== 'none').sort());
});

test('θ is three-valued on symbolic extents', () => {
  expect(theta('matmul', [t('<n, k>'), t('<k, m>')], 'modern')).toBe(true);
  expect(theta('matmul', [t('<n, k>'), t('<p, m>')], 'modern')).toBe(null);
  expect(theta('matmul', [t('<n+2, k+2>'), t('<k+3, m+2>')], 'modern')).toBe(false);
  expect(theta('broadcast', [t('<n, 1>'), t('<1, m>')], 'modern')).toBe(true);
  expect(theta('broadcast', [t('<n, 1>'), t('<1, m>')], 'legacy')).toBe(null);
  expect(theta('broadcast', [t('<2, 3>'), t('<3, 2>')], 'legacy')).toBe(false);
  expect(theta('transpose', [t('<2, 3, n>')], 'modern')).toBe(null);
  expect(theta('transpose', [t('<2, 3, 4>')], 'modern')).toBe(false);
  expect(theta('horzcat', [t('<0, 0>'), t('<2, 3>')], 'modern')).toBe(true);
  expect(theta('horzcat', [t('<1, 0>'), t('<2, 3>')], 'modern')).toBe(false);
});

test('H gives the result shape when θ holds', () => {
  const h = (o: Parameters<typeof resultShape>[0], args: string[]): string => {
    const r = resultShape(o, args.map(t), 'modern');
    return r ? formatShape(r) : 'undefined';
  };
  expect(h('mldivide', ['<n, k>', '<n, m>'])).toBe('k x m');
  expect(h('mrdivide', ['<n, k>', '<m, k>'])).toBe('n x m');
  expect(h('mldivide', ['<1, 1>', '<n, m, p>'])).toBe('n x m x p');
  expect(h('kron', ['<n, 2>', '<m, 3, 2>'])).toBe('m*n x 6 x 2');
  expect(h('reduce', ['<1, n+2, 3>'])).toBe('1 x 1 x 3');
  expect(h('reduce', ['<1, n+1, 3>'])).toBe('undefined');
  expect(h('reduce', ['<0, 0>'])).toBe('1 x 1');
  expect(h('reduce', ['<n, m>'])).toBe('undefined');
  expect(h('horzcat', ['<0, 0>', '<2, 3>'])).toBe('2 x 3');
  expect(h('vertcat', ['<n, m>', '<p, m>'])).toBe('(n+p) x m');
  expect(h('size-row', ['<n, m, 4>'])).toBe('1 x 3');
  expect(h('size-row', ['<n, m, p>'])).toBe('undefined');
  expect(h('square', ['<n, m>'])).toBe('n x n');
  expect(h('scalar', ['<n, m>'])).toBe('1 x 1');
});
