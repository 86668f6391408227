// Objects of the project's classes in the value analysis (issue 18): what reading a property
// gives, and what `obj.name` is when `name` is a method. An object value carries its class
// only (no property values), so nothing an alias or a handle method writes can go stale.
import type { ClassModel, Library, PropertyInfo } from '../project/index.js';
import type { Expr } from '../syntax/index.js';
import { defaultValue } from './property-defaults.js';
import type { IrFunction } from '../tame/index.js';
import { EMPTY_SHAPE, SCALAR, TOP, UNKNOWN_SHAPE, charConstant, logicalConstant, matrix, setOf, shapeOf, single, withoutProps, type ObjectValue, type Value, type ValueSet } from './values.js';

/** Classes a property's class validation converts a value to (MATLAB only: Octave 7 warns
 *  that it ignores size and class specifications, and refuses `p int8` outright). */
const VALIDATED = new Set(['double', 'single', 'logical', 'char', 'string', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64']);

/** Where a class is defined: which names of its defaults are builtins there. */
export interface DefinedIn {
  readonly lib: Library;
  readonly file: string;
}

/** What reading the property gives, from its declaration alone: a constant property's default,
 *  or the class and size its validation guarantees; else unknown. */
export function propertyValue(p: PropertyInfo, runtime: 'matlab' | 'octave', where?: DefinedIn): ValueSet {
  const d = p.declaration;
  if (p.constant) return d.default ? defaultOf(d.default, runtime, where) : TOP;
  if (p.dependent || runtime !== 'matlab' || !d.className || !VALIDATED.has(d.className)) return TOP;
  const shape = d.dims ? shapeOf(...d.dims.map((e) => (e.type === 'Number' && Number.isInteger(e.value) ? e.value : null))) : UNKNOWN_SHAPE;
  const complex = d.className === 'double' || d.className === 'single' ? 'any' : 'real';
  return single(matrix(d.className, shape, complex));
}

/** A default's value (`K = 5`, `Name = 'x'`, `items = {}`, `grid = zeros(2, 3)`; `"x"` is a
 *  string in MATLAB, a char row in Octave): closed expressions of literals and builtins (see
 *  property-defaults.ts); anything else unknown. */
function defaultOf(e: Expr, runtime: 'matlab' | 'octave', where: DefinedIn | undefined): ValueSet {
  if (!where) return defaultValue(e, runtime, () => false);
  const scope = { file: where.file, functionPath: [] };
  return defaultValue(e, runtime, (name) => where.lib.lookup(name, scope)?.kind === 'builtin');
}

/** Does the class (or a superclass) take over `obj.name` reads itself (`subsref`)? Then a dot
 *  read may give anything. */
export function overridesDot(lib: Library, className: string): boolean {
  return lib.methodOf(className, 'subsref') !== undefined;
}

/** The class of a classdef constructor's object, when `fn` (an IR function: `Cls.Cls` in the
 *  classdef file of Cls) is one: MATLAB makes the object, with its defaults, before the body
 *  runs, so the output starts as an object of the class. */
export function constructedClass(lib: Library, file: string, fnName: string): string | undefined {
  const model = lib.file(file);
  if (model?.kind !== 'classdef' || !model.declaredName) return undefined;
  return fnName === `${model.declaredName}.${model.declaredName}` ? model.qualifiedName : undefined;
}

/** Class tests whose answer for an object of a project class is known (the call reached the
 *  builtin: the class defines no method of that name). */
const FALSE_FOR_OBJECTS = new Set(['isnumeric', 'ischar', 'iscell', 'isstruct', 'islogical', 'isfloat', 'isinteger', 'iscellstr', 'isstring', 'is_function_handle']);

/** `class(obj)`, `isobject(obj)`, `isa(obj, 'Name')` and the builtin class tests on an object
 *  of a class the library defines; undefined for any other call. `isa` is true when the class
 *  is `Name` or inherits from it; otherwise a logical of unknown value (a superclass outside
 *  the library may inherit from `Name`). */
export function objectBuiltin(lib: Library, name: string, args: readonly Value[]): ValueSet | undefined {
  const obj = args[0];
  if (obj?.kind !== 'object' || !lib.classNamed(obj.mclass)) return undefined;
  if (name === 'class' && args.length === 1) return single(charConstant(obj.mclass));
  if (name === 'isobject' && args.length === 1) return single(logicalConstant(true));
  if (FALSE_FOR_OBJECTS.has(name) && args.length === 1) return single(logicalConstant(false));
  if (name === 'isa' && args.length === 2) {
    const c = args[1];
    const wanted = c?.kind === 'matrix' && c.constant?.kind === 'char' ? c.constant.value : undefined;
    if (wanted !== undefined && lib.isSubclassOf(obj.mclass, wanted)) return single(logicalConstant(true));
    return single(matrix('logical', SCALAR, 'real'));
  }
  return undefined;
}

/** The members every handle object has (MATLAB's `handle` class). */
const HANDLE_MEMBERS = new Set(['addlistener', 'delete', 'eq', 'findobj', 'findprop', 'ge', 'gt', 'isvalid', 'le', 'listener', 'lt', 'ne', 'notify']);

/** Is `obj.name` surely an error for an object of class `cls`: no property, method or
 *  enumeration member of that name in a classdef hierarchy the library holds whole (or ending in
 *  `handle`), which does not take over dot reads (`subsref`)? A superclass outside the library
 *  (`dynamicprops`, a toolbox's class) may add members: then nothing is certain. */
export function missingMember(lib: Library, cls: string, name: string): boolean {
  if (name === 'empty') return false;
  // The object may be of a subclass (an `isa(x, 'Base')` test, a method's object, a property
  // validated to a class): one that has the member, maybe through another superclass (MRST's
  // GenericBlackOilModel < ThreePhaseBlackOilModel & GenericReservoirModel), answers.
  return missingIn(lib, cls, name) && subclassesOf(lib, cls).every((sub) => missingIn(lib, sub, name));
}

const subclassLists = new WeakMap<Library, Map<string, readonly string[]>>();

/** The library's classes that inherit from `cls` (directly or not). */
function subclassesOf(lib: Library, cls: string): readonly string[] {
  let byClass = subclassLists.get(lib);
  if (!byClass) subclassLists.set(lib, (byClass = new Map()));
  let subs = byClass.get(cls);
  if (!subs) {
    subs = [...lib.classes()].map((c) => c.name).filter((c) => c !== cls && lib.isSubclassOf(c, cls));
    byClass.set(cls, subs);
  }
  return subs;
}

function missingIn(lib: Library, cls: string, name: string): boolean {
  const { classes, outside } = hierarchyOf(lib, cls);
  if (!outside.every((c) => c === 'handle' && !HANDLE_MEMBERS.has(name))) return false;
  return classes.every((m) => m.classdef !== undefined && !m.methods.has('subsref') && !m.properties.has(name) && !m.methods.has(name) && !m.enumeration.includes(name));
}

/** The classes of `cls`'s hierarchy the library holds, the class first and then depth first in
 *  the order each classdef lists its superclasses, and the names of those it does not hold
 *  (`handle`, a toolbox's class: nothing is known above them). */
export function hierarchyOf(lib: Library, cls: string): { classes: ClassModel[]; outside: string[] } {
  const classes: ClassModel[] = [];
  const outside: string[] = [];
  const seen = new Set<string>();
  const visit = (c: string): void => {
    if (seen.has(c)) return;
    seen.add(c);
    const model = lib.classNamed(c);
    if (!model) {
      outside.push(c);
      return;
    }
    classes.push(model);
    model.superclasses.forEach(visit);
  };
  visit(cls);
  return { classes, outside };
}

/** Why MATLAB refuses to make an object of class `cls`, when it surely does: the class is
 *  declared `Abstract`, or a method or property declared abstract in its hierarchy is defined by
 *  no class of it. The second needs the hierarchy whole in the library (or ending in `handle`):
 *  a superclass outside it may define the member. */
export function abstractProblem(lib: Library, cls: string): string | undefined {
  const model = lib.classNamed(cls);
  if (!model?.classdef) return undefined;
  if (model.abstract) return `class ${cls} is declared Abstract`;
  const { classes: hierarchy, outside } = hierarchyOf(lib, cls);
  if (!outside.every((c) => c === 'handle') || !hierarchy.every((m) => m.classdef !== undefined)) return undefined;
  for (const owner of hierarchy) {
    for (const m of owner.methods.values()) {
      if (m.abstract && !hierarchy.some((h) => h.methods.get(m.name)?.abstract === false)) return leftAbstract(cls, owner.name, 'method', m.name);
    }
    for (const p of owner.properties.values()) {
      if (p.abstract && !hierarchy.some((h) => h.properties.get(p.name)?.abstract === false)) return leftAbstract(cls, owner.name, 'property', p.name);
    }
  }
  return undefined;
}

function leftAbstract(cls: string, owner: string, what: string, name: string): string {
  return owner === cls ? `class ${cls} declares the abstract ${what} '${name}'` : `class ${cls} does not define the abstract ${what} '${name}' of class ${owner}`;
}

/** Why `obj.name` (read, or assigned with `write`) from code of class `from` (undefined: code of
 *  no class) breaks the property's access (`SetAccess = private`, ...), when it surely does. Code
 *  anywhere in a class's files counts as the class's own (its local functions too). */
export function accessViolation(lib: Library, cls: string, name: string, write: boolean, from: string | undefined): string | undefined {
  const found = lib.propertyOf(cls, name);
  if (!found) return write ? undefined : methodAccessViolation(lib, cls, name, from);
  const { property, cls: owner } = found;
  const access = write ? property.setAccess : property.getAccess;
  const what = write ? (property.constant ? 'Constant' : 'SetAccess') : 'GetAccess';
  switch (access) {
    case 'private':
      return from === owner.name ? undefined : `'${name}' can only be ${write ? 'set' : 'read'} in class ${owner.name} (${what} = private)`;
    case 'protected':
      return from !== undefined && lib.isSubclassOf(from, owner.name) ? undefined : `'${name}' can only be ${write ? 'set' : 'read'} in class ${owner.name} and its subclasses (${what} = protected)`;
    case 'immutable':
      if (property.constant) return `'${name}' is a constant of class ${owner.name}: it cannot be assigned`;
      return from === owner.name ? undefined : `'${name}' can only be set in the constructor of class ${owner.name} (SetAccess = immutable)`;
    default:
      return undefined;
  }
}

/** Why calling the method `obj.name(...)` from code of class `from` breaks its `Access`. */
function methodAccessViolation(lib: Library, cls: string, name: string, from: string | undefined): string | undefined {
  const found = lib.methodOf(cls, name);
  if (!found) return undefined;
  const owner = found.cls.name;
  if (found.method.access === 'private' && from !== owner) return `method '${name}' of class ${owner} can only be called in class ${owner} (Access = private)`;
  if (found.method.access === 'protected' && !(from !== undefined && lib.isSubclassOf(from, owner))) return `method '${name}' of class ${owner} can only be called in class ${owner} and its subclasses (Access = protected)`;
  return undefined;
}

/** The class whose code a file is: a classdef file, or a file of an `@class` folder. */
export function classOfFile(lib: Library, file: string): string | undefined {
  const model = lib.file(file);
  if (!model) return undefined;
  if (model.kind === 'classdef') return model.qualifiedName;
  if (model.classFolder !== undefined) return model.packageName ? `${model.packageName}.${model.classFolder}` : model.classFolder;
  return undefined;
}

/** Is `cls` a value class whose properties the analysis may follow: a classdef hierarchy the
 *  project holds whole, with no `handle` (an alias of a handle object sees every write) and no
 *  `subsref`/`subsasgn` of its own (they decide what a dot read or write does)? */
export function isValueClass(lib: Library, cls: string): boolean {
  const { classes, outside } = hierarchyOf(lib, cls);
  return outside.length === 0 && classes.every((m) => m.classdef !== undefined && !m.methods.has('subsref') && !m.methods.has('subsasgn'));
}

/** A new object's properties, as MATLAB makes them before the constructor runs: the declared
 *  class and size of a validated property (MATLAB converts its default), a literal default, `[]`
 *  for no default; unknown for any other default. The class's own and its superclasses'. */
export function initialProps(lib: Library, cls: string, runtime: 'matlab' | 'octave'): Map<string, ValueSet> {
  const props = new Map<string, ValueSet>();
  for (const model of hierarchyOf(lib, cls).classes) {
    for (const p of model.properties.values()) {
      // A property read through its `get.p` method gives what the method returns.
      if (p.constant || p.dependent || props.has(p.name) || hasAccessor(model.classdef?.functions ?? [], 'get', p.name)) continue;
      const where = model.classdef ? { lib, file: model.classdef.path } : undefined;
      const declared = propertyValue(p, runtime, where);
      const d = p.declaration.default;
      props.set(p.name, !declared.top ? declared : d === undefined ? single(matrix('double', EMPTY_SHAPE)) : defaultOf(d, runtime, where));
    }
  }
  return props;
}

/** What a property holds after `obj.p = v`: what its validation makes of v, or v; unknown when a
 *  `set.p` method decides. */
export function assignedProperty(lib: Library, cls: string, name: string, rhs: ValueSet, runtime: 'matlab' | 'octave'): ValueSet | undefined {
  const found = lib.propertyOf(cls, name);
  if (!found || found.property.constant || found.property.dependent) return undefined;
  if (hasAccessor(found.cls.classdef?.functions ?? [], 'set', name)) return TOP;
  const declared = propertyValue(found.property, runtime);
  return declared.top ? rhs : declared;
}

/** Is `obj.name = v` handled by a `set.name` method of the class (or of the superclass that
 *  declares the property)? */
function setByMethod(lib: Library, cls: string, name: string): boolean {
  const found = lib.propertyOf(cls, name);
  return found !== undefined && hasAccessor(found.cls.classdef?.functions ?? [], 'set', name);
}

/** Does the class file define `set.name` (or `get.name`)? */
export function hasAccessor(functions: readonly { readonly name: string }[], kind: 'get' | 'set', name: string): boolean {
  return functions.some((f) => f.name === `${kind}.${name}`);
}

/** A read (`obj.p`), an assignment, or the write-back of a nested assignment (`obj.p` of
 *  `obj.p(k).q = v`: the member must exist, but p may hold handles that need no new value). */
export type MemberAccess = 'read' | 'write' | 'exists';

export interface MemberProblem {
  readonly code: 'unknown-member' | 'property-access' | 'method-access' | 'too-many-inputs' | 'too-many-outputs';
  readonly message: string;
}

/** `obj.name` that fails for every class the object may be of: no such member, or an access
 *  its attributes refuse to code of class `from`. */
export function memberProblem(lib: Library, base: ValueSet, name: string, access: MemberAccess, from: string | undefined): MemberProblem | undefined {
  if (base.top || base.values.size === 0) return undefined;
  const objects = [...base.values.values()];
  if (!objects.every((v): v is ObjectValue => v.kind === 'object')) return undefined;
  const write = access !== 'read';
  if (objects.every((v) => missingMember(lib, v.mclass, name))) {
    const what = write ? 'property' : 'property or method';
    return { code: 'unknown-member', message: `'${name}' is no ${what} of class ${objects.map((v) => v.mclass).join(' or ')}; this fails whenever it runs` };
  }
  if (access === 'exists') return undefined;
  // A class that overloads subsref (subsasgn for a write) decides itself what `obj.name` does
  // outside it: MATLAB calls that method, whose own code may reach the private member
  // (MATPOWER's mp.mapped_array serves `A.p_` this way).
  const overloaded = (cls: string): boolean => lib.methodOf(cls, write ? 'subsasgn' : 'subsref') !== undefined;
  const broken = objects.map((v) => (overloaded(v.mclass) ? undefined : accessViolation(lib, v.mclass, name, write, from)));
  if (!broken.every((b) => b !== undefined)) return undefined;
  return { code: lib.propertyOf(objects[0]!.mclass, name) ? 'property-access' : 'method-access', message: `${broken[0]}; this fails whenever it runs` };
}

/** A method or constructor `fn` called with more inputs, or asked for more results, than it
 *  declares (the object counts as a method's input). One result asked of a function with none is
 *  also how a call statement is lowered (into `ans`): not reported. */
export function arityProblems(fn: IrFunction, what: string, nargin: number | null, nargout: number): MemberProblem[] {
  const out: MemberProblem[] = [];
  const inputs = fn.inputs.length;
  if (nargin !== null && fn.inputs[inputs - 1] !== 'varargin' && !fn.gathering && nargin > inputs) {
    const object = fn.kind === 'method' && !what.startsWith('the constructor') ? ' (the object included)' : '';
    out.push({ code: 'too-many-inputs', message: `${what} takes at most ${inputs} input${inputs === 1 ? '' : 's'}${object}, but is called with ${nargin}; this fails whenever it runs` });
  }
  const outputs = fn.outputs.length;
  if (fn.outputs[outputs - 1] !== 'varargout' && nargout > Math.max(outputs, 1)) {
    out.push({ code: 'too-many-outputs', message: `${what} returns at most ${outputs} result${outputs === 1 ? '' : 's'}, but ${nargout} are asked for; this fails whenever it runs` });
  }
  return out;
}

/** `obj.name = rhs` on value objects: `assigned` (what assignField made of every value) with
 *  their property's new value; undefined when `base` holds no value object. A property a `set`
 *  method handles takes what `viaSetter` gives (the setter called with the object and the value),
 *  or loses every property value when it gives nothing (the setter may assign any of them);
 *  `inSetter`: the assignment is in that setter, where MATLAB stores the value directly. */
export function withAssignedProperty(lib: Library, base: ValueSet, name: string, rhs: ValueSet, assigned: ValueSet, runtime: 'matlab' | 'octave', inSetter = false, viaSetter?: (v: ObjectValue) => ValueSet | undefined): ValueSet | undefined {
  if (![...base.values.values()].some((v) => v.kind === 'object' && v.props)) return undefined;
  const values: Value[] = [];
  let top = assigned.top;
  for (const v of assigned.values.values()) {
    if (v.kind !== 'object' || !v.props) {
      values.push(v);
      continue;
    }
    if (!inSetter && setByMethod(lib, v.mclass, name)) {
      const made = viaSetter?.(v);
      if (!made) values.push(withoutProps(v));
      else {
        top ||= made.top;
        values.push(...made.values.values());
      }
      continue;
    }
    const now = assignedProperty(lib, v.mclass, name, rhs, runtime);
    // Not a property it has (an error): the values stay as they were.
    values.push(now && v.props.has(name) ? { ...v, props: new Map(v.props).set(name, now) } : v);
  }
  return setOf(values, top);
}

/** Does `obj.name = v` on `base` run a `set` method the analysis follows (a value object's,
 *  outside that setter)? */
export function runsSetter(lib: Library, base: ValueSet, name: string, inSetter: boolean): boolean {
  return !inSetter && [...base.values.values()].some((v) => v.kind === 'object' && v.props !== undefined && setByMethod(lib, v.mclass, name));
}
