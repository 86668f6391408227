// Reads of parameters in the unassigned-variable check: a parameter the body never assigns, read
// where the read surely runs, was passed by the caller (MATLAB stops with "Not enough input
// arguments" otherwise), so from there nargin is at least its position.
import type { Unit } from '../kinds/index.js';
import type { Expr, Identifier } from '../syntax/index.js';
import { negate, type GuardKeys } from './unassigned-guards.js';
import type { State } from './unassigned-state.js';
import type { KindLookup } from './unreachable.js';

/** The rules for one unit; `assigned`: the names its body assigns. */
export function parameterFacts(unit: Unit, keys: GuardKeys, kindOf: KindLookup, assigned: ReadonlySet<string>) {
  const untouchedParams = new Map<string, number>();
  const atLeast = new Map<number, string>();
  // Positions from the definition, where `~` holds a place.
  (unit.def?.inputs ?? []).forEach((p, i) => {
    if (p.type !== 'Identifier' || p.name === 'varargin' || assigned.has(p.name)) return;
    const k = i + 1;
    const text = String(k);
    const key = keys.keyOf({ type: 'Binary', op: '<', left: { type: 'Identifier', name: 'nargin', span: p.span }, right: { type: 'Number', text, value: k, imaginary: false, span: p.span }, span: p.span });
    if (key === undefined) return;
    untouchedParams.set(p.name, k);
    atLeast.set(k, negate(key));
  });
  return { parameterRead, surelyRead };

  /** A parameter read where it surely runs: the caller passed it (MATLAB stops with "Not
   *  enough input arguments" otherwise), so nargin is at least its position from here. Only
   *  for parameters the body never assigns (`if nargin < 2, b = 1; end` makes b's reads say
   *  nothing). */
  function parameterRead(id: Identifier, st: State): void {
    const k = untouchedParams.get(id.name);
    if (k === undefined || kindOf.get(id) !== 'VAR') return;
    const fact = atLeast.get(k);
    if (fact !== undefined) st.facts.add(fact);
  }

  /** A condition that came out `value` read every part of `a && b` (true) or `a || b` (false),
   *  not only the left one `expr` takes as surely read: the parameters read there were passed
   *  (`if isa(f1, 'x') && isa(f2, 'x')` holding says nargin >= 2). */
  function surelyRead(cond: Expr, value: boolean, st: State): void {
    if (untouchedParams.size === 0) return;
    const work: Array<[Expr, boolean | undefined]> = [[cond, value]];
    while (work.length > 0) {
      const [x, v] = work.pop()!;
      switch (x.type) {
        case 'Identifier':
          parameterRead(x, st);
          break;
        case 'Paren':
          work.push([x.expr, v]);
          break;
        case 'Unary':
          work.push([x.operand, x.op === '~' && v !== undefined ? !v : undefined]);
          break;
        case 'Postfix':
          work.push([x.operand, undefined]);
          break;
        case 'Binary':
          // The right of a short-circuit ran only when the outcome says so.
          if ((x.op === '&&' && v !== true) || (x.op === '||' && v !== false)) work.push([x.left, undefined]);
          else work.push([x.left, v], [x.right, v]);
          break;
        case 'Index':
        case 'CellIndex':
          work.push([x.target, undefined]);
          for (const a of x.args) work.push([a, undefined]);
          break;
        case 'Field':
          work.push([x.target, undefined]);
          break;
        default:
          break;
      }
    }
  }
}
