// Counts in the unassigned-variable check: `nargin`, `nargout` and the counts of a value's
// elements (`numel`, `length`, `size(x, k)`, ...) are whole numbers from 0. Facts comparing them
// with numbers bound them (a path no count meets cannot run), and bound the ranges loops run
// over (`for k = 1:length(b)` runs where `length(b) > 0` holds; `0:n` with n a count always does).
import { printExpr, visitNodes } from '../syntax/index.js';
import type { Expr, Identifier, Stmt } from '../syntax/index.js';
import { numberNode, numberValue } from './unassigned-evaluate.js';
import { type GuardKeys } from './unassigned-guards.js';
import { changesByName } from './unassigned-changes.js';

/** Functions giving a count (a whole number, 0 or more) of their first argument's elements. */
const COUNTS = new Set(['numel', 'length', 'size', 'rows', 'columns', 'nnz']);
const COMPARISON_FACT = /^([+!])\((.*)\) (==|<|<=) \((.*)\)$/;

/** Does a `for` over `a:S` (a known, step 1 or positive) surely run, given the facts that hold?
 *  When `S >= c`, `S > c` or `S == c` holds for some c >= a; or S counts the elements of an x
 *  (`numel(x)`, `size(x, 1)`, ...) with a <= 1 and `isempty(x)` failing or `S ~= 0` holding. */
