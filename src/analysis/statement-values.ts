// Values the transfer functions make from other values: a literal's, a `for` loop's column,
// `end` in an index, the lists `c{:}` splices, and the properties value objects hold.
import { cellContents, indexValue, type IndexArg } from './indexing.js';
import { mulTerms, type Term } from './symbolic.js';
import type { Literal } from '../tame/index.js';
import {
  BOTTOM, EMPTY_SHAPE, SCALAR, TOP, charConstant, isBottom, joinSets, matrix, numberConstant, numelTerm, setOf, shapeOf, single, termAt, withoutProps,
  type Value, type ValueSet,
} from './values.js';

export function literalValue(l: Literal): Value {
  switch (l.kind) {
    case 'number':
      if (l.intClass) return matrix(l.intClass, SCALAR, 'real', { kind: 'number', value: l.value });
      return l.imaginary ? matrix('double', SCALAR, 'complex') : numberConstant(l.value);
    case 'char':
      // Beyond ASCII the length is left open (charConstant): Octave counts UTF-8 bytes.
      return charConstant(l.value);
    case 'string':
      return matrix('string', SCALAR, 'real', { kind: 'char', value: l.value });
    case 'empty':
      return matrix('double', EMPTY_SHAPE);
    case 'emptyCell':
      return { kind: 'cell', shape: EMPTY_SHAPE, elements: [], merged: BOTTOM };
    case 'numbers': {
      // A data table: its size, and the bounds of its elements when all are whole numbers
      // (`x(idx)` with idx such a table is in bounds of an array at least as long as its max).
      const m = matrix('double', shapeOf(l.rows, l.cols), 'real');
      let lo = Infinity;
      let hi = -Infinity;
      for (const v of l.values) {
        if (!Number.isSafeInteger(v)) return m;
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
      return { ...m, range: { lo, hi } };
    }
  }
}

/** A constant real double scalar's value (not an integer class, whose ranges saturate). */
export function constantDouble(s: ValueSet): number | undefined {
  if (s.top || s.values.size !== 1) return undefined;
  const v = [...s.values.values()][0];
  return v.kind === 'matrix' && v.mclass === 'double' && v.constant?.kind === 'number' ? v.constant.value : undefined;
}

/** `for v = array`: each column in turn. */
export function columnOf(array: ValueSet): ValueSet {
  if (array.top) return TOP;
  const out: Value[] = [];
  for (const v of array.values.values()) {
    if (v.kind === 'matrix') out.push(matrix(v.mclass, shapeOf(v.shape.open ? null : v.shape.dims[0], 1), v.complex));
    else if (v.kind === 'cell') out.push({ kind: 'cell', shape: shapeOf(v.shape.dims[0], 1), merged: v.merged });
    else if (v.kind === 'struct') out.push({ ...v, shape: shapeOf(v.shape.dims[0], 1) });
    else out.push(v);
  }
  return setOf(out);
}

/** The value of `end` in position `k` of `n` indices. */
export function endValue(array: ValueSet, k: number, n: number): ValueSet {
  if (isBottom(array)) return BOTTOM;
  let extent: Term | undefined;
  for (const v of array.values.values()) {
    let e: Term = null;
    if (v.kind === 'matrix' || v.kind === 'cell' || v.kind === 'struct') {
      const s = v.shape;
      if (n === 1) e = numelTerm(s);
      else if (k < n) e = k - 1 < s.dims.length ? termAt(s, k - 1) : s.open ? null : 1;
      else if (!s.open) e = s.dims.slice(k - 1).reduce<Term>((p, _d, i) => mulTerms(p, termAt(s, k - 1 + i)), 1);
    }
    extent = extent === undefined || extent === e ? e : null;
  }
  if (array.top || extent === null || extent === undefined) return single(matrix('double', SCALAR));
  // A named extent (`x(end+1)` with x 1 x n): the scalar n, so end + 1 is n + 1.
  return single(typeof extent === 'number' ? numberConstant(extent) : { ...matrix('double', SCALAR), symbolic: extent });
}

/** The values a spliced list may hold. */
export function listContents(cell: ValueSet): ValueSet {
  return cellContents(cell, []);
}

/** `c{idx}` kept as a list (to splice later): the selected part of the cell. */
export function listSelection(cell: ValueSet, index: IndexArg[]): ValueSet {
  let out = BOTTOM;
  for (const v of cell.values.values()) out = joinSets(out, v.kind === 'cell' ? indexValue(v, index) : v.kind === 'struct' ? single(v) : TOP);
  return out;
}

/** Value objects with their properties' values forgotten (`obj.(name) = v` of a computed name). */
export function forgetProps(s: ValueSet): ValueSet {
  if (![...s.values.values()].some((v) => v.kind === 'object' && v.props)) return s;
  return setOf([...s.values.values()].map(withoutProps), s.top);
}

/** What property `name` holds in every value of `base`, all value objects that follow it (the
 *  read half of `obj.p(k) = v`); undefined otherwise. */
export function heldProperty(base: ValueSet, name: string): ValueSet | undefined {
  if (base.top || base.values.size === 0) return undefined;
  let out: ValueSet = BOTTOM;
  for (const v of base.values.values()) {
    const held = v.kind === 'object' ? v.props?.get(name) : undefined;
    if (!held) return undefined;
    out = joinSets(out, held);
  }
  return out;
}
