// `mtame check [PATH...] [--format text|json|sarif] [--dialect ...] [--path DIR]... [--jobs N]`:
// every .m file under the paths, checked; diagnostics as text, JSON or SARIF. The work runs in
// tasks (`check-session.ts`), on worker threads for big folders (`worker-pool.ts`).
import { availableParallelism } from 'node:os';
import { installedOctavePackages, normalizePath, type LoadError } from '../project/index.js';
import type { FileResult } from '../report/index.js';
import { fileStart, type Diagnostic } from '../syntax/index.js';
import { choice, DIALECTS, parseCli, RUNTIMES, UsageError } from './args.js';
import { BATCH, cachedSummaries, entrySpecError, TREES, type CheckedFile, type SetupData, type SummarizedFile, type Task, type TaskResult } from './check-session.js';
import { ResultCache } from './cache.js';
import { buildSalt, cacheFolder, CheckCache } from './check-cache.js';
import { applyChecks, check, checksFailed, VALUE_CODES, chooseRuntime, excluded, findConfig, loadConfig, type ProjectConfig } from '../workspace/index.js';
import type { Output } from './parse-command.js';
import { listProject, type Runtime } from '../workspace/index.js';
import { packageVersion } from './version.js';
import { readBaseline } from './baseline.js';
import { emitReport } from './check-report.js';
import { applyFileFixes } from './fixes.js';
import { InProcessRunner, LazyRunner, WorkerRunner, workerScript, type Outcome, type TaskRunner } from './worker-pool.js';

interface CheckArgs {
  inputs: string[];
  format: 'text' | 'json' | 'sarif';
  dialect: 'auto' | 'matlab' | 'octave';
  runtime?: Runtime;
  path: string[];
  color: boolean;
  /** An explicit mtame.json; otherwise the nearest one above the first input. */
  config?: string;
  /** Threads (1: this one); undefined: the machine's parallelism for big folders. */
  jobs?: number;
  /** False with --no-cache. */
  cache: boolean;
  cacheDir?: string;
  /** -o FILE: the report goes there. */
  output?: string;
  /** Exit 1 when more warnings than this are reported. */
  maxWarnings?: number;
  /** --stdin: the text of this file comes from standard input. */
  stdinFile?: string;
  baseline?: string;
  updateBaseline?: boolean;
  /** --fix: apply the safe fixes (and with --unsafe-fixes the others). */
  fix?: boolean;
  unsafeFixes?: boolean;
  /** --timings: the slowest files checked, on standard error. */
  timings?: boolean;
}

