// mtame's positions and diagnostics in the protocol's terms. mtame's lines and columns are
// 1-based and count UTF-16 code units, as LSP's 0-based positions do, so a span maps directly.
import { pathToFileURL } from 'node:url';
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic, type Range } from 'vscode-languageserver';
import type { Diagnostic, Span } from '../syntax/index.js';
import { ruleUri } from '../report/index.js';

export function rangeOf(span: Span): Range {
  return { start: { line: span.line - 1, character: span.column - 1 }, end: { line: span.endLine - 1, character: span.endColumn - 1 } };
}

const SEVERITY = { error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, info: DiagnosticSeverity.Information } as const;

/** `path`: the file's own path (related places in it have no `file`); `version`: the package's. */
export function toLspDiagnostic(d: Diagnostic, path: string, version: string): LspDiagnostic {
  return {
    range: rangeOf(d.span),
    severity: SEVERITY[d.severity],
    code: d.code,
    codeDescription: { href: ruleUri(d.code, version) },
    source: 'mtame',
    message: d.message,
    ...(d.related ? { relatedInformation: d.related.map((r) => ({ message: r.message, location: { uri: uriOf(r.file ?? path), range: rangeOf(r.span) } })) } : {}),
    // The fix travels with the diagnostic: code actions read it back.
    ...(d.fix ? { data: { fix: d.fix } } : {}),
  };
}

export function uriOf(path: string): string {
  return pathToFileURL(path).href;
}
