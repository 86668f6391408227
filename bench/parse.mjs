// Parse-throughput benchmark: mtame's parser over a corpus of .m files, and MiSS_HIT's parser
// over the same files as a peer.
//
//   npm run bench:parse                    # corpus: /usr/share/octave (Debian's octave-common)
//   npm run bench:parse -- DIR             # any other directory of .m files
//   node bench/parse.mjs [DIR] [--runs N] [--warmup N] [--peer-runs N] [--peer-warmup N] [--no-peer]
//                        [--misshit CHECKOUT] [--misshit-mirror GIT_DIR]
//
// Both parsers run on one CPU core (taskset) and are timed over in-memory text, so file I/O and
// process start-up are not in the figures. mtame additionally runs with V8's --single-threaded,
// so garbage collection and JIT compilation happen on the timed thread rather than on helpers.
//
// The peer is MiSS_HIT (Python). Its code is never committed here: it is extracted from a local
// bare mirror into bench/peers/miss_hit (gitignored) and driven by bench/misshit-driver.py.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(BENCH_DIR);
const DEFAULT_CORPUS = '/usr/share/octave';
const DEFAULT_MIRROR = '/work/.mirror/florianschanda+miss_hit/repo';
const DEFAULT_CHECKOUT = path.join(BENCH_DIR, 'peers', 'miss_hit');
const DRIVER = path.join(BENCH_DIR, 'misshit-driver.py');
// Set in the re-executed child, so it does not re-execute itself again.
const CHILD_MARK = 'MTAME_BENCH_PINNED';

// ---------------------------------------------------------------------------------------------
// Command line and process set-up

function readOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      'peer-runs': { type: 'string', default: '3' },
      'peer-warmup': { type: 'string', default: '1' },
      'no-peer': { type: 'boolean', default: false },
      misshit: { type: 'string', default: DEFAULT_CHECKOUT },
      'misshit-mirror': { type: 'string', default: DEFAULT_MIRROR },
    },
  });
  return {
    corpus: path.resolve(positionals[0] ?? DEFAULT_CORPUS),
    loadBefore: os.loadavg(),
    runs: count(values.runs, 1),
    warmup: count(values.warmup, 0),
    peerRuns: count(values['peer-runs'], 1),
    peerWarmup: count(values['peer-warmup'], 0),
    peer: !values['no-peer'],
    checkout: path.resolve(values.misshit),
    mirror: values['misshit-mirror'],
  };
}

function count(text, min) {
  const n = Number.parseInt(text, 10);
  if (!Number.isInteger(n) || n < min) fail(`expected an integer >= ${min}, got '${text}'`);
  return n;
}

function fail(message) {
  console.error(`bench:parse: ${message}`);
  process.exit(1);
}

/**
 * Run this script again pinned to one core, with V8 kept on one thread and `gc()` exposed.
 * Flags like these cannot be turned on reliably once V8 has started, hence the re-exec. The
 * Python peer is spawned from the child, so it inherits the same one-core affinity.
 * Returns only in the child.
 */
function pinToOneCore() {
  if (process.env[CHILD_MARK]) return;
  const node = [process.execPath, '--single-threaded', '--expose-gc', fileURLToPath(import.meta.url), ...process.argv.slice(2)];
  const cpu = lastAllowedCpu();
  const [cmd, ...args] = cpu === null ? node : ['taskset', '-c', String(cpu), ...node];
  const pinned = cpu === null ? 'not pinned to a core (taskset not available)' : `pinned to CPU ${cpu} (taskset)`;
  const child = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, [CHILD_MARK]: pinned } });
  process.exit(child.status ?? 1);
}

/**
 * The last CPU this process may run on (core 0 tends to take more interrupts), from
 * `taskset -cp`, which prints e.g. "pid 42's current affinity list: 0-3,6". Null without taskset.
 */
