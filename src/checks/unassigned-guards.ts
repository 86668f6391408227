// Conditions as guard keys for the unassigned-variable check: a name assigned under `if C` and
// used under the same C (or under `C && ...`) is assigned on every path to that use, as long as
// no variable C reads changed in between. A key is the condition's text (spans play no part),
// "+" when the condition holds and "!" when it does not; comparisons are brought to one form so
// that `x ~= 1` is the negation of `x == 1`.
import { innerExprs, printExpr, pushAll } from '../syntax/index.js';
import { fieldReads, type FieldReads } from './unassigned-fields.js';
import type { Expr } from '../syntax/index.js';
import { conjuncts } from './unassigned-conjunctions.js';
import { caseLiterals, numberValue } from './unassigned-evaluate.js';
import { countOf, countsAllow, countsFeasible, isCountKey } from './unassigned-counts.js';
import { orderFeasible } from './unassigned-order.js';
import { domainKey, domainOfEither, domainsFeasible, domainSubject, exclusionKey, FactSet, registerValueTest, valueTest } from './unassigned-domains.js';

/** Calls whose answer may change between two evaluations with the same variables. */
const VOLATILE = new Set([
  'rand', 'randn', 'randi', 'randperm', 'rande', 'randg', 'randp', 'input', 'keyboard', 'kbhit', 'tic', 'toc',
  'clock', 'now', 'time', 'cputime', 'fgetl', 'fgets', 'fread', 'fscanf', 'feof', 'ftell', 'textscan', 'exist',
  'eval', 'evalin', 'evalc', 'getappdata', 'waitbar', 'menu', 'inputdlg', 'questdlg', 'yes_or_no',
]);

export interface GuardKeys {
  /** The key of `e` holding (undefined when `e` is no fit guard: side effects, volatile calls). */
  keyOf(e: Expr): string | undefined;
  /** The keys known to hold when `e` evaluates to `value`. */
  factsOf(e: Expr, value: boolean): string[];
  /** The key of `switch subject` taking `case value` (undefined when either is no fit guard). */
  caseKey(subject: Expr, value: Expr): string | undefined;
  /** The fact "x is not empty" (`isempty(x)` fails), or undefined when x is no fit guard. */
  notEmpty(x: Expr): string | undefined;
  /** The key "a `for` over `range` runs at least once" (undefined when the range is no fit guard). */
  runsKey(range: Expr): string | undefined;
  /** The variables (every identifier, to be safe) a key reads. */
  varsOf(key: string): ReadonlySet<string> | undefined;
  /** Every name some key reads: assignments to other names never invalidate a guard. */
  readonly guardVars: ReadonlySet<string>;
  /** Does an assignment to the field path `path` (`opts.tol`) of variable `root` change what
   *  the key reads? Not when the key reads root only through other fields (`opts.verbose`). */
  touches(key: string, root: string, path: string): boolean;
}

export function negate(key: string): string {
  // Remembered: the same string object comes back for the same key, so sets and maps that look
  // it up reuse its hash instead of hashing a new long text each time.
  let out = negations.get(key);
  if (out === undefined) {
    if (negations.size > 100_000) negations.clear();
    out = (key[0] === '+' ? '!' : '+') + key.slice(1);
    negations.set(key, out);
    negations.set(out, key);
  }
  return out;
}
const negations = new Map<string, string>();

/** `excluded`: names no key may read (globals, which any call may change). */
/** `expand(call)`: a predicate helper's value for the call (see predicates), whose facts a test
 *  of the call gives too. */
