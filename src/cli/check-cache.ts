// How `mtame check` uses its cache (cache.ts): a file's findings are stored under a key made of
// mtame's build, the setup (configuration, path, runtime, the environment's functions), the
// shape of every summary of the library (so adding, removing or renaming a file, or changing a
// signature, changes every key; moving a function down does not) and the file with its text's
// hash; the entry lists the files whose trees
// its checks read (callees, helpers that never return, ...) with their hashes, and is used only
// while all of them still have those texts. Summaries are cached per file by
// the summarize tasks. A report from the cache is byte-identical to a cold one.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { normalizePath } from '../project/index.js';
import { hashOf, ResultCache } from './cache.js';
import type { CheckedFile, SetupData } from './check-session.js';

interface FileEntry {
  /** [normalised path, hash of its text] of every file the findings depend on. */
  deps: Array<[string, string]>;
  file: CheckedFile;
}

/** What names mtame's code: the package version and the build's hash (written by
 *  scripts/bundle.mjs into dist/build-id.txt); cached answers of another build are not used. */
export function buildSalt(version: string): string {
  const file = new URL('../build-id.txt', import.meta.url);
  let id = 'unbuilt';
  try {
    id = readFileSync(file, 'utf8').trim();
  } catch {
    // Run from the sources (the tests): their cache tests use fresh folders.
  }
  return `mtame ${version} ${id}`;
}

/** The cache folder: `--cache-dir`, else `.mtame-cache` beside mtame.json, else in the
 *  current folder (as Ruff and ESLint do). */
export function cacheFolder(explicit: string | undefined, configFile: string | undefined): string {
  if (explicit !== undefined) return explicit;
  if (configFile !== undefined && existsSync(configFile)) return join(dirname(configFile), '.mtame-cache');
  return '.mtame-cache';
}

export class CheckCache {
  private readonly setupKey: string;

  constructor(
    readonly store: ResultCache,
    readonly salt: string,
    setup: SetupData,
    /** Normalised path -> hash of its text, for every file of the library. */
    private readonly hashes: ReadonlyMap<string, string>,
    /** Every file of the library with the hash of its summary's shape (summaryShape). */
    shapes: string,
  ) {
    const { summaries, diskPaths, ...rest } = setup;
    void summaries;
    void diskPaths;
    this.setupKey = hashOf(salt, JSON.stringify(rest), shapes);
  }

  /** By the path as given (the report shows it), with its text's hash. */
  private key(path: string): string {
    return hashOf(this.setupKey, path, this.hashes.get(normalizePath(path)) ?? '');
  }

  /** A file's stored findings, when every file they read is as it was. */
  answer(path: string): CheckedFile | undefined {
    const entry = this.store.get<FileEntry>('check', this.key(path));
    if (!entry || !Array.isArray(entry.deps)) return undefined;
    for (const [p, hash] of entry.deps) if (this.hashes.get(p) !== hash) return undefined;
    return entry.file;
  }

  remember(file: CheckedFile): void {
    const deps: Array<[string, string]> = [];
    for (const path of file.deps) {
      const hash = this.hashes.get(path);
      // A tree read from outside the library: its text is not known here, so the findings
      // cannot be checked later.
      if (hash === undefined) return;
      deps.push([path, hash]);
    }
    this.store.put<FileEntry>('check', this.key(file.path), { deps, file });
  }
}
