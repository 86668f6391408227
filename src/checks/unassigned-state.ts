// The state of the unassigned-variable analysis at a point, and how states join: names
// assigned on every path, names assigned under guards, the facts that hold, and the names
// assigned together on the same branches of a join.
import { domainCoversEither, domainKey, domainSubject, FactSet, impliedByDomain, joinedDomains, lazyDomains, pinnedValues, type DomainLookup } from './unassigned-domains.js';
import { disjunctionKey, disjuncts, isDisjunction, negate } from './unassigned-guards.js';
import { AND, clearConjuncts, conjunction, conjunctionKey, conjuncts, JoinFacts } from './unassigned-conjunctions.js';
import { comparisonImplied, comparisonSubject } from './unassigned-comparisons.js';

/** What holds at a point: the names assigned on every path; for other names, the guard keys K
 *  such that on every path K is false or the name is assigned; the keys that hold here. Sets
 *  in `guarded` are never changed in place (states share them). */
export interface State {
  assigned: Set<string>;
  guarded: Map<string, ReadonlySet<string>>;
  facts: Set<string>;
  /** The names assigned on some path (the others are surely unassigned here). */
  maybe: Set<string>;
  /** At the end of a branch about to be joined: the facts its branch conditions gave it. */
  conditions?: Set<string>;
}

/** Adds guard keys to a name (the sets in `guarded` are shared between states: a new one). */
export function addGuards(s: State, name: string, keys: Iterable<string>): void {
  s.guarded.set(name, new Set([...(s.guarded.get(name) ?? []), ...keys]));
}

export const copy = (s: State): State => ({ assigned: new Set(s.assigned), guarded: new Map(s.guarded), facts: s.facts instanceof FactSet ? s.facts.clone() : new FactSet(s.facts), maybe: new Set(s.maybe) });

/** The states of the paths that meet after a branch. A name assigned on some paths only is
 *  guarded by the keys under which every other path either assigns it or is not taken (a key
 *  whose negation holds at that path's end). */
/** `unread(s, k)`: key k reads a variable that is surely unassigned in state s. Such a key
 *  cannot hold later on that path without an assignment to the variable first, which forgets
 *  every guard reading it: the path refutes it for the guards made here. */
