// Constant folding for builtins (the simple matrix abstraction of section 5.5 of the Tamer
// paper: scalar doubles, scalar logicals and char row vectors), and the facts a builtin's
// result has whatever the constants: class(x), isa, the is* predicates, size, numel, isempty,
// isfield, strcmp and isequal decided by classes and shapes.
//
// Soundness first: a constant is claimed only when it is the value MATLAB (and Octave) computes
// on every execution. Arithmetic is folded in IEEE double, which MATLAB uses too, on operands of
// class double, logical or char only (integer and single results are not folded); functions
// that are not correctly rounded (exp, sin, pow with arbitrary operands, ...) are folded only
// at their exact points (exp(0) = 1, log(1) = 0); mod and rem only on integers.
import { classOf, isScalarShape, numelOf, type Complexity, type Constant, type Value } from './values.js';
import { elementCount, extent, numberOf, sizeOutput, textOf, valueShape } from './builtin-shapes.js';
import { INTEGER_CLASSES } from './builtin-rules.js';

export interface Folded {
  /** The first output's value, when known. */
  readonly constant?: Constant;
  /** The first output's complexity, when the arguments decide it (sqrt(-1) is complex). */
  readonly complex?: Complexity;
}

const num = (value: number): Constant => ({ kind: 'number', value });
const bool = (value: boolean): Constant => ({ kind: 'logical', value });
const text = (value: string): Constant => ({ kind: 'char', value });

const PLAIN = new Set(['double', 'logical', 'char']);
const NUMERIC_CLASSES = new Set([...INTEGER_CLASSES, 'single', 'double']);

/** A scalar operand of class double, logical or char (one character), as a number. */
function scalar(v: Value | undefined): number | undefined {
  if (!v || v.kind !== 'matrix' || !PLAIN.has(v.mclass) || !isScalarShape(v.shape) || v.complex !== 'real') return undefined;
  return numberOf(v);
}

function isAscii(s: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(s);
}

/** MATLAB's round: halves away from zero. */
function roundHalfAway(x: number): number {
  return Math.sign(x) * Math.round(Math.abs(x));
}

/** b ^ e when the result is exact in double: integer operands with an exact integer result,
 *  e in {0, 1}, or a power of two to an integer power. */
function exactPower(b: number, e: number): number | undefined {
  if (e === 0) return 1;
  if (e === 1) return b;
  if (Number.isNaN(b) || Number.isNaN(e)) return NaN;
  if (!Number.isInteger(e) || !Number.isFinite(b)) return undefined;
  if (Number.isInteger(b) && e > 0 && e <= 1100) {
    let r = 1;
    for (let k = 0; k < e; k++) {
      r *= b;
      if (Math.abs(r) > 2 ** 53) return undefined;
    }
    return r;
  }
  const lg = Math.log2(Math.abs(b));
  if (b !== 0 && Number.isInteger(lg) && Math.abs(lg * e) < 1000) {
    const m = 2 ** (lg * e);
    return b < 0 && Math.abs(e) % 2 === 1 ? -m : m;
  }
  return undefined;
}

/** Exact points of the transcendental functions (correct in any libm). */
const EXACT_POINTS: Readonly<Record<string, ReadonlyArray<readonly [number, number]>>> = {
  exp: [[0, 1], [Infinity, Infinity], [-Infinity, 0]],
  expm1: [[0, 0], [Infinity, Infinity], [-Infinity, -1]],
  log: [[1, 0], [0, -Infinity], [Infinity, Infinity]],
  log2: [[1, 0], [0, -Infinity], [Infinity, Infinity], [2, 1], [4, 2], [8, 3], [16, 4], [0.5, -1]],
  log10: [[1, 0], [0, -Infinity], [Infinity, Infinity], [10, 1], [100, 2], [1000, 3]],
  log1p: [[0, 0], [-1, -Infinity], [Infinity, Infinity]],
  sin: [[0, 0]],
  cos: [[0, 1]],
  tan: [[0, 0]],
  atan: [[0, 0]],
  sinh: [[0, 0]],
  cosh: [[0, 1]],
  tanh: [[0, 0]],
  asinh: [[0, 0]],
  asin: [[0, 0]],
  acos: [[1, 0]],
  atanh: [[0, 0]],
  acosh: [[1, 0]],
  erf: [[0, 0]],
  erfc: [[0, 1]],
  gamma: [[1, 1], [2, 1], [3, 2], [4, 6], [5, 24]],
  gammaln: [[1, 0], [2, 0]],
};

