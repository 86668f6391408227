// Find references and rename, by kind: a variable's uses are those of its function (a function
// of the same name is another thing); a function's are the names, in every file of the library,
// that MATLAB's lookup order resolves to it from where they stand. A function named in a text
// (`feval('f')`, a callback) cannot be renamed safely: rename refuses and says where.
import type { FileModel, Library, Resolution } from '../project/index.js';
import { visitNodes, type Expr, type Span } from '../syntax/index.js';
import { occurrencesOf } from './file-kinds.js';
import type { NameAt } from './navigation.js';

export interface Place {
  readonly path: string;
  readonly span: Span;
}

/** The places of the name at `at` in `file`, with the declaration when asked. `textOf` gives a
 *  file's text (to skip the files that cannot name it). */
export function references(lib: Library, file: FileModel, at: NameAt, includeDeclaration: boolean, textOf: (path: string) => string | undefined): Place[] {
  if (at.kind === 'VAR') {
    const same = (p: readonly string[]) => p.length === at.functionPath.length && p.every((x, i) => x === at.functionPath[i]);
    return occurrencesOf(file, lib).filter(({ o, unit }) => o.kind === 'VAR' && o.name === at.name && same(unit.functionPath)).map(({ o }) => ({ path: file.path, span: o.span }));
  }
  const target = at.resolution;
  if (!target || target.kind === 'builtin' || at.name.includes('.')) return [];
  const out: Place[] = [];
  for (const f of lib.files) {
    if (!textOf(f.path)?.includes(at.name)) continue;
    for (const { o, unit } of occurrencesOf(f, lib)) {
      if (o.name !== at.name || o.kind === 'VAR' || o.kind === 'PREFIX') continue;
      if (sameTarget(lib.lookup(o.name, { file: f.path, functionPath: unit.functionPath }), target)) out.push({ path: f.path, span: o.span });
    }
  }
  const decl = target.function?.node.nameSpan;
  if (includeDeclaration && decl) out.push({ path: target.file.path, span: decl });
  return out;
}

function sameTarget(r: Resolution | undefined, target: Resolution): boolean {
  return r !== undefined && r.kind !== 'builtin' && target.kind !== 'builtin' && r.file.path === target.file.path && r.function?.qualifiedName === target.function?.qualifiedName;
}

/** The places where the name is written inside a text literal of the files that may call it
 *  (`feval('name')`, `str2func("name")`, callbacks): a rename cannot follow them. */
export function namedInTexts(lib: Library, name: string, textOf: (path: string) => string | undefined): Place[] {
  const out: Place[] = [];
  for (const f of lib.files) {
    if (!textOf(f.path)?.includes(name)) continue;
    visitNodes(f.ast.body, (node) => {
      const e = node as Expr;
      if (e.type === 'String' && e.value === name) out.push({ path: f.path, span: e.span });
    });
  }
  return out;
}
