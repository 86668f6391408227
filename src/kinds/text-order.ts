// The flow-sensitive analysis follows every path, a loop's back edge too; MATLAB decides each
// name in the order of the text (the MATLAB 7 walk). Where the two disagree about a conflict, the
// text order is MATLAB's answer: `[~, rank] = sort(x)` in one branch and `rank(i)` written after
// it in another is a variable there for MATLAB, even on the path where the loop's first round
// reaches the use before any assignment ran. Such a use reads a variable that may be unassigned,
// which is unassigned-variable's to report, not a kind conflict.
import type { FileKinds } from './analyze.js';

/** The flow-sensitive kinds, with the names whose conflict the text order does not see taking
 *  the text order's kinds (and losing their kind-conflict findings). Both analyses must be of
 *  the same tree: occurrences are matched by node. */
export function inTextOrder(flow: FileKinds, text: FileKinds): FileKinds {
  const kindOf = new Map(flow.kindOf);
  const units = flow.units.map((u, k) => {
    const t = text.units[k];
    const settled = t ? u.conflicts.filter((n) => !t.conflicts.includes(n)) : [];
    if (settled.length === 0) return u;
    const occurrences = u.occurrences.map((o) => {
      const kind = settled.includes(o.name) ? text.kindOf.get(o.node) : undefined;
      if (kind === undefined) return o;
      kindOf.set(o.node, kind);
      return { ...o, kind };
    });
    const kinds = { ...u.kinds };
    for (const n of settled) if (t.kinds[n] !== undefined) kinds[n] = t.kinds[n];
    const diagnostics = u.diagnostics.filter((d) => d.code !== 'kind-conflict' || !settled.includes(/^'([^']+)'/.exec(d.message)?.[1] ?? ''));
    return { ...u, kinds, occurrences, diagnostics, conflicts: u.conflicts.filter((n) => !settled.includes(n)) };
  });
  return { ...flow, units, kindOf };
}