function readArgs(argv: string[], isTTY: boolean): CheckArgs {
  const { values: v, positionals } = parseCli(argv, {
    format: { type: 'string', default: 'text' },
    dialect: { type: 'string', default: 'auto' },
    runtime: { type: 'string' },
    path: { type: 'string', multiple: true, default: [] },
    color: { type: 'boolean' },
    'no-color': { type: 'boolean' },
    config: { type: 'string' },
    jobs: { type: 'string', short: 'j' },
    'no-cache': { type: 'boolean' },
    'cache-dir': { type: 'string' },
    output: { type: 'string', short: 'o' },
    'max-warnings': { type: 'string' },
    stdin: { type: 'boolean' },
    'stdin-filename': { type: 'string' },
    baseline: { type: 'string' },
    'update-baseline': { type: 'boolean' },
    fix: { type: 'boolean' },
    'unsafe-fixes': { type: 'boolean' },
    timings: { type: 'boolean' },
  });
  let jobs: number | undefined;
  if (v.jobs !== undefined) {
    jobs = Number(v.jobs);
    if (!Number.isInteger(jobs) || jobs < 1 || jobs > 256) throw new UsageError(`--jobs must be a whole number from 1 to 256, not '${v.jobs}'`);
  }
  let maxWarnings: number | undefined;
  if (v['max-warnings'] !== undefined) {
    maxWarnings = Number(v['max-warnings']);
    if (!Number.isInteger(maxWarnings) || maxWarnings < 0) throw new UsageError(`--max-warnings must be a whole number, 0 or more, not '${v['max-warnings']}'`);
  }
  if (v['update-baseline'] && v.baseline === undefined) throw new UsageError('--update-baseline needs --baseline FILE (the file to write)');
  if (v.baseline !== undefined && !v['update-baseline']) readBaseline(v.baseline);
  if (v['unsafe-fixes'] && !v.fix) throw new UsageError('--unsafe-fixes goes with --fix');
  if (v.fix && v.stdin) throw new UsageError('--fix edits files: it cannot be used with --stdin');
  if (v['stdin-filename'] !== undefined && !v.stdin) throw new UsageError('--stdin-filename needs --stdin');
  if (v.stdin && positionals.length > 0) throw new UsageError('--stdin checks standard input: give no PATH (the folder of --stdin-filename is read as its library)');
  const color = v['no-color'] ? false : (v.color ?? (isTTY && !process.env.NO_COLOR));
  return {
    inputs: v.stdin ? [] : positionals.length > 0 ? positionals : ['.'],
    format: choice(v.format, ['text', 'json', 'sarif'] as const, 'format'),
    dialect: choice(v.dialect, DIALECTS, 'dialect'),
    runtime: v.runtime === undefined ? undefined : choice(v.runtime, RUNTIMES, 'runtime'),
    path: v.path,
    color,
    config: v.config,
    jobs,
    cache: v['no-cache'] !== true,
    cacheDir: v['cache-dir'],
    ...(v.output !== undefined ? { output: v.output } : {}),
    ...(maxWarnings !== undefined ? { maxWarnings } : {}),
    ...(v.stdin ? { stdinFile: v['stdin-filename'] ?? 'stdin.m' } : {}),
    ...(v.baseline !== undefined ? { baseline: v.baseline, updateBaseline: v['update-baseline'] === true } : {}),
    ...(v.fix ? { fix: true, unsafeFixes: v['unsafe-fixes'] === true } : {}),
    ...(v.timings ? { timings: true } : {}),
  };
}

/** Returns 0 when no error was reported, 1 when one was, 2 for bad usage or unreadable input. */
export async function runCheck(argv: string[], io: Output & { isTTY?: boolean }): Promise<number> {
  const args = readArgs(argv, io.isTTY ?? false);
  if (args.stdinFile !== undefined) return checkStdin(args, io);
  let run = await checkOnce(args, io);
  // --fix: apply the fixes, check again (an edit may uncover or settle others), a few rounds.
  for (let round = 0; args.fix && round < FIX_ROUNDS; round++) {
    const fixed = applyFileFixes(run.results, { unsafe: args.unsafeFixes === true }, (m) => io.err(`mtame check: ${m}\n`));
    if (fixed.files === 0) break;
    io.err(`mtame check: fixed ${fixed.fixes} finding${fixed.fixes === 1 ? '' : 's'} in ${fixed.files} file${fixed.files === 1 ? '' : 's'}\n`);
    run = await checkOnce(args, io);
  }
  const status = emitReport(args, io, run.results, run.files, run.unreadable);
  if (args.timings) io.err(timingsReport(run.timings));
  return status;
}

/** Files slower than this are counted apart by --timings (a linter's budget per file). */
const SLOW_FILE_MS = 1000;

/** --timings: the slowest files checked in this run (files answered from the cache took no
 *  time), the time of each in its thread, value analysis included. */
function timingsReport(timings: ReadonlyArray<[string, number]>): string {
  const sorted = [...timings].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const total = sorted.reduce((t, [, ms]) => t + ms, 0);
  const slow = sorted.filter(([, ms]) => ms > SLOW_FILE_MS).length;
  const lines = [`mtame check: ${sorted.length} file${sorted.length === 1 ? '' : 's'} checked in ${(total / 1000).toFixed(1)} s of thread time; ${slow} over ${SLOW_FILE_MS / 1000} s; the slowest:`];
  for (const [path, ms] of sorted.slice(0, TIMINGS_SHOWN)) lines.push(`${String(ms).padStart(8)} ms  ${path}`);
  return lines.join('\n') + '\n';
}

