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
import { CH, isBlank, isDigit, isIdentPart, isIdentStart } from './chars.js';
import { blockComment, lineComment } from './comments.js';
import { operatorAt, type OperatorContext } from './operators.js';
import { scanBlockComment, scanInvalid, scanNumber, scanString } from './scanners.js';
import { isCommandStart, scanCommandArg } from './command.js';
import { KnownVariables } from './known-variables.js';
import { Sections } from './sections.js';
import type { Diagnostic } from './diagnostics.js';
import {
  ASSIGN_OPERATORS, BLOCK_CLOSERS, isOperandToken, MATLAB_KEYWORDS, OCTAVE_ONLY_KEYWORDS, type Token, type TokenKind,
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

/** What a character starts, for the lexer's dispatch (START_CLASS, on ASCII codes). */
const START_OTHER = 0;
const START_BLANK = 1;
const START_NL = 2;
const START_COMMENT = 3;
const START_DOT = 4;
const START_DIGIT = 5;
const START_NAME = 6;
const START_QUOTE = 7;
const START_DQUOTE = 8;
const START_BANG = 9;
const START_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  START_CLASS[c] = isBlank(c) ? START_BLANK : c === CH.nl ? START_NL : c === CH.percent || c === CH.hash ? START_COMMENT : c === CH.dot ? START_DOT
    : isDigit(c) ? START_DIGIT : isIdentStart(c) ? START_NAME : c === CH.quote ? START_QUOTE : c === CH.dquote ? START_DQUOTE : c === CH.bang ? START_BANG : START_OTHER;
}

/** Every word that may be a keyword (all have two letters or more). */
const ALL_KEYWORDS: ReadonlySet<string> = new Set([...MATLAB_KEYWORDS, ...OCTAVE_ONLY_KEYWORDS]);
/** 1 for the first letters of the keywords: a name starting otherwise needs no lookup. */
const KEYWORD_INITIALS = new Uint8Array(128);
for (const k of ALL_KEYWORDS) KEYWORD_INITIALS[k.charCodeAt(0)] = 1;

const OCTAVE_OPS = new Set(['!', '!=', '**', '.**', '.+', '.-', '++', '--', ...ASSIGN_OPERATORS]);

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

class Lexer implements OperatorContext {
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
  private readonly sections = new Sections();
  private readonly vars = new KnownVariables();
  private functionHeader = false;
  /** Inside the header of `if`, `elseif`, `while` or `for`, on its line. */
  private inHeader = false;
  /** Octave: `elseif` or `case` was the last token but separators; its condition, which may
   *  follow them (`case, "x"`, or on the next line), does not start a statement. */
  private conditionAhead = false;

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
    if (isOperandToken(p)) return true;
    switch (p.kind) {
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
    // Every token has every field, in one order: one hidden class for the parser's reads.
    const t: Token = {
      kind,
      value,
      start,
      end,
      line: this.line,
      col: start - this.lineStart + 1,
      spaceBefore: this.spaceBefore,
      depth: this.stack.length,
      synthetic: undefined,
      text: undefined,
      command: undefined,
      endLine: undefined,
      endCol: undefined,
    };
    if (extra) Object.assign(t, extra);
    if (this.stmtStart && kind !== 'nl') this.sections.statementToken(kind === 'kw' && value === 'arguments');
    if (this.tokens.push(t) > MAX_TOKENS && kind !== 'eof') throw new TooLarge();
    if (this.conditionAhead && kind !== 'nl' && !(kind === 'op' && (value === ',' || value === ';'))) this.conditionAhead = false;
    this.spaceBefore = false;
    if (kind !== 'nl') this.stmtStart = false;
    if (!(kind === 'op' && value === ')')) this.closedAnon = false;
    return t;
  }

