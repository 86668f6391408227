// Numbers the unassigned-variable check can know without the value analysis: a condition
// evaluated from the numbers known on a path (a counter's first value, `done = false`), the
// constant a name holds just before a statement, the literals a `case` matches, and whether a
// `for` over a range surely runs once.
import type { Expr, Index, Stmt } from '../syntax/index.js';
import { modifiedNames } from './unassigned-changes.js';

/** Functions that give a scalar: a row holding one has at least one column. */
const SCALAR_CONSTANTS = new Set(['NaN', 'nan', 'Inf', 'inf', 'pi', 'eps', 'true', 'false', 'NA']);

/** Does a `for` over `range` surely run at least once, given the numbers known before it? A
 *  range `a:b` (or `a:s:b`) of known bounds with an element, a matrix literal of numbers, a
 *  cell literal with an element (a loop runs once per column). */
export function runsAtLeastOnce(range: Expr, env: (name: string) => number | undefined): boolean {
  if (range.type === 'Range') {
    const a = evaluate(range.start, env);
    const b = evaluate(range.stop, env) ?? (range.step ? undefined : atLeast(range.stop, env));
    const step = range.step ? evaluate(range.step, env) : 1;
    if (a === undefined || b === undefined || step === undefined || step === 0) return false;
    return step > 0 ? a <= b : a >= b;
  }
  // A row with one scalar literal has a column whatever its other elements are (`[dims NaN]`).
  const scalar = (e: Expr): boolean => numberValue(e) !== undefined || (e.type === 'Identifier' && SCALAR_CONSTANTS.has(e.name));
  if (range.type === 'Matrix') return (range.rows.length === 1 && range.rows[0].some(scalar)) || (range.rows.some((r) => r.length > 0) && range.rows.every((r) => r.every(scalar)));
  if (range.type === 'Cell') return range.rows.some((r) => r.length > 0);
  // `for t = linspace(0, 1)`: 100 points, or a literal count.
  if (range.type === 'Index' && range.target.type === 'Identifier' && range.target.name === 'linspace') {
    const n = range.args.length === 2 ? 100 : range.args.length === 3 ? evaluate(range.args[2], env) : undefined;
    return n !== undefined && n >= 1;
  }
  // A scalar runs once (`for i = numel(x)`: manopt's pso, meant as 1:numel(x)), and so does a
  // known number; `size(x)` has at least two elements.
  if (range.type === 'Index' && range.target.type === 'Identifier' && NON_EMPTY_RESULTS.has(range.target.name) && range.args.length > 0) return true;
  return evaluate(range, env) !== undefined;
}

/** A number `max(c, x)` (any of whose arguments is a known number) is never below: `for s =
 *  1:max(1, n)` runs (Piotr's toolbox's opticalFlow), whatever n is. */
function atLeast(e: Expr, env: (name: string) => number | undefined): number | undefined {
  if (e.type !== 'Index' || e.target.type !== 'Identifier' || e.target.name !== 'max' || e.args.length !== 2) return undefined;
  const known = e.args.map((x) => evaluate(x, env)).filter((v): v is number => v !== undefined);
  return known.length > 0 ? Math.max(...known) : undefined;
}

/** Functions whose result, given arguments, is never empty: counts and sizes. */
const NON_EMPTY_RESULTS = new Set(['numel', 'length', 'size', 'ndims', 'nnz', 'rows', 'columns']);

/** A range counting down by one (`p:-1:1`) as the range counting up over the same ends
 *  (`1:p`): each has an element exactly when the other does. Other ranges as they are. */
export function sameRunsAscending(range: Expr): Expr {
  if (range.type !== 'Range' || !range.step || numberValue(range.step) !== -1) return range;
  let up = ascending.get(range);
  if (!up) ascending.set(range, (up = { type: 'Range', start: range.stop, stop: range.start, span: range.span }));
  return up;
}

/** The same expression for the same loop, however often it is walked (keys are memoised by it). */
const ascending = new WeakMap<Expr, Expr>();

/** The value of a condition from known numbers, or undefined. `absent`: names no assignment
 *  can have given a value yet, for which `exist('x')` and `exist('x', 'var')` are 0. */
