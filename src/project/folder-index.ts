// Name tables over the searched folders, built once per library so that each lookup is a few
// map reads: the first file of each name in search order, packages, and private folders.
import type { FileModel } from './model.js';
import type { FolderRole, SearchFolder } from './search-path.js';

export interface Placed {
  readonly file: FileModel;
  readonly role: FolderRole;
  /** Found in a folder that no path setting placed (SearchFolder.implicit). */
  readonly implicit?: boolean;
}

export interface FolderIndex {
  /** Visible files in search order (current folder, then path), input order within a folder. */
  readonly ordered: readonly Placed[];
  /** Qualified name (`f`, `pkg.f`) → the first ordinary file of that name in search order
   *  (files in `private/` and `@class/` folders are reached otherwise). */
  readonly byName: ReadonlyMap<string, Placed>;
  /** Packages with at least one visible file, and their parent packages. */
  readonly packages: ReadonlySet<string>;
  /** Private folder path → its files by name; private files are seen from their parent folder
   *  whether or not that folder is searched. */
  readonly privateFolders: ReadonlyMap<string, ReadonlyMap<string, FileModel>>;
  /** Folder → the plain names its own files define, for the implicitly searched folders only.
   *  When several of them define a name, which one MATLAB calls depends on how the code is run
   *  (the current folder, `addpath` at run time); code that keeps a helper beside its caller
   *  (one `EnvironmentalSelection.m` per algorithm folder) means that one, and gets it when run
   *  from its folder, so a caller in such a folder is resolved there first (see lookup). */
  readonly implicit: ReadonlyMap<string, ReadonlyMap<string, Placed>>;
  /** Plain name → how many of the implicitly searched folders define it. */
  readonly implicitCount: ReadonlyMap<string, number>;
}

export function indexFolders(files: readonly FileModel[], search: readonly SearchFolder[]): FolderIndex {
  const rank = new Map<string, number>();
  search.forEach((s, i) => rank.set(s.folder, i));
  const ordered: Placed[] = files
    .filter((f) => rank.has(f.root))
    .map((file, i) => ({ file, i, r: rank.get(file.root) as number }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map(({ file, r }) => ({ file, role: search[r].role, ...(search[r].implicit ? { implicit: true } : {}) }));

  const byName = new Map<string, Placed>();
  const packages = new Set<string>();
  const implicit = new Map<string, Map<string, Placed>>();
  const implicitCount = new Map<string, number>();
  for (const placed of ordered) {
    const f = placed.file;
    if (f.packageName !== undefined) addPackage(packages, f.packageName);
    if (f.isPrivate || f.classFolder !== undefined) continue;
    if (!byName.has(f.qualifiedName)) byName.set(f.qualifiedName, placed);
    if (placed.implicit && f.packageName === undefined) {
      let names = implicit.get(f.root);
      if (!names) implicit.set(f.root, (names = new Map()));
      if (!names.has(f.name)) {
        names.set(f.name, placed);
        implicitCount.set(f.name, (implicitCount.get(f.name) ?? 0) + 1);
      }
    }
  }

  const privateFolders = new Map<string, Map<string, FileModel>>();
  for (const f of files) {
    if (!f.isPrivate) continue;
    let names = privateFolders.get(f.folder);
    if (!names) privateFolders.set(f.folder, (names = new Map()));
    if (!names.has(f.name)) names.set(f.name, f);
  }
  return { ordered, byName, packages, privateFolders, implicit, implicitCount };
}

function addPackage(packages: Set<string>, name: string): void {
  const parts = name.split('.');
  for (let i = 1; i <= parts.length; i++) packages.add(parts.slice(0, i).join('.'));
}