  /** In a matrix, a value that follows a value after blanks starts a new element. */
  /** `name`: a name or number starts here. MATLAB takes one written right after a quoted text
   *  as the next element (`['Iteration: 'num2str(k)]`, Isomap's progress lines); Octave rejects it. */
  private separateElement(startsValue: boolean, name = false): void {
    const afterText = name && !this.spaceBefore && !this.octave && this.lastIsText();
    if (startsValue && (this.spaceBefore || afterText) && this.inMatrix() && this.prevEndsValue()) {
      this.push('op', ',', this.pos, this.pos, { synthetic: true });
      this.spaceBefore = true;
    }
  }

  private lastIsText(): boolean {
    const p = this.last();
    return p !== undefined && (p.kind === 'str' || p.kind === 'dqstr');
  }

  private newLine(at: number): void {
    this.line++;
    this.lineStart = at + 1;
  }

  // -------------------------------------------------------------------- steps

  private step(): void {
    const c = this.text.charCodeAt(this.pos);
    // One table lookup instead of a chain of tests (ASCII; NBSP is the only other blank).
    switch (c < 128 ? START_CLASS[c] : c === 0xa0 ? START_BLANK : START_OTHER) {
      case START_BLANK: {
        let p = this.pos + 1;
        while (p < this.n && isBlank(this.text.charCodeAt(p))) p++;
        this.pos = p;
        this.spaceBefore = true;
        return;
      }
      case START_NAME:
        return this.word();
      case START_NL:
        return this.newlineToken();
      case START_COMMENT:
        return this.lineCommentToEol(c === CH.hash ? '#' : '%');
      case START_DIGIT:
        return this.number();
      case START_DOT:
        if (this.code(this.pos + 1) === CH.dot && this.code(this.pos + 2) === CH.dot) return this.continuation();
        if (isDigit(this.code(this.pos + 1))) return this.number();
        return this.operator(c);
      case START_QUOTE:
        return this.quote();
      case START_DQUOTE:
        return this.string(CH.dquote);
      case START_BANG:
        if (this.stmtStart && !this.octave && this.stack.length === 0) return this.shellEscape();
        return this.operator(c);
      default:
        return this.operator(c);
    }
  }

  /** MATLAB's `!dir /b` at the start of a statement runs the rest of the line in a shell. */
  private shellEscape(): void {
    const start = this.pos;
    let end = this.text.indexOf('\n', start);
    if (end < 0) end = this.n;
    let textEnd = end;
    if (this.code(textEnd - 1) === CH.cr) textEnd--;
    this.push('shell', this.text.slice(start + 1, textEnd), start, textEnd);
    this.pos = textEnd;
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
    const prev = this.last();
    if (prev !== undefined && prev.kind === 'nl') {
      // Blank and comment-only lines: one `nl` token stands for a run of line ends (the parser
      // reads a run of them as one), with the state a second token would have left.
      this.spaceBefore = false;
      this.closedAnon = false;
    } else {
      this.push('nl', '\n', at, at + 1);
    }
    this.pos++;
    this.newLine(at);
    if (this.stack.length === 0) this.beginStatement();
    this.blockCommentAtLineStart();
  }

