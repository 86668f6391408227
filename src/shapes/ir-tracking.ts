// Shape tracking over the Tame IR (MAGICA, sections 7.1 and 7.2, on the three-address IR of
// src/tame): every assignment, of a source variable or a temporary, gets a shape term.
//
// - Type I builtins and operators (the spec's `Shape(I rule)`) apply their shape operator to
//   the operands' terms, forward substituted and normalised (so equal shapes print alike).
// - Type II builtins give a shape when the arguments that decide it are constants or known
//   extents (`zeros(3, 4)`, `ones(n)`, `zeros(size(x))` is x's shape, `1:n`, `reshape`,
//   `repmat`, `sum(x, 2)`, indexing with scalar or `:` subscripts).
// - Type III (opaque builtins, unknown names, what cannot be decided) gives a fresh shape
//   symbol named after the assignment's site: `x@12` (target x, line 12).
//
// Two passes over each function share the transfer functions (class `Tracker`, generic over a
// domain of shapes):
// - the term domain (section 7.1): one term per variable. Where two branches of an `if` give a
//   variable different terms it gets a fresh symbol `x@if12` (the two are recorded); at a loop
//   head a variable whose term changes over the back edge gets the symbol `x@L12` (MAGICA's
//   Φ(P)(...), kept unevaluated), found by running the body until the head repeats;
// - the set domain (section 7.2): a set of terms per variable, operators applied to every
//   combination (equation 69), unions at joins, loops run to the fixed point of their head
//   sets, with a cap on the runs (and on a set's size) after which a variable that still
//   changes is widened to Λ (any shape).
//
// Calls of user functions (found by the `resolve` callback) are analysed with the arguments'
// shapes, once per distinct argument shapes (a specialisation); recursion gives fresh symbols.
//
// One simplification, documented: a Type III symbol inside a loop names the shape of that
// assignment in the current iteration; a term carried over the back edge that mentions it is
// about an earlier iteration. The term domain turns such a variable into its Φ symbol anyway
// (its term changed), so no equality is claimed across iterations.
import { loadBuiltins } from '../builtins/index.js';
import { assignedWithin, type Arg, type IrFunction, type Stmt } from '../tame/index.js';
import { type Tri, add, constantOf, eqExtent, extentKey, mul, num, sym } from './extent.js';
import { normalize } from './rewrite.js';
import type { ShapeMode } from './rules.js';
import {
  type ShapeTerm, type Tuple, SCALAR_TUPLE, formatShape, shapeVar, termKey, tuple,
} from './terms.js';
import {
  type AV, type Domain, type Env, type ShapeSet, type ShapeValue, SetDomain, TermDomain,
} from './ir-domains.js';
import { BuiltinShapes, isScalarIn } from './ir-builtins.js';
import { indexShape, negate, rangeOf, siteNames, sizeArguments } from './ir-type2.js';

// ------------------------------------------------------------------------------------------

export interface IrShapeOptions {
  readonly mode?: ShapeMode;
  /** The entry function's inputs' shapes (default: a shape variable named after each). */
  readonly inputs?: ReadonlyMap<string, ShapeTerm>;
  /** Runs of a loop body before the variables still changing are widened (default 10). */
  readonly cap?: number;
  /** Statements run per specialisation (loop bodies count once per run) after which loops
   *  stop iterating and widen what still changes (default 200,000). */
  readonly budget?: number;
  /** Terms in a set of shapes before it becomes Λ (default 16). */
  readonly maxSet?: number;
  /** A user function a call reaches (undefined: a builtin or unknown). */
  readonly resolve?: (caller: IrFunction, name: string) => IrFunction | undefined;
  /** Assume `a(i, j) = v` with scalar subscripts stays within a's bounds (MATLAB would grow
   *  the array otherwise): off by default, then such an assignment gives a Type III symbol. */
  readonly assumeInBounds?: boolean;
  /** Nested user calls analysed (default 8); deeper calls give fresh symbols. */
  readonly maxDepth?: number;
  /** Specialisations of a callee (by arguments' shapes and values) before further calls are
   *  specialised by the arguments' shapes alone, their values dropped (default 8). */
  readonly maxContexts?: number;
  /** Statements run over every specialisation of a pass before calls of functions not yet
   *  analysed are no longer followed (their results fresh symbols; default 300,000): a file
   *  of Octave's library reaches hundreds of functions through its callees. */
  readonly programBudget?: number;
}

/** Where an assignment is and what it does. */
interface AssignmentSite {
  readonly target: string;
  readonly temporary: boolean;
  readonly stmt: Stmt;
  readonly line: number;
  readonly column: number;
  /** The IR operation (`plus`, `copy`, `literal`, `arrayGet`, ...). */
  readonly what: string;
}

export interface AssignmentShape extends AssignmentSite {
  /** The term domain's shape. */
  readonly shape: ShapeTerm;
  /** The set domain's shapes over every run (inside a loop: every iteration). */
  readonly shapes: ShapeSet;
  /** The loops (by their line) the assignment is in, outermost first. */
  readonly loops: readonly number[];
}

