// The report layer's public surface: diagnostics as text, JSON or SARIF.
export { summarize, type FileResult, type Summary } from './model.js';
export { formatText, type TextOptions } from './text.js';
export { formatJson } from './json.js';
export { formatSarif, ruleUri } from './sarif.js';
export { fingerprints } from './fingerprint.js';
export { variablesOf, type VariableRecord } from './tame.js';
