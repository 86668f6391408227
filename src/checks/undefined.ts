// Names that are neither a variable of the function nor a function anywhere MATLAB would look:
// MATLAB's "Undefined function or variable" before the code runs, with a "did you mean".
import type { UnitKinds, Unit } from '../kinds/index.js';
import { classOfFile, hierarchyOf } from '../analysis/index.js';
import type { FileModel, Library } from '../project/index.js';
import { javaPackageRoot } from './java-objects.js';
import { plainEvalNames, rootName, visitNodes, type Command, type Diagnostic, type Expr, type ExprStmt, type Identifier, type Stmt } from '../syntax/index.js';

/** Calls that can create variables the analysis cannot see; a unit using them is not checked. */
const DYNAMIC = new Set(['eval', 'evalin', 'assignin', 'load', 'evalc', 'importdata', 'inputname', 'uiimport']);

/** `writesCaller(name)`: the user function `name` creates variables in its caller's workspace. */
export function createsVariablesDynamically(unit: UnitKinds, writesCaller: (name: string) => boolean = () => false, body?: readonly Stmt[]): boolean {
  let plain: Set<number> | undefined;
  // `eval('t = a * 2;')`: a constant text of plain assignments names what it makes.
  const hides = (o: UnitKinds['occurrences'][number]): boolean => {
    if (body === undefined || (o.name !== 'eval' && o.name !== 'evalc')) return true;
    plain ??= plainEvalOffsets(body);
    return !plain.has(o.span.offset);
  };
  return unit.occurrences.some((o) => o.kind !== 'VAR' && ((DYNAMIC.has(o.name) && hides(o)) || (o.kind === 'FN' && writesCaller(o.name))));
}

/** Offsets of the `eval`/`evalc` names of calls with a constant text of plain assignments. */
function plainEvalOffsets(body: readonly Stmt[]): Set<number> {
  const out = new Set<number>();
  visitNodes(body, (n) => {
    if (plainEval(n as Expr)) out.add(((n as Expr & { type: 'Index' }).target as Identifier).span.offset);
  });
  return out;
}

/** Calls that may create variables in the function that makes them: `load` and `eval` as
 *  statements (no outputs: with outputs they return values instead), `evalc` (its text may
 *  assign), `uiimport`. `evalin` and `assignin` act in another workspace. */
const CREATE_HERE = new Set(['load', 'eval', 'evalc', 'uiimport']);

/** Does the unit create variables no line of it names (`load(f)`, `eval(['x' n ' = 1'])`, a
 *  call of a function that assigns in its caller)? Narrower than createsVariablesDynamically. */
export function createsVariablesHere(unit: UnitKinds, body: readonly Stmt[], writesCaller: (name: string) => boolean = () => false): boolean {
  if (unit.occurrences.some((o) => o.kind === 'FN' && writesCaller(o.name))) return true;
  let found = false;
  visitNodes(
    body,
    (n) => {
      if (n.type === 'Command') found ||= CREATE_HERE.has((n as Command).name.name);
      else if (n.type === 'ExprStmt') found ||= CREATE_HERE.has(rootName((n as ExprStmt).expr) ?? '') && !plainEval((n as ExprStmt).expr);
      else if (n.type === 'Identifier') found ||= (n as Identifier).name === 'evalc';
    },
    // Nested functions have workspaces of their own; a constant text of plain assignments
    // (`eval('t = 2;')`) names what it makes, and the kinds make those variables.
    (n) => found || n.type === 'Function' || plainEval(n as Expr),
  );
  return found;
}

function plainEval(e: Expr): boolean {
  return plainEvalNames(e) !== undefined;
}

/** Where a unit expects a name may be missing: names whose existence it tests (`exist('f')`,
 *  `which('f')`, `isdeployed`-style tests are not names), the spans of its `try` bodies (a
 *  failing call there is caught), and whether it tests for Octave (`exist('OCTAVE_VERSION')`,
 *  `isOctave`): then Octave's own functions are expected in MATLAB code too. */
