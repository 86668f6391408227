// The work of `mtame check`, cut into tasks that run the same in the main thread or in a worker
// thread (`check-worker.ts`): summarising files (parse, file model without the tree), then
// checking batches of files against a library of every summary, with the value analysis run
// afresh on each batch. A task's answer depends only on its input and the setup, never on
// which thread ran it or what it ran before, so the report is the same for any `--jobs`.
import { CalleeSummaries, LoweringCache, parseArgSpec, single } from '../analysis/index.js';
import { suggester, suggestionNames, valueDiagnostics, type EntryPoint } from '../checks/index.js';
import { analysisFailed, checksFailed, failSafe, fileFindings, kept, outsideDeadCode, valueFindings, type CheckSettings } from '../workspace/index.js';
import {
  keepTree, lazyModel, libraryFromModels, modelFile, normalizePath, readSourceFile, summarizeModel, summaryShape, TreeCache,
  type FileSummary, type Library, type LibraryOptions,
} from '../project/index.js';
import type { Diagnostic } from '../syntax/index.js';
import { hashOf, ResultCache } from './cache.js';
import type { ProjectConfig } from '../workspace/index.js';
import type { Runtime } from '../workspace/index.js';

/** The files one task checks (each on its own: the batch only shares out the work, and which
 *  files make a batch changes no finding). */
export const BATCH = 32;

/** Trees kept parsed, in all threads together (at most, and at least 256 per thread); the
 *  others are parsed again when needed. A tree takes ~35 KB (chebfun's 3,435 files: 539 MB peak
 *  with 256, 651 MB with 4,096, and 22.3 s down to 19.9 s: a check reads most trees twice,
 *  after the summaries of every file and when checking it). */
export const TREES = 4096;

export interface SetupData {
  dialect: 'auto' | 'matlab' | 'octave';
  /** Trees this thread keeps parsed (default TREES). */
  trees?: number;
  /** Every file of the library, summarised (task `summarize`), in library order; `mtame check`
   *  passes them as one JSON text (cheap to post to each thread, and to keep for a thread
   *  started again). */
  summaries?: FileSummary[] | string;
  /** Their paths as found on disk (a summary's path is normalised), index-aligned. */
  diskPaths?: string[];
  library?: Omit<LibraryOptions, 'builtinData' | 'dialect'>;
  runtime?: Runtime;
  compiled?: string[];
  checks?: ProjectConfig['checks'];
  /** The installed products, when mtame.json lists them (missing-product notes). */
  products?: string[];
  /** Whether the value analysis runs (its codes are not all off). */
  values?: boolean;
}

export type Task =
  /** `cache`: summaries are looked up, and stored, there (by the text's hash and `salt`,
   *  which names mtame's build and the dialect asked for). */
  | { kind: 'summarize'; paths: string[]; cache?: { dir: string; salt: string } }
  /** `values: false`: the per-file checks only (a batch whose value analysis failed). */
  | { kind: 'check'; files: string[]; values?: false }
  | { kind: 'entries'; entries: Array<{ file: string; args: string[] }>; report: string[] };

/** One file of a `summarize` task's answer: its summary as JSON text (so the main thread only
 *  joins texts and never holds them as objects), its path as found on disk and its dialect, or
 *  why it could not be read. */
export type SummarizedFile =
  /** `hash`: of the file's text, what cached results that read it are checked against (empty
   *  when the task has no cache);
   *  `shape`: of its summary without name positions, what other files' results depend on. */
  | { path: string; json: string; octave: boolean; hash: string; shape: string }
  | { path: string; error: string };

/** A `summarize` task's answer, one entry per path of the task, in its order. */
export interface Summarized {
  files: SummarizedFile[];
}

export interface CheckedFile {
  path: string;
  /** The per-file checks' diagnostics, with `%#ok` and the configuration applied. */
  diagnostics: Diagnostic[];
  /** The value analysis' diagnostics of the file (by normalised path), when it ran. */
  values: Array<[string, Diagnostic[]]>;
  /** The (normalised) files whose trees its checks read, its own among them: with the
   *  summaries of the library, all its findings depend on. */
  deps: string[];
  /** Milliseconds this file's checks took in its thread (its value analysis included). */
  ms: number;
}

