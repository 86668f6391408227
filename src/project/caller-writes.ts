// Functions that change their caller's workspace (`assignin('caller', ...)`,
// `evalin('caller', ...)`): a call of one may create or change any variable of the function that
// makes it, as a script's run does (CVX's `variable C(n,n) symmetric` makes C). Those that change
// the base workspace (`assignin('base', ...)`) do the same to a script run from the command line
// (mtex's `mtexdata martensite` makes `ebsd`).
import { visitNodes, type Expr, type If, type Stmt } from '../syntax/index.js';
import type { FunctionModel } from './model.js';

/** Which workspaces a body assigns in. */
interface Writes {
  readonly caller: boolean;
  readonly base: boolean;
  /** It assigns in its caller also when called with outputs: not only under `if nargout == 0`
   *  (pmtk3's loadData assigns its variables in the caller when asked for none). */
  readonly callerWithOutputs: boolean;
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

/** Does it assign in its caller when called with outputs (`D = loadData(name)`)? */
export function writesCallerWithOutputs(body: readonly Stmt[]): boolean {
  return writesOf(body).callerWithOutputs;
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
  let callerWithOutputs = false;
  // `guarded`: inside a block that runs only when the function was asked for no output.
  const walk = (root: unknown, guarded: boolean): void => visitNodes(root, (node) => {
    const w = node.type === 'ExprStmt' ? workspaceCall((node as Stmt & { type: 'ExprStmt' }).expr, 'evalin') : node.type === 'Index' ? workspaceCall(node as Expr, 'assignin') : undefined;
    if (w === 'caller') {
      caller = true;
      if (!guarded) callerWithOutputs = true;
    } else if (w === 'base') base = true;
  }, (node) => {
    if (node.type === 'Function' || node.type === 'AnonFunction') return true;
    if (node.type !== 'If' || guarded) return false;
    // The clause `if nargout == 0` (or the else of `if nargout > 0`) runs only without outputs.
    const s = node as If;
    s.clauses.forEach((c, i) => {
      walk(c.cond, false);
      walk(c.body, i === 0 && nargoutTest(c.cond) === 'none');
    });
    if (s.elseBody) walk(s.elseBody, s.clauses.length === 1 && nargoutTest(s.clauses[0]!.cond) === 'some');
    return true;
  });
  walk(body, false);
  return { caller, base, callerWithOutputs };
}

/** `nargout == 0`, `~nargout`, `nargout < 1`: 'none'; `nargout > 0`, `nargout`, `nargout >= 1`,
 *  `nargout ~= 0`: 'some'; anything else undefined. */
function nargoutTest(e: Expr): 'none' | 'some' | undefined {
  while (e.type === 'Paren') e = e.expr;
  const isNargout = (x: Expr): boolean => x.type === 'Identifier' && x.name === 'nargout';
  if (isNargout(e)) return 'some';
  if (e.type === 'Unary' && e.op === '~') return isNargout(unparen(e.operand)) ? 'none' : undefined;
  if (e.type !== 'Binary' || !isNargout(e.left) || e.right.type !== 'Number') return undefined;
  const k = e.right.value;
  if ((e.op === '==' && k === 0) || (e.op === '<' && k === 1) || (e.op === '<=' && k === 0)) return 'none';
  if ((e.op === '>' && k === 0) || (e.op === '>=' && k === 1) || (e.op === '~=' && k === 0)) return 'some';
  return undefined;
}

function unparen(e: Expr): Expr {
  while (e.type === 'Paren') e = e.expr;
  return e;
}

/** Does the function assign in its caller? From its summary's signature when it has one, so a
 *  caller depends on the summary only, not on the callee's tree. */
export function functionWritesCaller(fn: FunctionModel, nargout = 0): boolean {
  if (nargout > 0) return fn.signature ? fn.signature.writesCaller === true && fn.signature.onlyWithoutOutputs !== true : writesCallerWithOutputs(fn.node.body);
  return fn.signature ? fn.signature.writesCaller === true : writesCaller(fn.node.body);
}

/** Does the function assign in the base workspace (a script run from the command line's)? */
export function functionWritesBase(fn: FunctionModel): boolean {
  return fn.signature ? fn.signature.writesBase === true : writesBase(fn.node.body);
}
