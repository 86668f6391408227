// The traversal that applies the kind rules (Section 4.1) to a unit's statements. One rule set
// serves the three analyses; they differ in control flow and in when rules take effect:
//  - matlab7: a depth-first walk; branches and loops are walked once, in order (Listing 3);
//  - flow-sensitive: branches start from the same state and are joined; loops iterate to a
//    fixed point (Listing 4);
//  - flow-insensitive: rules are not applied during the walk but collected into the five
//    phases of Listing 5 and applied phase after phase afterwards.
import { binaryChain, fileStart, plainEvalNames, type CommandArg, type Expr, type FunctionHandle, type Identifier, type Span, type Stmt } from '../syntax/index.js';
import { decideBinding, type Candidate, type Variant } from './end-binding.js';
import { copyMap, joinMaps, merge, sameMaps, type AbstractKind, type KindMap } from './lattice.js';
import type { Recorder } from './recorder.js';

/** What the analysis needs from the library model (src/project's Library has it). */
export interface NameLookup {
  /** Lookups that share this token answer every question here the same way (a library built
   *  again after only signatures changed): the kinds found with one hold for the other. */
  readonly namesToken?: object;
  existsFunction(name: string, scope?: { file?: string; functionPath?: string[] }): boolean;
  /** Is `name` a function some table knows (a toolbox's, which `existsFunction` leaves out so
   *  as not to decide kinds by it)? */
  knownFunction?(name: string, scope?: { file?: string; functionPath?: string[] }): boolean;
  existsPackage(name: string, scope?: { file?: string; functionPath?: string[] }): boolean;
  /** Is `prop` a constant property of the class `cls` (or of a superclass)? */
  classConstant?(cls: string, prop: string): boolean;
  /** Is `name` a function only as some class's method, found by its name alone (see
   *  Resolution.byNameOnly)? */
  methodByNameOnly?(name: string, scope?: { file?: string; functionPath?: string[] }): boolean;
  /** When `name` runs a script: the variables it makes in the workspace that runs it. */
  scriptVariables?(name: string, scope?: { file?: string; functionPath?: string[] }): readonly string[] | undefined;
}

export interface WalkOptions {
  variant: Variant;
  lib: NameLookup;
  scope: { file?: string; functionPath?: string[] };
  inScript: boolean;
  /** `load(file)` or `eval(text)` may create any variable here (names-may-appear.ts). */
  namesMayAppear?: boolean;
  rec: Recorder;
}

/** An enclosing index target while the arguments are walked, for binding `end`. */
/** `root`: of an assignment target, the variable it assigns (`xX` of `xX.X(...) = []`). */
/** `field`: of `Root.field(...)`, the field (a class's constant property, when Root is a class). */
type Enclosing = { name: string } | { fixedVar: true; root?: string } | { fieldRoot: string; field?: string };

/** Flow-insensitive phases (Listing 5): definitions, handles and commands, uses, end checks. */
const enum Phase { Definitions = 0, Functions = 1, Uses = 2, Ends = 3 }

const MAX_LOOP_ROUNDS = 20;

/** Words of `syms` that are not variable names (`syms x y real`; `unreal` in old releases). */
const SYMS_KEYWORDS = new Set(['real', 'positive', 'integer', 'rational', 'clear', 'unreal']);

