// θ (well-formedness) and H (result shape) of each Type I shape operator, on tuples whose
// extents may be symbolic (MAGICA, Table I; the patent's FIG. 5). One implementation serves
// both uses: on numeric tuples every question is decided (the ground semantics the identities
// are checked against); on symbolic tuples a question the extents cannot settle makes the
// outcome `unknown`, and the rewriter keeps the operator application as a term.
//
// Two modes. `modern` is MATLAB since R2016b: elementwise operators use implicit expansion
// (each pair of extents equal, or one of them 1; the result takes the other). `legacy` is the
// papers' rule: equal shapes, or one operand scalar; and kron only on matrices.
import { type Extent, type Tri, add, eqExtent, isConst, min, mul, num } from './extent.js';
import { type ShapeOp, type Tuple, dimAt, tuple } from './terms.js';

export type ShapeMode = 'modern' | 'legacy';

export type Outcome =
  | { readonly kind: 'legal'; readonly shape: Tuple }
  | { readonly kind: 'illegal'; readonly why: string }
  | { readonly kind: 'unknown' };

const legal = (shape: Tuple): Outcome => ({ kind: 'legal', shape });
const illegal = (why: string): Outcome => ({ kind: 'illegal', why });
const UNKNOWN: Outcome = { kind: 'unknown' };

/** Combine tri-state conjunction. */
function and(...xs: readonly Tri[]): Tri {
  if (xs.includes(false)) return false;
  if (xs.includes(null)) return null;
  return true;
}

/** α: the scalar predicate (every extent 1). */
export function isScalar(t: Tuple): Tri {
  return and(...t.dims.map((d) => isConst(d, 1)));
}

/** β without θ: canonical rank 2 (dimensions from the third on all 1). */
export function isMatrix(t: Tuple): Tri {
  return and(...t.dims.slice(2).map((d) => isConst(d, 1)));
}

/** The empty matrix `[]` (0x0), which concatenation skips. */
export function isEmptyMatrix(t: Tuple): Tri {
  return and(isMatrix(t), isConst(dimAt(t, 0), 0), isConst(dimAt(t, 1), 0));
}

function numel(t: Tuple): Extent {
  return mul(...t.dims);
}

function rank(...ts: readonly Tuple[]): number {
  return Math.max(...ts.map((t) => t.dims.length));
}

function sameTuple(a: Tuple, b: Tuple): Tri {
  const n = rank(a, b);
  return and(...Array.from({ length: n }, (_, i) => eqExtent(dimAt(a, i), dimAt(b, i))));
}

/** Elementwise operators: pairwise implicit expansion (modern) or equal-or-scalar (legacy). */
function broadcast2(a: Tuple, b: Tuple, mode: ShapeMode): Outcome {
  if (mode === 'legacy') {
    const sa = isScalar(a);
    const sb = isScalar(b);
    if (sa === true) return legal(b);
    if (sb === true) return legal(a);
    const same = sameTuple(a, b);
    if (same === true) return legal(a);
    if (same === false && sa === false && sb === false) return illegal(`shapes differ and neither is scalar`);
    return UNKNOWN;
  }
  const dims: Extent[] = [];
  for (let i = 0; i < rank(a, b); i++) {
    const x = dimAt(a, i);
    const y = dimAt(b, i);
    const eq = eqExtent(x, y);
    if (eq === true) dims.push(x);
    else if (isConst(x, 1) === true) dims.push(y);
    else if (isConst(y, 1) === true) dims.push(x);
    else if (eq === false && isConst(x, 1) === false && isConst(y, 1) === false) {
      return illegal(`extents differ in dimension ${i + 1} and neither is 1`);
    } else return UNKNOWN;
  }
  return legal(tuple(...dims));
}

function matmul(a: Tuple, b: Tuple): Outcome {
  const sa = isScalar(a);
  const sb = isScalar(b);
  if (sa === true) return legal(b);
  if (sb === true) return legal(a);
  const mats = and(isMatrix(a), isMatrix(b));
  const inner = eqExtent(dimAt(a, 1), dimAt(b, 0));
  if (mats === true && inner === true) return legal(tuple(dimAt(a, 0), dimAt(b, 1)));
  if (sa === false && sb === false && (mats === false || inner === false)) return illegal('inner extents differ or an operand is N-D');
  return UNKNOWN;
}

/** A \ B (left) or A / B (right): a scalar divisor scales; otherwise the shared extent (rows
 *  for \, columns for /) must agree. */
function divide(a: Tuple, b: Tuple, left: boolean): Outcome {
  const divisor = left ? a : b;
  const other = left ? b : a;
  const sd = isScalar(divisor);
  if (sd === true) return legal(other);
  const mats = and(isMatrix(a), isMatrix(b));
  const k = left ? 0 : 1;
  const shared = eqExtent(dimAt(a, k), dimAt(b, k));
  if (mats === true && shared === true) {
    return legal(left ? tuple(dimAt(a, 1), dimAt(b, 1)) : tuple(dimAt(a, 0), dimAt(b, 0)));
  }
  if (sd === false && (mats === false || shared === false)) return illegal('shared extents differ or an operand is N-D');
  return UNKNOWN;
}

function kron(ts: readonly Tuple[], mode: ShapeMode): Outcome {
  if (mode === 'legacy') {
    const mats = and(...ts.map(isMatrix));
    if (mats === false) return illegal('kron of an N-D array');
    if (mats === null) return UNKNOWN;
  }
  const n = rank(...ts);
  return legal(tuple(...Array.from({ length: n }, (_, i) => mul(...ts.map((t) => dimAt(t, i))))));
}

