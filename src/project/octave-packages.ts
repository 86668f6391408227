// The functions of the Octave Forge packages installed on this machine, for code that runs on
// Octave (`--runtime octave`): `pkg load NAME` puts a package's folders on the path, so its
// m-files, classes, compiled (.oct, .mex) functions and the names its PKG_ADD autoloads exist.
// All installed packages count (a superset of what one `pkg load` brings): a call into one that
// is installed is never an undefined name. Read from the disk, like the loader.
import { existsSync, readdirSync, readFileSync, type Dirent } from 'node:fs';
import { homedir } from 'node:os';
import type { BuiltinEntry } from './builtins.js';

/** Where Octave installs packages: Debian's global prefixes (architecture-independent files
 *  and, under lib/TRIPLET, the compiled ones), /usr/local, and the user prefixes. Replaced by
 *  the folders of `MTAME_OCTAVE_PACKAGES` (separated by ':') when it is set. */
export function defaultPackageRoots(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.MTAME_OCTAVE_PACKAGES !== undefined) return env.MTAME_OCTAVE_PACKAGES.split(':').filter((d) => d !== '');
  const roots = ['/usr/share/octave/packages', '/usr/local/share/octave/packages'];
  for (const lib of ['/usr/lib', '/usr/local/lib']) {
    for (const d of entries(lib)) if (d.isDirectory()) roots.push(`${lib}/${d.name}/octave/packages`);
  }
  const home = homedir();
  for (const d of entries(`${home}/.local/share/octave`)) if (d.isDirectory()) roots.push(`${home}/.local/share/octave/${d.name}/packages`);
  roots.push(`${home}/octave`);
  return roots.filter((r) => existsSync(r));
}

/** Every function the packages under `roots` define, with `octave-forge:NAME` as category. */
export function installedOctavePackages(roots: readonly string[] = defaultPackageRoots()): BuiltinEntry[] {
  const out: BuiltinEntry[] = [];
  for (const root of roots) {
    for (const pkg of entries(root)) {
      if (!pkg.isDirectory()) continue;
      const name = /^(.+?)-\d[\w.]*$/.exec(pkg.name)?.[1] ?? pkg.name;
      collect(`${root}/${pkg.name}`, `octave-forge:${name}`, out, 0);
    }
  }
  return out;
}

/** A package folder: its files, its ordinary subfolders (PKG_ADD files add them to the path;
 *  an architecture folder holds the compiled functions), `@cls` class folders. */
function collect(folder: string, category: string, out: BuiltinEntry[], depth: number): void {
  if (depth > 3) return;
  for (const e of entries(folder)) {
    const n = e.name;
    if (e.isDirectory()) {
      if (n.startsWith('@')) out.push({ name: n.slice(1), category, kind: 'class' });
      else if (n !== 'private' && n !== 'packinfo' && !n.startsWith('+') && !n.startsWith('.')) collect(`${folder}/${n}`, category, out, depth + 1);
      continue;
    }
    const m = /^([A-Za-z_]\w*)\.(m|oct|mex)$/.exec(n);
    if (m) out.push({ name: m[1], category, kind: m[2] === 'm' ? 'mfile' : 'builtin' });
    else if (n === 'PKG_ADD') for (const a of autoloads(`${folder}/${n}`)) out.push({ name: a, category, kind: 'builtin' });
  }
}

/** `autoload ("name", "file.oct")` lines of a PKG_ADD file. */
function autoloads(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return [...text.matchAll(/autoload\s*\(\s*["']([A-Za-z_]\w*)["']/g)].map((m) => m[1]);
}

function entries(folder: string): Dirent[] {
  try {
    return readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** Whether `folder` is inside an Octave package: an installed one (`packinfo/DESCRIPTION` in
 *  the package folder) or its sources (`DESCRIPTION` beside `inst/`), up to four levels up.
 *  Such code runs on Octave, whatever its dialect. */
export function insideOctavePackage(folder: string): boolean {
  let dir = folder.replace(/\/+$/, '') || '/';
  for (let i = 0; i < 5; i++) {
    if (existsSync(`${dir}/packinfo/DESCRIPTION`) || (existsSync(`${dir}/DESCRIPTION`) && existsSync(`${dir}/inst`))) return true;
    const up = dir.replace(/\/[^/]*$/, '');
    if (up === dir || up === '') return false;
    dir = up;
  }
  return false;
}
