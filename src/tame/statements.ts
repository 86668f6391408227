// Lowering statements: assignments of every form, control flow (switch as an if chain,
// `do ... until` as a loop with a break), commands, declarations, and comments as
// statements of their own.
import type { Assign, BinaryOp, Comment, Expr, GlobalDecl, Identifier, IfClause, Span, Stmt as AstStmt, SwitchCase } from '../syntax/index.js';
import type { FunctionBuilder } from './builder.js';
import type { ExprLowerer } from './expressions.js';
import type { Stmt, Target } from './ir.js';
import { unparen } from './names.js';
import { visitNodes } from '../syntax/index.js';
import { assignedBy, cachesFilledOnEveryCall, WRITERS } from './persistent-caches.js';
import { COMPOUND_OPERATOR } from './operators.js';

export class StatementLowerer {
  /** Names the function (with its nested functions) may assign besides declaring them. */
  private assignedHere?: ReadonlySet<string> | 'any';
  /** Persistents lowered as [] where declared (persistent-caches.ts). */
  private caches?: ReadonlySet<string>;

  /** `body`: the whole function's statements (for its persistent variables' initial values). */
  constructor(
    private readonly b: FunctionBuilder,
    private readonly x: ExprLowerer,
    private readonly body: readonly AstStmt[] = [],
    private readonly params: ReadonlySet<string> = new Set(),
  ) {}

  stmts(list: readonly AstStmt[]): void {
    for (const s of list) this.stmt(s);
  }

  comment(c: Comment): void {
    this.b.emit({ op: 'comment', text: c.text, span: c.span });
  }

  stmt(s: AstStmt): void {
    if (s.type === 'Function') return; // a nested function is lowered on its own
    for (const c of s.comments?.leading ?? []) this.comment(c);
    const saved = this.b.stmtSpan;
    this.b.stmtSpan = s.span;
    try {
      this.lower(s);
    } finally {
      this.b.stmtSpan = saved;
    }
    if (s.comments?.trailing) this.comment(s.comments.trailing);
  }

  /** `global`/`persistent`, with Octave's initial values. Its own method: `lower` recurses
   *  through every nested block, and a bigger frame there is a shallower limit. */
  private declaration(s: GlobalDecl): void {
    this.b.emit({ op: s.type === 'Global' ? 'global' : 'persistent', names: s.names.map((n) => n.name), span: s.span });
    if (s.type === 'Persistent') {
      this.caches ??= cachesFilledOnEveryCall(this.body, this.params, (id) => this.b.kind(id));
      for (const [k, id] of s.names.entries()) if (!s.inits?.[k] && this.caches.has(id.name)) this.b.emit({ op: 'literal', target: id.name, value: { kind: 'empty' }, span: s.span });
    }
    // Octave's `persistent x = {}`, `global x = 1`: the initial value is taken only when the
    // variable is new (the first call; a global no one declared yet), so it is lowered as `if
    // isempty(x), x = init; end`: after it x holds its earlier value or the initial one. A
    // persistent the function never assigns otherwise always holds its initial value.
    s.inits?.forEach((init, k) => {
      if (!init) return;
      const name = s.names[k].name;
      if (s.type === 'Persistent' && !this.mayAssign(name)) {
        this.x.value(init, name);
        return;
      }
      const cond = this.b.temp();
      this.b.emit({ op: 'call', targets: [cond], fn: 'isempty', args: [{ kind: 'var', name }], span: s.span });
      const then = this.b.block(() => this.x.value(init, name));
      this.b.emit({ op: 'if', cond, then, else: [], span: s.span });
    });
  }

  /** May the function change `name` other than by its declaration: an assignment (of any
   *  part), a loop over it, `x++`, or code that assigns names it computes (`eval`, `load`)? */
  private mayAssign(name: string): boolean {
    if (this.assignedHere === undefined) {
      const names = new Set<string>();
      let any = false;
      visitNodes(this.body, (n) => {
        assignedBy(n as AstStmt, names);
        if (n.type === 'Identifier' && WRITERS.has((n as Identifier).name)) any = true;
      });
      this.assignedHere = any ? 'any' : names;
    }
    return this.assignedHere === 'any' || this.assignedHere.has(name);
  }

  private block(list: readonly AstStmt[]): Stmt[] {
    this.b.openBlock();
    for (const s of list) this.stmt(s);
    return this.b.closeBlock();
  }

