// A builtin call where some argument may be anything (top): tried with an array of each builtin
// class in its place (the calls that would fail contribute nothing), so `int16(x)` is int16
// whatever x is. More than two unknown arguments, an object argument (its class may overload
// the builtin), or too many combinations: unknown. A pure function of its arguments, remembered.
import { resultClasses } from '../builtins/index.js';
import { TupleMemo } from './bounded-memo.js';
import { propagateBuiltin } from './builtin-propagator.js';
import { ANY_CLASS, SIZE_QUERIES, anyClassOfShape } from './call-rules.js';
import { combinations } from './context.js';
import { exactSetId } from './value-key.js';
import { BOTTOM, TOP, UNKNOWN_SHAPE, repeated, classOf, joinSets, matrix, setOf, type ValueSet } from './values.js';

/** Half the propagator's memo (see its size's reasons). */
const answers = new TupleMemo<readonly ValueSet[]>(50_000);

export function builtinOnUnknown(name: string, list: readonly ValueSet[], nargout: number, runtime: 'matlab' | 'octave'): ValueSet[] {
  return [...answers.get(name, nargout * 2 + (runtime === 'octave' ? 1 : 0), list.map(exactSetId), () => tryEachClass(name, list, nargout, runtime))];
}

function tryEachClass(name: string, list: readonly ValueSet[], nargout: number, runtime: 'matlab' | 'octave'): ValueSet[] {
  const n = Math.max(nargout, 1);
  const unknown = repeated(n, TOP);
  if (list.filter((s) => s.top).length > 2) return unknown;
  if (list.some((s) => !s.top && [...s.values.values()].some((v) => v.kind === 'object'))) return unknown;
  // In MATLAB an unknown value may be a string too (Octave has none): a builtin whose rules give
  // a string another class of result (or none known: `regexp` of a string gives strings) does
  // not keep the class the other arrays give. Rules that refuse strings skip them, as any class.
  const anyClass = (s: ValueSet): ValueSet => {
    const builtinClasses = s.shape ? anyClassOfShape(s.shape, SIZE_QUERIES.has(name)) : ANY_CLASS;
    return runtime === 'matlab' ? joinSets(builtinClasses, setOf([matrix('string', s.shape ?? UNKNOWN_SHAPE, 'real')])) : builtinClasses;
  };
  const sets = list.map((s) => (s.top ? anyClass(s) : s));
  const combos = combinations(sets, 128);
  if (combos.length === 0 || combos[0] === undefined) return unknown;
  let outs: ValueSet[] = repeated(n, BOTTOM);
  for (const combo of combos) {
    // A class the builtin's rules refuse cannot flow past the call.
    if (resultClasses(name, combo!.map(classOf), runtime)?.kind === 'error') continue;
    const r = propagateBuiltin({ name, args: combo!, nargout, runtime });
    if (!r) return unknown;
    if (r.error) continue;
    outs = outs.map((o, i) => joinSets(o, r.outputs[i] ?? (r.outputs.length === 0 ? BOTTOM : TOP)));
    // Joins only grow: once every result has two classes (or is unknown), it stays unknown.
    if (outs.every((o) => o.top || o.values.size > 1)) return unknown;
  }
  // Only a result whose class does not depend on the unknown argument is kept (int16(x) is
  // int16); several possible classes would be guesses about a value the code may never see.
  // The builtin classes tried are not all: an object answers a question about its class
  // differently (`isa(x, 'Acc')` is true for an Acc), so such an answer keeps its class only.
  const kept = outs.map((o) => (o.values.size === 1 && !o.top ? o : TOP));
  return CLASS_QUESTIONS.has(name) ? kept.map(withoutConstants) : kept;
}

/** Builtins whose answer names or tests the class of their argument. */
const CLASS_QUESTIONS = new Set(['isa', 'class', 'isobject', 'isjava', 'isenum', 'ismethod', 'isprop', 'metaclass']);

function withoutConstants(s: ValueSet): ValueSet {
  if (s.top) return s;
  return setOf([...s.values.values()].map((v) => (v.kind === 'matrix' && v.constant ? matrix(v.mclass, v.shape, v.complex) : v)));
}
