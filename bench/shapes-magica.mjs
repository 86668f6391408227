// Table VII of MAGICA (Joisha and Banerjee, TOPLAS 2006, section 9.2) with mtame's shape
// tracking over the Tame IR (`mtame shapes`): for the MAGICA benchmarks that are also McLab
// benchmarks, how many shapes were inferred, the share of explicit ones (every extent a
// constant; split scalar / nonscalar), and the share of symbolic shapes found equal to another
// ("symbolic copies"), next to the paper's figures.
//
//   npm run build && node bench/shapes-magica.mjs BENCH_ROOT [--legacy-shapes] [--assume-in-bounds] [--out FILE]
//
// BENCH_ROOT (or MCLAB_BENCH) holds one folder per benchmark (adpt, capr, ...) with its driver
// drv_*.m, as for bench/tame-mclab.mjs (which says where to get them; none may be committed).
// Each driver is analysed as `mtame shapes drv_X.m --arg "(1,1) double" --format json` in its
// folder: the drivers take one scalar, the problem's scale, and call the benchmark with
// constants, so explicit shapes come from Type II builtins with constant arguments.
//
// What is counted. Every assignment the tracker records (source variables and temporaries,
// in every function reached, once per specialisation; inside a loop, once), except copies
// `x = y` (MAGICA ran copy propagation first: "trivial copies didn't contribute") and
// literal statements `t = 3` (constants are operands in MAGICA's IR, temporaries in the Tame
// IR); the figures with them are printed too. A symbolic copy is a symbolic shape equal (the
// same normalised term) to one assigned earlier in the same function: MAGICA's trackedby.
//
// Options:
//   --legacy-shapes      the papers' elementwise rule instead of implicit expansion
//   --assume-in-bounds   a(i, j) = v with scalar subscripts keeps a's shape (MATLAB may grow
//                        the array; by default the assignment gives a fresh symbol)
//   --contexts N         calling contexts analysed per user function (default 8); 1 is closest
//                        to MAGICA, which inferred each function's shapes once
//   --out FILE           the figures as JSON
//   --timeout SEC        per benchmark (default 120)
// The environment variable MTAME_BIN runs another build of the command (default bin/mtame.js).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const MTAME = process.env.MTAME_BIN ?? path.join(ROOT, 'bin', 'mtame.js');

/** THE PAPER'S FIGURES, copied from Table VII: Shapes, Explicit % / scalar / nonscalar, Symbolic copies %. */
const PAPER = {
  adpt: [188, 42.55, 70, 10, 62.96],
  capr: [245, 32.65, 72, 8, 61.82],
  clos: [64, 100, 21, 43, 0.0],
  crni: [139, 100, 64, 75, 0.0],
  diff: [92, 91.3, 70, 14, 62.5],
  dich: [143, 100, 94, 49, 0.0],
  edit: [83, 28.92, 19, 5, 62.71],
  fdtd: [192, 100, 38, 154, 0.0],
  fiff: [88, 100, 58, 30, 0.0],
  nb1d: [163, 10.43, 12, 5, 64.38],
  nb3d: [118, 16.1, 14, 5, 37.37],
};

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'legacy-shapes': { type: 'boolean', default: false },
    'assume-in-bounds': { type: 'boolean', default: false },
    contexts: { type: 'string', default: '8' },
    out: { type: 'string' },
    timeout: { type: 'string', default: '120' },
  },
});
const root = positionals[0] ?? process.env.MCLAB_BENCH;
if (!root) {
  console.error('usage: node bench/shapes-magica.mjs BENCH_ROOT [--legacy-shapes] [--assume-in-bounds] [--out FILE]\n(see bench/tame-mclab.mjs for where the McLab benchmarks are)');
  process.exit(2);
}

function driverOf(folder, name) {
  const drivers = readdirSync(folder).filter((f) => /^drv_.*\.m$/i.test(f)).sort();
  return drivers.find((f) => f.toLowerCase() === `drv_${name}.m`) ?? drivers.find((f) => !/par\.m$/i.test(f)) ?? drivers[0];
}

/** The figures of one benchmark from `mtame shapes --format json`. */
function figures(report, excluded) {
  let shapes = 0;
  let scalar = 0;
  let nonscalar = 0;
  let symbolic = 0;
  let copies = 0;
  for (const f of report.functions) {
    for (const c of f.classes) {
      const members = c.members.filter((m) => !excluded.has(m.op));
      if (members.length === 0) continue;
      shapes += members.length;
      if (c.explicit) {
        if (c.scalar) scalar += members.length;
        else nonscalar += members.length;
      } else {
        symbolic += members.length;
        copies += members.length - 1;
      }
    }
  }
  const pct = (a, b) => (b === 0 ? 0 : (100 * a) / b);
  return { shapes, explicitPct: pct(scalar + nonscalar, shapes), scalar, nonscalar, symbolic, copiesPct: pct(copies, symbolic), functions: report.functions.length };
}

const rows = [];
for (const name of Object.keys(PAPER)) {
  const folder = path.join(root, name);
  if (!existsSync(folder)) {
    rows.push({ name, error: 'not found' });
    continue;
  }
  const driver = driverOf(folder, name);
  const args = ['shapes', driver, '--arg', '(1,1) double', '--format', 'json'];
  if (opts['legacy-shapes']) args.push('--legacy-shapes');
  if (opts['assume-in-bounds']) args.push('--assume-in-bounds');
  args.push('--contexts', opts.contexts);
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [MTAME, ...args], { cwd: folder, encoding: 'utf8', timeout: Number(opts.timeout) * 1000, maxBuffer: 1 << 28 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) {
    rows.push({ name, error: (r.stderr || r.error?.message || `status ${r.status}`).split('\n')[0] });
    continue;
  }
  const report = JSON.parse(r.stdout);
  rows.push({ name, ms, counted: figures(report, new Set(['copy', 'literal'])), all: figures(report, new Set()) });
}

const f1 = (x) => x.toFixed(1);
const mode = `${opts['legacy-shapes'] ? 'legacy' : 'modern'}${opts['assume-in-bounds'] ? ', in-bounds assumed' : ''}, ${opts.contexts} context(s) per function`;
console.log(`Table VII (MAGICA) and mtame shapes (${mode}); mtame's figures exclude copies and literals, [with them]\n`);
console.log('bench | MAGICA: shapes  expl%  scal  nonsc  symcp% | mtame: shapes  expl%  scal  nonsc  symcp% | [shapes expl% symcp%] | fns   time');
for (const r of rows) {
  const p = PAPER[r.name];
  const paper = `${String(p[0]).padStart(6)} ${f1(p[1]).padStart(6)} ${String(p[2]).padStart(5)} ${String(p[3]).padStart(6)} ${f1(p[4]).padStart(7)}`;
  if (r.error) {
    console.log(`${r.name.padEnd(5)} | ${paper} | error: ${r.error}`);
    continue;
  }
  const c = r.counted;
  const a = r.all;
  console.log(
    `${r.name.padEnd(5)} | ${paper} | ${String(c.shapes).padStart(6)} ${f1(c.explicitPct).padStart(6)} ${String(c.scalar).padStart(5)} ${String(c.nonscalar).padStart(6)} ${f1(c.copiesPct).padStart(7)} | [${a.shapes} ${f1(a.explicitPct)} ${f1(a.copiesPct)}] | ${String(c.functions).padStart(3)} ${Math.round(r.ms)} ms`,
  );
}
if (opts.out) writeFileSync(opts.out, JSON.stringify({ mode, rows }, null, 2));
