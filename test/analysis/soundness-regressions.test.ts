// Soundness regressions found by the Octave corpus oracle: each source is analysed and the
// claimed value sets must hold the runtime class and size (verified in GNU Octave, and MATLAB's
// rules where they differ).
import { afterAll, describe, expect, test } from 'vitest';
import { TOP, ValueAnalysis, formatValueSet, matrix, single, type Shape, type ValueSet } from '../../src/analysis/index.js';
import { functionName, removeTempProjects, tempProject, tempTree } from '../support/temp-project.js';
import { buildLibrary, loadFolders } from '../../src/project/index.js';
import path from 'node:path';

afterAll(removeTempProjects);

/** Each source variable's values after all its assignments (joined), and the results. */
function analyse(source: string, args?: ValueSet[], runtime: 'matlab' | 'octave' = 'matlab'): { vars: Map<string, ValueSet>; results: ValueSet[] } {
  const name = functionName(source);
  const project = tempProject({ [name]: source });
  const analysis = new ValueAnalysis(project.lib, { runtime });
  const fn = analysis.ir(project.file(name))!.functions[0]!;
  const spec = analysis.analyze(fn, { args: args ?? fn.inputs.map(() => TOP), nargin: args ? args.length : null, nargout: fn.outputs.length });
  const vars = new Map<string, ValueSet>();
  for (const m of spec.assigned.values()) for (const [k, v] of m) if (!k.startsWith(fn.tempPrefix)) vars.set(k, v);
  return { vars, results: spec.results };
}

function shapeFits(s: Shape, dims: readonly number[]): boolean {
  const d = [...dims];
  while (d.length > 2 && d[d.length - 1] === 1) d.pop();
  if (!s.open && s.dims.length !== d.length) return false;
  if (s.open && s.dims.length > d.length && s.dims.slice(d.length).some((x) => x !== null && x !== 1)) return false;
  return s.dims.every((x, i) => x === null || x === (d[i] ?? 1));
}

/** Does the value set admit a value of class `cls` and size `dims`? */
function admits(vs: ValueSet | undefined, cls: string, dims: readonly number[]): boolean {
  if (!vs) return false;
  if (vs.top) return true;
  for (const v of vs.values.values()) {
    const c = v.kind === 'matrix' ? v.mclass : v.kind === 'cell' ? 'cell' : v.kind === 'struct' ? 'struct' : v.kind === 'handle' ? 'function_handle' : v.mclass;
    if (c === cls && ('shape' in v && v.shape ? shapeFits(v.shape, dims) : true)) return true;
  }
  return false;
}

function expectAdmits(vs: ValueSet | undefined, cls: string, dims: readonly number[]): void {
  expect(admits(vs, cls, dims), `${vs ? formatValueSet(vs) : 'undefined'} should admit ${cls} ${dims.join('x')}`).toBe(true);
}

const M3 = single(matrix('double', { dims: [3, 3], open: false }));
const dbl = (...dims: number[]): ValueSet => single(matrix('double', { dims, open: false }));
void M3;
void dbl;

describe("a char ':' as an index value selects all", () => {
  test("x(c{:}) with c = {':', 1} is a column, x(':', 1) too", () => {
    const { vars } = analyse([
      'function [z, w, u] = f(x, t)',
      "c = {':', ':'};",
      'c{2} = 1;',
      'z = x(c{:});',
      "k = ':';",
      'w = x(k, 1);',
      'u = x(t, 1);',
    ].join('\n'), [dbl(3, 3), single(matrix('char', { dims: [1, null], open: false }))]);
    expectAdmits(vars.get('z'), 'double', [3, 1]);
    expectAdmits(vars.get('w'), 'double', [3, 1]);
    // t may be ':' (3x1) or a char index of length 0, 1, 2...
    expectAdmits(vars.get('u'), 'double', [3, 1]);
    expectAdmits(vars.get('u'), 'double', [2, 1]);
    expect(formatValueSet(vars.get('z')!)).toBe('(double, 3x1)');
  });
});

describe('an index list of unknown length', () => {
  test('x(c{:}, 1) may have any shape', () => {
    const { vars } = analyse('function z = f(x, c)\nz = x(c{:}, 1);\n', [dbl(1, 5), single({ kind: 'cell', shape: { dims: [1, null], open: false }, merged: TOP })]);
    // c = {[1 1]}: x([1 1], 1) is 2x1
    expectAdmits(vars.get('z'), 'double', [2, 1]);
  });
});

