// Times the abstract extent graph solvers (src/shapes/partition.ts) on graphs built from
// generated procedures of Derby and Zorn's language T (calls, nested ifs and whiles), from 1k to
// 1M vertices: the Hopcroft-style solver against the paper's O(V²) one, measured in the same
// run, and on chains that are the paper's algorithm's worst case. Prints the time per size, the exponent of time against V fitted by least squares on the
// log-log points, the work the Hopcroft-style solver did per vertex (rounds, vertices looked at,
// vertices moved: flat per vertex means linear work, whatever the machine's load), and the ratio
// of the two solvers where both ran; checks they agree. Times are
// CPU times of this process (the least of a few runs), steadier than wall time on a shared machine.
//
//   npm run build && node --single-threaded bench/extents.mjs [--max 1000000] [--naive-max 150000]
//     [--chain-naive-max 20000] [--seed 1]
//
// (--single-threaded keeps the garbage collector and the compiler on the measured thread.)
//
// MTAME_DIST=dir points at another build of src/ (its shapes/index.js is loaded).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rng } from './lib/random.mjs';

const distDir = process.env.MTAME_DIST
  ? path.resolve(process.env.MTAME_DIST)
  : path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const dist = pathToFileURL(path.join(distDir, 'shapes', 'index.js')).href;
const { buildProcedureGraph, canonicalClasses, freezeGraph, solveExtentGraph, solveNaive } = await import(dist);

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const maxSize = arg('max', 1_000_000);
const naiveMax = arg('naive-max', 150_000);
const chainNaiveMax = arg('chain-naive-max', 20_000);
const seed = arg('seed', 1);


const sig = (name, ...params) => ({ name, params: params.map(([dir, n, ...extents]) => ({ name: n, dir, extents })) });
const library = [
  sig('copy', ['out', 'r', 'A'], ['in', 'v', 'A']),
  sig('add', ['out', 'r', 'A'], ['in', 'a', 'A'], ['in', 'b', 'A']),
  sig('mv', ['out', 'r', 'R'], ['in', 'm', 'R', 'S'], ['in', 'v', 'S']),
  sig('tr', ['out', 'r', 'S', 'R'], ['in', 'm', 'R', 'S']),
  sig('outer', ['out', 'r', 'R', 'S'], ['in', 'a', 'R'], ['in', 'b', 'S']),
  sig('fresh', ['out', 'r', 'N']),
  sig('grow', ['inout', 'v', 'N']),
];
const vectors = ['p', 'q', 'u', 'w', 'x', 'y'];
const matrices = ['M', 'K', 'L'];

/** A procedure of about `calls` calls: runs of calls, ifs and whiles nested at most 3 deep. */
function program(rand, calls) {
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  let left = calls;
  const block = (depth, budget) => {
    const out = [];
    while (budget > 0 && left > 0) {
      const r = rand();
      if (depth < 3 && r < 0.08) {
        const n = 1 + Math.floor(rand() * Math.min(budget, 40));
        out.push({ kind: 'if', then: block(depth + 1, n), else: block(depth + 1, Math.floor(n / 2)) });
        budget -= n;
      } else if (depth < 3 && r < 0.16) {
        const n = 1 + Math.floor(rand() * Math.min(budget, 40));
        out.push({ kind: 'while', body: block(depth + 1, n) });
        budget -= n;
      } else {
        const v = () => pick(vectors);
        const m = () => pick(matrices);
        const call = pick([
          () => ['copy', v(), v()], () => ['add', v(), v(), v()], () => ['mv', v(), m(), v()], () => ['tr', m(), m()],
          () => ['outer', m(), v(), v()], () => ['fresh', v()], () => ['grow', v()],
        ])();
        out.push({ kind: 'call', callee: call[0], args: call.slice(1) });
        budget--;
        left--;
      }
    }
    return out;
  };
  const body = [];
  while (left > 0) body.push(...block(0, 200));
  return {
    name: 'main',
    params: [
      { name: 'p', dir: 'in', extents: ['A'] }, { name: 'q', dir: 'in', extents: ['B'] },
      { name: 'M', dir: 'in', extents: ['A', 'B'] }, { name: 'K', dir: 'in', extents: ['B', 'A'] },
    ],
    body,
  };
}

/** The least CPU time (user + system, so other processes on a busy machine count less) of
 *  `repeat` runs, in ms. */
