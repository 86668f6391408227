// wild-feature only where the code really hides what it does, at the severity of what is lost.
import { afterAll, describe as group, expect, it } from 'vitest';
import path from 'node:path';
import { valueDiagnostics } from '../../src/checks/index.js';
import { functionName, removeTempProjects, tempProject, tempTree } from '../support/temp-project.js';
import { buildLibrary, loadFolders } from '../../src/project/index.js';

afterAll(removeTempProjects);

/** The wild-feature diagnostics of one function, as `line:severity:message start`. */
function wild(source: string): string[] {
  const name = functionName(source);
  const p = tempProject({ [name]: source });
  const found = valueDiagnostics(p.lib, [p.file(name)]).get(p.file(name)) ?? [];
  return found.filter((d) => d.code === 'wild-feature').map((d) => `${d.span.line}:${d.severity}:${d.message.split(':')[0]}`);
}

group('wild-feature', () => {
  it('eval of a built string and load without names lose track of every variable', () => {
    expect(wild("function f(s, file)\n  eval(['x = ' s ';']);\n  load(file);\nend\n")).toEqual([
      '2:warning:eval runs text as code',
      '3:warning:load creates variables the code does not name',
    ]);
  });

  it('naming what changes is not wild: clear x, load(f, names), S = load(f), input(p, \'s\'), str2num', () => {
    expect(wild("function f(file)\n  x = 1;\n  clear x y\n  load(file, 'a', 'b');\n  S = load(file);\n  t = input('name? ', 's');\n  v = str2num('[1 2 3]');\nend\n")).toEqual([]);
  });

  it('reading the path or the folder is not wild; a constant addpath is not; cd elsewhere is a note', () => {
    expect(wild("function f(d)\n  p = path;\n  w = cd;\n  addpath('lib');\n  cd(d);\n  path(path, 'toolbox/');\n  path(d);\n  helper();\nend\n")).toEqual(['5:info:cd changes the function search path', '7:info:path changes the function search path']);
  });

  it('a change of the path after which only builtins are called finds nothing else', () => {
    // matgeom's package registration ends with addpath(subdirs{:}) or rmpath(subdirs{:}).
    const register = "function f(dirs, loading)\n  if loading > 0\n    addpath(dirs{:});\n  elseif loading < 0\n    rmpath(dirs{:});\n  end\nend\n";
    expect(wild(register)).toEqual([]);
    // A call of another function after it, or in a later iteration of the loop around it, may.
    expect(wild(register.replace('  end\nend', '  end\n  helper();\nend'))).toEqual(['3:info:addpath changes the function search path', '5:info:rmpath changes the function search path']);
    expect(wild("function f(dirs)\n  for k = 1:numel(dirs)\n    helper(k);\n    addpath(dirs{k});\n  end\nend\n")).toEqual(['4:info:addpath changes the function search path']);
    // cd also changes what relative file names mean to the builtins after it.
    expect(wild("function f(d, name)\n  cd(d);\n  delete(name);\nend\n")).toEqual(['2:info:cd changes the function search path']);
  });

  it('cd back to a folder saved with pwd or with cd\'s output is not wild; the cd that left it is', () => {
    const source = "function f(d, other)\n  start = pwd;\n  cd(d);\n  old = cd(other);\n  cd(old);\n  cd(start);\n  helper();\nend\n";
    expect(wild(source)).toEqual(['3:info:cd changes the function search path', '4:info:cd changes the function search path']);
    // A variable that also takes another value (or an argument) is not a saved folder.
    const mixed = "function g(d, flag)\n  back = pwd;\n  if flag, back = d; end\n  cd(back);\n  cd(d);\n  helper();\nend\n";
    expect(wild(mixed)).toEqual(['4:info:cd changes the function search path', '5:info:cd changes the function search path']);
  });

  it('a clear of every variable where none exists yet hides nothing (the `clear; close all; clc` that starts a demo script); after an assignment, or in a function with inputs, it does', () => {
    const dir = tempTree({
      'demo1.m': 'clear; close all; clc;\nx = 1;\ndisp(x);\n',
      'demo2.m': 'clear all\nx = 1;\nclear\ndisp(2);\n',
      'g.m': 'function g()\n  clearvars\n  y = 2;\n  disp(y);\nend\n',
    });
    const loaded = loadFolders([dir]);
    const lib = buildLibrary(loaded.files, { currentFolder: dir });
    const found = valueDiagnostics(lib, loaded.files.map((f) => f.path));
    const lines = [...found].flatMap(([file, ds]) => ds.filter((d) => d.code === 'wild-feature').map((d) => `${file.slice(dir.length + 1)}:${d.span.line}:${d.severity}`));
    expect(lines.sort()).toEqual(['demo2.m:3:warning']);
  });

  it('clear of every variable, and clear of computed names, stay wild', () => {
    expect(wild("function f(n)\n  clear\n  clear(n)\nend\n")).toEqual(['2:warning:clear removes variables', '3:warning:clear removes variables']);
    // MEX files, functions, Java classes and imports are no variables; `clear all` and
    // `clear classes` remove every variable too.
    expect(wild("function f(n)\n  clear mex\n  clear functions java\n  clear import\n  clear all\n  clear classes\nend\n")).toEqual(['5:warning:clear removes variables', '6:warning:clear removes variables']);
    // A dotted word names a file, a function or a class (lightspeed's `clear librandom.so`):
    // with plain names beside it only those change; alone, no variable does.
    expect(wild("function r = f(n)\n  clear librandom.so\n  clear librandom.so n\n  r = 1;\nend\n")).toEqual([]);
    expect(wild("function f(n)\n  clear lib.so *\nend\n")).toEqual(['2:warning:clear removes variables']);
    // `clear global a b` removes those globals only (TFOCS's cleanup script); `clear global`
    // alone removes every global variable: still wild.
    expect(wild("function f(n)\n  global cnt\n  clear global cnt\n  clear('global', 'tfocs_count___')\nend\n")).toEqual([]);
    expect(wild("function f(n)\n  clear global\nend\n")).toEqual(['2:warning:clear removes variables']);
  });

  it('evalin or assignin in the caller is a note about the caller, not this function\'s variables', () => {
    expect(wild("function f(v)\n  assignin('caller', 'x', v);\n  assignin('base', 'y', v);\nend\n")).toEqual(["2:info:assignin changes variables of the caller's workspace, which its analysis cannot see"]);
  });

  it('w = evalin(\'caller\', \'whos\') reads the caller\'s workspace: a value unknown, nothing changed there', () => {
    expect(wild("function w = f()\n  w = evalin('caller', 'whos');\n  evalin('caller', 'x = 1;');\nend\n")).toEqual([
      '2:info:evalin evaluates text as an expression',
      "3:info:evalin changes variables of the caller's workspace, which its analysis cannot see",
    ]);
  });

  it('evalin or assignin in a workspace named at run time changes another function\'s variables, not these', () => {
    expect(wild("function p = f(ws, name, v)\n  p = evalin(ws, name);\n  assignin(ws, name, v);\n  q = 1;\n  disp(q);\nend\n")).toEqual([
      '2:info:evalin evaluates text as an expression',
      "3:info:assignin changes variables of the caller's or the base workspace, which its analysis cannot see",
    ]);
  });

  it('feval or cellfun of an argument (a handle or an object) is higher-order code, not wild; a computed name is noted', () => {
    expect(wild("function f(g, x, name)\n  a = feval(g, x);\n  b = cellfun(g, {x});\n  c = feval(sprintf('do_%s', name), x);\nend\n")).toEqual(['4:info:feval calls a function whose name is computed at run time']);
  });

  it("feval of a name the caller passed in (an input, an element or field of one, a copy) is higher-order code too; a name built from one is still noted (lobpcg's operatorB = varargin{j})", () => {
    const src = "function f(x, opts, varargin)\n  op = [];\n  for j = 1:numel(varargin)\n    if ischar(varargin{j})\n      op = varargin{j};\n    end\n  end\n  g = op;\n  a = feval(g, x);\n  b = feval(opts.fun, x);\n  h = sprintf('do_%s', op);\n  c = feval(h, x);\nend\n";
    expect(wild(src)).toEqual(['12:info:feval calls a function whose name is computed at run time']);
  });

  it('feval(mfilename, ...) calls the running file itself: nothing hidden', () => {
    expect(wild("function r = f(x)\n  if x > 0\n    r = feval(mfilename, x - 1);\n  else\n    r = 0;\n  end\nend\n")).toEqual([]);
    expect(wild("function r = f(x)\n  r = feval(mfilename('fullpath'), x);\nend\n")).toEqual(['2:info:feval calls a function whose name is computed at run time']);
  });
});

