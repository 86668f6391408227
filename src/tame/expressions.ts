// Lowering expressions and assignment targets to three-address statements: every operand a
// variable, every operator a call to its builtin, calls and indexing told apart by the kinds.
import { binaryChain, visitNodes, type AnonymousFunction, type Expr, type Identifier, type Span } from '../syntax/index.js';
import { FunctionBuilder } from './builder.js';
import type { Arg, FieldName, IrFunction, Literal, Stmt, Target } from './ir.js';
import { capturedVariables } from './lambdas.js';
import { chooseTempPrefix, namesIn } from './names.js';
import { BINARY_BUILTIN, POSTFIX_BUILTIN, UNARY_BUILTIN } from './operators.js';

/** The operators an `if` or `while` condition short-circuits (see condition). */
const LOGICAL_OPS: ReadonlySet<string> = new Set(['|', '&', '||', '&&']);

/** One step of an index chain: `(args)`, `{args}`, `.name` or `.(expr)`. */
export type ChainOp =
  | { readonly kind: 'paren'; readonly args: readonly Expr[]; readonly span: Span }
  | { readonly kind: 'brace'; readonly args: readonly Expr[]; readonly span: Span }
  | { readonly kind: 'field'; readonly name: string; readonly span: Span }
  | { readonly kind: 'dynamic'; readonly name: Expr; readonly span: Span };

/** `a.b(1){2}` as its root `a` and the steps `.b`, `(1)`, `{2}`. */
export function flattenChain(e: Expr): { root: Expr; ops: ChainOp[] } {
  const ops: ChainOp[] = [];
  let cur = e;
  for (;;) {
    if (cur.type === 'Index') ops.push({ kind: 'paren', args: cur.args, span: cur.span });
    else if (cur.type === 'CellIndex') ops.push({ kind: 'brace', args: cur.args, span: cur.span });
    else if (cur.type === 'Field') ops.push({ kind: 'field', name: cur.name, span: cur.span });
    else if (cur.type === 'DynamicField') ops.push({ kind: 'dynamic', name: cur.name, span: cur.span });
    else break;
    cur = cur.target;
  }
  return { root: cur, ops: ops.reverse() };
}

/** Does an index step of the chain hold an `end` (which needs the array it indexes)? */
function indexesWithEnd(ops: readonly ChainOp[]): boolean {
  let found = false;
  for (const op of ops) {
    if (op.kind === 'paren' || op.kind === 'brace') visitNodes(op.args, (n) => { if (n.type === 'End') found = true; });
  }
  return found;
}

/** What the caller wants from a chain: its results in `targets`, or, as an argument or a
 *  matrix element, possibly a comma-separated list. `statement`: the chain is a statement
 *  of its own (a call gets no targets; anything else assigns `ans`). */
type Want =
  | { readonly mode: 'targets'; readonly targets: readonly Target[] }
  | { readonly mode: 'arg'; readonly element: boolean }
  | { readonly mode: 'statement' };

/** An index whose `end` refers to `array` at this position. */
interface EndContext {
  readonly array: string;
  readonly position: number;
  readonly count: number;
}

export class ExprLowerer {
  private readonly ends: EndContext[] = [];

  constructor(readonly b: FunctionBuilder) {}

  private emit(s: Stmt): void {
    this.b.emit(s);
  }

  private target(into: string | undefined): string {
    return into ?? this.b.temp();
  }

