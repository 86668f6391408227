// The MATLAB/Octave lexer. MATLAB's lexical grammar depends on context, and all of that
// context lives here, so the parser sees a plain token stream:
//  - inside `[]` and `{}` literals, blanks separate elements: `[1 -2]` gets a synthetic comma,
//    `[1 - 2]` does not, `[a' b']` holds a transpose and a string, `[f (1)]` two elements;
//  - `'` is a transpose right after a value, otherwise a quote;
//  - `end` inside an index is the `end` expression, elsewhere it closes a block;
//  - command syntax (`hold on`) is decided at the start of a statement (see command.ts);
//  - `properties`, `events`, `enumeration`, `methods` (in classdef) and `arguments` are
//    keywords only at the start of a statement and where their block can stand.
// Lexing never throws: bad input becomes a diagnostic and the lexer moves on.
import type { Comment, Dialect, Span } from './ast.js';
import { CH, isBlank, isDigit, isHexDigit, isIdentPart, isIdentStart } from './chars.js';
import { blockComment, lineComment } from './comments.js';
import { isCommandStart, scanCommandArg } from './command.js';
import type { Diagnostic } from './diagnostics.js';
import {
  ASSIGN_OPERATORS, BLOCK_CLOSERS, BLOCK_OPENERS, MATLAB_KEYWORDS, OCTAVE_ONLY_KEYWORDS, SECTION_WORDS, type Token, type TokenKind,
} from './token.js';

export interface OctaveHint {
  what: string;
  span: Span;
}

export interface LexResult {
  tokens: Token[];
  comments: Comment[];
  diagnostics: Diagnostic[];
  /** Octave-only syntax seen while lexing as MATLAB (empty when lexing as Octave). */
  octaveHints: OctaveHint[];
  /** Lexing stopped at MAX_TOKENS; the token list is incomplete. */
  tooLarge: boolean;
}

interface Bracket {
  /** `@` marks the body of an anonymous function inside a matrix (Octave): blanks there do
   *  not separate elements; the body ends at `,`, `;`, a new line or the matrix's closer. */
  ch: '(' | '[' | '{' | '@';
  /** `(` or `{` that indexes a value (whitespace inside is not significant). */
  index: boolean;
  /** `(` that opens the parameter list of an anonymous function. */
  anon: boolean;
  /** `[` opened at the start of a statement: maybe a multi-assignment target list. */
  lhs: boolean;
}

const MAX_DIAGNOSTICS = 200;

const OCTAVE_OPS = new Set(['!', '!=', '**', '.**', '++', '--', ...ASSIGN_OPERATORS]);
const SINGLE_OPS = new Set('+-*/\\^<>&|~!=:.@?;,()[]{}');

/** `stopAtOctaveHint`: give up at the first Octave-only construct (the caller will lex again
 *  as Octave), so that detecting the dialect costs little. */
export function lex(text: string, dialect: Dialect, stopAtOctaveHint = false): LexResult {
  return new Lexer(text, dialect, stopAtOctaveHint).run();
}

/** Thrown by `hint` to stop early; caught in `run`. */
class OctaveDetected {}

/** Beyond this many tokens a file is refused with a diagnostic: its tree would not fit in a
 *  default Node heap (about 350 bytes of tokens and tree per token). */
export const MAX_TOKENS = 8_000_000;

/** Thrown by `push` past MAX_TOKENS; caught in `run`. */
class TooLarge {}

