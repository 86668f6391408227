// mtame's pipeline, stage by stage, timed in-process over sources already in memory: parse
// (building the library parses every file), kinds, Tame IR lowering, and the interprocedural
// value analysis from an entry file (`analyzeProgram`, as `mtame tame` calls it). Used by
// bench/all.mjs for the suite's programs and by bench/lib/scale-worker.mjs for generated ones.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The library's entry points from dist/ (after `npm run build`). */
export async function loadApi() {
  const load = async (sub) => {
    const file = path.join(ROOT, 'dist', sub, 'index.js');
    if (!existsSync(file)) throw new Error(`${file} not found: run \`npm run build\` first (or use \`npm run bench\`)`);
    return import(pathToFileURL(file).href);
  };
  const [project, kinds, tame, analysis] = await Promise.all([load('project'), load('kinds'), load('tame'), load('analysis')]);
  return {
    loadFolders: project.loadFolders,
    buildLibrary: project.buildLibrary,
    analyzeKinds: kinds.analyzeKinds,
    lowerFile: tame.lowerFile,
    analyzeProgram: analysis.analyzeProgram,
    /** The value set of an argument spec such as `(1,1) double` (as `mtame tame --arg`). */
    argValue: (spec) => {
      const parsed = analysis.parseArgSpec(spec);
      if ('error' in parsed) throw new Error(`argument spec '${spec}': ${parsed.error}`);
      return analysis.single(parsed);
    },
  };
}

const ms = (start) => performance.now() - start;

/**
 * One run of the pipeline over `inputs` ({ path, text }) whose folder `folder` is the current
 * folder, analysed from `entryFile` with `args` (value sets; none by default). Returns the milliseconds of each stage:
 *
 * - `parse`: `buildLibrary` (parses every file, builds the function tables);
 * - `kinds`: `analyzeKinds` on every file;
 * - `lower`: `lowerFile` on every file (given its kinds; kinds not included);
 * - `analysis`: `analyzeProgram` from the entry. It computes kinds and IR again, for the files
 *   it reaches, as `mtame tame` does: the analysis as the CLI runs it;
 * - `pipeline`: parse + analysis, the whole of `mtame tame` after start-up and file reading
 *   (the JSON or text formatting of the result is not included);
 * - `values`: analysis - kinds - lower, the value analysis alone (an estimate: exact when the
 *   entry reaches every file, as in the suite and the generated programs).
 *
 * `cpuPipeline`: the CPU time (user + system, this process) of parse + analysis: with V8 kept on
 * one thread it is the work done, whatever else the machine runs.
 *
 * With `onStage(name, wallMs, cpuMs)`, each stage's figure is reported as soon as it is known (a run cut short by a
 * time limit still tells how far it got). `info` receives counts: files, error diagnostics (parse
 * and library),
 * specializations and functions reached.
 */
export function runPipeline(api, inputs, folder, entryFile, { onStage, info, args = [] } = {}) {
  const times = {};
  const cpu = {};
  let cpuStart = process.cpuUsage();
  const stage = (name, value) => {
    times[name] = value;
    if (name !== 'pipeline') {
      const used = process.cpuUsage(cpuStart);
      cpu[name] = (used.user + used.system) / 1000;
      cpuStart = process.cpuUsage();
    } else {
      cpu.pipeline = cpu.parse + cpu.analysis;
    }
    onStage?.(name, value, cpu[name]);
  };
  let start = performance.now();
  cpuStart = process.cpuUsage();
  const lib = api.buildLibrary(inputs, { currentFolder: folder, path: [], dialect: 'auto', runtime: 'matlab' });
  stage('parse', ms(start));

  start = performance.now();
  const kinds = lib.files.map((f) => api.analyzeKinds(f.ast, lib, { file: f.path }));
  stage('kinds', ms(start));

  start = performance.now();
  let irFunctions = 0;
  for (let i = 0; i < lib.files.length; i++) irFunctions += api.lowerFile(lib.files[i].ast, kinds[i], { file: lib.files[i].path }).functions.length;
  stage('lower', ms(start));

  start = performance.now();
  const { analysis, entry } = api.analyzeProgram(lib, entryFile, args, { runtime: 'matlab' });
  stage('analysis', ms(start));
  stage('pipeline', times.parse + times.analysis);
  times.values = Math.max(0, times.analysis - times.kinds - times.lower);
  times.cpuPipeline = cpu.pipeline;

  if (info) {
    const specs = entry ? analysis.specializations([entry]) : [];
    info.files = lib.files.length;
    info.errorDiagnostics = lib.files.reduce((n, f) => n + f.diagnostics.filter((d) => d.severity === 'error').length, 0);
    info.irFunctions = irFunctions;
    info.specializations = specs.length;
    info.functionsReached = new Set(specs.map((s) => `${s.fn.file}:${s.fn.name}`)).size;
    info.namedFunctionsReached = new Set(specs.filter((s) => s.fn.kind !== 'lambda').map((s) => `${s.fn.file}:${s.fn.name}`)).size;
    info.entryFound = Boolean(entry);
  }
  return times;
}

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Median of each stage over several runs (a list of `runPipeline` results). */
export function medianTimes(runs) {
  const out = {};
  for (const key of Object.keys(runs[0])) out[key] = median(runs.map((r) => r[key]));
  return out;
}
