// Bounds of loop variables (issue 20): `for k = 1:n` gives k the range 1..n, `k + 1` 2..n+1,
// so an array filled inside its preallocated extents keeps its shape (MAGICA's in-bounds
// assignments), while one that may grow does not.
import { afterAll, describe, expect, test } from 'vitest';
import { ValueAnalysis, formatValueSet, parseArgSpec, single, type ValueSet } from '../../src/analysis/index.js';
import { functionName, removeTempProjects, tempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

function arg(spec: string): ValueSet {
  const v = parseArgSpec(spec);
  if ('error' in v) throw new Error(v.error);
  return single(v);
}

/** The results of the file's first function, called with these argument specs. */
function results(source: string, ...specs: string[]): string[] {
  const name = functionName(source);
  const project = tempProject({ [name]: source });
  const analysis = new ValueAnalysis(project.lib);
  const fn = analysis.ir(project.file(name))!.functions[0]!;
  const spec = analysis.analyze(fn, { args: specs.map(arg), nargin: specs.length, nargout: fn.outputs.length });
  return spec.results.map(formatValueSet);
}

describe('assignments inside preallocated extents keep the shape', () => {
  test('a table filled at (i+1, j+1) over 1:m and 1:n keeps (m+1) x (n+1)', () => {
    const src = 'function D = f(a, b)\nm = numel(a);\nn = numel(b);\nD = zeros(m + 1, n + 1);\nfor i = 1:m\n  for j = 1:n\n    D(i+1, j+1) = i + j;\n  end\nend\nend\n';
    expect(results(src, '(1,:) double', '(1,:) double')).toEqual(['(double, (a#2+1) x (b#2+1))']);
    // With counted extents (a context of the oracle's programs): 8x10.
    expect(results(src, '(1,7) double', '(1,9) double')).toEqual(['(double, 8x10)']);
  });

  test('a scalar input n of any real value: zeros(1, n) filled over 1:n stays 1 x max(n,0)', () => {
    // k <= floor(n) <= n <= max(n, 0); n = 2.5 fills 2 of 2 elements, n = -3 runs no iteration.
    const src = 'function z = f(n)\nz = zeros(1, n);\nfor k = 1:n\n  z(k) = k^2;\nend\nend\n';
    expect(results(src, '(1,1) double')).toEqual(['(double, 1 x max(n#v,0))']);
    // Past the preallocated extent it may grow: not kept.
    expect(results(src.replace('z(k) = k^2', 'z(k + 1) = k^2'), '(1,1) double')).toEqual(['(double, 1x?)']);
  });

  test('a countdown k = n:-1:1 stays in 1..n, a linear index too', () => {
    const src = 'function y = f(x)\nn = numel(x);\ny = zeros(1, n);\nfor k = n:-1:1\n  y(k) = x(k);\nend\nend\n';
    expect(results(src, '(1,:) double')).toEqual(['(double, 1 x x#2)']);
  });

  test('a bound is the upper end of the enclosing loop: j = 1:i with i in 1:n', () => {
    const src = 'function L = f(A)\nn = size(A, 1);\nL = zeros(n, n);\nfor i = 1:n\n  for j = 1:i\n    L(i, j) = A(i, j);\n  end\nend\nend\n';
    expect(results(src, '(:,:) double')).toEqual(['(double, A#1 x A#1)']);
  });

  test('an index that may pass the extent grows the array: k + 1 over 1:n into n elements', () => {
    const src = 'function y = f(x)\nn = numel(x);\ny = zeros(1, n);\nfor k = 1:n\n  y(k + 1) = x(k);\nend\nend\n';
    expect(results(src, '(1,:) double')).toEqual(['(double, 1x?)']);
  });

  test('a fractional step or start gives no bounds', () => {
    const src = 'function y = f(x)\nn = numel(x);\ny = zeros(1, n);\nfor k = 0.5:n\n  y(k + 0.5) = 1;\nend\nend\n';
    expect(results(src, '(1,:) double')).toEqual(['(double, 1x?)']);
  });

  test('a counter incremented in the loop gets no bounds, and the loop settles', () => {
    const src = 'function y = f(x)\nn = numel(x);\ny = zeros(1, n);\nc = 0;\nfor k = 1:n\n  c = c + 1;\n  y(c) = k;\nend\nend\n';
    expect(results(src, '(1,:) double')).toEqual(['(double, 1x?)']);
  });
});

describe('a colon index within the extents keeps the shape', () => {
  test('a block img(6:12, 8:16) of a 24x32 uint8 image, a window k-1:k+1 over 2:n-1, a stride 1:2:n', () => {
    const src = 'function [img, a, b] = f()\nimg = zeros(24, 32, \'uint8\');\nimg(6:12, 8:16) = 240;\nn = 12;\na = zeros(n, 3);\nfor k = 2:n-1\n  a(k-1:k+1, 1) = 2;\nend\nb = zeros(1, n);\nb(1:2:n) = 3;\nend\n';
    expect(results(src)).toEqual(['(uint8, 24x32)', '(double, 12x3)', '(double, 1x12)']);
  });

  test('a shifted block (j - 1) * m + (1:m) over j = 1:3 stays inside 3 * m rows; 2 * (1:m) may pass them', () => {
    const src = 'function [x, y] = f()\nm = 20;\nx = zeros(3 * m, 2);\nfor j = 1:3\n  x((j - 1) * m + (1:m), :) = 1;\nend\ny = zeros(m, 1);\ny(2 * (1:m)) = 1;\nend\n';
    expect(results(src)).toEqual(['(double, 60x2)', '(double, ?x1)']);
  });

  test('a window k-1:k+1 around a loop variable has 3 elements; a value of an earlier iteration is not this one\'s k', () => {
    const src = 'function [w, s, d] = f(img)\n[h, v] = size(img);\nw = zeros(3, 1);\ns = zeros(1, 0);\nprev = 0;\nd = 0;\nfor i = 2:h-1\n  w = img(i-1:i+1, 2);\n  s = prev:i;\n  d = i - prev;\n  prev = i;\nend\nend\n';
    // prev holds the previous iteration's i: prev:i and i - prev are not known to be 2 and 1.
    expect(results(src, 'double')).toEqual(['(double, 3x1)', '(double, 1x?)', '(double, 1x1)']);
  });

  test('with symbolic extents: x(2:n) = v into n elements keeps 1 x n; x(2:n+1) may grow', () => {
    const inside = 'function y = f(x)\nn = numel(x);\ny = zeros(1, n);\ny(2:n) = 1;\nend\n';
    expect(results(inside, '(1,:) double')).toEqual(['(double, 1 x x#2)']);
    const past = 'function y = f(x)\nn = numel(x);\ny = zeros(1, n);\ny(2:n+1) = 1;\nend\n';
    expect(results(past, '(1,:) double')).toEqual(['(double, 1x?)']);
  });

  test('a fractional step gives no bounds', () => {
    const src = 'function a = f()\na = zeros(1, 4);\na(1:0.5:3) = 1;\nend\n';
    expect(results(src)).toEqual(['(double, 1x?)']);
  });
});

describe('an indexed assignment keeps the class of a non-double array, even an empty one', () => {
  test('uint8 empty given a double stays uint8; an empty double takes the value\'s class (MATLAB) or stays double (Octave)', () => {
    const src = 'function [x, y] = f()\nx = zeros(0, 0, \'uint8\');\nx(3) = 5;\ny = [];\ny(2) = int8(1);\nend\n';
    expect(results(src)).toEqual(['(uint8, 1x3)', '{(double, 1x2), (int8, 1x2)}']);
  });
});
