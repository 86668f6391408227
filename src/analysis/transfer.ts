// The flow equations of the value analysis (section 5.3) for one specialization: each IR
// statement maps the flow before it to the flow after it; calls go to the interprocedural
// driver (`Calls`). The values each statement assigns are recorded on the specialization.
import { pushAll } from '../syntax/index.js';
import { type Arg, type ForStmt, type IrFunction, type Stmt, type TryStmt } from '../tame/index.js';
import type { Span } from '../syntax/index.js';
import { deadTemporaries } from './temporaries.js';
import { requiredReads, unpassedInputs } from './unpassed-inputs.js';
import { assignsVariable, statementsInTry, variablesOf } from './ir-facts.js';
import { columnOf, constantDouble, endValue, forgetProps, heldProperty, listContents, listSelection, literalValue } from './statement-values.js';
import { classTests, refine, type ClassTest } from './refine.js';
import { FixpointLimit, ForwardSolver, type ForwardProblem, type SimpleStmt } from './framework.js';
import { assign, clobber, equalFlows, joinFlows, lookup, widenFlow, type Env, type Flow } from './flow.js';
import { assignCell, assignField, assignIndexed, cellContents, fieldValue, indexedShape, indexOutOfBounds, indexValue, spreadCell, SPREAD_INDEX, type IndexArg } from './indexing.js';
import { RUNTIME_ERROR_CODES, type AnalysisCode, type AnalysisDiagnostic, type CallEdge, type Specialization } from './specialization.js';
import type { MemberAccess } from './objects.js';
import { addTerms, formatTerm, loopSymbol, provablyAtMost, subTerms, symbol, type Term } from './symbolic.js';
import { grownShape, guessGrowth, hasShape, withShape, type Growth } from './loop-induction.js';
import { constantNumber, forgetMarkerIn, iterationValue, loopValue, tripCount, withLoopBounds } from './loop-ranges.js';
import {
  BOTTOM, EMPTY_SHAPE, TOP, charConstant, formatShape, isBottom, joinSets, matrix, numberConstant, numelOf, objectArray, setOf, shapeOf, single,
  type Shape, type Value, type ValueSet,
} from './values.js';

/** Arguments of a call: value sets in order, and a spliced list of unknown length after them. */
export interface CallArgs {
  readonly values: readonly ValueSet[];
  readonly rest?: ValueSet;
  /** The source variable each value was read from (undefined for temporaries), for messages. */
  readonly names?: readonly (string | undefined)[];
  /** An argument is a field of what may be a struct array (`f(s.chanlocs)`): MATLAB passes one
   *  argument per element, so the count the call passes is not known. */
  readonly expands?: boolean;
  /** For `clear`: does any variable exist before it? A clear of everything at the start of a
   *  script (`clear; close all; clc`) removes nothing the analysis knew. */
  readonly holdsVariables?: boolean;
  /** The name stands alone in a script (see CallStmt.bare): the caller's variable may be meant. */
  readonly bareInScript?: boolean;
}

/** A call's results, and whether it may change the caller's variables (eval, load, scripts). */
export interface CallOutcome {
  readonly outputs: readonly ValueSet[];
  readonly clobbers?: boolean;
  /** Only these variables may change (`clear x`, `load(f, 'x')`): their values become unknown. */
  readonly clobbersNames?: readonly string[];
  /** The call always raises an error (`error('...')`): nothing after it runs. */
  readonly raises?: boolean;
}

/** What the flow equations need from the interprocedural driver. */
export interface Calls {
  /** Variables the joins of one analysis may meet (see JOIN_LIMIT). */
  readonly joinLimit: number;
  /** `[t...] = fn(args)`, looked up from the specialization's function. */
  call(spec: Specialization, fn: string, args: CallArgs, nargout: number, span: Span): CallOutcome;
  /** `[t...] = obj.name` on objects of the project's classes (see Interprocedural.member). */
  member(spec: Specialization, base: ValueSet, name: string, called: boolean, nargout: number, span: Span): readonly ValueSet[] | undefined;
  /** `obj.name = rhs` on value objects: `assigned` (assignField's answer) with their property's
   *  new value; undefined when `base` holds none. */
  assignMember(spec: Specialization, base: ValueSet, name: string, rhs: ValueSet, assigned: ValueSet, span: Span): ValueSet | undefined;
  callsSetter(spec: Specialization, base: ValueSet, name: string): boolean;
  /** Reports `obj.name` that no class the object may be of has (`write`: an assignment). */
  checkMember(spec: Specialization, base: ValueSet, name: string, access: MemberAccess, span: Span): void;
  /** `member@base(args)`: the superclass's constructor on the object being made (whose value
   *  is `current`), or its method `member`. */
  superCall(spec: Specialization, base: string, member: string, args: CallArgs, current: ValueSet, nargout: number, span: Span): readonly ValueSet[];
  /** `[t...] = h(args)` for a function handle value. */
  callHandle(spec: Specialization, handle: Value, args: CallArgs, nargout: number, span: Span): readonly ValueSet[];
  /** The class a builtin's result takes for these arguments (for `for` ranges). */
  rangeClass(lower: ValueSet, inc: ValueSet | undefined, upper: ValueSet): ValueSet;
  report(spec: Specialization, code: AnalysisCode, severity: 'error' | 'warning' | 'info', message: string, span: Span): void;
  /** Whose semantics the code runs with (Octave reads a double-quoted text as a char row). */
  readonly runtime: 'matlab' | 'octave';
  /** Whether arrays of the class have MATLAB's array semantics (see object-arrays.ts). */
  plainArrays(cls: string): boolean;
  /** Whether `name` called from the specialization is a builtin that calls no user code (no
   *  handle, no feval, no method of a class of the project). */
  plainBuiltin(spec: Specialization, name: string): boolean;
  /** The variables of the specialization's function that user code it runs may change (its
   *  globals, the variables it shares with nested functions: see ir-facts' sharedStateOf). */
  sharedState(spec: Specialization): readonly string[];
  /** Whether each assignment's values are kept on the specialization (`assigned`, for the
   *  tame report and the editor); a check needs only the diagnostics. */
  readonly recordValues: boolean;
}

