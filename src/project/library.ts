// The library: every file modelled, the search path laid out, the name tables built once;
// then lookups are pure reads. Built from (path, text) pairs; never reads the disk itself
// (except MATLAB's builtin-name tables, through the loader, once per process).
import { scriptVariables } from './script-variables.js';
import { defaultBuiltins, octaveBuiltins, EMPTY_BUILTINS, externalEntry, isProductEntry, parseBuiltinData, withEntries, type BuiltinData, type BuiltinEntry, type BuiltinTable } from './builtins.js';
import { ClassPrecedence } from './class-precedence.js';
import { findMethod, findProperty, indexClasses, isSubclassOf } from './classes.js';
import { modelFile } from './file-model.js';
import { indexFolders } from './folder-index.js';
import { resolve, type LookupTables } from './lookup.js';
import type { ClassModel, FileModel, MethodModel, PropertyInfo, SourceInput } from './model.js';
import { normalizePath } from './paths.js';
import type { LookupScope, Resolution } from './resolution.js';
import { scopeContext, type ScopeContext } from './scope.js';
import { searchFolders, type SearchFolder } from './search-path.js';

export interface LibraryOptions {
  /** Folders on the MATLAB path, in order (after the current folder). */
  path?: string[];
  /** The current folder (MATLAB's pwd); defaults to none. */
  currentFolder?: string;
  /** Include MATLAB's own function names (data file); default true. */
  builtins?: boolean;
  dialect?: 'auto' | 'matlab' | 'octave';
  /** Where the code runs: `octave` adds the functions compiled into GNU Octave to MATLAB's
   *  own names (default `matlab`). */
  runtime?: 'matlab' | 'octave';
  /** Each path folder brings its ordinary subfolders (not `private`, `+pkg`, `@cls`, hidden),
   *  as `addpath(genpath(folder))` and Octave's own library do; default true. */
  pathSubfolders?: boolean;
  /** Folders of `currentFolder` and `path` (with their subfolders) whose place there was
   *  guessed, not set by the user: the inputs' own folders. Several of them may define one name,
   *  and which MATLAB calls depends on how the code is run, so a caller among them finds its own
   *  folder's function first (see FolderIndex.implicit). */
  guessedFolders?: readonly string[];
  /** Search only the current folder and the path. By default the folders of the given files
   *  that are on neither are searched after the path, so analysed code sees itself. */
  strictPath?: boolean;
  /** Builtin-name tables to use instead of the ones shipped in `data/` (tests, or another
   *  MATLAB release's lists). */
  builtinData?: BuiltinData;
  /** Functions the environment provides beyond the tables, known by name only: the installed
   *  Octave Forge packages' (`installedOctavePackages`) for code that runs on Octave. */
  extraFunctions?: readonly BuiltinEntry[];
  /** `folder/name` of the compiled functions found in the library's folders: MEX files (and
   *  their C/C++ sources), P-code, Octave `.oct` files. Each is a function of its folder that
   *  runs instead of a `name.m` beside it (which is then only its help text); one with no `.m`
   *  gets a placeholder model, so that lookups find it in its place on the path. */
  compiled?: readonly string[];
  /** A library this one resolves every name exactly as (built again after only signatures
   *  changed): it shares its `namesToken`, so kinds found against it stay valid. */
  sameNamesAs?: Library;
}

export interface LibraryWarning {
  code: 'duplicate-file' | 'builtin-data';
  message: string;
  path?: string;
}