export class Walker {
  m: KindMap;
  /** `m` is this walker's own (no snapshot or memo holds it): written in place. */
  private owned = true;
  private readonly enclosing: Enclosing[] = [];
  private readonly lambdaParams = new Map<string, number>();
  private readonly phases: Array<Array<() => void>> = [[], [], [], []];
  private readonly endSites: Array<{ chain: Enclosing[]; span: Span }> = [];
  private readonly synthetic = new WeakMap<object, Identifier>();
  /** Per loop body, the state a flow-sensitive walk last entered it with and left it with. */
  private readonly loopsSeen = new WeakMap<Stmt[], { entry: KindMap; exit: KindMap }>();
  /** Per script run or constant eval text, one source object per variable it makes (walks of a
   *  loop meet them again). */
  private readonly namedSources = new WeakMap<object, Map<string, object>>();
  /** Names taken as a handle (`@name`) while no variable, and names called or run as commands
   *  as functions. In the flow-sensitive analysis a handle alone does not make a later
   *  assignment (or one on another branch) a conflict: current MATLAB runs manopt's
   *  `M.is_matrix = @is_matrix; ... is_matrix = @(X) ...` (Table 1's HD and H||D, errors in
   *  MATLAB 7, which the matlab7 and flow-insensitive variants keep). */
  private readonly handled = new Set<string>();
  private readonly called = new Set<string>();
  /** Names used as functions whose only function is a class's method found by name. */
  private readonly methodOnly = new Set<string>();
  /** The bodies of the loops the walk is in, outermost first; per name, per loop body, the
   *  furthest offset at which the body assigns the name whole; the `end`s that made a name a
   *  variable, with their loops (see warnAssumed). */
  private readonly loops: Stmt[][] = [];
  private readonly assignedInLoop = new Map<string, Map<Stmt[], number>>();
  private readonly assumed: Array<{ name: string; span: Span; loops: readonly Stmt[][] }> = [];
  private readonly deferred: boolean;
  private readonly flowSensitive: boolean;
  private readonly defaultKind: AbstractKind;

  constructor(private readonly o: WalkOptions, initial: KindMap) {
    this.m = copyMap(initial);
    this.deferred = o.variant === 'flow-insensitive';
    this.flowSensitive = o.variant === 'flow-sensitive';
    this.defaultKind = o.inScript ? 'MAYVAR' : 'UNDEF';
  }

  /** Walks the statements; with the flow-insensitive analysis, then applies the phases:
   *  definitions, functions, uses; then every `end` is checked for ambiguity with the kinds
   *  as they stand (phase 4) before any binding changes a kind (phase 5). */
  run(body: Stmt[]): KindMap {
    this.stmts(body);
    if (!this.deferred) {
      this.warnAssumed();
      return this.m;
    }
    for (const phase of [Phase.Definitions, Phase.Functions, Phase.Uses]) for (const apply of this.phases[phase]) apply();
    const bindings = this.endSites.map((site) => this.decideEnd(site.chain, site.span));
    for (const apply of bindings) apply();
    this.warnAssumed();
    for (const refresh of this.phases[Phase.Ends]) refresh();
    return this.m;
  }

  // ------------------------------------------------------------------ rules

  private kind(name: string): AbstractKind {
    return this.m.get(name) ?? this.defaultKind;
  }

  private rule(phase: Phase, apply: () => void): void {
    if (this.deferred) this.phases[phase].push(apply);
    else apply();
  }

  private mergeKind(name: string, k: AbstractKind, span: Span): void {
    const cur = this.kind(name);
    // A name only ever taken as a handle, then assigned: the variable from here on.
    // Nor does a use of a class's method's name: for anything but an object of that class
    // MATLAB finds no function of that name (the machine vision toolbox's `v(4:6)` read in a
    // loop that assigns `v` later, `v` being a method of PointFeature).
    const handleOnly = cur === 'FN' && k === 'VAR' && (this.handleOnly(name) || this.methodOnly.has(name));
    const r = handleOnly ? 'VAR' : merge(cur, k);
    if (r === undefined) {
      this.o.rec.conflicting.add(name);
      this.o.rec.report('kind-conflict', conflictMessage(name, cur, k), span);
      return;
    }
    if (this.m.get(name) === r) return;
    // Copy on write: the map may be a branch's snapshot, or held by a loop's memo.
    if (!this.owned) {
      this.m = copyMap(this.m);
      this.owned = true;
    }
    this.m.set(name, r);
  }

  /** Makes `m` the current state, shared with whoever else holds it (copied before a write). */
  private enter(m: KindMap): void {
    this.m = m;
    this.owned = false;
  }

  private record(node: object, name: string, span: Span, local = false): void {
    const rec = { name, span, atPoint: local ? 'VAR' as const : this.kind(name), local };
    this.o.rec.occurrence(node, rec);
    // The kind at this point is only final once the deferred rules ran.
    if (this.deferred && !local) this.phases[Phase.Ends].push(() => (rec.atPoint = this.kind(name)));
  }

  private isLocal(name: string): boolean {
    return this.lambdaParams.has(name);
  }

