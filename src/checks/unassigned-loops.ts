// Loops in the unassigned-variable check: what a loop's first iteration surely assigns (also
// by its breaks and continues), the guards that hold on every iteration (a flag set only
// together with a name), the names its iterations assign together, and what holds after it.
// They walk the body through the check's own walker (`walk`), silently, once or twice.
import type { Expr, Identifier, If, Stmt } from '../syntax/index.js';
import { innerBlocks, visitNodes } from '../syntax/index.js';
import { domainKey, lazyDomains } from './unassigned-domains.js';
import { allStatements, hasContinue, leavesEarly } from './unassigned-blocks.js';
import { conditionValue, constantBefore, numberValue, valueAfter } from './unassigned-evaluate.js';
import { negate, type GuardKeys } from './unassigned-guards.js';
import { conjunctionKey, conjuncts } from './unassigned-conjunctions.js';
import { changesByName, modifiedNames } from './unassigned-changes.js';
import { addGuards, copy, correlationKey, effortSoFar, forgettingSoFar, guardable, holds, implyLoopRan, isWithKey, type State } from './unassigned-state.js';

/** The values known on a loop's first iteration; `changed`: the names the loop body changes (a
 *  condition reading none of them has the same truth on every iteration). */
export type Env = ((name: string) => number | undefined) & {
  readonly changed?: ReadonlySet<string>;
  /** Set where the first iteration may not have come (in a clause whose condition changes from
   *  one iteration to the next, `if mod(i, p) == 0`): the values still tell a later iteration
   *  (`i ~= 1`) from the first, but nothing the first iteration did there is known. */
  readonly unreached?: boolean;
};

/** The same values, where the first iteration may not have come (see Env.unreached). */
export function unreachedEnv(env: Env | undefined): Env | undefined {
  if (env === undefined || env.unreached) return env;
  return Object.assign((n: string) => env(n), { changed: env.changed, unreached: true });
}

