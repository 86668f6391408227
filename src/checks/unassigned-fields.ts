// Which fields of a struct a guard reads: `opts.tol > 0` reads opts only through `opts.tol`, so
// an assignment to `opts.verbose` leaves it alone (unassigned-guards' keys record this).
import { innerExprs, type Expr, pushAll } from '../syntax/index.js';

/** For each variable an expression reads, the static field paths it reads it through (`opts.tol`
 *  in `opts.tol > 0`), or null when it reads more of it (`opts`, `opts(2).tol`, `opts.(f)`). */
export type FieldReads = Map<string, Set<string> | null>;

export function fieldReads(exprs: readonly Expr[]): FieldReads {
  const out: FieldReads = new Map();
  const work: Expr[] = [...exprs];
  while (work.length > 0) {
    const x = work.pop()!;
    const path = staticPath(x);
    if (path !== undefined && x.type === 'Field') {
      const root = path.slice(0, path.indexOf('.'));
      const had = out.get(root);
      if (had !== null) out.set(root, (had ?? new Set()).add(path));
      continue;
    }
    // `isfield(s, 'beta')` reads whether that field is there: an assignment of another field
    // leaves it alone (bnt's glmtrain).
    const asked = x.type === 'Index' && x.target.type === 'Identifier' && x.target.name === 'isfield' && x.args.length === 2 && x.args[0]!.type === 'Identifier' && x.args[1]!.type === 'String' && /^\w+$/.test(x.args[1]!.value) ? x.args : undefined;
    if (asked) {
      const root = (asked[0] as { name: string }).name;
      const had = out.get(root);
      if (had !== null) out.set(root, (had ?? new Set()).add(`${root}.${(asked[1] as { value: string }).value}`));
      continue;
    }
    if (x.type === 'Identifier') out.set(x.name, null);
    else pushAll(work, innerExprs(x));
  }
  return out;
}

/** `a.b.c` (static names down to a variable) as text; undefined for anything else. */
export function staticPath(e: Expr): string | undefined {
  if (e.type === 'Identifier') return e.name;
  if (e.type !== 'Field') return undefined;
  const base = staticPath(e.target);
  return base === undefined ? undefined : `${base}.${e.name}`;
}