  /** A name used as a value: a function if the library has it and nothing made it a variable.
   *  `dotted`: the root of `name.part...`, which alone may be a package prefix (a bare `map`
   *  or `model`, names of MathWorks' packages, is never one: vistasoft's loaded `model`). */
  private use(id: Identifier, dotted = false): void {
    if (this.isLocal(id.name)) return this.record(id, id.name, id.span, true);
    this.rule(Phase.Uses, () => {
      const k = this.kind(id.name);
      if (k === 'FN') this.called.add(id.name);
      if (k === 'UNDEF' || k === 'ID') {
        this.called.add(id.name);
        const scope = this.o.scope;
        if (this.o.lib.existsFunction(id.name, scope)) {
          if (this.o.lib.methodByNameOnly?.(id.name, scope)) this.methodOnly.add(id.name);
          this.mergeKind(id.name, 'FN', id.span);
        } else if (dotted && this.o.lib.existsPackage(id.name, scope)) this.mergeKind(id.name, 'PREFIX', id.span);
        else this.mergeKind(id.name, 'ID', id.span);
      }
    });
    this.record(id, id.name, id.span);
  }

  /** A name that must be a variable: assigned, cell-indexed, global, loaded (flow-sensitive).
   *  `whole`: the name itself is assigned (`x = ...`, a loop variable, a declaration), not an
   *  element of it (`x(end, 2) = x(end, 2) * -1` needs x to exist already). */
  private define(id: Identifier, k: AbstractKind = 'VAR', whole = true): void {
    if (this.isLocal(id.name)) return this.record(id, id.name, id.span, true);
    if (k === 'VAR' && whole && this.loops.length > 0) {
      let byLoop = this.assignedInLoop.get(id.name);
      if (!byLoop) this.assignedInLoop.set(id.name, (byLoop = new Map()));
      for (const l of this.loops) byLoop.set(l, Math.max(byLoop.get(l) ?? -1, id.span.offset));
    }
    this.rule(Phase.Definitions, () => this.mergeKind(id.name, k, id.span));
    this.record(id, id.name, id.span);
    this.o.rec.defined.add(id);
  }

  /** `@name` and command syntax: a function. */
  private functionName(node: object, name: string, span: Span, handle = false): void {
    this.rule(Phase.Functions, () => {
      const k = this.kind(name);
      if (!handle) this.called.add(name);
      else if (k === 'UNDEF' || k === 'ID') this.handled.add(name);
      // `@name` looks among functions only: a variable of that name is left as it is (ERPLAB
      // Studio's panels assign `timet_auto = 1`, then pass `'callback', @timet_auto`).
      else if (this.flowSensitive && k === 'VAR') return;
      this.mergeKind(name, 'FN', span);
    });
    this.record(node, name, span);
  }

  // ------------------------------------------------------------- statements

  stmts(list: Stmt[]): void {
    for (const s of list) this.stmt(s);
  }

  private stmt(s: Stmt): void {
    switch (s.type) {
      case 'ExprStmt':
        if (!this.loadCall(s.expr) && !this.evalCall(s.expr)) this.expr(s.expr);
        if (s.expr.type === 'Identifier') this.scriptRun(s.expr);
        return;
      case 'Assign':
        // `out = evalc('t = 2;')` runs the text as a statement too (eval with an output
        // evaluates an expression).
        if (!this.evalCall(s.rhs, true)) this.expr(s.rhs);
        for (const t of s.targets) this.lvalue(t);
        return;
      case 'IncDec':
        this.lvalue(s.target);
        return;
      case 'Command':
        this.command(s.name, s.args);
        if (s.args.length === 0) this.scriptRun(s.name);
        return;
      case 'Global':
      case 'Persistent':
        s.inits?.forEach((e) => e && this.expr(e));
        for (const n of s.names) this.define(n);
        return;
      case 'If':
        return this.ifStmt(s.clauses, s.elseBody);
      case 'For':
        return this.loop(() => {
          this.expr(s.range);
          this.lvalue(s.variable);
        }, s.body);
      case 'While':
        return this.loop(() => void this.expr(s.cond), s.body);
      case 'DoUntil':
        this.stmts(s.body);
        if (!this.flowSensitive) return void this.expr(s.cond);
        return this.loop(() => void this.expr(s.cond), s.body);
      case 'Switch':
        return this.switchStmt(s.subject, s.cases, s.otherwise);
      case 'Try':
        return this.tryStmt(s.body, s.catchVar, s.catchBody);
      case 'UnwindProtect':
        this.stmts(s.body);
        this.stmts(s.cleanup);
        return;
      case 'Spmd':
        for (const a of s.args) this.expr(a);
        this.stmts(s.body);
        return;
      case 'Arguments':
        for (const d of s.declarations) {
          for (const x of [...(d.dims ?? []), ...(d.validators ?? [])]) this.expr(x);
          if (d.default) this.expr(d.default);
          if (d.name === '~') continue;
          const root = d.name.split('.')[0];
          this.define(this.named(d, root, d.nameSpan));
        }
        return;
      case 'Error':
        // What a failed assignment would have assigned is a variable from here (its syntax
        // error is the finding; its name's uses are not a second one).
        for (const t of s.targets ?? []) this.lvalue(t);
        return;
      default:
        // Break, Continue, Return, Import, Comments; nested functions and classdef
        // bodies are units of their own.
        return;
    }
  }

