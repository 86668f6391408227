// The abstract values of the value analysis (section 5 of the Tamer paper): a variable holds a
// value set, one abstract value per possible mclass (values of different classes are never
// joined); matrices carry class, complexity, shape and a constant; structs and cells are
// tuples (fields or elements known) or collections (one merged value set); function handles
// are sets of (function, partial arguments).

import { formatTerm, isSym, mulTerms, type Sym, type Term } from './symbolic.js';

/** An extent: a known count, or null when unknown. */
export type Extent = number | null;

/** An array shape: at least two extents. `open` means more dimensions may follow (the rank
 *  is not known); a closed shape has exactly these dimensions (trailing 1s dropped from the
 *  third on). `syms` names unknown extents symbolically (`A#1`, `n + 1`): entry i, when set,
 *  is the extent of dimension i wherever `dims[i]` is null. Code that reads only `dims` sees
 *  an unknown extent, which is always sound. */
export interface Shape {
  readonly dims: readonly Extent[];
  readonly open: boolean;
  readonly syms?: readonly (Sym | null)[];
}

export const UNKNOWN_SHAPE: Shape = { dims: [null, null], open: true };
export const SCALAR: Shape = { dims: [1, 1], open: false };
export const EMPTY_SHAPE: Shape = { dims: [0, 0], open: false };

export function shapeOf(...dims: Extent[]): Shape {
  return normalizeShape({ dims, open: false });
}

/** The extent of dimension i (0-based) as far as known: a count, a symbol, or null; 1 beyond
 *  a closed shape. */
export function termAt(s: Shape, i: number): Term {
  if (i >= s.dims.length) return s.open ? null : 1;
  const d = s.dims[i] ?? null;
  return d !== null ? d : (s.syms?.[i] ?? null);
}

/** A shape from extents that may be symbolic. */
export function shapeOfTerms(terms: readonly Term[], open = false): Shape {
  return normalizeShape({ dims: terms.map((t) => (typeof t === 'number' ? t : null)), open, syms: terms.map((t) => (isSym(t) ? t : null)) });
}

/** MATLAB's canonical form: at least two dimensions, trailing singletons from the third on
 *  dropped; `syms` only where an extent is unknown, and absent when none is named. */
export function normalizeShape(s: Shape): Shape {
  const dims = [...s.dims];
  while (dims.length < 2) dims.push(1);
  if (!s.open) while (dims.length > 2 && dims[dims.length - 1] === 1) dims.pop();
  if (!s.syms) return { dims, open: s.open };
  const syms = dims.map((d, i) => (d === null ? (s.syms![i] ?? null) : null));
  return syms.some((x) => x !== null) ? { dims, open: s.open, syms } : { dims, open: s.open };
}

export function isScalarShape(s: Shape): boolean {
  return !s.open && s.dims.every((d) => d === 1);
}

/** Known element count, or null. */
export function numelOf(s: Shape): number | null {
  if (s.open) return s.dims.some((d) => d === 0) ? 0 : null;
  let n = 1;
  for (const d of s.dims) {
    if (d === null) return null;
    n *= d;
  }
  return n;
}

/** The element count as far as known: a number, a polynomial of the symbols, or null. */
export function numelTerm(s: Shape): Term {
  if (s.open) return s.dims.some((d) => d === 0) ? 0 : null;
  let n: Term = 1;
  for (let i = 0; i < s.dims.length; i++) n = mulTerms(n, termAt(s, i));
  return n;
}

export function joinShape(a: Shape, b: Shape): Shape {
  if (a === b) return a;
  if (a.dims.length !== b.dims.length) {
    // Different ranks (1x1 and 1x1x2): the common leading extents, and more may follow.
    const n = Math.min(a.dims.length, b.dims.length);
    return shapeOfTerms(Array.from({ length: n }, (_, i) => joinTerm(termAt(a, i), termAt(b, i))), true);
  }
  const n = a.dims.length;
  if (!a.syms && !b.syms) {
    const dims: Extent[] = [];
    for (let i = 0; i < n; i++) dims.push(a.dims[i] === b.dims[i] ? (a.dims[i] ?? null) : null);
    return normalizeShape({ dims, open: a.open || b.open });
  }
  return shapeOfTerms(Array.from({ length: n }, (_, i) => joinTerm(termAt(a, i), termAt(b, i))), a.open || b.open);
}

