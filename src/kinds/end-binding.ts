// Which identifier an `end` inside an index refers to (Section 4.1, "Variable binding an
// end", and footnote 12 for scripts). `end` binds to the innermost enclosing indexed name that
// is a variable; names that are functions are skipped.
import type { AbstractKind } from './lattice.js';

export type Variant = 'matlab7' | 'flow-sensitive' | 'flow-insensitive';

/** One enclosing index target, innermost first. Cell-indexed names and assignment targets
 *  are variables for sure (`kind` VAR); a target that is no name binds like a variable. */
export interface Candidate {
  kind: AbstractKind;
  /** The name is a function in the library (decides among candidates in scripts). */
  inLibrary: boolean;
  /** The name (absent for a target that is no name): one name met twice in the chain
   *  (`s.X(:, s.iB(1:end))`) has one kind, so it cannot make the binding ambiguous. */
  name?: string;
}

export type Binding =
  | { action: 'bind'; index: number; warn: boolean }
  | { action: 'unbound' }
  | { action: 'ambiguous' };

/**
 * In a function, the innermost non-function candidate binds the `end` if it is a variable, or
 * if no outer candidate could be one (then it is assumed to be a variable: silently in
 * MATLAB 7, with a warning in the other analyses); otherwise the binding is ambiguous. Names
 * not yet seen that are library functions count as functions, since that is what they become.
 * In a script (or after `load`/`eval` in a function) every name may be a variable, so the library decides: the one candidate that is
 * not a library function binds; if all are, MATLAB 7 takes the outermost and the other
 * analyses report an ambiguity.
 */
export function decideBinding(cands: readonly Candidate[], inScript: boolean, variant: Variant, namesMayAppear = false): Binding {
  // Where `load`/`eval` may create any variable, a library function's name may be one.
  const isFunctionNow = (c: Candidate): boolean =>
    c.kind === 'FN' || c.kind === 'PREFIX' || (!inScript && !namesMayAppear && (c.kind === 'UNDEF' || c.kind === 'ID') && c.inLibrary);
  let i = 0;
  while (i < cands.length && isFunctionNow(cands[i])) i++;
  if (i === cands.length) return { action: 'unbound' };
  const warn = variant !== 'matlab7';
  // A name that an outer assignment target assigns is a variable here too.
  const assignedHere = cands[i].name !== undefined && cands.some((c, k) => k > i && c.kind === 'VAR' && c.name === cands[i].name);
  if (cands[i].kind === 'VAR' || assignedHere) return { action: 'bind', index: i, warn: false };
  const outer: number[] = [];
  for (let k = i + 1; k < cands.length; k++) if (!isFunctionNow(cands[k]) && (cands[k].name === undefined || cands[k].name !== cands[i].name)) outer.push(k);
  // After `load`/`eval` in a function, as in a script, the library decides (chronux's
  // `load(f); xlim([0 t(end)])`: `t` works only as a variable, `xlim` stays a function).
  if (!inScript && !namesMayAppear) return outer.length > 0 ? { action: 'ambiguous' } : { action: 'bind', index: i, warn };
  const all = [i, ...outer];
  if (all.length === 1) return { action: 'bind', index: i, warn };
  // One of them a variable the script assigned, the others library functions it never assigns
  // (`mesh.x = 1:10; y = mesh.x(round(end/2))`, SOFAtoolbox): the variable (a caller's variable
  // named `round` is not worth an error).
  const assigned = all.filter((k) => cands[k].kind === 'VAR');
  if (assigned.length === 1 && all.every((k) => k === assigned[0] || cands[k].inLibrary)) return { action: 'bind', index: assigned[0]!, warn: false };
  const notInLibrary = all.filter((k) => !cands[k].inLibrary);
  if (notInLibrary.length === 1) return { action: 'bind', index: notInLibrary[0], warn: warn && cands[notInLibrary[0]].kind !== 'VAR' };
  if (notInLibrary.length === 0 && variant === 'matlab7') return { action: 'bind', index: all[all.length - 1], warn: false };
  return { action: 'ambiguous' };
}
