// Names the lowering invents: the temporary prefix of a function (one no source name starts
// with), the names of extracted lambdas (none the file already uses), and the source names
// both need.
import { visitNodes, type Expr, type Identifier } from '../syntax/index.js';

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