export function evaluate(e: Expr, env: (name: string) => number | undefined, absent?: (name: string) => boolean): number | undefined {
  switch (e.type) {
    case 'Number':
      return e.imaginary ? undefined : e.value;
    case 'Identifier':
      // `if (true)`: the logical constants (MATLAB's true and false functions).
      if (e.name === 'true' || e.name === 'false') return env(e.name) ?? (e.name === 'true' ? 1 : 0);
      // `old = NaN` before a loop: a sentinel no value equals (knkutils' gradientdescent).
      if (e.name === 'NaN' || e.name === 'nan') return env(e.name) ?? NaN;
      // `best = inf` before a loop: a bound no value exceeds (RISE's linesearch).
      if (e.name === 'Inf' || e.name === 'inf') return env(e.name) ?? Infinity;
      return env(e.name);
    case 'Paren':
      return evaluate(e.expr, env, absent);
    case 'Unary': {
      const v = evaluate(e.operand, env, absent);
      if (v === undefined) return undefined;
      // `~(inf < x)` is empty, so failing, for an empty x: no negation of an unknown side's test.
      if (e.op === '~' && decidedByOneSide(e.operand, env, absent)) return undefined;
      return e.op === '~' ? Number(v === 0) : e.op === '-' ? -v : e.op === '+' ? v : undefined;
    }
    case 'Binary': {
      const l = evaluate(e.left, env, absent);
      if (l === undefined) return unboundedComparison(e.op, undefined, evaluate(e.right, env, absent));
      if (e.op === '&&' && l === 0) return 0;
      if (e.op === '||' && l !== 0) return 1;
      const r = evaluate(e.right, env, absent);
      if (r === undefined) return unboundedComparison(e.op, l, undefined);
      switch (e.op) {
        case '==': return Number(l === r);
        case '~=': return Number(l !== r);
        case '<': return Number(l < r);
        case '<=': return Number(l <= r);
        case '>': return Number(l > r);
        case '>=': return Number(l >= r);
        case '&&': case '&': return Number(l !== 0 && r !== 0);
        case '||': case '|': return Number(l !== 0 || r !== 0);
        case '+': return l + r;
        case '-': return l - r;
        // Scalars only ever (the names hold numbers): `T = 256*8`, `n = N/2`.
        case '*': case '.*': return l * r;
        case '/': case './': return l / r;
        case '^': case '.^': {
          // A negative base to a fractional power is complex: not a number here.
          const v = l ** r;
          return Number.isNaN(v) ? undefined : v;
        }
        default: return undefined;
      }
    }
    case 'Index': {
      if (absent && isExistOfAbsent(e, absent)) return 0;
      // `exist('opt.y', 'var')`: no variable has a dotted name, so it is 0 wherever it runs
      // (MVPA-Light's option defaults).
      if (isExistOfDotted(e)) return 0;
      // `isequal(x, old)` with old a NaN is false whatever x is (isequaln would say otherwise).
      if (e.target.type === 'Identifier' && e.target.name === 'isequal' && e.args.length >= 2 && env('isequal') === undefined && e.args.some((a) => Number.isNaN(evaluate(a, env, absent)))) return 0;
      // `coder.target('MATLAB')` holds wherever MATLAB runs the code (not in code MATLAB Coder
      // generated, which this check is not about); any other target fails there (FSDA).
      if (e.target.type === 'Field' && e.target.name === 'target' && e.target.target.type === 'Identifier' && e.target.target.name === 'coder' && e.args.length === 1 && e.args[0]!.type === 'String') return Number(e.args[0]!.value.toLowerCase() === 'matlab');
      // `n(1)` of a name holding a number (a scalar): that number (buzcode's `n = 0; while
      // n(1) == 0`).
      if (e.target.type === 'Identifier' && e.args.length > 0 && e.args.every((a) => numberValue(a) === 1)) {
        const held = env(e.target.name);
        if (held !== undefined) return held;
      }
      // `mod(k, n)`, `rem(k, n)`: 0 when k is (a counter's first value: `gen = 0; while ...
      // if ~mod(gen, 10)` runs its body on the first pass), whatever n is.
      if (e.target.type !== 'Identifier' || (e.target.name !== 'mod' && e.target.name !== 'rem') || e.args.length !== 2 || env(e.target.name) !== undefined) return undefined;
      const a = evaluate(e.args[0], env);
      if (a === 0) return 0;
      const b = a === undefined ? undefined : evaluate(e.args[1], env);
      if (a === undefined || b === undefined) return undefined;
      if (b === 0) return a;
      return e.target.name === 'mod' ? a - Math.floor(a / b) * b : a - Math.trunc(a / b) * b;
    }
    default:
      return undefined;
  }
}

function decidedByOneSide(e: Expr, env: (name: string) => number | undefined, absent?: (name: string) => boolean): boolean {
  while (e.type === 'Paren') e = e.expr;
  return e.type === 'Binary' && ['==', '<', '<=', '>', '>='].includes(e.op) && (evaluate(e.left, env, absent) === undefined || evaluate(e.right, env, absent) === undefined);
}

