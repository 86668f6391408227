// How deep a tree is, measured without recursion (the tree may be too deep to recurse over),
// and whether a walk over one ran out of stack.

/** The engine's stack overflow: the limits of nesting are measured to keep every walk inside the
 *  stack, and each layer turns this, should it still happen, into a diagnostic, never a crash. */
export function isStackOverflow(e: unknown): e is RangeError {
  return e instanceof RangeError && /call stack/i.test(e.message);
}

/** The number of nested objects and arrays below `node`; positions (`span`) do not count, nor
 *  does a binary operation's left operand (a flat chain `a + b + c ...` is not nesting: every
 *  consumer walks it with a loop, see `binaryChain`). */
export function treeDepth(node: object): number {
  let max = 0;
  const nodes: object[] = [node];
  const depths: number[] = [1];
  while (nodes.length > 0) {
    const v = nodes.pop()!;
    const d = depths.pop()!;
    if (d > max) max = d;
    if (Array.isArray(v)) {
      for (const c of v) {
        if (c !== null && typeof c === 'object') {
          nodes.push(c);
          depths.push(d + 1);
        }
      }
      continue;
    }
    const binary = (v as { type?: unknown }).type === 'Binary';
    for (const key in v) {
      if (key === 'span' || key === 'nameSpan') continue;
      const c = (v as Record<string, unknown>)[key];
      if (c !== null && typeof c === 'object') {
        nodes.push(c);
        depths.push(binary && key === 'left' ? d : d + 1);
      }
    }
  }
  return max;
}

/** Appends every item to `into`. `into.push(...items)` passes each item as an argument on the
 *  stack, and a matrix literal of a data file (MATPOWER's cases: 177,000 numbers) has more items
 *  than the stack holds. */
export function pushAll<T>(into: T[], items: readonly T[]): void {
  for (const item of items) into.push(item);
}
