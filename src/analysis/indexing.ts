// What indexing does to abstract values: `a(i)`, `a(i) = v`, `c{i}`, `c{i} = v`, `s.f`,
// `s.f = v`. Class rules of indexed assignment: the array keeps its class (a value assigned
// into it is converted), except that an array that may be empty or unassigned takes the
// class of the value in MATLAB (`x = []; x(3) = int8(1)` is int8; double in Octave, so both
// are kept), and char and logical arrays, where
// MATLAB and Octave disagree on the conversion, may take either class.
import {
  BOTTOM, TOP, EMPTY_SHAPE, SCALAR, UNKNOWN_SHAPE, classOf, isBottom, joinSets, joinShape, sameShape, matrix, normalizeShape, numelOf, numelTerm,
  objectArray, setOf, shapeOfTerms, single, termAt,
  type CellValue, type Complexity, type Extent, type MatrixValue, type Shape, type StructValue, type Value, type ValueSet,
} from './values.js';
import { mulTerms, provablyAtMost, type Term } from './symbolic.js';

/** One index as the analysis sees it: `:`, or the values of the index expression. */
export type IndexArg = { readonly kind: 'colon' } | { readonly kind: 'value'; readonly value: ValueSet; readonly spread?: true };

/** A comma-separated list of unknown length among the indices (`x(c{:}, 1)`): zero or more
 *  indices, so no position after it is known. */
export const SPREAD_INDEX: IndexArg = { kind: 'value', value: TOP, spread: true };

function hasSpread(args: readonly IndexArg[]): boolean {
  return args.some((a) => a.kind === 'value' && a.spread === true);
}

/** The number of positions an index selects, when known. */
function selected(arg: IndexArg, extent: Extent): Extent {
  if (arg.kind === 'colon') return extent;
  let count: Extent | undefined;
  for (const v of arg.value.values.values()) {
    let n: Extent = null;
    if (v.kind === 'matrix' && v.mclass !== 'logical') n = numelOf(v.shape);
    if (v.kind === 'matrix' && v.mclass === 'logical' && v.constant?.kind === 'logical') n = v.constant.value ? 1 : 0;
    count = count === undefined || count === n ? n : null;
  }
  return arg.value.top || count === undefined ? null : count;
}

function isScalarIndex(arg: IndexArg): boolean {
  return arg.kind === 'value' && !arg.value.top && arg.value.values.size > 0 && [...arg.value.values.values()].every((v) => v.kind === 'matrix' && v.mclass !== 'logical' && numelOf(v.shape) === 1);
}

/** As foldedDims, with symbolic extents where the shape names them. */
function foldedTerms(shape: Shape, n: number): Term[] {
  const terms = shape.dims.map((_d, i) => termAt(shape, i));
  if (n <= 0) return terms;
  if (shape.open && terms.length <= n) return [...terms, ...Array<Term>(Math.max(0, n - terms.length)).fill(null)].slice(0, n);
  while (terms.length < n) terms.push(1);
  const rest = terms.slice(n - 1);
  return [...terms.slice(0, n - 1), shape.open ? null : rest.reduce<Term>((p, t) => mulTerms(p, t), 1)];
}

/** The bounds of a whole-number index: a scalar's constant, or the range it is known in; a
 *  vector's range (a colon's: every element lies in it). */
function indexBounds(arg: IndexArg): { lo: Term; hi: Term } | undefined {
  if (arg.kind !== 'value' || arg.spread || arg.value.top || arg.value.values.size !== 1) return undefined;
  const v = [...arg.value.values.values()][0]!;
  if (v.kind !== 'matrix' || v.mclass === 'logical') return undefined;
  if (numelOf(v.shape) !== 1) return v.range;
  if (v.constant?.kind === 'number') return Number.isInteger(v.constant.value) ? { lo: v.constant.value, hi: v.constant.value } : undefined;
  if (v.symbolic) return { lo: v.symbolic, hi: v.symbolic };
  return v.range;
}

/** Whether an index is surely within 1..extent (so an assignment there grows nothing). */
function insideExtent(arg: IndexArg, extent: Term): boolean {
  const b = indexBounds(arg);
  return !!b && extent !== null && b.lo !== null && b.hi !== null && provablyAtMost(1, b.lo) && provablyAtMost(b.hi, extent);
}