export function guardKeys(excluded: ReadonlySet<string>, expand: (call: Expr) => Expr | undefined = () => undefined): GuardKeys {
  const vars = new Map<string, ReadonlySet<string>>();
  /** For each key text, the field paths it reads each variable through (null: read whole). */
  const fields = new Map<string, FieldReads>();
  const guardVars = new Set<string>();
  const memo = new WeakMap<Expr, string | null>();

  const keyOf = (e0: Expr): string | undefined => {
    const e = unparen(e0);
    const cached = memo.get(e);
    if (cached !== undefined) return cached ?? undefined;
    let key: string | undefined;
    const platform = unixTest(e);
    if (e.type === 'Unary' && e.op === '~') {
      const inner = keyOf(e.operand);
      key = inner === undefined ? undefined : negate(inner);
    } else if (platform !== undefined) {
      // MATLAB and Octave run on Windows (ispc) or on a Unix (isunix, macOS included): isunix
      // is ~ispc, so `if ispc ... end; if isunix ... end` covers every platform.
      key = negate(`+${platform}`);
      vars.set(platform, new Set(['ispc']));
      fields.set(platform, fieldReads([]));
      guardVars.add('ispc');
    } else {
      const names = readNames(e, excluded);
      if (names !== undefined) {
        key = normalForm(e);
        vars.set(key.slice(1), names);
        fields.set(key.slice(1), fieldReads([e]));
        for (const n of names) guardVars.add(n);
        // `strcmp(x, 'a')`: the key says which values x holds where it holds.
        const test = valueTest(e);
        const subject = test && keyOf(test.subject);
        if (test && subject?.[0] === '+') registerValueTest(key.slice(1), subject.slice(1), test.values, key[0] === '+' ? test.inside : !test.inside);
      }
    }
    memo.set(e, key ?? null);
    return key;
  };

  const factsOf = (e0: Expr, value: boolean): string[] => {
    const e = unparen(e0);
    if (e.type === 'Unary' && e.op === '~') return factsOf(e.operand, !value);
    const own = keyOf(e);
    const out = own === undefined ? [] : [value ? own : negate(own)];
    // A count used as a condition (`if ~nargout`, `if numel(x)`) is the count compared with 0,
    // so it meets the comparisons written out (`nargout ~= 1` before it).
    const zero = isCount(e) ? keyOf(comparedWithZero(e)) : undefined;
    if (zero !== undefined) out.push(value ? negate(zero) : zero);
    // `strcmp(x, 'a')`: x is 'a' (holds) or is not (fails), for the domains of x.
    const test = valueTest(e);
    const subject = test && keyOf(test.subject);
    if (test && subject !== undefined && subject[0] === '+') {
      if (value === test.inside) out.push(domainKey(subject.slice(1), test.values));
      else for (const v of test.values) out.push(exclusionKey(subject.slice(1), v));
    }
    const inner = e.type === 'Index' ? expand(e) : undefined;
    if (inner) out.push(...factsOf(inner, value));
    if (e.type === 'Binary') {
      // `x == 1`, `x > 0`, `x ~= 0` holding make `if x` hold; `x == 0` holding makes it fail.
      const truth = value ? truthOfComparison(e.op, numberValue(e.right)) : undefined;
      const left = truth === undefined ? undefined : keyOf(e.left);
      if (left !== undefined) out.push(truth ? left : negate(left));
      // Both sides of a conjunction that holds hold; neither side of a disjunction that fails holds.
      if ((e.op === '&&' || e.op === '&') && value) out.push(...factsOf(e.left, true), ...factsOf(e.right, true));
      if ((e.op === '||' || e.op === '|') && !value) out.push(...factsOf(e.left, false), ...factsOf(e.right, false));
      // A conjunction that fails, a disjunction that holds: one of its parts (failing, holding).
      const and = e.op === '&&' || e.op === '&';
      if (and !== value && (and || e.op === '||' || e.op === '|')) {
        const exprs = operands(e, and ? ['&&', '&'] : ['||', '|']);
        const parts = exprs.map(keyOf);
        if (parts.length > 1 && parts.every((k) => k !== undefined)) out.push(disjunctionKey(parts.map((k) => (and ? negate(k!) : k!))));
        // `~strcmp(m, 'a') && ~strcmp(m, 'b')` failing: m is 'a' or 'b'.
        const either = exprs.length > 1 ? domainOfEither(exprs.map((x) => factsOf(x, !and))) : undefined;
        if (either !== undefined) out.push(either);
      }
    }
    return out;
  };

  const caseKey = (subject: Expr, value: Expr): string | undefined => {
    const a = readNames(subject, excluded);
    const b = a && readNames(value, excluded);
    if (!a || !b) return undefined;
    const text = `switch (${printExpr(subject)}) case ${printExpr(value)}`;
    const names = new Set([...a, ...b]);
    // A case of literals holds exactly where the subject is one of them: its failure follows
    // from the subject's domain (a later case's values) with no fact of its own.
    const literals = caseLiterals(value);
    const subjectKey = keyOf(subject);
    if (literals && literals.size > 0 && subjectKey?.[0] === '+') registerValueTest(text, subjectKey.slice(1), literals, true);
    vars.set(text, names);
    fields.set(text, fieldReads([subject, value]));
    for (const n of names) guardVars.add(n);
    return `+${text}`;
  };

  const runsKey = (range: Expr): string | undefined => {
    const names = readNames(range, excluded);
    if (!names) return undefined;
    const text = `for over ${printExpr(range)} runs`;
    vars.set(text, names);
    fields.set(text, fieldReads([range]));
    for (const n of names) guardVars.add(n);
    return `+${text}`;
  };

  // Keys are asked about again and again (each assignment to a guard variable checks them all).
  const varsMemo = new Map<string, ReadonlySet<string> | undefined>();
  const varsOf = (key: string): ReadonlySet<string> | undefined => {
    if (varsMemo.has(key)) return varsMemo.get(key);
    const parts = conjuncts(key) ?? disjuncts(key);
    let out: ReadonlySet<string> | undefined;
    if (!parts) out = vars.get(domainSubject(key) ?? key.slice(1));
    else {
      const all = new Set<string>();
      for (const k of parts) for (const n of varsOf(k) ?? []) all.add(n);
      out = all;
    }
    // Registered later (a key met before its text was): not remembered as unknown.
    if (out !== undefined) varsMemo.set(key, out);
    return out;
  };
  const notEmpty = (x: Expr): string | undefined => {
    const isEmpty = keyOf({ type: 'Index', target: { type: 'Identifier', name: 'isempty', span: x.span }, args: [x], span: x.span });
    return isEmpty === undefined ? undefined : negate(isEmpty);
  };

  const touches = (key: string, root: string, path: string): boolean => {
    const parts = conjuncts(key) ?? disjuncts(key);
    // Only the parts that read the variable (`options.show` of `options.show && dim.p >= 2`
    // has no record for dim, and is not touched by `dim.K = 3`).
    if (parts) return parts.some((k) => varsOf(k)?.has(root) !== false && touches(k, root, path));
    const read = fields.get(domainSubject(key) ?? key.slice(1))?.get(root);
    // No record (a key registered otherwise) or a whole read: it may read the field.
    if (!read) return true;
    return [...read].some((p) => p === path || p.startsWith(`${path}.`) || path.startsWith(`${p}.`));
  };

  return { keyOf, factsOf, caseKey, notEmpty, runsKey, varsOf, guardVars, touches };
}

