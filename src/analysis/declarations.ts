// Declared sizes and classes of a function's inputs and outputs (Derby and Zorn's signatures):
// the `%#mtame size (A[m,n], B[n,p]) -> (C[m,p])` pragma (docs/shapes.md), and MATLAB
// `arguments` blocks (`x (1,:) double`). A declared extent name is a symbol of the function
// (`m`), `:` an extent nothing is said about, a number a fixed extent. The analysis gives the
// inputs these shapes, checks each call against them and the function's results against the
// declared outputs.
import { isSizePragma, parseSizePragma, type DeclaredParam } from '../shapes/index.js';
import type { Comment, Declaration, FunctionDef, SourceFile, Span, Stmt } from '../syntax/index.js';
import { formatTerm, isSym, provablyDifferent, symbol, type Sym, type Term } from './symbolic.js';
import {
  UNKNOWN_SHAPE, classOf, formatShape, isScalarShape, matrix, shapeOfTerms, single, termAt, type Shape, type Value, type ValueSet,
} from './values.js';

export interface DeclaredArg {
  /** The declared extents; null where nothing is said (`:`). */
  readonly terms?: readonly Term[];
  /** The declared class (arguments blocks only). */
  readonly mclass?: string;
  /** Validated as a whole number >= 0 (`{mustBeInteger, mustBeNonnegative}`, an unsigned
   *  integer class): a scalar such input is a natural number, an extent symbol itself. */
  readonly natural?: boolean;
  /** As written, for messages: `A[m,n]`, `x (1,:) double`. */
  readonly text: string;
  /** An input an arguments block gives a default (`hdr (1,1) struct = struct()`): a call may
   *  leave it out, and the body then sees the default. */
  readonly optional?: boolean;
}

export interface Declared {
  readonly inputs: ReadonlyMap<string, DeclaredArg>;
  readonly outputs: ReadonlyMap<string, DeclaredArg>;
  /** Where the declaration is. */
  readonly span: Span;
  readonly from: 'pragma' | 'arguments';
  /** The names of the name-value arguments (`options.FilePath`), lowercased. */
  readonly names?: ReadonlySet<string>;
}

/** The declarations of the functions of a file, by the offset of each function's span. */
export function declarationsOf(ast: SourceFile): Map<number, Declared> {
  const out = new Map<number, Declared>();
  const visit = (stmts: readonly Stmt[]): void => {
    for (const s of stmts) {
      // A classdef's methods declare their inputs as functions do.
      if (s.type === 'ClassDef') for (const m of s.members) if (m.type === 'Methods') visit(m.functions);
      if (s.type !== 'Function') continue;
      const d = pragmaOf(s, ast.comments) ?? argumentsOf(s);
      if (d) out.set(s.span.offset, d);
      visit(s.body);
    }
  };
  visit(ast.body);
  return out;
}

/** A size pragma on the line before `function` or among the comments that open its body. */
function pragmaOf(fn: FunctionDef, comments: readonly Comment[]): Declared | undefined {
  const firstCode = fn.body.find((s) => s.type !== 'Comments' && s.type !== 'Arguments');
  const end = firstCode ? firstCode.span.offset : fn.span.endOffset;
  // Where first (cheap), then what: a file has many comments and many functions.
  const c = comments.find((k) => ((k.span.offset > fn.span.offset && k.span.offset < end) || k.span.line === fn.span.line - 1) && isSizePragma(`%${k.text}`));
  if (!c) return undefined;
  const parsed = parseSizePragma(`%${c.text}`);
  if (!parsed.pragma) return undefined;
  const arg = (p: DeclaredParam): DeclaredArg => ({ terms: pragmaTerms(p), text: pragmaText(p) });
  return {
    inputs: new Map(parsed.pragma.inputs.map((p) => [p.name, arg(p)])),
    outputs: new Map(parsed.pragma.outputs.map((p) => [p.name, arg(p)])),
    span: c.span,
    from: 'pragma',
  };
}

function pragmaTerms(p: DeclaredParam): Term[] {
  const terms = p.extents.map((e) => (e.kind === 'symbol' ? symbol(e.name) : e.kind === 'fixed' ? e.value : null));
  if (terms.length === 0) return [1, 1];
  if (terms.length === 1) return [terms[0]!, 1];
  return terms;
}

