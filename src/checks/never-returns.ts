// User functions that never return: every path through the body raises an error (`error(...)`,
// `throw`, `print_usage`, or a call of another such function), as MATLAB projects' helpers
// (`badInput(...)`, `throwError(id, msg)`) do. Calls to them end a path like `error` does, for
// unreachable-code and unassigned-variable: a `switch` whose `otherwise` calls one does not fall
// through.
import { innerBlocks } from '../syntax/index.js';
import type { Kind } from '../kinds/index.js';
import type { Library } from '../project/index.js';
import type { Expr, Stmt } from '../syntax/index.js';
import { changesByName, modifiedNames } from './unassigned-changes.js';
import { blockExits, builtFromText, type KindLookup } from './unreachable.js';
import { allStatements } from './unassigned-blocks.js';
import { evaluate } from './unassigned-evaluate.js';

/** How deep a chain of helpers is followed (a helper calling a helper ...). */
const DEPTH = 3;

/** Verdicts per library, by the callee's file and qualified name. */
const verdicts = new WeakMap<Library, Map<string, boolean>>();

/** `neverReturns(name, texts)` as seen from a scope of the library: `texts()[i]` says the
 *  call's argument i is surely a non-empty text, for helpers that raise with the message they
 *  are given (`stk_error(msg, id)` builds a struct from `msg` and calls `error` with it). */
/** `byConvention`: for the unassigned-variable walk, `throw` raises even where a class of the
 *  project defines its own (see KindLookup.byConvention). */
export function neverReturnsFrom(lib: Library, file: string, functionPath: readonly string[], depth = DEPTH, byConvention = false): (name: string, texts?: () => readonly boolean[]) => boolean {
  let memo = verdicts.get(lib);
  if (!memo) verdicts.set(lib, (memo = new Map()));
  const known = memo;
  // A unit calls the same names many times: one lookup per name.
  const found = new Map<string, ReturnType<Library['lookup']>>();
  return (name, textsOf = () => []) => {
    let r = found.get(name);
    if (!found.has(name)) found.set(name, (r = lib.lookup(name, { file, functionPath: [...functionPath] })));
    if (!r || r.kind === 'builtin' || r.compiled || r.entity !== 'function' || !r.function) return false;
    // A class of the project with a method of the name may be what runs (MATLAB dispatches to
    // the dominant argument's method before a function in a folder or on the path): MTEX's
    // obsolete/plotPDF raises, the @orientation and @SO3Fun methods it stands for return.
    if ((r.kind === 'current-folder' || r.kind === 'path') && lib.hasMethod(name)) return false;
    const node = r.function.node;
    // Only the texts given to named parameters count (not varargin's).
    const texts = textsOf();
    const given = node.inputs.map((p, k) => p.type === 'Identifier' && p.name !== 'varargin' && texts[k] === true);
    // How many arguments the call passes (undefined when a `c{:}` may pass any number).
    const count = (texts as { spread?: boolean }).spread ? undefined : texts.length;
    // The first of varargin's values a text too (d2d's `arParsingError(msg)` whose body is
    // `error(varargin{:})`): `varargin{1}` holds it, while the body leaves varargin alone.
    const last = node.inputs.length - 1;
    const varargText = last >= 0 && node.inputs[last]!.type === 'Identifier' && (node.inputs[last] as { name: string }).name === 'varargin' && texts[last] === true;
    const key = `${r.file.path}\0${r.function.qualifiedName}\0${depth}\0${given.map(Number).join('')}${varargText ? 'v' : ''}${byConvention ? 'c' : ''}\0${count ?? ''}`;
    const hit = known.get(key);
    if (hit !== undefined) return hit;
    if (depth <= 0) return false;
    // In progress: a recursive helper is not taken to raise by itself.
    known.set(key, false);
    const calleePath = r.function.qualifiedName.split('/');
    const body = node.body;
    const variables = modifiedNames(body);
    const textParams = new Set(node.inputs.flatMap((p, k) => (given[k] && p.type === 'Identifier' ? [p.name] : [])));
    const texts_ = nonEmptyTexts(body, textParams, new Set(node.inputs.flatMap((p) => (p.type === 'Identifier' ? [p.name] : []))));
    if (varargText && !variables.has('varargin')) texts_.add('varargin{1}');
    const inner: KindLookup = {
      // The callee's names are not analysed for kinds here: a name it calls is taken to be a
      // function unless the callee assigns it (`error = 1` would be a variable).
      get: (n): Kind => ((n as { name?: string }).name !== undefined && variables.has((n as { name: string }).name) ? 'VAR' : 'FN'),
      neverReturns: neverReturnsFrom(lib, r.file.path, calleePath, depth - 1, byConvention),
      nonEmptyText: (n) => texts_.has(n),
      // A `return` returns: only raising counts.
      raisesOnly: true,
      // `throw(exception.Base(specs, "warning"))` where the project's class defines `throw`
      // (IRIS-Toolbox's exception.warning only warns).
      projectMethod: (n) => lib.hasMethod(n),
      byConvention,
    };
    // Every path raises: the body always leaves by an error, and no `return` leaves it normally;
    // or does so for this many arguments (RAVEN's `dispEM(msg)`: `if nargin < 2, throwErrors =
    // true; end` and then raises unless throwErrors is false).
    const verdict = (!hasReturn(body) && blockExits(body, inner)) || (count !== undefined && count < node.inputs.length && raisesGiven(body, new Map([['nargin', count]]), inner));
    known.set(key, verdict);
    return verdict;
  };
}