function joinTerm(x: Term, y: Term): Term {
  return x === y ? x : null;
}

export function sameShape(a: Shape, b: Shape): boolean {
  if (a === b) return true;
  if (a.open !== b.open || a.dims.length !== b.dims.length || !a.dims.every((d, i) => d === b.dims[i])) return false;
  if (!a.syms && !b.syms) return true;
  return a.dims.every((_d, i) => (a.syms?.[i] ?? null) === (b.syms?.[i] ?? null));
}

/** `3x4`, `?x4x...`: the counted extents only (a symbolic one is `?`). */
export function formatPlainShape(s: Shape): string {
  const text = s.dims.map((d) => (d === null ? '?' : String(d))).join('x');
  return s.open ? `${text}x...` : text;
}

/** `3x4`, `?x4x...`; with symbols `A#1 x (n+1)`, spaced so that sums read apart. */
export function formatShape(s: Shape): string {
  const symbolic = s.syms?.some((x) => x !== null) ?? false;
  const text = s.dims.map((_d, i) => formatTerm(termAt(s, i))).join(symbolic ? ' x ' : 'x');
  return s.open ? `${text}${symbolic ? ' x ...' : 'x...'}` : text;
}

/** Real, complex, or either. */
export type Complexity = 'real' | 'complex' | 'any';

/** A known value: scalar numbers and logicals, char row vectors (and string scalars). */
export type Constant =
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'logical'; readonly value: boolean }
  | { readonly kind: 'char'; readonly value: string };

/** A numeric, char, logical or string array. */
export interface MatrixValue {
  readonly kind: 'matrix';
  readonly mclass: string;
  readonly complex: Complexity;
  readonly shape: Shape;
  readonly constant?: Constant;
  /** A scalar whose value is this polynomial of the function's extent symbols (`n = size(A, 1)`
   *  is `A#1`; `n + 1`); an integer, maybe negative. */
  readonly symbolic?: Sym;
  /** A row that is `size(x)` of an array of this (closed) shape: `zeros(size(x))` has it. */
  readonly sizeOf?: Shape;
  /** A real double scalar whose value is this polynomial of value symbols (an input n is
   *  `n#v`) and extent symbols: unlike `symbolic`, not known to be whole nor nonnegative. */
  readonly valueTerm?: Sym;
  /** A whole-number scalar within bounds: a loop variable over `1:n` is in 1..n, `k + 1` in
   *  2..n+1 (so `a(k + 1) = v` stays inside an array of n+1 elements); on a vector (a colon's
   *  result), bounds every element. */
  readonly range?: Interval;
}

/** lo <= value <= hi, a bound null when not known; bounds are interned, so === compares. */
export interface Interval {
  readonly lo: Term;
  readonly hi: Term;
}

function sameInterval(a: Interval | undefined, b: Interval | undefined): boolean {
  return a === b || (!!a && !!b && a.lo === b.lo && a.hi === b.hi);
}

/** A cell array: `elements` (column-major, one value set each) when every element is known
 *  apart (a tuple), else only `merged`, the join of every element (a collection). `merged`
 *  is kept in both forms. */
export interface CellValue {
  readonly kind: 'cell';
  readonly shape: Shape;
  readonly elements?: readonly ValueSet[];
  readonly merged: ValueSet;
}

/** A struct (array): `fields` when the field names are known (a tuple), each with the join of
 *  its values over the elements; undefined when not (a collection: any field may exist). */
export interface StructValue {
  readonly kind: 'struct';
  readonly shape: Shape;
  readonly fields?: ReadonlyMap<string, ValueSet>;
}

/** Where a handle's function is looked up: the file and function it was created in. */
export interface HandleScope {
  readonly file: string;
  readonly functionPath: readonly string[];
}

/** One function a handle may call: `@name` (no partial arguments) or an extracted lambda with
 *  the values it captured. */
export interface HandleTarget {
  readonly fn: string;
  readonly scope: HandleScope;
  readonly partial: readonly ValueSet[];
  readonly lambda: boolean;
  /** A method bound to its object (`obj.m` before its parentheses): the class whose method
   *  `fn` is, looked up there (not by MATLAB's lookup of a plain name). */
  readonly method?: string;
}

export interface HandleValue {
  readonly kind: 'handle';
  /** Undefined: any function (a handle from outside the analysed code). */
  readonly targets?: readonly HandleTarget[];
}

