// The file a `run` statement runs, when its text says so: `run setupy`, `run('matlab/vl_setupnn')`,
// or MatConvNet's `run(fullfile(fileparts(mfilename('fullpath')), 'matlab', 'vl_setupnn.m'))`,
// whose folder is not known but whose file is. A `run` of a function file only calls that
// function with no arguments: it cannot change this workspace's variables, as a script would.
import { childBlocks, type IrFunction, type Stmt } from '../tame/index.js';
import type { Span } from '../syntax/index.js';

/** The name (no folder, no `.m`) of the file the `run` call at `span` runs, when it is known. */
export function runFileName(fn: IrFunction, span: Span): string | undefined {
  const defs = new Map<string, Stmt[]>();
  let call: (Stmt & { op: 'call' }) | undefined;
  const visit = (block: readonly Stmt[]): void => {
    for (const s of block) {
      if (s.op === 'call' && s.fn === 'run' && s.span.offset === span.offset) call = s;
      for (const t of targetsOf(s)) defs.set(t, [...(defs.get(t) ?? []), s]);
      for (const b of childBlocks(s)) visit(b);
    }
  };
  visit(fn.body);
  const arg = call?.args.length === 1 && call.args[0]!.kind === 'var' ? call.args[0]!.name : undefined;
  // (An input holds what the caller passed, whatever the body assigns to it later.)
  for (const input of fn.inputs) defs.delete(input);
  const path = arg === undefined ? undefined : textOf(arg, defs, 2);
  if (path === undefined) return undefined;
  const base = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1).replace(/\.m$/, '');
  return /^[A-Za-z]\w*$/.test(base) ? base : undefined;
}

/** The text a variable holds, when a single assignment gives it: a literal, or a `fullfile`
 *  whose last part is one (the file, whatever the folders before it). */
function textOf(name: string, defs: ReadonlyMap<string, Stmt[]>, depth: number): string | undefined {
  const list = defs.get(name);
  if (list?.length !== 1) return undefined;
  const s = list[0]!;
  if (s.op === 'literal') return s.value.kind === 'char' || s.value.kind === 'string' ? s.value.value : undefined;
  if (s.op === 'copy' && depth > 0) return textOf(s.source, defs, depth - 1);
  if (s.op === 'call' && s.fn === 'fullfile' && s.args.length > 0 && depth > 0) {
    const last = s.args[s.args.length - 1]!;
    return last.kind === 'var' ? textOf(last.name, defs, depth - 1) : undefined;
  }
  return undefined;
}

function targetsOf(s: Stmt): string[] {
  if ('target' in s && typeof s.target === 'string') return [s.target];
  if ('targets' in s) return (s.targets as readonly (string | null)[]).filter((t): t is string => t !== null);
  if (s.op === 'for') return [s.variable];
  return [];
}