  /** A snapshot of the current state: the map itself, copied before the next write. */
  private copy(): KindMap {
    this.owned = false;
    return this.m;
  }

  /** Was the name only ever a function by handles (see `handled`)? */
  private handleOnly(name: string): boolean {
    return this.flowSensitive && this.handled.has(name) && !this.called.has(name);
  }

  private join(maps: KindMap[], span: Span): KindMap {
    // A name a handle made a function on one branch and assigned on another is the variable.
    for (const name of this.handled) {
      if (!this.handleOnly(name) || !maps.some((m) => m.get(name) === 'VAR')) continue;
      maps = maps.map((m) => (m.get(name) === 'FN' ? new Map(m).set(name, 'VAR') : m));
    }
    let out = maps[0];
    for (let k = 1; k < maps.length; k++) {
      out = joinMaps(out, maps[k], (name, a, b) => {
        this.o.rec.conflicting.add(name);
        this.o.rec.report('kind-conflict', `'${name}' is ${describeKind(a)} on one path and ${describeKind(b)} on another that joins here.`, span, this.o.rec.pathsOf(name, span));
      });
    }
    return out;
  }

  private ifStmt(clauses: Array<{ cond: Expr; body: Stmt[]; span: Span }>, elseBody: Stmt[] | undefined): void {
    if (!this.flowSensitive) {
      for (const c of clauses) {
        this.expr(c.cond);
        this.stmts(c.body);
      }
      if (elseBody) this.stmts(elseBody);
      return;
    }
    const exits: KindMap[] = [];
    for (const c of clauses) {
      this.expr(c.cond);
      const fallThrough = this.copy();
      this.stmts(c.body);
      exits.push(this.m);
      this.enter(fallThrough);
    }
    if (elseBody) this.stmts(elseBody);
    exits.push(this.m);
    this.enter(this.join(exits, clauses[0].span));
  }

  private switchStmt(subject: Expr, cases: Array<{ value: Expr; body: Stmt[]; span: Span }>, otherwise: Stmt[] | undefined): void {
    this.expr(subject);
    if (!this.flowSensitive) {
      for (const c of cases) {
        this.expr(c.value);
        this.stmts(c.body);
      }
      if (otherwise) this.stmts(otherwise);
      return;
    }
    const exits: KindMap[] = [];
    for (const c of cases) {
      this.expr(c.value);
      const next = this.copy();
      this.stmts(c.body);
      exits.push(this.m);
      this.enter(next);
    }
    if (otherwise) this.stmts(otherwise);
    exits.push(this.m);
    this.enter(this.join(exits, subject.span));
  }

