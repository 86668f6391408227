// dim-mismatch: sizes that can never combine, reported only where every execution that gets
// there fails (known extents that differ), never from an early round of a loop nor inside `try`.
import { afterAll, describe, expect, test } from 'vitest';
import { valueDiagnostics } from '../../src/checks/index.js';
import { join } from 'node:path';
import { buildLibrary, loadFolders } from '../../src/project/index.js';
import { functionName, removeTempProjects, tempProject, tempTree } from '../support/temp-project.js';

afterAll(removeTempProjects);

/** The dim-mismatch messages of one function file, as `line: message`. */
function mismatches(source: string, runtime: 'matlab' | 'octave' = 'matlab'): string[] {
  const name = functionName(source);
  const project = tempProject({ [name]: source });
  const file = project.file(name);
  const found = valueDiagnostics(project.lib, [file], { runtime }).get(file) ?? [];
  return found.filter((d) => d.code === 'dim-mismatch').map((d) => `${d.span.line}: ${d.message}`);
}

describe('reported: known extents that differ', () => {
  test('A * B with different inner extents names both operands and shapes', () => {
    const r = mismatches('function r = f(x)\nA = zeros(2, 3);\nB = ones(2, 3);\nr = A * B;\n');
    expect(r).toHaveLength(1);
    expect(r[0]).toMatch(/^4: .*mtimes.*2x3 \* 2x3.*A is 2x3, B is 2x3/);
  });
  test('[A; B] with different column counts', () => {
    expect(mismatches('function r = f(x)\nA = zeros(2, 3);\nr = [A; ones(1, 4)];\n')).toEqual([
      expect.stringMatching(/^3: .*vertcat.*not consistent \(2x3, 1x4\)/),
    ]);
  });
  test('A + B whose extents cannot be expanded together', () => {
    expect(mismatches('function r = f(x)\nA = zeros(2, 3);\nr = A + ones(3, 2);\n')).toEqual([
      expect.stringMatching(/^3: .*plus.*extents 2 and 3 in dimension 1/),
    ]);
  });
  test('an index beyond a known extent', () => {
    expect(mismatches('function r = f(x)\nA = zeros(3, 3);\nr = A(4, 1);\nq = A(10);\n')).toEqual([
      '3: index 4 exceeds the 3 rows of A (3x3); this fails whenever it runs',
      '4: index 10 exceeds the 9 elements of A (3x3); this fails whenever it runs',
    ]);
  });
});

describe('not reported', () => {
  test('rows and columns appended to an empty matrix: the colon takes the right-hand side\'s extent', () => {
    expect(mismatches('function r = f(n)\nm = [];\nfor k = 1:n\n  m(k, :) = [k 2*k];\nend\nr = 0;\nfor k = 1:size(m, 1)\n  r = r + m(k, 1) + m(k, 2);\nend\n')).toEqual([]);
    expect(mismatches('function r = f(n)\nc = [];\nfor k = 1:n\n  c(:, k) = [k; -k];\nend\nr = c(2, 1);\n')).toEqual([]);
    expect(mismatches('function r = f(x)\nt = zeros(0, 3);\nt(2, :) = [7 8 9];\nr = t(2, 3);\n')).toEqual([]);
  });
  test('a colon over an extent that is there keeps it: the index past it is still an error', () => {
    expect(mismatches('function r = f(x)\nt = zeros(2, 3);\nt(4, :) = [7 8 9];\nr = t(1, 4);\n')).toEqual([
      '4: index 4 exceeds the 3 columns of t (4x3); this fails whenever it runs',
    ]);
  });
  test('implicit expansion: a column plus a row, a matrix plus a row', () => {
    expect(mismatches('function r = f(x)\nr = ones(3, 1) + ones(1, 4);\nq = zeros(3, 4) - ones(1, 4);\n')).toEqual([]);
  });
  test('extents not known: the inputs may have any size', () => {
    expect(mismatches('function r = f(A, B)\nr = A * B + [A; B];\nq = A(4, 1);\n')).toEqual([]);
  });
  test('an array that grows in a loop is judged at the fixed point, not in the first round', () => {
    expect(mismatches('function x = f(n)\nx = 0;\nfor i = 1:3\n  if i > 1\n    y = x(2);\n  end\n  x = [x, i];\nend\n')).toEqual([]);
  });
  test('inside try: the catch expects the error', () => {
    expect(mismatches('function y = f(x)\nv = [1 2 3];\ntry\n  y = v(100);\ncatch\n  y = -1;\nend\n')).toEqual([]);
  });
  test('an index assignment grows the array', () => {
    expect(mismatches('function A = f(x)\nA = zeros(3, 3);\nA(4, 1) = 2;\n')).toEqual([]);
  });
  test('Octave pads the rows of an all-char vertical concatenation (MATLAB refuses it)', () => {
    const src = "function s = f(x)\ns = ['abc'; 'de'];\n";
    expect(mismatches(src, 'octave')).toEqual([]);
    expect(mismatches(src, 'matlab')).toEqual([expect.stringMatching(/^2: .*vertcat/)]);
    // In MATLAB "abc" is a string scalar: ["abc"; "de"] is a 2x1 string array.
    expect(mismatches('function s = f(x)\ns = ["abc"; "de"];\n', 'matlab')).toEqual([]);
  });
});

