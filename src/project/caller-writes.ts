// Functions that change their caller's workspace (`assignin('caller', ...)`,
// `evalin('caller', ...)`): a call of one may create or change any variable of the function that
// makes it, as a script's run does (CVX's `variable C(n,n) symmetric` makes C).
import { visitNodes, type Expr, type Stmt } from '../syntax/index.js';

const verdicts = new WeakMap<readonly Stmt[], boolean>();

/** Does a body call assignin or evalin with 'caller' (nested and anonymous functions aside: an
 *  anonymous function's `feval(@() assignin('caller', ...))` assigns in the function calling the
 *  lambda, this one)? Remembered per body. */
export function writesCaller(body: readonly Stmt[]): boolean {
  let verdict = verdicts.get(body);
  if (verdict === undefined) verdicts.set(body, (verdict = scan(body)));
  return verdict;
}

function scan(body: readonly Stmt[]): boolean {
  let found = false;
  visitNodes(body, (node) => {
    if (node.type !== 'Index') return;
    const e = node as Expr & { type: 'Index' };
    const first = e.args[0];
    if (e.target.type === 'Identifier' && (e.target.name === 'assignin' || e.target.name === 'evalin') && first?.type === 'String' && first.value === 'caller') found = true;
  }, (node) => found || node.type === 'Function' || node.type === 'AnonFunction');
  return found;
}
