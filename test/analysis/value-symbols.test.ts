// Scalar inputs as symbols in extents (issue 20): a double scalar n of unknown value is n#v, and
// a size argument gives max(e,0) (MATLAB and Octave count a negative size as 0), so arrays sized
// alike stay alike and `n` vs `n+1` is a mismatch only where n >= 0 is established.
import { afterAll, describe, expect, test } from 'vitest';
import { ValueAnalysis, formatValueSet, parseArgSpec, single, TOP, type ValueSet } from '../../src/analysis/index.js';
import { functionName, removeTempProjects, tempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

function arg(spec: string): ValueSet {
  const v = parseArgSpec(spec);
  if ('error' in v) throw new Error(v.error);
  return single(v);
}

/** Results and diagnostics of a function, called with these argument specs (`?`: unknown). */
function run(source: string, ...specs: string[]): { results: string[]; messages: string[] } {
  const name = functionName(source);
  const project = tempProject({ [name]: source });
  const analysis = new ValueAnalysis(project.lib);
  const fn = analysis.ir(project.file(name))!.functions[0]!;
  const spec = analysis.analyze(fn, { args: specs.map((s) => (s === '?' ? TOP : arg(s))), nargin: specs.length, nargout: fn.outputs.length });
  return { results: spec.results.map(formatValueSet), messages: spec.diagnostics.map((d) => `${d.severity}: ${d.message}`) };
}

describe('a scalar input as a value symbol', () => {
  test('ones(n, n+1) is max(n#v,0) x max(n#v+1,0): no mismatch with itself (n = -1 makes both 0)', () => {
    const r = run('function [a, r] = f(n)\na = ones(n, n + 1);\nr = a * a;\nend\n', '(1,1) double');
    expect(r.results[0]).toBe('(double, max(n#v,0) x max(n#v+1,0))');
    expect(r.messages).toEqual([]);
  });

  test('zeros(n, 2) + zeros(n, 3) fails for every n: 2 vs 3 whatever max(n#v,0) is', () => {
    const r = run('function r = f(n)\nr = zeros(n, 2) + zeros(n, 3);\nend\n', '(1,1) double');
    expect(r.messages).toEqual([expect.stringMatching(/^error: 'a \+ b' \(plus\): sizes max\(n#v,0\) x 2 and max\(n#v,0\) x 3 are not compatible/)]);
  });

  test('zeros(n, 2) + zeros(n, 3) with n unknown, as check analyses a function: 2 vs 3 still', () => {
    // A size held in a variable is not the 'like' keyword (zeros('like', 2) would be 1x1).
    const r = run('function r = f(n)\nr = zeros(n, 2) + zeros(n, 3);\nend\n', '?');
    expect(r.messages).toEqual([expect.stringMatching(/^error: 'a \+ b' \(plus\): sizes \?x2 and \?x3 are not compatible/)]);
    // Written where it is used, 'like' is the keyword: a 1x1 like the prototype.
    const like = run("function r = f(p)\nr = zeros('like', p) + zeros(1, 3);\nend\n", '(1,1) single');
    expect(like.results).toEqual(['(single, 1x3)']);
  });

  test('arrays sized by the same expression have the same extent: [a; b] of n x 2 and n x 3 rows', () => {
    const r = run('function c = f(n)\na = zeros(2, n - 1);\nb = ones(3, n - 1);\nc = [a; b];\nend\n', '(1,1) double');
    expect(r.results).toEqual(['(double, 5 x max(n#v-1,0))']);
  });
});

describe('an input validated as a whole number >= 0 is a natural extent symbol', () => {
  const src = 'function r = f(n)\narguments\n  n (1,1) double {mustBeInteger, mustBeNonnegative}\nend\na = ones(n, n + 1);\nr = a * a;\nend\n';

  test('ones(n, n+1) * ones(n, n+1) fails whenever it runs: n + 1 is never n', () => {
    const r = run(src, '?');
    expect(r.messages).toEqual([expect.stringMatching(/^error: 'a \* b' \(mtimes\): inner matrix dimensions must agree: n x \(n\+1\) \* n x \(n\+1\)/)]);
  });

  test('mustBePositive without mustBeInteger is not enough (n = 0.5 passes it)', () => {
    const r = run(src.replace('mustBeInteger, mustBeNonnegative', 'mustBePositive'), '?');
    expect(r.messages).toEqual([]);
  });
});
