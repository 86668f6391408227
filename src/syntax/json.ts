// JSON text of a syntax tree without recursion. `JSON.stringify` recurses in the engine, so a
// flat chain of 100,000 operators (a left-deep tree that deep) overflows its stack; this writer
// keeps its own stack and gives the same text as `JSON.stringify(value, replacer, indent)` for
// the plain data trees are made of (objects, arrays, strings, numbers, booleans, null), except
// that indentation stops growing 40 levels down.

const MAX_INDENT = 40;

type Replacer = (key: string, value: unknown) => unknown;

/** An array or object being written: its members left to write, and where it is. */
interface Open {
  readonly close: string;
  readonly members: Array<[string, unknown]>;
  readonly isArray: boolean;
  readonly depth: number;
  next: number;
  /** Members written so far (undefined object members are skipped, as JSON.stringify does). */
  written: number;
}

export function treeToJson(value: unknown, replacer?: Replacer, indent = 0): string | undefined {
  const pad = ' '.repeat(Math.min(10, Math.max(0, indent)));
  const out: string[] = [];
  const stack: Open[] = [];
  // Indentation stops growing below MAX_INDENT levels: whitespace means nothing to a reader of
  // JSON, and indenting a 100,000-deep chain in full would take gigabytes.
  const newline = (depth: number): string => (pad === '' ? '' : '\n' + pad.repeat(Math.min(depth, MAX_INDENT)));

  /** Writes a primitive, or opens an array or object; false when the value writes nothing. */
  const begin = (key: string, raw: unknown, depth: number, inArray: boolean): boolean => {
    let v = raw;
    if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function') {
      v = (v as { toJSON: (k: string) => unknown }).toJSON(key);
    }
    if (replacer) v = replacer(key, v);
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') {
      if (!inArray) return false;
      out.push('null');
      return true;
    }
    if (v === null || typeof v !== 'object') {
      out.push(JSON.stringify(v));
      return true;
    }
    if (Array.isArray(v)) {
      stack.push({ close: ']', members: v.map((x, k) => [String(k), x]), isArray: true, depth, next: 0, written: 0 });
      out.push('[');
    } else {
      stack.push({ close: '}', members: Object.entries(v), isArray: false, depth, next: 0, written: 0 });
      out.push('{');
    }
    return true;
  };

  if (!begin('', value, 0, false)) return undefined;
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if (top.next >= top.members.length) {
      stack.pop();
      out.push(top.written > 0 ? newline(top.depth) + top.close : top.close);
      continue;
    }
    const [key, member] = top.members[top.next++];
    const mark = out.length;
    out.push(top.written > 0 ? ',' : '', newline(top.depth + 1));
    if (!top.isArray) out.push(JSON.stringify(key), pad === '' ? ':' : ': ');
    if (begin(key, member, top.depth + 1, top.isArray)) top.written++;
    else out.length = mark;
  }
  return out.join('');
}
