// Branches in the unassigned-variable check: an `if` chain's clauses and a `switch`'s cases,
// each walked from the state before it with the facts its conditions give, and joined after
// it (a clause that cannot run, or a branch that always leaves, does not reach the join).
import type { Expr, If, Stmt, Switch } from '../syntax/index.js';
import { domainKey, exclusionKey, impliedByDomain, lazyDomains } from './unassigned-domains.js';
import { caseLiterals, evaluate, numberValue } from './unassigned-evaluate.js';
import { feasible, negate, operands, type GuardKeys } from './unassigned-guards.js';
import { unreachedEnv, type Env, type WalkDepth } from './unassigned-loops.js';
import { copy, join, type State } from './unassigned-state.js';
import { blockExits, type KindLookup } from './unreachable.js';
import { hasContinue } from './unassigned-blocks.js';

/** Case folds a switch subject may apply to a text (`switch lower(x)`). */
const FOLDS: Record<string, ((t: string) => string) | undefined> = {
  lower: (t) => t.toLowerCase(),
  tolower: (t) => t.toLowerCase(),
  upper: (t) => t.toUpperCase(),
  toupper: (t) => t.toUpperCase(),
};

/** An if whose clause `index` the first iteration of a loop surely takes when it takes none
 *  before it, and no `continue` there cuts the iteration short; `names`: what an earlier, whole
 *  iteration surely assigned (for the clauses after it). */
export interface FirstTaken {
  readonly names: ReadonlySet<string>;
  readonly index: number;
}

/** What the branch rules need of the check's walker. */
export interface BranchContext {
  readonly keys: GuardKeys;
  readonly kindOf: KindLookup;
  readonly depth: WalkDepth;
  /** The names whose guards are worth keeping at a join (see unassigned-quick). */
  readonly tracked: ReadonlySet<string>;
  walk(list: readonly Stmt[], st: State, first?: Env, carried?: ReadonlySet<string>): State;
  /** `condition`: an if's or while's condition (`&` and `|` short-circuit there). */
  expr(e: Expr, st: State, extra?: readonly string[], lazy?: boolean, condition?: boolean): void;
  /** Names a whole earlier iteration assigned hold values here. */
  carry(st: State, names: ReadonlySet<string>): void;
  /** Does key k read a variable that no path to state s assigned? */
  unread(s: State, k: string): boolean;
  /** Does the condition read only names the loop does not change? */
  sameOnEveryIteration(cond: Expr, first: Env | undefined): boolean;
  /** What a condition that came out `value` surely read (both sides of a `&&` that held), and
   *  the variables it found to exist. */
  surelyRead(cond: Expr, value: boolean, st: State): void;
  /** Is the name one of the function's own variables that nothing before offset `at` assigns? */
  absent(name: string, at: number): boolean;
}

/** Is a condition `L && R` (or `L & R`, which short-circuits in a condition) whose left side
 *  fails on a loop's first iteration? */
function rightRunsLater(cond: Expr, first: Env): boolean {
  while (cond.type === 'Paren') cond = cond.expr;
  return cond.type === 'Binary' && (cond.op === '&&' || cond.op === '&') && evaluate(cond.left, first) === 0;
}

/** Do all clauses of an if but its first, and its else, leave the loop or the function (no
 *  `continue`, which goes on with the next iteration)? */
function othersLeave(s: If, kindOf: KindLookup): boolean {
  const rest = [...s.clauses.slice(1).map((c) => c.body), ...(s.elseBody ? [s.elseBody] : [])];
  return s.elseBody !== undefined && rest.every((b) => blockExits(b, kindOf) && !hasContinue(b));
}

