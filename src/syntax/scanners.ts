// Pure scanners for the lexer's self-contained pieces: numbers and block comments.
// They read text from a position and say where the piece ends; the lexer makes tokens of it.
import { CH, isBlank, isDigit, isHexDigit, isIdentPart } from './chars.js';
import { SINGLE_OPS } from './operators.js';

export interface NumberScan {
  end: number;
  /** `0x` with no digits after it. */
  bad: boolean;
  /** Offset of the first `_` digit separator (Octave-only), or -1. */
  separatorAt: number;
}

const INT_SUFFIX = /^(u8|u16|u32|u64|s8|s16|s32|s64)/;

/** A number at `start`: `12`, `1.5e-3`, `.5`, `3i`, `0x1Fu8`, `0b101s16`, Octave's `10_000`. */
export function scanNumber(text: string, start: number): NumberScan {
  const code = (at: number): number => (at < text.length ? text.charCodeAt(at) : -1);
  let separatorAt = -1;
  const digits = (from: number, isDigitHere: (c: number) => boolean): number => {
    let p = from;
    for (;;) {
      const c = code(p);
      if (isDigitHere(c)) p++;
      else if (c === CH.underscore && p > from && isDigitHere(code(p - 1)) && isDigitHere(code(p + 1))) {
        if (separatorAt < 0) separatorAt = p;
        p++;
      } else return p;
    }
  };
  const c1 = code(start + 1);
  if (code(start) === CH.zero && (c1 === 120 || c1 === 88 || c1 === 98 || c1 === 66)) {
    const hex = c1 === 120 || c1 === 88;
    const from = start + 2;
    let p = digits(from, hex ? isHexDigit : (c) => c === 48 || c === 49);
    const bad = p === from;
    const suffix = INT_SUFFIX.exec(text.slice(p, p + 3));
    if (suffix) p += suffix[0].length;
    return { end: p, bad, separatorAt };
  }
  let p = digits(start, isDigit);
  // `1../x` is `1.` then `./` (two dots, not three: `1...` is a continuation).
  if (code(p) === CH.dot && (code(p + 1) === CH.dot ? code(p + 2) !== CH.dot : !dotIsOperator(code(p + 1)))) p = digits(p + 1, isDigit);
  const e = code(p);
  if (e === 101 || e === 69 || e === 100 || e === 68) {
    let q = p + 1;
    if (code(q) === CH.plus || code(q) === CH.minus) q++;
    if (isDigit(code(q))) p = digits(q, isDigit);
  }
  const im = code(p);
  if ((im === 105 || im === 106 || im === 73 || im === 74) && !isIdentPart(code(p + 1))) p++;
  return { end: p, bad: false, separatorAt };
}

/** In `1.*2` or `1.'` the dot belongs to the operator, and `1...` is a continuation. */
function dotIsOperator(next: number): boolean {
  return next === CH.star || next === CH.slash || next === CH.backslash || next === CH.caret || next === CH.quote || next === CH.dot;
}

export interface BlockCommentScan {
  marker: '%' | '#';
  /** Offset of the opening `%{`. */
  start: number;
  /** Just past the closing `}`, or the end of the text when unclosed. */
  end: number;
  /** Where the scan stops: the line break after the closing line (or the end of the text). */
  resume: number;
  /** The lines between the markers (inner markers of nested comments included). */
  text: string;
  closed: boolean;
  /** Offsets of the line breaks the comment spans. */
  newlines: number[];
}

/** A block comment starting on the line at `lineBegin`: `%{` (or `#{`) alone on its line, up to
 *  the matching `%}` alone on a line; they nest. Undefined when the line does not open one. */
export function scanBlockComment(text: string, lineBegin: number): BlockCommentScan | undefined {
  const n = text.length;
  let p = lineBegin;
  while (p < n && isBlank(text.charCodeAt(p))) p++;
  const m = text.charCodeAt(p);
  if ((m !== CH.percent && m !== CH.hash) || text.charCodeAt(p + 1) !== CH.lbrace || !restOfLineBlank(text, p + 2)) return undefined;
  const marker = m === CH.hash ? '#' : '%';
  const start = p;
  const inner: string[] = [];
  const newlines: number[] = [];
  let depth = 0;
  let begin = lineBegin;
  for (;;) {
    let lineEnd = text.indexOf('\n', begin);
    if (lineEnd < 0) lineEnd = n;
    const content = text.slice(begin, lineEnd).trim();
    if (content === '%{' || content === '#{') depth++;
    else if (content === '%}' || content === '#}') depth--;
    // (At the end of the text, the empty "line" after a final newline is no line.)
    if (depth > 0 && begin !== lineBegin && begin < n) inner.push(text.slice(begin, lineEnd).replace(/\r$/, ''));
    if (depth === 0) {
      return { marker, start, end: text.indexOf('}', begin) + 1, resume: lineEnd, text: inner.join('\n'), closed: true, newlines };
    }
    if (lineEnd >= n) return { marker, start, end: n, resume: n, text: inner.join('\n'), closed: false, newlines };
    newlines.push(lineEnd);
    begin = lineEnd + 1;
  }
}

function restOfLineBlank(text: string, p: number): boolean {
  for (; p < text.length; p++) {
    const c = text.charCodeAt(p);
    if (c === CH.nl) return true;
    if (!isBlank(c)) return false;
  }
  return true;
}

export interface StringScan {
  /** Just past the closing quote; for an unterminated literal, the end of its line (before CR). */
  end: number;
  closed: boolean;
  /** Line breaks inside the literal (Octave's backslash continuation). */
  newlines: number[];
}

/** A `'...'` or `"..."` literal at `start`; a doubled quote stands for itself, and with
 *  `escapes` (Octave's double quotes) a backslash escapes the next character, a line break
 *  (LF or CRLF) too. */
export function scanString(text: string, start: number, escapes: boolean): StringScan {
  const n = text.length;
  const q = text.charCodeAt(start);
  const newlines: number[] = [];
  let p = start + 1;
  while (p < n) {
    const c = text.charCodeAt(p);
    if (c === CH.nl) break;
    if (escapes && c === CH.backslash) {
      // A backslash at the end of a line (CRLF included) continues the literal on the next.
      const crlf = text.charCodeAt(p + 1) === CH.cr && text.charCodeAt(p + 2) === CH.nl;
      if (crlf) newlines.push(p + 2);
      else if (text.charCodeAt(p + 1) === CH.nl) newlines.push(p + 1);
      p += crlf ? 3 : 2;
    } else if (c === q) {
      if (text.charCodeAt(p + 1) !== q) return { end: p + 1, closed: true, newlines };
      p += 2;
    } else p++;
  }
  let end = Math.min(p, n);
  if (end > start && text.charCodeAt(end - 1) === CH.cr) end--;
  return { end, closed: false, newlines };
}

/** A run of characters that cannot appear in MATLAB code, from `start`: one diagnostic for the
 *  run keeps random input linear and readable. `description` names the first one. */
export function scanInvalid(text: string, start: number): { end: number; description: string } {
  let p = start;
  while (p < text.length) {
    const c = text.charCodeAt(p);
    if (c < 128 && (SINGLE_OPS.has(text[p]) || isIdentPart(c) || isBlank(c) || c === CH.nl || c === CH.quote || c === CH.dquote || c === CH.percent || c === CH.hash)) break;
    p++;
  }
  const cp = text.codePointAt(start) ?? 0;
  const description = cp < 32 || cp === 0xfffd ? `U+${cp.toString(16).toUpperCase().padStart(4, '0')}` : `'${text.slice(start, Math.min(p, start + 10))}'`;
  return { end: p, description };
}
