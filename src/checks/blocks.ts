// The statement lists directly inside a statement (branches, loop bodies, try and catch), for
// checks that walk every block of a function.
import type { Stmt } from '../syntax/index.js';

export function innerBlocks(s: Stmt): Stmt[][] {
  switch (s.type) {
    case 'If':
      return [...s.clauses.map((c) => c.body), ...(s.elseBody ? [s.elseBody] : [])];
    case 'For':
    case 'While':
    case 'DoUntil':
    case 'Spmd':
      return [s.body];
    case 'Switch':
      return [...s.cases.map((c) => c.body), ...(s.otherwise ? [s.otherwise] : [])];
    case 'Try':
      return [s.body, ...(s.catchBody ? [s.catchBody] : [])];
    case 'UnwindProtect':
      return [s.body, s.cleanup];
    default:
      return [];
  }
}
