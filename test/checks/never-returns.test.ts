// A user function whose every path raises never returns: a call of it ends a path, as `error`
// does, for unassigned-variable and unreachable-code.
import { afterAll, expect, test } from 'vitest';
import { checkFile } from '../../src/checks/index.js';
import { removeTempProjects, tempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

function codes(files: Record<string, string>, name: string): string[] {
  const p = tempProject(files);
  return checkFile(p.lib.file(p.file(name))!, p.lib)
    .filter((d) => d.code === 'unassigned-variable' || d.code === 'unreachable-code')
    .map((d) => `${d.span.line}:${d.code}`);
}

const helpers = {
  fail_input: "function fail_input(what)\n  error('pkg:input', 'bad input: %s', what);\nend\n",
  fail_twice: "function fail_twice(what)\n  fail_input(what);\nend\n",
  sometimes: "function sometimes(x)\n  if x > 0\n    error('pkg:neg', 'negative');\n  end\nend\n",
};

test('a switch whose otherwise calls a helper that always raises does not fall through', () => {
  const main = "function r = main(kind)\n  switch kind\n    case 'a'\n      v = 1;\n    case 'b'\n      v = 2;\n    otherwise\n      fail_input(kind);\n  end\n  r = v;\nend\n";
  expect(codes({ ...helpers, main }, 'main')).toEqual([]);
  // Through a helper calling a helper, too.
  expect(codes({ ...helpers, main: main.replace('fail_input(kind)', 'fail_twice(kind)') }, 'main')).toEqual([]);
});

test('throw(ME) raises: MException\'s method, held by MATLAB\'s tables as a toolbox name (manopt getCost)', () => {
  const main = "function r = main(kind)\n  switch kind\n    case 1\n      v = 1;\n    otherwise\n      up = MException('a:b', 'c');\n      throw(up);\n  end\n  r = v;\nend\n";
  expect(codes({ main }, 'main')).toEqual([]);
  expect(codes({ main: "function r = main(x)\n  up = MException('a:b', 'c');\n  throwAsCaller(up);\n  r = x;\nend\n" }, 'main')).toEqual(['4:unreachable-code']);
  // A variable named throw is no call: the switch falls through.
  expect(codes({ main: main.replace('up = MException', 'throw = @disp; up = MException') }, 'main')).toEqual(['9:unassigned-variable']);
});

test("throw(obj) where a class of the project defines its own throw may return (IRIS-Toolbox's exception.Base warns); throw(MException(...)) still raises", () => {
  const base = "classdef Base\n  methods\n    function this = Base(id)\n    end\n    function throw(this)\n      warning('x');\n    end\n  end\nend\n";
  const main = "function y = main(x)\n  throw(Base('a:b'));\n  y = 2 * x;\nend\n";
  expect(codes({ Base: base, main }, 'main')).toEqual([]);
  expect(codes({ Base: base, main: main.replace("Base('a:b')", "MException('a:b', 'c')") }, 'main')).toEqual(['3:unreachable-code']);
  // Without the class, throw is MException's.
  expect(codes({ main }, 'main')).toEqual(['3:unreachable-code']);
  // For unassigned-variable, such a throw still ends a path, by convention (IRIS-Toolbox's
  // `throw(exception.Base(id, 'error'))` in an otherwise), while nothing after it is called dead.
  const chain = "function r = pick(k)\n  switch k\n    case 1\n      v = 1;\n    otherwise\n      throw(Base('a:b'));\n      disp(k);\n  end\n  r = v;\nend\n";
  expect(codes({ Base: base, pick: chain }, 'pick')).toEqual([]);
  // Nor through a helper that throws such an object (IRIS-Toolbox's exception.warning).
  const helper = { Base: base, '+exc/warn': "function warn(msg)\n  throw(Base(msg));\nend\n" };
  expect(codes({ ...helper, main: "function y = main(x)\n  exc.warn('old');\n  y = 2 * x;\nend\n" }, 'main')).toEqual([]);
});

test('a package function that always raises ends a path (IRIS-Toolbox exc.error); one that may return does not', () => {
  const main = "function n = main(r)\n  try\n    j = r.data;\n  catch\n    exc.error('bad response');\n  end\n  n = numel(j);\nend\n";
  expect(codes({ '+exc/error': "function error(msg)\n  error('pkg:failed', '%s', msg);\nend\n", main }, 'main')).toEqual([]);
  expect(codes({ '+exc/error': "function error(msg)\n  warning('pkg:failed', '%s', msg);\nend\n", main }, 'main')).toEqual(['7:unassigned-variable']);
});

test("an error wrapper by name, given a message, ends a path for unassigned-variable only (FieldTrip's ft_error in SPM12)", () => {
  // ft_error decides at run time (a state switch) whether to raise: no proof, a convention.
  const notify = "function notify(varargin)\n  if strcmp(varargin{1}, 'off')\n    return\n  end\n  error(varargin{:});\nend\n";
  const ft_error = 'function ft_error(varargin)\n  notify(varargin{:});\nend\n';
  const main = (call: string) => `function t = main(code)\n  if code == 1\n    t = 'ave';\n  else\n    ${call};\n    disp(code);\n  end\n  t = upper(t);\nend\n`;
  expect(codes({ notify, ft_error, main: main("ft_error('This is not an EGIS file.')") }, 'main')).toEqual([]);
  expect(codes({ notify, ft_error, main: main("ft_error('bad:id', 'code %d', code)") }, 'main')).toEqual([]);
  // A setting, not a message: the wrapper returns.
  expect(codes({ notify, ft_error, main: main("ft_error('off')") }, 'main')).toEqual(['8:unassigned-variable']);
  // A wrapper that never reaches a raise (it logs), or a name that does not say error.
  expect(codes({ ft_error: "function ft_error(varargin)\n  fprintf(varargin{:});\nend\n", main: main("ft_error('This is bad.')") }, 'main')).toEqual(['8:unassigned-variable']);
  expect(codes({ notify, main: main("notify('This is bad.')") }, 'main')).toEqual(['8:unassigned-variable']);
});

test("a helper that passes its varargin to error never returns when its first value is a text (d2d's arParsingError)", () => {
  const main = (call: string) => `function u = main(s, units)\n  if ~isempty(s)\n    ix = 1;\n  else\n    ${call};\n  end\n  u = units{ix};\nend\n`;
  const fail = 'function fail(varargin)\n  error(varargin{:});\nend\n';
  expect(codes({ fail, main: main("fail('empty reaction: %s', s)") }, 'main')).toEqual([]);
  // An empty message, or a value not known to be text: error may do nothing.
  expect(codes({ fail, main: main("fail('')") }, 'main')).toEqual(['7:unassigned-variable']);
  expect(codes({ fail, main: main('fail(s)') }, 'main')).toEqual(['7:unassigned-variable']);
  // A helper that changes varargin first.
  expect(codes({ fail: 'function fail(varargin)\n  varargin = {};\n  error(varargin{:});\nend\n', main: main("fail('bad')") }, 'main')).toEqual(['7:unassigned-variable']);
});

test('a helper that raises only on some paths returns', () => {
  const main = "function r = main(kind)\n  if kind\n    v = 1;\n  else\n    sometimes(kind);\n  end\n  r = v;\nend\n";
  expect(codes({ ...helpers, main }, 'main')).toEqual(['7:unassigned-variable']);
});

test('code after a call of a helper that never returns is unreachable', () => {
  const main = "function r = main(x)\n  fail_input(x);\n  r = x + 1;\nend\n";
  expect(codes({ ...helpers, main }, 'main')).toEqual(['3:unreachable-code']);
});

test('a recursive helper is not taken to raise by itself', () => {
  const loop = "function loop(n)\n  if n > 0\n    loop(n - 1);\n  else\n    loop(n + 1);\n  end\nend\n";
  const main = "function r = main(x)\n  loop(x);\n  r = x;\nend\n";
  expect(codes({ loop, main }, 'main')).toEqual([]);
});

test('a helper whose paths end in return (or raise on some) returns', () => {
  const early = "function early(x)\n  if x\n    return;\n  end\n  error('pkg:x', 'no');\nend\n";
  const main = "function r = main(kind)\n  if kind\n    v = 1;\n  else\n    early(kind);\n  end\n  r = v;\n  early(1);\n  r = r + 1;\nend\n";
  expect(codes({ early, main }, 'main')).toEqual(['7:unassigned-variable']);
});

// The STK toolbox's stk_error(msg, id) builds a struct from msg and calls error(struct): it
// raises exactly when msg is not empty (error with an empty message does nothing).
const raiseWith = {
  raise_with: "function raise_with(msg, id)\n  if nargin < 2\n    id = 'Unknown';\n  end\n  if isempty(msg)\n    msg = 'no message';\n  end\n  s = struct('message', msg, 'identifier', ['pkg:' id]);\n  error(s);\nend\n",
  pass_on: "function pass_on(msg)\n  error(msg);\nend\n",
};

test('a helper that raises with the message it is given never returns when given a text', () => {
  const main = "function r = main(kind)\n  if kind == 1\n    v = 1;\n  else\n    raise_with('bad kind', 'BadKind');\n  end\n  r = v;\nend\n";
  expect(codes({ ...raiseWith, main }, 'main')).toEqual([]);
  expect(codes({ ...raiseWith, main: main.replace("raise_with('bad kind', 'BadKind')", "pass_on(['bad: ' num2str(kind)])") }, 'main')).toEqual([]);
  // A message held by a variable of the caller that is always a text.
  expect(codes({ ...raiseWith, main: main.replace("raise_with('bad kind', 'BadKind')", "msg = 'bad kind';\n    pass_on(msg)") }, 'main')).toEqual([]);
});

test('given no text, or a value that may be empty, such a helper may return', () => {
  const main = "function r = main(kind, m)\n  if kind == 1\n    v = 1;\n  else\n    pass_on(m);\n  end\n  r = v;\nend\n";
  expect(codes({ ...raiseWith, main }, 'main')).toEqual(['7:unassigned-variable']);
  expect(codes({ ...raiseWith, main: main.replace('pass_on(m)', "pass_on('')") }, 'main')).toEqual(['7:unassigned-variable']);
  // raise_with replaces an empty message, but a message the caller did not give is not a text.
  expect(codes({ ...raiseWith, main: main.replace('pass_on(m)', 'raise_with(m)') }, 'main')).toEqual(['7:unassigned-variable']);
});

test('a raising function on the path that a class method of the same name may stand for is not taken to raise', () => {
  // MTEX's obsolete/plotPDF raises; @orientation/plotPDF, dispatched on the argument, returns.
  const files = {
    plotit: "function plotit(varargin)\n  error('plotit is obsolete: use the method');\nend\n",
    '@shape/shape': 'function s = shape(x)\n  s = class(struct(\'x\', x), \'shape\');\nend\n',
    '@shape/plotit': 'function plotit(s)\n  disp(s);\nend\n',
    main: 'function r = main(o)\n  plotit(o);\n  r = 1;\nend\n',
  };
  expect(codes(files, 'main')).toEqual([]);
  // With no method of the name, the call never returns.
  const plain: Record<string, string> = { ...files };
  delete plain['@shape/plotit'];
  expect(codes(plain, 'main')).toEqual(['3:unreachable-code']);
});

test("a raising method of an object a variable holds ends a path: ME.rethrow(), matlab.unittest's tc.assumeFail / assertFail(tc, ...); verifyFail goes on", () => {
  const tst = "function tst(tc, f)\ntry, a = f(1); catch ME, tc.assumeFail(ME.message); end\ndisp(a);\ntry\n  b = f(2);\ncatch ME\n  ME.rethrow();\nend\ndisp(b);\ntry\n  c = f(3);\ncatch ME\n  assertFail(tc, 'no');\nend\ndisp(c);\ntry\n  d = f(4);\ncatch ME\n  tc.verifyFail('no');\nend\ndisp(d);\ntc.fatalAssertFail('stop');\ndisp(1);\nend\n";
  expect(codes({ tst }, 'tst')).toEqual(['21:unassigned-variable', '23:unreachable-code']);
});

test("error(err.message) of a caught error raises again (catch err, err = lasterror): a raised error's message is never empty (CVX's @cvx/prod, LTFAT's instfreqplot); showing it does not end the path", () => {
  const rethrows = "function y = rethrows(x)\ntry\n  z = ones(x);\ncatch exc\n  error(exc.message);\nend\ny = z;\nend\n";
  const last = "function y = last(x)\ntry\n  z = ones(x);\ncatch\n  err = lasterror;\n  if strcmp(err.identifier, 'a:b')\n    error('bad');\n  else\n    error(err.message);\n  end\nend\ny = z;\nend\n";
  const shows = "function y = shows(x)\ntry\n  z = ones(x);\ncatch exc\n  disp(exc.message);\nend\ny = z;\nend\n";
  const reused = "function y = reused(x)\nexc.message = '';\ntry\n  z = ones(x);\ncatch exc\n  error(exc.message);\nend\ny = z;\nend\n";
  expect(codes({ rethrows }, 'rethrows')).toEqual([]);
  expect(codes({ last }, 'last')).toEqual([]);
  expect(codes({ shows }, 'shows')).toEqual(['7:unassigned-variable']);
  expect(codes({ reused }, 'reused')).toEqual(['8:unassigned-variable']);
});

test("a helper that raises unless told otherwise never returns when called with fewer arguments (RAVEN's dispEM(msg)); with its flag given, or a c{:} list, it may", () => {
  const dispEM = "function dispEM(msg, throwErrors)\n  if nargin < 2\n    throwErrors = true;\n  end\n  if throwErrors == false\n    fprintf('WARNING: %s\\n', msg);\n  else\n    throw(MException('', msg));\n  end\nend\n";
  const main = (call: string) => `function g = main(s, t, c)\n  if ~strcmpi(t, 'rc') && ~strcmpi(t, 'rr')\n    ${call};\n  end\n  if strcmpi(t, 'rc'), g = s; end\n  if strcmpi(t, 'rr'), g = s'; end\n  disp(g);\nend\n`;
  expect(codes({ dispEM, main: main("dispEM('bad type')") }, 'main')).toEqual([]);
  expect(codes({ dispEM, main: main("dispEM('bad type', false)") }, 'main')).toEqual(['7:unassigned-variable']);
  expect(codes({ dispEM, main: main('dispEM(c{:})') }, 'main')).toEqual(['7:unassigned-variable']);
});

test('a helper with a return on a path the argument count rules out still never returns for that count; one on the taken path returns', () => {
  const helper = (tail: string) => `function dispEM(msg, throwErrors, toList)\n  if nargin < 2\n    throwErrors = true;\n  end\n  if nargin < 3\n    toList = [];\n  elseif isempty(toList)\n    ${tail}\n  end\n  if throwErrors == false\n    disp(msg);\n  else\n    error(msg);\n  end\nend\n`;
  const main = "function g = main(s, t)\n  if ~strcmpi(t, 'rc')\n    dispEM('bad type');\n  end\n  g = s;\n  if strcmpi(t, 'rc'), h = 1; end\n  disp(h);\nend\n";
  expect(codes({ dispEM: helper('return;'), main }, 'main')).toEqual([]);
  expect(codes({ dispEM: helper('return;').replace('  if nargin < 3\n', '  return;\n  if nargin < 3\n'), main }, 'main')).toEqual(['7:unassigned-variable']);
});