/** Is `if x` sure to hold (true) or fail (false) where `x OP c` holds? */
function truthOfComparison(op: string, c: number | undefined): boolean | undefined {
  if (c === undefined) return undefined;
  if (op === '==') return c !== 0;
  if ((op === '~=' && c === 0) || (op === '>' && c >= 0) || (op === '>=' && c > 0) || (op === '<' && c <= 0) || (op === '<=' && c < 0)) return true;
  return undefined;
}

function unparen(e: Expr): Expr {
  while (e.type === 'Paren') e = e.expr;
  return e;
}

const FLIP: Partial<Record<string, [string, boolean]>> = {
  '==': ['==', true], '~=': ['==', false], '<': ['<', true], '>=': ['<', false], '<=': ['<=', true], '>': ['<=', false],
};

/** `isunix` or `isunix()`: the text of the same call of ispc. */
function unixTest(e: Expr): string | undefined {
  if (e.type === 'Identifier' && e.name === 'isunix') return 'ispc';
  if (e.type === 'Index' && e.target.type === 'Identifier' && e.target.name === 'isunix' && e.args.length === 0) return 'ispc()';
  return undefined;
}

/** "+text" or "!text", with a comparison written as its positive form. */
function normalForm(e: Expr): string {
  if (e.type === 'Binary') {
    const flip = FLIP[e.op];
    if (flip) return `${flip[1] ? '+' : '!'}(${printExpr(e.left)}) ${flip[0]} (${printExpr(e.right)})`;
  }
  return `+${printExpr(e)}`;
}

