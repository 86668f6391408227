// Statements that can never run: after `return`, `break`, `continue`, or a call that always
// throws (`error('...')`, `throw`, `rethrow`, or a user function whose every path raises), in
// the same block.
import { innerBlocks } from '../syntax/index.js';
import type { Kind } from '../kinds/index.js';
import type { Predicate } from './predicates.js';
import type { Preconditions } from './preconditions.js';
import { operands } from './unassigned-guards.js';
import type { Diagnostic, TextEdit, Expr, Identifier, Stmt } from '../syntax/index.js';

/** The kind of each identifier, and which user functions never return (see never-returns.ts). */
export interface KindLookup {
  get(node: object): Kind | undefined;
  /** `texts()[i]`: the call's argument i is surely a non-empty text (a helper that raises with
   *  the message it is given never returns when given one). */
  neverReturns?(name: string, texts: () => readonly boolean[]): boolean;
  /** Variables that surely hold a non-empty text, or a struct whose message is one. */
  nonEmptyText?(name: string): boolean;
  /** Only raising leaves (a `return` does not): whether a function body never returns. */
  raisesOnly?: boolean;
  /** Is a call of `name` one of MATLAB's (or Octave's) own functions, which run none of the
   *  program's code (nor change its globals) unless given a function to call? */
  builtinCall?(name: string): boolean;
  /** The tests a user function `name` raises on, over its parameters (see preconditions). */
  preconditions?(name: string): Preconditions | undefined;
  /** Does a user function `name` test whether its caller's variable exists (see existence-tests)? */
  existenceTest?(name: string): boolean;
  /** A user function `name` that only computes a test of its parameters (see predicates). */
  predicate?(name: string): Predicate | undefined;
  /** For the unassigned-variable walk only: does a call of `name` with `args` raise by the
   *  convention of error wrappers (see error-wrappers.ts)? */
  errorWrapper?(name: string, args: readonly Expr[]): boolean;
  /** For the unassigned-variable walk: `throw(obj)` ends a path even where a class of the
   *  project defines its own `throw` (IRIS-Toolbox's `throw(exception.Base(id, 'error'))`
   *  raises; its `'warning'` twin does not): a convention, as error wrappers are. */
  byConvention?: boolean;
  /** Does `name` resolve to something (a function, script or class of the path, or MATLAB's)? */
  resolves?(name: string): boolean;
  /** For the unassigned-variable walk: may a call of `name` change one of these globals (a
   *  function of the program that declares none of them, nor calls one that may, cannot)? */
  mayWriteGlobals?(name: string, globals: readonly string[]): boolean;
  /** Does a class of the project define an ordinary method `name` (which a call dispatches to
   *  when an argument is of that class)? */
  projectMethod?(name: string): boolean;
}

// MException's throw methods; matlab.unittest's qualifications that fail by definition
// (`testCase.assumeFail(msg)` ends the test; `verifyFail` records a failure and goes on).
const RAISING_METHODS = new Set(['throw', 'rethrow', 'throwAsCaller', 'assertFail', 'assumeFail', 'fatalAssertFail']);
const RAISING = new Set([...RAISING_METHODS, 'print_usage']);

/** The function a call statement calls by name (`f(...)`, `f;`, `f arg`), if it is a function. */
function calledName(s: Stmt, kindOf: KindLookup): string | undefined {
  // A function; or `throw(ME)`, MException's method, which MATLAB's tables hold as a toolbox
  // name (not a function for the kinds): any name no variable holds.
  const called = (id: Identifier): boolean => {
    const k = kindOf.get(id);
    return k === 'FN' || (k === 'ID' && RAISING.has(id.name));
  };
  if (s.type === 'Command') return called(s.name) ? s.name.name : undefined;
  if (s.type !== 'ExprStmt') return undefined;
  const e = s.expr;
  if (e.type === 'Identifier') return called(e) ? e.name : undefined;
  // `ME.rethrow()`, `tc.assumeFail(msg)`: a raising method of the object a variable holds.
  const method = e.type === 'Index' ? e.target : e;
  if (method.type === 'Field' && method.target.type === 'Identifier' && RAISING_METHODS.has(method.name) && kindOf.get(method.target) === 'VAR') return method.name;
  // `exc.error(msg)`: a function of a package (IRIS-Toolbox's helpers that always raise).
  if (e.type === 'Index' && e.target.type === 'Field') return packageFunction(e.target, kindOf);
  if (e.type !== 'Index' || e.target.type !== 'Identifier' || !called(e.target)) return undefined;
  return e.target.name;
}

