// The interprocedural value analysis (sections 5.1 to 5.3): starting from an entry function
// and its argument values, each call is resolved with MATLAB's lookup (by the classes of its
// arguments), user functions are analysed once per (function, context) — recursion by fixed
// point on the first recursive specialization — and builtins go through the spec's
// propagators. The result: specializations, the call graph and diagnostics.
import { baseName, functionWritesCaller, type Library, type LookupScope, type Resolution } from '../project/index.js';
import { statementCount, type IrFile, type IrFunction } from '../tame/index.js';
import { isBuiltin } from '../builtins/index.js';
import { isStackOverflow, type Span } from '../syntax/index.js';
import { propagateBuiltin } from './builtin-propagator.js';
import { pushUp, pushUpSet } from './push-up.js';
import {
  RAISING, classErrorMessage, dimMismatchMessage, generalise, withoutConstants, isClassError, isValue, raises, resultsFor, varargoutElement, noFailures, type Failures,
} from './call-rules.js';
import { contextKey, combinations } from './context.js';
import { assign, Env, lookup, type Flow } from './flow.js';
import { FixpointLimit } from './framework.js';
import { AnalysisLimit, FunctionAnalysis, JOIN_LIMIT, type CallArgs, type CallOutcome, type Calls } from './transfer.js';
import { namesCalledAfter, UNKNOWN } from './calls-after.js';
import { wildCall } from './wild-rules.js';
import { sharedStateOf, variablesOf } from './ir-facts.js';
import { changesWorkspace, scopeOf, scriptChanges } from './script-calls.js';
import type { AnalysisCode, AnalysisDiagnostic, CallEdge, Context, Specialization } from './specialization.js';
import { endsRaising, neverReturns, newEnding, shortOfInputs } from './unpassed-inputs.js';
import { nameInputExtents, stripSymbols } from './local-symbols.js';
import { constructedClass, objectBuiltin, type MemberAccess } from './objects.js';
import { ObjectCalls } from './object-calls.js';
import { emptyObjects, objectArrayBuiltin, plainArrays } from './object-arrays.js';
import { bindings, checkDeclaredCall, checkDeclaredResult, declaredInput, declaredResults, type Declared } from './declarations.js';
import { BOTTOM, TOP, repeated, charConstant, classOf, equalSets, isBottom, joinSets, matrix, numberConstant, SCALAR, setOf, single, UNKNOWN_SHAPE, type HandleValue, type Value, type ValueSet } from './values.js';
import { builtinCallsHandles, handleArgsFor } from './higher-order.js';
import { LoweringCache } from './lowering-cache.js';
import type { CalleeSummaries } from './callee-summaries.js';
import { seenKey, type CallObserver, type ObservedCall } from './call-observer.js';
import { runFileName } from './run-targets.js';
import { savedFolders } from './saved-folders.js';
import { passedIn } from './passed-in.js';
import { builtinOnUnknown } from './builtin-unknown.js';
import { CallEdges } from './call-edges.js';

/** Builtins that change where calls find their functions, and nothing else (`cd` also changes
 *  what relative file names mean to the builtins after it). */
const PATH_CHANGES: ReadonlySet<string> = new Set(['addpath', 'rmpath', 'path']);

export type Runtime = 'matlab' | 'octave';

export interface AnalysisOptions {
  readonly runtime?: Runtime;
  /** Specializations per function before contexts are generalised (class only). */
  readonly maxContexts?: number;
  /** How many levels of calls below a function analysed from outside (a root) are analysed:
   *  the results of calls deeper than that are unknown, silently (default: all, up to 64).
   *  A specialization's result is then a function of its function, context and the levels left
   *  below it, whatever else was analysed before; one whose calls were all analysed within the
   *  levels it had is reused wherever that many levels or more are left. */
  readonly calleeDepth?: number;
  /** Files lowered once for many analyses (over the same library). */
  readonly lowering?: LoweringCache;
  /** Keep each assignment's values, and the statements reached, on the specializations
   *  (default true; a check that needs only diagnostics saves the joins and the memory). */
  readonly recordValues?: boolean;
  /** With a callee depth, how a call from one file into a function of another is analysed at
   *  the last level: `context` (the default) in the caller's context, `summary` with unknown
   *  arguments (nargin and nargout kept), the same for every caller. */
  readonly otherFiles?: 'context' | 'summary';
  /** Variables the joins of one analysis of a function may meet before it gives up (default
   *  JOIN_LIMIT; tests set less). */
  readonly joinLimit?: number;
  /** Summaries (`otherFiles: 'summary'`) computed once for every analysis sharing the table. */
  readonly summaries?: CalleeSummaries;
  /** Told what the analysis learns of files other than its roots (see call-observer.ts). */
  readonly observer?: CallObserver;
}

const MAX_DEPTH = 64;
/** Contexts of one function that may differ by the numbers passed (a size, a count); later
 *  ones drop them, so recursion on a number (`fib(n - 1)`) ends in a context without it. */
const CONSTANT_CONTEXTS = 4;

/** The largest function (in IR statements) a summary is made of: a bigger one gives its callers
 *  in other files unknown results, as a call below the callee depth does. On Octave's library
 *  the 18 summaries of functions over this size took half of all summaries' time (2.3 s of 4.5),
 *  and a function that big rarely returns values as precise as the work costs. */
export const SUMMARY_SIZE = 1000;
const sizes = new WeakMap<IrFunction, number>();

/** A function's identity in the memo tables' keys. */
function functionKey(fn: IrFunction): string {
  return `${fn.file}::${fn.path.join('/')}::${fn.name}`;
}

function sizeOf(fn: IrFunction): number {
  let n = sizes.get(fn);
  if (n === undefined) sizes.set(fn, (n = statementCount([fn.body])));
  return n;
}
const MAX_RECURSION_ROUNDS = 12;

export class ValueAnalysis implements Calls {
  private readonly specs = new Map<string, Specialization>();
  private readonly order: Specialization[] = [];
  private readonly perFunction = new Map<string, number>();
  private readonly irs = new Map<string, IrFile | null>();
  /** Per function, the variables user code it runs may change (see sharedState). */
  private readonly sharedNames = new WeakMap<IrFunction, readonly string[]>();
  /** Per script file, the variables it may change (null: any; see scriptChanges). */
  private readonly scriptNames = new Map<string, readonly string[] | null>();
  /** Declared sizes and classes of the functions lowered so far. */
  private readonly declared = new Map<IrFunction, Declared>();
  private readonly stack: Specialization[] = [];
  readonly loweringDiagnostics: AnalysisDiagnostic[] = [];
  readonly runtime: Runtime;
  private readonly maxContexts: number;
  /** With a callee depth: the contexts seen per function (a context analysed with several
   *  depths left counts once), the levels of calls each specialization may analyse below it,
   *  the longest chain of calls it analysed (Infinity when one was cut), the specializations
   *  no cut reached by context, and the unanalysed stand-ins of cut calls. */
  private readonly calleeDepth: number;
  private readonly contexts = new Set<string>();
  private readonly levels = new Map<Specialization, number>();
  private readonly heights = new Map<Specialization, number>();
  private readonly whole = new Map<string, Specialization>();
  private readonly cuts = new Map<string, Specialization>();
  private readonly specCount = new Map<string, number>();
  /** The summaries analysed by this analysis (see `otherFiles`). */
  private readonly madeSummaries = new Set<Specialization>();
  /** The files read by the summaries being made (see `ir`). */
  private readonly reading: Set<string>[] = [];