const TIMINGS_SHOWN = 10;

/** Rounds of --fix at most (each a whole check; the cache makes the unchanged files free). */
const FIX_ROUNDS = 3;

interface CheckRun {
  results: FileResult[];
  files: number;
  unreadable: Set<string>;
  /** The files checked in this run (not answered from the cache), with their milliseconds. */
  timings: Array<[string, number]>;
}

async function checkOnce(args: CheckArgs, io: Output): Promise<CheckRun> {
  const configFile = args.config ?? findConfig(args.inputs[0]);
  // A bad mtame.json throws a ConfigError: one line, exit 2 (main.ts).
  const config = loadConfig(configFile);
  const specError = entrySpecError(config.entries);
  if (specError) throw new UsageError(specError);
  // Command-line options win over mtame.json.
  const dialect = args.dialect !== 'auto' ? args.dialect : (config.dialect ?? 'auto');
  const listed = listProject(args.inputs, [...args.path, ...config.path], excluded(config));
  const progress = new Progress(io);
  let runner = taskRunner(args.jobs, listed.all.length, { dialect });
  const found = new Findings(config.checks);
  const store = args.cache ? new ResultCache(cacheFolder(args.cacheDir, configFile), (m) => io.err(`mtame: ${m}\n`)) : undefined;
  const salt = buildSalt(packageVersion());
  try {
    // 1. Every file of the library read, parsed and summarised (summaries of unchanged texts
    //    come from the cache).
    const paths = listed.all.map((f) => f.path);
    const cacheAt = store ? { dir: cacheFolder(args.cacheDir, configFile), salt } : undefined;
    // What the cache holds is read here first: a re-check of an unchanged tree starts no thread.
    const entries: Array<SummarizedFile | undefined> = store && cacheAt ? cachedSummaries(paths, dialect, store, salt) : new Array(paths.length);
    const missing = paths.flatMap((_, i) => (entries[i] ? [] : [i]));
    let read = paths.length - missing.length;
    const summarize = (at: readonly number[]): Task => ({ kind: 'summarize', paths: at.map((i) => paths[i]!), ...(cacheAt ? { cache: cacheAt } : {}) });
    const summaryTasks = chunks(missing, chunkSize(missing.length, runner.threads)).map((at) => ({ at, task: summarize(at) }));
    const failedFile = (path: string, outcome: Outcome): SummarizedFile => ({ path, error: failedMessage(outcome) });
    // A batch whose thread died (out of memory: a folder of data files, MATPOWER's cases hold
    // millions of numbers) is read again file by file, so only a file that fails alone is lost.
    const again: number[] = [];
    await runner.runAll(summaryTasks.map((t) => t.task), (k, outcome) => {
      const { at } = summaryTasks[k]!;
      if (outcome.ok && outcome.result.kind === 'summarize') outcome.result.files.forEach((f, j) => (entries[at[j]!] = f));
      else if (at.length > 1) again.push(...at);
      else entries[at[0]!] = failedFile(paths[at[0]!]!, outcome);
      read += at.length;
      progress.show('reading', read, paths.length, paths.length);
    });
    await runner.runAll(again.map((i) => summarize([i])), (j, outcome) => {
      const i = again[j]!;
      entries[i] = outcome.ok && outcome.result.kind === 'summarize' && outcome.result.files[0] ? outcome.result.files[0] : failedFile(paths[i]!, outcome);
    });
    for (const e of listed.errors) found.unreadable(e);
    const diskPaths: string[] = [];
    const octave = new Set<string>();
    const hashes = new Map<string, string>();
    const shapes: string[] = [];
    const texts: string[] = [];
    for (const f of entries) {
      if (!f) continue;
      if ('error' in f) {
        if (listed.reported.has(f.path)) found.unreadable({ path: f.path, message: f.error });
        continue;
      }
      diskPaths.push(f.path);
      hashes.set(normalizePath(f.path), f.hash);
      shapes.push(`${f.path}\t${f.shape}`);
      texts.push(f.json);
      if (f.octave) octave.add(f.path);
    }
    // One JSON array of every summary, in the library's order.
    const summaries = `[${texts.join(',')}]`;
    entries.length = 0;
    const runtime = chooseRuntime(args.runtime ?? config.runtime, dialect, listed.files, octave);
    // 2. The checked files in fixed batches, each against the whole library, with its own
    //    value analysis (skipped when the value codes are all turned off: it is the slow part).
    const valuesOn = !VALUE_CODES.every((c) => config.checks[c] === 'off');
    const library = runtime === 'octave' ? { ...listed.options, extraFunctions: installedOctavePackages() } : listed.options;
    const setup: SetupData = { dialect, summaries, diskPaths, library, runtime, compiled: [...listed.compiled], checks: config.checks, ...(config.products ? { products: config.products } : {}), values: valuesOn };
    const cache = store && new CheckCache(store, salt, setup, hashes, shapes.join('\n'));
    const parsed = new Set(diskPaths);
    const checked = listed.files.map((f) => f.path).filter((p) => parsed.has(p));
    const tasks: Task[] = [];
    if (valuesOn && config.entries.length > 0) tasks.push({ kind: 'entries', entries: config.entries, report: checked.map(normalizePath) });
    // Each checked file is one step, and one more for its value analysis.
    const steps = checked.length * (valuesOn ? 2 : 1);
    let done = 0;
    const step = (): void => progress.show('checking', ++done, steps, checked.length);
    // Files whose findings the cache holds are not checked again; the others are shared out
    // in batches (a file's findings do not depend on its batch).
    const unknown: string[] = [];
    for (const path of checked) {
      const known = cache?.answer(path);
      if (known) {
        found.addFile(known);
        done += valuesOn ? 2 : 1;
      } else unknown.push(path);
    }
    for (const batch of chunks(unknown, BATCH)) tasks.push({ kind: 'check', files: batch });
    if (tasks.length > 0) {
      try {
        await runner.setup(setup);
      } catch (e) {
        // Threads that cannot even load the library: the check goes on in this one.
        io.err(`mtame: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}; checking in one thread instead\n`);
        await runner.close();
        runner = new InProcessRunner({ dialect });
        await runner.setup(setup);
      }
    }
    // A batch whose thread died (out of memory, say) is checked again file by file; a file
    // whose thread dies alone is checked again without its value analysis, and says so.
    const timings: Array<[string, number]> = [];
    const accept = (result: TaskResult): void => {
      found.add(result);
      if (result.kind !== 'check') return;
      for (const f of result.files) {
        cache?.remember(f);
        timings.push([f.path, f.ms]);
      }
    };
    const alone: Task[] = [];
    const withoutValues: Task[] = [];
    const lost = (files: readonly string[], outcome: Outcome): void => {
      withoutValues.push({ kind: 'check', files: [...files], values: false });
      for (const path of files) found.valuesSkipped(path, failedMessage(outcome));
    };
    await runner.runAll(tasks, (i, outcome) => {
      const task = tasks[i];
      if (outcome.ok) accept(outcome.result);
      else if (task.kind === 'check' && task.files.length > 1) for (const f of task.files) alone.push({ ...task, files: [f] });
      else if (task.kind === 'check') lost(task.files, outcome);
      else if (task.kind === 'entries') {
        for (const e of task.entries) found.valuesSkipped(e.file, failedMessage(outcome));
      }
    }, step);
    await runner.runAll(alone, (i, outcome) => {
      if (outcome.ok) accept(outcome.result);
      else lost((alone[i] as Extract<Task, { kind: 'check' }>).files, outcome);
    });
    await runner.runAll(withoutValues, (i, outcome) => {
      const task = withoutValues[i] as Extract<Task, { kind: 'check' }>;
      if (outcome.ok) found.add(outcome.result);
      else for (const path of task.files) found.failed(path, failedMessage(outcome));
    });
    progress.clear();
    if (tasks.length > 0) store?.prune();
    return { ...collect(found, checked), timings };
  } finally {
    await runner.close();
    progress.clear();
  }
}