export interface LoopSetOfShapes {
  readonly kind: 'for' | 'while';
  readonly line: number;
  /** Per variable assigned in the loop: its shapes at the loop head (entry value included). */
  readonly atHead: ReadonlyMap<string, ShapeSet>;
  /** Per variable assigned in the loop: the shapes its assignments in the body give. */
  readonly assigned: ReadonlyMap<string, ShapeSet>;
  /** Runs of the body until the head sets repeated (last outer run). */
  readonly runs: number;
  /** Variables widened to Λ because the cap was reached. */
  readonly widened: readonly string[];
}

export interface JoinShapes {
  readonly line: number;
  readonly variable: string;
  /** The symbol the variable gets after the `if`. */
  readonly symbol: string;
  readonly shapes: readonly ShapeTerm[];
}

export interface FunctionShapes {
  readonly fn: IrFunction;
  /** `name` for the entry, `name#k` for the k-th specialisation of a callee. */
  readonly id: string;
  readonly inputs: ReadonlyMap<string, ShapeTerm>;
  readonly assignments: readonly AssignmentShape[];
  readonly loops: readonly LoopSetOfShapes[];
  readonly joins: readonly JoinShapes[];
  readonly outputs: ReadonlyMap<string, ShapeTerm>;
}

export interface ProgramShapes {
  readonly mode: ShapeMode;
  /** The entry first, then each specialisation of a callee in the order first reached. */
  readonly functions: readonly FunctionShapes[];
  /** Calls of user functions not followed past the program budget (the larger pass's count). */
  readonly notFollowed: number;
  readonly programBudget: number;
}

export interface ShapeClass {
  readonly shape: ShapeTerm;
  readonly members: readonly AssignmentShape[];
}

/** Assignments whose shapes are provably equal (the same normalised term), largest first. */
export function shapeClasses(f: FunctionShapes): ShapeClass[] {
  const byKey = new Map<string, { shape: ShapeTerm; members: AssignmentShape[] }>();
  for (const a of f.assignments) {
    const k = termKey(a.shape);
    const c = byKey.get(k) ?? { shape: a.shape, members: [] };
    c.members.push(a);
    byKey.set(k, c);
  }
  return [...byKey.values()].sort((a, b) => b.members.length - a.members.length || (a.members[0]!.line - b.members[0]!.line));
}

/** A tuple whose extents are all constants. */
export function isExplicit(t: ShapeTerm): t is Tuple {
  return t.kind === 'tuple' && t.dims.every((d) => constantOf(d) !== null);
}

/** The printout of a set of shapes: `{a, a + b}` or `Λ`. */
export function formatShapeSet(s: ShapeSet): string {
  return s === 'any' ? 'Λ' : `{${s.map(formatShape).join(', ')}}`;
}

/** Tracks the shapes of `entry` and of the user functions it calls. */
export function trackIrShapes(entry: IrFunction, options: IrShapeOptions = {}): ProgramShapes {
  const mode = options.mode ?? 'modern';
  const terms = new Tracker<ShapeTerm>(new TermDomain(mode), options);
  const sets = new Tracker<ShapeSet>(new SetDomain(mode, options.maxSet ?? 16), options);
  const inputs = entry.inputs.map((p) => options.inputs?.get(p) ?? shapeVar(p));
  const termInputs = inputs.map((t) => ({ shape: normalize(t, mode) }));
  const setInputs = inputs.map((t) => ({ shape: [normalize(t, mode)] as ShapeSet }));
  terms.specialise(entry, termInputs, entry.inputs.length);
  sets.specialise(entry, setInputs, entry.inputs.length);
  // The two passes need not reach the same specialisations (their arguments differ in kind),
  // so a function's sets of shapes are over all its specialisations.
  const setOf = new Map<Stmt, Map<string, ShapeSet>>();
  const loopsOf = new Map<IrFunction, Spec<ShapeSet>>();
  for (const other of sets.specs) {
    for (const a of other.assignments) {
      const m = setOf.get(a.stmt) ?? new Map<string, ShapeSet>();
      m.set(a.target, unionSets(m.get(a.target), a.shape));
      setOf.set(a.stmt, m);
    }
    let merged = loopsOf.get(other.fn);
    if (!merged) loopsOf.set(other.fn, (merged = { ...other, loops: [], loopIndex: new Map(), assignments: [] }));
    for (const [stmt, i] of other.loopIndex) recordLoop(merged, stmt, other.loops[i]!);
  }
  const functions: FunctionShapes[] = [];
  for (const spec of terms.specs) {
    // The set pass's specialisation with the same arguments (a term t is the set {t}), else
    // the function's loops over all of them.
    const other = sets.specs.find((x) => x.key === spec.key) ?? loopsOf.get(spec.fn);
    functions.push({
      fn: spec.fn,
      id: spec.id,
      inputs: new Map(spec.fn.inputs.map((p, i) => [p, spec.inputs[i]?.shape ?? shapeVar(p)])),
      assignments: spec.assignments.map((a) => ({ ...a, shapes: setOf.get(a.stmt)?.get(a.target) ?? 'any' })),
      loops: other?.loops ?? [],
      joins: spec.joins,
      outputs: new Map(spec.fn.outputs.map((o, i) => [o, spec.outputs[i]?.shape ?? shapeVar(`${o}?`)])),
    });
  }
  return { mode, functions, notFollowed: Math.max(terms.notFollowed, sets.notFollowed), programBudget: terms.programBudget };
}

