// The formatted text, line by line, from the lexer's tokens and the original text: each line
// is its indentation (from the block structure) followed by its tokens and comments as written,
// with the gaps between them respaced by `Spacing`. Lines inside block comments and the later
// lines of multi-line strings are copied as they are; so is any line holding something this
// module does not recognise (the safety net would catch a mistake, this avoids making one).
import { lex, visitNodes, type SourceFile, type Token } from '../syntax/index.js';
import { BlockTracker, type FunctionInfo } from './blocks.js';
import { tokenFacts } from './facts.js';
import { allBlank, blankWidth, splitLines, trimBlanksEnd, type Line } from './lines.js';
import type { FormatOptions } from './options.js';
import { Spacing } from './spacing.js';

/** A run of blank lines longer than this is shortened to it. */
export const MAX_BLANK_LINES = 2;

/** A piece of a line: a token (`tok` its index), a line comment, or a `...` continuation. */
interface Piece {
  start: number;
  end: number;
  tok?: number;
  comment?: boolean;
}

export function layout(text: string, ast: SourceFile, opts: FormatOptions): string {
  // The parser reads a lone CR as a line end (one character for one): so does the lexer here.
  const lexText = text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
  const tokens = lex(lexText, ast.dialect).tokens;
  const lines = splitLines(text);
  const { pieces, verbatim } = piecesByLine(tokens, ast, lines.length);
  const spacing = new Spacing(tokens, tokenFacts(tokens));
  const tracker = new BlockTracker(functionInfo(ast), opts.functionIndent);

  const out: string[] = [];
  if (text.charCodeAt(0) === 0xfeff) out.push('\ufeff');
  let fed = 0;
  let blankRun = 0;
  // The first line of the current statement: its indentation as written and as formatted.
  let anchorWritten = 0;
  let anchorNew = 0;
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l];
    while (fed < tokens.length && tokens[fed].start < line.start) tracker.feed(tokens[fed++]);
    const original = text.slice(line.start, line.end);
    if (verbatim[l] === 1) {
      out.push(original, line.eol);
      blankRun = 0;
      continue;
    }
    const parts = withContinuations(text, line, pieces[l]);
    if (parts === undefined) {
      out.push(original, line.eol);
      blankRun = 0;
      continue;
    }
    if (parts.length === 0) {
      if (++blankRun > MAX_BLANK_LINES && line.eol !== '') continue;
      out.push('', line.eol);
      continue;
    }
    blankRun = 0;
    const first = parts[0];
    const firstTok = first.tok !== undefined ? tokens[first.tok] : undefined;
    const written = blankWidth(text.slice(line.start, first.start));
    const last = tracker.last;
    let cols: number;
    if (last !== undefined && !(last.kind === 'nl' && last.depth === 0)) {
      // A continued statement (`...`, a matrix row, Octave's open parenthesis): the line keeps
      // its indentation relative to the statement's first line, and is at least one level in
      // (a line opening with a closing bracket may stay at the statement's level).
      const closer = firstTok !== undefined && firstTok.kind === 'op' && (firstTok.value === ']' || firstTok.value === '}' || firstTok.value === ')');
      cols = Math.max(written + anchorNew - anchorWritten, anchorNew + (closer ? 0 : opts.indent));
    } else {
      cols = tracker.lineLevel(firstTok) * opts.indent;
      anchorWritten = written;
      anchorNew = cols;
    }
    out.push(' '.repeat(cols), render(text, line, parts, opts.operatorSpaces ? spacing : undefined), line.eol);
  }
  return out.join('');
}

/** The line's pieces with their gaps respaced; the last piece may run past the line's end
 *  (a multi-line string): only this line's part of it is written here. */
function render(text: string, line: Line, parts: Piece[], spacing: Spacing | undefined): string {
  let s = '';
  for (let k = 0; k < parts.length; k++) {
    const p = parts[k];
    if (k > 0) {
      const q = parts[k - 1];
      const gap = text.slice(q.end, p.start);
      const how = spacing !== undefined && q.tok !== undefined && p.tok !== undefined ? spacing.between(q.tok, p.tok) : 'keep';
      s += how === 'keep' ? gap : how === 'none' ? '' : ' ';
    }
    const body = text.slice(p.start, Math.min(p.end, line.end));
    // Trailing blanks go, also at the end of a comment.
    s += p.comment === true ? trimBlanksEnd(body) : body;
  }
  return s;
}

/** Tokens (synthetic commas and line ends aside) and line comments by line, and the lines to
 *  copy as written: block comments, and the lines a multi-line string runs on to. */
function piecesByLine(tokens: readonly Token[], ast: SourceFile, n: number): { pieces: Piece[][]; verbatim: Uint8Array } {
  const pieces: Piece[][] = Array.from({ length: n }, () => []);
  const verbatim = new Uint8Array(n);
  const mark = (from: number, to: number): void => {
    for (let l = Math.max(0, from); l <= to && l < n; l++) verbatim[l] = 1;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind === 'nl' || t.kind === 'eof' || t.synthetic === true) continue;
    const l = t.line - 1;
    if (l >= 0 && l < n) pieces[l].push({ start: t.start, end: t.end, tok: i });
    if (t.endLine !== undefined && t.endLine > t.line) mark(t.line, t.endLine - 1);
  }
  const sortLines = new Set<number>();
  for (const c of ast.comments) {
    if (c.style === 'block') mark(c.span.line - 1, c.span.endLine - 1);
    else if (c.span.line - 1 < n) {
      pieces[c.span.line - 1].push({ start: c.span.offset, end: c.span.endOffset, comment: true });
      sortLines.add(c.span.line - 1);
    }
  }
  for (const l of sortLines) pieces[l].sort((a, b) => a.start - b.start);
  return { pieces, verbatim };
}

/**
 * The line's pieces with its `...` continuation (if any) as a piece of its own, or undefined
 * when something between the pieces is neither blank nor a continuation: such a line is
 * copied as written.
 */
function withContinuations(text: string, line: Line, pieces: readonly Piece[]): Piece[] | undefined {
  const res: Piece[] = [];
  const gap = (from: number, to: number): boolean => {
    const g = text.slice(from, to);
    const k = g.indexOf('...');
    if (k < 0) return allBlank(g);
    res.push({ start: from + k, end: from + k + 3 });
    // After `...` only blanks (a comment there is a piece of its own).
    return allBlank(g.slice(0, k)) && allBlank(g.slice(k + 3));
  };
  let pos = line.start;
  for (const p of pieces) {
    if (p.start < pos || !gap(pos, p.start)) return undefined;
    res.push(p);
    pos = p.end;
  }
  if (pos < line.end && !gap(pos, line.end)) return undefined;
  return res;
}

/** Whether each `function` keyword (by offset) starts a function the parser saw closed. */
function functionInfo(ast: SourceFile): Map<number, FunctionInfo> {
  const map = new Map<number, FunctionInfo>();
  visitNodes(ast.body, (node) => {
    if (node.type !== 'Function') return;
    const f = node as Extract<SourceFile['body'][number], { type: 'Function' }>;
    if (!f.signatureOnly) map.set(f.span.offset, { implicit: f.closedBy === 'implicit' });
  });
  return map;
}