/** A quiet run (see FunctionAnalysis.forExit) reached a call of user code: it is given up. */
class QuietAbort extends Error {}

/** Statement steps one analysis of a function may take (loops included) before it gives up. */
export const STEP_LIMIT = 200_000;

/** Variables the joins of one analysis of a function may meet before it gives up (a join costs
 *  what its two flows hold; see FunctionAnalysis.join). */
export const JOIN_LIMIT = 50_000_000;

/** Thrown when a function's analysis goes past its budget; its results become unknown. */
export class AnalysisLimit extends Error {}

const CLEARS = new Set(['clear', 'clearvars']);

/** Does the flow hold a variable of the program (not one of the lowering's temporaries)? */
function holdsVariables(flow: Flow, tempPrefix: string): boolean {
  if (flow === null) return false;
  for (const [name] of flow) if (!name.startsWith(tempPrefix)) return true;
  return false;
}

/** Whether a condition's value is known to be true or false. */
function truth(s: ValueSet): boolean | undefined {
  if (s.top || s.values.size !== 1) return undefined;
  const v = [...s.values.values()][0];
  if (v.kind !== 'matrix') return undefined;
  if (numelOf(v.shape) === 0) return false;
  const c = v.constant;
  if (!c) return undefined;
  if (c.kind === 'logical') return c.value;
  if (c.kind === 'number') return Number.isNaN(c.value) ? undefined : c.value !== 0;
  return c.value.length > 0 && [...c.value].every((ch) => ch.charCodeAt(0) !== 0);
}

export class FunctionAnalysis implements ForwardProblem<Flow> {
  readonly unreachable: Flow = null;
  private readonly fn: IrFunction;
  /** The call edges each statement added in its last run. */
  private readonly edgesOf = new Map<Stmt, CallEdge[]>();
  /** The diagnostics each statement reported in its last run. */
  private readonly diagnosticsOf = new Map<Stmt, AnalysisDiagnostic[]>();

  /** Unrolled loops (see forUnrolled) open here, and the run of the outermost one: within it a
   *  statement runs once per iteration, and every run's edges and diagnostics hold (in a loop
   *  run to a fixed point, only the last run's do). */
  private unrolledDepth = 0;
  private unrolledRun = 0;
  private readonly runOf = new Map<Stmt, number>();

  private steps = 0;
  /** Above 0 in a quiet run: one iteration analysed to prove a loop's growth, which records
   *  no value, call or diagnostic and calls no user code. */
  private quiet = 0;
  /** Temporaries to drop after their only use. */
  private readonly dead: ReadonlyMap<Stmt, readonly string[]>;
  /** Class tests held by condition temporaries. */
  private readonly tests: Map<string, ClassTest>;

  /** Statements inside a `try` body. */
  private readonly guarded: Set<Stmt>;
  /** Temporaries holding a field read of what may be a struct array (see CallArgs.expands). */
  private readonly expanding = new Set<string>();
  /** The inputs the context does not pass, with their positions. */
  private readonly unpassed: ReadonlyMap<string, number>;

  constructor(private readonly spec: Specialization, private readonly calls: Calls) {
    this.fn = spec.fn;
    this.guarded = statementsInTry(spec.fn.body);
    this.dead = deadTemporaries(spec.fn);
    this.tests = classTests(spec.fn);
    this.unpassed = unpassedInputs(spec.fn, spec.context);
  }

  /** An input of `s` the call did not pass: MATLAB stops there ("Not enough input arguments"). */
  private readsUnpassed(s: SimpleStmt, flow: Env): string | undefined {
    if (this.unpassed.size === 0) return undefined;
    for (const name of requiredReads(s)) if (this.unpassed.has(name) && isBottom(lookup(flow, name))) return name;
    return undefined;
  }

  /** The first of these names that is an input the call did not pass. */
  private unpassedOf(names: readonly (string | undefined)[]): string | undefined {
    return names.find((n) => n !== undefined && this.unpassed.has(n));
  }

