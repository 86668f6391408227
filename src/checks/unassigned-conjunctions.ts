// Conjunction keys of the unassigned-variable analysis, and what the branches of one join
// refute. A name assigned in one clause of a long `if`/`elseif` chain is guarded by the
// conjunction of that clause's conditions (the earlier tests failed, its own held); finding it
// asks, for each condition, which other branches refute it. A join of N branches has about 2N
// distinct conditions: `JoinFacts` answers each once, so a chain of 280 `elseif` clauses
// (FieldTrip's ft_filetype) costs N^2 refutation tests instead of N^3 string-keyed lookups.
import { impliedByDomain, type DomainLookup } from './unassigned-domains.js';
import { disjuncts, negate } from './unassigned-guards.js';
import { isWithKey, type State } from './unassigned-state.js';

export const AND = '+&';
const AND_SEP = '\u0001';

/** The key of the conjunction of `parts` (its order does not matter). */
export function conjunctionKey(parts: string[]): string {
  const text = AND + parts.sort().join(AND_SEP);
  // One string object per key (its hash computed once): the same conjunction is made again and
  // again (a loop's runs fact added to every guard, at each walk of the loop), and each copy
  // would be hashed anew at every lookup of the maps keyed by keys.
  const known = interned.get(text);
  if (known !== undefined) return known;
  interned.set(text, text);
  return text;
}
const interned = new Map<string, string>();

/** The keys a conjunction is made of (undefined for other keys). */
export function conjuncts(key: string): string[] | undefined {
  if (!key.startsWith(AND)) return undefined;
  let parts = conjunctParts.get(key);
  if (!parts) conjunctParts.set(key, (parts = key.slice(AND.length).split(AND_SEP)));
  return parts;
}

/** The parts of the conjunctions met in a unit (asked for at every `holds`). */
const conjunctParts = new Map<string, string[]>();

export function clearConjuncts(): void {
  interned.clear();
  conjunctParts.clear();
}

const NONE: readonly number[] = [];

/** Do the facts rule out key `k`: its negation holds, or follows from a domain (`dim = 3`
 *  rules out `dim == 2`). */
function refutes(facts: ReadonlySet<string>, k: string, domains: DomainLookup): boolean {
  return facts.has(negate(k)) || (!isWithKey(k) && !k.startsWith(AND) && impliedByDomain(negate(k), [], domains));
}

/** What the branches of one join refute, each key asked once: the branches that refute it (a
 *  flag per branch), and each branch's disjunctions. The states do not change during a join. */
export class JoinFacts {
  /** Per key, per branch: 1 refutes, 0 does not, -1 not asked yet. */
  private readonly refuting = new Map<string, Int8Array>();
  /** The keys whose every branch has been asked. */
  private readonly complete = new Set<string>();
  private readonly disjunctionLists: Array<string[][] | undefined> = [];

  constructor(
    private readonly states: readonly State[],
    private readonly domains: readonly DomainLookup[],
  ) {}

  private flagsOf(k: string): Int8Array {
    let flags = this.refuting.get(k);
    if (!flags) this.refuting.set(k, (flags = new Int8Array(this.states.length).fill(-1)));
    return flags;
  }

  /** Per branch, 1 where it refutes k (every branch asked). */
  refutersOf(k: string): Int8Array {
    const flags = this.flagsOf(k);
    if (!this.complete.has(k)) {
      for (let i = 0; i < flags.length; i++) if (flags[i] < 0) flags[i] = refutes(this.states[i].facts, k, this.domains[i]) ? 1 : 0;
      this.complete.add(k);
    }
    return flags;
  }

  /** Does branch i refute k (asked of that branch alone)? */
  refutes(i: number, k: string): boolean {
    const flags = this.flagsOf(k);
    if (flags[i] < 0) flags[i] = refutes(this.states[i].facts, k, this.domains[i]) ? 1 : 0;
    return flags[i] === 1;
  }

  private containing?: Map<string, number[]>;

  /** The branches with a disjunction that has part x (each branch once, in order). */
  withDisjunct(x: string): readonly number[] {
    if (!this.containing) {
      this.containing = new Map();
      for (let i = 0; i < this.states.length; i++) {
        for (const d of this.disjunctions(i)) {
          for (const part of d) {
            let at = this.containing.get(part);
            if (!at) this.containing.set(part, (at = []));
            if (at[at.length - 1] !== i) at.push(i);
          }
        }
      }
    }
    return this.containing.get(x) ?? NONE;
  }

  /** The disjunctions among branch i's facts, each as its parts. */
  disjunctions(i: number): string[][] {
    let out = this.disjunctionLists[i];
    if (!out) {
      out = [];
      for (const f of this.states[i].facts) {
        const d = disjuncts(f);
        if (d !== undefined) out.push(d);
      }
      this.disjunctionLists[i] = out;
    }
    return out;
  }
}

/** The conjunction of the condition facts of branch `j` that the branches `without` refute, when each of
 *  them refutes one (so it fails on each of them): a key that holds only where branch j's
 *  conditions do. Undefined when there is none, or one fact alone would do. */
export function conjunction(states: readonly State[], j: number, without: readonly number[], join: JoinFacts): string | undefined {
  // A branch where `a || b` held refutes `~a && ~b` though neither part alone (leasqr: `if m <= n
  // || any(e) ... else covpinv = ...; end` and later `if m > n && ~any(e), use(covpinv)`).
  const isWithout = new Uint8Array(states.length);
  for (const i of without) isWithout[i] = 1;
  const inDisjunction = (k: string): boolean => join.withDisjunct(negate(k)).some((i) => isWithout[i] === 1);
  // How many branches without n refute k.
  const refutingWithout = (k: string): number => {
    const flags = join.refutersOf(k);
    let count = 0;
    for (let i = 0; i < flags.length; i++) if (flags[i] === 1 && isWithout[i] === 1) count++;
    return count;
  };
  const counts = new Map<string, number>();
  const refutedBy = (k: string): number => {
    let c = counts.get(k);
    if (c === undefined) counts.set(k, (c = refutingWithout(k)));
    return c;
  };
  const parts = [...(states[j].conditions ?? [])].filter((k) => !isWithKey(k) && !k.startsWith(AND) && (refutedBy(k) > 0 || inDisjunction(k)));
  // Does every branch without n refute one of `of`, or hold a disjunction of their negations?
  const refutedEverywhere = (of: readonly string[]): boolean => {
    const hit = new Uint8Array(states.length);
    for (const k of of) {
      const flags = join.refutersOf(k);
      for (let i = 0; i < flags.length; i++) if (flags[i] === 1) hit[i] = 1;
    }
    return without.every((i) => hit[i] === 1 || join.disjunctions(i).some((d) => d.every((x) => of.includes(negate(x)))));
  };
  // Parts every other branch refutes are guards alone (kept by the join): the conjunction of the
  // others can then hold where the test is written another way (`m > n && ~any(e)`).
  const rest = parts.filter((k) => refutedBy(k) < without.length);
  if (rest.length >= 2 && rest.length < parts.length && refutedEverywhere(rest)) return conjunctionKey(rest);
  if (parts.length < 2 || !refutedEverywhere(parts)) return undefined;
  return conjunctionKey(parts);
}
