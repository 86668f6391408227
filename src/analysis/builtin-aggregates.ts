// Builtins that build or take apart structs and cells (section 5.4 of the Tamer paper):
// struct(...), cell(n, m), concatenation of cells and structs, num2cell, fieldnames, getfield,
// setfield, rmfield, deal, and the result classes and shapes of cellfun and arrayfun.
import {
  BOTTOM, EMPTY_SHAPE, SCALAR, TOP, UNKNOWN_SHAPE, isScalarShape, joinSets, joinShape, matrix, numelOf, sameShape, shapeOf, shapeOfTerms, termAt,
  numberConstant, single, type CellValue, type Shape, type StructValue, type Value, type ValueSet,
} from './values.js';
import { concat, extent, isEmptyMatrixShape, mayBeEmpty, mayBeScalar, numberOf, textOf, valueShape } from './builtin-shapes.js';

/** Tuples (elements known one by one) are kept up to this many elements. */
export const MAX_TUPLE = 64;

export type AggregateResult = { readonly outputs: readonly ValueSet[] } | { readonly error: string };

/** cell(n), cell(m, n): every element the empty double matrix. */
export function emptyCells(shape: Shape): CellValue {
  const empty = single(matrix('double', EMPTY_SHAPE, 'real'));
  const n = numelOf(shape);
  if (n !== null && !shape.open && n <= MAX_TUPLE) return { kind: 'cell', shape, elements: Array.from({ length: n }, () => empty), merged: n === 0 ? BOTTOM : empty };
  return { kind: 'cell', shape, merged: empty };
}

/** struct(), struct(s), struct('a', v, 'b', w, ...): cell values make a struct array of the
 *  cell's size (1x1 cells are spread to every element). */
export function structBuiltin(args: readonly Value[], runtime: 'matlab' | 'octave' = 'matlab'): AggregateResult {
  if (args.length === 0) return { outputs: [single({ kind: 'struct', shape: SCALAR, fields: new Map() })] };
  // struct([]) is a 0x0 struct array (Octave: any empty array gives one of its size).
  const a0 = args[0]!;
  if (a0.kind === 'matrix' && a0.mclass !== 'char' && a0.mclass !== 'string' && mayBeEmpty(a0.shape)) {
    return { outputs: [single({ kind: 'struct', shape: args.length === 1 ? a0.shape : UNKNOWN_SHAPE })] };
  }
  if (args.length === 1) {
    const a = args[0]!;
    if (a.kind === 'struct') return { outputs: [single(a)] };
    if (a.kind === 'object') return { outputs: [single({ kind: 'struct', shape: UNKNOWN_SHAPE })] };
    return { error: `struct: a single argument must be a struct or an object, not ${a.kind === 'matrix' ? a.mclass : a.kind}` };
  }
  if (args.length % 2 !== 0) return { error: 'struct: field names and values must come in pairs' };
  const names: (string | undefined)[] = [];
  const values: ValueSet[] = [];
  const cellShapes: Shape[] = [];
  for (let i = 0; i < args.length; i += 2) {
    const n = args[i]!;
    const v = args[i + 1]!;
    if (n.kind === 'matrix' && n.mclass !== 'char' && n.mclass !== 'string') return { error: `struct: field name ${i / 2 + 1} is a ${n.mclass}, not text` };
    if (n.kind !== 'matrix' && n.kind !== 'object') return { error: `struct: field name ${i / 2 + 1} is a ${n.kind}, not text` };
    names.push(n.kind === 'matrix' && n.mclass === 'char' ? textOf(n) : undefined);
    if (v.kind === 'cell') {
      if (isScalarShape(v.shape)) {
        values.push(v.elements?.[0] ?? v.merged);
      } else {
        cellShapes.push(v.shape);
        values.push(v.merged);
      }
    } else {
      values.push(single(v));
    }
  }
  let shape: Shape = SCALAR;
  if (cellShapes.length > 0) {
    const certain = cellShapes.filter((s) => !mayBeScalar(s));
    for (const s of certain) {
      const known = (t: Shape): boolean => !t.open && t.dims.every((d) => d !== null);
      if (known(s) && known(certain[0]!) && s.dims.join('x') !== certain[0]!.dims.join('x')) {
        return { error: 'struct: cell array values must have the same size (or be 1x1)' };
      }
    }
    // A cell that is not 1x1 gives the struct array its size; one that may be 1x1 either
    // spreads or must agree with the others.
    shape = certain.length > 0 ? certain.reduce(joinShape) : cellShapes.reduce(joinShape, SCALAR);
  }
  if (names.some((n) => n === undefined)) return { outputs: [single({ kind: 'struct', shape })] };
  const fields = new Map<string, ValueSet>();
  for (const [i, n] of names.entries()) {
    // MATLAB refuses a repeated field name; Octave keeps the last value.
    if (fields.has(n!) && runtime === 'matlab') return { error: `struct: duplicate field name '${n}'` };
    fields.set(n!, values[i]!);
  }
  return { outputs: [single({ kind: 'struct', shape, fields })] };
}