  private tryStmt(body: Stmt[], catchVar: Identifier | undefined, catchBody: Stmt[] | undefined): void {
    if (!this.flowSensitive) {
      this.stmts(body);
      if (catchVar) this.define(catchVar);
      if (catchBody) this.stmts(catchBody);
      return;
    }
    const before = this.copy();
    this.stmts(body);
    const afterBody = this.copy();
    // The catch block may start anywhere in the body: from before it or after it.
    this.enter(this.join([before, afterBody], catchVar?.span ?? spanOfFirst(body)));
    if (catchVar) this.define(catchVar);
    if (catchBody) this.stmts(catchBody);
    this.enter(this.join([afterBody, this.m], catchVar?.span ?? spanOfFirst(body)));
  }

  /** A loop: its header (condition, or range and loop variable), then the body. The
   *  flow-sensitive analysis iterates to a fixed point and joins the zero-iteration path. */
  private loop(header: () => void, body: Stmt[]): void {
    this.loops.push(body);
    try {
      this.loopBody(header, body);
    } finally {
      this.loops.pop();
    }
  }

  private loopBody(header: () => void, body: Stmt[]): void {
    header();
    if (!this.flowSensitive) {
      this.stmts(body);
      return;
    }
    const entry = this.copy();
    // A loop met again with the state it was left with last time ends as it did then: without
    // this, each round of an outer loop walks its inner loops again, 2^depth walks in all.
    const seen = this.loopsSeen.get(body);
    if (seen && sameMaps(seen.entry, entry)) {
      this.enter(seen.exit);
      return;
    }
    for (let round = 0; round < MAX_LOOP_ROUNDS; round++) {
      const before = this.copy();
      this.stmts(body);
      this.enter(this.join([entry, this.m], spanOfFirst(body)));
      header();
      if (sameMaps(this.m, before)) break;
    }
    this.loopsSeen.set(body, { entry, exit: this.copy() });
  }

  /** `load(file, 'x')` and `load file x`: the named variables may come to exist. As in
   *  Listing 3, the string arguments after the first name them; the file name may be any
   *  expression (`load([dir 'f.mat'], 'x')`). */
  private loadCall(e: Expr): boolean {
    if (e.type !== 'Index' || e.target.type !== 'Identifier' || e.target.name !== 'load') return false;
    if (this.kind('load') === 'VAR') return false;
    this.expr(e);
    this.loaded(e.args.slice(1).map((a) => (a.type === 'String' ? { value: a.value, span: a.span, node: a } : undefined)));
    return true;
  }

  /** `eval('t = a * 2;')`, `evalc(...)`: a constant text of plain assignments makes those
   *  names variables from here (vistasoft's `evalc('transRot = ...')`, then `transRot(end)`). */
  private evalCall(e: Expr, output = false): boolean {
    const names = plainEvalNames(e, output);
    if (!names || e.type !== 'Index' || this.kind((e.target as Identifier).name) === 'VAR') return false;
    const text = e.args[0];
    this.expr(e);
    for (const value of names) this.define(this.named(this.sourceOf(text, value), value, text.span));
    return true;
  }

  /** The one source object of variable `value` made by `origin` (see namedSources). */
  private sourceOf(origin: object, value: string): object {
    let sources = this.namedSources.get(origin);
    if (!sources) this.namedSources.set(origin, (sources = new Map()));
    let node = sources.get(value);
    if (!node) sources.set(value, (node = { value }));
    return node;
  }

  /** `setup;` running a script: the variables it makes exist from here (`eeg_global;` declares
   *  the globals the function then reads). As for `load`, MATLAB 7 takes them as MAYVAR. */
  private scriptRun(id: Identifier): void {
    if (this.kind(id.name) === 'VAR' || this.isLocal(id.name)) return;
    const names = this.o.lib.scriptVariables?.(id.name, this.o.scope);
    if (!names || names.length === 0) return;
    this.loaded(names.map((value) => ({ value, span: id.span, node: this.sourceOf(id, value) })));
  }

  private loaded(names: Array<{ value: string; span: Span; node: object } | undefined>): void {
    // MATLAB 7: MAYVAR (the file may lack it); the other analyses take the programmer's word: VAR.
    const k: AbstractKind = this.o.variant === 'matlab7' ? 'MAYVAR' : 'VAR';
    for (const n of names) {
      if (!n || n.value.startsWith('-') || !/^[A-Za-z]\w*$/.test(n.value)) continue;
      this.define(this.named(n.node, n.value, n.span), k);
    }
  }