describe('a cell literal of a list of unknown length', () => {
  test('{c{:}} holds what c holds; [d{:}] of it may be anything (MRST: pc = {p.W.posControl}; pc = horzcat(pc{:}))', () => {
    const { vars } = analyse('function z = f(p)\npc = {p.W.posControl};\npc = horzcat(pc{:});\nz = pc(1);\n');
    // p.W a 1x2 struct array whose posControl fields hold 1x3 rows: pc is 1x6.
    expectAdmits(vars.get('pc'), 'double', [1, 6]);
    expectAdmits(vars.get('z'), 'double', [1, 1]);
  });
});

describe('a vector indexed by a matrix takes the index shape', () => {
  test('v([3 2 1; 1 2 3]) is 2x3, v(zeros(0, 3)) 0x3, v([1 2 3]) keeps the orientation', () => {
    const { vars } = analyse('function [a, b, c, d] = f(v, w)\na = v([3 2 1; 1 2 3]);\nb = v(zeros(0, 3));\nc = w([1 2 3]);\nd = v([]);\n', [dbl(1, 4), dbl(4, 1)]);
    expect(formatValueSet(vars.get('a')!)).toBe('(double, 2x3)');
    expect(formatValueSet(vars.get('b')!)).toBe('(double, 0x3)');
    expect(formatValueSet(vars.get('c')!)).toBe('(double, 3x1)');
    // Octave gives 0x0, MATLAB 1x0.
    expectAdmits(vars.get('d'), 'double', [0, 0]);
    expectAdmits(vars.get('d'), 'double', [1, 0]);
  });
});

describe('deleting from a cell', () => {
  test("varargin(end) = [] drops the last element: reshape(1:6, varargin{:}) is 2x3", () => {
    const { vars } = analyse('function r = f(varargin)\nvarargin(end) = [];\nr = reshape(1:6, varargin{:});\n', [single(matrix('double', { dims: [1, 1], open: false }, 'real', { kind: 'number', value: 2 })), single(matrix('double', { dims: [1, 1], open: false }, 'real', { kind: 'number', value: 3 })), single(matrix('char', { dims: [1, 4], open: false }, 'real', { kind: 'char', value: 'int8' }))]);
    expect(formatValueSet(vars.get('varargin')!)).toBe('cell(1x2){(double, 1x1, 2), (double, 1x1, 3)}');
    expectAdmits(vars.get('r'), 'double', [2, 3]);
  });

  test('a deletion the analysis cannot follow forgets the elements', () => {
    const { vars } = analyse('function [n, d] = f(a, b, k)\nc = {a, b, 1};\nc(k) = [];\nn = numel(c);\nd = c{end};\n', [dbl(2, 2), dbl(3, 3), TOP]);
    expectAdmits(vars.get('n'), 'double', [1, 1]);
    expectAdmits(vars.get('d'), 'double', [2, 2]);
  });
});

describe('a call with a list of unknown length', () => {
  const anyCell = single({ kind: 'cell', shape: { dims: [null, null], open: false }, merged: TOP });
  test('size(c{i}), deal(s.State{:}) and sub2ind(sz, c{:}) do not fail', () => {
    const { vars } = analyse([
      'function [d, a, b, k] = f(c, i, s, A)',
      'd = size(c{i});',
      '[a, b] = deal(s.State{:});',
      'p = num2cell(A, 1);',
      'k = sub2ind([4 4], p{:});',
    ].join('\n'), [anyCell, TOP, TOP, dbl(5, 2)]);
    expectAdmits(vars.get('d'), 'double', [1, 2]);
    expectAdmits(vars.get('a'), 'uint32', [625, 1]);
    expectAdmits(vars.get('b'), 'uint32', [625, 1]);
    expectAdmits(vars.get('k'), 'double', [5, 1]);
  });

  test('num2cell(A, 1) holds the columns of A, num2cell(A, 2) its rows', () => {
    const { vars } = analyse('function [p, q] = f(A)\np = num2cell(A, 1);\nq = num2cell(A, 2);\n', [dbl(5, 2)]);
    expect(formatValueSet(vars.get('p')!)).toBe('cell(1x2)[(double, 5x1)]');
    expect(formatValueSet(vars.get('q')!)).toBe('cell(5x1)[(double, 1x2)]');
  });

  test('ndgrid(y{:}) with three elements may give 3-d arrays', () => {
    const { vars } = analyse('function a = f(y)\na = ndgrid(y{:});\n', [anyCell]);
    expectAdmits(vars.get('a'), 'double', [3, 3, 3]);
  });
});