class Lexer {
  private readonly n: number;
  private readonly octave: boolean;
  private pos = 0;
  private line = 1;
  private lineStart = 0;
  private readonly tokens: Token[] = [];
  private readonly comments: Comment[] = [];
  private readonly diagnostics: Diagnostic[] = [];
  private readonly hints: OctaveHint[] = [];
  private readonly stack: Bracket[] = [];
  private spaceBefore = false;
  /** The next token starts a statement. */
  private stmtStart = true;
  /** Inside a properties/events/enumeration/arguments block: no command syntax. */
  private special = false;
  private pendingSpecial = false;
  private inClassdef = false;
  /** Blocks open in the current classdef, itself included: its member keywords (`properties`,
   *  `methods`, ...) are keywords only directly in its body, not inside a method. */
  private classBlocks = 0;
  /** An `arguments` block can stand here: after a function header or another arguments block,
   *  before any other statement. Elsewhere `arguments` is an ordinary name. */
  private argumentsAllowed = false;
  /** Names assigned so far in this function: `x -1` is an expression when `x` is a variable. */
  private knownVars = new Set<string>();
  private stmtFirstIdent: string | undefined;
  private lhsIdents: string[] = [];
  /** Identifiers up to the end of this line are declared (function header, global). */
  private declaringLine = false;
  private functionHeader = false;
  private forVariablePending = false;

  constructor(private readonly text: string, dialect: Dialect, private readonly stopAtHint: boolean) {
    this.n = text.length;
    this.octave = dialect === 'octave';
  }

  run(): LexResult {
    if (this.text.charCodeAt(0) === 0xfeff) {
      this.pos = 1;
      this.lineStart = 1;
    }
    let tooLarge = false;
    try {
      this.blockCommentAtLineStart();
      while (this.pos < this.n) this.step();
    } catch (e) {
      if (e instanceof TooLarge) tooLarge = true;
      else if (!(e instanceof OctaveDetected)) throw e;
    }
    this.push('eof', '', this.n, this.n);
    return { tokens: this.tokens, comments: this.comments, diagnostics: this.diagnostics, octaveHints: this.hints, tooLarge };
  }

  // ------------------------------------------------------------------ helpers

  private code(at: number): number {
    return at < this.n ? this.text.charCodeAt(at) : -1;
  }

  private span(start: number, end: number): Span {
    return {
      offset: start,
      endOffset: end,
      line: this.line,
      column: start - this.lineStart + 1,
      endLine: this.line,
      endColumn: end - this.lineStart + 1,
    };
  }

  private error(code: string, message: string, start: number, end: number, span = this.span(start, end)): void {
    if (this.diagnostics.length === MAX_DIAGNOSTICS) {
      this.diagnostics.push({ severity: 'error', code, message: 'Too many lexical errors; later ones are not reported.', span });
    }
    if (this.diagnostics.length >= MAX_DIAGNOSTICS) return;
    this.diagnostics.push({ severity: 'error', code, message, span });
  }

  private hint(what: string, start: number, end: number): void {
    if (this.octave) return;
    if (this.hints.length < 50) this.hints.push({ what, span: this.span(start, end) });
    if (this.stopAtHint) throw new OctaveDetected();
  }

  private last(): Token | undefined {
    const n = this.tokens.length;
    return n === 0 ? undefined : this.tokens[n - 1];
  }

  private top(): Bracket | undefined {
    // Guarded: reading past the end of an array is slow in V8.
    const n = this.stack.length;
    return n === 0 ? undefined : this.stack[n - 1];
  }

  /** Inside `[]` or `{}` literal directly: blanks separate elements. */
  private inMatrix(): boolean {
    const t = this.top();
    return t !== undefined && (t.ch === '[' || (t.ch === '{' && !t.index));
  }

  private prevEndsValue(): boolean {
    const p = this.last();
    if (!p) return false;
    switch (p.kind) {
      case 'id':
      case 'num':
      case 'str':
      case 'dqstr':
      case 'end':
        return true;
      case 'op':
        if (p.synthetic) return false;
        // `++`/`--` here are postfix (`[x++ 1]`): a prefix one only starts a statement.
        return p.value === ')' ? !this.closedAnon : p.value === ']' || p.value === '}' || p.value === "'" || p.value === ".'"
          || ((p.value === '++' || p.value === '--') && p.depth > 0);
      default:
        return false;
    }
  }

  /** Set when the last `)` closed an anonymous function's parameter list. */
  private closedAnon = false;