  /** A path of the body ends at `s`: a read of an input not passed (`input`), or otherwise. */
  private ended(s: Stmt, input?: string): null {
    if (this.quiet > 0) return null;
    const ending = this.spec.ending;
    if (input === undefined) ending.otherwise = true;
    else ending.unpassed ??= { input, position: this.unpassed.get(input) ?? 0, line: s.span.line };
    return null;
  }

  /** Runs the body from the context; gives the flow at the end. */
  run(entry: Flow): Flow {
    const exit = new ForwardSolver(this).solve(this.fn.body, entry);
    for (const edges of this.edgesOf.values()) this.spec.calls.push(...edges);
    for (const found of this.diagnosticsOf.values()) this.spec.diagnostics.push(...found);
    return exit;
  }

  join(a: Flow, b: Flow): Flow {
    // Joins are charged by the variables they meet: a function of thousands of variables and
    // hundreds of branches (CONN's 14,000-line `conn.m`: 3.5 billion per analysis, 113 s) gives
    // up as a long one does, where the largest of Octave's library, eeglab or Dynare stay
    // under 4 million.
    if (a && b && a !== b && (this.joinWork += a.size + b.size) > this.calls.joinLimit) throw new AnalysisLimit(`its joins met more than ${this.calls.joinLimit} variables`);
    return joinFlows(a, b);
  }
  /** Variables met by this analysis's joins so far (see JOIN_LIMIT). */
  private joinWork = 0;

  equal(a: Flow, b: Flow): boolean {
    return equalFlows(a, b);
  }

  widen(_previous: Flow, next: Flow): Flow {
    return widenFlow(next);
  }

  branch(cond: string, flow: Flow, taken: boolean, at: Stmt): Flow {
    if (flow === null) return null;
    // `if verbose` of an input the call did not pass fails whichever way it would go.
    if (this.unpassed.has(cond) && isBottom(lookup(flow, cond))) return this.ended(at, cond);
    const t = truth(lookup(flow, cond));
    if (t !== undefined && t !== taken) return null;
    const test = this.tests.get(cond);
    if (!test) return flow;
    const values = lookup(flow, test.variable);
    if (isBottom(values)) return flow;
    const refined = refine(values, test, taken);
    // No class of the variable passes the test: this branch does not run.
    return isBottom(refined) ? null : assign(flow, test.variable, refined);
  }

  forHead(stmt: ForStmt, head: Flow): { body: Flow; exit: Flow } {
    if (head === null) return { body: null, exit: null };
    let item: ValueSet;
    let mayBeEmpty = true;
    if (stmt.range.kind === 'range') {
      const lower = lookup(head, stmt.range.lower);
      const inc = stmt.range.inc ? lookup(head, stmt.range.inc) : undefined;
      const upper = lookup(head, stmt.range.upper);
      if (isBottom(lower) || isBottom(upper) || (inc && isBottom(inc))) return { body: this.ended(stmt, this.unpassedOf([stmt.range.lower, stmt.range.upper, stmt.range.inc])), exit: null };
      item = this.calls.rangeClass(lower, inc, upper);
      const lo = constantNumber(lower);
      const hi = constantNumber(upper);
      const step = inc ? constantNumber(inc) : 1;
      if (lo !== undefined && hi !== undefined && step !== undefined && step !== 0) mayBeEmpty = step > 0 ? lo > hi : lo < hi;
      if (lo !== undefined && hi !== undefined && lo === hi && !inc) item = single(numberConstant(lo));
      else item = withLoopBounds(item, lower, step, upper);
    } else {
      const array = lookup(head, stmt.range.array);
      if (isBottom(array)) return { body: this.ended(stmt, this.unpassedOf([stmt.range.array])), exit: null };
      item = columnOf(array);
      mayBeEmpty = [...array.values.values()].some((v) => v.kind === 'matrix' || v.kind === 'cell' || v.kind === 'struct' ? numelOf(v.shape) !== 1 && (v.shape.dims[1] ?? 1) !== 1 ? true : numelOf(v.shape) === 0 || numelOf(v.shape) === null : false) || array.top;
    }
    // In the body the variable's value is a symbol of this iteration (`k - 1:k + 1` has 3
    // elements); what an earlier iteration said in terms of it is forgotten first, for that
    // iteration's value was another.
    const marker = `${stmt.variable}@${stmt.span.offset}`;
    const start = forgetMarkerIn(head, formatTerm(loopSymbol(marker)));
    const body = assign(start, stmt.variable, stmt.range.kind === 'range' ? iterationValue(item, marker) : item);
    this.record(stmt, stmt.variable, item);
    let after = item;
    if (mayBeEmpty) after = joinSets(after, single(matrix('double', shapeOf(1, 0))));
    if (assignsVariable(stmt.body, stmt.variable)) after = joinSets(after, lookup(start, stmt.variable));
    return { body, exit: assign(start, stmt.variable, after) };
  }