describe('outputs of builtins', () => {
  test("sortrows' second output is a column of the row count", () => {
    const { vars } = analyse('function [s, i] = f(A)\n[s, i] = sortrows(A);\n', [dbl(4, 3)]);
    expect(formatValueSet(vars.get('s')!)).toBe('(double, 4x3)');
    expect(formatValueSet(vars.get('i')!)).toBe('(double, 4x1)');
  });
});

describe('varargin', () => {
  test('with no arguments it is the empty cell, 0x0', () => {
    const { vars } = analyse('function v = f(varargin)\nv = varargin;\n', []);
    expect(formatValueSet(vars.get('v')!)).toBe('cell(0x0){}');
  });

  test('with unknown arguments it may be 0x0 or a row', () => {
    const { vars } = analyse('function v = f(varargin)\nv = varargin;\n');
    expectAdmits(vars.get('v'), 'cell', [0, 0]);
    expectAdmits(vars.get('v'), 'cell', [1, 3]);
  });
});

describe('growing by a linear index', () => {
  test('a ?x1 vector may be a scalar, which grows as a row: zeros(n, 1) then sz(2) = 1 is 1x2 for n = 1', () => {
    const { vars } = analyse('function [sz, w] = f(n)\nsz = zeros(n, 1);\nsz(2) = 1;\nw = zeros(3, 1);\nw(5) = 1;\n');
    expectAdmits(vars.get('sz'), 'double', [1, 2]);
    expectAdmits(vars.get('sz'), 'double', [4, 1]);
    expect(formatValueSet(vars.get('w')!)).toBe('(double, ?x1)');
  });

  test("s(1:n) = ' ' into a new variable is 0x0 for n = 0", () => {
    const { vars } = analyse("function [s, t] = f(n)\ns(1:n) = ' ';\nt(3) = 1;\n");
    expectAdmits(vars.get('s'), 'char', [0, 0]);
    expectAdmits(vars.get('s'), 'char', [1, 4]);
    expect(formatValueSet(vars.get('t')!)).toBe('(double, 1x3)');
  });
});

describe('deleting from an empty array', () => {
  test('varargin(cellfun(@isempty, varargin)) = [] with no arguments leaves the 0x0 cell', () => {
    const { vars } = analyse('function v = f(varargin)\nvarargin(cellfun(@isempty, varargin)) = [];\nv = varargin;\n', []);
    expectAdmits(vars.get('v'), 'cell', [0, 0]);
  });
});

describe('cellfun over no element', () => {
  test('cellfun(@isscalar, {}) is an empty double (the function is never called)', () => {
    const { vars } = analyse('function r = f(x)\nc = {};\nr = cellfun(@isscalar, c);\nq = cellfun(@isscalar, {1, 2});\n');
    expectAdmits(vars.get('r'), 'double', [0, 0]);
    expect(formatValueSet(vars.get('q')!)).toBe('(logical, 1x2)');
  });
});

describe('builtins on objects', () => {
  // Found on a large classdef library: [D, f] with D unknown and f an object was taken as a
  // cell only (the object combinations "failed"), and a later d - 2 reported as cell - double.
  // An object's class may overload any builtin (horzcat, plus, ...): the result is unknown.
  test('a builtin with an object argument gives unknown values, never a failure', () => {
    const { vars } = analyse('function r = f(d, o)\nA = [d, o];\nB = o + 1;\nr = A;\n', [TOP, single({ kind: 'object', mclass: 'Foo' })]);
    expect(vars.get('A')?.top).toBe(true);
    expect(vars.get('B')?.top).toBe(true);
  });
});

