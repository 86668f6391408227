// The variables a script makes in the workspace that runs it: the names it assigns, declares
// global or persistent, loops over or catches into, and those of the scripts it runs in turn.
// A function that runs a script (`eeg_global;`) has these variables from there on.
import { innerBlocks, type Expr, type Stmt, pushAll } from '../syntax/index.js';
import type { FileModel } from './model.js';

/** How deep a chain of scripts running scripts is followed. */
const DEPTH = 3;

const memo = new WeakMap<FileModel, readonly string[]>();

/** `runs(name)`: the script a bare call of `name` inside the script runs, if it is one. */
export function scriptVariables(file: FileModel, runs: (name: string) => FileModel | undefined, depth = DEPTH): readonly string[] {
  const known = memo.get(file);
  if (known) return known;
  const names = new Set<string>();
  memo.set(file, []); // a script that runs itself adds nothing more
  const work: Stmt[] = [...file.ast.body];
  while (work.length > 0) {
    const s = work.pop()!;
    if (s.type === 'Function') continue;
    if (s.type === 'Assign') for (const t of s.targets) addRoot(t, names);
    else if (s.type === 'Global' || s.type === 'Persistent') for (const n of s.names) names.add(n.name);
    else if (s.type === 'For') addRoot(s.variable, names);
    else if (s.type === 'Try' && s.catchVar) names.add(s.catchVar.name);
    const called = s.type === 'Command' && s.args.length === 0 ? s.name.name : s.type === 'ExprStmt' && s.expr.type === 'Identifier' ? s.expr.name : undefined;
    const inner = called !== undefined && depth > 1 ? runs(called) : undefined;
    if (inner && inner !== file) for (const n of scriptVariables(inner, runs, depth - 1)) names.add(n);
    for (const b of innerBlocks(s)) pushAll(work, b);
  }
  const out = [...names].sort();
  memo.set(file, out);
  return out;
}

function addRoot(t: Expr, into: Set<string>): void {
  let cur = t;
  while (cur.type === 'Index' || cur.type === 'CellIndex' || cur.type === 'Field' || cur.type === 'DynamicField') cur = cur.target;
  if (cur.type === 'Identifier') into.add(cur.name);
  else if (cur.type === 'Matrix') for (const e of cur.rows.flat()) addRoot(e, into);
}