/** `countNames`: variables that only ever hold counts (`[r, c] = size(x)`, `n = numel(x)`). */
export function rangeRunsGiven(range: Expr, facts: ReadonlySet<string>, keys: GuardKeys, countNames: ReadonlySet<string> = new Set()): boolean {
  const notEmpty = (x: Expr): boolean => {
    const k = keys.notEmpty(x);
    return k !== undefined && facts.has(k);
  };
  // `for x = v` over a v that is not empty: a first column; `v'` too (MATPOWER's most: `for i
  // = ipol'` under `if ~isempty(ipol)`).
  // Where a count of v is not 0 (`k = length(index); if k == 0, return; end; for i = index`:
  // unlocbox's reorth), as `1:numel(v)` would.
  if (range.type === 'Identifier') {
    if (notEmpty(range)) return true;
    const span = range.span;
    const upTo = (count: string): Expr => ({ type: 'Range', start: numberNode(1, span), stop: { type: 'Index', target: { type: 'Identifier', name: count, span }, args: [range], span }, span });
    return rangeRunsGiven(upTo('numel'), facts, keys, countNames) || rangeRunsGiven(upTo('length'), facts, keys, countNames);
  }
  if (range.type === 'Postfix' && (range.op === "'" || range.op === ".'") && range.operand.type === 'Identifier') return notEmpty(range.operand);
  if (range.type !== 'Range') return false;
  // `(n/2 + 2):-1:1`: the parentheses change nothing.
  if (range.start.type === 'Paren' || range.stop.type === 'Paren') {
    const bare = (e: Expr): Expr => (e.type === 'Paren' ? bare(e.expr) : e);
    return rangeRunsGiven({ ...range, start: bare(range.start), stop: bare(range.stop) }, facts, keys, countNames);
  }
  const a = numberValue(range.start);
  const step = range.step ? numberValue(range.step) : 1;
  if (step === undefined || step === 0) return false;
  // `b:-1:a` has a first element exactly where `a:b` does (VBA-toolbox's `(n/2+2):-1:1`).
  if (step < 0) return rangeRunsGiven({ ...range, start: range.stop, stop: range.start, step: undefined }, facts, keys, countNames);
  // `a:S/c` (c > 0) has one where `a*c:S` does; `a:S*c` where `a/c:S` does.
  const scaled = range.stop;
  if (a !== undefined && scaled.type === 'Binary' && (scaled.op === '/' || scaled.op === '*' || scaled.op === './' || scaled.op === '.*')) {
    const c = numberValue(scaled.right);
    if (c !== undefined && c > 0 && Number.isFinite(c)) {
      const start = scaled.op === '/' || scaled.op === './' ? a * c : a / c;
      return rangeRunsGiven({ ...range, start: numberNode(start, range.start.span), stop: scaled.left, step: undefined }, facts, keys, countNames);
    }
  }
  // `a:S-d` has a first element where `a+d:S` does (`for k = 1:length(varargin)-1` runs where
  // `length(varargin) == 2`: GPmat's velotransKernGradient).
  const stop0 = range.stop;
  if (a !== undefined && stop0.type === 'Binary' && (stop0.op === '-' || stop0.op === '+')) {
    const d = numberValue(stop0.right);
    if (d !== undefined && Number.isFinite(d)) {
      const start = a + (stop0.op === '-' ? d : -d);
      const shifted: Expr = numberNode(start, range.start.span);
      return rangeRunsGiven({ ...range, start: shifted, stop: stop0.left }, facts, keys, countNames);
    }
  }
  const stop = printExpr(range.stop);
  // A range over the same start to a stop the facts make equal runs, where that one does
  // (`if length(a) ~= length(b), error(...); end`, then loops over 1:length(b) and 1:length(a)).
  const head = `${printExpr(range.start)}:${range.step ? `${printExpr(range.step)}:` : ''}`;
  for (const f of facts) {
    // Most facts do not compare this stop: skip them before the (backtracking) pattern.
    if (!f.startsWith('+(') || !f.includes(stop)) continue;
    const m = COMPARISON_FACT.exec(f);
    if (!m || m[1] !== '+' || m[3] !== '==') continue;
    const other = m[2] === stop ? m[4] : m[4] === stop ? m[2] : undefined;
    if (other !== undefined && facts.has(`+for over ${head}${other} runs`)) return true;
  }
  // `for p = pmin:pmax` after `if pmax < pmin, error(...); end`.
  if (a === undefined) {
    const start = printExpr(range.start);
    return facts.has(`!(${stop}) < (${start})`) || facts.has(`+(${start}) <= (${stop})`);
  }
  // `0:S` with S a count (a whole number from 0) has a first element.
  const isCount = (e: Expr): boolean => (e.type === 'Identifier' && countNames.has(e.name)) || countOf(e) !== undefined;
  if (a <= 0 && isCount(range.stop)) return true;
  if (facts.size === 0) return false;
  const count = range.stop.type === 'Index' && range.stop.target.type === 'Identifier' && COUNTS.has(range.stop.target.name) && range.stop.args.length > 0 ? range.stop : undefined;
  if (count && a <= 1 && range.stop.type === 'Index' && count.target.type === 'Identifier' && count.target.name !== 'nnz') {
    if (notEmpty(count.args[0])) return true;
  }
  // A whole number from 0: a count, or a variable that only holds counts (`n = size(x, 1)`).
  const whole = count !== undefined || isCount(range.stop);
  // `if n ... else error`, `if ~n, error`: a count that is true is at least 1.
  if (whole && a <= 1 && facts.has(`+${stop}`)) return true;
  // `length(x)` and `numel(x)` are 0 together: for a first element, a fact of either tells
  // (FieldTrip-style `if numel(varargin) < 1, error(...)`, then `for k = 1:length(varargin)`).
  const twin = count && a <= 1 && count.args.length === 1 && count.target.type === 'Identifier' && (count.target.name === 'numel' || count.target.name === 'length') ? `${count.target.name === 'numel' ? 'length' : 'numel'}(${printExpr(count.args[0]!)})` : undefined;
  const subjects = [stop, ...(twin !== undefined ? [twin] : []), ...(unitAliases.get(stop) ?? []), ...(twin !== undefined ? (unitAliases.get(twin) ?? []) : [])];
  for (const f of facts) {
    if (!subjects.some((x) => f.includes(x))) continue;
    const m = COMPARISON_FACT.exec(f);
    if (!m || !subjects.includes(m[2])) continue;
    const c = Number(m[4]);
    if (Number.isNaN(c)) continue;
    if (m[1] === '!' && (m[3] === '<' || m[3] === '<=') && c >= a) return true; // S >= c, S > c
    if (m[1] === '+' && m[3] === '==' && c >= a) return true;
    if (whole && a <= 1 && m[1] === '!' && m[3] === '==' && c === 0) return true; // a count ~= 0
    // A count is a whole number: `S > c` makes it at least floor(c) + 1 (`length(x) > 0`).
    if (whole && m[1] === '!' && m[3] === '<=' && Math.floor(c) + 1 >= a) return true;
  }
  return false;
}

/** The variables that only ever hold counts: every statement that changes them assigns a count
 *  (`n = numel(x)`, `[r, c] = size(x)`: each output of `size` is one; `n = 0` and `n = n + 1`, a
 *  counter; `n = ifelse(isempty(x), 0, columns(x))`). `params`: the function's inputs, which
 *  hold what the caller passed (`if nargin < 5, k = 1; end` leaves k any value) unless the body
 *  first assigns them, before any other mention (`n = size(b, 1);` at its top). */