/** A value of a class the analysis does not look inside: a user class instance, a Java or
 *  .NET object, `containers.Map`, an MException. */
export interface ObjectValue {
  readonly kind: 'object';
  readonly mclass: string;
  /** The size of the object array, when known: a constructor makes one object (1x1). */
  readonly shape?: Shape;
  /** A value class's object (copied on assignment, so no alias sees a write): the values its
   *  properties may hold, every property of its class and superclasses (but the dependent and
   *  constant ones). Absent for handle objects, whose properties any alias may change. */
  readonly props?: ReadonlyMap<string, ValueSet>;
}

export type Value = MatrixValue | CellValue | StructValue | HandleValue | ObjectValue;

/** The values a variable may hold, at most one per mclass. `top` means it may also hold any
 *  value of any class (unknown: what an unanalysable call returns). The empty, non-top set is
 *  bottom: no value (unassigned, or unreachable). */
export interface ValueSet {
  readonly top: boolean;
  readonly values: ReadonlyMap<string, Value>;
  /** With `top`: the shape of whatever value it is, when that is known (an input `A` of a
   *  function analysed with unknown arguments is A#1 x A#2 x ..., of any class). */
  readonly shape?: Shape;
}

export const BOTTOM: ValueSet = { top: false, values: new Map() };
export const TOP: ValueSet = { top: true, values: new Map() };

/** `n` copies of one (immutable) set: the analysis makes such lists at every call, and
 *  `Array.from({ length: n }, ...)` takes V8's slow generic path. */
export function repeated(n: number, set: ValueSet): ValueSet[] {
  const out = new Array<ValueSet>(n);
  for (let i = 0; i < n; i++) out[i] = set;
  return out;
}

export function classOf(v: Value): string {
  switch (v.kind) {
    case 'matrix':
    case 'object':
      return v.mclass;
    case 'cell':
      return 'cell';
    case 'struct':
      return 'struct';
    case 'handle':
      return 'function_handle';
  }
}

export function single(v: Value): ValueSet {
  const values = new Map<string, Value>();
  values.set(classOf(v), v);
  return { top: false, values };
}

export function setOf(values: Iterable<Value>, top = false): ValueSet {
  let s: ValueSet = { top, values: new Map() };
  for (const v of values) s = joinSets(s, single(v));
  return s;
}

export function isBottom(s: ValueSet): boolean {
  return !s.top && s.values.size === 0;
}

export function joinSets(a: ValueSet, b: ValueSet): ValueSet {
  if (a === b || isBottom(b)) return a;
  if (isBottom(a)) return b;
  // a's map is copied only when b adds to it (most joins at a loop's head or a branch's end
  // meet values already there); the maps are never changed once made, so they may be shared.
  let values: Map<string, Value> | undefined;
  b.values.forEach((v, c) => {
    const mine = (values ?? a.values).get(c);
    const joined = mine ? joinValues(mine, v) : v;
    if (joined === mine) return;
    if (!values) {
      values = new Map();
      a.values.forEach((x, k) => values!.set(k, x));
    }
    values.set(c, joined);
  });
  const shape = joinTopShapes(a, b);
  const top = shape !== undefined || a.top || b.top;
  if (values === undefined && top === a.top && shape === a.shape) return a;
  return shape ? { top: true, values: values ?? a.values, shape } : { top, values: values ?? a.values };
}

function joinTopShapes(a: ValueSet, b: ValueSet): Shape | undefined {
  if (a.top && b.top) return a.shape && b.shape && sameShape(a.shape, b.shape) ? a.shape : undefined;
  return a.top ? a.shape : b.top ? b.shape : undefined;
}

function joinConstants(a: Constant | undefined, b: Constant | undefined): Constant | undefined {
  if (!a || !b || a.kind !== b.kind) return undefined;
  return Object.is(a.value, b.value) ? a : undefined;
}

function joinComplexity(a: Complexity, b: Complexity): Complexity {
  return a === b ? a : 'any';
}