/** The extent after assigning at a whole index known exactly (`end + 1`: `n + 1`) that is at
 *  least the extent: the array grows to it. */
function reachedExtent(arg: IndexArg, extent: Term): Term {
  const b = indexBounds(arg);
  if (!b || b.lo === null || b.lo !== b.hi || extent === null || !provablyAtMost(1, b.lo)) return null;
  return provablyAtMost(extent, b.lo) ? b.lo : null;
}

/** A logical mask no longer than the array (`Z(alive) = v` with alive of Z's shape): it selects
 *  only positions that exist, so the assignment grows nothing. */
function maskWithin(arg: IndexArg, shape: Shape): boolean {
  if (arg.kind !== 'value' || arg.spread || arg.value.top || arg.value.values.size !== 1 || shape.open) return false;
  const v = [...arg.value.values.values()][0]!;
  if (v.kind !== 'matrix' || v.mclass !== 'logical' || v.shape.open) return false;
  // The same extents, every one counted or named (two unknown extents may differ).
  if (v.shape.dims.length === shape.dims.length && v.shape.dims.every((_d, i) => termAt(v.shape, i) !== null && termAt(v.shape, i) === termAt(shape, i))) return true;
  const m = numelTerm(v.shape);
  const n = numelTerm(shape);
  return m !== null && n !== null && provablyAtMost(m, n);
}

/** The extents of `shape` seen through `n` indices (the last index spans the rest). */
function foldedDims(shape: Shape, n: number): Extent[] {
  const dims = [...shape.dims];
  if (n <= 0) return dims;
  if (shape.open && dims.length <= n) return [...dims, ...Array<Extent>(Math.max(0, n - dims.length)).fill(null)].slice(0, n);
  while (dims.length < n) dims.push(1);
  const head = dims.slice(0, n - 1);
  const rest = dims.slice(n - 1);
  const last = shape.open ? null : rest.reduce<Extent>((p, d) => (p === null || d === null ? null : p * d), 1);
  return [...head, last];
}

/** An index provably beyond a known extent, as `a(4, 1)` of a 3x3 array reads: which index
 *  (0-based), its value and the extent it exceeds. Only constant scalar indices are judged. */
export function indexOutOfBounds(shape: Shape, args: readonly IndexArg[]): { position: number; index: number; extent: number } | undefined {
  if (args.length === 0 || hasSpread(args)) return undefined;
  const dims = foldedDims(shape, args.length);
  for (const [i, arg] of args.entries()) {
    if (arg.kind !== 'value' || arg.value.top || arg.value.values.size !== 1) continue;
    const v = [...arg.value.values.values()][0]!;
    if (v.kind !== 'matrix' || v.mclass === 'logical' || v.constant?.kind !== 'number') continue;
    const k = v.constant.value;
    const e = dims[i];
    if (e !== null && e !== undefined && Number.isInteger(k) && k > e) return { position: i, index: k, extent: e };
  }
  return undefined;
}

const COLON: IndexArg = { kind: 'colon' };
const MAX_COLON_CHOICES = 8;

/** The char `':'` as an index value selects all, as the literal colon does (`c = {':', 1};
 *  x(c{:})`): an index that may be that char is read both ways. The alternatives an index
 *  stands for: `:` itself, its other values, or both. */
function colonChoices(arg: IndexArg): IndexArg[] {
  if (arg.kind === 'colon') return [arg];
  const s = arg.value;
  let colon = s.top;
  const rest: Value[] = [];
  for (const v of s.values.values()) {
    if (v.kind !== 'matrix' || v.mclass !== 'char') {
      rest.push(v);
      continue;
    }
    if (v.constant?.kind === 'char') {
      if (v.constant.value === ':') colon = true;
      else rest.push(v);
      continue;
    }
    if (!v.shape.open && v.shape.dims.length === 2 && v.shape.dims.some((d) => d !== null && d !== 1)) rest.push(v);
    else {
      colon = true;
      rest.push(v);
    }
  }
  if (!colon) return [arg];
  return rest.length > 0 || s.top ? [COLON, { kind: 'value', value: setOf(rest, s.top) }] : [COLON];
}

