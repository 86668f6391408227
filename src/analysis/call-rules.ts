// The rules the interprocedural analysis applies to calls: which builtins raise, which class
// errors are worth reporting, what an argument of unknown class may be, how results map to
// output variables (varargout), and the wild effects' wording.
import { CLASS_GROUPS, loadBuiltins } from '../builtins/index.js';
import type { IrFunction } from '../tame/index.js';
import type { Context } from './specialization.js';
import type { CallArgs } from './transfer.js';
import { valueShape } from './builtin-shapes.js';
import { BOTTOM, TOP, formatShape, isScalarShape, joinSets, matrix, numelOf, setOf, type Shape, type Value, type ValueSet, unknownOf, withoutProps } from './values.js';

/** How the combinations of a call's argument classes fared. */
export interface Failures {
  errors: number;
  total: number;
  message: string;
  /** How many of the errors are about sizes (dimension mismatches). */
  shapeErrors: number;
}

/** A fresh count, with no call tried yet. */
export function noFailures(): Failures {
  return { errors: 0, total: 0, message: '', shapeErrors: 0 };
}

/** One value of every builtin class, for an argument that may be anything. */
export const ANY_CLASS: ValueSet = setOf([...CLASS_GROUPS.get('matrix')!, 'cell', 'struct', 'function_handle'].map(unknownOf));

/** One value of every builtin class, all of this shape (an input whose extents are named).
 *  For a size query the function handle is left out: it is 1x1, so what the query says in
 *  terms of the symbols (`size(A, 1)` is A#1) holds for it too, and the join would lose it. */
export function anyClassOfShape(shape: Shape, sizeQuery: boolean): ValueSet {
  const cache = sizeQuery ? shapedForSize : shaped;
  let cached = cache.get(shape);
  if (!cached) {
    const values = [...ANY_CLASS.values.values()].filter((v) => !(sizeQuery && v.kind === 'handle'));
    cached = setOf(values.map((v) => (v.kind === 'matrix' || v.kind === 'cell' || v.kind === 'struct' ? ({ ...v, shape } as Value) : v)));
    cache.set(shape, cached);
  }
  return cached;
}

/** Builtins that only read their argument's size: the same class of result for every class. */
export const SIZE_QUERIES = new Set(['size', 'numel', 'length', 'ndims', 'rows', 'columns', 'isempty', 'isscalar', 'isvector', 'isrow', 'iscolumn', 'ismatrix', 'issquare']);

const shapedForSize = new WeakMap<Shape, ValueSet>();
const shaped = new WeakMap<Shape, ValueSet>();

/** Builtins that raise an error, so that the code after them does not run. */
export const RAISING = new Set(['error', 'throw', 'rethrow', 'throwAsCaller', 'print_usage']);

export function raises(name: string, args: CallArgs): boolean {
  if (name !== 'error') return true;
  // error('') does nothing; error(id, msg, ...) and error('text') raise.
  if (args.values.length >= 2) return true;
  const m = args.values[0];
  if (!m || m.top || m.values.size === 0) return false;
  // error(s) of a 1x1 struct raises when its message is not empty (stk_error's
  // `error(struct('message', errmsg, 'identifier', ...))` told a text); each struct the
  // argument may be must (its other fields may differ: the `stack` dbstack gives).
  const first = [...m.values.values()][0]!;
  if (first.kind !== 'struct') return nonEmptyText(m);
  for (const v of m.values.values()) {
    const message = v.kind === 'struct' ? v.fields?.get('message') : undefined;
    if (v.kind !== 'struct' || !isScalarShape(v.shape) || message === undefined || !nonEmptyText(message)) return false;
  }
  return true;
}

/** A char array that is not empty: a constant, or one of a known size (a context keeps a
 *  long text's size, not its value: stk_error's `errmsg` is `(char, 1x35)`). */
function nonEmptyText(m: ValueSet): boolean {
  if (m.top || m.values.size !== 1) return false;
  const v = [...m.values.values()][0];
  if (v.kind !== 'matrix' || v.mclass !== 'char') return false;
  if (v.constant?.kind === 'char') return v.constant.value.length > 0;
  const n = numelOf(v.shape);
  return n !== null && n > 0;
}

