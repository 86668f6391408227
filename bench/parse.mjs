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
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  bestMedian, DEFAULT_CHECKOUT, DEFAULT_CORPUS, DEFAULT_MIRROR, fmt, lastAllowedCpu, loadCorpus, measureMtameMemory, median,
  rates, runMissHit, subsetTimes, timeMtame, totals,
} from './lib/parse-core.mjs';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(BENCH_DIR);
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

// ---------------------------------------------------------------------------------------------
// Report

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
  let corpus;
  try {
    corpus = loadCorpus(options.corpus);
  } catch (e) {
    fail(e.message);
  }
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