  private push(kind: TokenKind, value: string, start: number, end: number, extra?: Partial<Token>): Token {
    const t: Token = {
      kind,
      value,
      start,
      end,
      line: this.line,
      col: start - this.lineStart + 1,
      spaceBefore: this.spaceBefore,
      depth: this.stack.length,
    };
    if (extra) Object.assign(t, extra);
    if (this.stmtStart && kind !== 'nl' && !this.special && !(kind === 'kw' && value === 'arguments')) this.argumentsAllowed = false;
    if (this.tokens.push(t) > MAX_TOKENS && kind !== 'eof') throw new TooLarge();
    this.spaceBefore = false;
    if (kind !== 'nl') this.stmtStart = false;
    if (!(kind === 'op' && value === ')')) this.closedAnon = false;
    return t;
  }

  /** In a matrix, a value that follows a value after blanks starts a new element. */
  private separateElement(startsValue: boolean): void {
    if (startsValue && this.spaceBefore && this.inMatrix() && this.prevEndsValue()) {
      this.push('op', ',', this.pos, this.pos, { synthetic: true });
      this.spaceBefore = true;
    }
  }

  private newLine(at: number): void {
    this.line++;
    this.lineStart = at + 1;
  }

  // -------------------------------------------------------------------- steps

  private step(): void {
    const c = this.text.charCodeAt(this.pos);
    if (isBlank(c)) {
      this.pos++;
      this.spaceBefore = true;
      return;
    }
    if (c === CH.nl) return this.newlineToken();
    if (c === CH.percent || c === CH.hash) return this.lineCommentToEol(c === CH.hash ? '#' : '%');
    if (c === CH.dot && this.code(this.pos + 1) === CH.dot && this.code(this.pos + 2) === CH.dot) return this.continuation();
    if (isDigit(c) || (c === CH.dot && isDigit(this.code(this.pos + 1)))) return this.number();
    if (isIdentStart(c)) return this.word();
    if (c === CH.quote) return this.quote();
    if (c === CH.dquote) return this.string(CH.dquote);
    return this.operator(c);
  }

  private newlineToken(): void {
    const at = this.pos;
    this.endAnonBody();
    const t = this.top();
    if (t && !this.inMatrix()) {
      if (this.octave) {
        // Octave lets an expression in parentheses go on over lines.
        this.pos++;
        this.newLine(at);
        this.spaceBefore = true;
        this.blockCommentAtLineStart();
        return;
      }
      while (this.stack.length > 0 && !this.inMatrix()) this.stack.pop();
    }
    this.push('nl', '\n', at, at + 1);
    this.pos++;
    this.newLine(at);
    if (this.stack.length === 0) this.beginStatement();
    this.blockCommentAtLineStart();
  }

  private beginStatement(): void {
    this.stmtStart = true;
    this.stmtFirstIdent = undefined;
    this.lhsIdents = [];
    this.declaringLine = false;
    this.functionHeader = false;
    if (this.pendingSpecial) {
      this.special = true;
      this.pendingSpecial = false;
    }
  }

  private lineCommentToEol(marker: '%' | '#'): void {
    const start = this.pos;
    if (marker === '#') this.hint("'#' comment", start, start + 1);
    let end = this.text.indexOf('\n', start);
    if (end < 0) end = this.n;
    let textEnd = end;
    if (this.code(textEnd - 1) === CH.cr) textEnd--;
    this.comments.push(lineComment(marker, this.text.slice(start + 1, textEnd), this.span(start, textEnd)));
    this.pos = end;
  }

  /** `...` ends the line; the rest of it is a comment, and the next line continues this one. */
  private continuation(): void {
    const start = this.pos;
    let end = this.text.indexOf('\n', start);
    if (end < 0) end = this.n;
    let textEnd = end;
    if (this.code(textEnd - 1) === CH.cr) textEnd--;
    const rest = this.text.slice(start + 3, textEnd);
    if (rest.trim().length > 0) this.comments.push(lineComment('%', rest, this.span(start + 3, textEnd)));
    this.pos = end < this.n ? end + 1 : end;
    if (end < this.n) this.newLine(end);
    this.spaceBefore = true;
  }

