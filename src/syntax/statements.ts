// Statements and blocks. A statement that fails to parse becomes an `Error` statement and the
// parser picks up at the next statement boundary, so one typo never hides the rest of a file.
import type {
  AssignOp, Command, CommandArg, Expr, For, GlobalDecl, Identifier, IfClause, Stmt, SwitchCase, Terminator, Try,
} from './ast.js';
import { describe, joinSpans, MAX_TREE_DEPTH, ParseError, tokenSpan } from './cursor.js';
import { isStackOverflow, treeDepth } from './depth.js';
import { ExpressionParser } from './expressions.js';
import { ASSIGN_OPERATORS, BLOCK_CLOSERS, type Token } from './token.js';

const ASSIGN_OPS: ReadonlySet<string> = new Set(['=', ...ASSIGN_OPERATORS]);

/** Which closing keywords each block accepts (`end` always; Octave's specific forms too). */
export const CLOSERS: Record<string, ReadonlySet<string>> = {
  if: new Set(['end', 'endif']),
  for: new Set(['end', 'endfor']),
  parfor: new Set(['end', 'endparfor']),
  while: new Set(['end', 'endwhile']),
  switch: new Set(['end', 'endswitch']),
  try: new Set(['end', 'end_try_catch']),
  unwind_protect: new Set(['end', 'end_unwind_protect']),
  spmd: new Set(['end', 'endspmd']),
  function: new Set(['end', 'endfunction']),
  classdef: new Set(['end', 'endclassdef']),
  properties: new Set(['end', 'endproperties']),
  methods: new Set(['end', 'endmethods']),
  events: new Set(['end', 'endevents']),
  enumeration: new Set(['end', 'endenumeration']),
  arguments: new Set(['end']),
};

function stopAt(...words: string[]): ReadonlySet<string> {
  return new Set([...BLOCK_CLOSERS, ...words]);
}

const STOP_IF = stopAt('elseif', 'else');
const STOP_SWITCH = stopAt('case', 'otherwise');
const STOP_TRY = stopAt('catch');
const STOP_DO = stopAt('until');
const STOP_UNWIND = stopAt('unwind_protect_cleanup');
export const STOP_BLOCK = stopAt();

/** Keywords that continue a construct and so can never start a statement. */
const CONTINUATIONS: ReadonlySet<string> = new Set(['elseif', 'else', 'case', 'otherwise', 'catch', 'until', 'unwind_protect_cleanup']);

export abstract class StatementParser extends ExpressionParser {
  /** Functions in this file are closed by `end` (decided before parsing, see file.ts). */
  protected endedFunctions = false;
  /** Inside a function body, a `function` keyword ends the function when functions have no `end`. */
  protected inFunction = false;
  /** Loops open around the statement being read (a function's body starts with none). */
  protected loops = 0;

  /** A loop's body: `break` and `continue` are allowed in it. */
  protected loopBody(stop: ReadonlySet<string>): Stmt[] {
    this.loops++;
    try {
      return this.block(stop);
    } finally {
      this.loops--;
    }
  }

  protected abstract functionDef(): Stmt;
  protected abstract classDef(): Stmt;
  protected abstract argumentsBlock(): Stmt;

  /** Statements up to a keyword in `stop` (not consumed) or the end of the file. */
  protected block(stop: ReadonlySet<string>): Stmt[] {
    this.enter();
    const out: Stmt[] = [];
    for (;;) {
      this.skipSeparators();
      const t = this.tok;
      const leading = this.takeComments(t.start);
      const ends = t.kind === 'eof' || (t.kind === 'kw' && (stop.has(t.value) || (t.value === 'function' && this.inFunction && !this.endedFunctions)));
      if (ends) {
        if (leading.length > 0) out.push({ type: 'Comments', span: joinSpans(leading[0].span, leading[leading.length - 1].span), comments: { leading } });
        this.leave();
        return out;
      }
      const parsed = this.statementSafely();
      if (Array.isArray(parsed)) {
        this.attach(parsed[0], leading);
        for (const s of parsed) out.push(s);
      } else {
        this.attach(parsed, leading);
        out.push(parsed);
      }
    }
  }

  protected skipSeparators(): void {
    while (this.tok.kind === 'nl' || this.isOp(';') || this.isOp(',')) this.i++;
  }

