// Each rule of the kind analysis on its own: end binding, load, globals, cell indexing,
// commands, handles, package prefixes, anonymous functions and nested functions.
import { describe, expect, it } from 'vitest';
import { analyzeKinds, type UnitKinds, type Variant } from '../../src/kinds/index.js';
import { parse } from '../../src/syntax/index.js';

const VARIANTS: Variant[] = ['matlab7', 'flow-sensitive', 'flow-insensitive'];
const FUNCTIONS = new Set(['size', 'sum', 'disp', 'load', 'numel', 'zeros', 'max', 'hold', 'format', 'cellfun', 'syms']);
const lib = { existsFunction: (n: string) => FUNCTIONS.has(n), existsPackage: (n: string) => n === 'mypkg' || n === 'matlab' };

function units(src: string, variant: Variant = 'flow-sensitive', file = 'f.m'): UnitKinds[] {
  const { ast, diagnostics } = parse(src);
  expect(diagnostics).toEqual([]);
  return analyzeKinds(ast, lib, { variant, file }).units;
}
const first = (src: string, v?: Variant): UnitKinds => units(src, v)[0];
const codes = (u: UnitKinds): string[] => u.diagnostics.map((d) => d.code);
const fn = (body: string, params = 'a'): string => `function f(${params})\n${body}\nend\n`;