export type TaskResult =
  | ({ kind: 'summarize' } & Summarized)
  /** Each file checked on its own (its own value analysis): a file's findings do not depend on
   *  the other files of its batch, so batches only share out the work. */
  | { kind: 'check'; files: CheckedFile[] }
  | { kind: 'entries'; values: Array<[string, Diagnostic[]]> };

/** One thread's state: the setup, and once summaries are in, the library and its trees. */
export class CheckSession {
  private readonly cache: TreeCache;
  private readonly disk = new Map<string, string>();
  private lib?: Library;
  private suggest?: (name: string) => string | undefined;
  /** Files lowered once for every batch of this thread. */
  private lowering?: LoweringCache;
  /** Other files' functions analysed once for every batch of this thread. */
  private summaries?: CalleeSummaries;
  private checks: ProjectConfig['checks'] = {};
  private runtime: Runtime = 'matlab';
  private values = true;
  private products?: ReadonlySet<string>;

  constructor(private readonly data: SetupData) {
    this.cache = new TreeCache(data.trees ?? TREES, { dialect: data.dialect, read: (p) => this.read(p) });
  }

  /** The second half of the setup: every file's summary, and the options of the library. */
  setup(data: SetupData): void {
    const summaries = typeof data.summaries === 'string' ? (JSON.parse(data.summaries) as FileSummary[]) : (data.summaries ?? []);
    summaries.forEach((s, i) => this.disk.set(s.path, data.diskPaths?.[i] ?? s.path));
    const lib = libraryFromModels(summaries.map((s) => lazyModel(s, this.cache)), { ...data.library, dialect: this.data.dialect, runtime: data.runtime, compiled: data.compiled ?? [] });
    this.lib = lib;
    this.suggest = suggester(() => suggestionNames(lib));
    this.lowering = new LoweringCache(lib, (p) => this.cache.touched?.add(p));
    this.checks = data.checks ?? {};
    this.runtime = data.runtime ?? 'matlab';
    this.summaries = new CalleeSummaries(lib, this.runtime, false);
    this.values = data.values ?? true;
    if (data.products) this.products = new Set(data.products);
  }

  /** Runs a task; `step` is called after each file checked and each file's value analysis. */
  run(task: Task, step: () => void = () => {}): TaskResult {
    switch (task.kind) {
      case 'summarize':
        return { kind: 'summarize', ...this.summarizeAll(task.paths, task.cache) };
      case 'check':
        return this.check(task.files, task.values !== false && this.values, step);
      case 'entries':
        return { kind: 'entries', values: this.entries(task.entries, task.report) };
    }
  }

  private read(path: string): string | undefined {
    const r = readSourceFile(this.disk.get(path) ?? path);
    return r.ok ? r.text : undefined;
  }

  private summarizeAll(paths: string[], cacheAt?: { dir: string; salt: string }): Summarized {
    const cache = cacheAt && new ResultCache(cacheAt.dir);
    return {
      files: paths.map((path) => summarizedFile(path, this.data.dialect, cache && cacheAt ? { cache, salt: cacheAt.salt } : undefined, (text) => {
        const model = modelFile({ path, text }, this.data.dialect);
        // The tree stays cached: a thread often checks the files it summarised.
        keepTree(model, this.cache);
        return summarizeModel(model);
      })),
    };
  }

  private library(): Library {
    if (!this.lib) throw new Error('check session: a check task before the setup');
    return this.lib;
  }

  private check(paths: string[], withValues: boolean, step: () => void): TaskResult {
    const lib = this.library();
    const settings = this.settings();
    const files: CheckedFile[] = [];
    for (const path of paths) {
      const model = lib.file(path);
      step();
      if (!model) continue;
      const touched = new Set<string>();
      this.cache.touched = touched;
      const started = performance.now();
      try {
        // A failure inside a check is a bug of mtame's: that file says so, the others go on.
        const dead: Array<[number, number]> = [];
        const diagnostics = failSafe(() => fileFindings(model, lib, settings, () => this.read(model.path), dead), checksFailed);
        const own = normalizePath(path);
        const found = withValues ? failSafe(() => valueFindings(lib, [own], settings, step), (why): Array<[string, Diagnostic[]]> => [[own, analysisFailed(why)]]) : [];
        const values = found.map(([p, list]): [string, Diagnostic[]] => [p, p === own ? outsideDeadCode(list, dead) : list]);
        files.push({ path, diagnostics, values, deps: [...touched].sort(), ms: Math.round(performance.now() - started) });
      } finally {
        this.cache.touched = undefined;
      }
    }
    return { kind: 'check', files };
  }