/** The readings of an index list with `':'` chars as colons (undefined: too many). */
export function colonReadings(args: readonly IndexArg[]): IndexArg[][] | undefined {
  if (hasSpread(args)) return undefined;
  let out: IndexArg[][] = [[]];
  for (const a of args) {
    const choices = colonChoices(a);
    out = out.flatMap((prefix) => choices.map((c) => [...prefix, c]));
    if (out.length > MAX_COLON_CHOICES) return undefined;
  }
  return out;
}

/** The shape of `a(args)` for an array of shape `shape`. */
export function indexedShape(shape: Shape, args: readonly IndexArg[]): Shape {
  const readings = colonReadings(args);
  if (!readings) return UNKNOWN_SHAPE;
  return readings.map((r) => indexedShapeOf(shape, r)).reduce(joinShape);
}

function indexedShapeOf(shape: Shape, args: readonly IndexArg[]): Shape {
  if (args.length === 0) return shape;
  if (args.length === 1) {
    const arg = args[0];
    if (arg.kind === 'colon') return shapeOfTerms([numelTerm(shape), 1]);
    if (isScalarIndex(arg)) return SCALAR;
    const n = selected(arg, numelOf(shape));
    const logical = [...arg.value.values.values()].some((v) => v.kind === 'matrix' && v.mclass === 'logical');
    // A logical mask selects like a column of positions; a numeric index keeps its own shape.
    const idx = logical ? normalizeShape({ dims: [n, 1], open: false }) : singleShape(arg.value);
    const idxRow = idx !== undefined && !idx.open && idx.dims.length === 2 && idx.dims[0] === 1;
    const idxColumn = idx !== undefined && !idx.open && idx.dims.length === 2 && idx.dims[1] === 1;
    const closed2 = !shape.open && shape.dims.length === 2;
    if (!logical && closed2 && (shape.dims[0] === 1 || shape.dims[1] === 1)) return vectorIndexed(shape, idx, n);
    // A vector keeps its orientation; a scalar (which a vector of unknown length may be) and a
    // matrix take the index's shape, or a column for a mask.
    if (closed2 && shape.dims[0] === 1) {
      const surelyRow = shape.dims[1] !== null && shape.dims[1] !== 1;
      if (surelyRow || (idxRow && !logical)) return normalizeShape({ dims: [1, n], open: false });
      return UNKNOWN_SHAPE;
    }
    if (closed2 && shape.dims[1] === 1) {
      const surelyColumn = shape.dims[0] !== null && shape.dims[0] !== 1;
      if (surelyColumn || idxColumn) return normalizeShape({ dims: [n, 1], open: false });
      return UNKNOWN_SHAPE;
    }
    const matrixLike = shape.dims.every((d) => d !== null && d > 1) || (!shape.open && shape.dims.length > 2);
    if (matrixLike) return idx ?? UNKNOWN_SHAPE;
    return UNKNOWN_SHAPE;
  }
  const dims = foldedDims(shape, args.length);
  return shapeOfTerms(args.map((a, i) => selected(a, dims[i]) ?? symbolicCount(a, shape, i, args.length)));
}

/** `v(idx)` for a numeric index into a row or column (or a scalar, which a vector of unknown
 *  length may be): a vector index (one extent 1) keeps the source's orientation, any other
 *  index (a matrix, `zeros(0, 3)`, and `[]`, where MATLAB and Octave differ) gives its own
 *  shape, as it does for a scalar source. */
function vectorIndexed(shape: Shape, idx: Shape | undefined, n: Extent): Shape {
  const row = shape.dims[0] === 1;
  const length = row ? shape.dims[1] : shape.dims[0];
  const oriented = normalizeShape({ dims: row ? [1, n] : [n, 1], open: false });
  if (!idx) return UNKNOWN_SHAPE;
  const idx2 = !idx.open && idx.dims.length === 2;
  const vectorIdx = idx2 && (idx.dims[0] === 1 || idx.dims[1] === 1);
  const notVectorIdx = !idx.open && idx.dims.filter((d) => d !== 1).every((d) => d !== null) && idx.dims.filter((d) => d !== 1).length >= 2 && !(idx2 && idx.dims[0] === 0 && idx.dims[1] === 0);
  const shapes: Shape[] = [];
  if (length !== 1) {
    if (!notVectorIdx) shapes.push(oriented);
    if (!vectorIdx) shapes.push(idx);
  }
  if (length === null || length === 1) shapes.push(idx);
  return shapes.reduce(joinShape);
}

