// All diagnostics of one file: syntax, the library model's file checks, kinds, undefined
// names, call arity and unreachable code, with `%#ok` suppressions applied, in source order.
import { analyzeKinds, inTextOrder, unitsOf, type Unit, type Variant } from '../kinds/index.js';
import { isOctaveName, type FileModel, type Library, type Resolution } from '../project/index.js';
import { fileStart, isStackOverflow, type Diagnostic, type Identifier } from '../syntax/index.js';
import { arityDiagnostics } from './arity.js';
import { dispatchedMethods, localCallContexts } from './call-sites.js';
import { globalWritersFrom } from './global-writers.js';
import { privateCallContext } from './private-callers.js';
import { suppressed } from './suppress.js';
import { outsideExpectedFailures } from './expected-errors.js';
import { assignsInCallerFrom } from './caller-effects.js';
import { neverReturnsFrom, nonEmptyTexts } from './never-returns.js';
import { errorWrappersFrom } from './error-wrappers.js';
import { preconditionsFrom } from './preconditions.js';
import { predicatesFrom } from './predicates.js';
import { existenceTestsFrom } from './existence-tests.js';
import { unassignedDiagnostics } from './unassigned.js';
import { assignedByNested, namesAssignedBy } from './unassigned-names.js';
import { javaObjectIn, javaObjectsOf } from './java-objects.js';
import { createsVariablesDynamically, createsVariablesHere, missingProducts, outsideParentObject, undefinedDiagnostics } from './undefined.js';
import { outsideDeadCode, unreachable } from './unreachable.js';

export interface CheckOptions {
  variant?: Variant;
  /** "Did you mean" for an unknown name. */
  suggest?: (name: string) => string | undefined;
  /** The MathWorks products installed (mtame.json's `products`): a call of a function of
   *  another product is noted (missing-product). Absent: nothing is said about products. */
  products?: ReadonlySet<string>;
  /** The file's text, for the fixes that need to see whole lines (read only when one does). */
  text?: () => string | undefined;
  /** Told the source ranges `[offset, endOffset)` of code that never runs (after a call that
   *  never returns, or switched off), so that the value analysis' findings there can go too. */
  dead?: Array<[number, number]>;
}

export function checkFile(file: FileModel, lib: Library, options: CheckOptions = {}): Diagnostic[] {
  try {
    return checkTree(file, lib, options);
  } catch (e) {
    // The parser's nesting limit is measured to keep every check inside the stack; should one
    // still run out (a deeper stack of callers than measured), the file keeps its syntax
    // diagnostics and says so once, and the run goes on.
    if (!isStackOverflow(e)) throw e;
    const span = fileStart();
    const note: Diagnostic = { severity: 'error', code: 'nesting-too-deep', message: 'This file nests blocks or brackets too deeply for the checks to follow; only its syntax was checked.', span };
    return [...file.diagnostics, note];
  }
}

