// Builtins that call a function they are given (cellfun, arrayfun, feval, ...): which
// argument is the function, and what it is called with, so the call graph has the edge and the
// function is analysed with the values it will see.
import { funOptionName } from './builtin-aggregates.js';
import { cellContents } from './indexing.js';
import { BOTTOM, SCALAR, TOP, UNKNOWN_SHAPE, joinSets, matrix, setOf, single, type Value, type ValueSet } from './values.js';

/** Builtins taking a function as their first argument, by how they call it. */
const ELEMENTWISE = new Set(['cellfun', 'arrayfun', 'structfun']);
const DIRECT = new Set(['feval']);
/** Builtins calling their function with pieces of two arrays (columns, or a column and a
 *  scalar), of the arrays' classes. */
const PIECEWISE = new Set(['bsxfun']);
/** Solvers and helpers whose function is called with values like the next argument. */
const SOLVERS = new Set(['fzero', 'fminsearch', 'fminbnd', 'ode45', 'ode23', 'ode15s', 'integral', 'quad', 'quadl', 'lsqnonlin', 'fsolve', 'fminunc']);

export function builtinCallsHandles(name: string): boolean {
  return ELEMENTWISE.has(name) || DIRECT.has(name) || PIECEWISE.has(name) || SOLVERS.has(name);
}

/** One element of an array's values: a scalar of its class (a struct element, a cell's content). */
function elementOf(s: ValueSet, viaCell: boolean): ValueSet {
  if (s.top) return TOP;
  let out = BOTTOM;
  for (const v of s.values.values()) {
    if (viaCell && v.kind === 'cell') out = joinSets(out, cellContents(single(v), []));
    else if (v.kind === 'matrix') out = joinSets(out, single(matrix(v.mclass, SCALAR, v.complex)));
    else if (v.kind === 'struct') out = joinSets(out, single({ ...v, shape: SCALAR }));
    else if (v.kind === 'cell') out = joinSets(out, single({ kind: 'cell', shape: SCALAR, merged: v.merged }));
    else out = joinSets(out, single(v));
  }
  return out;
}

/** Until the first option name ('UniformOutput', 'ErrorHandler', or a prefix): the data arguments. */
function dataArgs(args: readonly ValueSet[]): readonly ValueSet[] {
  const i = args.findIndex((a) => !a.top && a.values.size === 1 && [...a.values.values()].some((v: Value) => v.kind === 'matrix' && v.constant?.kind === 'char' && funOptionName(v.constant.value) !== undefined));
  return i < 0 ? args : args.slice(0, i);
}

/** The function argument of a call and the arguments it will be called with. */
export function handleArgsFor(name: string, args: readonly ValueSet[]): { handle: ValueSet; args: ValueSet[] } | undefined {
  if (args.length === 0) return undefined;
  const handle = args[0];
  const rest = args.slice(1);
  if (DIRECT.has(name)) return { handle, args: [...rest] };
  if (name === 'structfun') {
    const s = rest[0];
    if (!s) return undefined;
    let fields = BOTTOM;
    for (const v of s.values.values()) fields = joinSets(fields, v.kind === 'struct' && v.fields ? [...v.fields.values()].reduce(joinSets, BOTTOM) : TOP);
    return { handle, args: [s.top ? TOP : fields] };
  }
  if (ELEMENTWISE.has(name)) return { handle, args: dataArgs(rest).map((a) => elementOf(a, name === 'cellfun')) };
  if (PIECEWISE.has(name)) return { handle, args: rest.slice(0, 2).map(anyShape) };
  // A solver calls its function with values of the class of its start point or interval.
  const start = rest[0] ?? TOP;
  const scalarDouble = single(matrix('double', SCALAR));
  if (name.startsWith('ode')) return { handle, args: [scalarDouble, start.top ? TOP : setOf([...start.values.values()].map((v) => (v.kind === 'matrix' ? matrix(v.mclass === 'single' ? 'single' : 'double', { dims: [null, 1], open: false }, v.complex) : v)))] };
  return { handle, args: [start.top ? TOP : elementOrSame(start)] };
}

function elementOrSame(s: ValueSet): ValueSet {
  return setOf([...s.values.values()].map((v) => (v.kind === 'matrix' ? matrix(v.mclass === 'single' ? 'single' : 'double', v.shape, v.complex) : v)));
}

/** The classes of an array's values, with any shape (what a piece of it may be). */
function anyShape(s: ValueSet): ValueSet {
  if (s.top) return TOP;
  return setOf([...s.values.values()].map((v) => (v.kind === 'matrix' ? matrix(v.mclass, UNKNOWN_SHAPE, v.complex) : v)));
}
