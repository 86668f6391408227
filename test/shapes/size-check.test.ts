// Derby and Zorn's examples (matvec of Figure 2, mat_mat_multiply's legal and illegal calls,
// the if and while examples of sections 6.3 and 6.4), and the two solvers agreeing.
import { describe, expect, test } from 'vitest';
import {
  BOTTOM, canonicalClasses, checkProcedure, freezeGraph, isSolution, solveExtentGraph, solveNaive,
} from '../../src/shapes/index.js';
import { rng } from '../support/random.js';
import { parseSignature, procedure } from './language-t.js';

const figure2Callees = [
  'proc get_lower_bound_matrix_dimension_1 (out dim, in m[R][S])',
  'proc get_upper_bound_matrix_dimension_1 (out dim, in m[R][S])',
  'proc get_lower_bound_matrix_dimension_2 (out dim, in m[R][S])',
  'proc extract_matrix_column (out result[R], in m[R][S], in index)',
  'proc clear_vector (in out v[R])',
  'proc scalar_copy (out result, in value)',
  'proc is_less_than_or_equal_to (out result, in a, in b)',
  'proc extract_matrix_row (out result[S], in m[R][S], in index)',
  'proc dot_product (out result, in v1[S], in v2[S])',
  'proc set_vector_element (in out result[S], in index, in value)',
  'proc scalar_add (out result, in a, in b)',
].map(parseSignature);

const figure2Body = `
  get_lower_bound_matrix_dimension_1 (l1, m);
  get_upper_bound_matrix_dimension_1 (u1, m);
  get_lower_bound_matrix_dimension_2 (l2, m);
  extract_matrix_column (result, m, l2);
  clear_vector (result);
  scalar_copy (i, l1);
  is_less_than_or_equal_to (condition, i, u1);
  while (condition) {
    extract_matrix_row (current_row, m, i);
    dot_product (answer, current_row, v);
    set_vector_element (result, i, answer);
    scalar_add (i, i, 1);
    is_less_than_or_equal_to (condition, i, u1);
  }`;

describe('Derby and Zorn', () => {
  for (const naive of [false, true]) {
    const solver = naive ? 'naive' : 'Hopcroft';
    test(`matvec (Figure 2) type-checks [${solver}]`, () => {
      const r = checkProcedure(procedure('proc matvec_product (out result[S], in m[S,T], in v[T])', figure2Body), figure2Callees, { naive });
      expect(r.errors).toEqual([]);
      expect(isSolution(r.graph, r.classes)).toBe(true);
      // In the loop, result keeps m's first extent and current_row has v's.
      const head = r.loopHeads[0]!;
      expect(r.classes[head.get('result')![0]!]).toBe(r.classes[r.exit.get('result')![0]!]);
    });

    test(`matvec with the extents swapped in the signature is refused [${solver}]`, () => {
      const r = checkProcedure(procedure('proc matvec_product (out result[S], in m[S,T], in v[S])', figure2Body), figure2Callees, { naive });
      expect(r.errors.map((e) => `${e.where}: ${e.extent}`)).toEqual(['dot_product (call 9): S']);
      const out = checkProcedure(procedure('proc matvec_product (out result[T], in m[S,T], in v[T])', figure2Body), figure2Callees, { naive });
      expect(out.errors.map((e) => `${e.where}: ${e.extent}`)).toEqual(['matvec_product (outputs): T']);
    });

    const mmm = [parseSignature('proc mat_mat_multiply (in x[R,S], in y[S,T], out z[R,T])')];
    test(`mat_mat_multiply (a, b, c) is legal [${solver}]`, () => {
      const r = checkProcedure(procedure('proc main (in a[M,N], in b[N,O], in c[M,O])', 'mat_mat_multiply (a, b, c);'), mmm, { naive });
      expect(r.errors).toEqual([]);
    });
    test(`mat_mat_multiply (a, c, b) is illegal [${solver}]`, () => {
      const r = checkProcedure(procedure('proc main (in a[M,N], in b[N,O], in c[M,O])', 'mat_mat_multiply (a, c, b);'), mmm, { naive });
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0]!.where).toBe('mat_mat_multiply (call 1)');
      expect(r.errors[0]!.message).toMatch(/^extent S is not provably one size: a\(2\) as x: extent #\d+, c\(1\) as y: extent #\d+$/);
    });

    test(`section 6.3: sizes that differ between branches get one new extent per conflict [${solver}]`, () => {
      const copy = [parseSignature('proc copy (out r[A], in v[A])')];
      const r = checkProcedure(
        procedure('proc p (in x[R], in y[S], in z[S], in t[S], in w[Q])', 'if (c) { } else { copy(y, x); copy(z, x); copy(t, w); }'),
        copy, { naive },
      );
      const cls = (v: string): number => r.classes[r.exit.get(v)![0]!]!;
      const input = (v: string): number => r.classes[r.graph.predList[r.graph.predStart[v === 'x' ? 2 : 0]!]!]!;
      void input;
      expect(cls('y')).toBe(cls('z'));
      expect(new Set([cls('x'), cls('y'), cls('t'), cls('w')]).size).toBe(4);
    });

    test(`section 6.4: x = z in a loop gives x a new extent at the head, z keeps R [${solver}]`, () => {
      const copy = [parseSignature('proc copy (out r[A], in v[A])')];
      const r = checkProcedure(procedure('proc p (in z[R], in x[S], out zz[R])', 'while (c) { copy(x, z); } copy(zz, z);'), copy, { naive });
      expect(r.errors).toEqual([]);
      const head = r.loopHeads[0]!;
      const zHead = r.classes[head.get('z')![0]!];
      const xHead = r.classes[head.get('x')![0]!];
      // z is R at the head (uniform: R in, R around the loop); x is neither R nor S there.
      const entryZ = r.graph.predList[r.graph.predStart[head.get('z')![0]!]!]!;
      const entryX = r.graph.predList[r.graph.predStart[head.get('x')![0]!]!]!;
      expect(zHead).toBe(r.classes[entryZ]);
      expect(xHead).not.toBe(r.classes[entryX]);
      expect(xHead).not.toBe(zHead);
      // After the copy in the body, x has z's extent R (the loop's back edge carries R).
      const back = r.graph.predList[r.graph.predStart[head.get('x')![0]!]! + 1]!;
      expect(r.classes[back]).toBe(zHead);
    });
  }
});

