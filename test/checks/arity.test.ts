// too-many-inputs and too-many-outputs only where the callee is certain: compiled functions,
// MEX stubs and calls that may dispatch to a class's method are not checked against a plain
// function's signature.
import path from 'node:path';
import { afterAll, describe as group, expect, it } from 'vitest';
import { checkFile, valueDiagnostics } from '../../src/checks/index.js';
import { buildLibrary, loadFolders } from '../../src/project/index.js';
import { removeTempProjects, tempTree } from '../support/temp-project.js';

afterAll(removeTempProjects);

/** The arity codes of each file of a temporary tree, as `file:line:code`. */
function arity(files: Record<string, string>): string[] {
  const dir = tempTree(files);
  const loaded = loadFolders([dir]);
  const lib = buildLibrary(loaded.files, { currentFolder: dir, compiled: loaded.compiled });
  return lib.files.filter((f) => loaded.files.some((l) => path.normalize(l.path) === path.normalize(f.path)))
    .flatMap((f) => [...checkFile(f, lib), ...(valueDiagnostics(lib, [f.path]).get(f.path) ?? [])].filter((d) => d.code.startsWith('too-many')).map((d) => `${path.relative(dir, f.path)}:${d.span.line}:${d.code}`))
    .sort();
}

group('arity where the callee is certain', () => {
  it('a plain function called with too many inputs or outputs is reported', () => {
    expect(arity({
      'helper.m': 'function y = helper(x)\n  y = x;\nend\n',
      'main.m': 'function main\n  a = helper(1, 2);\n  [b, c] = helper(1);\nend\n',
    })).toEqual(['main.m:2:too-many-inputs', 'main.m:3:too-many-outputs']);
  });

  it('a call in code that never runs (after return, under if 0) is not checked (vistasoft copyOrigTseries)', () => {
    expect(arity({
      'helper.m': 'function y = helper(x)\n  y = x;\nend\n',
      'main.m': 'function main\n  a = helper(1);\n  if 0\n    b = helper(1, 2);\n  end\n  return\n  c = helper(1, 2);\nend\n',
      'live.m': 'function live\n  c = helper(1, 2);\n  return\nend\n',
    })).toEqual(['live.m:2:too-many-inputs']);
  });

  it('[c{1:n}] = f(...) may ask for no output (iso2mesh forwards [varargout{1:nargout}] to a function with none); [c{2}, d] asks for two', () => {
    expect(arity({
      'save1.m': 'function save1(x)\n  disp(x);\nend\n',
      'main.m': 'function varargout = main(x)\n  [varargout{1:nargout}] = save1(x);\n  [c{2}, d] = save1(x);\nend\n',
    })).toEqual(['main.m:3:too-many-outputs']);
  });

  it('an anonymous function body, parenthesised or not, asks its call for what the caller asks (SPM callbacks @(ob, ev) (update(...)))', () => {
    expect(arity({
      'update.m': 'function update(x)\n  disp(x);\nend\n',
      'main.m': 'function main\n  f = @(ob, ev) (update(ob));\n  g = @(ob) update(ob);\n  y = (update(1));\nend\n',
    })).toEqual(['main.m:4:too-many-outputs']);
  });

  it("a callee found in a folder holding another version of the caller's file is not checked (FieldTrip's external/spm8 and external/spm12)", () => {
    expect(arity({
      'spm8/spm_print.m': 'function spm_print(job)\n  disp(job);\nend\n',
      'spm8/spm_figure.m': 'function spm_figure(a)\n  spm_print(a);\nend\n',
      'spm12/spm_figure.m': 'function spm_figure(a, b, c)\n  spm_print(a, b, c);\nend\n',
      'other/user.m': 'function user(a)\n  spm_print(a, 2);\nend\n',
    })).toEqual(['other/user.m:2:too-many-inputs']);
  });

  it('a name two unplaced folders define is not checked from a third, where which one runs depends on how the code is run; from its own folder it is', () => {
    // PROJ_Option_Pricing_Matlab: CTMC/Q_Matrix.m takes 8 inputs, STOCHASTIC_VOL/.../Q_Matrix.m 9.
    expect(arity({
      'ctmc/qmat.m': 'function q = qmat(a, b)\n  q = a + b;\nend\n',
      'vol/qmat.m': 'function q = qmat(a, b, c)\n  q = a + b + c;\nend\n',
      'bonds/price.m': 'function p = price(a)\n  p = qmat(a, 2, 3);\nend\n',
      'ctmc/use.m': 'function p = use(a)\n  p = qmat(a, 2, 3);\nend\n',
      'only/one.m': 'function q = one(a)\n  q = a;\nend\n',
      'bonds/two.m': 'function p = two(a)\n  p = one(a, 2);\nend\n',
    })).toEqual(['bonds/two.m:2:too-many-inputs', 'ctmc/use.m:2:too-many-inputs']);
  });

  it("cellfun/arrayfun options may be shortened ('uniform', 'Un'): they are not arguments of the function (CanlabCore's pipeline)", () => {
    expect(arity({
      'pipe.m': "classdef pipe\n  methods (Static)\n    function s = one(x)\n      s = x;\n    end\n  end\nend\n",
      'main.m': "function main(c)\n  a = cellfun(@pipe.one, c, 'uniform', false);\n  b = arrayfun(@pipe.one, [1 2], 'Un', 0);\n  d = cellfun(@pipe.one, c, 'Err', @(e, x) 0);\n  e = cellfun(@pipe.one, {1}, {2});\nend\n",
    })).toEqual(['main.m:5:too-many-inputs']);
  });

  it('name-value and Repeating arguments take any number of values; a plain arguments block does not', () => {
    expect(arity({
      'train.m': 'function net = train(net, data, opts)\n  arguments\n    net\n    data\n    opts.MaxEpochs (1,1) double = 30\n    opts.Verbose (1,1) logical = true\n  end\n  disp(opts);\nend\n',
      'msg.m': 'function m = msg(id, slot)\n  arguments\n    id\n  end\n  arguments (Repeating)\n    slot\n  end\n  m = id;\nend\n',
      'plain.m': 'function y = plain(x)\n  arguments\n    x (1,:) double\n  end\n  y = x;\nend\n',
      'main.m': "function main\n  n = train(1, 2, 'MaxEpochs', 5, 'Verbose', false);\n  m = msg('a', 'b', 'c');\n  p = plain(1, 2);\nend\n",
    })).toEqual(['main.m:4:too-many-inputs']);
  });

  it('a script called with inputs or for an output is reported; run as a statement, or of comments only, it is not', () => {
    expect(arity({
      'setup.m': 'x = 1;\n',
      'Helper.m': '%HELPER  the help text of a Java class\n',
      // MatConvNet's MEX stubs: help text and a call saying the MEX file is missing.
      'vl_nnconv.m': '%VL_NNCONV  CNN convolution.\nvl_nnnotfound(mfilename);\n',
      // The machine vision toolbox's: a test that the MEX file is built, raising if it is not.
      'iwindow.m': "%IWINDOW  Generalized spatial operator\nif ~exist('iwindow', 'file')\n    error('build the MEX version of iwindow');\nend\n",
      // A script that does something under its test is no stub.
      'check.m': "if ~exist('x', 'var')\n  x = 1;\nend\n",
      'main.m': 'function main\n  setup\n  a = setup(2);\n  b = setup;\n  c = Helper(3);\n  y = vl_nnconv(a, b);\n  z = iwindow(a, b, @max);\n  check(1);\nend\n',
    })).toEqual(['main.m:3:too-many-inputs', 'main.m:4:too-many-outputs', 'main.m:8:too-many-inputs']);
  });

  it("a class shipped as P-code beside help-only .m files keeps its constructor and methods; a script that only asks for a build is a stub", () => {
    const files = {
      // ecg-kit's PRTools: @prmapping/prmapping.m and getsize.m hold help text, the code is in .p files.
      '@prmapping/prmapping.m': '%PRMAPPING Mapping class constructor\n%   W = PRMAPPING(FILE, TYPE, DATA)\n',
      '@prmapping/prmapping.p': 'v01.00v00.00\0',
      '@prmapping/getsize.m': '%GETSIZE Return size of a mapping\n',
      '@prmapping/getsize.p': 'v01.00v00.00\0',
      // gpml's lbfgsb.m: its MEX source sits in a subfolder.
      'lbfgsb.m': "% LBFGSB  Call the compiled solver (MEX).\nfprintf('You need to compile the LBFGSB code located in lbfgsb/.\\n')\nfprintf('For Linux systems, you can use lbfgsb/Makefile.\\n')\n",
      // A script that only prints, asking for no build, is a script.
      'banner.m': "fprintf('Welcome to the toolbox.\\n')\n",
      'main.m': 'function n = main(d)\n  w = prmapping(mfilename, {d});\n  n = getsize(w) + lbfgsb(d, -Inf, Inf);\n  banner(d);\nend\n',
    };
    const dir = tempTree(files);
    const loaded = loadFolders([dir]);
    const lib = buildLibrary(loaded.files, { currentFolder: dir, compiled: loaded.compiled });
    const main = lib.files.find((f) => f.path.endsWith('main.m'))!;
    expect(checkFile(main, lib).map((d) => `${d.span.line}:${d.code}`)).toEqual(['4:too-many-inputs']);
  });

  it('a MEX file beside the .m, or a .m that is only a stub, is not checked', () => {
    expect(arity({
      'fast.m': 'function y = fast(x)\n% FAST help text of the MEX file\n  y = x;\nend\n',
      'fast.mexa64': '\0',
      'stub.m': 'function y = stub(x)\n  error(\'stub:mex\', \'Compile the MEX file first.\');\nend\n',
      'main.m': 'function main\n  [a, b] = fast(1, 2, 3);\n  [c, d] = stub(1, 2);\nend\n',
    })).toEqual([]);
  });

  it('a call that may dispatch to a class method is not checked against the plain function', () => {
    expect(arity({
      'area.m': 'function a = area(r)\n  a = pi * r^2;\nend\n',
      '@Shape/Shape.m': 'function s = Shape()\n  s = class(struct(\'w\', 1), \'Shape\');\nend\n',
      '@Shape/area.m': 'function [a, p] = area(s, scale, unit)\n  a = s.w * scale;\n  p = unit;\nend\n',
      'main.m': 'function main(s)\n  [a, p] = area(s, 2, \'m\');\nend\n',
    })).toEqual([]);
  });

  it('inside an @class method file, its own name dispatches: a static method\'s name reaches the path', () => {
    expect(arity({
      'bary.m': 'function y = bary(x, a, b, c)\n  y = x + a + b + c;\nend\n',
      '@Tech/Tech.m': 'classdef Tech\n  methods (Static)\n    y = bary(x, v)\n  end\nend\n',
      '@Tech/bary.m': 'function y = bary(x, v)\n  y = bary(x, v, 1, 2);\nend\n',
    })).toEqual([]);
  });
});