/** Whether a real argument gives a complex result, for the functions of Complexity(may). */
function complexFor(name: string, x: number): boolean | undefined {
  if (Number.isNaN(x)) return false;
  switch (name) {
    case 'sqrt': case 'log': case 'log2': case 'log10':
      return x < 0;
    case 'log1p':
      return x < -1;
    case 'asin': case 'acos': case 'atanh':
      return Math.abs(x) > 1;
    case 'acosh':
      return x < 1;
    case 'exp': case 'expm1': case 'sin': case 'cos': case 'tan': case 'atan': case 'sinh': case 'cosh': case 'tanh':
    case 'asinh': case 'erf': case 'erfc': case 'gamma':
      return false;
    case 'gammaln':
      return x >= 0 ? false : undefined;
    default:
      return undefined;
  }
}

function binaryNumeric(name: string, a: number, b: number): Folded | undefined {
  switch (name) {
    case 'plus': return { constant: num(a + b) };
    case 'minus': return { constant: num(a - b) };
    case 'times': case 'mtimes': return { constant: num(a * b) };
    case 'rdivide': case 'mrdivide': return { constant: num(a / b) };
    case 'ldivide': case 'mldivide': return { constant: num(b / a) };
    case 'power': case 'mpower': {
      if (a === 1) return { constant: num(1) };
      if (a < 0 && Number.isFinite(b) && !Number.isInteger(b)) {
        const m = Math.abs(a) ** b;
        return m > 1e-250 && m < 1e250 ? { complex: 'complex' } : { complex: 'any' };
      }
      // Octave takes huge or non-finite exponents of a negative base as non-integers (complex
      // results); MATLAB gives real ones.
      if (a < 0 && !(Number.isInteger(b) && Math.abs(b) <= 2 ** 31)) return { complex: 'any' };
      const r = exactPower(a, b);
      return r === undefined ? { complex: 'real' } : { constant: num(r) };
    }
    case 'mod': case 'rem': {
      if (![a, b].every((x) => Number.isInteger(x) && Math.abs(x) < 2 ** 31)) return undefined;
      if (b === 0) return name === 'mod' ? { constant: num(a) } : undefined;
      const q = a / b;
      const r = a - (name === 'mod' ? Math.floor(q) : Math.trunc(q)) * b;
      // A zero result's sign differs between runtimes where a negative sign is involved.
      if (r === 0 && (name === 'mod' ? b < 0 : a < 0 || Object.is(a, -0))) return undefined;
      return { constant: num(0 + r) };
    }
    case 'max': case 'min': {
      if (a === 0 && b === 0 && !Object.is(a, b)) return undefined;
      if (Number.isNaN(a)) return { constant: num(b) };
      if (Number.isNaN(b)) return { constant: num(a) };
      return { constant: num(name === 'max' ? Math.max(a, b) : Math.min(a, b)) };
    }
    case 'atan2':
      return a === 0 && b > 0 ? { constant: num(a) } : undefined;
    case 'hypot':
      return a === 0 ? { constant: num(Math.abs(b)) } : b === 0 ? { constant: num(Math.abs(a)) } : undefined;
    default:
      return undefined;
  }
}

function relational(name: string, a: number, b: number): boolean | undefined {
  switch (name) {
    case 'eq': return a === b;
    case 'ne': return a !== b;
    case 'lt': return a < b;
    case 'le': return a <= b;
    case 'gt': return a > b;
    case 'ge': return a >= b;
    case 'and': case 'or': case 'xor': {
      if (Number.isNaN(a) || Number.isNaN(b)) return undefined;
      const x = a !== 0;
      const y = b !== 0;
      return name === 'and' ? x && y : name === 'or' ? x || y : x !== y;
    }
    default:
      return undefined;
  }
}

