// Variables that may be used before they are assigned: a forward "definitely assigned" analysis
// over the structured statements of a function. MATLAB stops with "Unrecognized function or
// variable" when such a use runs on a path where the assignment did not happen.
//
// Besides the names assigned on every path, the analysis keeps guarded assignments: a name
// assigned under `if C` is assigned wherever C still holds, so a later use under the same
// condition (`if C`, `C && ...`, the `else` of `if ~C`) is not reported; assigning any variable
// C reads forgets the guard. In a loop, `if niter == 1, delta = ...; end` runs on the first
// iteration when `niter` is 1 on entry, so delta is assigned for the rest of the body.
import { pushAll, visitNodes } from '../syntax/index.js';
import type { Kind, Unit } from '../kinds/index.js';
import type { Diagnostic, Expr, Identifier, Stmt } from '../syntax/index.js';
import type { CallContext } from './call-sites.js';
import { assignedByNested, collectAssigned } from './unassigned-names.js';
import { assignedAlongside, assignedAround, assignedBeside, assignedWith, existQueried, mayClear, hasContinue, returnsOrJumps, allStatements } from './unassigned-blocks.js';
import { caseLiterals, conditionValue, numberValue, valueAfter } from './unassigned-evaluate.js';
import { disjuncts, feasible, guardKeys, negate, operands } from './unassigned-guards.js';
import { conjuncts } from './unassigned-conjunctions.js';
import { changesByName, listInliner, modifiedNames, type ChangedNames } from './unassigned-changes.js';
import { rootName } from '../syntax/index.js';
import { staticPath } from './unassigned-fields.js';
import { countVariables, isCountKey, setCountVariables } from './unassigned-counts.js';
import { domainKey, FactSet, lazyDomains } from './unassigned-domains.js';
import { parsedParser, parserDomains, resultsField, type ParserDomains } from './unassigned-parser.js';
import { guardsReading, invalidator, keepRefuted } from './unassigned-invalidate.js';
import { conditionNames, statementFacts } from './unassigned-facts.js';
import { branchRules, type FirstTaken } from './unassigned-branches.js';
import { exhausted, loopRules, statementsIn, unreachedEnv, type Env, type WalkDepth } from './unassigned-loops.js';
import { aboveEverything, loopStatements } from './unassigned-loop-statements.js';
import { addGuards, copy, holds, impliedBy, isWithKey, join, promote, resetImplied, type State } from './unassigned-state.js';
import { mayBeUnassigned } from './unassigned-quick.js';
import { CALLS_BACK } from './global-writers.js';
import { assignedLast, inspectsCaught, safeStart, statementKeys } from './unassigned-try.js';
import { skippedBy } from './unassigned-why.js';
import { expandPredicate } from './predicates.js';
import { shiftedComparisons } from './unassigned-steps.js';
import { parameterFacts } from './unassigned-params.js';
import { blockExits, type KindLookup } from './unreachable.js';



/** `shared`: the variables of the enclosing functions, which a nested function sees as they
 *  are when it is called (not reported). */
/** `callers`: for a local function, what its calls in the file pass (see call-sites). */
/** `octaveCalls`: in Octave code, the names a call with arguments resolves to a function of
 *  the project for, when no variable of that name holds a value. */