  private readonly lowering: LoweringCache;
  private readonly objects: ObjectCalls;
  readonly recordValues: boolean;
  private readonly otherFiles: 'context' | 'summary';
  private readonly summaries?: CalleeSummaries;
  private readonly observer?: CallObserver;
  /** How the last call of `analyze` was analysed: below the last level (cut), at it (a summary,
   *  or cut for its size), or in its context. */
  private lastWay: 'below' | 'last' | 'context' = 'context';

  /** See AnalysisOptions.joinLimit. */
  readonly joinLimit: number;
  constructor(private readonly lib: Library, options: AnalysisOptions = {}) {
    this.lowering = options.lowering && options.lowering.lib === lib ? options.lowering : new LoweringCache(lib);
    this.runtime = options.runtime ?? 'matlab';
    this.recordValues = options.recordValues ?? true;
    this.maxContexts = options.maxContexts ?? 12;
    this.calleeDepth = options.calleeDepth === undefined ? Infinity : Math.max(0, Math.floor(options.calleeDepth));
    this.otherFiles = options.otherFiles ?? 'context';
    this.joinLimit = options.joinLimit ?? JOIN_LIMIT;
    const shared = options.summaries;
    if (shared && shared.lib === lib && shared.runtime === this.runtime && shared.recordValues === this.recordValues) this.summaries = shared;
    this.observer = options.observer;
    this.objects = new ObjectCalls({
      lib, runtime: this.runtime,
      functionIn: (path, name) => this.functionIn(path, name),
      callFunction: (...a) => this.callFunction(...a),
      report: (...a) => this.report(...a),
    });
  }

  /** The specializations the final call graph reaches from `roots` (all analysed ones when
   *  no roots are given), in the order they were first reached. A context seen only in an
   *  early round of a loop, before its values grew to the fixed point, is not reached. */
  specializations(roots?: readonly Specialization[]): readonly Specialization[] {
    if (!roots) return this.order;
    const byId = new Map(this.order.map((s) => [s.id, s]));
    const seen = new Set<Specialization>();
    const work = [...roots];
    while (work.length > 0) {
      const s = work.pop()!;
      if (seen.has(s)) continue;
      seen.add(s);
      for (const e of s.calls) {
        const callee = e.builtin ? undefined : byId.get(e.to);
        if (callee) work.push(callee);
      }
    }
    return this.order.filter((s) => seen.has(s));
  }

  callGraph(roots?: readonly Specialization[]): CallEdge[] {
    return this.specializations(roots).flatMap((s) => s.calls);
  }

  /** Diagnostics of the given specializations (all when not given), without repeats. */
  diagnostics(specs: readonly Specialization[] = this.order): AnalysisDiagnostic[] {
    const seen = new Set<string>();
    const out: AnalysisDiagnostic[] = [];
    for (const d of [...this.loweringDiagnostics, ...specs.flatMap((s) => s.diagnostics)]) {
      const key = `${d.file}:${d.span.offset}:${d.code}:${d.message}`;
      if (!seen.has(key) && seen.add(key)) out.push(d);
    }
    return out;
  }

  /** The IR of a file of the library, lowered once. */
  ir(path: string): IrFile | undefined {
    for (const r of this.reading) r.add(path);
    this.observer?.read(path);
    const cached = this.irs.get(path);
    if (cached !== undefined) return cached ?? undefined;
    const lowered = this.lowering.get(path);
    if (!lowered) {
      this.irs.set(path, null);
      return undefined;
    }
    const { ir, declared } = lowered;
    this.irs.set(path, ir);
    for (const f of ir.functions) {
      const d = declared.get(f.span.offset);
      if (d && f.kind !== 'lambda') this.declared.set(f, d);
    }
    for (const d of ir.diagnostics) this.loweringDiagnostics.push({ code: d.code, severity: d.code === 'wild-feature' ? 'warning' : 'info', message: d.message, file: ir.file, span: d.span });
    return ir;
  }

  /** The file's function with this qualified name (`outer/inner`), or its primary one. */
  functionIn(path: string, qualifiedName?: string): IrFunction | undefined {
    const ir = this.ir(path);
    if (!ir) return undefined;
    if (qualifiedName === undefined) return ir.functions.find((f) => f.kind !== 'lambda') ;
    const at = functionIndex(ir);
    const i = Math.min(at.byPath.get(qualifiedName) ?? Infinity, at.byMethodSuffix.get(qualifiedName) ?? Infinity);
    return i === Infinity ? undefined : ir.functions[i];
  }

  /** Analyses `fn` in a context (memoised). */
  analyze(fn: IrFunction, context: Context): Specialization {
    if (this.calleeDepth === Infinity) return this.analyzeIn(fn, context);
    const caller = this.stack.at(-1);
    const left = caller ? (this.levels.get(caller) ?? 0) - 1 : this.calleeDepth;
    const summary = left === 0 && caller !== undefined && this.otherFiles === 'summary' && fn.file !== caller.fn.file;
    const spec = left < 0 || (summary && sizeOf(fn) > SUMMARY_SIZE) ? this.cut(fn, context) : summary ? this.summary(fn, context) : this.analyzeIn(fn, context, left);
    if (caller) this.heights.set(caller, Math.max(this.heights.get(caller) ?? 0, (this.heights.get(spec) ?? Infinity) + 1));
    this.lastWay = left < 0 ? 'below' : summary ? 'last' : 'context';
    return spec;
  }

  /** What a caller took from a recorded call, asked again of this analysis (over a library in
   *  which the callee's file may have changed); undefined when the function is gone. */
  observedAgain(call: ObservedCall): string | undefined {
    const fn = this.functionIn(call.file, call.qualifiedName);
    if (!fn) return undefined;
    const ctx: Context = { args: repeated(call.args, TOP), nargin: call.nargin, nargout: call.nargout };
    const spec = call.below || sizeOf(fn) > SUMMARY_SIZE ? this.cut(fn, ctx) : this.summary(fn, ctx);
    return seenKey(takenResults(spec, call.taken), this.heights.get(spec) ?? Infinity);
  }

