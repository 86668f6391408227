// Shapes of builtin results (section 8 of the MAGICA paper): the Type I shape rules of the
// spec (SHAPE_RULES) as operators on abstract shapes, and the Type II builtins whose argument
// values decide (zeros(2,3), colon, repmat, reshape, size(x,k)) read through constants. Every
// operator is sound: an extent is known only when every successful execution has it; an error
// is reported only when every execution with such shapes fails.
import {
  EMPTY_SHAPE, SCALAR, UNKNOWN_SHAPE, formatShape, isScalarShape, joinShape, normalizeShape, numelOf, numelTerm, shapeOf, shapeOfTerms, termAt,
  type Extent, type Shape, type Value,
} from './values.js';
import { addTerms, asExtent, clampedExtent, formatTerm, isSym, isWholeLoopTerm, mayBeOne, plainSymbol, provablyDifferent, subTerms, substitute, type Term } from './symbolic.js';

export type ShapeResult = { readonly shape: Shape } | { readonly error: string };

const ok = (shape: Shape): ShapeResult => ({ shape: normalizeShape(shape) });

/** The extent of dimension `i` (0-based): listed, 1 beyond a closed shape, unknown beyond an open one. */
export function extent(s: Shape, i: number): Extent {
  if (i < s.dims.length) return s.dims[i] ?? null;
  return s.open ? null : 1;
}

/** The shape of any value: matrices, cells and structs carry one; a handle is 1x1; an object's
 *  size may be overloaded. */
export function valueShape(v: Value): Shape {
  switch (v.kind) {
    case 'matrix':
    case 'cell':
    case 'struct':
      return v.shape;
    case 'handle':
      return SCALAR;
    case 'object':
      return v.shape ?? UNKNOWN_SHAPE;
  }
}

/** Known element count (a known 0 extent makes it 0 even when others are unknown). */
export function elementCount(s: Shape): number | null {
  return s.dims.some((d) => d === 0) ? 0 : numelOf(s);
}

/** Whether the shape may be 1x1 in some execution (a symbolic extent such as n + 1 may not). */
export function mayBeScalar(s: Shape): boolean {
  const terms = s.dims.map((_d, i) => termAt(s, i));
  if (!terms.every(mayBeOne)) return false;
  // Two extents that differ in every run are never both 1 (n x (n + 1) is never 1x1).
  return !terms.some((t, i) => terms.some((u, j) => j > i && provablyDifferent(t, u)));
}

/** Whether the shape may be 0x0 (the empty matrix `[]` that concatenation skips). */
export function mayBeEmptyMatrix(s: Shape): boolean {
  if (s.dims.length > 2 && !s.open) return false;
  return (s.dims[0] === null || s.dims[0] === 0) && (s.dims[1] === null || s.dims[1] === 0) && s.dims.slice(2).every((d) => d === null || d === 1);
}

/** Whether the shape may have no elements. */
export function mayBeEmpty(s: Shape): boolean {
  return s.open || s.dims.some((d) => d === null || d === 0);
}

export function isEmptyMatrixShape(s: Shape): boolean {
  return !s.open && s.dims.length === 2 && s.dims[0] === 0 && s.dims[1] === 0;
}

/** Whether the shape has certainly more than two dimensions (so matrix products refuse it). */
function certainlyND(s: Shape): boolean {
  return !s.open && s.dims.length > 2;
}

function fmt(s: Shape): string {
  return formatShape(s);
}

/** MATLAB's implicit expansion: equal extents, or one of them 1. A symbolic extent may be 1,
 *  so next to a count other than 1 the count wins (if the call succeeds), and next to another
 *  symbol or an unknown extent the result is unknown. */
export function broadcast(shapes: readonly Shape[]): ShapeResult {
  if (shapes.length === 0) return ok(SCALAR);
  let acc = shapes[0]!;
  for (const s of shapes.slice(1)) {
    const n = Math.max(acc.dims.length, s.dims.length);
    const terms: Term[] = [];
    for (let i = 0; i < n; i++) {
      const x = termAt(acc, i);
      const y = termAt(s, i);
      if (x === y) terms.push(x);
      else if (x === 1) terms.push(y);
      else if (y === 1) terms.push(x);
      else if (provablyDifferent(x, y) && !mayBeOne(x) && !mayBeOne(y)) {
        return { error: `sizes ${fmt(acc)} and ${fmt(s)} are not compatible (extents ${formatTerm(x)} and ${formatTerm(y)} in dimension ${i + 1})` };
      } else if (typeof x === 'number') terms.push(x);
      else if (typeof y === 'number') terms.push(y);
      else terms.push(null);
    }
    acc = shapeOfTerms(terms, acc.open || s.open);
  }
  return ok(acc);
}

