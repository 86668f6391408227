// Helpers for the tame tests: lowering files with kinds from a library of their folder, and
// rendering the result for golden files.
import { analyzeKinds } from '../../src/kinds/index.js';
import { buildLibrary, type Library, type SourceInput } from '../../src/project/index.js';
import { lowerFile, printFile, type IrFile } from '../../src/tame/index.js';

export function libraryOf(files: SourceInput[], folder: string, dialect: 'auto' | 'matlab' | 'octave' = 'auto'): Library {
  return buildLibrary(files, { currentFolder: folder, dialect, runtime: dialect === 'octave' ? 'octave' : 'matlab' });
}

export function lowerIn(lib: Library, path: string): IrFile {
  const model = lib.file(path);
  if (!model) throw new Error(`${path} is not in the library`);
  const kinds = analyzeKinds(model.ast, lib, { file: model.path });
  return lowerFile(model.ast, kinds, { file: model.path });
}

/** The functions' headers, the diagnostics, and the printed IR with each statement's span. */
export function render(ir: IrFile): string {
  const list = (xs: readonly string[]): string => `(${xs.join(', ')})`;
  return [
    '== functions',
    ...ir.functions.map(
      (f) => `${f.name}: ${f.kind} path=${f.path.join('/')} in=${list(f.inputs)} out=${list(f.outputs)} shared=${list(f.shared)} temps=${f.tempPrefix}`,
    ),
    '== diagnostics',
    ...ir.diagnostics.map((d) => `${d.span.line}:${d.span.column}-${d.span.endLine}:${d.span.endColumn} ${d.code}: ${d.message}`),
    '== ir (annotated with each statement\'s line:column)',
    printFile(ir, () => ({ stmt: (s) => `${s.span.line}:${s.span.column}` })).trimEnd(),
    '',
  ].join('\n');
}
