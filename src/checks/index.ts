// The checks layer's public surface: the diagnostics of a file, and the catalogue of codes.
export { checkFile, type CheckOptions } from './check-file.js';
export { CODES, codeInfo, type CodeInfo } from './codes.js';
export { editDistance, suggester, suggestionNames } from './undefined.js';
export { observationsHold, valueDiagnostics, type EntryPoint, type ValueCheckOptions } from './values.js';
export { suppressed } from './suppress.js';
export { outsideExpectedFailures } from './expected-errors.js';
export { outsideDeadCode } from './unreachable.js';
export { RULE_DOCS, ruleDoc, type RuleDoc } from './rules/index.js';