/** Whether a shape may have more than two dimensions. */
function mayBeND(s: Shape): boolean {
  return s.open || s.dims.length > 2;
}

/** A * B: a scalar operand scales the other; otherwise m-by-k times k-by-n. N-D operands
 *  (MATLAB refuses them, Octave folds the trailing dimensions) give an unknown shape. */
export function matmul(a: Shape, b: Shape): ShapeResult {
  if (isScalarShape(a)) return ok(b);
  if (isScalarShape(b)) return ok(a);
  const outcomes: Shape[] = [];
  if (mayBeScalar(a)) outcomes.push(b);
  if (mayBeScalar(b)) outcomes.push(a);
  if (mayBeND(a) || mayBeND(b)) {
    // Octave folds the trailing dimensions of A into its columns and of B into its columns:
    // the rows of A stay, and the columns of a 2-D B.
    outcomes.push(shapeOf(extent(a, 0), mayBeND(b) ? null : extent(b, 1)));
    return ok(outcomes.reduce(joinShape));
  }
  const product = !certainlyND(a) && !certainlyND(b) && !provablyDifferent(termAt(a, 1), termAt(b, 0));
  if (product) {
    const candidate = shapeOfTerms([termAt(a, 0), termAt(b, 1)]);
    // m x n times n x 1 is m x 1 even when either may be a scalar: a scalar A means m = n = 1,
    // and then x (n x 1) is m x 1 as well.
    if ((!mayBeScalar(a) || sameWhenUnit(b, candidate, a)) && (!mayBeScalar(b) || sameWhenUnit(a, candidate, b))) return ok(candidate);
    outcomes.push(candidate);
  }
  if (outcomes.length === 0) {
    if (certainlyND(a) || certainlyND(b)) return { error: `matrix product of ${fmt(a)} and ${fmt(b)}: arguments must be 2-D` };
    return { error: `inner matrix dimensions must agree: ${fmt(a)} * ${fmt(b)}` };
  }
  return ok(outcomes.reduce(joinShape));
}

/** Whether shapes x and y are equal in every run where `unit` is 1x1: its extents, plain
 *  symbols or 1, are set to 1 in both. */
function sameWhenUnit(x: Shape, y: Shape, unit: Shape): boolean {
  if (x.open || y.open || unit.open || x.dims.length !== 2 || y.dims.length !== 2 || unit.dims.length !== 2) return false;
  const env = new Map<string, number>();
  for (let i = 0; i < 2; i++) {
    const t = termAt(unit, i);
    if (t === 1) continue;
    const name = plainSymbol(t);
    if (!name) return false;
    env.set(name, 1);
  }
  for (let i = 0; i < 2; i++) {
    const u = substitute(termAt(x, i), env);
    if (u === null || u !== substitute(termAt(y, i), env)) return false;
  }
  return true;
}

/** A \ B: a scalar A scales B; otherwise rows must agree, giving columns(A)-by-columns(B). */
export function mldivide(a: Shape, b: Shape): ShapeResult {
  if (isScalarShape(a)) return ok(b);
  if (mayBeND(a) || mayBeND(b)) return ok(UNKNOWN_SHAPE);
  const outcomes: Shape[] = [];
  if (mayBeScalar(a)) outcomes.push(b);
  const r1 = extent(a, 0);
  const r2 = extent(b, 0);
  if (!certainlyND(a) && !certainlyND(b) && (r1 === null || r2 === null || r1 === r2)) outcomes.push(shapeOf(extent(a, 1), extent(b, 1)));
  if (outcomes.length === 0) return { error: `matrix dimensions must agree: ${fmt(a)} \\ ${fmt(b)}` };
  return ok(outcomes.reduce(joinShape));
}

