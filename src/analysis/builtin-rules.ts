// The spec's class rules and arity as the propagator applies them: reduction options ignored,
// integer powers in MATLAB, a refused call claimed as an error only when GNU Octave failed on
// every value of those classes (learned-classes.tsv), and arities the spec gets too strict.
import {
  CLASS_GROUPS, arity, learnedResults, loadBuiltins, resultClasses, type ArgClass, type ClassResult,
} from '../builtins/index.js';
import * as S from './builtin-shapes.js';
import { classOf, type Value } from './values.js';

/** An argument as the Class rules see it: its class, and a char constant's text. */
export function argClass(v: Value): ArgClass {
  const c = classOf(v);
  if (v.kind === 'matrix' && v.mclass === 'char' && v.constant?.kind === 'char') return { class: c, value: v.constant.value };
  return { class: c };
}

export const OPTION_TAKERS = new Set(['sum', 'prod', 'mean', 'median', 'mode', 'max', 'min', 'any', 'all', 'std', 'var', 'cumsum', 'cumprod', 'cummax', 'cummin']);
export const IGNORED_OPTIONS = new Set(['all', 'omitnan', 'includenan', 'omitmissing', 'includemissing']);
export const INTEGER_CLASSES: ReadonlySet<string> = new Set(CLASS_GROUPS.get('intN'));

/** The Class rules' answer, with two corrections:
 *  - a:s:b (the spec's colon rules are binary): the integer class of any operand (two
 *    different ones fail), else single if any is single, else the class of a:b;
 *  - power and mpower in MATLAB: MatlabClass refuses some pairs that fail only for some values
 *    (an integer base needs an integral exponent) and single ^ double, which MATLAB computes
 *    in single (Appendix A of the Tamer paper: mpower(h, 2) with h single is single); where
 *    it refuses, the Class rules decide and no error is claimed. */
export function classesOf(name: string, args: readonly Value[], runtime: 'matlab' | 'octave'): ClassResult | undefined {
  if (name === 'colon' && args.length === 3) {
    const pair = (x: Value, y: Value): ClassResult | undefined => resultClasses(name, [argClass(x), argClass(y)], runtime);
    const results = [pair(args[0]!, args[2]!), pair(args[0]!, args[1]!), pair(args[1]!, args[2]!)];
    if (results.some((r) => !r || r.kind === 'error')) return { kind: 'error' };
    const classes = results.map((r) => (r as Extract<ClassResult, { kind: 'outputs' }>).outputs[0]!);
    if (classes.some((c) => c.kind !== 'classes' || c.classes.length !== 1)) return { kind: 'outputs', outputs: [{ kind: 'unknown' }], rule: 'a:s:b' };
    const names = classes.map((c) => (c as { classes: readonly string[] }).classes[0]!);
    const ints = new Set(names.filter((c) => INTEGER_CLASSES.has(c)));
    if (ints.size > 1) return { kind: 'error' };
    const cls = ints.size === 1 ? [...ints][0]! : names.includes('single') ? 'single' : names[0]!;
    return { kind: 'outputs', outputs: [{ kind: 'classes', classes: [cls] }], rule: 'a:s:b' };
  }
  if (OPTION_TAKERS.has(name)) {
    // sum(x, 'all'), max(x, [], 'omitnan'): options that keep the class, which the Class rules
    // do not list; max(x, [], dim) has the class of max(x).
    const kept = args.filter((a, i) => i === 0 || !IGNORED_OPTIONS.has(S.textOf(a)?.toLowerCase() ?? ''));
    if ((name === 'max' || name === 'min' || name === 'cummax' || name === 'cummin') && kept.length === 3 && kept[1]!.kind === 'matrix' && S.isEmptyMatrixShape(kept[1]!.shape)) kept.splice(1, 2);
    if ((name === 'max' || name === 'min') && kept.length === 2 && kept[1]!.kind === 'matrix' && S.isEmptyMatrixShape(kept[1]!.shape) && args.length > 2) kept.splice(1, 1);
    if (kept.length !== args.length) return resultClasses(name, kept.map(argClass), runtime);
  }
  const r = resultClasses(name, args.map(argClass), runtime);
  if (r?.kind === 'error' && runtime === 'matlab' && (name === 'power' || name === 'mpower')) {
    const octave = resultClasses(name, args.map(argClass), 'octave');
    if (octave?.kind === 'outputs') return octave;
  }
  return r;
}

/** Whether a call the Class rules refuse fails for certain: Octave failed on every value of
 *  these classes the learning script tried, or (MATLAB) MATLAB's own rules refuse what
 *  Octave's accept, deliberately (int8 + single). Combinations never tried are not judged:
 *  the rules were written from what was tried. */
