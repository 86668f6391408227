// The only file-system access of the project layer: collecting `.m` files from folders, and
// reading the layer's own data files. Everything else works on `(path, text)` pairs.
import { readdirSync, readFileSync, realpathSync, statSync, type Dirent, type Stats } from 'node:fs';
import type { SourceInput } from './model.js';
import { joinPath } from './paths.js';

export interface LoadError {
  path: string;
  message: string;
}

export interface LoadResult {
  files: SourceInput[];
  errors: LoadError[];
  /** Compiled functions found beside the sources (`folder/name` of each `name.mex*`,
   *  `name.p`, `name.mlapp` or `name.mlx`): MATLAB runs them instead of a `name.m` in the same
   *  folder, which is then only their help text. */
  compiled: string[];
}

/** Also App Designer apps (`.mlapp`, a class) and live code (`.mlx`): zipped files whose code
 *  is not read here, callable by name, and before a `.m` of the same folder (MATLAB's order
 *  within a folder: MEX, models, `.mlapp`, `.mlx`, P-code, `.m`). */
const COMPILED = /\.(p|mex[a-z0-9]*|dll|oct|mlapp|mlx)$/;
/** C, C++, CUDA and Fortran sources: a MEX function once built (when they define `mexFunction`,
 *  or have a MEX template make it: see isMexSource). */
const MEX_SOURCE = /\.(c|cc|cpp|cxx|cu|f|F|f90|F90)$/;

/** Collects the `.m` files under each path (a path may also name one `.m` file), in a stable
 *  order: the paths as given, each folder's entries sorted by name, depth first. Folders
 *  already visited (symbolic-link loops, or two paths reaching one folder) are skipped
 *  silently, and so is a file reached twice; hidden entries (`.git`) are skipped. Files that
 *  cannot be read, that are not regular files, or that look binary are reported in `errors`
 *  and left out. Never throws. */
export function loadFolders(paths: string[]): LoadResult {
  return collect(paths, true);
}

/** What `loadFolders` finds, without reading the files: each `SourceInput`'s text is empty and
 *  is read later with `readSourceFile` (which reports what `loadFolders` would have: an
 *  unreadable or binary file). For folders too big to hold every text at once. */
export function listFolders(paths: string[]): LoadResult {
  return collect(paths, false);
}

/** One source file's text, as `loadFolders` reads it (UTF-8 with replacement; binary refused). */
export function readSourceFile(path: string): { ok: true; text: string } | { ok: false; message: string } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    return { ok: false, message: describe(e) };
  }
  const text = decodeSource(bytes);
  return text === undefined ? { ok: false, message: BINARY } : { ok: true, text };
}

const BINARY = 'binary file (contains NUL bytes), not MATLAB code';

function collect(paths: string[], read: boolean): LoadResult {
  const state: WalkState = { files: [], errors: [], compiled: [], seenFolders: new Set(), seenFiles: new Set(), read, linked: [] };
  for (const given of paths) {
    const path = given.length > 1 ? given.replace(/\/+$/, '') : given;
    const stats = statOrError(path, state);
    if (!stats) continue;
    if (stats.isDirectory()) walk(path, state);
    else if (stats.isFile() && !path.endsWith('.m')) state.errors.push({ path, message: 'not a .m file' });
    else if (stats.isFile()) addFile(path, state);
    else state.errors.push({ path, message: 'not a regular file or folder' });
  }
  // Links last: a file reached both through a link and where it is (MATPOWER's docs/ links
  // into lib/) is reported where it is.
  for (let k = 0; k < state.linked.length; k++) {
    const { path, stats } = state.linked[k]!;
    if (stats.isDirectory()) walk(path, state);
    else addFile(path, state, stats);
  }
  return { files: state.files, errors: state.errors, compiled: state.compiled };
}

interface WalkState {
  files: SourceInput[];
  errors: LoadError[];
  compiled: string[];
  /** Real paths of folders walked, so a link back up the tree is not followed again. */
  seenFolders: Set<string>;
  seenFiles: Set<string>;
  /** Read each file's text (false: leave it empty, for `readSourceFile` later). */
  read: boolean;
  /** Links to folders and source files met, followed after everything else. */
  linked: Array<{ path: string; stats: Stats }>;
}

