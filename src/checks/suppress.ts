// Suppression the way MATLAB users already write it: `%#ok` at the end of a line silences
// every diagnostic on that line, `%#ok<code1,code2>` only those codes.
import type { Comment, Diagnostic } from '../syntax/index.js';

export function suppressed(diagnostics: Diagnostic[], comments: readonly Comment[]): Diagnostic[] {
  const byLine = new Map<number, string[] | 'all'>();
  for (const c of comments) {
    if (c.pragma?.name !== 'ok') continue;
    const prev = byLine.get(c.span.line);
    if (c.pragma.args.length === 0 || prev === 'all') byLine.set(c.span.line, 'all');
    else byLine.set(c.span.line, [...(prev ?? []), ...c.pragma.args]);
  }
  if (byLine.size === 0) return diagnostics;
  return diagnostics.filter((d) => {
    const rule = byLine.get(d.span.line);
    return rule === undefined || (rule !== 'all' && !rule.includes(d.code));
  });
}