function failedMessage(outcome: Outcome): string {
  return outcome.ok ? '' : (outcome.message.split('\n')[0] ?? outcome.message);
}

/** What the tasks found, kept only for files with something to report (so a run over a big
 *  folder holds its findings, not a record per file). */
class Findings {
  readonly errors: LoadError[] = [];
  /** Per-file checks' diagnostics, by path as listed. */
  readonly perFile = new Map<string, Diagnostic[]>();
  /** The value analysis' diagnostics, by normalised path. */
  readonly values = new Map<string, Diagnostic[]>();
  private readonly seen = new Set<string>();

  /** `checks`: the configuration, applied to the notes made here (the tasks apply it to theirs). */
  constructor(private readonly checks: ProjectConfig['checks']) {}

  unreadable(e: LoadError): void {
    this.errors.push(e);
  }

  add(result: TaskResult): void {
    if (result.kind === 'summarize') return;
    if (result.kind === 'check') for (const f of result.files) this.addFile(f);
    else this.addValues(result.values);
  }

  addFile(f: CheckedFile): void {
    if (f.diagnostics.length > 0) this.own(f.path).push(...f.diagnostics);
    this.addValues(f.values);
  }

  private addValues(values: Array<[string, Diagnostic[]]>): void {
    for (const [path, list] of values) {
      for (const d of list) {
        // An entry point's analysis and a file's may find the same problem.
        const key = `${path}:${d.span.offset}:${d.code}:${d.message}`;
        if (!this.seen.has(key) && this.seen.add(key)) this.value(path).push(d);
      }
    }
  }

