// The ground semantics of shape terms: every variable bound to a numeric tuple and every extent
// symbol to a number, a term evaluates to one canonical tuple or π. The identity checks and the
// rewriter's property test compare terms by this meaning.
import { evalExtent, num } from './extent.js';
import { applyOperator, type ShapeMode } from './rules.js';
import { ILLEGAL, type ShapeTerm, type Tuple, tuple } from './terms.js';

export interface Assignment {
  /** Shape variables: their extents (a canonical tuple is made of them), or null for π. */
  readonly shapes: Readonly<Record<string, readonly number[] | null>>;
  readonly extents: Readonly<Record<string, number>>;
}

/** A tuple with numeric extents, or π. */
export type Ground = Tuple | typeof ILLEGAL;

export function evaluate(t: ShapeTerm, env: Assignment, mode: ShapeMode): Ground {
  switch (t.kind) {
    case 'tuple':
      return tuple(...t.dims.map((d) => num(evalExtent(d, env.extents))));
    case 'var': {
      const s = env.shapes[t.name];
      if (s === undefined) throw new Error(`no shape for variable '${t.name}'`);
      return s === null ? ILLEGAL : tuple(...s);
    }
    case 'illegal':
      return ILLEGAL;
    case 'op': {
      const args: Tuple[] = [];
      for (const a of t.args) {
        const v = evaluate(a, env, mode);
        // π annihilates: any operator applied to an illegal shape is illegal (eq. 18).
        if (v.kind !== 'tuple') return ILLEGAL;
        args.push(v);
      }
      const r = applyOperator(t.op, args, mode);
      if (r.kind === 'unknown') throw new Error(`operator ${t.op} undecided on numeric tuples`);
      return r.kind === 'legal' ? r.shape : ILLEGAL;
    }
  }
}

/** Every canonical tuple of rank `minRank`..`maxRank` with extents 0..`maxExtent`, and π. */
export function smallShapes(maxExtent: number, minRank = 2, maxRank = 3): (readonly number[] | null)[] {
  const seen = new Map<string, readonly number[]>();
  const walk = (prefix: number[], r: number): void => {
    if (prefix.length === r) {
      const t = tuple(...prefix);
      seen.set(t.dims.map((d) => evalExtent(d, {})).join('x'), t.dims.map((d) => evalExtent(d, {})));
      return;
    }
    for (let e = 0; e <= maxExtent; e++) walk([...prefix, e], r);
  };
  for (let r = minRank; r <= maxRank; r++) walk([], r);
  return [...seen.values(), null];
}