/** A / B: a scalar B scales A; otherwise columns must agree, giving rows(A)-by-rows(B). */
export function mrdivide(a: Shape, b: Shape): ShapeResult {
  if (isScalarShape(b)) return ok(a);
  if (mayBeND(a) || mayBeND(b)) return ok(UNKNOWN_SHAPE);
  const outcomes: Shape[] = [];
  if (mayBeScalar(b)) outcomes.push(a);
  const c1 = extent(a, 1);
  const c2 = extent(b, 1);
  if (!certainlyND(a) && !certainlyND(b) && (c1 === null || c2 === null || c1 === c2)) outcomes.push(shapeOf(extent(a, 0), extent(b, 0)));
  if (outcomes.length === 0) return { error: `matrix dimensions must agree: ${fmt(a)} / ${fmt(b)}` };
  return ok(outcomes.reduce(joinShape));
}

/** A ^ p: a scalar to a scalar, a square matrix to a scalar power, a scalar to a square
 *  matrix. An empty operand (Octave: 2 ^ zeros(1, 0) is []) and N-D ones are not judged. */
export function mpower(a: Shape, b: Shape): ShapeResult {
  if (isScalarShape(a) && isScalarShape(b)) return ok(SCALAR);
  if (mayBeND(a) || mayBeND(b)) return ok(UNKNOWN_SHAPE);
  const square = (s: Shape): boolean => extent(s, 0) === null || extent(s, 1) === null || extent(s, 0) === extent(s, 1);
  const outcomes: Shape[] = [];
  if (mayBeScalar(b) && square(a)) outcomes.push(a);
  if (mayBeScalar(a) && square(b)) outcomes.push(b);
  const empty = mayBeEmpty(a) || mayBeEmpty(b);
  if (outcomes.length === 0) {
    if (empty) return ok(EMPTY_SHAPE);
    return { error: `${fmt(a)} ^ ${fmt(b)}: one argument must be a scalar and the other a square matrix` };
  }
  let shape = outcomes.reduce(joinShape);
  // A result from non-empty operands is square: a known side gives the other.
  const d0 = extent(shape, 0);
  const d1 = extent(shape, 1);
  if ((d0 === null) !== (d1 === null)) shape = shapeOf(d0 ?? d1, d0 ?? d1);
  return ok(empty ? joinShape(shape, EMPTY_SHAPE) : shape);
}

export function kron(a: Shape, b: Shape): ShapeResult {
  if (mayBeND(a) || mayBeND(b) || mayBeEmpty(a) || mayBeEmpty(b)) return ok(UNKNOWN_SHAPE);
  const n = Math.max(a.dims.length, b.dims.length);
  const dims: Extent[] = [];
  for (let i = 0; i < n; i++) {
    const x = extent(a, i);
    const y = extent(b, i);
    dims.push(x !== null && y !== null ? x * y : x === 0 || y === 0 ? 0 : null);
  }
  return ok({ dims, open: a.open || b.open });
}

export function transpose(a: Shape): ShapeResult {
  if (!a.open && a.dims.length > 2) return { error: `transpose of an N-D array (${fmt(a)})` };
  return ok(shapeOfTerms([termAt(a, 1), termAt(a, 0)]));
}

/** The first non-singleton dimension becomes 1 (sum, prod, mean, any, max, ...). Where that
 *  extent may be 0, `keepsEmpty` builtins (max, min, mean, median, ...) may leave 0 there
 *  (Octave: max(zeros(0, 3)) is 0x3); the empty matrix 0x0 may give 1x1 (sum([]) is 0) or
 *  0x0 (max([]) is []). */
export function reduce(s: Shape, keepsEmpty = false): Shape {
  const outcomes: Shape[] = [];
  // Dimensions before i are 1 in the execution considered.
  const walk = (i: number): void => {
    const ones = Array.from({ length: Math.min(i, s.dims.length) }, () => 1);
    if (i >= s.dims.length) {
      outcomes.push(normalizeShape({ dims: ones, open: s.open }));
      return;
    }
    const d = s.dims[i];
    if (d === 1) return walk(i + 1);
    outcomes.push(normalizeShape({ dims: [...ones, 1, ...s.dims.slice(i + 1)], open: s.open }));
    if (keepsEmpty && (d === null || d === 0)) outcomes.push(normalizeShape({ dims: [...ones, 0, ...s.dims.slice(i + 1)], open: s.open }));
    if (d === null) walk(i + 1);
  };
  walk(0);
  if (mayBeEmptyMatrix(s)) outcomes.push(SCALAR, EMPTY_SHAPE);
  return outcomes.reduce(joinShape);
}