// ------------------------------------------------------------------------------------------

interface Recorded<V> extends AssignmentSite {
  readonly shape: V;
  readonly loops: readonly number[];
}

interface Spec<V> {
  readonly fn: IrFunction;
  readonly id: string;
  readonly key: string;
  readonly inputs: readonly AV<V>[];
  readonly assignments: Recorded<V>[];
  readonly loops: LoopSetOfShapes[];
  readonly loopIndex: Map<Stmt, number>;
  readonly joins: JoinShapes[];
  outputs: AV<V>[];
  running: boolean;
}

/** Where control goes besides falling through, collected while running a block. */
interface Jumps<V> {
  breaks: Env<V>[];
  continues: Env<V>[];
  returns: Env<V>[];
}

interface Frame<V> {
  readonly spec: Spec<V>;
  readonly prefix: string;
  readonly sites: Map<Stmt, string>;
  record: boolean;
  readonly loopLines: number[];
  /** Statements run so far (every run of a loop body counts): past the budget, loops stop
   *  iterating and widen what still changes. */
  steps: number;
}

class Tracker<V> {
  readonly specs: Spec<V>[] = [];
  private readonly byKey = new Map<string, Spec<V>>();
  private readonly perFunction = new Map<IrFunction, number>();
  private readonly cap: number;
  private readonly rules: BuiltinShapes<V>;
  private depth = 0;
  /** Statements run over every specialisation, and calls not followed past the budget. */
  private total = 0;
  notFollowed = 0;
  readonly programBudget: number;

  constructor(private readonly d: Domain<V>, private readonly options: IrShapeOptions) {
    this.rules = new BuiltinShapes(d, loadBuiltins());
    this.cap = options.cap ?? 10;
    this.budget = options.budget ?? 200_000;
    this.programBudget = options.programBudget ?? 300_000;
  }

  private readonly budget: number;

  private fresh(f: Frame<V>, name: string): V {
    return this.d.lift(shapeVar(`${f.prefix}${name}`));
  }

  private valKey(v: ShapeValue<V> | undefined): string {
    if (!v) return '';
    switch (v.kind) {
      case 'num':
        return `n${v.n}`;
      case 'ext':
        return `e${extentKey(v.e)}`;
      case 'row':
        return `r${v.items.map(extentKey).join(',')}`;
      case 'sizeOf':
        return `s${this.d.key(v.of)}`;
      case 'char':
        return `c${v.text}`;
      case 'range':
        return `g${v.lo}:${v.hi}:${v.scalar ? 's' : 'v'}`;
      case 'upto':
        return `u${extentKey(v.e)}`;
      default:
        return v.kind;
    }
  }

  private avKey(a: AV<V> | undefined): string {
    return a ? `${this.d.key(a.shape)}#${this.valKey(a.val)}` : '-';
  }

  /** Analyses `fn` with these arguments (memoised); the outputs' values. */
  specialise(fn: IrFunction, args: readonly AV<V>[], nargin: number): AV<V>[] | undefined {
    const key = `${fn.file}::${fn.path.join('/')}::${fn.name}|${nargin}|${args.map((a) => this.avKey(a)).join(';')}`;
    const known = this.byKey.get(key);
    if (known) return known.running ? undefined : known.outputs;
    if (this.depth >= (this.options.maxDepth ?? 8)) return undefined;
    if (this.total > this.programBudget && this.specs.length > 0) {
      this.notFollowed++;
      return undefined;
    }
    if ((this.perFunction.get(fn) ?? 0) >= (this.options.maxContexts ?? 8)) {
      // Past the cap: one specialisation with the inputs unknown serves every further context.
      // Past the cap: the arguments' shapes without their values (MAGICA infers a function's
      // shapes once, from shapes alone).
      const shapes = args.map((a) => ({ shape: a.shape }));
      const generic = `${fn.file}::${fn.path.join('/')}::${fn.name}|${nargin}|generic|${shapes.map((a) => this.avKey(a)).join(';')}`;
      const g = this.byKey.get(generic);
      if (g) return g.running ? undefined : g.outputs;
      return this.analyse(fn, generic, shapes, nargin);
    }
    return this.analyse(fn, key, args, nargin);
  }

