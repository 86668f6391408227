// Helpers that test whether a variable of their caller exists: vistasoft's (and isetbio's, AFQ's)
// `notDefined('x')` evaluates `~exist('x', 'var')` (then `isempty(x)`) in its caller with
// `evalin('caller', ...)`. A call of one with a constant name queries that name as
// `exist('x', 'var')` does: the unassigned-variable check trusts such a guard.
import type { Library } from '../project/index.js';
import { visitNodes, type Expr, type Stmt } from '../syntax/index.js';
import { perCallee } from './callee-summaries.js';

/** Is a call of `name` (looked up from the file and function path) such a helper? */
export function existenceTestsFrom(lib: Library, file: string, functionPath: readonly string[]): (name: string) => boolean {
  return perCallee(tests, lib, file, functionPath, false, (_path, fn) => testsCallerExistence(fn.node));
}

const tests = new WeakMap<Library, Map<string, boolean>>();

/** One input, and an `evalin('caller', ...)` in a body whose texts ask `exist(`. */
function testsCallerExistence(node: { inputs: ReadonlyArray<{ type: string }>; body: Stmt[] }): boolean {
  if (node.inputs.length !== 1 || node.inputs[0].type !== 'Identifier') return false;
  let evalsInCaller = false;
  let asksExist = false;
  visitNodes(node.body, (n) => {
    const e = n as Expr;
    if (e.type === 'Index' && e.target.type === 'Identifier' && e.target.name === 'evalin' && e.args[0]?.type === 'String' && e.args[0].value === 'caller') evalsInCaller = true;
    if (e.type === 'String' && /\bexist\(/.test(e.value)) asksExist = true;
  });
  return evalsInCaller && asksExist;
}
