// Error wrappers by convention, for the unassigned-variable check only: a function of the
// project named like `error` (`ft_error`, `my_error`, a package's `error`), given a message,
// that raises somewhere in its body or in a function it calls (FieldTrip's `ft_error(msg)` ends
// in ft_notification's `error(state)`; its `ft_error('off', id)` sets a state and returns). Such
// a call ends a path where a path needs ending (`else ft_error('not an EGIS file.')` before a
// read of what the other branches assigned). The proof never-returns.ts asks for is out of
// reach there (ft_notification decides by `dbstack`), and unreachable-code does not use this
// convention: it would call code dead (and `--fix` would delete it) on a guess.
import { visitNodes } from '../syntax/index.js';
import type { Library } from '../project/index.js';
import type { Expr } from '../syntax/index.js';

/** `error`, `ft_error`, `my_error`: the name's last part (after a package's dot). */
const WRAPPER_NAME = /^(?:[A-Za-z]\w*_)?error$/i;
/** What raises in a wrapper's body. */
const RAISES = new Set(['error', 'throw', 'rethrow', 'throwAsCaller']);
/** How deep the functions a wrapper calls are searched for a raise. */
const DEPTH = 3;

/** `(name, args)`: does a call of `name` with these arguments raise, by the convention? */
export function errorWrappersFrom(lib: Library, file: string, functionPath: readonly string[]): (name: string, args: readonly Expr[]) => boolean {
  const found = new Map<string, boolean>();
  return (name, args) => {
    if (!WRAPPER_NAME.test(name.slice(name.lastIndexOf('.') + 1)) || !message(args[0], args.length)) return false;
    let verdict = found.get(name);
    if (verdict === undefined) found.set(name, (verdict = reachesRaise(lib, name, file, functionPath, DEPTH, new Set())));
    return verdict;
  };
}

/** A message, not a setting (`ft_error('off', id)`): a text with a blank or a format, a
 *  message id followed by more, or a text built from one (`sprintf(...)`, `['bad: ' s]`). */
function message(e: Expr | undefined, count: number): boolean {
  if (e === undefined) return false;
  if (e.type === 'String') return /[\s%]/.test(e.value.trim()) || (count >= 2 && /^\w+(:\w+)+$/.test(e.value));
  if (e.type === 'Matrix') return e.rows.length === 1 && e.rows[0]!.some((x) => x.type === 'String' && /\s/.test(x.value));
  return e.type === 'Index' && e.target.type === 'Identifier' && (e.target.name === 'sprintf' || e.target.name === 'strcat') && message(e.args[0], 1);
}

/** Does the function `name`, seen from `file`, call a raising builtin, or (to `depth`) a
 *  function of the project that does? */
function reachesRaise(lib: Library, name: string, file: string, functionPath: readonly string[], depth: number, seen: Set<string>): boolean {
  const r = lib.lookup(name, { file, functionPath: [...functionPath] });
  if (!r || r.kind === 'builtin' || r.compiled || r.entity !== 'function' || !r.function) return false;
  const key = `${r.file.path}\0${r.function.qualifiedName}`;
  if (seen.has(key)) return false;
  seen.add(key);
  const called = new Set<string>();
  visitNodes(r.function.node.body, (node) => {
    const n = node as Expr;
    if (n.type === 'Index' && n.target.type === 'Identifier') called.add(n.target.name);
  });
  for (const c of called) if (RAISES.has(c)) return true;
  if (depth <= 1) return false;
  const path = r.function.qualifiedName.split('/');
  for (const c of called) if (reachesRaise(lib, c, r.file.path, path, depth - 1, seen)) return true;
  return false;
}
