// The loop statements of the unassigned-variable walk: a `for` (its range, loop variable and
// whether it surely runs), a `while` (whether its test surely holds on entry, what `while true`
// leaves at its breaks, what a failed test says after it) and Octave's `do ... until`. What
// a loop body assigns, keeps and carries is unassigned-loops' (loopRules).
import type { DoUntil, Expr, For, Stmt, While } from '../syntax/index.js';
import { breaksOut } from './unassigned-blocks.js';
import { modifiedNames } from './unassigned-changes.js';
import { countOf, rangeRunsGiven, type countVariables } from './unassigned-counts.js';
import { domainKey, lazyDomains } from './unassigned-domains.js';
import { evaluate, loopValues, numberNode, numberValue, runsAtLeastOnce, sameRunsAscending, valueBefore } from './unassigned-evaluate.js';
import { feasible, negate, operands, type GuardKeys } from './unassigned-guards.js';
import { conjunctionKey, conjuncts } from './unassigned-conjunctions.js';
import { unrollable, type Env, type loopRules, type WalkDepth } from './unassigned-loops.js';
import { addGuards, copy, holds, join, promote, registerRuns, type State } from './unassigned-state.js';

/** What the loop statements need of the check's walker. */
export interface LoopStatementContext {
  readonly keys: GuardKeys;
  readonly depth: WalkDepth;
  readonly tracked: ReadonlySet<string>;
  /** The variables that only ever hold counts (see unassigned-counts). */
  readonly countNames: ReturnType<typeof countVariables>;
  readonly loops: ReturnType<typeof loopRules>;
  /** `condition`: an if's or while's condition (`&` and `|` short-circuit there). */
  expr(e: Expr, st: State, extra?: readonly string[], lazy?: boolean, condition?: boolean): void;
  target(t: Expr, st: State): void;
  /** Does key k read a variable that no path to state s assigned? */
  unread(s: State, k: string): boolean;
  /** A loop left by its test giving `value`: what that says holds. */
  exitFacts(st: State, cond: Expr, value: boolean): void;
}

