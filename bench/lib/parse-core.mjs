// The parse-throughput machinery shared by bench/parse.mjs and bench/all.mjs: reading a corpus
// of .m files into memory, timing mtame's parser over it, measuring memory, and running the
// MiSS_HIT peer (bench/misshit-driver.py) on the same files. Nothing here prints a report.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const BENCH_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Debian's octave-common: every .m file Octave ships. */
export const DEFAULT_CORPUS = '/usr/share/octave';
/** The same package's function library only (what bench/all.mjs times). */
export const OCTAVE_M_CORPUS = '/usr/share/octave/7.3.0/m';
export const DEFAULT_MIRROR = '/work/.mirror/florianschanda+miss_hit/repo';
export const DEFAULT_CHECKOUT = path.join(BENCH_DIR, 'peers', 'miss_hit');
const DRIVER = path.join(BENCH_DIR, 'misshit-driver.py');

// ---------------------------------------------------------------------------------------------
// The CPU to pin a benchmark to

/**
 * The last CPU this process may run on (core 0 tends to take more interrupts), from
 * `taskset -cp`, which prints e.g. "pid 42's current affinity list: 0-3,6". Null without taskset.
 */
export function lastAllowedCpu() {
  const out = spawnSync('taskset', ['-cp', String(process.pid)], { encoding: 'utf8' });
  if (out.status !== 0) return null;
  const list = out.stdout.split(':').pop() ?? '';
  const cpus = list.split(/[,-]/).map((s) => Number.parseInt(s, 10)).filter(Number.isInteger);
  return cpus.length > 0 ? Math.max(...cpus) : null;
}

// ---------------------------------------------------------------------------------------------
// Corpus

/** All .m files under `dir`, sorted so every run (and the peer) sees the same order. */
export function findMFiles(dir) {
  const found = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      // Symlinked directories are not followed (no cycles); symlinked files are taken.
      const isFile = entry.isFile() || (entry.isSymbolicLink() && statSync(full, { throwIfNoEntry: false })?.isFile());
      if (entry.isDirectory()) walk(full);
      else if (isFile && entry.name.endsWith('.m')) found.push(full);
    }
  };
  walk(dir);
  // The driver gets NUL-separated paths; a path with a NUL cannot exist, so nothing is lost.
  return found.sort();
}

export function loadCorpus(dir) {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    const hint = dir === DEFAULT_CORPUS || dir === OCTAVE_M_CORPUS ? 'Install it with: sudo apt-get install octave-common' : 'Pass a directory holding .m files.';
    throw new Error(`corpus directory ${dir} not found. ${hint}`);
  }
  const files = findMFiles(dir).map((file) => {
    const bytes = readFileSync(file);
    const text = bytes.toString('utf8'); // invalid UTF-8 becomes U+FFFD; the driver does the same
    return { file, text, bytes: bytes.length, lines: countLines(text) };
  });
  if (files.length === 0) throw new Error(`no .m files under ${dir}. Install octave-common (apt-get install octave-common) or pass another directory.`);
  return files;
}

/** Lines as an editor counts them: a last line without a newline still counts. */
export function countLines(text) {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return text.length > 0 && !text.endsWith('\n') ? n + 1 : n;
}

// ---------------------------------------------------------------------------------------------
// mtame

/** One pass over the corpus: time per file, and the first error of each file that has one. */
export function mtamePass(parse, corpus) {
  const fileSeconds = new Float64Array(corpus.length);
  const failures = new Map();
  for (let i = 0; i < corpus.length; i++) {
    const start = performance.now();
    const { diagnostics } = parse(corpus[i].text);
    fileSeconds[i] = (performance.now() - start) / 1000;
    // Reading the result also keeps the call from being optimised away.
    const error = diagnostics.find((d) => d.severity === 'error');
    if (error) failures.set(corpus[i].file, `${error.code} at ${error.span.line}:${error.span.column}: ${error.message}`);
  }
  return { fileSeconds, failures };
}

export function timeMtame(parse, corpus, runs, warmup) {
  for (let i = 0; i < warmup; i++) mtamePass(parse, corpus); // let the JIT settle
  const times = [];
  const cpuShares = [];
  const perFile = [];
  let failures = new Map();
  for (let i = 0; i < runs; i++) {
    // No forced gc() between passes: a forced full GC shrinks V8's young generation, and the
    // next pass then ran ~2.5x slower (measured), which would be an artefact of the benchmark.
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const pass = mtamePass(parse, corpus);
    const seconds = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpuStart);
    times.push(seconds);
    cpuShares.push((cpu.user + cpu.system) / 1e6 / seconds);
    perFile.push(pass.fileSeconds);
    failures = pass.failures;
  }
  // Peak RSS so far: parsing with one result alive at a time, as the Python driver does.
  return { times, cpuShares, perFile, failures, peakRssBytes: process.resourceUsage().maxRSS * 1024 };
}