  /** `%{` or `#{` alone on a line opens a block comment, closed by `%}` alone on a line; they nest. */
  private blockCommentAtLineStart(): void {
    let p = this.pos;
    while (p < this.n && isBlank(this.text.charCodeAt(p))) p++;
    const marker = this.code(p);
    if ((marker !== CH.percent && marker !== CH.hash) || this.code(p + 1) !== CH.lbrace) return;
    if (!this.restOfLineBlank(p + 2)) return;
    if (marker === CH.hash) this.hint("'#{' block comment", p, p + 2);
    const start = p;
    const startLine = this.line;
    const startCol = start - this.lineStart + 1;
    let depth = 0;
    let lineBegin = this.pos;
    const inner: string[] = [];
    for (;;) {
      let lineEnd = this.text.indexOf('\n', lineBegin);
      if (lineEnd < 0) lineEnd = this.n;
      const content = this.text.slice(lineBegin, lineEnd).trim();
      if (content === '%{' || content === '#{') depth++;
      else if (content === '%}' || content === '#}') depth--;
      // (At the end of the file, the empty "line" after a final newline is no line.)
      if (depth > 0 && lineBegin !== this.pos && lineBegin < this.n) inner.push(this.text.slice(lineBegin, lineEnd).replace(/\r$/, ''));
      if (depth === 0) {
        const closeAt = this.text.indexOf('}', lineBegin) + 1;
        this.comments.push(blockComment(marker === CH.hash ? '#' : '%', inner.join('\n'), {
          offset: start, endOffset: closeAt, line: startLine, column: startCol,
          endLine: this.line, endColumn: closeAt - this.lineStart + 1,
        }));
        this.pos = lineEnd;
        return;
      }
      if (lineEnd >= this.n) {
        this.comments.push(blockComment(marker === CH.hash ? '#' : '%', inner.join('\n'), {
          offset: start, endOffset: this.n, line: startLine, column: startCol,
          endLine: this.line, endColumn: this.n - this.lineStart + 1,
        }));
        this.diagnostics.push({
          severity: 'error', code: 'unterminated-block-comment',
          message: "Block comment is not closed: a line holding only '%}' is missing.",
          span: { offset: start, endOffset: start + 2, line: startLine, column: startCol, endLine: startLine, endColumn: startCol + 2 },
        });
        this.pos = this.n;
        return;
      }
      this.newLine(lineEnd);
      lineBegin = lineEnd + 1;
    }
  }

  private restOfLineBlank(p: number): boolean {
    while (p < this.n) {
      const c = this.text.charCodeAt(p);
      if (c === CH.nl) return true;
      if (!isBlank(c)) return false;
      p++;
    }
    return true;
  }

  private number(): void {
    const start = this.pos;
    const t = this.text;
    let p = start;
    let bad = false;
    const c1 = this.code(p + 1);
    if (t.charCodeAt(p) === CH.zero && (c1 === 120 || c1 === 88 || c1 === 98 || c1 === 66)) {
      // 0x1F, 0b101, with an optional integer suffix u8..s64.
      const hex = c1 === 120 || c1 === 88;
      p += 2;
      const digitsFrom = p;
      const isDigitHere = (c: number): boolean => (hex ? isHexDigit(c) : c === 48 || c === 49);
      while (p < this.n && (isDigitHere(t.charCodeAt(p)) || (t.charCodeAt(p) === CH.underscore && p > digitsFrom && isDigitHere(this.code(p + 1))))) {
        if (t.charCodeAt(p) === CH.underscore) this.hint("'_' digit separator", p, p + 1);
        p++;
      }
      if (p === digitsFrom) bad = true;
      const suffix = /^(u8|u16|u32|u64|s8|s16|s32|s64)/.exec(t.slice(p, p + 3));
      if (suffix) p += suffix[0].length;
    } else {
      p = this.digits(p);
      if (this.code(p) === CH.dot && !this.dotIsOperator(p)) p = this.digits(p + 1);
      const e = this.code(p);
      if (e === 101 || e === 69 || e === 100 || e === 68) {
        let q = p + 1;
        if (this.code(q) === CH.plus || this.code(q) === CH.minus) q++;
        if (isDigit(this.code(q))) p = this.digits(q);
      }
      const im = this.code(p);
      if ((im === 105 || im === 106 || im === 73 || im === 74) && !isIdentPart(this.code(p + 1))) p++;
    }
    this.separateElement(true);
    this.push('num', t.slice(start, p), start, p);
    if (bad) this.error('invalid-number', `Invalid number '${t.slice(start, p)}': digits are missing.`, start, p);
    this.pos = p;
  }

