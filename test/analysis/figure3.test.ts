// Section 5.6 and Appendix A of the Tamer paper: the value analysis of the Figure 3 program run
// from main with one double argument finds these specializations (argument classes ->
// result classes), a unique class for every variable, and this call graph.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeProgram, classOf, matrix, SCALAR, single, type Specialization, type ValueSet } from '../../src/analysis/index.js';
import { buildLibrary, loadFolders } from '../../src/project/index.js';
import { variablesOf } from '../../src/report/tame.js';

// The program's files are shared with the lowering tests (test/tame/figure3).
const dir = path.join(import.meta.dirname, '..', 'tame', 'figure3');

function classes(s: ValueSet): string {
  if (s.top) return '?';
  return [...s.values.values()].map((v) => (v.kind === 'struct' && v.fields ? `struct{${[...v.fields.keys()].sort().map((f) => `${f}=${classes(v.fields!.get(f)!)}`).join(', ')}}` : v.kind === 'handle' ? `handle(${(v.targets ?? []).map((t) => `@${t.fn}`).join('|')})` : classOf(v))).join('|');
}

function signature(s: Specialization): string {
  return `${s.fn.name}: ${s.context.args.map(classes).join(', ')} -> ${s.results.map(classes).join(', ')}`;
}

function run() {
  const lib = buildLibrary(loadFolders([dir]).files, { currentFolder: dir });
  const { analysis, entry } = analyzeProgram(lib, path.join(dir, 'main.m'), [single(matrix('double', SCALAR))]);
  expect(entry).toBeDefined();
  const specs = analysis.specializations([entry!]);
  return { analysis, entry: entry!, specs };
}

describe('Figure 3 (section 5.6)', () => {
  it('finds the specializations of section 5.6', () => {
    const { specs } = run();
    // Tamer's contexts are classes; mtame's also keep counted extents (the lambda is reached with
    // a column `Y(:,j)` and with a sum of unknown shape): the class signatures are the paper's.
    expect([...new Set(specs.map(signature))]).toEqual([
      'main: double -> single',
      'solveSystem: struct{L=single, Ta=single, Tb=single}, double, double, double, double -> single',
      'Dxx: double, single, single, single -> single, single',
      'RungeKutta2: handle(@lambda_1), double, single, double -> double, single',
      'lambda_1: double, single, single, double, double, single -> single',
    ]);
  });

  it('the handle carries the captured values of the lambda', () => {
    const { specs } = run();
    const rk = specs.find((s) => s.fn.name === 'RungeKutta2')!;
    const h = [...rk.context.args[0].values.values()][0];
    expect(h.kind === 'handle' && h.targets?.map((t) => t.partial.map(classes).join(', '))).toEqual(['double, single, single, double']);
  });

  it('gives every variable a unique class', () => {
    const { specs } = run();
    const multi = specs.flatMap((s) => variablesOf(s).filter((v) => v.values.top || v.values.values.size !== 1).map((v) => `${s.fn.name}:${v.line} ${v.name}`));
    expect(multi).toEqual([]);
  });

  it('builds the call graph, toeplitz from the builtin spec', () => {
    const { specs } = run();
    const user = specs.flatMap((s) => s.calls.filter((e) => !e.builtin).map((e) => `${e.from} -> ${e.to.replace(/#\d+$/, '')} @${e.span.line}`));
    expect([...new Set(user)].sort()).toEqual([
      'RungeKutta2#1 -> lambda_1 @12',
      'RungeKutta2#1 -> lambda_1 @13',
      'main#1 -> solveSystem @10',
      'solveSystem#1 -> Dxx @17',
      'solveSystem#1 -> RungeKutta2 @19',
    ]);
    const dxx = specs.find((s) => s.fn.name === 'Dxx')!;
    expect(dxx.calls.some((e) => e.builtin && e.to === 'toeplitz')).toBe(true);
  });

  it('knows which switch case runs: nargin is 5', () => {
    const { specs } = run();
    const solve = specs.find((s) => s.fn.name === 'solveSystem')!;
    const tsteps = variablesOf(solve).filter((v) => v.name === 'Tsteps');
    // Only the `case 5` assignment is reached; `case 4` is non-viable.
    expect(tsteps.map((v) => v.line)).toEqual([9]);
  });
});
