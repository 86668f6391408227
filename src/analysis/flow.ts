// Flow sets (section 5.2.2): the value set of each variable at a program point, or null when
// the point is not reachable (non-viable). A variable absent from the map has no value yet.
import { BOTTOM, TOP, equalSets, joinSets, type Value, type ValueSet } from './values.js';

/** A variable environment: a shared base map and a small overlay of the latest changes
 *  (undefined: removed). Assigning copies only the overlay, and two environments grown from
 *  the same one (the branches of an `if`, the rounds of a loop) join and compare on their
 *  overlays alone, so a statement costs what it changes, not the function's variable count. */
export class Env implements ReadonlyMap<string, ValueSet> {
  private constructor(
    readonly base: ReadonlyMap<string, ValueSet>,
    readonly overlay: ReadonlyMap<string, ValueSet | undefined>,
  ) {}

  static readonly EMPTY = new Env(new Map(), new Map());

  static of(map: ReadonlyMap<string, ValueSet>): Env {
    return new Env(map, new Map());
  }

  get(name: string): ValueSet | undefined {
    return this.overlay.has(name) ? this.overlay.get(name) : this.base.get(name);
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  get size(): number {
    return this.materialize().size;
  }

  private flat?: ReadonlyMap<string, ValueSet>;

  /** The environment as one map (computed once). */
  materialize(): ReadonlyMap<string, ValueSet> {
    if (this.overlay.size === 0) return this.base;
    if (!this.flat) {
      const m = new Map(this.base);
      for (const [k, v] of this.overlay) {
        if (v === undefined) m.delete(k);
        else m.set(k, v);
      }
      this.flat = m;
    }
    return this.flat;
  }

  entries(): MapIterator<[string, ValueSet]> {
    return this.materialize().entries();
  }

  keys(): MapIterator<string> {
    return this.materialize().keys();
  }

  values(): MapIterator<ValueSet> {
    return this.materialize().values();
  }

  [Symbol.iterator](): MapIterator<[string, ValueSet]> {
    return this.entries();
  }

  forEach(f: (value: ValueSet, key: string, map: ReadonlyMap<string, ValueSet>) => void): void {
    for (const [k, v] of this.entries()) f(v, k, this);
  }

  with(name: string, value: ValueSet | undefined): Env {
    const overlay = new Map(this.overlay);
    overlay.set(name, value);
    return overlay.size > OVERLAY_LIMIT ? Env.of(new Env(this.base, overlay).materialize()) : new Env(this.base, overlay);
  }

  /** Several changes at once (one copy of the overlay). */
  withAll(changes: ReadonlyMap<string, ValueSet | undefined>): Env {
    if (changes.size === 0) return this;
    const overlay = new Map(this.overlay);
    for (const [k, v] of changes) overlay.set(k, v);
    return overlay.size > OVERLAY_LIMIT ? Env.of(new Env(this.base, overlay).materialize()) : new Env(this.base, overlay);
  }

  without(names: readonly string[]): Env {
    const gone = new Map<string, undefined>();
    for (const n of names) if (this.has(n)) gone.set(n, undefined);
    return this.withAll(gone);
  }
}

const OVERLAY_LIMIT = 24;

export type Flow = Env | null;

export function joinFlows(a: Flow, b: Flow): Flow {
  if (a === null) return b;
  if (b === null || a === b) return a;
  if (a.base === b.base) {
    // Only the overlays differ: join the names either changed.
    const changes = new Map<string, ValueSet | undefined>();
    const visit = (k: string) => {
      if (changes.has(k)) return;
      const x = a.get(k);
      const y = b.get(k);
      if (x === y) return;
      const j = x === undefined ? y : y === undefined ? x : joinSets(x, y);
      if (j !== x) changes.set(k, j);
    };
    for (const k of b.overlay.keys()) visit(k);
    for (const k of a.overlay.keys()) if (!b.overlay.has(k)) visit(k);
    return a.withAll(changes);
  }
  const am = a.materialize();
  let out: Map<string, ValueSet> | undefined;
  for (const [name, s] of b.materialize()) {
    const mine = am.get(name);
    const j = mine ? joinSets(mine, s) : s;
    if (j === mine) continue;
    out ??= new Map(am);
    out.set(name, j);
  }
  return out ? Env.of(out) : a;
}

export function equalFlows(a: Flow, b: Flow): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  if (a.base === b.base) {
    for (const k of new Set([...a.overlay.keys(), ...b.overlay.keys()])) {
      const x = a.get(k);
      const y = b.get(k);
      if (x === y) continue;
      if (x === undefined || y === undefined || !equalSets(x, y)) return false;
    }
    return true;
  }
  if (a.size !== b.size) return false;
  for (const [name, s] of a) {
    const t = b.get(name);
    if (!t || !equalSets(s, t)) return false;
  }
  return true;
}

export function lookup(flow: Flow, name: string): ValueSet {
  return flow?.get(name) ?? BOTTOM;
}

export function assign(flow: Flow, name: string, value: ValueSet): Flow {
  return flow === null ? null : flow.with(name, value);
}

/** Every variable may now hold anything (after `eval`, `load`, a script call). */
export function clobber(flow: Flow, names: Iterable<string> = []): Flow {
  if (flow === null) return null;
  const out = new Map<string, ValueSet>();
  for (const name of flow.keys()) out.set(name, TOP);
  for (const name of names) out.set(name, TOP);
  return Env.of(out);
}

const MAX_DEPTH = 4;

/** Cuts values nested deeper than a few levels (a cell inside a cell inside ...) to top, so
 *  that loops building recursive structures reach a fixed point. */
export function limitDepth(s: ValueSet, depth = 0): ValueSet {
  if (s.top || s.values.size === 0) return s;
  if (depth >= MAX_DEPTH) {
    for (const v of s.values.values()) if (v.kind === 'cell' || v.kind === 'struct' || (v.kind === 'handle' && v.targets?.some((t) => t.partial.length > 0))) return TOP;
    return s;
  }
  let changed = false;
  const values = new Map<string, Value>();
  for (const [c, v] of s.values) {
    const w = limitValue(v, depth + 1);
    if (w !== v) changed = true;
    values.set(c, w);
  }
  return changed ? { top: s.top, values } : s;
}

function limitValue(v: Value, depth: number): Value {
  switch (v.kind) {
    case 'cell': {
      const merged = limitDepth(v.merged, depth);
      const elements = v.elements?.map((e) => limitDepth(e, depth));
      return { ...v, merged, ...(elements ? { elements } : {}) };
    }
    case 'struct': {
      if (!v.fields) return v;
      const fields = new Map<string, ValueSet>();
      for (const [f, s] of v.fields) fields.set(f, limitDepth(s, depth));
      return { ...v, fields };
    }
    case 'handle':
      return v.targets ? { kind: 'handle', targets: v.targets.map((t) => ({ ...t, partial: t.partial.map((p) => limitDepth(p, depth)) })) } : v;
    default:
      return v;
  }
}

/** Widening for loops: every variable's value limited in depth. Shapes and constants need
 *  nothing more: joining two different extents or constants already drops them. */
export function widenFlow(flow: Flow): Flow {
  if (flow === null) return null;
  const changes = new Map<string, ValueSet>();
  for (const [name, s] of flow) {
    const w = limitDepth(s);
    if (w !== s) changes.set(name, w);
  }
  return flow.withAll(changes);
}
