// Visiting every expression of a list of statements, without recursion (trees may be deep),
// with what the checks need to know about each: how many outputs its context asks for.
import { innerExprs } from '../syntax/index.js';
import type { Expr, Stmt } from '../syntax/index.js';

/** `nargout`: how many values the expression's context asks for (0 for a statement, the
 *  number of targets for an assignment, 1 elsewhere). */
export type ExprVisitor = (e: Expr, nargout: number) => void;

/** Calls `visit` on every expression in `stmts` (not inside nested function definitions). */
export function visitExpressions(stmts: readonly Stmt[], visit: ExprVisitor): void {
  const work: Array<[Expr, number]> = [];
  const pushStmt = (s: Stmt): void => {
    switch (s.type) {
      case 'ExprStmt':
        work.push([s.expr, 0]);
        break;
      case 'Assign':
        work.push([s.rhs, s.bracketed ? leastTargets(s.targets) : 1]);
        for (const t of s.targets) work.push([t, 1]);
        break;
      case 'IncDec':
        work.push([s.target, 1]);
        break;
      case 'If':
        for (const c of s.clauses) {
          work.push([c.cond, 1]);
          c.body.forEach(pushStmt);
        }
        s.elseBody?.forEach(pushStmt);
        break;
      case 'For':
        work.push([s.range, 1]);
        if (s.parforOptions) work.push([s.parforOptions, 1]);
        s.body.forEach(pushStmt);
        break;
      case 'While':
      case 'DoUntil':
        work.push([s.cond, 1]);
        s.body.forEach(pushStmt);
        break;
      case 'Switch':
        work.push([s.subject, 1]);
        for (const c of s.cases) {
          work.push([c.value, 1]);
          c.body.forEach(pushStmt);
        }
        s.otherwise?.forEach(pushStmt);
        break;
      case 'Try':
        s.body.forEach(pushStmt);
        s.catchBody?.forEach(pushStmt);
        break;
      case 'UnwindProtect':
        s.body.forEach(pushStmt);
        s.cleanup.forEach(pushStmt);
        break;
      case 'Spmd':
        for (const a of s.args) work.push([a, 1]);
        s.body.forEach(pushStmt);
        break;
      case 'Global':
      case 'Persistent':
        for (const e of s.inits ?? []) if (e) work.push([e, 1]);
        break;
      default:
        break;
    }
  };
  stmts.forEach(pushStmt);
  while (work.length > 0) {
    const [e, nargout] = work.pop()!;
    visit(e, nargout);
    // An anonymous function's body gives as many values as its caller asks for: unknown here.
    if (e.type === 'AnonFunction') work.push([e.body, 0]);
    // Parentheses group: `@(ob, ev) (update(ob))` asks update for what its caller asks (Octave
    // runs such a callback of a function with no result).
    else if (e.type === 'Paren') work.push([e.expr, Math.min(nargout, 1)]);
    else for (const child of children(e)) work.push([child, 1]);
  }
}

function children(e: Expr): Expr[] {
  return e.type === 'AssignExpr' ? [e.target, e.value] : innerExprs(e);
}

/** The fewest values targets ask for: `c{i}` with a computed index is a list that may be empty
 *  (`[varargout{1:nargout}] = f(...)` asks for none when nargout is 0). */
function leastTargets(targets: readonly Expr[]): number {
  let n = 0;
  for (const t of targets) {
    if (t.type !== 'CellIndex' || t.args.every((a) => a.type === 'Number')) n++;
  }
  return n;
}