  valuesSkipped(path: string, why: string): void {
    this.value(normalizePath(path)).push(...applyChecks([{ severity: 'info', code: 'analysis-skipped', message: `The value analysis did not run on this file: the thread analysing it stopped (${why}). The other checks ran.`, span: fileStart() }], this.checks));
  }

  failed(path: string, why: string): void {
    this.own(path).push(...applyChecks(checksFailed(why), this.checks));
  }

  private own(path: string): Diagnostic[] {
    let list = this.perFile.get(path);
    if (!list) this.perFile.set(path, (list = []));
    return list;
  }

  private value(path: string): Diagnostic[] {
    let list = this.values.get(path);
    if (!list) this.values.set(path, (list = []));
    return list;
  }
}

/** Merges what was found (the same whatever ran the tasks). */
function collect(found: Findings, checked: readonly string[]): Omit<CheckRun, 'timings'> {
  const results: FileResult[] = found.errors.map((e) => ({
    path: e.path,
    diagnostics: [{ severity: 'error', code: 'unreadable-file', message: `Cannot read this file: ${e.message}.`, span: fileStart() }],
  }));
  for (const path of checked) {
    const own = found.perFile.get(path) ?? [];
    const extra = found.values.get(normalizePath(path));
    // Ties broken by the message: the tasks' answers arrive in any order.
    const diagnostics = extra && extra.length > 0 ? [...own, ...extra].sort((a, b) => a.span.offset - b.span.offset || a.code.localeCompare(b.code) || (a.message < b.message ? -1 : a.message > b.message ? 1 : 0)) : own;
    if (diagnostics.length > 0) results.push({ path, diagnostics });
  }
  results.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { results, files: checked.length + found.errors.length, unreadable: new Set(found.errors.map((e) => e.path)) };
}