function time(fn, repeat) {
  let best = Infinity;
  let result;
  for (let i = 0; i < repeat; i++) {
    const t0 = process.cpuUsage();
    result = fn();
    const d = process.cpuUsage(t0);
    best = Math.min(best, (d.user + d.system) / 1000);
  }
  return { ms: best, result };
}

function fit(points) {
  const xs = points.map(([v]) => Math.log(v));
  const ys = points.map(([, t]) => Math.log(t));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * (ys[i] - my);
    den += (x - mx) ** 2;
  });
  return num / den;
}

/** The naive solver's worst case: two chains a_i <- a_(i+1), b_i <- b_(i+1) of one context
 *  (each vertex also fed by ⊥, so none is uniform), ended by two vertices of different contexts.
 *  Each sweep of the paper's algorithm tells apart one more pair: V/2 sweeps of O(V). */
function chains(V) {
  const k = Math.max(1, Math.floor((V - 3) / 2));
  const context = new Int32Array(2 * k + 3);
  const preds = [[]];
  context[1] = 1;
  preds.push([0]);
  context[2] = 2;
  preds.push([0]);
  // a_i is 3 + 2i, b_i is 4 + 2i; a_(k-1) reads x (1), b_(k-1) reads y (2).
  for (let i = 0; i < k; i++) {
    for (const side of [0, 1]) {
      context[3 + 2 * i + side] = 3;
      preds.push([i === k - 1 ? 1 + side : 3 + 2 * (i + 1) + side, 0]);
    }
  }
  return freezeGraph(context, preds);
}

function measure(family, graph, naiveLimit) {
  const V = graph.size;
  const repeat = V < 100_000 ? 5 : 3;
  const fast = time(() => solveExtentGraph(graph), repeat);
  const stats = { rounds: 0, looked: 0, moved: 0 };
  solveExtentGraph(graph, stats);
  const row = { V, E: graph.predList.length, fast: fast.ms, stats };
  if (V <= naiveLimit) {
    const naive = time(() => solveNaive(graph), V < 30_000 ? 3 : 1);
    row.naive = naive.ms;
    if (canonicalClasses(naive.result).join() !== canonicalClasses(fast.result).join()) {
      throw new Error(`the solvers disagree on a ${family} graph of ${V} vertices`);
    }
  }
  row.classes = new Set(fast.result).size;
  const cols = [`${family.padEnd(10)} V=${String(V).padStart(8)}`, `E=${String(row.E).padStart(8)}`, `classes=${String(row.classes).padStart(7)}`, `hopcroft ${row.fast.toFixed(1).padStart(8)} ms (${String(stats.rounds).padStart(3)} rounds, looked at ${(stats.looked / V).toFixed(2)}V, moved ${(stats.moved / V).toFixed(2)}V)`];
  if (row.naive !== undefined) cols.push(`naive ${row.naive.toFixed(1).padStart(9)} ms`, `ratio ${(row.naive / row.fast).toFixed(1).padStart(7)}x`);
  console.log(cols.join('  '));
  return row;
}

function summary(family, rows) {
  const big = rows.filter((r) => r.V >= 3000);
  const slopes = big.slice(1).map((r, i) => (Math.log(r.fast / big[i].fast) / Math.log(r.V / big[i].V)).toFixed(2));
  console.log(`${family}: hopcroft time ~ V^${fit(big.map((r) => [r.V, r.fast])).toFixed(2)} (fitted on V >= 3000; between successive sizes: ${slopes.join(', ')})`);
  const withNaive = big.filter((r) => r.naive !== undefined);
  if (withNaive.length >= 2) {
    console.log(`${family}: naive    time ~ V^${fit(withNaive.map((r) => [r.V, r.naive])).toFixed(2)} (fitted on V >= 3000)`);
    const last = withNaive[withNaive.length - 1];
    console.log(`${family}: ratio naive/hopcroft at V=${last.V}: ${(last.naive / last.fast).toFixed(1)}x; the solvers agree on every graph where both ran`);
  }
}

const rand = rng(seed);
const procRows = [];
const chainRows = [];
for (let target = 1000; target <= maxSize; target = Math.round(target * Math.sqrt(10))) {
  // About 4.5 vertices per call with this library and nesting.
  const proc = program(rand, Math.max(10, Math.round(target / 4.5)));
  procRows.push(measure('procedure', buildProcedureGraph(proc, library).graph, naiveMax));
}
for (let target = 1000; target <= maxSize; target = Math.round(target * Math.sqrt(10))) {
  chainRows.push(measure('chains', chains(target), chainNaiveMax));
}
summary('procedures', procRows);
summary('chains', chainRows);