function walk(folder: string, state: WalkState): void {
  let real: string;
  let entries: Dirent[];
  try {
    real = realpathSync(folder);
    if (state.seenFolders.has(real)) return;
    state.seenFolders.add(real);
    entries = readdirSync(folder, { withFileTypes: true });
  } catch (e) {
    state.errors.push({ path: folder, message: describe(e) });
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const path = joinPath(folder, entry.name);
    const isM = entry.name.endsWith('.m');
    if (entry.isDirectory()) {
      walk(path, state);
    } else if (entry.isSymbolicLink()) {
      // Follow links; a dangling link matters only when it claims to be a source file.
      let target: Stats;
      try {
        target = statSync(path);
      } catch (e) {
        if (isM) state.errors.push({ path, message: describe(e) });
        continue;
      }
      if (target.isDirectory() || isM) state.linked.push({ path, stats: target });
    } else if (isM) {
      addFile(path, state);
    } else if (COMPILED.test(entry.name)) {
      state.compiled.push(path.replace(COMPILED, ''));
    } else if (MEX_SOURCE.test(entry.name) && isMexSource(path)) {
      const built = path.replace(MEX_SOURCE, '');
      state.compiled.push(built);
      const mirrored = builtOutsideSrc(built);
      if (mirrored !== undefined) state.compiled.push(mirrored);
    }
  }
}

/** A source kept under `src/` in a copy of the package's folders (`src/+cv/private/X_.cpp`) is
 *  built into the package itself (`+cv/private/X_.mex*`: mexopencv's Makefile), when that
 *  folder exists: a function there too. */
function builtOutsideSrc(built: string): string | undefined {
  const m = /^(.*\/)?src\/((?:[+@][^/]+|private)(?:\/.*)?\/[^/]+)$/.exec(built);
  if (!m) return undefined;
  const target = `${m[1] ?? ''}${m[2]}`;
  try {
    return statSync(target.slice(0, target.lastIndexOf('/'))).isDirectory() ? target : undefined;
  } catch {
    return undefined;
  }
}

/** A source file with a MEX gateway: built in place by the project's setup, it is a function of
 *  this folder (gptoolbox's mex/*.cpp beside their help-only .m files). */
function isMexSource(path: string): boolean {
  try {
    const stats = statSync(path);
    if (!stats.isFile() || stats.size >= 4_000_000) return false;
    const text = readFileSync(path, 'latin1');
    // A gateway written out, or made by a MEX template header the file defines MEX_FILE for
    // (LTFAT's `#define MEX_FILE comp_x.c` then `#include "ltfat_mex_template_helper.h"`).
    return text.includes('mexFunction') || /^\s*#\s*define\s+MEX_FILE\b/m.test(text);
  } catch {
    return false;
  }
}

function addFile(path: string, state: WalkState, known?: Stats): void {
  const stats = known ?? statOrError(path, state);
  if (!stats) return;
  // A FIFO or device named `x.m` would block or stream forever if read.
  if (!stats.isFile()) {
    state.errors.push({ path, message: 'not a regular file' });
    return;
  }
  let bytes: Buffer;
  try {
    const real = realpathSync(path);
    if (state.seenFiles.has(real)) return;
    state.seenFiles.add(real);
    if (!state.read) {
      state.files.push({ path, text: '' });
      return;
    }
    bytes = readFileSync(path);
  } catch (e) {
    state.errors.push({ path, message: describe(e) });
    return;
  }
  const decoded = decodeSource(bytes);
  if (decoded === undefined) {
    state.errors.push({ path, message: BINARY });
    return;
  }
  state.files.push({ path, text: decoded });
}

/** UTF-8 with replacement characters (which the lexer reports with a position); undefined for
 *  a file that looks binary (a NUL byte in its first 8000 bytes, as `git` decides). */
export function decodeSource(bytes: Uint8Array): string | undefined {
  if (bytes.subarray(0, 8000).includes(0)) return undefined;
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

function statOrError(path: string, state: WalkState): Stats | undefined {
  try {
    return statSync(path);
  } catch (e) {
    state.errors.push({ path, message: describe(e) });
    return undefined;
  }
}

function describe(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  switch (err.code) {
    case 'ENOENT': return 'no such file or folder (or a dangling symbolic link)';
    case 'EACCES': case 'EPERM': return 'permission denied';
    case 'ELOOP': return 'too many levels of symbolic links';
    case 'EISDIR': return 'is a folder';
    default: return err.message ?? String(e);
  }
}

/** Reads one of the data files of mtame (`src/data/NAME`, copied to `dist/data/` with the
 *  tables compiled from it by `scripts/build-data.mjs`; a bundle sits one folder down in
 *  `dist/` too, so `../data/` finds them from every module), or says why it could not. */
export function readDataFile(name: string): { ok: true; text: string } | { ok: false; message: string } {
  const url = new URL(`../data/${name}`, import.meta.url);
  try {
    return { ok: true, text: readFileSync(url, 'utf8') };
  } catch (e) {
    return { ok: false, message: `${url.pathname}: ${describe(e)}` };
  }
}
