// A generic dataflow framework over the structured Tame IR: an analysis provides its lattice
// and the transfer of simple statements; the framework walks if/while/for/try, runs loops to a
// fixed point (widening after a few rounds), and routes break, continue and return. Forward
// and backward. The value analysis is one client; tests hold another (liveness).
import type { ForStmt, IfStmt, Stmt, TryStmt, WhileStmt } from '../tame/index.js';

/** Statements without statements inside. */
export type SimpleStmt = Exclude<Stmt, IfStmt | WhileStmt | ForStmt | TryStmt>;

export interface Lattice<F> {
  /** No execution reaches here (non-viable). */
  readonly unreachable: F;
  join(a: F, b: F): F;
  equal(a: F, b: F): boolean;
  /** Called from the third round of a loop on: a value at least `next` that makes the
   *  iteration terminate (drop what keeps growing). Defaults to `next`. */
  widen?(previous: F, next: F, round: number): F;
}

export interface ForwardProblem<F> extends Lattice<F> {
  transfer(stmt: SimpleStmt, flow: F): F;
  /** The flow into a branch of `if cond` (or of a while test): may be unreachable when the
   *  condition is known. Defaults to the flow unchanged. */
  /** `at`: the `if` or `while` testing it. */
  branch?(cond: string, flow: F, taken: boolean, at: Stmt): F;
  /** Before the loop: computes the range (already in the flow); gives the flow into the body
   *  (the loop variable assigned) and the flow when the loop runs no (more) iterations. */
  forHead(stmt: ForStmt, head: F): { body: F; exit: F };
  /** A `for` whose iterations are known before it runs (a constant range of a few whole
   *  numbers): the flow into each iteration in turn, given the flow before it, and the flow
   *  after a loop of no iteration. Undefined: the loop runs to a fixed point. */
  forUnrolled?(stmt: ForStmt, entry: F): { count: number; iteration(flow: F, k: number): F; empty: F } | undefined;
  /** Around the iterations of an unrolled loop. */
  enterUnrolled?(): void;
  leaveUnrolled?(): void;
  /** After a `for` run to its fixed point (`head`, `exit`): a flow at most `exit` that the
   *  analysis can prove, running the body again as it likes (`runBody`: one iteration from a
   *  head flow, in a solver of its own; `jumped` when it may break or return). */
  forExit?(stmt: ForStmt, entry: F, head: F, exit: F, runBody: (head: F, enter?: (body: F) => F) => { after: F; jumped: boolean }): F;
  /** The flow into `catch`, from the flows where the body may have failed. */
  catchEntry?(stmt: TryStmt, failing: F): F;
}

/** Where control went besides falling through. */
interface Jumps<F> {
  breaks: F;
  continues: F;
  returns: F;
}

const MAX_ROUNDS = 200;

/** A loop that does not reach its fixed point in MAX_ROUNDS rounds (a lattice without the
 *  widening it needs): the analysis cannot give a sound answer for this body. */
export class FixpointLimit extends Error {}

export class ForwardSolver<F> {
  /** Each loop's last fixed point: an inner loop run again in a later round of an outer loop
   *  starts from it, since its entry only grew (monotone flows), so its least fixed point is
   *  at least the old one. This keeps nested loops from multiplying their rounds. */
  private readonly heads = new Map<Stmt, F>();
  /** Unrolled loops open around the statement being solved. */
  private unrolling = 0;

  constructor(private readonly p: ForwardProblem<F>) {}

  /** Runs a function body from `entry`; the result is the flow at its end (falling off the
   *  end or at a `return`). */
  solve(body: readonly Stmt[], entry: F): F {
    const jumps = this.noJumps();
    const out = this.block(body, entry, jumps);
    return this.p.join(out, jumps.returns);
  }

  private noJumps(): Jumps<F> {
    const u = this.p.unreachable;
    return { breaks: u, continues: u, returns: u };
  }

  private block(stmts: readonly Stmt[], entry: F, jumps: Jumps<F>, failing?: { flow: F }): F {
    let f = entry;
    for (const s of stmts) {
      f = this.stmt(s, f, jumps, failing);
      if (failing) failing.flow = this.p.join(failing.flow, f);
    }
    return f;
  }

