// Variables of a function that only ever hold what its caller passed in: an input, an element
// or field of one (`f = varargin{k}`, `f = opts.fun`), a copy of such a variable, or a
// constant. `feval(f, x)` of such a variable calls what the caller chose, ordinary higher-order
// code like `feval` of a handle argument, not a function name built here (lobpcg's
// `operatorB = varargin{j}; ... feval(operatorB, x)`).
import { assignedNames, childBlocks, type IrFunction, type Stmt } from '../tame/index.js';

const known = new WeakMap<IrFunction, ReadonlySet<string>>();

export function passedIn(fn: IrFunction): ReadonlySet<string> {
  let names = known.get(fn);
  if (!names) known.set(fn, (names = findPassedIn(fn)));
  return names;
}

function findPassedIn(fn: IrFunction): Set<string> {
  // For each assigned name, the variables its values are read from; `other` for any other way
  // of assigning it (a call's result, a loop variable, an element written into it).
  const sources = new Map<string, string[]>();
  const other = new Set<string>();
  const from = (target: string | null, source?: string): void => {
    if (target === null) return;
    const list = sources.get(target) ?? [];
    if (source !== undefined) list.push(source);
    sources.set(target, list);
  };
  const visit = (block: readonly Stmt[]): void => {
    for (const s of block) {
      switch (s.op) {
        case 'literal': from(s.target); break;
        case 'copy': from(s.target, s.source); break;
        case 'arrayGet': for (const t of s.targets) from(t, s.array); break;
        case 'cellGet': for (const t of s.targets) from(t, s.cell); break;
        case 'dotGet': for (const t of s.targets) from(t, s.base); break;
        default:
          for (const t of assignedNames(s)) if (t !== null) other.add(t);
          if (s.op === 'try' && s.catchVar) other.add(s.catchVar);
      }
      for (const b of childBlocks(s)) visit(b);
    }
  };
  visit(fn.body);
  const passed = new Set<string>([...fn.inputs, ...sources.keys()].filter((n) => !other.has(n)));
  // The largest set closed under "every source is passed in": drop names until none changes.
  for (let changed = true; changed; ) {
    changed = false;
    for (const n of passed) {
      if ((sources.get(n) ?? []).every((src) => passed.has(src))) continue;
      passed.delete(n);
      changed = true;
    }
  }
  return passed;
}