/** Only operators' class errors are reported: their rules are learned and complete, where a
 *  function's arity or rarer argument forms may be missing from the spec. */
export function isClassError(name: string, message: string): boolean {
  return message.startsWith(`${name}: no rule for arguments`) && (loadBuiltins().attribute(name, 'operator') !== undefined || name === 'horzcat' || name === 'vertcat');
}

export function classErrorMessage(name: string, message: string): string {
  const args = /no rule for arguments (\(.*?\))/.exec(message)?.[1] ?? '';
  const operator = loadBuiltins().attribute(name, 'operator')?.value;
  return `${operator ? `'${operator}' (${name})` : name} cannot combine arguments of classes ${args}: this fails whenever it runs`;
}

/** A dimension mismatch in the user's words: the builtin's message, and which variables held
 *  the operands (`A is 2x3, B is 2x3`), so both extents can be traced to their assignments. */
export function dimMismatchMessage(name: string, message: string, args: CallArgs): string {
  const operator = loadBuiltins().attribute(name, 'operator')?.value;
  const what = message.startsWith(`${name}: `) ? message.slice(name.length + 2) : message;
  const operands: string[] = [];
  args.values.forEach((v, i) => {
    const n = args.names?.[i];
    if (!n || args.names!.indexOf(n) !== i) return;
    const shapes = [...new Set([...v.values.values()].map((x) => formatShape(valueShape(x))))];
    if (shapes.length === 1) operands.push(`${n} is ${shapes[0]}`);
  });
  return `${operator ? `'${operator}' (${name})` : name}: ${what}${operands.length > 0 ? ` (${operands.join(', ')})` : ''}; this fails whenever it runs`;
}

export function isValue(v: Value | ValueSet): v is Value {
  return 'kind' in v;
}

/** A context with its numbers and logicals dropped (shapes kept), for a function reached with
 *  several of them (`fib(n - 1)` would make one context per n); the same context when none. */
export function withoutConstants(ctx: Context): Context {
  const numeric = (v: Value): boolean => v.kind === 'matrix' && v.constant !== undefined && v.constant.kind !== 'char';
  if (!ctx.args.some((s) => [...s.values.values()].some(numeric))) return ctx;
  const strip = (v: Value): Value => (v.kind === 'matrix' && numeric(v) ? matrix(v.mclass, v.shape, v.complex) : v);
  return { ...ctx, args: ctx.args.map((s) => (s.top ? s : setOf([...s.values.values()].map(strip)))) };
}

/** A context with shapes and constants dropped, for functions reached in too many contexts. */
export function generalise(ctx: Context): Context {
  // An object keeps its class (and size): its properties' values go, or contexts would not end.
  const strip = (v: Value): Value => (v.kind === 'matrix' ? matrix(v.mclass, { dims: [null, null], open: true }, v.complex) : withoutProps(v));
  return { ...ctx, args: ctx.args.map((s) => (s.top ? TOP : setOf([...s.values.values()].map(strip)))) };
}

export type ResultSlot = { kind: 'named'; name: string } | { kind: 'varargout'; index: number };

/** Which variable gives each result asked for: the named outputs, then varargout's elements. */
export function resultsFor(fn: IrFunction, ctx: Context): ResultSlot[] {
  const named = fn.outputs.filter((o, i) => !(o === 'varargout' && i === fn.outputs.length - 1));
  const hasVarargout = named.length < fn.outputs.length;
  const n = Math.max(ctx.nargout, 1);
  const slots: ResultSlot[] = named.slice(0, Math.max(n, named.length)).map((name) => ({ kind: 'named', name }));
  if (hasVarargout) for (let i = 0; slots.length < n; i++) slots.push({ kind: 'varargout', index: i });
  return slots;
}

export function varargoutElement(v: ValueSet, i: number): ValueSet {
  if (v.top) return TOP;
  let out = BOTTOM;
  for (const c of v.values.values()) {
    if (c.kind !== 'cell') return TOP;
    out = joinSets(out, c.elements && i < c.elements.length ? c.elements[i] : c.merged);
  }
  return out;
}

