// Table I of the Tamer paper (Dubrau and Hendren, "Taming MATLAB", OOPSLA 2012, section 5.7)
// with mtame's interprocedural value analysis: for each of the 24 McLab benchmarks, how many
// user functions the analysis reached from the benchmark's driver, whether a wild feature was
// found, and whether every variable got a unique class ("Mclass unique/multi").
//
//   npm run build && node bench/tame-mclab.mjs [BENCH_ROOT] [options]
//
// BENCH_ROOT (or the environment variable MCLAB_BENCH) is a folder holding one folder per
// benchmark, named as in the paper (adpt, beul, ...; a few other names are accepted too: see
// ALIASES), each with its driver drv_*.m. The programs are not part of this repository: see
// HOW_TO_GET, printed when no root is given.
//
// Each driver is analysed as `mtame tame drv_X.m --arg "(1,1) double" --format json`, run in
// the benchmark's folder (the drivers take one scalar double, the problem's scale), one process
// per benchmark, with a time limit.
//
// Options:
//   --out FILE        the results (per benchmark, with every non-unique variable) as JSON
//   --timeout SEC     time limit per benchmark (default 60)
//   --only NAME,...   only these benchmarks
//   --examples N      non-unique variables shown per benchmark (default 3)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(BENCH_DIR);
const MTAME = path.join(ROOT, 'bin', 'mtame.js');

/**
 * THE PAPER'S FIGURES, copied from Table I of Dubrau & Hendren 2012 (section 5.7): #Fn (user
 * functions), Wild, Mclass. sdku's Mclass is '-' in the paper (rejected as wild: `load`).
 */
const PAPER = [
  { name: 'adpt', fn: 1, wild: false, mclass: 'unique' },
  { name: 'beul', fn: 11, wild: false, mclass: 'unique' },
  { name: 'capr', fn: 4, wild: false, mclass: 'unique' },
  { name: 'clos', fn: 1, wild: false, mclass: 'unique' },
  { name: 'crni', fn: 2, wild: false, mclass: 'unique' },
  { name: 'dich', fn: 1, wild: false, mclass: 'unique' },
  { name: 'diff', fn: 1, wild: false, mclass: 'unique' },
  { name: 'edit', fn: 1, wild: false, mclass: 'unique' },
  { name: 'fdtd', fn: 1, wild: false, mclass: 'unique' },
  { name: 'fft', fn: 1, wild: false, mclass: 'multi' },
  { name: 'fiff', fn: 1, wild: false, mclass: 'unique' },
  { name: 'mbrt', fn: 2, wild: false, mclass: 'unique' },
  { name: 'mils', fn: 6, wild: false, mclass: 'unique' },
  { name: 'nb1d', fn: 2, wild: false, mclass: 'unique' },
  { name: 'nb3d', fn: 2, wild: false, mclass: 'unique' },
  { name: 'nfrc', fn: 4, wild: false, mclass: 'unique' },
  { name: 'nne', fn: 3, wild: false, mclass: 'unique' },
  { name: 'play', fn: 5, wild: false, mclass: 'multi' },
  { name: 'rayt', fn: 2, wild: false, mclass: 'unique' },
  { name: 'sch2', fn: 8, wild: false, mclass: 'unique' },
  { name: 'schr', fn: 8, wild: false, mclass: 'unique' },
  { name: 'sdku', fn: 8, wild: true, mclass: '-' },
  { name: 'sga', fn: 4, wild: false, mclass: 'multi' },
  { name: 'svd', fn: 11, wild: false, mclass: 'unique' },
];
/** The paper's totals (section 5.7): 20 unique, 3 multi, 1 wild. */
const PAPER_TOTALS = { unique: 20, multi: 3, wild: 1 };

/** Other folder names a benchmark goes by (McVM's examples/, MatJuice's benchmarks). */
const ALIASES = {
  nne: ['nnet'],
  edit: ['editdist'],
  clos: ['closure'],
  mbrt: ['mandelbrot'],
  sdku: ['sudoku'],
  schr: ['schroedinger'],
};