  /** Lowers `e` and returns the variable that holds its value: `into` when given, the
   *  variable itself for a plain variable, else a new temporary. */
  value(e: Expr, into?: string): string {
    switch (e.type) {
      case 'Identifier': {
        // Octave's parser leaves `end` in a default value (`k = n(end)`) as a name.
        if (e.name === 'end') return this.end(e.span, into);
        const k = this.b.kind(e);
        if (k === 'VAR') {
          if (into === undefined) return e.name;
          this.emit({ op: 'copy', target: into, source: e.name, span: e.span });
          return into;
        }
        return this.chainValue(e, into);
      }
      case 'Number':
        return this.literal(
          { kind: 'number', value: e.value, imaginary: e.imaginary, text: e.text, ...(e.intClass ? { intClass: e.intClass } : {}) },
          e.span,
          into,
        );
      case 'String':
        return this.literal(
          e.quote === 'double' && this.b.ctx.dialect === 'matlab' ? { kind: 'string', value: e.value } : { kind: 'char', value: e.value },
          e.span,
          into,
        );
      case 'Paren':
        return this.value(e.expr, into);
      case 'Binary': {
        // Link by link up a left-deep chain (`a + b + c ...` may be thousands long).
        const { first, links } = binaryChain(e);
        let acc = this.value(first);
        links.forEach((b, k) => {
          const dest = k === links.length - 1 ? into : undefined;
          const left = acc;
          acc =
            b.op === '&&' || b.op === '||'
              ? this.shortCircuit(b.op, () => left, () => this.value(b.right), b.span, dest)
              : this.call(BINARY_BUILTIN[b.op], [left, this.value(b.right)], b.span, dest);
        });
        return acc;
      }
      case 'Unary': {
        if (e.op === '++' || e.op === '--') return this.increment(e.operand, e.op, 'new', e.span, into);
        const fn = UNARY_BUILTIN[e.op] ?? 'uplus';
        return this.call(fn, [this.value(e.operand)], e.span, into);
      }
      case 'Postfix': {
        if (e.op === '++' || e.op === '--') return this.increment(e.operand, e.op, 'old', e.span, into);
        const fn = POSTFIX_BUILTIN[e.op] ?? 'transpose';
        return this.call(fn, [this.value(e.operand)], e.span, into);
      }
      case 'Range': {
        const parts = e.step ? [e.start, e.step, e.stop] : [e.start, e.stop];
        return this.call('colon', parts.map((p) => this.value(p)), e.span, into);
      }
      case 'Index':
      case 'CellIndex':
      case 'Field':
      case 'DynamicField': {
        // chainValue, written out: nested indexes recurse through here, a frame fewer a level.
        const t = this.target(into);
        this.chain(e, { mode: 'targets', targets: [t] });
        return t;
      }
      case 'Matrix':
        return this.matrix(e.rows, e.span, into);
      case 'Cell':
        return this.cell(e.rows, e.span, into);
      case 'End':
        return this.end(e.span, into);
      case 'AnonFunction':
        return this.lambda(e, into);
      case 'FunctionHandle': {
        const t = this.target(into);
        this.emit({ op: 'handle', target: t, fn: e.name, span: e.span });
        return t;
      }
      case 'MetaClass': {
        const name = this.literal({ kind: 'char', value: e.name }, e.span);
        return this.call('meta.class.fromName', [name], e.span, into);
      }
      case 'AssignExpr': {
        // Octave: `if (x = f())` assigns, and the assignment's value is the condition.
        if (e.target.type === 'Identifier') return this.assign(e.target, e.value, into);
        const v = this.value(e.value, into);
        this.store(e.target, v);
        return v;
      }
      case 'Colon':
        return this.opaque("':' is only an index", e.span, into);
      case 'Tilde':
        return this.opaque("'~' is only an output placeholder", e.span, into);
      case 'NameValue':
        return this.opaque('a name=value argument outside an argument list', e.span, into);
      case 'SuperRef': {
        const t = this.target(into);
        this.chain(e, { mode: 'targets', targets: [t] });
        return t;
      }
      case 'Invalid':
        return this.opaque('an expression that did not parse', e.span, into);
    }
  }

  /** Octave's `++x` (the value after) and `x++` (the value before) inside an expression:
   *  the operand is read, incremented and stored back. */
  private increment(operand: Expr, op: '++' | '--', value: 'old' | 'new', span: Span, into?: string): string {
    const old = this.value(operand, this.b.temp());
    const one = this.literal({ kind: 'number', value: 1, imaginary: false, text: '1' }, span);
    const next = this.call(op === '++' ? 'plus' : 'minus', [old, one], span);
    this.store(operand, next);
    const result = value === 'old' ? old : next;
    if (into === undefined) return result;
    this.emit({ op: 'copy', target: into, source: result, span });
    return into;
  }

  /** An operand of a call, an index or a matrix/cell element: `:`, a spliced list, or a variable. */
  arg(e: Expr, element = false): Arg {
    if (e.type === 'Colon') return { kind: 'colon' };
    if (e.type === 'CellIndex' || (element && (e.type === 'Field' || e.type === 'DynamicField'))) {
      return this.chain(e, { mode: 'arg', element });
    }
    return { kind: 'var', name: this.value(e) };
  }