  private analyse(fn: IrFunction, key: string, args: readonly AV<V>[], nargin: number): AV<V>[] | undefined {
    const k = (this.perFunction.get(fn) ?? 0) + 1;
    this.perFunction.set(fn, k);
    const root = this.specs.length === 0;
    const id = root ? fn.name : `${fn.name}#${k}`;
    const spec: Spec<V> = { fn, id, key, inputs: args, assignments: [], loops: [], loopIndex: new Map(), joins: [], outputs: [], running: true };
    this.byKey.set(key, spec);
    this.specs.push(spec);
    const frame: Frame<V> = { spec, prefix: root ? '' : `${id}:`, sites: siteNames(fn), record: true, loopLines: [], steps: 0 };
    const env: Env<V> = new Map();
    fn.inputs.forEach((p, i) => {
      if (p === '~') return;
      if (p === 'varargin' && i === fn.inputs.length - 1) env.set(p, { shape: this.fresh(frame, 'varargin') });
      else if (i < nargin && args[i]) env.set(p, args[i]!);
    });
    for (const s of fn.shared) if (!env.has(s)) env.set(s, { shape: this.fresh(frame, s) });
    this.depth++;
    const jumps: Jumps<V> = { breaks: [], continues: [], returns: [] };
    const end = this.block(frame, env, fn.body, jumps);
    this.depth--;
    const exit = this.joinAll(frame, [...(end ? [end] : []), ...jumps.returns], fn.span.line, 'return');
    spec.outputs = fn.outputs.map((o) => exit?.get(o) ?? { shape: this.fresh(frame, `${o}@out`) });
    spec.running = false;
    return spec.outputs;
  }

  // --- blocks and control flow -----------------------------------------------------------

  /** Runs statements; undefined when control cannot reach the end (after a jump). */
  private block(f: Frame<V>, start: Env<V>, stmts: readonly Stmt[], jumps: Jumps<V>): Env<V> | undefined {
    let env: Env<V> | undefined = start;
    for (const s of stmts) {
      if (!env) return undefined;
      env = this.stmt(f, env, s, jumps);
    }
    return env;
  }

  private joinAll(f: Frame<V>, envs: readonly Env<V>[], line: number, where: string): Env<V> | undefined {
    if (envs.length === 0) return undefined;
    let acc = envs[0]!;
    for (const e of envs.slice(1)) acc = this.join(f, acc, e, line, where);
    return acc;
  }

  private join(f: Frame<V>, a: Env<V>, b: Env<V>, line: number, where: string): Env<V> {
    const out: Env<V> = new Map();
    for (const k of new Set([...a.keys(), ...b.keys()])) {
      // Temporaries live within one statement's expression: none is read after a join.
      if (isTemp(f.spec.fn, k)) continue;
      const x = a.get(k);
      const y = b.get(k);
      // A variable set on one path only: where it is used afterwards, that path was taken.
      if (!x || !y) {
        out.set(k, (x ?? y)!);
        continue;
      }
      const same = this.d.key(x.shape) === this.d.key(y.shape);
      const symbol = `${f.prefix}${k}@${where}${line}`;
      const shape = same ? x.shape : this.d.join(x.shape, y.shape, symbol);
      if (!same && f.record && where === 'if') {
        const [tx, ty] = [this.d.terms(x.shape), this.d.terms(y.shape)];
        if (tx !== 'any' && ty !== 'any') f.spec.joins.push({ line, variable: k, symbol, shapes: [...new Map([...tx, ...ty].map((t) => [termKey(t), t])).values()] });
      }
      out.set(k, { shape, val: this.valKey(x.val) === this.valKey(y.val) ? x.val : undefined });
    }
    return out;
  }

  private stmt(f: Frame<V>, env: Env<V>, s: Stmt, jumps: Jumps<V>): Env<V> | undefined {
    f.steps++;
    this.total++;
    switch (s.op) {
      case 'if': {
        const a = this.block(f, new Map(env), s.then, jumps);
        const b = this.block(f, new Map(env), s.else, jumps);
        if (!a) return b;
        if (!b) return a;
        return this.join(f, a, b, s.span.line, 'if');
      }
      case 'while':
        return this.loop(f, env, s, 'while', [...s.header], s.body, jumps);
      case 'for':
        return this.loop(f, env, s, 'for', [], s.body, jumps);
      case 'try': {
        const a = this.block(f, new Map(env), s.body, jumps);
        let out = a;
        if (s.catchBody.length > 0 || s.catchVar) {
          const from = a ? this.join(f, env, a, s.span.line, 'try') : env;
          const c = new Map(from);
          if (s.catchVar) c.set(s.catchVar, { shape: this.d.lift(SCALAR_TUPLE) });
          const b = this.block(f, c, s.catchBody, jumps);
          out = !a ? b : !b ? a : this.join(f, a, b, s.span.line, 'try');
        }
        if (s.cleanup) return out ? this.block(f, out, s.cleanup, jumps) : undefined;
        return out;
      }
      case 'break':
        jumps.breaks.push(env);
        return undefined;
      case 'continue':
        jumps.continues.push(env);
        return undefined;
      case 'return':
        jumps.returns.push(env);
        return undefined;
      case 'comment':
        return env;
      case 'global':
      case 'persistent':
        for (const n of s.names) this.assign(f, env, s, n, { shape: this.fresh(f, this.site(f, s, n)) });
        return env;
      default:
        this.simple(f, env, s);
        return env;
    }
  }

