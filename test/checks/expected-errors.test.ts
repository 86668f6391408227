// A test that expects a call to fail (matlab.unittest's verifyError and its kin, MOxUnit's and
// xUnit's assertExceptionThrown) writes the failing call on purpose: the run-time errors found in
// the function handle it gives are what the test checks, and are not reported. The same call
// outside such a handle, or a syntax error inside one, still is.
import { afterAll, expect, test } from 'vitest';
import { checkFile } from '../../src/checks/index.js';
import { removeTempProjects, tempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

const zarrinfo = 'function info = zarrinfo(filepath)\ninfo = filepath;\nend\n';

function found(test: string): string[] {
  const p = tempProject({ tZarr: test, zarrinfo });
  return checkFile(p.lib.file(p.file('tZarr'))!, p.lib).map((d) => `${d.span.line}: ${d.code}`);
}

test('the handle given to verifyError (dot or function syntax) and assertExceptionThrown may fail on purpose', () => {
  // MathWorks' MATLAB-support-for-Zarr-files: testCase.verifyError(@()zarrinfo(f, 'x'), 'MATLAB:TooManyInputs').
  const cls = (body: string) => `classdef tZarr < matlab.unittest.TestCase\n  methods (Test)\n    function tooMany(testCase)\n      ${body}\n    end\n  end\nend\n`;
  expect(found(cls("testCase.verifyError(@() zarrinfo('a', 'b'), 'MATLAB:TooManyInputs');"))).toEqual([]);
  expect(found(cls("verifyError(testCase, @() zarrinfo('a', 'b'), 'MATLAB:TooManyInputs');"))).toEqual([]);
  expect(found(cls("assertExceptionThrown(@() zarrinfo('a', 'b'), 'MATLAB:TooManyInputs');"))).toEqual([]);
  // The same call elsewhere, or given to a qualification that expects no error, is reported.
  expect(found(cls("r = zarrinfo('a', 'b');"))).toEqual(['4: too-many-inputs']);
  expect(found(cls("testCase.verifyWarningFree(@() zarrinfo('a', 'b'));"))).toEqual(['4: too-many-inputs']);
});