/** A loop's first iteration, walked silently: what it surely assigns, and its end state. */
export interface FirstIteration {
  readonly assigned: ReadonlySet<string>;
  readonly end: State;
  /** The guards of names at every end of the iteration (its body's end, its breaks and
   *  continues): the name holds a value where the guard does, however the iteration ended. */
  readonly guarded: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The guards of `guarded` that every state of `ends` keeps too (or where it assigned the name). */
function everyEnd(guarded: ReadonlyMap<string, ReadonlySet<string>>, ends: readonly State[]): Map<string, ReadonlySet<string>> {
  const out = new Map<string, ReadonlySet<string>>();
  for (const [name, keys] of guarded) {
    const kept = [...keys].filter((k) => ends.every((e) => e.assigned.has(name) || e.guarded.get(name)?.has(k)));
    if (kept.length > 0) out.set(name, new Set(kept));
  }
  return out;
}

/** How deep the walk is: above 0 `silent` walks only learn (no reports); `loop` counts the
 *  loop bodies entered; `leaving` collects the states at the break and continue statements of
 *  the loop whose first iteration surelyOnce walks (at depth `leaving.depth`). */
export interface WalkDepth {
  silent: number;
  loop: number;
  leaving?: { depth: number; states: State[] };
  /** The states at the continue statements (each starts an iteration as the body's end does)
   *  and break statements of the loop at depth `depth` whose invariants loopInvariants checks. */
  loopExits?: { depth: number; continues: State[]; breaks: State[] };
  /** The states at the `break` statements of the loop at depth `depth` in the walk that reports
   *  (`silent` as it was there): a `while true` loop is left only by them. */
  breaks?: { depth: number; silent: number; states: State[] };
  /** Statements walked so far in the unit, silent walks included, and the budget: past it the
   *  optional walks (what a first iteration assigns, loop invariants, carried domains) are
   *  skipped and nothing more is reported (nested loops multiply the walks: ten nested loops
   *  of a few statements took minutes). */
  work: number;
  readonly budget: number;
  /** The budget of guards tested and names joined (see effortSoFar). */
  readonly effortBudget: number;
  /** The budget of keys tested for staleness at assignments (see forgettingSoFar). */
  readonly forgettingBudget: number;
}

/** Has the unit's walk used up its budget? */
export function exhausted(depth: WalkDepth): boolean {
  return depth.work > depth.budget || effortSoFar() > depth.effortBudget || forgettingSoFar() > depth.forgettingBudget;
}

/** What the loop rules need of the check's walker. */
export interface LoopContext {
  readonly keys: GuardKeys;
  /** The names the unit assigns (its variables). */
  readonly localNames: ReadonlySet<string>;
  /** The names some use may read unassigned (see unassigned-quick): a loop body that changes
   *  none of them needs no walk to learn what a first iteration carries into later clauses,
   *  and only their guards are kept through a loop. */
  readonly tracked: ReadonlySet<string>;
  readonly depth: WalkDepth;
  walk(list: readonly Stmt[], st: State, first?: Env, carried?: ReadonlySet<string>): State;
  invalidate(st: State, names: Iterable<string>): void;
  target(t: Expr, st: State): void;
  assign(name: string, st: State): void;
}

/** The part of a loop's walk a `for` or `while` gives runLoop. */
export interface Loop {
  /** The state before the loop (its range or condition read). */
  readonly before: State;
  /** The body's entry. */
  readonly inBody: State;
  readonly changed: ReadonlySet<string>;
  readonly invariants: ReadonlyMap<string, ReadonlySet<string>>;
  /** Where the invariants came from a state the loop may be skipped without (a `while` whose
   *  test held on entry to the body): the state when it is skipped, where they must hold too. */
  readonly skipped?: State;
  readonly first: Env;
  readonly runs: boolean;
  readonly runsFact?: string;
}

/** The loop rules of one unit's walk. */
export function loopRules(ctx: LoopContext) {
  // The keys each loop body tests (see testedIn), and those tested around each name (readingConditions).
  const tested = new WeakMap<readonly Stmt[], string[]>();
  const reading = new WeakMap<readonly Stmt[], Map<string, Set<string>>>();
  const { keys, localNames, tracked, depth, walk, invalidate, target, assign } = ctx;
  const changesTracked = (names: Iterable<string>): boolean => {
    for (const n of names) if (tracked.has(n)) return true;
    return false;
  };
  /** For each loop's invariants (loopInvariants' answer), those that hold at its breaks too. */
  const afterLoopGuards = new WeakMap<ReadonlyMap<string, ReadonlySet<string>>, Map<string, Set<string>>>();
  return { runLoop, loopBody, loopEntry, loopInvariants, keepGuards, firstEnv, deeper, unrolled };

  /** A `for` over a few constants (`for L = 1:2`, `for k = [1 3]`) runs each of them: its
   *  iterations walked one after the other (silently, each with its value of the loop variable)
   *  surely assign what the last one ends with, though no one iteration assigns it all (`if L ==
   *  1, Zi = T; else, Z0 = T; end`). Only for bodies every iteration runs to the end of. */
  function unrolled(st: State, body: readonly Stmt[], range: Expr, loopVar: string, entry: State, list: readonly Stmt[], index: number, changed: ReadonlySet<string>): void {
    const values = constantValues(range);
    if (!values || values.length < 2 || values.length > UNROLLED || depth.silent > 0 || exhausted(depth) || leavesEarly(body) || hasContinue(body)) return;
    const subject = keys.keyOf({ type: 'Identifier', name: loopVar, span: range.span });
    if (subject?.[0] !== '+') return;
    const before = firstEnv(list, index);
    let at = copy(entry);
    depth.silent++;
    for (const [i, v] of values.entries()) {
      // The loop variable's value decides the branches on it (`if L == 1` is dead for L = 2);
      // names the body changes hold unknown values after the first iteration.
      if (i > 0) invalidate(at, changed);
      at.facts.add(domainKey(subject.slice(1), [`n:${v}`]));
      const env = (name: string): number | undefined => (name === loopVar ? v : i > 0 && changed.has(name) ? undefined : before(name));
      at = deeper(() => walk(body, at, env));
    }
    depth.silent--;
    for (const n of at.assigned) if (!st.assigned.has(n) && localNames.has(n)) assign(n, st);
  }

  /** A loop's body and what it leaves after it, in `st` (the state before the loop, its range
   *  or condition read): its first iteration walked depth.silently (what it surely assigns, what it
   *  assigns together), its body walked for the reports, then the guards and keys that hold
   *  after it. */
  function runLoop(st: State, body: readonly Stmt[], loop: Loop): void {
    const carried = carriedDomains(st, body, loop);
    for (const k of carried) loop.inBody.facts.add(k);
    const once = surelyOnce(body, loop.inBody, loop.runs || depth.silent <= 2, loop.first, loop.before.maybe);
    const iteration = iterationKeys(body, once, loop.before);
    // A name only this loop assigns holds a value where the loop ran: after its use, a later
    // loop over the same range runs too (`RIdx(1, :)` read after the loop filling it).
    if (loop.runsFact !== undefined) for (const key of new Set(iteration.values())) implyLoopRan(key, loop.runsFact);
    keepIterationKeys(loop.inBody, iteration);
    deeper(() => loopBody(body, loop.inBody, loop.first));
    const domains = literalDomains(st, body, loop.changed);
    invalidate(st, loop.changed);
    for (const k of [...domains, ...carried]) st.facts.add(k);
    for (const n of loop.changed) st.maybe.add(n);
    // The invariants hold after the loop, left at the end of an iteration or by a break where
    // they hold too (a return leaves the function).
    const after = afterLoopGuards.get(loop.invariants) ?? (leavesEarly(body) ? new Map() : loop.invariants);
    keepGuards(st, loop.skipped ? holdingIn(after, loop.skipped) : after);
    afterLoop(st, once, loop.runs, loop.runsFact, loop.changed);
    keepIterationKeys(st, iteration);
  }
  /** The domains a loop keeps although its body assigns their names other than constants: a
   *  name with a domain before the loop, that every iteration leaves in a domain (`sph = val`
   *  after `val` was checked to be 'on' or 'off', in a loop over options). Assumed at the
   *  body's entry, widened by what the body's end gives, until that adds nothing (three rounds
   *  at most); each round walks the body silently. Only for bodies every iteration runs to
   *  the end of (no break, continue or return). */
  function carriedDomains(st: State, body: readonly Stmt[], loop: Loop): string[] {
    if (depth.silent > 1 || exhausted(depth) || body.length === 0 || leavesEarly(body) || hasContinue(body)) return [];
    let domains: ReturnType<typeof lazyDomains> | undefined;
    let assumed = new Map<string, Set<string>>();
    for (const name of loop.changed) {
      if (!localNames.has(name)) continue;
      const key = keys.keyOf({ type: 'Identifier', name, span: body[0].span });
      if (key === undefined) continue;
      domains ??= lazyDomains(st.facts);
      const before = domains().get(key.slice(1));
      if (before && before.size > 0) assumed.set(key.slice(1), new Set(before));
    }
    for (let round = 0; round < 3 && assumed.size > 0; round++) {
      const entry = copy(loop.inBody);
      for (const [subject, values] of assumed) entry.facts.add(domainKey(subject, values));
      depth.silent++;
      const end = deeper(() => walk(body, entry, loop.first));
      depth.silent--;
      const after = lazyDomains(end.facts)();
      const next = new Map<string, Set<string>>();
      let grew = false;
      for (const [subject, values] of assumed) {
        const at = after.get(subject);
        if (!at) continue; // some path leaves it unknown: dropped
        const union = new Set([...values, ...at]);
        if (union.size > values.size) grew = true;
        next.set(subject, union);
      }
      // Stable: every name kept, none grew (a name dropped means the others' rounds rested on it).
      if (!grew && next.size === assumed.size) return [...next].map(([subject, values]) => domainKey(subject, values));
      assumed = next;
    }
    return [];
  }
  /** The domains that still hold after a loop: a name with a domain before it, which the body
   *  only ever assigns constants (`type = 'dBm'` for an option read in a loop over varargin),
   *  holds one of those values or one it had before. */
  function literalDomains(st: State, body: readonly Stmt[], changed: ReadonlySet<string>): string[] {
    if (body.length === 0) return [];
    const out: string[] = [];
    let domains: ReturnType<typeof lazyDomains> | undefined;
    let changes: Map<string, Stmt[] | null> | undefined;
    for (const name of changed) {
      const key = keys.keyOf({ type: 'Identifier', name, span: body[0].span });
      if (key === undefined) continue;
      domains ??= lazyDomains(st.facts);
      const before = domains().get(key.slice(1));
      if (!before) continue;
      changes ??= changesByName(body);
      const values = constantsAssigned(changes.get(name));
      if (values) out.push(domainKey(key.slice(1), [...before, ...values]));
    }
    return out;
  }
  /** A loop body. When an if in it surely takes its first clause on the first iteration
   *  (`if iter == 1 ... else ... end`) and no `continue` cuts an iteration short, its other
   *  clauses run only after a whole iteration: what the body surely assigns holds there. A
   *  first, depth.silent walk finds that. */
  function loopBody(body: readonly Stmt[], st: State, first: Env): State {
    // An if whose first clause the first iteration surely takes (its other clauses run later
    // only), or surely skips (`if k > 1`: its first clause runs later only), also one nested
    // in the clauses of another if (`if mod(k, p) == 0, if k == 1 ... else ... end, end`).
    const candidate = ifsOfBody(body).some((s) => decidesFirst(s, first)) || decidedAfterCopies(body, first);
    if (!candidate || exhausted(depth) || hasContinue(body) || !changesTracked(modifiedNames(body))) return walk(body, st, first);
    depth.silent++;
    const once = walk(body, copy(st), first);
    depth.silent--;
    return walk(body, st, first, once.assigned);
  }
  /** What a loop that surely runs a first iteration assigns: the names assigned at the end of
   *  the body and at each of its own break and continue statements, walked depth.silently. */
  function surelyOnce(body: readonly Stmt[], entry: State, runs: boolean, first: Env, before: ReadonlySet<string>): FirstIteration | undefined {
    if (!runs || exhausted(depth)) return undefined;
    const outer = depth.leaving;
    depth.leaving = { depth: ++depth.loop, states: [] };
    // The first iteration sees only what was assigned before the loop.
    const start = copy(entry);
    start.maybe = new Set([...before, ...entry.assigned]);
    depth.silent++;
    const end = walk(body, start, first);
    depth.silent--;
    depth.loop--;
    // An iteration also ends at a break or a continue of this loop: what every end assigned.
    const ends = depth.leaving.states;
    depth.leaving = outer;
    return {
      assigned: ends.length === 0 ? end.assigned : new Set([...end.assigned].filter((n) => ends.every((e) => e.assigned.has(n)))),
      end,
      guarded: ends.length === 0 ? end.guarded : everyEnd(end.guarded, ends),
    };
  }
  /** Walks a loop body one level deeper (so its breaks are told from an outer loop's). */
  function deeper<T>(walkBody: () => T): T {
    depth.loop++;
    try {
      return walkBody();
    } finally {
      depth.loop--;
    }
  }
  /** After a loop: the names its first iteration surely assigned are assigned when it surely
   *  ran; else they are guarded by `runsFact` (a later loop over the same range runs). */
  function afterLoop(st: State, first: FirstIteration | undefined, runs: boolean, runsFact: string | undefined, changed: ReadonlySet<string>): void {
    if (!first) return;
    const fresh = [...first.assigned].filter((name) => !st.assigned.has(name) && localNames.has(name));
    if (!runs && runsFact === undefined) return;
    if (runs) for (const name of fresh) assign(name, st);
    else for (const name of fresh) addGuards(st, name, [runsFact!]);
    // What the first iteration assigned under a condition the loop does not change holds a
    // value after the loop where the condition holds (`for k = 1:3, if doX, v(k) = k; end,
    // end` then `if doX, disp(v), end`: vlfeat's demos), and where the loop ran, when it may
    // not (a later loop over the same range, under the same test: GPmat's gpsim gradients).
    for (const [name, guards] of first.guarded) {
      if (st.assigned.has(name) || !localNames.has(name)) continue;
      const kept = [...guards].filter((k) => {
        const vars = isWithKey(k) ? undefined : keys.varsOf(k);
        return vars !== undefined && ![...vars].some((v) => changed.has(v));
      });
      // (A guard that already holds the runs fact, from an earlier walk of the loop, keeps it once.)
      if (kept.length > 0) addGuards(st, name, runs ? kept : kept.map((k) => conjunctionKey([...new Set([runsFact!, ...(conjuncts(k) ?? [k])])])));
    }
  }
  /** The invariants ("the name holds a value where the key holds") true in state z. */
  function holdingIn(invariants: ReadonlyMap<string, ReadonlySet<string>>, z: State): Map<string, Set<string>> {
    const out = new Map<string, Set<string>>();
    for (const [name, ks] of invariants) {
      const kept = new Set([...ks].filter((k) => z.assigned.has(name) || z.guarded.get(name)?.has(k) || holds(negate(k), z.facts)));
      if (kept.size > 0) out.set(name, kept);
    }
    return out;
  }
  /** Correlation keys for the names a loop assigns together, that no path assigned before it:
   *  those every iteration assigns (held exactly when an iteration ran), and, when no break or
   *  continue cuts an iteration short, those its first iteration assigns on the same paths
   *  (`if E < minE, bestL = l; bestS = s; end`). Whatever the iterations, each group is all
   *  assigned or none, at the start of a later iteration and after the loop: after the use of
   *  one, the others hold values. */
  function iterationKeys(body: readonly Stmt[], first: FirstIteration | undefined, before: State): Map<string, string> {
    const out = new Map<string, string>();
    if (!first) return out;
    // Not assigned before the loop, or on paths its correlation keys tell exactly.
    const fresh = (name: string): boolean => localNames.has(name) && !before.assigned.has(name)
      && (!before.maybe.has(name) || [...(before.guarded.get(name) ?? [])].some(isWithKey));
    const every = [...first.assigned].filter(fresh);
    if (every.length > 0) {
      const key = correlationKey([1]);
      for (const name of every) out.set(name, key);
    }
    if (leavesEarly(body)) return out;
    const groups = new Map<string, string>();
    // Only names the body assigns: one guarded before the loop and untouched by it keeps its own
    // keys (it would hold two, and tell nothing when read).
    const assignedInBody = modifiedNames(body);
    for (const [name, guards] of first.end.guarded) {
      if (!fresh(name) || out.has(name) || !assignedInBody.has(name)) continue;
      // The same correlation keys: assigned on the same paths of the iteration.
      const correlated = [...guards].filter(isWithKey).sort().join(' ');
      if (correlated === '') continue;
      if (!groups.has(correlated)) groups.set(correlated, correlationKey([1]));
      out.set(name, groups.get(correlated)!);
    }
    return out;
  }

  /** Adds a loop's iteration keys (see iterationKeys) to the guards of the names not assigned. */
  function keepIterationKeys(st: State, iteration: ReadonlyMap<string, string>): void {
    for (const [name, key] of iteration) if (!st.assigned.has(name)) addGuards(st, name, [key]);
  }
  /** A loop body's entry: guards on names the body changes do not hold on a later iteration. */
  function loopEntry(st: State, changed: ReadonlySet<string>): State {
    const inBody = copy(st);
    invalidate(inBody, changed);
    // An earlier iteration (or the part of a try that ran) may have assigned them.
    for (const n of changed) inBody.maybe.add(n);
    return inBody;
  }
  /** Guards a loop keeps on every iteration although its body changes what they read: with
   *  `flag = false` before `for ... if opt, flag = true; x = ...; end; end`, flag guards x on
   *  entry (it is false) and after each iteration (the body sets it only together with x). Such
   *  candidates, taken from the facts and guards on entry, are assumed and checked by walking
   *  the body once, depth.silently, until the ones kept hold at its end and at each of its
   *  `continue` statements (which end an iteration too). */
  function loopInvariants(body: readonly Stmt[], st: State, changed: ReadonlySet<string>, first: Env, loopVar?: Expr): Map<string, Set<string>> {
    let kept = new Map<string, Set<string>>();
    // A body with continue statements is walked for them only up to a size (up to three silent
    // walks of a 1,000-statement body cost more than the rest of a file's check).
    if (depth.silent > 1 || exhausted(depth) || (hasContinue(body) && statementsIn(body) > CONTINUE_BODY_LIMIT)) return kept;
    let breaks: State[] = [];
    const reads = (k: string): boolean => {
      const vars = keys.varsOf(k);
      return vars !== undefined && [...vars].some((v) => changed.has(v));
    };
    const refuted = [...st.facts].filter((f) => guardable(f) && reads(f)).map(negate);
    // The body's own tests of what it changes, false on entry (`sect = 0` before a parser loop
    // whose `if sect == 1` reads what `sect = 1; k = 1` set): "k is assigned where sect == 1".
    const entryDomains = lazyDomains(st.facts);
    for (const k of testedIn(body)) if (reads(k) && guardable(k) && !refuted.includes(k) && holds(negate(k), st.facts, [], entryDomains)) refuted.push(k);
    // In a large body, a name's candidates are only the conditions tested around its reads
    // (where an invariant can prove it): every name with every test costs the square of the
    // sections of a parser, each walk (a 160-section parser took 4 s).
    const around = statementsIn(body) > LARGE_BODY ? readingConditions(body) : undefined;
    for (const n of changed) {
      if (!localNames.has(n) || !tracked.has(n) || st.assigned.has(n)) continue;
      const useful = around?.get(n);
      const ks = new Set([...(around ? refuted.filter((k) => useful !== undefined && (useful.has(k) || useful.has(negate(k)))) : refuted), ...[...(st.guarded.get(n) ?? [])].filter(reads)]);
      if (ks.size > 0) kept.set(n, ks);
    }
    for (let round = 0; round < 3 && kept.size > 0; round++) {
      const entry = loopEntry(st, changed);
      for (const [n, ks] of kept) addGuards(entry, n, ks);
      if (loopVar) target(loopVar, entry);
      depth.silent++;
      const outer = depth.loopExits;
      const exits = { depth: depth.loop + 1, continues: [] as State[], breaks: [] as State[] };
      depth.loopExits = exits;
      const end = deeper(() => walk(body, entry, first));
      depth.loopExits = outer;
      depth.silent--;
      const ends = [end, ...exits.continues];
      const next = new Map<string, Set<string>>();
      for (const [n, ks] of kept) {
        const still = new Set([...ks].filter((k) => ends.every((e) => guards(e, n, k))));
        if (still.size > 0) next.set(n, still);
      }
      const stable = [...next.values()].reduce((a, ks) => a + ks.size, 0) === [...kept.values()].reduce((a, ks) => a + ks.size, 0);
      kept = next;
      breaks = exits.breaks;
      if (stable) break;
      if (round === 2) kept = new Map();
    }
    // What also holds at each break holds after the loop, whichever way it was left.
    const after = new Map<string, Set<string>>();
    for (const [n, ks] of kept) {
      const still = new Set([...ks].filter((k) => breaks.every((e) => guards(e, n, k))));
      if (still.size > 0) after.set(n, still);
    }
    afterLoopGuards.set(kept, after);
    return kept;
  }
  /** For each name of a loop body, the keys of the if and elseif conditions whose clauses
   *  mention it, nested ones included (remembered per body). */
  function readingConditions(body: readonly Stmt[]): Map<string, Set<string>> {
    const known = reading.get(body);
    if (known) return known;
    const out = new Map<string, Set<string>>();
    for (const s of allStatements(body)) {
      if (s.type !== 'If') continue;
      for (const c of s.clauses) {
        const k = keys.keyOf(c.cond);
        if (k === undefined) continue;
        visitNodes(c.body, (node) => {
          if (node.type !== 'Identifier') return;
          const name = (node as Identifier).name;
          let ks = out.get(name);
          if (!ks) out.set(name, (ks = new Set()));
          ks.add(k);
        });
      }
    }
    reading.set(body, out);
    return out;
  }
  /** The keys of the conditions of the ifs and elseifs in a loop body, nested ones included
   *  (remembered per body: a loop is walked again for each enclosing loop's walks). */
  function testedIn(body: readonly Stmt[]): string[] {
    const known = tested.get(body);
    if (known) return known;
    const out = new Set<string>();
    for (const s of allStatements(body)) {
      if (s.type !== 'If') continue;
      for (const c of s.clauses) {
        const k = keys.keyOf(c.cond);
        if (k !== undefined) out.add(k);
      }
    }
    const list = [...out];
    tested.set(body, list);
    return list;
  }
  /** Does state e assign n, keep guard k on it, or rule k out? */
  function guards(e: State, n: string, k: string): boolean {
    return e.assigned.has(n) || (e.guarded.get(n)?.has(k) ?? false) || e.facts.has(negate(k));
  }
  /** Adds the loop's invariant guards to a state (the body's entry, or the state after it). */
  function keepGuards(st: State, invariants: ReadonlyMap<string, ReadonlySet<string>>): void {
    for (const [n, ks] of invariants) if (!st.assigned.has(n)) addGuards(st, n, ks);
  }
  /** The values known when a loop at `list[index]` starts its first iteration. */
  function firstEnv(list: readonly Stmt[], index: number, loopVar?: string, startValue?: number, changed?: ReadonlySet<string>): Env {
    const cache = new Map<string, number | undefined>();
    const env = (name: string): number | undefined => {
      if (name === loopVar) return startValue;
      if (!cache.has(name)) cache.set(name, constantBefore(list, index, name));
      return cache.get(name);
    };
    return changed ? Object.assign(env, { changed }) : env;
  }
}

/** Does the first iteration surely skip an if's first clause, or surely take one of several? */
function decidesFirst(s: If, env: (name: string) => number | undefined): boolean {
  const v = conditionValue(s.clauses[0].cond, env);
  return v === 0 || (v !== undefined && (s.clauses.length > 1 || s.elseBody !== undefined));
}

/** The same for an if of the body's own statements, with the first iteration's values of the
 *  names assigned before it (`r = run; if r > 1`: CORA's copies of the loop counter). */
function decidedAfterCopies(body: readonly Stmt[], first: Env): boolean {
  const changed = new Map<string, number | undefined>();
  const env = (n: string): number | undefined => (changed.has(n) ? changed.get(n) : first(n));
  for (const s of body) {
    if (s.type === 'If' && changed.size > 0 && decidesFirst(s, env)) return true;
    for (const n of modifiedNames([s])) changed.set(n, valueAfter(s, n, env));
  }
  return false;
}

/** The ifs of a loop body and those nested in the blocks of its ifs, switches and trys (not
 *  those of nested loops, which have their own first iteration); remembered per body, which
 *  each walk of an enclosing loop meets again. */
function ifsOfBody(body: readonly Stmt[]): If[] {
  const known = bodyIfs.get(body);
  if (known) return known;
  const out: If[] = [];
  for (const s of body) {
    if (s.type === 'If') out.push(s);
    if (s.type === 'If' || s.type === 'Switch' || s.type === 'Try') for (const b of innerBlocks(s)) out.push(...ifsOfBody(b));
  }
  bodyIfs.set(body, out);
  return out;
}
const bodyIfs = new WeakMap<readonly Stmt[], If[]>();

/** Iterations a `for` over constants is walked one by one for (see `unrolled`). */
const UNROLLED = 4;

/** Is a `for` over this range walked one iteration at a time (see `unrolled`)? */
export function unrollable(range: Expr): boolean {
  const n = constantValues(range)?.length ?? 0;
  return n >= 2 && n <= UNROLLED;
}

/** The values of a range of number literals (`1:2`, `0:2:4`) or a row of them (`[1 3]`). */
function constantValues(range: Expr): number[] | undefined {
  if (range.type === 'Range') {
    const a = numberValue(range.start);
    const b = numberValue(range.stop);
    const step = range.step ? numberValue(range.step) : 1;
    if (a === undefined || b === undefined || step === undefined || step === 0 || !Number.isFinite(a) || !Number.isFinite(b)) return undefined;
    const n = Math.floor((b - a) / step) + 1;
    if (n < 1 || n > UNROLLED) return undefined;
    return Array.from({ length: n }, (_, i) => a + i * step);
  }
  if (range.type === 'Matrix' && range.rows.length === 1) {
    const values = range.rows[0].map(numberValue);
    return values.every((v) => v !== undefined) ? (values as number[]) : undefined;
  }
  return undefined;
}

/** The constants `changes` (the statements that change a name, see changesByName) assign it
 *  (`name = 'text'`, `name = 3`), when that is all they do; undefined otherwise. */
function constantsAssigned(changes: readonly Stmt[] | null | undefined): string[] | undefined {
  if (!changes) return undefined;
  const out: string[] = [];
  for (const s of changes) {
    if (s.type !== 'Assign' || s.op !== '=' || s.targets.length !== 1 || s.targets[0].type !== 'Identifier') return undefined;
    const n = numberValue(s.rhs);
    if (s.rhs.type === 'String') out.push(`s:${s.rhs.value}`);
    else if (n !== undefined) out.push(`n:${n}`);
    else return undefined;
  }
  return out;
}

/** Statements (nested ones included) of a loop body above which a name's invariant candidates
 *  are only the conditions tested around it (see readingConditions): a parser of 160 sections
 *  took 4.1 s with every name against every test, 0.9 s so. */
const LARGE_BODY = 200;

/** Statements (nested ones included) of a loop body with continue statements, above which its
 *  invariants are not looked for (200 until session 50). With the candidates of LARGE_BODY,
 *  EPANET's input-file parser (a 417-statement body whose section headers set `sect = 1; k = 1`
 *  and `continue`) is checked in the time it took without invariants, and five reports of names
 *  set with a section header go (three labelled false; a read of `k` in another section is
 *  reported instead). */
const CONTINUE_BODY_LIMIT = 1000;

export function statementsIn(list: readonly Stmt[]): number {
  let n = 0;
  for (const s of list) {
    n++;
    for (const b of innerBlocks(s)) n += statementsIn(b);
  }
  return n;
}