group('wild-feature with an output', () => {
  it('v = eval(expr) and v = input(prompt) evaluate an expression: a note, no variable lost', () => {
    expect(wild("function r = f(s)\n  r = eval(s);\n  v = input('value? ');\n  eval(s);\nend\n")).toEqual([
      '2:info:eval evaluates text as an expression',
      '3:info:input evaluates text as an expression',
      '4:warning:eval runs text as code',
    ]);
  });

  it("input(prompt) with no output changes no variable under MATLAB (an assignment typed is refused); under Octave's runtime it may (CVX's 'Press Enter/Return to continue')", () => {
    const source = "function f(s)\n  input('Press Return to go on: ');\n  disp(s);\nend\n";
    expect(wild(source)).toEqual([]);
    const p = tempProject({ f: source });
    const octave = (valueDiagnostics(p.lib, [p.file('f')], { runtime: 'octave' }).get(p.file('f')) ?? []).filter((d) => d.code === 'wild-feature');
    expect(octave.map((d) => `${d.span.line}:${d.severity}`)).toEqual(['2:warning']);
  });
});

group('run', () => {
  it("run(script) runs a script; with an output, more arguments or an object it is the object's method (matlab.unittest's results = run(runner, suite))", () => {
    expect(wild("function f(name)\n  run(name);\nend\n")).toEqual(['2:warning:run runs text as code']);
    expect(wild("function f(runner, suite)\n  results = run(runner, suite);\n  run(runner, suite);\n  r = run(suite);\n  s.a = 1;\n  run(s);\n  disp(results);\nend\n")).toEqual([]);
  });

  it("run of a function's file calls that function: nothing here changes (MatConvNet's run .../vl_setupnn.m); a script's file still may", () => {
    const found = (main: string, setup: string): string[] => {
      const p = tempProject({ main, 'matlab/setup': setup });
      return (valueDiagnostics(p.lib, [p.file('main')]).get(p.file('main')) ?? []).filter((d) => d.code === 'wild-feature').map((d) => `${d.span.line}:${d.message.split(':')[0]}`);
    };
    const fn = 'function setup()\naddpath(fileparts(mfilename(\'fullpath\')));\nend\n';
    for (const call of ["run(fullfile(fileparts(mfilename('fullpath')), 'matlab', 'setup.m'))", 'run matlab/setup', "run('setup')"]) {
      expect(found(`function main()\n${call};\nx = 1;\ndisp(x)\nend\n`, fn)).toEqual([]);
      expect(found(`function main()\n${call};\nx = 1;\ndisp(x)\nend\n`, 'y = 2;\n')).toEqual(['2:run runs text as code']);
    }
  });
});

