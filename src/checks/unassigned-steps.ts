// A counter's step in the unassigned-variable check: `iter = iter + 1` forgets what was said
// of iter, but its comparisons with constants hold of the new value shifted by the step
// (`iter ~= 0` before is `iter ~= 1` after: SeDuMi's `if iter > 1 && prev...` reads what an
// earlier iteration assigned).
import type { Expr } from '../syntax/index.js';
import { comparisonOf } from './unassigned-comparisons.js';
import { numberNode, numberValue } from './unassigned-evaluate.js';
import { negate, type GuardKeys } from './unassigned-guards.js';
import { addGuards, type State } from './unassigned-state.js';

/** For `x = x + c` (or `x - c`, `c + x`) with a number c: a step that puts back, shifted by c,
 *  the comparisons of x with constants among the facts and guards (the assignment forgets
 *  them). Undefined for any other assignment. */
export function shiftedComparisons(keys: GuardKeys, name: string, rhs: Expr, st: State): ((st: State) => void) | undefined {
  const e = rhs.type === 'Paren' ? rhs.expr : rhs;
  if (e.type !== 'Binary' || (e.op !== '+' && e.op !== '-')) return undefined;
  const isName = (x: Expr): boolean => x.type === 'Identifier' && x.name === name;
  const c = isName(e.left) ? numberValue(e.right) : e.op === '+' && isName(e.right) ? numberValue(e.left) : undefined;
  if (c === undefined || !Number.isFinite(c)) return undefined;
  const delta = e.op === '-' ? -c : c;
  const subject = keys.keyOf({ type: 'Identifier', name, span: rhs.span })?.slice(1);
  if (subject === undefined) return undefined;
  const shift = (k: string): string | undefined => {
    const parts = comparisonOf(k, subject);
    if (!parts) return undefined;
    const key = keys.keyOf({ type: 'Binary', op: parts.op as '==', left: { type: 'Identifier', name, span: rhs.span }, right: numberNode(parts.value + delta, rhs.span), span: rhs.span });
    return key === undefined ? undefined : parts.holds ? key : negate(key);
  };
  const facts = [...st.facts].map(shift).filter((k): k is string => k !== undefined);
  const guards: Array<[string, string[]]> = [];
  for (const [n, ks] of st.guarded) {
    const moved = [...ks].map(shift).filter((k): k is string => k !== undefined);
    if (moved.length > 0) guards.push([n, moved]);
  }
  if (facts.length === 0 && guards.length === 0) return undefined;
  return (after) => {
    for (const f of facts) after.facts.add(f);
    for (const [n, ks] of guards) if (!after.assigned.has(n)) addGuards(after, n, ks);
  };
}
