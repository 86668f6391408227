// Classes over the searched folders: each classdef file and `@class` folder merged into one
// ClassModel per qualified name, with its methods, and the precedence its files declare.
import type { PrecedenceEdge } from './class-precedence.js';
import type { Placed } from './folder-index.js';
import type { ClassModel, FileModel, MethodModel, PropertyInfo } from './model.js';
import type { FolderRole } from './search-path.js';

export interface ClassEntry {
  readonly model: ClassModel;
  /** Where the class's first file was found. */
  readonly role: FolderRole;
  /** Its constructor lives in an `@class` folder, which MATLAB ranks above plain functions. */
  readonly inClassFolder: boolean;
}

export interface ClassIndex {
  readonly classes: ReadonlyMap<string, ClassEntry>;
  /** Method name → the classes defining it, in search order. */
  readonly methodOwners: ReadonlyMap<string, readonly ClassModel[]>;
  readonly precedence: readonly PrecedenceEdge[];
}

interface Gathering {
  name: string;
  role: FolderRole;
  classdef?: FileModel;
  constructorFile?: FileModel;
  files: FileModel[];
}

export function indexClasses(ordered: readonly Placed[]): ClassIndex {
  const gathered = new Map<string, Gathering>();
  const gather = (name: string, role: FolderRole): Gathering => {
    let g = gathered.get(name);
    if (!g) gathered.set(name, (g = { name, role, files: [] }));
    return g;
  };
  for (const { file, role } of ordered) {
    if (file.isPrivate) continue;
    if (file.classFolder !== undefined) {
      const g = gather(qualify(file.packageName, file.classFolder), role);
      g.files.push(file);
      if (file.name === file.classFolder) {
        if (file.kind === 'classdef') g.classdef ??= file;
        else if (file.kind === 'function') g.constructorFile ??= file;
      }
    } else if (file.kind === 'classdef') {
      const g = gather(file.qualifiedName, role);
      g.files.push(file);
      g.classdef ??= file;
    }
  }

  const classes = new Map<string, ClassEntry>();
  const methodOwners = new Map<string, ClassModel[]>();
  const precedence: PrecedenceEdge[] = [];
  for (const g of gathered.values()) {
    const model = buildClass(g);
    const inClassFolder = (g.classdef ?? g.constructorFile)?.classFolder !== undefined;
    classes.set(g.name, { model, role: g.role, inClassFolder });
    for (const m of model.methods.keys()) {
      const owners = methodOwners.get(m);
      if (owners) owners.push(model);
      else methodOwners.set(m, [model]);
    }
    for (const c of model.superiorTo) precedence.push({ superior: model.name, inferior: c });
    for (const c of model.inferiorTo) precedence.push({ superior: c, inferior: model.name });
  }
  return { classes, methodOwners, precedence };
}

function buildClass(g: Gathering): ClassModel {
  const info = (g.classdef ?? g.constructorFile)?.classInfo;
  const methods = new Map<string, MethodModel>();
  const declared = new Map(info?.methods.map((m) => [m.name, m]) ?? []);
  const attributes = (name: string): Pick<MethodModel, 'isStatic' | 'abstract' | 'access'> => {
    const d = declared.get(name);
    return { isStatic: d?.isStatic ?? false, abstract: d?.abstract ?? false, access: d?.access ?? 'public' };
  };
  // The classdef's own method bodies first; then one file per method from the @class
  // folders, the first in search order winning (old-style classes merge their folders).
  if (g.classdef) {
    for (const fn of g.classdef.functions) {
      // `get.Prop` / `set.Prop` run on property access and cannot be called by name.
      if (fn.kind !== 'method' || fn.parent !== undefined || fn.name.includes('.') || methods.has(fn.name)) continue;
      methods.set(fn.name, { name: fn.name, file: g.classdef, function: fn, ...attributes(fn.name), isStatic: fn.isStatic ?? false });
    }
  }
  for (const file of g.files) {
    if (file === g.classdef || file.kind !== 'function' || methods.has(file.name)) continue;
    const fn = file.functions.find((f) => f.isPrimary);
    // A body in its own file: declared in the classdef's signature list, never abstract.
    methods.set(file.name, { name: file.name, file, ...(fn ? { function: fn } : {}), ...attributes(file.name), abstract: false });
  }
  // Declared in the classdef with no body anywhere: still a method callers may use.
  if (g.classdef) {
    for (const name of declared.keys()) {
      if (!methods.has(name)) methods.set(name, { name, file: g.classdef, ...attributes(name) });
    }
  }
  return {
    name: g.name,
    ...(g.classdef ? { classdef: g.classdef } : {}),
    ...(g.constructorFile ? { constructorFile: g.constructorFile } : {}),
    files: g.files,
    superclasses: info?.superclasses ?? [],
    superiorTo: info?.superiorTo ?? [],
    inferiorTo: info?.inferiorTo ?? [],
    methods,
    constants: info?.constants ?? [],
    properties: new Map((info?.properties ?? []).map((p) => [p.name, p])),
    enumeration: info?.enumeration ?? [],
    abstract: info?.abstract ?? false,
    hasConstructor: g.classdef !== undefined || g.constructorFile !== undefined,
  };
}

function qualify(pkg: string | undefined, name: string): string {
  return pkg === undefined ? name : `${pkg}.${name}`;
}

/** The method `name` of a class or, failing that, of its superclasses (depth first, in the
 *  order the classdef lists them), as MATLAB dispatches an inherited method. */
export function findMethod(classes: ReadonlyMap<string, ClassEntry>, className: string, name: string): { cls: ClassModel; method: MethodModel } | undefined {
  return inHierarchy(classes, className, (cls) => {
    const method = cls.methods.get(name);
    return method ? { cls, method } : undefined;
  });
}

/** The property `name` of a class or of its superclasses (the same search as findMethod). */
export function findProperty(classes: ReadonlyMap<string, ClassEntry>, className: string, name: string): { cls: ClassModel; property: PropertyInfo } | undefined {
  return inHierarchy(classes, className, (cls) => {
    const property = cls.properties.get(name);
    return property ? { cls, property } : undefined;
  });
}

/** Is `name` the class `ancestor` or one of its subclasses, as far as the library knows? */
export function isSubclassOf(classes: ReadonlyMap<string, ClassEntry>, name: string, ancestor: string): boolean {
  return inHierarchy(classes, name, (cls) => (cls.name === ancestor || cls.superclasses.includes(ancestor) ? true : undefined)) ?? false;
}

/** The first answer of `find` over the class and its superclasses, depth first in the order
 *  the classdef lists them. */
function inHierarchy<T>(classes: ReadonlyMap<string, ClassEntry>, className: string, find: (cls: ClassModel) => T | undefined): T | undefined {
  const seen = new Set<string>();
  const visit = (c: string): T | undefined => {
    if (seen.has(c)) return undefined;
    seen.add(c);
    const entry = classes.get(c);
    if (!entry) return undefined;
    const found = find(entry.model);
    if (found !== undefined) return found;
    for (const s of entry.model.superclasses) {
      const above = visit(s);
      if (above !== undefined) return above;
    }
    return undefined;
  };
  return visit(className);
}