export interface Guards {
  tested: ReadonlySet<string>;
  tries: readonly [number, number][];
  /** Offsets of names called with arguments (`f(x)`): only a call is what a try guards. */
  callees: ReadonlySet<number>;
  octaveTest: boolean;
}

/** Names that test for Octave: `isOctave`-style helpers (jsonlab's `isoctavemesh`, `isoct`, MOxUnit's `moxunit_util_platform_is_octave`), and
 *  OCTAVE_VERSION itself, which code
 *  reads only where it runs under Octave (FieldTrip's `curVer = OCTAVE_VERSION` in its
 *  `octave_version` helper, jsonlab's `sscanf(OCTAVE_VERSION, '%f')` under `if isoct`). */
const OCTAVE_TEST = /^((\w+_)?is_?oct(ave\w*)?|OCTAVE_VERSION|(\w+_)?(running|in)_?octave)$/i;

export function guardsOf(body: readonly Stmt[]): Guards {
  const tested = new Set<string>();
  const tries: [number, number][] = [];
  const callees = new Set<number>();
  let octaveTest = false;
  visitNodes(body, (node) => {
    const n = node as Stmt | Expr;
    if (n.type === 'Try' && n.body.length > 0) tries.push([n.body[0].span.offset, n.body[n.body.length - 1].span.endOffset]);
    else if (n.type === 'Index' && n.target.type === 'Identifier') {
      callees.add(n.target.span.offset);
      if (/^(exist|which|isfile|is_function_handle)$/.test(n.target.name) && n.args[0]?.type === 'String') {
        tested.add(n.args[0].value);
        // `exist('tensor/ttv_mex', 'file')`: a file looked for by a partial path names the function.
        const base = /[\\/]([A-Za-z]\w*)(\.\w+)?$/.exec(n.args[0].value)?.[1];
        if (base) tested.add(base);
      }
      // `exist(fullfile(d, 'on_uninstall.m'), 'file')`: the function's file is looked for.
      if (/^(exist|isfile)$/.test(n.target.name)) for (const name of fileNamesIn(n.args)) tested.add(name);
      if (OCTAVE_TEST.test(n.target.name)) octaveTest = true;
      // `strcmpi(getEnvironment, 'Octave')`.
      if (/^(strcmpi?|isequal)$/.test(n.target.name) && n.args.some((a) => a.type === 'String' && /^octave$/i.test(a.value))) octaveTest = true;
    } else if (n.type === 'Index' && n.target.type === 'Field') {
      // `controllib.internal.util.hString2Char(value)`: a call of a package function, whose
      // package a try around it may find missing (export_fig's str2char).
      let root: Expr = n.target;
      while (root.type === 'Field') root = root.target;
      if (root.type === 'Identifier') callees.add(root.span.offset);
    } else if (n.type === 'Switch' && n.cases.some((c) => c.value.type === 'String' && /^octave$/i.test(c.value.value))) octaveTest = true;
    // `switch getEnvironment, case 'Octave'` (matlab2tikz) tests for Octave as `isOctave` does.
    else if (n.type === 'Identifier' && OCTAVE_TEST.test(n.name)) octaveTest = true;
    else if (n.type === 'Command' && /^(exist|which)$/.test(n.name.name)) for (const a of n.args) tested.add(a.value);
  });
  if (tested.has('OCTAVE_VERSION')) octaveTest = true;
  return { tested, tries, callees, octaveTest };
}

/** The function names of the files that texts in these expressions name (`'hook.m'`,
 *  `'private/f.mexa64'`). */
function fileNamesIn(args: readonly Expr[]): string[] {
  const out: string[] = [];
  visitNodes(args, (node) => {
    const n = node as Expr;
    if (n.type !== 'String') return;
    const m = /(?:^|[\\/])([A-Za-z]\w*)\.(?:m|p|mex\w*|oct)$/.exec(n.value);
    if (m) out.push(m[1]!);
  });
  return out;
}

