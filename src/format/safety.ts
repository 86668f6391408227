// The safety net: the formatted text must parse to the same program as the original. Trees are
// compared without positions, comments by their text up to trailing blanks (which the
// formatter removes), and the diagnostics by severity, code and message.
import { fileStart, stripSpans, treeToJson, type Diagnostic, type ParseResult, type Span } from '../syntax/index.js';
import { trimBlanksEnd } from './lines.js';

/** JSON of a tree without positions, line comments' trailing blanks dropped. */
function canonical(node: unknown): string {
  return (
    treeToJson(stripSpans(node), (_key, value: unknown) => {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        const c = value as { type?: unknown; style?: unknown; text?: unknown };
        if (c.type === 'Comment' && c.style === 'line' && typeof c.text === 'string') return { ...c, text: trimBlanksEnd(c.text) };
      }
      return value;
    }) ?? ''
  );
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
  const span = (sameBody ? undefined : firstDifference(before.ast.body, after.ast.body)) ?? firstDiagnosticDifference(before, after) ?? fileStart();
  return {
    severity: 'error',
    code: 'format-unsafe',
    message: `Formatting would change how this file parses (first difference at ${span.line}:${span.column}); the file was left unchanged. Please report this as a bug.`,
    span,
  };
}

/** The span (in the original) of the innermost node around the first place, in source order,
 *  where the two trees differ: both are walked side by side with an explicit stack. */
function firstDifference(a: unknown, b: unknown): Span | undefined {
  // Each pending pair with the span of the innermost node it lies in.
  const pending: Array<{ a: unknown; b: unknown; around: Span | undefined }> = [{ a, b, around: undefined }];
  while (pending.length > 0) {
    const { a: x, b: y, around } = pending.pop()!;
    const here = spanOf(x) ?? around;
    if (x === null || typeof x !== 'object' || y === null || typeof y !== 'object') {
      if (canonical(x) !== canonical(y)) return here;
      continue;
    }
    if (Array.isArray(x) !== Array.isArray(y)) return here;
    if (Array.isArray(x)) {
      const other = y as unknown[];
      if (x.length !== other.length) return spanOf(x[Math.min(x.length, other.length)]) ?? spanOf(x[x.length - 1]) ?? here;
      for (let k = x.length - 1; k >= 0; k--) pending.push({ a: x[k], b: other[k], around: here });
      continue;
    }
    const keys = canonicalKeys(x);
    if (keys.join() !== canonicalKeys(y).join()) return here;
    // A comment compares by its text up to trailing blanks, as `canonical` does.
    if ((x as { type?: unknown }).type === 'Comment') {
      if (canonical(x) !== canonical(y)) return here;
      continue;
    }
    for (let k = keys.length - 1; k >= 0; k--) pending.push({ a: (x as Record<string, unknown>)[keys[k]], b: (y as Record<string, unknown>)[keys[k]], around: here });
  }
  return undefined;
}

/** An object's keys as the comparison sees them: no positions, no undefined members. */
function canonicalKeys(o: object): string[] {
  return Object.entries(o)
    .filter(([k, v]) => k !== 'span' && k !== 'nameSpan' && v !== undefined)
    .map(([k]) => k);
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