describe('end', () => {
  it('binds to the innermost variable, skipping functions', () => {
    for (const v of VARIANTS) {
      const u = first(fn('x = sum(a(end));'), v);
      expect(codes(u)).toEqual([]);
      expect(u.kinds).toMatchObject({ a: 'VAR', sum: 'FN' });
    }
  });
  it('is unbound when every enclosing name is a function', () => {
    for (const v of VARIANTS) expect(codes(first(fn('x = sum(numel(end));'), v))).toEqual(['end-unbound']);
  });
  it('is ambiguous between two names that may both be variables', () => {
    for (const v of VARIANTS) expect(codes(first(fn('x = b(c(end));'), v))).toEqual(['end-ambiguous']);
  });
  it('is ambiguous when an unknown name sits inside a variable', () => {
    for (const v of VARIANTS) expect(codes(first(fn('x = a(c(end));'), v))).toEqual(['end-ambiguous']);
  });
  it('a constant text of plain assignments given to eval or evalc makes those names variables', () => {
    // vistasoft's relaxAlignAll: `evalc('transRot = ...')`, then `g(transRot(end))`.
    for (const call of ["eval('t = a * 2;')", "evalc('t = a * 2; u = 1;')"]) expect(codes(first(fn(`${call};\nx = b(t(end));`)))).toEqual([]);
    // A text built at run time may make any name: b may be a variable too.
    expect(codes(first(fn("eval(['t = ' s]);\nx = b(t(end));")))).toEqual(['end-ambiguous']);
  });
  it('binds to the assignment target: x(f(end)) = 1', () => {
    for (const v of VARIANTS) {
      const u = first(fn('a(sum(end)) = 1;'), v);
      expect(codes(u)).toEqual([]);
      expect(u.kinds.a).toBe('VAR');
    }
  });
  it('one name twice in the chain is not ambiguous: s.X(:, s.iB(1:end)) = [] after a load binds to s.iB (CanlabCore reset_SPMcfg); two names still are', () => {
    for (const v of VARIANTS) {
      const u = first(fn("load cfg\ns.X(:, s.iB(1:end - 1)) = [];\ny = b.X(t.c(end));"), v);
      expect(codes(u)).toEqual(['end-ambiguous']);
      expect(u.diagnostics[0]!.span.line).toBe(4);
      expect(u.kinds.s).toBe('VAR');
    }
  });
  it("after a load in a function, a name that is no function binds, the library functions around it stay functions (chronux's xlim([0 t(end)]))", () => {
    for (const v of VARIANTS) {
      // A warning (not an error) where the analysis says so: t is taken for a variable.
      expect(codes(first(fn('load(f);\nx = sum([0 t(end)]);'), v))).toEqual(v === 'matlab7' ? [] : ['end-assumes-variable']);
      // Two names that are no functions: either may be the variable.
      expect(codes(first(fn('load(f);\nx = b([0 t(end)]);'), v))).toEqual(['end-ambiguous']);
    }
  });
  it('binds to a cell-indexed name, which is a variable', () => {
    for (const v of VARIANTS) expect(codes(first(fn('x = c{end};'), v))).toEqual([]);
  });
  it('binds to a struct field chain s.data(end)', () => {
    for (const v of VARIANTS) expect(codes(first(fn('x = a.data(end);'), v))).toEqual([]);
  });
  it('s.data(end) binds to s: an s never assigned becomes a variable (with a warning outside MATLAB 7)', () => {
    expect(first(fn('x = s.data(end);'), 'matlab7').kinds.s).toBe('VAR');
    expect(codes(first(fn('x = s.data(end);'), 'matlab7'))).toEqual([]);
    for (const v of ['flow-sensitive', 'flow-insensitive'] as const) {
      const u = first(fn('x = s.data(end);'), v);
      expect(u.kinds.s).toBe('VAR');
      expect(codes(u)).toEqual(['end-assumes-variable']);
    }
    expect(first('y = size(s.data(1:end-1));\n', 'flow-sensitive').kinds.s).toBe('VAR');
    expect(codes(first(fn('x = mypkg.data(end);')))).toEqual(['end-unbound']);
  });
  it('binds to the value of an indexed call (Octave: size(x)(2:end))', () => {
    const { ast } = parse(fn('y = size(a)(2:end);'), { dialect: 'octave' });
    for (const v of VARIANTS) expect(analyzeKinds(ast, lib, { variant: v }).units[0].diagnostics).toEqual([]);
  });
  it('does not bind across an anonymous function', () => {
    const u = first(fn('g = @(v) v(end);'));
    expect(codes(u)).toEqual([]);
    // A field of a parameter too (Octave's struct2hdl.m: `@(x) x.properties.userdata(end)`).
    expect(codes(first(fn('g = @(x) x.data(end);')))).toEqual([]);
    expect(codes(first(fn('g = @(v) x.data(end);')))).toEqual(['end-assumes-variable']);
  });
  it('in a script, binds to the one candidate that is not a library function (warning outside MATLAB 7)', () => {
    expect(codes(first('x = size(q(end));\n', 'matlab7'))).toEqual([]);
    expect(codes(first('x = size(q(end));\n', 'flow-sensitive'))).toEqual(['end-assumes-variable']);
  });
  it('in a script, two library candidates: MATLAB 7 takes the outermost, the others report', () => {
    expect(codes(first('x = size(sum(end));\n', 'matlab7'))).toEqual([]);
    expect(codes(first('x = size(sum(end));\n', 'flow-sensitive'))).toEqual(['end-ambiguous']);
  });
  it('in a script, a variable it assigned inside library functions it never assigns is the one (SOFAtoolbox: mesh.x(round(end/2)))', () => {
    // (max and sum are this test library's functions, as mesh and round are MATLAB's.)
    for (const v of VARIANTS) expect(codes(first('max.x = 1:10;\ny = max.x(sum(end/2));\n', v))).toEqual([]);
    // Not assigned by the script: either may be a caller's variable.
    expect(codes(first('y = max.x(sum(end/2));\n', 'flow-sensitive'))).toEqual(['end-ambiguous']);
  });
  it('in a script, two unknown candidates are ambiguous in every analysis', () => {
    for (const v of VARIANTS) expect(codes(first('x = p(q(end));\n', v))).toEqual(['end-ambiguous']);
  });
});