  /** The arguments of a call or index; `name=value` passes the name as a char vector. */
  private args(list: readonly Expr[], endArray: string | undefined): Arg[] {
    const out: Arg[] = [];
    // Loops, not callbacks, here and in `cell`: nested indexes and cells recurse through them.
    for (let i = 0; i < list.length; i++) {
      const a = list[i];
      if (endArray !== undefined) this.ends.push({ array: endArray, position: i + 1, count: list.length });
      if (a.type === 'NameValue') {
        out.push({ kind: 'var', name: this.literal({ kind: 'char', value: a.name.name }, a.name.span) });
        out.push(this.arg(a.value));
      } else {
        out.push(this.arg(a));
      }
      if (endArray !== undefined) this.ends.pop();
    }
    return out;
  }

  literal(value: Literal, span: Span, into?: string): string {
    const t = this.target(into);
    this.emit({ op: 'literal', target: t, value, span });
    return t;
  }

  call(fn: string, args: readonly string[], span: Span, into?: string): string {
    const t = this.target(into);
    this.emit({ op: 'call', targets: [t], fn, args: args.map((name) => ({ kind: 'var', name })), span });
    return t;
  }

  opaque(reason: string, span: Span, into?: string): string {
    const t = this.target(into);
    this.b.unsupported(reason, span, [t]);
    return t;
  }

  /** The condition of an `if` or `while`: there MATLAB short-circuits `|` and `&` as it does
   *  `||` and `&&` (`if ~exist('tol', 'var') | isempty(tol)` does not read tol when it is not
   *  passed). `a | b` is true when `a` is, else `a | b`; `a & b` false when `a` is, else `a & b`. */
  condition(e: Expr): string {
    if (e.type === 'Paren') return this.condition(e.expr);
    if (e.type !== 'Binary' || !LOGICAL_OPS.has(e.op)) return this.value(e);
    const { first, links } = binaryChain(e);
    let acc = this.value(first);
    for (const b of links) {
      const left = acc;
      const op = b.op;
      if (op === '&&' || op === '||') acc = this.shortCircuit(op, () => left, () => this.condition(b.right), b.span);
      else if (op === '|' || op === '&') {
        const t = (acc = this.target(undefined));
        const both = (): void => this.emit({ op: 'call', targets: [t], fn: BINARY_BUILTIN[op], args: [{ kind: 'var', name: left }, { kind: 'var', name: this.condition(b.right) }], span: b.span });
        const decided = (): void => this.emit({ op: 'call', targets: [t], fn: op === '|' ? 'true' : 'false', args: [], span: b.span });
        this.emit({ op: 'if', cond: left, then: this.b.block(op === '|' ? decided : both), else: this.b.block(op === '|' ? both : decided), span: b.span });
      } else acc = this.call(BINARY_BUILTIN[op], [left, this.value(b.right)], b.span);
    }
    return acc;
  }

  /** `a && b`: `b` is evaluated only when `a` is true; the result is logical. */
  shortCircuit(op: '&&' | '||', left: () => string, right: () => string, span: Span, into?: string): string {
    const a = left();
    const t = this.target(into);
    const evaluateRight = (): void => {
      const r = right();
      this.emit({ op: 'call', targets: [t], fn: 'logical', args: [{ kind: 'var', name: r }], span });
    };
    const constant = (fn: 'true' | 'false'): void => this.emit({ op: 'call', targets: [t], fn, args: [], span });
    const then = this.b.block(op === '&&' ? evaluateRight : () => constant('true'));
    const otherwise = this.b.block(op === '&&' ? () => constant('false') : evaluateRight);
    this.emit({ op: 'if', cond: a, then, else: otherwise, span });
    return t;
  }

  private end(span: Span, into?: string): string {
    const ctx = this.ends[this.ends.length - 1];
    if (!ctx) return this.opaque("'end' outside an index of a variable", span, into);
    const t = this.target(into);
    this.emit({ op: 'end', target: t, array: ctx.array, position: ctx.position, count: ctx.count, span });
    return t;
  }

  /** `[a, b; c]`: `horzcat` per row of several elements (or of one spliced list), then
   *  `vertcat` of the rows, except for a single row that `horzcat` already built. */
  private matrix(rows: readonly (readonly Expr[])[], span: Span, into?: string): string {
    const nonEmpty = rows.filter((r) => r.length > 0);
    if (nonEmpty.length === 0) return this.literal({ kind: 'empty' }, span, into);
    const table = numbersTable(nonEmpty);
    if (table) return this.literal(table, span, into);
    const single = nonEmpty.length === 1;
    const rowArgs: Arg[] = [];
    for (const row of nonEmpty) {
      const elements: Arg[] = [];
      for (const e of row) elements.push(this.arg(e, true));
      if (elements.length === 1 && elements[0].kind !== 'list') {
        rowArgs.push(elements[0]);
        continue;
      }
      const t = this.target(single ? into : undefined);
      this.emit({ op: 'call', targets: [t], fn: 'horzcat', args: elements, span: rowSpan(row) });
      if (single) return t;
      rowArgs.push({ kind: 'var', name: t });
    }
    const t = this.target(into);
    this.emit({ op: 'call', targets: [t], fn: 'vertcat', args: rowArgs, span });
    return t;
  }

