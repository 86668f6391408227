// Loading what a command analyses: the input files, their folders as context (neighbour
// functions, private/, +package and @class folders), and --path folders, into one library.
import { buildLibrary, folderOf, loadFolders, type LoadError, type Library, type SourceInput } from '../project/index.js';

export interface LoadedProject {
  /** The files to analyse, in a stable (sorted) order. */
  files: SourceInput[];
  lib: Library;
  errors: LoadError[];
  /** `folder/name` of compiled functions (MEX, P-code) that shadow a `name.m` beside them. */
  compiled: Set<string>;
  /** Whose builtins the library knows: MATLAB's, or Octave's too. */
  runtime: Runtime;
}

export type Runtime = 'matlab' | 'octave';

/** `runtime` absent: Octave when asked for the Octave dialect, or when most input files are
 *  written in it (their calls to Octave's own functions are then no unknown names). */
export function loadProject(inputs: string[], pathDirs: string[], dialect: 'auto' | 'matlab' | 'octave', runtime?: Runtime): LoadedProject {
  const loaded = loadFolders(inputs);
  const inputFolders = [...new Set(loaded.files.map((f) => folderOf(f.path)))];
  const context = loadFolders(inputFolders.filter((d) => !inputs.includes(d)));
  const extra = loadFolders(pathDirs);
  const seen = new Set<string>();
  const all = [...loaded.files, ...context.files, ...extra.files].filter((f) => !seen.has(f.path) && seen.add(f.path));
  // The first input's folder is MATLAB's current folder; the others come next on the path.
  const options = { currentFolder: inputFolders[0], path: [...inputFolders.slice(1), ...pathDirs], dialect };
  let chosen: Runtime = runtime ?? (dialect === 'octave' ? 'octave' : 'matlab');
  let lib = buildLibrary(all, { ...options, runtime: chosen });
  if (!runtime && dialect === 'auto') {
    const octave = loaded.files.filter((f) => lib.file(f.path)?.ast.dialect === 'octave').length;
    if (octave * 2 > loaded.files.length) lib = buildLibrary(all, { ...options, runtime: (chosen = 'octave') });
  }
  const files = [...loaded.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const compiled = new Set([...loaded.compiled, ...context.compiled, ...extra.compiled]);
  return { files, lib, errors: [...loaded.errors, ...extra.errors], compiled, runtime: chosen };
}
