// The folders MATLAB searches for a name, in order: the current folder, then the path.
import { isSpecialFolderName, normalizePath, segmentsBelow } from './paths.js';

export type FolderRole = 'current-folder' | 'path';

export interface SearchFolder {
  readonly folder: string;
  readonly role: FolderRole;
  /** A folder of the analysed code that no path setting placed: where MATLAB would find it
   *  depends on how the code is run (see `implicit` in FolderIndex). */
  readonly implicit?: boolean;
}

export interface SearchPathOptions {
  currentFolder?: string;
  path?: readonly string[];
  /** Each path folder brings its ordinary subfolders, as `addpath(genpath(p))` does. */
  pathSubfolders: boolean;
  /** Only the current folder and the path are searched. */
  strictPath: boolean;
  /** Entries of `currentFolder` and `path` whose place was guessed (LibraryOptions.guessedFolders). */
  guessed?: readonly string[];
}

/** `roots`: the root folders of the library's files (see `locate`), in input order; only
 *  folders that hold files matter, so subfolders are found among them rather than on disk.
 *  Unless the path is strict, the roots not on it are searched last, in input order: code
 *  handed over for analysis is assumed callable, but never shadows what the path orders. */
export function searchFolders(roots: readonly string[], options: SearchPathOptions): SearchFolder[] {
  const out: SearchFolder[] = [];
  const seen = new Set<string>();
  const add = (folder: string, role: FolderRole, implicit = false): void => {
    if (seen.has(folder)) return;
    seen.add(folder);
    out.push({ folder, role, ...(implicit ? { implicit } : {}) });
  };
  const guessed = new Set((options.guessed ?? []).map(normalizePath));
  if (options.currentFolder !== undefined) {
    const folder = normalizePath(options.currentFolder);
    add(folder, 'current-folder', guessed.has(folder));
  }
  for (const entry of options.path ?? []) {
    const folder = normalizePath(entry);
    add(folder, 'path', guessed.has(folder));
    if (options.pathSubfolders) for (const sub of subfoldersOf(folder, roots)) add(sub, 'path', guessed.has(folder));
  }
  if (!options.strictPath) for (const root of roots) add(root, 'path', true);
  return out;
}

/** The roots below `folder` reachable without entering a special or hidden folder, in
 *  `genpath` order (depth first, each folder's subfolders by name). */
function subfoldersOf(folder: string, roots: readonly string[]): string[] {
  const found: Array<{ root: string; segments: string[] }> = [];
  for (const root of roots) {
    const segments = segmentsBelow(folder, root);
    if (!segments || segments.length === 0 || segments.some(isSpecialFolderName)) continue;
    found.push({ root, segments });
  }
  found.sort((a, b) => compareSegments(a.segments, b.segments));
  return found.map((f) => f.root);
}

function compareSegments(a: readonly string[], b: readonly string[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return a.length - b.length;
}