describe('contexts of handles that wrap handles', () => {
  // Found on a large classdef library: a function that wraps the handle it is given and passes
  // it on made a deeper context on every call, until the worker ran out of memory.
  test('a recursion that wraps its handle argument has few contexts and a sound result', () => {
    const src = 'function r = f(op, n)\nif n > 0\n  r = f(@(x) op(x) + 1, n - 1);\nelse\n  r = op(1);\nend\n';
    const p = tempProject({ f: src });
    const analysis = new ValueAnalysis(p.lib);
    const fn = analysis.ir(p.file('f'))!.functions[0]!;
    const root = analysis.analyze(fn, { args: [single({ kind: 'handle', targets: [{ fn: 'sin', lambda: false, partial: [], scope: { file: p.file('f'), functionPath: ['f'] } }] }), single(matrix('double', { dims: [1, 1], open: false }))], nargin: 2, nargout: 1 });
    const specs = analysis.specializations([root]);
    expect(specs.length).toBeLessThan(20);
    expect(root.results[0]?.top || root.results[0]?.values.has('double')).toBe(true);
  });
});

describe('a loop that wraps a handle in one of two handles', () => {
  // Found on a large classdef library (chebop2/separableFormat): values under a top set (what
  // joining top with a value gives) escaped the loop widening, and the handle grew without end.
  test('the loop settles, and calling the handle after it gives a sound value', () => {
    const { vars } = analyse('function r = f(A, n)\nH = @(x) 0*x;\nfor k = 1:n\n  if A(k) > 0\n    H = @(x) H(x) + A(k);\n  else\n    H = @(x) H(x) + k;\n  end\nend\nr = H(1);\n', [single(matrix('double', { dims: [1, 3], open: false })), single(matrix('double', { dims: [1, 1], open: false }))]);
    expectAdmits(vars.get('r'), 'double', [1, 1]);
  });
});

describe('a class test on a value that may be anything besides a known one', () => {
  // Found on Octave Forge's mapping package (antipode.m): `unit = ''` when the argument is
  // missing, then `if ~ischar(unit), error(...)`. After the test unit is a char of any size (the
  // caller's), not only the default's 0x0: `unit(1)` was a false "index exceeds" error.
  test('ischar keeps the char values the unknown part may hold', () => {
    const { vars } = analyse("function r = f(x, unit)\nif nargin < 2\n  unit = '';\nend\nif ~ischar(unit)\n  error('bad unit');\nend\nu = unit;\nr = x;\n");
    expectAdmits(vars.get('u'), 'char', [1, 7]);
    expectAdmits(vars.get('u'), 'char', [0, 0]);
  });
  test('isnumeric keeps a double of any size besides the default scalar', () => {
    const { vars } = analyse("function r = f(n)\nif nargin < 1\n  n = 3;\nend\nif ~isnumeric(n)\n  error('bad n');\nend\nm = n;\nr = m;\n");
    expectAdmits(vars.get('m'), 'double', [2, 2]);
  });
});

describe('an operator on a value of unknown class, where some class overloads it', () => {
  // Found in YALMIP's tests: `sdpvar x y` makes x and y objects (by assignin), and
  // `F = F + (0 <= [x y])` calls @sdpvar/le and plus: the results are constraints, not a
  // logical 1x2 added to a 0x0 (a false "sizes not compatible" error).
  test('le and plus give unknown values, and no failure is certain', () => {
    const dir = tempTree({
      '@obj/obj.m': 'function o = obj(v)\no = class(struct(\'v\', v), \'obj\');\n',
      '@obj/le.m': 'function r = le(a, b)\nr = a;\n',
      'f.m': 'function r = f(x)\nF = [];\nc = 0.5 * ones(1, 2) <= x;\nF = F + c;\nr = F;\n',
    });
    const lib = buildLibrary(loadFolders([dir]).files, { currentFolder: dir });
    const analysis = new ValueAnalysis(lib);
    const fn = analysis.ir(path.join(dir, 'f.m'))!.functions[0]!;
    const spec = analysis.analyze(fn, { args: [TOP], nargin: 1, nargout: 1 });
    expect(spec.results[0]?.top).toBe(true);
    expect(analysis.diagnostics().filter((d) => d.code === 'dim-mismatch')).toEqual([]);
  });
});

describe('a script run by a function', () => {
  // A script runs in the caller's workspace: it may change any variable, or make new ones
  // (eeglab's `eeg_global;` and `eeglab_options;`). Its variables were taken as unchanged, and
  // one it made as unassigned, which made the code after it look dead.
  test('the variables after it may hold anything, those it makes too', () => {
    const dir = tempTree({
      'set_x.m': "x = 'text';\nmade = {1, 2};\n",
      'f.m': 'function [r, s] = f()\nx = 1;\nset_x;\nr = x;\ns = made;\nend\n',
    });
    const lib = buildLibrary(loadFolders([dir]).files, { currentFolder: dir });
    const analysis = new ValueAnalysis(lib);
    const fn = analysis.ir(path.join(dir, 'f.m'))!.functions[0]!;
    const spec = analysis.analyze(fn, { args: [], nargin: 0, nargout: 2 });
    expectAdmits(spec.results[0], 'char', [1, 4]);
    expectAdmits(spec.results[1], 'cell', [1, 2]);
  });
});