  private cell(rows: readonly (readonly Expr[])[], span: Span, into?: string): string {
    const nonEmpty = rows.filter((r) => r.length > 0);
    if (nonEmpty.length === 0) return this.literal({ kind: 'emptyCell' }, span, into);
    const lowered: Arg[][] = [];
    for (const row of nonEmpty) {
      const args: Arg[] = [];
      for (const e of row) args.push(this.arg(e, true));
      lowered.push(args);
    }
    const t = this.target(into);
    this.emit({ op: 'cellLiteral', target: t, rows: lowered, span });
    return t;
  }

  // ------------------------------------------------------------------ index chains

  private chainValue(e: Expr, into?: string): string {
    const t = this.target(into);
    this.chain(e, { mode: 'targets', targets: [t] });
    return t;
  }

  /** Lowers `e` for `k` results (`[a, ~, b] = e`), or as a statement of its own. */
  multi(e: Expr, targets: readonly Target[] | 'statement'): void {
    if (e.type === 'Identifier' && this.b.kind(e) === 'VAR') {
      if (targets === 'statement') {
        // Displaying a variable does not assign `ans`; the read is kept.
        this.value(e, this.b.temp());
      } else if (targets.length === 1 && targets[0] !== null) {
        this.value(e, targets[0]);
      } else {
        // `[a, b] = v` with `v` a variable: indexing it with no arguments (a handle's call).
        this.emit({ op: 'arrayGet', targets, array: e.name, args: [], update: false, span: e.span });
      }
      return;
    }
    if (e.type === 'Identifier' || e.type === 'Index' || e.type === 'CellIndex' || e.type === 'Field' || e.type === 'DynamicField') {
      this.chain(e, targets === 'statement' ? { mode: 'statement' } : { mode: 'targets', targets });
      return;
    }
    if (targets === 'statement') {
      this.value(e, 'ans');
      return;
    }
    if (targets.length === 1) {
      this.value(e, targets[0] ?? undefined);
      return;
    }
    const real = targets.filter((t): t is string => t !== null);
    this.b.unsupported(`an expression of this form gives one value, not ${targets.length}`, e.span, real);
  }

