// The real-code corpus: the .m files of Debian's octave-common package.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const CORPUS_ROOT = '/usr/share/octave';

export interface CorpusFile {
  /** Path relative to the versioned root, e.g. `m/general/flip.m`. */
  name: string;
  text: string;
}

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    const st = statSync(path);
    if (st.isDirectory()) walk(path, out);
    else if (entry.endsWith('.m')) out.push(path);
  }
}

/** The versioned folder (e.g. /usr/share/octave/7.3.0), or undefined when not installed. */
export function corpusDir(): string | undefined {
  if (!existsSync(CORPUS_ROOT)) return undefined;
  const versions = readdirSync(CORPUS_ROOT).filter((d) => /^\d+\.\d+/.test(d)).sort();
  return versions.length > 0 ? join(CORPUS_ROOT, versions[versions.length - 1]) : undefined;
}

export function loadCorpus(): CorpusFile[] {
  const dir = corpusDir();
  if (!dir) {
    throw new Error(`The Octave corpus is missing: install it with 'apt-get install octave-common' (expected ${CORPUS_ROOT}/<version>/).`);
  }
  const paths: string[] = [];
  walk(dir, paths);
  return paths.map((p) => ({ name: relative(dir, p), text: readFileSync(p, 'utf8') }));
}

/** A list of corpus files with a reason each (`path<TAB>reason` lines; `#` starts a comment). */
export function readReasonList(path: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [name, reason] = line.split('\t');
    map.set(name, reason ?? '');
  }
  return map;
}
