// What builtins say about extents by value (MAGICA's Type II through values): `size(A, 1)` is
// the scalar A#1, `numel(A)` the product of A's extents, `size(A)` the row that rebuilds A's
// shape in `zeros(size(A))`, and integer arithmetic on such scalars (`n + 1`, `2*n`) stays a
// polynomial; a colon's elements lie within its bounds. Applied after the propagator, to double
// values it left without a constant.
import { numberOf, valueShape } from './builtin-shapes.js';
import { addTerms, isSym, mulTerms, subTerms, type Sym, type Term } from './symbolic.js';
import { isScalarShape, numelTerm, single, termAt, type Interval, type MatrixValue, type Shape, type Value, type ValueSet } from './values.js';

type Fact = { readonly symbolic: Sym } | { readonly sizeOf: Shape } | { readonly range: Interval } | { readonly valueTerm: Sym; readonly range?: Interval };

/** The outputs with the symbolic facts the call gives them. */
export function withSymbolicFacts(name: string, args: readonly Value[], nargout: number, outputs: readonly ValueSet[]): ValueSet[] {
  const facts = symbolicFacts(name, args, nargout);
  if (!facts) return [...outputs];
  return outputs.map((o, i) => {
    const f = facts[i];
    const v = o.values.get('double');
    if (!f || o.top || o.values.size !== 1 || !v || v.kind !== 'matrix' || v.constant) return o;
    return single({ ...v, ...f } as MatrixValue);
  });
}

function symbolicFact(t: Term): Fact | undefined {
  return isSym(t) ? { symbolic: t } : undefined;
}

function symbolicFacts(name: string, args: readonly Value[], nargout: number): (Fact | undefined)[] | undefined {
  const x = args[0];
  switch (name) {
    case 'size': {
      if (!x || x.kind === 'object') return undefined;
      const s = valueShape(x);
      if (args.length === 2) {
        const k = numberOf(args[1]);
        return k !== undefined && Number.isInteger(k) && k >= 1 ? [symbolicFact(termAt(s, k - 1))] : undefined;
      }
      if (args.length !== 1) return undefined;
      // zeros(size(A)) has A's shape, whatever A's rank.
      if (nargout <= 1) return [{ sizeOf: s }];
      const out: (Fact | undefined)[] = [];
      for (let i = 0; i < nargout - 1; i++) out.push(symbolicFact(termAt(s, i)));
      // The last output is the product of the remaining extents.
      let rest: Term = s.open ? null : 1;
      for (let i = nargout - 1; i < Math.max(s.dims.length, nargout); i++) rest = mulTerms(rest, termAt(s, i));
      out.push(symbolicFact(rest));
      return out;
    }
    case 'numel':
      return x && args.length === 1 && x.kind !== 'object' ? [symbolicFact(numelTerm(valueShape(x)))] : undefined;
    case 'length': {
      if (!x || args.length !== 1 || x.kind === 'object') return undefined;
      const s = valueShape(x);
      if (s.open || s.dims.length !== 2) return undefined;
      // A vector's length is its other extent (0 when it is empty).
      if (termAt(s, 0) === 1) return [symbolicFact(termAt(s, 1))];
      if (termAt(s, 1) === 1) return [symbolicFact(termAt(s, 0))];
      return undefined;
    }
    case 'rows':
    case 'columns':
      return x && args.length === 1 && x.kind !== 'object' ? [symbolicFact(termAt(valueShape(x), name === 'rows' ? 0 : 1))] : undefined;
    case 'plus':
    case 'minus':
    case 'times':
    case 'mtimes': {
      if (args.length !== 2) return undefined;
      const a = integerScalar(args[0]!);
      const b = integerScalar(args[1]!);
      const values = valueFact(name, args[0]!, args[1]!);
      // A value polynomial and the bounds both (`k - 1` of a loop's k: its value, and 0..n-1).
      if (values) return [{ ...boundsFact(name, args[0]!, args[1]!), ...values }];
      if (a === null || b === null) return [boundsFact(name, args[0]!, args[1]!)];
      if (!isSym(a) && !isSym(b)) return undefined;
      const r = arithmetic(name, a, b);
      return [symbolicFact(r)];
    }
    case 'colon': {
      // `a:b` and `a:s:b` with whole bounds and a positive whole step: every element is whole
      // and within a..b (`img(6:12, 8:16) = v` stays inside an array of 12 rows and 16 columns).
      if (args.length !== 2 && args.length !== 3) return undefined;
      if (args.length === 3) {
        const step = numberOf(args[1]!);
        if (step === undefined || !Number.isSafeInteger(step) || step < 1) return undefined;
      }
      const lo = bounds(args[0]!)?.lo ?? null;
      const hi = bounds(args[args.length - 1]!)?.hi ?? null;
      return lo === null || hi === null ? undefined : [{ range: { lo, hi } }];
    }
    default:
      return undefined;
  }
}