function lastAllowedCpu() {
  const out = spawnSync('taskset', ['-cp', String(process.pid)], { encoding: 'utf8' });
  if (out.status !== 0) return null;
  const list = out.stdout.split(':').pop() ?? '';
  const cpus = list.split(/[,-]/).map((s) => Number.parseInt(s, 10)).filter(Number.isInteger);
  return cpus.length > 0 ? Math.max(...cpus) : null;
}

// ---------------------------------------------------------------------------------------------
// Corpus

/** All .m files under `dir`, sorted so every run (and the peer) sees the same order. */
function findMFiles(dir) {
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

function loadCorpus(dir) {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    const hint = dir === DEFAULT_CORPUS ? 'Install it with: sudo apt-get install octave-common' : 'Pass a directory holding .m files.';
    fail(`corpus directory ${dir} not found. ${hint}`);
  }
  const files = findMFiles(dir).map((file) => {
    const bytes = readFileSync(file);
    const text = bytes.toString('utf8'); // invalid UTF-8 becomes U+FFFD; the driver does the same
    return { file, text, bytes: bytes.length, lines: countLines(text) };
  });
  if (files.length === 0) fail(`no .m files under ${dir}. Install octave-common (apt-get install octave-common) or pass another directory.`);
  return files;
}

/** Lines as an editor counts them: a last line without a newline still counts. */
function countLines(text) {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return text.length > 0 && !text.endsWith('\n') ? n + 1 : n;
}

// ---------------------------------------------------------------------------------------------
// mtame

