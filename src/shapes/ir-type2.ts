// Type II and indexing for shape tracking over the IR (ir-tracking.ts): statement site names,
// which call arguments are sizes, the extents and ranges values hold, constant folding of the
// few builtins sizes are computed with, and the shape of an indexing.
import type { Arg, IrFunction, Stmt } from '../tame/index.js';
import { type Extent, add, constantOf, mul, num } from './extent.js';
import { type ShapeValue, type AV } from './ir-domains.js';
import { type ShapeTerm, SCALAR_TUPLE, shapeVar, tuple } from './terms.js';

export const FILLERS = new Set(['zeros', 'ones', 'rand', 'randn', 'eye', 'true', 'false', 'nan', 'NaN', 'inf', 'Inf', 'cell', 'randi']);

/** Site names: the line of the statement, with `.2`, `.3` for further statements on a line. */
export function siteNames(fn: IrFunction): Map<Stmt, string> {
  const out = new Map<Stmt, string>();
  const perLine = new Map<number, number>();
  const visit = (stmts: readonly Stmt[]): void => {
    for (const s of stmts) {
      const k = (perLine.get(s.span.line) ?? 0) + 1;
      perLine.set(s.span.line, k);
      out.set(s, k === 1 ? String(s.span.line) : `${s.span.line}.${k}`);
      if (s.op === 'if') {
        visit(s.then);
        visit(s.else);
      } else if (s.op === 'while') {
        visit(s.header);
        visit(s.body);
      } else if (s.op === 'for') visit(s.body);
      else if (s.op === 'try') {
        visit(s.body);
        visit(s.catchBody);
        visit(s.cleanup ?? []);
      }
    }
  };
  visit(fn.body);
  return out;
}

/** The arguments of a call that are sizes (by position): every argument of zeros, ones...,
 *  reshape's and repmat's after the first, colon's bounds, linspace's count, and every argument
 *  of a user function. */
export function sizeArguments(name: string, n: number): number[] {
  const all = Array.from({ length: n }, (_, i) => i);
  if (name === 'user' || FILLERS.has(name)) return all;
  if (name === 'reshape' || name === 'repmat') return all.slice(1);
  if (name === 'colon') return all;
  if (name === 'linspace') return n === 3 ? [2] : [];
  return [];
}

export function extentValue<V>(v: ShapeValue<V> | undefined): Extent | undefined {
  if (!v) return undefined;
  if (v.kind === 'ext') return v.e;
  // zeros(-1) is 0x0, zeros(2.5) an error: only natural numbers are extents.
  if (v.kind === 'num' && Number.isInteger(v.n)) return num(Math.max(0, v.n));
  return undefined;
}

/** The least and greatest element of lo:hi or lo:step:hi with constant bounds (none when empty). */
export function rangeOf<V>(vals: readonly (ShapeValue<V> | undefined)[]): { kind: 'range'; lo: number; hi: number } | undefined {
  if (!vals.every((v) => v?.kind === 'num')) return undefined;
  const ns = vals.map((v) => (v as { n: number }).n);
  const [lo, step, hi] = ns.length === 2 ? [ns[0]!, 1, ns[1]!] : [ns[0]!, ns[1]!, ns[2]!];
  if (step === 0 || (step > 0 && lo > hi) || (step < 0 && lo < hi)) return undefined;
  const last = lo + Math.floor((hi - lo) / step + 1e-10) * step;
  return { kind: 'range', lo: Math.min(lo, last), hi: Math.max(lo, last) };
}

export function negate(e: Extent): Extent {
  return { terms: e.terms.map((m) => ({ coeff: -m.coeff, atoms: m.atoms })) };
}

/** Values of scalar arithmetic on constants and extents (what Type II arguments need). */
export function foldValue<V>(name: string, args: readonly AV<V>[]): ShapeValue<V> | undefined {
  const vs = args.map((a) => a.val);
  if (vs.length === 2 && vs[0]?.kind === 'num' && vs[1]?.kind === 'num') {
    const [x, y] = [vs[0].n, vs[1].n];
    const r: Record<string, () => number> = {
      plus: () => x + y, minus: () => x - y, times: () => x * y, mtimes: () => x * y, rdivide: () => x / y, mrdivide: () => x / y,
      power: () => x ** y, mpower: () => x ** y, max: () => Math.max(x, y), min: () => Math.min(x, y), mod: () => x - Math.floor(x / y) * y,
    };
    const fn = r[name];
    if (fn) {
      const n = fn();
      return Number.isFinite(n) ? { kind: 'num', n } : undefined;
    }
  }
  if (vs.length === 1 && vs[0]?.kind === 'num') {
    const x = vs[0].n;
    const r: Record<string, () => number> = { uminus: () => -x, uplus: () => x, floor: () => Math.floor(x), ceil: () => Math.ceil(x), round: () => Math.round(x), fix: () => Math.trunc(x), abs: () => Math.abs(x), sqrt: () => Math.sqrt(x), double: () => x };
    const fn = r[name];
    if (fn) {
      const n = fn();
      return Number.isFinite(n) ? { kind: 'num', n } : undefined;
    }
  }
  if (vs.length === 1 && vs[0]?.kind === 'ext' && ['floor', 'ceil', 'round', 'fix', 'abs', 'double', 'uplus'].includes(name)) return vs[0];
  if (vs.length === 2) {
    const a = extentValue(vs[0]);
    const b = extentValue(vs[1]);
    const symbolic = vs[0]?.kind === 'ext' || vs[1]?.kind === 'ext';
    if (a && b && symbolic) {
      if (name === 'plus') return { kind: 'ext', e: add(a, b) };
      if (name === 'times' || name === 'mtimes') return { kind: 'ext', e: mul(a, b) };
      if (name === 'minus') return { kind: 'ext', e: add(a, negate(b)) };
    }
  }
  if (name === 'horzcat' && vs.length > 0) {
    const items: Extent[] = [];
    for (const v of vs) {
      if (v?.kind === 'row') items.push(...v.items);
      else {
        const e = extentValue(v);
        if (!e) return undefined;
        items.push(e);
      }
    }
    return { kind: 'row', items };
  }
  return undefined;
}

/** a(i1, ..., im) on terms: scalar subscripts give 1, `:` the extent of that dimension (the
 *  product of the rest for the last), a subscript of known shape its number of elements. One
 *  subscript: a scalar gives 1x1, `:` a column; otherwise the result is opaque. */
export function indexShape(a: ShapeTerm, args: readonly Arg[], idx: readonly ShapeTerm[], symbol: string): ShapeTerm {
  const fresh = shapeVar(symbol);
  let k = 0;
  const counts: (Extent | undefined)[] = args.map((arg, i) => {
    if (arg.kind === 'colon') {
      if (a.kind !== 'tuple') return undefined;
      if (args.length === 1) return mul(...a.dims);
      return i === args.length - 1 ? mul(...a.dims.slice(i), num(1)) : (a.dims[i] ?? num(1));
    }
    const t = idx[k++]!;
    return t.kind === 'tuple' ? mul(...t.dims) : undefined;
  });
  if (args.length === 0) return a;
  if (args.length === 1) {
    const c = counts[0];
    if (args[0]!.kind === 'colon') return c ? tuple(c, 1) : fresh;
    if (c && constantOf(c) === 1) return SCALAR_TUPLE;
    return fresh;
  }
  if (counts.some((c) => c === undefined)) return fresh;
  return tuple(...(counts as Extent[]));
}