  private entries(entries: Array<{ file: string; args: string[] }>, report: string[]): Array<[string, Diagnostic[]]> {
    if (!this.values || entries.length === 0) return [];
    const points: EntryPoint[] = entries.map((e) => ({
      file: e.file,
      args: e.args.map((text) => {
        const v = parseArgSpec(text);
        if ('error' in v) throw new Error(`mtame.json: entry ${e.file}: '${text}': ${v.error}`);
        return single(v);
      }),
    }));
    const lib = this.library();
    return kept(lib, valueDiagnostics(lib, [], { runtime: this.runtime, entries: points, report }), this.checks);
  }

  private settings(): CheckSettings {
    return {
      checks: this.checks, runtime: this.runtime,
      ...(this.suggest ? { suggest: this.suggest } : {}), ...(this.products ? { products: this.products } : {}), ...(this.lowering ? { lowering: this.lowering } : {}),
      ...(this.summaries ? { summaries: this.summaries } : {}),
    };
  }
}

/** Checks `--arg`-style specs of `mtame.json` entries before anything runs. */
export function entrySpecError(entries: ProjectConfig['entries']): string | undefined {
  for (const e of entries) {
    for (const text of e.args) {
      const v = parseArgSpec(text);
      if ('error' in v) return `mtame.json: entry ${e.file}: '${text}': ${v.error}`;
    }
  }
  return undefined;
}

/** A file's summary from the cache, or made by `make` (and then stored) when the cache has none
 *  or when there is no cache; `make` undefined: only the cache is asked (undefined when it has
 *  no answer). */
function summarizedFile(path: string, dialect: SetupData['dialect'], at: { cache: ResultCache; salt: string } | undefined, make: (text: string) => FileSummary): SummarizedFile;
function summarizedFile(path: string, dialect: SetupData['dialect'], at: { cache: ResultCache; salt: string }, make?: undefined): SummarizedFile | undefined;
function summarizedFile(path: string, dialect: SetupData['dialect'], at: { cache: ResultCache; salt: string } | undefined, make?: (text: string) => FileSummary): SummarizedFile | undefined {
  const r = readSourceFile(path);
  if (!r.ok) return { path, error: r.message };
  // The hashes key the cache; without one nothing reads them (and hashing loads node:crypto).
  const hash = at ? hashOf(r.text) : '';
  const key = at && hashOf(at.salt, dialect, path, hash);
  let summary = key ? at?.cache.get<FileSummary>('summary', key) : undefined;
  if (!summary) {
    if (!make) return undefined;
    summary = make(r.text);
    if (key) at?.cache.put('summary', key, summary);
  }
  return { path, json: JSON.stringify(summary), octave: summary.dialect === 'octave', hash, shape: at ? hashOf(summaryShape(summary)) : '' };
}

/** The summaries the cache holds, looked up in this thread, by index of `paths` (a hole where
 *  the cache has none): when every file's summary is there, as on a re-check of an unchanged
 *  tree, no worker thread need start. After `misses` files the cache has no summary of (a first
 *  run, a changed tree), the rest are left to the threads, which read and hash them anyway. */
export function cachedSummaries(paths: readonly string[], dialect: SetupData['dialect'], cache: ResultCache, salt: string, misses = 32): Array<SummarizedFile | undefined> {
  const out: Array<SummarizedFile | undefined> = new Array(paths.length);
  let missed = 0;
  for (let i = 0; i < paths.length && missed < misses; i++) {
    out[i] = summarizedFile(paths[i]!, dialect, { cache, salt });
    if (!out[i]) missed++;
  }
  return out;
}
