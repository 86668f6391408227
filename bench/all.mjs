// The benchmark suite in one run (`npm run bench`): speed, measured against peers.
//
//   npm run bench                      # everything; the figures go to bench/results/
//   node bench/all.mjs [--quick] [--sizes 1000,4000,...] [--no-peer] [--no-tamer] [--no-scaling]
//                      [--runs N] [--warmup N] [--parse-runs N] [--parse-warmup N]
//                      [--peer-runs N] [--peer-warmup N] [--scale-timeout SEC]
//                      [--corpus DIR] [--mclab DIR] [--mclab-core DIR] [--out FILE] [--svg FILE]
//
// 1. Parse throughput (MB/s, lines/s) over Octave's function library (octave-common,
//    /usr/share/octave/7.3.0/m), with bench/parse.mjs's machinery (bench/lib/parse-core.mjs),
//    and the ratio against MiSS_HIT timed on the same files in the same run when its mirror is
//    present (see bench/parse.mjs).
// 2. Each program of bench/programs: parse, kinds, Tame IR lowering and value analysis from its
//    driver (bench/lib/pipeline.mjs), in-process on sources in memory, after warm-up rounds,
//    median of the timed rounds; pass when the whole pipeline takes under 50 ms.
// 3. McLab's Tamer on the same drivers, and on the McLab benchmarks, when a built McLabCore.jar
//    is present (Sable/mclab-core, built locally with `ant jar`; never committed): timed
//    in-process by bench/lib/TamerBench.java the same way, with the ratio.
// 4. Peak memory of this process (and of each scaling run).
// 5. Scaling: generated programs (bench/lib/generate.mjs) from 1k to 1M lines, one process per
//    size (bench/lib/scale-worker.mjs), each stage timed, and time = a·n^b fitted by least
//    squares on log-log, the exponent b printed per stage.
// The figures are written as JSON (bench/results/bench.json, with the machine and the date) and
// the scaling curve as an SVG chart (bench/results/scaling.svg).
//
// Everything runs pinned to one CPU core (taskset), Node with V8's --single-threaded so that
// garbage collection and compilation are on the timed thread; the peers are spawned from the
// pinned process and inherit its core.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  bestMedian, countLines, DEFAULT_CHECKOUT, DEFAULT_MIRROR, lastAllowedCpu, loadCorpus, OCTAVE_M_CORPUS, rates, runMissHit,
  subsetTimes, timeMtame, totals,
} from './lib/parse-core.mjs';
import { loadApi, median, medianTimes, runPipeline } from './lib/pipeline.mjs';
import { scalingSvg } from './lib/svg.mjs';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(BENCH_DIR);
const PROGRAMS = path.join(BENCH_DIR, 'programs');
const CHILD_MARK = 'MTAME_BENCH_ALL_PINNED';
const TARGET_MS = 50;
const STAGES = ['parse', 'kinds', 'lower', 'analysis', 'pipeline'];

// ---------------------------------------------------------------------------------------------
// Options and process set-up