/** The variables of a body that hold a non-empty text (or a struct whose `message` is one)
 *  wherever they are read: every assignment to them gives one, and a parameter among them was
 *  given one (`textParams`). Found by dropping names until none is left to drop. */
export function nonEmptyTexts(body: readonly Stmt[], textParams: ReadonlySet<string>, params: ReadonlySet<string>): Set<string> {
  // The values each name is assigned; null for a name changed any other way (`x(k) = ...`, a
  // loop's variable, `[a, b] = f()`), which is not known to hold a text.
  const sources = new Map<string, Expr[] | null>();
  for (const [name, changes] of changesByName(body)) {
    const values = changes?.map((s) => (s.type === 'Assign' && s.op === '=' && s.targets.length === 1 && s.targets[0].type === 'Identifier' ? s.rhs : undefined));
    sources.set(name, values?.every((v) => v !== undefined) ? (values as Expr[]) : null);
  }
  const candidates = [...textParams, ...[...sources.keys()].filter((n) => !params.has(n))];
  const out = new Set(candidates.filter((n) => sources.get(n) !== null));
  const holds = (e: Expr): boolean => builtFromText(e, (n) => out.has(n)) || messageStruct(e, (n) => out.has(n));
  for (let changed = true; changed; ) {
    changed = false;
    for (const n of [...out]) {
      if (!(sources.get(n) ?? []).every(holds)) {
        out.delete(n);
        changed = true;
      }
    }
  }
  // A caught error's message (`catch err`, `err = lasterror`) is not empty: an error with an
  // empty one is never raised, so `error(err.message)` in a catch raises again.
  const caught = new Set<string>();
  const other = new Set<string>();
  for (const st of allStatements(body)) {
    if (st.type === 'Try' && st.catchVar) caught.add(st.catchVar.name);
    else if (st.type === 'Assign' && st.op === '=' && st.targets.length === 1 && st.targets[0]!.type === 'Identifier' && isLastError(st.rhs)) caught.add(st.targets[0]!.name);
    else if (innerBlocks(st).length === 0) for (const n of modifiedNames([st])) other.add(n);
  }
  for (const name of caught) if (!other.has(name)) out.add(`${name}.message`);
  return out;
}

/** `lasterror` or `lasterror()`: the last error's struct. */
function isLastError(e: Expr): boolean {
  return (e.type === 'Identifier' && e.name === 'lasterror') || (e.type === 'Index' && e.args.length === 0 && e.target.type === 'Identifier' && e.target.name === 'lasterror');
}

/** `struct('message', text, ...)`: what `error(s)` raises with. */
function messageStruct(e: Expr, known: (name: string) => boolean): boolean {
  if (e.type !== 'Index' || e.target.type !== 'Identifier' || e.target.name !== 'struct') return false;
  for (let k = 0; k + 1 < e.args.length; k += 2) {
    const field = e.args[k];
    if (field.type === 'String' && field.value === 'message') return builtFromText(e.args[k + 1], known);
  }
  return false;
}

/** Does the list surely raise, given the numbers `env` holds (the argument count, constants
 *  assigned on the way)? An if whose conditions those numbers decide is taken as they say; any
 *  other statement only forgets the names it changes. */
function raisesGiven(list: readonly Stmt[], env: Map<string, number | undefined>, kindOf: KindLookup): boolean {
  const value = (e: Expr): number | undefined => evaluate(e, (n) => env.get(n));
  for (const s of list) {
    if (blockExits([s], kindOf)) return true;
    if (s.type === 'If') {
      let taken: readonly Stmt[] | undefined;
      let decided = true;
      for (const c of s.clauses) {
        const v = value(c.cond);
        if (v === undefined) {
          decided = false;
          break;
        }
        if (v !== 0) {
          taken = c.body;
          break;
        }
      }
      if (decided) {
        const branch = taken ?? s.elseBody ?? [];
        if (raisesGiven(branch, env, kindOf)) return true;
        continue;
      }
    }
    // A `return` on the way, or where the numbers do not decide the path: it may return.
    if (hasReturn([s])) return false;
    if (s.type === 'Assign' && s.op === '=' && s.targets.length === 1 && s.targets[0]!.type === 'Identifier') {
      env.set(s.targets[0]!.name, value(s.rhs));
      continue;
    }
    for (const n of modifiedNames([s])) env.set(n, undefined);
  }
  return false;
}

/** A `return` anywhere in the body (nested functions aside). */
function hasReturn(list: readonly Stmt[]): boolean {
  return list.some((s) => s.type === 'Return' || (s.type !== 'Function' && innerBlocks(s).some(hasReturn)));
}