/** The loop statements of one unit's walk; each takes the statement at `list[index]`. */
export function loopStatements(ctx: LoopStatementContext) {
  const { keys, depth, tracked, countNames, expr, target, unread, exitFacts } = ctx;
  const { runLoop, loopBody, loopEntry, loopInvariants, keepGuards, firstEnv, deeper, unrolled } = ctx.loops;
  const addFacts = (st: State, facts: readonly string[]): void => {
    for (const k of facts) st.facts.add(k);
  };
  return { forStmt, whileStmt, doUntilStmt };

  /** `1:numel(x)`, `1:length(x(:))`: the x a range from 1 (or less) counts the elements of. */
  function countedValue(range: Expr): Expr | undefined {
    if (range.type !== 'Range' || range.step || (numberValue(range.start) ?? 2) > 1) return undefined;
    const stop = range.stop;
    if (stop.type !== 'Index' || stop.target.type !== 'Identifier' || (stop.target.name !== 'numel' && stop.target.name !== 'length') || stop.args.length !== 1) return undefined;
    const x = stop.args[0]!;
    // `x(:)` is empty exactly where x is.
    return x.type === 'Index' && x.args.length === 1 && x.args[0]!.type === 'Colon' ? x.target : x;
  }

  /** `S >= a` for a range `a:S` (a a number, step 1) whose stop the body leaves alone, as a fact
   *  (the key of `S < a` failed). */
  function stopAtLeastStart(range: Expr, changed: ReadonlySet<string>): string[] {
    if (range.type !== 'Range' || range.step) return [];
    const a = numberValue(range.start);
    if (a === undefined || !Number.isFinite(a)) return [];
    const out: string[] = [];
    const atLeast = (stop: Expr, bound: number): void => {
      const key = keys.keyOf({ type: 'Binary', op: '<', left: stop, right: numberNode(bound, range.span), span: range.span });
      if (key !== undefined && ![...changed].some((n) => keys.varsOf(key)?.has(n))) out.push(negate(key));
    };
    atLeast(range.stop, a);
    // `1:N-1` runs where N >= 2 (bnt: then an earlier loop over 1:N ran).
    const stop = range.stop;
    const d = stop.type === 'Binary' && (stop.op === '-' || stop.op === '+') ? numberValue(stop.right) : undefined;
    if (d !== undefined && Number.isFinite(d) && stop.type === 'Binary') atLeast(stop.left, stop.op === '-' ? a + d : a - d);
    return out;
  }

  function forStmt(s: For, st: State, list: readonly Stmt[], index: number): State {
    expr(s.range, st);
    const before = copy(st);
    const changed = modifiedNames([s]);
    const loopVar = s.variable.type === 'Identifier' ? s.variable.name : undefined;
    // `idx = 1:n; for k = idx`: the range as assigned just before.
    const range = s.range.type === 'Identifier' ? valueBefore(list, index, s.range.name) ?? s.range : s.range;
    const startValue = range.type === 'Range' ? numberValue(range.start) : undefined;
    // A second iteration sees the first's assignments; a first iteration does not.
    const first = firstEnv(list, index, loopVar, startValue, changed);
    const invariants = loopInvariants(s.body, st, changed, first, s.variable);
    const inBody = loopEntry(st, changed);
    keepGuards(inBody, invariants);
    // Octave's `for [val, key] = s` assigns both names.
    if (s.variable.type === 'Matrix') for (const v of s.variable.rows.flat()) target(v, inBody);
    else target(s.variable, inBody);
    // `for ind = 1:3` with a body that leaves ind alone: ind is 1, 2 or 3 in it, so a
    // `switch ind` with those cases covers it (GPmat's lfm kernels' gradients).
    const values = loopVar !== undefined && !modifiedNames(s.body).has(loopVar) ? loopValues(range) : undefined;
    const varKey = values && keys.keyOf(s.variable);
    if (values && varKey?.[0] === '+') inBody.facts.add(domainKey(varKey.slice(1), values));
    // `for k = 1:n` runs when facts say n >= 1, or when an earlier loop over the same range
    // ran (which `runsFact` then guards what it assigned).
    // `for i = p:-1:1` runs exactly when `for i = 1:p` does.
    const forward = sameRunsAscending(s.range);
    const rangeKey = keys.runsKey(forward);
    const runsFact = rangeKey !== undefined && ![...changed].some((n) => keys.varsOf(rangeKey)?.has(n)) ? rangeKey : undefined;
    if (runsFact !== undefined) registerRuns(runsFact, (facts) => rangeRunsGiven(forward, facts, keys, countNames));
    const runs = runsAtLeastOnce(s.range, firstEnv(list, index)) || (runsFact !== undefined && holds(runsFact, st.facts)) || rangeRunsGiven(forward, st.facts, keys, countNames);
    // In the body of `for i = 1:length(x(:))` (or `numel(x)`), x is not empty, while the body
    // leaves it alone (MATPOWER's describe_idx: `if ~isempty(idxs), s = ...; end` before it).
    const counted = countedValue(forward);
    const notEmpty = counted && keys.notEmpty(counted);
    if (notEmpty !== undefined && ![...changed].some((n) => keys.varsOf(notEmpty)?.has(n))) inBody.facts.add(notEmpty);
    // In the body of `for i = a:S`, S >= a (a constant that path had, `n = 0`, is ruled out:
    // RAVEN's libSBML helpers, `n = 0; if flag, n = 2; v = ...; end; for i = 1:n, use(v)`).
    const bounds = stopAtLeastStart(forward, changed);
    for (const k of bounds) inBody.facts.add(k);
    if (runsFact !== undefined || notEmpty !== undefined || bounds.length > 0) {
      if (runsFact !== undefined) inBody.facts.add(runsFact);
      promote(inBody);
    }
    const entry = loopVar !== undefined && depth.silent === 0 && unrollable(range) ? copy(inBody) : undefined;
    runLoop(st, s.body, { before, inBody, changed, invariants, first, runs, runsFact });
    if (entry !== undefined) unrolled(st, s.body, range, loopVar!, entry, list, index, changed);
    // The loop variable is assigned when the `for` line runs, even over an empty range
    // (MATLAB and Octave give it an empty value).
    if (s.variable.type === 'Matrix') for (const v of s.variable.rows.flat()) target(v, st);
    else target(s.variable, st);
    // A loop that ran no iteration leaves its variable empty, which no `if` takes for true:
    // where `if k` (or `if k == 1`) holds after the loop, until k changes, the loop ran and
    // what it guards holds a value (mtex's slipSystem).
    const loopKey = loopVar !== undefined && runsFact !== undefined && !runs ? keys.keyOf(s.variable) : undefined;
    if (loopKey?.[0] === '+') {
      for (const [name, guards] of st.guarded) {
        const more: string[] = [];
        for (const k of guards) {
          const parts = conjuncts(k);
          if (k === runsFact) more.push(loopKey);
          else if (parts?.includes(runsFact!)) more.push(conjunctionKey(parts.map((p) => (p === runsFact ? loopKey : p))));
        }
        if (more.length > 0) addGuards(st, name, more);
      }
    }
    return st;
  }

  function whileStmt(s: While, st: State, list: readonly Stmt[], index: number): State {
    expr(s.cond, st, [], false, true);
    const before = copy(st);
    const changed = modifiedNames(s.body);
    const condHolds = keys.factsOf(s.cond, true);
    // A name the condition guards is assigned on the first entry, so on every later one.
    const entry = copy(st);
    addFacts(entry, condHolds);
    promote(entry);
    const first = firstEnv(list, index, undefined, undefined, changed);
    const invariants = loopInvariants(s.body, entry, changed, first);
    const inBody = loopEntry(entry, changed);
    keepGuards(inBody, invariants);
    addFacts(inBody, condHolds);
    promote(inBody);
    // `done = false; while ~done`: the first test surely holds; so does a conjunction each
    // of whose parts holds by the constants before the loop or by the facts here
    // (`strike = 1; while strike < 3 && ~failure` inside `while ~failure`).
    // The constants before the loop in its block, or a single value the facts give a name
    // (`err = Inf` before the `if` whose branch holds `while err > tol`).
    const domains = lazyDomains(st.facts);
    const known: Env = (name) => first(name) ?? onlyNumber(domains().get(name));
    const holdsNow = (c: Expr): boolean => {
      if (truthy(evaluate(c, known)) || aboveEverything(c, known)) return true;
      const k = keys.keyOf(c);
      if (k !== undefined && holds(k, st.facts)) return true;
      // `k = 0; while k < n` after `assert(n >= 1)`: the counter's first value in the test.
      const bound = withKnownSide(c, known);
      const kb = bound && keys.keyOf(bound);
      return kb !== undefined && (holds(kb, st.facts) || !feasible(new Set([...st.facts, negate(kb)])));
    };
    const runs = truthy(evaluate(s.cond, first)) || operands(s.cond, ['&&', '&']).every(holdsNow);
    // `while true`: the loop is left only by a break (or an error, or a return), so what
    // follows it starts from the states at its breaks.
    const outer = depth.breaks;
    const exits = truthy(evaluate(s.cond, () => undefined)) ? { depth: depth.loop + 1, silent: depth.silent, states: [] as State[] } : undefined;
    if (exits) depth.breaks = exits;
    try {
      runLoop(st, s.body, { before, inBody, changed, invariants, first, runs, skipped: runs ? undefined : before });
    } finally {
      depth.breaks = outer;
    }
    if (exits) return exits.states.length > 0 ? join(exits.states, unread, tracked) : st;
    // Left only when its test fails (a return or an error leaves the function): what the
    // failed test says holds after it (`while ~done ... end; if done, x = ...; end`).
    if (!breaksOut(s.body)) exitFacts(st, s.cond, false);
    return st;
  }

  /** Octave's `do ... until cond`: the body runs at least once. */
  function doUntilStmt(s: DoUntil, st: State, list: readonly Stmt[], index: number): State {
    const after = deeper(() => loopBody(s.body, loopEntry(st, modifiedNames(s.body)), firstEnv(list, index)));
    expr(s.cond, after);
    if (!breaksOut(s.body)) exitFacts(after, s.cond, true);
    return after;
  }
}