/**
 * Memory with the parse results of the whole corpus kept alive at once (what a whole-project
 * analysis holds): JS heap used, the part of it the results take, and the process's peak RSS.
 */
export function measureMtameMemory(parse, corpus) {
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const kept = corpus.map((f) => parse(f.text));
  globalThis.gc?.();
  const heldBytes = process.memoryUsage().heapUsed - before;
  const heapUsedBytes = process.memoryUsage().heapUsed;
  if (kept.length !== corpus.length) throw new Error('unreachable: keeps `kept` alive until here');
  return { heldBytes, heapUsedBytes, peakRssBytes: process.resourceUsage().maxRSS * 1024 };
}

// ---------------------------------------------------------------------------------------------
// MiSS_HIT peer

/** Make sure a MiSS_HIT checkout exists, extracting one from the bare mirror if needed. */
export function ensureMissHitCheckout(checkout, mirror) {
  if (existsSync(path.join(checkout, 'miss_hit_core', 'm_parser.py'))) return { ok: true };
  if (!existsSync(mirror)) return { ok: false, why: `no checkout at ${checkout} and no mirror at ${mirror}` };
  console.error(`bench: extracting MiSS_HIT from ${mirror} into ${checkout} ...`);
  // Extract into a scratch directory and rename, so an interrupted run leaves no half checkout.
  const scratch = `${checkout}.partial`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const archive = spawnSync('git', ['--git-dir', mirror, 'archive', 'HEAD'], { maxBuffer: 1 << 30 });
  if (archive.status !== 0) return { ok: false, why: `git archive failed: ${String(archive.stderr).trim() || archive.error}` };
  const tar = spawnSync('tar', ['-x', '-C', scratch], { input: archive.stdout });
  if (tar.status !== 0) return { ok: false, why: `tar failed: ${String(tar.stderr).trim() || tar.error}` };
  rmSync(checkout, { recursive: true, force: true });
  renameSync(scratch, checkout);
  return { ok: true };
}

/** Which MiSS_HIT is this? The mirror's HEAD commit (the checkout is a plain extract of it). */
export function missHitVersion(checkout, mirror) {
  const versionFile = readFileSync(path.join(checkout, 'miss_hit_core', 'version.py'), 'utf8');
  const tuple = /VERSION_TUPLE\s*=\s*\(([^)]*)\)/.exec(versionFile)?.[1].split(',').map((s) => s.trim()).join('.');
  const head = existsSync(mirror) ? spawnSync('git', ['--git-dir', mirror, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout?.trim() : '';
  return `${tuple ?? '?'}${head ? ` (mirror HEAD ${head})` : ''}`;
}

/** Run the Python driver on the same file list; returns its JSON, or `{ absent: reason }`. */
export function runMissHit(options, corpus) {
  if (!options.peer) return { absent: 'skipped (--no-peer)' };
  const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
  if (python.status !== 0) return { absent: 'python3 not found' };
  const checkout = ensureMissHitCheckout(options.checkout, options.mirror);
  if (!checkout.ok) return { absent: checkout.why };

  console.error(`bench: timing MiSS_HIT (${options.peerWarmup} warm-up + ${options.peerRuns} timed passes; Python is slow, this takes a while) ...`);
  const args = [DRIVER, '--misshit', options.checkout, '--runs', String(options.peerRuns), '--warmup', String(options.peerWarmup), '--json'];
  const run = spawnSync('python3', args, { input: corpus.map((f) => f.file).join('\0'), encoding: 'utf8', maxBuffer: 1 << 30 });
  if (run.status !== 0) return { absent: `driver failed (exit ${run.status}): ${run.stderr.trim().split('\n').slice(-3).join(' | ')}` };
  return { ...JSON.parse(run.stdout), version: missHitVersion(options.checkout, options.mirror) };
}

// ---------------------------------------------------------------------------------------------
// Figures

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Best and median seconds of a list of pass times. */
export function bestMedian(times) {
  return { best: Math.min(...times), median: median(times) };
}

/** Pass times restricted to the files at `indices` (sum of their per-file times, each pass). */
export function subsetTimes(perFile, indices) {
  return perFile.map((fileSeconds) => indices.reduce((sum, i) => sum + fileSeconds[i], 0));
}

export function totals(files) {
  return files.reduce((t, f) => ({ files: t.files + 1, bytes: t.bytes + f.bytes, lines: t.lines + f.lines }), { files: 0, bytes: 0, lines: 0 });
}

/** MB/s, lines/s and files/s for `seconds` spent on `size`. MB is 10^6 bytes. */
export function rates(size, seconds) {
  return { mbps: size.bytes / 1e6 / seconds, lps: size.lines / seconds, fps: size.files / seconds };
}

export const fmt = {
  rate: (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2)),
  int: (x) => Math.round(x).toLocaleString('en-US'),
  mb: (bytes) => `${(bytes / 1e6).toFixed(1)} MB`,
  ratio: (a, b) => (a && b ? `${(a / b).toFixed(1)}x` : ''),
};
