// What the place a name is used in contributes to its lookup: the nested functions it can
// see, its file's local functions, its imports, its private folder and its class.
import { functionChain } from './functions.js';
import { importsOf, NO_IMPORTS, type ImportList } from './imports.js';
import type { FileModel, FunctionModel } from './model.js';
import { folderOf, normalizePath, privateFolderFor } from './paths.js';

export interface ScopeContext {
  readonly file?: FileModel;
  /** The scope's functions, outer to inner, as far as `functionPath` matched. */
  readonly chain: readonly FunctionModel[];
  /** Nested functions visible by static scoping, the innermost level's first. */
  readonly nested: ReadonlyMap<string, FunctionModel>;
  /** The file's top-level functions callable by name (methods excluded: they dispatch). */
  readonly locals: ReadonlyMap<string, FunctionModel>;
  readonly imports: ImportList;
  /** The `private/` folder searched; known even for a file outside the library. */
  readonly privateFolder?: string;
  /** The qualified class the scope's file belongs to (classdef file or `@class` folder). */
  readonly ownClass?: string;
}

export const EMPTY_SCOPE: ScopeContext = { chain: [], nested: new Map(), locals: new Map(), imports: NO_IMPORTS };

export function scopeContext(filePath: string | undefined, functionPath: readonly string[], file: FileModel | undefined): ScopeContext {
  if (filePath === undefined) return EMPTY_SCOPE;
  const privateFolder = privateFolderFor(folderOf(normalizePath(filePath)));
  if (!file) return { ...EMPTY_SCOPE, privateFolder };
  const chain = functionChain(file.functions, file.name, functionPath);
  return {
    file,
    chain,
    nested: visibleNested(file.functions, chain),
    locals: localFunctions(file),
    imports: importsOf(chain.length > 0 ? chain.map((f) => f.node.body) : file.kind === 'script' ? [file.ast.body] : []),
    privateFolder,
    ...ownClass(file),
  };
}

/** A nested function sees the functions nested directly in it, in each of its enclosing
 *  functions (its siblings, its parent and the parent's siblings, ...): MATLAB's rule that a
 *  nested function is callable from the level just above it, from functions nested at the
 *  same level in the same parent, and from any function nested deeper. */
function visibleNested(functions: readonly FunctionModel[], chain: readonly FunctionModel[]): Map<string, FunctionModel> {
  const out = new Map<string, FunctionModel>();
  for (let i = chain.length - 1; i >= 0; i--) {
    const parent = chain[i].qualifiedName;
    for (const f of functions) {
      if (f.parent === parent && !out.has(f.name)) out.set(f.name, f);
    }
  }
  return out;
}

/** The primary is known by the file name even inside its own file (the file name wins over
 *  the declared name); subfunctions and a script's local functions by their names. The primary
 *  of a file in an `@class` folder is a method, not a local function: a call of its name from
 *  inside dispatches on the arguments like any other (`all(mask, 1)` in `@chebfun/all.m` with a
 *  logical `mask` is MATLAB's `all`; a static method's name reaches the path). */
function localFunctions(file: FileModel): Map<string, FunctionModel> {
  const out = new Map<string, FunctionModel>();
  for (const f of file.functions) {
    if (f.parent !== undefined || (f.kind === 'method' && !f.isPrimary)) continue;
    if (f.isPrimary && file.classFolder !== undefined) continue;
    // A package's function or class is called with its package's name even from its own file
    // (MATLAB: "all references ... must use the package name prefix"): FieldTrip's
    // `+bf/corr.m` calls the Statistics Toolbox's corr.
    if (f.isPrimary && file.packageName !== undefined) continue;
    const name = f.isPrimary ? file.name : f.name;
    if (!out.has(name)) out.set(name, f);
  }
  return out;
}

function ownClass(file: FileModel): { ownClass?: string } {
  if (file.classFolder !== undefined) {
    return { ownClass: file.packageName !== undefined ? `${file.packageName}.${file.classFolder}` : file.classFolder };
  }
  return file.kind === 'classdef' ? { ownClass: file.qualifiedName } : {};
}
