// What the state at the start of a `catch` is made of: the try body failed at some statement, so
// the catch sees what ran before that statement. Assignments that cannot fail at the start of
// the body have run; assignments after which nothing in the body can fail have not (`ok = false;
// try, x = f(); ok = true; catch, ..., end` leaves ok false in the catch).
import type { Expr, Stmt } from '../syntax/index.js';
import { allStatements } from './unassigned-blocks.js';
import { numberValue } from './unassigned-evaluate.js';
import { modifiedNames } from './unassigned-changes.js';
import { rootName, visitNodes } from '../syntax/index.js';
import { addGuards, correlationKey, type State } from './unassigned-state.js';

/** The names the leading statements of a try body assign with values that cannot fail
 *  (`ok = false; x = []; h = hax;` with hax assigned): they hold those values wherever the rest
 *  of the body failed. `assigned`: the variables surely assigned before the body. */
export function safeStart(list: readonly Stmt[], assigned: (name: string) => boolean = () => false): string[] {
  const out: string[] = [];
  const copies = (e: Expr): boolean => e.type === 'Identifier' && (assigned(e.name) || out.includes(e.name));
  for (const s of list) {
    if (s.type === 'Comments') continue;
    // `for k = 1:n` first: its line assigns k (an empty range too) before the body can fail.
    if (s.type === 'For') {
      if (s.variable.type !== 'Identifier' || !safeRange(s.range, copies)) break;
      out.push(s.variable.name);
      // A loop that ends the body fails only in an iteration, after its body's safe start ran
      // (neuroelf's `for fc = 1:numel(fnames), fid = 0; fid = fopen(...); ...`).
      if (list.slice(list.indexOf(s) + 1).every((x) => x.type === 'Comments')) out.push(...safeStart(s.body, (n) => assigned(n) || out.includes(n)));
      break;
    }
    const plain = plainAssignment(s);
    if (!plain || !(cannotFail(plain.rhs) || copies(plain.rhs) || safeQuery(plain.rhs, copies))) break;
    out.push(plain.name);
  }
  return out;
}

/** A range `a:b` or `a:s:b` of literals and assigned names, which evaluates without error. */
function safeRange(e: Expr, copies: (e: Expr) => boolean): boolean {
  if (e.type !== 'Range') return false;
  // `1:numel(pats)` of a value held: a count, which cannot fail.
  return [e.start, e.step, e.stop].every((p) => p === undefined || copies(p) || numberValue(p) !== undefined || safeQuery(p, copies));
}

/** The names that the try body assigns only where nothing after the assignment, up to the end
 *  of the body, can fail: when the body failed, they were not assigned by it. Such an
 *  assignment is at the end of the body, or of a branch of an `if` or `switch` at its end, with
 *  only statements that cannot fail after it; never in a loop (its next iteration may fail). */
export function assignedLast(body: readonly Stmt[]): Set<string> {
  const last = new Set<string>();
  const before = new Set<string>();
  visit(body, true, last, before);
  for (const n of before) last.delete(n);
  return last;
}

/** Walks a block from its end; `tail`: nothing after the block (within the try body) can fail.
 *  Names assigned by a statement at the tail go to `last`, all others to `before`. */
function visit(list: readonly Stmt[], tail: boolean, last: Set<string>, before: Set<string>): void {
  let quiet = tail;
  for (let i = list.length - 1; i >= 0; i--) {
    const s = list[i];
    if (s.type === 'Comments' || s.type === 'Function') continue;
    if (s.type === 'If' || s.type === 'Switch') {
      for (const block of s.type === 'If' ? [...s.clauses.map((c) => c.body), s.elseBody ?? []] : [...s.cases.map((c) => c.body), s.otherwise ?? []]) visit(block, quiet, last, before);
      // Its condition or subject is evaluated before: it may fail.
      quiet = false;
      continue;
    }
    const names = modifiedNames([s]);
    for (const n of names) (quiet && s.type === 'Assign' ? last : before).add(n);
    if (safelyAssigned(s) === undefined && s.type !== 'Break' && s.type !== 'Continue' && s.type !== 'Return') quiet = false;
  }
}

