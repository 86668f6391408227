// Functions that change their caller's workspace (`assignin('caller', ...)`,
// `evalin('caller', ...)`): a call of one may create or change any variable of the function that
// makes it, as a script's run does (CVX's `variable C(n,n) symmetric` makes C). Those that change
// the base workspace (`assignin('base', ...)`) do the same to a script run from the command line
// (mtex's `mtexdata martensite` makes `ebsd`).
import { visitNodes, type Expr, type Stmt } from '../syntax/index.js';
import type { FunctionModel } from './model.js';

/** Which workspaces a body assigns in. */
interface Writes {
  readonly caller: boolean;
  readonly base: boolean;
}

const verdicts = new WeakMap<readonly Stmt[], Writes>();

/** Does a body call `assignin('caller', ...)`, or `evalin('caller', text)` as a statement of
 *  its own? An `evalin` whose value is used (`n = evalin('caller', 'nargin')`, as Octave's
 *  narginchk and print_usage do) evaluates an expression: it reads the caller's workspace and
 *  assigns nothing there. Nested and anonymous functions aside: an anonymous function's
 *  `feval(@() assignin('caller', ...))` assigns in the function calling the lambda, this one.
 *  Remembered per body. */
export function writesCaller(body: readonly Stmt[]): boolean {
  return writesOf(body).caller;
}

/** The same for the base workspace: `assignin('base', ...)`, `evalin('base', text)`. */
export function writesBase(body: readonly Stmt[]): boolean {
  return writesOf(body).base;
}

function writesOf(body: readonly Stmt[]): Writes {
  let verdict = verdicts.get(body);
  if (verdict === undefined) verdicts.set(body, (verdict = scan(body)));
  return verdict;
}

/** `name('caller', ...)` or `name('base', ...)`: the workspace named, else undefined. */
function workspaceCall(e: Expr, name: string): string | undefined {
  if (e.type !== 'Index' || e.target.type !== 'Identifier' || e.target.name !== name) return undefined;
  const first = e.args[0];
  return first?.type === 'String' && (first.value === 'caller' || first.value === 'base') ? first.value : undefined;
}

function scan(body: readonly Stmt[]): Writes {
  let caller = false;
  let base = false;
  visitNodes(body, (node) => {
    const w = node.type === 'ExprStmt' ? workspaceCall((node as Stmt & { type: 'ExprStmt' }).expr, 'evalin') : node.type === 'Index' ? workspaceCall(node as Expr, 'assignin') : undefined;
    if (w === 'caller') caller = true;
    else if (w === 'base') base = true;
  }, (node) => (caller && base) || node.type === 'Function' || node.type === 'AnonFunction');
  return { caller, base };
}

/** Does the function assign in its caller? From its summary's signature when it has one, so a
 *  caller depends on the summary only, not on the callee's tree. */
export function functionWritesCaller(fn: FunctionModel): boolean {
  return fn.signature ? fn.signature.writesCaller === true : writesCaller(fn.node.body);
}

/** Does the function assign in the base workspace (a script run from the command line's)? */
export function functionWritesBase(fn: FunctionModel): boolean {
  return fn.signature ? fn.signature.writesBase === true : writesBase(fn.node.body);
}