/** One pass over the corpus: time per file, and the first error of each file that has one. */
function mtamePass(parse, corpus) {
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

function timeMtame(parse, corpus, runs, warmup) {
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
function measureMtameMemory(parse, corpus) {
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
function ensureMissHitCheckout(checkout, mirror) {
  if (existsSync(path.join(checkout, 'miss_hit_core', 'm_parser.py'))) return { ok: true };
  if (!existsSync(mirror)) return { ok: false, why: `no checkout at ${checkout} and no mirror at ${mirror}` };
  console.error(`bench:parse: extracting MiSS_HIT from ${mirror} into ${checkout} ...`);
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
function missHitVersion(checkout, mirror) {
  const versionFile = readFileSync(path.join(checkout, 'miss_hit_core', 'version.py'), 'utf8');
  const tuple = /VERSION_TUPLE\s*=\s*\(([^)]*)\)/.exec(versionFile)?.[1].split(',').map((s) => s.trim()).join('.');
  const head = existsSync(mirror) ? spawnSync('git', ['--git-dir', mirror, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout?.trim() : '';
  return `${tuple ?? '?'}${head ? ` (mirror HEAD ${head})` : ''}`;
}

/** Run the Python driver on the same file list; returns its JSON, or `{ absent: reason }`. */
function runMissHit(options, corpus) {
  if (!options.peer) return { absent: 'skipped (--no-peer)' };
  const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
  if (python.status !== 0) return { absent: 'python3 not found' };
  const checkout = ensureMissHitCheckout(options.checkout, options.mirror);
  if (!checkout.ok) return { absent: checkout.why };

  console.error(`bench:parse: timing MiSS_HIT (${options.peerWarmup} warm-up + ${options.peerRuns} timed passes; Python is slow, this takes a while) ...`);
  const args = [DRIVER, '--misshit', options.checkout, '--runs', String(options.peerRuns), '--warmup', String(options.peerWarmup), '--json'];
  const run = spawnSync('python3', args, { input: corpus.map((f) => f.file).join('\0'), encoding: 'utf8', maxBuffer: 1 << 30 });
  if (run.status !== 0) return { absent: `driver failed (exit ${run.status}): ${run.stderr.trim().split('\n').slice(-3).join(' | ')}` };
  return { ...JSON.parse(run.stdout), version: missHitVersion(options.checkout, options.mirror) };
}

// ---------------------------------------------------------------------------------------------
// Figures

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Best and median seconds of a list of pass times. */
function bestMedian(times) {
  return { best: Math.min(...times), median: median(times) };
}

/** Pass times restricted to the files at `indices` (sum of their per-file times, each pass). */
function subsetTimes(perFile, indices) {
  return perFile.map((fileSeconds) => indices.reduce((sum, i) => sum + fileSeconds[i], 0));
}

function totals(files) {
  return files.reduce((t, f) => ({ files: t.files + 1, bytes: t.bytes + f.bytes, lines: t.lines + f.lines }), { files: 0, bytes: 0, lines: 0 });
}

/** MB/s, lines/s and files/s for `seconds` spent on `size`. MB is 10^6 bytes. */
function rates(size, seconds) {
  return { mbps: size.bytes / 1e6 / seconds, lps: size.lines / seconds, fps: size.files / seconds };
}

// ---------------------------------------------------------------------------------------------
// Report

const fmt = {
  rate: (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2)),
  int: (x) => Math.round(x).toLocaleString('en-US'),
  mb: (bytes) => `${(bytes / 1e6).toFixed(1)} MB`,
  ratio: (a, b) => (a && b ? `${(a / b).toFixed(1)}x` : ''),
};

function printTable(rows) {
  const header = ['', 'mtame', 'MiSS_HIT', 'mtame/MiSS_HIT'];
  const all = [header, ...rows];
  // Section rows (one cell) span the table and do not widen the first column.
  const widths = header.map((_, c) => Math.max(...all.filter((r) => r.length > 1).map((r) => (r[c] ?? '').length)));
  const line = (r) => r.map((cell, c) => (c === 0 ? (cell ?? '').padEnd(widths[c]) : (cell ?? '').padStart(widths[c]))).join('   ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('   '));
  for (const r of rows) console.log(r.length === 1 ? r[0] : line(r));
}

/** Rows of MB/s, lines/s, files/s, best and median, for one set of files. */
function rateRows(label, size, mine, peer) {
  const rows = [];
  for (const which of ['best', 'median']) {
    const a = rates(size, mine[which]);
    const b = peer ? rates(size, peer[which]) : null;
    rows.push(
      [`${label}, ${which}: MB/s`, fmt.rate(a.mbps), b ? fmt.rate(b.mbps) : '-', b ? fmt.ratio(a.mbps, b.mbps) : ''],
      [`${label}, ${which}: lines/s`, fmt.int(a.lps), b ? fmt.int(b.lps) : '-', ''],
      [`${label}, ${which}: files/s`, fmt.int(a.fps), b ? fmt.int(b.fps) : '-', ''],
    );
  }
  return rows;
}

/** Up to `limit` failures, as "  file: reason" lines. */
function listFailures(failures, limit) {
  const entries = [...failures].sort(([a], [b]) => a.localeCompare(b));
  const lines = entries.slice(0, limit).map(([file, why]) => `    ${file}: ${why}`);
  if (entries.length > limit) lines.push(`    ... and ${entries.length - limit} more`);
  return lines;
}

/** MiSS_HIT stops at a file's first error; group failures by that message to show the causes. */
function groupFailures(failures, limit) {
  const counts = new Map();
  for (const why of failures.values()) counts.set(why, (counts.get(why) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([why, n]) => `    ${String(n).padStart(5)}  ${why}`);
}

function report({ options, corpus, mtame, memory, peer }) {
  const all = totals(corpus);
  const hasPeer = !peer.absent;
  console.log('');
  console.log(`Corpus   ${options.corpus}: ${fmt.int(all.files)} files, ${fmt.mb(all.bytes)}, ${fmt.int(all.lines)} lines (read into memory before timing)`);
  console.log(`mtame    Node ${process.version}, V8 --single-threaded, ${process.env[CHILD_MARK] ?? 'not pinned'}; ${options.warmup} warm-up + ${options.runs} timed passes`);
  console.log(hasPeer
    ? `MiSS_HIT ${peer.version}, Python ${peer.python}, same core; ${options.peerWarmup} warm-up + ${options.peerRuns} timed passes; ${peer.octaveModeFiles} files in Octave mode, the rest MATLAB mode`
    : `MiSS_HIT absent: ${peer.absent}. Showing mtame alone.`);
  console.log('');

  const peerFailures = hasPeer ? new Map(Object.entries(peer.failures)) : new Map();
  const rows = [...rateRows('whole corpus', all, bestMedian(mtame.times), hasPeer ? bestMedian(peer.times) : null)];
  rows.push([
    'files parsed without error',
    `${all.files - mtame.failures.size} / ${all.files}`,
    hasPeer ? `${peer.ok} / ${peer.files}` : '-',
    '',
  ]);

  // The fair comparison: only files both parse cleanly. On a failure MiSS_HIT stops at the
  // first error while mtame recovers and parses the rest, so whole-corpus figures flatter it.
  if (hasPeer) {
    const both = corpus.map((f, i) => i).filter((i) => !mtame.failures.has(corpus[i].file) && !peerFailures.has(corpus[i].file));
    if (both.length > 0) {
      const size = totals(both.map((i) => corpus[i]));
      rows.push([`-- files both parse without error: ${fmt.int(size.files)} files, ${fmt.mb(size.bytes)}, ${fmt.int(size.lines)} lines --`]);
      rows.push(...rateRows('both-clean', size, bestMedian(subsetTimes(mtame.perFile, both)), bestMedian(subsetTimes(peer.perFileSeconds, both))));
    }
  }

  // Other processes on the machine steal the core from a pinned benchmark: wall time then runs
  // ahead of CPU time. The share shows how trustworthy the wall-clock figures above are.
  const share = (xs) => `${Math.round(median(xs) * 100)}%`;
  rows.push(['CPU time / wall time, median pass', share(mtame.cpuShares), hasPeer ? share(peer.cpuShares) : '-', '']);

  rows.push(['-- memory --']);
  rows.push(['peak RSS, timed passes', fmt.mb(mtame.peakRssBytes), hasPeer ? fmt.mb(peer.peakRssBytes) : '-', '']);
  rows.push(['all results kept: JS heap used', fmt.mb(memory.heapUsedBytes), 'n/a', '']);
  rows.push(['  of which ASTs + diagnostics', fmt.mb(memory.heldBytes), 'n/a', '']);
  rows.push(['  peak RSS', fmt.mb(memory.peakRssBytes), 'n/a', '']);
  printTable(rows);

  const busy = median(mtame.cpuShares) < 0.9 || (hasPeer && median(peer.cpuShares) < 0.9);
  if (busy) {
    console.log('');
    console.log(`Warning: the benchmark got under 90% of its core (load average ${options.loadBefore.map((l) => l.toFixed(1)).join(' ')} at start); other processes were competing, so the figures are noisy. Re-run on a quiet machine.`);
  }

  if (mtame.failures.size > 0) {
    console.log('');
    console.log(`mtame reported errors in ${mtame.failures.size} file(s) (first error each):`);
    for (const l of listFailures(mtame.failures, 10)) console.log(l);
  }
  if (peerFailures.size > 0) {
    console.log('');
    console.log(`MiSS_HIT failed on ${peerFailures.size} file(s); most common first errors:`);
    for (const l of groupFailures(peerFailures, 8)) console.log(l);
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  pinToOneCore();
  const options = readOptions();
  const corpus = loadCorpus(options.corpus);
  // Import the build only now: `npm run bench:parse` builds first; a plain `node` run may not have.
  const entry = path.join(ROOT, 'dist', 'syntax', 'index.js');
  if (!existsSync(entry)) fail(`${entry} not found: run \`npm run build\` first (or use \`npm run bench:parse\`).`);
  const { parse } = await import(pathToFileURL(entry).href);

  console.error(`bench:parse: timing mtame on ${corpus.length} files ...`);
  const mtame = timeMtame(parse, corpus, options.runs, options.warmup);
  const memory = measureMtameMemory(parse, corpus);
  const peer = runMissHit(options, corpus);
  report({ options, corpus, mtame, memory, peer });
}

await main();