export function certainRuleError(name: string, args: readonly Value[], runtime: 'matlab' | 'octave'): boolean {
  // Beyond the operators, builtins often return early on empty arrays (Octave: deblank([]) is
  // []), and the learning script's random values do not speak for a given constant
  // (size(x, true) works, size(x, false) does not).
  const operator = loadBuiltins().node(name)?.attributes.operator !== undefined;
  if (!operator && args.some((a) => a.kind === 'matrix' && (S.mayBeEmpty(a.shape) || (a.constant !== undefined && a.constant.kind !== 'char')))) return false;
  if (!operator && args.some((a) => a.kind === 'cell' && S.mayBeEmpty(a.shape))) return false;
  let gate = args;
  if (name === 'colon' && args.length === 3) {
    const pairs: Value[][] = [[args[0]!, args[2]!], [args[0]!, args[1]!], [args[1]!, args[2]!]];
    gate = pairs.find((p) => resultClasses(name, p.map(argClass), runtime)?.kind === 'error') ?? args;
  }
  const classes = gate.map(argClass);
  const tried = learnedResults(name, classes) ?? learnedResults(name, gate.map((a) => ({ class: classOf(a) })));
  if (tried && tried.every((r) => r === 'error')) return true;
  if (runtime === 'matlab') return resultClasses(name, classes, 'octave')?.kind === 'outputs';
  return false;
}

/** Calls the spec's Arity refuses that run (checked with GNU Octave 7.3; [m, f, c] = mode(x)
 *  and [m, i] = cummax(x) in MATLAB too): no arity error is claimed for these. */
export const LENIENT_ARITY: Readonly<Record<string, { readonly runtimes: readonly string[]; readonly inputs?: number; readonly fewer?: boolean; readonly outputs?: number }>> = {
  plus: { runtimes: ['octave'], inputs: Infinity },
  times: { runtimes: ['octave'], inputs: Infinity },
  mtimes: { runtimes: ['octave'], inputs: Infinity },
  and: { runtimes: ['octave'], inputs: Infinity },
  or: { runtimes: ['octave'], inputs: Infinity },
  xor: { runtimes: ['octave'], inputs: Infinity },
  kron: { runtimes: ['octave'], inputs: Infinity },
  hypot: { runtimes: ['octave'], inputs: Infinity },
  diag: { runtimes: ['octave'], inputs: 3 },
  null: { runtimes: ['octave'], inputs: 2 },
  orth: { runtimes: ['octave'], inputs: 2 },
  det: { runtimes: ['octave'], outputs: 2 },
  inv: { runtimes: ['octave'], outputs: 2 },
  find: { runtimes: ['octave'], outputs: Infinity },
  sprintf: { runtimes: ['octave'], outputs: Infinity },
  char: { runtimes: ['octave', 'matlab'], fewer: true },
  strcat: { runtimes: ['octave'], fewer: true },
  strvcat: { runtimes: ['octave'], fewer: true },
  mode: { runtimes: ['octave', 'matlab'], outputs: 3 },
  cummax: { runtimes: ['octave', 'matlab'], outputs: 2 },
  cummin: { runtimes: ['octave', 'matlab'], outputs: 2 },
};

export function checkArity(name: string, nargin: number, nargout: number, runtime: 'matlab' | 'octave'): string | undefined {
  const a = arity(name);
  if (!a) return undefined;
  const lenient = LENIENT_ARITY[name]?.runtimes.includes(runtime) ? LENIENT_ARITY[name] : undefined;
  if (lenient?.fewer && nargin < a.inputs.min) return undefined;
  if (lenient?.inputs !== undefined && nargin > (a.inputs.max ?? Infinity) && nargin <= lenient.inputs) return undefined;
  if (lenient?.outputs !== undefined && nargout > (a.outputs.max ?? Infinity) && nargout <= lenient.outputs) return undefined;
  if (nargin < a.inputs.min) return `needs at least ${a.inputs.min} input${a.inputs.min === 1 ? '' : 's'}, called with ${nargin}`;
  if (a.inputs.max !== undefined && nargin > a.inputs.max) return `takes at most ${a.inputs.max} input${a.inputs.max === 1 ? '' : 's'}, called with ${nargin}`;
  if (a.outputs.max !== undefined && nargout > a.outputs.max) return `gives at most ${a.outputs.max} output${a.outputs.max === 1 ? '' : 's'}, ${nargout} requested`;
  return undefined;
}
