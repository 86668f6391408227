// `--baseline FILE`: the findings an old codebase already has, recorded so that only new ones
// are reported (adopting the checker without fixing everything first). A finding is recorded
// by file (relative to the baseline's folder), code and fingerprint (report/fingerprint.ts:
// what it says and the text of its line, not the line number), so it stays known when code
// above it moves. Each recorded entry absorbs one finding: a third copy of a line with a known
// finding on two is new.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fingerprints, type FileResult } from '../report/index.js';
import { UsageError } from './args.js';
import { writeAtomically } from './text-files.js';

interface Entry {
  file: string;
  code: string;
  fingerprint: string;
}

interface BaselineFile {
  version: 1;
  findings: Entry[];
}

/** The key of a recorded finding. */
const keyOf = (e: Entry): string => `${e.file}\0${e.code}\0${e.fingerprint}`;

/** The file's path as the baseline records it: relative to its folder, '/'-separated. */
function recorded(baseline: string, path: string): string {
  return relative(dirname(resolve(baseline)), resolve(path)).split(sep).join('/');
}

/** Reads a baseline; a missing or malformed one is a usage error naming it. */
export function readBaseline(file: string): Map<string, number> {
  let doc: BaselineFile;
  try {
    doc = JSON.parse(readFileSync(file, 'utf8')) as BaselineFile;
  } catch (e) {
    const why = (e as NodeJS.ErrnoException).code ?? (e instanceof Error ? e.message : String(e));
    throw new UsageError(`--baseline ${file}: cannot read it (${why}); write one with --update-baseline`);
  }
  if (doc?.version !== 1 || !Array.isArray(doc.findings) || !doc.findings.every((e) => typeof e?.file === 'string' && typeof e.code === 'string' && typeof e.fingerprint === 'string')) {
    throw new UsageError(`--baseline ${file}: not an mtame baseline (version 1, a list of findings)`);
  }
  const counts = new Map<string, number>();
  for (const e of doc.findings) counts.set(keyOf(e), (counts.get(keyOf(e)) ?? 0) + 1);
  return counts;
}

/** The findings the baseline does not record (results need their texts). */
export function newFindings(results: readonly FileResult[], baseline: string, known: Map<string, number>): FileResult[] {
  const left = new Map(known);
  const out: FileResult[] = [];
  for (const r of results) {
    const file = recorded(baseline, r.path);
    const prints = fingerprints(r);
    const diagnostics = r.diagnostics.filter((d, k) => {
      const key = keyOf({ file, code: d.code, fingerprint: prints[k].fingerprint });
      const n = left.get(key) ?? 0;
      if (n === 0) return true;
      left.set(key, n - 1);
      return false;
    });
    if (diagnostics.length > 0) out.push({ ...r, diagnostics });
  }
  return out;
}

/** Records every finding (sorted, so the file diffs well), written atomically. */
export function writeBaseline(file: string, results: readonly FileResult[]): number {
  const findings: Entry[] = [];
  for (const r of results) {
    const path = recorded(file, r.path);
    const prints = fingerprints(r);
    r.diagnostics.forEach((d, k) => findings.push({ file: path, code: d.code, fingerprint: prints[k].fingerprint }));
  }
  findings.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  const doc: BaselineFile = { version: 1, findings };
  writeAtomically(file, JSON.stringify(doc, null, 1) + '\n');
  return findings.length;
}