export function unassignedDiagnostics(unit: Unit, kindOf: KindLookup, unitKinds: Record<string, Kind>, dynamic: boolean, shared: ReadonlySet<string> = new Set(), callers?: CallContext, octaveCalls?: (name: string) => boolean): Diagnostic[] {
  // A script sees its caller's variables; eval/load/assignin create variables unseen.
  if (unit.type === 'script' || dynamic) return [];
  resetImplied();
  setCountVariables(new Set());
  const out: Diagnostic[] = [];
  const reported = new Set<string>();
  // The inputParser parameters' texts, found when the unit first calls parse (see parserFacts).
  let parsers: ParserDomains | undefined;
  // Above 0 while a loop body is walked only to learn what one iteration surely assigns.
  const size = statementsIn(unit.body);
  const depth: WalkDepth = { silent: 0, loop: 0, work: 0, budget: WORK_PER_STATEMENT * size + WORK_BASE, effortBudget: EFFORT_PER_STATEMENT * size + EFFORT_BASE, forgettingBudget: FORGETTING_PER_STATEMENT * size + FORGETTING_BASE };
  const isVar = (id: Identifier): boolean => kindOf.get(id) === 'VAR';
  // Above 0 inside the body of a `try` whose catch ignores the error it catches: an unassigned
  // read there raises an error the code expects may happen (a loader's `catch,
  // interfaceError(fname)` rejecting a malformed file; `try delete(tmp); end`). A catch that
  // shows or rethrows the error (`err.message`, `lasterror`) leaves the read reported.
  let caught = 0;

  const use = (id: Identifier, st: State, extra: readonly string[]): void => {
    if (!isVar(id) || st.assigned.has(id.name) || shared.has(id.name) || byNested.has(id.name)) return;
    // Only names this unit assigns: others are a nested function's parent's, or globals.
    if (!localNames.has(id.name)) return;
    const guards = st.guarded.get(id.name);
    if (depth.silent === 0 && caught === 0 && !exhausted(depth) && !reported.has(id.name) && !covered(guards, st, extra)) {
      reported.add(id.name);
      out.push({
        severity: 'warning',
        code: 'unassigned-variable',
        span: id.span,
        message: `'${id.name}' may be used before it is assigned: on some path to this line no assignment to it has run.`,
        // Where it is assigned: the reader judges the paths that skip these.
        related: (sites.get(id.name) ?? []).filter((at) => at.span.line !== id.span.line).slice(0, 3).map((at) => {
          const why = skippedBy(unit.body, at.span, id.span, (sites.get(id.name) ?? []).map((x) => x.span));
          return { message: `'${id.name}' is assigned here${why ? `, ${why}` : ''}`, span: at.span };
        }),
      });
    }
    holdsValue(id.name, st, guards, id.span.offset);
  };

  /** After a use of `name` (a path where it had no value failed there) it holds a value, and so
   *  do the names assigned on exactly the same branches. */
  const holdsValue = (name: string, st: State, guards: ReadonlySet<string> | undefined, at: number): void => {
    // The names assigned on exactly the same branches (`a = ...; b = ...;` in one branch).
    // With correlation keys of two joins, the name holds a value when either holds: neither is known.
    const correlated = [...(guards ?? [])].filter(isWithKey);
    if (correlated.length === 1) {
      st.facts.add(correlated[0]);
      for (const k of impliedBy(correlated[0]) ?? []) st.facts.add(k);
      promote(st);
    } else if (correlated.length > 1) {
      // Names with the same correlation keys are assigned on the same paths (each key one way).
      const same = (g: ReadonlySet<string>): boolean => {
        const keys = [...g].filter(isWithKey);
        return keys.length === correlated.length && correlated.every((k) => g.has(k));
      };
      // Or assigned whichever of the keys holds: it guards the other name, or brings a fact that
      // does (the first of two loops over one range ran, read after both: the second ran too).
      // (Not where a clear may have removed one since.)
      const whichever = (g: ReadonlySet<string>): boolean => !clears() && correlated.every((k) => g.has(k) || [...(impliedBy(k) ?? [])].some((f) => g.has(f)));
      for (const [other, g] of st.guarded) if (other !== name && (same(g) || whichever(g))) assign(other, st);
    }
    // The name itself holds a value from here on this path (its value is unchanged: the facts
    // about it stay), and so do the names every assignment of it also assigns.
    st.assigned.add(name);
    st.maybe.add(name);
    st.guarded.delete(name);
    for (const other of alongside(name)) if (!st.assigned.has(other)) assign(other, st);
    // (Only where an assignment of the name comes before the read: a read before all of them
    // fails on every path, and what it would prove of the names beside them would hide their
    // own reads' failures: Kilosort's `Nk = size(iC, 2)` above every assignment of iC.)
    for (const [other, sites] of beside(name)) {
      if (!st.assigned.has(other) && localNames.has(other) && sites.some(([mine]) => mine < at) && sites.every(([mine, theirs]) => !(mine < at && at < theirs))) assign(other, st);
    }
  };

  /** A guard of the name holds here (so it is assigned). */
  const covered = (guards: ReadonlySet<string> | undefined, st: State, extra: readonly string[]): boolean => {
    // The right of `&&`/`||` where the left contradicts what holds never runs (also by the
    // facts together: `nargin < 3 || isempty(n)` in a function of two inputs, hctsa's DVV_dvv).
    if (extra.some((k) => holds(negate(k), st.facts))) return true;
    const all: Iterable<string> = extra.length > 0 ? [...st.facts, ...extra] : st.facts;
    if (extra.length > 0 && !feasible(new Set(all))) return true;
    if (!guards) return false;
    const domains = lazyDomains(all);
    for (const k of guards) if (holds(k, st.facts, extra, domains)) return true;
    // `if fa, s.x = 1; end; if fb, s.y = 2; end; if fa || fb, use(s)`: each part of a
    // disjunction that holds guards the name or is refuted.
    // Or by cases, each part with the earlier ones failed: `if a, d = ...; end; if b && ~a, d =
    // ...; end; if a || b, use(d)` (Suite2P's reg2P).
    for (const f of all) {
      const parts = disjuncts(f);
      if (parts?.every((p, i) => guards.has(p) || holds(negate(p), st.facts, extra, domains) || [...guards].some((g) => holds(g, st.facts, [...extra, p, ...parts.slice(0, i).map(negate)])))) return true;
    }
    // `if nargout > 2` where `nargout > 1` guards: no count meets the facts and not the guard.
    // Or by several: `if nargin == 4, c = 1; end; if nargin >= 5, c = 2; end` where nargin >= 4.
    const counts = [...guards].filter(isCountKey);
    for (const k of counts) if (!feasible(new Set([...st.facts, ...extra, negate(k)]))) return true;
    return counts.length > 1 && !feasible(new Set([...st.facts, ...extra, ...counts.map(negate)]));
  };

  // Names assigned somewhere in this unit's own body (parameters included).
  const localNames = new Set<string>(unit.params.map((p) => p.name));
  // A nested function shares this unit's variables: a call of it may assign them (an output
  // of the parent set by a nested `setup` function), which this walk does not follow.
  const byNested = assignedByNested(unit);
  // A copy of a variable assigned before cannot fail; of a parameter it may (not passed), unless
  // the body never gives the parameter a value of its own: then no call may leave it out
  // (matlab2tikz's `try, m2tBackup = m2t; ... catch, m2t = m2tBackup;`).
  const params = new Set<string>(unit.params.map((p) => p.name));
  const queried = existQueried(unit.body, (name) => kindOf.existenceTest?.(name) ?? false);
  // A function that counts its arguments or asks whether one exists may be called without some
  // (looked for only when a try copies a parameter).
  let countsArguments: boolean | undefined;
  const mayBeLeftOut = (param: string): boolean => {
    countsArguments ??= queried.some((n) => params.has(n)) || readsNargin(unit.body);
    return assignedInBody.has(param) || countsArguments;
  };
  const copiable = (st: State) => (n: string): boolean => st.assigned.has(n) && (!params.has(n) || !mayBeLeftOut(n));
  const sites = new Map<string, Identifier[]>();
  collectAssigned(unit.body, localNames, sites);
  if (Object.keys(unitKinds).length === 0) return [];
  const inputs = unit.def?.inputs.filter((p): p is Identifier => p.type === 'Identifier').map((p) => p.name) ?? [];
  // A classdef constructor's output is the new object, there from the start.
  const [cls, method] = unit.name.split('.');
  if (method !== undefined && cls === method) inputs.push(...(unit.def?.outputs.map((o) => o.name) ?? []));
  // `exist('x', 'var')` means the author expects x to be missing at times: trust the guard,
  // also for the names only ever assigned together with x (`[msg, id] = f(...)` in a few
  // branches, then `if exist('id', 'var'), error(id, msg)`: bids-matlab).
  let changes: ReturnType<typeof changesByName> | undefined;
  const changesOfBody = (): ReturnType<typeof changesByName> => (changes ??= changesByName(unit.body));
  let companions: ((name: string) => readonly string[]) | undefined;
  let clearing: boolean | undefined;
  const clears = (): boolean => (clearing ??= mayClear(unit.body));
  const alongside = (name: string): readonly string[] => (companions ??= assignedAlongside(changesOfBody(), mayClear(unit.body)))(name);
  let besides: ReturnType<typeof assignedBeside> | undefined;
  const beside = (name: string): ReturnType<ReturnType<typeof assignedBeside>> => (besides ??= assignedBeside(unit.body, changesOfBody(), mayClear(unit.body)))(name);
  const known = [...inputs, ...queried, ...(queried.length > 0 ? assignedWith(queried, changesOfBody()) : [])];
  // The names some use may read unassigned, found by a quick walk: the only ones tracked.
  const tracked = mayBeUnassigned(unit.body, known, { isVar, reportable: (n) => localNames.has(n) && !shared.has(n) && !byNested.has(n), locals: localNames });
  if (tracked.size === 0) return [];

  // A global holds what the last assignment gave it until a call that may run the program's
  // code (which may assign it): its guards and facts are forgotten there (see `mayRunProgram`).
  const globals: string[] = [];
  let persistent = false;
  let nested = false;
  for (const s of allStatements(unit.body)) {
    if (s.type === 'Global') for (const n of s.names) if (!globals.includes(n.name)) globals.push(n.name);
    persistent ||= s.type === 'Persistent';
    nested ||= s.type === 'Function';
  }
  const predicate = kindOf.predicate;
  const lists = listInliner(unit.body, unit.params.map((p) => p.name));
  const keys = guardKeys(new Set(), (call) => (predicate ? expandPredicate(call, predicate) : undefined) ?? lists(call));
  const countNames = countVariables(unit.body, inputs);
  // Declared persistent and changed by nothing else (nor by a nested function, which may share it).
  const neverAssigned = new Set<string>();
  if (persistent && !nested) {
    for (const [name, byName] of changesOfBody()) if (byName?.every((c) => c.type === 'Persistent')) neverAssigned.add(name);
  }
  setCountVariables(countNames, unit.body);
  // The parameters the body never assigns, by position: reading one says `nargin >= k`.
  const assignedInBody = new Set<string>();
  collectAssigned(unit.body, assignedInBody);
  const { parameterRead, surelyRead } = parameterFacts(unit, keys, kindOf, assignedInBody);

  const factNames = conditionNames(unit.body);
  const invalidate = invalidator(keys);
  // Answers of mayRunProgram (a library lookup), per name.
  const runsProgram = new Map<string, boolean>();
  const start: State = { assigned: new Set(known), guarded: new Map(), facts: new FactSet(), maybe: new Set(known) };
  const { constantFacts, clampFacts, elementFacts, aliasFacts, copyFacts, nonEmptyFacts, grownFacts, countFacts, sizeFacts, indexedFacts, validatedFacts, callerFacts, declaredCountFacts, argumentCountFacts, indexingFacts, memberFacts, fieldNamesFacts } = statementFacts(keys, kindOf, unit, callers);
  const loops = loopRules({ keys, localNames, tracked, depth, walk, invalidate, target, assign });
  const { loopEntry } = loops;
  const { forStmt, whileStmt, doUntilStmt } = loopStatements({ keys, depth, tracked, countNames, loops, expr, target, unread, exitFacts });
  // The function's own variables (not its inputs, globals or persistents, nor its parent's)
  // that no statement before offset `at` changes: none can hold a value there, outside loops (a
  // function with nested ones aside: a call of one may assign any of them).
  const absent = (name: string, at: number): boolean => {
    if (unit.nested.length > 0 || !localNames.has(name) || params.has(name) || shared.has(name)) return false;
    const changes = changesOfBody().get(name);
    return changes != null && changes.every((c) => c.type === 'Assign' && c.span.offset > at);
  };
  // `exist('x', 'var')` holding: x holds a value there, and so do the names a statement before
  // each assignment of x in its block assigns (qMRLab: `tmpDir = tempname; ...; gzName = f;`
  // then `if exist('gzName', 'var'), rmdir(tmpDir)`).
  const existenceHolds = (cond: Expr, value: boolean, st: State): void => {
    const e = cond.type === 'Paren' ? cond.expr : cond;
    if (e.type === 'Unary' && e.op === '~') return existenceHolds(e.operand, !value, st);
    if (e.type === 'Binary' && e.op === '&&' && value) {
      existenceHolds(e.left, true, st);
      existenceHolds(e.right, true, st);
      return;
    }
    // `exist('x', 'var') == 1` (or `~= 0`, `> 0`; `== 0` the other way).
    if (e.type === 'Binary' && numberValue(e.right) !== undefined) {
      const n = numberValue(e.right)!;
      const says = e.op === '==' ? (n === 1 ? true : n === 0 ? false : undefined) : (e.op === '~=' || e.op === '>') && n === 0 ? true : undefined;
      if (says !== undefined) existenceHolds(e.left, says === value, st);
      return;
    }
    if (!value || e.type !== 'Index' || e.target.type !== 'Identifier' || e.target.name !== 'exist' || kindOf.get(e.target) !== 'FN' || e.args.length !== 2) return;
    const [what, kind] = e.args;
    if (what?.type !== 'String' || kind?.type !== 'String' || kind.value !== 'var' || !localNames.has(what.value)) return;
    for (const other of assignedAround([what.value], unit.body, changesOfBody(), e.span.offset)) if (localNames.has(other) && !st.assigned.has(other)) assign(other, st);
  };
  const readsInCondition = (cond: Expr, value: boolean, st: State): void => {
    surelyRead(cond, value, st);
    existenceHolds(cond, value, st);
  };
  const { ifStmt, switchStmt } = branchRules({ keys, kindOf, depth, tracked, walk, expr, carry, unread, sameOnEveryIteration, surelyRead: readsInCondition, absent });
  declaredCountFacts(start);
  callerFacts(start);
  indexingFacts(start);
  walk(unit.body, start);
  return out;

  /** A statement that runs a name alone (`icadefs;`, `setup`) that is no variable here and
   *  that nothing of the path or of MATLAB defines: a script the checker cannot see. */
  function unseenScript(x: Stmt): boolean {
    const id = x.type === 'ExprStmt' && x.expr.type === 'Identifier' ? x.expr : x.type === 'Command' && x.args.length === 0 ? x.name : undefined;
    return id !== undefined && kindOf.get(id) !== 'VAR' && kindOf.resolves?.(id.name) === false;
  }

  /** May a call of `name` run code of the program (and assign a global)? Any function but a
   *  builtin that calls nothing it is given: `feval`, `cellfun`, solvers and `set` (which runs
   *  listeners) may. */
  function mayRunProgram(name: string): boolean {
    let out = runsProgram.get(name);
    if (out === undefined) runsProgram.set(name, (out = (!(kindOf.builtinCall?.(name) ?? false) || CALLS_BACK.test(name)) && (kindOf.mayWriteGlobals?.(name, globals) ?? true)));
    return out;
  }

  /** Names a whole earlier iteration assigned hold values here. */
  function carry(st: State, names: ReadonlySet<string>): void {
    for (const n of names) {
      st.assigned.add(n);
      st.maybe.add(n);
    }
  }

  /** Does key k read a variable of this unit that no path to state s assigned? */
  function unread(s: State, k: string): boolean {
    // `a || b` may hold by a part that reads no such variable (`~n || rz` where rz = n was
    // assigned: after a copy, its clause); `a && b` cannot hold without each of its parts.
    const alternatives = disjuncts(k);
    if (alternatives) return alternatives.every((p) => unread(s, p));
    const parts = conjuncts(k);
    if (parts) return parts.some((p) => unread(s, p));
    const vars = keys.varsOf(k);
    if (!vars) return false;
    for (const v of vars) if (localNames.has(v) && !s.maybe.has(v)) return true;
    return false;
  }

  /** `field`: only this field path of the variable was assigned (`opts.tol = 1`). */
  function assign(name: string, st: State, field?: string): void {
    st.assigned.add(name);
    st.maybe.add(name);
    st.guarded.delete(name);
    if (keys.guardVars.has(name)) invalidate(st, [name], field);
  }

  function addFacts(st: State, facts: readonly string[]): void {
    for (const k of facts) st.facts.add(k);
  }

  /** A loop left by its test giving `value`: what that says holds, and the names it guards. */
  function exitFacts(st: State, cond: Expr, value: boolean): void {
    const facts = keys.factsOf(cond, value);
    if (facts.length === 0) return;
    addFacts(st, facts);
    promote(st);
  }

  /** `extra`: keys that hold for this expression only (the left side of `&&` for its right). */
  /** `condition`: e is an if's or while's condition, where MATLAB (and Octave) short-circuit `&`
   *  and `|` as `&&` and `||` (bnt's `if (t == 0 & top == 3) | ...`, top assigned where t == 0). */
  function expr(e: Expr, st: State, extra: readonly string[] = [], lazy0 = false, condition = false): void {
    // The expressions to read; those that may not run (right of `&&`, `||`) are marked lazy.
    const work: Array<[Expr, readonly string[], boolean?, boolean?]> = [[e, extra, lazy0, condition]];
    while (work.length > 0) {
      const [x, ex, lazy, cond] = work.pop()!;
      switch (x.type) {
        case 'Identifier':
          if (!lazy) parameterRead(x, st);
          use(x, st, ex);
          if (globals.length > 0 && kindOf.get(x) !== 'VAR' && mayRunProgram(x.name)) invalidate(st, globals);
          break;
        case 'FunctionHandle':
          // A handle given to a builtin (`cellfun(@f, c)`) runs f there.
          if (globals.length > 0) invalidate(st, globals);
          break;
        case 'Binary':
          if (x.op === '&&' || x.op === '||' || (cond && (x.op === '&' || x.op === '|'))) {
            const more = keys.factsOf(x.left, x.op === '&&' || x.op === '&');
            work.push([x.right, more.length > 0 ? [...ex, ...more] : ex, true, cond], [x.left, ex, lazy, cond]);
            continue;
          } else work.push([x.right, ex, lazy], [x.left, ex, lazy]);
          break;
        case 'Unary':
        case 'Postfix':
          work.push([x.operand, ex, lazy]);
          if (x.op === '++' || x.op === '--') {
            const name = rootName(x.operand);
            if (name !== undefined) invalidate(st, [name]);
          }
          break;
        case 'Range':
          work.push([x.stop, ex, lazy], ...(x.step ? [[x.step, ex, lazy] as [Expr, readonly string[], boolean?]] : []), [x.start, ex, lazy]);
          break;
        case 'Index':
        case 'CellIndex':
          // Popped last first: pushed in reverse, the arguments are read left to right, as MATLAB
          // evaluates them (the first unassigned one is where the line fails).
          pushAll(work, x.args.map((a): [Expr, readonly string[], boolean?] => [a, ex, lazy]).reverse());
          // Octave looks a name up when the line runs: `lti(p, m)` where no assignment to the
          // variable lti ran calls the function lti (MATLAB's kinds make it the variable).
          if (!(x.type === 'Index' && x.args.length > 0 && x.target.type === 'Identifier' && octaveCalls?.(x.target.name))) work.push([x.target, ex, lazy]);
          break;
        case 'Field':
          work.push([x.target, ex, lazy]);
          break;
        case 'DynamicField':
          work.push([x.name, ex, lazy], [x.target, ex, lazy]);
          break;
        case 'Matrix':
        case 'Cell':
          pushAll(work, x.rows.flat().map((a): [Expr, readonly string[], boolean?] => [a, ex, lazy]).reverse());
          break;
        case 'Paren':
          work.push([x.expr, ex, lazy, cond]);
          break;
        case 'NameValue':
          work.push([x.value, ex, lazy]);
          break;
        case 'AssignExpr':
          // Octave's `a = b = 0`: b is assigned too.
          expr(x.value, st, ex, lazy);
          target(x.target, st);
          break;
        case 'AnonFunction': {
          if (globals.length > 0) invalidate(st, globals);
          // Captured when the handle is made; its own parameters are bound.
          const inner = copy(st);
          for (const p of x.params) if (p.type === 'Identifier') assign(p.name, inner);
          expr(x.body, inner, ex);
          break;
        }
        default:
          break;
      }
    }
  }

  /** An assignment target: indexing a variable reads it first (`x(2) = 1` needs no x, though:
   *  MATLAB creates it), so only the index expressions are uses. */
  function target(t: Expr, st: State): void {
    let cur = t;
    while (cur.type === 'Index' || cur.type === 'CellIndex' || cur.type === 'Field' || cur.type === 'DynamicField') {
      if (cur.type === 'Index' || cur.type === 'CellIndex') for (const arg of cur.args) expr(arg, st);
      if (cur.type === 'DynamicField') expr(cur.name, st);
      cur = cur.target;
    }
    if (cur.type === 'Identifier') assign(cur.name, st, t.type === 'Field' ? staticPath(t) : undefined);
  }

  /** Does the condition read only names the loop does not change (and no volatile function)? */
  function sameOnEveryIteration(cond: Expr, first: Env | undefined): boolean {
    if (!first?.changed) return false;
    const key = keys.keyOf(cond);
    const vars = key === undefined ? undefined : keys.varsOf(key);
    // A struct the loop changes only in fields the condition does not read is the same for it
    // (`switch x.kind` in a loop that sets x.w: bnt's glmtrain).
    const changed = first.changed as ChangedNames;
    const touched = (v: string): boolean => {
      const paths = changed.onlyFields?.get(v);
      return paths === undefined || [...paths].some((p) => keys.touches(key!, v, p));
    };
    return vars !== undefined && ![...vars].some((v) => changed.has(v) && touched(v));
  }

  /** `first`: in a loop body, the values known on the first iteration's entry. */
  /** `carried`: names a completed earlier iteration surely assigned, which hold in the clauses
   *  of a first-iteration if after its first (they run on a later iteration only). */
  function walk(list: readonly Stmt[], st: State, first?: Env, carried?: ReadonlySet<string>): State {
    // What the statements before the current one change, found only when a value is needed.
    // With the first iteration's values of the names they change, where a plain update gives
    // one (`iter = iter + 1` after `iter = 0`: 1), else undefined.
    const changed = new Map<string, number | undefined>();
    const stepped = (n: string): number | undefined => (changed.has(n) ? changed.get(n) : first?.(n));
    let scanned = 0;
    let skipped = false;
    const scanTo = (i: number): void => {
      for (; scanned < i && !skipped; scanned++) {
        // After a `continue`, a later iteration may be the first to reach what follows.
        const s = list[scanned];
        if (hasContinue([s])) skipped = true;
        else for (const n of modifiedNames([s])) changed.set(n, first && !first.unreached ? valueAfter(s, n, stepped) : undefined);
      }
    };
    for (let i = 0; i < list.length; i++) {
      // Past its budget the walk reports nothing more (see `use`): what is left is not walked.
      if (exhausted(depth)) return st;
      const s = list[i];
      let firstTaken = false;
      let firstSkipped = false;
      // The first iteration's values inside the clauses of an if, for the ifs nested there: the
      // names the statements before it changed are no longer known, and after a `continue` the
      // first iteration may not have come this far.
      let inner: Env | undefined;
      if (first?.changed && (s.type === 'If' || s.type === 'Switch' || s.type === 'Try')) {
        scanTo(i);
        if (!skipped) inner = changed.size === 0 ? first : Object.assign(stepped, { changed: first.changed, unreached: first.unreached });
      }
      // The clause the first iteration surely takes when it takes none before it (`if done,
      // break, elseif k == 1, ... else ...`): the clauses after it run on later iterations only.
      let firstIndex = 0;
      if (first && s.type === 'If') {
        const env = (n: string): number | undefined => {
          scanTo(i);
          return skipped ? undefined : stepped(n);
        };
        const v = conditionValue(s.clauses[0].cond, env);
        if (v === 0) {
          scanTo(i);
          firstSkipped = !skipped;
        }
        // `if score < best` with `best = Inf` before the loop holds for every finite score (as
        // an iterative method's `err > tol` does: aspire's best-so-far searches).
        firstIndex = s.clauses.findIndex((c) => (conditionValue(c.cond, env) ?? 0) !== 0 || aboveEverything(c.cond, env));
        if (firstIndex >= 0) {
          scanTo(i);
          firstTaken = !skipped && s.clauses.slice(0, firstIndex + 1).every((c) => !hasContinue(c.body));
        }
      }
      st = stmt(s, st, list, i, firstTaken ? { names: carried ?? new Set(), index: firstIndex } : undefined, firstSkipped ? carried : undefined, inner, carried);
      // What follows a return, a break or an error() in the same block never runs.
      if (LEAVING.has(s.type) && blockExits([s], kindOf)) break;
    }
    return st;
  }

  /** After `p.parse(...)`: each `p.Results.name` holds a text its validator or default allows. */
  function parserFacts(s: Stmt, st: State): void {
    const parser = parsedParser(s);
    if (parser === undefined) return;
    parsers ??= parserDomains(unit.body);
    for (const [name, values] of parsers.get(parser) ?? []) {
      const key = keys.keyOf(resultsField(parser, name, s.span));
      if (key?.[0] === '+') st.facts.add(domainKey(key.slice(1), values));
    }
  }

  /** `later`: for an if whose first condition fails on a loop's first iteration (`if k > 1`),
   *  the names an earlier, whole iteration surely assigned: its first clause runs only after one. */
  function stmt(s: Stmt, st: State, list: readonly Stmt[], index: number, firstTaken?: FirstTaken, later?: ReadonlySet<string>, inner?: Env, carried?: ReadonlySet<string>): State {
    depth.work++;
    switch (s.type) {
      case 'ExprStmt':
        expr(s.expr, st);
        // An expression statement gives `ans` its value (a call of a function with no output
        // aside, which this does not tell apart: bnt's `a > 0; c = ans;`).
        if (localNames.has('ans') && !st.assigned.has('ans')) assign('ans', st);
        // `assert(cond, ...)` raises unless cond holds, as `if ~cond, error(...); end` does.
        if (s.expr.type === 'Index' && s.expr.target.type === 'Identifier' && s.expr.target.name === 'assert' && s.expr.args.length > 0 && kindOf.get(s.expr.target) === 'FN') {
          exitFacts(st, s.expr.args[0], true);
          existenceHolds(s.expr.args[0], true, st);
        }
        argumentCountFacts(s.expr, st);
        parserFacts(s, st);
        indexedFacts(s.expr, st);
        return st;
      case 'Assign': {
        expr(s.rhs, st);
        indexedFacts(s.rhs, st);
        // `name = value`: the facts the value gives the name (a flag's constant, a copy, ...).
        const single = s.targets.length === 1 && s.targets[0].type === 'Identifier' && s.op === '=' ? s.targets[0] : undefined;
        const flag = single && factNames.has(single.name) ? single : undefined;
        const before = flag && keys.guardVars.has(flag.name) ? guardsReading(st, flag.name, keys) : undefined;
        // `iter = iter + 1`: what was said of iter by comparisons holds of the new value shifted
        // (`iter ~= 0` before is `iter ~= 1` after), where the rest about iter is forgotten.
        const shifted = single ? shiftedComparisons(keys, single.name, s.rhs, st) : undefined;
        for (const t of s.targets) target(t, st);
        fieldNamesFacts(s.targets, st);
        if (shifted) shifted(st);
        if (flag) {
          constantFacts(flag, s.rhs, st);
          elementFacts(flag, s.rhs, st);
          clampFacts(flag, s.rhs, st);
          copyFacts(flag, s.rhs, st);
          aliasFacts(flag, s.rhs, st);
          nonEmptyFacts(flag, s.rhs, st);
          if (before) keepRefuted(st, before);
          // `deriv = deriv && b`: where the new flag holds, so did the old one (hctsa's apxState).
          if (before && narrows(flag.name, s.rhs)) {
            const key = keys.keyOf(flag);
            if (key?.[0] === '+') for (const [n, ks] of before) if (!st.assigned.has(n) && ks.has(key)) addGuards(st, n, [key]);
          }
        }
        // `model.binary = false`: a field set to a constant is a flag as a name is (pmtk3).
        const field = s.targets.length === 1 && s.op === '=' && s.targets[0].type === 'Field' && staticPath(s.targets[0]) !== undefined ? s.targets[0] : undefined;
        if (field && factNames.has(rootName(field) ?? '')) {
          constantFacts(field, s.rhs, st);
          aliasFacts(field, s.rhs, st);
        }
        if (s.targets.length === 1 && s.op === '=') grownFacts(s.targets[0]!, s.rhs, st);
        if (single) {
          countFacts(single, s.rhs, st);
          sizeFacts(single, s.rhs, st);
          validatedFacts(single, s.rhs, st);
        }
        return st;
      }
      case 'IncDec':
        expr(s.target, st);
        invalidate(st, modifiedNames([s]));
        return st;
      case 'Global':
      case 'Persistent':
        s.names.forEach((n, i) => {
          assign(n.name, st);
          // A persistent variable the function never assigns stays []: `persistent c; if
          // isempty(c), FLOAT = ...; end` always runs its branch.
          const fact = s.type === 'Persistent' && !s.inits?.[i] && neverAssigned.has(n.name) ? keys.notEmpty(n) : undefined;
          if (fact !== undefined) st.facts.add(negate(fact));
        });
        return st;
      case 'If':
        // The first condition surely runs: what it indexes is not empty after it.
        indexedFacts(s.clauses[0].cond, st);
        return ifStmt(s, st, firstTaken, later, inner, carried);
      case 'Switch':
        indexedFacts(s.subject, st);
        // A subject the loop does not change, with literal cases, takes on a later iteration
        // the case the first one took (GSW's solvers: `switch solver ... if set_bounds == 1`).
        return switchStmt(s, st, sameOnEveryIteration(s.subject, inner) && s.cases.every((c) => caseLiterals(c.value) !== undefined) ? inner : unreachedEnv(inner), carried);
      case 'For':
        // Its range surely runs: what it indexes is not empty in the loop and after it
        // (knkutils: `for ss = 1:size(models{1}, 1)`, then `for mm = 1:length(models)`).
        indexedFacts(s.range, st);
        return forStmt(s, st, list, index);
      case 'While':
        return whileStmt(s, st, list, index);
      case 'DoUntil':
        return doUntilStmt(s, st, list, index);
      case 'Try': {
        const handles = !inspectsCaught(s);
        if (handles) caught++;
        // The first iteration may have failed before a statement of the body or the catch.
        const env = unreachedEnv(inner);
        const body = walk(s.body, copy(st), env, carried);
        if (handles) caught--;
        if (!s.catchBody) return body;
        // `try, icadefs; catch, GUIBACKCOLOR = ...; end`: a script the checker cannot see (no
        // file of the path has its name) that ran without failing set what the catch sets
        // instead (EEGLAB's settings script, which SIFT's functions run so).
        if (s.body.some((x) => unseenScript(x))) {
          const set = new Set<string>();
          collectAssigned(s.catchBody, set);
          for (const name of set) if (localNames.has(name)) assign(name, body);
        }
        // The catch starts wherever the body failed: names assigned only where nothing after
        // can fail still hold what they held before the try (`ok = true` at its end).
        const last = assignedLast(s.body);
        const inCatch = loopEntry(st, new Set([...modifiedNames(s.body)].filter((n) => !last.has(n))));
        if (s.catchVar) assign(s.catchVar.name, inCatch);
        // Assignments that cannot fail at the start of the body (`ok = false; x = [];`) have run
        // before anything could fail.
        for (const name of safeStart(s.body, copiable(st))) assign(name, inCatch);
        statementKeys(s.body, { before: st, inCatch, last, localNames });
        const afterCatch = walk(s.catchBody, inCatch, env, carried);
        // A body that always leaves (it raises, or returns) reaches what follows only through
        // the catch: `try, error(...); catch err, end` assigns err for the code after it.
        if (blockExits(s.body, kindOf)) return afterCatch;
        return blockExits(s.catchBody, kindOf) ? body : join([body, afterCatch], unread, tracked);
      }
      case 'UnwindProtect': {
        const body = walk(s.body, copy(st));
        // The cleanup runs wherever the body stopped: after what cannot fail at its start.
        const cleanup = loopEntry(st, modifiedNames(s.body));
        for (const name of safeStart(s.body, copiable(st))) assign(name, cleanup);
        // When the body has no return, break or continue, the cleanup runs after the body
        // completed or while an error raised in it propagates. A name the body always assigns
        // is unassigned there only in the second case, where reading it replaces one error by
        // another: the code fails either way, so the read is not reported.
        if (!returnsOrJumps(s.body)) for (const name of body.assigned) if (!st.assigned.has(name)) assign(name, cleanup);
        walk(s.cleanup, cleanup);
        invalidate(body, modifiedNames(s.cleanup));
        return body;
      }
      case 'Spmd':
        return walk(s.body, copy(st));
      case 'Break':
      case 'Continue':
        if (depth.leaving && depth.leaving.depth === depth.loop) depth.leaving.states.push(copy(st));
        if (depth.loopExits && depth.loopExits.depth === depth.loop) (s.type === 'Continue' ? depth.loopExits.continues : depth.loopExits.breaks).push(copy(st));
        if (s.type === 'Break' && depth.breaks && depth.breaks.depth === depth.loop && depth.breaks.silent === depth.silent) depth.breaks.states.push(copy(st));
        return st;
      case 'Command':
        if (s.name.name === 'syms') for (const arg of s.args) assign(arg.value, st);
        if (globals.length > 0 && mayRunProgram(s.name.name)) invalidate(st, globals);
        return st;
      case 'Arguments':
        for (const d of s.declarations) if (d.name !== '~') assign(d.name.split('.')[0], st);
        memberFacts(s, st);
        return st;
      case 'Error':
        // A statement that failed to parse (reported as such) may have assigned any variable:
        // its uses after it are not a second finding.
        for (const n of localNames) assign(n, st);
        return st;
      default:
        return st;
    }
  }

}