function readOptions() {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      sizes: { type: 'string' },
      'no-peer': { type: 'boolean', default: false },
      'no-tamer': { type: 'boolean', default: false },
      'no-scaling': { type: 'boolean', default: false },
      runs: { type: 'string', default: '11' },
      warmup: { type: 'string', default: '5' },
      'parse-runs': { type: 'string', default: '10' },
      'parse-warmup': { type: 'string', default: '3' },
      'peer-runs': { type: 'string', default: '2' },
      'peer-warmup': { type: 'string', default: '0' },
      'scale-timeout': { type: 'string', default: '900' },
      corpus: { type: 'string', default: OCTAVE_M_CORPUS },
      mclab: { type: 'string', default: process.env.MCLAB_BENCH ?? '/tmp/mclab-bench' },
      'mclab-core': { type: 'string' },
      misshit: { type: 'string', default: DEFAULT_CHECKOUT },
      'misshit-mirror': { type: 'string', default: DEFAULT_MIRROR },
      out: { type: 'string', default: path.join(BENCH_DIR, 'results', 'bench.json') },
      svg: { type: 'string', default: path.join(BENCH_DIR, 'results', 'scaling.svg') },
    },
  });
  const int = (name, min) => {
    const n = Number.parseInt(values[name], 10);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer >= ${min}, not '${values[name]}'`);
    return n;
  };
  const quick = values.quick;
  const sizes = values.sizes
    ? values.sizes.split(',').map((s) => Number(s.trim().replace(/k$/i, '000').replace(/m$/i, '000000')))
    : quick ? [1000, 4000, 16000] : [1000, 4000, 16000, 64000, 256000, 1000000];
  return {
    quick,
    sizes,
    peer: !values['no-peer'],
    tamer: !values['no-tamer'],
    scaling: !values['no-scaling'],
    runs: quick ? 3 : int('runs', 1),
    warmup: quick ? 1 : int('warmup', 0),
    parseRuns: quick ? 2 : int('parse-runs', 1),
    parseWarmup: quick ? 1 : int('parse-warmup', 0),
    peerRuns: int('peer-runs', 1),
    peerWarmup: int('peer-warmup', 0),
    scaleTimeout: int('scale-timeout', 1),
    corpus: path.resolve(values.corpus),
    mclab: values.mclab ? path.resolve(values.mclab) : undefined,
    mclabCore: values['mclab-core'],
    checkout: path.resolve(values.misshit),
    mirror: values['misshit-mirror'],
    out: path.resolve(values.out),
    svg: path.resolve(values.svg),
  };
}

/** Re-run this script pinned to one core with V8 on one thread (see bench/parse.mjs). */
function pinToOneCore() {
  if (process.env[CHILD_MARK]) return;
  const node = [process.execPath, '--single-threaded', '--expose-gc', '--max-old-space-size=8192', fileURLToPath(import.meta.url), ...process.argv.slice(2)];
  const cpu = lastAllowedCpu();
  const [cmd, ...args] = cpu === null ? node : ['taskset', '-c', String(cpu), ...node];
  const pinned = cpu === null ? 'not pinned to a core (taskset not available)' : `pinned to CPU ${cpu} (taskset)`;
  const child = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, [CHILD_MARK]: pinned } });
  process.exit(child.status ?? 1);
}

const log = (s) => process.stderr.write(`bench: ${s}\n`);
const fmtMs = (ms) => (ms === undefined ? '-' : ms >= 10000 ? `${(ms / 1000).toFixed(1)} s` : ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2));
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
const int = (x) => Math.round(x).toLocaleString('en-US');
const rate = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
const geomean = (xs) => Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);

function table(header, rows, align) {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (r) => r.map((cell, c) => (align?.[c] === 'l' ? String(cell ?? '').padEnd(widths[c]) : String(cell ?? '').padStart(widths[c]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------
// 1. Parse throughput

async function parseSection(options) {
  const { parse } = await import(pathToFileURL(path.join(ROOT, 'dist', 'syntax', 'index.js')).href);
  const corpus = loadCorpus(options.corpus);
  log(`parse: timing mtame on ${corpus.length} files (${options.parseWarmup} warm-up + ${options.parseRuns} passes) ...`);
  const mtame = timeMtame(parse, corpus, options.parseRuns, options.parseWarmup);
  const peer = runMissHit({ ...options, peer: options.peer }, corpus);
  const size = totals(corpus);
  const mine = bestMedian(mtame.times);
  // CPU seconds of each pass (wall time × the share of it the process ran): on a busy machine
  // other processes stretch the wall clock, not the work.
  const cpuSeconds = median(mtame.times.map((t, i) => t * mtame.cpuShares[i]));
  const result = {
    corpus: options.corpus,
    files: size.files,
    bytes: size.bytes,
    lines: size.lines,
    runs: options.parseRuns,
    warmup: options.parseWarmup,
    mtame: {
      medianSeconds: mine.median,
      bestSeconds: mine.best,
      mbPerSecond: rates(size, mine.median).mbps,
      linesPerSecond: rates(size, mine.median).lps,
      cpuSeconds,
      cpuMbPerSecond: rates(size, cpuSeconds).mbps,
      cpuLinesPerSecond: rates(size, cpuSeconds).lps,
      filesWithErrors: mtame.failures.size,
      cpuShare: median(mtame.cpuShares),
    },
  };
  if (peer.absent) {
    result.misshit = { absent: peer.absent };
  } else {
    const theirs = bestMedian(peer.times);
    const failures = new Set(Object.keys(peer.failures));
    const both = corpus.map((_, i) => i).filter((i) => !mtame.failures.has(corpus[i].file) && !failures.has(corpus[i].file));
    const bothSize = totals(both.map((i) => corpus[i]));
    const mineBoth = median(subsetTimes(mtame.perFile, both));
    const theirsBoth = median(subsetTimes(peer.perFileSeconds, both));
    result.misshit = {
      version: peer.version,
      python: peer.python,
      runs: options.peerRuns,
      warmup: options.peerWarmup,
      medianSeconds: theirs.median,
      mbPerSecond: rates(size, theirs.median).mbps,
      linesPerSecond: rates(size, theirs.median).lps,
      filesParsed: peer.ok,
      ratio: theirs.median / mine.median,
      bothClean: {
        files: bothSize.files,
        bytes: bothSize.bytes,
        lines: bothSize.lines,
        mtameMbPerSecond: rates(bothSize, mineBoth).mbps,
        misshitMbPerSecond: rates(bothSize, theirsBoth).mbps,
        ratio: theirsBoth / mineBoth,
      },
    };
  }
  return result;
}

function printParse(p) {
  console.log(`\n== 1. Parse throughput: ${p.corpus}: ${int(p.files)} files, ${mb(p.bytes)}, ${int(p.lines)} lines (median of ${p.runs} passes after ${p.warmup} warm-up)`);
  const m = p.mtame;
  console.log(`mtame     ${rate(m.mbPerSecond)} MB/s, ${int(m.linesPerSecond)} lines/s on wall time (${(m.medianSeconds * 1000).toFixed(0)} ms a pass, CPU share ${Math.round(m.cpuShare * 100)}%); `
    + `${rate(m.cpuMbPerSecond)} MB/s, ${int(m.cpuLinesPerSecond)} lines/s on CPU time (${(m.cpuSeconds * 1000).toFixed(0)} ms); target >= 20 MB/s: ${m.cpuMbPerSecond >= 20 ? 'PASS' : 'FAIL'} (on CPU time); ${m.filesWithErrors} files with a parse error`);
  if (p.misshit.absent) {
    console.log(`MiSS_HIT  absent: ${p.misshit.absent}`);
    return;
  }
  const h = p.misshit;
  console.log(`MiSS_HIT  ${h.version}, Python ${h.python}: ${rate(h.mbPerSecond)} MB/s, ${int(h.linesPerSecond)} lines/s (${h.filesParsed}/${p.files} files parsed without error; median of ${h.runs} passes)`);
  console.log(`ratio     mtame is ${h.ratio.toFixed(1)}x MiSS_HIT's speed on the whole corpus; ${h.bothClean.ratio.toFixed(1)}x on the ${h.bothClean.files} files both parse without error `
    + `(${rate(h.bothClean.mtameMbPerSecond)} vs ${rate(h.bothClean.misshitMbPerSecond)} MB/s)`);
}