/** Concatenation (0-based dimension: 0 vertcat, 1 horzcat) whose result is a cell: non-cell
 *  operands are wrapped in a 1x1 cell (the empty matrix [] is dropped). */
export function concatCells(args: readonly Value[], dim: number): AggregateResult {
  const shapes: Shape[] = [];
  const parts: ({ elements?: readonly ValueSet[]; shape: Shape } | undefined)[] = [];
  let merged: ValueSet = BOTTOM;
  for (const a of args) {
    if (a.kind === 'cell') {
      shapes.push(a.shape);
      merged = joinSets(merged, a.merged);
      parts.push(a.elements && !a.shape.open && a.shape.dims.length === 2 && a.shape.dims.every((d) => d !== null) ? { elements: a.elements, shape: a.shape } : undefined);
    } else {
      const s = valueShape(a);
      const n = numelOf(s);
      if (a.kind === 'matrix' && isEmptyMatrixShape(s)) {
        shapes.push(EMPTY_SHAPE);
        parts.push({ elements: [], shape: EMPTY_SHAPE });
        continue;
      }
      merged = joinSets(merged, single(a));
      if (n !== null && n > 0) {
        shapes.push(SCALAR);
        parts.push({ elements: [single(a)], shape: SCALAR });
      } else {
        shapes.push(joinShape(SCALAR, EMPTY_SHAPE));
        parts.push(undefined);
      }
    }
  }
  const r = concat(shapes, dim);
  if ('error' in r) return r;
  const shape = r.shape;
  let elements: ValueSet[] | undefined;
  if (parts.every((p) => p !== undefined) && !shape.open && shape.dims.length === 2 && shape.dims.every((d) => d !== null)) {
    const kept = (parts as { elements?: readonly ValueSet[]; shape: Shape }[]).filter((p) => !isEmptyMatrixShape(p.shape));
    if (dim === 1) {
      elements = kept.flatMap((p) => [...p.elements!]);
    } else if (dim === 0) {
      const cols = extent(shape, 1) as number;
      elements = [];
      for (let j = 0; j < cols; j++) {
        for (const p of kept) {
          const rows = extent(p.shape, 0) as number;
          for (let i = 0; i < rows; i++) elements.push(p.elements![j * rows + i]!);
        }
      }
    }
    if (elements && elements.length !== numelOf(shape)) elements = undefined;
  }
  return { outputs: [single(elements && elements.length <= MAX_TUPLE ? { kind: 'cell', shape, elements, merged } : { kind: 'cell', shape, merged })] };
}

/** Concatenation of structs: a struct array. */
export function concatStructs(args: readonly Value[], dim: number): AggregateResult {
  const structs = args.filter((a): a is StructValue => a.kind === 'struct');
  const shapes = args.map(valueShape);
  const r = concat(shapes, dim);
  if ('error' in r) return r;
  let fields: Map<string, ValueSet> | undefined = new Map();
  for (const s of structs) {
    if (!s.fields || !fields) {
      fields = undefined;
      continue;
    }
    for (const [f, v] of s.fields) fields.set(f, fields.has(f) ? joinSets(fields.get(f)!, v) : v);
  }
  return { outputs: [single(fields ? { kind: 'struct', shape: r.shape, fields } : { kind: 'struct', shape: r.shape })] };
}

/** The value of one element of an array (what arrayfun passes, and num2cell wraps). */
export function elementOf(v: Value): Value {
  switch (v.kind) {
    case 'matrix':
      return isScalarShape(v.shape) ? v : matrix(v.mclass, SCALAR, v.complex);
    case 'cell':
      return { kind: 'cell', shape: SCALAR, merged: v.merged };
    case 'struct':
      return v.fields ? { kind: 'struct', shape: SCALAR, fields: v.fields } : { kind: 'struct', shape: SCALAR };
    default:
      return v;
  }
}

