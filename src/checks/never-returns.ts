// User functions that never return: every path through the body raises an error (`error(...)`,
// `throw`, `print_usage`, or a call of another such function), as MATLAB projects' helpers
// (`badInput(...)`, `throwError(id, msg)`) do. Calls to them end a path like `error` does, for
// unreachable-code and unassigned-variable: a `switch` whose `otherwise` calls one does not fall
// through.
import { innerBlocks } from '../syntax/index.js';
import type { Kind } from '../kinds/index.js';
import type { Library } from '../project/index.js';
import type { Stmt } from '../syntax/index.js';
import { modifiedNames } from './unassigned-guards.js';
import { blockExits, type KindLookup } from './unreachable.js';

/** How deep a chain of helpers is followed (a helper calling a helper ...). */
const DEPTH = 3;

/** Verdicts per library, by the callee's file and qualified name. */
const verdicts = new WeakMap<Library, Map<string, boolean>>();

/** `neverReturns(name)` as seen from a scope of the library. */
export function neverReturnsFrom(lib: Library, file: string, functionPath: readonly string[], depth = DEPTH): (name: string) => boolean {
  let memo = verdicts.get(lib);
  if (!memo) verdicts.set(lib, (memo = new Map()));
  const known = memo;
  return (name) => {
    const r = lib.lookup(name, { file, functionPath: [...functionPath] });
    if (!r || r.kind === 'builtin' || r.compiled || r.entity !== 'function' || !r.function) return false;
    const key = `${r.file.path}\0${r.function.qualifiedName}\0${depth}`;
    const hit = known.get(key);
    if (hit !== undefined) return hit;
    if (depth <= 0) return false;
    // In progress: a recursive helper is not taken to raise by itself.
    known.set(key, false);
    const calleePath = r.function.qualifiedName.split('/');
    const body = r.function.node.body;
    const variables = modifiedNames(body);
    const inner: KindLookup = {
      // The callee's names are not analysed for kinds here: a name it calls is taken to be a
      // function unless the callee assigns it (`error = 1` would be a variable).
      get: (node): Kind => ((node as { name?: string }).name !== undefined && variables.has((node as { name: string }).name) ? 'VAR' : 'FN'),
      neverReturns: neverReturnsFrom(lib, r.file.path, calleePath, depth - 1),
      // A `return` returns: only raising counts.
      raisesOnly: true,
    };
    // Every path raises: the body always leaves by an error, and no `return` leaves it normally.
    const verdict = !hasReturn(body) && blockExits(body, inner);
    known.set(key, verdict);
    return verdict;
  };
}

/** A `return` anywhere in the body (nested functions aside). */
function hasReturn(list: readonly Stmt[]): boolean {
  return list.some((s) => s.type === 'Return' || (s.type !== 'Function' && innerBlocks(s).some(hasReturn)));
}
