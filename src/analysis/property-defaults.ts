// The value of a property's default (`items = {}`, `grid = zeros(2, 3)`, `row = [1 2 3]`,
// `flag = true`): MATLAB evaluates the expression once, when the class is first used, with no
// variables in scope; so it is a closed expression of literals and builtin calls, which the
// builtin propagator computes. Anything else (a user function, a class, a name that is no
// builtin here) is unknown.
import type { Expr } from '../syntax/index.js';
import { propagateBuiltin } from './builtin-propagator.js';
import { literalValue } from './statement-values.js';
import { BOTTOM, EMPTY_SHAPE, TOP, single, type Value, type ValueSet } from './values.js';

const OPERATORS: Readonly<Record<string, string>> = {
  '+': 'plus', '-': 'minus', '*': 'mtimes', '.*': 'times', '/': 'mrdivide', './': 'rdivide', '^': 'mpower', '.^': 'power',
  '==': 'eq', '~=': 'ne', '<': 'lt', '<=': 'le', '>': 'gt', '>=': 'ge', '&': 'and', '|': 'or',
};
const UNARY: Readonly<Record<string, string>> = { '-': 'uminus', '+': 'uplus', '~': 'not', '!': 'not' };

/** `isBuiltin(name)`: the name is a builtin function where the class is defined. */
export function defaultValue(e: Expr, runtime: 'matlab' | 'octave', isBuiltin: (name: string) => boolean): ValueSet {
  const v = evaluate(e, runtime, isBuiltin, 0);
  return v ? single(v) : TOP;
}

function evaluate(e: Expr, runtime: 'matlab' | 'octave', isBuiltin: (name: string) => boolean, depth: number): Value | undefined {
  if (depth > 8) return undefined;
  const sub = (x: Expr): Value | undefined => evaluate(x, runtime, isBuiltin, depth + 1);
  const call = (name: string, args: readonly Expr[]): Value | undefined => (isBuiltin(name) ? builtin(name, args.map(sub), runtime) : undefined);
  switch (e.type) {
    case 'Number':
      return literalValue({ kind: 'number', value: e.value, imaginary: e.imaginary, text: e.text, ...(e.intClass ? { intClass: e.intClass } : {}) });
    case 'String':
      return literalValue(e.quote === 'double' && runtime === 'matlab' ? { kind: 'string', value: e.value } : { kind: 'char', value: e.value });
    case 'Paren':
      return sub(e.expr);
    case 'Unary':
      return UNARY[e.op] ? call(UNARY[e.op]!, [e.operand]) : undefined;
    case 'Binary':
      return OPERATORS[e.op] ? call(OPERATORS[e.op]!, [e.left, e.right]) : undefined;
    case 'Identifier':
      // `pi`, `true`, `NaN`: a builtin called with no arguments.
      return call(e.name, []);
    case 'Index':
      return e.target.type === 'Identifier' ? call(e.target.name, e.args) : undefined;
    case 'Matrix': {
      if (e.rows.every((r) => r.length === 0)) return literalValue({ kind: 'empty' });
      const rows = e.rows.filter((r) => r.length > 0).map((r) => (r.length === 1 ? sub(r[0]!) : builtin('horzcat', r.map(sub), runtime)));
      return rows.length === 1 ? rows[0] : builtin('vertcat', rows, runtime);
    }
    case 'Cell':
      if (e.rows.every((r) => r.length === 0)) return { kind: 'cell', shape: EMPTY_SHAPE, elements: [], merged: BOTTOM };
      return undefined;
    default:
      return undefined;
  }
}

/** A builtin's one value for these arguments (undefined: an argument or the result unknown, or
 *  the call fails). */
function builtin(name: string, values: readonly (Value | undefined)[], runtime: 'matlab' | 'octave'): Value | undefined {
  if (!values.every((x): x is Value => x !== undefined)) return undefined;
  const r = propagateBuiltin({ name, args: values, nargout: 1, runtime });
  const out = r && !r.error ? r.outputs[0] : undefined;
  return out && !out.top && out.values.size === 1 ? [...out.values.values()][0] : undefined;
}