/** The results of the first function of `file` in a tree of files, called with no argument. */
function resultsIn(files: Record<string, string>, file: string, nargout = 1): readonly ValueSet[] {
  const dir = tempTree(files);
  const lib = buildLibrary(loadFolders([dir]).files, { currentFolder: dir });
  const analysis = new ValueAnalysis(lib);
  const fn = analysis.ir(path.join(dir, file))!.functions[0]!;
  return analysis.analyze(fn, { args: [], nargin: 0, nargout }).results;
}

describe('state that code the function calls may change', () => {
  // vlfeat's vl_demo_svm (a nested function given as a callback fills `energy`) and pmtk3's
  // demos (`global xhist` grown by an output function): the value before the call was kept,
  // and `energy(1, :)` of the [] it held was a false dim-mismatch error.
  const run = resultsIn;
  const nested = 'x = [];\n%s\nr = x;\n  function g(varargin)\n    x = 5;\n  end\nend\n';
  test('a nested function called directly, through a handle, or by a function given its handle', () => {
    for (const call of ['g();', 'h = @g;\nh();', 'other(@g);']) {
      const [r] = run({ 'f.m': `function r = f()\n${nested.replace('%s', call)}`, 'other.m': 'function other(cb)\ncb(1);\nend\n' }, 'f.m');
      expectAdmits(r, 'double', [1, 1]);
    }
  });
  test('a global assigned by a callee, or by a function no one knows', () => {
    for (const callee of ['setter();', 'unknown_fn();']) {
      const [r] = run({ 'f.m': `function r = f()\nglobal G\nG = [];\n${callee}\nr = G;\nend\n`, 'setter.m': 'function setter()\nglobal G\nG = 1;\nend\n' }, 'f.m');
      expectAdmits(r, 'double', [1, 1]);
    }
  });
  test('a builtin that calls no code of the program changes neither', () => {
    const [r] = run({ 'f.m': 'function r = f()\nglobal G\nG = [];\nn = numel(G);\nr = G;\nend\n' }, 'f.m');
    expect(formatValueSet(r!)).toContain('0x0');
  });
});

describe('a script whose code hides nothing', () => {
  test('changes the variables it names, and only those', () => {
    const files = { 'setup.m': "x = 'text';\nmade = {1, 2};\n", 'f.m': 'function [r, s, t] = f()\nx = 1;\ny = 2;\nsetup;\nr = x;\ns = made;\nt = y;\nend\n' };
    const [r, s, t] = resultsIn(files, 'f.m', 3);
    expectAdmits(r, 'char', [1, 4]);
    expectAdmits(s, 'cell', [1, 2]);
    expect(formatValueSet(t!)).toBe('(double, 1x1, 2)');
  });
});

describe('a cell inside braces is nested, not concatenated', () => {
  test('{c} is a 1x1 cell holding c, {c, c} a 1x2 cell of cells', () => {
    const { vars } = analyse([
      'function [w, p, e, f] = f()',
      "c = {2, 'x'};",
      'w = {c};',
      'p = {c, c};',
      'e = w{1};',
      'f = p{2}{2};',
      'end',
    ].join('\n'));
    expectAdmits(vars.get('w'), 'cell', [1, 1]);
    expectAdmits(vars.get('p'), 'cell', [1, 2]);
    // Before: the elements of c were taken as the elements of w, so w{1} was a double.
    expectAdmits(vars.get('e'), 'cell', [1, 2]);
    expect(admits(vars.get('e'), 'double', [1, 1])).toBe(false);
    expectAdmits(vars.get('f'), 'char', [1, 1]);
  });
});