  protected statementSafely(): Stmt | Stmt[] {
    const start = this.tok;
    const from = this.i;
    const depth = this.depth;
    try {
      // Keyword statements directly: one stack frame fewer per nested block.
      return start.kind === 'kw' ? this.keywordStatement(start) : this.statement();
    } catch (caught) {
      // The nesting limit keeps the parser's recursion well inside the stack; should a deeper
      // stack of calls than measured still run out, that is too deep, said once, not a crash.
      const e = isStackOverflow(caught) ? new ParseError(`Nesting is too deep (more than this parser can follow).`, tokenSpan(start), 'nesting-too-deep') : caught;
      if (!(e instanceof ParseError)) throw e;
      this.depth = depth;
      // An empty message was reported already (see missingEnd).
      if (e.message) this.report(e.code, e.message, e.span);
      this.recover();
      const targets = this.assignedBy(from);
      return { type: 'Error', message: e.message, span: this.spanFrom(start), ...(targets.length > 0 ? { targets } : {}) };
    }
  }

  /** The names a statement starting at token `from` assigns, read from its first tokens
   *  (`x = ...`, `x(k) = ...`, `s.f = ...`, `[a, ~, b] = ...`): none when it is no assignment. */
  private assignedBy(from: number): Identifier[] {
    const t = this.tokens;
    const at = (k: number): Token | undefined => (k < this.i ? t[k] : undefined);
    const isAssign = (k: number): boolean => at(k)?.kind === 'op' && at(k)!.value === '=';
    const first = at(from);
    if (first?.kind === 'id') {
      // `x = `, or the root of an indexed target (`x(k).f = `): the first `=` at statement
      // level, with only indexing and field names before it.
      const indexing = (tk: Token): boolean => tk.kind === 'id' || (tk.kind === 'op' && ['.', '(', ')', '{', '}'].includes(tk.value));
      for (let k = from + 1; k < this.i; k++) {
        const tk = t[k];
        if (tk.depth > 0) continue;
        if (isAssign(k)) return [{ type: 'Identifier', name: first.value, span: tokenSpan(first) }];
        if (!indexing(tk)) return [];
      }
      return [];
    }
    if (!(first?.kind === 'op' && first.value === '[')) return [];
    const names: Identifier[] = [];
    for (let k = from + 1; k < this.i; k++) {
      const tk = t[k];
      if (tk.kind === 'op' && tk.value === ']') return isAssign(k + 1) ? names : [];
      if (tk.kind === 'id') names.push({ type: 'Identifier', name: tk.value, span: tokenSpan(tk) });
      else if (!(tk.kind === 'op' && (tk.value === ',' || tk.value === '~'))) return [];
    }
    return [];
  }

  /** Skips to the end of the statement that failed: a line end, `;` or `,` at statement level,
   *  or a keyword (keywords always stand at statement level). */
  protected recover(): void {
    for (;;) {
      const t = this.tok;
      if (t.kind === 'eof' || t.kind === 'kw') return;
      if (t.depth === 0 && (t.kind === 'nl' || (t.kind === 'op' && (t.value === ';' || t.value === ',') && !t.synthetic))) return;
      this.i++;
    }
  }

  /** An expression in a block header; on error the header is reported and its block still parsed. */
  protected headerExpr(): Expr {
    const start = this.tok;
    const depth = this.depth;
    try {
      return this.parseExpr();
    } catch (e) {
      if (!(e instanceof ParseError)) throw e;
      this.depth = depth;
      this.report(e.code, e.message, e.span);
      this.recover();
      return { type: 'Invalid', span: this.spanFrom(start) };
    }
  }

  protected statement(): Stmt | Stmt[] {
    const t = this.tok;
    if (t.kind === 'kw') return this.keywordStatement(t);
    if (t.kind === 'id' && t.command) return this.command();
    if (t.kind === 'shell') {
      this.next();
      return { type: 'ShellEscape', command: t.value, span: tokenSpan(t) };
    }
    return this.boundedSimple(t);
  }