  /** A `for` over a constant range of at most UNROLL whole doubles (`for k = 1:3`): each
   *  iteration analysed in turn with its own k. */
  forUnrolled(stmt: ForStmt, entry: Flow): { count: number; iteration(flow: Flow, k: number): Flow; empty: Flow } | undefined {
    if (entry === null || stmt.range.kind !== 'range') return undefined;
    const { lower, inc, upper } = stmt.range;
    const lo = constantDouble(lookup(entry, lower));
    const hi = constantDouble(lookup(entry, upper));
    const step = inc === undefined ? 1 : constantDouble(lookup(entry, inc));
    if (lo === undefined || hi === undefined || step === undefined || step === 0) return undefined;
    if (![lo, hi, step].every(Number.isInteger)) return undefined;
    const count = step > 0 ? (hi >= lo ? Math.floor((hi - lo) / step) + 1 : 0) : lo >= hi ? Math.floor((lo - hi) / -step) + 1 : 0;
    if (count > UNROLL) return undefined;
    return {
      count,
      iteration: (flow, k) => (flow === null ? null : this.set(flow, stmt, stmt.variable, single(numberConstant(lo + k * step)))),
      // What a loop of no iteration leaves in k (1x0) is not recorded at the loop: the
      // values recorded there are those the body sees, as in forHead.
      empty: count === 0 ? assign(entry, stmt.variable, single(matrix('double', shapeOf(1, 0)))) : null,
    };
  }

  catchEntry(stmt: TryStmt, failing: Flow): Flow {
    if (!stmt.catchVar || failing === null) return failing;
    return assign(failing, stmt.catchVar, single({ kind: 'object', mclass: 'MException' }));
  }

  private record(stmt: Stmt, name: string, value: ValueSet): void {
    if (!this.calls.recordValues || this.quiet > 0) return;
    let m = this.spec.assigned.get(stmt);
    if (!m) this.spec.assigned.set(stmt, (m = new Map()));
    const old = m.get(name);
    m.set(name, old ? joinSets(old, value) : value);
  }

  private set(flow: Flow, stmt: Stmt, name: string, value: ValueSet): Flow {
    this.record(stmt, name, value);
    return assign(flow, name, value);
  }

  private args(flow: Flow, args: readonly Arg[]): { index: IndexArg[]; call: CallArgs } {
    const index: IndexArg[] = [];
    const values: ValueSet[] = [];
    const names: (string | undefined)[] = [];
    let rest: ValueSet | undefined;
    for (const a of args) {
      if (a.kind === 'colon') {
        index.push({ kind: 'colon' });
        values.push(single(charConstant(':')));
        names.push(undefined);
        continue;
      }
      const v = lookup(flow, a.name);
      if (a.kind === 'list') {
        const spread = spreadCell(v);
        if (spread && !rest) {
          pushAll(values, spread);
          for (const s of spread) {
            index.push({ kind: 'value', value: s });
            names.push(undefined);
          }
        } else {
          rest = rest ? joinSets(rest, listContents(v)) : listContents(v);
          index.push(SPREAD_INDEX);
        }
        continue;
      }
      if (rest) rest = joinSets(rest, v);
      else {
        values.push(v);
        names.push(a.name.startsWith(this.spec.fn.tempPrefix) ? undefined : a.name);
      }
      index.push({ kind: 'value', value: v });
    }
    // Only functions that read a field of what may be a struct array pay for the test.
    const expands = this.expanding.size > 0 && args.some((a) => a.kind !== 'colon' && this.expanding.has(a.name));
    const call: CallArgs = rest ? { values, rest, names } : { values, names };
    return { index, call: expands ? { ...call, expands } : call };
  }

  enterUnrolled(): void {
    if (this.unrolledDepth++ === 0) this.unrolledRun++;
  }

  leaveUnrolled(): void {
    this.unrolledDepth--;
  }

  /** Does this run of `s` add to its earlier ones (another iteration of the same unrolled run)? */
  private adds(s: Stmt): boolean {
    if (this.unrolledDepth === 0) return false;
    const same = this.runOf.get(s) === this.unrolledRun;
    this.runOf.set(s, this.unrolledRun);
    return same;
  }