function pragmaText(p: DeclaredParam): string {
  if (p.extents.length === 0) return p.name;
  return `${p.name}[${p.extents.map((e) => (e.kind === 'symbol' ? e.name : e.kind === 'fixed' ? String(e.value) : ':')).join(',')}]`;
}

/** Input (and `(Output)`) arguments blocks: sizes of numbers and `:`, and the class. */
function argumentsOf(fn: FunctionDef): Declared | undefined {
  const inputs = new Map<string, DeclaredArg>();
  const outputs = new Map<string, DeclaredArg>();
  const names = new Set<string>();
  let span: Span | undefined;
  for (const s of fn.body) {
    if (s.type !== 'Arguments') continue;
    span ??= s.span;
    const isOutput = s.attributes.some((a) => a.name.toLowerCase() === 'output' && !a.negated);
    for (const d of s.declarations) {
      if (!isOutput && d.name.includes('.')) names.add(d.name.slice(d.name.indexOf('.') + 1).toLowerCase());
      if (d.name.includes('.') || d.name === '~' || d.fromProperties !== undefined) continue;
      (isOutput ? outputs : inputs).set(d.name, declaredArgument(d));
    }
  }
  return span ? { inputs, outputs, span, from: 'arguments', ...(names.size > 0 ? { names } : {}) } : undefined;
}

function declaredArgument(d: Declaration): DeclaredArg {
  const terms = d.dims?.map((e) => (e.type === 'Number' && Number.isInteger(e.value) ? e.value : null));
  const size = d.dims ? ` (${d.dims.map((e) => (e.type === 'Number' ? e.text : ':')).join(',')})` : '';
  const validators = new Set((d.validators ?? []).map((e) => (e.type === 'Identifier' ? e.name : e.type === 'Index' && e.target.type === 'Identifier' ? e.target.name : '')));
  const whole = validators.has('mustBeInteger') || validators.has('mustBePositiveInteger');
  const signed = validators.has('mustBeNonnegative') || validators.has('mustBePositive') || validators.has('mustBePositiveInteger');
  const natural = (whole && signed) || (d.className !== undefined && /^uint(8|16|32|64)$/.test(d.className));
  return {
    ...(terms ? { terms } : {}), ...(d.className ? { mclass: d.className } : {}), ...(natural ? { natural } : {}), ...(d.default ? { optional: true } : {}),
    text: `${d.name}${size}${d.className ? ` ${d.className}` : ''}`,
  };
}

// ------------------------------------------------------------------ applying them

/** A declared input's shape: the declared extents, `:` named after the parameter (A#2). */
export function declaredShape(name: string, arg: DeclaredArg): Shape | undefined {
  if (!arg.terms) return undefined;
  return shapeOfTerms(arg.terms.map((t, i) => t ?? symbol(`${name}#${i + 1}`)));
}