/** Octave 7's mean, median, mode, std and var reduce an empty array along its first
 *  dimension greater than 1 (mean(zeros(0, 3)) is 0x1): any dimension may become 1. */
export function reduceAnyDimension(s: Shape, r: Shape): Shape {
  let out = r;
  for (let i = 0; i < Math.max(2, s.dims.length); i++) {
    const dims = [...s.dims];
    dims[i] = 1;
    out = joinShape(out, normalizeShape({ dims, open: s.open }));
  }
  return out;
}

/** Reduction along a known dimension k (1-based): sum(x, 2). */
export function reduceAlong(s: Shape, k: number, keepsEmpty = false): Shape {
  const dims = [...s.dims];
  while (dims.length < k) dims.push(s.open ? null : 1);
  const d = dims[k - 1];
  dims[k - 1] = keepsEmpty && (d === null || d === 0) ? null : 1;
  let r = normalizeShape({ dims, open: s.open });
  // Octave: sum(zeros(0, 0), 1) is 0 (1x1), max(zeros(0, 0), [], 1) is [].
  if (mayBeEmptyMatrix(s)) r = [SCALAR, EMPTY_SHAPE].reduce(joinShape, r);
  return r;
}

export function sizeRow(s: Shape): Shape {
  return shapeOf(1, s.open ? null : s.dims.length);
}

export function column(s: Shape): Shape {
  return shapeOf(numelOf(s), 1);
}

/** diag(x, k): a vector of n elements makes an (n+|k|) square matrix; a matrix gives its k-th
 *  diagonal as a column. */
export function diag(s: Shape, k = 0): Shape {
  if (s.open || s.dims.length > 2 || !Number.isInteger(k)) return UNKNOWN_SHAPE;
  const [r, c] = s.dims as [Extent, Extent];
  if (r === 0 || c === 0) return UNKNOWN_SHAPE;
  const side = Math.abs(k);
  if (r === 1 && c !== null) return shapeOf(c + side, c + side);
  if (c === 1 && r !== null) return shapeOf(r + side, r + side);
  if (r !== null && c !== null && r !== 1 && c !== 1) return shapeOf(Math.max(0, k >= 0 ? Math.min(r, c - k) : Math.min(r + k, c)), 1);
  return UNKNOWN_SHAPE;
}

export function square(s: Shape): Shape {
  const n = extent(s, 0);
  return shapeOf(n, n);
}

/** Concatenation along dimension `dim` (0-based: 0 vertcat, 1 horzcat) of arrays of these
 *  shapes. Empty arrays may be skipped (always [] = 0x0; Octave any empty array), so only the
 *  certainly non-empty operands decide the other extents; an error is reported only for two
 *  certainly non-empty operands whose other extents are known and differ. */
export function concat(shapes: readonly Shape[], dim: number): ShapeResult {
  // Along a third dimension Octave keeps even [] (cat(3, [], []) is 0x0x2).
  if (dim >= 2 && shapes.some(mayBeEmpty)) return ok(UNKNOWN_SHAPE);
  const kept = shapes.filter((s) => !isEmptyMatrixShape(s));
  if (kept.length === 0) return ok(EMPTY_SHAPE);
  if (kept.length === 1 && kept.length === shapes.length) return ok(kept[0]!);
  const count = (s: Shape): number | null => elementCount(s);
  const nonEmpty = kept.filter((s) => { const n = count(s); return n !== null && n > 0; });
  const maybeEmpty = kept.filter((s) => count(s) !== 0 && !nonEmpty.includes(s));
  const rank = Math.max(dim + 1, ...kept.map((s) => s.dims.length));
  for (let i = 0; i < rank; i++) {
    if (i === dim) continue;
    const known = nonEmpty.map((s) => extent(s, i)).filter((d): d is number => d !== null);
    if (known.some((d) => d !== known[0])) {
      return { error: `dimensions of arrays being concatenated are not consistent (${shapes.map(fmt).join(', ')})` };
    }
  }
  if (nonEmpty.length === 0) {
    // Every operand may be empty: which ones are skipped decides, unless they agree on their
    // other named extents.
    if (dim >= 2 || kept.some(mayBeND)) return ok(UNKNOWN_SHAPE);
    const named = kept.some((s) => s.syms && !s.open) ? namedConcat(kept, nonEmpty, dim, rank) : undefined;
    return ok(named && named[dim] !== null ? shapeOfTerms(named) : shapeOf(null, null));
  }
  const open = kept.some((s) => s.open) || (dim >= 2 && maybeEmpty.length + kept.length - nonEmpty.length > 0);
  const dims: Extent[] = [];
  for (let i = 0; i < rank; i++) {
    const es = nonEmpty.map((s) => extent(s, i));
    if (i === dim) {
      dims.push(maybeEmpty.length === 0 && es.every((d) => d !== null) ? (es as number[]).reduce((x, y) => x + y, 0) : null);
    } else {
      // Every operand that is not skipped has the extent of the non-empty ones (or the call fails).
      const known = es.find((d) => d !== null);
      dims.push(known ?? null);
    }
  }
  if (dim >= 2 && kept.length !== nonEmpty.length) return ok(UNKNOWN_SHAPE);
  const named = open || !kept.some((s) => s.syms) ? undefined : namedConcat(kept, nonEmpty, dim, rank);
  return ok(sane(named ? shapeOfTerms(named.map((t, i) => dims[i] ?? t)) : { dims, open }));
}

