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
