// What a check run hands to the reporters: per file, its text (for source lines) and diagnostics.
import type { Diagnostic } from '../syntax/index.js';

export interface FileResult {
  path: string;
  /** The source, for printing the line under a diagnostic; absent for unreadable files. */
  text?: string;
  diagnostics: Diagnostic[];
}

export interface Summary {
  files: number;
  errors: number;
  warnings: number;
  infos: number;
  /** Count per diagnostic code. */
  byCode: Record<string, number>;
}

/** Counts over `results` (the files with diagnostics) of `files` files in all. */
export function summarize(results: readonly FileResult[], files = results.length): Summary {
  const s: Summary = { files, errors: 0, warnings: 0, infos: 0, byCode: {} };
  for (const r of results) {
    for (const d of r.diagnostics) {
      if (d.severity === 'error') s.errors++;
      else if (d.severity === 'warning') s.warnings++;
      else s.infos++;
      s.byCode[d.code] = (s.byCode[d.code] ?? 0) + 1;
    }
  }
  return s;
}