/** A random graph: each vertex has 1 to 3 predecessors anywhere (cycles included), contexts
 *  from a small pool so that non-uniform vertices can share a class. */
function randomGraph(rand: () => number, n: number): ReturnType<typeof freezeGraph> {
  const context = new Int32Array(n);
  const preds: number[][] = [[]];
  for (let v = 1; v < n; v++) {
    context[v] = 1 + Math.floor(rand() * 4);
    const k = 1 + Math.floor(rand() * 3);
    const ps: number[] = [];
    for (let j = 0; j < k; j++) ps.push(rand() < 0.15 ? BOTTOM : Math.floor(rand() * n));
    preds.push(ps);
  }
  return freezeGraph(context, preds);
}

const library = [
  'proc copy (out r[A], in v[A])',
  'proc add (out r[A], in a[A], in b[A])',
  'proc mv (out r[R], in m[R,S], in v[S])',
  'proc tr (out r[S,R], in m[R,S])',
  'proc outer (out r[R,S], in a[R], in b[S])',
  'proc fresh (out r[N])',
  'proc grow (in out v[N])',
].map(parseSignature);

/** A random procedure over vectors p, q, u and matrices M, K, with nested ifs and whiles. */
function randomProgram(rand: () => number, depth: number): string {
  const vec = (): string => ['p', 'q', 'u'][Math.floor(rand() * 3)]!;
  const mat = (): string => ['M', 'K'][Math.floor(rand() * 2)]!;
  const stmts: string[] = [];
  const n = 1 + Math.floor(rand() * 4);
  for (let i = 0; i < n; i++) {
    const r = rand();
    if (depth > 0 && r < 0.15) stmts.push(`if (c) { ${randomProgram(rand, depth - 1)} } else { ${randomProgram(rand, depth - 1)} }`);
    else if (depth > 0 && r < 0.3) stmts.push(`while (c) { ${randomProgram(rand, depth - 1)} }`);
    else {
      const calls = [
        () => `copy(${vec()}, ${vec()});`, () => `add(${vec()}, ${vec()}, ${vec()});`, () => `mv(${vec()}, ${mat()}, ${vec()});`,
        () => `tr(${mat()}, ${mat()});`, () => `outer(${mat()}, ${vec()}, ${vec()});`, () => `fresh(${vec()});`, () => `grow(${vec()});`,
      ];
      stmts.push(calls[Math.floor(rand() * calls.length)]!());
    }
  }
  return stmts.join(' ');
}

describe('the Hopcroft-style solver and the paper\'s agree', () => {
  test('on random procedures', () => {
    const rand = rng(11);
    let errors = 0;
    for (let i = 0; i < 300; i++) {
      const proc = procedure('proc main (in p[A], in q[B], in u[A], in M[A,B], in K[B,A], out w[A])', `${randomProgram(rand, 3)} copy(w, p);`);
      const a = checkProcedure(proc, library, { naive: true });
      const b = checkProcedure(proc, library);
      expect(isSolution(a.graph, a.classes)).toBe(true);
      expect(isSolution(b.graph, b.classes)).toBe(true);
      expect(canonicalClasses(b.classes).join()).toBe(canonicalClasses(a.classes).join());
      expect(b.errors).toEqual(a.errors);
      if (a.errors.length > 0) errors++;
    }
    // Both outcomes occur.
    expect(errors).toBeGreaterThan(30);
    expect(errors).toBeLessThan(270);
  });

  test('on random graphs: both are solutions with as many classes', () => {
    const rand = rng(12);
    let samePartition = 0;
    for (let i = 0; i < 400; i++) {
      const g = randomGraph(rand, 2 + Math.floor(rand() * 40));
      const a = solveNaive(g);
      const b = solveExtentGraph(g);
      expect(isSolution(g, a)).toBe(true);
      expect(isSolution(g, b)).toBe(true);
      const ca = canonicalClasses(a);
      const cb = canonicalClasses(b);
      if (ca.join() === cb.join()) samePartition++;
    }
    // Off the graphs the paper's construction builds (every vertex reached from ⊥ avoiding
    // its own context, Lemma A), the coarsest solution need not be unique.
    expect(samePartition).toBeGreaterThan(200);
  });
});
