// The documentation of a diagnostic code, kept in the source next to the layer that reports it
// (like Ruff's rule docs): `docs/rules/CODE.md`, the table of docs/diagnostics.md, SARIF's rule
// help and `mtame help CODE` are all generated from these records (scripts/rule-docs.mjs).
import type { Severity } from '../../syntax/index.js';

export interface RuleDoc {
  readonly code: string;
  /** The default severity ('warning or info' codes give their usual one). */
  readonly severity: Severity;
  /** The layer that reports it: syntax, project, kinds, checks, analysis, cli. */
  readonly layer: 'syntax' | 'project' | 'kinds' | 'checks' | 'analysis' | 'cli' | 'any';
  /** One sentence: what a diagnostic of this code says. */
  readonly summary: string;
  /** What it reports, in a paragraph or two (Markdown). */
  readonly what: string;
  /** Why it matters: what MATLAB (or Octave) does when the code runs. */
  readonly why: string;
  /** A small program that gets this diagnostic (MATLAB code, comments marking the line). */
  readonly fires: string;
  /** A program, close to `fires`, that does not, and why (MATLAB code with comments). */
  readonly quiet: string;
  /** What it deliberately does not report (Markdown), when anything. */
  readonly notReported?: string;
  /** How to fix the code (Markdown). */
  readonly fix: string;
}
