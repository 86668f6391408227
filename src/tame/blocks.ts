// The statement lists directly inside an IR statement, for walks over a function's body.
import type { Stmt } from './ir.js';
import { assignedNames } from './builder.js';

export function childBlocks(s: Stmt): (readonly Stmt[])[] {
  switch (s.op) {
    case 'if':
      return [s.then, s.else];
    case 'while':
      return [s.header, s.body];
    case 'for':
      return [s.body];
    case 'try':
      return [s.body, s.catchBody, ...(s.cleanup ? [s.cleanup] : [])];
    default:
      return [];
  }
}

/** Every variable some statement of `blocks`, or of a block nested in them, may assign. An
 *  explicit stack: blocks may nest a thousand deep. */
export function assignedWithin(blocks: ReadonlyArray<readonly Stmt[]>): Set<string> {
  const names = new Set<string>();
  const pending = [...blocks];
  while (pending.length > 0) {
    for (const s of pending.pop()!) {
      for (const t of assignedNames(s)) if (t !== null) names.add(t);
      pending.push(...childBlocks(s));
    }
  }
  return names;
}

/** How many statements `blocks` hold, nested ones included (a function's size, as work). */
export function statementCount(blocks: ReadonlyArray<readonly Stmt[]>): number {
  let n = 0;
  const pending = [...blocks];
  while (pending.length > 0) {
    for (const s of pending.pop()!) {
      n++;
      pending.push(...childBlocks(s));
    }
  }
  return n;
}