export function num2cell(args: readonly Value[]): AggregateResult {
  const x = args[0]!;
  const e = single(elementOf(x));
  const merged = x.kind === 'cell' ? single({ kind: 'cell', shape: SCALAR, merged: x.merged }) : e;
  if (args.length > 1) return num2cellAlong(x, args[1]!);
  const shape = valueShape(x);
  const n = numelOf(shape);
  let elements: ValueSet[] | undefined;
  if (n !== null && !shape.open && n <= MAX_TUPLE) {
    elements = x.kind === 'cell' && x.elements ? x.elements.map((el) => single({ kind: 'cell', shape: SCALAR, elements: [el], merged: el })) : Array.from({ length: n }, () => merged);
  }
  return { outputs: [single(elements ? { kind: 'cell', shape, elements, merged: n === 0 ? BOTTOM : merged } : { kind: 'cell', shape, merged })] };
}

/** `num2cell(A, dim)`: each element keeps A's extent along `dim` (a column of A for dim 1), the
 *  cell has A's extents with `dim` made 1. With dims not a known scalar, neither is known. */
function num2cellAlong(x: Value, d: Value): AggregateResult {
  const k = d.kind === 'matrix' && d.constant?.kind === 'number' && Number.isInteger(d.constant.value) && d.constant.value >= 1 ? d.constant.value : undefined;
  const shape = valueShape(x);
  let element: Shape = UNKNOWN_SHAPE;
  let outer: Shape = UNKNOWN_SHAPE;
  if (k !== undefined && k <= 32) {
    const terms = Array.from({ length: Math.max(shape.dims.length, k) }, (_, i) => termAt(shape, i));
    element = shapeOfTerms(terms.map((t, i) => (i === k - 1 ? t : 1)));
    outer = shapeOfTerms(terms.map((t, i) => (i === k - 1 ? 1 : t)), shape.open);
  }
  const e: Value = x.kind === 'matrix' ? matrix(x.mclass, element, x.complex) : x.kind === 'cell' ? { kind: 'cell', shape: element, merged: x.merged } : x.kind === 'struct' ? { ...x, shape: element } : x;
  return { outputs: [single({ kind: 'cell', shape: outer, merged: single(e) })] };
}

export function fieldnames(): ValueSet {
  return single({ kind: 'cell', shape: shapeOf(null, 1), merged: single(matrix('char', shapeOf(1, null), 'real')) });
}

export function getfield(args: readonly Value[]): AggregateResult | undefined {
  const [s, f] = args;
  const name = textOf(f);
  if (args.length !== 2 || !s || s.kind !== 'struct' || !s.fields || name === undefined) return undefined;
  const v = s.fields.get(name);
  if (!v) return { error: `getfield: no field '${name}'` };
  return { outputs: [v] };
}

export function setfield(args: readonly Value[]): AggregateResult | undefined {
  const [s, f, v] = args;
  const name = textOf(f);
  if (args.length !== 3 || !s || s.kind !== 'struct' || !v || name === undefined || !isScalarShape(s.shape)) return undefined;
  if (!s.fields) return { outputs: [single(s)] };
  return { outputs: [single({ kind: 'struct', shape: s.shape, fields: new Map(s.fields).set(name, single(v)) })] };
}

export function rmfield(args: readonly Value[]): AggregateResult | undefined {
  const [s, f] = args;
  const name = textOf(f);
  if (args.length !== 2 || !s || s.kind !== 'struct' || !s.fields || name === undefined) return undefined;
  if (!s.fields.has(name)) return { error: `rmfield: no field '${name}'` };
  const fields = new Map(s.fields);
  fields.delete(name);
  return { outputs: [single({ kind: 'struct', shape: s.shape, fields })] };
}

/** deal(x) copies x to every output; deal(a, b, ...) gives one argument to each output. */
export function deal(args: readonly Value[], nOut: number): AggregateResult {
  if (args.length === 1) return { outputs: Array.from({ length: nOut }, () => single(args[0]!)) };
  if (args.length !== nOut) return { error: `deal: ${args.length} inputs for ${nOut} outputs` };
  return { outputs: args.map((a) => single(a)) };
}

/** Octave's `[err, a, b, ...] = common_size(a, b, ...)`: err is 0 when the arguments that are
 *  not scalars all have one size, and then each scalar comes back repeated to that size; 1
 *  otherwise, and every argument comes back unchanged. */