const CONVERTIBLE = new Set(['double', 'single', 'logical', 'char', 'string', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64']);

/** What the function body sees in a declared input: an `arguments` block converts to its class
 *  and size; a pragma's sizes are what every call was checked against. An extent the caller's
 *  value knows stays. */
export function declaredInput(set: ValueSet, name: string, arg: DeclaredArg): ValueSet {
  const shape = declaredShape(name, arg);
  if (arg.mclass && CONVERTIBLE.has(arg.mclass)) {
    const complex = arg.mclass === 'double' || arg.mclass === 'single' ? 'any' : 'real';
    return single(matrix(arg.mclass, shape ?? UNKNOWN_SHAPE, complex));
  }
  if (!shape) return set;
  if (set.top) return { top: true, values: set.values, shape };
  const values = new Map<string, Value>();
  for (const [c, v] of set.values) {
    if (v.kind === 'matrix' || v.kind === 'cell' || v.kind === 'struct') {
      const n = Math.max(shape.dims.length, v.shape.dims.length);
      const terms = Array.from({ length: n }, (_, i) => (typeof termAt(v.shape, i) === 'number' ? termAt(v.shape, i) : termAt(shape, i)));
      values.set(c, { ...v, shape: shapeOfTerms(terms) } as Value);
    } else values.set(c, v);
  }
  return { top: false, values };
}

const TEXT_CLASSES = new Set(['string', 'char']);
const BUILTIN_CONTAINERS = new Set(['cell', 'struct', 'function_handle']);

export interface BrokenDeclaration {
  readonly message: string;
}

/** Each declared input with the one array value the call passes for it. */
function declaredArguments(inputs: readonly string[], declared: Declared, args: readonly ValueSet[]): { name: string; arg: DeclaredArg & { terms: readonly Term[] }; shape: Shape }[] {
  const out: { name: string; arg: DeclaredArg & { terms: readonly Term[] }; shape: Shape }[] = [];
  for (const [i, name] of inputs.entries()) {
    const arg = declared.inputs.get(name);
    const set = args[i];
    if (!arg?.terms || !set || set.top || set.values.size !== 1) continue;
    const v = [...set.values.values()][0]!;
    // A text naming a name-value argument where an optional input may stand starts the
    // name-value pairs (`readCfg('FilePath', f)` leaves the optional input its default).
    if (arg.optional && declared.names && v.kind === 'matrix' && v.constant?.kind === 'char' && declared.names.has(v.constant.value.toLowerCase())) break;
    // Validation converts to the declared class before it checks the size, and a conversion to
    // or from text changes the size: 'abc' given for `(1,1) string` is the string "abc".
    if (arg.mclass !== undefined && TEXT_CLASSES.has(arg.mclass) && TEXT_CLASSES.has(classOf(v)) && classOf(v) !== arg.mclass) continue;
    // So does a conversion to a class of the user's: `p (1,1) cfg.Profile` given 'cloud' gets
    // the enumeration member (matnwb), a constructor makes whatever it makes.
    if (arg.mclass !== undefined && !CONVERTIBLE.has(arg.mclass) && !BUILTIN_CONTAINERS.has(arg.mclass) && classOf(v) !== arg.mclass) continue;
    if (v.kind === 'matrix' || v.kind === 'cell' || v.kind === 'struct') out.push({ name, arg: arg as DeclaredArg & { terms: readonly Term[] }, shape: v.shape });
  }
  return out;
}

/** Whether a call's arguments break the callee's declared sizes: a fixed extent that differs,
 *  or one declared name bound to extents that differ. */
export function checkDeclaredCall(callee: string, inputs: readonly string[], declared: Declared, args: readonly ValueSet[]): BrokenDeclaration | undefined {
  const bound = new Map<string, { term: Term; from: string }>();
  for (const { name, arg, shape } of declaredArguments(inputs, declared, args)) {
    // MATLAB's arguments validation expands a scalar to the declared size, and turns a vector
    // into the declared orientation (`(:,1)` takes a row and makes it a column; documented on
    // mustBeColumn's page): only a value that can be no vector breaks a vector declaration.
    if (declared.from === 'arguments' && (isScalarShape(shape) || (isVectorDeclaration(arg.terms) && fitsTransposed(arg.terms, shape)))) continue;
    if (shape.open && shape.dims.length < arg.terms.length) continue;
    const actual = `${name} is ${formatShape(shape)}`;
    for (const [k, want] of arg.terms.entries()) {
      const got = termAt(shape, k);
      if (want === null || got === null) continue;
      if (typeof want === 'number') {
        if (provablyDifferent(want, got)) return { message: `${callee} declares ${arg.text}, but ${actual}: extent ${k + 1} must be ${want}` };
        continue;
      }
      const key = formatTerm(want);
      const prev = bound.get(key);
      if (prev && provablyDifferent(prev.term, got)) {
        return { message: `${callee} declares ${key} for both ${prev.from} and ${arg.text}, but they get ${formatTerm(prev.term)} and ${formatTerm(got)} (${actual})` };
      }
      if (!prev) bound.set(key, { term: got, from: `${arg.text} (${actual})` });
    }
  }
  return undefined;
}

/** `(1,:)`, `(:,1)`, `(1,3)`: a declared vector, one extent 1 and the other not. */
function isVectorDeclaration(terms: readonly Term[]): boolean {
  return terms.length === 2 && (terms[0] === 1) !== (terms[1] === 1);
}

/** Could a value of this shape be a vector of the declared length in the other orientation
 *  (a 3x1 for a declared `(1,3)`), which MATLAB turns around? */
function fitsTransposed(terms: readonly Term[], shape: Shape): boolean {
  if (shape.open) return true;
  for (let k = 2; k < shape.dims.length; k++) if (provablyDifferent(termAt(shape, k), 1)) return false;
  const fits = (want: Term, got: Term): boolean => want === null || got === null || !provablyDifferent(want, got);
  return fits(terms[1]!, termAt(shape, 0)) && fits(terms[0]!, termAt(shape, 1));
}

/** A result that breaks its declaration: an error when an extent differs in every run, a
 *  warning when both are known and differ in some run (`m` for a declared `n`: wrong unless
 *  m = n). Unknown extents are not judged. `bound`: the declared names the context's arguments
 *  fix (a body analysed with 3x4 for A[m,n] must give m = 3 rows). */
export function checkDeclaredResult(name: string, arg: DeclaredArg, result: ValueSet, bound: ReadonlyMap<Sym, Term> = new Map(), converts = false): { severity: 'error' | 'warning'; message: string } | undefined {
  if (!arg.terms || result.top || result.values.size !== 1) return undefined;
  const v = [...result.values.values()][0]!;
  if (v.kind !== 'matrix' && v.kind !== 'cell' && v.kind !== 'struct') return undefined;
  // An `arguments (Output)` block converts the result as an input block converts an argument:
  // a scalar is expanded, a vector turned to the declared orientation.
  if (converts && (isScalarShape(v.shape) || (isVectorDeclaration(arg.terms) && fitsTransposed(arg.terms, v.shape)))) return undefined;
  for (const [k, declaredTerm] of arg.terms.entries()) {
    const want = isSym(declaredTerm) ? (bound.get(declaredTerm) ?? declaredTerm) : declaredTerm;
    const got = termAt(v.shape, k);
    if (want === null || got === null || got === want) continue;
    const message = `the result ${name} is ${formatShape(v.shape)}, but the declaration says ${arg.text}: extent ${k + 1} is ${formatTerm(got)}, not ${formatTerm(want)}`;
    if (provablyDifferent(want, got)) return { severity: 'error', message };
    return { severity: 'warning', message: `${message} (unless they are equal)` };
  }
  return undefined;
}

/** The declared extents bound by a call's arguments: `m` is 3 when A[m,n] gets a 3x4 array. */
export function bindings(inputs: readonly string[], declared: Declared, args: readonly ValueSet[]): Map<Sym, Term> {
  const bound = new Map<Sym, Term>();
  for (const { arg, shape } of declaredArguments(inputs, declared, args)) {
    for (const [k, want] of arg.terms.entries()) {
      const got = termAt(shape, k);
      if (isSym(want) && !bound.has(want) && got !== null) bound.set(want, got);
    }
  }
  return bound;
}

/** The results of a call to a declared function: a declared output's extents, with the
 *  declared names bound by the arguments, where the analysis of the body left them unknown
 *  (the declaration is trusted where the body cannot be shown to break it). */
export function declaredResults(fn: { readonly inputs: readonly string[]; readonly outputs: readonly string[] }, declared: Declared, args: readonly ValueSet[], results: readonly ValueSet[]): ValueSet[] {
  const bound = bindings(fn.inputs, declared, args);
  return results.map((r, i) => {
    const arg = declared.outputs.get(fn.outputs[i] ?? '');
    if (!arg?.terms || r.top) return r;
    const terms = arg.terms.map((t) => (t === null ? null : typeof t === 'number' ? t : (bound.get(t) ?? null)));
    const values = new Map<string, Value>();
    for (const [c, v] of r.values) {
      if (v.kind !== 'matrix' && v.kind !== 'cell' && v.kind !== 'struct') {
        values.set(c, v);
        continue;
      }
      const n = Math.max(terms.length, v.shape.dims.length);
      const merged = Array.from({ length: n }, (_, k) => (typeof termAt(v.shape, k) === 'number' ? termAt(v.shape, k) : (terms[k] ?? termAt(v.shape, k))));
      values.set(c, { ...v, shape: shapeOfTerms(merged, v.shape.open && n <= v.shape.dims.length) } as Value);
    }
    return { top: false, values };
  });
}
