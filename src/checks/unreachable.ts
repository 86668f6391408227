// Statements that can never run: after `return`, `break`, `continue`, or a call that always
// throws (`error('...')`, `throw`, `rethrow`), in the same block.
import type { Kind } from '../kinds/index.js';
import type { Diagnostic, Stmt } from '../syntax/index.js';
import { innerBlocks } from './blocks.js';

/** Does this statement always leave its block? */
function exits(s: Stmt, kindOf: Map<object, Kind>): boolean {
  switch (s.type) {
    case 'Return':
    case 'Break':
    case 'Continue':
      return true;
    case 'Command':
      return s.name.name === 'print_usage' && kindOf.get(s.name) === 'FN';
    case 'ExprStmt': {
      const e = s.expr;
      if (e.type !== 'Index' || e.target.type !== 'Identifier' || kindOf.get(e.target) !== 'FN') return false;
      const name = e.target.name;
      // Octave's print_usage () always raises an error.
      if (name === 'throw' || name === 'rethrow' || name === 'throwAsCaller' || name === 'print_usage') return true;
      // error('') and error([]) do nothing; a message (or an identifier and a message) throws.
      const first = e.args[0];
      return name === 'error' && first?.type === 'String' && first.value.length > 0;
    }
    case 'If':
      return s.elseBody !== undefined && s.clauses.every((c) => blockExits(c.body, kindOf)) && blockExits(s.elseBody, kindOf);
    default:
      return false;
  }
}

/** `s` and every statement after it in the block are `return`, `break`, `continue` or comments. */
function isDefensive(list: readonly Stmt[], s: Stmt): boolean {
  return list.slice(list.indexOf(s)).every((t) => t.type === 'Return' || t.type === 'Break' || t.type === 'Continue' || t.type === 'Comments');
}

export function blockExits(list: readonly Stmt[], kindOf: Map<object, Kind>): boolean {
  return list.some((s) => exits(s, kindOf));
}

/** Reports the first unreachable statement of each block, with the statement that leaves it. */
export function unreachableDiagnostics(body: readonly Stmt[], kindOf: Map<object, Kind>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const blocks: Stmt[][] = [body as Stmt[]];
  while (blocks.length > 0) {
    const list = blocks.pop()!;
    let exit: Stmt | undefined;
    for (const s of list) {
      // Nested functions and comments may follow a return.
      if (s.type === 'Function' || s.type === 'Comments') continue;
      // A defensive `return` or `break` after an error (MATLAB's own code has many) leaves the
      // block as the error does: nothing is lost by it, so it is not worth a warning.
      if (exit && isDefensive(list, s)) break;
      if (exit) {
        const what = exit.type === 'ExprStmt' ? 'the error above' : `'${exit.type.toLowerCase()}'`;
        out.push({
          severity: 'warning',
          code: 'unreachable-code',
          span: s.span,
          message: `This code never runs: it comes after ${what}.`,
          related: [{ message: 'the block is left here', span: exit.span }],
        });
        break;
      }
      if (exits(s, kindOf)) exit = s;
      for (const inner of innerBlocks(s)) blocks.push(inner);
    }
  }
  return out;
}
