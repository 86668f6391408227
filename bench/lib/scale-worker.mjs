// One point of the scaling curve, in a process of its own (so each size's peak memory is its
// own and a size that runs out of time or memory does not take the benchmark down): generates
// a program of about LINES lines (bench/lib/generate.mjs), warms the JIT up on a small one,
// then times the pipeline stages (bench/lib/pipeline.mjs) RUNS times.
//
//   node bench/lib/scale-worker.mjs LINES [RUNS]
//
// Prints one JSON object a line on stdout, as soon as each is known, so that the parent still
// learns how far a run got when it kills it at its time limit:
//   {"event":"generated","lines":..,"bytes":..,"files":..,"functions":..}
//   {"event":"stage","run":0,"name":"parse","ms":..,"cpuMs":..}   (per stage and run; wall and CPU)
//   {"event":"done","info":{..},"memory":{..}}
import { Buffer } from 'node:buffer';
import { performance } from 'node:perf_hooks';
import { generateProgram } from './generate.mjs';
import { loadApi, runPipeline } from './pipeline.mjs';

const lines = Number(process.argv[2]);
const runs = Number(process.argv[3] ?? 1);
const emit = (o) => process.stdout.write(`${JSON.stringify(o)}\n`);

const api = await loadApi();
const asInputs = (program, dir) => program.files.map((f) => ({ path: `${dir}/${f.name}`, text: f.text }));

// Warm-up: the JIT sees every code path on a 4k-line program first, so that small sizes are
// not timed cold (which would flatten the curve's start and bias the exponent down).
const warm = generateProgram(4000, { seed: 99 });
for (let i = 0; i < 2; i++) runPipeline(api, asInputs(warm, '/gen/warm'), '/gen/warm', '/gen/warm/drv_gen.m');

let start = performance.now();
const program = generateProgram(lines);
const dir = `/gen/n${lines}`;
const inputs = asInputs(program, dir);
const bytes = program.files.reduce((n, f) => n + Buffer.byteLength(f.text), 0);
emit({ event: 'generated', lines: program.lines, bytes, files: program.files.length, functions: program.functions, generateMs: performance.now() - start });

const info = {};
for (let run = 0; run < runs; run++) {
  runPipeline(api, inputs, dir, `${dir}/drv_gen.m`, { info: run === runs - 1 ? info : undefined, onStage: (name, ms, cpuMs) => emit({ event: 'stage', run, name, ms, cpuMs }) });
}
const mem = process.memoryUsage();
emit({ event: 'done', info, memory: { maxRssBytes: process.resourceUsage().maxRSS * 1024, heapUsedBytes: mem.heapUsed, rssBytes: mem.rss } });
