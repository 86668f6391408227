// `mtame check` on generated folders of 1k, 10k and 100k files (bench/lib/generate.mjs: the
// realistic synthetic programs of the scaling bench, one function file each), each check in a
// fresh process: wall time, CPU time and peak memory (max RSS, every thread included), with
// `--jobs 1` and the default. The folders are written under the system's temporary folder.
//   npm run build && node bench/check-scale.mjs [SIZE...] [--no-values] [--jobs-1-only]
// --no-values turns the value analysis' codes off (an mtame.json in the folder), to see the
// per-file checks alone.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { runCheckChild } from './check.mjs';
import { generateProgram } from './lib/generate.mjs';

const flags = new Set(process.argv.slice(2).filter((a) => a.startsWith('--')));
const sizes = process.argv.slice(2).filter((a) => !a.startsWith('--')).map(Number);
const noValues = flags.has('--no-values');

/** A generated folder of about `n` files (reused when already there). */
function folder(n) {
  const dir = path.join(tmpdir(), 'mtame-check-scale', `${n}${noValues ? '-novalues' : ''}`);
  if (!existsSync(path.join(dir, 'drv_gen.m'))) {
    // Lines per file of the generator, from a small sample.
    const sample = generateProgram(20000);
    const perFile = sample.lines / sample.files.length;
    const program = generateProgram(Math.round(n * perFile));
    mkdirSync(dir, { recursive: true });
    for (const f of program.files) writeFileSync(path.join(dir, f.name), f.text);
    if (noValues) writeFileSync(path.join(dir, 'mtame.json'), JSON.stringify({ checks: { 'invalid-class-combination': 'off', 'dim-mismatch': 'off', 'wild-feature': 'off' } }));
  }
  return dir;
}

/** Per thread setting, the (lines, seconds) of each size. */
const runs = {};
console.log(`cores: ${availableParallelism()}, load average before: ${loadavg().map((x) => x.toFixed(1)).join(' ')}${noValues ? ', value analysis off' : ''}`);
for (const n of sizes.length > 0 ? sizes : [1000, 10000, 100000]) {
  const dir = folder(n);
  const names = readdirSync(dir).filter((f) => f.endsWith('.m'));
  const files = names.length;
  const lines = names.reduce((n, f) => n + readFileSync(path.join(dir, f), 'utf8').split('\n').length, 0);
  for (const jobs of flags.has('--jobs-1-only') ? ['1'] : ['1', undefined]) {
    const r = runCheckChild([dir, '--format', 'json', '--no-cache', ...(jobs ? ['--jobs', jobs] : [])]);
    const label = jobs ? '--jobs 1' : 'default';
    (runs[label] ??= []).push({ lines, seconds: r.seconds });
    console.log(`${String(files).padStart(7)} files ${String(lines).padStart(8)} lines  ${label.padEnd(9)} time ${r.seconds.toFixed(1).padStart(7)} s  CPU ${r.cpuSeconds.toFixed(1).padStart(7)} s  peak RSS ${r.maxRssMB.toFixed(0).padStart(5)} MB  ${(lines / r.seconds).toFixed(0).padStart(6)} lines/s  diagnostics ${r.summary.errors + r.summary.warnings + r.summary.infos}  report ${r.hash}`);
  }
}
// Time against lines on a log-log scale: the slope is the exponent (1: linear).
for (const [label, points] of Object.entries(runs)) {
  if (points.length < 2) continue;
  const xs = points.map((p) => Math.log(p.lines));
  const ys = points.map((p) => Math.log(p.seconds));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const slope = xs.reduce((a, x, i) => a + (x - mx) * (ys[i] - my), 0) / xs.reduce((a, x) => a + (x - mx) ** 2, 0);
  console.log(`${label}: time grows as lines^${slope.toFixed(2)} from ${points[0].lines} to ${points.at(-1).lines} lines (target: linear, exponent 1)`);
}
