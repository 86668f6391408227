// Expressions, with MATLAB's precedence (lowest first):
//   ||   &&   |   &   comparisons   :   + -   * / \ .* ./ .\   unary + - ~   ^ .^ ' .'
// All binary operators are left-associative, `^` included (2^3^2 is 64). Unary minus binds
// looser than power (-2^2 is -4), but a unary operator may start a power's exponent (2^-1).
import type { AnonymousFunction, BinaryOp, Expr, Identifier, Span, Tilde, UnaryOp } from './ast.js';
import { Cursor, describe, joinSpans, type ParseError, tokenSpan } from './cursor.js';
import { decodeString, numberValue } from './literals.js';
import type { Token } from './token.js';

/** The binary operators below the unary level and their precedence, lowest first; `:` (a range)
 *  is its own level between the comparisons and `+ -`. */
const BINARY_LEVEL: ReadonlyMap<string, number> = new Map([
  ['||', 0], ['&&', 1], ['|', 2], ['&', 3],
  ['==', 4], ['~=', 4], ['!=', 4], ['<', 4], ['<=', 4], ['>', 4], ['>=', 4],
  [':', 5],
  ['+', 6], ['-', 6], ['.+', 6], ['.-', 6],
  ['*', 7], ['/', 7], ['\\', 7], ['.*', 7], ['./', 7], ['.\\', 7],
]);
const RANGE_LEVEL = 5;
const POWER: ReadonlySet<string> = new Set(['^', '.^', '**', '.**']);
const PREFIX: ReadonlySet<string> = new Set(['-', '+', '~', '!']);

/** Octave spellings and their MATLAB operators. */
const SPELLING: Record<string, BinaryOp> = { '!=': '~=', '**': '^', '.**': '.^', '.+': '+', '.-': '-' };

/** `a.b.c` written as identifiers and fields, as one name; otherwise undefined. */
function dotted(e: Expr): string | undefined {
  if (e.type === 'Identifier') return e.name;
  if (e.type === 'Field') {
    const base = dotted(e.target);
    return base === undefined ? undefined : `${base}.${e.name}`;
  }
  return undefined;
}

export class ExpressionParser extends Cursor {
  /** The `~` placeholders made in `[]` and `{}` literals, for the statement to check that each
   *  stands for an ignored output (`[~, i] = max(x)`) and nowhere else. */
  protected readonly tildes: Expr[] = [];
  /** The `~` of the output lists read so far: `[~, i] = max(x)`, and Octave's assignments inside
   *  expressions (`idx([~, i] = sort(x))`). */
  protected readonly outputTildes = new WeakSet<Expr>();

  /** The `~` directly in an output list `[a, ~]` are ignored outputs. */
  protected outputList(target: Expr): void {
    if (target.type === 'Matrix') for (const e of target.rows[0] ?? []) if (e.type === 'Tilde') this.outputTildes.add(e);
  }
  protected octaveEscapes = false;

  parseExpr(): Expr {
    return this.binaryFrom(0);
  }

  /**
   * Operators of level `min` and above (all left-associative), with explicit stacks of operands
   * and operators: an operator's right operand is not a recursive call, so each bracket level
   * costs few stack frames (1,000 nested brackets must parse) and a flat chain none.
   */
  private binaryFrom(min: number): Expr {
    const operands: Expr[] = [this.unary()];
    const ops: Array<{ op: string; level: number }> = [];
    const reduce = (): void => {
      const { op } = ops.pop()!;
      const right = operands.pop()!;
      operands.push(this.binary(op, operands.pop()!, right));
    };
    for (;;) {
      const t = this.tok;
      if (t.kind !== 'op') break;
      const level = BINARY_LEVEL.get(t.value);
      if (level === undefined || level < min) break;
      while (ops.length > 0 && ops[ops.length - 1].level >= level) reduce();
      this.i++;
      if (level === RANGE_LEVEL) {
        // `a:b` and `a:b:c`; a longer chain `a:b:c:d` groups from the left.
        const start = operands.pop()!;
        const second = this.binaryFrom(RANGE_LEVEL + 1);
        if (this.isOp(':')) {
          this.next();
          const stop = this.binaryFrom(RANGE_LEVEL + 1);
          operands.push({ type: 'Range', start, step: second, stop, span: joinSpans(start.span, stop.span) });
        } else {
          operands.push({ type: 'Range', start, stop: second, span: joinSpans(start.span, second.span) });
        }
      } else {
        ops.push({ op: t.value, level });
        operands.push(this.unary());
      }
    }
    while (ops.length > 0) reduce();
    return operands[0];
  }

