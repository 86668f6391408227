// Character classes used by the lexer, on UTF-16 char codes.

export const CH = {
  tab: 9,
  nl: 10,
  vt: 11,
  ff: 12,
  cr: 13,
  space: 32,
  bang: 33,
  dquote: 34,
  hash: 35,
  percent: 37,
  amp: 38,
  quote: 39,
  lparen: 40,
  rparen: 41,
  star: 42,
  plus: 43,
  comma: 44,
  minus: 45,
  dot: 46,
  slash: 47,
  zero: 48,
  nine: 57,
  colon: 58,
  semi: 59,
  lt: 60,
  eq: 61,
  gt: 62,
  question: 63,
  at: 64,
  lbracket: 91,
  backslash: 92,
  rbracket: 93,
  caret: 94,
  underscore: 95,
  lbrace: 123,
  pipe: 124,
  rbrace: 125,
  tilde: 126,
} as const;

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

export function isIdentStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
}

export function isIdentPart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || (c >= 48 && c <= 57);
}

/** Blanks inside a line: space, tab, CR (of CRLF), form feed, vertical tab, NBSP. */
export function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 13 || c === 12 || c === 11 || c === 0xa0;
}

export function isHexDigit(c: number): boolean {
  return isDigit(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}