function unaryNumeric(name: string, x: number): Folded | undefined {
  switch (name) {
    case 'uplus': case 'real': case 'conj': case 'double': return { constant: num(x) };
    case 'uminus': return { constant: num(-x) };
    case 'imag': return { constant: num(0) };
    case 'abs': return { constant: num(Math.abs(x)) };
    case 'floor': return { constant: num(Math.floor(x)) };
    case 'ceil': return { constant: num(Math.ceil(x)) };
    case 'fix': return { constant: num(Math.trunc(x)) };
    case 'round': return { constant: num(roundHalfAway(x)) };
    case 'sign': return x === 0 ? undefined : { constant: num(Math.sign(x)) };
    case 'sqrt': case 'realsqrt':
      return x < 0 ? (name === 'sqrt' ? { complex: 'complex' } : undefined) : { constant: num(Math.sqrt(x)), complex: 'real' };
    case 'sum': case 'prod': case 'cumsum': case 'cumprod': case 'mean': case 'median': case 'mode':
    case 'max': case 'min': case 'cummax': case 'cummin': case 'full': case 'squeeze': case 'fliplr': case 'flipud':
    case 'flip': case 'transpose': case 'ctranspose': case 'horzcat': case 'vertcat': case 'inv': case 'det': case 'trace':
      if (name === 'inv') return { constant: num(1 / x) };
      // Sums start from +0: sum(-0) is 0.
      if (name === 'sum' || name === 'cumsum' || name === 'mean') return { constant: num(x + 0) };
      return { constant: num(x) };
    case 'nnz': return Number.isNaN(x) ? { constant: num(1) } : { constant: num(x !== 0 ? 1 : 0) };
    default: {
      const points = EXACT_POINTS[name];
      const complex = complexFor(name, x);
      const hit = points?.find(([p]) => Object.is(p, x));
      if (Number.isNaN(x) && points) return { constant: num(NaN), complex: 'real' };
      if (hit && complex === false) return { constant: num(hit[1]), complex: 'real' };
      if (complex === undefined) return undefined;
      return { complex: complex ? 'complex' : 'real' };
    }
  }
}

/** Folds a call whose arguments are all constants; `resultClass` is the class the Class rules
 *  give the first output (a single class). */
export function foldConstants(name: string, args: readonly Value[], resultClass: string): Folded | undefined {
  const nums = args.map(scalar);
  const allScalars = args.length > 0 && nums.every((n) => n !== undefined);
  if (resultClass === 'logical') {
    if (args.length === 2 && allScalars) {
      const r = relational(name, nums[0]!, nums[1]!);
      return r === undefined ? undefined : { constant: bool(r) };
    }
    if (args.length === 1 && allScalars) {
      const x = nums[0]!;
      if (name === 'not') return Number.isNaN(x) ? undefined : { constant: bool(x === 0) };
      if (name === 'logical' || name === 'any' || name === 'all') return Number.isNaN(x) ? (name === 'logical' ? undefined : { constant: bool(name === 'any' ? false : true) }) : { constant: bool(x !== 0) };
      if (name === 'isnan') return { constant: bool(Number.isNaN(x)) };
      if (name === 'isinf') return { constant: bool(Math.abs(x) === Infinity) };
      if (name === 'isfinite') return { constant: bool(Number.isFinite(x)) };
      if (name === 'transpose' || name === 'ctranspose' || name === 'horzcat' || name === 'vertcat') {
        const v = args[0]!;
        return v.kind === 'matrix' && v.constant?.kind === 'logical' ? { constant: v.constant } : undefined;
      }
    }
    if (args.length === 0 && (name === 'true' || name === 'false')) return { constant: bool(name === 'true') };
    if (args.length > 0 && (name === 'true' || name === 'false') && allScalars && nums.every((n) => n === 1)) return { constant: bool(name === 'true') };
    return undefined;
  }
  if (resultClass === 'char') return foldText(name, args);
  if (resultClass !== 'double') return undefined;
  if (args.length === 0 || (args.length === 1 && textOf(args[0]) === 'double')) {
    switch (name) {
      case 'pi': return { constant: num(Math.PI) };
      case 'e': return { constant: num(Math.E) };
      case 'eps': return { constant: num(2 ** -52) };
      case 'Inf': case 'inf': return { constant: num(Infinity) };
      case 'NaN': case 'nan': return { constant: num(NaN) };
      case 'realmax': return { constant: num(Number.MAX_VALUE) };
      case 'realmin': return { constant: num(2 ** -1022) };
      case 'flintmax': return { constant: num(2 ** 53) };
      case 'zeros': return { constant: num(0) };
      case 'ones': case 'eye': return { constant: num(1) };
    }
  }
  if (!args.every((a) => a.kind === 'matrix' && PLAIN.has(a.mclass))) return undefined;
  if (allScalars && nums.every((n) => n === 1) && ['zeros', 'ones', 'eye', 'pi', 'e', 'Inf', 'inf', 'NaN', 'nan'].includes(name)) {
    return foldConstants(name, [], resultClass);
  }
  if (name === 'colon' && allScalars) {
    const [a, s, b] = args.length === 3 ? [nums[0]!, nums[1]!, nums[2]!] : [nums[0]!, 1, nums[1]!];
    if (Number.isFinite(a) && Number.isFinite(b) && Number.isFinite(s) && s !== 0 && (b - a) / s >= 0 && (b - a) / s < 1 - 1e-6) return { constant: num(a) };
    return undefined;
  }
  if (args.length === 2 && allScalars) return binaryNumeric(name, nums[0]!, nums[1]!);
  if (args.length === 1 && allScalars) return unaryNumeric(name, nums[0]!);
  if (args.length === 1 && (name === 'numel' || name === 'length')) {
    const t = textOf(args[0]);
    return t === undefined ? undefined : { constant: num(t.length) };
  }
  return undefined;
}

