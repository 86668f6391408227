// Summaries of other files' functions for the check's value analysis (see `otherFiles` in
// interprocedural.ts), shared by the analyses of one thread.
import type { Library } from '../project/index.js';
import type { Runtime } from './interprocedural.js';
import type { Specialization } from './specialization.js';

/** A summary: its specialization, the longest chain of calls analysed under it, and what it read. */
export interface Summary {
  readonly spec: Specialization;
  readonly height: number;
  /** The files whose IR the analysis read (its function's and its callees'): what it depends
   *  on besides how names resolve. */
  readonly files: ReadonlySet<string>;
}

/** Specializations of functions called from another file at the last level of a callee depth,
 *  with unknown arguments: nothing below them is analysed, so each is a function of its
 *  function, nargin and nargout alone, and analyses over one library can share them (the check
 *  analyses each file apart, and most of them call the same few helpers). Bounded: cleared when
 *  full, which changes only the time (a summary holds its function's IR: on a generated folder
 *  of 4,950 files, 2,000 of them kept the check at 914 MB, 20,000 took it to 1,055 MB; on
 *  FieldTrip's 5,261 files, 1,000 keep it at 0.94-0.96 GB against 1.06-1.13 GB with 2,000, in
 *  113-133 s against 108-123 s, a difference within the machine's noise). */
export class CalleeSummaries {
  /** By the function's file (what an edit of that file makes stale), then by function and
   *  context. */
  private readonly byFile = new Map<string, Map<string, Summary>>();
  private size = 0;
  private count = 0;

  constructor(
    private library: Library,
    readonly runtime: Runtime,
    readonly recordValues: boolean,
    private readonly limit = 1_000,
  ) {}

  get lib(): Library {
    return this.library;
  }

  get(file: string, key: string): Summary | undefined {
    return this.byFile.get(file)?.get(key);
  }

  put(file: string, key: string, summary: Summary): void {
    if (this.size >= this.limit) {
      this.byFile.clear();
      this.size = 0;
    }
    let inFile = this.byFile.get(file);
    if (!inFile) this.byFile.set(file, (inFile = new Map()));
    if (!inFile.has(key)) this.size++;
    inFile.set(key, summary);
  }

  /** Drops the summaries of a file's functions and those that read it (its text changed: a
   *  summary reads its callees' outputs and declared sizes). */
  forget(file: string): void {
    this.size -= this.byFile.get(file)?.size ?? 0;
    this.byFile.delete(file);
    this.drop(new Set([file]));
  }

  /** A library built again where every name resolves as before and only these files' functions
   *  changed their signatures: the summaries that read none of them stay. */
  rebase(lib: Library, changed: ReadonlySet<string>): void {
    this.library = lib;
    this.drop(changed);
  }

  private drop(changed: ReadonlySet<string>): void {
    for (const [file, inFile] of this.byFile) {
      for (const [key, summary] of inFile) {
        if (!readsAny(summary.files, changed)) continue;
        inFile.delete(key);
        this.size--;
      }
      if (inFile.size === 0) this.byFile.delete(file);
    }
  }

  /** An id no analysis gives (they number `name#k` per function). */
  nextId(name: string): string {
    return `${name}#s${++this.count}`;
  }
}

function readsAny(files: ReadonlySet<string>, changed: ReadonlySet<string>): boolean {
  // The changed files are few (one edit), the files a summary read many.
  for (const f of changed) if (files.has(f)) return true;
  return false;
}