/** Joins two values of the same class. */
export function joinValues(a: Value, b: Value): Value {
  if (a === b) return a;
  if (a.kind === 'matrix' && b.kind === 'matrix') {
    const constant = joinConstants(a.constant, b.constant);
    const symbolic = a.symbolic === b.symbolic ? a.symbolic : undefined;
    const sizeOf = a.sizeOf && b.sizeOf && sameShape(a.sizeOf, b.sizeOf) ? a.sizeOf : undefined;
    // Bounds are kept only when equal: a loop's head then settles at once (a counter's bounds
    // would grow by one each round).
    const range = sameInterval(a.range, b.range) ? a.range : undefined;
    const valueTerm = a.valueTerm === b.valueTerm ? a.valueTerm : undefined;
    const complex = joinComplexity(a.complex, b.complex);
    const shape = joinShape(a.shape, b.shape);
    // b adds nothing to a: a itself (so the sets holding it need no copy).
    if (constant === a.constant && symbolic === a.symbolic && sizeOf === a.sizeOf && range === a.range && valueTerm === a.valueTerm && complex === a.complex && sameShape(shape, a.shape)) return a;
    return {
      kind: 'matrix', mclass: a.mclass, complex, shape,
      ...(constant ? { constant } : {}), ...(symbolic ? { symbolic } : {}), ...(sizeOf ? { sizeOf } : {}), ...(range ? { range } : {}),
      ...(valueTerm ? { valueTerm } : {}),
    };
  }
  if (a.kind === 'cell' && b.kind === 'cell') {
    const merged = joinSets(a.merged, b.merged);
    const shape = joinShape(a.shape, b.shape);
    const tuple = a.elements && b.elements && a.elements.length === b.elements.length && sameShape(a.shape, b.shape);
    return tuple ? { kind: 'cell', shape, merged, elements: a.elements!.map((e, i) => joinSets(e, b.elements![i])) } : { kind: 'cell', shape, merged };
  }
  if (a.kind === 'struct' && b.kind === 'struct') {
    const shape = joinShape(a.shape, b.shape);
    if (!a.fields || !b.fields) return { kind: 'struct', shape };
    // A field present on one path only may be absent at run time: reading it may fail, but
    // when it is there it holds one of these values.
    const fields = new Map(a.fields);
    for (const [f, s] of b.fields) fields.set(f, fields.has(f) ? joinSets(fields.get(f)!, s) : s);
    return { kind: 'struct', shape, fields };
  }
  if (a.kind === 'handle' && b.kind === 'handle') {
    if (!a.targets || !b.targets) return { kind: 'handle' };
    const targets = [...a.targets];
    for (const t of b.targets) {
      const i = targets.findIndex((u) => u.fn === t.fn && u.lambda === t.lambda && u.method === t.method && u.scope.file === t.scope.file && u.scope.functionPath.join('/') === t.scope.functionPath.join('/'));
      if (i < 0) targets.push(t);
      else if (targets[i].partial.length === t.partial.length) targets[i] = { ...targets[i], partial: targets[i].partial.map((p, k) => joinSets(p, t.partial[k])) };
      else targets.push(t);
    }
    return { kind: 'handle', targets };
  }
  if (a.kind === 'object' && b.kind === 'object') {
    const shape = a.shape && b.shape ? joinShape(a.shape, b.shape) : undefined;
    // Objects of one class have the same properties: joined one by one.
    const props = a.props && b.props ? new Map([...a.props].map(([p, s]) => [p, joinSets(s, b.props!.get(p) ?? TOP)])) : undefined;
    return { kind: 'object', mclass: a.mclass, ...(shape ? { shape } : {}), ...(props ? { props } : {}) };
  }
  return a;
}

/** The value with a value object's properties forgotten (its class and size kept). */
export function withoutProps(v: Value): Value {
  return v.kind === 'object' && v.props ? { kind: 'object', mclass: v.mclass, ...(v.shape ? { shape: v.shape } : {}) } : v;
}

/** An object of v's class with this shape: its properties' values only when it and v are one
 *  object each (an array's elements may differ). */
export function objectArray(v: ObjectValue, shape: Shape): ObjectValue {
  const one = isScalarShape(shape) && v.shape !== undefined && isScalarShape(v.shape);
  return { kind: 'object', mclass: v.mclass, shape, ...(one && v.props ? { props: v.props } : {}) };
}

function equalProps(a: ReadonlyMap<string, ValueSet> | undefined, b: ReadonlyMap<string, ValueSet> | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.size !== b.size) return false;
  for (const [p, s] of a) {
    const t = b.get(p);
    if (!t || !equalSets(s, t)) return false;
  }
  return true;
}