// ---------------------------------------------------------------------------------------------
// 2. The suite's programs

function listSuite() {
  return readdirSync(PROGRAMS)
    .filter((n) => statSync(path.join(PROGRAMS, n)).isDirectory() && existsSync(path.join(PROGRAMS, n, `drv_${n}.m`)))
    .sort();
}

/** Times the pipeline on each `{ name, dir, driver, args }`, rounds interleaved over programs. */
function timePrograms(api, programs, runs, warmup) {
  const loaded = programs.map((p) => {
    const files = api.loadFolders([p.dir]).files;
    return { ...p, files, lines: files.reduce((n, f) => n + countLines(f.text), 0), bytes: files.reduce((n, f) => n + Buffer.byteLength(f.text), 0) };
  });
  const samples = loaded.map(() => []);
  const infos = loaded.map(() => ({}));
  for (let round = 0; round < warmup + runs; round++) {
    loaded.forEach((p, i) => {
      const times = runPipeline(api, p.files, p.dir, p.driver, { args: p.args, info: round === 0 ? infos[i] : undefined });
      if (round >= warmup) samples[i].push(times);
    });
  }
  return loaded.map((p, i) => ({
    name: p.name,
    files: p.files.length,
    lines: p.lines,
    bytes: p.bytes,
    ms: medianTimes(samples[i]),
    minPipelineMs: Math.min(...samples[i].map((t) => t.pipeline)),
    specializations: infos[i].specializations,
    functionsReached: infos[i].namedFunctionsReached,
  }));
}