  /** The chain `root ops...`: a call when the root is a function (dotted package and class
   *  names joined into the callee), then gets on the value, the last one into what `want` asks. */
  private chain(e: Expr, want: Want): Arg {
    const { root, ops } = flattenChain(e);
    let i = 0;
    let base: string;
    const isLast = (): boolean => i === ops.length;
    if (root.type === 'SuperRef') {
      // `obj@Base(args)` (Base's constructor on the object being made) or `name@Base(obj, ...)`
      // (Base's method `name`): a call of `Base` that names the member.
      let args: Arg[] = [];
      let span = root.span;
      if (ops[0]?.kind === 'paren') {
        args = this.args(ops[0].args, undefined);
        span = ops[0].span;
        i = 1;
      }
      const targets: readonly Target[] = !isLast() ? [this.b.temp()] : want.mode === 'targets' ? want.targets : want.mode === 'statement' ? [] : [this.b.temp()];
      this.emit({ op: 'call', targets, fn: root.superclass, args, superclass: { member: root.name }, span });
      if (isLast()) return { kind: 'var', name: (targets[0] as string | null | undefined) ?? '' };
      base = targets[0] as string;
    } else if (root.type === 'Identifier' && this.b.kind(root) !== 'VAR') {
      const kind = this.b.kind(root);
      let fn = root.name;
      // A name the kinds could not tell (a script's, which may be its caller's variable) joins its
      // fields too: `pkg.f(x)` and `Cls.staticM` mean that call unless the root is a variable,
      // which the value analysis decides (an `end` in the arguments keeps the plain lowering).
      if (kind === 'FN' || kind === 'PREFIX' || (kind === 'ID' && ops[0]?.kind === 'field' && !indexesWithEnd(ops))) {
        for (let op = ops[i]; op?.kind === 'field'; op = ops[++i]) fn += `.${op.name}`;
      }
      const maybeVariable = kind === 'ID';
      let args: Arg[] = [];
      let span = root.span;
      const withParens = i < ops.length && ops[i].kind === 'paren';
      if (withParens) {
        const op = ops[i] as { args: readonly Expr[]; span: Span };
        args = this.args(op.args, maybeVariable && i === 0 ? root.name : undefined);
        span = op.span;
        i++;
      } else if (i > 0) {
        span = ops[i - 1].span;
      }
      let targets: readonly Target[];
      if (isLast()) {
        if (want.mode === 'targets') targets = want.targets;
        else if (want.mode === 'statement') targets = [];
        else targets = [this.b.temp()];
      } else {
        targets = [this.b.temp()];
      }
      // `Cls.(name)`: no parentheses, a dynamic member next.
      const dynamicMember = !withParens && ops[i]?.kind === 'dynamic';
      this.emit({ op: 'call', targets, fn, args, ...(maybeVariable ? { maybeVariable: true } : {}), ...(ops.length === 0 ? { bare: true } : {}), ...(dynamicMember ? { dynamicMember: true } : {}), span });
      if (isLast()) return { kind: 'var', name: (targets[0] as string | null | undefined) ?? '' };
      base = targets[0] as string;
    } else if (root.type === 'Identifier') {
      base = root.name;
      if (isLast()) {
        // A plain variable: only reached from `multi` and `arg` with no steps.
        if (want.mode === 'targets' && want.targets.length === 1 && want.targets[0] !== null && want.targets[0] !== base) {
          this.emit({ op: 'copy', target: want.targets[0], source: base, span: root.span });
          return { kind: 'var', name: want.targets[0] };
        }
        return { kind: 'var', name: base };
      }
    } else {
      base = this.value(root);
    }
    for (; i < ops.length; i++) {
      const op = ops[i];
      const last = i === ops.length - 1;
      let targets: readonly Target[];
      let list = false;
      if (!last) targets = [this.b.temp()];
      else if (want.mode === 'targets') targets = want.targets;
      else if (want.mode === 'statement') targets = ['ans'];
      else {
        targets = [this.b.temp()];
        list = op.kind === 'brace' || (want.element && op.kind !== 'paren');
      }
      this.get(op, base, targets, false, list);
      if ((op.kind === 'field' || op.kind === 'dynamic') && ops[i + 1]?.kind === 'paren') this.b.markCalled();
      if (last) return { kind: list ? 'list' : 'var', name: (targets[0] as string | null) ?? '' };
      base = targets[0] as string;
    }
    return { kind: 'var', name: base };
  }

  /** One get step on `base`: its arguments are lowered here, so `end` refers to `base`. */
  private get(op: ChainOp, base: string, targets: readonly Target[], update: boolean, list: boolean): Arg[] | FieldName {
    switch (op.kind) {
      case 'paren': {
        const args = this.args(op.args, base);
        this.emit({ op: 'arrayGet', targets, array: base, args, update, span: op.span });
        return args;
      }
      case 'brace': {
        const args = this.args(op.args, base);
        this.emit({ op: 'cellGet', targets, cell: base, args, list, update, span: op.span });
        return args;
      }
      case 'field':
      case 'dynamic': {
        const field = this.fieldName(op);
        this.emit({ op: 'dotGet', targets, base, field, update, list, span: op.span });
        return field;
      }
    }
  }

  private fieldName(op: ChainOp & { kind: 'field' | 'dynamic' }): FieldName {
    return op.kind === 'field' ? { kind: 'static', name: op.name } : { kind: 'dynamic', var: this.value(op.name) };
  }

  // ------------------------------------------------------------------ assignments

  /** `x = e`: `e`'s last step writes `x` directly. */
  assign(target: Identifier, e: Expr, into?: string): string {
    const v = this.value(e, target.name);
    if (into !== undefined && into !== v) this.emit({ op: 'copy', target: into, source: v, span: e.span });
    return into ?? v;
  }

