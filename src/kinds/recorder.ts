// What a kind analysis walk records: every identifier occurrence with its kind where it was
// visited, and the diagnostics (deduplicated, since flow-sensitive loops visit code twice).
import type { Diagnostic, Span } from '../syntax/index.js';
import type { AbstractKind } from './lattice.js';

export type KindCode = 'kind-conflict' | 'end-ambiguous' | 'end-unbound' | 'end-assumes-variable';

export interface OccurrenceRecord {
  name: string;
  span: Span;
  /** The kind right after this occurrence was visited (MATLAB 7 scripts use it). */
  atPoint: AbstractKind;
  /** A parameter of an anonymous function: a variable of its own, not of the unit. */
  local: boolean;
}

export class Recorder {
  /** Keyed by the AST node, in visiting order. */
  readonly occurrences = new Map<object, OccurrenceRecord>();
  private readonly byKey = new Map<string, Diagnostic>();
  /** Names that took part in a kind conflict. */
  readonly conflicting = new Set<string>();
  /** Names that `end` made variables with a warning. */
  readonly warned = new Set<string>();

  occurrence(node: object, rec: OccurrenceRecord): void {
    this.occurrences.set(node, rec);
  }

  report(code: KindCode, message: string, span: Span): void {
    const key = `${code}@${span.offset}:${message}`;
    if (this.byKey.has(key)) return;
    this.byKey.set(key, { severity: code === 'end-assumes-variable' ? 'warning' : 'error', code, message, span });
  }

  get diagnostics(): Diagnostic[] {
    return [...this.byKey.values()].sort((a, b) => a.span.offset - b.span.offset);
  }
}
