// Tokens and keyword tables shared by the lexer and the parser.

/**
 * - `id`: identifier; `command` is set when it starts a command-syntax statement.
 * - `kw`: a block keyword (`if`, `end`, Octave's `endif`, ...).
 * - `end`: the keyword `end` used inside an index (`x(end)`).
 * - `num`, `str` (`'...'`), `dqstr` (`"..."`): literals; `value` is the text as written.
 * - `op`: operators and punctuation; a `,` with `synthetic` set was inserted by the
 *   whitespace rules of `[]` and `{}`.
 * - `nl`: end of line (outside brackets it ends a statement; inside `[]`/`{}` it ends a row);
 *   a run of line ends (blank and comment-only lines) is one token, at the first.
 * - `cmd`: one argument of command syntax; `value` is the argument as MATLAB passes it.
 * - `shell`: MATLAB's `!command` shell escape; `value` is the command line after the `!`.
 */
export type TokenKind = 'id' | 'kw' | 'end' | 'num' | 'str' | 'dqstr' | 'op' | 'nl' | 'cmd' | 'shell' | 'eof';

export interface Token {
  kind: TokenKind;
  value: string;
  start: number;
  end: number;
  line: number;
  /** 1-based column of `start`. */
  col: number;
  /** Whitespace or a continuation came right before this token. */
  spaceBefore: boolean;
  /** Bracket nesting depth at this token (0 at statement level). */
  depth: number;
  synthetic?: boolean;
  /** For `cmd` tokens: the argument as written, quotes included (`value` has them removed). */
  text?: string;
  command?: boolean;
  /** Set for the rare token that spans lines (Octave's backslash-continued strings). */
  endLine?: number;
  endCol?: number;
}

/** Octave's computed assignments, longest first. */
export const ASSIGN_OPERATORS: readonly string[] = [
  '.*=', './=', '.\\=', '.^=', '+=', '-=', '*=', '/=', '\\=', '^=', '|=', '&=',
];

export const MATLAB_KEYWORDS: ReadonlySet<string> = new Set([
  'break', 'case', 'catch', 'classdef', 'continue', 'else', 'elseif', 'end', 'for',
  'function', 'global', 'if', 'otherwise', 'parfor', 'persistent', 'return', 'spmd',
  'switch', 'try', 'while',
]);

/** Octave-only keywords; each `end...` form closes one kind of block. */
export const OCTAVE_ONLY_KEYWORDS: ReadonlySet<string> = new Set([
  'endfunction', 'endif', 'endwhile', 'endfor', 'endparfor', 'endswitch', 'end_try_catch',
  'end_unwind_protect', 'unwind_protect', 'unwind_protect_cleanup', 'do', 'until',
  'endclassdef', 'endmethods', 'endproperties', 'endevents', 'endenumeration', 'endspmd',
]);

/** Words that are keywords only at the start of a statement in their context. */
export const SECTION_WORDS: ReadonlySet<string> = new Set([
  'properties', 'methods', 'events', 'enumeration', 'arguments',
]);

/** Keywords that close a block: `end` and Octave's specific forms. */
export const BLOCK_CLOSERS: ReadonlySet<string> = new Set([
  'end', 'endfunction', 'endif', 'endwhile', 'endfor', 'endparfor', 'endswitch',
  'end_try_catch', 'end_unwind_protect', 'endclassdef', 'endmethods', 'endproperties',
  'endevents', 'endenumeration', 'endspmd',
]);

/** Keywords that open a block closed by `end` (functions are counted separately). */
export const BLOCK_OPENERS: ReadonlySet<string> = new Set([
  'if', 'for', 'parfor', 'while', 'switch', 'try', 'spmd', 'unwind_protect', 'classdef',
]);

/** A token that is an operand by itself: a name, a literal, or `end` in an index (the lexer's
 *  and the formatter's test of what a `'` or a `-` follows). */
export function isOperandToken(t: Token): boolean {
  return t.kind === 'id' || t.kind === 'num' || t.kind === 'str' || t.kind === 'dqstr' || t.kind === 'end';
}
