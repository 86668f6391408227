// Shape terms (MAGICA, section 6.1): an explicit shape tuple of extents, a shape variable (the
// unknown shape of some array), the illegal shape π, or a shape operator applied to terms. The
// operators are the Type I shape rules of the builtin spec (SHAPE_RULES in src/builtins), so a
// builtin's `Shape(I rule)` names its operator here.
import { type Extent, constantOf, extentKey, formatExtent, isCompound, num } from './extent.js';

/** The Type I shape rules that are operators on shapes (`none` returns nothing). */
export const SHAPE_OPERATORS = [
  'same', 'broadcast', 'scalar', 'matmul', 'mldivide', 'mrdivide', 'kron', 'transpose',
  'horzcat', 'vertcat', 'reduce', 'size-row', 'column', 'diag', 'square',
] as const;
export type ShapeOp = (typeof SHAPE_OPERATORS)[number];

/** How many operands each operator takes: a number, or `n` for any number from 1. */
export const OPERATOR_ARITY: Readonly<Record<ShapeOp, number | 'n'>> = {
  same: 1, broadcast: 'n', scalar: 1, matmul: 2, mldivide: 2, mrdivide: 2, kron: 'n', transpose: 1,
  horzcat: 'n', vertcat: 'n', reduce: 1, 'size-row': 1, column: 1, diag: 1, square: 1,
};

export type ShapeTerm =
  | { readonly kind: 'tuple'; readonly dims: readonly Extent[] }
  | { readonly kind: 'var'; readonly name: string }
  | { readonly kind: 'illegal' }
  | { readonly kind: 'op'; readonly op: ShapeOp; readonly args: readonly ShapeTerm[] };

export type Tuple = Extract<ShapeTerm, { kind: 'tuple' }>;

export const ILLEGAL: ShapeTerm = { kind: 'illegal' };

/** A shape tuple in canonical form (section 4.1): at least two extents, and trailing extents
 *  that are certainly 1 dropped from the third on (selective rank demotion). */
export function tuple(...dims: readonly (Extent | number)[]): Tuple {
  const ds = dims.map((d) => (typeof d === 'number' ? num(d) : d));
  while (ds.length < 2) ds.push(num(1));
  while (ds.length > 2 && constantOf(ds[ds.length - 1]!) === 1) ds.pop();
  return { kind: 'tuple', dims: ds };
}

export const SCALAR_TUPLE: Tuple = tuple(1, 1);

export function shapeVar(name: string): ShapeTerm {
  return { kind: 'var', name };
}

export function op(o: ShapeOp, ...args: readonly ShapeTerm[]): ShapeTerm {
  const arity = OPERATOR_ARITY[o];
  if (arity === 'n' ? args.length < 1 : args.length !== arity) {
    throw new RangeError(`shape operator ${o} takes ${arity === 'n' ? 'at least 1' : arity} operand(s), not ${args.length}`);
  }
  return { kind: 'op', op: o, args };
}

/** Extent `i` (0-based) of a tuple: beyond its rank, 1. */
export function dimAt(t: Tuple, i: number): Extent {
  return t.dims[i] ?? num(1);
}

/** Operators printed infix, with their precedence (higher binds tighter). */
const INFIX: Partial<Record<ShapeOp, { sym: string; prec: number }>> = {
  broadcast: { sym: ' + ', prec: 1 },
  matmul: { sym: ' * ', prec: 2 },
  mldivide: { sym: ' \\ ', prec: 2 },
  mrdivide: { sym: ' / ', prec: 2 },
};

/** The canonical printout: `n x m`, `π`, operators as MATLAB-like expressions (`a * b + c`,
 *  `a'`, `[a, b]`). Symbols whose name starts with `?` are unknown extents and print as `?`. */
export function formatShape(t: ShapeTerm): string {
  return fmt(t, 0);
}

function fmtExtent(e: Extent): string {
  const s = formatExtent(e).replace(/\?[A-Za-z0-9_]*/g, '?');
  return isCompound(e) ? `(${s})` : s;
}

function fmt(t: ShapeTerm, ctx: number): string {
  switch (t.kind) {
    case 'tuple':
      return t.dims.map(fmtExtent).join(' x ');
    case 'var':
      return t.name;
    case 'illegal':
      return 'π';
    case 'op': {
      const inf = INFIX[t.op];
      if (inf && t.args.length > 1) {
        const s = t.args.map((a, i) => fmt(a, i === 0 ? inf.prec : inf.prec + 1)).join(inf.sym);
        return ctx > inf.prec ? `(${s})` : s;
      }
      if (inf) return fmt(t.args[0]!, ctx);
      if (t.op === 'transpose') {
        const inner = t.args[0]!;
        const s = fmt(inner, 3);
        return inner.kind === 'tuple' ? `(${s})'` : `${s}'`;
      }
      if (t.op === 'horzcat' || t.op === 'vertcat') {
        return `[${t.args.map((a) => fmt(a, 0)).join(t.op === 'horzcat' ? ', ' : '; ')}]`;
      }
      return `${t.op}(${t.args.map((a) => fmt(a, 0)).join(', ')})`;
    }
  }
}

/** A total order on terms (the ⊑ of section 6.4), for sorting operands of commutative
 *  operators: by kind, then by printed form. */
export function termKey(t: ShapeTerm): string {
  // Terms are immutable and shared: a key is computed once per term object.
  let k = keyCache.get(t);
  if (k === undefined) {
    k = computeKey(t);
    keyCache.set(t, k);
  }
  return k;
}

const keyCache = new WeakMap<ShapeTerm, string>();

function computeKey(t: ShapeTerm): string {
  switch (t.kind) {
    case 'tuple':
      return `0:${t.dims.map(extentKey).join('x')}`;
    case 'var':
      return `1:${t.name}`;
    case 'illegal':
      return '2:';
    case 'op':
      return `3:${t.op}(${t.args.map(termKey).join(',')})`;
  }
}

export function compareTerms(a: ShapeTerm, b: ShapeTerm): number {
  const ka = termKey(a);
  const kb = termKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

export function sameTerm(a: ShapeTerm, b: ShapeTerm): boolean {
  return termKey(a) === termKey(b);
}

/** Number of nodes (a tuple, variable or π counts 1): the first component of the rewriter's
 *  termination measure. */
export function termSize(t: ShapeTerm): number {
  return t.kind === 'op' ? 1 + t.args.reduce((n, a) => n + termSize(a), 0) : 1;
}

export function shapeVariables(t: ShapeTerm, into = new Set<string>()): Set<string> {
  if (t.kind === 'var') into.add(t.name);
  else if (t.kind === 'op') for (const a of t.args) shapeVariables(a, into);
  return into;
}