describe('load', () => {
  it("load('f', 'x') makes x MAYVAR (ID) in MATLAB 7 and VAR in the other analyses", () => {
    const src = fn("load('data.mat', 'x');\ny = x;");
    expect(first(src, 'matlab7').kinds.x).toBe('ID');
    expect(first(src, 'flow-sensitive').kinds.x).toBe('VAR');
    expect(first(src, 'flow-insensitive').kinds.x).toBe('VAR');
  });
  it('a MAYVAR name later used as a function (a handle) is no conflict (MATLAB 7)', () => {
    const u = first(fn("load('data.mat', 'sum');\nh = @sum;"), 'matlab7');
    expect(codes(u)).toEqual([]);
    expect(u.kinds.sum).toBe('FN');
  });
  it('a MAYVAR name used as a value stays unknown: the use rule only sharpens UNDEF and ID', () => {
    expect(first(fn("load('data.mat', 'sum');\ny = sum(1);"), 'matlab7').kinds.sum).toBe('ID');
  });
  it('command syntax: load data.mat x y, and options are skipped', () => {
    const u = first(fn('load data.mat -ascii x y\nz = x + y;'));
    expect(u.kinds).toMatchObject({ x: 'VAR', y: 'VAR', load: 'FN' });
  });
  it("the file name may be any expression: load([a '.mat'], 'x') still names x", () => {
    const src = fn("load([a '.mat'], 'x');\ny = x;");
    expect(first(src, 'matlab7').kinds).toMatchObject({ x: 'ID', a: 'VAR', load: 'FN' });
    expect(first(src, 'flow-sensitive').kinds.x).toBe('VAR');
    expect(first(src, 'flow-insensitive').kinds.x).toBe('VAR');
  });
  it('a loaded name in a loop is one occurrence, however often the loop is walked', () => {
    const u = first(fn('while a\n  load data.mat x\n  syms y\nend'), 'flow-sensitive');
    expect(u.occurrences.filter((o) => o.name === 'x' || o.name === 'y')).toHaveLength(2);
  });
  it('S = load(...) defines only S', () => {
    expect(first(fn("S = load('data.mat', 'x');\ny = x;")).kinds.x).toBe('ID');
  });
});

describe('other rules', () => {
  it('global and persistent names are variables', () => {
    expect(first(fn('global sum\npersistent count\ny = sum + count;')).kinds).toMatchObject({ sum: 'VAR', count: 'VAR' });
  });
  it('cell indexing makes a variable, even of a library name', () => {
    expect(first(fn('y = sum{1};')).kinds.sum).toBe('VAR');
  });
  it('command syntax makes a function; a variable used as a command is a conflict', () => {
    expect(first(fn('hold on')).kinds.hold).toBe('FN');
    // (After `format = 1`, `format long` would not be command syntax at all.)
    expect(codes(first(fn('format long\nformat = 1;')))).toEqual(['kind-conflict']);
  });
  it('package prefixes: mypkg.fn(1) gives PREFIX', () => {
    const u = first(fn('y = mypkg.fn(1);\nz = matlab.lang.makeValidName(y);'));
    expect(u.kinds).toMatchObject({ mypkg: 'PREFIX', matlab: 'PREFIX' });
  });
  it('a bare name of a package is no prefix: assigned later, it is no kind conflict', () => {
    // vistasoft's loaded `model` (a SimBiology package too): `numel(model)`, then `model{n} = n`.
    const u = first(fn('load(f);\nn = numel(matlab);\nmatlab = 2;'));
    expect(codes(u)).toEqual([]);
    // Used with a dot first, it is the package, and the assignment conflicts.
    expect(codes(first(fn('n = matlab.lang.makeValidName(f);\nmatlab = 2;')))).toEqual(['kind-conflict']);
  });
  it('@obj.method with obj a variable is a handle to its method, not a package prefix', () => {
    for (const v of VARIANTS) {
      const u = first(fn('h = @a.onclick;\ng = @mypkg.fn;'), v);
      expect(codes(u)).toEqual([]);
      expect(u.kinds).toMatchObject({ a: 'VAR', mypkg: 'PREFIX' });
    }
  });
  it('anonymous function parameters are their own variables', () => {
    const u = first(fn('g = @(sum) sum + max(a);\ny = sum(a);'));
    expect(u.kinds).toMatchObject({ sum: 'FN', max: 'FN', a: 'VAR', g: 'VAR' });
    const param = u.occurrences.find((o) => o.name === 'sum' && o.span.line === 2 && o.span.column === 7);
    expect(param?.kind).toBe('VAR');
  });
  it('syms creates variables', () => {
    expect(first(fn('syms x y\nz = x + y;')).kinds).toMatchObject({ x: 'VAR', y: 'VAR' });
  });
  it('syms assumptions (real, positive, integer, rational, clear) are not variables', () => {
    const u = first(fn('syms x y real\nsyms t positive\nz = real(x) + t;'));
    expect(codes(u)).toEqual([]);
    expect(u.kinds).toMatchObject({ x: 'VAR', y: 'VAR', t: 'VAR', real: 'ID' });
    expect(u.kinds.positive).toBeUndefined();
  });
  it('loop variables and catch variables are variables', () => {
    expect(first(fn('for k = 1:3\n  disp(k);\nend\ntry\n  a(1);\ncatch err\n  disp(err);\nend')).kinds).toMatchObject({ k: 'VAR', err: 'VAR' });
  });
  it('a while loop reaches a fixed point: a use before the assignment in a later iteration is a conflict', () => {
    const src = fn('while a\n  y = sum(2);\n  sum = 3;\nend');
    expect(codes(first(src, 'flow-sensitive'))).toContain('kind-conflict');
    expect(codes(first(src, 'flow-insensitive'))).toEqual([]);
  });
  it('switch branches join like if branches', () => {
    const src = fn("switch a\n  case 1\n    sum = 1;\n  otherwise\n    y = sum(1);\nend");
    expect(codes(first(src, 'flow-sensitive'))).toEqual(['kind-conflict']);
    expect(codes(first(src, 'matlab7'))).toEqual([]);
  });
  it('arguments block names and defaults', () => {
    const u = first('function f(x, opts)\narguments\n  x (1,:) double {mustBeFinite}\n  opts.Scale (1,1) double = numel(x)\nend\ny = x * opts.Scale;\nend\n');
    expect(u.kinds).toMatchObject({ x: 'VAR', opts: 'VAR', numel: 'FN', y: 'VAR' });
  });
});