/** The class whose method a unit is, when that class inherits from a class outside the library
 *  (`matlab.apps.AppBase`, a toolbox's class; `handle` is known): a name called with the object
 *  may then be an inherited method (`registerApp(app, app.Figure)`). */
export function outsideParentObject(lib: Library, file: FileModel, unit: Unit): string | undefined {
  const cls = classOfFile(lib, file.path);
  const def = unit.def;
  if (cls === undefined || !def || unit.functionPath.length !== 1) return undefined;
  const model = file.functions.find((f) => f.parent === undefined && f.name === def.name);
  if (!model || model.isStatic || (model.kind !== 'method' && !(model.isPrimary && file.classFolder !== undefined))) return undefined;
  // A constructor makes the object (its output); any other method gets it first.
  const constructor = def.name === cls.slice(cls.lastIndexOf('.') + 1);
  const object = constructor ? def.outputs[0]?.name : def.inputs[0]?.type === 'Identifier' ? def.inputs[0].name : undefined;
  if (object === undefined || object === 'varargin') return undefined;
  return hierarchyOf(lib, cls).outside.some((c) => !KNOWN_BASES.has(c)) ? object : undefined;
}

/** MATLAB's own base classes, whose methods (`addprop`, `copy`, `set`, ...) are MATLAB functions
 *  the tables know anyway: inheriting from them adds no unknown method. */
const KNOWN_BASES = new Set([
  'handle', 'dynamicprops', 'matlab.mixin.Copyable', 'matlab.mixin.SetGet', 'matlab.mixin.SetGetExactNames',
  'matlab.mixin.CustomDisplay', 'matlab.mixin.Heterogeneous', 'hgsetget',
]);

/** Offsets of the names called with a Java or COM object first (`item(nodes, k)`). */
function javaMethodCalls(body: readonly Stmt[], isObject: (e: Expr) => boolean): Set<number> {
  const out = new Set<number>();
  visitNodes(body, (node) => {
    const n = node as Expr;
    if (n.type === 'Index' && n.target.type === 'Identifier' && n.args[0] !== undefined && isObject(n.args[0])) out.add(n.target.span.offset);
  });
  return out;
}

/** A Java package's root is written in lowercase (`edu`, `reactor`). */
function isLowerName(name: string): boolean {
  return /^[a-z][a-z0-9_]*$/.test(name);
}

/** Offsets of the roots of Java class names outside MATLAB's external roots: `edu` in
 *  `edu.stanford.facs.swing.Basics.RemoveXml(t)` (see JAVA_PACKAGE_ROOTS). */
function javaPackageRoots(body: readonly Stmt[]): Set<number> {
  const out = new Set<number>();
  visitNodes(body, (node) => {
    const n = node as Expr;
    const root = n.type === 'Field' ? javaPackageRoot(n) : n.type === 'Index' && n.target.type === 'Field' ? javaPackageRoot(n.target, true) : undefined;
    if (root !== undefined) out.add(root.span.offset);
  });
  return out;
}