  /** Decimal digits from `p`; Octave also allows `_` between digits (`10_000`). */
  private digits(p: number): number {
    for (;;) {
      const c = this.code(p);
      if (isDigit(c)) p++;
      else if (c === CH.underscore && isDigit(this.code(p - 1)) && isDigit(this.code(p + 1))) {
        this.hint("'_' digit separator", p, p + 1);
        p++;
      } else return p;
    }
  }

  /** In `1.*2` or `1.'` the dot belongs to the operator, and `1...` is a continuation. */
  private dotIsOperator(p: number): boolean {
    const c = this.code(p + 1);
    return c === CH.star || c === CH.slash || c === CH.backslash || c === CH.caret || c === CH.quote || c === CH.dot;
  }

  private word(): void {
    const start = this.pos;
    let p = start + 1;
    while (p < this.n && isIdentPart(this.text.charCodeAt(p))) p++;
    const name = this.text.slice(start, p);
    const prev = this.last();
    const afterDotOrAt = prev !== undefined && prev.kind === 'op' && (prev.value === '.' || prev.value === '@' || prev.value === '?') && !this.spaceBefore;
    if (!afterDotOrAt && (MATLAB_KEYWORDS.has(name) || OCTAVE_ONLY_KEYWORDS.has(name))) {
      if (this.keyword(name, start, p)) return;
    }
    if (!afterDotOrAt && this.stmtStart && this.sectionKeyword(name, start, p)) return;
    this.separateElement(true);
    const atStmtStart = this.stmtStart && !afterDotOrAt;
    if (atStmtStart && !this.special) {
      const cmd = isCommandStart(this.text, p, this.octave);
      // 'octave-assign' (`x += 1`) is not a command; the operator itself reports Octave syntax.
      if (cmd === 'command' && !this.knownVars.has(name)) {
        this.push('id', name, start, p, { command: true });
        this.pos = p;
        this.commandArgs();
        return;
      }
    }
    if (atStmtStart) this.stmtFirstIdent = name;
    if (this.declaringLine || this.forVariablePending) {
      this.knownVars.add(name);
      this.forVariablePending = false;
    }
    const t = this.top();
    if (t && t.lhs && this.stack.length === 1) this.lhsIdents.push(name);
    this.push('id', name, start, p);
    this.pos = p;
  }

  /** `=` (not `==`) comes next after blanks. */
  private assignmentAt(p: number): boolean {
    const q = this.skipBlanks(p);
    return this.code(q) === CH.eq && this.code(q + 1) !== CH.eq;
  }

  private skipBlanks(p: number): number {
    while (p < this.n && isBlank(this.text.charCodeAt(p))) p++;
    return p;
  }