export function countVariables(list: readonly Stmt[], params: readonly string[] = []): Set<string> {
  const candidates = new Map<string, Stmt[]>();
  for (const [name, changes] of changesByName(list)) {
    if (params.includes(name) && !overwrittenFirst(list, name)) continue;
    if (!changes?.every((s) => s.type === 'Assign' && s.op === '=' && s.targets.some((t) => t.type === 'Identifier' && t.name === name))) continue;
    candidates.set(name, changes);
  }
  // The greatest set closed under the assignments: a counter is a count where the counts it
  // adds to are (`n = 0; ... n = n + 1`).
  const counts = new Set(candidates.keys());
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, changes] of candidates) {
      if (!counts.has(name)) continue;
      const assignsCount = (s: Stmt): boolean => s.type === 'Assign' && (sizeOutputs(s.rhs) || (s.targets.length === 1 && isCountExpr(s.rhs, counts)));
      if (changes.every(assignsCount)) continue;
      counts.delete(name);
      changed = true;
    }
  }
  return counts;
}

/** `nargin`, `nargout` (also written `nargout()`). */
const ARG_COUNTS = new Set(['nargin', 'nargout']);

/** Is the first top-level statement that mentions `name` an assignment of the whole of it
 *  that does not read it? */
function overwrittenFirst(list: readonly Stmt[], name: string): boolean {
  const mentions = (node: unknown): boolean => {
    let found = false;
    visitNodes(node, (n) => {
      if (n.type === 'Identifier' && (n as Identifier).name === name) found = true;
    });
    return found;
  };
  const first = list.find(mentions);
  return first !== undefined && first.type === 'Assign' && first.op === '=' && first.targets.some((t) => t.type === 'Identifier' && t.name === name) && !mentions(first.rhs);
}

/** A whole number from 0: a count of elements, a non-negative whole literal, a count variable,
 *  their sums and products, `max`/`min` of them, and Octave's `ifelse`/`merge` choosing one. */
function isCountExpr(e: Expr, counts: ReadonlySet<string>): boolean {
  if (countOf(e) !== undefined) return true;
  if (e.type === 'Number') {
    const v = numberValue(e);
    return v !== undefined && Number.isInteger(v) && v >= 0;
  }
  if (e.type === 'Identifier') return counts.has(e.name) || ARG_COUNTS.has(e.name);
  if (e.type === 'Binary' && (e.op === '+' || e.op === '*')) return isCountExpr(e.left, counts) && isCountExpr(e.right, counts);
  if (e.type === 'Index' && e.target.type === 'Identifier') {
    const f = e.target.name;
    if (ARG_COUNTS.has(f) && e.args.length === 0) return true;
    if ((f === 'max' || f === 'min') && e.args.length === 2) return e.args.every((a) => isCountExpr(a, counts));
    if ((f === 'ifelse' || f === 'merge') && e.args.length === 3) return isCountExpr(e.args[1], counts) && isCountExpr(e.args[2], counts);
  }
  return false;
}

/** `size(x)`: each output is a count. */
function sizeOutputs(e: Expr): boolean {
  return e.type === 'Index' && e.target.type === 'Identifier' && e.target.name === 'size' && e.args.length === 1;
}

/** `numel(x)`, `length(x)`, `size(x, k)`, ...: the expression counted, when e counts one. */
export function countOf(e: Expr): Expr | undefined {
  if (e.type !== 'Index' || e.target.type !== 'Identifier' || e.args.length === 0) return undefined;
  const name = e.target.name;
  if (name === 'size') return e.args.length === 2 ? e.args[0] : undefined;
  return COUNTS.has(name) && e.args.length === 1 ? e.args[0] : undefined;
}

/** A comparison of a whole number from 0 with a whole number: the argument counts, the
 *  counts of a value's elements (`length(x) == 1`, `size(x, 2) >= 3`) and of its dimensions. */
const COUNT_FACT = /^([+!])\((nargin|nargout|(?:numel|length|nnz|rows|columns|ndims)\([^()]*\)|size\([^(),]*, ?\d+\))\) (==|<|<=) \((\d+)\)$/;

/** The least value of a count: 2 for `ndims` (every array has at least two dimensions). */
function least(subject: string): number {
  return subject.startsWith('ndims(') ? 2 : 0;
}

/** The variables of the unit being checked that only hold counts (see `countVariables`):
 *  comparisons of them are count facts too (`out_args = nargout; ... if out_args >= 6` meets
 *  `out_args >= 5`). */
let unitCounts: ReadonlySet<string> = new Set();

/** For the unit being checked, the count variables that stand for a count of a value no
 *  statement changes, by the count's text (`nf = numel(c)`: 'numel(c)' -> nf). */
let unitAliases: ReadonlyMap<string, readonly string[]> = new Map();

