// Pushing argument values up to a call context (section 5.2.3 of the Tamer paper): the callee
// is analysed once per distinct context, so contexts keep what decides the callee's classes
// and shapes and drop what would multiply them. Numeric and logical constants stay only as
// arguments themselves (not inside cells, structs or handles), short char constants (class
// names and options such as 'int8' or 'UniformOutput') everywhere; class and complexity stay;
// a shape stays with its counted extents (a symbolic one, `A#1`, belongs to the caller).
// Structs, cells and handles are pushed up inside.
import { TOP, normalizeShape, numelOf, type Shape, type Value, type ValueSet } from './values.js';

/** Char constants up to this length are kept in contexts. */
export const MAX_CONTEXT_TEXT = 32;
/** Cell tuples up to this many elements, with a known shape, stay tuples. */
export const MAX_CONTEXT_TUPLE = 16;

export function pushUpShape(s: Shape): Shape {
  // Tamer kept only what decides classes; counted shapes give the callee exact sizes (a 5x3
  // argument gives 5x3 results: on the runtime oracle 54% -> 62% of the values' shapes exact).
  // A loop's growing array makes at most a few contexts (its shapes join to unknown extents
  // within two rounds), and past `maxContexts` per function the analysis generalises.
  if (!s.open && s.dims.every((d) => d !== null)) return s;
  // Otherwise its counted extents and its rank stay (a row `1x?` stays a row, so `str2double`
  // of it is a scalar): only the symbols go.
  return s.syms ? normalizeShape({ dims: s.dims, open: s.open }) : s;
}

/** Values nested deeper than this (a handle capturing a handle capturing ...) are unknown in a
 *  context; handles with more targets than MAX_CONTEXT_TARGETS are any function. Without these
 *  bounds a callee that wraps the handle it is given (`op = @(x) op(x) + 1`) and calls on makes
 *  a new, deeper context on every call, without end (seen on a large classdef library). */
export const MAX_CONTEXT_DEPTH = 3;
export const MAX_CONTEXT_TARGETS = 8;

export function pushUpSet(s: ValueSet, depth = 0): ValueSet {
  if (s.values.size === 0) return s;
  if (depth > MAX_CONTEXT_DEPTH && [...s.values.values()].some((v) => v.kind === 'cell' || v.kind === 'struct' || v.kind === 'handle')) return TOP;
  const values = new Map<string, Value>();
  for (const [c, v] of s.values) values.set(c, pushUp(v, depth));
  return { top: s.top, values };
}

export function pushUp(v: Value, depth = 0): Value {
  const inner = (s: ValueSet): ValueSet => pushUpSet(s, depth + 1);
  switch (v.kind) {
    case 'matrix': {
      if (v.constant?.kind === 'char' && v.mclass === 'char' && v.constant.value.length <= MAX_CONTEXT_TEXT) return v;
      const shape = pushUpShape(v.shape);
      // A number or logical passed as an argument itself (a size, a count, a flag) stays: it
      // decides the callee's sizes (`laplacian_2d(8)` is 64x64). Past a few contexts of one
      // function the analysis drops them (withoutConstants).
      if (depth === 0 && v.constant && v.constant.kind !== 'char') return { kind: 'matrix', mclass: v.mclass, complex: v.complex, shape, constant: v.constant };
      return { kind: 'matrix', mclass: v.mclass, complex: v.complex, shape };
    }
    case 'cell': {
      const merged = inner(v.merged);
      const n = numelOf(v.shape);
      if (v.elements && !v.shape.open && n !== null && n <= MAX_CONTEXT_TUPLE) return { kind: 'cell', shape: v.shape, elements: v.elements.map(inner), merged };
      return { kind: 'cell', shape: pushUpShape(v.shape), merged };
    }
    case 'struct': {
      const shape = pushUpShape(v.shape);
      if (!v.fields) return { kind: 'struct', shape };
      return { kind: 'struct', shape, fields: new Map([...v.fields].map(([f, s]) => [f, inner(s)])) };
    }
    case 'handle':
      if (!v.targets) return v;
      if (v.targets.length > MAX_CONTEXT_TARGETS) return { kind: 'handle' };
      return { kind: 'handle', targets: v.targets.map((t) => ({ ...t, partial: t.partial.map(inner) })) };
    case 'object':
      return v.props ? { ...v, props: new Map([...v.props].map(([p, s]) => [p, inner(s)])) } : v;
  }
}

// ------------------------------------------------------------------ context keys

function shapeKey(s: Shape): string {
  return `${s.dims.map((d) => (d === null ? '?' : String(d))).join('x')}${s.open ? '+' : ''}`;
}

function setKey(s: ValueSet): string {
  if (s === TOP) return '?';
  const parts = [...s.values.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => valueKey(v));
  return `{${parts.join('|')}${s.top ? '|?' : ''}}`;
}

function valueKey(v: Value): string {
  switch (v.kind) {
    case 'matrix': {
      const c = v.constant ? `=${v.constant.kind}:${JSON.stringify(v.constant.kind === 'number' ? String(v.constant.value) : v.constant.value)}` : '';
      return `m(${v.mclass},${v.complex},${shapeKey(v.shape)}${c})`;
    }
    case 'cell':
      return `c(${shapeKey(v.shape)},${v.elements ? `[${v.elements.map(setKey).join(',')}]` : setKey(v.merged)})`;
    case 'struct': {
      const fields = v.fields ? [...v.fields].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([f, s]) => `${f}:${setKey(s)}`).join(',') : '*';
      return `s(${shapeKey(v.shape)},${fields})`;
    }
    case 'handle':
      if (!v.targets) return 'h(*)';
      return `h(${v.targets.map((t) => `${t.lambda ? 'λ' : '@'}${t.scope.file}:${t.scope.functionPath.join('/')}:${t.method ? `${t.method}::` : ''}${t.fn}(${t.partial.map(setKey).join(',')})`).join(';')})`;
    case 'object':
      return `o(${v.mclass}${v.shape ? `,${shapeKey(v.shape)}` : ''}${v.props ? `,{${[...v.props].map(([p, s]) => `${p}:${setKey(s)}`).join(',')}}` : ''})`;
  }
}

/** A canonical text for a context (the argument values of one call), for memoising the
 *  analysis of (function, context): equal values give equal keys; fields are sorted. */
export function contextKey(args: readonly Value[]): string {
  return args.map(valueKey).join(';');
}