  /** A call below the callee depth: not analysed, its results unknown (no diagnostic, nothing
   *  memoised but the stand-in). */
  private cut(fn: IrFunction, context: Context): Specialization {
    const key = `${functionKey(fn)}|${context.nargin}|${context.nargout}`;
    let spec = this.cuts.get(key);
    if (!spec) {
      spec = {
        id: `${fn.name}#cut`, fn, context, results: resultsFor(fn, context).map(() => TOP), assigned: new Map(), reached: new Set(), calls: [], diagnostics: [],
        status: 'done', provisional: false, recursive: false, ending: { returns: true, otherwise: false },
      };
      this.cuts.set(key, spec);
    }
    return spec;
  }

  /** `fn` called from another file at the last level: with unknown arguments, shared through
   *  the summaries' table when there is one (counted as a context here all the same). */
  private summary(fn: IrFunction, context: Context): Specialization {
    // What the summary reads is its own: its caller learns only its results.
    return this.quietly(() => this.summaryOf(fn, context));
  }

  private summaryOf(fn: IrFunction, context: Context): Specialization {
    const ctx: Context = { args: context.args.map(() => TOP), nargin: context.nargin, nargout: context.nargout };
    const fnKey = functionKey(fn);
    const ctxKey = `${fnKey}|${contextKey(ctx)}`;
    const known = this.specs.get(`${ctxKey}@0`);
    const shared = known ? undefined : this.summaries?.get(fn.file, ctxKey);
    if (!shared) {
      const files = new Set<string>([fn.file]);
      this.reading.push(files);
      let spec: Specialization;
      try {
        spec = this.analyzeIn(fn, ctx, 0, true);
      } finally {
        this.reading.pop();
      }
      // Only a summary made here is shared (not one reused from an analysis with more levels).
      if (spec.status === 'done' && this.madeSummaries.has(spec)) this.summaries?.put(fn.file, ctxKey, { spec, height: this.heights.get(spec) ?? Infinity, files });
      return spec;
    }
    // The files it read are read here all the same: their lowering diagnostics, and what a
    // cache of this analysis's results depends on.
    for (const f of shared.files) this.ir(f);
    if (!this.contexts.has(ctxKey)) this.perFunction.set(fnKey, (this.perFunction.get(fnKey) ?? 0) + 1);
    this.contexts.add(ctxKey);
    this.specs.set(`${ctxKey}@0`, shared.spec);
    this.order.push(shared.spec);
    this.levels.set(shared.spec, 0);
    this.heights.set(shared.spec, shared.height);
    if (shared.height !== Infinity) this.whole.set(ctxKey, shared.spec);
    return shared.spec;
  }

  /** `fn` in a context, with `left` levels of calls analysed below it (Infinity: all);
   *  `summary`: a summary's analysis (its id unique across the analyses sharing them). */
  private analyzeIn(fn: IrFunction, context: Context, left = Infinity, summary = false): Specialization {
    const fnKey = functionKey(fn);
    const bounded = left !== Infinity;
    let ctx = context;
    let ctxKey = `${fnKey}|${contextKey(ctx)}`;
    const seen = (k: string): boolean => (bounded ? this.contexts.has(k) : this.specs.has(k));
    if (!seen(ctxKey) && (this.perFunction.get(fnKey) ?? 0) >= CONSTANT_CONTEXTS) {
      ctx = withoutConstants(ctx);
      ctxKey = `${fnKey}|${contextKey(ctx)}`;
    }
    // The first contexts may hold numbers; the cap on the others is as before.
    if (!seen(ctxKey) && (this.perFunction.get(fnKey) ?? 0) >= this.maxContexts + CONSTANT_CONTEXTS) {
      ctx = generalise(ctx);
      ctxKey = `${fnKey}|${contextKey(ctx)}`;
    }
    const key = bounded ? `${ctxKey}@${left}` : ctxKey;
    let spec = this.specs.get(key);
    // Analysed with no call cut below it, in a chain no longer than the levels left here: the
    // same result as an analysis with `left` levels.
    const done = bounded && !spec ? this.whole.get(ctxKey) : undefined;
    if (done && (this.heights.get(done) ?? Infinity) <= left) return done;
    if (spec) {
      if (spec.status === 'running') {
        spec.recursive = true;
        const at = this.stack.indexOf(spec);
        for (const s of this.stack.slice(at + 1)) s.provisional = true;
        return spec;
      }
      if (spec.status === 'done') return spec;
    } else {
      if (!seen(ctxKey)) this.perFunction.set(fnKey, (this.perFunction.get(fnKey) ?? 0) + 1);
      if (bounded) this.contexts.add(ctxKey);
      // Ids count specializations: without a callee depth, one per context.
      const k = (this.specCount.get(fnKey) ?? 0) + 1;
      this.specCount.set(fnKey, k);
      spec = {
        id: summary && this.summaries ? this.summaries.nextId(fn.name) : `${fn.name}#${k}`, fn, context: ctx, results: fn.outputs.map(() => BOTTOM), assigned: new Map(), reached: new Set(), calls: [], diagnostics: [],
        status: 'running', provisional: false, recursive: false, ending: newEnding(),
      };
      this.specs.set(key, spec);
      this.order.push(spec);
      if (summary) this.madeSummaries.add(spec);
      if (bounded) this.levels.set(spec, left);
    }
    if (this.stack.length >= MAX_DEPTH) {
      spec.results = resultsFor(fn, ctx).map(() => TOP);
      spec.status = 'done';
      spec.ending = { returns: true, otherwise: false };
      this.report(spec, 'analysis-limit', 'info', `calls nested deeper than ${MAX_DEPTH} levels: results of ${fn.name} not analysed`, fn.span);
      return spec;
    }
    for (let round = 0; ; round++) {
      spec.status = 'running';
      spec.recursive = false;
      spec.provisional = false;
      spec.assigned.clear();
      spec.reached.clear();
      spec.calls.length = 0;
      spec.diagnostics.length = 0;
      spec.ending = newEnding();
      if (bounded) this.heights.set(spec, 0);
      this.stack.push(spec);
      let results: ValueSet[];
      try {
        results = this.runBody(spec);
      } catch (e) {
        // A body nested deeper than the stack allows is a limit too (the parser's nesting
        // limit is measured to keep this from happening): that function only is not analysed.
        if (!(e instanceof AnalysisLimit) && !(e instanceof FixpointLimit) && !isStackOverflow(e)) throw e;
        results = resultsFor(fn, spec.context).map(() => TOP);
        spec.ending = { returns: true, otherwise: false };
        spec.assigned.clear();
        this.report(spec, 'analysis-limit', 'info', `${fn.name} not analysed: ${e.message}; its results are unknown`, fn.span);
        spec.recursive = false;
      } finally {
        this.stack.pop();
      }
      const changed = results.length !== spec.results.length || results.some((r, i) => !equalSets(r, spec!.results[i]));
      spec.results = spec.recursive ? results.map((r, i) => joinSets(r, spec!.results[i] ?? BOTTOM)) : results;
      if (!spec.recursive || !changed) break;
      if (round >= MAX_RECURSION_ROUNDS) {
        spec.results = spec.results.map(() => TOP);
        break;
      }
    }
    spec.status = spec.provisional ? 'stale' : 'done';
    if (bounded && (this.heights.get(spec) ?? Infinity) !== Infinity) this.whole.set(ctxKey, spec);
    return spec;
  }

