// Comment objects and pragma recognition (`%#ok<AGROW>`, `%#codegen`, `%#mtame ...`).
import type { Comment, Pragma, Span } from './ast.js';

const PRAGMA = /^#([A-Za-z_][A-Za-z0-9_]*)(?:<([^>]*)>)?\s*(.*)$/;

/** `%#name<arg,arg> rest`: args come from the angle brackets, or else the rest of the line. */
export function parsePragma(textAfterPercent: string): Pragma | undefined {
  const m = PRAGMA.exec(textAfterPercent);
  if (!m) return undefined;
  const args = m[2] !== undefined
    ? m[2].split(',').map((a) => a.trim()).filter((a) => a.length > 0)
    : m[3].trim().length > 0 ? [m[3].trim()] : [];
  return { name: m[1], args };
}

export function lineComment(marker: '%' | '#', text: string, span: Span): Comment {
  const c: Comment = { type: 'Comment', text, style: 'line', marker, span };
  // A pragma starts with `#` (`%#ok`): most comments are told apart without the regex.
  if (marker === '%' && text.charCodeAt(0) === 35) {
    const pragma = parsePragma(text);
    if (pragma) c.pragma = pragma;
  }
  return c;
}

export function blockComment(marker: '%' | '#', text: string, span: Span): Comment {
  return { type: 'Comment', text, style: 'block', marker, span };
}