/** The roots of dotted names (`a.b.c`), by offset, each with the parts after it. */
function dottedRoots(body: readonly Stmt[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  visitNodes(body, (node) => {
    const n = node as Expr;
    if (n.type !== 'Field') return;
    const parts: string[] = [];
    let cur: Expr = n;
    while (cur.type === 'Field') {
      parts.unshift(cur.name);
      cur = cur.target;
    }
    // The outermost field of a chain is met first: it names the most parts.
    if (cur.type === 'Identifier' && !out.has(cur.span.offset)) out.set(cur.span.offset, parts);
  });
  return out;
}

/** MathWorks' toolboxes keep their helpers in packages named `internal` (`internal.stats.
 *  parseArgs`, `controllib.internal.util.hString2Char`): code copied from a toolbox calls them.
 *  No table lists them; a path through such a package is taken to exist. */
function internalPackagePath(root: string, parts: readonly string[]): boolean {
  return parts.length >= 2 && (root === 'internal' || parts.slice(0, -1).includes('internal'));
}

/** Offsets of the names called with `object` among their arguments. */
function calledWith(body: readonly Stmt[], object: string): Set<number> {
  const out = new Set<number>();
  visitNodes(body, (node) => {
    const n = node as Expr;
    if (n.type === 'Index' && n.target.type === 'Identifier' && n.args.some((a) => a.type === 'Identifier' && a.name === object)) out.add(n.target.span.offset);
  });
  return out;
}

/** What the undefined-name check needs to know beside the unit and its kinds. */
export interface UndefinedContext {
  /** A "did you mean" for an unknown name. */
  suggest: (name: string) => string | undefined;
  /** Octave's own functions: expected in code that tests for Octave. */
  octaveName?: (name: string) => boolean;
  /** Functions the tables or the path know, though not as functions for the kinds. */
  known?: (name: string) => boolean;
  /** The unit creates variables the analysis cannot see (eval, load, ...): nothing is checked. */
  dynamic: boolean;
  /** Code that never runs (reported as unreachable-code instead). */
  dead?: readonly [number, number][];
  /** The object of a method whose class inherits from a class outside the library. */
  object?: string;
  /** Does an expression of the unit give a Java or COM object (see java-objects.ts); asked
   *  only when the unit has an unknown name. */
  javaObject?: () => ((e: Expr) => boolean) | undefined;
  /** The names the unit, its nested functions and the functions it is nested in assign (its
   *  parameters, globals and persistents too): a name read only as a variable and not among
   *  them is never defined. Without it, such names are not looked for. */
  assigned?: () => ReadonlySet<string>;
}

export function undefinedDiagnostics(unit: Unit, kinds: UnitKinds, context: UndefinedContext): Diagnostic[] {
  const { suggest, octaveName = () => false, known = () => false, dynamic, dead = [], object } = context;
  // A script runs in its caller's workspace: an unknown name may be the caller's variable.
  if (unit.type === 'script' || dynamic) return [];
  const out: Diagnostic[] = [];
  const reported = new Set<string>();
  const guards = guardsOf(unit.body);
  // A call a try catches may fail by design; a value read there (a typo) is still a bug.
  // So may one of Octave's own functions, called or not (`try, fflush(stdout); catch, end`):
  // the try is there for MATLAB, which lacks it.
  const inTry = (offset: number, name: string): boolean => (guards.callees.has(offset) || octaveName(name)) && guards.tries.some(([a, b]) => offset >= a && offset < b);
  const inherited = object !== undefined ? calledWith(unit.body, object) : undefined;
  let javaMethods: Set<number> | undefined;
  const javaMethod = (offset: number): boolean => {
    const isObject = context.javaObject?.();
    return isObject !== undefined && (javaMethods ??= javaMethodCalls(unit.body, isObject)).has(offset);
  };
  let javaRoots: Set<number> | undefined;
  let dotted: Map<number, string[]> | undefined;
  for (const o of kinds.occurrences) {
    if (o.kind !== 'ID' || reported.has(o.name)) continue;
    // The root of a Java class's dotted name, found at run time on Java's class path.
    if (isLowerName(o.name) && (javaRoots ??= javaPackageRoots(unit.body)).has(o.span.offset)) continue;
    // A name whose existence the code tests, or whose call a try catches, may be missing at
    // times by design; code that tests for Octave calls Octave's functions on purpose.
    if (guards.tested.has(o.name) || inTry(o.span.offset, o.name) || (guards.octaveTest && octaveName(o.name))) continue;
    // A method the object's class inherits from a class outside the library.
    if (inherited?.has(o.span.offset)) continue;
    // A Java or COM object's method called with function syntax (`getLength(nodes)`).
    if (javaMethod(o.span.offset)) continue;
    // Code that never runs (after a return or an error): reported as unreachable-code instead.
    if (dead.some(([a, b]) => o.span.offset >= a && o.span.offset < b)) continue;
    // A toolbox's function: known, though it does not make the name a function for the kinds.
    if (known(o.name)) continue;
    const parts = (dotted ??= dottedRoots(unit.body)).get(o.span.offset);
    if (parts && internalPackagePath(o.name, parts)) continue;
    reported.add(o.name);
    // Octave's own function (`printf`, `pkg`) in code run by MATLAB: said so, no other name.
    // A dotted name's root renamed to a function's name (`internal.stats.f` to `integral...`)
    // would make no sense: no suggestion there.
    const octave = octaveName(o.name);
    const hint = octave || parts ? undefined : suggest(o.name);
    out.push({
      severity: 'warning',
      code: 'undefined-name',
      span: o.span,
      // mtame's tables of MATLAB's and the toolboxes' names are not complete: the message says
      // where it looked, not that MATLAB has no such function.
      message: octave
        ? `'${o.name}' is a function of Octave, not of MATLAB: no function '${o.name}' was found on the path or in mtame's tables of MATLAB's functions, so this fails under MATLAB (test for Octave first, e.g. \`exist('OCTAVE_VERSION', 'builtin')\`, if the code is meant for both).`
        : `'${o.name}' is not a variable in this function, and no function '${o.name}' was found on the path or in mtame's tables of MATLAB's functions.${hint ? ` Did you mean '${hint}'?` : ''}`,
      // A rename calls another function: it may change what the program does.
      ...(hint ? { fix: { message: `Rename to '${hint}'`, safe: false, edits: [{ offset: o.span.offset, endOffset: o.span.endOffset, text: hint }] } } : {}),
    });
  }
  if (context.assigned) out.push(...neverAssignedBraceReads(unit, kinds, context.assigned, guards, dead, reported));
  return out;
}

/** `c = data{1}` in a function that never assigns `data`: braces make a name a variable for
 *  MATLAB's kinds (no function is indexed with braces), and a variable nothing assigns is
 *  undefined wherever it is read. A name whose existence the code tests is left alone. */
function neverAssignedBraceReads(unit: Unit, kinds: UnitKinds, assignedNames: () => ReadonlySet<string>, guards: Guards, dead: readonly (readonly [number, number])[], reported: Set<string>): Diagnostic[] {
  const braced = new Set<object>();
  // Inside `@(c) c{1}` the parameter is the anonymous function's own.
  const anonymous: [number, number, Set<string>][] = [];
  // Octave's assignments inside expressions (`if (! isempty (f = regexp (...)))`).
  const inExpressions = new Set<string>();
  visitNodes(unit.body, (node) => {
    const n = node as Expr;
    if (n.type === 'CellIndex' && n.target.type === 'Identifier') braced.add(n.target);
    else if (n.type === 'AssignExpr') {
      for (const t of n.target.type === 'Matrix' ? n.target.rows.flat() : [n.target]) {
        const root = rootName(t);
        if (root !== undefined) inExpressions.add(root);
      }
    } else if (n.type === 'AnonFunction') anonymous.push([n.span.offset, n.span.endOffset, new Set(n.params.flatMap((p) => (p.type === 'Identifier' ? [p.name] : [])))]);
  });
  for (const id of braced) {
    const { name, span } = id as Identifier;
    if (anonymous.some(([a, b, params]) => span.offset >= a && span.offset < b && params.has(name))) braced.delete(id);
  }
  if (braced.size === 0) return [];
  const out: Diagnostic[] = [];
  let assigned: ReadonlySet<string> | undefined;
  for (const o of kinds.occurrences) {
    // (`ans` is what the last expression statement gave.)
    if (o.kind !== 'VAR' || !braced.has(o.node) || o.name === 'ans' || reported.has(o.name) || guards.tested.has(o.name) || inExpressions.has(o.name)) continue;
    if ((assigned ??= assignedNames()).has(o.name)) continue;
    if (dead.some(([a, b]) => o.span.offset >= a && o.span.offset < b)) continue;
    reported.add(o.name);
    out.push({
      severity: 'warning',
      code: 'undefined-name',
      span: o.span,
      message: `'${o.name}' is indexed with braces, which makes it a variable, but this function never assigns it: the read fails (MATLAB: "Unrecognized function or variable '${o.name}'").`,
    });
  }
  return out;
}

/** The names worth suggesting: the project's own functions, MATLAB's base functions (and
 *  Octave's, under its runtime), not the thousands of toolbox names (a typo of a common name is
 *  far likelier than a call of an obscure toolbox function one letter away). */
export function suggestionNames(lib: Library): string[] {
  const out: string[] = [];
  for (const name of lib.names()) {
    const r = lib.lookup(name);
    if (r?.kind === 'builtin' && (r.builtin.kind === 'toolbox' || r.builtin.kind === 'product' || r.builtin.category.startsWith('octave-forge:'))) continue;
    out.push(name);
  }
  return out;
}

/** Functions of MathWorks products that mtame.json's `products` do not list: a note per name
 *  (the code may still run elsewhere; never an error). */
export function missingProducts(kinds: UnitKinds, lib: Library, scope: { file: string; functionPath: string[] }, products: ReadonlySet<string>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const o of kinds.occurrences) {
    if ((o.kind !== 'FN' && o.kind !== 'ID') || seen.has(o.name)) continue;
    seen.add(o.name);
    const r = lib.lookup(o.name, scope);
    if (r?.kind !== 'builtin' || (r.builtin.kind !== 'toolbox' && r.builtin.kind !== 'product')) continue;
    const product = r.builtin.category;
    if (product === 'MATLAB' || products.has(product)) continue;
    out.push({ severity: 'info', code: 'missing-product', span: o.span, message: `'${o.name}' is a function of the ${product}, which mtame.json's products do not list.` });
  }
  return out;
}

