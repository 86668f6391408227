// A `for` over a constant range of a few whole numbers is analysed one iteration after the
// other (issue 20's loop examples): arrays grown in it get their exact shapes, and every
// iteration's calls and diagnostics count.
import { afterAll, describe, expect, test } from 'vitest';
import { TOP, ValueAnalysis, formatValueSet, type ValueSet } from '../../src/analysis/index.js';
import { functionName, removeTempProjects, tempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

/** The results of a function of no inputs, and the analysis. */
function run(source: string): { results: string[]; analysis: ValueAnalysis } {
  const name = functionName(source);
  const project = tempProject({ [name]: source });
  const analysis = new ValueAnalysis(project.lib);
  const fn = analysis.ir(project.file(name))!.functions[0]!;
  const spec = analysis.analyze(fn, { args: fn.inputs.map((): ValueSet => TOP), nargin: fn.inputs.length, nargout: fn.outputs.length });
  return { results: spec.results.map(formatValueSet), analysis };
}

describe('loops over a constant range', () => {
  test('a vector grown by x(end+1) = k three times is 1x3', () => {
    expect(run('function x = f()\nx = [];\nfor k = 1:3\n  x(end+1) = k;\nend\nend\n').results).toEqual(['(double, 1x3)']);
  });

  test('a horizontal concatenation of two 3x1 pieces is 3x2, and a sum over 1:5 is 15', () => {
    const { results } = run('function [m, s] = f()\nm = [];\nfor k = 1:2\n  m = [m, ones(3, 1) * k];\nend\ns = 0;\nfor k = 1:5\n  s = s + k;\nend\nend\n');
    expect(results).toEqual(['(double, 3x2)', '(double, 1x1, 15)']);
  });

  test('the loop variable holds its last value after the loop, and an empty range assigns 1x0', () => {
    expect(run('function [k, j] = f()\nfor k = 2:2:6\nend\nfor j = 3:1\nend\nend\n').results).toEqual(['(double, 1x1, 6)', '(double, 1x0)']);
  });

  test('a break leaves with the values of the iteration that took it, or of the last one', () => {
    const { results } = run('function x = f(a)\nx = 0;\nfor k = 1:4\n  x = k;\n  if a(k) > 0\n    break;\n  end\nend\nend\n');
    expect(results).toEqual(['(double, 1x1)']);
  });

  test('longer or fractional ranges run to a fixed point (a longer one then proves its growth: loop-induction)', () => {
    expect(run('function x = f()\nx = [];\nfor k = 1:20\n  x(end+1) = k;\nend\nend\n').results).toEqual(['(double, 1x20)']);
    expect(run('function x = f()\nx = [];\nfor k = 0:0.5:1\n  x(end+1) = k;\nend\nend\n').results).toEqual(['(double, ?x?)']);
  });

  test('each iteration calls the function with its own values, and all those calls are in the call graph', () => {
    const source = "function r = f()\nr = 0;\nfor k = 1:3\n  r = r + g(ones(1, k));\nend\nend\nfunction y = g(v)\ny = sum(v);\nend\n";
    const { analysis } = run(source);
    const contexts = analysis.specializations().filter((s) => s.fn.name === 'g');
    // One context per argument shape (1x1, 1x2, 1x3); every one stays in the call graph (a
    // loop run to a fixed point keeps only the last run's calls of a statement).
    expect(contexts.length).toBe(3);
    const root = analysis.specializations().find((s) => s.fn.name === 'f')!;
    expect(analysis.specializations([root]).filter((s) => s.fn.name === 'g').length).toBe(3);
  });
});

describe('growing an empty array', () => {
  test('y = []; y(1) = 5 is 1x1, and y(3) = 1 on [] is 1x3', () => {
    expect(run('function [y, z] = f()\ny = [];\ny(1) = 5;\nz = [];\nz(3) = 1;\nend\n').results).toEqual(['(double, 1x1)', '(double, 1x3)']);
  });
});