/** The value of an if's or while's condition: there `&` and `|` short-circuit as `&&` and `||`
 *  do (MATLAB's documented exception), so `n > 1 & f(x)` fails where n is 1. */
export function conditionValue(e: Expr, env: (name: string) => number | undefined, absent?: (name: string) => boolean): number | undefined {
  const short = (x: Expr): Expr => {
    while (x.type === 'Paren') x = x.expr;
    return x.type === 'Binary' && (x.op === '&' || x.op === '|') ? { ...x, op: x.op === '&' ? '&&' : '||', left: short(x.left), right: short(x.right) } : x;
  };
  return evaluate(short(e), env, absent);
}

/** A comparison with its sides swapped. */
const FLIPPED: Readonly<Record<string, string>> = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' };

/** A comparison with one side unknown that an infinite or NaN other side decides anyway:
 *  nothing is above Inf or below -Inf, and NaN compares false, elementwise, so an
 *  `if` of it fails whatever the unknown side holds (`nold = inf; ... if nold < n`). */
function unboundedComparison(op: string, l: number | undefined, r: number | undefined): number | undefined {
  const known = l ?? r;
  if (known === undefined || Number.isFinite(known)) return undefined;
  // (`x ~= NaN` is not decided: it fails for an empty x.)
  if (Number.isNaN(known)) return op === '==' || op === '<' || op === '<=' || op === '>' || op === '>=' ? 0 : undefined;
  // Put the known side on the left: `x > inf` is `inf < x`.
  const o = l !== undefined ? op : FLIPPED[op];
  if ((known === Infinity && o === '<') || (known === -Infinity && o === '>')) return 0;
  return undefined;
}

/** `exist('x')` or `exist('x', 'var')` of a name `absent` says holds nothing yet (Dynare's
 *  simulation_core: `if ~exist('illi'), illi = ...; [i, ~, j] = find(illi(:)); ...`). */
function isExistOfAbsent(e: Index, absent: (name: string) => boolean): boolean {
  if (e.target.type !== 'Identifier' || e.target.name !== 'exist' || e.args.length === 0 || e.args.length > 2) return false;
  const [name, kind] = e.args;
  if (name.type !== 'String' || !/^\w+$/.test(name.value)) return false;
  if (kind !== undefined && (kind.type !== 'String' || kind.value !== 'var')) return false;
  return absent(name.value);
}

function isExistOfDotted(e: Index): boolean {
  if (e.target.type !== 'Identifier' || e.target.name !== 'exist' || e.args.length !== 2) return false;
  const [name, kind] = e.args;
  return name.type === 'String' && kind.type === 'String' && kind.value === 'var' && /^[A-Za-z]\w*(\.\w+)+$/.test(name.value);
}

/** A number literal node (for keys of comparisons the check makes up: `n == 4`, `nargin < 2`). */
export function numberNode(value: number, span: Expr['span']): Expr {
  return { type: 'Number', text: String(value), value, imaginary: false, span };
}

/** A number literal, possibly negated. */
export function numberValue(e: Expr): number | undefined {
  if (e.type === 'Number') return e.imaginary ? undefined : e.value;
  // `done = false; while ~done`: the logical constants.
  if (e.type === 'Identifier' && (e.name === 'true' || e.name === 'false')) return e.name === 'true' ? 1 : 0;
  // `err = Inf`, `best = -inf`.
  if (e.type === 'Identifier' && (e.name === 'Inf' || e.name === 'inf')) return Infinity;
  if (e.type === 'Unary' && e.op === '-' && e.operand.type === 'Number' && !e.operand.imaginary) return -e.operand.value;
  if (e.type === 'Unary' && e.op === '-' && e.operand.type === 'Identifier' && (e.operand.name === 'Inf' || e.operand.name === 'inf')) return -Infinity;
  return undefined;
}

/** The constants a `case` value matches (a literal or a cell of literals), or undefined. */
export function caseLiterals(value: Expr): Set<string> | undefined {
  const one = (e: Expr): string | undefined => {
    if (e.type === 'String') return `s:${e.value}`;
    // `case lower('Fast')` (matGeom): the folded text.
    if (e.type === 'Index' && e.target.type === 'Identifier' && (e.target.name === 'lower' || e.target.name === 'upper') && e.args.length === 1 && e.args[0]!.type === 'String') {
      const t = e.args[0]!.value;
      return `s:${e.target.name === 'lower' ? t.toLowerCase() : t.toUpperCase()}`;
    }
    return numberValue(e) !== undefined ? `n:${numberValue(e)}` : undefined;
  };
  if (value.type !== 'Cell') {
    const v = one(value);
    return v === undefined ? undefined : new Set([v]);
  }
  const out = new Set<string>();
  for (const e of value.rows.flat()) {
    const v = one(e);
    if (v === undefined) return undefined;
    out.add(v);
  }
  return out;
}