function checkTree(file: FileModel, lib: Library, options: CheckOptions): Diagnostic[] {
  const diagnostics: Diagnostic[] = [...file.diagnostics];
  // Taken once: a library's models may parse their tree again on demand (new nodes each time),
  // and the kinds are keyed by node.
  const ast = file.ast;
  const variant = options.variant ?? 'flow-sensitive';
  const flow = analyzeKinds(ast, lib, { variant, file: file.path });
  // MATLAB decides kinds in the order of the text: its conflicts are the ones to report (the
  // second walk is needed only where the first found a conflict, which is rare).
  const conflicts = variant === 'flow-sensitive' && flow.units.some((u) => u.conflicts.length > 0);
  const kinds = conflicts ? inTextOrder(flow, analyzeKinds(ast, lib, { variant: 'matlab7', file: file.path })) : flow;
  const top = unitsOf(ast, scriptName(file.path));
  const units = flatten(top);
  const shared = sharedNames(top);
  const octave = ast.dialect === 'octave';
  const callers = localCallContexts(units, (node) => kinds.kindOf.get(node));
  for (const [unit, context] of dispatchedMethods(file, units, lib)) if (!callers.has(unit)) callers.set(unit, context);
  const isVariable = (id: Identifier): boolean => kinds.kindOf.get(id) === 'VAR';
  const converts = (name: string): boolean => convertsObjects(lib.lookup(name, { file: file.path, functionPath: [] }));
  // Found only when some unit has an unknown name to excuse (most files have none).
  let java: Map<Unit, Set<string>> | undefined;
  const javaObjects = (): Map<Unit, Set<string>> => (java ??= javaObjectsOf(units, isVariable, converts));
  for (const [k, unit] of units.entries()) {
    const unitKinds = kinds.units[k];
    const scope = { file: file.path, functionPath: unit.functionPath };
    // eval, load, assignin here, or a call of a function that assigns in its caller.
    const writesCaller = assignsInCallerFrom(lib, file.path, unit.functionPath);
    const dynamic = createsVariablesDynamically(unitKinds, writesCaller, unit.body);
    // Where variables may appear unseen, an `end` whose names are all functions by the text may
    // count one of them as a variable (Dynare's `load_last_mh_history_file(...)` assigns
    // `record` in its caller, which then reads `record.MhDraws(end, 1)`), and an `end` that makes
    // a name a variable may index one `load` or `eval` created (GPmat's `load(file); Y =
    // a_raw(1:30:end, :)`; not `evalin` or `assignin`, which act in another workspace: eeglab's
    // `newadim1(2:end)` typo beside `evalin('caller', ...)` is still reported).
    const hidden = dynamic && createsVariablesHere(unitKinds, unit.body, writesCaller);
    const kindFindings = dynamic ? unitKinds.diagnostics.filter((d) => d.code !== 'end-unbound' && (!hidden || d.code !== 'end-assumes-variable')) : unitKinds.diagnostics;
    diagnostics.push(...(octave ? kindFindings.map(forOctave) : kindFindings));
    // Calls of user functions that never return end a path, as `error` does.
    // Found only when a call needs it (a helper that raises with the text it is given).
    let texts: Set<string> | undefined;
    const nonEmptyText = (name: string): boolean => (texts ??= nonEmptyTexts(unit.body, new Set(), new Set(unit.params.map((p) => p.name)))).has(name);
    const builtinCall = (name: string): boolean => lib.lookup(name, scope)?.kind === 'builtin';
    const kindOf = { get: (node: object) => kinds.kindOf.get(node), neverReturns: neverReturnsFrom(lib, file.path, unit.functionPath), nonEmptyText, builtinCall, preconditions: preconditionsFrom(lib, file.path, unit.functionPath), existenceTest: existenceTestsFrom(lib, file.path, unit.functionPath), predicate: predicatesFrom(lib, file.path, unit.functionPath), projectMethod: (name: string) => lib.hasMethod(name) };
    const dead = unreachable(unit.body, kindOf, options.text);
    options.dead?.push(...dead.ranges);
    const known = (name: string): boolean => lib.lookup(name, scope) !== undefined;
    diagnostics.push(...undefinedDiagnostics(unit, unitKinds, { suggest: options.suggest ?? (() => undefined), octaveName: isOctaveName, known, dynamic, dead: dead.ranges, object: outsideParentObject(lib, file, unit), javaObject: () => javaObjectIn(javaObjects().get(unit), isVariable, converts), assigned: () => new Set([...namesAssignedBy(unit), ...assignedByNested(unit), ...(shared.get(unit.name) ?? [])]) }));
    if (options.products) diagnostics.push(...missingProducts(unitKinds, lib, scope, options.products));
    // A call in code that never runs cannot fail (the unreachable-code report says so).
    diagnostics.push(...outsideDeadCode(arityDiagnostics(unit, file.path, lib, kinds.kindOf), dead.ranges));
    diagnostics.push(...dead.diagnostics);
    const octaveCalls = octave ? (name: string): boolean => isProjectFunction(lib.lookup(name, scope)) : undefined;
    // (The unassigned-variable walk does not read what an eval text assigns: any eval turns it off.)
    const evaluates = dynamic || createsVariablesDynamically(unitKinds, writesCaller);
    const flowKindOf = { ...kindOf, neverReturns: neverReturnsFrom(lib, file.path, unit.functionPath, undefined, true), errorWrapper: errorWrappersFrom(lib, file.path, unit.functionPath), mayWriteGlobals: globalWritersFrom(lib, file.path, unit.functionPath), resolves: known, byConvention: true };
    let unassigned = unassignedDiagnostics(unit, flowKindOf, unitKinds.kinds, evaluates, shared.get(unit.name), callers.get(unit), octaveCalls);
    // A private function's callers are read only when they may excuse something.
    const privateCalls = unassigned.length > 0 && !callers.has(unit) ? privateCallContext(file, unit, lib) : undefined;
    if (privateCalls) unassigned = unassignedDiagnostics(unit, flowKindOf, unitKinds.kinds, evaluates, shared.get(unit.name), privateCalls, octaveCalls);
    diagnostics.push(...unassigned);
  }
  return suppressed(outsideExpectedFailures(diagnostics, ast), ast.comments).sort((a, b) => a.span.offset - b.span.offset || a.code.localeCompare(b.code));
}

/** A function whose result is no Java object though it is given one (`char(node)`): the
 *  project's and MATLAB's own; a toolbox's function of the same name as a Java method
 *  (`getAttributes`, MATLAB Coder's) is not what a Java object's call runs. */
function convertsObjects(r: Resolution | undefined): boolean {
  return r !== undefined && !(r.kind === 'builtin' && (r.builtin.kind === 'toolbox' || r.builtin.kind === 'product'));
}

/** A function or class constructor of the project (not a script, not a builtin). */
function isProjectFunction(r: Resolution | undefined): boolean {
  return r !== undefined && r.kind !== 'builtin' && (r.entity === 'function' || r.entity === 'class');
}

/** Octave looks names up at run time: a kind conflict is MATLAB's error, not Octave's. */
function forOctave(d: Diagnostic): Diagnostic {
  if (d.code !== 'kind-conflict') return d;
  return { ...d, severity: 'warning', message: `${d.message} Octave accepts this (it looks names up at run time); MATLAB rejects it.` };
}

/** For each nested function (by name), the variables its enclosing functions assign. */
function sharedNames(units: readonly Unit[], outer: ReadonlySet<string> = new Set(), into = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const u of units) {
    if (outer.size > 0) into.set(u.name, new Set(outer));
    if (u.nested.length > 0) sharedNames(u.nested, new Set([...outer, ...namesAssignedBy(u)]), into);
  }
  return into;
}

/** Units in the order the kind analysis reports them: each function followed by its nested ones. */
function flatten<T extends { nested: T[] }>(units: T[]): T[] {
  return units.flatMap((u) => [u, ...flatten(u.nested)]);
}

function scriptName(path: string): string {
  return path.replace(/^.*[\\/]/, '').replace(/\.m$/, '');
}
