// The generic dataflow framework with two small clients: a backward liveness analysis and a
// forward "which variables are assigned" analysis, on hand-built IR.
import { describe, expect, it } from 'vitest';
import { BackwardSolver, ForwardSolver, type BackwardProblem, type ForwardProblem, type SimpleStmt } from '../../src/analysis/framework.js';
import type { ForStmt, Stmt } from '../../src/tame/ir.js';

const span = { offset: 0, endOffset: 0, line: 1, column: 1, endLine: 1, endColumn: 1 };
const lit = (target: string): Stmt => ({ op: 'literal', target, value: { kind: 'number', value: 1, imaginary: false, text: '1' }, span });
const copy = (target: string, source: string): Stmt => ({ op: 'copy', target, source, span });
const call = (target: string, fn: string, ...args: string[]): Stmt => ({ op: 'call', targets: [target], fn, args: args.map((name) => ({ kind: 'var' as const, name })), span });
const jump = (op: 'break' | 'continue' | 'return'): Stmt => ({ op, span });

function uses(s: SimpleStmt): string[] {
  switch (s.op) {
    case 'copy':
      return [s.source];
    case 'call':
      return s.args.flatMap((a) => (a.kind === 'colon' ? [] : [a.name]));
    default:
      return [];
  }
}
function defs(s: SimpleStmt): string[] {
  if ('target' in s) return [s.target];
  if ('targets' in s) return (s.targets as readonly (string | null)[]).filter((t): t is string => t !== null);
  return [];
}

const union = (a: ReadonlySet<string>, b: ReadonlySet<string>) => new Set([...a, ...b]);
const same = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((x) => b.has(x));

const liveness: BackwardProblem<ReadonlySet<string>> = {
  unreachable: new Set(),
  join: union,
  equal: same,
  transfer(s, after) {
    const out = new Set(after);
    for (const d of defs(s)) out.delete(d);
    for (const u of uses(s)) out.add(u);
    return out;
  },
  test: (cond, after) => union(after, new Set([cond])),
  forHead: (stmt: ForStmt, body, exit) => {
    const out = union(body, exit);
    out.delete(stmt.variable);
    if (stmt.range.kind === 'range') {
      out.add(stmt.range.lower).add(stmt.range.upper);
      if (stmt.range.inc) out.add(stmt.range.inc);
    } else out.add(stmt.range.array);
    return out;
  },
};

/** Forward: the variables surely assigned (intersection at joins); unreachable is null. */
type Assigned = ReadonlySet<string> | null;
const definite: ForwardProblem<Assigned> = {
  unreachable: null,
  join: (a, b) => (a === null ? b : b === null ? a : new Set([...a].filter((x) => b.has(x)))),
  equal: (a, b) => (a === null || b === null ? a === b : same(a, b)),
  transfer: (s, f) => (f === null ? null : union(f, new Set(defs(s)))),
  forHead: (s, head) => ({ body: head === null ? null : union(head, new Set([s.variable])), exit: head }),
};

describe('backward: liveness', () => {
  it('a straight line: uses before definitions', () => {
    const body = [call('t', 'plus', 'a', 'b'), copy('x', 't'), call('y', 'times', 'x', 'c')];
    expect([...new BackwardSolver(liveness).solve(body, new Set(['y']))].sort()).toEqual(['a', 'b', 'c']);
  });
  it('a loop keeps alive what a later iteration reads', () => {
    const loop: Stmt = { op: 'while', header: [call('c', 'lt', 'i', 'n')], cond: 'c', body: [call('s', 'plus', 's', 'i'), call('i', 'plus', 'i', 'one')], span };
    const live = new BackwardSolver(liveness).solve([loop], new Set(['s']));
    expect([...live].sort()).toEqual(['i', 'n', 'one', 's']);
  });
  it('break leaves the loop, return ends the function', () => {
    const body: Stmt[] = [
      { op: 'for', variable: 'k', range: { kind: 'range', lower: 'lo', upper: 'hi' }, body: [{ op: 'if', cond: 'k', then: [jump('break')], else: [copy('z', 'w')] , span }], span },
      { op: 'if', cond: 'q', then: [jump('return')], else: [], span },
      copy('out', 'z'),
    ];
    const live = new BackwardSolver(liveness).solve(body, new Set(['out']));
    // `return` goes to the function's end, where the output is read: out is live at the start.
    expect([...live].sort()).toEqual(['hi', 'lo', 'out', 'q', 'w', 'z']);
  });
});

describe('forward: definite assignment', () => {
  it('both branches must assign', () => {
    const body: Stmt[] = [{ op: 'if', cond: 'c', then: [lit('x'), lit('y')], else: [lit('x')], span }];
    expect([...new ForwardSolver(definite).solve(body, new Set(['c']))!].sort()).toEqual(['c', 'x']);
  });
  it('a branch that returns does not count', () => {
    const body: Stmt[] = [{ op: 'if', cond: 'c', then: [jump('return')], else: [lit('x')], span }, lit('y')];
    // The function's end joins the fall-through (x, y assigned) with the return (neither).
    expect([...new ForwardSolver(definite).solve(body, new Set(['c']))!].sort()).toEqual(['c']);
  });
  it('after a loop, only what was assigned before it (the body may not run)', () => {
    const body: Stmt[] = [lit('a'), { op: 'for', variable: 'k', range: { kind: 'array', array: 'a' }, body: [lit('b')], span }];
    expect([...new ForwardSolver(definite).solve(body, new Set())!].sort()).toEqual(['a']);
  });
  it('the catch sees the flow before any statement of the body', () => {
    const body: Stmt[] = [{ op: 'try', body: [lit('a'), lit('b')], catchBody: [lit('c')], span }];
    expect([...new ForwardSolver(definite).solve(body, new Set())!].sort()).toEqual([]);
  });
});
