// The parser's view of the token stream: position, spans, errors, and comment hand-out.
import type { Attached, Comment, Span } from './ast.js';
import type { Diagnostic, Severity } from './diagnostics.js';
import type { Token } from './token.js';

/** Thrown inside the parser to abandon a statement; never escapes `parse`. */
export class ParseError extends Error {
  constructor(message: string, readonly span: Span, readonly code: string = 'syntax-error') {
    super(message);
  }
}

/** Deeper nesting than this is reported instead of recursed into. Counted from the file: its
 *  top level, a function and the function's body take three levels. Measured on Node 20's
 *  default stack in a fresh process (test/cli/deep-nesting.test.ts): check, tame, kinds, format
 *  and `parse --format json` handle 1,023 levels of every bracket and block; at 1,100, the
 *  check of nested `if`s and the lowering of nested indexes run out (and say so once). */
export const MAX_NESTING = 1024;
/** No statement's tree is deeper than this (flat operator chains not counted: see depth.ts), so
 *  recursive consumers cannot overflow the stack on chains of fields and indexes either. */
export const MAX_TREE_DEPTH = 4 * MAX_NESTING;
const MAX_PARSE_DIAGNOSTICS = 500;

export function tokenSpan(t: Token): Span {
  if (t.endLine !== undefined) {
    return { offset: t.start, endOffset: t.end, line: t.line, column: t.col, endLine: t.endLine, endColumn: t.endCol ?? 1 };
  }
  return { offset: t.start, endOffset: t.end, line: t.line, column: t.col, endLine: t.line, endColumn: t.col + (t.end - t.start) };
}

export function joinSpans(a: Span, b: Span): Span {
  return { offset: a.offset, endOffset: b.endOffset, line: a.line, column: a.column, endLine: b.endLine, endColumn: b.endColumn };
}

const OPENER_OF: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** How a token reads in a message. */
export function describe(t: Token): string {
  switch (t.kind) {
    case 'eof':
      return 'the end of the file';
    case 'nl':
      return 'the end of the line';
    case 'num':
    case 'str':
    case 'dqstr':
      return `'${t.value.length > 20 ? t.value.slice(0, 20) + '…' : t.value}'`;
    default:
      return t.synthetic ? 'a blank between elements' : `'${t.value}'`;
  }
}

export class Cursor {
  protected i = 0;
  protected depth = 0;
  private commentIndex = 0;
  readonly diagnostics: Diagnostic[] = [];

  constructor(protected readonly tokens: Token[], protected readonly comments: Comment[]) {}

  protected get tok(): Token {
    return this.tokens[this.i];
  }

  protected peek(k = 1): Token {
    return this.tokens[Math.min(this.i + k, this.tokens.length - 1)];
  }

  /** The last token consumed. */
  protected get prev(): Token {
    return this.tokens[Math.max(this.i - 1, 0)];
  }

  protected next(): Token {
    const t = this.tokens[this.i];
    if (t.kind !== 'eof') this.i++;
    return t;
  }

  protected isOp(value: string, t: Token = this.tok): boolean {
    return t.kind === 'op' && t.value === value;
  }

  protected isKw(value: string, t: Token = this.tok): boolean {
    return t.kind === 'kw' && t.value === value;
  }

  protected eatOp(value: string): boolean {
    if (this.isOp(value)) {
      this.i++;
      return true;
    }
    return false;
  }

  protected expectOp(value: string, context: string): Token {
    if (this.isOp(value)) return this.next();
    throw this.fail(`Expected '${value}' ${context}, found ${describe(this.tok)}.`);
  }

  protected expectId(context: string): Token {
    if (this.tok.kind === 'id') return this.next();
    throw this.fail(`Expected a name ${context}, found ${describe(this.tok)}.`);
  }

  /** The span from `start` to the last consumed token. */
  protected spanFrom(start: Token | Span): Span {
    const s = 'kind' in start ? tokenSpan(start) : start;
    // A block that ended without its closer (an implicit function end, a missing `end`) has
    // consumed the line ends after its last statement: they are not part of it.
    let k = this.i - 1;
    while (k > 0 && this.tokens[k].kind === 'nl' && this.tokens[k].start > s.offset) k--;
    const last = k >= 0 ? this.tokens[k] : this.tok;
    if (last.start < s.offset) return s;
    return joinSpans(s, tokenSpan(last));
  }

  /** `)`, `]` or `}` with nothing of its kind open; undefined for any other token. */
  protected unmatchedCloser(t: Token = this.tok): ParseError | undefined {
    if (t.kind !== 'op' || !(t.value in OPENER_OF)) return undefined;
    return this.fail(`'${t.value}' has no matching '${OPENER_OF[t.value]}' before it.`, t, 'unbalanced-bracket');
  }

  protected fail(message: string, t: Token = this.tok, code = 'syntax-error'): ParseError {
    return new ParseError(message, tokenSpan(t), code);
  }

  /** A construct too deep was reported (see report). */
  private tooDeep = false;

  protected report(code: string, message: string, span: Span, severity: Severity = 'error'): void {
    if (this.diagnostics.length > MAX_PARSE_DIAGNOSTICS) return;
    // One construct too deep is reported once, not once per level the parser unwinds through,
    // and the closers left over from what it skipped are no news either.
    if ((code === 'nesting-too-deep' || code === 'unexpected-end') && this.tooDeep) return;
    if (code === 'nesting-too-deep') this.tooDeep = true;
    if (this.diagnostics.length === MAX_PARSE_DIAGNOSTICS) {
      this.diagnostics.push({ severity: 'error', code, message: 'Too many syntax errors; later ones are not reported.', span });
      return;
    }
    this.diagnostics.push({ severity, code, message, span });
  }

  protected enter(): void {
    if (++this.depth > MAX_NESTING) {
      this.depth = 0;
      throw this.fail(`Nesting is too deep (more than ${MAX_NESTING} levels).`, this.tok, 'nesting-too-deep');
    }
  }

  protected leave(): void {
    if (this.depth > 0) this.depth--;
  }

  /** Comments that start before `offset` and were not handed out yet. */
  protected takeComments(offset: number): Comment[] {
    const taken: Comment[] = [];
    while (this.commentIndex < this.comments.length && this.comments[this.commentIndex].span.offset < offset) {
      taken.push(this.comments[this.commentIndex++]);
    }
    return taken;
  }

  /** The comment right after a construct on its last line, if nothing else comes between. */
  protected takeTrailing(endLine: number): Comment | undefined {
    if (this.commentIndex >= this.comments.length) return undefined;
    const c = this.comments[this.commentIndex];
    if (c.span.line !== endLine) return undefined;
    const t = this.tok;
    if (t.kind !== 'nl' && t.kind !== 'eof' && t.start < c.span.offset) return undefined;
    this.commentIndex++;
    return c;
  }

  protected attach(node: { comments?: Attached; span: Span }, leading: Comment[]): void {
    // Comments inside a multi-line construct (`[1 2 % first row`, `f(a, ... why`) belong to
    // neither this node nor the next one: they stay only in the file's comment list.
    this.takeComments(node.span.endOffset);
    const trailing = this.takeTrailing(node.span.endLine);
    if (leading.length === 0 && !trailing) return;
    node.comments = {};
    if (leading.length > 0) node.comments.leading = leading;
    if (trailing) node.comments.trailing = trailing;
  }
}