  private command(name: Identifier, args: CommandArg[]): void {
    this.functionName(name, name.name, name.span);
    if (name.name === 'load') {
      this.loaded(args.slice(1).map((a) => ({ value: a.value, span: a.span, node: a })));
    } else if (name.name === 'syms') {
      // Symbolic Math Toolbox: `syms x y` creates the variables x and y; `syms x real`
      // states an assumption (real, positive, integer, rational) or clears one: no variable.
      for (const a of args) {
        if (/^[A-Za-z]\w*$/.test(a.value) && !SYMS_KEYWORDS.has(a.value)) this.define(this.named(a, a.value, a.span));
      }
    }
  }

  /** The identifier a name written as text stands for (`load f x`, `syms x`, `opts.Name`):
   *  one per source node, so that a loop walked twice records one occurrence. */
  private named(source: object, name: string, span: Span): Identifier {
    let id = this.synthetic.get(source);
    if (!id) {
      id = { type: 'Identifier', name, span };
      this.synthetic.set(source, id);
    }
    return id;
  }

  // ------------------------------------------------------------ expressions

  /** An assignment target: its index expressions are walked first, then its root is defined. */
  private lvalue(t: Expr): void {
    if (t.type === 'Identifier') return this.define(t);
    if (t.type === 'Tilde') return;
    if (t.type === 'Matrix') {
      for (const row of t.rows) for (const e of row) this.lvalue(e);
      return;
    }
    const root = rootName(t);
    if (!root) return void this.expr(t);
    this.enclosing.push({ fixedVar: true, root: root.name });
    this.targetParts(t);
    this.enclosing.pop();
    this.define(root, 'VAR', false);
  }

  /** The index and dynamic-field expressions of an assignment target. */
  private targetParts(t: Expr): void {
    switch (t.type) {
      case 'Index':
      case 'CellIndex':
        this.targetParts(t.target);
        for (const a of t.args) this.expr(a);
        return;
      case 'Field':
        return this.targetParts(t.target);
      case 'DynamicField':
        this.targetParts(t.target);
        this.expr(t.name);
        return;
      default:
        return;
    }
  }

  /** Walks an expression; true when it holds an `end` that an enclosing index must bind. */
  expr(e: Expr): boolean {
    switch (e.type) {
      case 'Identifier':
        this.use(e);
        return false;
      case 'End':
        return true;
      case 'Index':
        return this.index(e.target, e.args, e.span);
      case 'CellIndex':
        if (e.target.type === 'Identifier') this.define(e.target);
        else this.expr(e.target);
        this.enclosing.push({ fixedVar: true });
        for (const a of e.args) this.expr(a);
        this.enclosing.pop();
        return false;
      case 'Field':
        if (e.target.type !== 'Identifier') return this.expr(e.target);
        this.use(e.target, true);
        return false;
      case 'DynamicField':
        // `pkg.(name)(args)`: a package's function chosen at run time (CellExplorer's
        // `customPlots.(plotName)(...)` over its +customPlots folder); a struct otherwise.
        if (e.target.type === 'Identifier') this.use(e.target, true);
        else this.expr(e.target);
        return this.expr(e.name);
      case 'Binary': {
        const { first, links } = binaryChain(e);
        let ends = this.expr(first);
        for (const b of links) if (this.expr(b.right)) ends = true;
        return ends;
      }
      case 'Range':
        return this.any(e.step ? [e.start, e.step, e.stop] : [e.start, e.stop]);
      case 'Unary':
      case 'Postfix':
        return this.expr(e.operand);
      case 'Paren':
        return this.expr(e.expr);
      case 'Matrix':
      case 'Cell':
        return this.any(e.rows.flat());
      case 'AnonFunction':
        this.lambda(e.params, e.body);
        return false;
      case 'FunctionHandle':
        this.handle(e);
        return false;
      case 'NameValue':
        return this.expr(e.value);
      case 'AssignExpr': {
        const ends = this.expr(e.value);
        this.lvalue(e.target);
        return ends;
      }
      default:
        return false;
    }
  }

  private any(list: Expr[]): boolean {
    let ends = false;
    for (const x of list) if (this.expr(x)) ends = true;
    return ends;
  }

