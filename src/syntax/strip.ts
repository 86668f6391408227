// A copy of a tree without positions, for comparing trees (round trips, golden files).

const POSITION_KEYS = new Set(['span', 'nameSpan']);

/** Deep-copies `node` without `span`/`nameSpan`; iterative, so deep trees cannot overflow. */
export function stripSpans<T>(node: T): T {
  const root: { v: unknown } = { v: undefined };
  const work: Array<[unknown, { [k: string]: unknown } | unknown[], string | number]> = [[node, root as { [k: string]: unknown }, 'v']];
  while (work.length > 0) {
    const [src, parent, key] = work.pop()!;
    let copy: unknown = src;
    if (Array.isArray(src)) {
      const arr: unknown[] = new Array(src.length);
      for (let k = src.length - 1; k >= 0; k--) work.push([src[k], arr, k]);
      copy = arr;
    } else if (src !== null && typeof src === 'object') {
      const obj: { [k: string]: unknown } = {};
      const entries = Object.entries(src);
      for (const [k, v] of entries) if (!POSITION_KEYS.has(k) && v !== undefined) obj[k] = undefined;
      for (let k = entries.length - 1; k >= 0; k--) {
        const [name, v] = entries[k];
        if (!POSITION_KEYS.has(name) && v !== undefined) work.push([v, obj, name]);
      }
      copy = obj;
    }
    (parent as { [k: string]: unknown })[key as string] = copy;
  }
  return root.v as T;
}