const HOW_TO_GET = `usage: node bench/tame-mclab.mjs BENCH_ROOT [--out FILE] [--timeout SEC] [--only a,b] [--examples N]
       (or set MCLAB_BENCH=BENCH_ROOT)

BENCH_ROOT holds one folder per benchmark (adpt, beul, capr, ...) with its drv_*.m driver.
The McLab benchmarks are public in the Sable GitHub organisation; none of them is in this
repository, and none may be committed to it. Where they are, as of this script:
  Sable/mcvm      examples/{beul,capr,crni,nnet,play,schr,sdku}/   (nnet is the paper's nne)
  Sable/matjuice  new-benchmarks/{adpt,clos,dich,diff,edit,fdtd,fft,fiff,mbrt,nb1d,nb3d}/
                  in the history (commit f591434, "Static backend benchmarks + Makefile";
                  the tip keeps fewer of them), also capr and crni
  mils, nfrc, rayt, sch2, sga and svd were not found in these repositories.
For example, from bare clones:
  git --git-dir=matjuice.git archive f591434 new-benchmarks | tar -x -C /tmp && mv /tmp/new-benchmarks /tmp/mclab
  git --git-dir=mcvm.git archive HEAD examples | tar -x -C /tmp   # then move its folders into /tmp/mclab
  node bench/tame-mclab.mjs /tmp/mclab --out /tmp/tame-mclab.json`;

// ---------------------------------------------------------------------------------------------

function readOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      timeout: { type: 'string', default: '60' },
      only: { type: 'string' },
      examples: { type: 'string', default: '3' },
      help: { type: 'boolean', default: false },
    },
  });
  const number = (s, name) => {
    const n = Number(s);
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a non-negative number, not '${s}'`);
    return n;
  };
  const root = positionals[0] ?? process.env.MCLAB_BENCH;
  return {
    help: values.help,
    root: root ? path.resolve(root) : undefined,
    out: values.out,
    timeout: number(values.timeout, 'timeout'),
    only: values.only ? new Set(values.only.split(',').map((s) => s.trim())) : undefined,
    examples: number(values.examples, 'examples'),
  };
}

/** Folders under root (to depth 3), by lower-case base name. */
function foldersByName(root) {
  const found = new Map();
  const walk = (dir, depth) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (!e.isDirectory() || e.name.startsWith('.')) continue;
      const full = path.join(dir, e.name);
      const key = e.name.toLowerCase();
      if (!found.has(key)) found.set(key, full);
      if (depth < 3) walk(full, depth + 1);
    }
  };
  walk(root, 1);
  return found;
}

/** The benchmark's driver: drv_NAME.m first, else the one drv_*.m (not a parallel "par" one). */
function findDriver(folder, name) {
  const files = readdirSync(folder).filter((f) => f.endsWith('.m') && statSync(path.join(folder, f)).isFile());
  const drivers = files.filter((f) => /^drv_/i.test(f) || /_drv\.m$/i.test(f)).sort();
  if (drivers.length === 0) return undefined;
  const exact = drivers.find((f) => f.toLowerCase() === `drv_${name}.m`);
  if (exact) return exact;
  const plain = drivers.filter((f) => !/par\.m$/i.test(f));
  return (plain.length ? plain : drivers)[0];
}

function runMtame(args, cwd, timeoutSec) {
  const start = performance.now();
  const r = spawnSync(process.execPath, [MTAME, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: timeoutSec * 1000,
    maxBuffer: 1 << 30,
  });
  return { ms: performance.now() - start, status: r.status, signal: r.signal, stdout: r.stdout ?? '', stderr: r.stderr ?? '', error: r.error };
}

/** Start-up cost of a process that does nothing: the median of a few `mtame --help`. */
function measureStartup() {
  const times = [];
  for (let i = 0; i < 5; i++) times.push(runMtame(['--help'], ROOT, 30).ms);
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const STACK_LINE = /^\s+at .+(:\d+:\d+\)?|\(native\)|\(<anonymous>\))$/m;

function classesOf(values) {
  return [...new Set(values.map((v) => v.class ?? '?'))];
}

function describeValues(values) {
  return values
    .map((v) => `${v.class ?? '?'}${v.shape ? ` ${v.shape}` : ''}${v.complex ? ' complex' : ''}`)
    .join(' | ');
}

/** The analysis' figures for one benchmark from mtame's JSON. */
function summarise(report) {
  const specs = report.specializations ?? [];
  const functions = new Set();
  const lambdaFunctions = new Set();
  const nonUnique = [];
  let variables = 0;
  let lambdas = 0;
  for (const s of specs) {
    if (s.kind === 'lambda') {
      lambdas++;
      lambdaFunctions.add(`${s.file}:${s.function}`);
    } else functions.add(s.function);
    for (const v of s.variables ?? []) {
      variables++;
      const values = v.values ?? [];
      const classes = classesOf(values);
      if (values.length > 1 || classes.includes('?')) {
        nonUnique.push({
          specialization: s.id,
          function: s.function,
          kind: s.kind,
          file: s.file,
          line: v.line,
          column: v.column,
          name: v.name,
          classes,
          values,
        });
      }
    }
  }
  // The paper's Mclass is per variable of a function, over all its assignments; mtame reports
  // one value list per assignment. A name whose assignments in a specialization have different
  // classes (x = 1; ... x = x > 0) is unique per assignment but would be multi per variable.
  const perName = [];
  for (const s of specs) {
    const byName = new Map();
    for (const v of s.variables ?? []) {
      const set = byName.get(v.name) ?? new Set();
      for (const c of classesOf(v.values ?? [])) set.add(c);
      byName.set(v.name, set);
    }
    for (const [name, set] of byName) {
      if (set.size > 1 || set.has('?')) perName.push({ specialization: s.id, function: s.function, name, classes: [...set] });
    }
  }
  const wildDiagnostics = (report.diagnostics ?? []).filter((d) => d.code === 'wild-feature');
  const entry = report.entry;
  // The shapes the assignments got (one value of one class): every extent counted, every
  // extent counted or named by a symbol (A#1), or some extent unknown.
  const shapes = { assignments: 0, explicit: 0, symbolic: 0, unknown: 0 };
  for (const s of specs) {
    for (const v of s.variables ?? []) {
      const values = v.values ?? [];
      if (values.length !== 1 || !values[0].shape) continue;
      shapes.assignments++;
      const known = (text) => !text.includes('?') && !text.includes('...');
      if (known(values[0].shape)) shapes.explicit++;
      else if (values[0].symbolicShape && known(values[0].symbolicShape)) shapes.symbolic++;
      else shapes.unknown++;
    }
  }
  return {
    functions: [...functions].sort(),
    // The paper's #Fn does not count the driver (adpt, clos, ... have 1: the kernel alone).
    functionsWithoutDriver: [...functions].filter((f) => f !== entry).length,
    lambdaFunctions: lambdaFunctions.size,
    specializations: specs.length,
    lambdaSpecializations: lambdas,
    variables,
    wild: wildDiagnostics.length > 0,
    wildDiagnostics,
    otherDiagnostics: (report.diagnostics ?? []).filter((d) => d.code !== 'wild-feature').map((d) => d.code),
    mclass: nonUnique.length === 0 ? 'unique' : 'multi',
    nonUnique,
    mclassPerName: perName.length === 0 ? 'unique' : 'multi',
    nonUniquePerName: perName,
    shapes,
  };
}

function analyse(bench, folders, opts, startupMs) {
  const keys = [bench.name, ...(ALIASES[bench.name] ?? [])];
  const folder = keys.map((k) => folders.get(k)).find(Boolean);
  const base = { name: bench.name, paper: bench };
  if (!folder) return { ...base, status: 'missing' };
  const driver = findDriver(folder, bench.name);
  if (!driver) return { ...base, status: 'missing', folder, note: 'no drv_*.m driver' };
  const args = ['tame', driver, '--arg', '(1,1) double', '--format', 'json'];
  const run = runMtame(args, folder, opts.timeout);
  const result = {
    ...base,
    folder,
    driver,
    command: `node bin/mtame.js ${args.map((a) => (/\s|[()]/.test(a) ? `"${a}"` : a)).join(' ')}`,
    exitStatus: run.status,
    signal: run.signal,
    wallMs: run.ms,
    analysisMs: Math.max(0, run.ms - startupMs),
  };
  const stack = STACK_LINE.test(run.stderr);
  if (run.error?.code === 'ETIMEDOUT' || run.signal === 'SIGTERM') {
    return { ...result, status: 'timeout', stderr: run.stderr.slice(0, 2000) };
  }
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    report = undefined;
  }
  const crashed = run.status === 2 || stack || !report;
  if (!report) return { ...result, status: 'error', crash: true, stderr: run.stderr.slice(0, 4000) };
  return {
    ...result,
    status: crashed ? 'error' : 'ok',
    crash: crashed,
    stderr: run.stderr ? run.stderr.slice(0, 4000) : undefined,
    ...summarise(report),
  };
}

// ---------------------------------------------------------------------------------------------
// Printing

function pad(s, n, right = false) {
  const t = String(s);
  return right ? t.padStart(n) : t.padEnd(n);
}

function printTable(results, opts, startupMs) {
  const head = [
    ['bench', 5], ['#fn', 4, true], ['-drv', 4, true], ['+lam', 4, true], ['#spec', 5, true], ['wild', 4], ['mclass', 7], ['#multi', 6, true], ['byname', 6],
    ['time s', 7, true], ['exit', 4, true], ['crash', 5], ['| paper: #Fn', 12, true], ['Wild', 4], ['Mclass', 7], ['diff', 4],
  ];
  const line = (cells) => cells.map((c, i) => pad(c, head[i][1], head[i][2])).join('  ');
  console.log(`mtame tame, McLab benchmarks (Table I of Dubrau & Hendren 2012); start-up of a no-op mtame process: ${(startupMs / 1000).toFixed(3)} s, subtracted from each time`);
  console.log('#fn: distinct user functions among the specializations (lambdas excluded); -drv: without the driver,');
  console.log('as the paper counts (diff "fn" compares it with the paper\'s #Fn); +lam: lambda functions; #multi: variables');
  console.log('whose class is not unique (several classes or "?"); byname: Mclass when the assignments of a');
  console.log('name in a specialization are united (the paper\'s per-variable view); time: wall clock minus start-up.');
  console.log(line(head.map((h) => h[0])));
  for (const r of results) {
    const p = r.paper;
    const paperCells = [p.fn, p.wild ? 'yes' : 'no', p.mclass];
    if (r.status === 'missing') {
      console.log(line([r.name, '-', '-', '-', '-', '-', 'missing', '-', '-', '-', '-', '-', ...paperCells, '']));
      continue;
    }
    if (r.status === 'timeout') {
      console.log(line([r.name, '-', '-', '-', '-', '-', 'timeout', '-', '-', `>${opts.timeout}`, '-', '-', ...paperCells, '']));
      continue;
    }
    const diffs = [];
    if (r.functions && r.functionsWithoutDriver !== p.fn) diffs.push('fn');
    if (r.wild !== undefined && r.wild !== p.wild) diffs.push('wild');
    if (r.mclass && p.mclass !== '-' && r.mclass !== p.mclass) diffs.push('mclass');
    r.differs = diffs;
    console.log(line([
      r.name,
      r.functions ? r.functions.length : '-',
      r.functions ? r.functionsWithoutDriver : '-',
      r.functions ? r.lambdaFunctions : '-',
      r.specializations ?? '-',
      r.wild === undefined ? '-' : r.wild ? 'yes' : 'no',
      r.mclass ?? 'error',
      r.nonUnique ? r.nonUnique.length : '-',
      r.mclassPerName ?? '-',
      (r.analysisMs / 1000).toFixed(2),
      r.exitStatus ?? '-',
      r.crash ? 'YES' : 'no',
      ...paperCells,
      diffs.join(',') || '=',
    ]));
  }
  console.log();
  for (const r of results) {
    const notes = [];
    if (r.status === 'missing') notes.push(`not found under the root${r.note ? ` (${r.note})` : ''}`);
    if (r.crash) notes.push(`crash/error (exit ${r.exitStatus}): ${(r.stderr ?? '').split('\n').find((l) => l.trim()) ?? ''}`);
    if (r.wildDiagnostics?.length) {
      notes.push(`wild: ${r.wildDiagnostics.slice(0, 3).map((d) => `${d.file ?? ''}:${d.line ?? ''} ${d.message ?? ''}`.trim()).join('; ')}`);
    }
    if (r.functions) notes.push(`functions: ${r.functions.join(' ')}${r.lambdaSpecializations ? ` (+${r.lambdaSpecializations} lambda specializations)` : ''}`);
    if (r.shapes?.assignments) {
      const pct = (n) => `${((100 * n) / r.shapes.assignments).toFixed(1)}%`;
      notes.push(`shapes of ${r.shapes.assignments} single-class assignments: ${pct(r.shapes.explicit)} explicit, ${pct(r.shapes.symbolic)} symbolic (every extent counted or named), ${pct(r.shapes.unknown)} with an unknown extent`);
    }
    for (const v of (r.nonUnique ?? []).slice(0, opts.examples)) {
      notes.push(`  ${v.function}:${v.line} ${v.name} = ${describeValues(v.values)}`);
    }
    if (r.nonUnique && r.nonUnique.length > opts.examples) notes.push(`  ... ${r.nonUnique.length - opts.examples} more`);
    const extra = (r.nonUniquePerName ?? []).filter((n) => !n.classes.includes('?'));
    if (extra.length) notes.push(`per name: ${extra.slice(0, opts.examples).map((n) => `${n.function} ${n.name} = ${n.classes.join('|')}`).join('; ')}`);
    if (notes.length) console.log(`${r.name}: ${notes.join('\n      ')}`);
  }
  console.log();
  const ran = results.filter((r) => r.mclass);
  const totals = {
    benchmarks: results.length,
    found: results.filter((r) => r.status !== 'missing').length,
    analysed: ran.length,
    unique: ran.filter((r) => r.mclass === 'unique' && !r.wild).length,
    multi: ran.filter((r) => r.mclass === 'multi' && !r.wild).length,
    wild: ran.filter((r) => r.wild).length,
    crashes: results.filter((r) => r.crash).length,
    timeouts: results.filter((r) => r.status === 'timeout').length,
    analysisSeconds: results.reduce((a, r) => a + (r.analysisMs ?? 0), 0) / 1000,
  };
  // The paper's totals over the same benchmarks (those found here) as well as over all 24.
  const found = new Set(ran.map((r) => r.name));
  const paperOnFound = {
    unique: PAPER.filter((p) => found.has(p.name) && p.mclass === 'unique' && !p.wild).length,
    multi: PAPER.filter((p) => found.has(p.name) && p.mclass === 'multi' && !p.wild).length,
    wild: PAPER.filter((p) => found.has(p.name) && p.wild).length,
  };
  console.log(`totals (wild benchmarks counted as wild only): mtame ${totals.unique} unique, ${totals.multi} multi, ${totals.wild} wild over ${totals.analysed} analysed of ${totals.benchmarks}` +
    ` (${totals.crashes} crash/error, ${totals.timeouts} timeout, ${totals.benchmarks - totals.found} missing)`);
  console.log(`        paper (Table I), same ${totals.analysed} benchmarks: ${paperOnFound.unique} unique, ${paperOnFound.multi} multi, ${paperOnFound.wild} wild`);
  console.log(`        paper (Table I), all 24: ${PAPER_TOTALS.unique} unique, ${PAPER_TOTALS.multi} multi, ${PAPER_TOTALS.wild} wild`);
  console.log(`        analysis time (wall clock minus start-up), sum: ${totals.analysisSeconds.toFixed(2)} s`);
  const sum = (k) => ran.reduce((a, r) => a + (r.shapes?.[k] ?? 0), 0);
  const all = sum('assignments');
  if (all > 0) {
    const pct = (n) => `${((100 * n) / all).toFixed(1)}%`;
    console.log(`        shapes of ${all} single-class assignments: ${pct(sum('explicit'))} explicit, ${pct(sum('symbolic'))} symbolic, ${pct(sum('unknown'))} with an unknown extent`);
  }
  return { totals, paperOnFound };
}

// ---------------------------------------------------------------------------------------------

function main() {
  const opts = readOptions();
  if (opts.help || !opts.root) {
    console.log(HOW_TO_GET);
    return;
  }
  if (!existsSync(opts.root)) {
    console.error(`no such folder: ${opts.root}`);
    console.log(HOW_TO_GET);
    return;
  }
  if (!existsSync(path.join(ROOT, 'dist'))) {
    console.error('dist/ is missing: run `npm run build` first');
    process.exitCode = 2;
    return;
  }
  const folders = foldersByName(opts.root);
  const startupMs = measureStartup();
  const results = [];
  for (const bench of PAPER) {
    if (opts.only && !opts.only.has(bench.name)) continue;
    process.stderr.write(`${bench.name} `);
    results.push(analyse(bench, folders, opts, startupMs));
  }
  process.stderr.write('\n');
  const { totals, paperOnFound } = printTable(results, opts, startupMs);
  if (opts.out) {
    writeFileSync(opts.out, `${JSON.stringify({ root: opts.root, startupMs, paper: { table: PAPER, totals: PAPER_TOTALS, totalsOnFound: paperOnFound }, totals, results }, null, 2)}\n`);
    console.log(`results written to ${opts.out}`);
  }
}

main();
