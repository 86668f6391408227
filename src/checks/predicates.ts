// Predicate helpers: a user function whose body is one assignment of its output from its
// parameters (`tf = any(strcmp(kind, {'soft', 'external'}))`). A test of its call, in an `if` or
// an `assert`, tells what the expression tells with the call's arguments in place of the
// parameters (matnwb's `assert(isValidKind(kind))` before a switch over those kinds).
import type { Library } from '../project/index.js';
import type { Expr, Stmt } from '../syntax/index.js';
import { visitNodes } from '../syntax/index.js';
import { perCallee } from './callee-summaries.js';

export interface Predicate {
  readonly params: readonly string[];
  readonly value: Expr;
}

const summaries = new WeakMap<Library, Map<string, Predicate | undefined>>();

/** The predicates of the functions a unit calls, by name (undefined: not one). */
export function predicatesFrom(lib: Library, file: string, functionPath: readonly string[]): (name: string) => Predicate | undefined {
  return perCallee(summaries, lib, file, functionPath, undefined, (_path, fn) => summarize(fn.node));
}

function summarize(node: { inputs: ReadonlyArray<{ type: string; name?: string }>; outputs: ReadonlyArray<{ name: string }>; body: Stmt[] }): Predicate | undefined {
  if (node.outputs.length !== 1) return undefined;
  const code = node.body.filter((s) => s.type !== 'Comments');
  const only = code.length === 1 ? code[0]! : undefined;
  if (only?.type !== 'Assign' || only.op !== '=' || only.targets.length !== 1 || only.targets[0]!.type !== 'Identifier' || only.targets[0]!.name !== node.outputs[0]!.name) return undefined;
  const params = node.inputs.map((p) => (p.type === 'Identifier' && p.name !== 'varargin' ? p.name! : ''));
  // The value reads its parameters and functions only: no nargin, no varargin, not the output.
  let plain = true;
  visitNodes(only.rhs, (n) => {
    const name = (n as { name?: string }).name;
    if (n.type === 'Identifier' && (name === 'nargin' || name === 'nargout' || name === 'varargin' || name === node.outputs[0]!.name)) plain = false;
  }, (n) => n.type === 'AnonFunction');
  return plain ? { params, value: only.rhs } : undefined;
}

/** The predicate's value for a call `f(a, b)` whose arguments are plain (names, numbers,
 *  texts) and as many as its parameters; undefined otherwise. */
export function expandPredicate(call: Expr, predicate: (name: string) => Predicate | undefined): Expr | undefined {
  if (call.type !== 'Index' || call.target.type !== 'Identifier') return undefined;
  const p = predicate(call.target.name);
  if (!p || call.args.length !== p.params.length) return undefined;
  if (!call.args.every((a) => a.type === 'Identifier' || a.type === 'Number' || a.type === 'String')) return undefined;
  const byName = new Map(p.params.map((n, i) => [n, call.args[i]!] as const).filter(([n]) => n !== ''));
  return replaced(p.value, byName) as Expr;
}

/** A copy of a tree with the parameters' identifiers replaced (anonymous functions kept). */
function replaced(x: unknown, byName: ReadonlyMap<string, Expr>): unknown {
  if (Array.isArray(x)) return x.map((y) => replaced(y, byName));
  if (x === null || typeof x !== 'object') return x;
  const node = x as { type?: string; name?: string };
  if (node.type === 'Identifier' && node.name !== undefined && byName.has(node.name)) return byName.get(node.name);
  if (node.type === 'AnonFunction') return x;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(x)) out[k] = k === 'span' ? v : replaced(v, byName);
  return out;
}