/** plus, minus, times or mtimes of two polynomials (or counts). */
function arithmetic(name: string, a: Term, b: Term): Term {
  return name === 'plus' ? addTerms(a, b) : name === 'minus' ? subTerms(a, b) : mulTerms(a, b);
}

/** `n + 1`, `2 * n`, `n - m` when a side is a value polynomial (an input n#v) and the other a
 *  whole constant, an extent polynomial or a value polynomial: the result's value. */
function valueFact(name: string, x: Value, y: Value): Fact | undefined {
  const vx = x.kind === 'matrix' ? x.valueTerm : undefined;
  const vy = y.kind === 'matrix' ? y.valueTerm : undefined;
  if (!vx && !vy) return undefined;
  const a = vx ?? integerScalar(x);
  const b = vy ?? integerScalar(y);
  if (a === null || b === null) return undefined;
  const r = arithmetic(name, a, b);
  return isSym(r) ? { valueTerm: r } : undefined;
}

/** The bounds of `a + b`, `a - b`, `c * a` when one side is bounded (a loop variable `k` in
 *  1..n: `k + 1` is in 2..n+1) and the other whole; element by element for arrays (`c * a`
 *  only with c a scalar, so that mtimes scales too). */
function boundsFact(name: string, x: Value, y: Value): Fact | undefined {
  const a = bounds(x);
  const b = bounds(y);
  if (!a || !b || (!(x as MatrixValue).range && !(y as MatrixValue).range)) return undefined;
  let range: Interval;
  if (name === 'plus') range = { lo: addTerms(a.lo, b.lo), hi: addTerms(a.hi, b.hi) };
  else if (name === 'minus') range = { lo: subTerms(a.lo, b.hi), hi: subTerms(a.hi, b.lo) };
  else {
    // A nonnegative whole constant times a bounded value.
    const cx = integerScalar(x);
    const cy = integerScalar(y);
    const [c, r] = typeof cx === 'number' ? [cx, b] : typeof cy === 'number' ? [cy, a] : [undefined, a];
    if (c === undefined || c < 0) return undefined;
    range = { lo: mulTerms(c, r.lo), hi: mulTerms(c, r.hi) };
  }
  return range.lo === null && range.hi === null ? undefined : { range };
}

/** The bounds of a real double's elements: a whole scalar's constant or polynomial twice, or
 *  the range every element lies in (a loop variable's, a colon's `(j - 1) * m + (1:m)`). */
function bounds(v: Value): Interval | undefined {
  const t = integerScalar(v);
  if (t !== null) return { lo: t, hi: t };
  return v.kind === 'matrix' && v.mclass === 'double' && v.complex === 'real' ? v.range : undefined;
}

/** A real double scalar holding an integer: its constant, or its polynomial. */
function integerScalar(v: Value): Term {
  if (v.kind !== 'matrix' || v.mclass !== 'double' || !isScalarShape(v.shape)) return null;
  const n = numberOf(v);
  if (n !== undefined) return Number.isSafeInteger(n) ? n : null;
  return v.symbolic ?? null;
}
