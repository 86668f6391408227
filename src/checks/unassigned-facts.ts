// Facts that statements give the unassigned-variable check, beyond their conditions: the
// constant a name was assigned, the texts `validatestring` allows, a variable indexed (so not
// empty), the argument counts (declared, checked by `narginchk`, passed by a local function's
// calls) and the texts those calls pass.
import type { Unit } from '../kinds/index.js';
import { printExpr, rootName, visitNodes, type ArgumentsBlock, type Declaration, type Expr, type Identifier, type Stmt, pushAll } from '../syntax/index.js';
import type { CallContext } from './call-sites.js';
import { domainKey, lazyDomains } from './unassigned-domains.js';
import { countOf } from './unassigned-counts.js';
import { caseLiterals, numberNode, numberValue } from './unassigned-evaluate.js';
import { disjunctionKey, negate, operands, type GuardKeys } from './unassigned-guards.js';
import { registerClause, type State } from './unassigned-state.js';
import type { KindLookup } from './unreachable.js';
import { substituted } from './preconditions.js';
import { onceAssignedValues } from './unassigned-changes.js';
import { staticPath } from './unassigned-fields.js';

/** The most parts of a `||` or `&&` chain whose parts each get a clause with the flag set from it. */
const MAX_ALIAS_PARTS = 4;