function printPrograms(results, runs, warmup) {
  console.log(`\n== 2. Suite programs (bench/programs): median of ${runs} in-process runs after ${warmup} warm-up rounds, milliseconds`);
  console.log('   analysis = analyzeProgram from the driver (computes kinds and IR of the files it reaches itself, as `mtame tame` does);');
  console.log(`   pipeline = parse + analysis, the whole of \`mtame tame\` after start-up; target < ${TARGET_MS} ms`);
  const rows = results.map((r) => [
    r.name, r.files, r.lines, fmtMs(r.ms.parse), fmtMs(r.ms.kinds), fmtMs(r.ms.lower), fmtMs(r.ms.analysis), fmtMs(r.ms.values), fmtMs(r.ms.pipeline),
    r.ms.pipeline < TARGET_MS ? 'pass' : 'FAIL',
  ]);
  console.log(table(['program', 'files', 'lines', 'parse', 'kinds', 'lower', 'analysis', '(values)', 'pipeline', `<${TARGET_MS}ms`], rows, ['l']));
  const pipe = results.map((r) => r.ms.pipeline);
  const passed = results.filter((r) => r.ms.pipeline < TARGET_MS).length;
  console.log(`${passed}/${results.length} programs under ${TARGET_MS} ms; pipeline median ${fmtMs(median(pipe))} ms, max ${fmtMs(Math.max(...pipe))} ms, total ${fmtMs(pipe.reduce((a, b) => a + b, 0))} ms`);
}

// ---------------------------------------------------------------------------------------------
// 3. McLab's Tamer

/** The McLab benchmarks' drivers under `root`: one folder each, its drv_*.m. */
function mclabPrograms(root) {
  if (!root || !existsSync(root)) return [];
  return readdirSync(root).sort().flatMap((name) => {
    const dir = path.join(root, name);
    if (!statSync(dir).isDirectory()) return [];
    const drivers = readdirSync(dir).filter((f) => /^drv_.*\.m$/i.test(f)).sort();
    const driver = drivers.find((f) => f.toLowerCase() === `drv_${name}.m`) ?? drivers[0];
    return driver ? [{ name, dir, driver: path.join(dir, driver) }] : [];
  });
}

function findMcLabJar(given) {
  const candidates = [given, path.join(BENCH_DIR, 'peers', 'mclab-core'), '/tmp/mclab-core'].filter(Boolean);
  for (const c of candidates) {
    const jar = c.endsWith('.jar') ? c : path.join(c, 'languages', 'Natlab', 'McLabCore.jar');
    if (existsSync(jar)) return { jar };
  }
  return { absent: `no McLabCore.jar (looked in ${candidates.join(', ')}). Build one with: git archive of Sable/mclab-core, then \`cd languages/Natlab && ant jar\``
    + ' (on Java 17 two local fixes are needed: the javascript <setloglevel> in build.xml, and a type argument in NodeFinder.java)' };
}