describe('end on a name assigned later in the text', () => {
  it('binds without a warning: MATLAB decides the name is a variable for the whole function', () => {
    const src = fn('for k = 1:3\n  if k > 1\n    x = q(end);\n  end\n  q = k;\nend');
    for (const v of VARIANTS) expect(codes(first(src, v))).toEqual([]);
    // Never assigned: the warning stays; also when only an element is assigned, which needs the
    // array to exist (eeglab's `centr1(end, 2) = centr1(end, 2) * -1`, centr1 never made).
    expect(codes(first(fn('for k = 1:3\n  if k > 1\n    x = q(end);\n  end\nend')))).toEqual(['end-assumes-variable']);
    expect(codes(first(fn('q(end, 2) = q(end, 2) * -1;')))).toEqual(['end-assumes-variable']);
    // Assigned later in the text but by no loop around the end: no round brings the value back.
    expect(codes(first(fn('x = q(end);\nif a\n  q = 1;\nend')))).toEqual(['end-assumes-variable']);
    // Assigned earlier in the text, in another branch of the loop (IRIS-Toolbox's `if tt == 1, Q
    // = S.Q; else, Q = [0, Q(1:end-1)]; end`): a later round brings the value.
    const other = fn('for k = 1:3\n  if k == 1\n    q = a;\n  else\n    q = [0, q(1:end-1)];\n  end\nend');
    for (const v of VARIANTS) expect(codes(first(other, v))).toEqual([]);
  });
});

describe('handles and later assignments (flow-sensitive: current MATLAB)', () => {
  it('a name only taken as a handle, then assigned, is the variable from there', () => {
    const u = first(fn('h = @disp;\ndisp = @(x) x;\ndisp(1);'));
    expect(codes(u)).toEqual([]);
    expect(u.kinds.disp).toBe('VAR');
  });
  it('still a conflict when the name was also called; a handle after the assignment, or to a local or nested function, gives way', () => {
    expect(codes(first(fn('h = @disp;\ndisp(1);\ndisp = 2;')))).toEqual(['kind-conflict']);
    // `@name` looks among functions only (ERPLAB Studio: `timet_auto = 1`, then `@timet_auto`).
    expect(codes(first(fn('disp = 2;\nh = @disp;')))).toEqual([]);
    expect(codes(first('function f(a)\nh = @g;\ng = 2;\nfunction g()\nend\nend\n'))).toEqual([]);
    expect(codes(first('function f(a)\nh = @g;\ng = 2;\nend\nfunction g()\nend\n'))).toEqual([]);
    expect(codes(first('function f(a)\ng = 2;\nh = @g;\nend\nfunction g()\nend\n'))).toEqual([]);
    expect(codes(first('function f(a)\nh = @g;\ng(1);\ng = 2;\nend\nfunction g(x)\nend\n'))).toEqual(['kind-conflict']);
    // MATLAB 7 rejected the handle before the assignment too.
    expect(codes(first(fn('h = @disp;\ndisp = @(x) x;'), 'matlab7'))).toEqual(['kind-conflict']);
  });
});

