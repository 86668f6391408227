// Paths as text: normalisation and what a file's place in its folder tree means to MATLAB.
// Nothing here touches the file system: paths are compared as '/'-separated strings, so the
// files and the folders of the options must be given in the same form (all absolute, or all
// relative to the same folder).

/** Removes `.` segments, empty segments and trailing slashes, and resolves `..` textually.
 *  The empty relative path is `.`. */
export function normalizePath(path: string): string {
  // Most paths asked about are normal already (lookups by a path the library gave out).
  if (isNormal(path)) return path;
  const absolute = path.startsWith('/');
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!absolute) out.push('..');
      continue;
    }
    out.push(segment);
  }
  if (absolute) return '/' + out.join('/');
  return out.length === 0 ? '.' : out.join('/');
}

/** No empty, `.` or `..` segment and no trailing slash (`/` alone is normal). */
function isNormal(path: string): boolean {
  if (path === '/') return true;
  let start = path.startsWith('/') ? 1 : 0;
  if (start === path.length) return false;
  for (;;) {
    const end = path.indexOf('/', start);
    const stop = end < 0 ? path.length : end;
    const len = stop - start;
    if (len === 0) return false;
    if (path.charCodeAt(start) === 46 && (len === 1 || (len === 2 && path.charCodeAt(start + 1) === 46))) return false;
    if (end < 0) return true;
    start = end + 1;
  }
}

/** The folder of a normalised path (`.` for a bare relative name, `/` for a root entry). */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  if (slash < 0) return '.';
  if (slash === 0) return '/';
  return path.slice(0, slash);
}

export function joinPath(folder: string, name: string): string {
  if (folder === '.') return name;
  return folder.endsWith('/') ? folder + name : `${folder}/${name}`;
}

/** The file name without its folder and without a `.m` extension. */
export function baseName(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return file.endsWith('.m') ? file.slice(0, -2) : file;
}

/** Where a file sits in MATLAB's folder conventions. */
export interface FileLocation {
  /** The folder that must be the current folder or on the path for the file to be seen:
   *  the file's folder without its trailing `private`, `@class` and `+package` segments. */
  root: string;
  /** `a.b` for a file under `+a/+b/`. */
  packageName?: string;
  /** `cls` for a file under `@cls/`. */
  className?: string;
  /** Under a `private/` folder (possibly `@cls/private` or `+pkg/private`). */
  isPrivate: boolean;
}

/** Reads the trailing special segments of a file's folder, innermost first: `private`, then
 *  `@cls`, then any number of `+pkg`. That is the only order MATLAB gives them meaning in
 *  (`+p/@c/private/f.m`); anything before them is the root folder. */
export function locate(folder: string): FileLocation {
  const segments = folder === '.' ? [] : folder.split('/');
  const absolute = folder.startsWith('/');
  if (absolute) segments.shift();
  let end = segments.length;
  const isPrivate = end > 0 && segments[end - 1] === 'private';
  if (isPrivate) end--;
  let className: string | undefined;
  if (end > 0 && segments[end - 1].startsWith('@') && segments[end - 1].length > 1) {
    className = segments[end - 1].slice(1);
    end--;
  }
  const packages: string[] = [];
  while (end > 0 && segments[end - 1].startsWith('+') && segments[end - 1].length > 1) {
    packages.unshift(segments[end - 1].slice(1));
    end--;
  }
  const rest = segments.slice(0, end).join('/');
  const root = absolute ? '/' + rest : rest === '' ? '.' : rest;
  const location: FileLocation = { root, isPrivate };
  if (packages.length > 0) location.packageName = packages.join('.');
  if (className !== undefined) location.className = className;
  return location;
}

/** The `private/` folder that a file in `folder` may call into: its own folder's `private/`,
 *  or, for a file that is itself private, the folder it is in (private functions call each
 *  other, since calling a private function does not change MATLAB's *fdir*). */
export function privateFolderFor(folder: string): string {
  if (folder === 'private' || folder.endsWith('/private')) return folder;
  return joinPath(folder, 'private');
}

/** The segments of `folder` below `ancestor`, or undefined when it is not inside it. */
export function segmentsBelow(ancestor: string, folder: string): string[] | undefined {
  if (folder === ancestor) return [];
  if (ancestor === '.') return folder.startsWith('/') || folder.startsWith('..') ? undefined : folder.split('/');
  const prefix = ancestor.endsWith('/') ? ancestor : ancestor + '/';
  return folder.startsWith(prefix) ? folder.slice(prefix.length).split('/') : undefined;
}

/** A folder name MATLAB's `genpath` leaves out: special folders and hidden ones. */
export function isSpecialFolderName(name: string): boolean {
  return name === 'private' || name.startsWith('+') || name.startsWith('@') || name.startsWith('.');
}

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/;

export function isIdentifier(name: string): boolean {
  return IDENTIFIER.test(name);
}