/** The extents of a concatenation where operands have named extents: along `dim` their sum
 *  (`[m, col]` of 3 x k and 3x1 is 3 x (k+1)), elsewhere the surely non-empty operands'.
 *  An operand that may be empty may be skipped (Octave), which drops its extent along `dim`
 *  from the sum: that is 0 anyway when its other extents are the result's, otherwise the
 *  sum is not known. */
function namedConcat(kept: readonly Shape[], nonEmpty: readonly Shape[], dim: number, rank: number): Term[] | undefined {
  // With no operand surely non-empty, all must agree on the other extents (2 x m and 3 x m
  // stack to 5 x m, m = 0 included: Octave and MATLAB give 5x0).
  const deciding = nonEmpty.length > 0 ? nonEmpty : kept;
  const terms: Term[] = [];
  for (let i = 0; i < rank; i++) {
    if (i === dim) continue;
    const ts = deciding.map((s) => termAt(s, i));
    const t = ts.find((x) => x !== null) ?? null;
    terms[i] = ts.every((x) => x === null || x === t) ? t : null;
  }
  const skippable = kept.filter((s) => !nonEmpty.includes(s));
  const summable = skippable.every((s) => terms.every((t, i) => i === dim || (t !== null && termAt(s, i) === t)));
  terms[dim] = summable ? kept.reduce<Term>((sum, s) => addTerms(sum, termAt(s, dim)), 0) : null;
  return terms;
}

/** A closed shape whose extents from the third on may be 1 (unknown) has an unknown rank:
 *  trailing 1s are dropped, so the shape is open. */
export function sane(s: Shape): Shape {
  if (!s.open && s.dims.slice(2).some((d) => d === null)) return normalizeShape({ ...s, open: true });
  return normalizeShape(s);
}

// ------------------------------------------------------------------ Type II through constants

/** A known scalar number held by a value (doubles, logicals, one character, numeric constants). */
export function numberOf(v: Value | undefined): number | undefined {
  if (!v || v.kind !== 'matrix' || !v.constant) return undefined;
  const c = v.constant;
  if (c.kind === 'number') return c.value;
  if (c.kind === 'logical') return c.value ? 1 : 0;
  if (v.mclass === 'char' && c.value.length === 1) return c.value.charCodeAt(0);
  return undefined;
}

export function textOf(v: Value | undefined): string | undefined {
  return v && v.kind === 'matrix' && v.mclass === 'char' && v.constant?.kind === 'char' ? v.constant.value : undefined;
}

/** A size argument's extent: a non-negative integer (negative counts as 0), or unknown. */
function sizeExtent(v: Value): Extent {
  const n = numberOf(v);
  if (n === undefined || !Number.isInteger(n)) return null;
  return Math.max(0, n);
}

function isCertainlyScalar(v: Value): boolean {
  return v.kind === 'matrix' && isScalarShape(v.shape);
}

/** A size argument's extent as far as known: a count (negative counts as 0), a symbolic
 *  extent (`zeros(n, 1)` with `n = size(A, 1)`), or unknown. */
function sizeTerm(v: Value): Term {
  const n = sizeExtent(v);
  if (n !== null) return n;
  if (v.kind !== 'matrix') return null;
  return v.symbolic ? clampedExtent(v.symbolic) : v.valueTerm ? clampedExtent(v.valueTerm) : null;
}