  /** A simple statement whose tree must stay shallow enough for recursive consumers (JSON,
   *  printers, analyses). Every node consumes a token, so only long statements are measured. */
  private boundedSimple(t: Token): Stmt | Stmt[] {
    const from = this.i;
    if ((this.isOp('++') || this.isOp('--')) && this.peek().kind === 'id') {
      this.next();
      const target = this.chain();
      return { type: 'IncDec', op: t.value as '++' | '--', prefix: true, target, terminator: this.terminator(), span: this.spanFrom(t) };
    }
    const stmt = this.simple();
    if (this.i - from > MAX_TREE_DEPTH && treeDepth(stmt) > MAX_TREE_DEPTH) {
      throw new ParseError(`This expression is nested too deeply (more than ${MAX_TREE_DEPTH} levels); split it into several statements.`, tokenSpan(t), 'nesting-too-deep');
    }
    return stmt;
  }

  protected keywordStatement(t: Token): Stmt {
    switch (t.value) {
      case 'if':
        return this.ifStmt();
      case 'for':
      case 'parfor':
        return this.forStmt();
      case 'while': {
        this.next();
        const cond = this.headerExpr();
        const body = this.loopBody(STOP_BLOCK);
        this.closeOrReport('while', t);
        return { type: 'While', cond, body, span: this.spanFrom(t) };
      }
      case 'switch':
        return this.switchStmt();
      case 'try':
        return this.tryStmt();
      case 'do': {
        this.next();
        const body = this.loopBody(STOP_DO);
        if (!this.isKw('until')) {
          // Reported, and the body kept, like a missing `end`.
          this.missingEnd(t, 'until');
          return { type: 'DoUntil', body, cond: { type: 'Invalid', span: tokenSpan(this.tok) }, span: this.spanFrom(t) };
        }
        this.next();
        const cond = this.headerExpr();
        return { type: 'DoUntil', body, cond, span: this.spanFrom(t) };
      }
      case 'unwind_protect': {
        this.next();
        const body = this.block(STOP_UNWIND);
        let cleanup: Stmt[] = [];
        if (this.isKw('unwind_protect_cleanup')) {
          this.next();
          cleanup = this.block(STOP_BLOCK);
        }
        this.closeOrReport('unwind_protect', t);
        return { type: 'UnwindProtect', body, cleanup, span: this.spanFrom(t) };
      }
      case 'spmd': {
        this.next();
        let args: Expr[] = [];
        if (this.isOp('(')) args = this.args(')', this.next());
        const body = this.block(STOP_BLOCK);
        this.closeOrReport('spmd', t);
        return { type: 'Spmd', args, body, span: this.spanFrom(t) };
      }
      case 'break':
      case 'continue':
      case 'return': {
        if (t.value !== 'return' && this.loops === 0) this.report('syntax-error', `'${t.value}' is only allowed in a loop ('for', 'while'): use 'return' to leave a function or script.`, tokenSpan(t));
        this.next();
        const type = t.value === 'break' ? 'Break' : t.value === 'continue' ? 'Continue' : 'Return';
        this.terminator();
        return { type, span: tokenSpan(t) };
      }
      case 'global':
      case 'persistent':
        return this.globalDecl(t);
      case 'function':
        return this.functionDef();
      case 'classdef':
        return this.classDef();
      case 'arguments':
        return this.argumentsBlock();
      default:
        this.next();
        if (BLOCK_CLOSERS.has(t.value)) {
          throw new ParseError(`'${t.value}' does not close anything here: there is no open block for it.`, tokenSpan(t), 'unexpected-end');
        }
        if (CONTINUATIONS.has(t.value)) {
          throw new ParseError(`'${t.value}' is out of place: it is not inside the block it belongs to.`, tokenSpan(t));
        }
        throw new ParseError(`'${t.value}' cannot start a statement here.`, tokenSpan(t));
    }
  }

  /** Consumes the closing keyword of a block opened by `opener`. */
  protected close(kind: string, opener: Token): void {
    const t = this.tok;
    if (t.kind === 'kw' && BLOCK_CLOSERS.has(t.value)) {
      this.next();
      if (!CLOSERS[kind].has(t.value)) {
        const expected = [...CLOSERS[kind]].reverse().map((w) => `'${w}'`).join(' or ');
        this.report('syntax-error', `'${t.value}' closes '${kind}' from line ${opener.line}; expected ${expected}.`, tokenSpan(t));
      }
      this.terminator();
      return;
    }
    throw this.missingEnd(opener, 'end');
  }