/** Compiles TamerBench.java and runs it on `drivers` with `argSpec`; per name `{ ms } | { error }`. */
function runTamer(jar, drivers, argSpec, runs, warmup) {
  if (spawnSync('javac', ['-version']).status !== 0) return { absent: 'javac not found' };
  const out = mkdtempSync(path.join(os.tmpdir(), 'mtame-tamerbench-'));
  try {
    const javac = spawnSync('javac', ['-nowarn', '-cp', jar, '-d', out, path.join(BENCH_DIR, 'lib', 'TamerBench.java')], { encoding: 'utf8' });
    if (javac.status !== 0) return { absent: `javac TamerBench.java failed: ${javac.stderr.trim().split('\n').slice(0, 3).join(' | ')}` };
    const run = spawnSync('java', ['-cp', `${jar}${path.delimiter}${out}`, 'TamerBench', String(warmup), String(runs), argSpec, ...drivers], {
      encoding: 'utf8',
      timeout: 20 * 60 * 1000,
      maxBuffer: 1 << 26,
    });
    const results = {};
    for (const line of (run.stdout ?? '').split('\n')) {
      const [name, status, a, b] = line.split('\t');
      if (!name || !status) continue;
      results[name] = status === 'ok' ? { ms: Number(a), minMs: Number(b) } : { error: a };
    }
    if (Object.keys(results).length === 0) return { absent: `java TamerBench printed nothing (exit ${run.status}): ${(run.stderr ?? '').trim().slice(-300)}` };
    return { results };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function tamerSection(options, api, suite) {
  if (!options.tamer) return { absent: 'skipped (--no-tamer)' };
  const found = findMcLabJar(options.mclabCore);
  if (found.absent) return { absent: found.absent };
  const version = (() => {
    const git = '/work/.mirror/Sable+mclab-core/repo';
    const head = existsSync(git) ? spawnSync('git', ['--git-dir', git, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout?.trim() : '';
    return `McLabCore.jar (${found.jar})${head ? `, Sable/mclab-core ${head}` : ''}`;
  })();
  const runs = options.quick ? 3 : 7;
  const warmup = options.quick ? 1 : 3;
  log(`tamer: timing McLab's Tamer on ${suite.length} suite drivers ...`);
  const onSuite = runTamer(found.jar, suite.map((p) => p.driver), '-', runs, warmup);
  if (onSuite.absent) return { absent: onSuite.absent };
  const result = { version, runs, warmup, suite: [], mclab: [] };
  for (const r of suite) {
    const t = onSuite.results[path.basename(r.dir)] ?? { error: 'no result' };
    result.suite.push({ name: r.name, tamerMs: t.ms, tamerError: t.error, mtameMs: r.ms.pipeline, ratio: t.ms ? t.ms / r.ms.pipeline : undefined });
  }
  const mclab = mclabPrograms(options.mclab);
  if (mclab.length > 0) {
    log(`tamer: timing Tamer and mtame on ${mclab.length} McLab benchmarks (${options.mclab}) with a (1,1) double argument ...`);
    const onMclab = runTamer(found.jar, mclab.map((p) => p.driver), 'DOUBLE&1*1&REAL', runs, warmup);
    const mine = timePrograms(api, mclab.map((p) => ({ ...p, args: [api.argValue('(1,1) double')] })), runs, warmup);
    mclab.forEach((p, i) => {
      const t = onMclab.results?.[p.name] ?? { error: onMclab.absent ?? 'no result' };
      result.mclab.push({ name: p.name, lines: mine[i].lines, tamerMs: t.ms, tamerError: t.error, mtameMs: mine[i].ms.pipeline, ratio: t.ms ? t.ms / mine[i].ms.pipeline : undefined });
    });
  } else {
    result.mclabAbsent = `no McLab benchmarks at ${options.mclab ?? '(none given)'} (see bench/tame-mclab.mjs for where to get them)`;
  }
  return result;
}

function printTamer(t) {
  console.log('\n== 3. Peer: McLab\'s Tamer (parse, Tame IR, value analysis: BasicTamerTool.analyze), in-process in one JVM, median after warm-up');
  if (t.absent) {
    console.log(`Tamer absent: ${t.absent}`);
    return;
  }
  console.log(`${t.version}; ${t.warmup} warm-up + ${t.runs} timed runs each; ratio = Tamer time / mtame pipeline time`);
  const summarize = (label, list) => {
    const ok = list.filter((r) => r.ratio !== undefined);
    const failed = list.filter((r) => r.tamerError);
    const causes = new Map();
    for (const r of failed) causes.set(r.tamerError, [...(causes.get(r.tamerError) ?? []), r.name]);
    console.log(`${label}: Tamer analysed ${ok.length}/${list.length}`
      + (ok.length ? `; geometric mean ratio ${geomean(ok.map((r) => r.ratio)).toFixed(1)}x (mtame faster when > 1)` : ''));
    for (const [why, names] of causes) console.log(`  Tamer failed (${names.length}): ${why}: ${names.join(', ')}`);
    if (causes.has('java.util.EmptyStackException')) {
      console.log('  (EmptyStackException is thrown by McLab\'s MATLAB-to-Natlab translator, matlab.MatlabParser, before any analysis: as built here'
        + ' it rejects a file as small as `function f(s)` / `x = 1;` / `end`, while `x=1;` without spaces parses)');
    }
  };
  summarize('suite programs', t.suite);
  const okSuite = t.suite.filter((r) => r.ratio !== undefined);
  if (okSuite.length) console.log(table(['program', 'Tamer ms', 'mtame ms', 'ratio'], okSuite.map((r) => [r.name, fmtMs(r.tamerMs), fmtMs(r.mtameMs), `${r.ratio.toFixed(1)}x`]), ['l']));
  if (t.mclabAbsent) {
    console.log(t.mclabAbsent);
    return;
  }
  summarize('McLab benchmarks (drivers given one (1,1) double, the scale)', t.mclab);
  const rows = t.mclab.map((r) => [r.name, r.lines, r.tamerMs === undefined ? 'error' : fmtMs(r.tamerMs), fmtMs(r.mtameMs), r.ratio === undefined ? '-' : `${r.ratio.toFixed(1)}x`]);
  console.log(table(['benchmark', 'lines', 'Tamer ms', 'mtame ms', 'ratio'], rows, ['l']));
}

// ---------------------------------------------------------------------------------------------
// 5. Scaling

/** Runs one size in its own process; returns the medians of the stages it finished. */
function scaleOne(lines, options) {
  const runs = lines <= 16000 ? 5 : lines <= 64000 ? 3 : 1;
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--single-threaded', '--max-old-space-size=20000', path.join(BENCH_DIR, 'lib', 'scale-worker.mjs'), String(lines), String(runs)], {
    encoding: 'utf8',
    timeout: options.scaleTimeout * 1000,
    killSignal: 'SIGKILL',
    maxBuffer: 1 << 26,
  });
  const events = (run.stdout ?? '').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const generated = events.find((e) => e.event === 'generated');
  const done = events.find((e) => e.event === 'done');
  const byStage = {};
  const cpuByStage = {};
  for (const e of events.filter((x) => x.event === 'stage')) {
    (byStage[e.name] ??= []).push(e.ms);
    (cpuByStage[e.name] ??= []).push(e.cpuMs);
  }
  const ms = {};
  const cpuMs = {};
  for (const [name, xs] of Object.entries(byStage)) ms[name] = median(xs);
  for (const [name, xs] of Object.entries(cpuByStage)) cpuMs[name] = median(xs);
  const wallSeconds = (performance.now() - started) / 1000;
  let incomplete;
  if (!done) {
    const last = STAGES.filter((s) => ms[s] !== undefined).pop();
    const why = run.error?.code === 'ETIMEDOUT' || run.signal === 'SIGKILL' ? `killed at the ${options.scaleTimeout} s limit` : `exit ${run.status}${run.signal ? ` (${run.signal})` : ''}: ${(run.stderr ?? '').trim().split('\n').slice(-2).join(' | ')}`;
    incomplete = `${why}; finished: ${last ? STAGES.slice(0, STAGES.indexOf(last) + 1).join(', ') : 'nothing'}`;
  }
  return { target: lines, lines: generated?.lines, bytes: generated?.bytes, files: generated?.files, functions: generated?.functions, runs, ms, cpuMs, info: done?.info, memory: done?.memory, wallSeconds, incomplete };
}

/** Least squares on log-log: time = a·n^b. */
function fitPower(points) {
  const ok = points.filter(([x, y]) => x > 0 && y > 0);
  if (ok.length < 2) return undefined;
  const lx = ok.map(([x]) => Math.log(x));
  const ly = ok.map(([, y]) => Math.log(y));
  const mx = lx.reduce((a, b) => a + b, 0) / lx.length;
  const my = ly.reduce((a, b) => a + b, 0) / ly.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < lx.length; i++) {
    sxy += (lx[i] - mx) * (ly[i] - my);
    sxx += (lx[i] - mx) ** 2;
    syy += (ly[i] - my) ** 2;
  }
  const b = sxy / sxx;
  return { a: Math.exp(my - b * mx), b, r2: syy === 0 ? 1 : (sxy * sxy) / (sxx * syy), points: ok.length };
}

function scalingSection(options) {
  const points = [];
  for (const lines of options.sizes) {
    log(`scaling: ${int(lines)} lines ...`);
    const p = scaleOne(lines, options);
    points.push(p);
    log(`scaling: ${int(lines)} lines: ${STAGES.map((s) => `${s} ${fmtMs(p.ms[s])}`).join(', ')}${p.incomplete ? ` (${p.incomplete})` : ''}`);
  }
  const fits = {};
  for (const s of STAGES) {
    const all = fitPower(points.filter((p) => p.ms[s] !== undefined).map((p) => [p.lines, p.ms[s]]));
    const upper = fitPower(points.filter((p) => p.ms[s] !== undefined && p.lines >= 16000).map((p) => [p.lines, p.ms[s]]));
    const cpu = fitPower(points.filter((p) => p.cpuMs[s] !== undefined).map((p) => [p.lines, p.cpuMs[s]]));
    fits[s] = { all, from16k: upper, cpu };
  }
  return { points, fits };
}

function printScaling(sc) {
  console.log('\n== 5. Scaling on generated programs (bench/lib/generate.mjs), one process per size; milliseconds (median of 5 runs up to 16k lines, 3 at 64k, 1 above)');
  const rows = sc.points.map((p) => [
    int(p.lines ?? p.target), int(p.files ?? 0), int(p.functions ?? 0), ...STAGES.map((s) => fmtMs(p.ms[s])),
    p.cpuMs.pipeline ? fmtMs(p.cpuMs.pipeline) : '-', p.cpuMs.pipeline && p.ms.pipeline ? `${Math.round((100 * p.cpuMs.pipeline) / p.ms.pipeline)}%` : '-',
    p.info ? `${p.info.namedFunctionsReached}/${p.functions}` : '-', p.memory ? mb(p.memory.maxRssBytes) : '-', p.incomplete ?? '',
  ]);
  console.log(table(['lines', 'files', 'functions', ...STAGES, 'CPU pipeline', 'CPU/wall', 'reached', 'peak RSS', 'note'], rows, [...Array(13).fill('r'), 'l']));
  console.log('(reached: named functions the analysis reached from the driver / functions generated, local helpers and utilities included;'
    + ' CPU/wall under 100% means other processes took the core)');
  console.log('fitted time = a·n^b (n = lines), least squares on log-log; target: linear, b ≈ 1');
  for (const s of STAGES) {
    const f = sc.fits[s];
    if (!f.all) continue;
    const per = f.all.a * 1e3 ** f.all.b;
    console.log(`  ${s.padEnd(9)} b = ${f.all.b.toFixed(3)} (R² ${f.all.r2.toFixed(3)}, ${f.all.points} sizes)`
      + (f.from16k ? `; from 16k lines up: b = ${f.from16k.b.toFixed(3)}` : '')
      + (f.cpu ? `; on CPU time: b = ${f.cpu.b.toFixed(3)}` : '') + `; fitted ${fmtMs(per)} ms at 1k lines`);
  }
}

// ---------------------------------------------------------------------------------------------

function machine() {
  const cpus = os.cpus();
  const git = (args) => spawnSync('git', ['-C', ROOT, ...args], { encoding: 'utf8' }).stdout?.trim();
  return {
    date: new Date().toISOString(),
    host: os.hostname(),
    cpu: cpus[0]?.model,
    cores: cpus.length,
    memoryBytes: os.totalmem(),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    pinned: process.env[CHILD_MARK],
    loadAverage: os.loadavg(),
    commit: git(['rev-parse', '--short', 'HEAD']),
    dirty: (git(['status', '--porcelain', '--untracked-files=no']) ?? '') !== '',
  };
}

async function main() {
  pinToOneCore();
  let options;
  try {
    options = readOptions();
  } catch (e) {
    console.error(`bench: ${e.message}`);
    process.exit(2);
  }
  const started = performance.now();
  const env = machine();
  console.log(`mtame benchmark, ${env.date}: ${env.cpu} (${env.cores} cores, ${mb(env.memoryBytes)}), ${env.os}, Node ${env.node}, ${env.pinned ?? 'not pinned'}, V8 --single-threaded; commit ${env.commit}${env.dirty ? ' (work tree modified)' : ''}; load average ${env.loadAverage.map((l) => l.toFixed(1)).join(' ')}`);

  const api = await loadApi();
  const parse = await parseSection(options);
  printParse(parse);

  log(`programs: ${options.warmup} warm-up + ${options.runs} timed rounds over the suite ...`);
  const suite = timePrograms(api, listSuite().map((name) => ({ name, dir: path.join(PROGRAMS, name), driver: path.join(PROGRAMS, name, `drv_${name}.m`) })), options.runs, options.warmup);
  printPrograms(suite, options.runs, options.warmup);
  const suiteWithDrivers = suite.map((r) => ({ ...r, dir: path.join(PROGRAMS, r.name), driver: path.join(PROGRAMS, r.name, `drv_${r.name}.m`) }));

  const tamer = tamerSection(options, api, suiteWithDrivers);
  printTamer(tamer);

  globalThis.gc?.();
  const mem = process.memoryUsage();
  const memory = { maxRssBytes: process.resourceUsage().maxRSS * 1024, rssBytes: mem.rss, heapUsedBytes: mem.heapUsed, heapTotalBytes: mem.heapTotal };
  console.log(`\n== 4. Memory of this process (parse corpus, suite, peers' bookkeeping): peak RSS ${mb(memory.maxRssBytes)}; after GC: heap used ${mb(memory.heapUsedBytes)}, RSS ${mb(memory.rssBytes)}`);

  const scaling = options.scaling ? scalingSection(options) : undefined;
  if (scaling) {
    printScaling(scaling);
    const peak = Math.max(...scaling.points.map((p) => p.memory?.maxRssBytes ?? 0));
    console.log(`peak RSS of the scaling runs: ${mb(peak)} (largest size that finished: ${int(Math.max(...scaling.points.filter((p) => !p.incomplete).map((p) => p.lines)))} lines)`);
  }

  const result = {
    what: 'mtame benchmark (npm run bench, bench/all.mjs): parse throughput, suite pipeline times, peers, memory, scaling',
    machine: env,
    options: { runs: options.runs, warmup: options.warmup, quick: options.quick, sizes: options.sizes },
    parse,
    programs: { targetMs: TARGET_MS, runs: options.runs, warmup: options.warmup, results: suite },
    tamer,
    memory,
    scaling,
    seconds: (performance.now() - started) / 1000,
  };
  mkdirSync(path.dirname(options.out), { recursive: true });
  writeFileSync(options.out, `${JSON.stringify(result, null, 1)}\n`);
  console.log(`\nfigures written to ${path.relative(process.cwd(), options.out)}`);
  if (scaling) {
    const series = STAGES.filter((s) => s !== 'pipeline').map((s) => ({
      name: s,
      points: scaling.points.filter((p) => p.cpuMs?.[s] !== undefined).map((p) => [p.lines, p.cpuMs[s]]),
      exponent: scaling.fits[s].cpu?.b,
    }));
    // CPU time, not wall time: on a shared machine other processes stretch the wall clock.
    const svg = scalingSvg(series, { title: 'mtame: CPU time by program size (generated programs)', subtitle: `${env.cpu}, one core, Node ${env.node}, ${env.date.slice(0, 10)}; b: fitted exponent` });
    writeFileSync(options.svg, svg);
    console.log(`scaling chart written to ${path.relative(process.cwd(), options.svg)}`);
  }
  console.log(`total ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

await main();
