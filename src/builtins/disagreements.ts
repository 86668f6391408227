// Known disagreements between the spec and the learned tables, each with its reason: the
// file data/disagreements.tsv, `builtin<TAB>call<TAB>classes<TAB>learned<TAB>reason`. A line
// covers every cell it matches: `call` is a call's text or `*`; `classes` a comma list with one
// class, class group or `*` per placeholder (or `*` for the whole list); `learned` the
// runtime's result or `*`.
import { CLASS_GROUPS } from './classes.js';
import type { CellComparison } from './agreement.js';
import { callText } from './probe.js';

export interface KnownDisagreement {
  readonly builtin: string;
  readonly call: string;
  readonly classes: readonly string[];
  readonly learned: string;
  readonly reason: string;
  readonly line: number;
}

export const DISAGREEMENTS_FILE = 'disagreements.tsv';

export function parseDisagreements(text: string): KnownDisagreement[] {
  const out: KnownDisagreement[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '' || line.startsWith('#')) return;
    const [builtin = '', call = '*', classes = '*', learned = '*', reason = ''] = line.split('\t');
    out.push({ builtin, call, classes: classes === '*' ? ['*'] : classes.split(','), learned, reason, line: i + 1 });
  });
  return out;
}

function classMatches(pattern: string, cls: string): boolean {
  if (pattern === '*' || pattern === cls) return true;
  return pattern.split('|').some((p) => p === cls || (CLASS_GROUPS.get(p) as readonly string[] | undefined)?.includes(cls) === true);
}

export function matchesDisagreement(k: KnownDisagreement, c: CellComparison): boolean {
  const { row } = c;
  if (k.builtin !== row.builtin) return false;
  if (k.call !== '*' && k.call.replace(/\s+/g, '') !== callText(row.builtin, row.template).replace(/\s+/g, '')) return false;
  if (k.learned !== '*' && k.learned !== row.result) return false;
  if (k.classes.length === 1 && k.classes[0] === '*') return true;
  return k.classes.length === row.classes.length && k.classes.every((p, i) => classMatches(p, row.classes[i]!));
}

/** The first known disagreement that explains a cell. */
export function explain(known: readonly KnownDisagreement[], c: CellComparison): KnownDisagreement | undefined {
  return known.find((k) => matchesDisagreement(k, c));
}