  private beginStatement(): void {
    if (this.conditionAhead) return;
    this.stmtStart = true;
    this.vars.statementStart();
    this.functionHeader = false;
    this.inHeader = false;
    this.sections.statementStart();
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

  /** `%{` or `#{` alone on a line opens a block comment (see scanBlockComment). */
  private blockCommentAtLineStart(): void {
    // Most lines open no block comment: their first non-blank is not `%{` or `#{`. The blanks
    // skipped here are the ones step() would skip next, with the same effect.
    let p = this.pos;
    while (p < this.n && isBlank(this.text.charCodeAt(p))) p++;
    const m = this.code(p);
    if ((m !== CH.percent && m !== CH.hash) || this.code(p + 1) !== CH.lbrace) {
      if (p > this.pos) {
        this.pos = p;
        this.spaceBefore = true;
      }
      return;
    }
    const b = scanBlockComment(this.text, this.pos);
    if (!b) return;
    if (b.marker === '#') this.hint("'#{' block comment", b.start, b.start + 2);
    const startLine = this.line;
    const startCol = b.start - this.lineStart + 1;
    const opening = { offset: b.start, endOffset: b.start + 2, line: startLine, column: startCol, endLine: startLine, endColumn: startCol + 2 };
    for (const at of b.newlines) this.newLine(at);
    this.comments.push(blockComment(b.marker, b.text, {
      offset: b.start, endOffset: b.end, line: startLine, column: startCol, endLine: this.line, endColumn: b.end - this.lineStart + 1,
    }));
    // MATLAB reads the rest of the file as comment, and Octave warns and does the same: the code
    // runs, only what follows is gone (the missing 'end's that usually follow are errors).
    if (!b.closed) this.diagnostics.push({ severity: 'warning', code: 'unterminated-block-comment', message: "Block comment is not closed: a line holding only '%}' is missing, so the rest of the file is comment.", span: opening });
    this.pos = b.resume;
  }

  private number(): void {
    const start = this.pos;
    const scan = scanNumber(this.text, start);
    if (scan.separatorAt >= 0) this.hint("'_' digit separator", scan.separatorAt, scan.separatorAt + 1);
    const text = this.text.slice(start, scan.end);
    this.separateElement(true, true);
    this.push('num', text, start, scan.end);
    if (scan.bad) this.error('invalid-number', `Invalid number '${text}': digits are missing.`, start, scan.end);
    this.pos = scan.end;
  }

  private word(): void {
    const start = this.pos;
    let p = start + 1;
    while (p < this.n && isIdentPart(this.text.charCodeAt(p))) p++;
    const name = this.text.slice(start, p);
    const prev = this.last();
    const afterDotOrAt = prev !== undefined && prev.kind === 'op' && (prev.value === '.' || prev.value === '@' || prev.value === '?') && !this.spaceBefore;
    if (!afterDotOrAt && p - start > 1 && KEYWORD_INITIALS[this.text.charCodeAt(start)] === 1 && ALL_KEYWORDS.has(name)) {
      if (this.keyword(name, start, p)) return;
    }
    if (!afterDotOrAt && this.stmtStart && this.sectionKeyword(name, start, p)) return;
    this.separateElement(true, true);
    if (this.headerEndsBefore(afterDotOrAt)) this.beginStatement();
    const atStmtStart = this.stmtStart && !afterDotOrAt;
    if (atStmtStart && !this.sections.declarations) {
      const cmd = isCommandStart(this.text, p, this.octave);
      // 'octave-assign' (`x += 1`) is not a command; the operator itself reports Octave syntax.
      if (cmd === 'command' && !this.vars.has(name)) {
        this.push('id', name, start, p, { command: true });
        this.pos = p;
        this.commandArgs();
        return;
      }
    }
    const t = this.top();
    this.vars.identifier(name, atStmtStart, t !== undefined && t.lhs && this.stack.length === 1, afterDotOrAt);
    this.push('id', name, start, p);
    this.pos = p;
  }

  /** `if (x > 1) hold on`: in the header of `if`, `elseif`, `while` or `for`, a name after a blank
   *  that follows a complete value cannot continue the condition; it starts the body. */
  private headerEndsBefore(afterDotOrAt: boolean): boolean {
    if (!this.inHeader || afterDotOrAt || !this.spaceBefore || this.stack.length > 0 || !this.prevEndsValue()) return false;
    this.inHeader = false;
    return true;
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

  /** The last token is `function` or the `=` after the outputs: a function's name comes next. */
  private atFunctionName(): boolean {
    const last = this.tokens[this.tokens.length - 1];
    return last !== undefined && ((last.kind === 'kw' && last.value === 'function') || (last.kind === 'op' && last.value === '='));
  }

  /** Returns false when the word is not a keyword here after all. */
  private keyword(name: string, start: number, end: number): boolean {
    const octaveOnly = OCTAVE_ONLY_KEYWORDS.has(name);
    if (octaveOnly && !this.octave) {
      // In MATLAB these are ordinary names; at the start of a statement they betray Octave,
      // unless they are assigned to (`do = true` is a MATLAB variable) or were before. Inside
      // brackets they prove nothing: Octave cannot have them there either. Nor does a call with
      // the parenthesis attached (vlfeat's `do('thresholdmethod', 'mean')` of its nested
      // `function do(varargin)`): Octave's `do` starts a body, never with a parenthesis.
      if (this.stmtStart && !this.assignmentAt(end) && !this.vars.has(name) && this.code(end) !== CH.lparen) this.hint(`'${name}' keyword`, start, end);
      return false;
    }
    // `function r = end(obj, k, n)` overloads `end`: in the name's place it is a name; after the
    // parameters it closes an empty body (`function a() end`).
    if (name === 'end' && this.functionHeader && this.atFunctionName()) return false;
    // So in a methods block's signature line (`e = end(obj, k, n)`, the body in @Cls/end.m):
    // nowhere else may `end` follow `=` and come before `(`.
    if (name === 'end' && this.stack.length === 0 && this.code(end) === CH.lparen && this.atFunctionName()) return false;
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
        this.vars.functionLine();
        this.functionHeader = true;
        break;
      case 'global':
      case 'persistent':
        this.vars.declarationLine();
        break;
      case 'for':
      case 'parfor':
        this.vars.forLoop();
        this.inHeader = true;
        break;
      case 'if':
      case 'while':
        this.inHeader = true;
        break;
      case 'elseif':
        this.inHeader = true;
        this.conditionAhead = this.octave;
        break;
      case 'case':
        this.conditionAhead = this.octave;
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
        if (BLOCK_CLOSERS.has(name)) this.beginStatement();
    }
    this.sections.keyword(name);
    return true;
  }

  /** `properties`, `methods`, `events`, `enumeration` (in a classdef) and `arguments` open a
   *  block when they start a statement and are followed by the end of the line or `(attrs)`. */
  private sectionKeyword(name: string, start: number, end: number): boolean {
    if (this.stack.length > 0) return false;
    if (!this.sections.opensHere(name)) return false;
    const q = this.skipBlanks(end);
    const c = this.code(q);
    const opensBlock = c === -1 || c === CH.nl || c === CH.percent || c === CH.hash || c === CH.lparen || c === CH.semi || c === CH.comma;
    // `enumeration A, B, C` on one line: its members follow the keyword at once.
    const membersFollow = name === 'enumeration' && q > end && isIdentStart(c);
    // `methods function obj = f()` on one line (IRIS-Toolbox): the method follows at once.
    const methodFollows = name === 'methods' && q > end && this.text.startsWith('function', q) && !isIdentPart(this.code(q + 8));
    if (!opensBlock && !membersFollow && !methodFollows) return false;
    this.push('kw', name, start, end);
    this.pos = end;
    this.sections.opened(name);
    if (membersFollow) this.sections.statementStart();
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
      const arg = scanCommandArg(this.text, p, this.octave);
      this.push('cmd', arg.value, p, arg.end, { text: this.text.slice(p, arg.end) });
      if (arg.unterminated) this.error('unterminated-string', 'A quoted command argument is not terminated.', p, arg.end);
      this.pos = arg.end;
    }
  }

