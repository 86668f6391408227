// Variables of a function that only ever hold a folder the code was in: assigned by `pwd` or by
// `cd`'s output (the current folder, or the one `cd(dir)` left), and by nothing else. `cd` back
// to such a variable restores a folder the analysis already knew: `old = pwd; cd(dir); ...;
// cd(old)` hides nothing more than the first `cd` did (which is reported).
import { childBlocks, type IrFunction, type Stmt } from '../tame/index.js';

const known = new WeakMap<IrFunction, ReadonlySet<string>>();

export function savedFolders(fn: IrFunction): ReadonlySet<string> {
  let names = known.get(fn);
  if (!names) known.set(fn, (names = findSavedFolders(fn)));
  return names;
}

function findSavedFolders(fn: IrFunction): Set<string> {
  const saved = new Set<string>();
  const other = new Set<string>(fn.inputs);
  const visit = (block: readonly Stmt[]): void => {
    for (const s of block) {
      if (s.op === 'call') {
        const folderCall = s.fn === 'pwd' || s.fn === 'cd';
        s.targets.forEach((t, i) => {
          if (t === null) return;
          if (folderCall && i === 0) saved.add(t);
          else other.add(t);
        });
      } else if ('target' in s) other.add(s.target);
      else if ('targets' in s) for (const t of s.targets as readonly (string | null)[]) if (t !== null) other.add(t);
      if (s.op === 'for') other.add(s.variable);
      if (s.op === 'try' && s.catchVar) other.add(s.catchVar);
      for (const b of childBlocks(s)) visit(b);
    }
  };
  visit(fn.body);
  for (const n of other) saved.delete(n);
  return saved;
}
