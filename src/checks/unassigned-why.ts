// Why an assignment may not have run before a use: the innermost block around the assignment
// that does not hold the use (a loop that may run no iteration, a branch not taken, a try that
// failed first). The notes of an unassigned-variable diagnostic say it beside each assignment,
// so the reader sees the paths that skip them.
import type { Span, Stmt } from '../syntax/index.js';

/** A block the walk went into: the statement, and which of its parts. */
interface Enclosing {
  readonly stmt: Stmt;
  readonly part: 'body' | 'clause' | 'else' | 'case' | 'otherwise' | 'catch' | 'cleanup';
  /** The line of the clause, case or catch (the statement's own line otherwise). */
  readonly line: number;
  readonly start: number;
  readonly end: number;
}

/** The blocks around the offset, outermost first. */
function enclosing(list: readonly Stmt[], offset: number, out: Enclosing[] = []): Enclosing[] {
  for (const s of list) {
    if (offset < s.span.offset || offset >= s.span.endOffset) continue;
    for (const e of parts(s)) {
      const first = e.body[0];
      const last = e.body[e.body.length - 1];
      if (!first || !last || offset < first.span.offset || offset >= last.span.endOffset) continue;
      out.push({ stmt: s, part: e.part, line: e.line, start: first.span.offset, end: last.span.endOffset });
      return enclosing(e.body, offset, out);
    }
    return out;
  }
  return out;
}

function parts(s: Stmt): Array<{ part: Enclosing['part']; line: number; body: readonly Stmt[] }> {
  switch (s.type) {
    case 'If':
      return [...s.clauses.map((c) => ({ part: 'clause' as const, line: c.span.line, body: c.body })), ...(s.elseBody ? [{ part: 'else' as const, line: s.elseBody[0]?.span.line ?? s.span.line, body: s.elseBody }] : [])];
    case 'Switch':
      return [...s.cases.map((c) => ({ part: 'case' as const, line: c.span.line, body: c.body })), ...(s.otherwise ? [{ part: 'otherwise' as const, line: s.otherwise[0]?.span.line ?? s.span.line, body: s.otherwise }] : [])];
    case 'For':
    case 'While':
    case 'DoUntil':
    case 'Spmd':
      return [{ part: 'body', line: s.span.line, body: s.body }];
    case 'Try':
      return [{ part: 'body', line: s.span.line, body: s.body }, ...(s.catchBody ? [{ part: 'catch' as const, line: s.catchBody[0]?.span.line ?? s.span.line, body: s.catchBody }] : [])];
    case 'UnwindProtect':
      return [{ part: 'body', line: s.span.line, body: s.body }, { part: 'cleanup', line: s.cleanup[0]?.span.line ?? s.span.line, body: s.cleanup }];
    default:
      return [];
  }
}

/** How the assignment at `site` may be skipped on the way to `use`: said of the innermost
 *  block around it, when that block does not hold the use too (then the use comes first in it,
 *  as in a loop's earlier iteration, and nothing is said). */
export function skippedBy(body: readonly Stmt[], site: Span, use: Span, sites: readonly Span[] = [site]): string | undefined {
  const chain = enclosing(body, site.offset);
  // An if with an else (a switch with an otherwise) whose every branch assigns the name is not
  // what skips it: the block around it is (SPM's `for i = 1:ns, if ..., y(:,i) = ...; else,
  // y(:,i) = ...; end, end`: the loop, which may run no iteration).
  let at = chain.length - 1;
  while (at >= 0 && everyBranchAssigns(chain[at]!.stmt, sites)) at--;
  const innermost = chain[at];
  if (!innermost || (use.offset >= innermost.start && use.offset < innermost.end)) return undefined;
  return describe(innermost);
}

/** Is the statement an if with an else, or a switch with an otherwise, each of whose branches
 *  holds one of the sites? */
function everyBranchAssigns(s: Stmt, sites: readonly Span[]): boolean {
  if ((s.type !== 'If' || !s.elseBody) && (s.type !== 'Switch' || !s.otherwise)) return false;
  return parts(s).every((p) => {
    const first = p.body[0];
    const last = p.body[p.body.length - 1];
    return first !== undefined && last !== undefined && sites.some((x) => x.offset >= first.span.offset && x.offset < last.span.endOffset);
  });
}

function describe(e: Enclosing): string {
  const line = e.stmt.span.line;
  switch (e.stmt.type) {
    case 'For':
      return `inside the for loop of line ${line}, which may run no iteration`;
    case 'While':
      return `inside the while loop of line ${line}, which may run no iteration`;
    case 'If':
      return e.part === 'else' ? `in the else of the if at line ${line}` : `only where the condition at line ${e.line} holds`;
    case 'Switch':
      return e.part === 'otherwise' ? `in the otherwise of the switch at line ${line}` : `only in the case at line ${e.line}`;
    case 'Try':
      return e.part === 'catch' ? `only when the try at line ${line} fails` : `inside the try at line ${line}, which may fail before it`;
    default:
      return `inside the block at line ${line}`;
  }
}