/** `nargin`, `nargout` or a count of elements (`numel(x)`, `size(x, 2)`). */
function isCount(e: Expr): boolean {
  if (e.type === 'Identifier') return e.name === 'nargin' || e.name === 'nargout';
  return countOf(e) !== undefined;
}

/** `e == 0`, one node per count expression (keyOf remembers its key by node). */
const zeroComparisons = new WeakMap<Expr, Expr>();
function comparedWithZero(e: Expr): Expr {
  let cmp = zeroComparisons.get(e);
  if (cmp === undefined) {
    const zero: Expr = { type: 'Number', text: '0', value: 0, imaginary: false, span: e.span } as Expr;
    zeroComparisons.set(e, (cmp = { type: 'Binary', op: '==', left: e, right: zero, span: e.span }));
  }
  return cmp;
}

/** The identifiers `e` reads, or undefined when it assigns, increments, makes a handle, calls a
 *  volatile function or reads an excluded name. */
function readNames(e: Expr, excluded: ReadonlySet<string>): Set<string> | undefined {
  const names = new Set<string>();
  const work: Expr[] = [e];
  while (work.length > 0) {
    const x = work.pop()!;
    switch (x.type) {
      case 'Identifier':
        if (VOLATILE.has(x.name) || excluded.has(x.name)) return undefined;
        names.add(x.name);
        break;
      case 'Unary':
      case 'Postfix':
        if (x.op === '++' || x.op === '--') return undefined;
        work.push(x.operand);
        break;
      case 'Index':
        // `exist('x', 'var')` changes only when x is assigned (or cleared): a key reading x.
        if (x.target.type === 'Identifier' && x.target.name === 'exist' && x.args.length === 2 && x.args[0].type === 'String' && x.args[1].type === 'String' && x.args[1].value === 'var' && /^[A-Za-z]\w*$/.test(x.args[0].value)) {
          if (excluded.has(x.args[0].value)) return undefined;
          names.add(x.args[0].value);
          break;
        }
        pushAll(work, innerExprs(x));
        break;
      case 'Binary':
      case 'Range':
      case 'CellIndex':
      case 'Field':
      case 'DynamicField':
      case 'Matrix':
      case 'Cell':
      case 'Paren':
        pushAll(work, innerExprs(x));
        break;
      // (`@max` names the same function wherever it is made: CDT's `isequal(fun, @max)`.)
      case 'Number':
      case 'String':
      case 'Colon':
      case 'End':
      case 'FunctionHandle':
        break;
      default:
        // AssignExpr, AnonFunction, NameValue, Invalid, ...: not a guard.
        return undefined;
    }
  }
  return names;
}

/** Can the argument counts satisfy the facts? `nargin` and `nargout` are whole numbers from 0:
 *  facts comparing them with whole numbers that no count meets make the path impossible. */
export function feasible(facts: ReadonlySet<string>): boolean {
  if (!(facts instanceof FactSet)) return feasibleFacts(facts);
  return (facts.feasibility ??= feasibleFacts(facts));
}

