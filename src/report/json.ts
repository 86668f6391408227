// The JSON report (documented in docs/check-output.md).
import type { FileResult, Summary } from './model.js';

export function formatJson(results: readonly FileResult[], summary: Summary): string {
  const diagnostics = results.flatMap((r) =>
    r.diagnostics.map((d) => ({
      file: r.path,
      line: d.span.line,
      column: d.span.column,
      endLine: d.span.endLine,
      endColumn: d.span.endColumn,
      severity: d.severity,
      code: d.code,
      message: d.message,
      ...(d.fix ? { fix: d.fix } : {}),
      ...(d.related ? { related: d.related.map((x) => ({ file: x.file ?? r.path, line: x.span.line, column: x.span.column, message: x.message })) } : {}),
    })),
  );
  return JSON.stringify({ diagnostics, summary }, null, 2) + '\n';
}
