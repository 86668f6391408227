// What the state at the start of a `catch` is made of: the try body failed at some statement, so
// the catch sees what ran before that statement. Assignments that cannot fail at the start of
// the body have run; assignments after which nothing in the body can fail have not (`ok = false;
// try, x = f(); ok = true; catch, ..., end` leaves ok false in the catch).
import type { Expr, Stmt } from '../syntax/index.js';
import { modifiedNames, numberValue } from './unassigned-guards.js';

/** The names the leading statements of a try body assign with values that cannot fail
 *  (`ok = false; x = []; h = hax;` with hax assigned): they hold those values wherever the rest
 *  of the body failed. `assigned`: the variables surely assigned before the body. */
export function safeStart(list: readonly Stmt[], assigned: (name: string) => boolean = () => false): string[] {
  const out: string[] = [];
  const copies = (e: Expr): boolean => e.type === 'Identifier' && (assigned(e.name) || out.includes(e.name));
  for (const s of list) {
    if (s.type === 'Comments') continue;
    const name = safelyAssigned(s) ?? (s.type === 'Assign' && s.op === '=' && s.targets.length === 1 && s.targets[0].type === 'Identifier' && copies(s.rhs) ? s.targets[0].name : undefined);
    if (name === undefined) break;
    out.push(name);
  }
  return out;
}

/** The names that the try body assigns only where nothing after the assignment, up to the end
 *  of the body, can fail: when the body failed, they were not assigned by it. Such an
 *  assignment is at the end of the body, or of a branch of an `if` or `switch` at its end, with
 *  only statements that cannot fail after it; never in a loop (its next iteration may fail). */
export function assignedLast(body: readonly Stmt[]): Set<string> {
  const last = new Set<string>();
  const before = new Set<string>();
  visit(body, true, last, before);
  for (const n of before) last.delete(n);
  return last;
}

/** Walks a block from its end; `tail`: nothing after the block (within the try body) can fail.
 *  Names assigned by a statement at the tail go to `last`, all others to `before`. */
function visit(list: readonly Stmt[], tail: boolean, last: Set<string>, before: Set<string>): void {
  let quiet = tail;
  for (let i = list.length - 1; i >= 0; i--) {
    const s = list[i];
    if (s.type === 'Comments' || s.type === 'Function') continue;
    if (s.type === 'If' || s.type === 'Switch') {
      for (const block of s.type === 'If' ? [...s.clauses.map((c) => c.body), s.elseBody ?? []] : [...s.cases.map((c) => c.body), s.otherwise ?? []]) visit(block, quiet, last, before);
      // Its condition or subject is evaluated before: it may fail.
      quiet = false;
      continue;
    }
    const names = modifiedNames([s]);
    for (const n of names) (quiet && s.type === 'Assign' ? last : before).add(n);
    if (safelyAssigned(s) === undefined && s.type !== 'Break' && s.type !== 'Continue' && s.type !== 'Return') quiet = false;
  }
}

/** The name of `name = <a literal>`, an assignment that cannot fail; undefined for others. */
function safelyAssigned(s: Stmt): string | undefined {
  if (s.type !== 'Assign' || s.op !== '=' || s.targets.length !== 1) return undefined;
  const t = s.targets[0];
  return t.type === 'Identifier' && cannotFail(s.rhs) ? t.name : undefined;
}

function cannotFail(e: Expr): boolean {
  if (e.type === 'Number' || e.type === 'String') return true;
  if ((e.type === 'Matrix' || e.type === 'Cell') && e.rows.every((r) => r.length === 0)) return true;
  return numberValue(e) !== undefined;
}