  private lower(s: AstStmt): void {
    switch (s.type) {
      case 'ExprStmt':
        return this.x.multi(s.expr, 'statement');
      case 'Assign':
        return this.assign(s);
      case 'IncDec':
        return this.compound(s.target, s.op === '++' ? '+' : '-', { type: 'Number', text: '1', value: 1, imaginary: false, span: s.span });
      case 'Command': {
        const args = s.args.map((a) => ({ kind: 'var' as const, name: this.x.literal({ kind: 'char', value: a.value }, a.span) }));
        this.b.emit({ op: 'call', targets: [], fn: s.name.name, args, span: s.span });
        return;
      }
      case 'ShellEscape': {
        const text = this.x.literal({ kind: 'char', value: s.command }, s.span);
        this.b.emit({ op: 'call', targets: [], fn: 'system', args: [{ kind: 'var', name: text }], span: s.span });
        return;
      }
      case 'If':
        return this.ifChain(s.clauses, s.elseBody);
      case 'For':
        return this.forLoop(s.variable, s.range, s.body);
      case 'While': {
        let cond = '';
        const header = this.b.block(() => (cond = this.x.condition(s.cond)));
        this.b.emit({ op: 'while', header, cond, body: this.block(s.body), span: s.span });
        return;
      }
      case 'DoUntil':
        return this.doUntil(s.body, s.cond);
      case 'Switch':
        return this.switchStmt(s.subject, s.cases, s.otherwise);
      case 'Try': {
        const body = this.block(s.body);
        const catchBody = this.block(s.catchBody ?? []);
        this.b.emit({ op: 'try', body, ...(s.catchVar ? { catchVar: s.catchVar.name } : {}), catchBody, span: s.span });
        return;
      }
      case 'UnwindProtect': {
        const body = this.block(s.body);
        const cleanup = this.block(s.cleanup);
        this.b.emit({ op: 'try', body, catchBody: [], cleanup, span: s.span });
        return;
      }
      case 'Spmd':
        this.b.emit({ op: 'comment', text: 'spmd: the body is lowered as sequential code', span: s.span });
        this.stmts(s.body);
        return;
      case 'Break':
        return this.b.emit({ op: 'break', span: s.span });
      case 'Continue':
        return this.b.emit({ op: 'continue', span: s.span });
      case 'Return':
        return this.b.emit({ op: 'return', span: s.span });
      case 'Global':
      case 'Persistent':
        return this.declaration(s);
      case 'Import':
        this.b.emit({ op: 'comment', text: `import ${s.path}${s.wildcard ? '.*' : ''} (resolved by the library lookup, not lowered)`, span: s.span });
        return;
      case 'Arguments':
        this.b.emit({ op: 'comment', text: 'arguments block (not lowered)', span: s.span });
        return;
      case 'Comments':
        return; // its comments are the leading ones, already emitted
      case 'ClassDef':
        this.b.unsupported('a classdef inside a function', s.span);
        return;
      case 'Error':
        this.b.unsupported(`a statement that did not parse: ${s.message}`, s.span);
        return;
      case 'Function':
        return;
    }
  }

  // ------------------------------------------------------------------ assignments

  private assign(s: Assign): void {
    if (s.op !== '=') {
      if (s.targets.length !== 1) {
        this.b.unsupported(`'${s.op}' with several targets`, s.span);
        return;
      }
      return this.compound(s.targets[0], COMPOUND_OPERATOR[s.op], s.rhs);
    }
    const targets = s.targets;
    if (targets.length === 1 && targets[0].type !== 'Tilde') {
      const t = targets[0];
      if (t.type === 'Identifier') this.x.value(s.rhs, t.name);
      else this.x.store(t, this.x.value(s.rhs));
      return;
    }
    const list: Target[] = [];
    const later: Array<[Expr, string]> = [];
    for (const t of targets) {
      if (t.type === 'Tilde') list.push(null);
      else if (t.type === 'Identifier') list.push(t.name);
      else {
        const tmp = this.b.temp();
        list.push(tmp);
        later.push([t, tmp]);
      }
    }
    this.x.multi(s.rhs, list);
    for (const [t, tmp] of later) this.x.store(t, tmp);
  }

  /** `x += e` and `x++`: `x = x + e` (the target's index expressions are evaluated twice). */
  private compound(target: Expr, op: Exclude<BinaryOp, '&&' | '||'>, rhs: Expr): void {
    const value: Expr = { type: 'Binary', op, left: target, right: rhs, span: rhs.span };
    if (target.type === 'Identifier') this.x.value(value, target.name);
    else this.x.store(target, this.x.value(value));
  }

  // ------------------------------------------------------------------ control flow

  /** `if`/`elseif`/`else` as nested ifs: each `elseif` is an if in the else branch of the one
   *  before. */
  private ifChain(clauses: readonly IfClause[], elseBody: readonly AstStmt[] | undefined): void {
    this.elseChain(
      clauses.map((clause, k) => () => ({ cond: this.x.condition(clause.cond), then: this.block(clause.body), span: k === 0 ? this.b.stmtSpan : clause.span })),
      elseBody ?? [],
    );
  }

  /** Tests each in the else branch of the one before (`elseif`s, `switch` cases). The else
   *  branches are opened link by link and closed in reverse, in loops: a chain of thousands of
   *  clauses must not recurse. `link` k emits its test into the branch open at the time. */
  private elseChain(links: ReadonlyArray<() => { cond: string; then: Stmt[]; span: Span }>, last: readonly AstStmt[]): void {
    const pending: Array<{ cond: string; then: Stmt[]; span: Span }> = [];
    for (let k = 0; k < links.length; k++) {
      if (k > 0) this.b.openBlock();
      pending.push(links[k]());
    }
    let otherwise = this.block(last);
    for (let k = pending.length - 1; k >= 0; k--) {
      const { cond, then, span } = pending[k];
      this.b.emit({ op: 'if', cond, then, else: otherwise, span });
      if (k > 0) otherwise = this.b.closeBlock();
    }
  }