/** The number a name surely holds just before `list[index]` runs: the last statement before it
 *  that changes the name is `name = <number>` (also in a chain `a = name = 0`). */
export function constantBefore(list: readonly Stmt[], index: number, name: string, depth = 0): number | undefined {
  const at = assignmentBefore(list, index, name);
  if (!at) return undefined;
  const n = numberValue(at.rhs);
  // `T = 256*8`, `n = 2*m + 1` with m a constant before: arithmetic on earlier constants.
  if (n !== undefined || depth >= CONSTANT_DEPTH) return n;
  return evaluate(at.rhs, (m) => (m === name ? undefined : constantBefore(list, at.index, m, depth + 1)));
}

/** How many assignments back `constantBefore` follows the names an expression reads. */
const CONSTANT_DEPTH = 4;

/** The expression the last statement before `list[index]` that changes `name` assigns it, when
 *  that statement is a plain assignment of it (`idx = 1:n`); undefined otherwise. */
export function valueBefore(list: readonly Stmt[], index: number, name: string): Expr | undefined {
  return assignmentBefore(list, index, name)?.rhs;
}

/** The value `valueBefore` finds, with the index of its statement in `list`. */
function assignmentBefore(list: readonly Stmt[], index: number, name: string): { rhs: Expr; index: number } | undefined {
  for (let j = index - 1; j >= 0; j--) {
    const s = list[j];
    if (!modifiedNames([s]).has(name)) continue;
    if (s.type !== 'Assign' || s.op !== '=' || s.targets.length !== 1) return undefined;
    let hit = s.targets[0].type === 'Identifier' && s.targets[0].name === name;
    let rhs = s.rhs;
    while (rhs.type === 'AssignExpr') {
      if (rhs.target.type === 'Identifier' && rhs.target.name === name) hit = true;
      rhs = rhs.value;
    }
    return hit ? { rhs, index: j } : undefined;
  }
  return undefined;
}

/** The most values a loop variable's domain lists. */
const MAX_LOOP_VALUES = 16;

/** The values (`n:1`, ...) a `for` over a range of number literals gives its variable (`1:3`,
 *  `[1 2 4]`, `0:0.5:1`), or undefined when the range is not such a range or has too many. */
export function loopValues(range: Expr): string[] | undefined {
  const out: string[] = [];
  if (range.type === 'Range') {
    const [a, b, step] = [numberValue(range.start), numberValue(range.stop), range.step ? numberValue(range.step) : 1];
    if (a === undefined || b === undefined || step === undefined || step === 0 || !Number.isFinite(a) || !Number.isFinite(b)) return undefined;
    if ((b - a) / step + 1 > MAX_LOOP_VALUES) return undefined;
    // Whole steps only: a fractional one may stop short of b by rounding.
    if (!Number.isInteger(a) || !Number.isInteger(step)) return undefined;
    for (let v = a; step > 0 ? v <= b : v >= b; v += step) out.push(`n:${v}`);
    return out;
  }
  if (range.type === 'Matrix' && range.rows.length === 1) {
    for (const e of range.rows[0]!) {
      const v = numberValue(e);
      if (v === undefined) return undefined;
      out.push(`n:${v}`);
    }
    return out.length > 0 && out.length <= MAX_LOOP_VALUES ? out : undefined;
  }
  return undefined;
}

/** The number `name` holds after statement `s` runs, given the numbers before it (`env`): for
 *  a plain update of the name (`iter = iter + 1`, `k += 2`, Octave's `k++`), evaluated; any
 *  other change of it (in a nested block, by a call's outputs) gives undefined. Used to follow
 *  a loop body's first iteration down its straight-line statements (`iter = iter + 1; if iter
 *  == 1`: the clause runs on the first pass). */
export function valueAfter(s: Stmt, name: string, env: (name: string) => number | undefined): number | undefined {
  if (s.type === 'IncDec') {
    const v = s.target.type === 'Identifier' && s.target.name === name ? env(name) : undefined;
    return v === undefined ? undefined : s.op === '++' ? v + 1 : v - 1;
  }
  if (s.type !== 'Assign' || s.targets.length !== 1 || s.targets[0].type !== 'Identifier' || s.targets[0].name !== name) return undefined;
  const r = evaluate(s.rhs, env);
  if (r === undefined || s.op === '=') return r;
  const v = env(name);
  if (v === undefined) return undefined;
  switch (s.op) {
    case '+=': return v + r;
    case '-=': return v - r;
    case '*=': case '.*=': return v * r;
    default: return undefined;
  }
}
