// The facts a builtin's result has whatever the constants of its arguments: class(x), isa, the
// is* predicates, size, numel, rows, columns, isempty, isfield, strcmp and isequal, decided by
// the classes and shapes of the arguments (constant folding proper is in builtin-fold.ts).
//
// Soundness first, as for folding: a fact is claimed only when every execution with such
// arguments gives it.
import { classOf, isScalarShape, numelOf, type Constant, type Value } from './values.js';
import { elementCount, extent, numberOf, sizeOutput, textOf, valueShape } from './builtin-shapes.js';
import { INTEGER_CLASSES } from './builtin-rules.js';
import { bool, isAscii, num, NUMERIC_CLASSES, PLAIN, text } from './builtin-fold.js';

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
