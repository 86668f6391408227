// MATLAB's function lookup order, as functions over the library's tables. The order follows
// MATLAB's documented "Function Precedence Order" (R2019b and later), which refines the
// kind-analysis paper's section 3.1 with imports, classes and constructors:
//   1 explicitly imported names    2 nested functions    3 local functions (subfunctions)
//   4 wildcard-imported names      5 private functions   6 object functions (methods)
//   7 constructors in @class folders   8 the current folder   9 the path, in order
//  10 MATLAB's builtins (after everything the user wrote: user code shadows them)
// Variables, which come first in MATLAB, are the kind analysis's business, not this layer's.
import type { Import } from '../syntax/index.js';
import { externalEntry, type BuiltinTable } from './builtins.js';
import type { ClassPrecedence } from './class-precedence.js';
import { findMethod, type ClassEntry, type ClassIndex } from './classes.js';
import type { FolderIndex } from './folder-index.js';
import type { ClassModel, FileModel, MethodModel } from './model.js';
import type { Resolution, UserResolution } from './resolution.js';
import type { ScopeContext } from './scope.js';

export interface LookupTables {
  readonly folders: FolderIndex;
  readonly classes: ClassIndex;
  readonly builtins: BuiltinTable;
  readonly precedence: ClassPrecedence;
  /** `folder/name` of compiled functions (see `LibraryOptions.compiled`). */
  readonly compiled: ReadonlySet<string>;
  /** Their names: a MEX of a name in another folder of the path may run instead of the `.m`. */
  readonly compiledNames: ReadonlySet<string>;
}

/** Resolves a name from a scope. `argClasses` given: a call, dispatched on the dominant
 *  argument's class at rule 6; absent: a plain lookup, where rule 6 is the scope's own class's
 *  methods and, as a last resort, any class's method (a call could dispatch to it). */
export function resolve(t: LookupTables, name: string, ctx: ScopeContext, argClasses?: readonly string[]): Resolution | undefined {
  if (name.includes('.')) return resolveQualified(t, name, ctx);
  return resolvePlain(t, name, ctx, argClasses);
}

function resolvePlain(t: LookupTables, name: string, ctx: ScopeContext, argClasses: readonly string[] | undefined): Resolution | undefined {
  const explicit = ctx.imports.explicit.get(name);
  if (explicit) {
    const r = resolveImported(t, explicit.path, explicit);
    if (r) return r;
    // MATLAB's own packages hold far more than its public function lists name (its internal
    // classes: `import matlab.unittest.internal.constraints.WarningLogger`); MATLAB checks an
    // import when it runs it, so a name imported from there is taken to exist.
    // So is any other: MATLAB checks an import when it runs it, and a class of a Java archive
    // added at run time (Data2Dynamics' `import eva2.OptimizerFactory`) is in no table. The
    // name was declared: its uses are no typos.
    return { kind: 'builtin', entity: 'function', name: explicit.path, builtin: { name: explicit.path, category: 'external', kind: 'external' }, import: explicit };
  }
  const file = ctx.file;
  const nested = ctx.nested.get(name);
  if (nested && file) return { kind: 'nested', entity: 'function', name, file, function: nested };
  const local = ctx.locals.get(name);
  if (local && file) return { kind: 'subfunction', entity: 'function', name, file, function: local };
  for (const imp of ctx.imports.wildcard) {
    // Every dotted name under an external-interface root exists (see resolveFull); through
    // `import java.awt.*` that would make every plain name a Java class: only capitalised names
    // count, as Java names its classes (`Frame`). A class's members (`import java.awt.Toolkit.*`,
    // a capitalised last name) are its static methods and fields, which no table lists: any
    // name may be one.
    const r = resolveImported(t, `${imp.path}.${name}`, imp, importsClassMembers(imp) || /^[A-Z]/.test(name));
    if (r) return r;
  }
  const priv = ctx.privateFolder === undefined ? undefined : t.folders.privateFolders.get(ctx.privateFolder)?.get(name);
  if (priv) return fromFile(t, 'private', priv, name);

  // 6: object functions. A specialised method beats every ordinary function below.
  if (argClasses) {
    const dominant = t.precedence.dominant(argClasses);
    const found = dominant === undefined ? undefined : findMethod(t.classes.classes, dominant, name);
    if (found && !isConstructor(found.cls, name)) return fromMethod(found.cls, found.method, undefined, t);
  } else if (ctx.ownClass !== undefined) {
    const found = findMethod(t.classes.classes, ctx.ownClass, name);
    // A static method is called as Cls.name, not by its bare name; the constructor is the
    // class itself, found by the constructor rules below.
    if (found && !found.method.isStatic && !isConstructor(found.cls, name)) return fromMethod(found.cls, found.method, undefined, t);
  }

  const cls = t.classes.classes.get(name);
  if (cls && cls.inClassFolder && cls.model.hasConstructor) return fromClass(cls, cls.role, name);
  const first = t.folders.byName.get(name);
  // Among folders no path setting orders, the caller's own folder first (see FolderIndex.implicit).
  const placed = first?.implicit && file ? (t.folders.implicit.get(file.root)?.get(name) ?? first) : first;
  if (placed) return fromFile(t, placed.role, placed.file, name);
  const builtin = t.builtins.entries.get(name);
  if (builtin) return { kind: 'builtin', entity: builtin.kind === 'class' ? 'class' : 'function', name, builtin };

  if (!argClasses) {
    for (const owner of t.classes.methodOwners.get(name) ?? []) {
      const method = owner.methods.get(name);
      if (method && !method.isStatic) return { ...fromMethod(owner, method, undefined, t), byNameOnly: true };
    }
  }
  return undefined;
}