/** `tracked`: the names whose guards are worth keeping (the others are assigned at every use). */
export function join(states: readonly State[], unread: (s: State, k: string) => boolean = () => false, tracked?: ReadonlySet<string>): State {
  for (const s of states) promote(s);
  if (states.length === 1) {
    delete states[0].conditions;
    return states[0];
  }
  const [first, ...rest] = states;
  const assigned = new Set([...first.assigned].filter((n) => rest.every((s) => s.assigned.has(n))));
  const facts = new FactSet([...first.facts].filter((k) => rest.every((s) => s.facts.has(k))));
  const maybe = new Set(first.maybe);
  for (const s of rest) for (const n of s.maybe) maybe.add(n);
  for (const k of joinedDomains(states.map((s) => s.facts))) facts.add(k);
  // Flags set apart on two branches (`normalseq = true; waterexc = false` on one, the other way
  // on the other): one of them holds after the join (qMRLab's complementary sequence flags).
  if (states.length === 2) for (const k of flagDisjunctions(first.facts, rest[0]!.facts)) facts.add(k);
  // `a || b` holds after the join when every branch has it or one of its parts
  // (`while ~a && ~b ... end; if c, a = 1; end`).
  for (const s of states) for (const k of s.facts) if (isDisjunction(k) && !facts.has(k) && states.every((t) => holds(k, t.facts))) facts.add(k);
  const guarded = new Map<string, ReadonlySet<string>>();
  const candidates = new Set<string>();
  for (const s of states) {
    for (const n of s.guarded.keys()) candidates.add(n);
    if (s.assigned.size !== assigned.size) for (const n of s.assigned) if (!assigned.has(n)) candidates.add(n);
  }
  if (tracked) for (const n of candidates) if (!tracked.has(n)) candidates.delete(n);
  if (candidates.size === 0) return { assigned, guarded, facts, maybe };
  // A fact that holds on every path holds after the join: its negation cannot come to hold
  // without an assignment to a variable it reads, which forgets the guards that read it (a
  // branch where it is assumed again cannot run). Guarding by it would only weigh every state.
  const refuted = states.map((s) => {
    const out = new Set<string>();
    for (const f of s.facts) if (!facts.has(f) && guardable(f)) out.add(negate(f));
    return out;
  });
  // Names assigned on the same branches (and not on the others) hold values together from here:
  // a key of their own, which the use of any of them makes a fact (see `use`).
  const join = ++joins;
  const together = (n: string): string | undefined => {
    const on = states.map((s, i) => (s.assigned.has(n) ? i : -1)).filter((i) => i >= 0);
    if (on.length === 0 || on.length === states.length) return undefined;
    const key = `+with:${join}:${on.join(',')}`;
    if (!implied.has(key)) setImplied(key, factsOfAll(on.map((i) => states[i].facts)));
    return key;
  };
  const conjunctions = new Map<string, string | undefined>();
  const refutedBy = new Map<number, Map<string, readonly string[]>>();
  const domains = states.map((s) => lazyDomains(s.facts));
  const joinFacts = new JoinFacts(states, domains);
  effort += candidates.size * states.length;
  const meets = refutedMeets(refuted);
  const allText = states.map((_, i) => i).join(',');
  const everyBranch = states.map((_, i) => i);
  for (const n of candidates) {
    // A name no branch assigned, with one guard set shared by all (no branch touched it): the
    // rules below keep exactly that set when no key is refuted everywhere (checked once per
    // join), so it is kept as it is. A run of ifs otherwise re-derived every untouched name.
    const first = states[0].guarded.get(n);
    if (first !== undefined && states.every((s) => !s.assigned.has(n) && s.guarded.get(n) === first) && meets(everyBranch, allText).size === 0) {
      guarded.set(n, first);
      continue;
    }
    const without: number[] = [];
    for (let i = 0; i < states.length; i++) if (!states[i].assigned.has(n)) without.push(i);
    // The keys every branch without n refutes or guards n by: those all of them refute (the
    // same for every name with the same branches without it), and those some guards n by.
    const withoutText = without.join(',');
    const keep = new Set<string>(without.length > 0 ? meets(without, withoutText) : []);
    // One guard set shared by every branch without n (none of them changed n's guards): all of
    // it is kept.
    const shared = without.length > 0 ? states[without[0]].guarded.get(n) : undefined;
    if (shared && without.every((i) => states[i].guarded.get(n) === shared)) for (const k of shared) keep.add(k);
    else for (const i of without) {
      for (const k of states[i].guarded.get(n) ?? []) {
        // Refuted by a fact, or by a branch's values (`filetype = 'mat'` refutes a guard that
        // filetype is 'tif': CaImAn's reader, where the guard came from an inner if).
        if (!keep.has(k) && without.every((w) => refuted[w].has(k) || (states[w].guarded.get(n)?.has(k) ?? false) || (domainSubject(k) !== undefined && joinFacts.refutes(w, k)))) keep.add(k);
      }
    }
    // A fact of a branch that assigns n, which each branch that does not refutes (`dim = 3`
    // refutes `dim == 2`) or assigns n under; and the conjunction of such a branch's facts
    // (an `elseif` clause holds where the conditions before it failed and its own held).
    if (without.length > 0 && without.length < states.length) {
      const guardedWithout = (i: number, k: string): boolean => joinFacts.refutes(i, k) || unread(states[i], k) || (states[i].guarded.get(n)?.has(k) ?? false);
      for (let j = 0; j < states.length; j++) {
        if (!states[j].assigned.has(n)) continue;
        for (const k of states[j].facts) if (!facts.has(k) && !isWithKey(k) && !keep.has(k) && without.every((i) => guardedWithout(i, k))) keep.add(k);
        const both = `${j}|${withoutText}`;
        if (!conjunctions.has(both)) conjunctions.set(both, conjunction(states, j, without, joinFacts));
        const c = conjunctions.get(both);
        if (c !== undefined) keep.add(c);
      }
      const d = valueSplit(n, states, without, domains);
      if (d !== undefined) keep.add(d);
    }
    // (Not at a switch of many cases: there each name's branches differ, and real code nests
    // ifs in the two branches of an if.)
    if (states.length <= NESTED_STATES) for (const k of nestedGuards(n, states, without, withoutText, joinFacts, refutedBy, keep)) keep.add(k);
    // An inner join's correlation key still says where n is assigned when every other branch
    // assigns n or surely does not: there the key cannot become a fact (only a use of a name
    // it guards makes it one, and such a use fails on that path).
    for (const s of states) {
      for (const w of s.guarded.get(n) ?? []) {
        if (isWithKey(w) && !keep.has(w) && states.every((t) => t.assigned.has(n) || !t.maybe.has(n) || (t.guarded.get(n)?.has(w) ?? false))) keep.add(w);
      }
    }
    // Correlation keys say exactly where n is assigned: kept only while that stays true, that
    // is when each branch assigns n, surely does not (no path there did), or says where by
    // keys that all survive here.
    const exact = states.every((s) => {
      if (s.assigned.has(n) || !s.maybe.has(n)) return true;
      const own = [...(s.guarded.get(n) ?? [])].filter(isWithKey);
      return own.length > 0 && own.every((k) => keep!.has(k));
    });
    if (exact) {
      const key = together(n);
      if (key !== undefined) keep.add(key);
    } else for (const k of [...keep]) if (isWithKey(k)) keep.delete(k);
    // The same keys as the set every branch shared: that set (what is remembered of it stays).
    if (shared && keep.size === shared.size && [...keep].every((k) => shared.has(k))) guarded.set(n, shared);
    else if (keep.size > 0) guarded.set(n, keep);
  }
  return { assigned, guarded, facts, maybe };
}

