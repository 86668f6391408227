// Code actions for mtame's diagnostics: the diagnostic's own fix (a sure one is preferred), and
// silencing its code on the line with `%#ok<code>`, added to a pragma already there.
import { CodeActionKind, type CodeAction, type Diagnostic as LspDiagnostic, type TextEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { parse, type Fix } from '../syntax/index.js';

export function codeActions(doc: TextDocument, diagnostics: readonly LspDiagnostic[]): CodeAction[] {
  const out: CodeAction[] = [];
  let comments: ReturnType<typeof parse>['ast']['comments'] | undefined;
  for (const d of diagnostics) {
    if (d.source !== 'mtame' || typeof d.code !== 'string') continue;
    const fix = (d.data as { fix?: Fix } | undefined)?.fix;
    if (fix) {
      out.push({
        title: fix.message,
        kind: CodeActionKind.QuickFix,
        diagnostics: [d],
        isPreferred: fix.safe,
        edit: { changes: { [doc.uri]: fix.edits.map((e): TextEdit => ({ range: { start: doc.positionAt(e.offset), end: doc.positionAt(e.endOffset) }, newText: e.text })) } },
      });
    }
    comments ??= parse(doc.getText()).ast.comments;
    const silence = silenceEdit(doc, d.range.start.line, d.code, comments);
    if (silence) out.push({ title: `Silence '${d.code}' on this line (%#ok<${d.code}>)`, kind: CodeActionKind.QuickFix, diagnostics: [d], edit: { changes: { [doc.uri]: [silence] } } });
  }
  return out;
}

/** The edit that adds `code` to the line's `%#ok` pragma, or a new pragma before the line's
 *  comment or at its end. Undefined when the line already silences everything. */
function silenceEdit(doc: TextDocument, line: number, code: string, comments: ReturnType<typeof parse>['ast']['comments']): TextEdit | undefined {
  const comment = comments.find((c) => c.style === 'line' && c.span.line === line + 1);
  const at = (character: number) => ({ line, character });
  if (comment?.pragma?.name === 'ok') {
    const m = /^#ok\s*<([^>]*)>/.exec(comment.text);
    if (!m) return undefined;
    // After `%#ok<` and the IDs there: `%#ok<A>` becomes `%#ok<A,code>`.
    const close = comment.span.column - 1 + 1 + m[0].length - 1;
    return { range: { start: at(close), end: at(close) }, newText: m[1].trim() === '' ? code : `,${code}` };
  }
  if (comment) return { range: { start: at(comment.span.column - 1), end: at(comment.span.column - 1) }, newText: `%#ok<${code}> ` };
  const text = doc.getText({ start: at(0), end: at(Number.MAX_SAFE_INTEGER) }).replace(/\r?\n$/, '');
  const end = text.replace(/\s+$/, '').length;
  return { range: { start: at(end), end: at(text.length) }, newText: ` %#ok<${code}>` };
}