describe("Octave's persistent x = init takes init only on the first call", () => {
  test('a counter kept across calls is not its initial value plus one', () => {
    const { vars } = analyse(['function r = f()', 'persistent n = 0;', 'n = n + 1;', 'r = n;', 'end'].join('\n'), [], 'octave');
    const r = vars.get('r')!;
    // Before: n = 0 ran on every call, so r was claimed to be 1.
    expectAdmits(r, 'double', [1, 1]);
    const values = [...r.values.values()];
    expect(r.top || values.every((v) => v.kind !== 'matrix' || v.constant === undefined)).toBe(true);
  });

  test('__all_opts__: a persistent cell filled by an earlier call may be non-empty', () => {
    const { vars } = analyse(['function names = f()', 'persistent saved = {};', 'names = saved;', 'saved = [saved, {1}];', 'end'].join('\n'), [], 'octave');
    expectAdmits(vars.get('names'), 'cell', [1, 14]);
  });

  test('a persistent the function never assigns again keeps its initial value (quadl)', () => {
    const { vars } = analyse(['function r = f()', 'persistent alpha = 2;', 'r = alpha;', 'end'].join('\n'), [], 'octave');
    const r = vars.get('r')!;
    expect(r.top).toBe(false);
    expect([...r.values.values()].map((v) => (v.kind === 'matrix' ? v.constant?.value : undefined))).toEqual([2]);
  });
});

describe('persistent caches filled right after their declaration', () => {
  const tableOf = (body: string[]) => analyse(['function r = f(k)', ...body, 'end'].join('\n'), [single(matrix('double', { dims: [1, 1], open: false }))], 'octave').vars.get('r')!;

  test('a table the block builds from constants is known on every call', () => {
    const r = tableOf(['persistent tbl;', 'if isempty(tbl)', "  tbl = {'ab', 'cde'};", 'end', 'r = tbl;']);
    expect(r.top).toBe(false);
    expectAdmits(r, 'cell', [1, 2]);
  });

  test('a block reading a parameter fills what an earlier call passed: unknown', () => {
    expect(tableOf(['persistent tbl;', 'if isempty(tbl)', '  tbl = k;', 'end', 'r = tbl;']).top).toBe(true);
  });

  test('a read before the block sees the earlier call\'s table: unknown there', () => {
    expect(tableOf(['persistent tbl;', 'r = tbl;', 'if isempty(tbl)', "  tbl = {'ab'};", 'end']).top).toBe(true);
  });

  test('a cache changed after its block, or counted on every call, is unknown', () => {
    expect(tableOf(['persistent n;', 'if isempty(n)', '  n = 0;', 'end', 'n = n + 1;', 'r = n;']).top).toBe(true);
  });

  test('a persistent nothing assigns is always empty', () => {
    const r = tableOf(['persistent p;', 'r = p;']);
    expect(r.top).toBe(false);
    expectAdmits(r, 'double', [0, 0]);
  });
});

test('a computed field of a value that may be anything, or a struct with no fields, may be anything (LTFAT ltfatarghelper)', () => {
  // A struct with no fields fails the read, but the unknown value may be any struct: its field
  // read gives a value, never none (the read used to drop it, and callers' later code became
  // errors that "fail whenever they run").
  const { vars } = analyse('function r = f(c, n, b)\nif b\n  s = c{1};\nelse\n  s = struct();\nend\nq = s.(n);\nr = {s.(n)};\nend\n');
  expect(vars.get('q')!.top).toBe(true);
  expectAdmits(vars.get('r'), 'cell', [1, 1]);
});

describe('an unknown value may be a string in MATLAB', () => {
  // matGeom's checkHeader: `yr = regexp(s, p, 'match')` of a string gives strings in MATLAB, and
  // `'text' + yr` appends; the analysis had tried every builtin class but string for s.
  test('regexp of an unknown value admits a string result in MATLAB, not in Octave (no strings)', () => {
    const source = "function r = f(s)\nr = regexp(s, '20\\d\\d', 'match');\nend\n";
    expect(admits(analyse(source).results[0], 'string', [1, 1])).toBe(true);
    expect(formatValueSet(analyse(source, undefined, 'octave').results[0]!)).toBe("cell[?]");
  });
  test("int16 plus an unknown value may be a string in MATLAB; numel of one is still a double", () => {
    const source = 'function [r, n] = f(s)\nr = int16(1) + s;\nn = numel(s);\nend\n';
    const { results } = analyse(source);
    expect(admits(results[0], 'string', [1, 1])).toBe(true);
    expect(formatValueSet(results[1]!)).toBe("(double, 1x1)");
  });
});
