// The text as physical lines: where each line's content starts and ends, and the line break
// that follows it, kept as written (LF, CRLF or a lone CR), so a file keeps its line endings.

export interface Line {
  /** Offset of the first character (after a byte-order mark on the first line). */
  start: number;
  /** Offset just past the content, before the line break. */
  end: number;
  /** The line break as written: '\n', '\r\n', '\r', or '' for a last line without one. */
  eol: string;
}

export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  let p = start;
  while (p < n) {
    const c = text.charCodeAt(p);
    if (c === 10 || c === 13) {
      const eol = c === 13 && text.charCodeAt(p + 1) === 10 ? '\r\n' : c === 13 ? '\r' : '\n';
      lines.push({ start, end: p, eol });
      p += eol.length;
      start = p;
    } else p++;
  }
  // A final line break ends the last line: no empty line after it.
  if (start < n || lines.length === 0) lines.push({ start, end: n, eol: '' });
  return lines;
}

/** The lexer's blanks (chars.ts `isBlank`): space, tab, CR, form feed, vertical tab, NBSP. */
export function isBlankCode(c: number): boolean {
  return c === 32 || c === 9 || c === 13 || c === 12 || c === 11 || c === 0xa0;
}

export function allBlank(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (!isBlankCode(s.charCodeAt(i))) return false;
  return true;
}

/** `s` without its trailing blanks (only the lexer's blanks: other characters are text). */
export function trimBlanksEnd(s: string): string {
  let e = s.length;
  while (e > 0 && isBlankCode(s.charCodeAt(e - 1))) e--;
  return e === s.length ? s : s.slice(0, e);
}

/** Tab stops every TAB_WIDTH columns when measuring the indentation as written (the MATLAB
 *  Editor's default tab size). */
export const TAB_WIDTH = 4;

/** The width in columns of a run of blanks, tabs expanded. */
export function blankWidth(s: string): number {
  let w = 0;
  for (let i = 0; i < s.length; i++) w = s.charCodeAt(i) === 9 ? (Math.floor(w / TAB_WIDTH) + 1) * TAB_WIDTH : w + 1;
  return w;
}
