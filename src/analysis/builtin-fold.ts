// Constant folding for builtins (the simple matrix abstraction of section 5.5 of the Tamer
// paper: scalar doubles, scalar logicals and char row vectors). The facts a builtin's result
// has whatever the constants (class(x), isa, the is* predicates, size, ...) are in
// builtin-facts.ts.
//
// Soundness first: a constant is claimed only when it is the value MATLAB (and Octave) computes
// on every execution. Arithmetic is folded in IEEE double, which MATLAB uses too, on operands of
// class double, logical or char only (integer and single results are not folded); functions
// that are not correctly rounded (exp, sin, pow with arbitrary operands, ...) are folded only
// at their exact points (exp(0) = 1, log(1) = 0); mod and rem only on integers.
import { classOf, isScalarShape, type Complexity, type Constant, type Value } from './values.js';
import { numberOf, textOf } from './builtin-shapes.js';
import { INTEGER_CLASSES } from './builtin-rules.js';

export interface Folded {
  /** The first output's value, when known. */
  readonly constant?: Constant;
  /** The first output's complexity, when the arguments decide it (sqrt(-1) is complex). */
  readonly complex?: Complexity;
}

export const num = (value: number): Constant => ({ kind: 'number', value });
export const bool = (value: boolean): Constant => ({ kind: 'logical', value });
export const text = (value: string): Constant => ({ kind: 'char', value });

export const PLAIN = new Set(['double', 'logical', 'char']);
export const NUMERIC_CLASSES = new Set([...INTEGER_CLASSES, 'single', 'double']);

/** A scalar operand of class double, logical or char (one character), as a number. */
function scalar(v: Value | undefined): number | undefined {
  if (!v || v.kind !== 'matrix' || !PLAIN.has(v.mclass) || !isScalarShape(v.shape) || v.complex !== 'real') return undefined;
  return numberOf(v);
}

export function isAscii(s: string): boolean {
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