  /** Returns false when the word is not a keyword here after all. */
  private keyword(name: string, start: number, end: number): boolean {
    const octaveOnly = OCTAVE_ONLY_KEYWORDS.has(name);
    if (octaveOnly && !this.octave) {
      // In MATLAB these are ordinary names; at the start of a statement they betray Octave,
      // unless they are assigned to (`do = true` is a MATLAB variable).
      if ((this.stmtStart || this.stack.length > 0) && !this.assignmentAt(end)) this.hint(`'${name}' keyword`, start, end);
      return false;
    }
    // `function r = end(obj, k, n)` overloads `end`: here it is a name.
    if (name === 'end' && this.functionHeader) return false;
    if (name === 'end' && this.stack.some((b) => b.ch === '(' || b.index)) {
      this.separateElement(true);
      this.push('end', 'end', start, end);
      this.pos = end;
      return true;
    }
    // A block keyword cannot stand inside brackets: the brackets were left open.
    if (this.stack.length > 0) this.stack.length = 0;
    this.push('kw', name, start, end);
    this.pos = end;
    switch (name) {
      case 'function':
        this.knownVars = new Set();
        this.declaringLine = true;
        this.functionHeader = true;
        this.argumentsAllowed = true;
        break;
      case 'global':
      case 'persistent':
        this.declaringLine = true;
        break;
      case 'for':
      case 'parfor':
        this.forVariablePending = true;
        break;
      case 'classdef':
        this.inClassdef = true;
        break;
      case 'else':
      case 'try':
      case 'otherwise':
      case 'do':
      case 'unwind_protect':
      case 'unwind_protect_cleanup':
        this.beginStatement();
        break;
      default:
        if (BLOCK_CLOSERS.has(name)) {
          this.special = false;
          this.beginStatement();
        }
    }
    this.countClassBlock(name);
    return true;
  }

  private countClassBlock(name: string): void {
    if (!this.inClassdef) return;
    if (BLOCK_OPENERS.has(name) || SECTION_WORDS.has(name) || name === 'function' || name === 'do') {
      this.classBlocks++;
    } else if ((BLOCK_CLOSERS.has(name) || name === 'until') && --this.classBlocks <= 0) {
      this.inClassdef = false;
      this.classBlocks = 0;
    }
  }

  /** `properties`, `methods`, `events`, `enumeration` (in a classdef) and `arguments` open a
   *  block when they start a statement and are followed by the end of the line or `(attrs)`. */
  private sectionKeyword(name: string, start: number, end: number): boolean {
    if (this.stack.length > 0) return false;
    const here = name === 'arguments' ? this.argumentsAllowed : this.inClassdef && this.classBlocks === 1 && SECTION_WORDS.has(name);
    if (!here) return false;
    const q = this.skipBlanks(end);
    const c = this.code(q);
    const opensBlock = c === -1 || c === CH.nl || c === CH.percent || c === CH.hash || c === CH.lparen || c === CH.semi || c === CH.comma;
    if (!opensBlock) return false;
    this.push('kw', name, start, end);
    this.pos = end;
    if (name !== 'methods') this.pendingSpecial = true;
    this.countClassBlock(name);
    return true;
  }

  private commandArgs(): void {
    for (;;) {
      const p = this.skipBlanks(this.pos);
      if (p > this.pos) this.spaceBefore = true;
      this.pos = p;
      const c = this.code(p);
      if (c === -1 || c === CH.nl || c === CH.semi || c === CH.comma) return;
      if (c === CH.percent || (c === CH.hash && this.octave)) return;
      if (c === CH.dot && this.code(p + 1) === CH.dot && this.code(p + 2) === CH.dot) {
        this.continuation();
        continue;
      }
      const arg = scanCommandArg(this.text, p);
      this.push('cmd', arg.value, p, arg.end, { text: this.text.slice(p, arg.end) });
      if (arg.unterminated) this.error('unterminated-string', 'A quoted command argument is not terminated.', p, arg.end);
      this.pos = arg.end;
    }
  }

  private quote(): void {
    const start = this.pos;
    if (this.prevEndsValue() && !(this.spaceBefore && this.inMatrix())) {
      this.push('op', "'", start, start + 1);
      this.pos++;
      return;
    }
    this.string(CH.quote);
  }