describe('units and nested functions', () => {
  it('names units: function, subfunction, nested-function as outer/inner', () => {
    const us = units('function outer\n  y = x;\n  function inner\n    x = 1;\n  end\nend\nfunction sub\nend\n');
    expect(us.map((u) => [u.name, u.type])).toEqual([['outer', 'function'], ['outer/inner', 'nested-function'], ['sub', 'subfunction']]);
  });
  it('a variable assigned in a nested function is a variable of the parent (Listing 1)', () => {
    for (const v of VARIANTS) {
      const us = units('function outer\n  y = x;\n  function inner\n    x = 1;\n  end\nend\n', v);
      expect(us[0].kinds.x).toBe('VAR');
      expect(us[1].kinds.x).toBe('VAR');
    }
  });
  it("a nested function sees its parent's variables", () => {
    const us = units('function outer(sum)\n  inner();\n  function inner\n    y = sum(1);\n  end\nend\n');
    expect(us[1].kinds.sum).toBe('VAR');
  });
  it('scripts: a script unit first, then local functions as subfunctions', () => {
    const us = units('x = 1;\ndisp(x);\nfunction y = helper(x)\n  y = x;\nend\n', 'flow-sensitive', 'dir/myscript.m');
    expect(us.map((u) => [u.name, u.type])).toEqual([['myscript', 'script'], ['helper', 'subfunction']]);
  });
  it('classdef methods are analysed as functions', () => {
    const us = units('classdef C\n  methods\n    function r = m(obj)\n      r = sum(obj.x);\n    end\n  end\nend\n');
    expect(us.map((u) => [u.name, u.type, u.kinds.sum])).toEqual([['C.m', 'function', 'FN']]);
  });
});

describe('scripts run by a function', () => {
  // eeglab.m runs the script eeg_global (global ALLEEG EEG ...) and then reads ALLEEG(end).
  const withScript = { ...lib, scriptVariables: (n: string) => (n === 'setup_globals' ? ['ALLEEG', 'EEG'] : undefined) };
  const kindsOf = (src: string, v: Variant): UnitKinds => {
    const { ast } = parse(src);
    return analyzeKinds(ast, withScript, { variant: v, file: 'f.m' }).units[0];
  };
  const body = fn('setup_globals;\nwhile ~isempty(ALLEEG) && isempty(ALLEEG(end).data)\n  ALLEEG(end) = [];\nend\nALLEEG = 1;');
  it('the variables the script makes are variables after it: no conflict, end binds to them', () => {
    for (const v of ['flow-sensitive', 'flow-insensitive'] as const) {
      const u = kindsOf(body, v);
      expect(codes(u)).toEqual([]);
      expect(u.kinds.ALLEEG).toBe('VAR');
    }
    expect(codes(kindsOf(body.replace('setup_globals;', 'setup_globals'), 'flow-sensitive'))).toEqual([]);
  });
  it('without the script run, the same code is the conflict it was', () => {
    expect(codes(kindsOf(body.replace('setup_globals;\n', ''), 'flow-sensitive'))).not.toEqual([]);
  });
});

describe('where a join conflict comes from', () => {
  it('names the function use and the assignment on the two paths (ERPLAB pop_fakeEEG, reported at its if)', () => {
    const u = first(fn('if a\n  r = sum;\nelse\n  sum = 3;\n  r = sum;\nend'));
    const d = u.diagnostics.find((x) => x.code === 'kind-conflict')!;
    expect(d.message).toContain('joins here');
    expect(d.related?.map((r) => [r.message, r.span.line])).toEqual([["'sum' is used as a function here", 3], ["'sum' is a variable here", 5]]);
  });
});
