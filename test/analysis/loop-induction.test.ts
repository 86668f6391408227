// Arrays grown in a `for` loop get their shapes in terms of the trip count (issue 20): the growth
// of one iteration is proved by induction, so x(end+1) = k over 1:20 is 1x20 and [m, col] over
// 1:numel(v) is 3 x v#2; what does not grow by a fixed amount, or may stop early, stays joined.
import { afterAll, describe, expect, test } from 'vitest';
import { ValueAnalysis, formatValueSet, parseArgSpec, single, type ValueSet } from '../../src/analysis/index.js';
import { functionName, removeTempProjects, tempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

function arg(spec: string): ValueSet {
  const v = parseArgSpec(spec);
  if ('error' in v) throw new Error(v.error);
  return single(v);
}

function results(files: Record<string, string>, ...specs: string[]): string[] {
  const name = functionName(Object.values(files)[0]!);
  const project = tempProject(files);
  const analysis = new ValueAnalysis(project.lib);
  const fn = analysis.ir(project.file(name))!.functions[0]!;
  return analysis.analyze(fn, { args: specs.map(arg), nargin: specs.length, nargout: fn.outputs.length }).results.map(formatValueSet);
}

const one = (source: string, ...specs: string[]): string[] => results({ [functionName(source)]: source }, ...specs);

describe('growth by a fixed amount per iteration', () => {
  test('concatenation: [m, col] from 3x0 over 1:numel(v) is 3 x v#2; [z; k] from [] over 1:300 is 300x1', () => {
    const src = 'function [m, z] = f(v)\nm = zeros(3, 0);\nfor k = 1:numel(v)\n  m = [m, ones(3, 1) * k];\nend\nz = [];\nfor k = 1:300\n  z = [z; k];\nend\nend\n';
    expect(one(src, '(1,:) double')).toEqual(['(double, 3 x v#2)', '(double, 300x1)']);
  });

  test('end+1: a row from [] (the first iteration peeled), rows of a 0x2 matrix, a cell', () => {
    const src = 'function [x, y, c] = f()\nx = [];\nfor k = 1:20\n  x(end+1) = k;\nend\ny = zeros(0, 2);\nfor k = 1:20\n  y(end+1, :) = [k, 1];\nend\nc = {};\nfor k = 1:12\n  c{end+1} = k;\nend\nend\n';
    expect(one(src)).toEqual(['(double, 1x20)', '(double, 20x2)', 'cell(1x12)[(double, 1x1)]']);
  });

  test('a symbolic trip count that may be 0 keeps a growth from the entry, not a peeled one', () => {
    // From 1x0, n iterations give 1 x n; from [] (0x0) the shape for n = 0 differs, so unknown.
    const src = 'function [a, b] = f(v)\na = zeros(1, 0);\nfor k = 1:numel(v)\n  a(end+1) = k;\nend\nb = [];\nfor k = 1:numel(v)\n  b(end+1) = k;\nend\nend\n';
    expect(one(src, '(1,:) double')).toEqual(['(double, 1 x v#2)', '(double, ?x?)']);
  });
});

describe('what is not proved stays joined', () => {
  test('a growth in a branch, a loop that may break, a growth that changes', () => {
    const src = [
      'function [a, b, c] = f(v)',
      'a = []; b = []; c = [];',
      'for k = 1:30',
      '  if v(k) > 0',
      '    a(end+1) = k;',
      '  end',
      'end',
      'for k = 1:30',
      '  b(end+1) = k;',
      '  if v(k) > 0',
      '    break;',
      '  end',
      'end',
      'for k = 1:30',
      '  c = [c, 1:k];',
      'end',
      'end',
    ].join('\n');
    expect(one(src, '(1,30) double')).toEqual(['(double, ?x?)', '(double, ?x?)', '(double, ?x?)']);
  });

  test('in one loop, an array whose guess fails is dropped and the other proved again without it', () => {
    const src = 'function [x, c] = f()\nx = [];\nc = [];\nfor k = 1:30\n  x(end+1) = k;\n  c = [c, 1:k];\nend\nend\n';
    expect(one(src)).toEqual(['(double, 1x30)', '(double, ?x?)']);
  });

  test('a loop body calling a user function is not re-run: its growth stays joined, its calls once', () => {
    const f = 'function x = f()\nx = [];\nfor k = 1:20\n  x(end+1) = g(k);\nend\nend\n';
    const g = 'function y = g(k)\ny = 2 * k;\nend\n';
    expect(results({ f, g })).toEqual(['(double, ?x?)']);
  });
});

describe('a lone colon over an empty extent', () => {
  test('takes the length of a right-hand side of the array\'s kind; a matrix put into a cell does not decide it', () => {
    // Octave makes c = {}; c(1, :) = [1 2] a 1x1 cell (MATLAB refuses it): found by a random
    // comparison of growth loops with Octave.
    const src = 'function [c, m] = f()\nc = {};\nc(1, :) = [1 2];\nm = [];\nm(2, :) = [1 2 3];\nend\n';
    expect(one(src)).toEqual(['cell(1x?)[(double, 1x2)]', '(double, 2x3)']);
  });
});

