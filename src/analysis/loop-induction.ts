// Arrays grown in a `for` loop (issue 20, MAGICA's loop shapes in terms of the trip count): the
// fixed point joins the shapes of every iteration (1x? for `x(end+1) = k`), but when each
// iteration adds the same amount to an extent, the shape after the loop is the first one plus
// that amount times the number of iterations. The amount is guessed from two iterations, then
// proved by induction: one more iteration from the loop head, with the array's extents written
// in a symbol `i` for the iterations done, must give the extents for i + 1.
import { addTerms, mulTerms, subTerms, type Term } from './symbolic.js';
import { matrix, sameShape, shapeOfTerms, termAt, type Shape, type Value, type ValueSet } from './values.js';

/** A variable whose extents grow by `step` per iteration, from `base`: before the loop
 *  (`peeled` false), or after its first iteration (`peeled`: `x = []` is 0x0, then 1x1, 1x2). */
export interface Growth {
  readonly name: string;
  readonly base: readonly Term[];
  readonly step: readonly number[];
  readonly peeled: boolean;
}

/** The extents of the one array a set holds, when its shape is closed. */
function extentsOf(s: ValueSet | undefined): Term[] | undefined {
  if (!s || s.top || s.values.size !== 1) return undefined;
  const v = [...s.values.values()][0]!;
  if ((v.kind !== 'matrix' && v.kind !== 'cell' && v.kind !== 'struct') || v.shape.open) return undefined;
  return v.shape.dims.map((_d, i) => termAt(v.shape, i));
}

/** Per dimension the constant, nonnegative growth from `a` to `b`. */
function steps(a: readonly Term[], b: readonly Term[]): number[] | undefined {
  if (a.length !== b.length) return undefined;
  const out: number[] = [];
  for (let i = 0; i < a.length; i++) {
    const d = subTerms(b[i] ?? null, a[i] ?? null);
    if (typeof d !== 'number' || d < 0) return undefined;
    out.push(d);
  }
  return out;
}

/** The growth that the values before the loop and after one and two iterations suggest. */
export function guessGrowth(name: string, before: ValueSet | undefined, first: ValueSet, second: ValueSet): Growth | undefined {
  const t1 = extentsOf(first);
  const t2 = extentsOf(second);
  if (!t1 || !t2) return undefined;
  const step = steps(t1, t2);
  if (!step || step.every((d) => d === 0)) return undefined;
  const t0 = extentsOf(before);
  const early = t0 && steps(t0, t1);
  if (t0 && early && early.every((d, i) => d === step[i])) return { name, base: t0, step, peeled: false };
  return { name, base: t1, step, peeled: true };
}

/** The shape after `count` iterations past the base. */
export function grownShape(g: Growth, count: Term): Shape {
  return shapeOfTerms(g.base.map((b, i) => addTerms(b, mulTerms(g.step[i] ?? 0, count))));
}

/** Every value of the set with this shape. */
export function withShape(s: ValueSet, shape: Shape): ValueSet {
  const values = new Map<string, Value>();
  for (const [c, v] of s.values) {
    // A matrix keeps its class and complexity only: a constant or bounds were of one iteration.
    if (v.kind === 'matrix') values.set(c, matrix(v.mclass, shape, v.complex));
    else values.set(c, v.kind === 'cell' || v.kind === 'struct' ? ({ ...v, shape } as Value) : v);
  }
  return { top: s.top, values };
}

/** Whether the set holds only arrays of exactly this shape. */
export function hasShape(s: ValueSet, shape: Shape): boolean {
  if (s.top || s.values.size === 0) return false;
  for (const v of s.values.values()) {
    if ((v.kind !== 'matrix' && v.kind !== 'cell' && v.kind !== 'struct') || !sameShape(v.shape, shape)) return false;
  }
  return true;
}
