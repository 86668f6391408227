// The formatter's options (read by the CLI from the `format` key of mtame.json) and their defaults.

/**
 * How function bodies are indented, after the MATLAB Editor's preference "Function indenting
 * format" (Preferences > MATLAB > Editor/Debugger > Language > Indenting):
 * - `classic`: no function body is indented; code lines up with its `function` line.
 * - `nested`: only the bodies of nested functions (and of methods in a classdef's `methods`
 *   block) are indented; a file's main and local functions are not. MATLAB's default as we
 *   understand it (its top-level bodies are not indented by default; that `nested` rather than
 *   `classic` is the default is not confirmed from MathWorks' documentation).
 * - `all`: the body of every function is indented.
 */
export type FunctionIndent = 'classic' | 'nested' | 'all';

export interface FormatOptions {
  /** Spaces per indentation level (0 to 16). Default 4, as in MATLAB's Editor. */
  indent: number;
  /**
   * Normalise spacing around operators: one space around assignment (`=`, Octave's `+=` ...),
   * relational (`==`, `~=`, `<` ...), logical (`&`, `|`, `&&`, `||`) and binary additive
   * (`+`, `-`) operators; none after a unary `-`, `+`, `~`, `!`; none before `,` and `;`, one
   * after them; one after an anonymous function's parameters and after `if`/`while`/...
   * when nothing separated them. Multiplicative and power operators (`*`, `/`, `\`, `^` and
   * their element-wise forms), `:`, `.` and transposes keep their spacing as written. Inside
   * `[]` and `{}` only the space around `,` and `;` changes, since blanks there separate
   * elements. `=` inside brackets (name=value arguments, defaults) keeps its spacing.
   * false: spacing inside lines is left as written (only indentation and trailing blanks
   * change). Default true.
   */
  operatorSpaces: boolean;
  /** How function bodies are indented (see `FunctionIndent`). Default `nested`. */
  functionIndent: FunctionIndent;
}

export const DEFAULT_FORMAT_OPTIONS: Readonly<FormatOptions> = Object.freeze({
  indent: 4,
  operatorSpaces: true,
  functionIndent: 'nested',
});

/** The options in force: defaults for anything missing or out of range. */
export function resolveOptions(given: Partial<FormatOptions> | undefined): FormatOptions {
  const o = { ...DEFAULT_FORMAT_OPTIONS };
  if (!given) return o;
  if (typeof given.indent === 'number' && Number.isInteger(given.indent) && given.indent >= 0 && given.indent <= 16) o.indent = given.indent;
  if (typeof given.operatorSpaces === 'boolean') o.operatorSpaces = given.operatorSpaces;
  if (given.functionIndent === 'classic' || given.functionIndent === 'nested' || given.functionIndent === 'all') o.functionIndent = given.functionIndent;
  return o;
}
