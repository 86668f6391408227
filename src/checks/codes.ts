// Every diagnostic code mtame reports, with its default severity and a one-line description
// (used for SARIF rules and `mtame.json` severity overrides), from the codes' documentation.
import type { Severity } from '../syntax/index.js';
import { RULE_DOCS } from './rules/index.js';

export interface CodeInfo {
  severity: Severity;
  description: string;
}

/** Every code, made from its documentation record (src/checks/rules: one place to keep). */
export const CODES: Readonly<Record<string, CodeInfo>> = Object.fromEntries(RULE_DOCS.map((r) => [r.code, { severity: r.severity, description: r.summary }]));

export function codeInfo(code: string): CodeInfo {
  return CODES[code] ?? { severity: 'error', description: code };
}
