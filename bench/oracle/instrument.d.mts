// Types of instrument.mjs, for the TypeScript tests that use it.
export interface Site {
  file: string;
  line: number;
  column: number;
  name: string;
  /** `assign` (x = ...), `indexed` (x(i) = ..., s.f = ..., c{i} = ...), `multi` ([a, b] = ...),
   *  `for` (the loop variable, at the start of each iteration), `catch` (catch err). */
  kind: 'assign' | 'indexed' | 'multi' | 'for' | 'catch';
  /** The function the site is in (1-based into `functions`), when functions are recorded. */
  fid?: number;
}
export interface SyntaxProblem {
  message: string;
  span?: { line: number; column: number };
}
export const LOGGER: string;
export const ENTER: string;
export function rootIdentifier(target: unknown): { type: 'Identifier'; name: string } | undefined;
export interface InstrumentOptions {
  /** The dialect to parse with (default `matlab`). */
  dialect?: 'matlab' | 'octave' | 'auto';
  /** Code (not instrumented) put at the start of the file's first function. */
  prologue?: (fn: { name: string; inputs: { type: string; name?: string }[]; outputs: unknown[] }) => string;
  /** When given, each function records its calling context on entry (mtame_enter__) and is
   *  listed here; sites then name their function. */
  functions?: Array<{ file: string; name: string; line: number }>;
}
export function instrumentSource(source: string, file: string, table: Site[], options?: InstrumentOptions): { text: string; sites: number; diagnostics: SyntaxProblem[] };
export function loggerSource(logPath: string, cap?: number): string;
export function contextSource(): string;
