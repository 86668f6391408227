// The flow environment (a persistent hash trie) against a plain Map: assignments, removals,
// joins and comparisons on random programs of changes, with names that share hash slots.
import { describe, expect, it } from 'vitest';
import { assign, Env, equalFlows, joinFlows, lookup, type Flow } from '../../src/analysis/flow.js';
import { BOTTOM, equalSets, joinSets, matrix, numberConstant, single, TOP, type ValueSet } from '../../src/analysis/values.js';
import { rng } from '../support/random.js';

const VALUES: ValueSet[] = [TOP, single(matrix('double')), single(matrix('int8')), single(numberConstant(1)), single(numberConstant(2)), single(matrix('char'))];

function reference(env: Env): Map<string, ValueSet> {
  return new Map(env);
}

function joinRef(a: Map<string, ValueSet>, b: Map<string, ValueSet>): Map<string, ValueSet> {
  const out = new Map(a);
  for (const [k, v] of b) out.set(k, out.has(k) ? joinSets(out.get(k)!, v) : v);
  return out;
}

function sameMaps(a: Map<string, ValueSet>, b: Map<string, ValueSet>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (!b.has(k) || !equalSets(v, b.get(k)!)) return false;
  return true;
}

describe('Env', () => {
  it('behaves like a map under random assignments, removals, joins and comparisons', () => {
    const random = rng(7);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
    // Many names, so the trie has several levels and names meet at shared slots.
    const names = Array.from({ length: 3000 }, (_, i) => (i % 3 === 0 ? `mt_${i}` : `v${i}x`));
    for (let round = 0; round < 40; round++) {
      let a: Env = Env.EMPTY;
      const ref = new Map<string, ValueSet>();
      const pool = names.slice(0, 1 + Math.floor(random() * (round < 20 ? 40 : 3000)));
      for (let step = 0; step < 300; step++) {
        const n = pick(pool);
        if (random() < 0.2) {
          a = a.without([n]);
          ref.delete(n);
        } else {
          const v = pick(VALUES);
          a = assign(a, n, v) as Env;
          ref.set(n, v);
        }
      }
      expect(a.size).toBe(ref.size);
      expect(sameMaps(reference(a), ref)).toBe(true);
      for (const n of pool) expect(lookup(a, n)).toBe(ref.get(n) ?? BOTTOM);
      // Two branches grown from `a`, joined and compared.
      let b: Flow = a;
      let c: Flow = a;
      for (let step = 0; step < 20; step++) {
        b = assign(b, pick(pool), pick(VALUES));
        if (random() < 0.5) c = assign(c, pick(pool), pick(VALUES));
        if (random() < 0.1) c = (c as Env).without([pick(pool)]);
      }
      const j = joinFlows(b, c) as Env;
      expect(sameMaps(reference(j), joinRef(reference(b!), reference(c!)))).toBe(true);
      expect(j.size).toBe(joinRef(reference(b!), reference(c!)).size);
      expect(equalFlows(b, c)).toBe(sameMaps(reference(b!), reference(c!)));
      expect(equalFlows(j, joinFlows(j, b))).toBe(true);
      expect(joinFlows(a, a)).toBe(a);
      // Rebuilt from scratch in another order: equal, and equal to the trie it came from.
      const rebuilt = Env.of(new Map([...reference(j)].reverse()));
      expect(equalFlows(rebuilt, j)).toBe(true);
      expect(equalFlows(rebuilt, b)).toBe(sameMaps(reference(j), reference(b!)));
    }
  });

  it('keeps the first environment when a join adds nothing', () => {
    const a = assign(assign(Env.EMPTY, 'x', TOP), 'y', single(matrix('double')));
    const b = assign(a, 'x', TOP);
    expect(joinFlows(a, b)).toBe(a);
    expect(joinFlows(a, null)).toBe(a);
    expect(joinFlows(null, a)).toBe(a);
    expect(equalFlows(a, b)).toBe(true);
  });
});