/** A folded text, unless it is empty where the run-time value may be 1x0 rather than the
 *  0x0 of a constant '' (strcat('', '') is 1x0 in Octave, strtrim('  ') too). */
function foldText(name: string, args: readonly Value[]): Folded | undefined {
  const r = foldTextRaw(name, args);
  if (r?.constant?.kind !== 'char' || r.constant.value !== '') return r;
  const keepsEmpty = ['upper', 'lower', 'horzcat', 'num2str', 'char', 'deblank', 'strtrim'].includes(name);
  return keepsEmpty && args.every((a) => textOf(a) === '') ? r : undefined;
}

function foldTextRaw(name: string, args: readonly Value[]): Folded | undefined {
  const texts = args.map(textOf);
  const allText = texts.every((t) => t !== undefined);
  const t0 = texts[0];
  switch (name) {
    case 'upper': case 'lower':
      return t0 !== undefined && args.length === 1 && isAscii(t0) ? { constant: text(name === 'upper' ? t0.toUpperCase() : t0.toLowerCase()) } : undefined;
    case 'strtrim':
      // eslint-disable-next-line no-control-regex
      return t0 !== undefined && isAscii(t0) ? { constant: text(t0.replace(/^[\s\x00]+|[\s\x00]+$/g, '')) } : undefined;
    case 'deblank':
      // eslint-disable-next-line no-control-regex
      return t0 !== undefined && isAscii(t0) ? { constant: text(t0.replace(/[\s\x00]+$/, '')) } : undefined;
    case 'strcat':
      // MATLAB removes trailing white space of char arguments; fold only when there is none.
      // eslint-disable-next-line no-control-regex
      return allText && args.length > 0 && texts.every((t) => !/[\s\x00]$/.test(t!)) ? { constant: text(texts.join('')) } : undefined;
    case 'horzcat':
      return allText && args.length > 0 ? { constant: text(texts.join('')) } : undefined;
    case 'vertcat': case 'transpose': case 'ctranspose':
      return args.length === 1 && t0 !== undefined && t0.length <= 1 ? { constant: text(t0) } : undefined;
    case 'char':
      if (args.length !== 1) return undefined;
      if (t0 !== undefined) return { constant: text(t0) };
      {
        const n = scalar(args[0]);
        const v = args[0]!;
        return n !== undefined && v.kind === 'matrix' && v.mclass === 'double' && Number.isInteger(n) && n >= 0 && n < 128 ? { constant: text(String.fromCharCode(n)) } : undefined;
      }
    case 'class':
      return args.length === 1 ? { constant: text(classOf(args[0]!)) } : undefined;
    case 'int2str': case 'num2str': {
      if (args.length !== 1) return undefined;
      if (name === 'num2str' && t0 !== undefined) return { constant: text(t0) };
      const v = args[0]!;
      const n = scalar(v);
      if (n === undefined || v.kind !== 'matrix' || v.mclass === 'char' || !Number.isFinite(n)) return undefined;
      const r = name === 'int2str' ? roundHalfAway(n) : n;
      if (!Number.isInteger(r) || Math.abs(r) >= 2 ** 31 || Object.is(r, -0)) return undefined;
      return { constant: text(String(r)) };
    }
    case 'colon': {
      const codes = args.map((a) => (a.kind === 'matrix' && isScalarShape(a.shape) ? numberOf(a) : undefined));
      if (!codes.every((c) => c !== undefined && Number.isInteger(c))) return undefined;
      const [a, s, b] = codes.length === 3 ? [codes[0]!, codes[1]!, codes[2]!] : [codes[0]!, 1, codes[1]!];
      if (s === 0 || (s > 0 && b < a) || (s < 0 && b > a)) return { constant: text('') };
      const n = Math.floor((b - a) / s) + 1;
      if (n > 4096 || a < 0 || a > 0xffff || a + (n - 1) * s < 0 || a + (n - 1) * s > 0xffff) return undefined;
      let out = '';
      for (let k = 0; k < n; k++) out += String.fromCharCode(a + k * s);
      // colon of chars gives a 1xN row; an empty one is 1x0, not the 0x0 of ''.
      return n === 0 ? undefined : { constant: text(out) };
    }
    default:
      return undefined;
  }
}

