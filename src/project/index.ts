// The project layer's public surface: the library model (which files exist and what each
// defines), MATLAB's function lookup order, and the one loader that reads folders.
export { loadFolders, listFolders, readSourceFile, type LoadError, type LoadResult } from './loader.js';
export { buildLibrary, libraryFromModels, type Library, type LibraryOptions, type LibraryWarning } from './library.js';
export { modelFile } from './file-model.js';
export { installedOctavePackages, defaultPackageRoots, insideOctavePackage } from './octave-packages.js';
export { summarizeModel, summaryShape, namesShape, lazyModel, keepTree, TreeCache, type FileSummary, type FunctionSummary, type TreeSource } from './summary.js';
export type {
  SourceInput, FileModel, FunctionModel, FunctionKind, FunctionSignature, ClassInfo, ClassModel, MethodModel, PropertyAccess, PropertyInfo,
} from './model.js';
export type {
  LookupScope, Resolution, ResolutionKind, ResolvedEntity, UserResolution, BuiltinResolution,
} from './resolution.js';
export type { BuiltinData, BuiltinEntry } from './builtins.js';
export { isOctaveName } from './builtins.js';
export type { SearchFolder, FolderRole } from './search-path.js';
export { ClassPrecedence, BUILTIN_CLASSES, type PrecedenceEdge } from './class-precedence.js';
export { functionChain } from './functions.js';
export { baseName, folderOf, joinPath, normalizePath } from './paths.js';
export { functionWritesBase, functionWritesCaller, writesBase, writesCaller } from './caller-writes.js';
