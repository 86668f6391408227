// Forgetting, at an assignment, what no longer holds in the unassigned-variable check: the guard
// keys and facts that read an assigned variable (through the field path assigned, when only a
// field was), and the facts implied by correlation keys that read it. A name one of whose guards
// holds right there is assigned from then on, whatever its variables become.
import { lazyDomains, type DomainLookup } from './unassigned-domains.js';
import type { ChangedNames } from './unassigned-changes.js';
import { negate, type GuardKeys } from './unassigned-guards.js';
import { addGuards, forgetImplied, holds, spendForgetting, type State } from './unassigned-state.js';

/** `invalidate(st, names, field?)` for one unit's keys. */
export function invalidator(keys: GuardKeys): (st: State, names: Iterable<string>, field?: string) => void {
  const readsOfGuards = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();
  return invalidate;

  /** The variables a guard set's keys read, remembered per set (sets in states are never
   *  changed in place): an assignment then passes over the names whose guards it cannot touch.
   *  Undefined while a key's variables are not known yet (they may be registered later). */
  function guardReads(guards: ReadonlySet<string>): ReadonlySet<string> | undefined {
    let out = readsOfGuards.get(guards);
    if (out) return out;
    const all = new Set<string>();
    for (const k of guards) {
      const vars = keys.varsOf(k);
      if (!vars) return undefined;
      for (const n of vars) all.add(n);
    }
    readsOfGuards.set(guards, (out = all));
    return out;
  }

  /** Forgets the guards and facts that read any of `names`. */
  /** `field`: the names are one variable, of which only this field path was assigned; without
   *  it, the structs `names` says were changed only through some fields (see ChangedNames). */
  function invalidate(st: State, names: Iterable<string>, field?: string): void {
    const hit = [...names].filter((n) => keys.guardVars.has(n));
    if (hit.length === 0) return;
    const only = field === undefined ? (names as ChangedNames).onlyFields : undefined;
    const touched = (k: string, n: string): boolean => {
      if (field !== undefined) return keys.touches(k, n, field);
      const paths = only?.get(n);
      return paths === undefined || [...paths].some((p) => keys.touches(k, n, p));
    };
    // Asked of the same keys many times (every name's guards, the facts, the implied facts).
    const staleMemo = new Map<string, boolean>();
    const stale = (k: string): boolean => {
      let out = staleMemo.get(k);
      if (out === undefined) {
        const vars = keys.varsOf(k);
        out = vars !== undefined && hit.some((n) => vars.has(n) && touched(k, n));
        staleMemo.set(k, out);
      }
      return out;
    };
    let domains: DomainLookup | undefined;
    for (const [name, guards] of st.guarded) {
      const reads = guardReads(guards);
      if (reads && !hit.some((n) => reads.has(n))) continue;
      if (![...guards].some(stale)) continue;
      // A guard that holds here makes the name hold a value here, whatever its variables become.
      domains ??= lazyDomains(st.facts);
      if ([...guards].some((k) => holds(k, st.facts, [], domains))) {
        st.assigned.add(name);
        st.guarded.delete(name);
        continue;
      }
      const kept = new Set([...guards].filter((k) => !stale(k)));
      if (kept.size > 0) st.guarded.set(name, kept);
      else st.guarded.delete(name);
    }
    for (const k of st.facts) if (stale(k)) st.facts.delete(k);
    forgetImplied(stale, hit, (k) => keys.varsOf(k));
    spendForgetting(staleMemo.size);
  }
}

/** The guards of unassigned names that read `flag`, taken before an assignment to it forgets them. */
export function guardsReading(st: State, flag: string, keys: GuardKeys): Map<string, ReadonlySet<string>> | undefined {
  let out: Map<string, ReadonlySet<string>> | undefined;
  for (const [n, ks] of st.guarded) {
    const reading = [...ks].filter((k) => keys.varsOf(k)?.has(flag));
    if (reading.length > 0) (out ??= new Map()).set(n, new Set(reading));
  }
  return out;
}

/** A guard the flag's new value rules out still holds, vacuously, until the flag changes again:
 *  `sect = 2` keeps "k is assigned where sect == 1" (a parser whose `sect = 1; k = 1` starts a
 *  section and `if sect == 1, x{k} = ...` fills it; EPANET's input file reader). */
export function keepRefuted(st: State, before: ReadonlyMap<string, ReadonlySet<string>>): void {
  const domains = lazyDomains(st.facts);
  for (const [n, ks] of before) {
    if (st.assigned.has(n)) continue;
    const refuted = [...ks].filter((k) => holds(negate(k), st.facts, [], domains));
    if (refuted.length > 0) addGuards(st, n, refuted);
  }
}