/** A "did you mean": the closest known name within a small edit distance. The names are a
 *  function, called when the first undefined name needs a suggestion (most runs have none,
 *  and listing a library's names takes tens of milliseconds). */
export function suggester(names: () => Iterable<string>): (name: string) => string | undefined {
  let byLength: Map<number, string[]> | undefined;
  // Dropped once read: a suggester kept across libraries (see Workspace) holds no old one.
  let source: (() => Iterable<string>) | undefined = names;
  const lengths = (): Map<number, string[]> => {
    if (byLength) return byLength;
    byLength = new Map();
    const listed = source!();
    source = undefined;
    for (const n of listed) {
      // Names of three letters or fewer (i, pi, idx...) would be a guess for almost anything.
      if (n.length < 4) continue;
      const list = byLength.get(n.length) ?? [];
      list.push(n);
      byLength.set(n.length, list);
    }
    return byLength;
  };
  // The same unknown names come back in file after file (a missing toolbox): remember answers.
  const cache = new Map<string, string | undefined>();
  return (name) => {
    if (cache.has(name)) return cache.get(name);
    const found = closest(name);
    cache.set(name, found);
    return found;
  };

  function closest(name: string): string | undefined {
    if (name.length < 4) return undefined;
    // One edit for short names, two from seven letters on: closeness relative to the length.
    const limit = name.length <= 6 ? 1 : 2;
    let best: string | undefined;
    let bestDistance = limit + 1;
    for (let len = name.length - limit; len <= name.length + limit; len++) {
      for (const candidate of lengths().get(len) ?? []) {
        const d = editDistance(name.toLowerCase(), candidate.toLowerCase(), bestDistance);
        if (d < bestDistance) {
          bestDistance = d;
          best = candidate;
        }
      }
    }
    return best;
  }
}

/** Edit distance counting a swap of neighbours as one edit (`lenght` is one from `length`),
 *  giving up (returning `cap`) once it cannot be below `cap`. */
export function editDistance(a: string, b: string, cap = Infinity): number {
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, k) => k);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      cur[j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin >= cap) return cap;
    before = prev;
    prev = cur;
  }
  return prev[b.length];
}
