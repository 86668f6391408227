// The entry point of the syntax layer: text in, `{ ast, diagnostics }` out, for any input.
import { pushAll } from './depth.js';
import { matlabStructure } from './structure.js';
import { fileStart, type Dialect, type FileKind, type SourceFile, type Stmt } from './ast.js';
import { tokenSpan } from './cursor.js';
import { DefinitionParser } from './definitions.js';
import type { Diagnostic } from './diagnostics.js';
import { lex, MAX_TOKENS, type LexResult } from './lexer.js';
import { BLOCK_CLOSERS, BLOCK_OPENERS, type Token } from './token.js';

export interface ParseOptions {
  /** `auto` (the default) reads MATLAB unless the file uses Octave-only syntax. */
  dialect?: Dialect | 'auto';
}

export interface ParseResult {
  ast: SourceFile;
  diagnostics: Diagnostic[];
}

export function parse(source: string, options: ParseOptions = {}): ParseResult {
  const requested = options.dialect ?? 'auto';
  // Classic Mac files end lines with a lone CR. Read it as LF: one character for one, so every
  // offset still points into the original text.
  const text = source.includes('\r') ? source.replace(/\r(?!\n)/g, '\n') : source;
  try {
    let dialect: Dialect = requested === 'octave' ? 'octave' : 'matlab';
    let lexed = lex(text, dialect, requested === 'auto');
    if (requested === 'auto' && lexed.octaveHints.length > 0) {
      dialect = 'octave';
      lexed = lex(text, dialect);
    }
    if (lexed.tooLarge) return tooLarge(text);
    const extra: Diagnostic[] = [];
    if (requested === 'matlab') {
      for (const h of lexed.octaveHints) {
        extra.push({ severity: 'error', code: 'octave-syntax', message: `${h.what} is Octave syntax, not MATLAB (use --dialect octave).`, span: h.span });
      }
    }
    const result = build(text, lexed, dialect, extra);
    if (requested === 'matlab') {
      result.diagnostics.push(...matlabStructure(result.ast.body, result.ast.fileKind));
      result.diagnostics.sort((a, b) => a.span.offset - b.span.offset);
    }
    return result;
  } catch (e) {
    // A bug must not take the caller down: report it as a diagnostic on an empty tree.
    const message = e instanceof Error ? e.message : String(e);
    return emptyResult('internal-error', `mtame could not parse this file: ${message}`);
  }
}

function emptyResult(code: string, message: string): ParseResult {
  const span = fileStart();
  return {
    ast: { type: 'File', fileKind: 'script', dialect: 'matlab', body: [], comments: [], span },
    diagnostics: [{ severity: 'error', code, message, span }],
  };
}

function tooLarge(text: string): ParseResult {
  const mb = (text.length / 1e6).toFixed(1);
  return emptyResult('file-too-large', `This file is too large to analyse (${mb} MB, more than ${MAX_TOKENS.toLocaleString('en')} tokens); it was skipped.`);
}

function build(text: string, lexed: LexResult, dialect: Dialect, extra: Diagnostic[]): ParseResult {
  const parser = new FileParser(lexed, dialect);
  const body = parser.file();
  const last = lexed.tokens[lexed.tokens.length - 1];
  const span = { offset: 0, endOffset: text.length, line: 1, column: 1, endLine: last.line, endColumn: tokenSpan(last).endColumn };
  const ast: SourceFile = { type: 'File', fileKind: fileKind(body), dialect, body, comments: lexed.comments, span };
  const diagnostics = [...lexed.diagnostics, ...extra, ...withoutCascades(parser.diagnostics, lexed.diagnostics)]
    .sort((a, b) => a.span.offset - b.span.offset);
  return { ast, diagnostics };
}

/** An invalid character (`x = 1 $ 2`) already explains the syntax errors after it on its line. */
function withoutCascades(parsed: Diagnostic[], lexical: Diagnostic[]): Diagnostic[] {
  const firstBad = new Map<number, number>();
  for (const d of lexical) {
    if (d.code === 'invalid-character' && !firstBad.has(d.span.line)) firstBad.set(d.span.line, d.span.offset);
  }
  if (firstBad.size === 0) return parsed;
  return parsed.filter((d) => !(d.span.offset >= (firstBad.get(d.span.line) ?? Infinity)));
}

function fileKind(body: Stmt[]): FileKind {
  const first = body.find((s) => s.type !== 'Comments');
  if (!first) return 'script';
  if (first.type === 'ClassDef') return 'classdef';
  return first.type === 'Function' ? 'function' : 'script';
}

/**
 * Are the functions of this file closed by `end`? MATLAB requires all or none, and a classdef
 * file always closes them. Counting block keywords decides it before parsing: if there are
 * more closers than non-function blocks, the functions take the rest.
 */
export function functionsAreEnded(tokens: Token[]): boolean {
  let openers = 0;
  let closers = 0;
  for (const t of tokens) {
    if (t.kind !== 'kw') continue;
    if (t.value === 'classdef' || t.value === 'endfunction') return true;
    if (BLOCK_OPENERS.has(t.value) || t.value === 'properties' || t.value === 'methods' || t.value === 'events' || t.value === 'enumeration' || t.value === 'arguments') openers++;
    else if (BLOCK_CLOSERS.has(t.value)) closers++;
  }
  return closers > openers;
}

class FileParser extends DefinitionParser {
  constructor(lexed: LexResult, dialect: Dialect) {
    super(lexed.tokens, lexed.comments);
    this.octaveEscapes = dialect === 'octave';
    this.endedFunctions = functionsAreEnded(lexed.tokens);
  }

  file(): Stmt[] {
    const body: Stmt[] = [];
    for (;;) {
      pushAll(body, this.block(new Set(BLOCK_CLOSERS)));
      if (this.tok.kind === 'eof') return body;
      const t = this.next();
      this.report('unexpected-end', `'${t.value}' does not close anything here: there is no open block for it.`, tokenSpan(t));
    }
  }
}