/** `name = rhs` to one plain name: its name and value; undefined for other statements. */
function plainAssignment(s: Stmt): { name: string; rhs: Expr } | undefined {
  if (s.type !== 'Assign' || s.op !== '=' || s.targets.length !== 1) return undefined;
  const t = s.targets[0];
  return t.type === 'Identifier' ? { name: t.name, rhs: s.rhs } : undefined;
}

/** The name of `name = <a literal>`, an assignment that cannot fail; undefined for others. */
function safelyAssigned(s: Stmt): string | undefined {
  const plain = plainAssignment(s);
  return plain && cannotFail(plain.rhs) ? plain.name : undefined;
}

function cannotFail(e: Expr): boolean {
  if (e.type === 'Number' || e.type === 'String') return true;
  if ((e.type === 'Matrix' || e.type === 'Cell') && e.rows.every((r) => r.length === 0)) return true;
  // `oldWarn = warning('off', 'MATLAB:some:id')` (export_fig), `t0 = tic`, `here = pwd`: calls
  // of builtins that take no argument or texts only and raise no error.
  const call = e.type === 'Index' ? e : e.type === 'Identifier' ? { target: e, args: [] as Expr[] } : undefined;
  if (call?.target.type === 'Identifier') {
    const name = call.target.name;
    if (NO_ARGUMENT_CALLS.has(name) && call.args.length === 0) return true;
    if (name === 'warning' && call.args.every((a) => a.type === 'String') && (call.args.length === 0 || WARNING_STATES.has((call.args[0] as { value: string }).value))) return true;
  }
  // `zeros(1, 1)`, `cell(1, n0)` with literal sizes, `struct`, `struct('a', 1)` (neuroelf's
  // tries start so): MATLAB's constructors of small arrays.
  if (call?.target.type === 'Identifier' && CONSTRUCTORS.has(call.target.name)) {
    if (call.target.name === 'struct') return call.args.length % 2 === 0 && call.args.every((a, k) => (k % 2 === 0 ? a.type === 'String' : cannotFail(a) && a.type !== 'Cell'));
    return call.args.every((a) => { const n = numberValue(a); return n !== undefined && Number.isInteger(n) && n >= 0 && n <= 10_000; });
  }
  // `{[]}`, `{'a', 1}`: a cell of such values.
  if (e.type === 'Cell') return e.rows.every((r) => r.every(cannotFail));
  // `['helpfiles' filesep 'FSDA']`: a row of texts and of those calls' texts (FSDA).
  if (e.type === 'Matrix' && e.rows.length === 1 && e.rows[0]!.length > 0) return e.rows[0]!.every((x) => x.type === 'String' || (cannotFail(x) && textCall(x)));
  return numberValue(e) !== undefined;
}

/** `filesep`, `pwd()`: a call of a builtin of no argument that gives a row of text. */
function textCall(e: Expr): boolean {
  const name = e.type === 'Identifier' ? e.name : e.type === 'Index' && e.args.length === 0 && e.target.type === 'Identifier' ? e.target.name : undefined;
  return name !== undefined && TEXT_CALLS.has(name);
}

const TEXT_CALLS = new Set(['filesep', 'pathsep', 'pwd', 'computer']);

/** `old = get(gcf, 'color')`, `h = findall(fig, 'type', 'axes')`, `s = sprintf('%d', n)`: a
 *  query of MATLAB's that does not fail on values the code already holds (export_fig's and
 *  mtex's `try` blocks save a state first and restore it in the catch). */
function safeQuery(e: Expr, copies: (e: Expr) => boolean): boolean {
  if (e.type !== 'Index' || e.target.type !== 'Identifier' || !SAFE_QUERIES.has(e.target.name)) return false;
  const plain = (a: Expr): boolean => a.type === 'String' || numberValue(a) !== undefined || copies(a) || (a.type === 'Identifier' && NO_ARGUMENT_HANDLES.has(a.name)) || (a.type === 'Index' && a.args.length === 0 && a.target.type === 'Identifier' && NO_ARGUMENT_HANDLES.has(a.target.name));
  return e.args.every(plain);
}

