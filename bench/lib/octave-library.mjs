// Where the benchmarks find Octave's own library (Debian's octave-common): the m/ folder of the
// newest version under /usr/share/octave, or undefined when Octave is not installed.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export function octaveLibraryDir() {
  const root = '/usr/share/octave';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((d) => /^\d+\.\d+/.test(d)).sort();
  return versions.length > 0 ? path.join(root, versions.at(-1), 'm') : undefined;
}
