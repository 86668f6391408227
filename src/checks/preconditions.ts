// What a call of a validation helper tells its caller: a user function whose body tests its
// parameters and raises (`if n < lo || n > hi, error(...); end`) returns only where none of those
// tests held, so after `check_range(nargin, 3, 5)` the caller's nargin is 3 to 5 (LTFAT's
// `complainif_argnonotinrange(nargin, 3, 5, mfilename)` before `if nargin == 3 ... nargin == 5`).
import type { Kind } from '../kinds/index.js';
import type { Library } from '../project/index.js';
import type { Expr, Stmt } from '../syntax/index.js';
import { modifiedNames } from './unassigned-changes.js';
import { neverReturnsFrom, nonEmptyTexts } from './never-returns.js';
import { blockExits, type KindLookup } from './unreachable.js';
import { perCallee } from './callee-summaries.js';

/** A helper's raising tests, over its parameters (by position). */
export interface Preconditions {
  readonly params: readonly string[];
  /** Conditions that surely raise where they hold. */
  readonly raises: readonly Expr[];
}

const summaries = new WeakMap<Library, Map<string, Preconditions | undefined>>();

/** The preconditions of the functions a unit calls, by name (undefined: none known). */
export function preconditionsFrom(lib: Library, file: string, functionPath: readonly string[]): (name: string) => Preconditions | undefined {
  return perCallee(summaries, lib, file, functionPath, undefined, (path, fn) => summarize(lib, path, fn.qualifiedName.split('/'), fn.node));
}

/** The top-level `if C, <raise>, end` statements of a body whose C reads only parameters the
 *  body never assigns (and functions): what holds after the call is that none of them held. */
function summarize(lib: Library, file: string, path: string[], node: { inputs: ReadonlyArray<{ type: string; name?: string }>; body: Stmt[] }): Preconditions | undefined {
  const params = node.inputs.map((p) => (p.type === 'Identifier' && p.name !== 'varargin' ? p.name! : ''));
  const assigned = modifiedNames(node.body);
  const fixed = new Set(params.filter((p) => p !== '' && !assigned.has(p)));
  if (fixed.size === 0) return undefined;
  const texts = nonEmptyTexts(node.body, new Set(), new Set(params.filter((p) => p !== '')));
  const kinds: KindLookup = {
    get: (n): Kind => ((n as { name?: string }).name !== undefined && (assigned.has((n as { name: string }).name) || params.includes((n as { name: string }).name)) ? 'VAR' : 'FN'),
    neverReturns: neverReturnsFrom(lib, file, path),
    nonEmptyText: (n) => texts.has(n),
    raisesOnly: true,
  };
  const raises: Expr[] = [];
  for (const s of node.body) {
    if (s.type !== 'If' || s.clauses.length !== 1 || s.elseBody) continue;
    const [c] = s.clauses;
    if (readsOnly(c.cond, fixed, params, assigned) && blockExits(c.body, kinds)) raises.push(c.cond);
  }
  return raises.length > 0 ? { params, raises } : undefined;
}

/** Does the condition read no variable but the fixed parameters (`n < lo || n > hi`)? */
function readsOnly(e: Expr, fixed: ReadonlySet<string>, params: readonly string[], assigned: ReadonlySet<string>): boolean {
  const only = (x: Expr): boolean => readsOnly(x, fixed, params, assigned);
  switch (e.type) {
    case 'Number':
    case 'String':
      return true;
    case 'Identifier':
      // A parameter the body never assigns; no other variable (a constant function such as
      // `true` is read alike everywhere), not the helper's own argument counts.
      return fixed.has(e.name) || (!params.includes(e.name) && !assigned.has(e.name) && e.name !== 'nargin' && e.name !== 'nargout');
    case 'Paren':
      return only(e.expr);
    case 'Unary':
      return e.op === '~' || e.op === '-' ? only(e.operand) : false;
    case 'Binary':
      return COMPARED.has(e.op) && only(e.left) && only(e.right);
    default:
      return false;
  }
}

const COMPARED = new Set(['<', '<=', '>', '>=', '==', '~=', '&&', '||', '&', '|', '+', '-', '*']);

/** `cond` with the parameters replaced by the call's arguments (undefined when an argument it
 *  reads is missing or is not a plain value: a number, a name, `nargin`). */
export function substituted(cond: Expr, params: readonly string[], args: readonly Expr[]): Expr | undefined {
  const plain = (a: Expr | undefined): a is Expr => a !== undefined && (a.type === 'Number' || a.type === 'Identifier');
  const go = (e: Expr): Expr | undefined => {
    switch (e.type) {
      case 'Identifier': {
        const k = params.indexOf(e.name);
        if (k < 0) return e;
        const a = args[k];
        return plain(a) ? a : undefined;
      }
      case 'Paren': {
        const x = go(e.expr);
        return x && { ...e, expr: x };
      }
      case 'Unary': {
        const x = go(e.operand);
        return x && { ...e, operand: x };
      }
      case 'Binary': {
        const l = go(e.left);
        const r = l && go(e.right);
        return r && { ...e, left: l!, right: r };
      }
      default:
        return e;
    }
  };
  return go(cond);
}
