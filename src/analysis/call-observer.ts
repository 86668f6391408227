// What a check's analysis of some files learnt of other files: an incremental workspace keeps a
// file's value findings after an edit of a file it calls when what the analysis learnt of that
// file is still the same (early cutoff). With a callee depth and `otherFiles: 'summary'` (the
// check's analysis), a call into another file's function gives its caller nothing but the
// results of a summary or of a cut call, each a function of the callee, the number of arguments,
// nargin and nargout: those are recorded, with the results seen, and can be asked again of an
// analysis over the edited files. Any other read of another file (a class's property defaults, a
// method, a handle's target, declared sizes, a callee analysed in the caller's context) makes
// that file opaque: an edit of it means the analysis runs again.
import type { ValueSet } from './values.js';
import { exactSetKey } from './value-key.js';

/** A call of another file's function whose results a caller took. */
export interface ObservedCall {
  readonly file: string;
  /** The function's qualified name in its file (`outer/inner`). */
  readonly qualifiedName: string;
  readonly args: number;
  readonly nargin: number | null;
  readonly nargout: number;
  /** How many results the caller took. */
  readonly taken: number;
  /** Below the last level of calls (a cut), rather than at it (a summary, or a cut when the
   *  callee is too big for one). */
  readonly below: boolean;
  /** The results taken and the callee's height, as a key (see `seenKey`). */
  readonly seen: string;
}

export class CallObserver {
  /** Above 0 while a read belongs to something recorded (a summary's analysis, a callee found
   *  for a recorded call). */
  quiet = 0;
  readonly calls = new Map<string, ObservedCall>();
  readonly opaque = new Set<string>();

  /** `roots`: the files analysed (their own reads are not about other files). */
  constructor(readonly roots: ReadonlySet<string>) {}

  /** A file was read (its tree, or its IR). */
  read(path: string): void {
    if (this.quiet === 0 && !this.roots.has(path)) this.opaque.add(path);
  }

  record(call: ObservedCall): void {
    this.calls.set(`${call.file}\u0000${call.qualifiedName}\u0000${call.args}|${call.nargin}|${call.nargout}|${call.taken}|${call.below}`, call);
  }
}

/** The results a caller takes from a callee and the callee's height (the longest chain of calls
 *  analysed under it, which decides where the caller's own analysis may be reused). */
export function seenKey(results: readonly ValueSet[], height: number): string {
  return `${height}|${results.map(exactSetKey).join('\u0001')}`;
}