/** The budget of a unit's walk, per statement of the unit and a base for small units: the
 *  statements it may visit, silent walks included, and the guards it may test and names it may
 *  join (effortSoFar). Measured over the 26 precision sets and Octave's packages (1,905 units
 *  walked in full): at most 25.5 visits per statement (kmeans_st), 7,548 in a unit (eeglab's
 *  eeg_context), and 1,241 tests per statement (optim's __lm_svd__), 841k in a unit (eeglab's
 *  runica): each budget is 5 times that or more, so only code like ten nested loops of flags
 *  (minutes before) reaches it. */
const WORK_PER_STATEMENT = 100;
const WORK_BASE = 20_000;
const EFFORT_PER_STATEMENT = 5_000;
const EFFORT_BASE = 500_000;
/** Keys tested for staleness (forgettingSoFar), measured over the 48 precision sets and
 *  Octave's library: at most 2,308 per statement (ltfat's test_fwt, 74 statements), 1,361 in a
 *  unit of over 200 (eeglab's eeg_context), 1.0M in a unit (dynare's solvopt, 826 statements:
 *  its budget is 3.5 times that); neuroelf's ne_ancova_compute, 30 loop nests that assign what
 *  their guards read, would test 6.7M (9,272 per statement, 28 s). */
const FORGETTING_PER_STATEMENT = 3_000;
const FORGETTING_BASE = 1_000_000;

/** Statements that may leave their block by themselves (If and Switch are left to the joins). */
const LEAVING: ReadonlySet<string> = new Set(['Return', 'Break', 'Continue', 'ExprStmt', 'Command']);

/** Does the code read `nargin`? */
function readsNargin(body: readonly Stmt[]): boolean {
  let found = false;
  visitNodes(body, (node) => {
    if (node.type === 'Identifier' && (node as Identifier).name === 'nargin') found = true;
  });
  return found;
}

/** Is `rhs` a chain of `&&` (or `&`) one of whose parts is the name itself? */
function narrows(name: string, rhs: Expr): boolean {
  const parts = operands(rhs, ['&&', '&']);
  return parts.length > 1 && parts.some((p) => p.type === 'Identifier' && p.name === name);
}
