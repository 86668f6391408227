// A quick first pass of the unassigned-variable check: the variables that some use may read
// with no assignment to them having run. It follows only which names every path assigns, taking
// every branch as possible, no loop body as run, and no path as ending early (at an error, a
// return, a break). So it finds every name the full analysis could report, and more. The full
// analysis (guards, facts, loops' first iterations, which cost far more) then tracks only those
// names, and is not run at all when there are none, as in most functions: any other name is
// assigned at each of its uses for it too, since its facts only ever add assignments.
import { innerExprs, pushAll } from '../syntax/index.js';
import type { Expr, Identifier, Stmt } from '../syntax/index.js';

export interface QuickScope {
  /** The identifier is a variable here (from the kinds analysis). */
  isVar(id: Identifier): boolean;
  /** The names the full analysis may report (those the unit itself assigns, not shared ones). */
  reportable(name: string): boolean;
  /** The names the unit assigns: a statement that failed to parse may have assigned any. */
  readonly locals: ReadonlySet<string>;
}

/** The reportable variables some path reaches a use of unassigned. `known`: the names
 *  assigned on entry (parameters, names `exist` asks about). */
export function mayBeUnassigned(body: readonly Stmt[], known: Iterable<string>, scope: QuickScope): Set<string> {
  const found: Found = new Set();
  walk(body, new Set(known), scope, found);
  return found;
}

type Found = Set<string>;

function walk(list: readonly Stmt[], st: Set<string>, scope: QuickScope, found: Found): Set<string> {
  for (const s of list) st = stmt(s, st, scope, found);
  return st;
}

/** The names assigned on every one of the states. */
function meet(states: readonly Set<string>[]): Set<string> {
  const [first, ...rest] = states;
  return new Set([...first].filter((n) => rest.every((s) => s.has(n))));
}

function stmt(s: Stmt, st: Set<string>, scope: QuickScope, found: Found): Set<string> {
  const read = (e: Expr | undefined, at: Set<string> = st): void => {
    if (e) expr(e, at, scope, found);
  };
  switch (s.type) {
    case 'ExprStmt':
      read(s.expr);
      return st;
    case 'Assign':
      read(s.rhs);
      for (const t of s.targets) target(t, st, scope, found);
      return st;
    case 'IncDec':
      read(s.target);
      return st;
    case 'Global':
    case 'Persistent':
      for (const n of s.names) st.add(n.name);
      return st;
    case 'If':
      return branches(s.clauses.map((c) => [c.cond, c.body]), s.elseBody, st, scope, found);
    case 'Switch':
      read(s.subject);
      return branches(s.cases.map((c) => [c.value, c.body]), s.otherwise, st, scope, found);
    case 'For': {
      read(s.range);
      const inBody = new Set(st);
      for (const v of s.variable.type === 'Matrix' ? s.variable.rows.flat() : [s.variable]) target(v, inBody, scope, found);
      walk(s.body, inBody, scope, found);
      // The loop variable is assigned when the `for` line runs, even over an empty range.
      for (const v of s.variable.type === 'Matrix' ? s.variable.rows.flat() : [s.variable]) target(v, st, scope, found);
      return st;
    }
    case 'While':
      read(s.cond);
      walk(s.body, new Set(st), scope, found);
      return st;
    case 'DoUntil': {
      const after = walk(s.body, new Set(st), scope, found);
      read(s.cond, after);
      return after;
    }
    case 'Try': {
      const body = walk(s.body, new Set(st), scope, found);
      if (!s.catchBody) return body;
      const inCatch = new Set(st);
      if (s.catchVar) inCatch.add(s.catchVar.name);
      return meet([body, walk(s.catchBody, inCatch, scope, found)]);
    }
    case 'UnwindProtect': {
      const body = walk(s.body, new Set(st), scope, found);
      walk(s.cleanup, new Set(st), scope, found);
      return body;
    }
    case 'Spmd':
      return walk(s.body, new Set(st), scope, found);
    case 'Command':
      if (s.name.name === 'syms') for (const arg of s.args) st.add(arg.value);
      return st;
    case 'Arguments':
      for (const d of s.declarations) if (d.name !== '~') st.add(d.name.split('.')[0]);
      return st;
    case 'Error':
      for (const n of scope.locals) st.add(n);
      return st;
    default:
      return st;
  }
}

/** Each test read in turn, each body from the state before the branches; with no `else` (or
 *  `otherwise`), no branch may run. What every end assigns holds after. (A function of its own,
 *  not a closure in `stmt`: nested blocks recurse through it, a thousand deep.) */
function branches(arms: readonly (readonly [Expr, readonly Stmt[]])[], last: readonly Stmt[] | undefined, st: Set<string>, scope: QuickScope, found: Found): Set<string> {
  const ends: Set<string>[] = [];
  for (const [test, body] of arms) {
    expr(test, st, scope, found);
    ends.push(walk(body, new Set(st), scope, found));
  }
  ends.push(last ? walk(last, new Set(st), scope, found) : st);
  return meet(ends);
}

function target(t: Expr, st: Set<string>, scope: QuickScope, found: Found): void {
  let cur = t;
  while (cur.type === 'Index' || cur.type === 'CellIndex' || cur.type === 'Field' || cur.type === 'DynamicField') {
    if (cur.type === 'Index' || cur.type === 'CellIndex') for (const arg of cur.args) expr(arg, st, scope, found);
    if (cur.type === 'DynamicField') expr(cur.name, st, scope, found);
    cur = cur.target;
  }
  if (cur.type === 'Identifier') st.add(cur.name);
}

function expr(e: Expr, st: Set<string>, scope: QuickScope, found: Found): void {
  const work: Expr[] = [e];
  while (work.length > 0) {
    const x = work.pop()!;
    switch (x.type) {
      case 'Identifier':
        if (!st.has(x.name) && !found.has(x.name) && scope.isVar(x) && scope.reportable(x.name)) found.add(x.name);
        break;
      case 'AssignExpr':
        // Octave's `a = b = 0`: b is assigned too.
        expr(x.value, st, scope, found);
        target(x.target, st, scope, found);
        break;
      case 'AnonFunction': {
        // Captured when the handle is made; its own parameters are bound.
        const inner = new Set(st);
        for (const p of x.params) if (p.type === 'Identifier') inner.add(p.name);
        expr(x.body, inner, scope, found);
        break;
      }
      default:
        pushAll(work, innerExprs(x));
    }
  }
}
