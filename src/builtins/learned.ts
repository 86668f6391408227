// The learned tables as text: data/learned-classes.tsv and data/learned-complexity.tsv, one
// row per (call, argument classes): `builtin<TAB>call<TAB>classes<TAB>result<TAB>note`.
import type { LearnedRow } from './learn-script.js';
import { callText, splitArgs } from './probe.js';

export const LEARNED_CLASSES_FILE = 'learned-classes.tsv';
export const LEARNED_COMPLEXITY_FILE = 'learned-complexity.tsv';

const COLUMNS = '# builtin\tcall\tclasses\tresult\tnote';

export function formatLearned(rows: readonly LearnedRow[], header: readonly string[]): string {
  const lines = [...header.map((h) => `# ${h}`), COLUMNS];
  for (const r of rows) {
    lines.push([r.builtin, callText(r.builtin, r.template), r.classes.join(',') || '-', r.result, r.note].join('\t'));
  }
  return lines.join('\n') + '\n';
}

/** The template back from a call's text: `plus(X, Y)` gives `X, Y`. */
function templateOf(builtin: string, call: string): string {
  const inner = call.startsWith(`${builtin}(`) && call.endsWith(')') ? call.slice(builtin.length + 1, -1) : call;
  return splitArgs(inner).join(', ');
}

export function parseLearned(text: string): LearnedRow[] {
  const rows: LearnedRow[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line === '' || line.startsWith('#')) continue;
    const [builtin = '', call = '', classes = '', result = '', note = ''] = line.split('\t');
    rows.push({ builtin, template: templateOf(builtin, call), classes: classes === '-' ? [] : classes.split(','), result, note });
  }
  return rows;
}

/** A row's identity, for comparing two runs. */
export function rowKey(r: Pick<LearnedRow, 'builtin' | 'template' | 'classes'>): string {
  return `${r.builtin}\t${r.template}\t${r.classes.join(',')}`;
}
