// Every diagnostic code's documentation; codes.ts's table is made from it. The records live beside the
// layer that reports the code, one file per layer; scripts/rule-docs.mjs makes the pages of
// docs/rules/ and the table of docs/diagnostics.md from them.
import { RULES as ANALYSIS } from './analysis.js';
import { RULES as CHECKS } from './checks.js';
import { RULES as CHECKS_FLOW } from './checks-flow.js';
import { RULES as KINDS } from './kinds.js';
import { RULES as PROJECT } from './project.js';
import type { RuleDoc } from './rule.js';
import { RULES as SYNTAX } from './syntax.js';
import { RULES as TOOL } from './tool.js';

export type { RuleDoc } from './rule.js';

/** The records of each file of this folder, by the file's path in the repository. */
export const RULE_FILES: ReadonlyArray<{ readonly file: string; readonly rules: readonly RuleDoc[] }> = [
  { file: 'src/checks/rules/syntax.ts', rules: SYNTAX },
  { file: 'src/checks/rules/project.ts', rules: PROJECT },
  { file: 'src/checks/rules/kinds.ts', rules: KINDS },
  { file: 'src/checks/rules/checks.ts', rules: CHECKS },
  { file: 'src/checks/rules/checks-flow.ts', rules: CHECKS_FLOW },
  { file: 'src/checks/rules/analysis.ts', rules: ANALYSIS },
  { file: 'src/checks/rules/tool.ts', rules: TOOL },
];

const byCode = new Map<string, RuleDoc>();
const fileOf = new Map<string, string>();
for (const { file, rules } of RULE_FILES) {
  for (const r of rules) {
    byCode.set(r.code, r);
    fileOf.set(r.code, file);
  }
}

/** All the records, by layer, in the order of RULE_FILES: the order of docs/diagnostics.md and
 *  of CODES, which is made from them. */
export const RULE_DOCS: readonly RuleDoc[] = RULE_FILES.flatMap((f) => f.rules);

export function ruleDoc(code: string): RuleDoc | undefined {
  return byCode.get(code);
}

/** The file of src/checks/rules that holds the record of `code`. */
export function ruleSource(code: string): string | undefined {
  return fileOf.get(code);
}
