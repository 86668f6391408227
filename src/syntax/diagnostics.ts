// Diagnostics produced by the front end. Later layers use the same shape.
import type { Span } from './ast.js';

export type Severity = 'error' | 'warning' | 'info';

export interface Diagnostic {
  severity: Severity;
  /** A stable identifier, e.g. `syntax-error`, `unterminated-string`. */
  code: string;
  message: string;
  span: Span;
  /** Other places that explain this one (a declaration, an earlier use). */
  related?: RelatedInformation[];
  /** An edit of the file that removes the problem (`mtame check --fix`, an editor's code action). */
  fix?: Fix;
}

/** Edits of one file's text that fix a diagnostic. `safe`: they cannot change what the program
 *  does (removing code that never runs); otherwise they may (a rename), and are applied only
 *  when asked (`--unsafe-fixes`). */
export interface Fix {
  message: string;
  safe: boolean;
  /** Non-overlapping, each replacing `[offset, endOffset)` of the text with `text`. */
  edits: TextEdit[];
}

export interface TextEdit {
  offset: number;
  endOffset: number;
  text: string;
}

export interface RelatedInformation {
  message: string;
  span: Span;
  /** The file, when it is not the diagnostic's own. */
  file?: string;
}

/** Codes emitted by the syntax layer. */
export type SyntaxCode =
  | 'syntax-error'
  | 'invalid-character'
  | 'unterminated-string'
  | 'unterminated-block-comment'
  | 'unclosed-bracket'
  | 'missing-end'
  | 'unexpected-end'
  | 'nesting-too-deep'
  | 'invalid-number'
  | 'function-name-mismatch';
