// The safety net: the formatted text must parse to the same program as the original. Trees are
// compared without positions, comments by their text up to trailing blanks (which the
// formatter removes), and the diagnostics by severity, code and message.
import { stripSpans, type Diagnostic, type ParseResult, type Span } from '../syntax/index.js';
import { trimBlanksEnd } from './lines.js';

/** JSON of a tree without positions, line comments' trailing blanks dropped. */
function canonical(node: unknown): string {
  return JSON.stringify(stripSpans(node), (_key, value: unknown) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const c = value as { type?: unknown; style?: unknown; text?: unknown };
      if (c.type === 'Comment' && c.style === 'line' && typeof c.text === 'string') return { ...c, text: trimBlanksEnd(c.text) };
    }
    return value;
  });
}

function fileShape(r: ParseResult): string {
  const { ast } = r;
  const diagnostics = r.diagnostics.map((d) => `${d.severity} ${d.code} ${d.message}`);
  return canonical({ dialect: ast.dialect, fileKind: ast.fileKind, comments: ast.comments, diagnostics });
}

/** Undefined when both parses agree; else a `format-unsafe` diagnostic at the first difference. */
export function compareParses(before: ParseResult, after: ParseResult): Diagnostic | undefined {
  const sameBody = canonical(before.ast.body) === canonical(after.ast.body);
  if (sameBody && fileShape(before) === fileShape(after)) return undefined;
  const span = (sameBody ? undefined : firstDifference(before.ast.body, after.ast.body)) ?? firstDiagnosticDifference(before, after) ?? START;
  return {
    severity: 'error',
    code: 'format-unsafe',
    message: `Formatting would change how this file parses (first difference at ${span.line}:${span.column}); the file was left unchanged. Please report this as a bug.`,
    span,
  };
}

const START: Span = { offset: 0, endOffset: 0, line: 1, column: 1, endLine: 1, endColumn: 1 };

/** The span (in the original) of the innermost node where the two trees first differ. */
function firstDifference(a: unknown, b: unknown): Span | undefined {
  if (Array.isArray(a)) {
    const other = Array.isArray(b) ? b : [];
    for (let i = 0; i < Math.max(a.length, other.length); i++) {
      if (canonical(a[i]) !== canonical(other[i])) return firstDifference(a[i], other[i]) ?? spanOf(a[i]) ?? spanOf(a[a.length - 1]);
    }
    return undefined;
  }
  if (a === null || typeof a !== 'object') return undefined;
  const other = (b !== null && typeof b === 'object' ? b : {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(a)) {
    if (key === 'span' || key === 'nameSpan') continue;
    if (canonical(value) !== canonical(other[key])) return firstDifference(value, other[key]) ?? spanOf(a);
  }
  return spanOf(a);
}

function spanOf(x: unknown): Span | undefined {
  if (x === null || typeof x !== 'object') return undefined;
  const s = (x as { span?: Span }).span;
  return s !== undefined && typeof s.line === 'number' ? s : undefined;
}

function firstDiagnosticDifference(a: ParseResult, b: ParseResult): Span | undefined {
  const key = (d: Diagnostic | undefined) => (d ? `${d.severity} ${d.code} ${d.message}` : '');
  for (let i = 0; i < Math.max(a.diagnostics.length, b.diagnostics.length); i++) {
    if (key(a.diagnostics[i]) !== key(b.diagnostics[i])) return a.diagnostics[i]?.span;
  }
  return undefined;
}