export interface Library {
  /** Shared by libraries that resolve every name the same way (see `sameNamesAs`). */
  readonly namesToken: object;
  readonly files: readonly FileModel[];
  /** The folders searched after the scope's own file and private folder, in order. */
  readonly searchPath: readonly SearchFolder[];
  /** Problems with the library as a whole (per-file ones are on each FileModel). */
  readonly warnings: readonly LibraryWarning[];
  /** The model of a file, by its path as given. */
  file(path: string): FileModel | undefined;
  /** A class by qualified name (`pkg.Cls`, `Cls`, or `int32` for an `@int32` folder). */
  classNamed(name: string): ClassModel | undefined;
  classes(): Iterable<ClassModel>;
  /** Like MATLAB's exist(name) for functions: is `name` a function, script or class visible
   *  from `scope`? (See `lookup`.) A toolbox's function (from the product tables) is not
   *  counted here: `lookup` finds it. */
  existsFunction(name: string, scope?: LookupScope): boolean;
  /** Does `lookup` find `name` (a toolbox's function too)? */
  knownFunction(name: string, scope?: LookupScope): boolean;
  /** Is `prop` a constant property of the class `cls` (or of one of its superclasses)? */
  classConstant(cls: string, prop: string): boolean;
  /** Is `name`, from `scope`, only some class's method found by its name (Resolution.byNameOnly)? */
  methodByNameOnly(name: string, scope?: LookupScope): boolean;
  /** Does MATLAB (or Octave, or a toolbox) have its own function or class `name`, whatever the
   *  project's files shadow it with? */
  runtimeFunction(name: string): boolean;
  /** Is `name` a package, or a prefix of a qualified name (`matlab`, `containers`, a `+name`
   *  folder with visible files)? Classes are not packages: `Cls` of `Cls.staticMethod` is a
   *  function (its constructor). From `scope`, also a subpackage of a package its wildcard
   *  imports name (`import types.untyped.*` makes `datapipe` of `types.untyped.datapipe`). */
  existsPackage(name: string, scope?: LookupScope): boolean;
  /** When `name` called from `scope` runs a script: the variables it makes there (what it
   *  assigns, declares global, ... and the scripts it runs in turn). */
  scriptVariables(name: string, scope?: LookupScope): readonly string[] | undefined;
  /** Does some script of the library assign a variable `name` (a script another runs shares
   *  its workspace: vistasoft's mrAlign3 sets `numSlices` for the scripts its menus run)? */
  scriptAssigns(name: string): boolean;
  /** Where `name` resolves from `scope`, and why; undefined when it does not. Order: explicit
   *  imports, nested functions, local functions, wildcard imports, private/, the scope's own
   *  class's methods, @class constructors, the current folder, the path, builtins, and last
   *  any class's method. Dotted names resolve in `+pkg` folders and as `Cls.staticMethod`. */
  lookup(name: string, scope?: LookupScope): Resolution | undefined;
  /** The function a call `name(args...)` dispatches to, given its arguments' classes: nested,
   *  local, imported and private functions first, then the dominant argument class's method
   *  (its class or a superclass), then ordinary functions and builtins. */
  lookupCall(name: string, argClasses: string[], scope?: LookupScope): Resolution | undefined;
  /** Does `name`, called from `scope`, resolve to a file of a folder that no path setting
   *  placed, while another such folder (not the caller's own) defines it too? Which of them
   *  MATLAB calls depends on how the code is run (PROJ_Option_Pricing's two `Q_Matrix.m`, with
   *  8 and 9 inputs): neither signature decides an error. */
  placedElsewhere(name: string, scope?: LookupScope): boolean;
  /** Does some class of the library define a method `name` (not static)? A call `name(x, ...)`
   *  may then dispatch to it when an argument is an object of that class. */
  hasMethod(name: string): boolean;
  /** A method of the class or of its superclasses (what `obj.name(...)` calls), and the class
   *  that defines it. */
  methodOf(className: string, name: string): { cls: ClassModel; method: MethodModel } | undefined;
  /** A property of the class or of its superclasses, and the class that declares it. */
  propertyOf(className: string, name: string): { cls: ClassModel; property: PropertyInfo } | undefined;
  /** Is `name` the class `ancestor` or a subclass of it (`handle` included, as written)? */
  isSubclassOf(name: string, ancestor: string): boolean;
  /** The argument class that decides a call (superior/inferior relation, leftmost on ties). */
  dominantClass(argClasses: string[]): string | undefined;
  /** Names the library can resolve: everything visible from anywhere, plus, given a scope,
   *  its nested, local, private and imported names (for "did you mean"). */
  names(scope?: LookupScope): Iterable<string>;
}

export function buildLibrary(inputs: SourceInput[], options: LibraryOptions = {}): Library {
  return libraryOf(inputs, (input) => modelFile(input, options.dialect ?? 'auto'), options);
}

/** A library over file models built elsewhere (`modelFile` once per file, or the lazy models
 *  of `lazyModel`, whose trees are parsed again on demand). `options.dialect` is not used:
 *  the models were parsed already. */
export function libraryFromModels(models: readonly FileModel[], options: LibraryOptions = {}): Library {
  return libraryOf(models, (m) => m, options);
}