group('eval of a constant text', () => {
  it('plain assignments hide nothing; a built text or a wild call inside still does', () => {
    expect(wild("function r = f(d)\n  eval('rpt = d(2);');\n  r = rpt;\nend\n")).toEqual([]);
    expect(wild("function r = f(d)\n  eval('load(d);');\n  r = 1;\nend\n")).toEqual(['2:warning:eval runs text as code']);
    expect(wild("function r = f(d)\n  eval(['r = ' d ';']);\nend\n")).toEqual(['2:warning:eval runs text as code']);
  });

  it("calls of MATLAB's own functions hide nothing (matnwb's evalc('disp(s)')); a name that may be a script does", () => {
    expect(wild("function t = f(s)\n  t = evalc('disp(s)');\n  eval('drawnow; n = numel(s);');\n  t = [t, n];\nend\n")).toEqual([]);
    expect(wild("function t = f(s)\n  t = evalc('setup_paths');\nend\n")).toEqual(['2:warning:evalc runs text as code']);
    // A variable of the function named alone is shown (qMRLab's evalc('hdr')).
    expect(wild("function t = f(hdr)\n  t = evalc('hdr');\nend\n")).toEqual([]);
    expect(wild("function t = f(s)\n  t = evalc('disp(s); load(s)');\nend\n")).toEqual(['2:warning:evalc runs text as code']);
    // Functions of MATLAB's tables and its toolboxes' too (CORA's evalc('dbstack'), a quiet
    // intlinprog); a variable indexed in the text is no call.
    expect(wild("function t = f(a, b)\n  t = evalc('dbstack');\n  [~, x] = evalc('intlinprog(a, 1, b, 0);');\n  t = [t, x];\nend\n")).toEqual([]);
  });

  it("the program's own functions hide nothing either, nor a target ~ (RAVEN's evalc('printModelStats(model)')); a field target stays wild; one writing its caller does", () => {
    const run = (text: string, helper: string) => {
      const dir = tempTree({ 'f.m': `function t = f(model)\n  t = evalc('${text}');\nend\n`, 'helper.m': helper });
      const lib = buildLibrary(loadFolders([dir]).files, { currentFolder: dir });
      const file = path.join(dir, 'f.m');
      return (valueDiagnostics(lib, [file]).get(file) ?? []).filter((d) => d.code === 'wild-feature').length;
    };
    const plain = 'function helper(m)\n  disp(m);\nend\n';
    expect(run('helper(model)', plain)).toBe(0);
    expect(run('[~, y] = deal(1, helper(model));', 'function r = helper(m)\n  r = m;\nend\n')).toBe(0);
    expect(run('model.y = helper(model);', 'function r = helper(m)\n  r = m;\nend\n')).toBe(1);
    expect(run('helper(model)', "function helper(m)\n  assignin('caller', 'x', m);\nend\n")).toBe(1);
    expect(run('helper', 'disp(1);\n')).toBe(1);
  });
});