/** The dimensions given to zeros/ones/cell/rand/...: the numeric arguments before the first
 *  char argument (a class name or 'like'). () is 1x1, (n) n-by-n, (m, n, ...) and ([m n ...]);
 *  `size(x)` as the size vector gives x's shape. */
export function constructorShape(dimArgs: readonly Value[]): Shape {
  if (dimArgs.length === 0) return SCALAR;
  if (dimArgs.length === 1) {
    const a = dimArgs[0]!;
    if (isCertainlyScalar(a)) {
      const n = sizeTerm(a);
      return shapeOfTerms([n, n]);
    }
    if (a.kind === 'matrix' && a.sizeOf) return a.sizeOf;
    // A size vector: its length is the rank (trailing 1s may drop).
    const k = a.kind === 'matrix' ? numelOf(a.shape) : null;
    if (k === 2) return shapeOf(null, null);
    if (k === 1) {
      const n = sizeExtent(a);
      return shapeOf(n, n);
    }
    return UNKNOWN_SHAPE;
  }
  // With two or more, each argument is one extent: MATLAB refuses a size argument that is not a
  // scalar, Octave takes its first element (0 for an empty one). Either way there are as many
  // dimensions as arguments, and a scalar's extent is known whatever the others are.
  const dims = dimArgs.map((a) => (isCertainlyScalar(a) ? sizeTerm(a) : null));
  // Trailing extents beyond the second that may be 1 (then dropped): the rank is open.
  if (dims.slice(2).some((d) => typeof d !== 'number')) return shapeOfTerms(dims, true);
  return shapeOfTerms(dims);
}

/** MATLAB's colon a:s:b on known scalars: the count, when it does not depend on rounding. */
export function colonCount(a: number, s: number, b: number): number | undefined {
  if (![a, s, b].every(Number.isFinite)) return undefined;
  if (s === 0 || (s > 0 && b < a) || (s < 0 && b > a)) return 0;
  const r = (b - a) / s;
  if (Math.abs(a) >= 2 ** 52 || Math.abs(b) >= 2 ** 52) return undefined;
  if (Number.isInteger(a) && Number.isInteger(s) && Number.isInteger(b)) return Math.floor(r) + 1;
  // MATLAB and Octave round the count up by a few ulps only: an exact quotient is the count.
  if (Number.isInteger(r)) return r + 1;
  // MATLAB rounds the count with a tolerance: trust floor only well away from an integer.
  const frac = r - Math.floor(r);
  if (frac > 1e-6 && frac < 1 - 1e-6) return Math.floor(r) + 1;
  return undefined;
}

export function colonShape(args: readonly Value[]): Shape {
  const nums = args.map(numberOf);
  const [a, s, b] = args.length === 3 ? [nums[0], nums[1], nums[2]] : [nums[0], 1, nums[1]];
  if (a !== undefined && s !== undefined && b !== undefined && args.every(isCertainlyScalar)) {
    const n = colonCount(a, s, b);
    if (n !== undefined) return shapeOf(1, n);
  }
  // Integer endpoints, one or both symbolic, step 1: b - a + 1 elements when that can never be
  // negative (1:n has n, 0:n-1 has n).
  if (s === 1 && args.every(isCertainlyScalar)) {
    const lo = integerTerm(args[0]!);
    const hi = integerTerm(args[args.length - 1]!);
    const span = subTerms(hi, lo);
    // `k - 1:k + 1`: the same unknown on both ends, 3 elements.
    if (typeof span === 'number') return shapeOf(1, Math.max(0, span + 1));
    const count = asExtent(addTerms(span, 1));
    if (isSym(count)) return shapeOfTerms([1, count]);
  }
  // Any empty argument gives 1x0; otherwise a row.
  return shapeOf(1, null);
}

/** A scalar's value when it is an integer: a constant, or a polynomial of the symbols (extents,
 *  or a loop variable's whole value). */
function integerTerm(v: Value): Term {
  const n = numberOf(v);
  if (n !== undefined) return Number.isInteger(n) ? n : null;
  if (v.kind !== 'matrix') return null;
  return v.symbolic ?? (isWholeLoopTerm(v.valueTerm ?? null) ? v.valueTerm! : null);
}