  /** Stores `source` into an assignment target: a variable, or a chain of sets. A nested
   *  target reads each inner part first (`update` gets), sets the innermost, and writes the
   *  parts back outwards: `s.f(k) = x` is `t = s.f; t(k) = x; s.f = t`. */
  store(target: Expr, source: string): void {
    const { root, ops } = flattenChain(target);
    if (root.type !== 'Identifier') {
      this.b.unsupported('an assignment to something that is not a variable', target.span);
      return;
    }
    if (ops.length === 0) {
      if (root.name !== source) this.emit({ op: 'copy', target: root.name, source, span: target.span });
      return;
    }
    const bases = [root.name];
    const keys: Array<Arg[] | FieldName> = [];
    for (let i = 0; i < ops.length - 1; i++) {
      const t = this.b.temp();
      keys.push(this.get(ops[i], bases[i], [t], true, false));
      bases.push(t);
    }
    const lastOp = ops[ops.length - 1];
    const lastBase = bases[bases.length - 1];
    keys.push(lastOp.kind === 'paren' || lastOp.kind === 'brace' ? this.args(lastOp.args, lastBase) : this.fieldName(lastOp));
    for (let i = ops.length - 1; i >= 0; i--) {
      const last = i === ops.length - 1;
      this.set(ops[i], bases[i], keys[i], last ? source : bases[i + 1], !last);
    }
  }

  private set(op: ChainOp, base: string, key: Arg[] | FieldName, source: string, writeBack: boolean): void {
    if (op.kind === 'paren') this.emit({ op: 'arraySet', array: base, args: key as Arg[], source, span: op.span });
    else if (op.kind === 'brace') this.emit({ op: 'cellSet', cell: base, args: key as Arg[], source, span: op.span });
    else this.emit({ op: 'dotSet', base, field: key as FieldName, source, ...(writeBack ? { writeBack } : {}), span: op.span });
  }

  // ------------------------------------------------------------------ lambdas

  /** `@(p...) body`: the body becomes the function `lambda_N(captured..., p...)`. */
  private lambda(e: AnonymousFunction, into?: string): string {
    const ctx = this.b.ctx;
    const captured = capturedVariables(e, (id) => this.b.kind(id) === 'VAR');
    const name = ctx.lambdaNames.take();
    const slot = ctx.lambdas.length;
    ctx.lambdas.push(undefined);
    const names = namesIn(e);
    for (const c of captured) names.add(c);
    const prefix = chooseTempPrefix(names);
    // A `~` parameter gets a name no source variable or temporary has.
    let unused = 0;
    const params = e.params.map((p) => (p.type === 'Identifier' ? p.name : `${prefix}_unused${++unused}`));
    const inner = new FunctionBuilder(ctx, prefix, this.b.path, e.span, new Set([...captured, ...params]));
    const output = inner.temp();
    const lowerer = new ExprLowerer(inner);
    try {
      lowerer.value(e.body, output);
    } catch (err) {
      inner.unsupported(`internal error while lowering a lambda: ${err instanceof Error ? err.message : String(err)}`, e.span, [output]);
    }
    const fn: IrFunction = {
      name,
      path: this.b.path,
      kind: 'lambda',
      file: ctx.file,
      inputs: [...captured, ...params],
      outputs: [output],
      tempPrefix: inner.prefix,
      shared: [],
      body: inner.body(),
      span: e.span,
    };
    ctx.lambdas[slot] = fn;
    const t = this.target(into);
    this.emit({ op: 'lambda', target: t, fn: name, captured, params, span: e.span });
    return t;
  }
}

function rowSpan(row: readonly Expr[]): Span {
  const first = row[0].span;
  const last = row[row.length - 1].span;
  return { offset: first.offset, endOffset: last.endOffset, line: first.line, column: first.column, endLine: last.endLine, endColumn: last.endColumn };
}

/** The fewest elements of a matrix literal lowered whole (a `numbers` literal): data tables
 *  (MATPOWER's cases hold 177,000 numbers in four literals) would otherwise become a temporary
 *  per number, and the value analysis a step per temporary. */
export const NUMBERS_LITERAL_MIN = 256;

/** A rectangular matrix literal of real double number literals (each maybe negated), when it
 *  has at least NUMBERS_LITERAL_MIN elements. */
function numbersTable(rows: readonly (readonly Expr[])[]): Literal | undefined {
  const cols = rows[0]!.length;
  if (rows.length * cols < NUMBERS_LITERAL_MIN || rows.some((r) => r.length !== cols)) return undefined;
  const values: number[] = [];
  for (const row of rows) {
    for (const e of row) {
      const v = realNumber(e);
      if (v === undefined) return undefined;
      values.push(v);
    }
  }
  return { kind: 'numbers', rows: rows.length, cols, values };
}

function realNumber(e: Expr): number | undefined {
  if (e.type === 'Number') return e.imaginary || e.intClass ? undefined : e.value;
  if (e.type === 'Unary' && (e.op === '-' || e.op === '+')) {
    const v = realNumber(e.operand);
    return v === undefined ? undefined : e.op === '-' ? -v : v;
  }
  return undefined;
}