group('wild-feature: calls that are no script runs', () => {
  /** The wild-feature diagnostics of `user.m` in a tree of files. */
  async function wildIn(files: Record<string, string>): Promise<string[]> {
    const { buildLibrary, loadFolders } = await import('../../src/project/index.js');
    const { tempTree } = await import('../support/temp-project.js');
    const dir = tempTree(files);
    const lib = buildLibrary(loadFolders([dir]).files, { currentFolder: dir });
    const found = valueDiagnostics(lib, [`${dir}/user.m`]).get(`${dir}/user.m`) ?? [];
    return found.filter((d) => d.code === 'wild-feature').map((d) => `${d.span.line}:${d.message.split(',')[0]}`);
  }

  it('a file of comments only is the help text of something defined elsewhere (a Java class, a MEX file)', async () => {
    const files = { 'Factor.m': '%FACTOR  help of the Java class Factor\n% F = Factor(S) ...\n', 'user.m': "function r = user()\nr = Factor('a');\nend\n" };
    expect(await wildIn(files)).toEqual([]);
  });

  it('run(x) of a value that may be an object is the run method a class of the project defines (opticka); a text still runs a script', async () => {
    const machine = 'classdef Machine < handle\n  methods\n    function run(me)\n      disp(me);\n    end\n    function start(me)\n      run(me);\n    end\n  end\nend\n';
    const user = "function user(className, name)\nsm = feval(className);\nrun(sm);\nrun('setup_script');\nend\n";
    expect(await wildIn({ 'Machine.m': machine, 'user.m': user })).toEqual(['4:run runs text as code: the analysis assumes every variable here may change']);
    // With no such class, run of a value of unknown class may run a script.
    expect(await wildIn({ 'user.m': user })).toEqual(['3:run runs text as code: the analysis assumes every variable here may change', '4:run runs text as code: the analysis assumes every variable here may change']);
  });

  it('a script name called with arguments of unknown class is a method of the class that has it', async () => {
    const files = {
      '@Arm/Arm.m': "function a = Arm()\na.n = 2;\na = class(a, 'Arm');\nend\n",
      '@Arm/pose.m': 'function t = pose(a, q)\nt = q;\nend\n',
      'demos/pose.m': 'setup_arm\nt = 1;\n',
      'user.m': 'function r = user(a)\nr = pose(a, 1);\nsetup\nend\n',
      'setup.m': 'x = 1;\nload settings\n',
    };
    expect(await wildIn(files)).toEqual(['3:calls the script setup']);
  });

  it('a script whose code hides nothing changes only the variables it names: a note', async () => {
    // pmtk3's runDemos.m runs 344 demo scripts in a row: each was a warning.
    const severities = (files: Record<string, string>, file: string): string[] => {
      const dir = tempTree(files);
      const lib = buildLibrary(loadFolders([dir]).files, { currentFolder: dir });
      const found = valueDiagnostics(lib, [`${dir}/${file}`]).get(`${dir}/${file}`) ?? [];
      return found.filter((d) => d.code === 'wild-feature').map((d) => `${d.span.line}:${d.severity}:${d.message}`);
    };
    const tame = { 'user.m': 'function r = user()\ny = 2;\nsetup\nr = y + x;\nend\n', 'setup.m': 'x = 1;\nz = helper(x);\n', 'helper.m': 'function z = helper(x)\nz = x;\nend\n', 'runner.m': 'setup\nsetup\n' };
    expect(severities(tame, 'user.m')).toEqual(['3:info:calls the script setup, which changes the variables x, z here']);
    expect(severities(tame, 'runner.m')).toEqual(['1:info:calls the script setup, which changes the variables x, z here', '2:info:calls the script setup, which changes the variables x, z here']);
    // Code that hides what it changes: eval, load, clear, cd, a script or a caller-writer it calls.
    // `clear` of names removes those only (robotics' mdl_puma560 starts with `clear L`); `str2num`
    // evaluates in a workspace of its own.
    const named = { ...tame, 'setup.m': "x = 1;\nclear y\nz = str2num('3');\n" };
    expect(severities(named, 'user.m')).toEqual(['3:info:calls the script setup, which changes the variables x, z, y here']);
    // `clear global g` removes that global only (TFOCS's tfocs_cleanup script).
    const globals = { ...tame, 'setup.m': 'x = 1;\nclear global g\n' };
    expect(severities(globals, 'user.m')).toEqual(['3:info:calls the script setup, which changes the variables x, g here']);
    for (const hidden of ["eval('w = 3;');", 'load data.mat', 'clear all', 'clear global', 'clear(x)', 'other_script', 'setup', 'assign_x()']) {
      const files = { ...tame, 'setup.m': `x = 1;\n${hidden}\n`, 'other_script.m': 'q = 1;\nload data.mat\n', 'assign_x.m': "function assign_x()\nassignin('caller', 'x', 2);\nend\n" };
      expect(severities(files, 'user.m'), hidden).toEqual(['3:warning:calls the script setup, which may change any variable']);
    }
    // A script it runs that hides nothing adds its own names (MathWorks' BEV model: harness
    // setups run parameter scripts, which run bus definitions).
    const chained = { ...tame, 'setup.m': 'x = 1;\nother_script\n', 'other_script.m': 'q = 1;\n' };
    expect(severities(chained, 'user.m')).toEqual(['3:info:calls the script setup, which changes the variables x, q here']);
    // A change of the folder or the path changes which functions calls find, no variable (aspire's
    // initpath: `addpath(genpath(fullfile(root, 'lib')))`).
    for (const path of ["cd('..')", "addpath(genpath(fullfile(pwd, 'lib')))"]) {
      expect(severities({ ...tame, 'setup.m': `x = 1;\n${path}\n` }, 'user.m'), path).toEqual(['3:info:calls the script setup, which changes the variable x here']);
    }
    // Code switched off by `if 0` runs nothing (pmtk3's demos); a flag that may change does not.
    expect(severities({ ...tame, 'setup.m': 'if 0\n  load data.mat\nend\nx = 1;\n' }, 'user.m')).toEqual(['3:info:calls the script setup, which changes the variable x here']);
    expect(severities({ ...tame, 'setup.m': 'off = 0;\nif off\n  load data.mat\nend\nx = 1;\n' }, 'user.m')).toEqual(['3:warning:calls the script setup, which may change any variable']);
    // One that changes nothing (it only prints): no note.
    expect(severities({ ...tame, 'setup.m': "fprintf('ready\\n');\n" }, 'user.m')).toEqual([]);
  });
});
