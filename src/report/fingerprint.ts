// Fingerprints of findings that survive moving code: what a finding says (its code and message,
// with line and column numbers taken out) and the text of its line (blanks collapsed), not
// where the line is. Findings alike in one file (the same fingerprint) are told apart by their
// order. The baseline (`--baseline`) and SARIF's `partialFingerprints` use them.
import type { Diagnostic } from '../syntax/index.js';
import { nodeCrypto } from './lazy-crypto.js';
import type { FileResult } from './model.js';

function fingerprintOfLine(d: Diagnostic, lineText: string): string {
  const line = lineText.trim().replace(/\s+/g, ' ');
  const message = d.message.replace(/\b(line|column|lines|columns) \d+/g, '$1 #');
  return nodeCrypto().createHash('sha256').update(`${d.code}\0${message}\0${line}`).digest('hex').slice(0, 16);
}

/** Each finding's fingerprint and, among the findings of the file with the same one, its
 *  place (0 for the first): `fingerprint:place` is unique in the file. */
export function fingerprints(r: FileResult): Array<{ fingerprint: string; place: number }> {
  const seen = new Map<string, number>();
  const lines = r.text?.split(/\r\n|\r|\n/);
  return r.diagnostics.map((d) => {
    // Lone CRs end lines too (old Mac files), as the parser counts them.
    const fp = fingerprintOfLine(d, lines?.[d.span.line - 1] ?? '');
    const place = seen.get(fp) ?? 0;
    seen.set(fp, place + 1);
    return { fingerprint: fp, place };
  });
}
