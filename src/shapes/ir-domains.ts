// The domains of shape tracking over the IR (ir-tracking.ts): what a variable's value says
// about shapes (Type II arguments), the term domain of section 7.1 (one term per variable,
// Φ symbols at loop heads) and the set domain of section 7.2 (sets of terms, Λ past a cap),
// and the memoised normaliser both share.
import { type Extent } from './extent.js';
import { normalize } from './rewrite.js';
import type { ShapeMode } from './rules.js';
import { type ShapeTerm, shapeVar, termKey, termSize } from './terms.js';

/** What is known of a variable's value, as far as shapes need it (Type II arguments). */
export type ShapeValue<V> =
  /** A real scalar constant. */
  | { readonly kind: 'num'; readonly n: number }
  /** A scalar whose value is an extent (a natural number, possibly symbolic). */
  | { readonly kind: 'ext'; readonly e: Extent }
  /** A row vector of extents (`size(x)` of a tuple, `[m n]`). */
  | { readonly kind: 'row'; readonly items: readonly Extent[] }
  /** `size(x)` of an array whose shape is `of`. */
  | { readonly kind: 'sizeOf'; readonly of: V }
  | { readonly kind: 'char'; readonly text: string }
  | { readonly kind: 'handle' }
  /** `[]`, as the source of a deletion `a(i) = []`. */
  | { readonly kind: 'empty' }
  /** Values between lo and hi: a range vector `lo:hi` (scalar false), or a for loop's
   *  variable over one (scalar true). Enough to tell a subscript within the bounds. */
  | { readonly kind: 'range'; readonly lo: number; readonly hi: number; readonly scalar: boolean }
  /** A for loop's variable over `1:e`: an integer from 1 to the extent e. */
  | { readonly kind: 'upto'; readonly e: Extent };

export interface AV<V> {
  readonly shape: V;
  readonly val?: ShapeValue<V>;
}

export type Env<V> = Map<string, AV<V>>;

/** A set of shape terms, or Λ (any shape: the cap was reached). */
export type ShapeSet = readonly ShapeTerm[] | 'any';

export interface Domain<V> {
  /** Loops run once per distinct head state (sets), or to a per-variable fixed point (terms). */
  readonly disjunctive: boolean;
  lift(t: ShapeTerm): V;
  /** f applied to the operands' terms (every combination of them, for sets). */
  map(args: readonly V[], f: (ts: readonly ShapeTerm[]) => ShapeTerm): V;
  key(v: V): string;
  /** Two branches meet. */
  join(a: V, b: V, symbol: string): V;
  /** The loop head's value for the next run: the previous head value (undefined: the variable
   *  was not defined on entry) and the value over the back edge. */
  head(prev: V | undefined, back: V, symbol: string): V;
  /** What a variable still changing when the cap is reached becomes. */
  widen(symbol: string): V;
  terms(v: V): ShapeSet;
}

/** Nodes in a normalised term beyond which it is named by a symbol of its own. */
export const MAX_TERM = 40;

/** normalize, memoised by the term's key (loops evaluate the same terms run after run). A
 *  result larger than MAX_TERM nodes becomes a symbol `τN` standing for that term (the same
 *  term, the same symbol): terms can grow with every run of a loop, and rewriting big terms is
 *  slow; what is lost is only the structure inside. */
export class Normaliser {
  private readonly cache = new Map<string, ShapeTerm>();
  private readonly big = new Map<string, ShapeTerm>();
  constructor(private readonly mode: ShapeMode) {}
  run(t: ShapeTerm): ShapeTerm {
    const k = termKey(t);
    let r = this.cache.get(k);
    if (r === undefined) {
      r = normalize(t, this.mode);
      if (termSize(r) > MAX_TERM) {
        const rk = termKey(r);
        let v = this.big.get(rk);
        if (!v) this.big.set(rk, (v = shapeVar(`τ${this.big.size + 1}`)));
        r = v;
      }
      this.cache.set(k, r);
    }
    return r;
  }
}

export class TermDomain implements Domain<ShapeTerm> {
  readonly disjunctive = false;
  private readonly n: Normaliser;
  constructor(mode: ShapeMode) {
    this.n = new Normaliser(mode);
  }
  lift(t: ShapeTerm): ShapeTerm {
    return this.n.run(t);
  }
  map(args: readonly ShapeTerm[], f: (ts: readonly ShapeTerm[]) => ShapeTerm): ShapeTerm {
    return this.n.run(f(args));
  }
  key(v: ShapeTerm): string {
    return termKey(v);
  }
  join(a: ShapeTerm, b: ShapeTerm, symbol: string): ShapeTerm {
    return termKey(a) === termKey(b) ? a : shapeVar(symbol);
  }
  head(prev: ShapeTerm | undefined, back: ShapeTerm, symbol: string): ShapeTerm {
    if (prev === undefined) return back;
    return termKey(prev) === termKey(back) ? prev : shapeVar(symbol);
  }
  widen(symbol: string): ShapeTerm {
    return shapeVar(symbol);
  }
  terms(v: ShapeTerm): ShapeSet {
    return [v];
  }
}

export class SetDomain implements Domain<ShapeSet> {
  readonly disjunctive = true;
  private readonly n: Normaliser;
  constructor(mode: ShapeMode, private readonly maxSet: number) {
    this.n = new Normaliser(mode);
  }
  private make(ts: readonly ShapeTerm[]): ShapeSet {
    const byKey = new Map<string, ShapeTerm>();
    for (const t of ts) byKey.set(termKey(t), t);
    if (byKey.size > this.maxSet) return 'any';
    return [...byKey.values()];
  }
  lift(t: ShapeTerm): ShapeSet {
    return [this.n.run(t)];
  }
  map(args: readonly ShapeSet[], f: (ts: readonly ShapeTerm[]) => ShapeTerm): ShapeSet {
    if (args.some((a) => a === 'any')) return 'any';
    let combos: ShapeTerm[][] = [[]];
    for (const a of args as (readonly ShapeTerm[])[]) {
      combos = combos.flatMap((c) => a.map((t) => [...c, t]));
      if (combos.length > 4 * this.maxSet) return 'any';
    }
    return this.make(combos.map((c) => this.n.run(f(c))));
  }
  key(v: ShapeSet): string {
    return v === 'any' ? 'Λ' : v.map(termKey).sort().join('|');
  }
  join(a: ShapeSet, b: ShapeSet): ShapeSet {
    return a === 'any' || b === 'any' ? 'any' : this.make([...a, ...b]);
  }
  head(prev: ShapeSet | undefined, back: ShapeSet): ShapeSet {
    return prev === undefined ? back : this.join(prev, back);
  }
  widen(): ShapeSet {
    return 'any';
  }
  terms(v: ShapeSet): ShapeSet {
    return v;
  }
}
