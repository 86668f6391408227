// Arrays of the project's objects (issue 18): MATLAB indexes, grows, concatenates and measures an
// array of objects as it does any array, unless a class of the hierarchy overloads the operation.
// So for a class whose hierarchy the library holds whole, with none of those overloads, an
// object value's size follows the same rules as a matrix's; the builtins that only ask about
// sizes answer from it. Octave 7 refuses to concatenate classdef objects and has no `Cls.empty`:
// those follow MATLAB only (docs/dialects.md).
import type { Library } from '../project/index.js';
import type { BuiltinResult } from './builtin-propagator.js';
import { hierarchyOf } from './objects.js';
import { matrix, objectArray, setOf, shapeOf, single, TOP, UNKNOWN_SHAPE, type ObjectValue, type Value } from './values.js';

/** Operations a class may take over from MATLAB's array semantics. */
const ARRAY_OVERLOADS = [
  'subsref', 'subsasgn', 'horzcat', 'vertcat', 'cat', 'numel', 'size', 'length', 'ndims', 'isempty', 'end', 'numArgumentsFromSubscript',
  'isscalar', 'isvector', 'isrow', 'iscolumn', 'ismatrix', 'reshape', 'repmat', 'empty',
];

/** Builtins that answer from an array's size alone. */
const SIZE_QUESTIONS = new Set(['numel', 'size', 'length', 'ndims', 'isempty', 'isscalar', 'isvector', 'isrow', 'iscolumn', 'ismatrix']);
const CONCATENATIONS = new Set(['horzcat', 'vertcat', 'cat']);

/** Do arrays of class `cls` behave as MATLAB's arrays: a classdef hierarchy the library holds
 *  whole (or ending in `handle`), no class of which overloads indexing, concatenation or size? */
export function plainArrays(lib: Library, cls: string): boolean {
  const { classes, outside } = hierarchyOf(lib, cls);
  return outside.every((c) => c === 'handle') && classes.every((m) => m.classdef !== undefined && ARRAY_OVERLOADS.every((o) => !m.methods.has(o)));
}

/** A builtin call with objects among its arguments that MATLAB answers as for arrays: a size
 *  question of a plain object array of known size, or (MATLAB) a concatenation of plain objects
 *  of one class with empty `[]`s. `propagate` computes the builtin on matrices standing in for
 *  the objects; undefined for any other call. */
export function objectArrayBuiltin(lib: Library, name: string, args: readonly Value[], runtime: 'matlab' | 'octave', propagate: (args: Value[]) => BuiltinResult | undefined): BuiltinResult | undefined {
  const standIn = (v: Value): Value | undefined => {
    if (v.kind !== 'object') return v;
    return v.shape !== undefined && plainArrays(lib, v.mclass) ? matrix('double', v.shape, 'real') : undefined;
  };
  if (SIZE_QUESTIONS.has(name)) {
    const stood = args.map(standIn);
    return stood.every((v): v is Value => v !== undefined) ? propagate(stood) : undefined;
  }
  if (!CONCATENATIONS.has(name) || runtime !== 'matlab') return undefined;
  const parts = name === 'cat' ? args.slice(1) : args;
  // `[]` takes no part in a concatenation (`objs = []; objs = [objs, o]`).
  const kept = parts.filter((v) => !(v.kind === 'matrix' && v.mclass === 'double' && !v.shape.open && v.shape.dims.length === 2 && v.shape.dims.every((d) => d === 0)));
  const first = kept[0];
  if (first?.kind !== 'object' || !kept.every((v) => v.kind === 'object' && v.mclass === first.mclass)) return undefined;
  if (kept.length === 1) return { outputs: [single(first)] };
  const stood = kept.map(standIn);
  if (!stood.every((v): v is Value => v !== undefined)) return undefined;
  const r = propagate(name === 'cat' ? [args[0]!, ...stood] : stood);
  if (!r || r.error) return r;
  const made = r.outputs[0];
  const shapes = made && !made.top ? [...made.values.values()].map((v) => (v.kind === 'matrix' ? v.shape : UNKNOWN_SHAPE)) : [UNKNOWN_SHAPE];
  return { outputs: [setOf(shapes.map((s) => objectArray(first, s))), ...r.outputs.slice(1).map(() => TOP)] };
}

/** `Cls.empty` (MATLAB): an empty array of the class, 0x0; `Cls.empty(0, n)` and others
 *  (`nargs` -1: a list of unknown length) of unknown size. Undefined when `name` is no such
 *  call of a plain class. */
export function emptyObjects(lib: Library, name: string, nargs: number, runtime: 'matlab' | 'octave'): ObjectValue | undefined {
  if (runtime !== 'matlab' || !name.endsWith('.empty')) return undefined;
  const cls = name.slice(0, -'.empty'.length);
  if (!lib.classNamed(cls)?.classdef || !plainArrays(lib, cls)) return undefined;
  return { kind: 'object', mclass: cls, shape: nargs === 0 ? shapeOf(0, 0) : UNKNOWN_SHAPE };
}
