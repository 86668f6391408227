// Shape tracking at the term level (MAGICA, section 7; the patent's examples): statements
// `x = f(y, z)` with a Type I shape operator give x the term f(shape(y), shape(z)), forward
// substituted and normalised, so equal shapes come out as one term. A loop is run to a fixed
// point: the set of shapes each variable has at the loop head over the iterations (the
// set-of-shapes of section 7.2), with a cap after which a variable still changing widens to an
// unknown shape.
import { normalize } from './rewrite.js';
import type { ShapeMode } from './rules.js';
import { type ShapeOp, type ShapeTerm, op, sameTerm, shapeVar } from './terms.js';

export type TrackStmt =
  | { readonly kind: 'assign'; readonly target: string; readonly op: ShapeOp; readonly args: readonly string[] }
  | { readonly kind: 'copy'; readonly target: string; readonly source: string }
  | { readonly kind: 'loop'; readonly body: readonly TrackStmt[] };

export type ShapeEnv = ReadonlyMap<string, ShapeTerm>;

export interface LoopShapes {
  /** Per variable assigned in the loop, its distinct shapes at the loop head (iteration 0 first). */
  readonly atHead: ReadonlyMap<string, readonly ShapeTerm[]>;
  /** Runs of the body until the head state repeated (or the cap was reached). */
  readonly iterations: number;
  /** Variables widened to an unknown shape because the cap was reached. */
  readonly widened: readonly string[];
}

export interface TrackResult {
  /** The shape of each variable after the statements. */
  readonly env: ShapeEnv;
  /** The shape each statement assigned, in order (inside loops: the fixed point's). */
  readonly assigned: readonly { readonly target: string; readonly shape: ShapeTerm }[];
  readonly loops: readonly LoopShapes[];
}

export interface TrackOptions {
  readonly mode?: ShapeMode;
  /** Distinct head states before widening (default 8). */
  readonly cap?: number;
}

export function trackShapes(inputs: ShapeEnv, body: readonly TrackStmt[], options: TrackOptions = {}): TrackResult {
  const mode = options.mode ?? 'modern';
  const cap = options.cap ?? 8;
  const assigned: { target: string; shape: ShapeTerm }[] = [];
  const loops: LoopShapes[] = [];
  let fresh = 0;
  const shapeOf = (env: ShapeEnv, v: string): ShapeTerm => env.get(v) ?? shapeVar(v);

  const run = (start: ShapeEnv, stmts: readonly TrackStmt[], record: boolean): ShapeEnv => {
    const env = new Map(start);
    for (const s of stmts) {
      if (s.kind === 'loop') {
        const out = runLoop(env, s.body, record);
        for (const [k, v] of out) env.set(k, v);
        continue;
      }
      const shape = s.kind === 'copy' ? shapeOf(env, s.source) : normalize(op(s.op, ...s.args.map((a) => shapeOf(env, a))), mode);
      env.set(s.target, shape);
      if (record) assigned.push({ target: s.target, shape });
    }
    return env;
  };

  const runLoop = (entry: ShapeEnv, stmts: readonly TrackStmt[], record: boolean): ShapeEnv => {
    const heads: ShapeEnv[] = [entry];
    const widened: string[] = [];
    let head = entry;
    let runs = 0;
    for (;;) {
      const next = run(head, stmts, false);
      runs++;
      const seen = heads.some((h) => sameEnv(h, next));
      if (seen) break;
      if (heads.length >= cap) {
        // Widening: what still changes becomes an unknown shape.
        const w = new Map(next);
        for (const [k, v] of next) {
          if (!heads.every((h) => h.get(k) && sameTerm(h.get(k)!, v))) {
            w.set(k, shapeVar(`?${++fresh}`));
            widened.push(k);
          }
        }
        heads.push(w);
        head = w;
        break;
      }
      heads.push(next);
      head = next;
    }
    // The body's statements as at the last head state (a fixed point, or the widened one).
    if (record) run(head, stmts, true);
    const atHead = new Map<string, ShapeTerm[]>();
    for (const h of heads) {
      for (const [k, v] of h) {
        const list = atHead.get(k) ?? [];
        if (!list.some((x) => sameTerm(x, v))) list.push(v);
        atHead.set(k, list);
      }
    }
    loops.push({ atHead, iterations: runs, widened: [...new Set(widened)] });
    // After the loop a variable has one of its head shapes: that shape when there is one,
    // otherwise a fresh unknown shape (the set stays in `loops`).
    const after = new Map<string, ShapeTerm>();
    for (const [k, list] of atHead) after.set(k, list.length === 1 ? list[0]! : shapeVar(`?${++fresh}`));
    return after;
  };

  const env = run(inputs, body, true);
  return { env, assigned, loops };
}

function sameEnv(a: ShapeEnv, b: ShapeEnv): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) {
    const w = b.get(k);
    if (!w || !sameTerm(v, w)) return false;
  }
  return true;
}