/** The fact makers of one unit. */
export function statementFacts(keys: GuardKeys, kindOf: KindLookup, unit: Unit, callers: CallContext | undefined) {
  const isVar = (id: Identifier): boolean => kindOf.get(id) === 'VAR';
  // The `size(y, d) >= 1` key of each `y(:, k)` index (see extentFact), made once.
  const extentKeys = new WeakMap<Expr, string | null>();
  const addFacts = (st: State, facts: readonly string[]): void => {
    for (const k of facts) st.facts.add(k);
  };
  // The variables the unit assigns once, by `name = value`, and changes in no other way, with
  // that value (`kernels = {'gauss', 'unif'}`, `sz = size(A)`): found once per unit.
  let singles: Map<string, Expr> | undefined;
  const onlyValue = (name: string): Expr | undefined => (singles ??= onceAssignedValues(unit.body)).get(name);
  /** The texts of a variable that only ever holds one cell of texts. */
  const textCell = (name: string): string[] | undefined => {
    const v = onlyValue(name);
    const items = v?.type === 'Cell' ? v.rows.flat() : [];
    return items.length > 0 && items.every((x) => x.type === 'String') ? items.map((x) => (x as { value: string }).value) : undefined;
  };
  /** Does a variable only ever hold `size(A)` (a row of at least two extents)? */
  const sizeVector = (name: string): boolean => {
    const v = onlyValue(name);
    return v?.type === 'Index' && v.target.type === 'Identifier' && v.target.name === 'size' && v.args.length === 1 && kindOf.get(v.target) === 'FN';
  };

  return { constantFacts, clampFacts, elementFacts, aliasFacts, copyFacts, nonEmptyFacts, grownFacts, countFacts, sizeFacts, indexedFacts, validatedFacts, callerFacts, declaredCountFacts, argumentCountFacts, indexingFacts, memberFacts, fieldNamesFacts };

  /** `s.a = v`, `s.(name) = v`: s is a struct with a field, so `fieldnames(s)` is not empty
   *  (rsatoolbox's `for k = 1:numel(fieldnames(t))` over fields it set itself). */
  function fieldNamesFacts(targets: readonly Expr[], st: State): void {
    for (let t of targets) {
      if (t.type !== 'Field' && t.type !== 'DynamicField') continue;
      while (t.type === 'Field' || t.type === 'DynamicField' || t.type === 'Index' || t.type === 'CellIndex') {
        if ((t.type === 'Field' || t.type === 'DynamicField') && t.target.type === 'Identifier') break;
        t = t.target;
      }
      const root = (t.type === 'Field' || t.type === 'DynamicField') && t.target.type === 'Identifier' && isVar(t.target) ? t.target : undefined;
      if (!root) continue;
      const key = keys.notEmpty({ type: 'Index', target: { type: 'Identifier', name: 'fieldnames', span: root.span }, args: [root], span: root.span });
      if (key !== undefined) st.facts.add(key);
    }
  }

  /** `flag = 0`, `flag = true`, `n = 1`: until the name changes, `if flag` fails (or holds)
   *  and `n == 1` holds, so what is assigned together with a flag is guarded by it. */
  function constantFacts(name: Expr, rhs: Expr, st: State): void {
    const truth = (e: Expr): number | undefined => {
      const n = numberValue(e);
      if (n !== undefined) return n;
      const id = e.type === 'Index' && e.args.length === 0 ? e.target : e;
      if (id.type === 'Identifier' && (id.name === 'true' || id.name === 'false') && kindOf.get(id) === 'FN') return id.name === 'true' ? 1 : 0;
      return undefined;
    };
    const key = keys.keyOf(name);
    // `form = 'even'`: the text is the domain of form (see unassigned-domains).
    if (rhs.type === 'String' && key !== undefined) st.facts.add(domainKey(key.slice(1), [`s:${rhs.value}`]));
    const value = truth(rhs);
    if (value === undefined) return;
    if (key !== undefined) {
      st.facts.add(value !== 0 ? key : negate(key));
      st.facts.add(domainKey(key.slice(1), [`n:${value}`]));
    }
    // `n = 1`, `best = -Inf`: n == 1 holds (a negative number or an infinity too, so that a
    // later `best >= 0` rules the sentinel out).
    const logical = rhs.type === 'Identifier' || (rhs.type === 'Index' && rhs.args.length === 0);
    if (rhs.type === 'Number' || (!logical && numberValue(rhs) !== undefined)) {
      const eq = keys.keyOf({ type: 'Binary', op: '==', left: name, right: rhs.type === 'Number' ? rhs : numberNode(value, rhs.span), span: rhs.span });
      if (eq !== undefined) st.facts.add(eq);
    }
  }

  /** `plane = min(3, max(1, round(d)))`: a whole number clamped to a few values holds one of
   *  them (qMRLab's slice viewer; `max` ignores NaN, so a NaN d gives the lower bound). */
  function clampFacts(name: Identifier, rhs: Expr, st: State): void {
    const call = (e: Expr, fn: string): Expr[] | undefined => (e.type === 'Index' && e.target.type === 'Identifier' && e.target.name === fn && kindOf.get(e.target) === 'FN' && e.args.length === 2 ? e.args : undefined);
    const split = (args: Expr[]): [number, Expr] | undefined => {
      const [a, b] = args;
      const n = numberValue(a!);
      if (n !== undefined) return [n, b!];
      const m = numberValue(b!);
      return m !== undefined ? [m, a!] : undefined;
    };
    const outer = call(rhs, 'min') ?? call(rhs, 'max');
    const first = outer && split(outer);
    if (!first) return;
    const innerName = (rhs as { target: { name: string } }).target.name === 'min' ? 'max' : 'min';
    const inner = call(first[1], innerName);
    const second = inner && split(inner);
    if (!second) return;
    const whole = second[1];
    if (whole.type !== 'Index' || whole.target.type !== 'Identifier' || !['round', 'floor', 'ceil', 'fix'].includes(whole.target.name) || whole.args.length !== 1) return;
    const [lo, hi] = innerName === 'max' ? [second[0], first[0]] : [first[0], second[0]];
    if (!Number.isInteger(lo) || !Number.isInteger(hi) || hi < lo || hi - lo > 8) return;
    const key = keys.keyOf(name);
    if (key === undefined) return;
    const values: string[] = [];
    for (let v = lo; v <= hi; v++) values.push(`n:${v}`);
    st.facts.add(domainKey(key.slice(1), values));
  }

  /** `kernel = kernels{k}` where `kernels = {'gauss', 'unif'}` is all the function ever makes
   *  kernels: kernel holds one of those texts (pmtk3's loops over a list of options). */
  function elementFacts(name: Identifier, rhs: Expr, st: State): void {
    if (rhs.type !== 'CellIndex' || rhs.target.type !== 'Identifier' || !isVar(rhs.target) || rhs.args.length === 0) return;
    const texts = textCell(rhs.target.name);
    const key = keys.keyOf(name);
    if (texts && key !== undefined) st.facts.add(domainKey(key.slice(1), texts.map((t) => `s:${t}`)));
  }

  /** `is3d = any(strcmp(varargin, '3d'))`: until either changes, `if is3d` holds exactly where
   *  `if any(strcmp(varargin, '3d'))` does (a flag and the test it was set from meet). */
  /** A copy of a variable (`computeG = onlyG`) too; and where the test is a chain of `||`
   *  (`&&`), each part that holds makes the flag hold (the flag holding makes each part hold):
   *  tensor_toolbox's `computeG = (nargout > 1) || onlyG` then `if onlyG, use(G)`. */
  /** A field set from a test too (`p.add_legend = strcmp(result.task, 'c')`, MVPA-Light). */
  function aliasFacts(name: Expr, rhs: Expr, st: State): void {
    const root = rootName(name);
    if (root === undefined || (rhs.type === 'Identifier' && (!isVar(rhs) || rhs.name === root)) || numberValue(rhs) !== undefined || rhs.type === 'String') return;
    const flag = keys.keyOf(name);
    const test = keys.keyOf(rhs);
    if (flag === undefined || test === undefined || keys.varsOf(test)?.has(root) !== false) return;
    const clauses: Array<[string, string]> = [[negate(flag), test], [flag, negate(test)]];
    for (const or of [true, false]) {
      const parts = operands(rhs, or ? ['||', '|'] : ['&&', '&']);
      if (parts.length < 2 || parts.length > MAX_ALIAS_PARTS) continue;
      const partKeys = parts.map((e) => keys.keyOf(e));
      for (const k of partKeys) if (k !== undefined) clauses.push(or ? [flag, negate(k)] : [negate(flag), k]);
      // The other way: a flag of `a || b` that holds makes one part hold, one of `a && b` that
      // fails makes one part fail (hctsa's `exact = ~grid && ~sparse`, then a chain over exact,
      // sparse and grid leaves no way out).
      if (partKeys.every((k) => k !== undefined)) st.facts.add(disjunctionKey(or ? [negate(flag), ...(partKeys as string[])] : [flag, ...(partKeys as string[]).map(negate)]));
    }
    for (const [a, b] of clauses) {
      const clause = disjunctionKey([a, b]);
      registerClause(a, b, clause);
      st.facts.add(clause);
    }
  }

  /** `s = mode` where mode holds one of a few values (validated, or set on each branch to a
   *  constant): s holds one of them too. */
  function copyFacts(name: Identifier, rhs: Expr, st: State): void {
    if (rhs.type !== 'Identifier' || rhs.name === name.name || !isVar(rhs)) return;
    const from = keys.keyOf(rhs);
    const to = keys.keyOf(name);
    if (from === undefined || to === undefined) return;
    const values = lazyDomains(st.facts)().get(from.slice(1));
    if (values && values.size > 0) st.facts.add(domainKey(to.slice(1), values));
  }

  /** `c = {a, b}`, `v = [1 2 3]`, `t = 'text'`, `x = linspace(0, 1)`: the new value of the name
   *  is not empty. */
  function nonEmptyFacts(name: Identifier, rhs: Expr, st: State): void {
    const empty = emptyLiteral(rhs);
    if (!empty && !nonEmpty(rhs)) return;
    const fact = keys.notEmpty(name);
    // `x = []`: `isempty(x)` holds until x changes, so a branch under `~isempty(x)` cannot
    // come from here.
    if (fact !== undefined) st.facts.add(empty ? negate(fact) : fact);
  }

  /** `D{1} = x`, `v(3) = y`, `v(end + 1) = y`: an element at those places exists from here
   *  (SPM's `D{1} = ...; D{2} = ...; for f = 1:numel(D)`). Not `v(3) = []`, which deletes. */
  function grownFacts(t: Expr, rhs: Expr, st: State): void {
    if ((t.type !== 'Index' && t.type !== 'CellIndex') || t.target.type !== 'Identifier' || t.args.length === 0) return;
    if (t.type === 'Index' && emptyLiteral(rhs)) return;
    const appended = (a: Expr): boolean => a.type === 'Binary' && a.op === '+' && a.left.type === 'End' && (numberValue(a.right) ?? 0) >= 1;
    if (!t.args.every((a) => literalPositions(a) || appended(a))) return;
    const fact = keys.notEmpty(t.target);
    if (fact !== undefined) st.facts.add(fact);
  }

  /** `[]`, `{}`, `''` (a `""` is a string scalar in MATLAB: not empty). */
  function emptyLiteral(e: Expr): boolean {
    if (e.type === 'String') return e.quote === 'single' && e.value.length === 0;
    return (e.type === 'Matrix' || e.type === 'Cell') && e.rows.every((r) => r.length === 0);
  }

  /** `n = length(names)` where names is not empty (a cell literal, a value indexed before):
   *  n >= 1 from here, so `for k = 1:n` runs. */
  function countFacts(name: Identifier, rhs: Expr, st: State): void {
    const counted = countOf(rhs);
    if (!counted || (rhs.type === 'Index' && rhs.target.type === 'Identifier' && (rhs.target.name === 'nnz' || kindOf.get(rhs.target) !== 'FN'))) return;
    const fact = keys.notEmpty(counted);
    if (fact === undefined) return;
    if (st.facts.has(fact)) atLeastOne(name, st);
    // Not known yet: `n = length(x)` ties n to x's count (until either changes), so a later
    // `x{1}` read makes n >= 1 (`nEv = length(t); m = length(t{1}); for e = 1:nEv`).
    else if (indexedValue(counted)) {
      const tie = keys.keyOf({ type: 'Binary', op: '==', left: name, right: rhs, span: name.span });
      if (tie !== undefined) st.facts.add(tie);
    }
  }

  /** `x = zeros(5, n)` (`ones`, `rand`, `cell`, ..., also under `abs` and the like): `size(x, 1)
   *  == 5` until x changes, though x may be empty, so `for i = 1:size(x, 1)` runs (GPmat's
   *  kernTest: `x = abs(randn(20, numIn))`). One size `zeros(5)` is 5 by 5. */
  function sizeFacts(name: Identifier, rhs: Expr, st: State): void {
    // `nd = numel(size(A))`, `ndims(A)`: every array has at least 2 dimensions (matnwb).
    if (dimensionCount(rhs)) {
      const key = keys.keyOf({ type: 'Binary', op: '<', left: name, right: numberNode(2, name.span), span: name.span });
      if (key !== undefined) st.facts.add(negate(key));
    }
    // `n = size(x, 2)` where `size(x, 2) == 4` holds: n is 4 (mirt's `ncoil` after `alpha =
    // [1 0 0 0; 0 1 0 0]`), so `for j = 1:n` runs.
    if (rhs.type === 'Index' && rhs.target.type === 'Identifier' && rhs.target.name === 'size' && rhs.args.length === 2 && kindOf.get(rhs.target) === 'FN') {
      const prefix = `+(${printExpr(rhs)}) == (`;
      for (const f of st.facts) {
        if (!f.startsWith(prefix) || !f.endsWith(')')) continue;
        const c = Number(f.slice(prefix.length, -1));
        if (!Number.isInteger(c)) continue;
        const key = keys.keyOf({ type: 'Binary', op: '==', left: name, right: numberNode(c, name.span), span: name.span });
        if (key !== undefined) st.facts.add(key);
        if (c >= 1) atLeastOne(name, st);
        break;
      }
    }
    let e = rhs;
    while (e.type === 'Index' && e.target.type === 'Identifier' && ELEMENTWISE.has(e.target.name) && e.args.length === 1 && kindOf.get(e.target) === 'FN') e = e.args[0];
    if (e.type !== 'Index' || e.target.type !== 'Identifier' || !SIZED.has(e.target.name) || kindOf.get(e.target) !== 'FN') return;
    const dims: Expr[] = [];
    for (const a of e.args) {
      if (a.type === 'String') break; // a class name or 'like'
      dims.push(a);
    }
    const sizes = dims.length === 1 ? [dims[0], dims[0]] : dims;
    for (const [k, d] of sizes.entries()) {
      const c = numberValue(d);
      if (c === undefined || !Number.isInteger(c) || c < 0) continue;
      const at: Expr = numberNode(k + 1, name.span);
      const size: Expr = { type: 'Index', target: { type: 'Identifier', name: 'size', span: name.span }, args: [name, at], span: name.span };
      const key = keys.keyOf({ type: 'Binary', op: '==', left: size, right: numberNode(c, name.span), span: name.span });
      if (key !== undefined) st.facts.add(key);
    }
  }

  /** The fact `name >= 1`. */
  /** `ndims(A)`, `numel(size(A))`, `length(size(A))`: a count of dimensions, 2 or more. */
  function dimensionCount(e: Expr): boolean {
    const call = (x: Expr, names: readonly string[]): Expr[] | undefined => (x.type === 'Index' && x.target.type === 'Identifier' && names.includes(x.target.name) && kindOf.get(x.target) === 'FN' ? x.args : undefined);
    if (call(e, ['ndims'])?.length === 1) return true;
    const inner = call(e, ['numel', 'length']);
    if (inner?.length !== 1) return false;
    const arg = inner[0]!;
    return call(arg, ['size'])?.length === 1 || (arg.type === 'Identifier' && isVar(arg) && sizeVector(arg.name));
  }

  function atLeastOne(name: Identifier, st: State): void {
    const one: Expr = numberNode(1, name.span);
    const key = keys.keyOf({ type: 'Binary', op: '<', left: name, right: one, span: name.span });
    if (key !== undefined) st.facts.add(negate(key));
  }

  /** Where x was just found not empty: the names tied to its count (see countFacts) are >= 1. */
  function tiedCounts(x: Expr, st: State): void {
    const text = printExpr(x);
    const tied: string[] = [];
    for (const f of st.facts) {
      const m = TIE.exec(f);
      if (m && (m[2] ?? m[3]) === text) tied.push(m[1]!);
    }
    for (const n of tied) atLeastOne({ type: 'Identifier', name: n, span: x.span }, st);
  }

  /** Is the value surely not empty? A number, a text with a character, a cell literal with an
   *  element, a row holding a number, `linspace` of a default or literal count. */
  function nonEmpty(e: Expr): boolean {
    if (numberValue(e) !== undefined) return true;
    if (e.type === 'Paren') return nonEmpty(e.expr);
    if (e.type === 'Unary' && e.op !== '~') return nonEmpty(e.operand);
    if (e.type === 'Postfix' && (e.op === "'" || e.op === ".'")) return nonEmpty(e.operand);
    // `1:64`: a range of number literals with an element.
    if (e.type === 'Range') {
      const [a, b, step] = [numberValue(e.start), numberValue(e.stop), e.step ? numberValue(e.step) : 1];
      return a !== undefined && b !== undefined && step !== undefined && step !== 0 && (step > 0 ? a <= b : a >= b);
    }
    // Arithmetic on values that are not empty is not empty, or fails (sizes that do not agree).
    if (e.type === 'Binary' && ARRAY_OPS.has(e.op)) return nonEmpty(e.left) && nonEmpty(e.right);
    // `strsplit(s, d)` and `regexp(line, p, 'split')` of a text give at least one piece (the whole
    // text when nothing matches); regexp of a cell of texts gives one per text, so only a text
    // (a literal, or an element read with braces) counts.
    if (e.type === 'Index' && e.target.type === 'Identifier' && kindOf.get(e.target) === 'FN') {
      if (e.target.name === 'strsplit' && e.args.length >= 1) return true;
      const text = e.args[0]?.type === 'String' || e.args[0]?.type === 'CellIndex';
      if ((e.target.name === 'regexp' || e.target.name === 'regexpi') && text && e.args.length === 3 && e.args[2]!.type === 'String' && e.args[2]!.value === 'split') return true;
    }
    // `log((1:64)/32)`: a function of each element keeps the count.
    if (e.type === 'Index' && e.target.type === 'Identifier' && ELEMENTWISE.has(e.target.name) && e.args.length === 1 && kindOf.get(e.target) === 'FN') return nonEmpty(e.args[0]);
    // `opts(1:3)`, `x(2, end)`: a variable indexed at literal positions (none empty) gives an
    // element at each of them, or fails.
    if (e.type === 'Index' && e.target.type === 'Identifier' && kindOf.get(e.target) === 'VAR' && e.args.length > 0 && e.args.every(literalPositions)) return true;
    if (e.type === 'String') return e.value.length > 0;
    if (e.type === 'Cell') return e.rows.some((r) => r.length > 0);
    // A concatenation holding a value that is not empty (`[1:32]`, SPM's inputs) is not empty, or fails.
    if (e.type === 'Matrix') return e.rows.some((r) => r.some((x) => numberValue(x) !== undefined || (x.type === 'String' && x.value.length > 0) || (x.type === 'Range' && nonEmpty(x))));
    // `ones(10, 1)`, `cell(1, 5)`, `zeros(3, 'uint8')`: sizes of positive literals.
    if (e.type === 'Index' && e.target.type === 'Identifier' && (SIZED.has(e.target.name) || e.target.name === 'strings') && kindOf.get(e.target) === 'FN') {
      const sizes = e.args.filter((a) => a.type !== 'String');
      return sizes.length > 0 && sizes.every((a) => (numberValue(a) ?? 0) >= 1);
    }
    if (e.type === 'Index' && e.target.type === 'Identifier' && e.target.name === 'linspace' && kindOf.get(e.target) === 'FN') {
      const n = e.args.length === 2 ? 100 : e.args.length === 3 ? numberValue(e.args[2]) : undefined;
      return n !== undefined && n >= 1;
    }
    return false;
  }

  /** An index of one or more literal positions: `end`, `2`, `1:3`, `[2, end]` (not `:` or `4:1`). */
  function literalPositions(a: Expr): boolean {
    if (a.type === 'End') return true;
    if (a.type === 'Matrix') return a.rows.some((r) => r.length > 0) && a.rows.every((r) => r.every(literalPositions));
    if (a.type === 'Range') {
      const [lo, hi, step] = [numberValue(a.start), numberValue(a.stop), a.step ? numberValue(a.step) : 1];
      return lo !== undefined && hi !== undefined && step !== undefined && lo >= 1 && hi >= 1 && (step > 0 ? lo <= hi : step < 0 && lo >= hi);
    }
    return (numberValue(a) ?? 0) >= 1;
  }

  /** After `v = x(1)`, `x{end}`, `s.x{3}` or any `x(k)` with one literal index that surely ran
   *  (not to the right of `&&` or `||`, nor in an anonymous function), x is not empty: the index would have
   *  failed. A later `for i = 1:numel(x)` runs. */
  function indexedFacts(e: Expr, st: State): void {
    const work: Expr[] = [e];
    while (work.length > 0) {
      const x = work.pop()!;
      switch (x.type) {
        case 'Index':
        case 'CellIndex': {
          const [only] = x.args;
          if (indexedValue(x.target) && x.args.length === 1 && (only.type === 'End' || (numberValue(only) ?? 0) >= 1)) {
            const fact = keys.notEmpty(x.target);
            if (fact !== undefined && !st.facts.has(fact)) {
              st.facts.add(fact);
              tiedCounts(x.target, st);
            }
          }
          // `y(:, 1)`: y has a column (`y(1, :)`: a row), so `for k = 1:size(y, 2)` runs.
          if (indexedValue(x.target) && x.args.length === 2) extentFact(x, x.target, x.args, st);
          work.push(x.target, ...x.args);
          break;
        }
        case 'Binary':
          // The right of a short-circuit operator may not run.
          work.push(x.left, ...(x.op === '&&' || x.op === '||' ? [] : [x.right]));
          break;
        case 'Unary':
        case 'Postfix':
          work.push(x.operand);
          break;
        case 'Field':
          work.push(x.target);
          break;
        case 'Paren':
          work.push(x.expr);
          break;
        case 'Matrix':
        case 'Cell':
          pushAll(work, x.rows.flat());
          break;
        case 'Range':
          // `D = sr(1):5` reads sr(1) as `sr(1) + 5` does (mirt's thresholdRw).
          work.push(x.start, x.stop, ...(x.step ? [x.step] : []));
          break;
        default:
          break;
      }
    }
  }

  /** After `y(:, k)` (or `y(k, :)`) with k a literal >= 1 or `end`, the other dimension's
   *  extent is at least 1: the fact `size(y, d) >= 1` (extentKey makes it). */
  function extentFact(index: Expr, target: Expr, args: readonly Expr[], st: State): void {
    // The key is the same on every walk of the statement: made once per index.
    let key = extentKeys.get(index);
    if (key === undefined) extentKeys.set(index, (key = extentKey(target, args) ?? null));
    if (key !== null) st.facts.add(key);
  }

  function extentKey(target: Expr, args: readonly Expr[]): string | undefined {
    const at = (e: Expr): boolean => e.type === 'End' || (numberValue(e) ?? 0) >= 1;
    const dim = args[0]!.type === 'Colon' && at(args[1]!) ? 2 : args[1]!.type === 'Colon' && at(args[0]!) ? 1 : undefined;
    if (dim === undefined) return undefined;
    const span = target.type === 'Identifier' ? target.span : args[0]!.span;
    const num = (v: number): Expr => numberNode(v, span);
    const extent: Expr = { type: 'Index', target: { type: 'Identifier', name: 'size', span }, args: [target, num(dim)], span };
    const key = keys.keyOf({ type: 'Binary', op: '<', left: extent, right: num(1), span });
    return key === undefined ? undefined : negate(key);
  }

  /** A variable, or a field of one by fixed names (`P.A{3}`: P.A is not empty). */
  function indexedValue(e: Expr): boolean {
    while (e.type === 'Field') e = e.target;
    return e.type === 'Identifier' && isVar(e);
  }

  /** `m = validatestring(m, {'a', 'b'})`: m is one of the listed texts (the one matched). */
  function validatedFacts(name: Identifier, rhs: Expr, st: State): void {
    if (rhs.type !== 'Index' || rhs.target.type !== 'Identifier' || rhs.target.name !== 'validatestring' || rhs.args.length < 2) return;
    if (kindOf.get(rhs.target) !== 'FN') return;
    // The list may be held in a variable the function assigns once (topotoolbox's
    // `valid = {'ls', 'lad'}; method = validatestring(method, valid)`).
    // (Not an input: it holds what the caller passed until that assignment runs.)
    const named = rhs.args[1]!.type === 'Identifier' ? rhs.args[1]!.name : undefined;
    const list = named === undefined ? rhs.args[1] : unit.params.some((p) => p.name === named) ? undefined : onlyValue(named);
    const values = list && caseLiterals(list);
    const key = keys.keyOf(name);
    if (!values || values.size === 0 || [...values].some((v) => !v.startsWith('s:')) || key === undefined) return;
    st.facts.add(domainKey(key.slice(1), values));
  }

  /** The argument counts and texts the calls of a local function pass: its only values. */
  function callerFacts(st: State): void {
    if (!callers) return;
    const domain = (name: string, values: readonly string[]): void => {
      // Made a key first, so that an assignment to the name forgets the fact.
      const key = keys.keyOf({ type: 'Identifier', name, span: unit.def!.span });
      if (key !== undefined) st.facts.add(domainKey(key.slice(1), values));
    };
    if (callers.nargin) domain('nargin', [...callers.nargin].map((n) => `n:${n}`));
    if (callers.leastNargin !== undefined && unit.def) addFacts(st, countBound('nargin', '>=', callers.leastNargin, unit.def.span));
    // A method runs only with an object of its class among the arguments (`@S1Grid/plus(a, b)`:
    // `isa(a, 'S1Grid') || isa(b, 'S1Grid')`), when the inputs are all named (an object in
    // varargin would escape the test).
    const inputs = unit.def?.inputs;
    if (callers.objectClass !== undefined && inputs && inputs.length > 0 && inputs.every((p) => p.type === 'Identifier' && p.name !== 'varargin')) {
      const span = unit.def!.span;
      const cls: Expr = { type: 'String', value: callers.objectClass, quote: 'single', text: `'${callers.objectClass}'`, span };
      const parts = inputs.map((p) => keys.keyOf({ type: 'Index', target: { type: 'Identifier', name: 'isa', span }, args: [p, cls], span }));
      if (parts.every((k) => k !== undefined && k[0] === '+')) st.facts.add(parts.length === 1 ? parts[0]! : disjunctionKey(parts as string[]));
    }
    for (const [name, values] of callers.texts) domain(name, [...values]);
    // `obj.type` of a property `mustBeMember` validates holds one of its values (a read of a
    // first input that is no object of the class fails there instead).
    const first = inputs?.[0];
    if (callers.memberProperties && first?.type === 'Identifier' && first.name !== 'varargin') {
      for (const [prop, values] of callers.memberProperties) {
        const key = keys.keyOf({ type: 'Field', target: first, name: prop, nameSpan: first.span, span: first.span });
        if (key !== undefined && key[0] === '+') st.facts.add(domainKey(key.slice(1), values));
      }
    }
  }

  /** After an input `arguments` block: an input it validates with `mustBeMember(x, {'a', 'b'})`
   *  (or a string array `["a", "b"]`) holds one of those values, since MATLAB checks the value a
   *  call passes and the default alike before the body runs. */
  function memberFacts(block: ArgumentsBlock, st: State): void {
    if (block.attributes.some((a) => a.name.toLowerCase() === 'output' && !a.negated)) return;
    for (const d of block.declarations) {
      const values = memberValues(d);
      const key = values && keys.keyOf(declaredName(d));
      if (values && key !== undefined && key[0] === '+') st.facts.add(domainKey(key.slice(1), values));
    }
  }

  /** A `subsref` or `subsasgn` overload is given the indexing as a struct array S whose `type`
   *  is `'()'`, `'{}'` or `'.'` (MATLAB builds it; `substruct` refuses any other): a switch over
   *  `S(1).type` with those three cases covers every call. */
  function indexingFacts(st: State): void {
    const method = unit.name.slice(unit.name.lastIndexOf('.') + 1);
    const s = unit.def?.inputs[1];
    if ((method !== 'subsref' && method !== 'subsasgn') || s?.type !== 'Identifier') return;
    const types = ['s:()', 's:{}', 's:.'];
    const one: Expr = numberNode(1, s.span);
    const subjects: Expr[] = [{ type: 'Index', target: s, args: [one], span: s.span }, s];
    for (const subject of subjects) {
      const key = keys.keyOf({ type: 'Field', target: subject, name: 'type', nameSpan: s.span, span: s.span });
      if (key !== undefined) st.facts.add(domainKey(key.slice(1), types));
    }
  }

  /** The facts of `nargin <= n` (or another comparison of an argument count) holding. */
  function countBound(name: 'nargin' | 'nargout', op: '<=' | '>=', n: number, span: Identifier['span']): string[] {
    const count: Identifier = { type: 'Identifier', name, span };
    return keys.factsOf({ type: 'Binary', op, left: count, right: numberNode(n, span), span }, true);
  }

  /** A call passes at most the declared inputs and asks at most the declared outputs (MATLAB
   *  refuses more before the body runs), unless the list ends in varargin/varargout. */
  function declaredCountFacts(st: State): void {
    const def = unit.def;
    if (!def) return;
    const bound = (name: 'nargin' | 'nargout', names: readonly string[], rest: string): void => {
      if (!names.includes(rest)) addFacts(st, countBound(name, '<=', names.length, def.span));
    };
    bound('nargin', def.inputs.map((p) => (p.type === 'Identifier' ? p.name : '~')), 'varargin');
    bound('nargout', def.outputs.map((o) => o.name), 'varargout');
  }

  /** After `narginchk(lo, hi)` (or `nargoutchk`), `nargin < lo` and `nargin > hi` fail. */
  function argumentCountFacts(e: Expr, st: State): void {
    if (e.type !== 'Index' || e.target.type !== 'Identifier' || kindOf.get(e.target) !== 'FN') return;
    // A helper that raises on tests of its parameters returned: none of them held here.
    const pre = kindOf.preconditions?.(e.target.name);
    if (pre) {
      for (const c of pre.raises) {
        const holds = substituted(c, pre.params, e.args);
        if (holds) addFacts(st, keys.factsOf(holds, false));
      }
    }
    // `error(nargchk(lo, hi, nargin))`, the old form: nargchk gives a message (or nothing),
    // and error of nothing does nothing (PALM's helpers).
    const old = e.target.name === 'error' && e.args.length === 1 ? e.args[0]! : undefined;
    if (old?.type === 'Index' && old.target.type === 'Identifier' && old.target.name === 'nargchk' && old.args.length >= 3 && old.args[2]!.type === 'Identifier' && old.args[2]!.name === 'nargin') {
      e = { ...old, target: { ...old.target, name: 'narginchk' }, args: old.args.slice(0, 2) };
    }
    if (e.type !== 'Index' || e.target.type !== 'Identifier' || e.args.length !== 2) return;
    const name = e.target.name === 'narginchk' ? 'nargin' : e.target.name === 'nargoutchk' ? 'nargout' : undefined;
    if (name === undefined) return;
    const count: Identifier = { type: 'Identifier', name, span: e.span };
    const [lo, hi] = e.args;
    if (lo.type === 'Number') addFacts(st, keys.factsOf({ type: 'Binary', op: '<', left: count, right: lo, span: e.span }, false));
    if (hi.type === 'Number') addFacts(st, keys.factsOf({ type: 'Binary', op: '>', left: count, right: hi, span: e.span }, false));
  }
}

