// The on-disk cache of `mtame check` (`.mtame-cache/`, `--cache-dir`, `--no-cache`): JSON entries
// under content-hash keys, written atomically (a temporary file renamed into place, so two runs
// writing at once never leave half an entry), read defensively (an entry that does not parse,
// or whose key or version is not the one asked for, is ignored with a note and never trusted),
// bounded in size (the entries used least recently are removed when the folder grows past it).
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { nodeCrypto } from '../report/lazy-crypto.js';

/** Bumped when the layout or the meaning of entries changes: older entries are not read. */
const LAYOUT = 'v1';

/** The default bound on the cache folder's size. */
export const DEFAULT_CACHE_BYTES = 512 * 1024 * 1024;

export type EntryKind = 'summary' | 'check';

/** A hex SHA-256 of texts (joined so that ['ab', 'c'] and ['a', 'bc'] differ). */
export function hashOf(...parts: readonly string[]): string {
  const h = nodeCrypto().createHash('sha256');
  for (const p of parts) {
    h.update(String(p.length));
    h.update(':');
    h.update(p);
  }
  return h.digest('hex');
}

interface Stored<T> {
  layout: string;
  key: string;
  value: T;
}

export class ResultCache {
  private readonly root: string;
  private noted = false;
  hits = 0;
  misses = 0;

  /** `note` tells the user about a problem with the cache (once per run), never fatal. */
  constructor(dir: string, private readonly note: (message: string) => void = () => {}) {
    this.root = join(dir, LAYOUT);
    try {
      mkdirSync(this.root, { recursive: true });
      // Like other tools' caches: never committed by accident.
      writeFileSync(join(dir, '.gitignore'), '# written by mtame: the cache of `mtame check`\n*\n', { flag: 'w' });
    } catch (e) {
      this.problem(`the cache folder ${dir} cannot be written (${e instanceof Error ? e.message : String(e)}); checking without it`);
    }
  }

  private path(kind: EntryKind, key: string): string {
    return join(this.root, kind, key.slice(0, 2), `${key}.json`);
  }

  private problem(message: string): void {
    if (this.noted) return;
    this.noted = true;
    this.note(message);
  }

  get<T>(kind: EntryKind, key: string): T | undefined {
    const file = this.path(kind, key);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      this.misses++;
      return undefined;
    }
    try {
      const stored = JSON.parse(text) as Stored<T>;
      if (stored.layout !== LAYOUT || stored.key !== key || !('value' in stored)) throw new Error('not an entry of this cache');
      this.hits++;
      try {
        // Used now: the last to be evicted.
        const now = new Date();
        utimesSync(file, now, now);
      } catch {
        // A cache on a read-only medium still answers.
      }
      return stored.value;
    } catch {
      this.misses++;
      this.problem(`ignoring a corrupted or foreign cache entry (${file}); it is checked again`);
      try {
        rmSync(file, { force: true });
      } catch {
        // Left for the next run's pruning.
      }
      return undefined;
    }
  }

  put<T>(kind: EntryKind, key: string, value: T): void {
    const file = this.path(kind, key);
    const text = JSON.stringify({ layout: LAYOUT, key, value } satisfies Stored<T>);
    const temporary = `${file}.${process.pid}.${nodeCrypto().randomBytes(4).toString('hex')}.tmp`;
    try {
      mkdirSync(join(this.root, kind, key.slice(0, 2)), { recursive: true });
      writeFileSync(temporary, text);
      renameSync(temporary, file);
    } catch (e) {
      rmSync(temporary, { force: true });
      this.problem(`the cache could not be written (${e instanceof Error ? e.message : String(e)})`);
    }
  }

  /** Removes the least recently used entries until the folder holds at most `maxBytes`;
   *  temporary files left by a run that stopped half-way go too. */
  prune(maxBytes = DEFAULT_CACHE_BYTES): void {
    const entries: Array<{ file: string; size: number; used: number }> = [];
    let total = 0;
    const walk = (folder: string): void => {
      let names: string[];
      try {
        names = readdirSync(folder);
      } catch {
        return;
      }
      for (const name of names) {
        const file = join(folder, name);
        let st;
        try {
          st = statSync(file);
        } catch {
          continue;
        }
        if (st.isDirectory()) walk(file);
        else if (name.endsWith('.tmp') && Date.now() - st.mtimeMs > 60 * 60 * 1000) rmSync(file, { force: true });
        else {
          entries.push({ file, size: st.size, used: st.mtimeMs });
          total += st.size;
        }
      }
    };
    walk(this.root);
    if (total <= maxBytes) return;
    entries.sort((a, b) => a.used - b.used);
    for (const e of entries) {
      if (total <= maxBytes) break;
      rmSync(e.file, { force: true });
      total -= e.size;
    }
  }
}