  private runBody(spec: Specialization): ValueSet[] {
    const { fn, context } = spec;
    const decl = this.declared.get(fn);
    let entry: Flow = Env.EMPTY;
    const named = fn.inputs.filter((p, i) => !(p === 'varargin' && i === fn.inputs.length - 1));
    const hasVarargin = named.length < fn.inputs.length;
    named.forEach((p, i) => {
      // A name-value struct or `Repeating` input is made from the values the call passes from its
      // position on (and the declared defaults): not known here.
      const d = decl?.inputs.get(p);
      // An input left out that the arguments block gives a default holds that default (its
      // value not followed here: the declared class and size still apply).
      const given = fn.gathering?.includes(p) ? TOP : i < context.args.length ? context.args[i] : context.nargin === null || d?.optional ? TOP : undefined;
      if (!given) return;
      // Declared sizes and classes shape what the body sees; the inputs' other unknown extents
      // get names (A#1): symbols of this function only.
      entry = assign(entry, p, nameInputExtents(d ? declaredInput(given, p, d) : given, p, d?.natural === true));
    });
    if (hasVarargin) {
      const extra = context.args.slice(named.length);
      // No extra arguments leave varargin the empty cell {}, 0x0 (in MATLAB and Octave).
      const value: Value = context.nargin === null
        ? { kind: 'cell', shape: { dims: [null, null], open: false }, merged: TOP }
        : { kind: 'cell', shape: { dims: extra.length === 0 ? [0, 0] : [1, extra.length], open: false }, elements: extra, merged: extra.reduce(joinSets, BOTTOM) };
      entry = assign(entry, 'varargin', single(value));
    }
    for (const s of fn.shared) entry = assign(entry, s, TOP);
    // A constructor's object exists before its body runs: of the class being made when the
    // context says (a subclass's, through `obj@Base(...)`), else of any subclass (unknown).
    if (fn.kind === 'method' && fn.outputs.length > 0 && constructedClass(this.lib, fn.file, fn.name)) {
      entry = assign(entry, fn.outputs[0]!, context.making ? single(this.objects.newObject(context.making)) : TOP);
    }
    const exit = new FunctionAnalysis(spec, this).run(entry);
    if (exit !== null) spec.ending.returns = true;
    const outs = resultsFor(fn, context);
    const results = outs.map((o) => (exit === null ? BOTTOM : o.kind === 'named' ? lookup(exit, o.name) : varargoutElement(lookup(exit, 'varargout'), o.index)));
    if (decl) {
      const bound = bindings(fn.inputs, decl, context.args);
      outs.forEach((o, i) => {
        const d = o.kind === 'named' ? decl.outputs.get(o.name) : undefined;
        const broken = d && o.kind === 'named' ? checkDeclaredResult(o.name, d, results[i]!, bound, decl.from === 'arguments') : undefined;
        if (broken) this.report(spec, 'dim-mismatch', broken.severity, `${fn.name}: ${broken.message}`, decl.span);
      });
    }
    return results;
  }

  report(spec: Specialization, code: AnalysisCode, severity: 'error' | 'warning' | 'info', message: string, span: Span): void {
    spec.diagnostics.push({ code, severity, message, file: spec.fn.file, span });
  }

  /** Memo of plainArrays by class. */
  private readonly plainClasses = new Map<string, boolean>();

  plainArrays(cls: string): boolean {
    let known = this.plainClasses.get(cls);
    if (known === undefined) this.plainClasses.set(cls, (known = plainArrays(this.lib, cls)));
    return known;
  }

  plainBuiltin(spec: Specialization, name: string): boolean {
    if (name === 'feval' || builtinCallsHandles(name) || this.lib.hasMethod(name)) return false;
    return this.lib.lookup(name, scopeOf(spec.fn))?.kind === 'builtin';
  }

  /** The variables the script in `file` may change, when its code says (see script-calls.ts). */
  private scriptChanges(file: string): readonly string[] | undefined {
    let names = this.scriptNames.get(file);
    if (names === undefined) {
      // Marked first: a script that runs itself (or a cycle of them) may change anything.
      this.scriptNames.set(file, null);
      this.scriptNames.set(file, (names = scriptChanges(this.lib, this.ir(file), (inner) => this.scriptChanges(inner)) ?? null));
    }
    return names ?? undefined;
  }

  sharedState(spec: Specialization): readonly string[] {
    let names = this.sharedNames.get(spec.fn);
    if (!names) this.sharedNames.set(spec.fn, (names = sharedStateOf(spec.fn, this.ir(spec.fn.file)?.functions ?? [spec.fn])));
    return names;
  }

  rangeClass(lower: ValueSet, inc: ValueSet | undefined, upper: ValueSet): ValueSet {
    const args = inc ? [lower, inc, upper] : [lower, upper];
    let out = BOTTOM;
    for (const combo of combinations(args, 16)) {
      if (!combo) return single(matrix('double', SCALAR));
      const r = propagateBuiltin({ name: 'colon', args: combo, nargout: 1, runtime: this.runtime });
      for (const v of (r?.outputs[0] ?? TOP).values.values()) out = joinSets(out, single(v.kind === 'matrix' ? matrix(v.mclass, SCALAR, 'real') : v));
      if (!r || r.outputs[0]?.top) out = joinSets(out, TOP);
    }
    return out;
  }

