// A call of a function that assigns in its caller's workspace (`assignin('caller', ...)`,
// `evalin('caller', ...)`) may change any variable of the function making it, as a script's
// run does: CVX's `variable C(n,n,2) symmetric` replaces the C assigned before it.
import { afterAll, describe, expect, test } from 'vitest';
import { ValueAnalysis, formatValueSet } from '../../src/analysis/index.js';
import { functionName, removeTempProjects, tempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

function analyse(files: Record<string, string>, main: string): { results: string[]; messages: string[] } {
  const project = tempProject(files);
  const analysis = new ValueAnalysis(project.lib);
  const fn = analysis.ir(project.file(main))!.functions[0]!;
  const spec = analysis.analyze(fn, { args: [], nargin: 0, nargout: fn.outputs.length });
  return { results: spec.results.map(formatValueSet), messages: spec.diagnostics.map((d) => `${d.code}: ${d.message}`) };
}

describe('functions that assign in their caller', () => {
  const variable = "function variable(name)\nassignin('caller', name, zeros(3, 3, 2));\nend\n";
  const main = 'function y = main()\nC = 50;\nvariable C\ny = C(:, :, 2);\nend\n';

  test('a call of one may change every variable of the caller: no size error from the value before it', () => {
    const r = analyse({ variable, main }, functionName(main));
    expect(r.messages).toEqual([]);
    expect(r.results).toEqual(['?']);
  });

  test("the lowering's temporaries are no variables: the call cannot change them", () => {
    // [7, w()]: the 7 is held in a temporary before w runs and changes the caller.
    const w = "function r = w()\nassignin('caller', 'q', 1);\nr = 2;\nend\n";
    const m = 'function y = m()\ny = [7, w()];\nend\n';
    expect(analyse({ w, m }, 'm').results).toEqual(['(double, 1x2)']);
  });

  test('without the assignin, the same code fails for every run (C is 1x1)', () => {
    const r = analyse({ variable: 'function variable(name)\nend\n', main }, functionName(main));
    expect(r.messages).toEqual([expect.stringMatching(/^dim-mismatch: index 2 exceeds the 1 extent of dimension 3 of C/)]);
  });

  test("assignin('base', ...) changes the variables of a script (run from the command line), not of a function", () => {
    // mtex's doc scripts: `mtexdata martensite` puts `ebsd` in the base workspace.
    const data = "function data(name)\nassignin('base', name, zeros(3, 3, 2));\nend\n";
    const script = 'C = 50;\ndata C\ny = C(:, :, 2);\n';
    expect(analyse({ data, demo: script }, 'demo').messages).toEqual([]);
    expect(analyse({ data, main }, functionName(main)).messages).toEqual([expect.stringMatching(/^dim-mismatch: index 2 exceeds/)]);
  });
});

describe('functions that assign in their caller only when asked for no output (pmtk3 loadData)', () => {
  const loadIt = "function varargout = loadIt(name)\nD = struct('a', 1);\nif nargout == 0\n  assignin('caller', 'a', D.a);\nelse\n  varargout{1} = D;\nend\nend\n";
  const loadElse = "function varargout = loadIt(name)\nD = struct('a', 1);\nif nargout > 0\n  varargout{1} = D;\nelse\n  assignin('caller', 'a', D.a);\nend\nend\n";
  const always = "function varargout = loadIt(name)\nassignin('caller', 'a', 1);\nvarargout{1} = 2;\nend\n";
  const main = (call: string) => `function y = main()\nC = 50;\n${call}\ny = C(:, :, 2);\nend\n`;

  test('called with an output, such a function changes nothing here: the size error stands', () => {
    for (const body of [loadIt, loadElse]) {
      const r = analyse({ loadIt: body, main: main("D = loadIt('x');") }, 'main');
      expect(r.messages).toEqual([expect.stringMatching(/^dim-mismatch: index 2 exceeds the 1 extent of dimension 3 of C/)]);
    }
  });

  test('called with none, or one that assigns either way, may change any variable', () => {
    expect(analyse({ loadIt, main: main("loadIt('x');") }, 'main').messages).toEqual([]);
    expect(analyse({ loadIt: always, main: main("D = loadIt('x');") }, 'main').messages).toEqual([]);
  });
});
