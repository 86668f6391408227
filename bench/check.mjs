// `mtame check` over a whole corpus, with `--jobs 1` (one thread) and the default (one worker
// thread per core), each in a fresh process: wall time, CPU time, peak memory (max RSS of the
// process, every thread included), that both reports are identical, and the count per code.
//   npm run bench:check [-- DIR]      (default: Octave's own .m files, /usr/share/octave/<version>/m)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { octaveLibraryDir } from './lib/octave-library.mjs';

/** Lines of the .m files under a folder. */
function countLines(dir) {
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || !e.name.endsWith('.m')) continue;
    const p = path.join(e.parentPath ?? e.path, e.name);
    if (statSync(p).size > 0) n += readFileSync(p, 'utf8').split('\n').length;
  }
  return n;
}

/** How many functions the check's value analysis gave up on for its per-function budget
 *  (STEP_LIMIT statement steps, JOIN_LIMIT variables met by joins: their results become unknown, an `analysis-limit` note of the
 *  analysis that the check does not report), analysed as the check does (each file apart, other
 *  files' functions as shared summaries). */
export function budgetLine(dir) {
  const out = execFileSync(process.execPath, ['--max-old-space-size=4096', '--input-type=module', '-e', `
    import { loadProject } from '../dist/workspace/index.js';
    import { CALLEE_DEPTH } from '../dist/checks/values.js';
    import { CalleeSummaries, ValueAnalysis, TOP } from '../dist/analysis/index.js';
    import { JOIN_LIMIT, STEP_LIMIT } from '../dist/analysis/transfer.js';
    const p = loadProject([${JSON.stringify(dir)}], [], 'auto');
    // As the check does it: each file on its own, other files' functions as shared summaries.
    const summaries = new CalleeSummaries(p.lib, p.runtime, false);
    let roots = 0;
    const limited = new Set();
    for (const f of p.files) {
      const a = new ValueAnalysis(p.lib, { runtime: p.runtime, calleeDepth: CALLEE_DEPTH, recordValues: false, otherFiles: 'summary', summaries });
      for (const fn of a.ir(f.path)?.functions ?? []) {
        if (fn.kind === 'lambda') continue;
        roots++;
        a.analyze(fn, { args: fn.inputs.map(() => TOP), nargin: null, nargout: fn.outputs.length });
      }
      for (const s of a.specializations()) if (s.diagnostics.some((d) => d.code === 'analysis-limit')) limited.add(s);
    }
    console.log(\`budget: \${roots} functions checked, \${limited.size} analyses stopped at the per-function budget (\${STEP_LIMIT} statement steps, or joins over \${JOIN_LIMIT} variables)\`);
  `], { cwd: path.dirname(fileURLToPath(import.meta.url)), encoding: 'utf8', maxBuffer: 1 << 24 });
  return out.trim();
}

/** One check in a child process (bench/lib/check-child.mjs): its figures. */
export function runCheckChild(args) {
  const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib', 'check-child.mjs');
  const out = execFileSync(process.execPath, [child, ...args], { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out.trim().split('\n').at(-1));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? octaveLibraryDir();
  if (!dir || !existsSync(dir)) {
    console.error("No corpus: install Octave's .m files with `apt-get install octave-common`, or pass a folder.");
    process.exit(1);
  }
  console.log(`corpus: ${dir}`);
  console.log(`cores: ${availableParallelism()}, load average before: ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  const runs = [];
  for (const jobs of ['1', undefined]) {
    const r = runCheckChild([dir, '--format', 'json', '--no-cache', ...(jobs ? ['--jobs', jobs, '--timings'] : [])]);
    runs.push(r);
    const label = jobs ? `--jobs ${jobs}` : `default (${Math.max(1, availableParallelism() - 1)} worker thread(s))`;
    console.log(`${label.padEnd(22)} time ${r.seconds.toFixed(2)} s, CPU ${r.cpuSeconds.toFixed(1)} s, peak memory (max RSS) ${r.maxRssMB.toFixed(0)} MB, ${(r.summary.files / r.seconds).toFixed(0)} files/s`);
  }
  const [one, many] = runs;
  // Each file's time with one thread (target: none over 1 s).
  if (one.timings) console.log(`per file, one thread: ${one.timings.trim().replace(/^mtame check: /, '').replace(/the slowest:/, 'the slowest five:').split('\n').slice(0, 6).join('\n')}`);
  console.log(`reports identical: ${one.hash === many.hash ? 'yes' : 'NO'}`);
  const lines = countLines(dir);
  console.log(`lines: ${lines}; cold check ${(lines / many.seconds).toFixed(0)} lines/s with the default threads, ${(lines / one.seconds).toFixed(0)} with one (target: 20,000)`);
  // The cache: a first run fills a fresh cache folder, a second one re-checks the unchanged
  // tree from it; its report must be the cold one.
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'mtame-bench-cache-'));
  try {
    const fill = runCheckChild([dir, '--format', 'json', '--cache-dir', cacheDir]);
    const warm = runCheckChild([dir, '--format', 'json', '--cache-dir', cacheDir]);
    console.log(`cache: filling run ${fill.seconds.toFixed(2)} s; unchanged tree from the cache ${warm.seconds.toFixed(2)} s (${(many.seconds / warm.seconds).toFixed(0)}x faster than cold; target < 1 s for 1,000 files), report identical to the cold one: ${warm.hash === many.hash && fill.hash === many.hash ? 'yes' : 'NO'}`);
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
  console.log(budgetLine(dir));
  const { summary } = many;
  console.log(`files: ${summary.files}, errors: ${summary.errors}, warnings: ${summary.warnings} (exit status ${many.status})`);
  console.log('diagnostics per code:');
  for (const [code, n] of Object.entries(summary.byCode).sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(6)}  ${code}`);
}