  call(spec: Specialization, name: string, args: CallArgs, nargout: number, span: Span): CallOutcome {
    const n = Math.max(nargout, 1);
    const scope: LookupScope = scopeOf(spec.fn);
    // nargin and nargout of the running function come from its context.
    if ((name === 'nargin' || name === 'nargout') && args.values.length === 0 && !args.rest && this.lib.lookup(name, scope)?.kind !== 'subfunction') {
      const k = name === 'nargin' ? spec.context.nargin : spec.context.nargout;
      return { outputs: [single(k === null ? matrix('double', SCALAR) : numberConstant(k))] };
    }
    let wild = isBuiltin(name) ? wildCall(name, args, nargout, (v) => savedFolders(spec.fn).has(v), this.runtime, (m) => this.lib.hasMethod(m), (v) => variablesOf(spec.fn).includes(v), (f) => this.runsNothingHere(f, scope)) : undefined;
    // `run` of a function's file calls that function: no variable here changes (MatConvNet's
    // `run(fullfile(..., 'vl_setupnn.m'))`); a script's, or one not known, stays wild.
    if (wild && name === 'run') {
      const file = runFileName(spec.fn, span);
      if (file !== undefined && this.runsFunctionFile(file, scope)) wild = undefined;
    }
    if (wild) {
      // A clear of every variable where none exists yet (the `clear; close all` that starts a
      // script) hides nothing: there is nothing to lose track of.
      const clearsNothing = wild.clobbersAll && args.holdsVariables === false;
      if (wild.severity && !clearsNothing && !(PATH_CHANGES.has(name) && !wild.clobbersAll && this.onlyBuiltinsAfter(spec, name, span, scope))) this.report(spec, 'wild-feature', wild.severity, wild.message, span);
      const failures = noFailures();
      const r = this.builtin(spec, name, args, nargout, span, failures);
      this.reportFailures(spec, name, args, failures, span);
      return { outputs: r, clobbers: wild.clobbersAll, ...(wild.names ? { clobbersNames: wild.names } : {}) };
    }
    // `throw(obj)` where a class of the program defines its own `throw` may return (IRIS-Toolbox's
    // exception.Base only warns): not taken to raise.
    const ownMethod = name !== 'error' && name !== 'print_usage' && this.lib.hasMethod(name);
    if (RAISING.has(name) && !ownMethod && this.lib.lookup(name, scope)?.kind !== 'subfunction' && raises(name, args)) {
      this.builtin(spec, name, args, nargout, span, noFailures());
      return { outputs: [], raises: true };
    }
    const direct = name === 'feval' ? this.feval(spec, args, nargout, scope, span) : undefined;
    if (direct) return { outputs: direct };
    const handles = builtinCallsHandles(name);
    if (handles) this.callHandlesOf(spec, name, args, span);
    const ran = { script: false, names: [] as string[] };
    const outputs = this.resolveAndCall(spec, name, args, n, nargout, scope, span, ran);
    // A function of the program that never returns here (it raises on every way through it,
    // or reads an input this call does not pass) ends the path, as `error` does.
    if (this.lastNeverReturns) return { outputs: [], raises: true };
    // A script runs in this workspace, a function may assign in it: any variable may change,
    // or come to exist; a script whose code hides nothing, only the variables it names.
    return ran.script ? { outputs, clobbers: true } : ran.names.length > 0 ? { outputs, clobbersNames: ran.names } : { outputs };
  }

  /** Is `name`, called here, a function of MATLAB's or of the program that cannot change this
   *  workspace's variables (no script, no function assigning in its caller)? For the calls of
   *  a constant eval text (RAVEN's `evalc('printModelStats(model)')`). */
  private runsNothingHere(name: string, scope: LookupScope): boolean {
    const r = this.lib.lookup(name, scope);
    if (r === undefined) return false;
    if (r.kind === 'builtin') return true;
    // (A nested function shares its parent's variables.)
    return r.entity === 'function' && r.kind !== 'nested' && r.function !== undefined && !functionWritesCaller(r.function) && !functionWritesCaller(r.function, 1);
  }

  /** Is `name` a function of the program that cannot change its caller's variables (not a
   *  script, not a class, no assignin/evalin into its caller)? */
  private runsFunctionFile(name: string, scope: LookupScope): boolean {
    const r = this.lib.lookup(name, scope);
    return r !== undefined && r.kind !== 'builtin' && this.runsNothingHere(name, scope);
  }

  /** Does the function call only builtins after this call (a package's registration that ends
   *  with `addpath(dirs{:})`)? Then a change of the search path there finds nothing else. */
  private onlyBuiltinsAfter(spec: Specialization, name: string, span: Span, scope: LookupScope): boolean {
    const after = namesCalledAfter(spec.fn, name, span.offset);
    if (!after) return false;
    for (const n of after) if (n === UNKNOWN || this.lib.lookup(n, scope)?.kind !== 'builtin') return false;
    return true;
  }

  /** `feval(f, args...)` with `f` a known handle or a function name: the call of `f` itself. */
  private feval(spec: Specialization, args: CallArgs, nargout: number, scope: LookupScope, span: Span): ValueSet[] | undefined {
    const f = args.values[0];
    if (!f || f.top || f.values.size === 0 || this.lib.lookup('feval', scope)?.kind !== 'builtin') return undefined;
    const known = [...f.values.values()].every((v) => (v.kind === 'handle' && v.targets) || (v.kind === 'matrix' && v.constant?.kind === 'char'));
    if (!known) return undefined;
    const rest: CallArgs = { values: args.values.slice(1), ...(args.rest ? { rest: args.rest } : {}) };
    const n = Math.max(nargout, 1);
    this.edge(spec, 'feval', true, span);
    let outs: ValueSet[] = repeated(n, BOTTOM);
    for (const v of f.values.values()) {
      const named = v.kind === 'matrix' && v.constant?.kind === 'char' ? v.constant.value : undefined;
      const r = named !== undefined ? this.resolveAndCall(spec, named, rest, n, nargout, scope, span) : this.callHandle(spec, v, rest, nargout, span);
      outs = outs.map((o, i) => joinSets(o, r[i] ?? TOP));
    }
    return outs;
  }

  /** `ran.script`: set when the call may run a script (not only the help of a MEX file), or a
   *  function that changes its caller's workspace (`assignin('caller', ...)`): either may change
   *  any variable here; `ran.names`: the variables a script that hides nothing may change. */
  private resolveAndCall(spec: Specialization, name: string, args: CallArgs, n: number, nargout: number, scope: LookupScope, span: Span, ran?: { script: boolean; names: string[] }): ValueSet[] {
    // `Cls.empty`: no function of that name, the class makes an empty array of its objects.
    const empty = name.endsWith('.empty') && this.lib.lookup(name, scope) === undefined ? emptyObjects(this.lib, name, args.rest ? -1 : args.values.length, this.runtime) : undefined;
    if (empty) return [single(empty), ...repeated(n - 1, TOP)];
    let outs: ValueSet[] = repeated(n, BOTTOM);
    const combos = combinations(args.values, 16);
    const failures = noFailures();
    // A combination whose call fails raises there: only the others give values after it. When
    // every combination fails, the analysis goes on with what the failing calls give (unknown).
    let failed: ValueSet[] = repeated(n, BOTTOM);
    let dispatched = 0;
    let dead = 0;
    for (const combo of combos) {
      const classes = combo ? combo.map(classOf) : [];
      const res = combo ? this.lib.lookupCall(name, classes, scope) : this.lib.lookup(name, scope);
      if (ran && res && changesWorkspace(spec.fn, res, nargout)) {
        const names = res.entity === 'script' && res.file ? this.scriptChanges(res.file.path) : undefined;
        if (names) ran.names.push(...names);
        else ran.script = true;
      }
      const before = failures.errors;
      this.neverReturned = false;
      const r = !combo && this.mayBeMethodCall(name, res)
        ? this.uncertainCall(spec, name, res, args, n, nargout, span)
        : this.dispatch(spec, name, res, combo, args, n, nargout, span, failures);
      dispatched++;
      if (this.neverReturned) dead++;
      if (failures.errors > before) failed = failed.map((o, i) => joinSets(o, r[i] ?? TOP));
      else outs = outs.map((o, i) => joinSets(o, r[i] ?? TOP));
    }
    this.reportFailures(spec, name, args, failures, span);
    this.lastNeverReturns = dispatched > 0 && dead === dispatched;
    return failures.errors > 0 && failures.errors === failures.total ? failed : outs;
  }

