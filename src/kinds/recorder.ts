// What a kind analysis walk records: every identifier occurrence with its kind where it was
// visited, and the diagnostics (deduplicated, since flow-sensitive loops visit code twice).
import type { Diagnostic, RelatedInformation, Span } from '../syntax/index.js';
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
  /** The identifiers a walk made variables (assigned, declared, loop variables). */
  readonly defined = new Set<object>();

  occurrence(node: object, rec: OccurrenceRecord): void {
    this.occurrences.set(node, rec);
  }

  report(code: KindCode, message: string, span: Span, related?: RelatedInformation[]): void {
    const key = `${code}@${span.offset}:${message}`;
    if (this.byKey.has(key)) return;
    this.byKey.set(key, { severity: code === 'end-assumes-variable' ? 'warning' : 'error', code, message, span, ...(related?.length ? { related } : {}) });
  }

  /** Where, from the start of `span` on, `name` was first a function and first a variable: the
   *  two paths a join's conflict comes from (ERPLAB's pop_fakeEEG, reported at its `if`). */
  pathsOf(name: string, span: Span): RelatedInformation[] {
    const out: RelatedInformation[] = [];
    for (const [variable, what] of [[false, 'used as a function here'], [true, 'a variable here']] as const) {
      let first: Span | undefined;
      for (const [node, o] of this.occurrences) {
        if (o.name !== name || o.local || this.defined.has(node) !== variable || (!variable && o.atPoint !== 'FN') || o.span.offset < span.offset) continue;
        if (!first || o.span.offset < first.offset) first = o.span;
      }
      if (first) out.push({ message: `'${name}' is ${what}`, span: first });
    }
    return out;
  }

  get diagnostics(): Diagnostic[] {
    return [...this.byKey.values()].sort((a, b) => a.span.offset - b.span.offset);
  }
}
