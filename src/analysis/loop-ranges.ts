// The ranges of `for` loops as the value analysis reads them before the loop runs: the bounds
// of the loop variable (`for k = 1:n`: k in 1..n), the number of iterations, and the variable's
// value after a number of them (for loop-induction.ts).
import type { ForStmt } from '../tame/index.js';
import { assign, lookup, type Env, type Flow } from './flow.js';
import { forgetMarker } from './local-symbols.js';
import { addTerms, loopSymbol, mulTerms, provablyAtMost, subTerms, type Term } from './symbolic.js';
import { SCALAR, matrix, numberConstant, numelOf, single, type ValueSet } from './values.js';

/** A constant number a set holds. */
export function constantNumber(s: ValueSet): number | undefined {
  if (s.top || s.values.size !== 1) return undefined;
  const v = [...s.values.values()][0];
  return v.kind === 'matrix' && v.constant?.kind === 'number' ? v.constant.value : undefined;
}

/** The loop variable of `for k = a:s:b` with a whole-number start and step: every value it
 *  takes lies between a and b (b's bound when b is itself bounded, its floor when fractional). */
export function withLoopBounds(item: ValueSet, lower: ValueSet, step: number | undefined, upper: ValueSet): ValueSet {
  const v = item.values.get('double');
  if (item.top || item.values.size !== 1 || v?.kind !== 'matrix' || step === undefined || !Number.isInteger(step) || step === 0) return item;
  // Counting up, k >= a >= a's low bound and k <= b <= b's high bound; counting down, the
  // other way round. The values are whole numbers, so a fractional b bounds by its floor
  // (ceiling counting down).
  const up = step > 0;
  const first = wholeBound(lower, up ? 'lo' : 'hi');
  const last = wholeBound(upper, up ? 'hi' : 'lo');
  if (first === null || (typeof first === 'number' && !Number.isInteger(first))) return item;
  const end = typeof last === 'number' ? (up ? Math.floor(last) : Math.ceil(last)) : last;
  return single({ ...v, range: up ? { lo: first, hi: end } : { lo: end, hi: first } });
}

/** The number of iterations of `for k = a:s:b`, as the range reads before the loop: a count,
 *  or b - a + 1 for whole a and b with step 1 when that is never negative. */
export function tripCount(stmt: ForStmt, entry: Env): Term {
  if (stmt.range.kind !== 'range') return null;
  const lo = exactWhole(lookup(entry, stmt.range.lower));
  const hi = exactWhole(lookup(entry, stmt.range.upper), true);
  const step = stmt.range.inc ? constantNumber(lookup(entry, stmt.range.inc)) : 1;
  if (lo === null || hi === null || step === undefined || !Number.isInteger(step) || step < 1) return null;
  if (typeof lo === 'number' && typeof hi === 'number') return Math.max(0, Math.floor((hi - lo) / step) + 1);
  if (step !== 1) return null;
  const count = subTerms(hi, subTerms(lo, 1));
  return provablyAtMost(0, count) ? count : null;
}

/** The value of `for k = a:s:b`'s variable after `done` iterations: a + s*done. */
export function loopValue(stmt: ForStmt, entry: Env, done: Term): ValueSet | undefined {
  if (stmt.range.kind !== 'range') return undefined;
  const lo = exactWhole(lookup(entry, stmt.range.lower));
  const step = stmt.range.inc ? constantNumber(lookup(entry, stmt.range.inc)) : 1;
  if (lo === null || step === undefined || !Number.isInteger(step)) return undefined;
  const k = addTerms(lo, mulTerms(step, done));
  if (k === null) return undefined;
  return single(typeof k === 'number' ? numberConstant(k) : { ...matrix('double', SCALAR), symbolic: k });
}

/** A real double scalar's exact whole value: its constant or polynomial (an upper end may be
 *  fractional: its floor). */
function exactWhole(s: ValueSet, upper = false): Term {
  const v = s.values.get('double');
  if (s.top || s.values.size !== 1 || v?.kind !== 'matrix' || v.complex !== 'real' || numelOf(v.shape) !== 1) return null;
  if (v.constant?.kind === 'number') {
    const n = upper ? Math.floor(v.constant.value) : v.constant.value;
    return Number.isSafeInteger(n) ? n : null;
  }
  return v.symbolic ?? null;
}

/** A bound of a real double scalar: its constant, its polynomial, or its range's bound. */
function wholeBound(s: ValueSet, side: 'lo' | 'hi'): Term {
  const v = s.values.get('double');
  if (s.top || s.values.size !== 1 || v?.kind !== 'matrix' || v.complex !== 'real' || numelOf(v.shape) !== 1) return null;
  if (v.constant?.kind === 'number') return Number.isFinite(v.constant.value) ? v.constant.value : null;
  if (v.symbolic) return v.symbolic;
  // An input's value n#v (any real) bounds from above a loop variable counting up to it: k <=
  // floor(n) <= n, and while k exists n >= 1 (`z = zeros(1, n); for k = 1:n, z(k) = ...`).
  // (A loop variable's own range says more than its iteration symbol: `j = 1:i` with i in 1..n.)
  if (v.range && v.range[side] !== null) return v.range[side];
  return side === 'hi' && v.valueTerm ? v.valueTerm : null;
}

/** The flow with every value that speaks of a loop iteration's symbol forgotten (see FunctionAnalysis.forHead). */
export function forgetMarkerIn(flow: Flow, marker: string): Flow {
  if (flow === null) return null;
  let out: Flow = flow;
  for (const [name, set] of flow) {
    const kept = forgetMarker(set, marker);
    if (kept !== set) out = assign(out, name, kept);
  }
  return out;
}

/** A loop variable's value in one iteration: a whole double of unknown value gets the
 *  iteration's symbol. */
export function iterationValue(item: ValueSet, marker: string): ValueSet {
  const v = item.values.get('double');
  if (item.top || item.values.size !== 1 || v?.kind !== 'matrix' || v.constant || v.symbolic || v.valueTerm || !v.range || v.complex !== 'real') return item;
  return single({ ...v, valueTerm: loopSymbol(marker) });
}