  /** A call, with an argument of unknown class, of a builtin, user function, script or class
   *  whose name some class has a method of: MATLAB calls that method when the argument is such
   *  an object (YALMIP's `le(0, x)` with x an sdpvar made by `sdpvar x` is a constraint). */
  private mayBeMethodCall(name: string, res: Resolution | undefined): res is Resolution {
    return res !== undefined && res.entity !== 'method' && this.lib.hasMethod(name);
  }

  /** Such a call: what was found is still a callee (analysed, in the call graph), unless it is a
   *  script given arguments (then only the method can be meant); nothing is known of the result,
   *  and its failures are not certain (not counted). */
  private uncertainCall(spec: Specialization, name: string, res: Resolution, args: CallArgs, n: number, nargout: number, span: Span): ValueSet[] {
    if (!(res.entity === 'script' && args.values.length > 0)) this.dispatch(spec, name, res, undefined, args, n, nargout, span, noFailures(), false);
    return repeated(n, TOP);
  }

  /** A class error is reported when every combination of argument classes fails. */
  private reportFailures(spec: Specialization, name: string, args: CallArgs, f: Failures, span: Span): void {
    if (f.errors === 0 || f.errors !== f.total || args.rest) return;
    if (isClassError(name, f.message)) this.report(spec, 'invalid-class-combination', 'error', classErrorMessage(name, f.message), span);
    else if (f.shapeErrors === f.errors) this.report(spec, 'dim-mismatch', 'error', dimMismatchMessage(name, f.message, args), span);
  }

  /** `certain`: MATLAB calls what was found (not a method the arguments may dispatch to), so a
   *  constructor's or method's arity and an abstract class are errors there. */
  private dispatch(spec: Specialization, name: string, res: Resolution | undefined, combo: Value[] | undefined, args: CallArgs, n: number, nargout: number, span: Span, failures: Failures, certain = true): ValueSet[] {
    if (!res || res.kind === 'builtin') return this.builtin(spec, res?.name ?? name, args, nargout, span, failures, combo);
    failures.total++;
    if (res.compiled || (res.function?.isPrimary && res.function.signature?.helpOnly)) {
      // A MEX file or P-code, or the help text or stub of one not built here: nothing is known
      // of what it returns (an unknown value, never an empty one).
      this.edge(spec, res.name, true, span);
      return repeated(n, TOP);
    }
    if (res.entity === 'script') {
      if (res.file.helpOnly) return repeated(n, TOP);
      const names = this.scriptChanges(res.file.path);
      if (!names) this.report(spec, 'wild-feature', 'warning', `calls the script ${res.name}, which may change any variable`, span);
      // The script's code says what it changes, but not the code here: a note (none when it
      // changes nothing: hctsa's scripts that only print).
      else if (names.length > 0) this.report(spec, 'wild-feature', 'info', `calls the script ${res.name}, which changes ${scriptNameList(names)} here`, span);
      return repeated(n, TOP);
    }
    if (res.entity === 'class' && certain) this.objects.checkInstantiable(spec, res.name, span);
    // A class with no constructor of its own makes one object with its defaults.
    if (res.entity === 'class' && !res.function) {
      return [single(res.class?.classdef ? this.objects.newObject(res.name) : { kind: 'object', mclass: res.name }), ...repeated(n - 1, TOP)];
    }
    if (res.entity === 'constant') return [this.objects.classConstant(res), ...repeated(n - 1, TOP)];
    if (!res.function) return repeated(n, TOP);
    const fn = this.quietly(() => this.functionIn(res.file.path, res.function!.qualifiedName));
    // Only a plain function's call is recorded: anything else learnt of its file makes it opaque.
    if (!fn || res.entity === 'class' || res.entity === 'method') this.observer?.read(res.file.path);
    if (!fn) return repeated(n, TOP);
    if (res.entity === 'method' && !this.objects.surelyDispatched(name, res, combo)) {
      // A method found by its name only (the caller's own class's, for arguments of unknown
      // class): MATLAB may well call something else; it stays a callee, its result unknown.
      this.edge(spec, fn.name, true, span);
      return repeated(n, TOP);
    }
    if ((res.entity === 'class' || res.entity === 'method') && certain) this.objects.checkArity(spec, fn, res.entity === 'class' ? `the constructor of class ${res.name}` : `method '${fn.name.slice(fn.name.lastIndexOf('.') + 1)}' of class ${res.class?.name ?? res.name}`, args.rest ? null : args.values.length, nargout, span);
    const making = res.entity === 'class' ? constructedClass(this.lib, fn.file, fn.name) : undefined;
    // A function on the path under the name of one of MATLAB's own may be a shim that another
    // version's function replaces: its body does not decide an error (as for too-many-inputs).
    // A name some class of the project has a method of may run that method instead, when the
    // analysis took an argument's class for another (stk's `stk_predict_leaveoneout(M_post)`).
    // So may a function several unplaced folders define (see Library.placedElsewhere). A name
    // alone in a script may read the caller's variable where some script assigns one of that
    // name (vistasoft's `numSlices`, set by mrAlign3, whose menus run the script); a class's
    // name there is the class (mtex's test scripts calling `symmetry` with no input).
    const callerVariable = args.bareInScript === true && res.entity === 'function' && this.lib.scriptAssigns(name);
    const decides = certain && args.expands !== true && !callerVariable && !(res.kind === 'path' && this.lib.runtimeFunction(name)) && (res.entity !== 'function' || !this.lib.hasMethod(name)) && !this.lib.placedElsewhere(name, { file: spec.fn.file });
    const results = this.callFunction(spec, fn, combo ?? args.values, args.rest !== undefined, n, nargout, span, making, decides);
    // A constructor gives an object of its class, whatever its body did with its output (its
    // size as the body left it, when it says).
    if (res.entity !== 'class') return results;
    const made = results[0]?.values.get(res.name);
    return [single(made?.kind === 'object' && !results[0]!.top && results[0]!.values.size === 1 ? made : { kind: 'object', mclass: res.name }), ...results.slice(1)];
  }

