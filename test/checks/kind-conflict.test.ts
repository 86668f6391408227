// kind-conflict as MATLAB decides it: in the order of the text. A name assigned before a use in
// the text is a variable there, even when a loop's back edge reaches the use before any
// assignment ran (that path is unassigned-variable's); a name called and then assigned is
// MATLAB's "previously appeared to be used as a function" error.
import { afterAll, expect, test } from 'vitest';
import { checkFile } from '../../src/checks/index.js';
import { removeTempProjects, tempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

function findings(body: string): string[] {
  const p = tempProject({ f: `function r = f(x, n)\nr = 0;\n${body}\nend\n` });
  return checkFile(p.lib.file(p.file('f'))!, p.lib)
    .filter((d) => d.code === 'kind-conflict' || d.code === 'unassigned-variable')
    .map((d) => `${d.code} ${/^'(\w+)'/.exec(d.message)![1]}`);
}

test('a use written after the assignment reads the variable, whatever the loop does first', () => {
  const loop = 'k = 0;\nwhile k < n\n  k = k + 1;\n  if b(k)\n    [~, rank] = sort(x);\n  else\n    r = rank(1);\n  end\nend';
  expect(findings(loop)).toEqual(['unassigned-variable rank']);
  // The first pass (k is 1) takes the first clause: a later one reading rank comes after it.
  expect(findings(loop.replace('b(k)', 'k < 3'))).toEqual([]);
  const forLoop = 'for k = 1:n\n  if k > 1\n    r = r + max(k);\n  end\n  max = k;\nend';
  expect(findings(forLoop)).toEqual(['kind-conflict max']);
});

test('such a use is reported as a variable that may be unassigned, even for a function\'s name (i)', () => {
  const body = "switch x\n  case 1\n    for i = 1:3\n      r(i) = n;\n    end\n  case 2\n    if n > 0\n      r(i) = 0;\n    end\nend";
  expect(findings(body)).toEqual(['unassigned-variable i']);
});

test('a function called and then assigned is still MATLAB\'s error', () => {
  expect(findings('y = disp;\ndisp = 3;\nr = y + disp;')).toEqual(['kind-conflict disp']);
  expect(findings('if x\n  r = sum(x);\nelse\n  sum = 1;\n  r = sum;\nend')).toEqual(['kind-conflict sum']);
});

test("'end' skips a toolbox's function as it skips a base one, and still stops at an unknown name", () => {
  const p = tempProject({ f: 'function y = f(P)\ny = P([end, floor(unifrnd(ones(1, end - 1), 2:end))], :);\nz = P(qqzzfun(end));\ny = y + z;\nend\n' });
  const ends = checkFile(p.lib.file(p.file('f'))!, p.lib)
    .filter((d) => d.code === 'end-ambiguous')
    .map((d) => d.span.line);
  expect(ends).toEqual([3]);
});

test('@Cls.method is a handle to a static method of a class on the path, not a package prefix (umap\'s @String.MinutesSeconds beside String.MinutesSeconds(61))', () => {
  const p = tempProject({
    Str: 'classdef Str\n  methods (Static)\n    function t = secs(s)\n      t = sprintf(\'%d\', s);\n    end\n  end\nend\n',
    f: 'function h = f(x)\nStr.secs(61);\nh = @Str.secs;\ng = @nopkg.fn;\nend\n',
  });
  const codes = checkFile(p.lib.file(p.file('f'))!, p.lib).filter((d) => d.code === 'kind-conflict');
  expect(codes).toEqual([]);
});

test("a name that is only some class's method, used before its assignment, is no function there (MATLAB finds no method for a number)", () => {
  // The machine vision toolbox's sph.m: `v(4:6)` read for k > 1, `v = ...` later in the loop;
  // `v` is a method of PointFeature. SGDLibrary's `full_grad`, a method of its problem classes.
  const feature = 'classdef Feat\n  methods\n    function val = v(f)\n      val = 1;\n    end\n  end\nend\n';
  const loop = 'function r = f(x)\nr = 0;\nfor k = 1:3\n  if k > 1\n    r = r + v(1);\n  end\n  v = x(k);\nend\nend\n';
  const p = tempProject({ Feat: feature, f: loop });
  const codes = (name: string) => checkFile(p.lib.file(p.file(name))!, p.lib).filter((d) => d.code === 'kind-conflict').map((d) => d.span.line);
  expect(codes('f')).toEqual([]);
  // A plain function of the path used the same way is still the conflict.
  const q = tempProject({ v: 'function y = v(a)\n  y = a;\nend\n', f: loop });
  expect(checkFile(q.lib.file(q.file('f'))!, q.lib).filter((d) => d.code === 'kind-conflict').map((d) => d.span.line)).toEqual([7]);
});


test("`end` in an index of a class's constant property binds to its value (mexopencv's `TestComposeRT.fields(3:end)`)", () => {
  const cls = "classdef T\n  properties (Constant)\n    fields = {'a', 'b', 'c'};\n  end\n  methods (Static)\n    function r = tail()\n      r = T.fields(2:end);\n    end\n    function r = bad()\n      r = T.tail(2:end);\n    end\n  end\nend\n";
  const p = tempProject({ T: cls });
  const found = checkFile(p.lib.file(p.file('T'))!, p.lib).filter((d) => d.severity === 'error').map((d) => `${d.span.line}: ${d.code}`);
  // A static method's result is no value `end` can refer to.
  expect(found).toEqual(['10: end-unbound']);
});
