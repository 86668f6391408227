// Every diagnostic code mtame reports, with its default severity and a one-line description
// (used for SARIF rules, `mtame.json` severity overrides, and docs/diagnostics.md).
import type { Severity } from '../syntax/index.js';

export interface CodeInfo {
  severity: Severity;
  description: string;
}

export const CODES: Readonly<Record<string, CodeInfo>> = {
  'syntax-error': { severity: 'error', description: 'The code does not parse.' },
  'invalid-character': { severity: 'error', description: 'A character that cannot appear in MATLAB code.' },
  'unterminated-string': { severity: 'error', description: 'A character vector or string without its closing quote.' },
  'unterminated-block-comment': { severity: 'error', description: "A block comment '%{' without its closing '%}'." },
  'unclosed-bracket': { severity: 'error', description: 'A bracket that is never closed.' },
  'missing-end': { severity: 'error', description: "A block without its closing 'end'." },
  'unexpected-end': { severity: 'error', description: "An 'end' (or Octave closer) with no open block." },
  'nesting-too-deep': { severity: 'error', description: 'Expressions or blocks nested too deeply to analyse.' },
  'invalid-number': { severity: 'error', description: 'A malformed number literal.' },
  'octave-syntax': { severity: 'error', description: 'Octave-only syntax in a file read as MATLAB.' },
  'file-too-large': { severity: 'error', description: 'A file too large to analyse.' },
  'internal-error': { severity: 'error', description: 'mtame failed on this file (a bug in mtame).' },
  'analysis-skipped': { severity: 'info', description: 'The value analysis could not run on this file (its thread ran out of memory or stopped); the other checks ran.' },
  'unreadable-file': { severity: 'error', description: 'A file that cannot be read, or is not text.' },
  'function-name-mismatch': { severity: 'warning', description: 'The primary function is declared under another name than its file.' },
  'duplicate-function': { severity: 'error', description: 'Two functions of one file have the same name.' },
  'invalid-file-name': { severity: 'warning', description: 'A file name that is not a valid MATLAB name.' },
  'kind-conflict': { severity: 'error', description: 'A name used both as a variable and as a function (or package).' },
  'end-ambiguous': { severity: 'error', description: "An 'end' in an index that could refer to more than one array." },
  'end-unbound': { severity: 'error', description: "An 'end' in an index with no array to refer to." },
  'end-assumes-variable': { severity: 'warning', description: "An 'end' that makes a never-assigned name a variable." },
  'undefined-name': { severity: 'warning', description: 'A name that is neither a variable here nor a function on the path.' },
  'too-many-inputs': { severity: 'error', description: 'A call with more arguments than the function declares.' },
  'too-many-outputs': { severity: 'error', description: 'A call asking for more outputs than the function declares.' },
  'missing-product': { severity: 'info', description: "A function of a MathWorks product that mtame.json's products do not list (only when it lists them)." },
  'unassigned-variable': { severity: 'warning', description: 'A variable that may be used before any assignment to it has run.' },
  'invalid-class-combination': { severity: 'error', description: 'A call that fails on every execution because of its arguments\' classes (int16 + int32, an integer with single).' },
  'dim-mismatch': { severity: 'error', description: 'Array sizes that can never combine: the inner extents of A*B, the columns of [A; B], A + B whose extents cannot be expanded together, a call that breaks a declared size signature.' },
  'wild-feature': { severity: 'warning', description: 'A feature that defeats static analysis (eval, load into the workspace, cd, clear, calling a script): values after it are unknown.' },
  'unreachable-code': { severity: 'warning', description: "Code after 'return', 'break', 'continue' or 'error' that never runs." },
};

export function codeInfo(code: string): CodeInfo {
  return CODES[code] ?? { severity: 'error', description: code };
}
