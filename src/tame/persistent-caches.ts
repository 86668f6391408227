// Persistent caches: `persistent t; if isempty(t), t = <table>; end`. The block fills t the first
// time and is skipped afterwards, so t holds what the block computed on some earlier call. When
// the block comes right after the declaration and reads nothing a call brings (no parameter,
// global or other state: only the cache's persistents and names it alone assigns), every run of
// it computes a value its analysis from [] covers: the function is lowered as if each call
// started with t = [] (as its first call does), and the analysis sees the table instead of an
// unknown value. A persistent no statement assigns is always [] too. (A block that raised part
// way would leave a partly filled cache: the lowering assumes a cache block runs to its end.)
import { rootName, visitNodes, type Expr, type Identifier, type If, type Stmt } from '../syntax/index.js';
import type { Kind } from '../kinds/index.js';

/** Calls that assign (or clear) variables by name: anywhere in the function, they may change a
 *  persistent. */
export const WRITERS: ReadonlySet<string> = new Set(['eval', 'evalc', 'evalin', 'assignin', 'load', 'clear']);
/** Calls whose answer depends on the call: in a cache block, they make it fill per call. */
const CALL_DEPENDENT = new Set(['nargin', 'nargout', 'exist', 'inputname', 'isargout']);

/** The persistents declared without an initial value that may be taken as [] where they are
 *  declared: the ones nothing assigns, and those only a cache block right after their
 *  declaration assigns. `body`: the function's statements (its nested functions in them). */
export function cachesFilledOnEveryCall(body: readonly Stmt[], params: ReadonlySet<string>, kind: (id: Identifier) => Kind): Set<string> {
  const declared = new Set<string>();
  const others = new Set<string>(); // globals, and persistents with an initial value
  let dependent = false;
  visitNodes(body, (n) => {
    const node = n as Stmt | Expr;
    if (node.type === 'Persistent' || node.type === 'Global') {
      node.names.forEach((id, k) => (node.type === 'Persistent' && !node.inits?.[k] ? declared : others).add(id.name));
    } else if (node.type === 'Identifier' && WRITERS.has(node.name)) dependent = true;
  });
  if (declared.size === 0 || dependent) return new Set();
  const block = cacheBlock(body, declared);
  // What the statements outside the block assign, and what the block does.
  const outside = new Set<string>();
  visitNodes(
    body,
    (n) => assignedBy(n as Stmt, outside),
    (n) => n === block,
  );
  const inside = new Set<string>();
  if (block) visitNodes(block.clauses[0]!.body, (n) => assignedBy(n as Stmt, inside));
  const caches = new Set([...declared].filter((p) => !outside.has(p) && !others.has(p)));
  if (!block) return caches;
  // The block reads only the caches and names it alone assigns (not a parameter, a global,
  // another persistent, or a variable an enclosing function shares); else what it fills holds
  // values of some earlier call's.
  let reads = caches.has(guardName(block)!);
  visitNodes(block.clauses[0]!.body, (n) => {
    if (!reads || n.type !== 'Identifier') return;
    const name = (n as Identifier).name;
    if (CALL_DEPENDENT.has(name) && kind(n as Identifier) !== 'VAR') reads = false;
    if (kind(n as Identifier) !== 'VAR') return;
    if (!caches.has(name) && (!inside.has(name) || params.has(name) || others.has(name) || declared.has(name) || outside.has(name))) reads = false;
  });
  if (!reads) for (const p of inside) caches.delete(p);
  if (!reads) caches.delete(guardName(block)!);
  return caches;
}

/** The first `if isempty(p) ... end` (one clause, no else) of the function's own statements
 *  that follows a run of declarations declaring p, with nothing else between. */
function cacheBlock(body: readonly Stmt[], declared: ReadonlySet<string>): If | undefined {
  const run = new Set<string>();
  for (const s of body) {
    if (s.type === 'Persistent' || s.type === 'Global') {
      for (const id of s.names) run.add(id.name);
      continue;
    }
    if (s.type === 'Comments') continue;
    if (s.type === 'If' && s.clauses.length === 1 && !s.elseBody) {
      const g = guardName(s);
      if (g !== undefined && declared.has(g) && run.has(g)) return s;
    }
    run.clear();
  }
  return undefined;
}

function guardName(s: If): string | undefined {
  let c: Expr = s.clauses[0]!.cond;
  while (c.type === 'Paren') c = c.expr;
  if (c.type !== 'Index' || c.target.type !== 'Identifier' || c.target.name !== 'isempty' || c.args.length !== 1) return undefined;
  const a = c.args[0]!;
  return a.type === 'Identifier' ? a.name : undefined;
}

/** Adds the names a statement (or an expression's `++x`) assigns. */
export function assignedBy(node: Stmt | Expr, into: Set<string>): void {
  const base = (e: Expr): void => {
    const name = rootName(e);
    if (name !== undefined) into.add(name);
  };
  switch (node.type) {
    case 'Assign':
      node.targets.forEach(base);
      break;
    case 'IncDec':
      base(node.target);
      break;
    case 'For':
      base(node.variable);
      break;
    case 'Unary':
    case 'Postfix':
      if (node.op === '++' || node.op === '--') base(node.operand);
      break;
    default:
      break;
  }
}
