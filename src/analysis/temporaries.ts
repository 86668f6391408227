// Temporaries that die at a statement: a temporary used by exactly one statement of the
// function, in the same statement list that defines it, is dropped from the flow right after
// that use. Flows then hold the source variables and a few live temporaries instead of every
// temporary of the function, which keeps copying and joining them cheap.
import { childBlocks, type Arg, type IrFunction, type Stmt } from '../tame/index.js';

/** The variables a list of arguments reads (a colon reads none). */
export function argNames(args: readonly Arg[]): string[] {
  const out: string[] = [];
  for (const a of args) if (a.kind !== 'colon') out.push(a.name);
  return out;
}

/** The variables a statement reads. `required`: only those that must hold a value for it to
 *  run (see unpassed-inputs' requiredReads): not the array, cell or struct an assignment
 *  updates (`x(3) = 1` makes x), nor what an anonymous function captures (read when it is
 *  called), nor a control statement's test. */
export function statementReads(s: Stmt, required = false): string[] {
  switch (s.op) {
    case 'copy':
      return [s.source];
    case 'call':
      return argNames(s.args);
    case 'end':
      return [s.array];
    case 'arrayGet':
      return required && s.update ? argNames(s.args) : [s.array, ...argNames(s.args)];
    case 'arraySet':
      return [...(required ? [] : [s.array]), s.source, ...argNames(s.args)];
    case 'cellGet':
      return required && s.update ? argNames(s.args) : [s.cell, ...argNames(s.args)];
    case 'cellSet':
      return [...(required ? [] : [s.cell]), s.source, ...argNames(s.args)];
    case 'dotGet':
      return [...(required && s.update ? [] : [s.base]), ...(s.field.kind === 'dynamic' ? [s.field.var] : [])];
    case 'dotSet':
      return [...(required ? [] : [s.base]), s.source, ...(s.field.kind === 'dynamic' ? [s.field.var] : [])];
    case 'lambda':
      return required ? [] : [...s.captured];
    case 'cellLiteral':
      return s.rows.flatMap(argNames);
    case 'if':
    case 'while':
      return required ? [] : [s.cond];
    case 'for':
      if (required) return [];
      return s.range.kind === 'range' ? [s.range.lower, s.range.upper, ...(s.range.inc ? [s.range.inc] : [])] : [s.range.array];
    default:
      return [];
  }
}

function writes(s: Stmt): string[] {
  if ('target' in s) return [s.target];
  if ('targets' in s) return (s.targets as readonly (string | null)[]).filter((t): t is string => t !== null);
  return [];
}

/** Computed once per function: every context and every re-analysis of it asks again. */
const known = new WeakMap<IrFunction, ReadonlyMap<Stmt, readonly string[]>>();

export function deadTemporaries(fn: IrFunction): ReadonlyMap<Stmt, readonly string[]> {
  let dead = known.get(fn);
  if (!dead) known.set(fn, (dead = findDeadTemporaries(fn)));
  return dead;
}

function findDeadTemporaries(fn: IrFunction): Map<Stmt, string[]> {
  const isTemp = (n: string) => n.startsWith(fn.tempPrefix) && /^\d+$/.test(n.slice(fn.tempPrefix.length));
  const uses = new Map<string, number>();
  const defs = new Map<string, readonly Stmt[] | null>();
  const walk = (block: readonly Stmt[]) => {
    for (const s of block) {
      for (const r of statementReads(s)) if (isTemp(r)) uses.set(r, (uses.get(r) ?? 0) + 1);
      for (const w of writes(s)) if (isTemp(w)) defs.set(w, defs.has(w) && defs.get(w) !== block ? null : block);
      for (const c of childBlocks(s)) walk(c);
    }
  };
  walk(fn.body);
  const out = new Map<Stmt, string[]>();
  const mark = (block: readonly Stmt[]) => {
    for (const s of block) {
      const kids = childBlocks(s);
      if (kids.length === 0) {
        const dead = statementReads(s).filter((r) => isTemp(r) && uses.get(r) === 1 && defs.get(r) === block && !writes(s).includes(r));
        if (dead.length > 0) out.set(s, dead);
      }
      for (const c of kids) mark(c);
    }
  };
  mark(fn.body);
  return out;
}
