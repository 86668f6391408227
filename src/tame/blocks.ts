// The statement lists directly inside an IR statement, for walks over a function's body.
import type { Stmt } from './ir.js';

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
