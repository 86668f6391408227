// One file's findings as `mtame check` reports them: the per-file checks and the value
// analysis, with `%#ok` and the configuration (codes off or re-graded) applied. The CLI's
// tasks and the workspace run these same functions, so the two report the same.
import type { CalleeSummaries, CallObserver, LoweringCache } from '../analysis/index.js';
import { checkFile, outsideDeadCode, outsideExpectedFailures, suppressed, valueDiagnostics } from '../checks/index.js';
import type { FileModel, Library } from '../project/index.js';
import { fileStart, type Diagnostic, type Severity } from '../syntax/index.js';

// Where code never runs, the value analysis' findings go too (checks/unreachable.ts).
export { outsideDeadCode };

/** Codes turned off or re-graded (mtame.json's `checks`). */
export type CheckRules = Readonly<Record<string, 'off' | Severity>>;

export interface CheckSettings {
  readonly checks: CheckRules;
  readonly runtime: 'matlab' | 'octave';
  /** The MathWorks products installed, when mtame.json lists them (missing-product notes). */
  readonly products?: ReadonlySet<string>;
  /** "Did you mean" for an unknown name. */
  readonly suggest?: (name: string) => string | undefined;
  /** Files lowered once for the value analyses over this library. */
  readonly lowering?: LoweringCache;
  /** Other files' functions analysed once for the value analyses over this library. */
  readonly summaries?: CalleeSummaries;
  /** Told what the value analysis learns of other files (the workspace's early cutoff). */
  readonly observer?: CallObserver;
}

/** Drops diagnostics whose code is turned off and applies changed severities. */
export function applyChecks(diagnostics: Diagnostic[], checks: CheckRules): Diagnostic[] {
  if (Object.keys(checks).length === 0) return diagnostics;
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const rule = checks[d.code];
    if (rule === 'off') continue;
    out.push(rule ? { ...d, severity: rule } : d);
  }
  return out;
}

/** The per-file checks of a file of the library. `text`: its text, for fixes; `dead`: told
 *  where code never runs (see outsideDeadCode). */
export function fileFindings(model: FileModel, lib: Library, settings: CheckSettings, text?: () => string | undefined, dead?: Array<[number, number]>): Diagnostic[] {
  const options = { ...(settings.suggest ? { suggest: settings.suggest } : {}), ...(settings.products ? { products: settings.products } : {}), ...(text ? { text } : {}), ...(dead ? { dead } : {}) };
  return applyChecks(checkFile(model, lib, options), settings.checks);
}

/** The value analysis' findings on these files (one analysis over all of them), by path. */
export function valueFindings(lib: Library, paths: readonly string[], settings: CheckSettings, onFile?: (path: string) => void): Array<[string, Diagnostic[]]> {
  const options = {
    runtime: settings.runtime, ...(onFile ? { onFile } : {}),
    ...(settings.lowering ? { lowering: settings.lowering } : {}), ...(settings.summaries ? { summaries: settings.summaries } : {}),
    ...(settings.observer ? { observer: settings.observer } : {}),
  };
  return kept(lib, valueDiagnostics(lib, paths, options), settings.checks);
}

/** `%#ok` and the configuration applied to the value analysis' diagnostics. */
export function kept(lib: Library, byFile: Map<string, Diagnostic[]>, checks: CheckRules): Array<[string, Diagnostic[]]> {
  const out: Array<[string, Diagnostic[]]> = [];
  for (const [path, list] of byFile) {
    const model = lib.file(path);
    if (!model) continue;
    const ast = model.ast;
    out.push([path, applyChecks(suppressed(outsideExpectedFailures(list, ast), ast.comments), checks)]);
  }
  return out;
}

/** What a file gets when its per-file checks threw (a bug of mtame's): nothing was checked. */
export function checksFailed(why: string): Diagnostic[] {
  return [{ severity: 'error', code: 'internal-error', message: `mtame could not check this file: ${why}.`, span: fileStart() }];
}

/** What a file gets when its value analysis threw (a bug of mtame's): the other checks ran. */
export function analysisFailed(why: string): Diagnostic[] {
  return [{ severity: 'info', code: 'analysis-skipped', message: `The value analysis failed on this file (${why}); the other checks ran.`, span: fileStart() }];
}

/** `work`'s answer, or, when it throws, what `failed` makes of the first line of its message
 *  (`report` hears of the error whole). */
export function failSafe<T>(work: () => T, failed: (why: string) => T, report?: (e: unknown) => void): T {
  try {
    return work();
  } catch (e) {
    report?.(e);
    return failed((e instanceof Error ? e.message : String(e)).split('\n')[0] ?? '');
  }
}