/** The dotted name of `pkg.sub.f` whose root is a package prefix. */
function packageFunction(e: Expr, kindOf: KindLookup): string | undefined {
  const parts: string[] = [];
  let x = e;
  while (x.type === 'Field') {
    parts.unshift(x.name);
    x = x.target;
  }
  return x.type === 'Identifier' && kindOf.get(x) === 'PREFIX' ? [x.name, ...parts].join('.') : undefined;
}

/** `throw(MException(...))`, `MException(...).throw()`: the object is MATLAB's. */
function givesMException(s: Stmt, kindOf: KindLookup): boolean {
  if (s.type !== 'ExprStmt') return false;
  const e = s.expr;
  const made = (x: Expr | undefined): boolean => x?.type === 'Index' && x.target.type === 'Identifier' && x.target.name === 'MException' && kindOf.get(x.target) === 'FN';
  if (e.type === 'Index' && e.target.type === 'Identifier') return made(e.args[0]);
  const method = e.type === 'Index' ? e.target : e;
  return method.type === 'Field' && made(method.target);
}

/** A text that is surely not empty: a text with a visible character, a concatenation holding
 *  one (`['bad: ' s]`), strcat of one (strcat drops trailing blanks only), or sprintf of a format
 *  with text besides its conversions (`sprintf('%s', '')` is empty). */
