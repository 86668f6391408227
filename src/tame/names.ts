// Names the lowering invents: the temporary prefix of a function (one no source name starts
// with), the names of extracted lambdas (none the file already uses), and the walk over a
// tree that collects the source names both need.
import type { Expr, Identifier } from '../syntax/index.js';

/** Every node of a tree reachable through `type`-tagged objects and arrays, in source order
 *  (nested function definitions included unless `skip` says otherwise). The parser bounds
 *  tree depth, so the recursion is safe. */
export function visitNodes(root: unknown, visit: (node: { type: string }) => void, skip?: (node: { type: string }) => boolean): void {
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) {
      for (const item of x) walk(item);
      return;
    }
    if (x === null || typeof x !== 'object') return;
    const node = x as { type?: unknown };
    if (typeof node.type === 'string') {
      if (skip?.(node as { type: string })) return;
      visit(node as { type: string });
    }
    for (const [key, value] of Object.entries(x)) {
      if (key === 'span' || key === 'nameSpan' || key === 'comments' || key === 'dangling') continue;
      if (value !== null && typeof value === 'object') walk(value);
    }
  };
  walk(root);
}

/** The names of the identifiers in a tree (and declared function names). */
export function namesIn(root: unknown, skipNestedFunctions = false): Set<string> {
  const names = new Set<string>();
  visitNodes(
    root,
    (n) => {
      if (n.type === 'Identifier') names.add((n as Identifier).name);
      else if (n.type === 'Function') names.add((n as unknown as { name: string }).name);
    },
    skipNestedFunctions ? (n) => n.type === 'Function' : undefined,
  );
  return names;
}

const PREFIXES = ['mc_t', 'mc_u', 'mc_v', 'mc_w', 'tame_t', 'tame_u'];

/** `mc_t` unless a name of the function starts with it; then the first alternative none does. */
export function chooseTempPrefix(names: Iterable<string>): string {
  const list = [...names];
  const free = (p: string): boolean => !list.some((n) => n.startsWith(p));
  for (const p of PREFIXES) if (free(p)) return p;
  for (let k = 1; ; k++) {
    const p = `mc_t${'_'.repeat(k)}`;
    if (free(p)) return p;
  }
}

/** Hands out `lambda_1`, `lambda_2`, ... skipping names the file already uses. */
export class LambdaNames {
  private next = 1;
  constructor(private readonly used: Set<string>) {}

  take(): string {
    for (;;) {
      const name = `lambda_${this.next++}`;
      if (!this.used.has(name)) {
        this.used.add(name);
        return name;
      }
    }
  }
}

/** Strips parentheses: `((a:b))` is the range `a:b`. */
export function unparen(e: Expr): Expr {
  let cur = e;
  while (cur.type === 'Paren') cur = cur.expr;
  return cur;
}
