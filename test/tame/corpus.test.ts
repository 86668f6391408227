// Every .m file of Debian's octave-common, with kinds from a library of the whole corpus (its
// folders on the path, the Octave runtime): lowerFile never throws, and the printed IR parses
// back with no diagnostics. Internal errors (caught per function) would show as diagnostics
// starting "internal error": there must be none.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeKinds } from '../../src/kinds/index.js';
import { buildLibrary, folderOf, type Library } from '../../src/project/index.js';
import { parse } from '../../src/syntax/index.js';
import { lowerFile, printFile, type IrFile } from '../../src/tame/index.js';
import { corpusDir, loadCorpus } from '../support/corpus.js';

describe('Octave corpus', () => {
  let lib: Library;
  let paths: string[];

  beforeAll(() => {
    const dir = corpusDir() ?? '';
    const files = loadCorpus().map((f) => ({ path: join(dir, f.name), text: f.text }));
    paths = files.map((f) => f.path);
    const folders = [...new Set(paths.map((p) => folderOf(p)))];
    lib = buildLibrary(files, { currentFolder: folders[0], path: folders.slice(1), runtime: 'octave' });
  });

  it('lowers every file without throwing, and the printed IR parses back cleanly', () => {
    const thrown: string[] = [];
    const internal: string[] = [];
    const unparsable: string[] = [];
    let functions = 0;
    let statements = 0;
    for (const path of paths) {
      const model = lib.file(path);
      if (!model) continue;
      let ir: IrFile;
      try {
        const kinds = analyzeKinds(model.ast, lib, { file: model.path });
        ir = lowerFile(model.ast, kinds, { file: model.path });
      } catch (err) {
        thrown.push(`${path}: ${String(err)}`);
        continue;
      }
      functions += ir.functions.length;
      for (const d of ir.diagnostics) if (d.message.startsWith('internal error')) internal.push(`${path}:${d.span.line}: ${d.message}`);
      const text = printFile(ir);
      statements += text.split('\n').length;
      const back = parse(text).diagnostics;
      if (back.length > 0) unparsable.push(`${path}: ${back[0].span.line}:${back[0].span.column} ${back[0].message}`);
    }
    expect(thrown).toEqual([]);
    expect(internal).toEqual([]);
    expect(unparsable).toEqual([]);
    expect(functions).toBeGreaterThan(1000);
    expect(statements).toBeGreaterThan(100_000);
  });
});
