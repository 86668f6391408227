// The shape rules of builtin calls for the IR shape tracker (ir-tracking.ts): the builtin
// table's shape operators (Type I), and the calls whose result shape depends on argument values
// (Type II: size, numel, zeros(m, n), colon, reshape, repmat, linspace, reductions along a
// known dimension), over either shape domain.
import type { BuiltinTree } from '../builtins/index.js';
import { type Extent, constantOf, mul, num, sym } from './extent.js';
import { type ShapeOp, OPERATOR_ARITY, SCALAR_TUPLE, SHAPE_OPERATORS, op, shapeVar, tuple } from './terms.js';
import type { AV, Domain, ShapeValue } from './ir-domains.js';
import { FILLERS, extentValue, foldValue, rangeOf } from './ir-type2.js';

const ELEMENTWISE_TWO = new Set(['max', 'min']);
const CUMULATIVE = new Set(['cumsum', 'cumprod', 'cummax', 'cummin']);

export class BuiltinShapes<V> {
  constructor(private readonly d: Domain<V>, private readonly builtins: BuiltinTree) {}

  /** The results of builtin `name` on `args` (`names`: the argument variables, `symbol`: the
   *  site's name for a fresh shape); undefined when no rule knows. */
  apply(name: string, args: readonly AV<V>[], names: readonly string[], nargout: number, symbol: string): (AV<V> | undefined)[] | undefined {
    const spec = this.builtins.attribute(name, 'shape')?.value;
    if (!spec || spec.opaque) return undefined;
    const n = args.length;
    const shapes = args.map((a) => a.shape);
    // An operand named twice (`B*B`, `b.^b`) is one value: the set domain takes each of its
    // shapes once, not every pair (equation 69 would pair them independently).
    const apply = (o: ShapeOp, xs: readonly V[]): V => {
      const first = names.slice(0, xs.length).map((n, i) => names.indexOf(n) === i);
      const unique = xs.filter((_, i) => first[i]);
      return this.d.map(unique, (ts) => op(o, ...xs.map((_, i) => ts[unique.indexOf(xs[names.indexOf(names[i]!)]!)]!)));
    };
    const val = foldValue(name, args);
    // Special forms first (Type II with the deciding values known, and the paper's idioms).
    if (ELEMENTWISE_TWO.has(name) && n === 2) return [{ shape: apply('broadcast', shapes), val }];
    if (CUMULATIVE.has(name) && n === 2) return [{ shape: shapes[0]! }];
    if (name === 'size') return this.size(args, nargout);
    if (name === 'numel' || name === 'length' || name === 'ndims') return [{ shape: this.d.lift(SCALAR_TUPLE), val: this.countValue(name, args[0]) }];
    if (FILLERS.has(name)) {
      const filled = this.filled(args);
      if (filled) return [{ shape: filled }];
    }
    if (name === 'colon') {
      const r = rangeOf(args.map((a) => a.val));
      return [{ shape: this.colon(args, symbol), val: r ? { ...r, scalar: false } : undefined }];
    }
    if ((name === 'reshape' || name === 'repmat') && n >= 2) {
      const r = name === 'reshape' ? this.reshape(args) : this.repmat(args);
      if (r) return [{ shape: r }];
      return undefined;
    }
    if (name === 'linspace' && (n === 2 || n === 3)) {
      const k = n === 2 ? num(100) : extentValue(args[2]!.val);
      return k ? [{ shape: this.d.lift(tuple(1, k)) }] : undefined;
    }
    if (spec.rule === 'reduce' && n === 2 && spec.valueArgs) {
      const dim = args[1]!.val;
      if (dim?.kind === 'num' && Number.isInteger(dim.n) && dim.n >= 1) {
        const k = dim.n - 1;
        return [{ shape: this.d.map([shapes[0]!], ([t]) => (t!.kind === 'tuple' ? tuple(...Array.from({ length: Math.max(t!.dims.length, k + 1) }, (_, i) => (i === k ? num(1) : (t!.dims[i] ?? num(1))))) : shapeVar(symbol))) }];
      }
      return undefined;
    }
    if (!spec.rule || spec.rule === 'none') return spec.rule === 'none' ? [] : undefined;
    if (spec.valueArgs && n >= spec.valueArgs.min) return undefined;
    if (!(SHAPE_OPERATORS as readonly string[]).includes(spec.rule)) return undefined;
    const o = spec.rule as ShapeOp;
    const arity = OPERATOR_ARITY[o];
    let shape: V;
    if (o === 'scalar') shape = this.d.lift(SCALAR_TUPLE);
    else if (n === 0) return undefined;
    else if (arity === 'n') shape = apply(o, shapes);
    else if (arity === 1) shape = apply(o, [shapes[0]!]);
    else if (n === arity) shape = apply(o, shapes);
    else return undefined;
    // Several results of a Type I builtin ([m, i] = max(x), [s, i] = sort(x)) share its shape.
    return Array.from({ length: nargout }, (_, i) => ({ shape, val: i === 0 ? val : undefined }));
  }

  private size(args: readonly AV<V>[], nargout: number): (AV<V> | undefined)[] | undefined {
    const x = args[0];
    if (!x) return undefined;
    const ts = this.d.terms(x.shape);
    const t = ts !== 'any' && ts.length === 1 ? ts[0]! : undefined;
    const scalar = this.d.lift(SCALAR_TUPLE);
    if (args.length === 2) {
      const k = args[1]!.val;
      const e = t?.kind === 'tuple' && k?.kind === 'num' && Number.isInteger(k.n) && k.n >= 1 ? (t.dims[k.n - 1] ?? num(1)) : undefined;
      return [{ shape: scalar, val: e ? { kind: 'ext', e } : undefined }];
    }
    if (args.length !== 1) return undefined;
    if (nargout === 1) {
      return [{ shape: this.d.map([x.shape], ([s]) => op('size-row', s!)), val: t?.kind === 'tuple' ? { kind: 'row', items: t.dims } : { kind: 'sizeOf', of: x.shape } }];
    }
    return Array.from({ length: nargout }, (_, i) => {
      if (t?.kind !== 'tuple') return { shape: scalar };
      const e = i < nargout - 1 ? (t.dims[i] ?? num(1)) : mul(...t.dims.slice(i), num(1));
      return { shape: scalar, val: { kind: 'ext', e } };
    });
  }