  protected missingEnd(opener: Token, word: string): ParseError {
    const where = this.tok.kind === 'eof' ? 'the end of the file' : describe(this.tok);
    this.report('missing-end', `'${opener.value}' at line ${opener.line} has no matching '${word}' (reached ${where}).`, tokenSpan(opener));
    return new ParseError('', tokenSpan(opener), 'missing-end');
  }

  private ifStmt(): Stmt {
    const start = this.tok;
    const clauses: IfClause[] = [];
    let elseBody: Stmt[] | undefined;
    let head = this.next();
    for (;;) {
      const cond = this.headerExpr();
      const body = this.block(STOP_IF);
      clauses.push({ cond, body, span: this.spanFrom(head) });
      if (this.isKw('elseif')) {
        head = this.next();
        this.octaveConditionAhead();
        continue;
      }
      if (this.isKw('else')) {
        this.next();
        elseBody = this.block(STOP_BLOCK);
      }
      break;
    }
    this.closeOrReport('if', start);
    const node: Stmt = { type: 'If', clauses, span: this.spanFrom(start) };
    if (elseBody) node.elseBody = elseBody;
    return node;
  }

  /** Octave reads the condition of `elseif` and `case` after separators: `case, "x"`, or
   *  `elseif` with its condition on the next line. */
  private octaveConditionAhead(): void {
    if (this.octaveEscapes) this.skipSeparators();
  }

  /** Like `close`, but a missing `end` is reported without losing the parsed block. */
  protected closeOrReport(kind: string, opener: Token): void {
    try {
      this.close(kind, opener);
    } catch (e) {
      if (!(e instanceof ParseError)) throw e;
      if (e.message) this.report(e.code, e.message, e.span);
    }
  }

  private forStmt(): Stmt {
    const start = this.next();
    const parfor = start.value === 'parfor';
    const parenthesized = this.isOp('(') && this.peek().kind === 'id' && this.isOp('=', this.peek(2));
    const open = parenthesized ? this.next() : undefined;
    let variable: Expr;
    if (this.isOp('[')) {
      variable = this.chain(); // Octave: for [value, key] = struct
    } else {
      const v = this.expectId("after 'for'");
      variable = { type: 'Identifier', name: v.value, span: tokenSpan(v) };
    }
    this.expectOp('=', 'after the loop variable');
    const range = this.headerExpr();
    let parforOptions: Expr | undefined;
    if (open) {
      if (this.eatOp(',')) parforOptions = this.headerExpr();
      this.closeBracket(')', open);
    }
    const body = this.loopBody(STOP_BLOCK);
    this.closeOrReport(start.value, start);
    const node: For = { type: 'For', parfor, variable, range, parenthesized, body, span: this.spanFrom(start) };
    if (parforOptions) node.parforOptions = parforOptions;
    return node;
  }

  private switchStmt(): Stmt {
    const start = this.next();
    const subject = this.headerExpr();
    const cases: SwitchCase[] = [];
    let otherwise: Stmt[] | undefined;
    for (;;) {
      this.skipSeparators();
      if (this.isKw('case')) {
        if (otherwise) this.report('syntax-error', "'case' after 'otherwise': 'otherwise' must be the last clause of a 'switch'.", tokenSpan(this.tok));
        const c = this.next();
        this.octaveConditionAhead();
        const value = this.headerExpr();
        const body = this.block(STOP_SWITCH);
        cases.push({ value, body, span: this.spanFrom(c) });
      } else if (this.isKw('otherwise')) {
        if (otherwise) this.report('syntax-error', "A second 'otherwise' in one 'switch'.", tokenSpan(this.tok));
        this.next();
        const body = this.block(STOP_SWITCH);
        otherwise = otherwise ? [...otherwise, ...body] : body;
      } else if (this.tok.kind === 'eof' || (this.tok.kind === 'kw' && BLOCK_CLOSERS.has(this.tok.value))) {
        break;
      } else {
        this.report('syntax-error', `Expected 'case', 'otherwise' or 'end' in 'switch', found ${describe(this.tok)}.`, tokenSpan(this.tok));
        this.next();
        this.recover();
      }
    }
    this.closeOrReport('switch', start);
    const node: Stmt = { type: 'Switch', subject, cases, span: this.spanFrom(start) };
    if (otherwise) node.otherwise = otherwise;
    return node;
  }

