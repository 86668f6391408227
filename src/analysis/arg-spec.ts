// Argument specifications for `mtame tame --arg`, written as in a MATLAB `arguments` block:
// an optional size `(1,1)`, `(:,3)`; a class; optionally `real` (the default for numeric
// classes) or `complex`; optionally a default value `= 10` or `= 'text'` that makes the
// argument that constant.
//   "(1,1) double"  "(:,3) single"  "(1,:) char"  "(2,2) double complex"  "struct"  "cell"
//   "function_handle"  "logical"  "(1,1) int32"  "string"  "double"  "(1,1) double = 10"
import { isMClass } from '../builtins/index.js';
import { TOP, UNKNOWN_SHAPE, matrix, normalizeShape, type Complexity, type Constant, type Extent, type Shape, type Value } from './values.js';

const INTEGER_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  int8: [-128, 127], int16: [-32768, 32767], int32: [-(2 ** 31), 2 ** 31 - 1], int64: [-(2 ** 63), 2 ** 63 - 1],
  uint8: [0, 255], uint16: [0, 65535], uint32: [0, 2 ** 32 - 1], uint64: [0, 2 ** 64 - 1],
};

function parseSize(text: string): Shape | { error: string } {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length < 2) return { error: `size '(${text})' needs at least two dimensions, such as (1,1) or (:,3)` };
  const dims: Extent[] = [];
  for (const p of parts) {
    if (p === ':') dims.push(null);
    else if (/^\d+$/.test(p)) dims.push(Number(p));
    else return { error: `size '(${text})': '${p}' is neither a count nor ':'` };
  }
  return normalizeShape({ dims, open: false });
}

function parseNumber(text: string): number | undefined {
  const t = text.trim();
  if (/^[-+]?inf$/i.test(t)) return t.startsWith('-') ? -Infinity : Infinity;
  if (/^nan$/i.test(t)) return NaN;
  if (/^pi$/.test(t)) return Math.PI;
  if (/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(t)) return Number(t);
  return undefined;
}

function fits(shape: Shape, value: Shape): boolean {
  return shape.dims.length === value.dims.length && shape.dims.every((d, i) => d === null || d === value.dims[i]);
}

function parseDefault(cls: string, shape: Shape | undefined, text: string): { constant: Constant; shape: Shape } | { error: string } {
  const t = text.trim();
  if (cls === 'char' || cls === 'string') {
    const quote = cls === 'char' ? "'" : '"';
    if (t.length < 2 || !t.startsWith(quote) || !t.endsWith(quote)) return { error: `default '${t}': a ${cls} default is written ${quote}text${quote}` };
    const value = t.slice(1, -1).split(quote + quote).join(quote);
    const vshape = cls === 'string' ? normalizeShape({ dims: [1, 1], open: false }) : normalizeShape({ dims: [value.length === 0 ? 0 : 1, value.length], open: false });
    if (shape && !fits(shape, vshape)) return { error: `default '${t}' does not fit the size given` };
    return { constant: { kind: 'char', value }, shape: vshape };
  }
  const scalar = normalizeShape({ dims: [1, 1], open: false });
  if (shape && !fits(shape, scalar)) return { error: `default '${t}': only scalar defaults are supported, and the size is not (1,1)` };
  if (cls === 'logical') {
    if (t === 'true' || t === '1') return { constant: { kind: 'logical', value: true }, shape: scalar };
    if (t === 'false' || t === '0') return { constant: { kind: 'logical', value: false }, shape: scalar };
    return { error: `default '${t}': a logical default is true or false` };
  }
  const n = parseNumber(t);
  if (n === undefined) return { error: `default '${t}' is not a number` };
  const range = INTEGER_RANGES[cls];
  if (range && (!Number.isInteger(n) || n < range[0] || n > range[1])) return { error: `default '${t}' is not a value of class ${cls}` };
  if (cls === 'single' && Math.fround(n) !== n && Number.isFinite(n)) return { error: `default '${t}' is not exactly a single value` };
  if (!range && cls !== 'double' && cls !== 'single') return { error: `a default value needs a numeric, logical, char or string class, not ${cls}` };
  return { constant: { kind: 'number', value: n }, shape: scalar };
}

/** The value an argument spec describes, or an error naming the part that is wrong. */
export function parseArgSpec(text: string): Value | { error: string } {
  let rest = text.trim();
  if (rest === '') return { error: 'empty argument spec: expected a class such as double, optionally after a size such as (1,1)' };
  let shape: Shape | undefined;
  if (rest.startsWith('(')) {
    const close = rest.indexOf(')');
    if (close < 0) return { error: `size '${rest}' has no closing parenthesis` };
    const s = parseSize(rest.slice(1, close));
    if ('error' in s) return s;
    shape = s;
    rest = rest.slice(close + 1).trim();
  }
  let defaultText: string | undefined;
  const eq = rest.indexOf('=');
  if (eq >= 0) {
    defaultText = rest.slice(eq + 1);
    rest = rest.slice(0, eq).trim();
    if (defaultText.trim() === '') return { error: "'=' needs a default value after it" };
  }
  const words = rest.split(/\s+/).filter((w) => w !== '');
  if (words.length === 0) return { error: `no class in '${text.trim()}'` };
  const cls = words[0]!;
  let complex: Complexity = 'real';
  for (const w of words.slice(1)) {
    if (w === 'complex') complex = 'complex';
    else if (w === 'real') complex = 'real';
    else return { error: `unknown word '${w}' after the class (expected complex or real)` };
  }
  if (!/^[A-Za-z]\w*(\.[A-Za-z]\w*)*$/.test(cls)) return { error: `'${cls}' is not a class name` };
  const builtin = isMClass(cls);
  if (complex === 'complex' && (!builtin || ['char', 'logical', 'string', 'cell', 'struct', 'function_handle'].includes(cls))) {
    return { error: `class ${cls} cannot be complex` };
  }
  if (defaultText !== undefined) {
    if (complex === 'complex') return { error: 'a complex argument cannot have a constant default here' };
    const d = parseDefault(cls, shape, defaultText);
    if ('error' in d) return d;
    return matrix(cls, d.shape, 'real', d.constant);
  }
  const s = shape ?? UNKNOWN_SHAPE;
  switch (cls) {
    case 'cell':
      return { kind: 'cell', shape: s, merged: TOP };
    case 'struct':
      return { kind: 'struct', shape: s };
    case 'function_handle':
      if (shape && !(shape.dims.length === 2 && shape.dims.every((d) => d === null || d === 1))) return { error: 'a function_handle argument is 1x1' };
      return { kind: 'handle' };
  }
  if (builtin) return matrix(cls, s, complex);
  if (shape) return { error: `a size is only meaningful for builtin classes, not ${cls}` };
  return { kind: 'object', mclass: cls };
}