  private binary(op: string, left: Expr, right: Expr): Expr {
    const mapped = SPELLING[op];
    const node: Expr = { type: 'Binary', op: mapped ?? (op as BinaryOp), left, right, span: joinSpans(left.span, right.span) };
    if (mapped) node.written = op;
    return node;
  }

  /** Prefix operators in a loop (each a nesting level), then their operand with its
   *  transposes and powers, which share one level and apply left to right (and bind tighter
   *  than the prefixes: -2^2 is -4). One function for all three keeps a bracket level's
   *  stack frames few. */
  private unary(): Expr {
    const prefixes: Token[] = [];
    while (this.tok.kind === 'op' && (PREFIX.has(this.tok.value) || this.tok.value === '++' || this.tok.value === '--')) {
      prefixes.push(this.next());
      this.enter();
    }
    let e = this.suffixes(this.primary());
    for (;;) {
      const t = this.tok;
      if (t.kind !== 'op') break;
      if (t.value === "'" || t.value === ".'" || t.value === '++' || t.value === '--') {
        this.next();
        e = { type: 'Postfix', op: t.value, operand: e, span: joinSpans(e.span, tokenSpan(t)) };
        // Octave indexes any value: `x.'(:)`, `c'{1}`.
        e = this.suffixes(e);
      } else if (POWER.has(t.value)) {
        this.next();
        e = this.binary(t.value, e, this.powerOperand());
      } else break;
    }
    for (let k = prefixes.length - 1; k >= 0; k--) {
      this.leave();
      e = this.unaryNode(prefixes[k], e);
    }
    return e;
  }

  private unaryNode(t: Token, operand: Expr): Expr {
    const op: UnaryOp = t.value === '!' ? '~' : (t.value as UnaryOp);
    const node: Expr = { type: 'Unary', op, operand, span: joinSpans(tokenSpan(t), operand.span) };
    if (t.value === '!') node.written = '!';
    return node;
  }

  private powerOperand(): Expr {
    if (this.tok.kind === 'op' && PREFIX.has(this.tok.value)) {
      const t = this.next();
      this.enter();
      const operand = this.powerOperand();
      this.leave();
      return this.unaryNode(t, operand);
    }
    return this.suffixes(this.primary());
  }

  /** A primary followed by indexing: `a(1).b{2}(3)`, `s.(name)`. */
  protected chain(): Expr {
    return this.suffixes(this.primary());
  }

  private suffixes(e: Expr): Expr {
    for (;;) {
      const t = this.tok;
      if (t.kind !== 'op') break;
      if (t.value === '(') {
        this.next();
        const args = this.args(')', t);
        e = { type: 'Index', target: e, args, span: joinSpans(e.span, tokenSpan(this.prev)) };
      } else if (t.value === '{') {
        this.next();
        const args = this.args('}', t);
        e = { type: 'CellIndex', target: e, args, span: joinSpans(e.span, tokenSpan(this.prev)) };
      } else if (t.value === '.') {
        const n = this.peek();
        if (n.kind === 'id' || n.kind === 'kw' || n.kind === 'end') {
          this.i += 2;
          e = { type: 'Field', target: e, name: n.value, nameSpan: tokenSpan(n), span: joinSpans(e.span, tokenSpan(n)) };
        } else if (this.isOp('(', n)) {
          this.i += 2;
          this.enter();
          const name = this.parseExpr();
          this.leave();
          this.closeBracket(')', n);
          e = { type: 'DynamicField', target: e, name, span: joinSpans(e.span, tokenSpan(this.prev)) };
        } else {
          throw this.fail(`Expected a field name after '.', found ${describe(n)}.`, n);
        }
      } else if (t.value === '@' && !t.spaceBefore && dotted(e) !== undefined && this.peek().kind === 'id') {
        this.next();
        const sup = this.dottedName("after '@'");
        e = { type: 'SuperRef', name: dotted(e) ?? '', superclass: sup.name, span: joinSpans(e.span, sup.span) };
      } else break;
    }
    return e;
  }