// ------------------------------------------------------------------ facts from classes and shapes

function isNumericValue(v: Value): boolean | undefined {
  if (v.kind === 'object') return undefined;
  return v.kind === 'matrix' && NUMERIC_CLASSES.has(v.mclass);
}

function classPredicate(name: string, v: Value): boolean | undefined {
  if (v.kind === 'object') return undefined;
  const c = classOf(v);
  switch (name) {
    case 'isnumeric': return isNumericValue(v);
    case 'ischar': return c === 'char';
    case 'islogical': return c === 'logical';
    case 'iscell': return c === 'cell';
    case 'isstruct': return c === 'struct';
    case 'isfloat': return c === 'single' || c === 'double';
    case 'isinteger': return INTEGER_CLASSES.has(c);
    case 'isstring': return c === 'string';
    case 'isobject': return false;
    case 'isreal':
      if (v.kind !== 'matrix') return v.kind === 'handle' ? undefined : false;
      return v.complex === 'any' ? undefined : v.complex === 'real';
    case 'iscellstr': {
      if (v.kind !== 'cell') return false;
      if (v.elements) {
        const kinds = v.elements.map((e) => (e.top ? undefined : e.values.size === 1 && e.values.has('char') ? true : !e.values.has('char') ? false : undefined));
        if (kinds.some((k) => k === false)) return false;
        if (kinds.every((k) => k === true)) return true;
        return undefined;
      }
      return numelOf(v.shape) === 0 ? true : undefined;
    }
    default: return undefined;
  }
}

function isaFact(v: Value, cls: string): boolean | undefined {
  if (v.kind === 'object') return cls === v.mclass ? true : undefined;
  const c = classOf(v);
  if (cls === c) return true;
  if (cls === 'numeric') return NUMERIC_CLASSES.has(c);
  if (cls === 'float') return c === 'single' || c === 'double';
  if (cls === 'integer') return INTEGER_CLASSES.has(c);
  return false;
}

