// Inlay hints: after each assignment's target, the values the analysis found for it
// (`x = zeros(3, n)` shows `: double[3x?]`), for the lines asked for.
import { InlayHintKind, type InlayHint } from 'vscode-languageserver';
import { occurrencesOf } from './file-kinds.js';
import type { FileModel, Library } from '../project/index.js';
import type { ValueRecord } from './values.js';

/** `first`/`last`: 1-based lines of the range shown. */
export function inlayHints(file: FileModel, lib: Library, records: readonly ValueRecord[], first: number, last: number): InlayHint[] {
  // What holds for any inputs (the calling contexts are the hover's).
  const wanted = records.filter((r) => r.context === undefined && r.line >= first && r.line <= last);
  if (wanted.length === 0) return [];
  const vars = occurrencesOf(file, lib).map(({ o }) => o).filter((o) => o.kind === 'VAR');
  const out: InlayHint[] = [];
  const seen = new Set<string>();
  for (const r of wanted) {
    // The first occurrence of the name on the statement's line: the assignment's target.
    const at = vars.filter((o) => o.name === r.name && o.span.line === r.line).sort((a, b) => a.span.offset - b.span.offset)[0];
    const key = `${r.line}:${r.name}`;
    if (!at || seen.has(key)) continue;
    seen.add(key);
    const values = wanted.filter((w) => w.line === r.line && w.name === r.name).map((w) => w.values);
    out.push({ position: { line: at.span.endLine - 1, character: at.span.endColumn - 1 }, label: `: ${[...new Set(values)].join(' | ')}`, kind: InlayHintKind.Type, paddingLeft: false });
  }
  return out;
}