/** Operators whose result has an element when both operands do (or that fail). */
/** The tie `n == length(x)` (numel, rows, columns, size(x, k)): [, n, x or, x]. */
const TIE = /^\+\((\w+)\) == \((?:(?:numel|length|rows|columns)\((.+)\)|size\((.+), ?\d+\))\)$/;

const ARRAY_OPS = new Set(['+', '-', '*', '.*', '/', './', '.^', '^', '==', '~=', '!=', '<', '<=', '>', '>=', '&', '|']);

/** Functions of one argument that give one element per element (or the same elements reordered,
 *  or running sums of them). */
/** Functions whose numeric arguments are the sizes of the array they make. */
const SIZED = new Set(['zeros', 'ones', 'rand', 'randn', 'nan', 'NaN', 'inf', 'Inf', 'true', 'false', 'cell', 'eye']);
const ELEMENTWISE = new Set(['fliplr', 'flipud', 'flip', 'sort', 'cumsum', 'cumprod', 'abs', 'sqrt', 'exp', 'log', 'log2', 'log10', 'sin', 'cos', 'tan', 'round', 'floor', 'ceil', 'fix', 'real', 'imag', 'conj', 'double', 'single', 'sign']);

/** The names whose facts can matter: those a condition reads (of an `if`, `while`, `switch`,
 *  `for` range, or either side of `&&`/`||`), and those copied or counted into such a name
 *  (`mode = m` passes m's values on, `n = numel(x)` is at least 1 where x is not empty). A constant assigned to another name (`DEFAULT_STOP = 1e-6` in a
 *  function of a hundred such settings) gives facts no guard ever reads, which every copy and
 *  join of the state would carry. */