  private forLoop(variable: Expr, rangeExpr: Expr, body: readonly AstStmt[]): void {
    if (variable.type === 'Matrix' && variable.rows.length === 1 && variable.rows[0].length === 2) {
      const [value, key] = variable.rows[0];
      if (value.type === 'Identifier' && key.type === 'Identifier') return this.forFields(value.name, key.name, rangeExpr, body);
    }
    if (variable.type !== 'Identifier') {
      this.b.unsupported('a for loop whose variable is not a plain name', variable.span);
      return;
    }
    const r = unparen(rangeExpr);
    let range: { kind: 'range'; lower: string; inc?: string; upper: string } | { kind: 'array'; array: string };
    if (r.type === 'Range') {
      const lower = this.x.value(r.start);
      const inc = r.step ? this.x.value(r.step) : undefined;
      const upper = this.x.value(r.stop);
      range = { kind: 'range', lower, ...(inc !== undefined ? { inc } : {}), upper };
    } else {
      range = { kind: 'array', array: this.x.value(rangeExpr) };
    }
    this.b.emit({ op: 'for', variable: variable.name, range, body: this.block(body), span: this.b.stmtSpan });
  }

  /** Octave's `for [val, key] = s`: over the field names of `s`,
   *  `t = fieldnames(s).'; for c = t, key = c{1}; val = s.(key); body; end`. */
  private forFields(value: string, key: string, structExpr: Expr, body: readonly AstStmt[]): void {
    const span = structExpr.span;
    const s = this.x.value(structExpr);
    const names = this.x.call('fieldnames', [s], span);
    const row = this.x.call('transpose', [names], span);
    const cell = this.b.temp();
    const loopBody = this.b.block(() => {
      const one = this.x.literal({ kind: 'number', value: 1, imaginary: false, text: '1' }, span);
      this.b.emit({ op: 'cellGet', targets: [key], cell, args: [{ kind: 'var', name: one }], list: false, update: false, span });
      this.b.emit({ op: 'dotGet', targets: [value], base: s, field: { kind: 'dynamic', var: key }, update: false, list: false, span });
      this.stmts(body);
    });
    this.b.emit({ op: 'for', variable: cell, range: { kind: 'array', array: row }, body: loopBody, span: this.b.stmtSpan });
  }

  /** Octave's `do body until c`: `while true, body, if c, break, end, end`. A `continue` in
   *  the body skips the test here (Octave tests it): see docs/tame-ir.md. */
  private doUntil(body: readonly AstStmt[], condExpr: Expr): void {
    let cond = '';
    const header = this.b.block(() => {
      cond = this.b.temp();
      this.b.emit({ op: 'call', targets: [cond], fn: 'true', args: [], span: condExpr.span });
    });
    const loopBody = this.b.block(() => {
      this.stmts(body);
      const c = this.x.value(condExpr);
      this.b.emit({ op: 'if', cond: c, then: [{ op: 'break', span: condExpr.span }], else: [], span: condExpr.span });
    });
    this.b.emit({ op: 'while', header, cond, body: loopBody, span: this.b.stmtSpan });
  }

  /** Section 4.3: `t = subject`, then `if isequal(t, k1) ... else if isequal(t, k2) ...`; a
   *  cell of values `{2, 3}` tests `isequal(t, 2) || isequal(t, 3)`. */
  private switchStmt(subject: Expr, cases: readonly SwitchCase[], otherwise: readonly AstStmt[] | undefined): void {
    const t = this.x.value(subject, this.b.temp());
    if (cases.length === 0) return this.stmts(otherwise ?? []);
    this.elseChain(
      cases.map((c) => () => ({ cond: this.caseTest(t, c.value), then: this.block(c.body), span: c.span })),
      otherwise ?? [],
    );
  }

  private caseTest(subject: string, value: Expr): string {
    const test = (e: Expr) => (): string => {
      const v = this.x.value(e);
      const t = this.b.temp();
      this.b.emit({ op: 'call', targets: [t], fn: 'isequal', args: [{ kind: 'var', name: subject }, { kind: 'var', name: v }], span: e.span });
      return t;
    };
    if (value.type !== 'Cell') return test(value)();
    const elements = value.rows.flat();
    if (elements.length === 0) {
      const t = this.b.temp();
      this.b.emit({ op: 'call', targets: [t], fn: 'false', args: [], span: value.span });
      return t;
    }
    // `((t1 || t2) || t3) || ...`: folded from the left, so a long list stays flat.
    let acc = test(elements[0])();
    for (let k = 1; k < elements.length; k++) {
      const sofar = acc;
      acc = this.x.shortCircuit('||', () => sofar, test(elements[k]), value.span);
    }
    return acc;
  }
}
