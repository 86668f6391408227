// `mtame check --fix`: the fixes of the findings applied to the files. Only safe fixes (they
// cannot change what the program does) unless --unsafe-fixes; a fix whose edits overlap one
// already taken waits for the next round; a file whose fixed text would have more syntax errors
// than before is left as it was (a fix must never break a file).
import type { FileResult } from '../report/index.js';
import { parse, type Fix, type TextEdit } from '../syntax/index.js';
import { readEditable, writeAtomically } from './text-files.js';

/** Applies the fixes to a text: those whose edits overlap no earlier one's, in order. */
export function applyFixes(text: string, fixes: readonly Fix[]): { text: string; applied: number } {
  const taken: TextEdit[] = [];
  let applied = 0;
  for (const fix of fixes) {
    const overlaps = fix.edits.some((e) => taken.some((t) => e.offset < t.endOffset && t.offset < e.endOffset || (e.offset === t.offset && e.endOffset === t.endOffset)));
    if (overlaps || fix.edits.some((e) => e.offset < 0 || e.endOffset > text.length || e.endOffset < e.offset)) continue;
    taken.push(...fix.edits);
    applied++;
  }
  taken.sort((a, b) => b.offset - a.offset);
  let out = text;
  for (const e of taken) out = out.slice(0, e.offset) + e.text + out.slice(e.endOffset);
  return { text: out, applied };
}

/** Fixes every file of the results; returns how many files and findings were fixed. */
export function applyFileFixes(results: readonly FileResult[], options: { unsafe: boolean }, note: (message: string) => void): { files: number; fixes: number } {
  let files = 0;
  let fixes = 0;
  for (const r of results) {
    const wanted = r.diagnostics.map((d) => d.fix).filter((f): f is Fix => f !== undefined && (f.safe || options.unsafe));
    if (wanted.length === 0) continue;
    // The offsets count in the text as the checker decoded it; a file that is not UTF-8 is left.
    const read = readEditable(r.path);
    if (typeof read === 'string') continue;
    const { text, bom } = read;
    const fixed = applyFixes(text, wanted);
    if (fixed.applied === 0 || fixed.text === text) continue;
    if (syntaxErrors(fixed.text) > syntaxErrors(text)) {
      note(`${r.path}: its fixes were not applied: the fixed text would not parse (a bug in mtame)`);
      continue;
    }
    writeAtomically(r.path, bom + fixed.text);
    files++;
    fixes += fixed.applied;
  }
  return { files, fixes };
}

function syntaxErrors(text: string): number {
  return parse(text).diagnostics.filter((d) => d.severity === 'error').length;
}