export function conditionNames(body: readonly Stmt[]): Set<string> {
  const out = new Set<string>();
  const copies: Array<[string, string]> = [];
  const read = (e: Expr | undefined): void => {
    if (e) visitNodes(e, (n) => {
      if (n.type === 'Identifier') out.add((n as Identifier).name);
    });
  };
  visitNodes(body, (n) => {
    const s = n as Stmt | Expr;
    switch (s.type) {
      case 'If':
        for (const c of s.clauses) read(c.cond);
        break;
      case 'While':
      case 'DoUntil':
        read(s.cond);
        break;
      case 'Switch':
        read(s.subject);
        for (const c of s.cases) read(c.value);
        break;
      case 'For':
        read(s.range);
        break;
      case 'Binary':
        if (s.op === '&&' || s.op === '||') read(s);
        break;
      case 'Assign':
        if (s.targets.length !== 1 || s.targets[0].type !== 'Identifier') break;
        if (s.rhs.type === 'Identifier') copies.push([s.targets[0].name, s.rhs.name]);
        else {
          // `n = length(names)`: n >= 1 where names is not empty.
          const counted = countOf(s.rhs);
          if (counted?.type === 'Identifier') copies.push([s.targets[0].name, counted.name]);
        }
        break;
    }
  });
  for (let grew = true; grew; ) {
    grew = false;
    for (const [to, from] of copies) {
      if (!out.has(to) || out.has(from)) continue;
      out.add(from);
      grew = true;
    }
  }
  return out;
}