export function builtFromText(e: Expr | undefined, known: (name: string) => boolean = () => false): boolean {
  if (e === undefined) return false;
  if (e.type === 'String') return /\S/.test(e.value);
  if (e.type === 'Identifier') return known(e.name);
  // `varargin{:}` or `varargin{1}` first in a call: the first value given (see neverReturnsFrom).
  if (e.type === 'CellIndex' && e.target.type === 'Identifier' && e.target.name === 'varargin' && e.args.length === 1 && (e.args[0]!.type === 'Colon' || (e.args[0]!.type === 'Number' && e.args[0]!.value === 1))) return known('varargin{1}');
  // `err.message` of a caught error (see nonEmptyTexts).
  if (e.type === 'Field' && e.name === 'message' && e.target.type === 'Identifier') return known(`${e.target.name}.message`);
  if (e.type === 'Matrix') return e.rows.length === 1 && e.rows[0].some((x) => builtFromText(x, known));
  if (e.type !== 'Index' || e.target.type !== 'Identifier') return false;
  if (e.target.name === 'strcat') return e.args.some((x) => builtFromText(x, known));
  if (e.target.name === 'sprintf') {
    const format = literalText(e.args[0]);
    return format !== undefined && /\S/.test(format.replace(/%[-+ 0#]*(\d+|\*)?(\.(\d+|\*))?[a-zA-Z%]/g, ''));
  }
  return false;
}

/** A text literal, or a row of them (`['too long: ' '%d']`, a format split over lines). */
function literalText(e: Expr | undefined): string | undefined {
  if (e?.type === 'String') return e.value;
  if (e?.type !== 'Matrix' || e.rows.length !== 1 || !e.rows[0].every((x) => x.type === 'String')) return undefined;
  return e.rows[0].map((x) => (x as Expr & { type: 'String' }).value).join('');
}

/** Does this statement always leave its block? */
function exits(s: Stmt, kindOf: KindLookup): boolean {
  switch (s.type) {
    case 'Return':
    case 'Break':
    case 'Continue':
      return !kindOf.raisesOnly;
    case 'Command':
    case 'ExprStmt': {
      const name = calledName(s, kindOf);
      if (name === undefined) return false;
      // Octave's print_usage () always raises an error. A class of the project may define its
      // own `throw` that only warns (IRIS-Toolbox's exception.Base): then a call may reach it,
      // unless it is given a new MException.
      if (RAISING.has(name)) return !kindOf.projectMethod?.(name) || givesMException(s, kindOf) || kindOf.byConvention === true;
      // `assert(false)`, `assert(0, msg)`: an assertion that cannot hold.
      if (name === 'assert' && s.type === 'ExprStmt' && s.expr.type === 'Index') {
        const cond = s.expr.args[0];
        const literal = cond?.type === 'Number' ? cond.value === 0 : cond?.type === 'Identifier' && cond.name === 'false' && kindOf.get(cond) === 'FN';
        if (literal) return true;
      }
      if (name === 'error') {
        // error('') and error([]) do nothing (`error(nargchk(...))` relies on it); a message
        // known not to be empty throws: a text, a text built from one (`['bad: ' s]`,
        // `sprintf('bad %d', n)`), or an identifier and a message (`error('pkg:id', msg)`).
        if (s.type === 'Command') return s.args.length > 0;
        const args = s.expr.type === 'Index' ? s.expr.args : [];
        const first = args[0];
        if (first?.type === 'String' && first.value.length > 0) return true;
        if (first?.type === 'String' && args.length >= 2 && /^[\w-]+(:[\w-]+)+$/.test(first.value)) return true;
        // `error(message('pkg:id'))`: a message object always raises.
        if (first?.type === 'Index' && first.target.type === 'Identifier' && first.target.name === 'message' && kindOf.get(first.target) === 'FN') return true;
        // A message, or a message struct, held by a variable (`error(errstruct)` in a helper).
        return builtFromText(first, (n) => kindOf.nonEmptyText?.(n) ?? false);
      }
      if (!kindOf.neverReturns) return false;
      // Which arguments are texts is worked out only for a call of a user function.
      // (`spread`: an argument may pass several values, `c{:}`, so the count is not known.)
      const texts = (): readonly boolean[] & { spread?: boolean } => {
        if (s.type === 'Command') return s.args.map((a) => a.value.length > 0);
        if (s.expr.type !== 'Index') return [];
        const out = s.expr.args.map((a) => builtFromText(a, (n) => kindOf.nonEmptyText?.(n) ?? false));
        return s.expr.args.some((a) => a.type === 'CellIndex' || (a.type === 'Field' && a.target.type !== 'Identifier')) ? Object.assign(out, { spread: true }) : out;
      };
      if (kindOf.neverReturns(name, texts)) return true;
      return s.type === 'ExprStmt' && s.expr.type === 'Index' && (kindOf.errorWrapper?.(name, s.expr.args) ?? false);
    }
    case 'If':
      return s.elseBody !== undefined && s.clauses.every((c) => blockExits(c.body, kindOf)) && blockExits(s.elseBody, kindOf);
    case 'Switch':
      // Every case and an otherwise leave: the switch does.
      return s.otherwise !== undefined && s.cases.every((c) => blockExits(c.body, kindOf)) && blockExits(s.otherwise, kindOf);
    default:
      return false;
  }
}

export function blockExits(list: readonly Stmt[], kindOf: KindLookup): boolean {
  return list.some((s) => exits(s, kindOf));
}

/** Code that never runs, from one walk over the blocks: for each block that is left (`exit`),
 *  the statements after it (nested functions and comments aside). */
interface DeadBlock {
  exit: Stmt;
  /** Everything after the exit, as written (comments and nested functions included). */
  tail: readonly Stmt[];
  dead: readonly Stmt[];
}

function deadBlocks(body: readonly Stmt[], kindOf: KindLookup): DeadBlock[] {
  const out: DeadBlock[] = [];
  const blocks: (readonly Stmt[])[] = [body];
  while (blocks.length > 0) {
    const list = blocks.pop()!;
    const k = list.findIndex((s) => exits(s, kindOf));
    for (const s of k < 0 ? list : list.slice(0, k + 1)) for (const inner of innerBlocks(s)) blocks.push(inner);
    if (k < 0) continue;
    const tail = list.slice(k + 1);
    const dead = tail.filter((s) => s.type !== 'Function' && s.type !== 'Comments');
    if (dead.length > 0) out.push({ exit: list[k], tail, dead });
  }
  return out;
}

/** The truth of a condition written as a constant switch (`0`, `1`, `false`, `true`, `~0`, in
 *  parentheses or not), or undefined for anything else. A switch joined to a test turns the test
 *  off too: `debug && 0` (vbmc's `if ~isempty(gp) && 0`) and `x & 0` never hold (an empty `x`
 *  fails the test as well); `x || 1` always holds, but not `x | 1` (false for an empty x). */
function constantSwitch(e: Expr, kindOf: KindLookup): boolean | undefined {
  if (e.type === 'Paren') return constantSwitch(e.expr, kindOf);
  if (e.type === 'Number' && !e.imaginary) return e.value !== 0;
  if (e.type === 'Identifier' && (e.name === 'true' || e.name === 'false') && kindOf.get(e) === 'FN') return e.name === 'true';
  if (e.type === 'Unary' && e.op === '~') {
    const inner = constantSwitch(e.operand, kindOf);
    return inner === undefined ? undefined : !inner;
  }
  // `if (1 == 2)`: two numbers compared (isetbio switches plotting code off so).
  if (e.type === 'Binary' && e.left.type === 'Number' && e.right.type === 'Number' && !e.left.imaginary && !e.right.imaginary) {
    const [a, b] = [e.left.value, e.right.value];
    switch (e.op) {
      case '==': return a === b;
      case '~=': return a !== b;
      case '<': return a < b;
      case '<=': return a <= b;
      case '>': return a > b;
      case '>=': return a >= b;
    }
  }
  // A chain of one operator taken as a list (a chain of 100,000 `&&` is a tree that deep).
  if (e.type === 'Binary' && (e.op === '&&' || e.op === '&')) {
    const truths = operands(e, ['&&', '&']).map((x) => constantSwitch(x, kindOf));
    if (truths.includes(false)) return false;
    return truths.every((t) => t === true) ? true : undefined;
  }
  if (e.type === 'Binary' && (e.op === '||' || e.op === '|')) {
    const parts = operands(e, ['||', '|']);
    const truths = parts.map((x) => constantSwitch(x, kindOf));
    if (truths.every((t) => t === false)) return false;
    if (truths.every((t) => t !== undefined)) return truths.includes(true);
    // `x || 1` holds whatever x is; `x | 1` fails for an empty x.
    return e.op === '||' && truths.includes(true) && operands(e, ['||']).length === parts.length ? true : undefined;
  }
  return undefined;
}

/** Code switched off on purpose: the body of `if 0` / `elseif false` / `while 0`, and what follows
 *  an `if 1` clause (its elseif and else). It never runs, but it is the author's choice, not a
 *  mistake: no unreachable-code warning, only its names are not checked. */
function switchedOff(body: readonly Stmt[], kindOf: KindLookup): [number, number][] {
  const out: [number, number][] = [];
  const range = (list: readonly Stmt[]): void => {
    if (list.length > 0) out.push([list[0].span.offset, list[list.length - 1].span.endOffset]);
  };
  const blocks: (readonly Stmt[])[] = [body];
  while (blocks.length > 0) {
    for (const s of blocks.pop()!) {
      if (s.type === 'If') {
        let on = true;
        for (const c of s.clauses) {
          const truth = on ? constantSwitch(c.cond, kindOf) : false;
          if (!on || truth === false) range(c.body);
          else blocks.push(c.body);
          if (truth === true) on = false;
        }
        if (s.elseBody && on) blocks.push(s.elseBody);
        else if (s.elseBody) range(s.elseBody);
      } else if (s.type === 'While' && constantSwitch(s.cond, kindOf) === false) range(s.body);
      else for (const inner of innerBlocks(s)) blocks.push(inner);
    }
  }
  return out;
}

export interface Unreachable {
  /** The first unreachable statement of each block, with the statement that leaves it. */
  diagnostics: Diagnostic[];
  /** The source ranges `[offset, endOffset)` of code that never runs: names used only there are
   *  not worth reporting. */
  ranges: [number, number][];
}

/** `text`: the file's text, for the fix that removes the dead statements (whole lines where
 *  they stand alone on them). */
export function unreachable(body: readonly Stmt[], kindOf: KindLookup, readText?: () => string | undefined): Unreachable {
  const diagnostics: Diagnostic[] = [];
  const ranges: [number, number][] = [];
  let text: string | undefined;
  for (const { exit, tail, dead } of deadBlocks(body, kindOf)) {
    ranges.push([dead[0].span.offset, dead[dead.length - 1].span.endOffset]);
    // A defensive `return` or `break` after an error (MATLAB's own code has many) leaves the
    // block as the error does: nothing is lost by it, so it is not worth a warning.
    if (tail.slice(tail.indexOf(dead[0])).every((t) => t.type === 'Return' || t.type === 'Break' || t.type === 'Continue' || t.type === 'Comments')) continue;
    const called = calledName(exit, kindOf);
    const what = called === undefined ? `'${exit.type.toLowerCase()}'` : called === 'error' || RAISING.has(called) ? 'the error above' : `the call of '${called}' above, which never returns`;
    diagnostics.push({
      severity: 'warning',
      code: 'unreachable-code',
      span: dead[0].span,
      message: `This code never runs: it comes after ${what}.`,
      related: [{ message: 'the block is left here', span: exit.span }],
      ...((text ??= readText?.()) !== undefined ? { fix: { message: 'Remove the code that never runs', safe: true, edits: dead.map((s) => removal(text!, s.span.offset, s.span.endOffset)) } } : {}),
    });
  }
  ranges.push(...switchedOff(body, kindOf));
  return { diagnostics, ranges };
}

/** The edit that removes `[offset, endOffset)`: its whole lines when nothing else stands on them
 *  (blanks and statement separators aside), else the text and the separators after it. */
function removal(text: string, offset: number, endOffset: number): TextEdit {
  let start = offset;
  while (start > 0 && (text[start - 1] === ' ' || text[start - 1] === '\t')) start--;
  let end = endOffset;
  while (end < text.length && /[ \t;,]/.test(text[end])) end++;
  const lineStart = start === 0 || text[start - 1] === '\n' || text[start - 1] === '\r';
  // A comment after a statement alone on its line is the statement's: it goes with it.
  if (lineStart && (text[end] === '%' || text[end] === '#')) while (end < text.length && text[end] !== '\n' && text[end] !== '\r') end++;
  const lineEnd = end === text.length || text[end] === '\n' || text[end] === '\r';
  if (lineStart && lineEnd) {
    if (text.startsWith('\r\n', end)) end += 2;
    else if (end < text.length) end++;
    return { offset: start, endOffset: end, text: '' };
  }
  return { offset, endOffset: end, text: '' };
}

/** The findings outside the ranges of code that never runs (`unreachable(...).ranges`): a call
 *  there cannot fail (unreachable-code says the code is dead). Also the value analysis'
 *  findings, which may not see that a helper of another file raises, where the message it is
 *  given is lost in that file's summary (stk_error's `error(struct('message', msg, ...))`). */
export function outsideDeadCode(list: readonly Diagnostic[], dead: ReadonlyArray<readonly [number, number]>): Diagnostic[] {
  if (dead.length === 0) return [...list];
  return list.filter((d) => !dead.some(([from, to]) => d.span.offset >= from && d.span.offset < to));
}
