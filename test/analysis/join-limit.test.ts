// The join budget of one analysis of a function: a function of many variables and many branches
// (CONN's 14,000-line conn.m spent minutes joining flows of thousands of variables) gives up with
// an `analysis-limit` note, its results unknown, once its joins have met more variables than
// the budget allows; one within it is analysed as before.
import { afterAll, expect, test } from 'vitest';
import { TOP, ValueAnalysis, formatValueSet } from '../../src/analysis/index.js';
import { removeTempProjects, tempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

/** A function assigning `vars` variables, then a switch of `cases` cases each changing one. */
function wide(vars: number, cases: number): string {
  const lines = ['function r = wide(k)'];
  for (let i = 0; i < vars; i++) lines.push(`v${i} = ${i};`);
  lines.push('switch k');
  for (let c = 0; c < cases; c++) lines.push(`  case ${c}`, `    v${c % vars} = -1;`);
  lines.push('end', 'r = v0;', 'end');
  return lines.join('\n') + '\n';
}

function analyse(joinLimit?: number): { notes: string[]; result: string } {
  const p = tempProject({ wide: wide(40, 60) });
  const analysis = new ValueAnalysis(p.lib, joinLimit === undefined ? {} : { joinLimit });
  const fn = analysis.ir(p.file('wide'))!.functions[0]!;
  const spec = analysis.analyze(fn, { args: [TOP], nargin: 1, nargout: 1 });
  return { notes: spec.diagnostics.filter((d) => d.code === 'analysis-limit').map((d) => d.message), result: formatValueSet(spec.results[0]!) };
}

test('joins past the budget stop the analysis: its results are unknown, and a note says why', () => {
  // 60 joins of flows of about 40 variables: some 5,000 variables met.
  const within = analyse();
  expect(within.notes).toEqual([]);
  expect(within.result).not.toBe(formatValueSet(TOP));
  const over = analyse(1_000);
  expect(over.notes).toEqual([expect.stringMatching(/^wide not analysed: its joins met more than 1000 variables; its results are unknown$/)]);
  expect(over.result).toBe(formatValueSet(TOP));
});