const SAFE_QUERIES = new Set(['get', 'findall', 'findobj', 'allchild', 'sprintf', 'num2str', 'fopen', 'fullfile', 'getenv', 'ishandle', 'ishghandle', 'isgraphics', 'isempty', 'numel', 'isfield', 'class', 'size', 'length', 'ndims', 'isnumeric', 'ischar', 'iscell', 'isstruct', 'islogical', 'isa']);
/** The current figure, axes, root: never an error to ask. */
const NO_ARGUMENT_HANDLES = new Set(['gcf', 'gca', 'groot', 'gcbf', 'gcbo']);

/** Builtins that, called with no argument, cannot fail. */
const NO_ARGUMENT_CALLS = new Set(['pwd', 'tic', 'clock', 'now', 'cputime', 'warning', 'filesep', 'pathsep', 'computer']);
/** Constructors of arrays that, given literal small sizes (or nothing), cannot fail. */
const CONSTRUCTORS = new Set(['zeros', 'ones', 'cell', 'true', 'false', 'nan', 'NaN', 'inf', 'Inf', 'eye', 'struct']);
/** The states `warning(state, id)` sets or asks about. */
const WARNING_STATES = new Set(['off', 'on', 'query']);

/** The states around a try, for statementKeys: the one before it, the catch's entry (changed
 *  here), the names assigned only where nothing after can fail, the unit's variables. */
export interface TryStates {
  readonly before: State;
  readonly inCatch: State;
  readonly last: ReadonlySet<string>;
  readonly localNames: ReadonlySet<string>;
}

/** In a catch, a name the try assigned holds a value exactly when its assignment ran: names
 *  one statement assigns together (`[V, F] = load_mesh(f)`), and that no other statement of
 *  the try and no path before it assigned, share a correlation key there. So do names a
 *  statement of the body itself assigns first, which only later statements change (`[x, y] =
 *  f(); x(1) = [];`): those run only after it. */
export function statementKeys(body: readonly Stmt[], { before, inCatch, last, localNames }: TryStates): void {
  const byName = new Map<string, number>();
  const groups: Array<{ stmt: Stmt; names: string[] }> = [];
  for (const s of allStatements(body)) {
    if (s.type !== 'Assign') {
      // Assigned some other way (a loop variable, `x++`, ...): not by one statement alone.
      for (const n of modifiedNames([s])) if (s.type !== 'If' && s.type !== 'Switch' && s.type !== 'While' && s.type !== 'Try') byName.set(n, 2);
      continue;
    }
    const names = s.targets.map(rootName).filter((n): n is string => n !== undefined);
    groups.push({ stmt: s, names });
    for (const n of names) byName.set(n, (byName.get(n) ?? 0) + 1);
  }
  const first = new Map<string, Stmt>();
  const seen = new Set<string>();
  for (const s of body) {
    if (s.type === 'Assign') for (const n of s.targets.map(rootName)) if (n !== undefined && !seen.has(n)) first.set(n, s);
    for (const n of modifiedNames([s])) seen.add(n);
  }
  for (const { stmt, names } of groups) {
    const alone = names.filter((n) => (byName.get(n) === 1 || first.get(n) === stmt) && localNames.has(n) && !before.maybe.has(n) && !inCatch.assigned.has(n) && !last.has(n));
    if (alone.length === 0) continue;
    const key = correlationKey([1]);
    for (const n of alone) addGuards(inCatch, n, [key]);
  }
}

/** Does the catch look at the error it caught: read its exception (`rethrow(err)`,
 *  `disp(err.message)`) or ask for the last error (`lasterror`, `lasterr`)? Then an error in
 *  the body still reaches the user, with its own message. A catch that does not (an empty one,
 *  `catch, interfaceError(fname)` rejecting a file format, no catch at all) takes any error of
 *  the body as an expected outcome. */
export function inspectsCaught(s: Stmt & { type: 'Try' }): boolean {
  if (!s.catchBody) return false;
  const caught = s.catchVar?.name;
  let inspects = false;
  visitNodes(s.catchBody, (node) => {
    const n = node as Expr;
    if (n.type === 'Identifier' && (n.name === caught || n.name === 'lasterror' || n.name === 'lasterr')) inspects = true;
  });
  return inspects;
}
