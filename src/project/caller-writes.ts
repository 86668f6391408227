// Functions that change their caller's workspace (`assignin('caller', ...)`,
// `evalin('caller', ...)`): a call of one may create or change any variable of the function that
// makes it, as a script's run does (CVX's `variable C(n,n) symmetric` makes C).
import { visitNodes, type Expr, type Stmt } from '../syntax/index.js';
import type { FunctionModel } from './model.js';

const verdicts = new WeakMap<readonly Stmt[], boolean>();

/** Does a body call `assignin('caller', ...)`, or `evalin('caller', text)` as a statement of
 *  its own? An `evalin` whose value is used (`n = evalin('caller', 'nargin')`, as Octave's
 *  narginchk and print_usage do) evaluates an expression: it reads the caller's workspace and
 *  assigns nothing there. Nested and anonymous functions aside: an anonymous function's
 *  `feval(@() assignin('caller', ...))` assigns in the function calling the lambda, this one.
 *  Remembered per body. */
export function writesCaller(body: readonly Stmt[]): boolean {
  let verdict = verdicts.get(body);
  if (verdict === undefined) verdicts.set(body, (verdict = scan(body)));
  return verdict;
}

function callerCall(e: Expr, name: string): boolean {
  const first = e.type === 'Index' ? e.args[0] : undefined;
  return e.type === 'Index' && e.target.type === 'Identifier' && e.target.name === name && first?.type === 'String' && first.value === 'caller';
}

function scan(body: readonly Stmt[]): boolean {
  let found = false;
  visitNodes(body, (node) => {
    if (node.type === 'ExprStmt' && callerCall((node as Stmt & { type: 'ExprStmt' }).expr, 'evalin')) found = true;
    else if (node.type === 'Index' && callerCall(node as Expr, 'assignin')) found = true;
  }, (node) => found || node.type === 'Function' || node.type === 'AnonFunction');
  return found;
}

/** Does the function assign in its caller? From its summary's signature when it has one, so a
 *  caller depends on the summary only, not on the callee's tree. */
export function functionWritesCaller(fn: FunctionModel): boolean {
  return fn.signature ? fn.signature.writesCaller === true : writesCaller(fn.node.body);
}
