// Command syntax, decided the way MATLAB decides it. An identifier that starts a statement is a
// command (`hold on`, `format long g`, `warning off all`, `disp -x`) when it is followed by
// blanks and then something that cannot continue an expression: not `(`, not `=`, not the end
// of the statement, and not a binary operator that is itself followed by a blank
// (`a - b` is an expression, `a -b` a command). The lexer also checks that the name is not a
// variable assigned earlier in the function, as MATLAB does.
import { CH, isBlank } from './chars.js';
import { decodeString } from './literals.js';
import { ASSIGN_OPERATORS } from './token.js';

/** Two-character operators, then one-character ones, that can follow an operand. */
const BINARY2 = ['==', '~=', '!=', '<=', '>=', '&&', '||', '.*', './', '.\\', '.^', ".'", '**'];
const BINARY1 = '+-*/\\^<>&|:=';
/** The first characters of the operators above and of ASSIGN_OPERATORS. */
const OPERATOR_START: ReadonlySet<number> = new Set([...BINARY2, ...BINARY1, ...ASSIGN_OPERATORS].map((o) => o.charCodeAt(0)));

export type CommandStart = 'command' | 'expression' | 'octave-assign';

/** Looks at the text after an identifier (from `after`) at the start of a statement. */
export function isCommandStart(text: string, after: number, octave: boolean): CommandStart {
  const n = text.length;
  let p = after;
  if (p >= n || !isBlank(text.charCodeAt(p))) return 'expression';
  while (p < n && isBlank(text.charCodeAt(p))) p++;
  if (p >= n) return 'expression';
  const c = text.charCodeAt(p);
  if (c === CH.nl || c === CH.semi || c === CH.comma || c === CH.percent || c === CH.lparen) return 'expression';
  if (c === CH.hash && octave) return 'expression';
  if (text.startsWith('...', p)) return 'expression';
  // The most common case, `x = ...`: an assignment (the loops below would find the same).
  if (c === CH.eq && text.charCodeAt(p + 1) !== CH.eq) return 'expression';
  // No operator starts here (a name, a number, a quote follows): the loops below find none.
  if (!OPERATOR_START.has(c)) return 'command';
  for (const a of ASSIGN_OPERATORS) {
    if (text.startsWith(a, p) && text.charCodeAt(p + a.length) !== CH.eq) return 'octave-assign';
  }
  let opLen = 0;
  for (const o of BINARY2) {
    if (text.startsWith(o, p)) {
      opLen = 2;
      break;
    }
  }
  if (opLen === 0 && BINARY1.includes(text[p])) {
    if (c === CH.eq) return 'expression'; // assignment
    opLen = 1;
  }
  if (opLen === 0) return 'command';
  const after2 = p + opLen;
  if (after2 >= n) return 'expression';
  const d = text.charCodeAt(after2);
  return isBlank(d) || d === CH.nl ? 'expression' : 'command';
}

export interface CommandArgScan {
  value: string;
  end: number;
  unterminated: boolean;
}

/**
 * One command-syntax argument from `start`: it ends at a blank, `,`, `;`, `%` or the end of
 * the line. Single quotes group (`'a b'` is one argument, `''` a quote inside); quoted and
 * bare parts join (`a'b c'` is `ab c`). Inside unbalanced brackets blanks and separators
 * do not end the argument. In Octave double quotes group too, with their escapes
 * (`error "can't"` passes `can't`).
 */
export function scanCommandArg(text: string, start: number, octave: boolean): CommandArgScan {
  const n = text.length;
  let p = start;
  let value = '';
  let brackets = 0;
  while (p < n) {
    const c = text.charCodeAt(p);
    if (c === CH.nl) break;
    if (c === CH.dquote && octave) {
      const end = doubleQuotedEnd(text, p);
      if (end < 0) return { value, end: lineEnd(text, p), unterminated: true };
      value += decodeString(text.slice(p, end), true);
      p = end;
      continue;
    }
    // Inside brackets a quote after a value is a transpose, kept as written: CVX's
    // `maximize trace(X) + trace(X');` (QETLAB) runs in MATLAB.
    if (c === CH.quote && brackets > 0 && p > start && endsValue(text.charCodeAt(p - 1))) {
      value += "'";
      p++;
      continue;
    }
    if (c === CH.quote) {
      p++;
      let closed = false;
      while (p < n && text.charCodeAt(p) !== CH.nl) {
        if (text.charCodeAt(p) === CH.quote) {
          if (text.charCodeAt(p + 1) === CH.quote) {
            value += "'";
            p += 2;
            continue;
          }
          p++;
          closed = true;
          break;
        }
        value += text[p];
        p++;
      }
      if (!closed) {
        let end = p;
        if (text.charCodeAt(end - 1) === CH.cr) end--;
        return { value, end, unterminated: true };
      }
      continue;
    }
    if (brackets === 0 && (isBlank(c) || c === CH.comma || c === CH.semi || c === CH.percent)) break;
    // `mrstModule add ad-core coarsegrid...`: a continuation ends the argument, as MATLAB reads it.
    if (brackets === 0 && c === CH.dot && text.startsWith('...', p)) break;
    if (c === CH.lparen || c === CH.lbracket || c === CH.lbrace) brackets++;
    else if ((c === CH.rparen || c === CH.rbracket || c === CH.rbrace) && brackets > 0) brackets--;
    value += text[p];
    p++;
  }
  let end = p;
  while (end > start && text.charCodeAt(end - 1) === CH.cr) end--;
  if (value.endsWith('\r')) value = value.replace(/\r+$/, '');
  return { value, end, unterminated: false };
}

/** A character a value ends with, so that a quote after it transposes. */
function endsValue(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === CH.underscore || c === CH.rparen || c === CH.rbracket || c === CH.rbrace || c === CH.dot || c === CH.quote;
}

/** Just past the `"` closing the one at `open` on its line (`""` and `\"` do not close it), or -1. */
function doubleQuotedEnd(text: string, open: number): number {
  for (let p = open + 1; p < text.length; p++) {
    const c = text.charCodeAt(p);
    if (c === CH.nl) return -1;
    if (c === CH.backslash && text.charCodeAt(p + 1) !== CH.nl) p++;
    else if (c === CH.dquote) {
      if (text.charCodeAt(p + 1) !== CH.dquote) return p + 1;
      p++;
    }
  }
  return -1;
}

/** The end of the line at `p`, before a CR. */
function lineEnd(text: string, p: number): number {
  let end = text.indexOf('\n', p);
  if (end < 0) end = text.length;
  return text.charCodeAt(end - 1) === CH.cr ? end - 1 : end;
}