  private handle(h: FunctionHandle): void {
    const dot = h.name.indexOf('.');
    if (dot < 0) return this.functionName(h, h.name, h.span, true);
    // `@pkg.fn`: the first part is a package prefix; `@Cls.method` with `Cls` a class of the
    // path is a handle to its static method, a use of the class as in `Cls.method(x)`;
    // `@obj.method` with `obj` a variable is a handle to the object's method (MATLAB binds
    // the object), a use of the variable.
    const prefix = h.name.slice(0, dot);
    if (this.isLocal(prefix)) return this.record(h, prefix, h.span, true);
    this.rule(Phase.Functions, () => {
      const k = this.kind(prefix);
      if (k === 'VAR') return;
      if (k === 'FN' || ((k === 'UNDEF' || k === 'ID') && this.o.lib.existsFunction(prefix, this.o.scope))) {
        this.called.add(prefix);
        this.mergeKind(prefix, 'FN', h.span);
      } else this.mergeKind(prefix, 'PREFIX', h.span);
    });
    this.record(h, prefix, h.span);
  }

  private lambda(params: Array<Identifier | { type: 'Tilde'; span: Span }>, body: Expr): void {
    const names: string[] = [];
    for (const p of params) {
      if (p.type !== 'Identifier') continue;
      names.push(p.name);
      this.lambdaParams.set(p.name, (this.lambdaParams.get(p.name) ?? 0) + 1);
      this.record(p, p.name, p.span, true);
    }
    const saved = this.enclosing.splice(0);
    this.expr(body);
    this.enclosing.push(...saved);
    for (const n of names) {
      const c = (this.lambdaParams.get(n) ?? 1) - 1;
      if (c === 0) this.lambdaParams.delete(n);
      else this.lambdaParams.set(n, c);
    }
  }

  /** `target(args)`: the arguments first, then the target; an `end` in the arguments is
   *  bound here, at the innermost name that can be a variable. */
  private index(target: Expr, args: Expr[], span: Span): boolean {
    const name = target.type === 'Identifier' && !this.isLocal(target.name) ? target : undefined;
    const root = target.type === 'Field' ? dottedRoot(target) : undefined;
    // An anonymous function's parameter is a variable: `@(x) x.data(end)`.
    const fieldRoot = root !== undefined && !this.isLocal(root) ? root : undefined;
    // `s.data(end)` binds to s unless s is a package; `f(x)(end)` (Octave) indexes a value.
    const field = target.type === 'Field' && target.target.type === 'Identifier' ? target.name : undefined;
    const entry: Enclosing = name ? { name: name.name } : fieldRoot ? { fieldRoot, ...(field ? { field } : {}) } : { fixedVar: true };
    this.enclosing.push(entry);
    let ends = false;
    for (const a of args) if (this.expr(a)) ends = true;
    this.enclosing.pop();
    if (name) this.use(name);
    else this.expr(target);
    if (!ends) return false;
    const chain = [entry, ...[...this.enclosing].reverse()];
    if (this.deferred) this.endSites.push({ chain, span });
    else this.decideEnd(chain, span)();
    return false;
  }

  private candidate(e: Enclosing): Candidate {
    if ('fixedVar' in e) return { kind: 'VAR', inLibrary: false, ...(e.root !== undefined ? { name: e.root } : {}) };
    const name = 'name' in e ? e.name : e.fieldRoot;
    const k = this.kind(name);
    // A toolbox's function (`unifrnd`) is a function to skip as well: `x([end, f(g(1, end - 1))])`
    // counts x where f and g are functions, whichever product they come from.
    const inLibrary = this.o.lib.existsFunction(name, this.o.scope) || (this.o.lib.knownFunction?.(name, this.o.scope) ?? false);
    // `Cls.Constant(3:end)` indexes the value of a class's constant property (mexopencv's tests).
    if ('fieldRoot' in e && e.field !== undefined && (k === 'UNDEF' || k === 'ID' || k === 'FN') && this.o.lib.classConstant?.(name, e.field)) return { kind: 'VAR', inLibrary: false };
    // `pkg.fn(end)` cannot bind; `s.data(end)` binds to s as `s(end)` does.
    if ('fieldRoot' in e && (k === 'UNDEF' || k === 'ID') && this.o.lib.existsPackage(name, this.o.scope) && !inLibrary) return { kind: 'FN', inLibrary: false, name };
    return { kind: k, inLibrary, name };
  }