  /** `fn` called with these arguments: analysed in their context, its declared sizes checked. */
  /** `decides`: the callee is surely what MATLAB runs, so a call it cannot run is an error. */
  private callFunction(spec: Specialization, fn: IrFunction, values: readonly (Value | ValueSet)[], rest: boolean, n: number, nargout: number, span: Span, making?: string, decides = true): ValueSet[] {
    const context: Context = {
      args: values.map((v) => (isValue(v) ? single(pushUp(v)) : pushUpSet(v))),
      nargin: rest ? null : values.length,
      nargout,
      ...(making ? { making } : {}),
    };
    const declared = this.declared.get(fn);
    const broken = declared ? checkDeclaredCall(fn.name, fn.inputs, declared, values.map((v) => (isValue(v) ? single(v) : v))) : undefined;
    if (broken) this.report(spec, 'dim-mismatch', 'error', `this call breaks the declared sizes: ${broken.message}`, span);
    const callee = this.analyze(fn, context);
    this.edge(spec, callee.id, false, span);
    const short = decides && this.viaHandle === 0 ? shortOfInputs(callee, () => this.returnsWithAllInputs(fn, nargout)) : undefined;
    if (short) this.report(spec, 'not-enough-inputs', 'error', short, span);
    if (neverReturns(callee)) this.neverReturned = true;
    const results = takenResults(callee, n);
    if (this.observer && this.observer.quiet === 0 && !this.observer.roots.has(fn.file)) {
      if (declared || making || this.lastWay === 'context') this.observer.read(fn.file);
      else {
        const seen = seenKey(results, this.heights.get(callee) ?? Infinity);
        this.observer.record({ file: fn.file, qualifiedName: fn.path.join('/'), args: values.length, nargin: context.nargin, nargout, taken: n, below: this.lastWay === 'below', seen });
      }
    }
    return declared ? declaredResults(fn, declared, values.map((v) => (isValue(v) ? single(v) : v)), results) : results;
  }

  /** Can `fn` return when it is given every input (with unknown values)? A helper that raises
   *  whatever it is given (`error_pos(msg, str, pos)`) is called to fail: a call short of
   *  inputs fails with another message, but no differently. */
  private returnsWithAllInputs(fn: IrFunction, nargout: number): boolean {
    if (endsRaising(fn, RAISING)) return false;
    const full = this.analyze(fn, { args: fn.inputs.map(() => TOP), nargin: null, nargout });
    return full.ending.returns;
  }

  /** `work` with its reads of other files taken as part of what is recorded. */
  private quietly<T>(work: () => T): T {
    if (!this.observer) return work();
    this.observer.quiet++;
    try {
      return work();
    } finally {
      this.observer.quiet--;
    }
  }

  private edge(spec: Specialization, to: string, builtin: boolean, span: Span): void {
    this.edges.add(spec, to, builtin, span);
  }

  private readonly edges = new CallEdges();
  /** Above 0 while a function handle is called: which function runs, and with how many
   *  arguments (`fminsearch(@f, x0, opts, data)` passes f two), is the analysis' guess. */
  private viaHandle = 0;
  /** Set by callFunction when the function it called never returns in its context; read by
   *  resolveAndCall for each combination of classes it dispatches. */
  private neverReturned = false;
  /** Whether every function the last resolveAndCall dispatched to never returns. */
  private lastNeverReturns = false;

  /** A builtin call through the spec's propagator, for each combination of argument classes. */
  private builtin(spec: Specialization, name: string, args: CallArgs, nargout: number, span: Span, failures: Failures, only?: Value[]): ValueSet[] {
    const n = Math.max(nargout, 1);
    if (!isBuiltin(name)) return repeated(n, TOP);
    this.edge(spec, name, true, span);
    // The running file's name (a self-call `feval(mfilename, ...)` is no hidden callee).
    if (name === 'mfilename' && args.values.length === 0 && !args.rest) return [single(charConstant(baseName(spec.fn.file)))];
    let outs: ValueSet[] = repeated(n, BOTTOM);
    let failed: ValueSet[] = repeated(n, BOTTOM);
    let succeeded = false;
    // A list of unknown length (`f(x, c{:})`) is tried with 0, 1, 2 and 3 elements; what 3
    // gives stands, with its shapes and contents unknown, for 3 or more.
    const lists = args.rest ? [0, 1, 2, 3].map((k) => [...args.values, ...Array<ValueSet>(k).fill(args.rest!)]) : [args.values];
    const local = noFailures();
    for (const [k, list] of lists.entries()) {
      const widen = (o: ValueSet): ValueSet => (args.rest && k === 3 ? widened(o) : o);
      for (const combo of only && !args.rest ? [only] : combinations(list, 32)) {
        if (!combo) {
          local.total++;
          // An argument of unknown class may be an object of a project class that overloads
          // the builtin (Rigbox's signals: `x.^2` of a Signal is a Signal): nothing is known.
          const r = this.lib.hasMethod(name) ? repeated(n, TOP) : builtinOnUnknown(name, list, nargout, this.runtime);
          succeeded = true;
          outs = outs.map((o, i) => joinSets(o, widen(r[i] ?? TOP)));
          break;
        }
        local.total++;
        // The call reached the builtin, so the object's class does not overload it here; it may
        // still inherit an overload from a class outside the project: unknown values, never an
        // error, but for the class questions objectBuiltin answers.
        const objects = combo.some((v) => v.kind === 'object');
        const arrays = objects ? objectArrayBuiltin(this.lib, name, combo, this.runtime, (a) => propagateBuiltin({ name, args: a, nargout, runtime: this.runtime })) : undefined;
        if (objects && !arrays) {
          const known = objectBuiltin(this.lib, name, combo);
          succeeded = true;
          outs = outs.map((o, i) => (known && i === 0 ? joinSets(o, known) : TOP));
          continue;
        }
        const r = arrays ?? propagateBuiltin({ name, args: combo, nargout, runtime: this.runtime });
        if (!r) return repeated(n, TOP);
        const value = (o: ValueSet, i: number) => joinSets(o, widen(r.outputs[i] ?? (r.outputs.length === 0 ? BOTTOM : TOP)));
        if (r.error) {
          local.errors++;
          if (r.shapeError) local.shapeErrors++;
          local.message = r.error;
          failed = failed.map(value);
        } else {
          succeeded = true;
          outs = outs.map(value);
        }
      }
    }
    // Argument classes (or list lengths) whose call fails raise there; the values after the
    // call come from the others, or are unknown when every one fails. The call fails (for the
    // caller's count) only when every combination does.
    failures.total += local.total;
    if (!succeeded) {
      failures.errors += local.errors;
      failures.shapeErrors += local.shapeErrors;
      failures.message = local.message;
    }
    return succeeded ? outs : failed;
  }

  callHandle(spec: Specialization, handle: Value, args: CallArgs, nargout: number, span: Span): readonly ValueSet[] {
    const n = Math.max(nargout, 1);
    if (handle.kind !== 'handle' || !handle.targets) return repeated(n, TOP);
    this.viaHandle++;
    try {
      return this.callTargets(spec, handle.targets, args, n, nargout, span);
    } finally {
      this.viaHandle--;
    }
  }