/** Values compared for the fixed points: same classes, and each value equal. */
export function equalSets(a: ValueSet, b: ValueSet): boolean {
  if (a === b) return true;
  if (a.top !== b.top || a.values.size !== b.values.size) return false;
  if (a.shape !== b.shape && !(a.shape && b.shape && sameShape(a.shape, b.shape))) return false;
  for (const [c, v] of a.values) {
    const w = b.values.get(c);
    if (!w || !equalValues(v, w)) return false;
  }
  return true;
}

export function equalValues(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'matrix': {
      const m = b as MatrixValue;
      return a.mclass === m.mclass && a.complex === m.complex && sameShape(a.shape, m.shape) && equalConstant(a.constant, m.constant)
        && a.symbolic === m.symbolic && (a.sizeOf === m.sizeOf || (!!a.sizeOf && !!m.sizeOf && sameShape(a.sizeOf, m.sizeOf))) && sameInterval(a.range, m.range) && a.valueTerm === m.valueTerm;
    }
    case 'cell': {
      const c = b as CellValue;
      if (!sameShape(a.shape, c.shape) || !equalSets(a.merged, c.merged) || !!a.elements !== !!c.elements) return false;
      return !a.elements || (a.elements.length === c.elements!.length && a.elements.every((e, i) => equalSets(e, c.elements![i])));
    }
    case 'struct': {
      const s = b as StructValue;
      if (!sameShape(a.shape, s.shape) || !!a.fields !== !!s.fields) return false;
      if (!a.fields) return true;
      if (a.fields.size !== s.fields!.size) return false;
      for (const [f, v] of a.fields) if (!s.fields!.has(f) || !equalSets(v, s.fields!.get(f)!)) return false;
      return true;
    }
    case 'handle': {
      const h = b as HandleValue;
      if (!a.targets || !h.targets) return !a.targets && !h.targets;
      return a.targets.length === h.targets.length && a.targets.every((t, i) => {
        const u = h.targets![i];
        return t.fn === u.fn && t.lambda === u.lambda && t.method === u.method && t.partial.length === u.partial.length && t.partial.every((p, k) => equalSets(p, u.partial[k]));
      });
    }
    case 'object': {
      const o = b as ObjectValue;
      return a.mclass === o.mclass && (a.shape === o.shape || (!!a.shape && !!o.shape && sameShape(a.shape, o.shape))) && equalProps(a.props, o.props);
    }
  }
}

function equalConstant(a: Constant | undefined, b: Constant | undefined): boolean {
  if (!a || !b) return a === b;
  return a.kind === b.kind && Object.is(a.value, b.value);
}

// ------------------------------------------------------------------ constructors

export function matrix(mclass: string, shape: Shape = UNKNOWN_SHAPE, complex: Complexity = 'real', constant?: Constant): MatrixValue {
  return constant ? { kind: 'matrix', mclass, complex, shape, constant } : { kind: 'matrix', mclass, complex, shape };
}

export function numberConstant(value: number): MatrixValue {
  return matrix('double', SCALAR, 'real', { kind: 'number', value });
}

export function logicalConstant(value: boolean): MatrixValue {
  return matrix('logical', SCALAR, 'real', { kind: 'logical', value });
}

/** A char row constant. Beyond ASCII its length is left open: MATLAB counts UTF-16 units,
 *  Octave UTF-8 bytes, so folded text ('a—' with 'b') must not claim either count. */
export function charConstant(value: string): MatrixValue {
  let ascii = true;
  for (let i = 0; i < value.length && ascii; i++) ascii = value.charCodeAt(i) < 128;
  return matrix('char', shapeOf(value.length === 0 ? 0 : 1, ascii ? value.length : null), 'real', { kind: 'char', value });
}

/** A value of class `mclass` with nothing else known (what a class test or a guess about an
 *  unknown argument leaves). */
export function unknownOf(mclass: string): Value {
  if (mclass === 'cell') return { kind: 'cell', shape: UNKNOWN_SHAPE, merged: TOP };
  if (mclass === 'struct') return { kind: 'struct', shape: UNKNOWN_SHAPE };
  if (mclass === 'function_handle') return { kind: 'handle' };
  return matrix(mclass, UNKNOWN_SHAPE, mclass === 'double' || mclass === 'single' ? 'any' : 'real');
}