  /** A `'...'` char vector or a `"..."` string; the token holds the text as written. */
  private string(q: number): void {
    const start = this.pos;
    this.separateElement(true);
    const escapes = q === CH.dquote && this.octave;
    const startLine = this.line;
    const startCol = start - this.lineStart + 1;
    let multiline = false;
    let p = start + 1;
    for (;;) {
      if (p >= this.n || this.text.charCodeAt(p) === CH.nl) {
        let end = p;
        if (this.code(end - 1) === CH.cr) end--;
        // Reported at the opening quote, which may be lines above after backslash continuations.
        const where = { line: startLine, col: startCol };
        this.push(q === CH.quote ? 'str' : 'dqstr', this.text.slice(start, end), start, end, multiline ? { ...where, endLine: this.line, endCol: end - this.lineStart + 1 } : undefined);
        const message = q === CH.quote ? 'Character vector is not terminated properly.' : 'String is not terminated properly.';
        this.error('unterminated-string', message, start, start + 1,
          { offset: start, endOffset: start + 1, line: startLine, column: startCol, endLine: startLine, endColumn: startCol + 1 });
        this.pos = end;
        return;
      }
      const c = this.text.charCodeAt(p);
      if (escapes && c === CH.backslash) {
        if (this.code(p + 1) === CH.nl) {
          // Octave: a backslash at the end of a line continues the string on the next.
          multiline = true;
          this.newLine(p + 1);
        }
        p += 2;
        continue;
      }
      if (c === q) {
        if (this.code(p + 1) === q) {
          p += 2;
          continue;
        }
        p++;
        break;
      }
      p++;
    }
    if (multiline) {
      this.push('dqstr', this.text.slice(start, p), start, p, { line: startLine, col: startCol, endLine: this.line, endCol: p - this.lineStart + 1 });
    } else {
      this.push(q === CH.quote ? 'str' : 'dqstr', this.text.slice(start, p), start, p);
    }
    this.pos = p;
  }

  private operator(c: number): void {
    const start = this.pos;
    const op = this.operatorAt(c, start);
    if (op === undefined) return this.invalidChar(start);
    if (op.length > 1 || c === CH.bang) {
      if (OCTAVE_OPS.has(op)) this.hint(`'${op}' operator`, start, start + op.length);
    }
    this.pos = start + op.length;
    this.emitOperator(op, start);
  }

  /** The operator at `start` (longest match), or undefined for a character that is none. */
  private operatorAt(c: number, start: number): string | undefined {
    const c1 = this.code(start + 1);
    const t = this.text;
    if (this.assignOpHere()) {
      const q = c === CH.dot ? start + 1 : start;
      const cq = this.code(q);
      if ((cq === CH.plus || cq === CH.minus || cq === CH.star || cq === CH.slash || cq === CH.backslash || cq === CH.caret || cq === CH.pipe || cq === CH.amp)
        && this.code(q + 1) === CH.eq && this.code(q + 2) !== CH.eq) {
        const op = t.slice(start, q + 2);
        if (ASSIGN_OPERATORS.includes(op)) return op;
      }
    }
    switch (c) {
      case CH.eq:
      case CH.tilde:
      case CH.bang:
      case CH.lt:
      case CH.gt:
        return c1 === CH.eq ? t.slice(start, start + 2) : t[start];
      case CH.amp:
        return c1 === CH.amp ? '&&' : '&';
      case CH.pipe:
        return c1 === CH.pipe ? '||' : '|';
      case CH.star:
        return c1 === CH.star ? '**' : '*';
      case CH.dot:
        if (c1 === CH.star) return this.code(start + 2) === CH.star ? '.**' : '.*';
        if (c1 === CH.slash) return './';
        if (c1 === CH.backslash) return '.\\';
        if (c1 === CH.caret) return '.^';
        if (c1 === CH.quote && this.prevEndsValue()) return ".'";
        return '.';
      case CH.plus:
      case CH.minus:
        if (c1 === c && this.incDecHere(start)) return c === CH.plus ? '++' : '--';
        return t[start];
      default:
        return SINGLE_OPS.has(t[start]) ? t[start] : undefined;
    }
  }

  /** Octave's `+=` family only where an assignment can be: after the target, at depth 0. */
  private assignOpHere(): boolean {
    return this.stack.length === 0 && this.stmtFirstIdent !== undefined;
  }