/** The keys that every one of some branches refutes, per set of branches. Where a join has many
 *  branches and each name is assigned on one (a switch over options), every name has its own
 *  set "all but one": that meet comes from the meets of the branches before and after it. */
function refutedMeets(refuted: readonly ReadonlySet<string>[]): (branches: readonly number[], text: string) => ReadonlySet<string> {
  const meet = (a: ReadonlySet<string>, b: ReadonlySet<string>): Set<string> => {
    const [small, large] = a.size <= b.size ? [a, b] : [b, a];
    const out = new Set<string>();
    for (const k of small) if (large.has(k)) out.add(k);
    return out;
  };
  const memo = new Map<string, ReadonlySet<string>>();
  let before: ReadonlySet<string>[] | undefined;
  let after: ReadonlySet<string>[] | undefined;
  // `text`: the branches joined by commas (the memo's key, which the join has already made).
  return (branches, text) => {
    let out = memo.get(text);
    if (out) return out;
    if (branches.length === refuted.length - 1 && refuted.length > 2) {
      // before[i]: the meet of branches 0..i-1; after[i]: of branches i+1..end.
      if (!before || !after) {
        const n = refuted.length;
        before = new Array<ReadonlySet<string>>(n);
        after = new Array<ReadonlySet<string>>(n);
        for (let i = 1; i < n; i++) before[i] = i === 1 ? refuted[0] : meet(before[i - 1], refuted[i - 1]);
        for (let i = n - 2; i >= 0; i--) after[i] = i === n - 2 ? refuted[n - 1] : meet(after[i + 1], refuted[i + 1]);
      }
      const skipped = branches.findIndex((b, i) => b !== i);
      const j = skipped < 0 ? refuted.length - 1 : skipped;
      out = j === 0 ? after[0] : j === refuted.length - 1 ? before[j] : meet(before[j], after[j]);
    } else {
      out = refuted[branches[0]];
      for (const i of branches.slice(1)) out = meet(out, refuted[i]);
    }
    memo.set(text, out);
    return out;
  };
}

/** A branch where n is assigned under a guard g (an inner if), whose own condition c every
 *  other branch without n refutes: where g and c both hold, the path came through that branch
 *  and assigned n (`if a, if n ~= 2, x = 1; end, end` guards x by `a && n ~= 2`). */
