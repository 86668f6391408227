// A call that passes fewer inputs than its callee reads on every way through it: MATLAB stops at
// the first read ("Not enough input arguments."), and nothing after the call runs. The value
// analysis ends the callee's paths there; the call is reported where it is written, and what
// the caller does after it is dead code (Dynare's compare_kalman_routines divided a result no
// path gives, and was reported as mixing a cell with a double).
import { afterAll, describe, expect, test } from 'vitest';
import { valueDiagnostics } from '../../src/checks/values.js';
import { removeTempProjects, tempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

/** `file:line: code` of the value analysis' findings in `main`, and the not-enough-inputs messages. */
function check(files: Record<string, string>, main = 'main'): { found: string[]; messages: string[] } {
  const p = tempProject(files);
  const byFile = valueDiagnostics(p.lib, [p.file(main)]);
  const list = [...byFile.values()].flat();
  return {
    found: list.map((d) => `${d.span.line}: ${d.code}`),
    messages: list.filter((d) => d.code === 'not-enough-inputs').map((d) => d.message),
  };
}

const scale = 'function y = scale(x, k)\ny = k * x;\nend\n';

describe('not-enough-inputs', () => {
  test('a callee that reads an input the call leaves out on its only way through', () => {
    const r = check({ main: 'function r = main(x)\nr = scale(x);\nend\n', scale });
    expect(r.found).toEqual(['2: not-enough-inputs']);
    expect(r.messages[0]).toMatch(/^'scale' is called with 1 input, but every way through it reads its input 'k' \(input 2; scale\.m:2\)/);
  });

  test("a name alone in a script may read the caller's variable where some script assigns one of that name", () => {
    // vistasoft's showObl-style scripts read `numSlices`, which the script mrAlign3 sets before its menus run them.
    const nslices = 'function n = nslices(vw)\nn = vw.n;\nend\n';
    const setup = 'nslices = 124;\nshow\n';
    expect(check({ main: 'r = nslices - 1;\ndisp(r);\n', nslices, setup }).found).toEqual([]);
    // With parentheses it is the call; from a function, or where no script assigns the name
    // (mtex's test scripts calling the class `symmetry` with no input), it is the call too.
    expect(check({ main: 'r = nslices() - 1;\ndisp(r);\n', nslices, setup }).found).toEqual(['1: not-enough-inputs']);
    expect(check({ main: 'function r = main()\nr = nslices - 1;\nend\n', nslices, setup }).found).toEqual(['2: not-enough-inputs']);
    expect(check({ main: 'r = nslices - 1;\ndisp(r);\n', nslices }).found).toEqual(['1: not-enough-inputs']);
    const sym = 'classdef sym\n  methods\n    function s = sym(id)\n      s.id = id + 1;\n    end\n  end\nend\n';
    expect(check({ main: 'q = sym;\ndisp(q);\n', sym, setup: 'sym{2} = 1;\n' }).found).toEqual(['1: not-enough-inputs']);
  });

  test('a field read of a struct input not passed (Dynare: `[ok, info] = check;` of check(M, options, oo))', () => {
    const checkFn = 'function [e, ok] = check(M, options)\nif ~options.initval_file && M.n > 1\n  e = 1;\nend\noptions.order = 1;\ne = 2; ok = true;\nend\n';
    const r = check({ main: 'function main()\n[e, ok] = check;\ndisp(e);\nend\n', check: checkFn });
    expect(r.found).toEqual(['2: not-enough-inputs']);
    expect(r.messages[0]).toMatch(/reads its input 'options' \(input 2; check\.m:2\)/);
  });

  test('an input an arguments block gives a default may be left out (FieldTrip\'s read_dhn_med10)', () => {
    // The default spans two lines (a continuation), as in FieldTrip; without a default the read fails.
    const rd = (dflt: string) => `function out = rd(filename, password, hdr)\narguments\n  filename (1, :) char\n  password (1, 1) struct = struct('L1', '', ...\n    'L2', '')\n  hdr (1, 1) struct${dflt}\nend\nif ~isempty(fieldnames(hdr))\n  out = 1;\nelse\n  out = 2;\nend\nend\n`;
    const main = 'function r = main(f)\nr = rd(f, struct());\nend\n';
    expect(check({ main, rd: rd(' = struct()') }).found).toEqual([]);
    expect(check({ main, rd: rd('') }).found).toEqual(['2: not-enough-inputs']);
  });

  test('an input tested directly (`if verbose`) fails whichever way the test would go', () => {
    const g = 'function y = g(x, verbose)\ny = 2 * x;\nif verbose\n  disp(y);\nend\nend\n';
    expect(check({ main: 'function r = main(x)\nr = g(x);\nend\n', g }).messages).toEqual([expect.stringMatching(/reads its input 'verbose' \(input 2; g\.m:3\)/)]);
  });

  test('what the caller does with the results after it is dead code: no error from a value no path gives', () => {
    // The callee's only returning path was taken for a cell, and `L / 3` reported as cell / double.
    const f = 'function L = f(a, R, flag)\nQQ = R * 2;\nL = Inf;\nif flag\n  L = {L, QQ};\nend\nend\n';
    const r = check({ main: 'function main(a)\nL = f(a);\nif abs(L / 3 - 1) < 1\n  disp(L);\nend\nend\n', f });
    expect(r.found).toEqual(['2: not-enough-inputs']);
  });

  test('the same call with the input passed, or given a default, is quiet', () => {
    expect(check({ main: 'function r = main(x)\nr = scale(x, 2);\nend\n', scale }).found).toEqual([]);
    const withDefault = 'function y = scale(x, k)\nif nargin < 2\n  k = 2;\nend\ny = k * x;\nend\n';
    expect(check({ main: 'function r = main(x)\nr = scale(x);\nend\n', scale: withDefault }).found).toEqual([]);
    const exists = "function y = scale(x, k)\nif ~exist('k', 'var')\n  k = 2;\nend\ny = k * x;\nend\n";
    expect(check({ main: 'function r = main(x)\nr = scale(x);\nend\n', scale: exists }).found).toEqual([]);
  });

  test("`|` and `&` in an if condition short-circuit as in MATLAB: `~exist('p', 'var') | isempty(p)` does not read p", () => {
    const line = "function [x, y] = line3d(p1, p2, precision)\nif ~exist('precision', 'var') | isempty(precision) | round(precision) == 0\n  precision = 0;\nend\nx = p1 + precision; y = p2;\nend\n";
    expect(check({ main: 'function r = main(a, b)\nr = line3d(a, b);\nend\n', line3d: line }).found).toEqual([]);
    // `&`: the right side runs only where the left holds.
    const both = "function y = g(x, k)\nif nargin > 1 & k > 0\n  x = x * k;\nend\ny = x;\nend\n";
    expect(check({ main: 'function r = main(a)\nr = g(a);\nend\n', g: both }).found).toEqual([]);
  });

  test('a callee that returns on some way through it is quiet (the input read under a condition)', () => {
    const verbose = 'function y = g(x, opts)\ny = 2 * x;\nif x > 3\n  disp(opts.level);\nend\nend\n';
    expect(check({ main: 'function r = main(x)\nr = g(x);\nend\n', g: verbose }).found).toEqual([]);
  });

  test("a callee that also ends with an error of its own is quiet: raising may be its point", () => {
    const strict = "function y = g(x, k)\nif x > 0\n  error('g:k', 'k is needed');\nend\ny = k * x;\nend\n";
    expect(check({ main: 'function r = main(x)\nr = g(x);\nend\n', g: strict }).found).toEqual([]);
  });

  test('a call with an argument list of unknown length, or inside try, is not reported', () => {
    expect(check({ main: 'function r = main(c)\nr = scale(c{:});\nend\n', scale }).found).toEqual([]);
    expect(check({ main: 'function r = main(x)\ntry\n  r = scale(x);\ncatch\n  r = 0;\nend\nend\n', scale }).found).toEqual([]);
  });

  test('a helper that raises whatever it is given is called to fail: not reported (jsonlab error_pos(msg))', () => {
    const helper = "function pos = error_pos(msg, str, pos)\nshow = max(pos - 15, 1);\nerror('%s at %d: %s', msg, pos, str(show:pos));\nend\n";
    expect(check({ main: "function main(x)\nif x\n  error_pos('bad input');\nend\nend\n", error_pos: helper }).found).toEqual([]);
    // Its message computed (not known to be non-empty), it still ends with the error.
    const computed = "function pos = error_pos(msg, str, pos)\nshow = max(pos - 15, 1);\nmsg = [sprintf(msg, pos) ': ' str(show:pos)];\nerror(['JSONLAB: ' msg]);\nend\n";
    expect(check({ main: "function main(x)\nif x\n  error_pos('bad input');\nend\nend\n", error_pos: computed }).found).toEqual([]);
  });

  test('a call through a handle is not reported: the solver passes the function more arguments (fminsearch(@f, x0, opts, data))', () => {
    const main = 'function p = main(x)\np = fminsearch(@nll, [0 1], optimset(), x);\nend\nfunction v = nll(p, data)\nv = sum((data - p(1)).^2);\nend\n';
    expect(check({ main }).found).toEqual([]);
    // The function named by a text (Dynare's fminsearch('smm_objective', x0, opts, moments, W, options)).
    const named = "function p = main(x)\np = fminsearch('nll', [0 1], optimset(), x);\nend\n";
    expect(check({ main: named, nll: 'function v = nll(p, data)\nv = sum((data - p(1)).^2);\nend\n' }).found).toEqual([]);
  });

  test('code after a call of a function that never returns is dead: nothing there is reported (stk_predict)', () => {
    // (A body that only raises would be taken for a MEX file's stub, which is not analysed.)
    const stkError = "function stk_error(msg, id)\nid = ['STK:' id];\nerror(id, msg);\nend\n";
    const main = "function r = main(x)\nstk_error('not implemented', 'NotImplemented');\nr = scale(x);\nend\n";
    expect(check({ main, stk_error: stkError, scale }).found).toEqual([]);
    // stk's own stk_error raises a struct: error(s) raises when s.message is a text (known here
    // for a local function, analysed with what the call passes).
    const structError = "\nfunction stk_error(msg, id)\ns = struct('message', msg, 'identifier', ['STK:' id]);\nerror(s);\nend\n";
    expect(check({ main: main + structError, scale }).found).toEqual([]);
    // stk's real one adds the stack dbstack gives (a struct array: the error struct stays 1x1).
    const withStack = "\nfunction stk_error(msg, id)\nstack = dbstack();\nstack = stack(2:end);\ns = struct('message', msg, 'identifier', ['STK:' id], 'stack', stack);\nerror(s);\nend\n";
    expect(check({ main: main + withStack, scale }).found).toEqual([]);
    // A long message reaches the helper as a text of known size, not as its value: still raises.
    const long = "function r = main(x)\nstk_error('This syntax is not implemented yet, sorry.', 'NotImplemented');\nr = scale(x);\nend\n";
    expect(check({ main: long + withStack, scale }).found).toEqual([]);
    // Without the call before it, the same line is reported.
    expect(check({ main: 'function r = main(x)\nr = scale(x);\nend\n', scale }).found).toEqual(['2: not-enough-inputs']);
  });

  test('a field of what may be a struct array passes one argument per element: not reported (eeglab myintersect(ALLEEG.chanlocs))', () => {
    expect(check({ main: 'function r = main(s)\nr = scale(s.x);\nend\n', scale }).found).toEqual([]);
    // A struct known to be 1x1 passes one.
    expect(check({ main: 'function r = main(v)\ns.x = v;\nr = scale(s.x);\nend\n', scale }).found).toEqual(['3: not-enough-inputs']);
  });

  test('varargin is no missing input', () => {
    const g = 'function y = g(x, varargin)\ny = numel(varargin) + x;\nend\n';
    expect(check({ main: 'function r = main(x)\nr = g(x);\nend\n', g }).found).toEqual([]);
  });
});
