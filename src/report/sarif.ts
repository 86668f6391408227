// SARIF 2.1.0, the format GitHub code scanning reads: one run, one rule per diagnostic code.
import type { Log, ReportingDescriptor, Result } from 'sarif';
import { CODES, ruleDoc } from '../checks/index.js';
import type { Diagnostic } from '../syntax/index.js';
import { fingerprints } from './fingerprint.js';
import type { FileResult } from './model.js';

/** Where a code's page is: the package's own docs/rules/, as published with this version. */
export function ruleUri(code: string, version: string): string {
  return `https://unpkg.com/mtame@${version}/docs/rules/${code}.md`;
}

const LEVEL: Record<Diagnostic['severity'], Result.level> = { error: 'error', warning: 'warning', info: 'note' };

export function formatSarif(results: readonly FileResult[], version: string): string {
  const used = [...new Set(results.flatMap((r) => r.diagnostics.map((d) => d.code)))].sort();
  const rules: ReportingDescriptor[] = used.map((id) => ({
    id,
    shortDescription: { text: CODES[id]?.description ?? id },
    ...(ruleDoc(id) ? { fullDescription: { text: ruleDoc(id)!.what }, help: { text: ruleDoc(id)!.fix, markdown: ruleDoc(id)!.fix } } : {}),
    helpUri: ruleUri(id, version),
    defaultConfiguration: { level: LEVEL[CODES[id]?.severity ?? 'error'] },
  }));
  const index = new Map(used.map((id, k) => [id, k]));
  const location = (file: string, span: Diagnostic['span']) => ({
    physicalLocation: {
      artifactLocation: { uri: toUri(file) },
      region: { startLine: span.line, startColumn: span.column, endLine: span.endLine, endColumn: span.endColumn },
    },
  });
  const sarifResults: Result[] = results.flatMap((r) => {
    const prints = fingerprints(r);
    return r.diagnostics.map((d, k) => ({
      ruleId: d.code,
      ruleIndex: index.get(d.code),
      level: LEVEL[d.severity],
      message: { text: d.message },
      locations: [location(r.path, d.span)],
      ...(d.related ? { relatedLocations: d.related.map((x, id) => ({ id, message: { text: x.message }, ...location(x.file ?? r.path, x.span) })) } : {}),
      // Stable across line moves (see fingerprint.ts); the source text must be known.
      ...(r.text !== undefined ? { partialFingerprints: { 'mtameFingerprint/v1': `${prints[k].fingerprint}:${prints[k].place}` } } : {}),
    }));
  });
  const log: Log = {
    version: '2.1.0',
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    runs: [{ tool: { driver: { name: 'mtame', version, informationUri: 'https://www.npmjs.com/package/mtame', rules } }, results: sarifResults }],
  };
  return JSON.stringify(log, null, 2) + '\n';
}

/** Relative paths stay relative (SARIF resolves them against the checkout); '\' becomes '/'. */
function toUri(path: string): string {
  return encodeURI(path.replace(/\\/g, '/'));
}