  private callTargets(spec: Specialization, targets: NonNullable<HandleValue['targets']>, args: CallArgs, n: number, nargout: number, span: Span): ValueSet[] {
    let outs: ValueSet[] = repeated(n, BOTTOM);
    for (const t of targets) {
      let r: ValueSet[];
      const full: CallArgs = { values: [...t.partial, ...args.values], ...(args.rest ? { rest: args.rest } : {}) };
      if (t.lambda) {
        const fn = this.ir(t.scope.file)?.functions.find((f) => f.kind === 'lambda' && f.name === t.fn);
        if (!fn) r = repeated(n, TOP);
        else {
          const callee = this.analyze(fn, { args: full.values.map((v) => pushUpSet(v)), nargin: args.rest ? null : full.values.length, nargout });
          this.edge(spec, callee.id, false, span);
          r = Array.from({ length: n }, (_, i) => (callee.results[i] ? stripSymbols(callee.results[i]) : TOP));
        }
      } else if (t.method) {
        r = this.objects.callMethod(spec, t.method, t.fn, full, nargout, span);
      } else {
        const scope: LookupScope = { file: t.scope.file, functionPath: [...t.scope.functionPath] };
        r = this.resolveAndCall(spec, t.fn, full, n, nargout, scope, span);
      }
      outs = outs.map((o, i) => joinSets(o, r[i] ?? TOP));
    }
    return outs;
  }

  // The calls on objects (object-calls.ts), as transfer.ts's Calls sees them.
  member(spec: Specialization, base: ValueSet, name: string, called: boolean, nargout: number, span: Span): readonly ValueSet[] | undefined {
    return this.objects.member(spec, base, name, called, nargout, span);
  }

  checkMember(spec: Specialization, base: ValueSet, name: string, access: MemberAccess, span: Span): void {
    this.objects.checkMember(spec, base, name, access, span);
  }

  assignMember(spec: Specialization, base: ValueSet, name: string, rhs: ValueSet, assigned: ValueSet, span: Span): ValueSet | undefined {
    return this.objects.assignMember(spec, base, name, rhs, assigned, span);
  }

  callsSetter(spec: Specialization, base: ValueSet, name: string): boolean {
    return this.objects.callsSetter(spec, base, name);
  }

  superCall(spec: Specialization, base: string, member: string, args: CallArgs, current: ValueSet, nargout: number, span: Span): readonly ValueSet[] {
    return this.objects.superCall(spec, base, member, args, current, nargout, span);
  }

  /** `cellfun(@f, c)`, `feval(h, x)`, `arrayfun`, ...: the handle is called with what the
   *  builtin passes it, for the call graph and for the values it sees. */
  private callHandlesOf(spec: Specialization, name: string, args: CallArgs, span: Span): void {
    const plan = handleArgsFor(name, args.values);
    if (!plan) return;
    // What the builtin passes the function is the analysis' guess (fminsearch passes its extra
    // arguments on): no call of it here is reported short of inputs.
    this.viaHandle++;
    try {
      for (const v of plan.handle.values.values()) {
        if (v.kind === 'handle') this.callHandle(spec, v, { values: plan.args }, 1, span);
        else if (v.kind === 'matrix' && v.constant?.kind === 'char') this.resolveAndCall(spec, v.constant.value, { values: plan.args }, 1, 1, scopeOf(spec.fn), span);
      }
    } finally {
      this.viaHandle--;
    }
    // A function name computed at run time hides the callee; a value that is unknown here (a
    // handle or an object passed in, whose class may define the method) is ordinary
    // higher-order code, like any call of an argument, and so is a name the caller passes in
    // (lobpcg's `feval(operatorB, x)`: a matrix, a handle or a function's name; passed-in.ts).
    const source = args.names?.[0];
    if (source !== undefined && passedIn(spec.fn).has(source)) return;
    if ([...plan.handle.values.values()].some((v) => v.kind === 'matrix' && v.mclass === 'char' && v.constant?.kind !== 'char')) {
      this.report(spec, 'wild-feature', 'info', `${name} calls a function whose name is computed at run time`, span);
    }
  }
}

/** A result with its shapes, constants and contents forgotten, its classes kept. */
function widened(s: ValueSet): ValueSet {
  if (s.top) return s;
  return setOf([...s.values.values()].map((v): Value => {
    switch (v.kind) {
      case 'matrix':
        return matrix(v.mclass, UNKNOWN_SHAPE, v.complex);
      case 'cell':
        return { kind: 'cell', shape: UNKNOWN_SHAPE, merged: TOP };
      case 'struct':
        return { kind: 'struct', shape: UNKNOWN_SHAPE };
      default:
        return v;
    }
  }));
}

export { isBottom, type HandleValue };

/** The variables a script changes, for a message: the first few, and how many more (unquoted,
 *  as the script's name: the message is about the call, not one of them). */
function scriptNameList(names: readonly string[]): string {
  const shown = names.slice(0, 5).join(', ');
  return names.length > 5 ? `${shown} and ${names.length - 5} more variables` : names.length === 1 ? `the variable ${shown}` : `the variables ${shown}`;
}

/** The `n` results a caller takes from a callee's specialization. */
function takenResults(callee: Specialization, n: number): ValueSet[] {
  return Array.from({ length: n }, (_, i) => (callee.results[i] ? stripSymbols(callee.results[i]) : callee.fn.outputs.includes('varargout') ? TOP : BOTTOM));
}

/** Where each name finds its function in a lowered file (the first match, as a search in order
 *  would): by qualified path (`outer/inner`), and a method by any dotted tail of its name
 *  (`cls.m` and `m` for `pkg.cls.m`). Built once per file: a class file of hundreds of methods
 *  was searched, path by joined path, at every call. */
function functionIndex(ir: IrFile): { byPath: Map<string, number>; byMethodSuffix: Map<string, number> } {
  let at = functionIndexes.get(ir);
  if (!at) {
    at = { byPath: new Map(), byMethodSuffix: new Map() };
    ir.functions.forEach((f, i) => {
      const path = f.path.join('/');
      if (!at!.byPath.has(path)) at!.byPath.set(path, i);
      if (f.kind !== 'method') return;
      for (let dot = f.name.indexOf('.'); dot >= 0; dot = f.name.indexOf('.', dot + 1)) {
        const tail = f.name.slice(dot + 1);
        if (!at!.byMethodSuffix.has(tail)) at!.byMethodSuffix.set(tail, i);
      }
    });
    functionIndexes.set(ir, at);
  }
  return at;
}

const functionIndexes = new WeakMap<IrFile, { byPath: Map<string, number>; byMethodSuffix: Map<string, number> }>();
