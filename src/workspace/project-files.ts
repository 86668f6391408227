// Loading what a command analyses: the input files, their folders as context (neighbour
// functions, private/, +package and @class folders), and --path folders, into one library.
import { buildLibrary, folderOf, insideOctavePackage, installedOctavePackages, listFolders, loadFolders, type LoadError, type Library, type LibraryOptions, type SourceInput } from '../project/index.js';

export interface LoadedProject {
  /** The files to analyse, in a stable (sorted) order. */
  files: SourceInput[];
  lib: Library;
  errors: LoadError[];
  /** Whose builtins the library knows: MATLAB's, or Octave's too. */
  runtime: Runtime;
}

export type Runtime = 'matlab' | 'octave';

/** `runtime` absent: Octave when asked for the Octave dialect, for code in an Octave package,
 *  or when most input files are written in Octave's dialect (their calls to Octave's own
 *  functions are then no unknown names). With Octave, the installed Forge packages' functions
 *  are known too. */
export function loadProject(inputs: string[], pathDirs: string[], dialect: 'auto' | 'matlab' | 'octave', runtime?: Runtime): LoadedProject {
  const loaded = loadFolders(inputs);
  const inputFolders = [...new Set(loaded.files.map((f) => folderOf(f.path)))];
  const context = loadFolders(inputFolders.filter((d) => !inputs.includes(d)));
  const extra = loadFolders(pathDirs);
  const seen = new Set<string>();
  const all = [...loaded.files, ...context.files, ...extra.files].filter((f) => !seen.has(f.path) && seen.add(f.path));
  // The first input's folder is MATLAB's current folder; the others come next on the path.
  const compiled = [...loaded.compiled, ...context.compiled, ...extra.compiled];
  const options = { currentFolder: inputFolders[0], path: [...inputFolders.slice(1), ...pathDirs], guessedFolders: inputFolders.filter((d) => !pathDirs.includes(d)), dialect, compiled };
  let chosen: Runtime = runtime ?? (dialect === 'octave' ? 'octave' : 'matlab');
  const forRuntime = (r: Runtime): LibraryOptions => ({ ...options, runtime: r, ...(r === 'octave' ? { extraFunctions: installedOctavePackages() } : {}) });
  let lib = buildLibrary(all, forRuntime(chosen));
  if (!runtime && dialect === 'auto') {
    const octave = loaded.files.filter((f) => lib.file(f.path)?.ast.dialect === 'octave').length;
    const inPackage = inputFolders.length > 0 && insideOctavePackage(inputFolders[0]);
    if (inPackage || octave * 2 > loaded.files.length) lib = buildLibrary(all, forRuntime((chosen = 'octave')));
  }
  const files = [...loaded.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { files, lib, errors: [...loaded.errors, ...extra.errors], runtime: chosen };
}

export interface ListedProject {
  /** The files to analyse, in a stable (sorted) order; their texts are not read yet. */
  files: SourceInput[];
  /** Every file of the library (the inputs, their folders, the path), in library order. */
  all: SourceInput[];
  /** Paths whose read errors are reported (the inputs and the path's, not the context's). */
  reported: Set<string>;
  errors: LoadError[];
  compiled: Set<string>;
  /** The library's options but the dialect and runtime. */
  options: Pick<LibraryOptions, 'currentFolder' | 'path' | 'guessedFolders'>;
}

/** What `loadProject` would load, as paths only (for `mtame check`, which reads and parses
 *  the files in its tasks, maybe on several threads). `skip`: files under the inputs not to
 *  analyse (mtame.json's `exclude`), which stay in the library. */
/** `virtual`: files given as texts only (standard input): checked, and their folders read as
 *  those of the inputs are. */
export function listProject(inputs: string[], pathDirs: string[], skip: (path: string) => boolean = () => false, virtual: readonly string[] = []): ListedProject {
  const loaded = listFolders(inputs);
  loaded.files.push(...virtual.map((path) => ({ path, text: '' })));
  const inputFolders = [...new Set(loaded.files.map((f) => folderOf(f.path)))];
  const context = listFolders(inputFolders.filter((d) => !inputs.includes(d)));
  const extra = listFolders(pathDirs);
  const seen = new Set<string>();
  const all = [...loaded.files, ...context.files, ...extra.files].filter((f) => !seen.has(f.path) && seen.add(f.path));
  const files = loaded.files.filter((f) => !skip(f.path)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const reported = new Set([...files, ...extra.files].map((f) => f.path));
  const compiled = new Set([...loaded.compiled, ...context.compiled, ...extra.compiled]);
  return {
    files, all, reported, errors: [...loaded.errors, ...extra.errors].filter((e) => !skip(e.path)), compiled,
    options: { currentFolder: inputFolders[0], path: [...inputFolders.slice(1), ...pathDirs], guessedFolders: inputFolders.filter((d) => !pathDirs.includes(d)) },
  };
}

/** `runtime` absent: Octave when asked for the Octave dialect, when the first input is in an
 *  Octave package (it is written for Octave, whatever its dialect), or when most input files
 *  are written in Octave's dialect (their calls to Octave's own functions are then no unknown
 *  names). */
export function chooseRuntime(runtime: Runtime | undefined, dialect: 'auto' | 'matlab' | 'octave', inputs: readonly { path: string }[], octave: ReadonlySet<string>): Runtime {
  if (runtime) return runtime;
  if (dialect !== 'auto') return dialect === 'octave' ? 'octave' : 'matlab';
  if (inputs.length > 0 && insideOctavePackage(folderOf(inputs[0].path))) return 'octave';
  const n = inputs.filter((f) => octave.has(f.path)).length;
  return n * 2 > inputs.length ? 'octave' : 'matlab';
}
