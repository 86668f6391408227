// In-memory libraries for the project tests: files as a path → text record, and a small
// builtin table so the tests do not depend on the shipped data files.
import { buildLibrary, type BuiltinData, type Library, type LibraryOptions } from '../../src/project/index.js';

export const BUILTINS: BuiltinData = {
  functions: [
    '# name\tcategory\tkind',
    'sum\tdatafun\tbuiltin',
    'disp\tlang\tbuiltin',
    'zeros\telmat\tbuiltin',
    'plot\tgraph2d\tbuiltin',
    'int32\tdatatypes\tbuiltin',
    'strsplit\tstrfun\tmfile',
  ].join('\n'),
  packages: [
    '# name\tkind',
    'containers\tpackage',
    'containers.Map\tclass',
    'matlab.lang.makeValidName\tfunction',
    'java\tpackage',
  ].join('\n'),
};

export function library(files: Record<string, string>, options: LibraryOptions = {}): Library {
  return buildLibrary(Object.entries(files).map(([path, text]) => ({ path, text })), { builtinData: BUILTINS, ...options });
}

/** `kind:entity:path` of a resolution, or `none`, for compact expectations. */
export function where(lib: Library, name: string, scope?: { file?: string; functionPath?: string[] }): string {
  return describe(lib.lookup(name, scope));
}

export function describe(r: ReturnType<Library['lookup']>): string {
  if (!r) return 'none';
  return `${r.kind}:${r.entity}:${r.kind === 'builtin' ? r.name : r.file.path}`;
}