  private loop(f: Frame<V>, entry: Env<V>, s: Stmt, kind: 'for' | 'while', header: Stmt[], body: readonly Stmt[], outer: Jumps<V>): Env<V> {
    const line = s.span.line;
    const sym = (v: string): string => `${f.prefix}${v}@L${line}`;
    const record = f.record;
    f.record = false;
    let runs = 0;
    const widened = new Set<string>();
    // One run: the header (while), the loop variable (for), the body; the back-edge state and
    // the states leaving the loop.
    const once = (h: Env<V>, final = false): { back: Env<V> | undefined; exits: Env<V>[] } => {
      const jumps: Jumps<V> = { breaks: [], continues: [], returns: [] };
      const afterHeader = this.block(f, new Map(h), header, jumps);
      const exits: Env<V>[] = [];
      if (!afterHeader) return { back: undefined, exits };
      exits.push(afterHeader);
      const env = new Map(afterHeader);
      if (s.op === 'for') this.forVariable(f, env, s, rangeEnv);
      const end = this.block(f, env, body, jumps);
      exits.push(...jumps.breaks);
      // A `return` leaves the function: only the runs from the fixed point count.
      if (final) outer.returns.push(...jumps.returns);
      const backs = [...(end ? [end] : []), ...jumps.continues];
      const back = this.joinAll(f, backs, line, 'L');
      return { back: back && this.withoutTemps(f, back), exits };
    };
    // Per-variable fixed point (the term domain, and the set domain's fallback).
    const fixpoint = (start: Env<V>): Env<V> => {
      let head = start;
      for (;;) {
        runs++;
        const { back } = once(head);
        if (!back) return head;
        const next: Env<V> = new Map();
        for (const k of new Set([...head.keys(), ...back.keys()])) {
          const h = head.get(k);
          const b = back.get(k) ?? h!;
          const shape = widened.has(k) ? this.d.widen(sym(k)) : this.d.head(h?.shape, b.shape, sym(k));
          const val = h && this.valKey(h.val) === this.valKey(b.val) ? h.val : undefined;
          next.set(k, { shape, val });
        }
        if (sameEnv(this.d, head, next, (a, b) => this.valKey(a) === this.valKey(b))) return head;
        if (runs >= 3 * this.cap) return next;
        if (runs >= this.cap || f.steps > this.budget) {
          for (const [k, v] of next) {
            if (this.avKey(v) !== this.avKey(head.get(k))) {
              widened.add(k);
              next.set(k, { shape: this.d.widen(sym(k)) });
            }
          }
        }
        head = next;
      }
    };
    // The range of a for loop is evaluated once, before it: its operands are read from the entry.
    const rangeEnv = entry;
    entry = this.withoutTemps(f, entry);
    let heads: Env<V>[];
    if (f.steps > this.budget) {
      // Past the budget: no iterating. Every name the loop may assign starts from a widened
      // shape, a fixed point at once; the one run below is the only one, so nested loops cost
      // one run each instead of a product of their rounds.
      const head = new Map(entry);
      for (const k of assignedWithin([header, body])) {
        if (isTemp(f.spec.fn, k)) continue;
        widened.add(k);
        head.set(k, { shape: this.d.widen(sym(k)) });
      }
      heads = [head];
    } else if (this.d.disjunctive) {
      const states = this.headStates(f, entry, (h) => {
        runs++;
        return once(h).back;
      });
      heads = states.done ? states.heads : [fixpoint(this.joinAll(f, states.heads, line, 'L')!)];
    } else heads = [fixpoint(new Map(entry))];
    // The recorded runs, from the fixed point.
    f.record = record;
    f.loopLines.push(line);
    const before = f.spec.assignments.length;
    const exits = heads.flatMap((h) => once(h, true).exits);
    f.loopLines.pop();
    if (record) {
      const inBody = f.spec.assignments.slice(before);
      const atHead = new Map<string, ShapeSet>();
      const assigned = new Map<string, ShapeSet>();
      const targets = [...new Set(inBody.map((a) => a.target))].filter((t) => !isTemp(f.spec.fn, t));
      const union = (xs: readonly V[]): V | undefined => xs.reduce<V | undefined>((acc, x) => (acc === undefined ? x : this.d.join(acc, x, sym('?'))), undefined);
      for (const t of targets) {
        const h = union(heads.flatMap((e) => (e.has(t) ? [e.get(t)!.shape] : [])));
        if (h !== undefined) atHead.set(t, this.d.terms(h));
        const acc = union(inBody.filter((a) => a.target === t).map((a) => a.shape));
        if (acc !== undefined) assigned.set(t, this.d.terms(acc));
      }
      this.recordLoop(f.spec, s, { kind, line, atHead, assigned, runs, widened: [...widened] });
    }
    return this.joinAll(f, exits, line, 'L') ?? heads[0]!;
  }