/** `pkg.fn`, `pkg.Cls`, `Cls.staticMethod`, `pkg.Cls.Constant`, `containers.Map`. A leading
 *  name brought in by an explicit import is expanded (`import pkg.Cls` makes `Cls.m` mean
 *  `pkg.Cls.m`). */
function resolveQualified(t: LookupTables, name: string, ctx: ScopeContext): Resolution | undefined {
  const dot = name.indexOf('.');
  const head = ctx.imports.explicit.get(name.slice(0, dot));
  if (head) {
    const r = resolveImported(t, head.path + name.slice(dot), head);
    if (r) return r;
  }
  const full = resolveFull(t, name);
  if (full) return full;
  // `import types.untyped.*` makes the subpackage reachable by its short name:
  // `datapipe.guessChunkSize(n)` (MATLAB's import page: "import a partial package name").
  for (const imp of ctx.imports.wildcard) {
    const r = resolveImported(t, `${imp.path}.${name}`, imp, importsClassMembers(imp));
    if (r) return r;
  }
  // A name under the root of a package the scope imports from, which no table holds
  // (`eva2.OptimizerFactory.setTerminator(...)` beside `import eva2.OptimizerFactory`): that
  // package is outside the project (a Java archive), as the import says.
  const root = name.slice(0, dot);
  const imp = [...ctx.imports.explicit.values(), ...ctx.imports.wildcard].find((i) => i.path.startsWith(`${root}.`) && !t.builtins.entries.has(root));
  if (imp && !t.classes.classes.has(root) && !t.folders.byName.has(root)) return { kind: 'builtin', entity: 'function', name, builtin: { name, category: 'external', kind: 'external' }, import: imp };
  return undefined;
}

function importsClassMembers(imp: Import): boolean {
  const last = imp.path.slice(imp.path.lastIndexOf('.') + 1);
  return /^[A-Z]/.test(last);
}

function resolveImported(t: LookupTables, full: string, imp: Import, external = true): Resolution | undefined {
  const r = resolveFull(t, full, external);
  return r ? { ...r, import: imp } : undefined;
}

/** A fully qualified name: package contents (an `@class` constructor first, as for plain
 *  names), then class members, then MATLAB's builtins; with `external`, any name under an
 *  external-interface root (`java.lang.String`), which MATLAB resolves at run time. */
function resolveFull(t: LookupTables, name: string, external = true): Resolution | undefined {
  const cls = t.classes.classes.get(name);
  if (cls && cls.inClassFolder && cls.model.hasConstructor) return fromClass(cls, 'package', name);
  const placed = t.folders.byName.get(name);
  if (placed) return fromFile(t, 'package', placed.file, name);
  const last = name.lastIndexOf('.');
  const owner = t.classes.classes.get(name.slice(0, last));
  if (owner) {
    const member = name.slice(last + 1);
    const found = findMethod(t.classes.classes, owner.model.name, member);
    if (found?.method.isStatic) return fromMethod(found.cls, found.method, name, t);
    if (owner.model.constants.includes(member)) {
      const file = owner.model.classdef ?? owner.model.files[0];
      return { kind: 'class', entity: 'constant', name, file, class: owner.model };
    }
  }
  const builtin = t.builtins.entries.get(name) ?? (external ? externalEntry(t.builtins, name) : undefined);
  if (builtin) return { kind: 'builtin', entity: builtin.kind === 'class' ? 'class' : 'function', name, builtin };
  return undefined;
}

function isConstructor(cls: ClassModel, name: string): boolean {
  return cls.name === name || cls.name.endsWith(`.${name}`);
}

function fromFile(t: LookupTables, kind: UserResolution['kind'], file: FileModel, name: string): UserResolution {
  if (isCompiled(t, file) || (kind !== 'private' && file.kind === 'function' && t.compiledNames.has(file.name))) return { kind, entity: 'function', name, file, compiled: true };
  if (file.kind === 'script') return { kind, entity: 'script', name, file };
  if (file.kind === 'classdef') {
    const cls = t.classes.classes.get(file.qualifiedName)?.model;
    const ctor = file.functions.find((f) => f.kind === 'method' && f.parent === undefined && f.name === (file.declaredName ?? file.name));
    return { kind, entity: 'class', name, file, ...(ctor ? { function: ctor } : {}), ...(cls ? { class: cls } : {}) };
  }
  const primary = file.functions.find((f) => f.isPrimary);
  return { kind, entity: 'function', name, file, ...(primary ? { function: primary } : {}) };
}

function fromClass(entry: ClassEntry, kind: UserResolution['kind'], name: string): UserResolution {
  const model = entry.model;
  const file = (model.classdef ?? model.constructorFile) as FileModel;
  const ctor = model.methods.get(model.name.slice(model.name.lastIndexOf('.') + 1));
  return { kind, entity: 'class', name, file, ...(ctor?.function ? { function: ctor.function } : {}), class: model };
}

/** A compiled function runs instead of the `.m` of its name in its folder; one of the name in
 *  another folder (LTFAT's `mex/comp_x.c` beside `comp/comp_x.m`, a wrapper with an older
 *  signature) may, depending on the order of the path its setup makes: a `.m` function of the
 *  project is then no certain callee (see fromFile). A private function comes first anyway. */
function isCompiled(t: LookupTables, file: FileModel): boolean {
  return t.compiled.size > 0 && t.compiled.has(`${file.folder}/${file.name}`);
}

function fromMethod(cls: ClassModel, method: MethodModel, name = `${cls.name}.${method.name}`, t?: LookupTables): UserResolution {
  if (t && method.file.name === method.name && isCompiled(t, method.file)) return { kind: 'class', entity: 'method', name, file: method.file, class: cls, compiled: true };
  return { kind: 'class', entity: 'method', name, file: method.file, ...(method.function ? { function: method.function } : {}), class: cls };
}