/** `body`: the unit's statements, for the aliases (see countAliases). */
export function setCountVariables(names: ReadonlySet<string>, body: readonly Stmt[] = []): void {
  unitCounts = names;
  unitAliases = names.size > 0 ? countAliases(body, names) : new Map();
  comparisons.clear();
}

/** Count variables assigned once, as the count of a value no statement of the unit changes
 *  (`nf = numel(c)` with c a parameter kept as given): wherever a fact on nf holds, nf is that
 *  count, so the fact is the count's (limo's `nf > 1`, then `for f = 1:length(c)`). */
function countAliases(body: readonly Stmt[], names: ReadonlySet<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const changes = changesByName(body);
  for (const name of names) {
    const ch = changes.get(name);
    const s = ch?.length === 1 ? ch[0] : undefined;
    if (s?.type !== 'Assign' || s.targets.length !== 1) continue;
    const of = countOf(s.rhs);
    // (null: changed in ways not listed.)
    const changed = changes.get(of?.type === 'Identifier' ? of.name : '');
    if (of?.type !== 'Identifier' || changed === null || (changed?.length ?? 0) > 0) continue;
    const key = printExpr(s.rhs);
    out.set(key, [...(out.get(key) ?? []), name]);
  }
  return out;
}

/** countComparison's answers for the unit being checked (the same keys are asked at every
 *  feasibility test: a regular expression each time was a tenth of a large class file's check). */
const comparisons = new Map<string, RegExpExecArray | null>();

/** A count comparison's parts: [key, holds (+/!), subject, operator, whole number]. */
function countComparison(key: string): RegExpExecArray | null {
  let m = comparisons.get(key);
  if (m === undefined) comparisons.set(key, (m = comparisonOf(key)));
  return m;
}

function comparisonOf(key: string): RegExpExecArray | null {
  if ((key.includes('narg') || key.includes('(')) && COUNT_FACT.test(key)) return COUNT_FACT.exec(key);
  if (unitCounts.size === 0) return null;
  const m = COMPARISON_FACT.exec(key);
  return m && unitCounts.has(m[2]) && /^\d+$/.test(m[4]) ? m : null;
}

/** Is the key a comparison of a count (see COUNT_FACT and `setCountVariables`)? */
export function isCountKey(key: string): boolean {
  return countComparison(key) !== null;
}

type Bound = { lo: number; hi: number; not: Set<number> };

/** Narrows a count's bound by a comparison (countComparison's parts). */
function narrow(b: Bound, m: RegExpExecArray): void {
  const k = Number(m[4]);
  const holds = m[1] === '+';
  if (m[3] === '==') {
    if (holds) {
      b.lo = Math.max(b.lo, k);
      b.hi = Math.min(b.hi, k);
    } else b.not.add(k);
  } else if (m[3] === '<') {
    if (holds) b.hi = Math.min(b.hi, k - 1);
    else b.lo = Math.max(b.lo, k);
  } else if (holds) b.hi = Math.min(b.hi, k);
  else b.lo = Math.max(b.lo, k + 1);
}

/** Does some whole number lie in the bound? */
function inhabited(b: Bound): boolean {
  if (b.hi === Infinity) return true;
  for (let v = b.lo; v <= b.hi; v++) if (!b.not.has(v)) return true;
  return false;
}

/** Each count's bound by the facts. */
function countBounds(facts: ReadonlySet<string>): Map<string, Bound> | undefined {
  let bounds: Map<string, Bound> | undefined;
  for (const key of facts) {
    const m = countComparison(key);
    if (!m) continue;
    bounds ??= new Map();
    let b = bounds.get(m[2]);
    if (!b) bounds.set(m[2], (b = { lo: least(m[2]), hi: Infinity, not: new Set() }));
    narrow(b, m);
  }
  return bounds;
}

/** Can the counts satisfy the facts? */
export function countsFeasible(facts: ReadonlySet<string>): boolean {
  const bounds = countBounds(facts);
  if (!bounds) return true;
  for (const b of bounds.values()) if (!inhabited(b)) return false;
  return true;
}

/** For facts the counts satisfy: can they with one more key too? (The facts' bounds found once
 *  for many keys: a test per part of every disjunction among the facts.) */
export function countsAllow(facts: ReadonlySet<string>): (key: string) => boolean {
  let bounds: Map<string, Bound> | undefined | null = null;
  return (key) => {
    const m = countComparison(key);
    if (!m) return true;
    if (bounds === null) bounds = countBounds(facts);
    const had = bounds?.get(m[2]);
    const b = { lo: had?.lo ?? least(m[2]), hi: had?.hi ?? Infinity, not: new Set(had?.not) };
    narrow(b, m);
    return inhabited(b);
  };
}