  /** The distinct states at a loop head (the set domain runs the body once per state, so the
   *  variables' shapes stay correlated): undefined-free list, `done` false when more than
   *  `cap` states were found (the caller then merges them). A state differing from a known one
   *  only in the values (not the shapes) replaces it with the values that agree. */
  private headStates(f: Frame<V>, entry: Env<V>, run: (h: Env<V>) => Env<V> | undefined): { heads: Env<V>[]; done: boolean } {
    const shapeKey = (e: Env<V>): string => [...e.keys()].sort().map((k) => `${k}=${this.d.key(e.get(k)!.shape)}`).join(';');
    const heads: Env<V>[] = [new Map(entry)];
    const index = new Map<string, number>([[shapeKey(entry), 0]]);
    let frontier: Env<V>[] = [heads[0]!];
    while (frontier.length > 0) {
      const next: Env<V>[] = [];
      for (const h of frontier) {
        const back = run(h);
        if (!back) continue;
        const k = shapeKey(back);
        const i = index.get(k);
        if (i === undefined) {
          if (heads.length >= this.cap || f.steps > this.budget) return { heads: [...heads, back], done: false };
          index.set(k, heads.length);
          heads.push(back);
          next.push(back);
          continue;
        }
        const known = heads[i]!;
        let changed = false;
        const merged: Env<V> = new Map();
        for (const [name, av] of known) {
          const same = this.valKey(av.val) === this.valKey(back.get(name)?.val);
          if (!same && av.val !== undefined) changed = true;
          merged.set(name, same ? av : { shape: av.shape });
        }
        if (changed) {
          heads[i] = merged;
          next.push(merged);
        }
      }
      frontier = next;
    }
    return { heads, done: true };
  }

  private recordLoop(spec: Spec<V>, s: Stmt, l: LoopSetOfShapes): void {
    recordLoop(spec, s, l);
  }

  private forVariable(f: Frame<V>, env: Env<V>, s: Extract<Stmt, { op: 'for' }>, rangeEnv: Env<V>): void {
    let shape: V;
    let val: ShapeValue<V> | undefined;
    if (s.range.kind === 'range') {
      shape = this.d.lift(SCALAR_TUPLE);
      const r = rangeOf([s.range.lower, ...(s.range.inc ? [s.range.inc] : []), s.range.upper].map((n) => rangeEnv.get(n)?.val));
      if (r) val = { ...r, scalar: true };
      const [lo, hi] = [rangeEnv.get(s.range.lower)?.val, rangeEnv.get(s.range.upper)?.val];
      if (!r && !s.range.inc && lo?.kind === 'num' && lo.n === 1 && hi?.kind === 'ext') val = { kind: 'upto', e: hi.e };
    } else {
      const arr = env.get(s.range.array) ?? rangeEnv.get(s.range.array);
      shape = arr
        ? this.d.map([arr.shape], ([t]) => (t!.kind === 'tuple' ? tuple(t!.dims[0]!, 1) : shapeVar(`${f.prefix}${s.variable}@${s.span.line}`)))
        : this.fresh(f, `${s.variable}@${s.span.line}`);
    }
    this.assign(f, env, s, s.variable, { shape, val });
  }

  // --- assignments ---------------------------------------------------------------------------

  private site(f: Frame<V>, s: Stmt, target: string): string {
    return `${target}@${f.sites.get(s) ?? String(s.span.line)}`;
  }

  private assign(f: Frame<V>, env: Env<V>, s: Stmt, target: string | null, av: AV<V>): void {
    if (target === null) return;
    env.set(target, av);
    if (f.record) {
      f.spec.assignments.push({
        target, temporary: isTemp(f.spec.fn, target), stmt: s, line: s.span.line, column: s.span.column,
        what: s.op === 'call' ? s.fn : s.op, shape: av.shape, loops: [...f.loopLines],
      });
    }
  }

  private get(f: Frame<V>, env: Env<V>, name: string): AV<V> {
    const v = env.get(name);
    if (v) return v;
    // Used before any assignment seen (a global, a variable the IR reads from elsewhere).
    const fresh = { shape: this.fresh(f, `${name}@?`) };
    env.set(name, fresh);
    return fresh;
  }

  private simple(f: Frame<V>, env: Env<V>, s: Stmt): void {
    switch (s.op) {
      case 'literal': {
        const lit = s.value;
        if (lit.kind === 'number') this.assign(f, env, s, s.target, { shape: this.d.lift(SCALAR_TUPLE), val: lit.imaginary ? undefined : { kind: 'num', n: lit.value } });
        else if (lit.kind === 'char') this.assign(f, env, s, s.target, { shape: this.d.lift(tuple(lit.value.length === 0 ? 0 : 1, lit.value.length)), val: { kind: 'char', text: lit.value } });
        else if (lit.kind === 'string') this.assign(f, env, s, s.target, { shape: this.d.lift(SCALAR_TUPLE) });
        else if (lit.kind === 'numbers') this.assign(f, env, s, s.target, { shape: this.d.lift(tuple(lit.rows, lit.cols)) });
        else this.assign(f, env, s, s.target, { shape: this.d.lift(tuple(0, 0)), val: lit.kind === 'empty' ? { kind: 'empty' } : undefined });
        return;
      }
      case 'copy':
        this.assign(f, env, s, s.target, this.get(f, env, s.source));
        return;
      case 'handle':
      case 'lambda':
        this.assign(f, env, s, s.target, { shape: this.d.lift(SCALAR_TUPLE), val: { kind: 'handle' } });
        return;
      case 'end': {
        const arr = this.get(f, env, s.array);
        this.assign(f, env, s, s.target, { shape: this.d.lift(SCALAR_TUPLE), val: this.endValue(arr, s.position, s.count) });
        return;
      }
      case 'call':
        this.call(f, env, s);
        return;
      case 'arrayGet':
        this.arrayGet(f, env, s);
        return;
      case 'arraySet':
      case 'cellSet':
        this.indexSet(f, env, s, s.op === 'arraySet' ? s.array : s.cell, s.args, s.source);
        return;
      case 'cellGet':
      case 'dotGet':
        for (const t of s.targets) if (t !== null) this.assign(f, env, s, t, { shape: this.fresh(f, this.site(f, s, t)) });
        return;
      case 'dotSet': {
        const base = env.get(s.base);
        // s.f = v keeps a struct's shape (a 1x1 struct stays 1x1); anything else is opaque.
        const keep = base && this.d.key(base.shape) === this.d.key(this.d.lift(SCALAR_TUPLE));
        this.assign(f, env, s, s.base, { shape: keep ? base.shape : this.fresh(f, this.site(f, s, s.base)) });
        return;
      }
      case 'cellLiteral': {
        const simple = s.rows.every((r) => r.every((a) => a.kind === 'var')) && s.rows.every((r) => r.length === s.rows[0]!.length);
        const rows = s.rows.filter((r) => r.length > 0);
        const shape = simple ? this.d.lift(rows.length === 0 ? tuple(0, 0) : tuple(rows.length, rows[0]!.length)) : this.fresh(f, this.site(f, s, s.target));
        this.assign(f, env, s, s.target, { shape });
        return;
      }
      case 'opaque':
        for (const t of s.targets) this.assign(f, env, s, t, { shape: this.fresh(f, this.site(f, s, t)) });
        return;
      default:
        return;
    }
  }