function nestedGuards(n: string, states: readonly State[], without: readonly number[], withoutText: string, joinFacts: JoinFacts, refutedBy: Map<number, Map<string, readonly string[]>>, kept: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const j of without) {
    const guards = states[j].guarded.get(n);
    if (!guards) continue;
    // The conditions of branch j that every other branch without n refutes (the same for
    // every name with the same branches without it: remembered for the join).
    let byBranches = refutedBy.get(j);
    if (!byBranches) refutedBy.set(j, (byBranches = new Map()));
    let conditions = byBranches.get(withoutText);
    if (!conditions) {
      const others = without.filter((i) => i !== j);
      conditions = [...(states[j].conditions ?? [])].filter((c) => !isWithKey(c) && !c.startsWith(AND) && others.every((i) => joinFacts.refutes(i, c)));
      byBranches.set(withoutText, conditions);
    }
    if (conditions.length === 0) continue;
    for (const g of guards) {
      // Guards the branch's own facts refute say nothing there (most are the negated facts of
      // an inner branch that did not assign n).
      // A guard kept by the join as it is needs no conjunction: it says more alone (without this,
      // a name guarded before a run of ifs that do not touch it gained keys at each of them).
      if (kept.has(g) || isWithKey(g) || (conjuncts(g)?.length ?? 1) >= NESTED_PARTS || joinFacts.refutes(j, g)) continue;
      for (const c of conditions) {
        out.add(conjunctionKey([...new Set([...(conjuncts(g) ?? [g]), c])]));
        // Each level of nesting multiplies the keys: a few are enough for real code.
        if (out.size >= NESTED_KEYS) return [...out];
      }
    }
  }
  return [...out];
}

/** Bounds on the keys nestedGuards makes: parts of one conjunction, keys per name and join. */
const NESTED_PARTS = 4;
const NESTED_KEYS = 4;
const NESTED_STATES = 16;

/** A subject whose values on the branches that assign n are none of its values on the others
 *  (`signal = 'complex'` where xi is assigned, `signal = 'real'` where not): the domain fact
 *  "the subject holds one of the first" guards n. */
function valueSplit(n: string, states: readonly State[], without: readonly number[], domains: readonly DomainLookup[]): string | undefined {
  const assigning = states.map((_, i) => i).filter((i) => states[i].assigned.has(n));
  for (const [subject, first] of domains[assigning[0]]()) {
    const union = new Set(first);
    const others = assigning.slice(1).map((j) => domains[j]().get(subject));
    if (others.some((o) => o === undefined)) continue;
    for (const o of others) for (const v of o!) union.add(v);
    const apart = (i: number): boolean => {
      const values = domains[i]().get(subject);
      return values !== undefined && [...values].every((v) => !union.has(v));
    };
    if (without.every(apart)) return domainKey(subject, union);
  }
  return undefined;
}


/** Can the negation of this fact be a guard? Not for facts about values, correlations or
 *  disjunctions, whose negations never become facts. */
export function guardable(fact: string): boolean {
  return !isWithKey(fact) && domainSubject(fact) === undefined && !isDisjunction(fact) && !fact.startsWith(AND);
}

/** What holds on every branch of a correlation key (`+with:J:S`): the facts those branches
 *  share, and the values a subject is pinned to on each (`nargin == 3` on one, `nargin == 4`
 *  on the other: nargin is 3 or 4). A use of a name assigned on those branches only makes them
 *  facts: a path where it was not assigned has failed there (`S` read where nargin was 5). */
const implied = new Map<string, Set<string>>();
/** For each implied fact, the keys that bring it (so that forgetting a fact visits only them). */
const impliedHolders = new Map<string, Set<string>>();

/** The implied facts by the variables they read (filled lazily from `unindexed` when facts are
 *  forgotten): an assignment visits only the facts reading its variables, not every one. */
const impliedByVar = new Map<string, Set<string>>();
let unindexed: string[] = [];

function setImplied(key: string, facts: Iterable<string>): void {
  implied.set(key, new Set(facts));
  for (const f of facts) {
    let holders = impliedHolders.get(f);
    if (!holders) {
      impliedHolders.set(f, (holders = new Set()));
      unindexed.push(f);
    }
    holders.add(key);
  }
}

