// Every node of a syntax tree, for analyses that look for a kind of node wherever it is
// (the lowering's names, the checks' guards and effects), and the statement lists directly
// inside a statement, for walks over every block of a function.
import type { Binary, Expr, Stmt } from './ast.js';

/** Every node of a tree reachable through `type`-tagged objects and arrays, in source order
 *  (nested function definitions included unless `skip` says otherwise). An explicit stack, not
 *  recursion: a flat chain of 100,000 operators is a tree that deep. */
export function visitNodes(root: unknown, visit: (node: { type: string }) => void, skip?: (node: { type: string }) => boolean): void {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const x = pending.pop();
    if (x === null || typeof x !== 'object') continue;
    if (Array.isArray(x)) {
      for (let k = x.length - 1; k >= 0; k--) pending.push(x[k]);
      continue;
    }
    const node = x as { type?: unknown };
    if (typeof node.type === 'string') {
      if (skip?.(node as { type: string })) continue;
      visit(node as { type: string });
    }
    // The children pushed in order, then that run reversed in place (so the first pops first):
    // no array per node.
    const base = pending.length;
    for (const key in x) {
      if (key === 'span' || key === 'nameSpan' || key === 'comments' || key === 'dangling') continue;
      const value = (x as Record<string, unknown>)[key];
      if (value !== null && typeof value === 'object') pending.push(value);
    }
    for (let i = base, j = pending.length - 1; i < j; i++, j--) {
      const t = pending[i];
      pending[i] = pending[j];
      pending[j] = t;
    }
  }
}

/** The statement lists directly inside a statement: branches, loop bodies, try and catch. */
export function innerBlocks(s: Stmt): Stmt[][] {
  switch (s.type) {
    case 'If':
      return [...s.clauses.map((c) => c.body), ...(s.elseBody ? [s.elseBody] : [])];
    case 'For':
    case 'While':
    case 'DoUntil':
    case 'Spmd':
      return [s.body];
    case 'Switch':
      return [...s.cases.map((c) => c.body), ...(s.otherwise ? [s.otherwise] : [])];
    case 'Try':
      return [s.body, ...(s.catchBody ? [s.catchBody] : [])];
    case 'UnwindProtect':
      return [s.body, s.cleanup];
    default:
      return [];
  }
}

/** The expressions directly inside an expression that are read where it is (operands,
 *  indexing targets and arguments, matrix elements), in source order. Not the parts with
 *  meanings of their own: an anonymous function's body, an assignment's target, a handle. */
export function innerExprs(e: Expr): Expr[] {
  switch (e.type) {
    case 'Binary':
      return [e.left, e.right];
    case 'Unary':
    case 'Postfix':
      return [e.operand];
    case 'Range':
      return e.step ? [e.start, e.step, e.stop] : [e.start, e.stop];
    case 'Index':
    case 'CellIndex':
      return [e.target, ...e.args];
    case 'Field':
      return [e.target];
    case 'DynamicField':
      return [e.target, e.name];
    case 'Matrix':
    case 'Cell':
      return e.rows.flat();
    case 'Paren':
      return [e.expr];
    case 'NameValue':
      return [e.value];
    default:
      return [];
  }
}

/** A left-deep chain of binary operations (`a + b + c - d`, `p && q && r`) from the bottom up:
 *  its first operand and the operations applied to it in order. Such a chain is as deep as it
 *  is long (generated code has sums of thousands of terms), so consumers walk it with this
 *  loop instead of recursing down `left`. */
export function binaryChain(e: Binary): { first: Expr; links: Binary[] } {
  const links: Binary[] = [];
  let x: Expr = e;
  while (x.type === 'Binary') {
    links.push(x);
    x = x.left;
  }
  return { first: x, links: links.reverse() };
}

/** The variable an assignment target (`x`, `x(i).f{j}`) changes. */
export function rootName(t: Expr): string | undefined {
  let cur = t;
  while (cur.type === 'Index' || cur.type === 'CellIndex' || cur.type === 'Field' || cur.type === 'DynamicField') cur = cur.target;
  return cur.type === 'Identifier' ? cur.name : undefined;
}