export function commonSize(args: readonly Value[], nOut: number): AggregateResult {
  if (args.length < 2) return { error: 'common_size: only makes sense with two or more inputs' };
  if (nOut > args.length + 1) return { error: `common_size: ${nOut} outputs for ${args.length} inputs` };
  const arrays = args.map((a) => (a.kind === 'matrix' ? (numelOf(a.shape) === 1 ? false : mayBeScalar(a.shape) ? undefined : true) : undefined));
  const allScalars = arrays.every((x) => x === false);
  const sizes = args.filter((_, i) => arrays[i] === true).map((a) => (a as { shape: Shape }).shape);
  // The size scalars take: known when the arrays agree on one size that has no unknown extent.
  const known = (z: Shape): boolean => !z.open && z.dims.every((d) => typeof d === 'number');
  const common = sizes.length > 0 && sizes.every((z) => known(z) && sameShape(z, sizes[0]!)) ? sizes[0]! : undefined;
  // Every argument's size known: whether they agree is known too (err is 0 or 1 for sure).
  const decided = arrays.every((x) => x !== undefined) && sizes.every(known);
  const agree = allScalars || common !== undefined;
  const outputs: ValueSet[] = [single(decided ? numberConstant(agree ? 0 : 1) : matrix('double', SCALAR, 'real'))];
  for (let i = 1; i < nOut; i++) {
    const a = args[i - 1]!;
    if (arrays[i - 1] === true || allScalars || (decided && !agree)) outputs.push(single(a));
    else if (a.kind !== 'matrix') outputs.push(TOP);
    else {
      const expanded = single(matrix(a.mclass, common ?? UNKNOWN_SHAPE, a.complex));
      outputs.push(decided ? expanded : joinSets(single(a), expanded));
    }
  }
  return { outputs };
}

/** How cellfun/arrayfun were called: the data arguments and UniformOutput (undefined when an
 *  option's text is not known, or an ErrorHandler may give any value). */
export interface FunCall {
  readonly data: readonly Value[];
  readonly uniform: boolean | undefined;
}

/** Which option of cellfun/arrayfun a name is: MATLAB and Octave take any case and a prefix
 *  (`'uni', 0`, `'Un', 0`); Octave refuses a single letter, so a prefix has two at least. */
export function funOptionName(text: string): 'uniformoutput' | 'errorhandler' | undefined {
  if (text.length < 2) return undefined;
  const t = text.toLowerCase();
  if ('uniformoutput'.startsWith(t)) return 'uniformoutput';
  if ('errorhandler'.startsWith(t)) return 'errorhandler';
  return undefined;
}

export function parseFunCall(rest: readonly Value[], cellfun: boolean): FunCall {
  const data: Value[] = [];
  let i = 0;
  for (; i < rest.length; i++) {
    const a = rest[i]!;
    if (cellfun ? a.kind !== 'cell' : a.kind === 'matrix' && a.mclass === 'char' && i > 0) break;
    data.push(a);
  }
  let uniform: boolean | undefined = true;
  for (; i < rest.length; i += 2) {
    const key = textOf(rest[i]);
    if (key === undefined) return { data, uniform: undefined };
    if (funOptionName(key) === 'uniformoutput') {
      const v = numberOf(rest[i + 1]);
      uniform = v === undefined ? undefined : v !== 0;
    } else {
      // An ErrorHandler's results may be of any class: nothing is known.
      return { data, uniform: undefined };
    }
  }
  return { data, uniform };
}

/** The shape the results of cellfun/arrayfun take: the data arguments must all have it. */
export function funShape(data: readonly Value[], runtime: 'matlab' | 'octave' = 'matlab'): { shape: Shape } | { error: string } {
  if (data.length === 0) return { shape: UNKNOWN_SHAPE };
  const shapes = data.map(valueShape);
  // Octave spreads 1x1 arguments over the others.
  if (runtime === 'octave') return { shape: shapes.reduce(joinShape) };
  const full = (s: Shape): boolean => !s.open && s.dims.every((d) => d !== null);
  for (const s of shapes) {
    if (full(s) && full(shapes[0]!) && s.dims.join('x') !== shapes[0]!.dims.join('x')) return { error: 'all the input arguments must have the same size' };
  }
  return { shape: shapes.reduce(joinShape) };
}

/** The value sets of the elements a cellfun/arrayfun call passes, per data argument. */
export function elementSets(data: readonly Value[], cellfun: boolean): ValueSet[] {
  return data.map((d) => (cellfun ? (d.kind === 'cell' ? d.merged : TOP) : single(elementOf(d))));
}