  transfer(s: SimpleStmt, flow: Flow): Flow {
    if (this.quiet > 0) return this.quietly(s, flow);
    const adding = this.adds(s);
    if (flow === null) {
      if (!adding) this.diagnosticsOf.delete(s);
      return null;
    }
    if (++this.steps > STEP_LIMIT) throw new AnalysisLimit(`more than ${STEP_LIMIT} statement steps`);
    const missing = this.readsUnpassed(s, flow);
    if (missing !== undefined) {
      if (!adding) this.diagnosticsOf.delete(s);
      return this.ended(s, missing);
    }
    if (this.calls.recordValues) this.spec.reached.add(s);
    // A statement runs again in each round of a loop with values that only grow: the calls it
    // makes and the errors it finds in the last round (with the loop's fixed point) are its
    // call edges and diagnostics; an early round's sizes (x before it grows) prove nothing.
    let out: Flow;
    const firstDiagnostic = this.spec.diagnostics.length;
    if (s.op === 'call' || s.op === 'arrayGet' || s.op === 'dotGet') {
      // The edges of this run of the statement replace those of its earlier runs.
      const start = this.spec.calls.length;
      out = this.simple(s, flow);
      const edges = this.spec.calls.splice(start);
      const before = adding ? this.edgesOf.get(s) : undefined;
      this.edgesOf.set(s, before ? [...before, ...edges.filter((e) => !before.some((b) => b.to === e.to))] : edges);
    } else out = this.simple(s, flow);
    const found = this.spec.diagnostics.splice(firstDiagnostic);
    // An error inside `try` is what the code expects may happen: the catch handles it.
    const kept = this.guarded.has(s) ? found.filter((d) => !RUNTIME_ERRORS.has(d.code)) : found;
    // Another iteration of an unrolled run adds what it found; any other run replaces.
    const had = adding ? this.diagnosticsOf.get(s) : undefined;
    this.diagnosticsOf.set(s, had ? [...had, ...kept.filter((d) => !had.some((h) => h.code === d.code && h.message === d.message))] : kept);
    const dead = this.dead.get(s);
    return dead && out !== null ? out.without(dead) : out;
  }

  /** A statement of a quiet run: its values only. */
  private quietly(s: SimpleStmt, flow: Flow): Flow {
    if (flow === null) return null;
    if (++this.steps > STEP_LIMIT) throw new AnalysisLimit(`more than ${STEP_LIMIT} statement steps`);
    if (this.readsUnpassed(s, flow) !== undefined) return null;
    const diagnostics = this.spec.diagnostics.length;
    const calls = this.spec.calls.length;
    const out = this.simple(s, flow);
    this.spec.diagnostics.length = diagnostics;
    this.spec.calls.length = calls;
    const dead = this.dead.get(s);
    return dead && out !== null ? out.without(dead) : out;
  }

  /** After a `for` of a known number of iterations T (`1:n`, `1:numel(x)`, `1:300`): an array
   *  that every iteration grows by the same amount has its first extents plus T times that
   *  amount (see loop-induction.ts); the fixed point's values otherwise. */
  forExit(stmt: ForStmt, entry: Flow, head: Flow, exit: Flow, runBody: (head: Flow, enter?: (body: Flow) => Flow) => { after: Flow; jumped: boolean }): Flow {
    if (entry === null || head === null || exit === null || this.quiet > 0) return exit;
    const count = tripCount(stmt, entry);
    if (count === null) return exit;
    const changed = [...head.keys()].filter((n) => n !== stmt.variable && !n.startsWith(this.fn.tempPrefix) && entry.get(n) !== head.get(n));
    if (changed.length === 0) return exit;
    this.quiet++;
    try {
      // The loop variable of an iteration is a + s*done after `done` iterations: so `x(k) = v`
      // over 1:n grows x by one each time too.
      const item = (done: Term): ((body: Flow) => Flow) | undefined => {
        const k = loopValue(stmt, entry, done);
        return k ? (body) => (body === null ? null : assign(body, stmt.variable, k)) : undefined;
      };
      const first = runBody(entry, item(0));
      const second = first.after === null || first.jumped ? undefined : runBody(first.after, item(1));
      if (!second || second.after === null || second.jumped) return exit;
      let growths = changed
        .map((n) => guessGrowth(n, entry.get(n), lookup(first.after, n), lookup(second.after!, n)))
        .filter((g): g is Growth => g !== undefined && (!g.peeled || provablyAtMost(1, count)));
      const done = symbol(`${stmt.variable}@${stmt.span.offset}#i`);
      // Induction: from a head where each growing array has its extents after `done`
      // iterations, one more iteration gives those after done + 1. An array that fails is
      // dropped and the others proved again without it; only a round that proves every array
      // of its hypothesis counts.
      let proven: Growth[] = [];
      for (let round = 0; growths.length > 0 && round < 3; round++) {
        let hypothesis: Flow = head;
        for (const g of growths) hypothesis = assign(hypothesis, g.name, withShape(lookup(head, g.name), grownShape(g, done)));
        // Peeled and direct growths see different iterations: a mix gets the plain variable.
        const peeled = new Set(growths.map((g) => g.peeled));
        const next = runBody(hypothesis, peeled.size === 1 ? item(growths[0]!.peeled ? addTerms(done, 1) : done) : undefined);
        if (next.after === null || next.jumped) return exit;
        const proved = growths.filter((g) => hasShape(lookup(next.after, g.name), grownShape(g, addTerms(done, 1))));
        if (proved.length === growths.length) {
          proven = growths;
          break;
        }
        growths = proved;
      }
      let out: Flow = exit;
      for (const g of proven) out = assign(out, g.name, withShape(lookup(exit, g.name), grownShape(g, g.peeled ? subTerms(count, 1) : count)));
      return out;
    } catch (e) {
      if (e instanceof QuietAbort || e instanceof AnalysisLimit || e instanceof FixpointLimit) return exit;
      throw e;
    } finally {
      this.quiet--;
    }
  }