  /** Arguments of an index up to `close`; a lone `:` means all elements. */
  protected args(close: string, open: Token): Expr[] {
    this.enter();
    const out: Expr[] = [];
    if (!this.isOp(close)) {
      for (;;) {
        if (this.isOp(':') && (this.isOp(',', this.peek()) || this.isOp(close, this.peek()))) {
          const t = this.next();
          out.push({ type: 'Colon', span: tokenSpan(t) });
        } else {
          out.push(this.argument());
        }
        if (this.eatOp(',')) continue;
        break;
      }
    }
    this.closeBracket(close, open);
    this.leave();
    return out;
  }

  /** An index argument; `Name=value` is a MATLAB name-value pair, or an Octave assignment. */
  private argument(): Expr {
    const e = this.binaryFrom(0);
    if (!this.isOp('=')) return e;
    this.next();
    const value = this.parseExpr();
    const span = joinSpans(e.span, value.span);
    if (this.octaveEscapes) {
      this.outputList(e);
      return { type: 'AssignExpr', target: e, value, span };
    }
    if (e.type !== 'Identifier') throw this.fail('Only a name can stand before \'=\' in an argument list (Name=value).');
    return { type: 'NameValue', name: e, value, span };
  }

  protected closeBracket(close: string, open: Token): void {
    if (this.eatOp(close)) return;
    const t = this.tok;
    // A statement boundary (`;` too: it cannot stand inside parentheses) means the bracket was left open.
    if (t.kind === 'nl' || t.kind === 'eof' || t.kind === 'kw' || (this.isOp(';') && !t.synthetic)) throw this.unclosed(open, close);
    throw this.fail(`Expected '${close}' or ',' in the argument list, found ${describe(t)}.`);
  }

  protected unclosed(open: Token, close: string): ParseError {
    return this.fail(`'${open.value}' at line ${open.line}, column ${open.col} is not closed: expected '${close}' before ${describe(this.tok)}.`, this.tok, 'unclosed-bracket');
  }

  protected primary(): Expr {
    const t = this.tok;
    switch (t.kind) {
      case 'id':
        this.next();
        return { type: 'Identifier', name: t.value, span: tokenSpan(t) };
      case 'num': {
        this.next();
        const v = numberValue(t.value);
        const node: Expr = { type: 'Number', text: t.value, value: v.value, imaginary: v.imaginary, span: tokenSpan(t) };
        if (v.intClass) node.intClass = v.intClass;
        return node;
      }
      case 'str':
      case 'dqstr':
        this.next();
        return {
          type: 'String',
          value: decodeString(t.value, this.octaveEscapes),
          quote: t.kind === 'str' ? 'single' : 'double',
          text: t.value,
          span: tokenSpan(t),
        };
      case 'end':
        this.next();
        return { type: 'End', span: tokenSpan(t) };
      case 'op':
        // Brackets here, not in primaryOp: one stack frame fewer per nesting level.
        if (t.value === '(') {
          this.next();
          this.enter();
          let expr = this.binaryFrom(0);
          if (this.octaveEscapes && this.isOp('=')) {
            this.next();
            const value = this.binaryFrom(0);
            this.outputList(expr);
            expr = { type: 'AssignExpr', target: expr, value, span: joinSpans(expr.span, value.span) };
          }
          this.leave();
          this.closeBracket(')', t);
          return { type: 'Paren', expr, span: joinSpans(tokenSpan(t), tokenSpan(this.prev)) };
        }
        if (t.value === '[' || t.value === '{') {
          this.next();
          const rows = this.rows(t.value === '[' ? ']' : '}', t);
          return { type: t.value === '[' ? 'Matrix' : 'Cell', rows, span: joinSpans(tokenSpan(t), tokenSpan(this.prev)) };
        }
        return this.primaryOp(t);
      case 'kw':
        throw this.fail(`Unexpected keyword '${t.value}': an expression was expected here.`);
      default:
        throw this.fail(`Expected an expression, found ${describe(t)}.`);
    }
  }