/** repmat(x, n), repmat(x, m, n, ...), repmat(x, [m n]). */
export function repmatShape(x: Shape, reps: readonly Value[]): Shape {
  let factors: Extent[];
  if (reps.length === 1) {
    const r = reps[0]!;
    if (isCertainlyScalar(r)) {
      const n = sizeExtent(r);
      factors = [n, n];
    } else {
      return UNKNOWN_SHAPE;
    }
  } else {
    if (!reps.every(isCertainlyScalar)) return UNKNOWN_SHAPE;
    factors = reps.map(sizeExtent);
  }
  if (x.open && factors.length <= x.dims.length) return UNKNOWN_SHAPE;
  const n = Math.max(x.dims.length, factors.length);
  const dims: Extent[] = [];
  for (let i = 0; i < n; i++) {
    const e = extent(x, i);
    const f = i < factors.length ? factors[i]! : 1;
    dims.push(e !== null && f !== null ? e * f : e === 0 || f === 0 ? 0 : null);
  }
  return normalizeShape({ dims, open: x.open });
}

/** reshape(x, m, n, ...) with at most one [] (computed from numel), or reshape(x, [m n]). */
export function reshapeShape(x: Shape, args: readonly Value[]): ShapeResult {
  const total = numelOf(x);
  if (args.length === 1) {
    const a = args[0]!;
    const k = a.kind === 'matrix' ? numelOf(a.shape) : null;
    return ok(k === 2 ? shapeOf(null, null) : UNKNOWN_SHAPE);
  }
  const dims: Extent[] = [];
  let free = -1;
  for (const [i, a] of args.entries()) {
    if (a.kind === 'matrix' && !a.constant && a.shape.dims.length === 2 && !a.shape.open && a.shape.dims[0] === 0 && a.shape.dims[1] === 0) {
      if (free >= 0) return { error: 'reshape: only one size may be []' };
      free = i;
      dims.push(null);
    } else if (isCertainlyScalar(a)) {
      dims.push(sizeExtent(a));
    } else {
      return ok(UNKNOWN_SHAPE);
    }
  }
  const known = dims.filter((_d, i) => i !== free);
  if (known.every((d) => d !== null)) {
    const p = (known as number[]).reduce((x, y) => x * y, 1);
    if (free >= 0) {
      if (total !== null && p > 0) {
        if (total % p !== 0) return { error: `reshape: ${total} elements do not divide into ${p}` };
        dims[free] = total / p;
      } else if (total !== null && p === 0 && total !== 0) {
        return { error: `reshape: ${total} elements into size 0` };
      }
    } else if (total !== null && p !== total) {
      return { error: `reshape: ${total} elements cannot take ${dims.join('x')} (${p} elements)` };
    }
  }
  if (dims.slice(2).some((d) => d === null)) return ok({ dims, open: true });
  return ok({ dims, open: false });
}

/** The extent size(x, k) answers, k 1-based. */
export function sizeAt(s: Shape, k: number): Extent {
  return extent(s, k - 1);
}

/** What [d1, ..., dn] = size(x) gives in output i (0-based): the extent, the last output the
 *  product of the remaining extents. */
export function sizeOutput(s: Shape, i: number, n: number): Extent {
  if (i < n - 1 || n === 1) return n === 1 ? null : extent(s, i);
  if (s.open) return null;
  let p = 1;
  for (let k = i; k < Math.max(s.dims.length, i + 1); k++) {
    const e = extent(s, k);
    if (e === null) return null;
    p *= e;
  }
  return p;
}

/** [X, Y] = meshgrid(x, y): ny x nx (meshgrid(x) is meshgrid(x, x); with z, ny x nx x nz) for
 *  vectors x, y, z of known lengths (Octave refuses other arrays); undefined when not known. */
export function meshgridShape(args: readonly Value[], nOut: number): Shape | undefined {
  const lengths = args.map((a) => (a.kind === 'matrix' && !a.shape.open && a.shape.dims.length === 2 && (a.shape.dims[0] === 1 || a.shape.dims[1] === 1) ? numelTerm(a.shape) : null));
  if (lengths.some((n) => n === null) || (args.length === 2 && nOut > 2)) return undefined;
  const [x, y = x, z] = lengths;
  if (args.length === 3 || (args.length === 1 && nOut === 3)) return shapeOfTerms([y!, x!, z ?? x!]);
  return shapeOfTerms([y!, x!]);
}
