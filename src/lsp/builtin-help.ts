// What the builtin spec says of a builtin for a reader: its one-line summary, and its class
// rules (MATLAB's) as the call forms it accepts (`(numeric|logical*, 'like', T) -> T`).
import { loadBuiltins } from '../builtins/index.js';

export interface BuiltinHelp {
  readonly summary?: string;
  /** Each form's arguments and result, as the spec's class rules write them. */
  readonly forms: ReadonlyArray<{ readonly args: readonly string[]; readonly result: string }>;
}

export function builtinHelp(name: string): BuiltinHelp | undefined {
  const tree = loadBuiltins();
  const node = tree.node(name);
  if (!node || node.kind === 'group') return undefined;
  const forms = (tree.matlabRules(name) ?? []).flatMap((r) => {
    const m = /^\((.*)\)\s*->\s*(.*)$/.exec(r.text);
    return m ? [{ args: splitTop(m[1]!), result: m[2]!.trim() }] : [];
  });
  return { ...(node.summary ? { summary: node.summary } : {}), forms };
}

/** A rule's argument list split at its top-level commas. */
function splitTop(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const c of list) {
    if (c === '(' || c === '[' || c === '{') depth++;
    if (c === ')' || c === ']' || c === '}') depth--;
    if (c === ',' && depth === 0) {
      out.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}