  private quote(): void {
    const start = this.pos;
    if (this.prevEndsValue() && !(this.spaceBefore && this.inMatrix())) {
      // MATLAB reads a quote after a blank as a text's start everywhere (`if m ~= n 'not
      // square', break, end`: bnt's scc), Octave outside brackets as a transpose (`b = a '`).
      // A text not closed on its line is the Octave reading's sign.
      if (this.spaceBefore && !this.octave) {
        const scan = scanString(this.text, start, false);
        if (scan.closed && scan.newlines.length === 0) return this.string(CH.quote);
        this.hint('a transpose after a blank', start, start + 1);
      }
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
    const startLine = this.line;
    const startCol = start - this.lineStart + 1;
    const scan = scanString(this.text, start, q === CH.dquote && this.octave);
    for (const at of scan.newlines) this.newLine(at);
    const kind = q === CH.quote ? 'str' : 'dqstr';
    const extra = scan.newlines.length > 0 ? { line: startLine, col: startCol, endLine: this.line, endCol: scan.end - this.lineStart + 1 } : undefined;
    this.push(kind, this.text.slice(start, scan.end), start, scan.end, extra);
    if (!scan.closed) {
      // Reported at the opening quote, which may be lines above after backslash continuations.
      const message = q === CH.quote ? 'Character vector is not terminated properly.' : 'String is not terminated properly.';
      this.error('unterminated-string', message, start, start + 1,
        { offset: start, endOffset: start + 1, line: startLine, column: startCol, endLine: startLine, endColumn: startCol + 1 });
    }
    this.pos = scan.end;
  }

  private operator(c: number): void {
    const start = this.pos;
    // The lexer is the operator's context itself: no closures allocated per operator.
    const op = operatorAt(this.text, start, this);
    if (op === undefined) return this.invalidChar(start);
    if (op.length > 1 || c === CH.bang) {
      if (OCTAVE_OPS.has(op)) this.hint(`'${op}' operator`, start, start + op.length);
    }
    this.pos = start + op.length;
    this.emitOperator(op, start);
  }

  /** Octave's `+=` family only where an assignment can be: after the target, at depth 0. */
  assignmentAllowed(): boolean {
    return this.stack.length === 0 && this.vars.hasTarget;
  }

  /** The previous token ends a value (OperatorContext). */
  afterValue(): boolean {
    return this.prevEndsValue();
  }

  /** Octave's `x++` / `++x`: the operator hugs a name and no operand follows it. */
  incDecHere(start: number): boolean {
    if (this.stmtStart) return this.octave && this.stack.length === 0 && isIdentStart(this.code(start + 2));
    // Octave's prefix `++x` inside an expression (`c{++n} = v`, `while (++k < n)`): it hugs a
    // name where no value ends before it; not in a matrix or cell literal (`[a ++b]`).
    if (this.octave && !this.prevEndsValue() && !this.inMatrix() && isIdentStart(this.code(start + 2))) return true;
    const prev = this.last();
    if (!prev || !(prev.kind === 'id' || (prev.kind === 'op' && (prev.value === ')' || prev.value === '}')))) return false;
    // Octave also takes `x(i, j) ++;`: after a blank, only where the statement ends next.
    if (this.spaceBefore) return this.octave && this.stack.length === 0 && this.statementEndsAt(this.skipBlanks(start + 2));
    const c = this.code(start + 2);
    return !(isIdentPart(c) || c === CH.lparen || c === CH.lbracket || c === CH.lbrace || c === CH.quote || c === CH.dquote
      || c === CH.at || c === CH.dot || c === CH.tilde || c === CH.bang || c === CH.plus || c === CH.minus);
  }

  /** A separator, a comment or the end of the line is at `p` (not `...`: an operand may follow). */
  private statementEndsAt(p: number): boolean {
    const c = this.code(p);
    return c === -1 || c === CH.nl || c === CH.cr || c === CH.semi || c === CH.comma || c === CH.percent || c === CH.hash;
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
          // Popping is cheaper than setting the length (a runtime call in V8).
          while (this.stack.length > at) this.stack.pop();
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
          this.vars.assignment();
        }
        break;
    }
    this.push('op', op, start, end);
    if ((op === ';' || op === ',') && this.stack.length === 0) this.beginStatement();
  }

  private invalidChar(start: number): void {
    const { end, description } = scanInvalid(this.text, start);
    this.error('invalid-character', `Invalid character ${description} in MATLAB code.`, start, end);
    this.pos = end;
    this.spaceBefore = true;
  }
}
