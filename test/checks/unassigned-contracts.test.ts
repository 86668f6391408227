// What MATLAB's calling conventions promise a function, in the unassigned-variable check: a
// method is dispatched on an object of its class, so it is given at least one argument and an
// if chain over nargin = 1, 2, ... covers every call. Constructors, static methods and the
// private helpers of a class folder have no such promise: their twins are still reported. And a
// validation helper that returned promises that none of the tests it raises on held.
import { afterAll, expect, test } from 'vitest';
import path from 'node:path';
import { checkFile } from '../../src/checks/index.js';
import { buildLibrary, loadFolders } from '../../src/project/index.js';
import { removeTempProjects, tempTree } from '../support/temp-project.js';

afterAll(removeTempProjects);

/** A chain over nargin that misses only a call with no argument. */
const byCount = 'if nargin == 1\n  d = 1;\nelseif nargin == 2\n  d = 2;\nend\ndisp(d)\n';

/** The unassigned-variable warnings of each file of the tree, as "file:line: name". */
function unassigned(files: Record<string, string>): string[] {
  const dir = tempTree(files);
  const lib = buildLibrary(loadFolders([dir]).files, { currentFolder: dir });
  return Object.keys(files).flatMap((rel) =>
    checkFile(lib.file(path.join(dir, rel))!, lib)
      .filter((d) => d.code === 'unassigned-variable')
      .map((d) => `${rel}:${d.span.line}: ${d.message.split(' ')[0]}`),
  );
}

test('a method of an @class folder is given its object; its constructor, a private helper and a plain function may get nothing', () => {
  expect(
    unassigned({
      '@Poly/plotData.m': `function plotData(f, g)\n${byCount}`,
      '@Poly/Poly.m': `function p = Poly(f, g)\n${byCount}p = class(struct('d', d), 'Poly');\n`,
      '@Poly/private/helper.m': `function helper(f, g)\n${byCount}`,
      'plain.m': `function plain(f, g)\n${byCount}`,
    }),
  ).toEqual(["@Poly/Poly.m:7: 'd'", "@Poly/private/helper.m:7: 'd'", "plain.m:7: 'd'"]);
});

test('a classdef method is given its object, unless it is static or the constructor', () => {
  const method = (name: string) => `    function ${name}(f, g)\n${byCount}    end\n`;
  const cls = `classdef Shape\n  methods\n${method('Shape')}${method('draw')}  end\n  methods (Static)\n${method('make')}  end\nend\n`;
  expect(unassigned({ 'Shape.m': cls })).toEqual(["Shape.m:9: 'd'", "Shape.m:27: 'd'"]);
});

test('a method file of a classdef folder that the classdef declares static may get nothing', () => {
  expect(
    unassigned({
      '@Shape/Shape.m': 'classdef Shape\n  methods (Static)\n    make(f, g)\n  end\n  methods\n    draw(f, g)\n  end\nend\n',
      '@Shape/make.m': `function make(f, g)\n${byCount}`,
      '@Shape/draw.m': `function draw(f, g)\n${byCount}`,
    }),
  ).toEqual(["@Shape/make.m:7: 'd'"]);
});

test('a validation helper that raises on tests of its parameters returned: none of its tests held', () => {
  const helper = 'function check_range(n, lo, hi, who)\nif nargin < 4\n  who = mfilename;\nend\nif n < lo || n > hi\n  error(\'%s: wrong number of inputs\', who);\nend\n';
  const body = 'if nargin == 2\n  g = b;\nend\nif nargin == 3\n  g = c;\nend\ndisp(g)\n';
  expect(unassigned({ 'check_range.m': helper, 'f.m': `function f(a, b, c)\ncheck_range(nargin, 2, 3);\n${body}` })).toEqual([]);
  // Other bounds, or a helper that only warns: a path with nargin 1 is left.
  expect(unassigned({ 'check_range.m': helper, 'f.m': `function f(a, b, c)\ncheck_range(nargin, 1, 3);\n${body}` })).toEqual(["f.m:9: 'g'"]);
  const warns = helper.replace("error('%s: wrong number of inputs', who)", "warning('%s: wrong number of inputs', who)");
  expect(unassigned({ 'check_range.m': warns, 'f.m': `function f(a, b, c)\ncheck_range(nargin, 2, 3);\n${body}` })).toEqual(["f.m:9: 'g'"]);
});

test('a method runs with an object of its class among its arguments: an isa chain over them covers every call (MTEX @S1Grid/plus)', () => {
  const chain = (second: string) => `  if isa(a, 'Grid')\n    c = a;\n  elseif isa(${second}, 'Grid')\n    c = b;\n  end\n  disp(c);\n`;
  expect(
    unassigned({
      '@Grid/Grid.m': "function g = Grid(p)\n  g = class(struct('p', p), 'Grid');\n",
      '@Grid/plus.m': `function c = plus(a, b)\n${chain('b')}`,
      // The same chain testing a twice leaves b's calls; varargin may hold the object.
      '@Grid/minus.m': `function c = minus(a, b)\n${chain('a')}`,
      '@Grid/times.m': `function c = times(a, b, varargin)\n${chain('b')}`,
      // A plain function gets no object.
      'plus2.m': `function c = plus2(a, b)\n${chain('b')}`,
    }),
  ).toEqual(["@Grid/minus.m:7: 'c'", "@Grid/times.m:7: 'c'", "plus2.m:7: 'c'"]);
});

