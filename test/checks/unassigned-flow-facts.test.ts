// Facts the unassigned-variable check draws from the code before a use (session 43, from the
// false warnings labelled on SPM12, FieldTrip and mtex): an index in an `if` condition, an index
// into a field, constants computed from constants, a loop counting down over the range of an
// earlier loop counting up, an if chain that covers every combination of its conditions, and a
// flag set from a test. Each case has a twin that must still be reported.
import { afterAll, expect, test } from 'vitest';
import { checkFile } from '../../src/checks/index.js';
import { removeTempProjects, tempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

/** The unassigned-variable warnings of `function r = f(a, b, n)` with this body, as "line: name". */
function unassigned(body: string): string[] {
  const { lib, file } = tempProject({ f: `function r = f(a, b, n)\n${body}\nend\n` });
  return checkFile(lib.file(file('f'))!, lib)
    .filter((d) => d.code === 'unassigned-variable')
    .map((d) => `${d.span.line}: ${d.message.split(' ')[0]}`);
}

const lines = (...ls: string[]): string => ls.join('\n');

const loopOverB = 'for k = 1:numel(b)\n  x = k;\nend\nr = x;';

test('an index in the first condition of an if makes the value not empty', () => {
  expect(unassigned(`if isa(b(1).proj, 'p')\n  r = 1;\nend\n${loopOverB}`)).toEqual([]);
  // The right of || may not run: b may be empty.
  expect(unassigned(`if a || b(1) > 0\n  r = 1;\nend\n${loopOverB}`)).toEqual(["8: 'x'"]);
});

test('an index into a field by fixed names makes the field not empty', () => {
  expect(unassigned('t = b.list{3};\nfor k = 1:length(b.list)\n  x = k;\nend\nr = {x, t};')).toEqual([]);
  // The field changed since: nothing is known of it.
  expect(unassigned('t = b.list{3};\nb.list = {};\nfor k = 1:length(b.list)\n  x = k;\nend\nr = {x, t};')).toEqual(["7: 'x'"]);
});

test('a loop bound computed from constants', () => {
  expect(unassigned('T = 256*8;\nfor i = 1:T\n  x(i) = i^2;\nend\nr = x;')).toEqual([]);
  expect(unassigned('m = 4;\nT = m/2 - 1;\nfor i = 1:T\n  x(i) = i;\nend\nr = x;')).toEqual([]);
  // 2 - 4 < 1: the loop never runs.
  expect(unassigned('T = 2 - 4;\nfor i = 1:T\n  x(i) = i;\nend\nr = x;')).toEqual(["6: 'x'"]);
});

test('a loop counting down by one runs exactly when the loop counting up over its ends did', () => {
  expect(unassigned('for i = 1:n\n  c(i) = i;\nend\nr = 0;\nfor i = n:-1:1\n  r = r + c(i);\nend')).toEqual([]);
  // `2:n` is another range: with n = 1 the first loop does not run and the second does.
  expect(unassigned('for i = 2:n\n  c(i) = i;\nend\nr = 0;\nfor i = n:-1:1\n  r = r + c(i);\nend')).toEqual(["7: 'c'"]);
});

test('an if chain covering every combination of two conditions leaves no way past it', () => {
  const chain = (cases: string[]): string => cases.map((c, i) => `${i === 0 ? 'if' : 'elseif'} ${c}\n  x = ${i};`).join('\n') + '\nend\nr = x;';
  expect(unassigned(chain(['~a && ~b', '~a && b', 'a && ~b', 'a && b']))).toEqual([]);
  expect(unassigned(chain(['isempty(a) && isempty(b)', '~isempty(a) && isempty(b)', 'isempty(a) && ~isempty(b)', '~isempty(a) && ~isempty(b)']))).toEqual([]);
  // Three of the four: a && b falls through.
  expect(unassigned(chain(['~a && ~b', '~a && b', 'a && ~b']))).toEqual(["9: 'x'"]);
});

test('a flag set from a test holds where the test does, until either changes', () => {
  expect(unassigned('f = any(strcmp(b, "3d"));\nif f\n  x = 1;\nend\nr = 0;\nif any(strcmp(b, "3d"))\n  r = x;\nend')).toEqual([]);
  // And the other way round, negated: `infeasible = ~goon` then `if ~infeasible` is `if goon`.
  expect(unassigned('goon = all(a <= b);\nbad = ~goon;\nif goon\n  x = 1;\nend\nr = 0;\nif ~bad\n  r = x;\nend')).toEqual([]);
  // b changed between the assignment and the test: the flag says nothing of the new b.
  expect(unassigned('f = any(b > 0);\nb = -b;\nif f\n  x = 1;\nend\nr = 0;\nif any(b > 0)\n  r = x;\nend')).toEqual(["9: 'x'"]);
});

test('a flag copied from a variable, or set from a chain of || or &&, meets the parts of its test', () => {
  // tensor_toolbox's ktensor/fg: `computeG = (nargout > 1) || onlyG; if computeG, G = ...`, then `if onlyG`.
  expect(unassigned('f = a;\nif f\n  x = 1;\nend\nr = 0;\nif a\n  r = x;\nend')).toEqual([]);
  expect(unassigned('f = (nargout > 1) || a;\nif f\n  x = 1;\nend\nr = 0;\nif a\n  r = x;\nend')).toEqual([]);
  expect(unassigned('f = a && b;\nif a && ~f\n  r = 0;\nelse\n  x = 1;\nend\nr = 0;\nif f\n  r = x;\nend')).toEqual([]);
  // One part of a conjunction does not make it hold; nor does a copy say anything once its source changed.
  expect(unassigned('f = a && b;\nif f\n  x = 1;\nend\nr = 0;\nif a\n  r = x;\nend')).toEqual(["8: 'x'"]);
  expect(unassigned('f = a;\na = ~a;\nif f\n  x = 1;\nend\nr = 0;\nif a\n  r = x;\nend')).toEqual(["9: 'x'"]);
});

test('an array made with constant sizes has those sizes, empty or not', () => {
  // GPmat's kernTest: `x = abs(randn(20, numIn))`, then `for i = 1:size(x, 1)`.
  const loop = (make: string, dim = 1) => `x = ${make};\nfor i = 1:size(x, ${dim})\n  y(i) = i;\nend\nr = y;`;
  expect(unassigned(loop('abs(randn(20, n))'))).toEqual([]);
  expect(unassigned(loop("zeros(3, n, 'single')", 1))).toEqual([]);
  expect(unassigned(loop('cell(4)', 2))).toEqual([]);
  // A size that is not a constant above 0, or x changed since.
  expect(unassigned(loop('zeros(20, n)', 2))).toEqual(["6: 'y'"]);
  expect(unassigned(loop('zeros(0, 3)'))).toEqual(["6: 'y'"]);
  expect(unassigned('x = zeros(5, n);\nx = x(a, :);\nfor i = 1:size(x, 1)\n  y(i) = i;\nend\nr = y;')).toEqual(["7: 'y'"]);
  // A count taken of that size holds it (mirt's `ncoil = size(alpha, 2)`).
  expect(unassigned('x = zeros(2, 4);\nn = size(x, 2);\nfor i = 1:n\n  y(i) = i;\nend\nr = y;')).toEqual([]);
  expect(unassigned('x = zeros(2, 0);\nn = size(x, 2);\nfor i = 1:n\n  y(i) = i;\nend\nr = y;')).toEqual(["7: 'y'"]);
});

test('arithmetic and elementwise functions of values with elements have elements', () => {
  expect(unassigned('p = log((1:64)/32);\nfor i = 1:length(p)\n  x(:, i) = a * p(i);\nend\nr = x;')).toEqual([]);
  expect(unassigned("w = sqrt([1 2 3]' .* 2);\nfor i = 1:numel(w)\n  x(i) = w(i);\nend\nr = x;")).toEqual([]);
  // `1:0` has no element, nor has anything computed from it.
  expect(unassigned('p = log((1:0)/32);\nfor i = 1:length(p)\n  x(:, i) = a * p(i);\nend\nr = x;')).toEqual(["6: 'x'"]);
});

test('& and | short-circuit in if and while conditions, as && and || do', () => {
  // bnt's tree_CPD: `if (t == 0 & top == 3) | ...` reads top only where t == 0.
  expect(unassigned('if a == 0\n  x = max(b);\nend\nr = 0;\nif (a == 0 & x == 3) | n < 2\n  r = 1;\nend')).toEqual([]);
  expect(unassigned('if a == 0\n  x = max(b);\nend\nr = 0;\nwhile a == 0 & x < 3\n  x = x + 1;\nend')).toEqual([]);
  // Outside a condition both operands are read: `&` is elementwise there.
  expect(unassigned('if a == 0\n  x = max(b);\nend\nr = (a == 0 & x == 3);')).toEqual(["5: 'x'"]);
});

test('a copy of a parameter at the start of a try has run in the catch, when no call may leave it out', () => {
  expect(unassigned('try\n  keep = b;\n  r = helper(b);\ncatch\n  r = keep;\nend')).toEqual([]);
  // A function that counts its arguments may be called without b: the copy itself may fail.
  expect(unassigned('if nargin < 2\n  disp(1);\nend\ntry\n  keep = b;\n  r = helper(b);\ncatch\n  r = keep;\nend')).toEqual(["9: 'keep'"]);
});

test('a name a loop that surely runs assigns under a condition it does not change holds where the condition does', () => {
  // vlfeat's vl_demo_kdtree_sift: `for k = 1:3, if doX, v(k) = k; end, end`, then `if doX`.
  expect(unassigned('f = a > 2;\nfor k = 1:3\n  if f\n    x(k) = k;\n  end\nend\nr = 0;\nif f\n  r = x;\nend')).toEqual([]);
  // The loop changes the condition: after it, f says nothing of the first iteration.
  expect(unassigned('f = a > 2;\nfor k = 1:3\n  if f\n    x(k) = k;\n  end\n  f = ~f;\nend\nr = 0;\nif f\n  r = x;\nend')).toEqual(["11: 'x'"]);
  // A loop that may not run assigns nothing surely.
  expect(unassigned('f = a > 2;\nfor k = 1:n\n  if f\n    x(k) = k;\n  end\nend\nr = 0;\nif f\n  r = x;\nend')).toEqual(["10: 'x'"]);
});

test('a name a loop that may not run assigns under a condition it does not change holds in a later loop over the same range, under the same condition', () => {
  // GPmat's gpsimMapMarginalLikeliGradient: `for k = 1:model.numGenes, if C, galpha(k) = ...`,
  // then `for i = 1:model.numGenes, if C, g = [g galpha(i)]`.
  const fill = 'for k = 1:numel(b)\n  if a.inc\n    x(k) = k;\n  end\nend\nr = [];\n';
  expect(unassigned(`${fill}for i = 1:numel(b)\n  if a.inc\n    r = [r x(i)];\n  end\nend`)).toEqual([]);
  // Without the condition, or over another range, the first loop may have assigned nothing.
  expect(unassigned(`${fill}for i = 1:numel(b)\n  r = [r x(i)];\nend`)).toEqual(["9: 'x'"]);
  expect(unassigned(`${fill}for i = 1:n\n  if a.inc\n    r = [r x(i)];\n  end\nend`)).toEqual(["10: 'x'"]);
  expect(unassigned(`${fill}if a.inc\n  r = x;\nend`)).toEqual(["9: 'x'"]);
  // A first iteration that may break before the assignment assigns nothing surely.
  const breaking = 'for k = 1:numel(b)\n  if n > 2\n    break;\n  end\n  if a.inc\n    x(k) = k;\n  end\nend\nr = [];\n';
  expect(unassigned(`${breaking}for i = 1:numel(b)\n  if a.inc\n    r = [r x(i)];\n  end\nend`)).toEqual(["13: 'x'"]);
});

test('after a loop that may not run, a test its variable passes says it ran (an empty loop leaves it empty)', () => {
  // mtex's slipSystem: `for i = 1:numel(b), str = ...; end`, then `if i == 1, use(str)`.
  const fill = 'for i = 1:numel(b)\n  s = b(i);\nend\nr = 0;\n';
  expect(unassigned(`${fill}if i == 1\n  r = s;\nend`)).toEqual([]);
  expect(unassigned(`${fill}if i\n  r = s;\nend`)).toEqual([]);
  // A test it fails says nothing; nor does one after the variable changed.
  expect(unassigned(`${fill}if i == 0\n  r = s;\nend`)).toEqual(["7: 's'"]);
  expect(unassigned(`${fill}i = 1;\nif i == 1\n  r = s;\nend`)).toEqual(["8: 's'"]);
  expect(unassigned(`${fill}if n == 1\n  r = s;\nend`)).toEqual(["7: 's'"]);
});

test('a loop to a count less a number runs where the count is large enough', () => {
  // GPmat's velotransKernGradient: `for i = 1:length(varargin)-1`, read under `length(varargin) == 2`.
  const fill = 'for i = 1:numel(b)-1\n  s = b(i);\nend\nr = 0;\n';
  expect(unassigned(`${fill}if numel(b) == 2\n  r = s;\nend`)).toEqual([]);
  expect(unassigned(`${fill}if numel(b) > 1\n  r = s;\nend`)).toEqual([]);
  expect(unassigned(`${fill}if numel(b) == 1\n  r = s;\nend`)).toEqual(["7: 's'"]);
  expect(unassigned(`${fill}if numel(b) > 0\n  r = s;\nend`)).toEqual(["7: 's'"]);
});

test('a while whose first test compares a count with at most 0 runs', () => {
  // jsonlab's loadmsgpack: `idx = 0; while idx <= length(bytes)`.
  expect(unassigned('k = 0;\nwhile k <= length(b)\n  x = k;\n  k = k + 1 + numel(b);\nend\nr = x;')).toEqual([]);
  // 1 <= length(b) fails for an empty b.
  expect(unassigned('k = 1;\nwhile k <= length(b)\n  x = k;\n  k = k + 1;\nend\nr = x;')).toEqual(["7: 'x'"]);
});

test('warning states, tic and pwd at the start of a try cannot fail', () => {
  // export_fig: `hButton = []; oldWarn = warning('off', id);` then `warning(oldWarn)` in the catch.
  expect(unassigned("try\n  h = [];\n  w = warning('off', 'a:b');\n  r = helper(a);\ncatch\n  warning(w);\n  r = h;\nend")).toEqual([]);
  expect(unassigned("try\n  t0 = tic;\n  here = pwd;\n  r = helper(a);\ncatch\n  r = {t0, here};\nend")).toEqual([]);
  // A warning state from a variable may not be one: the call may fail.
  expect(unassigned("try\n  w = warning(a, 'a:b');\n  r = helper(a);\ncatch\n  warning(w);\n  r = 0;\nend")).toEqual(["6: 'w'"]);
  // A row of texts and filesep (FSDA's `source = ['helpfiles' filesep 'FSDA']`); one holding a
  // variable may fail (a value of another class or rows).
  expect(unassigned("try\n  s = ['help' filesep 'F'];\n  r = helper(s);\ncatch\n  r = s;\nend")).toEqual([]);
  expect(unassigned("try\n  s = [a filesep 'F'];\n  r = helper(s);\ncatch\n  r = s;\nend")).toEqual(["6: 's'"]);
  // The size of a value held cannot fail (PESTO's `n = size(data, 2)` first in a try); of a
  // name that may be unassigned, it can.
  expect(unassigned("if isempty(b), r = 0; return; end\ntry\n  n = size(b, 2);\n  s = 0;\n  r = helper(n);\ncatch\n  r = s;\nend")).toEqual([]);
  expect(unassigned("if a, q = b; end\ntry\n  n = size(q, 2);\n  s = 0;\n  r = helper(n);\ncatch\n  r = s;\nend")).toEqual(["8: 's'"]);
});

test('a loop first in a try, over a range that cannot fail, has assigned its variable when the body fails', () => {
  // iso2mesh's readgts: `try, for i = 1:len, ... end, catch, error(sprintf('... %d', i)), end`.
  expect(unassigned("m = numel(b);\ntry\n  for i = 1:m\n    r(i) = helper(b(i));\n  end\ncatch\n  error('bad %d', i);\nend")).toEqual([]);
  // A range that calls a function may fail before the loop assigns i.
  expect(unassigned("try\n  for i = 1:helper(b)\n    r(i) = 1;\n  end\ncatch\n  error('bad %d', i);\nend")).toEqual(["7: 'i'"]);
});

test('an array made of literal sizes has elements (pmtk3: nClass = 2*ones(10, 1); for c = 1:length(nClass))', () => {
  expect(unassigned('c = 2 * ones(10, 1);\nfor k = 1:length(c)\n  x = k;\nend\nr = x;')).toEqual([]);
  expect(unassigned("c = cell(1, 3);\nfor k = 1:numel(c)\n  x = k;\nend\nr = x;")).toEqual([]);
  // A size from a variable, or a zero, may make it empty.
  expect(unassigned('c = ones(n, 1);\nfor k = 1:length(c)\n  x = k;\nend\nr = x;')).toEqual(["6: 'x'"]);
  expect(unassigned('c = zeros(0, 3);\nfor k = 1:numel(c)\n  x = k;\nend\nr = x;')).toEqual(["6: 'x'"]);
});

test('an element of a cell of texts the function never changes holds one of them (pmtk3: switch kernels{kk})', () => {
  const body = (list: string, extra = '') => `kernels = ${list};\n${extra}for kk = 1:2\n  kernel = kernels{kk};\n  switch kernel\n    case 'gauss'\n      h = 1;\n    case 'unif'\n      h = 2;\n  end\n  r = h;\nend`;
  expect(unassigned(body("{'gauss', 'unif'}"))).toEqual([]);
  // A text no case takes, or a list changed elsewhere: h may be unassigned.
  expect(unassigned(body("{'gauss', 'tri'}"))).toEqual(["11: 'h'"]);
  expect(unassigned(body("{'gauss', 'unif'}", "kernels{3} = a;\n"))).toEqual(["12: 'h'"]);
});

test('a field set to a constant is a flag as a variable is (pmtk3: model.binary)', () => {
  const body = (first: string) => `if numel(b) == 2\n  m.binary = ${first};\nelse\n  m.binary = false;\n  y = b + 1;\nend\nif m.binary\n  r = 0;\nelse\n  r = y;\nend`;
  expect(unassigned(body('true'))).toEqual([]);
  expect(unassigned(body('false'))).toEqual(["11: 'y'"]);
  // Another field assigned since keeps the flag; the flag's own field does not.
  expect(unassigned('if a\n  m.binary = true;\nelse\n  m.binary = false;\n  y = 1;\nend\nm.other = 2;\nif ~m.binary\n  r = y;\nend')).toEqual([]);
  expect(unassigned('if a\n  m.binary = true;\nelse\n  m.binary = false;\n  y = 1;\nend\nm.binary = b;\nif ~m.binary\n  r = y;\nend')).toEqual(["10: 'y'"]);
});

test('a loop writing one field of a struct keeps a guard of nested tests on another field and another variable (VBA-toolbox)', () => {
  const body = (write: string) => `if a.show\n  if b.p >= 2\n    u = 1;\n  end\nend\nstop = false;\nwhile ~stop\n  if a.show\n    if b.p >= 2\n      r = u;\n    end\n  end\n  ${write}\n  stop = n > 1;\nend`;
  expect(unassigned(body('b.K = 3;'))).toEqual([]);
  // The field the guard reads changes: u may be unassigned on a later iteration.
  expect(unassigned(body('b.p = 3;'))).toEqual(["11: 'u'"]);
});

test('a sentinel constant on the path that skips an assignment, ruled out by a later comparison (VBA-toolbox deltaI = -Inf)', () => {
  const body = (sentinel: string, test: string) => `try\n  x = helper(a);\n  d = helper(b);\ncatch\n  d = ${sentinel};\nend\nif ${test}\n  r = 0;\nelse\n  r = x;\nend`;
  expect(unassigned(body('-Inf', 'd < 0'))).toEqual([]);
  expect(unassigned(body('-1', 'd < 0'))).toEqual([]);
  // The else admits the sentinel: x may be unassigned.
  expect(unassigned(body('-1', 'd < -2'))).toEqual(["11: 'x'"]);
  expect(unassigned(body('0', 'd < 0'))).toEqual(["11: 'x'"]);
});

test('a count of dimensions is 2 or more, so a flag set to 1 with a name marks where it was assigned (matnwb computeChunkSizeFromConfig)', () => {
  const body = (count: string) => `sz = size(a);\nnd = ${count};\nif nd == 2 && any(sz == 1)\n  nd = 1;\n  orig = sz;\nend\nr = sz;\nif nd == 1\n  r = orig;\nend`;
  expect(unassigned(body('numel(sz)'))).toEqual([]);
  expect(unassigned(body('ndims(a)'))).toEqual([]);
  // A count that may be 1 already: orig may be unassigned.
  expect(unassigned(body('numel(b)'))).toEqual(["10: 'orig'"]);
});

test('a comparison with a constant follows from another: x == 1 gives x < 2, x >= 0 gives x ~= -1', () => {
  expect(unassigned('k = 3;\nif a\n  k = 1;\n  y = 2;\nend\nif k < 2\n  r = y;\nend')).toEqual([]);
  expect(unassigned('k = 3;\nif a\n  k = 1;\n  y = 2;\nend\nif k < 4\n  r = y;\nend')).toEqual(["8: 'y'"]);
});

test("a query of MATLAB's on values already held, first in a try, has run in its catch (export_fig, mtex saveFigure)", () => {
  expect(unassigned("try\n  old = get(gcf, 'color');\n  h = findall(a, 'type', 'axes');\n  r = helper(h);\ncatch\n  set(gcf, 'color', old);\n  r = h;\nend")).toEqual([]);
  // A function of the program's, or a value not held before, may fail first.
  expect(unassigned("try\n  old = helper(a);\n  r = 1;\ncatch\n  r = old;\nend")).toEqual(["6: 'old'"]);
  expect(unassigned("try\n  old = get(q, 'color');\n  r = 1;\ncatch\n  r = old;\nend")).toEqual(["6: 'old'"]);
});

test('a comparison of a counter is carried through its step: iter > 1 after iter = iter + 1 is a later iteration (SeDuMi)', () => {
  const body = (test: string) => `iter = 0;\nr = 0;\nwhile iter < n\n  iter = iter + 1;\n  if ${test} && prev > 3\n    r = r + 1;\n  end\n  prev = iter;\nend`;
  expect(unassigned(body('iter > 1'))).toEqual([]);
  expect(unassigned(body('iter >= 2'))).toEqual([]);
  // The first iteration has iter == 1: prev is not assigned yet.
  expect(unassigned(body('iter >= 1'))).toEqual(["6: 'prev'"]);
});

test('flags set apart on the two branches of an if: one of them holds after it (qMRLab complementary flags)', () => {
  const body = (second: string) => `if a\n  p = true;\n  q = false;\nelse\n  p = false;\n  q = ${second};\nend\nif p\n  e = 1;\nend\nif q\n  e = 2;\nend\nr = e;`;
  expect(unassigned(body('true'))).toEqual([]);
  // Both false on the second branch: e may be unassigned.
  expect(unassigned(body('false'))).toEqual(["15: 'e'"]);
});

test("exist('x', 'var') holding: what a statement before each assignment of x assigned holds too (qMRLab's gzName and tmpDir)", () => {
  const body = (use: string) => `if a\n  t = helper(b);\n  helper(t);\n  g = b;\nend\n${use}`;
  expect(unassigned(body("if exist('g', 'var')\n  r = t;\nend"))).toEqual([]);
  // Read where g's existence was not tested: still reported.
  expect(unassigned(body('r = t;'))).toEqual(["7: 't'"]);
});

test('switch of a number literal runs the case of that number only (qMRLab: switch(1))', () => {
  const body = (subject: string) => `switch (${subject})\n  case 1\n    x = a;\n  case 2\n    y = a;\nend\nr = x;`;
  expect(unassigned(body('1'))).toEqual([]);
  // The other case, or no case, leaves x unassigned.
  expect(unassigned(body('2'))).toEqual(["8: 'x'"]);
  expect(unassigned(body('3'))).toEqual(["8: 'x'"]);
});

test('a whole number clamped to a few values holds one of them (qMRLab: min(3, max(1, round(d))))', () => {
  const body = (value: string) => `p = ${value};\nswitch p\n  case 1\n    m = a;\n  case 2\n    m = b;\n  case 3\n    m = n;\nend\nr = m;`;
  expect(unassigned(body('min(3, max(1, round(a)))'))).toEqual([]);
  expect(unassigned(body('max(1, min(3, floor(a)))'))).toEqual([]);
  // Not a whole number, or a wider range: m may be unassigned.
  expect(unassigned(body('min(3, max(1, a))'))).toEqual(["11: 'm'"]);
  expect(unassigned(body('min(4, max(1, round(a)))'))).toEqual(["11: 'm'"]);
});

test('a descending range runs where the ascending one does, and a stop divided by a constant scales its bound (VBA-toolbox bases)', () => {
  const body = (range: string) => `if mod(n, 4) ~= 0 || n <= 7\n  error('x');\nend\nfor j = ${range}\n  v(j) = j;\nend\nr = v;`;
  expect(unassigned(body('(n/2+2):-1:1'))).toEqual([]);
  expect(unassigned(body('n:-1:1'))).toEqual([]);
  expect(unassigned(body('1:n/4'))).toEqual([]);
  // A start the facts do not reach: b may be unassigned.
  expect(unassigned(body('(n/2+2):-1:9'))).toEqual(["8: 'v'"]);
  expect(unassigned(body('9:n'))).toEqual(["8: 'v'"]);
});

test('comparisons together: x >= 2 and x ~= 2 make x > 2 (MVPA-Light: the else of nd == 2 after nd = ndims(X))', () => {
  const body = (test: string) => `nd = ndims(a);\nif nd > 2\n  k = size(a, 3);\nend\nif ${test}\n  r = a;\nelse\n  r = k;\nend`;
  expect(unassigned(body('nd == 2'))).toEqual([]);
  // The else of nd == 3 holds nd == 2: k may be unassigned.
  expect(unassigned(body('nd == 3'))).toEqual(["9: 'k'"]);
});

test("exist('opt.y', 'var') is 0 (no variable has a dotted name): the default always runs (MVPA-Light)", () => {
  expect(unassigned("if ~exist('opt.y', 'var') || isempty(a)\n  opt.y = 0;\nend\nr = opt.y;")).toEqual([]);
  // Without the test that always holds, the default may not run.
  expect(unassigned("if isempty(a)\n  opt.y = 0;\nend\nr = opt.y;")).toEqual(["5: 'opt'"]);
});

test('a field set from a test is a flag of that test (MVPA-Light: p.add_legend = strcmp(...))', () => {
  const body = (set: string) => `if strcmp(a.task, 'c')\n  labels = 1;\nend\np.add = ${set};\nif p.add\n  r = labels;\nend`;
  expect(unassigned(body("strcmp(a.task, 'c')"))).toEqual([]);
  // Another test: labels may be unassigned.
  expect(unassigned(body("strcmp(a.task, 'd')"))).toEqual(["7: 'labels'"]);
});

test('a chain whose other branches raise leaves one of its tests holding (matImage: if n <= 2 ... elseif n == 3 ... else error)', () => {
  const body = (second: string) => `if n <= 2\n  k = 1;\nelseif n == 3\n  k = 2;\nelse\n  error('x');\nend\nif n <= 2\n  d = 2;\nelseif n == ${second}\n  d = 3;\nend\nr = d + k;`;
  expect(unassigned(body('3'))).toEqual([]);
  // A second chain that misses n == 3: d may be unassigned.
  expect(unassigned(body('4'))).toEqual(["14: 'd'"]);
});

test('a best-so-far search from Inf takes its branch on the first iteration (aspire)', () => {
  const body = (start: string) => `s = ${start};\nfor t = 0:0.5:10\n  score = sum((a - t).^2);\n  if score < s\n    s = score;\n    best = t;\n  end\nend\nr = best;`;
  expect(unassigned(body('inf'))).toEqual([]);
  // From a finite start, no score may beat it.
  expect(unassigned(body('0'))).toEqual(["10: 'best'"]);
});

test('isunix is ~ispc: one test of each covers every platform MATLAB runs on; ismac does not', () => {
  expect(unassigned('if ispc\n  r = 1;\nend\nif isunix\n  r = 2;\nend\nr = r + 1;')).toEqual([]);
  expect(unassigned('if ispc()\n  r = 1;\nelseif isunix()\n  r = 2;\nend\nr = r + 1;')).toEqual([]);
  expect(unassigned('if ispc\n  r = 1;\nend\nif ismac\n  r = 2;\nend\nr = r + 1;')).toEqual(["8: 'r'"]);
});

test('a first clause whose condition holds on the first iteration was entered by it: a nested first-iteration if there assigned', () => {
  const loop = (cond: string, where: 'clause' | 'else') => {
    const nested = '    if k == 1\n      h = 1;\n    else\n      r = h;\n    end\n';
    return where === 'clause' ? `for k = 1:n\n  if ${cond}\n${nested}  end\nend` : `for k = 1:n\n  if ${cond}\n    r = 0;\n  else\n${nested}  end\nend`;
  };
  expect(unassigned(loop('rem(k, 100) == 1', 'clause'))).toEqual([]);
  // Not held on the first iteration (k = 1): a later iteration may be the first in the clause.
  expect(unassigned(loop('rem(k, 100) == 2', 'clause'))).toEqual(["7: 'h'"]);
  // The first iteration took the clause, so not the else.
  expect(unassigned(loop('rem(k, 100) == 1', 'else'))).toEqual(["9: 'h'"]);
});

test('a later-iteration clause nested in a clause the first iteration may skip sees what whole iterations assign (tensor_toolbox cp_apr)', () => {
  // `if mod(i, p) == 0, if i == 1 ... else fprintf(..., -f_new) end, end` before `f_new = ...`.
  const loop = (nested: string, tail: string) => `for k = 1:n\n  if mod(k, a) == 0\n${nested}  end\n${tail}end`;
  const elseRead = '    if k == 1\n      disp(1);\n    else\n      r = h;\n    end\n';
  const laterRead = '    if k > 1\n      r = h;\n    end\n';
  expect(unassigned(loop(elseRead, '  h = k;\n'))).toEqual([]);
  expect(unassigned(loop(laterRead, '  h = k;\n'))).toEqual([]);
  // An iteration may end without assigning h: the read on a later one may come first.
  expect(unassigned(loop(laterRead, '  if b\n    h = k;\n  end\n'))).toEqual(["5: 'h'"]);
  // A continue may end an iteration before h is assigned.
  expect(unassigned(loop(elseRead, '  if b, continue; end\n  h = k;\n'))).toEqual(["7: 'h'"]);
  // Also in a case of a switch, and in a try body and its catch.
  expect(unassigned(`for k = 1:n\n  switch a\n    case 1\n${laterRead}  end\n  h = k;\nend`)).toEqual([]);
  expect(unassigned(`for k = 1:n\n  try\n    disp(a);\n${elseRead}  catch\n${laterRead}  end\n  h = k;\nend`)).toEqual([]);
  expect(unassigned(`for k = 1:n\n  switch a\n    case 1\n${laterRead}  end\n  if b, h = k; end\nend`)).toEqual(["6: 'h'"]);
  // Where the first iteration may not have come, what its first clause assigned is not known.
  expect(unassigned(`for k = 1:n\n  if mod(k, a) == 0\n    if k == 1\n      h = 1;\n    else\n      r = h;\n    end\n  end\nend`)).toEqual(["7: 'h'"]);
});

test('a variable indexed at literal positions is not empty (MTEX import wizard: options(1:3))', () => {
  const loop = (pick: string) => `o = {'a', 'b', 'c', 'd', 'e'};\nif a\n  o = ${pick};\nend\nfor k = 1:numel(o)\n  g = o{k};\nend\nr = g;`;
  expect(unassigned(loop('o(1:3)'))).toEqual([]);
  expect(unassigned(loop('o([2, end])'))).toEqual([]);
  // Positions that may be none: `o(1:b)`, `o(:)` of what may be empty, `o(3:1)`.
  expect(unassigned(loop('o(1:b)'))).toEqual(["9: 'g'"]);
  expect(unassigned(loop('o(3:1)'))).toEqual(["9: 'g'"]);
});

test('names a statement assigns only together with a name the code tests with exist (bids-matlab append_to_layout)', () => {
  const body = (pair: string) => `if a\n  ${pair} = deal('x', 'y');\nelseif b\n  ${pair} = deal('z', 'w');\nend\nif exist('id', 'var')\n  r = msg;\nend`;
  expect(unassigned(body('[msg, id]'))).toEqual([]);
  // Assigned by a statement before id's in the same block, each time: it holds a value where
  // id does (see the qMRLab test); not when some assignment of id has none before it.
  expect(unassigned(`if a\n  msg = 'x'; id = 'y';\nelseif b\n  msg = 'z'; id = 'w';\nend\nif exist('id', 'var')\n  r = msg;\nend`)).toEqual([]);
  expect(unassigned(`if a\n  msg = 'x'; id = 'y';\nelseif b\n  id = 'w';\nend\nif exist('id', 'var')\n  r = msg;\nend`)).toEqual(["8: 'msg'"]);
  // Not when msg has an assignment of its own: only names assigned exactly where id is are trusted.
  expect(unassigned("if a\n  [msg, id] = deal('x', 'y');\nend\nif b\n  msg = 'z';\nend\nr = msg;\nif exist('id', 'var')\n  r = id;\nend")).toEqual(["8: 'msg'"]);
});

test('an elseif the first iteration surely takes when no clause before it does (tensor_toolbox cp_spm: if done, break, elseif tries == 1 ...)', () => {
  const loop = (first: string, second: string) => `for k = 1:n\n  if ${first}\n    break\n  elseif ${second}\n    best = k;\n  else\n    r = best;\n  end\nend`;
  expect(unassigned(loop('a(k) > 0', 'k == 1 || b(k) > 0'))).toEqual([]);
  // Not surely taken on the first iteration: the else may come first.
  expect(unassigned(loop('a(k) > 0', 'k == 2 || b(k) > 0'))).toEqual(["8: 'best'"]);
  // A clause before it that may run on the first iteration and does not leave: it must assign too.
  expect(unassigned(`for k = 1:n\n  if a(k) > 0\n    disp(k);\n  elseif k == 1\n    best = k;\n  else\n    r = best;\n  end\nend`)).toEqual(["8: 'best'"]);
});

test('a count taken before an element is read is at least 1 once the read ran (cortex-lab spikes)', () => {
  // `nEv = length(eventTimes); nTimes = length(eventTimes{1}); for e = 1:nEv`.
  expect(unassigned('m = length(b);\nt = length(b{1});\nfor e = 1:m\n  y(e) = t;\nend\nr = y;')).toEqual([]);
  expect(unassigned('m = size(b, 1);\nt = b(1);\nfor e = 1:m\n  y(e) = t;\nend\nr = y;')).toEqual([]);
  // b changed after the count: the count may be 0 though b now has an element.
  expect(unassigned('m = length(b);\nb = [b 5];\nt = b(1);\nfor e = 1:m\n  y(e) = t;\nend\nr = y;')).toEqual(["8: 'y'"]);
  // The read may not have run.
  expect(unassigned('m = length(b);\nif a\n  t = b(1);\nend\nfor e = 1:m\n  y(e) = e;\nend\nr = y;')).toEqual(["9: 'y'"]);
});

test('strsplit, and regexp of a text with split, give at least one piece (EPANET toolkit)', () => {
  const loop = 'for k = 1:numel(t)\n  y = t{k};\nend\nr = y;';
  expect(unassigned(`t = regexp(b{1}, ',', 'split');\n${loop}`)).toEqual([]);
  expect(unassigned(`t = strsplit(a, ',');\n${loop}`)).toEqual([]);
  // regexp of a cell of texts gives one result per text: b may be empty.
  expect(unassigned(`t = regexp(b, ',', 'split');\n${loop}`)).toEqual(["6: 'y'"]);
  expect(unassigned(`t = regexp(b{1}, ',', 'match');\n${loop}`)).toEqual(["6: 'y'"]);
});

test('a read inside a try whose catch ignores the error is not reported; one whose catch shows or rethrows it is (MTEX loaders)', () => {
  const loader = 'try\n  for k = 1:n\n    d{k} = k;\n  end\n  r = d;\ncatch\n  r = [];\nend';
  expect(unassigned(loader)).toEqual([]);
  // `try ... end` with no catch ignores the error too.
  expect(unassigned('for k = 1:n\n  d = k;\nend\nr = 0;\ntry\n  r = d;\nend')).toEqual([]);
  // The catch passes the error on: the program stops at the read.
  expect(unassigned(loader.replace('catch\n  r = [];', 'catch err\n  rethrow(err);'))).toEqual(["6: 'd'"]);
  expect(unassigned(loader.replace('catch\n  r = [];', "catch err\n  error(err.message);"))).toEqual(["6: 'd'"]);
  // The catch shows the error (matlab2tikz's updater: the read's message reaches the user).
  expect(unassigned(loader.replace('catch\n  r = [];', "catch\n  e = lasterror();\n  disp(e.message);\n  r = [];"))).toEqual(["6: 'd'"]);
  // After the try, the read is reported as before.
  expect(unassigned('try\n  for k = 1:n\n    d = k;\n  end\ncatch\nend\nr = d;')).toEqual(["8: 'd'"]);
});

test('a reordering of a value that is not empty is not empty (MTEX check_subGrid)', () => {
  const loop = 'for k = 1:length(t)\n  y(k) = t(k);\nend\nr = y;';
  expect(unassigned(`t = fliplr(linspace(1, 2, 40));\n${loop}`)).toEqual([]);
  expect(unassigned(`t = fliplr(b);\n${loop}`)).toEqual(["6: 'y'"]);
});

test("a section parser's state: a counter set where the state is set, read where the state holds (EPANET's input reader)", () => {
  const parser = [
    'sect = 0;',
    'r = {};',
    'for i = 1:numel(b)',
    '  t = b{i};',
    "  if strcmp(t, '[A]')",
    '    sect = 1; k = 1;',
    '    continue;',
    "  elseif strcmp(t, '[B]')",
    '    sect = 2; p = 1;',
    '    continue;',
    '  end',
    '  if sect == 1',
    '    r{k} = t; k = k + 1;',
    '  elseif sect == 2',
    '    r{p} = t; p = p + 1;',
    '  end',
    'end',
  ].join('\n');
  expect(unassigned(parser)).toEqual([]);
  // A section that sets the state without the counter, or a state that starts in a section.
  expect(unassigned(parser.replace('sect = 2; p = 1;', 'sect = 1; p = 1;'))).toEqual(["14: 'k'"]);
  expect(unassigned(parser.replace('sect = 0;', 'sect = 1;'))).toEqual(["14: 'k'"]);
});

test("a section parser's state holds through a large body with continue statements (EPANET's BinUpdateClass, 417 statements)", () => {
  // 40 sections (a body of 260 statements), each header setting the state and its counter, each
  // section reading it.
  const n = 40;
  const headers = Array.from({ length: n }, (_, j) => `  ${j === 0 ? 'if' : 'elseif'} strcmp(t, '[S${j}]')\n    sect = ${j + 1}; c${j} = 1;\n    continue;`).join('\n');
  const sections = Array.from({ length: n }, (_, j) => `  ${j === 0 ? 'if' : 'elseif'} sect == ${j + 1}\n    r{c${j}} = t;\n    c${j} = c${j} + 1;`).join('\n');
  const parser = `sect = 0;\nr = {};\nfor i = 1:numel(b)\n  t = b{i};\n${headers}\n  end\n${sections}\n  end\nend`;
  expect(unassigned(parser)).toEqual([]);
  // A section read with another section's counter is still reported.
  const line = 1 + 4 + 3 * n + 1 + 3 * 7 + 2;
  expect(unassigned(parser.replace('r{c7} = t;', 'r{c8} = t;'))).toEqual([`${line}: 'c8'`]);
});

test('a read of a column (or row) shows that dimension has an element: a loop over it runs (MTEX interpolate)', () => {
  const loop = 'for k = 1:size(b, 2)\n  f(k) = k;\nend\nr = f;';
  expect(unassigned(`z = b(:, 1);\n${loop}`)).toEqual([]);
  expect(unassigned(`z = b(:, end);\n${loop}`)).toEqual([]);
  // A row read says nothing of the columns: b(1, :) of a 1x0 b is 1x0.
  expect(unassigned(`z = b(1, :);\n${loop}`)).toEqual(["6: 'f'"]);
  expect(unassigned(`z = b(1, :);\n${loop.replace('size(b, 2)', 'size(b, 1)')}`)).toEqual([]);
});

test('a read of a name shows the names each of its assignments also assigns hold values (manopt block_eigenvalue: [U, L, failed, hist] = lobpcg(...), then if failed)', () => {
  const loop = (one: string, tail = '') => `r = 0;\nfor k = 1:n\n  if a\n    ${one}\n  elseif b\n    u = 0;\n  end\n  if flag\n    disp(u);\n  end\nend${tail}`;
  // Line 9 fails wherever flag holds nothing; past it, u holds a value too.
  expect(unassigned(loop('[u, flag] = deal(1, 2);'))).toEqual(["9: 'flag'"]);
  // Assigned by another statement beside flag's in its block: that block ran, u holds a value.
  expect(unassigned(loop('u = 1; flag = 2;'))).toEqual(["9: 'flag'"]);
  // Assigned in a block of its own: flag's read says nothing of u.
  expect(unassigned(loop('if c, u = 1; end, flag = 2;'))).toEqual(["9: 'flag'", "10: 'u'"]);
  // A body that may clear variables: nothing is inferred.
  expect(unassigned(loop('[u, flag] = deal(1, 2);', '\nclear flag'))).toEqual(["9: 'flag'", "10: 'u'"]);
});

test('a for over a scalar or a size runs (manopt pso: for i = numel(x))', () => {
  expect(unassigned('for i = numel(b)\n  x = i;\nend\nr = x;')).toEqual([]);
  expect(unassigned('for d = size(b)\n  x = d;\nend\nr = x;')).toEqual([]);
  expect(unassigned('m = 3;\nfor d = m\n  x = d;\nend\nr = x;')).toEqual([]);
  // Over a value that may be empty: reported.
  expect(unassigned('for i = b\n  x = i;\nend\nr = x;')).toEqual(["5: 'x'"]);
  expect(unassigned('for i = find(b)\n  x = i;\nend\nr = x;')).toEqual(["5: 'x'"]);
});

test('comparisons no real number meets together close a path (Dynare dr_block: if nba ~= nyf, if nba > nyf ... elseif nba < nyf ... end)', () => {
  const chain = (outer: string, second: string) => `if ${outer}\n  if a > b\n    t = 1;\n  elseif ${second}\n    t = 2;\n  end\n  r = t;\nend`;
  expect(unassigned(chain('a ~= b', 'a < b'))).toEqual([]);
  expect(unassigned(chain('b ~= a', 'b > a'))).toEqual([]);
  // a == b is left: reported.
  expect(unassigned(chain('n > 0', 'a < b'))).toEqual(["8: 't'"]);
  expect(unassigned(chain('a ~= b', 'a < n'))).toEqual(["8: 't'"]);
  // A value against numbers: x > 0, x < 0, x == 0 cover every real.
  expect(unassigned('if n > 0\n  t = 1;\nelseif n < 0\n  t = 2;\nelseif n == 0\n  t = 3;\nend\nr = t;')).toEqual([]);
  expect(unassigned('if n > 0\n  t = 1;\nelseif n < 0\n  t = 2;\nelseif n == 1\n  t = 3;\nend\nr = t;')).toEqual(["9: 't'"]);
  expect(unassigned('if n >= 0.5\n  t = 1;\nelseif n < 0.5\n  t = 2;\nend\nr = t;')).toEqual([]);
});

test("exist('x', 'var') of a variable no path assigned yet is false (Dynare simulation_core: if ~exist('illi'), illi = ...; [i, ~, j] = find(illi(:)); end)", () => {
  expect(unassigned("if ~exist('t', 'var')\n  t = 1;\n  u = 2;\nend\nr = u;")).toEqual([]);
  expect(unassigned("if ~exist('t')\n  t = 1;\n  u = 2;\nend\nr = u;")).toEqual([]);
  // t may hold a value from an earlier branch: the if may be skipped.
  expect(unassigned("if a\n  t = 0;\nend\nif ~exist('t', 'var')\n  t = 1;\n  u = 2;\nend\nr = u;")).toEqual(["9: 'u'"]);
  // An input may have been passed.
  expect(unassigned("if ~exist('b', 'var')\n  b = 1;\n  u = 2;\nend\nr = u;")).toEqual(["6: 'u'"]);
});

test('a switch the loop does not change takes, on a later iteration, the case the first one took (GSW solvers)', () => {
  const loop = (subject: string, step: string) => lines(
    'flag = 1;',
    'done = false;',
    'while ~done',
    `  switch ${subject}`,
    '    case 1',
    '      if flag == 1',
    '        lo = -a;',
    '        flag = 0;',
    '      end',
    '      a = max(a / 2, lo);',
    '    case 2',
    '      if flag == 1',
    '        hi = a;',
    '        flag = 0;',
    '      end',
    '      a = min(a / 3, hi);',
    '  end',
    `  ${step}`,
    '  done = a < 1;',
    'end',
    'r = a;');
  expect(unassigned(loop('b', ''))).toEqual([]);
  // The subject changes in the loop: the first iteration may take case 1, a later one case 2.
  expect(unassigned(loop('b', 'b = 3 - b;'))).toEqual(["11: 'lo'", "17: 'hi'"]);
});

test('all(x) holding makes each element that was read as a condition hold (CDT mld); a handle literal in a repeated test (CDT scatstat1)', () => {
  const element = (test: string) => `if b(3)\n  d = a * 2;\nend\nif ${test}\n  r = d;\nelse\n  r = 0;\nend`;
  expect(unassigned(element('all(b)'))).toEqual([]);
  expect(unassigned(element('all(b(:))'))).toEqual([]);
  // any(b) says nothing of b(3).
  expect(unassigned(element('any(b)'))).toEqual(["6: 'd'"]);
  const handle = (second: string) => `if isequal(a, @max)\n  w = b;\nend\nif isequal(a, ${second})\n  r = a(w);\nelse\n  r = 0;\nend`;
  expect(unassigned(handle('@max'))).toEqual([]);
  expect(unassigned(handle('@min'))).toEqual(["6: 'w'"]);
});

test("exist('x', 'var') holding, after the block that assigns x: the names assigned after x in that block hold values too (CDT enso)", () => {
  const body = (test: string, between = '') => `if n > 2\n  p = a;\n${between}  q = b;\nend\n${test}\nr = p + q;`;
  expect(unassigned(body("assert(exist('p', 'var') == 1, 'p and q needed')"))).toEqual([]);
  expect(unassigned(body("assert(exist('p', 'var'))"))).toEqual([]);
  expect(unassigned(body("if ~exist('p', 'var'), error('x'); end"))).toEqual([]);
  expect(unassigned(body("if exist('p', 'var') == 0, error('x'); end"))).toEqual([]);
  // A return between them may leave the block with p only.
  expect(unassigned(body("assert(exist('p', 'var') == 1)", '  if a, return; end\n'))).toEqual(["8: 'q'"]);
  // A try body: an error after p's assignment goes on in the catch.
  expect(unassigned(`try\n  p = a;\n  q = b(2);\ncatch\nend\nassert(exist('p', 'var') == 1);\nr = p + q;`)).toEqual(["8: 'q'"]);
});

test("coder.target('MATLAB') holds where MATLAB runs the code; another target does not (FSDA)", () => {
  const body = (target: string) => `if coder.target('${target}')\n  s = a;\nend\nr = s;`;
  expect(unassigned(body('MATLAB'))).toEqual([]);
  expect(unassigned(body('MEX'))).toEqual(["5: 's'"]);
});

test('a name assigned beside another in one block holds a value where the other was read (Homer3, knkutils: in a loop with a continue)', () => {
  const loop = (block: string, read: string) => `r = 0;\nfor i = 1:n\n  if i == 2\n    continue;\n  end\n  if a == 1\n${block}  end\n${read}end`;
  expect(unassigned(loop('    p = 2;\n    q = 1;\n', '  r = p;\n  r = r + q;\n'))).toEqual(["11: 'p'"]);
  // A jump between the two assignments may skip q.
  expect(unassigned(loop('    p = 2;\n    if b, continue; end\n    q = 1;\n', '  r = p;\n  r = r + q;\n'))).toEqual(["12: 'p'", "13: 'q'"]);
  // Assigned in separate blocks: q may be unassigned where p is not.
  expect(unassigned(loop('    p = 2;\n  end\n  if b == 1\n    q = 1;\n', '  r = p;\n  r = r + q;\n'))).toEqual(["13: 'p'", "14: 'q'"]);
});

test('a block inside a try body may stop at an error the catch takes: a name beside the one read may be unassigned', () => {
  expect(unassigned(`try\n  if a\n    p = 1;\n    q = b(2);\n  end\ncatch\nend\nr = p;\nr = r + q;`)).toEqual(["9: 'p'", "10: 'q'"]);
  expect(unassigned(`if a\n  p = 1;\n  q = b(2);\nend\nr = p;\nr = r + q;`)).toEqual(["6: 'p'"]);
});

test("a NaN sentinel makes ~isequal(x, old) hold on a loop's first iteration; an index in a for's range shows the value is not empty (knkutils)", () => {
  const sentinel = (start: string) => `old = ${start};\nr = 0;\nfor k = 1:size(b, 2)\n  y = b(:, k);\n  if ~isequal(y, old)\n    x = y;\n  end\n  old = y;\n  r = r + sum(x);\nend`;
  expect(unassigned(sentinel('NaN'))).toEqual([]);
  expect(unassigned(sentinel('0'))).toEqual(["10: 'x'"]);
  const nested = (range: string) => `r = 0;\nfor s = ${range}\n  for m = 1:length(b)\n    v = m;\n  end\n  r = r + v;\nend`;
  expect(unassigned(nested('1:size(b{1}, 1)'))).toEqual([]);
  expect(unassigned(nested('1:n'))).toEqual(["7: 'v'"]);
});

test('a cell or array given an element at a literal place, or a bracketed range, is not empty (SPM12)', () => {
  const loop = (make: string) => `${make}\nfor f = 1:numel(d)\n  s(f) = f;\nend\nr = s;`;
  expect(unassigned(loop("d{1} = [1 1]';\nd{2} = 0;"))).toEqual([]);
  expect(unassigned(loop('d = [];\nd(end + 1) = 3;'))).toEqual([]);
  expect(unassigned(loop('d = [1:32];'))).toEqual([]);
  // Deleting an element, or an index that may be empty, says nothing.
  expect(unassigned(loop('d = b;\nd(1) = [];'))).toEqual(["7: 's'"]);
  expect(unassigned(loop('d = b;\nd(a) = 1;'))).toEqual(["7: 's'"]);
});

test('a read above every assignment of a name proves nothing of the names beside them (Kilosort: each failing read is reported)', () => {
  expect(unassigned('k = size(c, 2);\nc = a;\nd = b;\nr = d + e;\ne = 1;')).toEqual(["2: 'c'", "5: 'e'"]);
});

test("in the body of a loop over 1:numel(x) or 1:length(x(:)), x is not empty (MATPOWER's describe_idx)", () => {
  const body = (range: string, step = '') => `if ~isempty(b)\n  s = b * 2;\nend\nr = 0;\nfor i = ${range}\n${step}  r = r + s(i);\nend`;
  expect(unassigned(body('1:length(b(:))'))).toEqual([]);
  expect(unassigned(body('1:numel(b)'))).toEqual([]);
  // A range over another count, or a body that changes b.
  expect(unassigned(body('1:n'))).toEqual(["7: 's'"]);
  expect(unassigned(body('1:numel(b)', '  b = [];\n'))).toEqual(["8: 's'"]);
});

test("an infinite sentinel fails a comparison on a loop's first iteration whatever the other side holds (RISE's linesearch)", () => {
  const loop = (start: string, test: string) => `old = ${start};\nk = 0;\nwhile k < n\n  k = k + 1;\n  v = b(k);\n  if ${test}\n    r = prev;\n    return\n  end\n  prev = v;\n  old = v;\nend\nr = 0;`;
  expect(unassigned(loop('inf', 'old < v'))).toEqual([]);
  expect(unassigned(loop('-Inf', 'old > v'))).toEqual([]);
  expect(unassigned(loop('Inf', 'v > old'))).toEqual([]);
  // A finite start, a test an infinite value may pass, or its negation (an empty v fails it too).
  expect(unassigned(loop('0', 'old < v'))).toEqual(["8: 'prev'"]);
  expect(unassigned(loop('inf', 'old > v'))).toEqual(["8: 'prev'"]);
  expect(unassigned(loop('inf', '~(old < v)'))).toEqual(["8: 'prev'"]);
});

test("a count variable assigned once from a count of a value kept as given stands for that count (limo's nf = numel(c); if nf > 1, for f = 1:length(c))", () => {
  const loop = (before: string) => `r = 0;\n${before}nf = numel(b);\nif nf > 1\n  for f = 1:length(b)\n    q(f) = f;\n  end\n  r = q;\nend`;
  expect(unassigned(loop(''))).toEqual([]);
  // b changed somewhere: the tie is not kept.
  expect(unassigned(loop('if a, b = []; end\n'))).toEqual(["9: 'q'"]);
  expect(unassigned(`r = 0;\nnf = numel(b);\nif a, nf = 2; end\nif nf > 1\n  for f = 1:length(b)\n    q(f) = f;\n  end\n  r = q;\nend`)).toEqual(["9: 'q'"]);
});

test("in the body of `for i = 1:n`, n >= 1: a path where n kept the 0 it started with never enters it (RAVEN's libSBML helpers)", () => {
  const body = (start: string) => `r = 0;\nn = ${start};\nif a\n  n = 2;\n  v = b;\nend\nfor i = 1:n\n  r = r + v(i);\nend`;
  expect(unassigned(body('0'))).toEqual([]);
  // A start that runs the loop, or one not known.
  expect(unassigned(body('1'))).toEqual(["9: 'v'"]);
  expect(unassigned(body('m'))).toEqual(["9: 'v'"]);
});

test('isempty(x) fails where length(x) or numel(x) is not 0, and holds where one is 0 (bnt)', () => {
  const body = (test: string) => `if ~isempty(b)\n  f = b(1);\nend\nif ${test}\n  r = [];\nelse\n  r = f;\nend`;
  expect(unassigned(body('length(b) == 0'))).toEqual([]);
  expect(unassigned(body('numel(b) < 1'))).toEqual([]);
  expect(unassigned(body('length(b) == 1'))).toEqual(["8: 'f'"]);
  expect(unassigned("if isempty(b)\n  f = 1;\nend\nif numel(b) == 0\n  r = f;\nend")).toEqual([]);
});

test('an expression statement gives ans its value (bnt: `a > 0; c = ans;` in a function that also assigns ans)', () => {
  expect(unassigned('b > 0;\nr = ans;\nans(1) = 0;')).toEqual([]);
  expect(unassigned('r = ans;\nans(1) = 0;')).toEqual(["2: 'ans'"]);
});

test("constructors of small arrays with literal sizes and cells of such values cannot fail at the start of a try (neuroelf's glm = cell(1, 1))", () => {
  expect(unassigned("try\n  g = cell(1, 1);\n  c = {[]};\n  s = struct;\n  z = zeros(1, 1);\n  r = helper(a);\ncatch\n  r = {g, c, s, z};\nend")).toEqual([]);
  // Sizes from a variable, or a cell holding a call that may fail: the call may fail first.
  expect(unassigned("try\n  g = cell(1, a);\n  r = helper(a);\ncatch\n  r = g;\nend")).toEqual(["6: 'g'"]);
  expect(unassigned("try\n  g = {helper(a)};\n  r = 1;\ncatch\n  r = g;\nend")).toEqual(["6: 'g'"]);
});

test("a loop that starts a try assigns its variable before anything can fail, and one that ends it its body's safe start too (neuroelf's catches)", () => {
  // `for pc = 1:numel(pats)`: a count of a value held cannot fail.
  expect(unassigned("try\n  for k = 1:numel(a)\n    r = helper(a, k);\n  end\ncatch\n  r = k;\nend")).toEqual([]);
  // `for fc = ..., fid = 0; fid = fopen(...); ... end` alone in the try: the catch sees fid.
  expect(unassigned("try\n  for k = 1:numel(a)\n    fid = 0;\n    fid = helper(a, k);\n  end\ncatch\n  fclose(fid);\nend\nr = 1;")).toEqual([]);
  // A statement after the loop may fail where the loop ran no iteration: fid may be unassigned.
  expect(unassigned("try\n  for k = 1:numel(a)\n    fid = 0;\n    fid = helper(a, k);\n  end\n  helper(a);\ncatch\n  fclose(fid);\nend\nr = 1;")).toEqual(["9: 'fid'"]);
});