function factsOfAll(factSets: readonly ReadonlySet<string>[]): ReadonlySet<string> {
  const [first, ...rest] = factSets;
  const out = new Set([...first].filter((k) => !isWithKey(k) && rest.every((f) => f.has(k))));
  const pins = factSets.map(pinnedValues);
  for (const [subject, values] of pins[0]) {
    const others = pins.slice(1).map((p) => p.get(subject));
    if (others.some((o) => o === undefined)) continue;
    out.add(domainKey(subject, new Set([...values, ...others.flatMap((o) => [...o!])])));
  }
  return out;
}

/** Records what a correlation key of a loop brings with it: its names are assigned only by
 *  the loop's iterations, so where one of them holds a value the loop ran (`runsFact`). */
export function implyLoopRan(key: string, runsFact: string): void {
  setImplied(key, [runsFact]);
}

/** The facts a correlation key brings with it (none for keys of try statements). */
export function impliedBy(key: string): ReadonlySet<string> | undefined {
  return implied.get(key);
}

/** Forgets the implied facts that `stale` says no longer hold (a variable they read was
 *  assigned on some path: dropped for every path, which only loses facts). `hit`: the variables
 *  assigned; `varsOf`: the variables a fact reads (undefined: none an assignment makes stale). */
export function forgetImplied(stale: (k: string) => boolean, hit: readonly string[], varsOf: (k: string) => ReadonlySet<string> | undefined): void {
  for (const f of unindexed) {
    for (const v of varsOf(f) ?? []) {
      let facts = impliedByVar.get(v);
      if (!facts) impliedByVar.set(v, (facts = new Set()));
      facts.add(f);
    }
  }
  unindexed = [];
  // Visits each distinct fact reading a hit variable once, not each key's set: a unit makes
  // thousands of keys (a new one per join and per walk of a loop) that share a few hundred facts.
  for (const v of hit) {
    const facts = impliedByVar.get(v);
    if (!facts) continue;
    for (const fact of facts) {
      const holders = impliedHolders.get(fact);
      // Forgotten before (and not implied again since): no longer indexed here.
      if (!holders) facts.delete(fact);
      if (!holders || !stale(fact)) continue;
      for (const key of holders) implied.get(key)?.delete(fact);
      impliedHolders.delete(fact);
      facts.delete(fact);
    }
  }
}

/** The work of the unit's analysis so far, in guards tested and names joined: a deterministic
 *  measure of its time (each of them looks through sets of facts), which its budget bounds. */
let effort = 0;

export function effortSoFar(): number {
  return effort;
}

/** The keys assignments tested for staleness (see invalidator), which a budget of its own
 *  bounds: in a unit of many loop nests that assign what their guards read (neuroelf's
 *  ne_ancova_compute) the states hold thousands of keys, each tested at every assignment. */
let forgetting = 0;

export function spendForgetting(keys: number): void {
  forgetting += keys;
}

export function forgettingSoFar(): number {
  return forgetting;
}

/** Starts a unit's analysis afresh: the correlation keys of earlier units are no longer read. */
export function resetImplied(): void {
  effort = 0;
  forgetting = 0;
  implied.clear();
  impliedHolders.clear();
  impliedByVar.clear();
  unindexed = [];
  withKeyParts.clear();
  runsGiven.clear();
  clearConjuncts();
  impliedVia.clear();
}

/** For a key, the keys that imply it while a two-part disjunction fact (the clause) holds:
 *  `flag = test` gives `~flag || test` and `flag || ~test` (see aliasFacts), so where the
 *  clauses still hold (neither name changed), `test` gives `flag` and the other way round. */
const impliedVia = new Map<string, Array<{ by: string; clause: string }>>();

/** Registers the clause `a || b`: where it holds, a failing gives b and b failing gives a. */
export function registerClause(a: string, b: string, clause: string): void {
  const add = (key: string, by: string): void => {
    let list = impliedVia.get(key);
    if (!list) impliedVia.set(key, (list = []));
    if (!list.some((x) => x.by === by && x.clause === clause)) list.push({ by, clause });
  };
  add(b, negate(a));
  add(a, negate(b));
}

/** For the key "the loop over this range runs", how the facts can say it does (`numel(x) ~= 0`
 *  after a loop over `1:numel(x)`): a name the loop assigns is assigned where they do. */
const runsGiven = new Map<string, (facts: ReadonlySet<string>) => boolean>();