  private simple(s: SimpleStmt, flow: Env): Flow {
    switch (s.op) {
      case 'literal':
        // Octave runs "abc" as a char row, whatever syntax the file was read with.
        return this.set(flow, s, s.target, single(literalValue(s.value.kind === 'string' && this.calls.runtime === 'octave' ? { kind: 'char', value: s.value.value } : s.value)));
      case 'copy':
        return this.set(flow, s, s.target, lookup(flow, s.source));
      case 'call':
        return this.call(s, flow);
      case 'end':
        return this.set(flow, s, s.target, endValue(lookup(flow, s.array), s.position, s.count));
      case 'arrayGet':
        return this.arrayGet(s, flow);
      case 'arraySet': {
        const { index } = this.args(flow, s.args);
        return this.set(flow, s, s.array, assignIndexed(lookup(flow, s.array), index, lookup(flow, s.source), (cls) => this.calls.plainArrays(cls)));
      }
      case 'cellGet': {
        const { index } = this.args(flow, s.args);
        const cell = lookup(flow, s.cell);
        if (s.list) return this.set(flow, s, s.targets[0] ?? '', cell.top ? TOP : listSelection(cell, index));
        const contents = isBottom(cell) && s.update ? single(matrix('double', EMPTY_SHAPE)) : cellContents(cell, index);
        return this.targets(flow, s, s.targets, s.targets.map(() => contents));
      }
      case 'cellSet': {
        const { index } = this.args(flow, s.args);
        return this.set(flow, s, s.cell, assignCell(lookup(flow, s.cell), index, lookup(flow, s.source)));
      }
      case 'dotGet': {
        const name = this.fieldName(flow, s.field);
        const base = lookup(flow, s.base);
        if (name !== undefined && !s.update && [...base.values.values()].some((v) => v.kind === 'object')) {
          // A method may run: user code, which a quiet run does not call.
          if (this.quiet > 0) throw new QuietAbort();
          const r = this.calls.member(this.spec, base, name, s.called === true, s.targets.length, s.span);
          if (r) return this.targets(this.userCodeRan(flow), s, s.targets, s.targets.map((_t, i) => r[i] ?? TOP));
        }
        const v = (s.update && name !== undefined ? heldProperty(base, name) : undefined) ?? fieldValue(base, name, s.update);
        if (!s.update && s.targets[0] && (base.top || [...base.values.values()].some((b) => (b.kind === 'struct' || b.kind === 'object') && (b.shape === undefined || numelOf(b.shape) !== 1)))) this.expanding.add(s.targets[0]);
        return this.targets(flow, s, s.targets, s.targets.map(() => v));
      }
      case 'dotSet': {
        const name = this.fieldName(flow, s.field);
        const base = lookup(flow, s.base);
        // A write-back (`obj.p` of `obj.p(k).q = v`) may not assign p at all when p holds handle
        // objects: only the member's existence is checked there.
        if (name !== undefined && this.quiet === 0) this.calls.checkMember(this.spec, base, name, s.writeBack ? 'exists' : 'write', s.span);
        const rhs = lookup(flow, s.source);
        const assigned = assignField(base, name, rhs);
        // A quiet run calls nothing: a setter to run ends it.
        if (name !== undefined && this.quiet > 0 && this.calls.callsSetter(this.spec, base, name)) throw new QuietAbort();
        // A value object's property takes the value (or what its setter makes of the object); a
        // computed name may be any property.
        const withProps = name === undefined ? undefined : this.calls.assignMember(this.spec, base, name, rhs, assigned, s.span);
        return this.set(flow, s, s.base, withProps ?? (name === undefined ? forgetProps(assigned) : assigned));
      }
      case 'handle':
        return this.set(flow, s, s.target, single({ kind: 'handle', targets: [{ fn: s.fn, scope: { file: this.fn.file, functionPath: this.fn.path }, partial: [], lambda: false }] }));
      case 'lambda': {
        const partial = s.captured.map((c) => lookup(flow, c));
        return this.set(flow, s, s.target, single({ kind: 'handle', targets: [{ fn: s.fn, scope: { file: this.fn.file, functionPath: this.fn.path }, partial, lambda: true }] }));
      }
      case 'cellLiteral':
        return this.set(flow, s, s.target, this.cellLiteral(flow, s.rows));
      case 'global':
      case 'persistent': {
        let f: Flow = flow;
        for (const n of s.names) f = this.set(f, s, n, TOP);
        return f;
      }
      case 'comment':
        return flow;
      case 'opaque': {
        let f: Flow = flow;
        for (const t of s.targets) f = this.set(f, s, t, TOP);
        return f;
      }
      case 'break':
      case 'continue':
      case 'return':
        return flow;
    }
  }

  private fieldName(flow: Flow, field: { kind: 'static'; name: string } | { kind: 'dynamic'; var: string }): string | undefined {
    if (field.kind === 'static') return field.name;
    const v = lookup(flow, field.var);
    if (v.top || v.values.size !== 1) return undefined;
    const only = [...v.values.values()][0];
    return only.kind === 'matrix' && only.constant?.kind === 'char' ? only.constant.value : undefined;
  }