  private stmt(s: Stmt, f: F, jumps: Jumps<F>, failing?: { flow: F }): F {
    const p = this.p;
    switch (s.op) {
      case 'if':
        return this.ifChain(s, f, jumps, failing);
      case 'while':
        return this.loop(s, f, jumps, failing, (head, inner) => {
          const tested = this.block(s.header, head, inner, failing);
          const body = p.branch ? p.branch(s.cond, tested, true, s) : tested;
          const exit = p.branch ? p.branch(s.cond, tested, false, s) : tested;
          return { after: this.block(s.body, body, inner, failing), exit };
        });
      case 'for': {
        const unrolled = p.forUnrolled?.(s, f);
        if (unrolled) return this.unrolled(s, f, jumps, failing, unrolled);
        const exit = this.loop(s, f, jumps, failing, (head, inner) => {
          const { body, exit } = p.forHead(s, head);
          return { after: this.block(s.body, body, inner, failing), exit };
        });
        return p.forExit ? p.forExit(s, f, this.heads.get(s) ?? f, exit, (head, enter) => this.iterate(s, head, enter)) : exit;
      }
      case 'try': {
        const fail = { flow: f };
        const out = this.block(s.body, f, jumps, fail);
        const caught = this.block(s.catchBody, p.catchEntry ? p.catchEntry(s, fail.flow) : fail.flow, jumps, failing);
        const joined = p.join(out, caught);
        return s.cleanup ? this.block(s.cleanup, joined, jumps, failing) : joined;
      }
      case 'break':
        jumps.breaks = p.join(jumps.breaks, f);
        return p.unreachable;
      case 'continue':
        jumps.continues = p.join(jumps.continues, f);
        return p.unreachable;
      case 'return':
        jumps.returns = p.join(jumps.returns, f);
        return p.unreachable;
      default:
        return p.transfer(s, f);
    }
  }

  /** An `if`, and the `if`s that end its else branches: `elseif` chains and `switch` cases are
   *  lowered as ifs nested in else branches, thousands deep in generated code, so the chain is
   *  walked down in a loop, not by recursion. The flows and joins are those of the recursion:
   *  then before else at each link, joined from the innermost out, `failing` joined after
   *  every statement of every else branch. */
  private ifChain(first: IfStmt, entry: F, jumps: Jumps<F>, failing: { flow: F } | undefined): F {
    const p = this.p;
    const thens: F[] = [];
    let s = first;
    let f = entry;
    for (;;) {
      thens.push(this.block(s.then, p.branch ? p.branch(s.cond, f, true, s) : f, jumps, failing));
      const otherwise = p.branch ? p.branch(s.cond, f, false, s) : f;
      const last = s.else[s.else.length - 1];
      if (last?.op !== 'if') {
        let out = this.block(s.else, otherwise, jumps, failing);
        for (let k = thens.length - 1; k >= 0; k--) {
          out = p.join(thens[k], out);
          // The recursion's block joined `failing` with each nested if's flow as it returned.
          if (failing && k > 0) failing.flow = p.join(failing.flow, out);
        }
        return out;
      }
      f = this.block(s.else.slice(0, -1), otherwise, jumps, failing);
      s = last;
    }
  }

  /** A `for` of known iterations, one after the other: exact where a fixed point joins them
   *  (`x(end+1) = k` three times makes x 1x3, not 1x?). */
  private unrolled(s: ForStmt, entry: F, outer: Jumps<F>, failing: { flow: F } | undefined, u: { count: number; iteration(flow: F, k: number): F; empty: F }): F {
    const p = this.p;
    if (u.count === 0) return u.empty;
    let flow = entry;
    let breaks = p.unreachable;
    p.enterUnrolled?.();
    this.unrolling++;
    try {
      for (let k = 0; k < u.count; k++) {
        const inner = this.noJumps();
        const after = this.block(s.body, u.iteration(flow, k), inner, failing);
        outer.returns = p.join(outer.returns, inner.returns);
        breaks = p.join(breaks, inner.breaks);
        flow = p.join(after, inner.continues);
        if (failing) failing.flow = p.join(failing.flow, flow);
      }
    } finally {
      this.unrolling--;
      p.leaveUnrolled?.();
    }
    return p.join(flow, breaks);
  }

  /** One iteration of a `for` from `head`, in a solver of its own (its loop heads apart);
   *  `enter` may change the flow into the body (the loop variable's value). */
  private iterate(s: ForStmt, head: F, enter?: (body: F) => F): { after: F; jumped: boolean } {
    const p = this.p;
    const solver = new ForwardSolver(p);
    const inner = solver.noJumps();
    const body = p.forHead(s, head).body;
    const after = solver.block(s.body, enter ? enter(body) : body, inner, undefined);
    const jumped = !p.equal(inner.breaks, p.unreachable) || !p.equal(inner.returns, p.unreachable);
    return { after: p.join(after, inner.continues), jumped };
  }

