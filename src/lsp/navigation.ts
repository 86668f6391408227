// What a name at a position is, as the checks see it: its kind (variable, function, unknown),
// and for a function what MATLAB's lookup order finds from that scope. Hover and go to
// definition read it.
import { unitsOf, type Kind, type Occurrence, type UnitKinds } from '../kinds/index.js';
import type { FileModel, Library, Resolution } from '../project/index.js';
import { visitNodes, type Expr, type Span, type Stmt } from '../syntax/index.js';
import { occurrencesOf } from './file-kinds.js';

export interface NameAt {
  readonly name: string;
  readonly span: Span;
  readonly kind: Kind;
  /** The enclosing functions, outermost first ([] in a script). */
  readonly functionPath: readonly string[];
  /** For a function name: what the lookup finds (undefined: nothing). */
  readonly resolution?: Resolution;
  /** For a variable: where it is first assigned (or declared as a parameter) in its function. */
  readonly firstAssigned?: Span;
}

export function nameAt(file: FileModel, lib: Library, offset: number): NameAt | undefined {
  const all = occurrencesOf(file, lib);
  let best: { o: Occurrence; unit: UnitKinds } | undefined;
  for (const x of all) {
    const { o } = x;
    if (o.span.offset <= offset && offset <= o.span.endOffset && (!best || o.span.endOffset - o.span.offset < best.o.span.endOffset - best.o.span.offset)) best = x;
  }
  if (!best) return packageName(file, lib, offset, all.filter(({ o }) => o.kind === 'PREFIX'));
  const { o, unit } = best;
  const functionPath = unit.functionPath;
  if (o.kind === 'VAR') {
    // A parameter is declared where it first occurs (the function line); another variable at
    // its first assignment.
    const firstAssigned = unit.params.includes(o.name) ? unit.occurrences.find((x) => x.name === o.name)?.span : firstAssignment(unitBody(file, functionPath), o.name);
    return { name: o.name, span: o.span, kind: o.kind, functionPath, ...(firstAssigned ? { firstAssigned } : {}) };
  }
  const resolution = lib.lookup(o.name, { file: file.path, functionPath });
  return { name: o.name, span: o.span, kind: o.kind, functionPath, ...(resolution ? { resolution } : {}) };
}

/** The statements of the unit with this function path (its nested functions apart). */
function unitBody(file: FileModel, functionPath: readonly string[]): readonly Stmt[] {
  const units = flatten(unitsOf(file.ast, file.path.replace(/^.*[\\/]/, '').replace(/\.m$/, '')));
  const same = (p: readonly string[]) => p.length === functionPath.length && p.every((x, i) => x === functionPath[i]);
  return units.find((u) => same(u.functionPath))?.body ?? [];
}

/** A name of a package (`pkg.fn`, `pkg.sub.Cls`) under the offset: the dotted chain of fields
 *  from a package prefix, as far as the offset, resolved in the scope of the prefix. */
function packageName(file: FileModel, lib: Library, offset: number, prefixes: Array<{ o: Occurrence; unit: UnitKinds }>): NameAt | undefined {
  let found: NameAt | undefined;
  visitNodes(file.ast.body, (node) => {
    const f = node as Expr;
    if (found || f.type !== 'Field' || offset < f.nameSpan.offset || offset > f.nameSpan.endOffset) return;
    const parts = [f.name];
    let cur: Expr = f.target;
    while (cur.type === 'Field') {
      parts.unshift(cur.name);
      cur = cur.target;
    }
    if (cur.type !== 'Identifier') return;
    const root = cur;
    const prefix = prefixes.find((p) => p.o.node === root);
    if (!prefix) return;
    const name = [root.name, ...parts].join('.');
    const resolution = lib.lookup(name, { file: file.path, functionPath: prefix.unit.functionPath });
    const span = { ...root.span, endOffset: f.nameSpan.endOffset, endLine: f.nameSpan.endLine, endColumn: f.nameSpan.endColumn };
    found = { name, span, kind: 'FN', functionPath: prefix.unit.functionPath, ...(resolution ? { resolution } : {}) };
  });
  return found;
}

/** A field name under the offset read from a variable (`obj.prop`): the variable and the field. */
export function fieldAt(file: FileModel, offset: number): { variable: string; field: string; span: Span } | undefined {
  let found: { variable: string; field: string; span: Span } | undefined;
  visitNodes(file.ast.body, (node) => {
    const f = node as Expr;
    if (found || f.type !== 'Field' || f.target.type !== 'Identifier' || offset < f.nameSpan.offset || offset > f.nameSpan.endOffset) return;
    found = { variable: f.target.name, field: f.name, span: f.nameSpan };
  });
  return found;
}

/** The first assignment to `name` in source order (its target's root identifier). */
function firstAssignment(body: readonly Stmt[], name: string): Span | undefined {
  let found: Span | undefined;
  visitNodes(body, (node) => {
    const s = node as Stmt;
    if (s.type === 'Assign') {
      for (const t of s.targets) {
        let cur = t;
        while (cur.type === 'Index' || cur.type === 'CellIndex' || cur.type === 'Field' || cur.type === 'DynamicField') cur = cur.target;
        if (cur.type === 'Identifier' && cur.name === name && (!found || cur.span.offset < found.offset)) found = cur.span;
      }
    } else if (s.type === 'For' && s.variable.type === 'Identifier' && s.variable.name === name && (!found || s.variable.span.offset < found.offset)) found = s.variable.span;
  }, (node) => node.type === 'Function');
  return found;
}

function flatten<T extends { nested: T[] }>(units: T[]): T[] {
  return units.flatMap((u) => [u, ...flatten(u.nested)]);
}
