// Flow sets (section 5.2.2): the value set of each variable at a program point, or null when
// the point is not reachable (non-viable). A variable absent from the map has no value yet.
import { BOTTOM, TOP, equalSets, joinSets, type Value, type ValueSet } from './values.js';

export type Flow = ReadonlyMap<string, ValueSet> | null;

export function joinFlows(a: Flow, b: Flow): Flow {
  if (a === null) return b;
  if (b === null || a === b) return a;
  const out = new Map(a);
  for (const [name, s] of b) {
    const mine = out.get(name);
    out.set(name, mine ? joinSets(mine, s) : s);
  }
  return out;
}

export function equalFlows(a: Flow, b: Flow): boolean {
  if (a === b) return true;
  if (a === null || b === null || a.size !== b.size) return false;
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
  if (flow === null) return null;
  const out = new Map(flow);
  out.set(name, value);
  return out;
}

/** Every variable may now hold anything (after `eval`, `load`, a script call). */
export function clobber(flow: Flow, names: Iterable<string> = []): Flow {
  if (flow === null) return null;
  const out = new Map<string, ValueSet>();
  for (const name of flow.keys()) out.set(name, TOP);
  for (const name of names) out.set(name, TOP);
  return out;
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
  const out = new Map<string, ValueSet>();
  for (const [name, s] of flow) out.set(name, limitDepth(s));
  return out;
}