/** The branch rules of one unit's walk. */
export function branchRules(ctx: BranchContext) {
  const { keys, kindOf, depth, tracked, walk, expr, carry, unread, sameOnEveryIteration, surelyRead, absent } = ctx;
  const addFacts = (st: State, facts: readonly string[]): void => {
    for (const k of facts) st.facts.add(k);
  };
  return { ifStmt, switchStmt };

/** `firstTaken`: set when a clause surely runs on a loop's first iteration if none before it
 *  does (see FirstTaken), so what those clauses all assign is assigned after the if on every
 *  iteration, and the clauses after them see it with what an earlier, whole iteration assigned. */
/** `inner`: in a loop body, the first iteration's values, for the ifs nested in the clauses
 *  whose conditions (and those before them) hold or fail alike on every iteration: a later
 *  iteration inside such a clause is in the clause the first one was in. */
function ifStmt(s: If, st: State, firstTaken?: FirstTaken, later?: ReadonlySet<string>, inner?: Env, carried?: ReadonlySet<string>): State {
  // Branches that always leave (error, return) do not reach the code after the if.
  const ends: State[] = [];
  let fall = st;
  // The ends of the clauses up to the one the first iteration surely takes (one of them ran on
  // the first iteration, unless it left the loop).
  const firstClauses: State[] = [];
  const firstIndex = firstTaken?.index ?? 0;
  // What a later clause sees after a whole first iteration took one of those clauses (where
  // the first iteration surely came to this if: else only what whole iterations assign).
  const reached = !inner?.unreached;
  const firstAssigned = (): string[] => (reached && firstClauses.length > 0 ? [...firstClauses[0].assigned].filter((n) => firstClauses.every((c) => c.assigned.has(n))) : []);
  const afterFirst = (taken: ReadonlySet<string>): ReadonlySet<string> => new Set([...taken, ...firstAssigned()]);
  // The facts the conditions give the path through the clauses so far failing.
  let failed: string[] = [];
  let invariant = inner !== undefined;
  for (const [i, c] of s.clauses.entries()) {
    // A later clause runs only after a whole first iteration took the first one: so is its
    // condition read (`if k == 1, first = h; elseif ~isequal(first, h)`), with what the
    // iteration surely assigned, and what the first clause did.
    if (i === firstIndex + 1 && firstTaken) {
      fall = copy(fall);
      carry(fall, afterFirst(firstTaken.names));
    }
    // A first clause whose condition holds on the first iteration (`if rem(k, 100) == 1` in a
    // loop from 1) was entered by it: a later iteration in that clause comes after the first
    // one's (its nested `if k == 1` ran), though not in the clauses after it or the else.
    const same = sameOnEveryIteration(c.cond, inner);
    // So was it when every other clause and an else leave the loop or the function (netlab's
    // glmtrain: `if strcmp(kind, 'logistic') ... else error(...)` with kind changed later).
    // A conjunction of tests each the same on every iteration or true on the first (`disp > 0
    // && (it == 1 || mod(it, disp) == 0)`, Tensorlab's display) was too, where it holds later.
    const enteredFirst = i === 0 && inner !== undefined && reached && ((invariant && !same && operands(c.cond, ['&&', '&']).every((op) => sameOnEveryIteration(op, inner) || (evaluate(op, inner) ?? 0) !== 0)) || othersLeave(s, kindOf));
    invariant &&= same;
    // `if n > 1 && abs(e - eold) < tol` failing on the first iteration by its left side: the right
    // side runs on later iterations only, after what the first assigned (netlab's gmmem). Read in
    // a copy, so that the left's reads say nothing on the first iteration's path.
    if (i === 0 && later && inner !== undefined && rightRunsLater(c.cond, inner)) {
      const afterEarlier = copy(fall);
      carry(afterEarlier, later);
      expr(c.cond, afterEarlier, [], false, true);
    } else expr(c.cond, fall, [], false, true);
    // `if (true)`, `if 0`: a literal condition decides the branch; so does `exist('x', 'var')`
    // of a variable no path assigned yet, outside loops (a later iteration may have).
    const literal = evaluate(c.cond, () => undefined, depth.loop === 0 ? (n) => absent(n, s.span.offset) : undefined);
    const inside = copy(fall);
    addFacts(inside, keys.factsOf(c.cond, true));
    surelyRead(c.cond, true, inside);
    // `if k > 1` in a loop from 1: its body runs on a later iteration only.
    if (i === 0 && later) carry(inside, later);
    // `if 0`, or a condition the facts rule out (`nargout > 1` in a one-output function): the
    // clause never runs.
    const dead = literal === 0 || !feasible(inside.facts);
    if (dead) depth.silent++;
    // Elsewhere the first iteration may not have come: its values still tell a later iteration.
    const after = walk(c.body, inside, invariant || enteredFirst ? inner : unreachedEnv(inner), carried);
    const fails = keys.factsOf(c.cond, false);
    if (dead) {
      depth.silent--;
      if (literal !== 0) {
        fall = copy(fall);
        addFacts(fall, fails);
        failed = [...failed, ...fails];
      }
      continue;
    }
    if (!blockExits(c.body, kindOf) && feasible(after.facts)) {
      ends.push(withConditions(after, [...failed, ...keys.factsOf(c.cond, true)]));
      if (i <= firstIndex) firstClauses.push(after);
    }
    if (literal !== undefined) return ends.length === 0 ? st : join(ends, unread, tracked);
    fall = copy(fall);
    addFacts(fall, fails);
    surelyRead(c.cond, false, fall);
    failed = [...failed, ...fails];
  }
  // A path whose conditions no argument count satisfies (`if nargin == 1 ... elseif nargin
  // == 2 ...` after `if nargin < 1 || nargin > 2, print_usage (); end`) does not reach the join.
  if (!s.elseBody) {
    if (feasible(fall.facts)) ends.push(withConditions(fall === st ? copy(st) : fall, failed));
  } else {
    const inElse = copy(fall);
    if (firstTaken && s.clauses.length === firstIndex + 1) carry(inElse, afterFirst(firstTaken.names));
    // An else the facts rule out (`option = 'cos'; if strcmp(option, 'cos') ... else`) never
    // runs: walked silently, as a dead clause is (its loops would forget the facts that show it
    // dead, and report from there).
    const dead = !feasible(inElse.facts);
    if (dead) depth.silent++;
    const after = walk(s.elseBody, inElse, invariant ? inner : unreachedEnv(inner), carried);
    if (dead) depth.silent--;
    else if (!blockExits(s.elseBody, kindOf) && feasible(after.facts)) ends.push(withConditions(after, failed));
  }
  if (ends.length === 0) return st;
  const joined = join(ends, unread, tracked);
  if (firstTaken) {
    for (const n of firstAssigned()) {
      joined.assigned.add(n);
      joined.guarded.delete(n);
    }
  }
  return joined;
}

/** `switch lower(x)` where x holds one of some texts (`strcmpi` tests, `validatestring`):
 *  the subject holds their lower-case forms. */
function caseFolded(subject: Expr, subjectText: string, st: State): void {
  if (subject.type !== 'Index' || subject.target.type !== 'Identifier' || subject.args.length !== 1) return;
  const fold = FOLDS[subject.target.name];
  const inner = fold && keys.keyOf(subject.args[0]);
  const values = inner?.[0] === '+' ? lazyDomains(st.facts)().get(inner.slice(1)) : undefined;
  if (!fold || !values || values.size === 0 || [...values].some((v) => !v.startsWith('s:') && !v.startsWith('i:'))) return;
  st.facts.add(domainKey(subjectText, [...values].map((v) => `s:${fold(v.slice(2))}`)));
}


/** `lower(x)` or `upper(x)`: the fold and the key text of x. */
function foldedSubject(subject: Expr): { fold: (t: string) => string; inner: string } | undefined {
  if (subject.type !== 'Index' || subject.target.type !== 'Identifier' || subject.args.length !== 1) return undefined;
  const fold = FOLDS[subject.target.name];
  const inner = fold && keys.keyOf(subject.args[0]);
  return fold && inner?.[0] === '+' ? { fold, inner: inner.slice(1) } : undefined;
}

/** Marks the end of a branch with the facts its conditions gave it that still hold. */
function withConditions(end: State, conditions: readonly string[]): State {
  end.conditions = new Set(conditions.filter((k) => end.facts.has(k)));
  return end;
}

/** `inner`, `carried`: in a loop body, as for ifStmt's clauses. */
function switchStmt(s: Switch, st: State, inner?: Env, carried?: ReadonlySet<string>): State {
  expr(s.subject, st);
  const ends: State[] = [];
  // `case 3` is `subject == 3` (so that `switch nargin` and `if nargin == 3` meet).
  const caseKeys = s.cases.map((c) => (c.value.type === 'Number' ? keys.keyOf({ type: 'Binary', op: '==', left: s.subject, right: c.value, span: c.value.span }) : keys.caseKey(s.subject, c.value)));
  const literals = s.cases.map((c) => caseLiterals(c.value));
  // `switch 1` (a choice made in the text, qMRLab's models): only the first case of that number runs.
  const fixed = numberValue(s.subject.type === 'Paren' ? s.subject.expr : s.subject);
  const taken = fixed === undefined ? -1 : literals.findIndex((l) => l?.has(`n:${fixed}`) === true);
  if (taken >= 0) {
    const after = walk(s.cases[taken]!.body, copy(st), inner, carried);
    return blockExits(s.cases[taken]!.body, kindOf) ? st : after;
  }
  // A case that runs did not match the ones before it, nor (literals apart) the ones after.
  const disjoint = (i: number, j: number): boolean => {
    const a = literals[i];
    const b = literals[j];
    return a !== undefined && b !== undefined && ![...a].some((v) => b.has(v));
  };
  // The domain of the subject: a case holds one of its values and none of an earlier case's.
  const subject = keys.keyOf(s.subject);
  const subjectText = subject?.[0] === '+' ? subject.slice(1) : undefined;
  if (subjectText !== undefined) caseFolded(s.subject, subjectText, st);
  // `switch lower(x)`: a case of folded texts says x is one of them up to case, as strcmpi does.
  const unfolded = foldedSubject(s.subject);
  const upToCase = (j: number): string[] => (unfolded ? [...(literals[j] ?? [])].filter((v) => v.startsWith('s:') && unfolded.fold(v.slice(2)) === v.slice(2)).map((v) => `i:${v.slice(2).toLowerCase()}`) : []);
  const exclude = (into: State, j: number): void => {
    if (subjectText !== undefined) for (const v of literals[j] ?? []) into.facts.add(exclusionKey(subjectText, v));
    if (unfolded) for (const v of upToCase(j)) into.facts.add(exclusionKey(unfolded.inner, v));
  };
  s.cases.forEach((c, i) => {
    expr(c.value, st);
    const inside = copy(st);
    // With the subject's domain (the case's own values), the other cases' tests follow from it:
    // only those it does not settle (a case sharing a value, or of no literal) are added. A switch
    // of n cases otherwise gave each case n facts.
    const domain = subjectText !== undefined && literals[i] !== undefined;
    const values = domain ? new Map([[subjectText!, literals[i]!]]) : undefined;
    const settled = (k: string): boolean => values !== undefined && impliedByDomain(negate(k), [], () => values);
    caseKeys.forEach((k, j) => {
      if (k === undefined) return;
      if (j === i) inside.facts.add(k);
      else if ((j < i || disjoint(i, j)) && !settled(k)) inside.facts.add(negate(k));
    });
    if (domain) inside.facts.add(domainKey(subjectText!, literals[i]!));
    // (A case of a text the fold never gives, `case 'Time'` under lower(x), never runs.)
    const folded = upToCase(i);
    if (unfolded && folded.length > 0 && folded.length === literals[i]?.size) inside.facts.add(domainKey(unfolded.inner, folded));
    for (let j = 0; j < i; j++) if (!(domain && disjoint(i, j))) exclude(inside, j);
    if (!feasible(inside.facts)) return;
    const after = walk(c.body, inside, inner, carried);
    if (!blockExits(c.body, kindOf) && feasible(after.facts)) ends.push(after);
  });
  const rest = copy(st);
  for (const k of caseKeys) if (k !== undefined) rest.facts.add(negate(k));
  s.cases.forEach((_, j) => exclude(rest, j));
  if (!s.otherwise) {
    if (feasible(rest.facts)) ends.push(rest);
  } else if (feasible(rest.facts)) {
    // An otherwise the cases cover (as a case the facts rule out) never runs.
    const after = walk(s.otherwise, rest, inner, carried);
    if (!blockExits(s.otherwise, kindOf) && feasible(after.facts)) ends.push(after);
  }
  return ends.length > 0 ? join(ends, unread, tracked) : st;
}
}
