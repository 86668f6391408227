// The `import` statements in force in a function: its own and its enclosing functions' (an
// import in a parent function also applies in the functions nested in it), or a script's.
import type { Import, Stmt } from '../syntax/index.js';

export interface ImportList {
  /** `import pkg.fn`: `fn` → `pkg.fn` (the first import of a name wins). */
  readonly explicit: ReadonlyMap<string, Import>;
  /** `import pkg.*`, in source order. */
  readonly wildcard: readonly Import[];
}

export const NO_IMPORTS: ImportList = { explicit: new Map(), wildcard: [] };

/** `bodies`: the statement lists of the scope, outer to inner. An import anywhere in a body
 *  (even inside an `if`) counts for the whole function, since MATLAB resolves names before
 *  running it; nested function definitions have their own imports and are not entered. */
export function importsOf(bodies: ReadonlyArray<readonly Stmt[]>): ImportList {
  const explicit = new Map<string, Import>();
  const wildcard: Import[] = [];
  for (const body of bodies) {
    for (const imp of collect(body)) {
      if (imp.wildcard) {
        wildcard.push(imp);
      } else {
        const last = imp.path.slice(imp.path.lastIndexOf('.') + 1);
        if (!explicit.has(last)) explicit.set(last, imp);
      }
    }
  }
  return explicit.size === 0 && wildcard.length === 0 ? NO_IMPORTS : { explicit, wildcard };
}

function collect(body: readonly Stmt[]): Import[] {
  const out: Import[] = [];
  const visit = (stmts: readonly Stmt[]): void => {
    for (const s of stmts) {
      switch (s.type) {
        case 'Import': out.push(s); break;
        case 'If': for (const c of s.clauses) visit(c.body); if (s.elseBody) visit(s.elseBody); break;
        case 'For': case 'While': case 'DoUntil': case 'Spmd': visit(s.body); break;
        case 'Switch': for (const c of s.cases) visit(c.body); if (s.otherwise) visit(s.otherwise); break;
        case 'Try': visit(s.body); if (s.catchBody) visit(s.catchBody); break;
        case 'UnwindProtect': visit(s.body); visit(s.cleanup); break;
        default: break;
      }
    }
  };
  visit(body);
  return out;
}