/** The values a declaration (an argument or a property) allows by `mustBeMember(name, list)`
 *  among its validators, or undefined. */
export function memberValues(d: Declaration): string[] | undefined {
  for (const v of d.validators ?? []) {
    if (v.type !== 'Index' || v.target.type !== 'Identifier' || v.target.name !== 'mustBeMember' || v.args.length !== 2) continue;
    const [subject, list] = v.args;
    // A name-value argument's validator names its field (`options.Location`).
    const values = subject !== undefined && staticPath(subject) === d.name && list ? memberList(list) : undefined;
    if (values) return values;
  }
  return undefined;
}

/** The declared name as an expression: `x`, or `options.Location` for a name-value argument. */
function declaredName(d: Declaration): Expr {
  const parts = d.name.split('.');
  let e: Expr = { type: 'Identifier', name: parts[0]!, span: d.nameSpan };
  for (const p of parts.slice(1)) e = { type: 'Field', target: e, name: p, nameSpan: d.nameSpan, span: d.nameSpan };
  return e;
}

/** The literals of a `mustBeMember` list: a cell or a row of texts or numbers (`{'a', 'b'}`,
 *  `["a", "b"]`, `[1 2 4]`), or one literal; undefined for anything else. */
function memberList(list: Expr): string[] | undefined {
  // A cell or one literal reads as a `case` value does; a row (a string array) element by element.
  const parts = list.type === 'Matrix' ? list.rows.flat().map((e) => (e.type === 'Cell' ? undefined : caseLiterals(e))) : [caseLiterals(list)];
  if (parts.length === 0 || parts.some((p) => p === undefined)) return undefined;
  const out = parts.flatMap((p) => [...p!]);
  return out.length > 0 ? out : undefined;
}

