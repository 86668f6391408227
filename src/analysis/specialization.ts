// What the interprocedural value analysis produces: one specialization per (function, context),
// the values at each statement, the call graph, and diagnostics.
import type { Span } from '../syntax/index.js';
import type { IrFunction, Stmt } from '../tame/index.js';
import type { ValueSet } from './values.js';
import type { Ending } from './unpassed-inputs.js';

/** A call context: the argument value sets (pushed up), how many arguments (null: unknown,
 *  from a spliced list) and how many results the caller asks for. */
export interface Context {
  readonly args: readonly ValueSet[];
  readonly nargin: number | null;
  readonly nargout: number;
  /** A classdef constructor's call: the class of the object it makes (its own class, or a
   *  subclass's when called as `obj@Base(...)`). Absent for a constructor analysed on its own,
   *  whose object may be of any subclass. */
  readonly making?: string;
}

export interface CallEdge {
  /** The calling specialization's id. */
  readonly from: string;
  /** The called specialization's id, or the builtin's name. */
  readonly to: string;
  readonly builtin: boolean;
  readonly file: string;
  readonly span: Span;
}

/** The errors the value analysis finds: a statement that fails whenever it runs. The one list
 *  that the analysis (not inside `try`), the check's report and the CLI's switch read. */
export const RUNTIME_ERROR_CODES = ['dim-mismatch', 'invalid-class-combination', 'unknown-member', 'property-access', 'method-access', 'abstract-class', 'too-many-inputs', 'too-many-outputs', 'not-enough-inputs'] as const;

/** Of those, the ones the arity check also finds without the value analysis. */
export const ARITY_CODES: readonly AnalysisCode[] = ['too-many-inputs', 'too-many-outputs'];

export type AnalysisCode = (typeof RUNTIME_ERROR_CODES)[number] | 'wild-feature' | 'tame-unsupported' | 'analysis-limit';

export interface AnalysisDiagnostic {
  readonly code: AnalysisCode;
  readonly severity: 'error' | 'warning' | 'info';
  readonly message: string;
  readonly file: string;
  readonly span: Span;
}

export interface Specialization {
  /** `name#k`: the k-th specialization of the function. */
  readonly id: string;
  readonly fn: IrFunction;
  readonly context: Context;
  /** One value set per result (varargout spread), at the function's end. */
  results: ValueSet[];
  /** The values of each statement's targets after it ran, joined over every run. */
  readonly assigned: Map<Stmt, Map<string, ValueSet>>;
  /** The simple statements some execution reaches (the others are non-viable); recorded only
   *  with the values (`recordValues`). */
  readonly reached: Set<Stmt>;
  readonly calls: CallEdge[];
  readonly diagnostics: AnalysisDiagnostic[];
  status: 'running' | 'done' | 'stale';
  /** Analysed while a function it calls (directly or not) was still being analysed, so its
   *  results may rest on a partial answer: analysed again when asked next. */
  provisional: boolean;
  /** A call reached this specialization while it was running (recursion). */
  recursive: boolean;
  /** How the paths through the body end (see unpassed-inputs.ts). */
  ending: Ending;
}