describe('not reported: a compiled function\'s result', () => {
  // On a large toolbox, arrays grown by x(end+1) = f(...) in a loop and indexed after it were
  // taken as empty: f was a MEX file whose .m beside it is only help text, whose body assigns no
  // output. A compiled function (or a help-only stub) gives an unknown value, never an empty one.
  test('x(end+1) = mexfun(k) in a loop, then x(3): no error', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { buildLibrary, loadFolders } = await import('../../src/project/index.js');
    const p = tempProject({
      fastval: 'function v = fastval(k)\n% FASTVAL  help text of the MEX file fastval.mexa64\n',
      helponly: 'function v = helponly(k)\n% HELPONLY  a MEX file not built here\n',
      g: 'function y = g(n)\nx = [];\nfor k = 1:3\n  x(end+1) = fastval(k);\nend\ny = x(3);\nz = [];\nfor k = 1:3\n  z(end+1) = helponly(k);\nend\ny = y + z(3);\n',
    });
    fs.writeFileSync(path.join(p.dir, 'fastval.mexa64'), '\0');
    const loaded = loadFolders([p.dir]);
    const lib = buildLibrary(loaded.files, { currentFolder: p.dir, compiled: loaded.compiled });
    const found = valueDiagnostics(lib, [p.file('g')]).get(p.file('g')) ?? [];
    expect(found.filter((d) => d.code === 'dim-mismatch')).toEqual([]);
  });
});

describe('not reported: a call that may dispatch to a method', () => {
  // `getvars(p)` with p of unknown class runs @poly/getvars when p is a poly: the plain
  // getvars.m's empty result says nothing then.
  const files = {
    '@poly/poly.m': "function p = poly(c)\np.c = c;\np = class(p, 'poly');\nend\n",
    '@poly/getvars.m': 'function v = getvars(p)\nv = 1:numel(p.c);\nend\n',
    'getvars.m': 'function v = getvars(x)\nv = [];\nend\n',
    'user.m': 'function r = user(p)\nv = getvars(p);\nr = v(1);\nend\n',
    'plain.m': 'function r = plain()\nv = getvars(3);\nr = v(1);\nend\n',
  };
  test('an argument of unknown class: no error; a double: the plain function, and its error', async () => {
    const { buildLibrary, loadFolders } = await import('../../src/project/index.js');
    const { tempTree } = await import('../support/temp-project.js');
    const dir = tempTree(files);
    const lib = buildLibrary(loadFolders([dir]).files, { currentFolder: dir });
    const at = (name: string) => `${dir}/${name}.m`;
    const found = valueDiagnostics(lib, [at('user'), at('plain')]);
    expect((found.get(at('user')) ?? []).filter((d) => d.code === 'dim-mismatch')).toEqual([]);
    expect((found.get(at('plain')) ?? []).filter((d) => d.code === 'dim-mismatch').map((d) => d.span.line)).toEqual([3]);
  });
});

describe('a double-quoted text: a string scalar in MATLAB, a char row in Octave', () => {
  const source = 'function r = f()\nw = "XYZ";\nr = w(2);\nend\n';
  test('indexing past the string scalar fails in MATLAB only', () => {
    expect(mismatches(source)).toEqual(['3: index 2 exceeds the 1 elements of w (1x1); this fails whenever it runs']);
    // Octave runs the same file (no Octave-only syntax in it) with "XYZ" a 1x3 char.
    expect(mismatches(source, 'octave')).toEqual([]);
  });
  test('a file of a class folder whose other files are Octave code runs in Octave too', () => {
    const dir = tempTree({
      '@Robot/Robot.m': 'function r = Robot()\n  r = class(struct("n", 1), "Robot");\nendfunction\n',
      '@Robot/label.m': 'function c = label(r)\n  w = "XYZ";\n  c = w(2);\nend\n',
      '@Plain/label.m': 'function c = label(r)\n  w = "XYZ";\n  c = w(2);\nend\n',
    });
    const lib = buildLibrary(loadFolders([dir]).files, { currentFolder: dir });
    const robot = join(dir, '@Robot', 'label.m');
    const plain = join(dir, '@Plain', 'label.m');
    const found = valueDiagnostics(lib, [robot, plain], { runtime: 'matlab' });
    expect(found.get(robot) ?? []).toEqual([]);
    // A class folder with no Octave file is MATLAB code: the string scalar has one element.
    expect((found.get(plain) ?? []).map((d) => d.code)).toEqual(['dim-mismatch']);
  });
});

test('a builtin given an argument of unknown class gives an unknown value where a class of the project overloads it (Rigbox signals: `y = x.^2` of a Signal)', () => {
  const sig = 'classdef Sig\n  methods\n    function r = power(a, b)\n      r = a;\n    end\n  end\nend\n';
  const use = "function r = f(z)\nx = helper(z);\ny = 2 * x.^2;\ny.Name = 'y';\nr = y < 1;\nend\n";
  const helper = 'function y = helper(z)\ny = feval(z);\nend\n';
  const errors = (files: Record<string, string>) => {
    const p = tempProject(files);
    const file = p.file('f');
    return (valueDiagnostics(p.lib, [file], { runtime: 'matlab' }).get(file) ?? []).filter((d) => d.severity === 'error').map((d) => d.code);
  };
  expect(errors({ Sig: sig, f: use, helper })).toEqual([]);
  // With no such class, x.^2 is a number, and a struct made of it cannot be compared with 1.
  expect(errors({ f: use, helper })).toEqual(['invalid-class-combination']);
});
