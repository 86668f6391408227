// Lambda simplification (section 4.2): which variables an anonymous function captures. The
// body is then lowered into a function of its own (see `ExprLowerer.lambda`).
import { visitNodes, type AnonymousFunction, type Expr, type Identifier } from '../syntax/index.js';

/**
 * The identifiers of `fn`'s body that are variables (kind VAR) and not parameters of `fn`
 * or of a lambda nested in it around the use, in order of first appearance. The parameters
 * of an enclosing lambda count as captured: they are variables of the extracted function
 * the nested lambda is created in.
 */
export function capturedVariables(fn: AnonymousFunction, isVariable: (id: Identifier) => boolean): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const walk = (e: Expr, bound: ReadonlySet<string>): void => {
    visitNodes(
      e,
      (n) => {
        if (n.type !== 'Identifier') return;
        const id = n as Identifier;
        if (bound.has(id.name) || seen.has(id.name) || !isVariable(id)) return;
        seen.add(id.name);
        out.push(id.name);
      },
      (n) => {
        if (n.type !== 'AnonFunction') return false;
        const inner = n as AnonymousFunction;
        const more = new Set(bound);
        for (const p of inner.params) if (p.type === 'Identifier') more.add(p.name);
        walk(inner.body, more);
        return true;
      },
    );
  };
  const params = new Set<string>();
  for (const p of fn.params) if (p.type === 'Identifier') params.add(p.name);
  walk(fn.body, params);
  return out;
}