  /** Warns of the `end`s that made a name a variable, unless a loop around the `end` assigns
   *  the name: such a name (on a loop's next round: Dynare's `saved_endo_simul(:, 1:end)` read
   *  where `iteration > 1`, assigned at the end of the loop; IRIS-Toolbox's `if tt == 1, Q =
   *  S.Q; else, Q = [0, Q(1:end-1)]; end`, assigned in the other branch) is a variable for
   *  MATLAB, which decides kinds for the whole function; whether it holds a value there is
   *  unassigned-variable's question. */
  private warnAssumed(): void {
    const rec = this.o.rec;
    for (const { name, span, loops } of this.assumed) {
      const byLoop = this.assignedInLoop.get(name);
      if (byLoop && loops.some((l) => byLoop.has(l))) continue;
      rec.warned.add(name);
      rec.report('end-assumes-variable', `'end' makes '${name}' a variable here, though it is never assigned in this ${this.o.inScript ? 'script' : 'function'}.`, span);
    }
    this.assumed.length = 0;
  }

  /** Decides what an `end` binds to with the kinds as they are now; returns the effect. */
  private decideEnd(chain: Enclosing[], span: Span): () => void {
    const candidates = chain.map((c) => this.candidate(c));
    const d = decideBinding(candidates, this.o.inScript, this.o.variant, this.o.namesMayAppear ?? false);
    const rec = this.o.rec;
    if (d.action === 'unbound') {
      return () => rec.report('end-unbound', "'end' is used in an index, but no enclosing name is a variable it could refer to.", span);
    }
    if (d.action === 'ambiguous') {
      const names = chain.map(bindingName).filter((n) => n !== undefined).map((n) => `'${n}'`);
      return () => rec.report('end-ambiguous', `'end' could refer to more than one of ${names.join(', ')}: make the variable explicit (assign it first).`, span);
    }
    // A class's constant (a candidate with no name) is a value, not a variable to make.
    const name = candidates[d.index].name === undefined ? undefined : bindingName(chain[d.index]);
    return () => {
      if (name === undefined || this.kind(name) === 'VAR') return;
      if (d.warn) this.assumed.push({ name, span, loops: [...this.loops] });
      this.mergeKind(name, 'VAR', span);
    };
  }
}

/** The name an `end` bound at this candidate makes a variable: `a` of `a(...)` and of `a.b(...)`. */
function bindingName(e: Enclosing): string | undefined {
  return 'name' in e ? e.name : 'fieldRoot' in e ? e.fieldRoot : undefined;
}

/** The variable at the root of an assignment target or index chain, if it is a name. */
function rootName(e: Expr): Identifier | undefined {
  let cur = e;
  while (cur.type === 'Index' || cur.type === 'CellIndex' || cur.type === 'Field' || cur.type === 'DynamicField') cur = cur.target;
  return cur.type === 'Identifier' ? cur : undefined;
}

/** The first name of a pure dotted chain `a.b.c`, else undefined. */
function dottedRoot(e: Expr): string | undefined {
  let cur = e;
  while (cur.type === 'Field') cur = cur.target;
  return cur.type === 'Identifier' ? cur.name : undefined;
}

function spanOfFirst(body: Stmt[]): Span {
  return body[0]?.span ?? fileStart();
}

function describeKind(k: AbstractKind): string {
  switch (k) {
    case 'VAR':
      return 'a variable';
    case 'FN':
      return 'a function';
    case 'PREFIX':
      return 'a package prefix';
    default:
      return 'unknown';
  }
}

function conflictMessage(name: string, was: AbstractKind, now: AbstractKind): string {
  if (was === 'FN' && now === 'VAR') {
    return `'${name}' is used as a variable here, but it was used as a function or command before (MATLAB: "previously appeared to be used as a function or command, conflicting with a variable").`;
  }
  return `'${name}' is used as ${describeKind(now)} here, but it is ${describeKind(was)} elsewhere in this unit.`;
}