  private tryStmt(): Stmt {
    const start = this.next();
    const body = this.block(STOP_TRY);
    const node: Try = { type: 'Try', body, span: tokenSpan(start) };
    if (this.isKw('catch')) {
      const c = this.next();
      const v = this.tok;
      const after = this.peek();
      if (v.kind === 'id' && !v.command && v.line === c.line && (after.kind === 'nl' || after.kind === 'eof' || this.isOp(';', after) || this.isOp(',', after))) {
        this.next();
        node.catchVar = { type: 'Identifier', name: v.value, span: tokenSpan(v) };
      }
      node.catchBody = this.block(STOP_BLOCK);
    }
    this.closeOrReport('try', start);
    node.span = this.spanFrom(start);
    return node;
  }

  private globalDecl(t: Token): Stmt {
    this.next();
    const names: Identifier[] = [];
    const inits: Array<Expr | undefined> = [];
    let anyInit = false;
    while (this.tok.kind === 'id') {
      const n = this.next();
      names.push({ type: 'Identifier', name: n.value, span: tokenSpan(n) });
      if (this.eatOp('=')) {
        inits.push(this.parseExpr());
        anyInit = true;
      } else inits.push(undefined);
    }
    const node: GlobalDecl = { type: t.value === 'global' ? 'Global' : 'Persistent', names, span: this.spanFrom(t) };
    if (anyInit) node.inits = inits;
    this.terminator();
    return node;
  }

  private command(): Stmt {
    const nameTok = this.next();
    const name: Identifier = { type: 'Identifier', name: nameTok.value, span: tokenSpan(nameTok) };
    const args: CommandArg[] = [];
    while (this.tok.kind === 'cmd') {
      const a = this.next();
      args.push({ value: a.value, text: a.text ?? a.value, span: tokenSpan(a) });
    }
    const span = this.spanFrom(nameTok);
    const terminator = this.terminator();
    if (name.name === 'import' && args.length > 0) {
      const path = args.map((a) => a.value).join(' ');
      const wildcard = path.endsWith('.*');
      return { type: 'Import', path: wildcard ? path.slice(0, -2) : path, wildcard, span };
    }
    const node: Command = { type: 'Command', name, args, terminator, span };
    return node;
  }

  /** An expression statement, an assignment, or Octave's `x += 1` / `x++`. */
  private simple(): Stmt | Stmt[] {
    const start = this.tok;
    const tildes = this.tildes.length;
    const stmt = this.simpleStatement(start);
    // (A statement that failed to parse leaves its `~` unchecked: its error says enough.)
    if (this.tildes.length > tildes) this.strayTildes(tildes);
    return stmt;
  }

  /** `~` made since `from` that no output list took: MATLAB and Octave reject `foo = [~, x]`. */
  private strayTildes(from: number): void {
    for (const tilde of this.tildes.splice(from)) {
      if (!this.outputTildes.has(tilde)) this.report('syntax-error', "'~' stands only for an ignored output ([~, i] = max(x)) or an ignored input in a function's parameters.", tilde.span);
    }
  }

