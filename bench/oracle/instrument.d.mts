// Types of instrument.mjs, for the TypeScript tests that use it.
export interface Site {
  file: string;
  line: number;
  column: number;
  name: string;
  /** `assign` (x = ...), `indexed` (x(i) = ..., s.f = ..., c{i} = ...), `multi` ([a, b] = ...),
   *  `for` (the loop variable, at the start of each iteration), `catch` (catch err). */
  kind: 'assign' | 'indexed' | 'multi' | 'for' | 'catch';
}
export interface SyntaxProblem {
  message: string;
  span?: { line: number; column: number };
}
export const LOGGER: string;
export function rootIdentifier(target: unknown): { type: 'Identifier'; name: string } | undefined;
export function instrumentSource(source: string, file: string, table: Site[]): { text: string; sites: number; diagnostics: SyntaxProblem[] };
export function loggerSource(logPath: string, cap?: number): string;
