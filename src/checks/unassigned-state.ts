// The state of the unassigned-variable analysis at a point, and how states join: names
// assigned on every path, names assigned under guards, the facts that hold, and the names
// assigned together on the same branches of a join.
import { joinedDomains } from './unassigned-domains.js';
import { negate } from './unassigned-guards.js';

/** What holds at a point: the names assigned on every path; for other names, the guard keys K
 *  such that on every path K is false or the name is assigned; the keys that hold here. Sets
 *  in `guarded` are never changed in place (states share them). */
export interface State {
  assigned: Set<string>;
  guarded: Map<string, ReadonlySet<string>>;
  facts: Set<string>;
}

export const copy = (s: State): State => ({ assigned: new Set(s.assigned), guarded: new Map(s.guarded), facts: new Set(s.facts) });

/** The states of the paths that meet after a branch. A name assigned on some paths only is
 *  guarded by the keys under which every other path either assigns it or is not taken (a key
 *  whose negation holds at that path's end). */
export function join(states: readonly State[]): State {
  for (const s of states) promote(s);
  if (states.length === 1) return states[0];
  const [first, ...rest] = states;
  const assigned = new Set([...first.assigned].filter((n) => rest.every((s) => s.assigned.has(n))));
  const facts = new Set([...first.facts].filter((k) => rest.every((s) => s.facts.has(k))));
  for (const k of joinedDomains(states.map((s) => s.facts))) facts.add(k);
  const guarded = new Map<string, ReadonlySet<string>>();
  const candidates = new Set<string>();
  for (const s of states) {
    for (const n of s.guarded.keys()) candidates.add(n);
    if (s.assigned.size !== assigned.size) for (const n of s.assigned) if (!assigned.has(n)) candidates.add(n);
  }
  if (candidates.size === 0) return { assigned, guarded, facts };
  const refuted = states.map((s) => [...s.facts].map(negate));
  // Names assigned on the same branches (and not on the others) hold values together from here:
  // a key of their own, which the use of any of them makes a fact (see `use`).
  const join = ++joins;
  const together = (n: string): string | undefined => {
    const on = states.map((s, i) => (s.assigned.has(n) ? i : -1)).filter((i) => i >= 0);
    return on.length > 0 && on.length < states.length ? `+with:${join}:${on.join(',')}` : undefined;
  };
  for (const n of candidates) {
    let keep: Set<string> | undefined; // undefined: every key (assigned on all paths so far)
    for (let i = 0; i < states.length; i++) {
      const s = states[i];
      if (s.assigned.has(n)) continue;
      const here = new Set(refuted[i]);
      for (const k of s.guarded.get(n) ?? []) here.add(k);
      keep = keep === undefined ? here : new Set([...keep].filter((k) => here.has(k)));
      if (keep.size === 0) break;
    }
    const key = together(n);
    if (key !== undefined) (keep ??= new Set()).add(key);
    if (keep !== undefined && keep.size > 0) guarded.set(n, keep);
  }
  return { assigned, guarded, facts };
}

/** Joins made so far: each correlation key names its join. */
let joins = 0;

/** The key of a new join's branches `on`: names assigned on exactly those branches. */
export function correlationKey(on: readonly number[]): string {
  return `+with:${++joins}:${on.join(',')}`;
}

export function isWithKey(k: string): boolean {
  return k.startsWith('+with:');
}

/** Does a guard key hold given the facts? A correlation key `+with:J:S` (assigned on the
 *  branches S of join J) holds when a fact `+with:J:T` with T within S does: the path went
 *  through one of the branches T, each of which assigned the name. */
export function holds(key: string, facts: ReadonlySet<string>, extra: readonly string[] = []): boolean {
  if (facts.has(key) || extra.includes(key)) return true;
  if (!isWithKey(key)) return false;
  const [join, on] = splitWithKey(key);
  const branches = new Set(on);
  for (const f of [...facts, ...extra]) {
    if (!isWithKey(f)) continue;
    const [j, t] = splitWithKey(f);
    if (j === join && t.every((b) => branches.has(b))) return true;
  }
  return false;
}

function splitWithKey(key: string): [string, string[]] {
  const [, join, on] = key.split(':');
  return [join, on.split(',')];
}

/** A name guarded by a key that holds is assigned. */
export function promote(s: State): void {
  for (const [name, guards] of s.guarded) {
    for (const k of guards) {
      if (!holds(k, s.facts)) continue;
      s.assigned.add(name);
      s.guarded.delete(name);
      break;
    }
  }
}
