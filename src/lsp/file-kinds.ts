// The kind analysis of a file, as the editor's requests read it (hover, tokens, references,
// completion, inlay hints): computed once per tree and library (libraries that resolve every
// name the same way, built again after a signature changed, share them). A new text gives a
// new tree and a changed summary a new library, so neither is ever stale.
import { analyzeKinds, type FileKinds, type Occurrence, type UnitKinds } from '../kinds/index.js';
import type { FileModel, Library } from '../project/index.js';
import type { SourceFile } from '../syntax/index.js';

const kept = new WeakMap<object, WeakMap<SourceFile, FileKinds>>();

export function kindsOf(file: FileModel, lib: Library): FileKinds {
  let byTree = kept.get(lib.namesToken);
  if (!byTree) kept.set(lib.namesToken, (byTree = new WeakMap()));
  const ast = file.ast;
  let kinds = byTree.get(ast);
  if (!kinds) byTree.set(ast, (kinds = analyzeKinds(ast, lib, { file: file.path })));
  return kinds;
}

/** Every occurrence of the file, with the unit (function or script) it is in. */
export function occurrencesOf(file: FileModel, lib: Library): Array<{ o: Occurrence; unit: UnitKinds }> {
  return kindsOf(file, lib).units.flatMap((unit) => unit.occurrences.map((o) => ({ o, unit })));
}