  private targets(flow: Flow, s: Stmt, targets: readonly (string | null)[], values: readonly ValueSet[]): Flow {
    let f = flow;
    targets.forEach((t, i) => {
      if (t !== null) f = this.set(f, s, t, values[i] ?? TOP);
    });
    return f;
  }

  private call(s: Extract<SimpleStmt, { op: 'call' }>, flow: Flow): Flow {
    if (s.maybeVariable) {
      const dot = s.fn.indexOf('.');
      const v = lookup(flow, dot < 0 ? s.fn : s.fn.slice(0, dot));
      if (!isBottom(v)) {
        if (dot < 0) return this.arrayGet({ op: 'arrayGet', targets: s.targets, array: s.fn, args: s.args, update: false, span: s.span }, flow, s);
        return this.variableFields(s, flow, v, s.fn.slice(dot + 1).split('.'));
      }
    }
    // `Cls.(name)`: an enumeration member or constant chosen at run time (or a function's result
    // indexed so, rare): an unknown value, after which the program's code may have run.
    if (s.dynamicMember) return this.targets(this.userCodeRan(flow), s, s.targets, s.targets.map(() => TOP));
    const { call } = this.args(flow, s.args);
    // An argument with no value is a read that cannot run: an input the call did not pass, or a
    // result of a call that never returns (Dynare's `QQ = R*Q*R'` in a function called with
    // fewer inputs than it reads). Nothing after it on this path runs either.
    if (call.values.some(isBottom)) return this.ended(s);
    if (this.quiet > 0 && (s.superclass || !this.calls.plainBuiltin(this.spec, s.fn))) throw new QuietAbort();
    if (s.superclass) {
      const r = this.calls.superCall(this.spec, s.fn, s.superclass.member, call, lookup(flow, s.superclass.member), s.targets.length, s.span);
      return this.targets(this.userCodeRan(flow), s, s.targets, s.targets.map((_t, i) => r[i] ?? TOP));
    }
    const temp = this.spec.fn.tempPrefix;
    const args = CLEARS.has(s.fn) ? { ...call, holdsVariables: holdsVariables(flow, temp) } : s.bare && this.spec.fn.kind === 'script' ? { ...call, bareInScript: true } : call;
    const outcome = this.calls.call(this.spec, s.fn, args, s.targets.length, s.span);
    if (outcome.raises) return this.ended(s);
    // The lowering's temporaries are no MATLAB variables: eval, a script or a caller-writer cannot
    // reach them (`assignin('caller', name, f(1))`: the temporary holding 'caller' stays).
    const f = outcome.clobbers ? clobber(flow, variablesOf(this.spec.fn), (n) => n.startsWith(temp)) : outcome.clobbersNames ? outcome.clobbersNames.reduce((g, name) => assign(g, name, TOP), flow) : flow;
    return this.targets(this.calls.plainBuiltin(this.spec, s.fn) ? f : this.userCodeRan(f), s, s.targets, outcome.outputs);
  }

  /** After code of the program ran (a function, a handle, a method): the globals and the
   *  variables shared with nested functions may hold anything (`global G; G = []; f();` where f
   *  assigns G; a nested function's handle given to a solver that calls it). */
  private userCodeRan(flow: Flow): Flow {
    const names = this.calls.sharedState(this.spec);
    let f = flow;
    // Unassigned ones too: a nested function may be what assigns them first.
    for (const n of names) f = assign(f, n, TOP);
    return f;
  }

  /** `v.f1.f2(args)` of a call lowered as `v.f1.f2(args)` because `v` might have been a
   *  package or class: it is a variable here, so its fields are read (an object's members may
   *  run its code: unknown), then indexed under the dotted name, which messages show. */
  private variableFields(s: Extract<SimpleStmt, { op: 'call' }>, flow: Flow, root: ValueSet, fields: readonly string[]): Flow {
    let v = root;
    for (const name of fields) {
      if (v.top || [...v.values.values()].some((x) => x.kind === 'object')) return this.targets(flow, s, s.targets, s.targets.map(() => TOP));
      v = fieldValue(v, name, false);
    }
    if (s.args.length === 0) return this.targets(flow, s, s.targets, s.targets.map(() => v));
    const got = this.arrayGet({ op: 'arrayGet', targets: s.targets, array: s.fn, args: s.args, update: false, span: s.span }, assign(flow, s.fn, v), s);
    return got === null ? null : got.without([s.fn]);
  }

