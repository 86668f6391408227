// Code a test expects to fail. The function handle a test gives matlab.unittest's
// `verifyError`, `assertError`, `assumeError` or `fatalAssertError` (function or dot syntax), or
// MOxUnit's and MATLAB xUnit's `assertExceptionThrown`, runs only to raise the error the test
// names (`testCase.verifyError(@() zarrinfo(f, 'x'), 'MATLAB:TooManyInputs')`): a run-time error
// found in its body is what the test checks, not a finding.
import { visitNodes, type Diagnostic, type Expr, type SourceFile } from '../syntax/index.js';

const EXPECTING = new Set(['verifyError', 'assertError', 'assumeError', 'fatalAssertError', 'assertExceptionThrown']);

/** The codes of errors MATLAB raises when the code runs (not those it raises when it reads the
 *  file, such as a syntax error or a kind conflict, which stop the whole test file). */
const RUN_TIME = new Set([
  'too-many-inputs', 'not-enough-inputs', 'too-many-outputs', 'dim-mismatch', 'invalid-class-combination',
  'unknown-member', 'property-access', 'method-access', 'abstract-class', 'undefined-name',
]);

/** The spans (offsets) of the anonymous functions given to a call that expects an error. */
export function expectedFailures(ast: SourceFile): Array<readonly [number, number]> {
  const out: Array<readonly [number, number]> = [];
  visitNodes(ast.body, (node) => {
    const e = node as Expr;
    if (e.type !== 'Index') return;
    const name = e.target.type === 'Identifier' ? e.target.name : e.target.type === 'Field' ? e.target.name : undefined;
    if (name === undefined || !EXPECTING.has(name)) return;
    for (const a of e.args) if (a.type === 'AnonFunction') out.push([a.span.offset, a.span.endOffset]);
  });
  return out;
}

/** The diagnostics but run-time errors inside code a test expects to fail. */
export function outsideExpectedFailures(diagnostics: Diagnostic[], ast: SourceFile): Diagnostic[] {
  if (!diagnostics.some((d) => RUN_TIME.has(d.code))) return diagnostics;
  const ranges = expectedFailures(ast);
  if (ranges.length === 0) return diagnostics;
  return diagnostics.filter((d) => !RUN_TIME.has(d.code) || !ranges.some(([a, b]) => d.span.offset >= a && d.span.offset < b));
}