  private endValue(arr: AV<V>, position: number, count: number): ShapeValue<V> | undefined {
    const ts = this.d.terms(arr.shape);
    if (ts === 'any' || ts.length !== 1 || ts[0]!.kind !== 'tuple') return undefined;
    const dims = ts[0]!.dims;
    if (count === 1) return { kind: 'ext', e: mul(...dims) };
    if (position < count) return { kind: 'ext', e: dims[position - 1] ?? num(1) };
    return { kind: 'ext', e: mul(...dims.slice(position - 1), num(1)) };
  }

  // --- indexing ------------------------------------------------------------------------------

  private arrayGet(f: Frame<V>, env: Env<V>, s: Extract<Stmt, { op: 'arrayGet' }>): void {
    const targets = s.targets.filter((t): t is string => t !== null);
    const arr = env.get(s.array);
    const ok = !s.update && targets.length === 1 && arr !== undefined && arr.val?.kind !== 'handle' && s.args.every((a) => a.kind !== 'list');
    if (!ok) {
      for (const t of targets) this.assign(f, env, s, t, { shape: this.fresh(f, this.site(f, s, t)) });
      return;
    }
    const target = targets[0]!;
    const symbol = `${f.prefix}${this.site(f, s, target)}`;
    const argAvs = s.args.map((a) => (a.kind === 'var' ? this.get(f, env, a.name) : undefined));
    const shapes = [arr.shape, ...argAvs.filter((a): a is AV<V> => a !== undefined).map((a) => a.shape)];
    const shape = this.d.map(shapes, ([a, ...idx]) => indexShape(a!, s.args, idx, symbol));
    this.assign(f, env, s, target, { shape });
  }

  private indexSet(f: Frame<V>, env: Env<V>, s: Stmt, array: string, args: readonly Arg[], source: string): void {
    const arr = env.get(array);
    const src = env.get(source);
    const deletion = src?.val?.kind === 'empty';
    const bounds = arr === undefined ? false : this.inBounds(arr, args, env);
    const keep = arr !== undefined && !deletion && (bounds === true || (this.options.assumeInBounds === true && bounds !== false));
    this.assign(f, env, s, array, { shape: keep ? arr.shape : this.fresh(f, this.site(f, s, array)) });
  }

  private withoutTemps(f: Frame<V>, env: Env<V>): Env<V> {
    const out: Env<V> = new Map();
    for (const [k, v] of env) if (!isTemp(f.spec.fn, k)) out.set(k, v);
    return out;
  }

  private tagExtent(f: Frame<V>, env: Env<V>, name: string, s: Stmt): void {
    const av = env.get(name);
    if (!av || av.val || !isScalarIn(this.d, av)) return;
    env.set(name, { shape: av.shape, val: { kind: 'ext', e: sym(`${f.prefix}${name}@${f.sites.get(s) ?? s.span.line}`) } });
  }

  /** Whether every subscript stays within the extents (`:`, constants, ranges and loop
   *  variables with known bounds): true; false when one is known to pass an extent (`end+1`,
   *  a constant beyond it: the array grows); null when not known. */
  private inBounds(arr: AV<V>, args: readonly Arg[], env: Env<V>): Tri {
    const ts = this.d.terms(arr.shape);
    if (ts === 'any' || ts.length !== 1 || ts[0]!.kind !== 'tuple') return null;
    const dims = ts[0]!.dims;
    let all: Tri = true;
    for (const [i, a] of args.entries()) {
      if (a.kind === 'colon') continue;
      if (a.kind !== 'var') return null;
      const v = env.get(a.name)?.val;
      const extent = args.length === 1 ? mul(...dims) : i === args.length - 1 ? mul(...dims.slice(i), num(1)) : (dims[i] ?? num(1));
      const bound = constantOf(extent);
      const hi = v?.kind === 'num' ? v.n : v?.kind === 'range' ? v.hi : undefined;
      const lo = v?.kind === 'num' ? v.n : v?.kind === 'range' ? v.lo : undefined;
      if (v?.kind === 'upto') {
        const ok = eqExtent(v.e, extent) === true || constantOf(add(extent, negate(v.e))) !== null && constantOf(add(extent, negate(v.e)))! >= 0;
        if (!ok) all = null;
      } else if (v?.kind === 'ext') {
        const past = constantOf(add(v.e, negate(extent)));
        if (past !== null && past > 0) return false;
        if (past !== null && past <= 0 && v.e.terms.length > 0) continue;
        all = null;
      } else if (hi === undefined || lo === undefined || bound === null) all = null;
      else if (hi > bound) return false;
      else if (lo < 1) all = null;
    }
    return all;
  }