function truthy(v: number | undefined): boolean {
  return v !== undefined && v !== 0;
}

/** The number a domain holds when it holds only one. */
function onlyNumber(values: ReadonlySet<string> | undefined): number | undefined {
  if (values?.size !== 1) return undefined;
  const [only] = values;
  return only.startsWith('n:') ? Number(only.slice(2)) : undefined;
}

/** `err > tol` with `err = Inf` before the loop (an iterative method's first test): it holds for
 *  every tolerance but an infinite or NaN one, which no caller means; `k <= numel(x)` with k at
 *  most 0 holds for every x. */
export function aboveEverything(c: Expr, first: (name: string) => number | undefined): boolean {
  if (c.type !== 'Binary') return false;
  // `idx <= length(bytes)` with idx = 0 (jsonlab's loadmsgpack): a count is never below 0.
  const small = c.op === '<=' ? c.left : c.op === '>=' ? c.right : undefined;
  const count = c.op === '<=' ? c.right : c.op === '>=' ? c.left : undefined;
  if (small && count && countOf(count) !== undefined) {
    const v = evaluate(small, first);
    if (v !== undefined && v <= 0) return true;
  }
  if (c.op === '>' || c.op === '>=') return evaluate(c.left, first) === Infinity || evaluate(c.right, first) === -Infinity;
  if (c.op === '<' || c.op === '<=') return evaluate(c.right, first) === Infinity || evaluate(c.left, first) === -Infinity;
  return false;
}

/** A comparison with one side a name of known value, that side written as its number. */
function withKnownSide(c: Expr, known: Env): Expr | undefined {
  if (c.type !== 'Binary' || !['<', '<=', '>', '>=', '==', '~='].includes(c.op)) return undefined;
  const number = (e: Expr): Expr | undefined => {
    if (e.type !== 'Identifier') return undefined;
    const v = known(e.name);
    return v === undefined || !Number.isFinite(v) ? undefined : numberNode(v, e.span);
  };
  const l = number(c.left);
  const r = number(c.right);
  if ((l === undefined) === (r === undefined)) return undefined;
  return l ? { ...c, left: l } : { ...c, right: r! };
}