function shapePredicate(name: string, v: Value): Constant | undefined {
  if (v.kind === 'object') return undefined;
  const s = valueShape(v);
  const n = elementCount(s);
  const r = extent(s, 0);
  const c = extent(s, 1);
  const twoD = s.open ? undefined : s.dims.length === 2;
  const and = (...xs: (boolean | undefined)[]): boolean | undefined => (xs.some((x) => x === false) ? false : xs.every((x) => x === true) ? true : undefined);
  const or = (...xs: (boolean | undefined)[]): boolean | undefined => (xs.some((x) => x === true) ? true : xs.every((x) => x === false) ? false : undefined);
  const eq = (x: number | null, k: number): boolean | undefined => (x === null ? undefined : x === k);
  let b: boolean | undefined;
  switch (name) {
    case 'isempty':
      b = n !== null ? n === 0 : undefined;
      break;
    case 'isscalar':
      b = n !== null ? n === 1 && twoD !== false : s.dims.some((d) => d !== null && d !== 1) ? false : undefined;
      break;
    case 'isvector':
      b = and(twoD, or(eq(r, 1), eq(c, 1)));
      break;
    case 'isrow':
      b = and(twoD, eq(r, 1));
      break;
    case 'iscolumn':
      b = and(twoD, eq(c, 1));
      break;
    case 'ismatrix':
      b = twoD;
      break;
    case 'issquare':
      b = and(twoD, r !== null && c !== null ? r === c : undefined);
      break;
    case 'numel':
      return n === null ? undefined : num(n);
    // Octave's rows and columns: size(x, 1) and size(x, 2).
    case 'rows':
      return r === null ? undefined : num(r);
    case 'columns':
      return c === null ? undefined : num(c);
    case 'ndims':
      return s.open ? undefined : num(s.dims.length);
    case 'length':
      if (n === 0) return num(0);
      if (s.open || s.dims.some((d) => d === null)) return undefined;
      return num(Math.max(...(s.dims as number[])));
    default:
      return undefined;
  }
  return b === undefined ? undefined : bool(b);
}

/** A known text for strcmp: a char row vector or a string scalar with a constant. */
function comparedText(v: Value): string | undefined {
  if (v.kind !== 'matrix' || v.constant?.kind !== 'char') return undefined;
  if (v.mclass === 'char' || (v.mclass === 'string' && isScalarShape(v.shape))) return v.constant.value;
  return undefined;
}

function strcmpFact(name: string, args: readonly Value[]): boolean | undefined {
  const [a, b] = args as [Value, Value];
  if (a.kind === 'object' || b.kind === 'object' || a.kind === 'cell' || b.kind === 'cell') return undefined;
  const isText = (v: Value): boolean => v.kind === 'matrix' && (v.mclass === 'char' || v.mclass === 'string');
  if (!isText(a) || !isText(b)) return false;
  const x = comparedText(a);
  const y = comparedText(b);
  if (x !== undefined && y !== undefined) {
    if (name === 'strcmp') return x === y;
    if (name === 'strcmpi') return x === y ? true : isAscii(x) && isAscii(y) ? x.toLowerCase() === y.toLowerCase() : undefined;
    const n = args[2] ? numberOf(args[2]) : undefined;
    if (n === undefined || !Number.isInteger(n) || n < 0 || n > x.length || n > y.length) return undefined;
    const p = x.slice(0, n);
    const q = y.slice(0, n);
    if (name === 'strncmp') return p === q;
    return p === q ? true : isAscii(p) && isAscii(q) ? p.toLowerCase() === q.toLowerCase() : undefined;
  }
  if ((name === 'strcmp' || name === 'strcmpi') && a.kind === 'matrix' && b.kind === 'matrix' && a.mclass === 'char' && b.mclass === 'char') {
    // Char arrays of different sizes are never equal.
    if (!a.shape.open && !b.shape.open && a.shape.dims.every((d) => d !== null) && b.shape.dims.every((d) => d !== null)) {
      const same = a.shape.dims.length === b.shape.dims.length && a.shape.dims.every((d, i) => d === b.shape.dims[i]);
      if (!same) return false;
    }
  }
  return undefined;
}

/** The elements of a constant as numbers, with its shape as text (for isequal). */
function codesOf(v: Value): { codes: number[]; size: string } | undefined {
  if (v.kind !== 'matrix' || !v.constant || v.complex !== 'real' || !PLAIN.has(v.mclass)) return undefined;
  const c = v.constant;
  if (c.kind === 'number') return { codes: [c.value], size: '1x1' };
  if (c.kind === 'logical') return { codes: [c.value ? 1 : 0], size: '1x1' };
  const codes = [...c.value].map((ch) => ch.charCodeAt(0));
  if (codes.length !== c.value.length) return undefined;
  return { codes, size: codes.length === 0 ? '0x0' : `1x${codes.length}` };
}

