// Extent symbols live in one function's analysis: its inputs' unknown extents are named after
// the parameters (`A#1`, `A#2`), and a result handed back to a caller loses them (the caller
// has symbols of its own, and the callee's mean nothing there).
import { mentionsMarker, symbol, valueSymbol } from './symbolic.js';
import { isScalarShape, normalizeShape, single, type Shape, type Value, type ValueSet } from './values.js';

/** The shape of an input `name` nothing is known about: name#1 x name#2, rank open. */
export function inputShape(name: string): Shape {
  let s = inputShapes.get(name);
  if (!s) inputShapes.set(name, (s = { dims: [null, null], open: true, syms: [symbol(`${name}#1`), symbol(`${name}#2`)] }));
  return s;
}

/** One shape object per name, so that what is computed from it can be cached by identity. */
const inputShapes = new Map<string, Shape>();

/** An input's value set with its unknown extents named: an unknown value gets the shape
 *  name#1 x name#2 x ...; an array whose extents are not known gets symbols for them. */
export function nameInputExtents(set: ValueSet, name: string, natural = false): ValueSet {
  if (set.top) return set.values.size === 0 && !set.shape ? { top: true, values: set.values, shape: inputShape(name) } : set;
  if (set.values.size !== 1) return set;
  const [cls, v] = [...set.values.entries()][0]!;
  // A double scalar of unknown value: its value is the symbol n#v (`zeros(n, n + 1)` is then
  // max(n#v,0) x max(n#v+1,0), and two arrays sized by n alike); validated as a whole number
  // >= 0, the extent symbol n (`zeros(n, n + 1)` is n x (n+1)).
  if (v.kind === 'matrix' && v.mclass === 'double' && v.complex !== 'complex' && !v.constant && !v.symbolic && !v.valueTerm && isScalarShape(v.shape)) {
    return { top: false, values: new Map([[cls, natural ? { ...v, symbolic: symbol(name) } : { ...v, valueTerm: valueSymbol(name) }]]) };
  }
  if (v.kind !== 'matrix' && v.kind !== 'cell' && v.kind !== 'struct') return set;
  if (v.shape.syms || v.shape.dims.every((d) => d !== null)) return set;
  const limit = v.shape.open ? 2 : v.shape.dims.length;
  const syms = v.shape.dims.map((d, i) => (d === null && i < limit ? symbol(`${name}#${i + 1}`) : null));
  const shape = normalizeShape({ ...v.shape, syms });
  return { top: false, values: new Map([[cls, { ...v, shape } as Value]]) };
}

/** The set without any extent symbol (for a caller). */
export function stripSymbols(set: ValueSet): ValueSet {
  if (!mentionsSymbols(set)) return set;
  const values = new Map<string, Value>();
  for (const [c, v] of set.values) values.set(c, stripValue(v));
  return { top: set.top, values };
}

function plain(s: Shape): Shape {
  return s.syms ? { dims: s.dims, open: s.open } : s;
}

function stripValue(v: Value): Value {
  switch (v.kind) {
    case 'matrix':
      return v.constant ? { kind: 'matrix', mclass: v.mclass, complex: v.complex, shape: plain(v.shape), constant: v.constant } : { kind: 'matrix', mclass: v.mclass, complex: v.complex, shape: plain(v.shape) };
    case 'cell':
      return { ...v, shape: plain(v.shape), merged: stripSymbols(v.merged), ...(v.elements ? { elements: v.elements.map(stripSymbols) } : {}) };
    case 'struct':
      return v.fields ? { ...v, shape: plain(v.shape), fields: new Map([...v.fields].map(([f, s]) => [f, stripSymbols(s)])) } : { ...v, shape: plain(v.shape) };
    case 'handle':
      return v.targets ? { kind: 'handle', targets: v.targets.map((t) => ({ ...t, partial: t.partial.map(stripSymbols) })) } : v;
    case 'object': {
      const shape = v.shape ? { shape: plain(v.shape) } : {};
      return v.props ? { ...v, ...shape, props: new Map([...v.props].map(([p, s]) => [p, stripSymbols(s)])) } : { ...v, ...shape };
    }
  }
}

function mentionsSymbols(set: ValueSet): boolean {
  if (set.shape) return true;
  for (const v of set.values.values()) {
    switch (v.kind) {
      case 'matrix':
        if (v.shape.syms || v.symbolic || v.sizeOf || v.range || v.valueTerm) return true;
        break;
      case 'cell':
        if (v.shape.syms || mentionsSymbols(v.merged) || v.elements?.some(mentionsSymbols)) return true;
        break;
      case 'struct':
        if (v.shape.syms || (v.fields && [...v.fields.values()].some(mentionsSymbols))) return true;
        break;
      case 'handle':
        if (v.targets?.some((t) => t.partial.some(mentionsSymbols))) return true;
        break;
      case 'object':
        if (v.shape?.syms || (v.props && [...v.props.values()].some(mentionsSymbols))) return true;
        break;
    }
  }
  return false;
}

/** The set without what it says in terms of a loop iteration's symbol (`marker`): a value that
 *  mentions it loses its symbols, for a later iteration's symbol is another value. */
export function forgetMarker(set: ValueSet, marker: string): ValueSet {
  if (!mentionsMarkerIn(set, marker)) return set;
  const values = new Map<string, Value>();
  for (const [c, v] of set.values) values.set(c, mentionsMarkerIn(single(v), marker) ? stripValue(v) : v);
  return { top: set.top, values };
}

function mentionsMarkerIn(set: ValueSet, marker: string): boolean {
  if (!mentionsSymbols(set)) return false;
  const inShape = (s: Shape | undefined): boolean => !!s?.syms?.some((t) => mentionsMarker(t, marker));
  for (const v of set.values.values()) {
    switch (v.kind) {
      case 'matrix':
        if (inShape(v.shape) || inShape(v.sizeOf) || mentionsMarker(v.symbolic, marker) || mentionsMarker(v.valueTerm, marker) || mentionsMarker(v.range?.lo, marker) || mentionsMarker(v.range?.hi, marker)) return true;
        break;
      case 'cell':
        if (inShape(v.shape) || mentionsMarkerIn(v.merged, marker) || v.elements?.some((e) => mentionsMarkerIn(e, marker))) return true;
        break;
      case 'struct':
        if (inShape(v.shape) || (v.fields && [...v.fields.values()].some((f) => mentionsMarkerIn(f, marker)))) return true;
        break;
      case 'handle':
        if (v.targets?.some((t) => t.partial.some((p) => mentionsMarkerIn(p, marker)))) return true;
        break;
      case 'object':
        if (inShape(v.shape) || (v.props && [...v.props.values()].some((p) => mentionsMarkerIn(p, marker)))) return true;
        break;
    }
  }
  return false;
}