  private arrayGet(s: Extract<SimpleStmt, { op: 'arrayGet' }>, flow: Flow, recordOn: Stmt = s): Flow {
    const array = lookup(flow, s.array);
    const { index, call } = this.args(flow, s.args);
    const n = Math.max(s.targets.length, 1);
    if (isBottom(array)) {
      const v = s.update ? single(matrix('double', EMPTY_SHAPE)) : BOTTOM;
      return this.targets(flow, recordOn, s.targets, s.targets.map(() => v));
    }
    if (!s.update) this.checkBounds(s.array, array, index, s.span);
    let outs: ValueSet[] = Array.from({ length: n }, () => (array.top ? TOP : BOTTOM));
    for (const v of array.values.values()) {
      if (v.kind === 'handle') {
        if (this.quiet > 0) throw new QuietAbort();
        const r = this.calls.callHandle(this.spec, v, call, s.targets.length, s.span);
        outs = outs.map((o, i) => joinSets(o, r[i] ?? TOP));
      } else {
        const r = v.kind === 'object' && v.shape !== undefined && this.calls.plainArrays(v.mclass) ? single(objectArray(v, indexedShape(v.shape, index))) : indexValue(v, index);
        outs = outs.map((o, i) => (i === 0 ? joinSets(o, r) : TOP));
      }
    }
    // A handle, or what may be one, ran code of the program.
    const ran = array.top || [...array.values.values()].some((v) => v.kind === 'handle' || v.kind === 'object') ? this.userCodeRan(flow) : flow;
    // `h(x)` as a statement (lowered into `ans`) of a function with no result leaves ans as it was.
    if (s.targets.length === 1 && s.targets[0] === 'ans' && isBottom(outs[0]!)) return ran;
    return this.targets(ran, recordOn, s.targets, outs);
  }

  /** A read such as `A(4, 1)` of a 3x3 array fails whenever it runs: a dim-mismatch. */
  private checkBounds(name: string, array: ValueSet, index: readonly IndexArg[], span: Span): void {
    if (array.top || array.values.size === 0) return;
    let found: { position: number; index: number; extent: number; shape: Shape } | undefined;
    for (const v of array.values.values()) {
      if (v.kind !== 'matrix' && v.kind !== 'cell' && v.kind !== 'struct') return;
      const o = indexOutOfBounds(v.shape, index);
      if (!o) return;
      found ??= { ...o, shape: v.shape };
    }
    if (!found) return;
    const where = index.length === 1 ? 'elements' : index.length === 2 ? (found.position === 0 ? 'rows' : found.position === 1 ? 'columns' : 'extent') : `extent of dimension ${found.position + 1}`;
    const label = name.startsWith(this.spec.fn.tempPrefix) ? 'the array' : name;
    this.calls.report(this.spec, 'dim-mismatch', 'error', `index ${found.index} exceeds the ${found.extent} ${where} of ${label} (${formatShape(found.shape)}); this fails whenever it runs`, span);
  }

  private cellLiteral(flow: Flow, rows: readonly (readonly Arg[])[]): ValueSet {
    const elementRows: ValueSet[][] = [];
    let known = true;
    // What a list argument (`{c{:}}`) spreads, when its count is unknown: part of the contents.
    let spread: ValueSet = BOTTOM;
    for (const row of rows) {
      const { call } = this.args(flow, row);
      if (call.rest) {
        known = false;
        spread = joinSets(spread, call.rest);
      }
      // A cell element of a cell literal is nested, not concatenated (MATLAB and Octave alike):
      // {c1, c2} with cells c1, c2 is a 1x2 cell of cells; only [c1, c2] joins their elements.
      // Past a few levels the contents are forgotten (a cell of unknown contents): a literal
      // nested a thousand deep would otherwise carry a value a thousand deep through every join.
      const items: ValueSet[] = call.values.map((v) => (cellDepth(v, MAX_CELL_DEPTH) >= MAX_CELL_DEPTH ? shallowCells(v) : v));
      if (items.length > 0 || call.rest) elementRows.push(items);
    }
    const merged = elementRows.flat().reduce(joinSets, spread);
    const cols = elementRows[0]?.length ?? 0;
    if (!known || elementRows.some((r) => r.length !== cols)) return single({ kind: 'cell', shape: shapeOf(null, null), merged });
    const elements: ValueSet[] = [];
    for (let c = 0; c < cols; c++) for (const r of elementRows) elements.push(r[c]);
    return single({ kind: 'cell', shape: shapeOf(elementRows.length, cols), elements, merged });
  }
}

/** How deep cells nest inside cells in a value set (a cell of numbers is 1), counted up to `cap`. */
function cellDepth(s: ValueSet, cap: number): number {
  if (cap <= 0) return 0;
  let depth = 0;
  for (const v of s.values.values()) {
    if (v.kind !== 'cell') continue;
    let inner = cellDepth(v.merged, cap - 1);
    if (v.elements) for (const e of v.elements) if (inner < cap - 1) inner = Math.max(inner, cellDepth(e, cap - 1));
    depth = Math.max(depth, 1 + inner);
    if (depth >= cap) break;
  }
  return depth;
}

/** The set with each cell's contents forgotten (its class and shape kept). */
function shallowCells(s: ValueSet): ValueSet {
  return setOf([...s.values.values()].map((v): Value => (v.kind === 'cell' ? { kind: 'cell', shape: v.shape, merged: TOP } : v)), s.top);
}

/** Cells nested deeper than this in a cell literal keep only their class and shape. */
const MAX_CELL_DEPTH = 8;

/** Diagnostics of a statement that would raise at run time. */
const RUNTIME_ERRORS = new Set<string>(RUNTIME_ERROR_CODES);

/** The most iterations of a `for` over a constant range analysed one by one. */
const UNROLL = 8;
