// Printing values and value sets the way the Tamer paper annotates its output (Appendix A):
// `(double,10.0)`, `(single)`, `struct{L=(single), Ta=(single)}`,
// `(handle, @lambda_1((double), (single), ...))`, extended with the shape and complexity where
// known: `(double, 1x1, 10)`, `(single, ?x1)`, `(double, 2x2, complex)`, `?` for top. And the
// JSON form: `{ "class": "double", "shape": "1x1", "complex": false, "constant": 10 }`.
import { formatTerm } from './symbolic.js';
import { formatPlainShape, formatShape, type Constant, type HandleTarget, type Shape, type Value, type ValueSet } from './values.js';

/** Whether a shape says anything (an unknown rank with unknown extents says nothing). */
function informative(s: Shape): boolean {
  return !s.open || s.dims.some((d) => d !== null) || (s.syms?.some((x) => x !== null) ?? false);
}

export function formatNumber(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (n === Infinity) return 'Inf';
  if (n === -Infinity) return '-Inf';
  if (Object.is(n, -0)) return '-0';
  return String(n);
}

export function formatConstant(c: Constant): string {
  switch (c.kind) {
    case 'number':
      return formatNumber(c.value);
    case 'logical':
      return c.value ? 'true' : 'false';
    case 'char':
      return `'${c.value.replace(/'/g, "''")}'`;
  }
}

function formatTarget(t: HandleTarget): string {
  const name = t.method ? `${t.method}.${t.fn}` : t.fn;
  return t.partial.length === 0 ? `@${name}` : `@${name}(${t.partial.map(formatValueSet).join(', ')}, ...)`;
}

function isOneByOne(s: Shape): boolean {
  return !s.open && s.dims.length === 2 && s.dims[0] === 1 && s.dims[1] === 1;
}

function shapeSuffix(s: Shape): string {
  return informative(s) ? `(${formatShape(s)})` : '';
}

export function formatValue(v: Value): string {
  switch (v.kind) {
    case 'matrix': {
      const parts = [v.mclass];
      if (v.constant) {
        // A constant's shape and reality follow from it for numbers and logicals.
        parts.push(formatShape(v.shape), formatConstant(v.constant));
        return `(${parts.join(', ')})`;
      }
      if (informative(v.shape)) parts.push(formatShape(v.shape));
      if (v.complex === 'complex') parts.push('complex');
      // A scalar known as a polynomial of extent symbols: `n = size(A, 1)` is A#1.
      if (v.symbolic) parts.push(`=${formatTerm(v.symbolic)}`);
      // A loop iteration's symbol reads as its variable (`k@120#k - 1` as `k-1`).
      else if (v.valueTerm) parts.push(`=${formatTerm(v.valueTerm).replace(/@\d+#k/g, '')}`);
      return `(${parts.join(', ')})`;
    }
    case 'cell': {
      const s = isOneByOne(v.shape) ? '' : shapeSuffix(v.shape);
      if (v.elements) return `cell${s}{${v.elements.map(formatValueSet).join(', ')}}`;
      return `cell${s}[${formatValueSet(v.merged)}]`;
    }
    case 'struct': {
      const s = isOneByOne(v.shape) ? '' : shapeSuffix(v.shape);
      if (!v.fields) return `struct${s}{?}`;
      return `struct${s}{${[...v.fields].map(([f, set]) => `${f}=${formatValueSet(set)}`).join(', ')}}`;
    }
    case 'handle':
      return v.targets ? `(handle, ${v.targets.map(formatTarget).join(' | ')})` : '(handle)';
    case 'object':
      return v.shape && !isOneByOne(v.shape) ? `(${v.mclass}${shapeSuffix(v.shape)})` : `(${v.mclass})`;
  }
}

/** One value as `(...)`, several as `{(...), (...)}`; top alone is `?`, top with values adds
 *  `?`; bottom (no value) is `{}`. */
export function formatValueSet(s: ValueSet): string {
  const parts = [...s.values.values()].map(formatValue);
  if (s.top) parts.push('?');
  if (parts.length === 1) return parts[0]!;
  return `{${parts.join(', ')}}`;
}

// ------------------------------------------------------------------ JSON

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function constantJson(c: Constant): Json {
  if (c.kind === 'number' && !Number.isFinite(c.value)) return formatNumber(c.value);
  return c.value;
}

/** `shape` with counted extents only (`?` elsewhere), and `symbolicShape` when extents are named. */
function shapeJson(s: Shape): { [key: string]: Json } {
  return s.syms ? { shape: formatPlainShape(s), symbolicShape: formatShape(s) } : { shape: formatPlainShape(s) };
}

export function valueToJson(v: Value): { [key: string]: Json } {
  switch (v.kind) {
    case 'matrix': {
      const o: { [key: string]: Json } = { class: v.mclass, ...shapeJson(v.shape), complex: v.complex === 'any' ? null : v.complex === 'complex' };
      if (v.constant) o.constant = constantJson(v.constant);
      if (v.symbolic) o.symbolic = formatTerm(v.symbolic);
      return o;
    }
    case 'cell': {
      const o: { [key: string]: Json } = { class: 'cell', ...shapeJson(v.shape) };
      if (v.elements) o.elements = v.elements.map(valueSetToJson);
      else o.merged = valueSetToJson(v.merged);
      return o;
    }
    case 'struct': {
      const o: { [key: string]: Json } = { class: 'struct', ...shapeJson(v.shape) };
      if (v.fields) o.fields = Object.fromEntries([...v.fields].map(([f, s]) => [f, valueSetToJson(s)]));
      return o;
    }
    case 'handle': {
      // Every function handle is a scalar: MATLAB and Octave have no arrays of them.
      const o: { [key: string]: Json } = { class: 'function_handle', shape: '1x1' };
      if (v.targets) o.targets = v.targets.map((t) => ({ function: t.fn, lambda: t.lambda, partial: t.partial.map(valueSetToJson) }));
      return o;
    }
    case 'object':
      return v.shape ? { class: v.mclass, ...shapeJson(v.shape) } : { class: v.mclass };
  }
}

/** A value set: its one value's object when it has exactly one and is not top; otherwise
 *  `{ "values": [...], "top": true|false }`. */
export function valueSetToJson(s: ValueSet): Json {
  if (!s.top && s.values.size === 1) return valueToJson([...s.values.values()][0]!);
  return { values: [...s.values.values()].map(valueToJson), top: s.top };
}