  // --- calls ---------------------------------------------------------------------------------

  private call(f: Frame<V>, env: Env<V>, s: Extract<Stmt, { op: 'call' }>): void {
    const targets = s.targets;
    const opaque = (): void => {
      for (const t of targets) if (t !== null) this.assign(f, env, s, t, { shape: this.fresh(f, this.site(f, s, t)) });
    };
    // A name the kinds could not tell: indexing when it holds a value here.
    if (s.maybeVariable && env.has(s.fn)) {
      this.arrayGet(f, env, { ...s, op: 'arrayGet', array: s.fn, update: false });
      return;
    }
    // `v.f(args)` lowered as a dotted call (v might have been a package): fields not tracked.
    if (s.maybeVariable && s.fn.includes('.') && env.has(s.fn.slice(0, s.fn.indexOf('.')))) return opaque();
    // A cs-list or `:` argument: the number of arguments is not known.
    if (s.args.some((a) => a.kind !== 'var')) return opaque();
    const user = this.options.resolve?.(f.spec.fn, s.fn);
    // A scalar of unknown value used as a size, or passed to a user function (which may use it
    // as one), gets a symbolic extent as its value, kept in the environment: the sizes made from
    // the same variable are then the same extent (`zeros(n, 1)` and `ones(n, 1)` are `n@3 x 1`).
    for (const i of sizeArguments(user ? 'user' : s.fn, s.args.length)) this.tagExtent(f, env, (s.args[i] as { name: string }).name, s);
    const args = s.args.map((a) => this.get(f, env, (a as { name: string }).name));
    if (user) {
      const outs = this.specialise(user, args, args.length);
      targets.forEach((t, i) => {
        if (t === null) return;
        const o = outs?.[i];
        this.assign(f, env, s, t, o ?? { shape: this.fresh(f, this.site(f, s, t)) });
      });
      return;
    }
    const first = targets.find((t): t is string => t !== null) ?? s.fn;
    const names = s.args.map((a) => (a as { name: string }).name);
    const results = this.rules.apply(s.fn, args, names, Math.max(1, targets.filter((t) => t !== null).length), `${f.prefix}${this.site(f, s, first)}`);
    targets.forEach((t, i) => {
      if (t === null) return;
      this.assign(f, env, s, t, results?.[i] ?? { shape: this.fresh(f, this.site(f, s, t)) });
    });
  }

  /** A builtin's results (undefined entries: Type III). */
}

// ------------------------------------------------------------------------------------------

function unionSets(a: ShapeSet | undefined, b: ShapeSet): ShapeSet {
  if (a === undefined) return b;
  return a === 'any' || b === 'any' ? 'any' : [...new Map([...a, ...b].map((t) => [termKey(t), t])).values()];
}

/** Adds a loop's sets to a specialisation's, merged with an earlier record of the same loop. */
function recordLoop<V>(spec: Spec<V>, s: Stmt, l: LoopSetOfShapes): void {
  const at = spec.loopIndex.get(s);
  if (at === undefined) {
    spec.loopIndex.set(s, spec.loops.length);
    spec.loops.push(l);
    return;
  }
  const old = spec.loops[at]!;
  const merge = (a: ReadonlyMap<string, ShapeSet>, b: ReadonlyMap<string, ShapeSet>): Map<string, ShapeSet> =>
    new Map([...new Set([...a.keys(), ...b.keys()])].map((k) => [k, b.has(k) ? unionSets(a.get(k), b.get(k)!) : a.get(k)!]));
  spec.loops[at] = {
    kind: l.kind, line: l.line, atHead: merge(old.atHead, l.atHead), assigned: merge(old.assigned, l.assigned),
    runs: Math.max(old.runs, l.runs), widened: [...new Set([...old.widened, ...l.widened])],
  };
}

function isTemp(fn: IrFunction, name: string): boolean {
  return name.startsWith(fn.tempPrefix) && /^\d+$/.test(name.slice(fn.tempPrefix.length));
}

function sameEnv<V>(d: Domain<V>, a: Env<V>, b: Env<V>, sameVal: (x: ShapeValue<V> | undefined, y: ShapeValue<V> | undefined) => boolean): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) {
    const w = b.get(k);
    if (!w || d.key(v.shape) !== d.key(w.shape) || !sameVal(v.val, w.val)) return false;
  }
  return true;
}