function libraryOf<T extends { path: string }>(inputs: readonly T[], model: (input: T) => FileModel, options: LibraryOptions): Library {
  const warnings: LibraryWarning[] = [];
  const files: FileModel[] = [];
  const byPath = new Map<string, FileModel>();
  for (const input of inputs) {
    const path = normalizePath(input.path);
    if (byPath.has(path)) {
      warnings.push({ code: 'duplicate-file', message: `'${input.path}' was given more than once; the first copy is used.`, path: input.path });
      continue;
    }
    const m = model(input);
    files.push(m);
    byPath.set(path, m);
  }

  const compiled = new Set((options.compiled ?? []).map(normalizePath));
  for (const c of compiled) {
    const beside = byPath.get(`${c}.m`);
    // In an @class folder a method or constructor shipped as P-code (or MEX) beside a `.m` of
    // help text only is still the class's (ecg-kit's PRTools classes: 1,169 names reported
    // undefined); elsewhere the help `.m` stays, and lookups flag its name compiled.
    if (beside && !(beside.helpOnly && beside.classFolder !== undefined)) continue;
    const m = placeholder(c, options.dialect ?? 'auto');
    if (beside) files[files.indexOf(beside)] = m;
    else files.push(m);
    byPath.set(m.path, m);
  }

  const roots = [...new Set(files.map((f) => f.root))];
  const searchPath = searchFolders(roots, {
    ...(options.currentFolder !== undefined ? { currentFolder: options.currentFolder } : {}),
    ...(options.path ? { path: options.path } : {}),
    pathSubfolders: options.pathSubfolders ?? true,
    strictPath: options.strictPath ?? false,
    ...(options.guessedFolders ? { guessed: options.guessedFolders } : {}),
  });
  const folders = indexFolders(files, searchPath);
  const classes = indexClasses(folders.ordered);
  const tables: LookupTables = {
    folders,
    classes,
    builtins: builtinTable(options, warnings),
    precedence: new ClassPrecedence(classes.precedence),
    compiled,
    compiledNames: new Set([...compiled].map((c) => c.slice(c.lastIndexOf('/') + 1))),
  };

  // The scopes most recently looked up from: a bounded cache, so a check of a big folder does
  // not keep one per function it ever saw (they are cheap to build again).
  const scopes = new Map<string, ScopeContext>();
  /** The script `n` runs from `from`, if it is one that is no help text. */
  const script = (n: string, from?: LookupScope): FileModel | undefined => {
    const r = lookup(n, from);
    return r && r.kind !== 'builtin' && r.entity === 'script' && !r.file.helpOnly ? r.file : undefined;
  };
  const variablesOf = (file: FileModel): readonly string[] => scriptVariables(file, (n) => script(n, { file: file.path }));
  let scriptNames: Set<string> | undefined;
  // The last scope object asked for: the analysis asks many times in a row from one function,
  // with the same (unchanging) scope object, and the key below costs a join each time.
  let lastScope: LookupScope | undefined;
  let lastContext: ScopeContext | undefined;
  const context = (scope: LookupScope | undefined): ScopeContext => {
    if (scope !== undefined && scope === lastScope && lastContext) return lastContext;
    const key = `${scope?.file ?? ''}\0${(scope?.functionPath ?? []).join('\0')}`;
    let ctx = scopes.get(key);
    if (!ctx) {
      const file = scope?.file === undefined ? undefined : byPath.get(normalizePath(scope.file));
      ctx = scopeContext(scope?.file, scope?.functionPath ?? [], file);
      if (scopes.size >= SCOPES_KEPT) scopes.clear();
      scopes.set(key, ctx);
    }
    lastScope = scope;
    lastContext = ctx;
    return ctx;
  };

  // Plain lookups, remembered per scope: the checks and the analysis ask the same names from
  // one function again and again. The tables never change, and a resolution is never changed.
  const plain = new WeakMap<ScopeContext, Map<string, Resolution | undefined>>();
  const lookup = (name: string, scope: LookupScope | undefined): Resolution | undefined => {
    const ctx = context(scope);
    let known = plain.get(ctx);
    if (!known) plain.set(ctx, (known = new Map()));
    let r = known.get(name);
    if (r === undefined && !known.has(name)) known.set(name, (r = resolve(tables, name, ctx)));
    return r;
  };

  return {
    namesToken: options.sameNamesAs?.namesToken ?? {},
    files,
    searchPath,
    warnings,
    file: (path) => byPath.get(normalizePath(path)),
    classNamed: (name) => classes.classes.get(name)?.model,
    classes: () => [...classes.classes.values()].map((c) => c.model),
    existsFunction: (name, scope) => {
      const r = lookup(name, scope);
      // A toolbox's function is known (a lookup finds it, undefined-name does not report it),
      // but it does not decide a name's kind: with thousands of them, a variable assigned on
      // one path only would become a kind conflict with a toolbox it may not even use.
      return r !== undefined && !(r.kind === 'builtin' && isProductEntry(r.builtin));
    },
    knownFunction: (name, scope) => lookup(name, scope) !== undefined,
    methodByNameOnly: (name, scope) => lookup(name, scope)?.byNameOnly === true,
    classConstant: (cls, prop) => findProperty(classes.classes, cls, prop)?.property.constant === true,
    // An installed Octave Forge package's function is not one: the project is often that very
    // package (its files are the ones installed).
    runtimeFunction: (name) => !(tables.builtins.entries.get(name)?.category.startsWith('octave-forge:') ?? true),
    existsPackage: (name, scope) => {
      const exists = (full: string): boolean => folders.packages.has(full) || tables.builtins.packages.has(full);
      if (exists(name) || externalEntry(tables.builtins, name) !== undefined) return true;
      if (scope === undefined) return false;
      const imports = context(scope).imports;
      // A subpackage of a package imported with a wildcard, by its short name; or the root of a
      // package the scope imports from, which no table holds (a Java archive's `eva2.*`).
      return imports.wildcard.some((imp) => exists(`${imp.path}.${name}`)) || [...imports.explicit.values(), ...imports.wildcard].some((imp) => imp.path.startsWith(`${name}.`));
    },
    scriptVariables: (name, scope) => {
      const file = script(name, scope);
      return file && variablesOf(file);
    },
    scriptAssigns: (name) => {
      scriptNames ??= new Set(files.filter((f) => f.kind === 'script' && !f.helpOnly).flatMap(variablesOf));
      return scriptNames.has(name);
    },
    lookup,
    placedElsewhere: (name, scope) => {
      if ((folders.implicitCount.get(name) ?? 0) < 2) return false;
      const r = lookup(name, scope);
      if (!r || (r.kind !== 'path' && r.kind !== 'current-folder')) return false;
      const own = scope?.file === undefined ? undefined : byPath.get(normalizePath(scope.file));
      return own?.root !== r.file.root && folders.implicit.get(r.file.root)?.get(name)?.file === r.file;
    },
    lookupCall: (name, argClasses, scope) => resolve(tables, name, context(scope), argClasses),
    // A constructor is not a method another class's object could be dispatched to.
    hasMethod: (name) => (classes.methodOwners.get(name) ?? []).some((c) => c.methods.get(name)?.isStatic === false && c.name.slice(c.name.lastIndexOf('.') + 1) !== name),
    methodOf: (className, name) => findMethod(classes.classes, className, name),
    propertyOf: (className, name) => findProperty(classes.classes, className, name),
    isSubclassOf: (name, ancestor) => isSubclassOf(classes.classes, name, ancestor),
    dominantClass: (argClasses) => tables.precedence.dominant(argClasses),
    names: (scope) => allNames(tables, scope ? context(scope) : undefined),
  };
}

