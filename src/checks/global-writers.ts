// Which calls may change a global variable, for the unassigned-variable walk. MATLAB lets a
// function see a global only when it declares it `global` too: a call of a function of the
// program that declares none of the caller's globals, and calls nothing that may (to a few
// levels), leaves them as they were. PALM's palm_core declares `global plm opts`, which no
// other file of PALM declares; its many palm_* helpers cannot change them, so a test of
// `opts.X` before such a call still holds after it.
import { visitNodes, type Command, type FunctionDef, type Identifier, type Stmt } from '../syntax/index.js';
import { collectAssigned } from './unassigned-names.js';
import type { Library } from '../project/index.js';

/** How many levels of calls are followed before a call is taken to change anything. */
const DEPTH = 4;
/** Builtins that call functions they are given, or callbacks (listeners, timers, figures):
 *  they may run any of the program's code (the unassigned-variable walk asks this too). */
export const CALLS_BACK = /^(builtin|cellfun|arrayfun|structfun|eval\w*|run|set|drawnow|pause|waitfor|uiwait|refresh|notify|ode\w+|fzero|fminsearch|fminbnd|fminunc|fmincon|fsolve|lsq\w+|quad\w*|integral\w*|bsxfun|accumarray|splitapply|timer|start|feval\w*)$/;
/** Builtins that change variables of the workspace they run in, or of its caller. */
const WRITES_WORKSPACE = /^(assignin|load|clear\w*)$/;

/** `(name, globals)`: may a call of the user function `name` change one of these globals? True
 *  for anything that is not a function of the program whose code, and its callees', can be read. */
export function globalWritersFrom(lib: Library, file: string, functionPath: readonly string[]): (name: string, globals: readonly string[]) => boolean {
  const found = new Map<string, boolean>();
  return (name, globals) => {
    const key = `${name}\0${globals.join(',')}`;
    let verdict = found.get(key);
    if (verdict === undefined) found.set(key, (verdict = mayWrite(lib, name, file, functionPath, new Set(globals), DEPTH, new Set())));
    return verdict;
  };
}

function mayWrite(lib: Library, name: string, file: string, functionPath: readonly string[], globals: ReadonlySet<string>, depth: number, seen: Set<string>): boolean {
  const r = lib.lookup(name, { file, functionPath: [...functionPath] });
  // Not found: MATLAB stops there ("Unrecognized function"), nothing runs.
  if (r === undefined) return false;
  if (r.kind === 'builtin') return CALLS_BACK.test(name) || WRITES_WORKSPACE.test(name);
  if (r.compiled || r.entity !== 'function' || !r.function) return true;
  const key = `${r.file.path}\0${r.function.qualifiedName}`;
  if (seen.has(key)) return false;
  if (depth <= 0) return true;
  seen.add(key);
  const body = r.function.node as FunctionDef;
  // Its own variables (a call of a name it assigns is an index).
  const own = new Set<string>(body.inputs.flatMap((p) => (p.type === 'Identifier' ? [p.name] : [])));
  for (const o of body.outputs) own.add(o.name);
  collectAssigned(body.body, own);
  let writes = false;
  const called = new Set<string>();
  visitNodes(body.body, (node) => {
    if (writes) return;
    switch (node.type) {
      case 'Global':
        if ((node as Stmt & { type: 'Global' }).names.some((n) => globals.has(n.name))) writes = true;
        return;
      // A handle may be called anywhere later.
      case 'FunctionHandle':
      case 'AnonFunction':
        writes = true;
        return;
      case 'Identifier': {
        const n = (node as Identifier).name;
        if (!own.has(n)) called.add(n);
        return;
      }
      case 'Command':
        called.add((node as Command).name.name);
        return;
      default:
    }
  });
  if (writes) return true;
  const path = r.function.qualifiedName.split('/');
  for (const c of called) if (mayWrite(lib, c, r.file.path, path, globals, depth - 1, seen)) return true;
  return false;
}
