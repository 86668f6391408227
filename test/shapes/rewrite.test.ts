// The rewriter: canonical printouts of equal shapes, and the property that rewriting never
// changes a term's meaning (random terms, random concrete assignments, both modes).
import { describe, expect, test } from 'vitest';
import {
  OPERATOR_ARITY, SHAPE_OPERATORS, type ShapeMode, type ShapeTerm, evaluate, formatShape, normalize,
  op, parseTerm, sameShape, shapeVar, smallShapes, termKey, termSize, tuple, num, sym, addExtents,
} from '../../src/shapes/index.js';
import { rng } from '../support/random.js';

const show = (text: string, mode: ShapeMode = 'modern'): string => formatShape(normalize(parseTerm(text), mode));

describe('canonical printouts', () => {
  test('explicit tuples with symbolic extents evaluate', () => {
    expect(show('<n, m> + <n, 1>')).toBe('n x m');
    expect(show('<n, 1> + <1, m>')).toBe('n x m');
    expect(show('<n, 1> + <1, m>', 'legacy')).toBe('1 x m + n x 1');
    expect(show('<n, k> * <k, m>')).toBe('n x m');
    expect(show("<n, k>'")).toBe('k x n');
    expect(show('[<n, 2>, <n, m>]')).toBe('n x (m+2)');
    expect(show('[<n, m>; <p, m>; <1, m>]')).toBe('(n+p+1) x m');
    expect(show('kron(<n, 2>, <m, 3>)')).toBe('m*n x 6');
    expect(show('<2, 3> * <4, 5>')).toBe('π');
    expect(show('<n, m> + <n+1, m>')).toBe('(n+1) x m + n x m');
    expect(show('<n+2, m> + <n+3, m>')).toBe('π');
    expect(show('<n+2, m> + <n+2, 1>')).toBe('(n+2) x m');
    expect(show('diag(<1, n>)')).toBe('n x n');
    expect(show('diag(<n, m>)')).toBe('diag(n x m)');
    expect(show('diag(<n+2, m+2>)')).toBe('min(m+2,n+2) x 1');
    expect(show('size_row(<n, m, 3>)')).toBe('1 x 3');
    expect(show('column(<n, m>)')).toBe('m*n x 1');
    expect(show('reduce(<n+2, m>)')).toBe('1 x m');
  });

  test('undecided operators stay as terms, printed the same way when equal', () => {
    expect(show('<n, k> * <p, m>')).toBe('n x k * p x m');
    expect(show('a * b + a + a')).toBe(show('a + a * b'));
    expect(show('(a + b) + c')).toBe(show('c + (b + a)'));
    expect(show('(a + b) + c')).toBe('a + b + c');
    expect(show("b' * a'")).toBe("(a * b)'");
    expect(show("a' + b' + c")).toBe(show("c + (b + a)'"));
    expect(show('a + a * a')).toBe('a * a');
    expect(show('a * (a * a)')).toBe('a * a');
    expect(show('ι * a + π')).toBe('π');
    expect(show('[a, [b, c]]')).toBe('[a, b, c]');
  });

  test('identities that fail under implicit expansion are used only in legacy mode', () => {
    expect(show('(a + b) * b', 'legacy')).toBe('a + b * b');
    expect(show('(a + b) * b', 'modern')).toBe('(a + b) * b');
    expect(sameShape(parseTerm("a + a'"), parseTerm('a * a'), 'legacy')).toBe(true);
    expect(sameShape(parseTerm("a + a'"), parseTerm('a * a'), 'modern')).toBe(false);
  });

  test('normalising is idempotent', () => {
    for (const t of ['a * b + a + a', "(a * b)' + b' * a'", '[a; b] + [b; a]']) {
      const once = normalize(parseTerm(t));
      expect(termKey(normalize(once))).toBe(termKey(once));
    }
  });
});

/** A random term over variables a, b, c and tuples with extents from 0..2, n, m and n+1. */
function randomTerm(rand: () => number, depth: number): ShapeTerm {
  const leaf = (): ShapeTerm => {
    const r = rand();
    if (r < 0.45) return shapeVar(['a', 'b', 'c'][Math.floor(rand() * 3)]!);
    if (r < 0.5) return parseTerm('π');
    const extents = [num(0), num(1), num(2), sym('n'), sym('m'), addExtents(sym('n'), num(1))];
    const rank = rand() < 0.8 ? 2 : 3;
    return tuple(...Array.from({ length: rank }, () => extents[Math.floor(rand() * extents.length)]!));
  };
  if (depth === 0 || rand() < 0.25) return leaf();
  const o = SHAPE_OPERATORS[Math.floor(rand() * SHAPE_OPERATORS.length)]!;
  const arity = OPERATOR_ARITY[o];
  const n = arity === 'n' ? 1 + Math.floor(rand() * 3) : arity;
  // Elementwise and matrix products dominate real code; make them likelier.
  const chosen = rand() < 0.5 ? (['broadcast', 'matmul', 'transpose'] as const)[Math.floor(rand() * 3)]! : o;
  const k = chosen === 'transpose' ? 1 : chosen === 'matmul' ? 2 : chosen === o ? n : 2;
  return op(chosen, ...Array.from({ length: k }, () => randomTerm(rand, depth - 1)));
}

describe('rewriting preserves meaning', () => {
  for (const mode of ['modern', 'legacy'] as const) {
    test(`random terms, random assignments [${mode}]`, () => {
      const rand = rng(mode === 'modern' ? 5 : 6);
      const shapes = smallShapes(3);
      let changed = 0;
      for (let i = 0; i < 1500; i++) {
        const t = randomTerm(rand, 4);
        const n = normalize(t, mode);
        expect(termSize(n)).toBeLessThanOrEqual(termSize(t));
        if (termKey(n) !== termKey(t)) changed++;
        for (let j = 0; j < 12; j++) {
          const pick = (): readonly number[] | null => shapes[Math.floor(rand() * shapes.length)]!;
          const env = { shapes: { a: pick(), b: pick(), c: pick() }, extents: { n: Math.floor(rand() * 4), m: Math.floor(rand() * 4) } };
          const before = evaluate(t, env, mode);
          const after = evaluate(n, env, mode);
          if (termKey(before) !== termKey(after)) {
            throw new Error(`${formatShape(t)} → ${formatShape(n)} under ${JSON.stringify(env)}: ${formatShape(before)} vs ${formatShape(after)}`);
          }
        }
      }
      expect(changed).toBeGreaterThan(500);
    });
  }
});
