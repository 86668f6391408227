// The call edges of the specialisations being analysed, kept without duplicates (one per callee
// and call site) in time linear in the calls: an operator's edges stay in its function's list
// for a whole pass, so a scan of the list per call was quadratic in big functions.
import type { Span } from '../syntax/index.js';
import type { Specialization } from './specialization.js';

export class CallEdges {
  private readonly index = new WeakMap<Specialization, { keys: Map<string, number>; at: string[] }>();

  /** Adds the edge to `to` at `span` to the specialisation's calls, unless it has it. */
  add(spec: Specialization, to: string, builtin: boolean, span: Span): void {
    let seen = this.index.get(spec);
    if (!seen) this.index.set(spec, (seen = { keys: new Map(), at: [] }));
    const { keys, at } = seen;
    // The list only grows, or is cut at its end (a new pass empties it; a call statement's
    // edges are taken back after it runs): the index follows it from its end.
    while (at.length > spec.calls.length) {
      const k = at.pop()!;
      const n = keys.get(k)!;
      if (n > 1) keys.set(k, n - 1);
      else keys.delete(k);
    }
    while (at.length < spec.calls.length) {
      const e = spec.calls[at.length];
      const k = edgeKey(e.to, e.span.offset);
      at.push(k);
      keys.set(k, (keys.get(k) ?? 0) + 1);
    }
    if (keys.has(edgeKey(to, span.offset))) return;
    spec.calls.push({ from: spec.id, to, builtin, file: spec.fn.file, span });
  }
}

function edgeKey(to: string, offset: number): string {
  return `${offset}\u0000${to}`;
}