function isequalFact(name: string, args: readonly Value[]): boolean | undefined {
  const known = args.map(codesOf);
  if (known.every((k) => k !== undefined)) {
    const [first, ...rest] = known as { codes: number[]; size: string }[];
    const nanEqual = name === 'isequaln';
    return rest.every((k) => k.size === first!.size && k.codes.every((x, i) => x === first!.codes[i] || (nanEqual && Number.isNaN(x) && Number.isNaN(first!.codes[i]!))));
  }
  // Numeric, char and logical arrays of different sizes are never equal.
  const shapes = args.map((a) => (a.kind === 'matrix' && a.mclass !== 'string' && !a.shape.open && a.shape.dims.every((d) => d !== null) ? a.shape.dims.join('x') : undefined));
  for (let i = 0; i < shapes.length; i++) {
    for (let j = i + 1; j < shapes.length; j++) {
      if (shapes[i] !== undefined && shapes[j] !== undefined && shapes[i] !== shapes[j]) return false;
    }
  }
  return undefined;
}

/** What the first outputs of a call are known to be from the classes and shapes of the
 *  arguments (any arguments, constant or not); undefined entries are not known. */
export function knownFacts(name: string, args: readonly Value[], nargout: number): (Constant | undefined)[] {
  const one = (c: Constant | undefined): (Constant | undefined)[] => [c];
  const b = (x: boolean | undefined): (Constant | undefined)[] => [x === undefined ? undefined : bool(x)];
  const a0 = args[0];
  switch (name) {
    case 'class':
      return one(args.length === 1 && a0!.kind !== 'object' ? text(classOf(a0!)) : args.length === 1 && a0!.kind === 'object' ? text(a0!.mclass) : undefined);
    case 'isnumeric': case 'ischar': case 'islogical': case 'iscell': case 'isstruct': case 'isfloat': case 'isinteger':
    case 'isstring': case 'isobject': case 'isreal': case 'iscellstr':
      return b(args.length === 1 ? classPredicate(name, a0!) : undefined);
    case 'isa': {
      const cls = textOf(args[1]);
      return b(args.length === 2 && cls ? isaFact(a0!, cls) : undefined);
    }
    case 'isempty': case 'isscalar': case 'isvector': case 'isrow': case 'iscolumn': case 'ismatrix': case 'issquare':
    case 'ndims': case 'length':
      return one(args.length === 1 ? shapePredicate(name, a0!) : undefined);
    case 'numel': case 'rows': case 'columns':
      return one(args.length === 1 ? shapePredicate(name, a0!) : undefined);
    case 'size': {
      if (!a0 || a0.kind === 'object') return [];
      const s = valueShape(a0);
      if (args.length === 2) {
        const k = numberOf(args[1]);
        const kv = args[1]!;
        if (k === undefined || !Number.isInteger(k) || k < 1 || kv.kind !== 'matrix' || !isScalarShape(kv.shape)) return [];
        const e = extent(s, k - 1);
        return one(e === null ? undefined : num(e));
      }
      if (args.length !== 1 || nargout < 2) return [];
      const out: (Constant | undefined)[] = [];
      for (let i = 0; i < nargout; i++) {
        const e = sizeOutput(s, i, nargout);
        out.push(e === null ? undefined : num(e));
      }
      return out;
    }
    case 'isfield': {
      if (args.length !== 2) return [];
      const f = textOf(args[1]);
      if (a0!.kind === 'object') return [];
      if (a0!.kind !== 'struct') return b(args[1]!.kind === 'matrix' && args[1]!.mclass === 'char' ? false : undefined);
      if (f !== undefined && a0!.fields && !a0!.fields.has(f)) return b(false);
      return [];
    }
    case 'strcmp': case 'strcmpi': case 'strncmp': case 'strncmpi':
      return b(args.length >= 2 ? strcmpFact(name, args) : undefined);
    case 'isequal': case 'isequaln':
      return b(args.length >= 2 ? isequalFact(name, args) : undefined);
    default:
      return [];
  }
}
