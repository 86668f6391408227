// Declared sizes (Derby and Zorn, sections 5 to 7, in MATLAB): the `%#mtame size` pragma and
// `arguments` blocks give the inputs their shapes, calls are checked against them, a call's
// results take the declared extents bound by its arguments, and a body whose result breaks
// its declaration is reported.
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ValueAnalysis, formatValueSet, matrix, single, TOP, type ValueSet } from '../../src/analysis/index.js';
import { removeTempProjects, tempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

const DOUBLE: ValueSet = single(matrix('double', { dims: [null, null], open: true }, 'any'));

/** Analyses `entry` of a folder of these files: its variables (last assignment), results
 *  and the diagnostics of the whole analysis. */
function analyse(files: Record<string, string>, entry: string, args?: ValueSet[]) {
  const project = tempProject(files);
  const analysis = new ValueAnalysis(project.lib, { runtime: 'matlab' });
  const fn = analysis.ir(project.file(entry))!.functions[0]!;
  const spec = analysis.analyze(fn, { args: args ?? fn.inputs.map(() => TOP), nargin: args ? args.length : null, nargout: fn.outputs.length });
  const vars: Record<string, string> = {};
  for (const m of spec.assigned.values()) for (const [k, v] of m) if (!k.startsWith(fn.tempPrefix)) vars[k] = formatValueSet(v);
  const messages = analysis.diagnostics(analysis.specializations([spec])).filter((d) => d.code === 'dim-mismatch').map((d) => `${path.basename(d.file)}:${d.span.line}: ${d.severity}: ${d.message}`);
  return { vars, results: spec.results.map(formatValueSet), messages };
}

const MATVEC = 'function y = matvec(A, x)\n%#mtame size (A[m,n], x[n]) -> (y[m])\ny = A * x;\nend\n';
const MATVEC_SWAPPED = 'function y = matvec(A, x)\n%#mtame size (A[m,n], x[n]) -> (y[n])\ny = A * x;\nend\n';
const MAT_MAT = 'function c = mat_mat_multiply(a, b)\n%#mtame size (a[m,n], b[n,p]) -> (c[m,p])\nc = a * b;\nend\n';

describe('Derby and Zorn: matvec (Figure 2)', () => {
  test('its body meets the declaration: y is m x 1', () => {
    const r = analyse({ matvec: MATVEC }, 'matvec', [DOUBLE, DOUBLE]);
    expect(r.results).toEqual(['(double, m x 1)']);
    expect(r.messages).toEqual([]);
  });
  test('the declaration with the extents swapped is reported (m is not n unless they are equal)', () => {
    const r = analyse({ matvec: MATVEC_SWAPPED }, 'matvec', [DOUBLE, DOUBLE]);
    expect(r.messages).toEqual(['matvec.m:2: warning: matvec: the result y is m x 1, but the declaration says y[n]: extent 1 is m, not n (unless they are equal)']);
  });
});

describe('Derby and Zorn: mat_mat_multiply calls', () => {
  const caller = [
    'function r = caller()',
    'a = ones(3, 4);',
    'b = ones(4, 5);',
    'c = mat_mat_multiply(a, b);',
    'd = mat_mat_multiply(a, c);',
    'r = c;',
  ].join('\n');
  test('(a, b) is legal and gives m x p bound by the arguments: 3x5', () => {
    const r = analyse({ caller, mat_mat_multiply: MAT_MAT }, 'caller');
    expect(r.vars.c).toBe('(double, 3x5)');
  });
  test('(a, c) is illegal: n would be both 4 and 3', () => {
    const r = analyse({ caller, mat_mat_multiply: MAT_MAT }, 'caller');
    // The callee is analysed with the call's sizes too, and fails there.
    expect(r.messages).toEqual([
      'caller.m:5: error: this call breaks the declared sizes: mat_mat_multiply declares n for both a[m,n] (a is 3x4) and b[n,p], but they get 4 and 3 (b is 3x5)',
      "mat_mat_multiply.m:3: error: 'a * b' (mtimes): inner matrix dimensions must agree: 3x4 * 3x5 (a is 3x4, b is 3x5); this fails whenever it runs",
    ]);
  });
});

describe('Derby and Zorn: a loop (section 6.4)', () => {
  test('x = z in a loop: at the head x has a new extent, z keeps its own', () => {
    const src = 'function x = grow(x, z, k)\n%#mtame size (x[R,S], z[T,S], k) -> (x[R,S])\nwhile k > 0\n  x = z;\n  k = k - 1;\nend\n';
    const r = analyse({ grow: src }, 'grow', [DOUBLE, DOUBLE, DOUBLE]);
    // R and T meet at the loop head: the rows are not known there, the columns stay S.
    expect(r.results).toEqual(['(double, ? x S)']);
    expect(r.messages).toEqual([]);
  });
});

describe('arguments blocks', () => {
  test('sizes and classes: x (1,:) double, M (3,3) double', () => {
    const src = 'function r = f(x, M)\narguments\n  x (1,:) double\n  M (3,3) double\nend\nn = numel(x);\nr = M * x\';\n';
    const r = analyse({ f: src }, 'f');
    expect(r.vars.n).toBe('(double, 1x1, =x#2)');
    // x may be 1x1 (then M * x' is 3x3), or 1 x 3 (then 3x1).
    expect(r.results).toEqual(['(double, 3x?)']);
  });
  test('a call with a fixed extent that differs is reported; a scalar is expanded, not reported', () => {
    const f = 'function r = f(M)\narguments\n  M (3,3) double\nend\nr = M;\n';
    const caller = 'function caller()\na = f(ones(2, 3));\nb = f(5);\n';
    const r = analyse({ f, caller }, 'caller');
    expect(r.messages).toEqual(['caller.m:2: error: this call breaks the declared sizes: f declares M (3,3) double, but M is 2x3: extent 1 must be 3']);
  });
});

describe('arguments blocks turn a vector around and hold in class methods', () => {
  test('a row given for (:,1) is made a column (mustBeColumn\'s page); a matrix, or a vector of another length, is not', () => {
    const f = 'function r = f(v, w)\narguments\n  v (:,1) double\n  w (1,3) double = [1 2 3]\nend\nr = v;\n';
    const caller = 'function caller()\na = f([1 2 3]);\nb = f([1; 2], [4; 5; 6]);\nc = f(ones(2, 3));\nd = f(1, [1; 2]);\n';
    const r = analyse({ f, caller }, 'caller');
    expect(r.messages).toEqual([
      'caller.m:4: error: this call breaks the declared sizes: f declares v (:,1) double, but v is 2x3: extent 2 must be 1',
      'caller.m:5: error: this call breaks the declared sizes: f declares w (1,3) double, but w is 2x1: extent 1 must be 1',
    ]);
  });
  test('an arguments (Output) block converts the result too: a row for (:,1) is no error, a matrix is', () => {
    const f = (body: string) => `function r = f(x)\narguments\n  x double\nend\narguments (Output)\n  r (:,1) double\nend\n${body}\nend\n`;
    expect(analyse({ f: f('r = [1 2 3];') }, 'f', [DOUBLE]).messages).toEqual([]);
    expect(analyse({ f: f('r = 7;') }, 'f', [DOUBLE]).messages).toEqual([]);
    expect(analyse({ f: f('r = ones(2, 3);') }, 'f', [DOUBLE]).messages).toEqual(['f.m:2: error: f: the result r is 2x3, but the declaration says r (:,1) double: extent 2 is 3, not 1']);
  });
  test("a classdef method's arguments block: declared sizes checked, and an input with a default may be left out (OpenTelemetry-MATLAB)", () => {
    const cls = 'classdef Proc < handle\n  properties\n    E\n  end\n  methods\n    function obj = Proc(e)\n      arguments\n        e (1,1) double = ...\n          2\n      end\n      obj.E = e;\n    end\n    function r = scaled(obj, M)\n      arguments\n        obj\n        M (3,3) double\n      end\n      r = M * obj.E;\n    end\n  end\nend\n';
    const caller = 'function caller()\np = Proc();\nr = p.scaled(ones(2, 3));\n';
    const project = tempProject({ Proc: cls, caller });
    const analysis = new ValueAnalysis(project.lib, { runtime: 'matlab' });
    const fn = analysis.ir(project.file('caller'))!.functions[0]!;
    const spec = analysis.analyze(fn, { args: [], nargin: 0, nargout: 0 });
    const found = analysis.diagnostics(analysis.specializations([spec])).map((d) => `${path.basename(d.file)}:${d.span.line}: ${d.code}`);
    expect(found).toEqual(['caller.m:3: dim-mismatch']);
  });
});

describe('arguments blocks convert to the declared class before checking sizes', () => {
  test("'abc' given for a (1,1) string is the string \"abc\": no size error, and the body sees a 1x1 string", () => {
    const getPath = 'function p = getPath(fileName)\narguments\n  fileName (1,1) string\nend\np = fileName;\nend\n';
    const caller = "function r = caller()\nr = getPath('vocab.txt');\nq = getPath([1 2 3]);\nend\n";
    const r = analyse({ caller, getPath }, 'caller');
    expect(r.messages).toEqual(['caller.m:3: error: this call breaks the declared sizes: getPath declares fileName (1,1) string, but fileName is 1x3: extent 2 must be 1']);
    expect(r.vars.r).toBe('(string, 1x1)');
  });
});

describe('arguments blocks: conversions to a class of the project, and name-value names (matnwb)', () => {
  test("'cloud' given for a (1,1) enumeration is its member: no size error; a double of another size for (1,1) double still is one", () => {
    const profile = 'classdef Profile\n  enumeration\n    none, cloud\n  end\nend\n';
    const readConfig = 'function out = readConfig(p, n)\narguments\n  p (1,1) Profile = Profile.none\n  n (1,1) double = 1\nend\nout = p;\nend\n';
    const caller = "function caller()\na = readConfig('cloud');\nb = readConfig('cloud', [1 2]);\nend\n";
    const r = analyse({ Profile: profile, readConfig, caller }, 'caller');
    expect(r.messages).toEqual(['caller.m:3: error: this call breaks the declared sizes: readConfig declares n (1,1) double, but n is 1x2: extent 2 must be 1']);
  });

  test('a text naming a name-value argument where an optional input stands starts the pairs; another text is the input', () => {
    const readCfg = 'function out = readCfg(level, options)\narguments\n  level (1,1) double = 1\n  options.FilePath string = ""\nend\nout = level;\nend\n';
    const caller = "function caller()\na = readCfg('FilePath', \"cfg.json\");\nb = readCfg('filepath', 'x');\nc = readCfg('Other', 'x');\nend\n";
    const r = analyse({ readCfg, caller }, 'caller');
    expect(r.messages).toEqual(['caller.m:4: error: this call breaks the declared sizes: readCfg declares level (1,1) double, but level is 1x5: extent 2 must be 1']);
  });
});
