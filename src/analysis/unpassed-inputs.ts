// Inputs a call does not pass. MATLAB runs a function called with fewer arguments than it
// declares, and stops with "Not enough input arguments." where the body first reads one it
// was not given (Dynare's `[ok, info] = check;` of a `check(M, options, oo)` that reads
// `options.initval_file` at once). The value analysis ends such a path there, and says why, so
// that a call whose every path ends so can be reported where it is written.
import type { IrFunction, Stmt } from '../tame/index.js';
import { statementReads } from './temporaries.js';
import type { Context, Specialization } from './specialization.js';

/** How the paths through a specialization's body end. */
export interface Ending {
  /** Some path reaches the end of the body (or the analysis could not tell). */
  returns: boolean;
  /** The first read found of an input this context does not pass (a path ends there). */
  unpassed?: { readonly input: string; readonly position: number; readonly line: number };
  /** Some path ends another way: an error raised, a value no path gives, a loop over nothing. */
  otherwise: boolean;
}

export function newEnding(): Ending {
  return { returns: false, otherwise: false };
}

/** The inputs the context does not pass, with their positions: where one holds no value (no
 *  path has assigned it, `if nargin < 3, tol = 1e-6; end` does on its path), a read of it fails.
 *  Empty when the number of arguments is unknown. */
export function unpassedInputs(fn: IrFunction, context: Context): ReadonlyMap<string, number> {
  const out = new Map<string, number>();
  if (context.nargin === null) return out;
  fn.inputs.forEach((name, i) => {
    if (i >= context.nargin! && !(name === 'varargin' && i === fn.inputs.length - 1)) out.set(name, i + 1);
  });
  return out;
}

/** The variables a simple statement reads that must hold a value for it to run: not the array,
 *  cell or struct an assignment updates (`x(3) = 1` makes x), nor what an anonymous function
 *  captures (read when it is called). */
export function requiredReads(s: Stmt): string[] {
  return statementReads(s, true);
}

/** Does the finished analysis of `callee` say that no way through it returns? */
export function neverReturns(callee: Specialization): boolean {
  return !callee.ending.returns && !callee.recursive && !callee.provisional && callee.status === 'done';
}

/** Why a call of `callee` (in its context) fails whenever it runs for want of an input: every
 *  path through the body reads one the call does not pass. Undefined when some path returns,
 *  ends another way (an error of its own, which may be the point), the function cannot return
 *  even given every input (a helper that raises), or the analysis of the body is not final. */
export function shortOfInputs(callee: Specialization, returnsWithAllInputs: () => boolean): string | undefined {
  const { ending, context, fn } = callee;
  if (!neverReturns(callee) || ending.otherwise || !ending.unpassed || context.nargin === null) return undefined;
  if (!returnsWithAllInputs()) return undefined;
  const { input, position, line } = ending.unpassed;
  const given = context.nargin === 1 ? '1 input' : `${context.nargin} inputs`;
  const file = fn.file.replace(/^.*[\\/]/, '');
  return `'${fn.name}' is called with ${given}, but every way through it reads its input '${input}' (input ${position}; ${file}:${line}), which this call does not pass: MATLAB stops there with "Not enough input arguments."`;
}

/** Does the body end with a call that raises (`error(['JSONLAB: ' msg])`, `throw(ME)`)? Such a
 *  function is written to fail, whether or not the analysis can tell its message is not empty. */
export function endsRaising(fn: IrFunction, raising: ReadonlySet<string>): boolean {
  for (let k = fn.body.length - 1; k >= 0; k--) {
    const s = fn.body[k]!;
    if (s.op === 'comment') continue;
    return s.op === 'call' && raising.has(s.fn);
  }
  return false;
}