/** The model standing for a compiled function with no `.m` beside it: a function of any
 *  arguments (lookups flag it `compiled`, so nothing reads its body). */
function placeholder(path: string, dialect: 'auto' | 'matlab' | 'octave'): FileModel {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return modelFile({ path: `${path}.m`, text: `function varargout = ${name}(varargin)\nend\n` }, dialect);
}

/** Scope contexts kept per library (a function's scope is looked up many times in a row). */
const SCOPES_KEPT = 4096;

function builtinTable(options: LibraryOptions, warnings: LibraryWarning[]): BuiltinTable {
  if (options.builtins === false) return EMPTY_BUILTINS;
  if (options.builtinData) return withEntries(parseBuiltinData(options.builtinData), options.extraFunctions ?? []);
  const { table, problems } = options.runtime === 'octave' ? octaveBuiltins() : defaultBuiltins();
  for (const message of problems) warnings.push({ code: 'builtin-data', message });
  const extra = options.extraFunctions;
  if (!extra) return table;
  // The same extra functions (an editor's project, built again after each signature edit) give
  // the same table: made once per list and base table.
  let made = withExtras.get(extra);
  if (!made) withExtras.set(extra, (made = new Map()));
  let out = made.get(table);
  if (!out) made.set(table, (out = withEntries(table, extra)));
  return out;
}

const withExtras = new WeakMap<readonly BuiltinEntry[], Map<BuiltinTable, BuiltinTable>>();

function allNames(t: LookupTables, ctx: ScopeContext | undefined): Set<string> {
  const out = new Set<string>();
  for (const name of t.folders.byName.keys()) out.add(name);
  for (const [name, c] of t.classes.classes) if (c.model.hasConstructor) out.add(name);
  for (const name of t.builtins.entries.keys()) out.add(name);
  if (!ctx) return out;
  for (const name of ctx.nested.keys()) out.add(name);
  for (const name of ctx.locals.keys()) out.add(name);
  if (ctx.privateFolder !== undefined) for (const name of t.folders.privateFolders.get(ctx.privateFolder)?.keys() ?? []) out.add(name);
  for (const name of ctx.imports.explicit.keys()) out.add(name);
  for (const imp of ctx.imports.wildcard) {
    const prefix = imp.path + '.';
    for (const name of [...out]) {
      if (name.startsWith(prefix) && !name.slice(prefix.length).includes('.')) out.add(name.slice(prefix.length));
    }
  }
  return out;
}