  /** A loop: the head flow is the entry joined with the end of the body and the continues,
   *  until it no longer changes; the exit is the exit of the test joined with the breaks. */
  private loop(s: Stmt, entry: F, outer: Jumps<F>, failing: { flow: F } | undefined, round: (head: F, inner: Jumps<F>) => { after: F; exit: F }): F {
    const p = this.p;
    // Within an unrolled loop each iteration's entry differs (k is 1, then 2): an inner loop
    // starts afresh, not from the head another iteration left.
    const previous = this.unrolling > 0 ? undefined : this.heads.get(s);
    let head = previous === undefined ? entry : p.join(entry, previous);
    for (let i = 0; ; i++) {
      const inner = this.noJumps();
      const { after, exit } = round(head, inner);
      outer.returns = p.join(outer.returns, inner.returns);
      // The head grows until the body adds nothing to it (a variable the body no longer
      // holds at its end stays in the head: joining, not replacing).
      let next = p.join(head, p.join(entry, p.join(after, inner.continues)));
      if (i >= 2 && p.widen) next = p.widen(head, next, i);
      if (p.equal(next, head)) {
        this.heads.set(s, head);
        if (failing) failing.flow = p.join(failing.flow, head);
        return p.join(exit, inner.breaks);
      }
      if (i >= MAX_ROUNDS) throw new FixpointLimit(`a loop did not settle in ${MAX_ROUNDS} rounds`);
      head = next;
    }
  }
}

export interface BackwardProblem<F> extends Lattice<F> {
  /** The flow before `stmt` from the flow after it. */
  transfer(stmt: SimpleStmt, after: F): F;
  /** The flow before a branch test: the use of `cond`, given the flow after the test. */
  test?(cond: string, after: F): F;
  /** The flow before a `for` head, given the flow at the start of the body and after the loop. */
  forHead?(stmt: ForStmt, body: F, exit: F): F;
}

interface BackJumps<F> {
  /** The flow after the loop (where `break` goes). */
  breakTo: F;
  /** The flow at the loop head (where `continue` goes). */
  continueTo: F;
  /** The flow at the function's end (where `return` goes). */
  returnTo: F;
}

export class BackwardSolver<F> {
  constructor(private readonly p: BackwardProblem<F>) {}

  /** The flow at the start of `body`, given the flow at its end. */
  solve(body: readonly Stmt[], exit: F): F {
    return this.block(body, exit, { breakTo: this.p.unreachable, continueTo: this.p.unreachable, returnTo: exit });
  }

  private block(stmts: readonly Stmt[], after: F, j: BackJumps<F>): F {
    let f = after;
    for (let i = stmts.length - 1; i >= 0; i--) f = this.stmt(stmts[i], f, j);
    return f;
  }

  private stmt(s: Stmt, after: F, j: BackJumps<F>): F {
    const p = this.p;
    const test = (cond: string, f: F) => (p.test ? p.test(cond, f) : f);
    switch (s.op) {
      case 'if':
        return test(s.cond, p.join(this.block(s.then, after, j), this.block(s.else, after, j)));
      case 'while':
        return this.loop((head) => {
          const inner = { ...j, breakTo: after, continueTo: head };
          const tested = test(s.cond, p.join(this.block(s.body, head, inner), after));
          return this.block(s.header, tested, inner);
        });
      case 'for':
        return this.loop((head) => {
          const inner = { ...j, breakTo: after, continueTo: head };
          const body = this.block(s.body, head, inner);
          return p.forHead ? p.forHead(s, body, after) : p.join(body, after);
        });
      case 'try': {
        let f = s.cleanup ? this.block(s.cleanup, after, j) : after;
        const caught = this.block(s.catchBody, f, j);
        // Any statement of the body may fail into the catch: its flow joins at every point.
        const body = s.body;
        f = p.join(f, caught);
        for (let i = body.length - 1; i >= 0; i--) f = p.join(this.stmt(body[i], f, j), caught);
        return f;
      }
      case 'break':
        return j.breakTo;
      case 'continue':
        return j.continueTo;
      case 'return':
        return j.returnTo;
      default:
        return p.transfer(s, after);
    }
  }

  private loop(round: (head: F) => F): F {
    const p = this.p;
    let head = p.unreachable;
    for (let i = 0; ; i++) {
      let next = p.join(head, round(head));
      if (i >= 2 && p.widen) next = p.widen(head, next, i);
      if (p.equal(next, head)) return next;
      if (i >= MAX_ROUNDS) throw new FixpointLimit(`a loop did not settle in ${MAX_ROUNDS} rounds`);
      head = next;
    }
  }
}
