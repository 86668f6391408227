// Suppression the way MATLAB users already write it. On a line: `%#ok` (or `%#ok` followed by
// a remark) silences every diagnostic of that line, `%#ok<ID1,ID2>` only those. An ID is an mtame
// code (`undefined-name`) or a Code Analyzer message ID that means the same (`UNRCH`, `NODEF`:
// the table below, documented in docs/suppressions.md). As in MATLAB, `%#ok<*ID>` anywhere in
// a file silences that ID in the whole file.
import type { Comment, Diagnostic } from '../syntax/index.js';

/** Code Analyzer message IDs and the mtame codes that report the same thing. An ID not listed
 *  here (`AGROW`, `NASGU`: things mtame does not report) silences nothing of mtame's. */
export const CODE_ANALYZER_IDS: Readonly<Record<string, readonly string[]>> = {
  // "This statement (and possibly following ones) cannot be reached."
  UNRCH: ['unreachable-code'],
  // "'x' might be used before it is defined" (a variable the analyzer cannot see defined).
  NODEF: ['unassigned-variable', 'undefined-name'],
  // "To avoid conflicts with functions on the path, specify variables to load from file."
  LOAD: ['wild-feature'],
  // str2num evaluates its argument (with eval).
  ST2NM: ['wild-feature'],
};

/** The `EVL...` family (`EVLEQ`, `EVLCS`, `EVLDIR`, ...): uses of eval. */
function meaning(id: string): readonly string[] {
  if (id.startsWith('EVL')) return ['wild-feature'];
  return CODE_ANALYZER_IDS[id] ?? [id];
}

interface LineRule {
  all: boolean;
  codes: Set<string>;
}

export function suppressed(diagnostics: Diagnostic[], comments: readonly Comment[]): Diagnostic[] {
  const byLine = new Map<number, LineRule>();
  const fileWide = new Set<string>();
  for (const c of comments) {
    if (c.pragma?.name !== 'ok') continue;
    const rule = byLine.get(c.span.line) ?? { all: false, codes: new Set<string>() };
    byLine.set(c.span.line, rule);
    // `%#ok` alone, or with a remark after it (no angle brackets): the whole line.
    if (!/^#ok\s*</.test(c.text)) {
      rule.all = true;
      continue;
    }
    for (const arg of c.pragma.args) {
      const wide = arg.startsWith('*');
      for (const code of meaning(wide ? arg.slice(1) : arg)) (wide ? fileWide : rule.codes).add(code);
    }
  }
  if (byLine.size === 0) return diagnostics;
  return diagnostics.filter((d) => {
    if (fileWide.has(d.code)) return false;
    const rule = byLine.get(d.span.line);
    return rule === undefined || (!rule.all && !rule.codes.has(d.code));
  });
}
