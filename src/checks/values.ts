// Diagnostics of the value analysis: calls that fail on every execution because of their
// arguments' classes (`int16(1) + int32(2)`), and wild features (`eval`, `load` into the
// workspace, `cd`, ...). Every function of the checked files is analysed with unknown inputs,
// and each entry point of the project with its declared arguments; callees are analysed in
// the contexts they are reached in, `CALLEE_DEPTH` levels below a checked function (entry
// points: all the way down); at the last level a function of another file is analysed once
// with unknown arguments, a summary every caller shares (a result that depends on the
// arguments' values is then unknown: on Octave's library and the ~9,000 files of the precision
// benchmark this changed no diagnostic, and took a fifth off the analysis' time).
import { RUNTIME_ERROR_CODES, ValueAnalysis, TOP, type AnalysisDiagnostic, type CalleeSummaries, type CallObserver, type LoweringCache, type AnalysisOptions, type Runtime, type Specialization, type ValueSet } from '../analysis/index.js';
import type { Library } from '../project/index.js';
import type { Diagnostic } from '../syntax/index.js';

export interface EntryPoint {
  readonly file: string;
  readonly args: readonly ValueSet[];
}

export interface ValueCheckOptions {
  readonly runtime?: Runtime;
  readonly entries?: readonly EntryPoint[];
  /** The files whose diagnostics are returned (default: `files`). */
  readonly report?: readonly string[];
  /** Called after each file's functions are analysed (for a progress bar). */
  readonly onFile?: (file: string) => void;
  /** Levels of calls analysed below each function of `files` (default `CALLEE_DEPTH`); the
   *  entry points are analysed to full depth. */
  readonly calleeDepth?: number;
  /** Files lowered once for many calls (over the same library). */
  readonly lowering?: LoweringCache;
  /** Other files' functions analysed once for many calls (over the same library). */
  readonly summaries?: CalleeSummaries;
  /** Told what the analyses learn of files other than `files` (see `observationsHold`). */
  readonly observer?: CallObserver;
}

/** How deep below a checked function its callees are analysed: deeper calls give unknown
 *  results. A check of a batch of files then costs what its functions and their direct
 *  callees cost, not the whole program below it. On the Octave corpus, the McLab benchmarks and
 *  bench/programs depths 1 to 3 report exactly what the full depth does; on the ~8,000 files of
 *  the precision benchmark depth 1 reports what depth 2 did, less two false errors (a callee's
 *  callee building an stk object that the analysis took for a struct), and Octave's library is
 *  checked in 12.9 s instead of 16.9 s. A result that comes through a helper's own helper is
 *  unknown (never wrong). */
export const CALLEE_DEPTH = 1;

/** Test hook: the analysis of a file whose path ends with this text throws, as a bug in the
 *  analysis would (the language server must report it and go on). */
const THROW_ON = process.env.MTAME_TEST_ANALYSIS_THROWS_ON;

/** The codes reported here; the analysis' own limits and unsupported constructs are not bugs. */
const REPORTED = new Set<string>([...RUNTIME_ERROR_CODES, 'wild-feature']);

/** Value-analysis diagnostics of `files`, by file path. */
export function valueDiagnostics(lib: Library, files: readonly string[], options: ValueCheckOptions = {}): Map<string, Diagnostic[]> {
  const runtime = options.runtime ?? 'matlab';
  const wanted = new Set(options.report ?? files);
  // Diagnostics come from these analyses only: a function with unknown inputs (what holds
  // whatever the caller passes) and the declared entry points. In the contexts a callee is
  // reached in, the class tests and flags that guard its code are often correlated with its
  // arguments in ways the analysis does not follow, so errors there may be on paths that
  // never run.
  const found: AnalysisDiagnostic[] = [];
  const entries = options.entries ?? [];
  if (entries.length > 0) {
    const analysis = new ValueAnalysis(lib, { runtime, ...(options.lowering ? { lowering: options.lowering } : {}), ...(options.observer ? { observer: options.observer } : {}) });
    const roots: Specialization[] = [];
    for (const e of entries) {
      const fn = analysis.functionIn(e.file);
      if (fn) roots.push(analysis.analyze(fn, { args: e.args, nargin: e.args.length, nargout: fn.outputs.length }));
    }
    found.push(...analysis.diagnostics(roots));
  }
  if (files.length > 0) {
    // The callees of a checked function are analysed only for the values they return, a few
    // levels deep: each checked function is a root of its own.
    const analysis = new ValueAnalysis(lib, { ...checkAnalysis(runtime, options), ...(options.observer ? { observer: options.observer } : {}) });
    const roots: Specialization[] = [];
    for (const file of files) {
      if (THROW_ON && file.endsWith(THROW_ON)) throw new Error(`the analysis failed on purpose (MTAME_TEST_ANALYSIS_THROWS_ON=${THROW_ON})`);
      for (const fn of analysis.ir(file)?.functions ?? []) {
        if (fn.kind === 'lambda') continue;
        roots.push(analysis.analyze(fn, { args: fn.inputs.map(() => TOP), nargin: null, nargout: fn.outputs.length }));
      }
      options.onFile?.(file);
    }
    found.push(...analysis.diagnostics(roots));
  }
  const out = new Map<string, Diagnostic[]>();
  const seen = new Set<string>();
  for (const d of found) {
    if (!REPORTED.has(d.code) || !wanted.has(d.file)) continue;
    const key = `${d.file}:${d.span.offset}:${d.code}:${d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    let list = out.get(d.file);
    if (!list) out.set(d.file, (list = []));
    list.push(toDiagnostic(d));
  }
  return out;
}

/** The options of the analysis of the checked files. */
function checkAnalysis(runtime: Runtime, options: ValueCheckOptions): AnalysisOptions {
  return {
    runtime, calleeDepth: options.calleeDepth ?? CALLEE_DEPTH, recordValues: false, otherFiles: 'summary',
    ...(options.lowering ? { lowering: options.lowering } : {}), ...(options.summaries ? { summaries: options.summaries } : {}),
  };
}

/** Would `valueDiagnostics` of the observed files (no entry points) find the same now that the
 *  files in `changed` changed (names resolving as before, the observed files themselves the
 *  same)? Yes when none of them was read but through calls of its functions, and each such
 *  call gives what it gave. */
export function observationsHold(lib: Library, observer: CallObserver, changed: ReadonlySet<string>, options: ValueCheckOptions = {}): boolean {
  for (const f of changed) if (observer.opaque.has(f) || observer.roots.has(f)) return false;
  const calls = [...observer.calls.values()].filter((c) => changed.has(c.file));
  if (calls.length === 0) return true;
  const analysis = new ValueAnalysis(lib, checkAnalysis(options.runtime ?? 'matlab', options));
  return calls.every((c) => analysis.observedAgain(c) === c.seen);
}

function toDiagnostic(d: AnalysisDiagnostic): Diagnostic {
  return { severity: d.severity, code: d.code, message: d.message, span: d.span };
}
