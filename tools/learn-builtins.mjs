// Learns the builtins' class behaviour from GNU Octave, the Tamer paper's method (section
// 3.1.2): every probed builtin is called with random values of every combination of argument
// classes, and the result class (or the error) is recorded in src/data/.
//
//   npm run builtins:learn                   regenerate both tables
//   npm run builtins:learn -- --only a,b     re-learn some builtins, keep the other rows
//   npm run builtins:learn -- --check        compare with the stored tables; exit 1 on drift
//
// Needs `octave` on the PATH (Debian: apt-get install octave) and a build (dist/).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LEARNED_CLASSES_FILE, LEARNED_COMPLEXITY_FILE, formatLearned, learnAll, loadBuiltins, parseLearned,
  probeJobs, rowKey,
} from '../dist/builtins/index.js';
import { octaveVersion, runOctave } from './octave-runner.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, 'src', 'data');

function option(name) {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
}

const only = option('--only')?.split(',');
const check = process.argv.includes('--check');
const tree = loadBuiltins();
const all = probeJobs(tree);
const jobs = only ? all.filter((j) => only.includes(j.builtin)) : all;
if (only && jobs.length === 0) throw new Error(`no probes for ${only.join(', ')}`);

const started = Date.now();
const version = octaveVersion();
const { tables: learned, hangs } = await learnAll(jobs, (makeScript) => runOctave(makeScript));
for (const h of hangs) console.error(`octave stopped in ${h}: recorded as a hang`);
console.log(`learned ${learned.classes.length} class cells and ${learned.complexity.length} complexity cells from ${jobs.length} probes of ${new Set(jobs.map((j) => j.builtin)).size} builtins with Octave ${version} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const header = (what) => [
  `${what} learned from GNU Octave ${version} by tools/learn-builtins.mjs (npm run builtins:learn); do not edit.`,
  'One row per call and class combination: random values of the classes, a scalar and a 2x2 matrix (char: a row of two), two trials.',
  'result: the classes of the calls that worked (a|b when several); error when all failed; none when nothing was returned; hang when Octave never returned.',
];

let drift = 0;
for (const [file, rows, what] of [
  [LEARNED_CLASSES_FILE, learned.classes, 'Result classes'],
  [LEARNED_COMPLEXITY_FILE, learned.complexity, 'Result complexity (first argument real+, real- or complex, others double)'],
]) {
  const target = path.join(dataDir, file);
  let stored = [];
  try {
    stored = parseLearned(readFileSync(target, 'utf8'));
  } catch {
    // No table yet.
  }
  if (check) {
    const now = new Map(rows.map((r) => [rowKey(r), r.result]));
    const before = new Map(stored.filter((r) => !only || only.includes(r.builtin)).map((r) => [rowKey(r), r.result]));
    for (const [k, v] of now) {
      if (before.get(k) === v) continue;
      drift++;
      console.log(`${file}: ${k.replace(/\t/g, ' ')}: stored ${before.get(k) ?? '(missing)'}, now ${v}`);
    }
    for (const k of before.keys()) {
      if (now.has(k)) continue;
      drift++;
      console.log(`${file}: ${k.replace(/\t/g, ' ')}: stored, no longer probed`);
    }
    continue;
  }
  const merged = only ? [...stored.filter((r) => !only.includes(r.builtin)), ...rows] : rows;
  // Spec order, so the table reads like the spec.
  const order = new Map(all.map((j, i) => [`${j.builtin}\t${j.template}`, i]));
  const index = (r) => order.get(`${r.builtin}\t${r.template}`) ?? Infinity;
  const sorted = merged.map((r, i) => ({ r, i })).sort((a, b) => index(a.r) - index(b.r) || a.i - b.i).map((x) => x.r);
  writeFileSync(target, formatLearned(sorted, header(what)));
  console.log(`wrote ${path.relative(root, target)} (${sorted.length} rows)`);
}
if (check) {
  console.log(drift === 0 ? 'no drift: Octave agrees with the stored tables' : `${drift} cells drifted`);
  process.exit(drift === 0 ? 0 : 1);
}