  /** Octave's `x++` / `++x`: the operator hugs a name and no operand follows it. */
  private incDecHere(start: number): boolean {
    if (this.stmtStart) return this.octave && this.stack.length === 0 && isIdentStart(this.code(start + 2));
    const prev = this.last();
    if (!prev || this.spaceBefore || !(prev.kind === 'id' || (prev.kind === 'op' && (prev.value === ')' || prev.value === '}')))) return false;
    const c = this.code(start + 2);
    return !(isIdentPart(c) || c === CH.lparen || c === CH.lbracket || c === CH.lbrace || c === CH.quote || c === CH.dquote
      || c === CH.at || c === CH.dot || c === CH.tilde || c === CH.bang || c === CH.plus || c === CH.minus);
  }

  private endAnonBody(): void {
    while (this.top()?.ch === '@') this.stack.pop();
  }

  private emitOperator(op: string, start: number): void {
    const end = start + op.length;
    if (op === ',' || op === ';') this.endAnonBody();
    switch (op) {
      case '(':
      case '{': {
        const index = this.prevEndsValue() && !(this.spaceBefore && this.inMatrix());
        this.separateElement(!index);
        const prev = this.last();
        const anon = op === '(' && prev !== undefined && prev.kind === 'op' && prev.value === '@';
        this.push('op', op, start, end);
        this.stack.push({ ch: op, index: op === '(' ? !anon : index, anon, lhs: false });
        return;
      }
      case '[': {
        const lhs = this.stmtStart;
        this.separateElement(true);
        this.push('op', op, start, end);
        this.stack.push({ ch: '[', index: false, anon: false, lhs });
        return;
      }
      case ')':
      case ']':
      case '}': {
        const want = op === ')' ? '(' : op === ']' ? '[' : '{';
        let anon = false;
        let at = this.stack.length - 1;
        while (at >= 0 && this.stack[at].ch !== want) at--;
        if (at >= 0) {
          anon = this.stack[at].anon;
          this.stack.length = at;
        } else {
          // A mismatched closer (`{1, 2]`) is an error; taking it as the innermost bracket's
          // closer keeps the rest of the file out of that bracket.
          this.endAnonBody();
          this.stack.pop();
        }
        this.push('op', op, start, end);
        this.closedAnon = anon;
        if (anon && this.octave && this.inMatrix()) this.stack.push({ ch: '@', index: false, anon: false, lhs: false });
        return;
      }
      case '@':
      case '?':
        this.separateElement(true);
        break;
      case '~':
      case '!':
        this.separateElement(true);
        break;
      case '+':
      case '-': {
        const next = this.code(end);
        // A continuation after the sign counts as a blank: `[a -...` + `b]` is a subtraction.
        this.separateElement(!(next === -1 || isBlank(next) || next === CH.nl || this.text.startsWith('...', end)));
        break;
      }
      case '=':
        if (this.stack.length === 0) {
          if (this.stmtFirstIdent !== undefined) this.knownVars.add(this.stmtFirstIdent);
          for (const v of this.lhsIdents) this.knownVars.add(v);
        }
        break;
    }
    this.push('op', op, start, end);
    if ((op === ';' || op === ',') && this.stack.length === 0) this.beginStatement();
  }

  private invalidChar(start: number): void {
    // One diagnostic for a run of bad characters keeps random input linear and readable.
    let p = start;
    while (p < this.n) {
      const c = this.text.charCodeAt(p);
      if (c < 128 && (SINGLE_OPS.has(this.text[p]) || isIdentPart(c) || isBlank(c) || c === CH.nl || c === CH.quote || c === CH.dquote || c === CH.percent || c === CH.hash)) break;
      p++;
    }
    const shown = this.text.slice(start, Math.min(p, start + 10));
    const cp = this.text.codePointAt(start) ?? 0;
    const desc = cp < 32 || cp === 0xfffd ? `U+${cp.toString(16).toUpperCase().padStart(4, '0')}` : `'${shown}'`;
    this.error('invalid-character', `Invalid character ${desc} in MATLAB code.`, start, p);
    this.pos = p;
    this.spaceBefore = true;
  }
}