/** How many positions index i of n selects, as a symbolic extent: `:` spans the dimension
 *  (the last one the rest folded in), `1:n` its element count. */
function symbolicCount(arg: IndexArg, shape: Shape, i: number, n: number): Term {
  if (arg.kind === 'colon') {
    if (i < n - 1) return termAt(shape, i);
    if (shape.open) return null;
    let t: Term = 1;
    for (let k = i; k < Math.max(shape.dims.length, i + 1); k++) t = mulTerms(t, termAt(shape, k));
    return t;
  }
  if (arg.value.top || arg.value.values.size !== 1) return null;
  const v = [...arg.value.values.values()][0]!;
  return v.kind === 'matrix' && v.mclass !== 'logical' ? numelTerm(v.shape) : null;
}

function singleShape(s: ValueSet): Shape | undefined {
  if (s.top) return undefined;
  let shape: Shape | undefined;
  for (const v of s.values.values()) {
    if (v.kind !== 'matrix') return undefined;
    shape = shape ? joinShape(shape, v.shape) : v.shape;
  }
  return shape;
}

/** `a(args)` on one value (not a function handle: calling one is the analysis' job). */
export function indexValue(a: Value, args: readonly IndexArg[]): ValueSet {
  switch (a.kind) {
    case 'matrix': {
      const shape = indexedShape(a.shape, args);
      const keep = args.length === 0 || numelOf(a.shape) === 1 && args.every(isScalarIndex);
      return single(matrix(a.mclass, shape, a.complex, keep ? a.constant : undefined));
    }
    case 'cell': {
      const shape = indexedShape(a.shape, args);
      const element = tupleElement(a, args);
      if (element !== undefined && numelOf(shape) === 1) return single({ kind: 'cell', shape, elements: [element], merged: element });
      // `c(:)` keeps a tuple's elements (linear order is column order).
      if (a.elements && args.length === 1 && args[0]!.kind === 'colon' && numelOf(shape) === a.elements.length) return single({ kind: 'cell', shape, elements: a.elements, merged: a.merged });
      return single({ kind: 'cell', shape, merged: a.merged });
    }
    case 'struct':
      return single({ ...a, shape: indexedShape(a.shape, args) });
    default:
      // Objects may overload indexing.
      return TOP;
  }
}

/** The element a constant scalar index picks out of a tuple cell, when it can tell. */
function tupleElement(c: CellValue, args: readonly IndexArg[]): ValueSet | undefined {
  if (!c.elements) return undefined;
  const k = linearIndex(c.shape, args);
  return k !== undefined && k >= 0 && k < c.elements.length ? c.elements[k] : undefined;
}

