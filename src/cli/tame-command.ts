// `mtame tame ENTRY.m [--arg SPEC]... [--path DIR]... [--format text|json]`: the Tame IR of
// every specialization reached from the entry function, annotated with the values the
// interprocedural analysis found, the call graph, and the analysis' diagnostics.
import { analyzeProgram, parseArgSpec, single, type ValueSet } from '../analysis/index.js';
import { tameJson, tameText } from '../report/tame.js';
import { choice, DIALECTS, parseCli, RUNTIMES, UsageError } from './args.js';
import type { Output } from './parse-command.js';
import { loadProject, type Runtime } from '../workspace/index.js';

interface TameArgs {
  entry: string;
  args: string[];
  path: string[];
  format: 'text' | 'json';
  dialect: 'auto' | 'matlab' | 'octave';
  runtime?: Runtime;
}

function readArgs(argv: string[]): TameArgs {
  const { values: v, positionals } = parseCli(argv, {
    arg: { type: 'string', multiple: true, default: [] },
    path: { type: 'string', multiple: true, default: [] },
    format: { type: 'string', default: 'text' },
    dialect: { type: 'string', default: 'auto' },
    runtime: { type: 'string' },
  });
  if (positionals.length !== 1) throw new UsageError('tame takes one entry file');
  return {
    entry: positionals[0],
    args: v.arg,
    path: v.path,
    format: choice(v.format, ['text', 'json'] as const, 'format'),
    dialect: choice(v.dialect, DIALECTS, 'dialect'),
    runtime: v.runtime === undefined ? undefined : choice(v.runtime, RUNTIMES, 'runtime'),
  };
}

export function runTame(argv: string[], io: Output): number {
  const args = readArgs(argv);
  const values: ValueSet[] = args.args.map((text, i) => {
    const parsed = parseArgSpec(text);
    if ('error' in parsed) throw new UsageError(`--arg ${i + 1} '${text}': ${parsed.error}`);
    return single(parsed);
  });
  const { files, lib, errors, runtime } = loadProject([args.entry], args.path, args.dialect, args.runtime);
  for (const e of errors) io.err(`${e.path}:1:1: error: cannot read file: ${e.message} [unreadable-file]\n`);
  if (files.length === 0) return 2;
  const { analysis, entry } = analyzeProgram(lib, files[0].path, values, { runtime });
  if (!entry) {
    io.err(`${files[0].path}:1:1: error: no function or script to analyse\n`);
    return 2;
  }
  const specializations = analysis.specializations([entry]);
  const report = { entry, specializations, diagnostics: analysis.diagnostics(specializations) };
  if (args.format === 'json') io.out(JSON.stringify(tameJson(report), null, 2) + '\n');
  else io.out(tameText(report));
  return report.diagnostics.some((d) => d.severity === 'error') ? 1 : 0;
}