test("a nested function's calls are all its calls too, and a parameter passed on as it came holds what its own function's calls pass (brainstorm's panel_process_select)", () => {
  const chain = "  if strcmpi(mode, 'select')\n    k = 1;\n  elseif strcmpi(mode, 'add')\n    k = 2;\n  end\n  disp(k);\n";
  const nested = (calls: string) => `function main()\n${calls}\n  function add_process(mode)\n${chain}  end\nend\n`;
  expect(unassigned({ 'main.m': nested("  add_process('select');\n  add_process('add');") })).toEqual([]);
  expect(unassigned({ 'main.m': nested("  add_process('select');\n  add_process('insert');") })).toEqual(["main.m:10: 'k'"]);
  // A handle may be called with anything.
  expect(unassigned({ 'main.m': nested("  add_process('select');\n  cb = @add_process;\n  cb('x');") })).toEqual(["main.m:11: 'k'"]);
  const passed = (menu: string) => `function main()\nshow_menu('select');\nshow_menu('add');\nend\n\nfunction show_menu(mode)\n${menu}\nend\n\nfunction add_process(mode)\n${chain}end\n`;
  expect(unassigned({ 'main.m': passed('add_process(mode);') })).toEqual([]);
  // Changed before it is passed on: what it holds is not known.
  expect(unassigned({ 'main.m': passed("if isempty(mode), mode = 'x'; end\nadd_process(mode);") })).toEqual(["main.m:17: 'k'"]);
});

test("a private function is called only by its parent folder's files: their calls' counts and literals are all it gets (matGeom's localToGlobal3d)", () => {
  const helper = `function helper(f, g)\n${byCount}`;
  const caller = (body: string) => `function caller(x)\n${body}\nend\n`;
  // Every call passes one or two inputs: the chain over nargin covers them.
  expect(unassigned({ 'private/helper.m': helper, 'a.m': caller('helper(x);'), 'b.m': caller('helper(x, 2);') })).toEqual([]);
  // A call with none, or a handle or a text that may call it with anything: reported.
  expect(unassigned({ 'private/helper.m': helper, 'a.m': caller('helper(x);'), 'b.m': caller('helper();') })).toEqual(["private/helper.m:7: 'd'"]);
  expect(unassigned({ 'private/helper.m': helper, 'a.m': caller('helper(x);'), 'b.m': caller('h = @helper;\nh(x);') })).toEqual(["private/helper.m:7: 'd'"]);
  expect(unassigned({ 'private/helper.m': helper, 'a.m': caller('helper(x);'), 'b.m': caller("feval('helper');") })).toEqual(["private/helper.m:7: 'd'"]);
  // A file of another folder cannot call it: its calls do not count, and a folder without calls says nothing.
  expect(unassigned({ 'private/helper.m': helper, 'a.m': caller('helper(x);'), 'other/c.m': caller('helper();') })).toEqual([]);
  expect(unassigned({ 'private/helper.m': helper })).toEqual(["private/helper.m:7: 'd'"]);
  // The texts every call passes are the values a parameter holds.
  const form = "function r = form(x, kind)\nswitch kind\n  case 'even'\n    r = x;\n  case 'odd'\n    r = -x;\nend\nr = r + 1;\n";
  expect(unassigned({ 'private/form.m': form, 'a.m': caller("form(x, 'even');"), 'b.m': caller("form(x, 'odd');") })).toEqual([]);
  expect(unassigned({ 'private/form.m': form, 'a.m': caller("form(x, 'even');"), 'b.m': caller("form(x, 'zero');") })).toEqual(["private/form.m:8: 'r'"]);
});

test("a call of a function that declares none of the caller's globals, nor calls one that does, leaves them as they were (PALM's palm_core and its palm_* helpers)", () => {
  const main = "function main()\nglobal opts\nopts = struct('a', rand > 0.5);\nif opts.a\n  x = 1;\nend\nhelper();\nif opts.a\n  disp(x);\nend\n";
  const leaf = 'function leaf()\ndisp(1);\n';
  expect(unassigned({ 'main.m': main, 'helper.m': 'function helper()\nleaf();\n', 'leaf.m': leaf })).toEqual([]);
  // It declares the global, or calls a function that does, or runs code it cannot read: reported.
  const declares = "function g()\nglobal opts\nopts.a = false;\n";
  expect(unassigned({ 'main.m': main, 'helper.m': 'function helper()\nglobal opts\nopts.a = false;\n' })).toEqual(["main.m:9: 'x'"]);
  expect(unassigned({ 'main.m': main, 'helper.m': 'function helper()\nleaf();\n', 'leaf.m': declares.replace('function g', 'function leaf') })).toEqual(["main.m:9: 'x'"]);
  expect(unassigned({ 'main.m': main, 'helper.m': "function helper()\neval('g');\n", 'g.m': declares })).toEqual(["main.m:9: 'x'"]);
  expect(unassigned({ 'main.m': main, 'helper.m': 'function helper()\nh = @g;\nh();\n', 'g.m': declares })).toEqual(["main.m:9: 'x'"]);
});

test("a try that runs a script the checker cannot see, whose catch sets a name, leaves the name set (EEGLAB's try, icadefs; catch, GUIBACKCOLOR = ...; end in SIFT)", () => {
  const body = (call: string) => `function f()\ntry\n  ${call}\ncatch\n  GUIBACKCOLOR = [.8 .8 .8];\nend\ndisp(GUIBACKCOLOR);\n`;
  expect(unassigned({ 'f.m': body('icadefs;') })).toEqual([]);
  expect(unassigned({ 'f.m': body('icadefs') })).toEqual([]);
  // A function the path has, or an unknown name called with arguments, sets nothing here.
  expect(unassigned({ 'f.m': body('setup;'), 'setup.m': 'function setup()\ndisp(1);\n' })).toEqual(["f.m:7: 'GUIBACKCOLOR'"]);
  expect(unassigned({ 'f.m': body('icadefs(1);') })).toEqual(["f.m:7: 'GUIBACKCOLOR'"]);
});