/** Concatenation along dimension `k` (0 vertcat, 1 horzcat): `[]` operands are skipped, the
 *  others agree on every other extent, the extents along `k` add up. */
function concat(ts: readonly Tuple[], k: number): Outcome {
  const n = Math.max(rank(...ts), k + 1);
  const agree = (a: Tuple, b: Tuple): Tri =>
    and(...Array.from({ length: n }, (_, i) => (i === k ? true : eqExtent(dimAt(a, i), dimAt(b, i)))));
  const sum = (ops: readonly Tuple[]): Outcome => {
    if (ops.length === 0) return legal(tuple(0, 0));
    const dims = Array.from({ length: n }, (_, i) => (i === k ? add(...ops.map((t) => dimAt(t, k))) : dimAt(ops[0]!, i)));
    return legal(tuple(...dims));
  };
  // Operands agreeing with each other give the sum whether or not some are `[]`: a skipped
  // `[]` adds 0 along k, and it agrees with the others only where they are 0x0 themselves.
  if (ts.every((t) => agree(t, ts[0]!) === true)) return sum(ts);
  const empties = ts.map(isEmptyMatrix);
  if (empties.includes(null)) return UNKNOWN;
  const kept = ts.filter((_, i) => empties[i] === false);
  const ok = and(...kept.map((t) => agree(t, kept[0]!)));
  if (ok === false) return illegal('the extents of the operands do not agree');
  if (ok === null) return UNKNOWN;
  return sum(kept);
}

/** sum, prod, max...: the first non-singleton dimension becomes 1; `[]` gives 1x1 (sum([]) is 0). */
function reduce(t: Tuple): Outcome {
  const e = isEmptyMatrix(t);
  if (e === true) return legal(tuple(1, 1));
  for (let i = 0; i < t.dims.length; i++) {
    const one = isConst(t.dims[i]!, 1);
    if (one === null) return UNKNOWN;
    if (!one) {
      if (e === null) return UNKNOWN;
      return legal(tuple(...t.dims.map((d, j) => (j === i ? num(1) : d))));
    }
  }
  return legal(t);
}

/** diag: a vector (or scalar) of n elements gives n x n; an m x n matrix its diagonal,
 *  min(m,n) x 1; `[]` gives `[]`; an N-D array is an error. */
function diag(t: Tuple): Outcome {
  const mat = isMatrix(t);
  if (mat === false) return illegal('diag of an N-D array');
  if (mat === null) return UNKNOWN;
  const [r, c] = [dimAt(t, 0), dimAt(t, 1)];
  if (isConst(r, 1) === true) return legal(tuple(c, c));
  if (isConst(c, 1) === true) return legal(tuple(r, r));
  const e = isEmptyMatrix(t);
  if (e === true) return legal(tuple(0, 0));
  if (isConst(r, 1) === false && isConst(c, 1) === false && e === false) return legal(tuple(min(r, c), 1));
  return UNKNOWN;
}

/** θ and H of one operator on explicit tuples. */
export function applyOperator(o: ShapeOp, args: readonly Tuple[], mode: ShapeMode): Outcome {
  const [a, b] = [args[0]!, args[1]!];
  switch (o) {
    case 'same':
      return legal(a);
    case 'scalar':
      return legal(tuple(1, 1));
    case 'broadcast': {
      let acc: Outcome = legal(a);
      for (const t of args.slice(1)) {
        if (acc.kind !== 'legal') return acc;
        acc = broadcast2(acc.shape, t, mode);
      }
      return acc;
    }
    case 'matmul':
      return matmul(a, b);
    case 'mldivide':
      return divide(a, b, true);
    case 'mrdivide':
      return divide(a, b, false);
    case 'kron':
      return kron(args, mode);
    case 'transpose': {
      const m = isMatrix(a);
      if (m === false) return illegal('transpose of an N-D array');
      return m ? legal(tuple(dimAt(a, 1), dimAt(a, 0))) : UNKNOWN;
    }
    case 'horzcat':
      return concat(args, 1);
    case 'vertcat':
      return concat(args, 0);
    case 'reduce':
      return reduce(a);
    case 'size-row': {
      // The rank is known when no extent from the third on may be a dropped 1.
      const last = a.dims.length > 2 ? isConst(a.dims[a.dims.length - 1]!, 1) : false;
      return last === false ? legal(tuple(1, a.dims.length)) : UNKNOWN;
    }
    case 'column':
      return legal(tuple(numel(a), 1));
    case 'diag':
      return diag(a);
    case 'square':
      return legal(tuple(dimAt(a, 0), dimAt(a, 0)));
  }
}

/** θ_f: 1 when the operands conform, 0 when they do not, null when the extents cannot tell. */
export function theta(o: ShapeOp, args: readonly Tuple[], mode: ShapeMode): Tri {
  const r = applyOperator(o, args, mode);
  return r.kind === 'legal' ? true : r.kind === 'illegal' ? false : null;
}

/** H_f: the result shape when θ_f is 1, otherwise undefined. */
export function resultShape(o: ShapeOp, args: readonly Tuple[], mode: ShapeMode): Tuple | undefined {
  const r = applyOperator(o, args, mode);
  return r.kind === 'legal' ? r.shape : undefined;
}