  private simpleStatement(start: Token): Stmt | Stmt[] {
    const lhs = this.parseExpr();
    const t = this.tok;
    if (t.kind === 'op' && ASSIGN_OPS.has(t.value)) {
      this.next();
      const bracketed = lhs.type === 'Matrix';
      const targets = bracketed ? this.targetsOf(lhs) : [this.checkTarget(lhs)];
      for (const target of targets) if (target.type === 'Tilde') this.outputTildes.add(target);
      const rhs = this.parseExpr();
      if (this.isOp('=') && !bracketed) {
        // MATLAB: "Incorrect use of '=' operator". Read as Octave's all the same, to go on.
        if (!this.octaveEscapes) this.report('octave-syntax', "A chained assignment (a = b = 0) is Octave syntax, not MATLAB (use --dialect octave).", tokenSpan(this.tok));
        return this.chainedAssignment(start, targets[0], t.value as AssignOp, rhs);
      }
      const span = this.spanFrom(start);
      return { type: 'Assign', targets, bracketed, op: t.value as AssignOp, rhs, terminator: this.terminator(), span };
    }
    const span = this.spanFrom(start);
    if (lhs.type === 'Postfix' && (lhs.op === '++' || lhs.op === '--')) {
      return { type: 'IncDec', op: lhs.op, prefix: false, target: this.checkTarget(lhs.operand), terminator: this.terminator(), span };
    }
    // `import('org.yaml.snakeyaml.*')`: the function form of import, with one constant name.
    if (lhs.type === 'Index' && lhs.target.type === 'Identifier' && lhs.target.name === 'import' && lhs.args.length === 1 && lhs.args[0]!.type === 'String' && /^[A-Za-z]\w*(\.\w+)*(\.\*)?$/.test(lhs.args[0]!.value)) {
      const path = lhs.args[0]!.value;
      const wildcard = path.endsWith('.*');
      this.terminator();
      return { type: 'Import', path: wildcard ? path.slice(0, -2) : path, wildcard, span };
    }
    return { type: 'ExprStmt', expr: lhs, terminator: this.terminator(), span };
  }

  /** Octave's `a = b = 0` assigns from right to left: it becomes `b = 0; a = b`. A later
   *  target may be an output list (`p = [q, r] = deconv(a, b)`: the list's first output is the
   *  value passed on, as Octave does). */
  private chainedAssignment(start: Token, first: Expr, firstOp: AssignOp, second: Expr): Stmt[] {
    const targets: { list: Expr[]; bracketed: boolean; op: AssignOp }[] = [{ list: [first], bracketed: false, op: firstOp }];
    let rhs = second;
    while (this.isOp('=')) {
      this.next();
      const bracketed = rhs.type === 'Matrix';
      const list = rhs.type === 'Matrix' ? this.targetsOf(rhs) : [this.checkTarget(rhs)];
      for (const target of list) if (target.type === 'Tilde') this.outputTildes.add(target);
      if (list[0].type === 'Tilde') throw new ParseError('A chained assignment passes on the first output of the list: it cannot be ~.', list[0].span);
      targets.push({ list, bracketed, op: '=' });
      rhs = this.parseExpr();
    }
    const span = this.spanFrom(start);
    const terminator = this.terminator();
    const out: Stmt[] = [];
    for (let k = targets.length - 1; k >= 0; k--) {
      const { list, bracketed, op } = targets[k];
      const value = k === targets.length - 1 ? rhs : structuredClone(targets[k + 1].list[0]);
      out.push({ type: 'Assign', targets: list, bracketed, op, rhs: value, terminator: k === 0 ? terminator : ';', span });
    }
    return out;
  }

  private targetsOf(m: Expr & { type: 'Matrix' }): Expr[] {
    if (m.rows.length > 1) throw new ParseError('The outputs of a multiple assignment must be in one row: [a, b] = ...', m.span);
    const row = m.rows[0] ?? [];
    if (row.length === 0) throw new ParseError('An assignment needs at least one output: [] = ... assigns nothing.', m.span);
    return row.map((e) => (e.type === 'Tilde' ? e : this.checkTarget(e)));
  }

  /** Only names, indexed names and fields can be assigned to. */
  protected checkTarget(e: Expr): Expr {
    let root = e;
    while (root.type === 'Index' || root.type === 'CellIndex' || root.type === 'Field' || root.type === 'DynamicField') root = root.target;
    if (root.type !== 'Identifier') {
      throw new ParseError('The left side of an assignment must be a variable, an indexed variable or a field.', e.span);
    }
    return e;
  }

  /** The end of a simple statement: `;`, `,`, a new line, or the end of the file. */
  protected terminator(): Terminator {
    const t = this.tok;
    if (this.isOp(';') && !t.synthetic) {
      this.next();
      return ';';
    }
    if (this.isOp(',') && !t.synthetic) {
      this.next();
      return ',';
    }
    if (t.kind === 'nl' || t.kind === 'eof' || t.kind === 'kw') return 'newline';
    throw this.unmatchedCloser(t) ?? this.fail(`Unexpected ${describe(t)}: a statement ends with ',', ';' or a new line.`);
  }
}