  private countValue(name: string, x: AV<V> | undefined): ShapeValue<V> | undefined {
    const ts = x ? this.d.terms(x.shape) : 'any';
    if (ts === 'any' || ts.length !== 1 || ts[0]!.kind !== 'tuple') return undefined;
    const dims = ts[0]!.dims;
    if (name === 'numel') return { kind: 'ext', e: mul(...dims) };
    if (name === 'ndims') {
      const last = dims.length > 2 ? constantOf(dims[dims.length - 1]!) : 0;
      return last === null ? undefined : { kind: 'num', n: dims.length };
    }
    // length: the largest extent, or 0 when one is 0; known when every extent is constant.
    const cs = dims.map(constantOf);
    if (cs.some((c) => c === null)) {
      const others = dims.filter((d) => constantOf(d) !== 1);
      return others.length === 1 && cs.every((c) => c === null || c === 1) ? { kind: 'ext', e: others[0]! } : undefined;
    }
    const nums = cs as number[];
    return { kind: 'num', n: nums.includes(0) ? 0 : Math.max(...nums) };
  }

  /** zeros/ones/rand...: () scalar, (n) n x n, (m, n, ...), ([m n]), (size(x)) x's shape. A
   *  trailing class name ('double', 'like', ...) is ignored. */
  private filled(args: readonly AV<V>[]): V | undefined {
    const dimsArgs = [...args];
    while (dimsArgs.length > 0 && dimsArgs[dimsArgs.length - 1]!.val?.kind === 'char') dimsArgs.pop();
    if (dimsArgs.length === 0) return this.d.lift(SCALAR_TUPLE);
    if (dimsArgs.length === 1) {
      const v = dimsArgs[0]!.val;
      if (v?.kind === 'sizeOf') return v.of;
      if (v?.kind === 'row') return this.d.lift(tuple(...v.items));
      const e = extentValue(v);
      return e ? this.d.lift(tuple(e, e)) : undefined;
    }
    const es = dimsArgs.map((a) => extentValue(a.val));
    if (es.some((e) => e === undefined)) return undefined;
    return this.d.lift(tuple(...(es as Extent[])));
  }

  /** a:b and a:s:b. Constants give the count; 1:n gives 1 x n; otherwise 1 x (a fresh extent). */
  private colon(args: readonly AV<V>[], symbol: string): V {
    const vals = args.map((a) => a.val);
    const scalarArgs = args.every((a) => isScalarIn(this.d, a));
    if (vals.every((v) => v?.kind === 'num')) {
      const ns = vals.map((v) => (v as { n: number }).n);
      const [lo, step, hi] = ns.length === 2 ? [ns[0]!, 1, ns[1]!] : [ns[0]!, ns[1]!, ns[2]!];
      const count = step === 0 || (step > 0 && lo > hi) || (step < 0 && lo < hi) ? 0 : Math.floor((hi - lo) / step + 1e-10) + 1;
      return this.d.lift(tuple(1, count));
    }
    if (args.length === 2 && vals[0]?.kind === 'num' && vals[0].n === 1) {
      const e = extentValue(vals[1]);
      if (e) return this.d.lift(tuple(1, e));
    }
    // The count is an extent nothing is known about: named after the site, it prints `?`.
    if (scalarArgs) return this.d.lift(tuple(1, sym(`?${symbol.replace(/[^A-Za-z0-9_]/g, '_')}`)));
    return this.d.lift(shapeVar(symbol));
  }

  private reshape(args: readonly AV<V>[]): V | undefined {
    const rest = args.slice(1);
    if (rest.length === 1) {
      const v = rest[0]!.val;
      if (v?.kind === 'row') return this.d.lift(tuple(...v.items));
      if (v?.kind === 'sizeOf') return v.of;
      return undefined;
    }
    const es = rest.map((a) => extentValue(a.val));
    if (es.some((e) => e === undefined)) return undefined;
    return this.d.lift(tuple(...(es as Extent[])));
  }

  private repmat(args: readonly AV<V>[]): V | undefined {
    const rest = args.slice(1);
    let reps: Extent[] | undefined;
    if (rest.length === 1) {
      const v = rest[0]!.val;
      if (v?.kind === 'row') reps = [...v.items];
      else {
        const e = extentValue(v);
        reps = e ? [e, e] : undefined;
      }
    } else {
      const es = rest.map((a) => extentValue(a.val));
      reps = es.some((e) => e === undefined) ? undefined : (es as Extent[]);
    }
    if (!reps) return undefined;
    const r = reps;
    return this.d.map([args[0]!.shape], ([t]) => {
      if (t!.kind !== 'tuple') return op('kron', tuple(...r), t!);
      const n = Math.max(t!.dims.length, r.length);
      return tuple(...Array.from({ length: n }, (_, i) => mul(t!.dims[i] ?? num(1), r[i] ?? num(1))));
    });
  }
}

/** `a` is known to be a scalar (its shape is 1x1 in the domain). */
export function isScalarIn<V>(d: Domain<V>, a: AV<V> | undefined): boolean {
  return a !== undefined && d.key(a.shape) === d.key(d.lift(SCALAR_TUPLE));
}