  private primaryOp(t: Token): Expr {
    switch (t.value) {
      case '@':
        return this.handle(t);
      case '?': {
        this.next();
        const name = this.dottedName('after \'?\'');
        return { type: 'MetaClass', name: name.name, span: joinSpans(tokenSpan(t), name.span) };
      }
      default:
        throw this.unmatchedCloser(t) ?? this.fail(`Expected an expression, found ${describe(t)}.`);
    }
  }

  /** Rows of a `[]` or `{}` literal; `~` stands alone as an output placeholder. */
  protected rows(close: string, open: Token): Expr[][] {
    this.enter();
    const rows: Expr[][] = [];
    let row: Expr[] = [];
    // A comma right after another leaves an element out (`[3,,]`): MATLAB and Octave reject it.
    let afterComma = false;
    for (;;) {
      const t = this.tok;
      if (this.isOp(close)) {
        this.next();
        break;
      }
      if (t.kind === 'nl' || this.isOp(';')) {
        this.next();
        if (row.length > 0) rows.push(row);
        row = [];
        afterComma = false;
        continue;
      }
      if (this.isOp(',')) {
        if (afterComma) this.report('syntax-error', `Two ',' in a row in ${open.value === '[' ? 'a matrix' : 'a cell array'}: an element is missing between them.`, tokenSpan(t));
        afterComma = true;
        this.next();
        continue;
      }
      afterComma = false;
      if (t.kind === 'eof' || t.kind === 'kw') throw this.unclosed(open, close);
      if ((this.isOp('~') || this.isOp('!')) && this.endsElement(this.peek(), close)) {
        this.next();
        const tilde: Expr = { type: 'Tilde', span: tokenSpan(t) };
        this.tildes.push(tilde);
        row.push(tilde);
      } else {
        row.push(this.binaryFrom(0));
      }
      const after = this.tok;
      // `=` cannot stand in a literal: most likely its closer is missing (`v = [1 2` then `w = 3`).
      if (this.isOp('=')) throw this.unclosed(open, close);
      if (!(after.kind === 'nl' || after.kind === 'eof' || after.kind === 'kw' || this.isOp(',') || this.isOp(';') || this.isOp(close))) {
        if (after.kind === 'op' && (after.value === ')' || after.value === ']' || after.value === '}')) {
          throw this.fail(`'${open.value}' at line ${open.line}, column ${open.col} is closed by '${after.value}': expected '${close}'.`, after, 'unbalanced-bracket');
        }
        throw this.fail(`Unexpected ${describe(after)} in ${open.value === '[' ? 'a matrix' : 'a cell array'}: separate elements with ',' or a blank, rows with ';' or a new line.`);
      }
    }
    if (row.length > 0) rows.push(row);
    this.leave();
    return rows;
  }

  private endsElement(t: Token, close: string): boolean {
    return t.kind === 'nl' || this.isOp(',', t) || this.isOp(';', t) || this.isOp(close, t);
  }

  private handle(at: Token): Expr {
    this.next();
    if (this.isOp('(')) {
      const open = this.next();
      const params: Array<Identifier | Tilde> = [];
      if (!this.isOp(')')) {
        for (;;) {
          const p = this.tok;
          if (p.kind === 'id') params.push({ type: 'Identifier', name: p.value, span: tokenSpan(p) });
          else if (this.isOp('~') || this.isOp('!')) params.push({ type: 'Tilde', span: tokenSpan(p) });
          else throw this.fail(`Expected a parameter name in '@(...)', found ${describe(p)}.`);
          this.next();
          if (this.eatOp(',')) continue;
          break;
        }
      }
      this.closeBracket(')', open);
      this.enter();
      const body = this.parseExpr();
      this.leave();
      const node: AnonymousFunction = { type: 'AnonFunction', params, body, span: joinSpans(tokenSpan(at), body.span) };
      return node;
    }
    const name = this.dottedName("after '@'");
    return { type: 'FunctionHandle', name: name.name, span: joinSpans(tokenSpan(at), name.span) };
  }

  /** `a.b.c` as one name. */
  protected dottedName(context: string): { name: string; span: Span } {
    const first = this.expectId(context);
    let name = first.value;
    while (this.isOp('.') && (this.peek().kind === 'id' || this.peek().kind === 'kw')) {
      this.next();
      name += '.' + this.next().value;
    }
    return { name, span: joinSpans(tokenSpan(first), tokenSpan(this.prev)) };
  }
}