/** --stdin: standard input checked as the file `args.stdinFile`, whose folder (and the path)
 *  is its library, through the workspace engine (`check()`); nothing is cached. */
async function checkStdin(args: CheckArgs, io: Output): Promise<number> {
  const file = args.stdinFile!;
  if (!io.readStdin) throw new UsageError('--stdin: standard input cannot be read here');
  const text = await io.readStdin();
  const result = await check([file], {
    ...(args.config !== undefined ? { config: args.config } : {}),
    path: args.path,
    ...(args.dialect !== 'auto' ? { dialect: args.dialect } : {}),
    ...(args.runtime ? { runtime: args.runtime } : {}),
    texts: { [file]: text },
  });
  const results: FileResult[] = result.files.map((f) => ({ path: f.path, diagnostics: [...f.diagnostics], ...(f.path === file ? { text } : {}) }));
  const unreadable = new Set(result.files.filter((f) => f.diagnostics.some((d) => d.code === 'unreadable-file')).map((f) => f.path));
  return emitReport(args, io, results, result.checked, unreadable);
}

/** Threads for `jobs` (undefined: none for small folders; else worker threads, one fewer than
 *  the cores, since the main thread and the collector need one: on two cores a second worker
 *  made Octave's library take 15.8 s instead of 13.2 s; one worker keeps the heap limit and the
 *  retry of a batch whose thread dies). */
function taskRunner(jobs: number | undefined, files: number, setup: SetupData): TaskRunner {
  const threads = jobs ?? (files < MIN_FILES_FOR_THREADS ? 1 : Math.min(Math.max(1, availableParallelism() - 1), Math.ceil(files / BATCH)));
  const script = threads > 1 || (jobs === undefined && files >= MIN_FILES_FOR_THREADS) ? workerScript() : undefined;
  const first = { ...setup, trees: Math.max(256, Math.floor(TREES / threads)) };
  return new LazyRunner(script ? threads : 1, () => (script ? new WorkerRunner(threads, first, script, workerHeapMB(files)) : new InProcessRunner(first)));
}

/** Each worker's heap limit (MTAME_WORKER_HEAP_MB, else 1 GB for a batch's analysis and 4 KB
 *  for each file of the library, which every thread holds): a thread that needs more stops
 *  alone (its batch is checked again without the value analysis) instead of taking the process
 *  down. The limit also makes the threads collect garbage before their heaps grow far beyond
 *  what they hold (on 100k files: 1.1 GB in all instead of 2.1 GB with a limit of 4 GB). */
function workerHeapMB(files: number): number {
  return Number(process.env.MTAME_WORKER_HEAP_MB) || 1024 + Math.ceil((files * 4) / 1024);
}

/** Below this many files, starting threads costs more than it saves. */
const MIN_FILES_FOR_THREADS = 200;

function chunkSize(n: number, threads: number): number {
  return Math.max(1, Math.min(256, Math.ceil(n / (threads * 8))));
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A progress bar on stderr, only when it is a terminal; redrawn at most ten times a second. */
class Progress {
  private last = 0;
  private shown = false;

  constructor(private readonly io: Output) {}

  /** `n` of `total` steps done, over `files` files. */
  show(what: string, n: number, total: number, files: number): void {
    if (!this.io.errIsTTY || files < 50) return;
    const now = Date.now();
    if (now - this.last < 100 && n < total) return;
    this.last = now;
    const width = 30;
    const full = Math.round((width * n) / total);
    this.io.err(`\r\x1b[K${what} ${files} files [${'#'.repeat(full)}${'.'.repeat(width - full)}] ${Math.floor((100 * n) / total)}%`);
    this.shown = true;
  }

  clear(): void {
    if (this.shown) this.io.err('\r\x1b[K');
    this.shown = false;
  }
}

