// Symbolic extents in the value analysis: an input's unknown extents are named (A#1, A#2),
// size queries give them back as scalar values, and constructors, colon, transpose, mtimes and
// implicit expansion carry them, so equal shapes print alike and provably different ones are
// errors.
import { afterAll, describe, expect, test } from 'vitest';
import { TOP, ValueAnalysis, formatValueSet, matrix, single, type ValueSet } from '../../src/analysis/index.js';
import { functionName, removeTempProjects, tempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

/** The value of every source variable after its last assignment, and the diagnostics. */
function analyse(source: string, args?: ValueSet[]): { vars: Record<string, string>; results: string[]; messages: string[] } {
  const name = functionName(source);
  const project = tempProject({ [name]: source });
  const file = project.file(name);
  const analysis = new ValueAnalysis(project.lib, { runtime: 'matlab' });
  const fn = analysis.ir(file)!.functions[0]!;
  const spec = analysis.analyze(fn, { args: args ?? fn.inputs.map(() => TOP), nargin: args ? args.length : null, nargout: fn.outputs.length });
  const vars: Record<string, string> = {};
  for (const m of spec.assigned.values()) for (const [k, v] of m) if (!k.startsWith(fn.tempPrefix)) vars[k] = formatValueSet(v);
  return { vars, results: spec.results.map(formatValueSet), messages: analysis.diagnostics([spec]).map((d) => `${d.code}: ${d.message}`) };
}

describe('inputs whose sizes are unknown', () => {
  test('size, zeros, transpose, colon and arithmetic on extents', () => {
    const { vars } = analyse([
      'function [y, z] = f(A)',
      'm = size(A, 1);',
      'n = size(A, 2);',
      'B = zeros(m, n);',
      'D = zeros(size(A));',
      'v = 1:n;',
      'w = 0:m-1;',
      'E = ones(m + 1, 2*n);',
      'y = exp(A) + 1;',
      'z = 2 * B;',
    ].join('\n'));
    expect(vars).toMatchObject({
      m: '(double, 1x1, =A#1)',
      n: '(double, 1x1, =A#2)',
      B: '(double, A#1 x A#2)',
      D: '(double, A#1 x A#2 x ...)',
      v: '(double, 1 x A#2)',
      w: '(double, 1 x A#1)',
      E: '(double, (A#1+1) x 2*A#2)',
      z: '(double, A#1 x A#2)',
    });
  });

  test('equal shapes print alike: a product keeps the outer extents', () => {
    const { vars } = analyse('function r = f(A, x)\nn = size(A, 1);\nB = ones(n, n + 1);\nE = B * ones(n + 1, 3);\nr = E;\n');
    expect(vars.E).toBe('(double, A#1 x 3)');
  });

  test('an argument spec with unknown extents names them too', () => {
    const { vars } = analyse('function r = f(A)\nC = A.\';\nr = C\' * 2;\n', [single(matrix('double', { dims: [null, null], open: false }, 'real'))]);
    expect(vars.C).toBe('(double, A#2 x A#1)');
    expect(vars.r).toBe('(double, A#1 x A#2)');
  });

  test('a join of different extents is unknown; of equal ones keeps them', () => {
    const { results } = analyse('function r = f(A, c)\nn = size(A, 1);\nif c\n  r = zeros(n, 2);\nelse\n  r = ones(n, 3);\nend\n');
    expect(results).toEqual(['(double, A#1 x ?)']);
  });
});

describe('dim-mismatch with symbolic extents', () => {
  test('inner extents n + 1 and n differ in every run', () => {
    const { messages } = analyse('function r = f(A)\nn = size(A, 1);\nB = ones(n, n + 1);\nr = B * B;\n');
    expect(messages).toEqual([expect.stringMatching(/^dim-mismatch: .*mtimes.*A#1 x \(A#1\+1\) \* A#1 x \(A#1\+1\).*B is A#1 x \(A#1\+1\)\)/)]);
  });
  test('extents that may be equal, or may be 1, are not reported', () => {
    const src = 'function r = f(A)\nn = size(A, 1);\nm = size(A, 2);\nr = ones(n, 1) * ones(m, 2);\nq = ones(n, 2) + ones(n + 2, 2);\n';
    expect(analyse(src).messages).toEqual([]);
  });
});