function feasibleFacts(facts: ReadonlySet<string>): boolean {
  if (!domainsFeasible(facts) || !countsFeasible(facts) || !orderFeasible(facts)) return false;
  // A condition that both holds and fails (`if isempty(w) ... elseif ~isempty(w) ...`, else).
  for (const f of facts) if (f[0] === '+' && facts.has(negate(f))) return false;
  // `~(a && b)` holds: a or b fails, so a path where both hold cannot run.
  const allows = countsAllow(facts);
  for (const f of facts) {
    const parts = disjuncts(f);
    if (parts && parts.every((k) => facts.has(negate(k)) || !allows(k))) return false;
  }
  return disjunctionsSatisfiable(facts);
}

/** The most conditions `disjunctionsSatisfiable` tries every truth value of. */
const MAX_ATOMS = 6;

/** Can the disjunctions among the facts hold together? Each condition is taken as a free truth
 *  value (unless a fact fixes it), so a yes may be wrong, a no never is: `if ~a && ~b ...
 *  elseif ~a && b ... elseif a && ~b ... elseif a && b ... end` leaves no way past its chain. */
function disjunctionsSatisfiable(facts: ReadonlySet<string>): boolean {
  const clauses: string[][] = [];
  for (const f of facts) {
    const parts = disjuncts(f);
    if (parts) clauses.push(parts);
  }
  if (clauses.length < 2) return true;
  const atoms = new Map<string, number>();
  for (const c of clauses) {
    for (const k of c) {
      const atom = k[0] === '+' ? k : negate(k);
      if (!atoms.has(atom) && !facts.has(atom) && !facts.has(negate(atom))) atoms.set(atom, atoms.size);
    }
  }
  if (atoms.size > MAX_ATOMS) return true;
  const counts = [...atoms.keys()].filter(isCountKey);
  for (let bits = 0; bits < 1 << atoms.size; bits++) {
    const truth = (k: string): boolean => {
      if (facts.has(k)) return true;
      if (facts.has(negate(k))) return false;
      const positive = k[0] === '+';
      const i = atoms.get(positive ? k : negate(k))!;
      return ((bits >> i) & 1) === 1 ? positive : !positive;
    };
    if (!clauses.every((c) => c.some(truth))) continue;
    // Counts chosen with these truth values must be possible together (`nargin == 1` failing
    // and `nargin > 1` failing leave nargin 0).
    if (counts.length === 0 || countsFeasible(new Set([...facts, ...counts.map((k) => (truth(k) ? k : negate(k)))]))) return true;
  }
  return false;
}

const OR = '+or\u0002';
const OR_SEP = '\u0002';

/** The fact "one of `parts` holds". */
export function disjunctionKey(parts: readonly string[]): string {
  return OR + [...parts].sort().join(OR_SEP);
}

export function isDisjunction(key: string): boolean {
  return key.startsWith(OR);
}

/** The keys of a disjunction fact (undefined for other keys). */
export function disjuncts(key: string): string[] | undefined {
  if (!key.startsWith(OR)) return undefined;
  let parts = disjunctParts.get(key);
  if (parts === undefined) {
    if (disjunctParts.size > 50_000) disjunctParts.clear();
    disjunctParts.set(key, (parts = key.slice(OR.length).split(OR_SEP)));
  }
  return parts;
}
const disjunctParts = new Map<string, string[]>();

/** The leaves of a chain of the operators `ops` (`a && b && c`: a, b, c). */
export function operands(e: Expr, ops: readonly string[]): Expr[] {
  const out: Expr[] = [];
  const work: Expr[] = [e];
  while (work.length > 0) {
    const x = unparen(work.pop()!);
    if (x.type === 'Binary' && ops.includes(x.op)) work.push(x.right, x.left);
    else out.push(x);
  }
  return out;
}