export function registerRuns(key: string, runs: (facts: ReadonlySet<string>) => boolean): void {
  runsGiven.set(key, runs);
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
/** `memo`: answers already found for these facts (with no `extra`), and the effort each took,
 *  which a repeated question counts again (the effort budget decides as without it). */
export function holds(key: string, facts: ReadonlySet<string>, extra: readonly string[] = [], domains?: DomainLookup, memo?: HoldsMemo): boolean {
  if (!memo || extra.length > 0) return holdsHere(key, facts, extra, domains, undefined);
  const known = memo.get(key);
  if (known) {
    effort += known.effort;
    return known.holds;
  }
  const before = effort;
  const answer = holdsHere(key, facts, extra, domains, memo);
  memo.set(key, { holds: answer, effort: effort - before });
  return answer;
}

/** Answers of `holds` for one set of facts. */
export type HoldsMemo = Map<string, { holds: boolean; effort: number }>;

function holdsHere(key: string, facts: ReadonlySet<string>, extra: readonly string[], domains: DomainLookup | undefined, memo: HoldsMemo | undefined): boolean {
  effort++;
  if (facts.has(key) || extra.includes(key)) return true;
  const parts = conjuncts(key);
  if (parts) return parts.every((k) => holds(k, facts, extra, domains, memo));
  const alternatives = disjuncts(key);
  if (alternatives) return alternatives.some((k) => holds(k, facts, extra, domains, memo)) || domainCoversEither(alternatives, extra, domains ?? lazyDomains(facts));
  if (!isWithKey(key)) {
    if (key.startsWith('!isempty(') || key.startsWith('+isempty(')) {
      if (emptinessByCount(key, facts, extra)) return true;
    }
    if (impliedByDomain(key, extra, domains ?? lazyDomains(facts))) return true;
    if (key.startsWith(NOT_ALL) && someOtherValue(key, facts, extra)) return true;
    if (key.endsWith(')') && comparisonImplied(key, facts, extra)) return true;
    if (key.endsWith(')') && everyElement(key, facts, extra)) return true;
    const via = impliedVia.get(key);
    if (via?.some((v) => facts.has(v.clause) && (facts.has(v.by) || extra.includes(v.by) || byClause(v.by, facts, extra, domains)))) return true;
    const runs = runsGiven.get(key);
    return runs !== undefined && runs(extra.length > 0 ? new Set([...facts, ...extra]) : facts);
  }
  const [join, , branches] = splitWithKey(key);
  const within = (f: string): boolean => {
    if (!isWithKey(f)) return false;
    const [j, t] = splitWithKey(f);
    return j === join && t.every((b) => branches.has(b));
  };
  for (const f of facts instanceof FactSet ? facts.correlationKeys(join) : facts) if (within(f)) return true;
  return extra.some(within);
}

/** `isempty(x)` fails where a count of x's elements is not 0, and holds where one is 0
 *  (`if ~isempty(list), first = list(1); end` read under `length(list) == 0` failing: bnt). */
function emptinessByCount(key: string, facts: ReadonlySet<string>, extra: readonly string[]): boolean {
  const x = key.slice('+isempty('.length, -1);
  const has = (f: string): boolean => facts.has(f) || extra.includes(f);
  const counts = [`length(${x})`, `numel(${x})`];
  if (key[0] === '+') return counts.some((c) => has(`+(${c}) == (0)`));
  return counts.some((c) => has(`!(${c}) == (0)`) || has(`!(${c}) < (1)`) || has(`!(${c}) <= (0)`));
}

/** `run(3)` (an element at literal places, as a condition) holds where `all(run)` does: every
 *  element is nonzero, and the one at those places exists, the path having read it to get here
 *  (CDT's mld: `if run(3), d = ...; end`, then `if all(run), use(d)`). */
function everyElement(key: string, facts: ReadonlySet<string>, extra: readonly string[]): boolean {
  const m = ELEMENT_AT.exec(key);
  if (!m) return false;
  const all = [`+all(${m[1]})`, `+all(${m[1]}(:))`];
  return all.some((k) => facts.has(k) || extra.includes(k));
}

const ELEMENT_AT = /^\+([A-Za-z]\w*)\(\d+(?:, \d+)*\)$/;

/** Does the key a clause ties to another hold by the facts (one step: the flag of `star = m(1)
 *  == '*'` holds where m's domain makes the test hold)? */
function byClause(key: string, facts: ReadonlySet<string>, extra: readonly string[], domains?: DomainLookup): boolean {
  if (clauseDepth > 0 || isWithKey(key)) return false;
  clauseDepth++;
  try {
    return holds(key, facts, extra, domains);
  } finally {
    clauseDepth--;
  }
}

let clauseDepth = 0;

/** A flag key: a plain name holding or not (`+normalseq`, `!waterexc`). */
const FLAG = /^[+!][A-Za-z]\w*$/;
/** The most facts of its own a branch may have for its pairs with the other's to be kept. */
const MAX_FLAG_PAIRS = 3;

/** `a || b` for a fact a (a flag or a comparison with a constant) only one branch holds and a
 *  fact b only the other holds: one of them holds after the join (qMRLab's complementary flags
 *  `normalseq`/`waterexc`; matImage's `if n <= 2 ... elseif n == 3 ... else error`). */
function flagDisjunctions(a: ReadonlySet<string>, b: ReadonlySet<string>): string[] {
  const own = (x: ReadonlySet<string>, y: ReadonlySet<string>): string[] | undefined => {
    const out: string[] = [];
    for (const f of x) {
      if (y.has(f) || !(FLAG.test(f) || comparisonSubject(f) !== undefined)) continue;
      out.push(f);
      if (out.length > MAX_FLAG_PAIRS) return undefined;
    }
    return out;
  };
  const left = own(a, b);
  const right = left && left.length > 0 ? own(b, a) : undefined;
  if (!left || !right) return [];
  const out: string[] = [];
  // Two flags, or two comparisons of one variable (others would weigh every later state).
  const pairs = (x: string, y: string): boolean => (FLAG.test(x) && FLAG.test(y)) || (comparisonSubject(x) !== undefined && comparisonSubject(x) === comparisonSubject(y));
  for (const x of left) for (const y of right) if (x !== negate(y) && pairs(x, y)) out.push(disjunctionKey([x, y]));
  return out;
}

const NOT_ALL = '!all(';
const ALL_EQUAL = /^!all\((.*) == (-?\d+(?:\.\d+)?)\)$/;
const ANY_EQUAL = /^\+any\((.*) == (-?\d+(?:\.\d+)?)\)$/;

/** `~all(X == a)` holds where `any(X == b)` does, b another number: an element of X is b
 *  (io's __OCT_oct2xlsx__: `strings` set unless `all(t(:) == 1)`, read under `any(t(:) == 3)`). */
function someOtherValue(key: string, facts: ReadonlySet<string>, extra: readonly string[]): boolean {
  const all = ALL_EQUAL.exec(key);
  if (!all) return false;
  const prefix = `+any(${all[1]} == `;
  const other = (f: string): boolean => {
    if (!f.startsWith(prefix)) return false;
    const any = ANY_EQUAL.exec(f);
    return any !== null && any[1] === all[1] && Number(any[2]) !== Number(all[2]);
  };
  if (extra.some(other)) return true;
  for (const f of facts) if (other(f)) return true;
  return false;
}

function splitWithKey(key: string): WithKeyParts {
  let parts = withKeyParts.get(key);
  if (parts === undefined) {
    const [, join, on] = key.split(':');
    const branches = on.split(',');
    withKeyParts.set(key, (parts = [join, branches, new Set(branches)]));
  }
  return parts;
}

/** A correlation key's join, its branches, and the same branches as a set. */
type WithKeyParts = readonly [string, readonly string[], ReadonlySet<string>];

/** Correlation keys read once each (a `holds` of one looks through every fact). */
const withKeyParts = new Map<string, WithKeyParts>();

/** A name guarded by a key that holds is assigned. */
export function promote(s: State): void {
  const domains = lazyDomains(s.facts);
  const memo: HoldsMemo = new Map();
  for (const [name, guards] of s.guarded) {
    for (const k of guards) {
      if (!holds(k, s.facts, [], domains, memo)) continue;
      s.assigned.add(name);
      s.guarded.delete(name);
      break;
    }
  }
}