function constantIndex(arg: IndexArg): number | undefined {
  if (arg.kind !== 'value' || arg.spread || arg.value.top || arg.value.values.size !== 1) return undefined;
  const v = [...arg.value.values.values()][0];
  if (v.kind !== 'matrix' || v.constant?.kind !== 'number') return undefined;
  const n = v.constant.value;
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

/** The 0-based linear position of constant indices into a shape, when all are known. */
function linearIndex(shape: Shape, args: readonly IndexArg[]): number | undefined {
  const idx = args.map(constantIndex);
  if (idx.some((i) => i === undefined)) return undefined;
  if (idx.length === 1) return idx[0]! - 1;
  const dims = foldedDims(shape, idx.length);
  let k = 0;
  let stride = 1;
  for (let i = 0; i < idx.length; i++) {
    const d = dims[i];
    if (d === null || idx[i]! > d) return undefined;
    k += (idx[i]! - 1) * stride;
    stride *= d;
  }
  return k;
}

/** `c{args}`: the values of the selected elements (joined). */
export function cellContents(c: ValueSet, args: readonly IndexArg[]): ValueSet {
  let out = c.top ? TOP : BOTTOM;
  for (const v of c.values.values()) {
    if (v.kind !== 'cell') {
      out = TOP;
      continue;
    }
    out = joinSets(out, tupleElement(v, args) ?? v.merged);
  }
  return out;
}

/** The elements of `c{:}` spread as separate arguments, when the cell is a known tuple. */
export function spreadCell(c: ValueSet): ValueSet[] | undefined {
  if (c.top || c.values.size !== 1) return undefined;
  const v = [...c.values.values()][0];
  if (v.kind !== 'cell') return undefined;
  if (v.elements) return [...v.elements];
  // A collection of known size (`c{i}` with a scalar i is one element) spreads that many
  // arguments, each any of its values.
  const n = numelOf(v.shape);
  return n !== null && n <= 16 ? Array.from({ length: n }, () => v.merged) : undefined;
}

function mayBeEmpty(s: Shape): boolean {
  return s.open || s.dims.some((d) => d === null || d === 0);
}

/** The shape after `a(args) = v`: unchanged when every index is provably inside, else the
 *  extents that may grow become unknown; deleting (`= []`) makes the indexed extents unknown. */
function assignedShape(shape: Shape | undefined, args: readonly IndexArg[], deleting: boolean, rhs?: Value): Shape {
  const readings = colonReadings(args);
  if (!readings) return UNKNOWN_SHAPE;
  if (readings.length === 1) return assignedShapeOf(shape, readings[0]!, deleting, rhs);
  return readings.map((r) => assignedShapeOf(shape, r, deleting, rhs)).reduce(joinShape);
}

/** The extent a lone `:` takes over an empty dimension (`m = []; m(k, :) = [1 2 3]` is k x 3):
 *  the elements of a vector or scalar right-hand side, when every other index is a scalar. */
function colonFill(args: readonly IndexArg[], rhs: Value | undefined): Extent {
  if (!rhs || (rhs.kind !== 'matrix' && rhs.kind !== 'cell') || rhs.shape.open || rhs.shape.dims.filter((d) => d !== 1).length > 1) return null;
  if (args.filter((a) => a.kind === 'colon').length !== 1 || !args.every((a) => a.kind === 'colon' || isScalarIndex(a))) return null;
  return numelOf(rhs.shape);
}

function assignedShapeOf(shape: Shape | undefined, args: readonly IndexArg[], deleting: boolean, rhs?: Value): Shape {
  if (!shape) {
    // A new array: `x(3) = v` is 1x3, `x(2,4) = v` is 2x4.
    const idx = args.map(constantIndex);
    if (args.length === 1) {
      // `x(1:n) = v` with n = 0 assigns nothing: x is then 0x0.
      if (idx[0] === undefined && mayBeEmptyIndex(args[0]!)) return normalizeShape({ dims: [null, null], open: false });
      return normalizeShape({ dims: [1, idx[0] ?? null], open: false });
    }
    return normalizeShape({ dims: args.map((a, i) => (a.kind === 'colon' ? null : idx[i] ?? null)), open: false });
  }
  if (args.length === 0) return shape;
  if (args.length === 1) {
    const k = constantIndex(args[0]);
    const n = numelOf(shape);
    if (!deleting && (args[0].kind === 'colon' || (k !== undefined && n !== null && k <= n) || (!shape.open && insideExtent(args[0], numelTerm(shape))) || maskWithin(args[0], shape))) return shape;
    const row = !shape.open && shape.dims.length === 2 && shape.dims[0] === 1;
    // A column grows as a column only when it is surely not a scalar (which grows as a row) nor
    // empty (0x1 grows as a row in Octave).
    const column = !shape.open && shape.dims.length === 2 && shape.dims[1] === 1 && shape.dims[0] !== null && shape.dims[0] > 1;
    const maybeColumn = !shape.open && shape.dims.length === 2 && shape.dims[1] === 1 && !column;
    const empty = !shape.open && shape.dims.every((d) => d === 0);
    // Only an empty index deletes from an empty array (anything else fails): it stays as it is.
    if (deleting && empty) return shape;
    // A row, or an empty array (`x = []; x(3) = v` is 1x3), grows as a row to the index.
    const reach = deleting || k === undefined ? null : empty ? k : shape.dims[1] !== null ? Math.max(k, shape.dims[1]!) : null;
    if (row || empty) return shapeOfTerms([1, reach ?? (deleting ? null : reachedExtent(args[0], empty ? 0 : termAt(shape, 1)))]);
    if (column) return normalizeShape({ dims: [null, 1], open: false });
    if (maybeColumn && !deleting) return normalizeShape({ dims: [null, null], open: false });
    return deleting ? UNKNOWN_SHAPE : { dims: shape.dims.map(() => null), open: shape.open };
  }
  const dims = foldedDims(shape, args.length);
  const terms = foldedTerms(shape, args.length);
  const assigned = terms.map((t, i): Term => {
    const a = args[i]!;
    const d = dims[i] ?? null;
    // A colon keeps an extent that is there; over an empty extent it takes the right-hand
    // side's (`m = []; m(k, :) = [1 2]` makes m k-by-2), so a named extent stays only when it
    // cannot be 0.
    if (a.kind === 'colon') return d === 0 ? colonFill(args, rhs) : d !== null ? d : provablyAtMost(1, t) ? t : null;
    const k = constantIndex(a);
    if (deleting) return null;
    if (k !== undefined && d !== null) return Math.max(k, d);
    return insideExtent(a, t) ? t : reachedExtent(a, t);
  });
  return shapeOfTerms(assigned, shape.open && dims.length >= shape.dims.length);
}

/** Whether an index may select no position (`1:n` with n = 0, `[]`, a false mask). */
function mayBeEmptyIndex(a: IndexArg): boolean {
  if (a.kind === 'colon' || a.value.top) return true;
  for (const v of a.value.values.values()) {
    if (v.kind !== 'matrix') return true;
    if (v.mclass === 'logical') {
      if (v.constant?.kind !== 'logical' || !v.constant.value) return true;
    } else if (mayBeEmpty(v.shape)) return true;
  }
  return false;
}

function complexOfSet(s: ValueSet): Complexity {
  let c: Complexity | undefined;
  for (const v of s.values.values()) {
    const x: Complexity = v.kind === 'matrix' ? v.complex : 'real';
    c = c === undefined || c === x ? x : 'any';
  }
  return s.top ? 'any' : c ?? 'real';
}

const NUMERIC_KEEP = new Set(['double', 'single', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64']);

/** `a(args) = rhs`: the new values of `a` (`a` may be bottom: a new variable). */
/** `plain`: the classes whose object arrays have MATLAB's array semantics (see object-arrays). */
export function assignIndexed(a: ValueSet, args: readonly IndexArg[], rhs: ValueSet, plain?: (cls: string) => boolean): ValueSet {
  if (rhs.top || a.top) return TOP;
  if (isBottom(rhs)) return a;
  const deleting = [...rhs.values.values()].every((v) => v.kind === 'matrix' && v.mclass === 'double' && !v.shape.open && v.shape.dims.every((d) => d === 0));
  const out: Value[] = [];
  const rhsComplex = complexOfSet(rhs);
  if (isBottom(a)) {
    for (const r of rhs.values.values()) out.push(created(r, args, deleting));
    return setOf(out);
  }
  for (const v of a.values.values()) {
    for (const r of rhs.values.values()) out.push(...assignInto(v, args, r, deleting, rhsComplex, plain));
  }
  return setOf(out);
}

function created(r: Value, args: readonly IndexArg[], deleting: boolean): Value {
  const shape = deleting ? EMPTY_SHAPE : assignedShape(undefined, args, false);
  switch (r.kind) {
    case 'matrix':
      return matrix(r.mclass, shape, r.complex);
    case 'cell':
      return { kind: 'cell', shape, merged: r.merged };
    case 'struct':
      return { kind: 'struct', shape, ...(r.fields ? { fields: r.fields } : {}) };
    case 'object':
      // `x(3) = obj` makes an array of the class (MATLAB fills the rest with default objects).
      return objectArray(r, shape);
    default:
      return { ...r };
  }
}

function assignInto(v: Value, args: readonly IndexArg[], r: Value, deleting: boolean, rhsComplex: Complexity, plain?: (cls: string) => boolean): Value[] {
  // An object array's size after an indexed assignment is followed for classes with MATLAB's
  // array semantics, given objects of its class or `[]` to delete.
  if (v.kind === 'object') {
    const follows = v.shape !== undefined && plain?.(v.mclass) === true && (deleting || (r.kind === 'object' && r.mclass === v.mclass));
    return [follows ? objectArray(v, assignedShape(v.shape, args, deleting, r)) : { kind: 'object', mclass: v.mclass }];
  }
  if (v.kind === 'handle') return [v];
  // The right-hand side fills a lone `:` only when it is of the array's kind (Octave puts a
  // matrix assigned into a cell as one element: `c = {}; c(1, :) = [1 2]` is 1x1).
  const shape = assignedShape(v.shape, args, deleting, v.kind === r.kind ? r : undefined);
  if (deleting) {
    if (v.kind === 'matrix') return [matrix(v.mclass, shape, v.complex)];
    if (v.kind === 'cell') return [deletedFromCell(v, args, shape)];
    return [{ ...v, shape } as Value];
  }
  if (v.kind === 'matrix') {
    const complex: Complexity = v.complex === 'real' && rhsComplex === 'real' ? 'real' : v.complex === 'complex' ? 'complex' : 'any';
    const empty = mayBeEmpty(v.shape);
    if (r.kind !== 'matrix') {
      // `x = []; x(2) = {1}` makes a cell; into a non-empty numeric array it is an error.
      return empty ? [created(r, args, false)] : [];
    }
    // Into an empty double array (`x = []`), MATLAB stores the value's class and Octave keeps
    // double: both. An empty array of another class keeps its class, as a non-empty one does
    // (MATLAB's `empty` page: `uint8.empty` given a value stays uint8; Octave agrees).
    const classes = new Set<string>();
    if (NUMERIC_KEEP.has(v.mclass)) classes.add(v.mclass);
    else classes.add(v.mclass).add(r.mclass).add('double');
    if (empty && v.mclass === 'double') classes.add(r.mclass);
    return [...classes].map((c) => matrix(c, shape, complex));
  }
  if (v.kind === 'cell') {
    if (r.kind !== 'cell') return [{ kind: 'cell', shape, merged: joinSets(v.merged, single(r)) }];
    const k = linearIndex(v.shape, args);
    if (v.elements && r.elements && r.elements.length === 1 && k !== undefined && k < v.elements.length && shape === v.shape) {
      const elements = v.elements.map((e, i) => (i === k ? r.elements![0] : e));
      return [{ kind: 'cell', shape, elements, merged: elements.reduce(joinSets, BOTTOM) }];
    }
    return [{ kind: 'cell', shape, merged: joinSets(v.merged, r.merged) }];
  }
  if (v.kind === 'struct') {
    if (r.kind !== 'struct') return mayBeEmpty(v.shape) ? [created(r, args, false)] : [];
    return [{ kind: 'struct', shape, ...mergedFields(v, r, numelOf(v.shape) === 1 && numelOf(shape) === 1) }];
  }
  return [v];
}

/** A cell after `c(args) = []`: a tuple row or column that loses one known element keeps the
 *  others; otherwise the elements left are not known (the merged values still bound them). */
function deletedFromCell(v: CellValue, args: readonly IndexArg[], shape: Shape): Value {
  const k = args.length === 1 ? constantIndex(args[0]!) : undefined;
  const n = v.elements?.length;
  const vector = !v.shape.open && v.shape.dims.length === 2 && (v.shape.dims[0] === 1 || v.shape.dims[1] === 1) && numelOf(v.shape) === n;
  if (v.elements && k !== undefined && n !== undefined && k <= n && vector) {
    const elements = v.elements.filter((_, i) => i !== k - 1);
    const dims: Extent[] = v.shape.dims[0] === 1 ? [1, n - 1] : [n - 1, 1];
    return { kind: 'cell', shape: normalizeShape({ dims, open: false }), elements, merged: elements.reduce(joinSets, BOTTOM) };
  }
  return { kind: 'cell', shape, merged: v.merged };
}

/** Fields of a struct array after storing `r` into some elements of `v`: a field only one of
 *  them has is the empty array in the elements that lack it. */
function mergedFields(v: StructValue, r: StructValue, replacing: boolean): { fields?: ReadonlyMap<string, ValueSet> } {
  if (!v.fields || !r.fields) return {};
  if (replacing) return { fields: r.fields };
  const empty = single(matrix('double', EMPTY_SHAPE));
  const fields = new Map<string, ValueSet>();
  for (const [f, s] of v.fields) fields.set(f, r.fields.has(f) ? joinSets(s, r.fields.get(f)!) : joinSets(s, empty));
  for (const [f, s] of r.fields) if (!fields.has(f)) fields.set(f, joinSets(s, empty));
  return { fields };
}

/** `c{args} = rhs`. */
export function assignCell(c: ValueSet, args: readonly IndexArg[], rhs: ValueSet): ValueSet {
  if (c.top) return TOP;
  if (isBottom(rhs)) return c;
  const out: Value[] = [];
  const base: Value[] = isBottom(c) ? [{ kind: 'cell', shape: EMPTY_SHAPE, elements: [], merged: BOTTOM }] : [...c.values.values()];
  for (const v of base) {
    if (v.kind === 'matrix' && mayBeEmpty(v.shape)) {
      out.push({ kind: 'cell', shape: assignedShape(undefined, args, false), merged: rhs });
      continue;
    }
    if (v.kind !== 'cell') continue;
    const shape = assignedShape(v.shape, args, false);
    const k = linearIndex(shape, args);
    const n = numelOf(shape);
    const row = !shape.open && shape.dims.length === 2 && shape.dims[0] === 1 && (v.shape.dims[0] === 1 || numelOf(v.shape) === 0);
    if (v.elements && k !== undefined && n !== null && k < n && (sameShape(shape, v.shape) || row)) {
      const empty = single(matrix('double', EMPTY_SHAPE));
      const elements: ValueSet[] = [];
      for (let i = 0; i < n; i++) elements.push(i === k ? rhs : i < v.elements.length ? v.elements[i] : empty);
      out.push({ kind: 'cell', shape, elements, merged: elements.reduce(joinSets, BOTTOM) });
      continue;
    }
    out.push({ kind: 'cell', shape, merged: joinSets(v.merged, rhs) });
  }
  return out.length ? setOf(out) : TOP;
}

/** `s.f`: the field's values; `update` for the read half of `s.f(k) = v`, where a missing
 *  field is empty. A read of a field that may not exist still gives its values when it does. */
export function fieldValue(s: ValueSet, field: string | undefined, update: boolean): ValueSet {
  const empty = single(matrix('double', EMPTY_SHAPE));
  if (isBottom(s)) return update ? empty : BOTTOM;
  let out = s.top ? TOP : BOTTOM;
  for (const v of s.values.values()) {
    if (v.kind === 'struct' && v.fields) {
      // A computed name reads one of the fields (or fails): joined with what the others give.
      if (field === undefined) out = joinSets(out, joinSets([...v.fields.values()].reduce(joinSets, BOTTOM), update ? empty : BOTTOM));
      else if (v.fields.has(field)) out = joinSets(out, v.fields.get(field)!);
      else if (update) out = joinSets(out, empty);
      else out = TOP;
    } else if (v.kind === 'matrix' && update && mayBeEmpty(v.shape)) {
      out = joinSets(out, empty);
    } else {
      out = TOP;
    }
  }
  return out;
}

/** `s.f = rhs` (`field` undefined: a computed name not known). */
export function assignField(s: ValueSet, field: string | undefined, rhs: ValueSet): ValueSet {
  if (s.top) return TOP;
  if (isBottom(rhs)) return s;
  const base: Value[] = isBottom(s) ? [{ kind: 'struct', shape: SCALAR, fields: new Map() }] : [...s.values.values()];
  const out: Value[] = [];
  for (const v of base) {
    if (v.kind === 'object') {
      out.push(v);
      continue;
    }
    const struct: StructValue | undefined = v.kind === 'struct' ? v : v.kind === 'matrix' && mayBeEmpty(v.shape) ? { kind: 'struct', shape: SCALAR, fields: new Map() } : undefined;
    if (!struct) continue;
    if (field === undefined || !struct.fields) {
      out.push({ kind: 'struct', shape: struct.shape });
      continue;
    }
    const fields = new Map(struct.fields);
    fields.set(field, rhs);
    out.push({ kind: 'struct', shape: struct.shape, fields });
  }
  return out.length ? setOf(out) : TOP;
}

export function isMatrixValue(v: Value): v is MatrixValue {
  return v.kind === 'matrix';
}

export { classOf };
