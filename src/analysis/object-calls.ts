// The value analysis's calls on objects (issue 18): reading `obj.name` (a property, through its
// `get` method, or a method bound to the object), assigning a property (through its `set`
// method), `obj@Base(...)`, a method called on its class, and the checks MATLAB makes of them
// (unknown members, access, abstract classes, argument counts). `ValueAnalysis` owns one and
// lends it what it needs to call and report (see ObjectHost).
import type { ClassModel, Library, Resolution } from '../project/index.js';
import type { Span } from '../syntax/index.js';
import type { IrFunction } from '../tame/index.js';
import type { Runtime } from './interprocedural.js';
import { abstractProblem, arityProblems, classOfFile, constructedClass, hasAccessor, initialProps, isValueClass, memberProblem, overridesDot, propertyValue, runsSetter, withAssignedProperty, type DefinedIn, type MemberAccess } from './objects.js';
import type { AnalysisCode, Specialization } from './specialization.js';
import type { CallArgs } from './transfer.js';
import { BOTTOM, joinSets, repeated, SCALAR, single, TOP, type ObjectValue, type Value, type ValueSet } from './values.js';

/** What the calls on objects need of the analysis that owns them. */
export interface ObjectHost {
  readonly lib: Library;
  readonly runtime: Runtime;
  /** The file's function with this qualified name (`get.p`, `Cls.Cls`). */
  functionIn(path: string, qualifiedName: string): IrFunction | undefined;
  /** `fn` analysed with these arguments in the caller's specialization; `making`: the class of
   *  the object a constructor makes. */
  callFunction(spec: Specialization, fn: IrFunction, values: readonly (Value | ValueSet)[], rest: boolean, n: number, nargout: number, span: Span, making?: string): ValueSet[];
  report(spec: Specialization, code: AnalysisCode, severity: 'error' | 'warning' | 'info', message: string, span: Span): void;
}

export class ObjectCalls {
  constructor(private readonly host: ObjectHost) {}

  private get lib(): Library {
    return this.host.lib;
  }

  /** `obj.name` (`called`: parentheses follow) on a value with objects of the project's
   *  classes: a property's value, a method bound to its object (to be called with the
   *  parentheses' arguments), or the method called now; undefined when `base` holds no object
   *  of a class the library defines (a struct field, a Java object). */
  member(spec: Specialization, base: ValueSet, name: string, called: boolean, nargout: number, span: Span): readonly ValueSet[] | undefined {
    const objects = [...base.values.values()].filter((v): v is ObjectValue => v.kind === 'object' && this.lib.classNamed(v.mclass) !== undefined);
    if (objects.length === 0) return undefined;
    this.checkMember(spec, base, name, 'read', span);
    const n = Math.max(nargout, 1);
    let outs: ValueSet[] = repeated(n, base.top || objects.length < base.values.size ? TOP : BOTTOM);
    for (const obj of objects) {
      const cls = obj.mclass;
      let r: readonly ValueSet[] = repeated(n, TOP);
      const own = !overridesDot(this.lib, cls);
      const property = own ? this.lib.propertyOf(cls, name) : undefined;
      const method = own && !property ? this.lib.methodOf(cls, name) : undefined;
      // A stored property may have a `get.p` method too: a read runs it.
      // Inside the get method itself, the read is of the stored value (MATLAB does not recurse).
      const inGetter = spec.fn.name.endsWith(`.get.${name}`);
      const getter = property && !inGetter && hasAccessor(property.cls.classdef?.functions ?? [], 'get', name) ? this.host.functionIn(property.cls.classdef?.path ?? '', `get.${name}`) : undefined;
      if (getter) r = [this.host.callFunction(spec, getter, [single(obj)], false, 1, 1, span)[0] ?? TOP, ...r.slice(1)];
      else if (property) r = [obj.props?.get(name) ?? propertyValue(property.property, this.host.runtime, definedIn(this.lib, property.cls)), ...r.slice(1)];
      else if (method && called) {
        // `obj.m(args)`: a static method is called without its object.
        const partial = method.method.isStatic ? [] : [single(obj)];
        r = [single({ kind: 'handle', targets: [{ fn: name, scope: { file: spec.fn.file, functionPath: spec.fn.path }, partial, lambda: false, method: cls }] })];
      } else if (method) {
        r = this.callMethod(spec, cls, name, { values: method.method.isStatic ? [] : [single(obj)] }, nargout, span);
      }
      outs = outs.map((o, i) => joinSets(o, r[i] ?? TOP));
    }
    return outs;
  }

  /** `obj.name` (read, or written with `write`) that no class the object may be of has: MATLAB
   *  stops there ("Unrecognized method, property, or field"). */
  checkMember(spec: Specialization, base: ValueSet, name: string, access: MemberAccess, span: Span): void {
    const found = memberProblem(this.lib, base, name, access, classOfFile(this.lib, spec.fn.file));
    if (found) this.host.report(spec, found.code, 'error', found.message, span);
  }

  /** `obj.name = rhs` on objects of value classes: their property's new value (what other values
   *  become is `assignField`'s), or what the property's `set` method makes of the object;
   *  undefined when `base` holds no such object. */
  assignMember(spec: Specialization, base: ValueSet, name: string, rhs: ValueSet, assigned: ValueSet, span: Span): ValueSet | undefined {
    const setter = (obj: ObjectValue): ValueSet | undefined => {
      const owner = this.lib.propertyOf(obj.mclass, name)?.cls.classdef;
      const fn = owner ? this.host.functionIn(owner.path, `set.${name}`) : undefined;
      return fn && fn.outputs.length > 0 ? this.host.callFunction(spec, fn, [single(obj), rhs], false, 1, 1, span)[0] : undefined;
    };
    return withAssignedProperty(this.lib, base, name, rhs, assigned, this.host.runtime, inSetter(spec, name), setter);
  }

  /** Does `obj.name = rhs` here call a `set` method the analysis follows (see assignMember)? */
  callsSetter(spec: Specialization, base: ValueSet, name: string): boolean {
    return runsSetter(this.lib, base, name, inSetter(spec, name));
  }

  /** `obj@Base(args)` in a constructor (Base's constructor initialises its part of the object,
   *  which keeps the subclass), or `m@Base(obj, args)` in a method. */
  superCall(spec: Specialization, base: string, member: string, args: CallArgs, current: ValueSet, nargout: number, span: Span): readonly ValueSet[] {
    const n = Math.max(nargout, 1);
    const making = spec.fn.outputs[0] === member ? constructedClass(this.lib, spec.fn.file, spec.fn.name) : undefined;
    if (!making) return this.callMethod(spec, base, member, args, nargout, span);
    const cls = this.lib.classNamed(base);
    const ctor = cls?.classdef?.functions.find((f) => f.kind === 'method' && f.name === cls.classdef?.declaredName);
    const fn = ctor ? this.host.functionIn(cls!.classdef!.path, ctor.qualifiedName) : undefined;
    const made = [...current.values.values()].find((v) => v.kind === 'object');
    if (fn) this.host.callFunction(spec, fn, args.values, args.rest !== undefined, 1, 1, span, !current.top && current.values.size === 1 && made ? made.mclass : undefined);
    return [current, ...repeated(n - 1, TOP)];
  }

  /** The method `name` of class `cls` (or a superclass) called with these arguments, as
   *  `obj.name(...)` calls it: no lookup by MATLAB's order, no dispatch on other arguments. */
  callMethod(spec: Specialization, cls: string, name: string, args: CallArgs, nargout: number, span: Span): ValueSet[] {
    const n = Math.max(nargout, 1);
    const found = this.lib.methodOf(cls, name);
    if (!found?.method.function) return repeated(n, TOP);
    const fn = this.host.functionIn(found.method.file.path, found.method.function.qualifiedName);
    if (!fn) return repeated(n, TOP);
    this.checkArity(spec, fn, `method '${name}' of class ${found.cls.name}`, args.rest ? null : args.values.length, nargout, span);
    return this.host.callFunction(spec, fn, args.values, args.rest !== undefined, n, nargout, span);
  }

  /** A method or constructor called with more inputs or asked for more results than it
   *  declares (the object counts as an input of a method): MATLAB stops there. Plain functions
   *  are checked by the arity check, which needs no classes. */
  checkArity(spec: Specialization, fn: IrFunction, what: string, nargin: number | null, nargout: number, span: Span): void {
    for (const p of arityProblems(fn, what, nargin, nargout)) this.host.report(spec, p.code, 'error', p.message, span);
  }

  /** `Cls(...)` of a class MATLAB refuses to instantiate. */
  checkInstantiable(spec: Specialization, cls: string, span: Span): void {
    const abstract = abstractProblem(this.lib, cls);
    if (abstract) this.host.report(spec, 'abstract-class', 'error', `${abstract}: it cannot be instantiated; this fails whenever it runs`, span);
  }

  /** A new object of a classdef class, as MATLAB makes it before the constructor runs: one
   *  object, and a value class's properties with their defaults. */
  newObject(cls: string): ObjectValue {
    return { kind: 'object', mclass: cls, shape: SCALAR, ...(isValueClass(this.lib, cls) ? { props: initialProps(this.lib, cls, this.host.runtime) } : {}) };
  }

  /** Is this method what MATLAB calls: named with its class (`Cls.staticM`), or dispatched on
   *  an argument that is an object of its class (or of a subclass)? */
  surelyDispatched(called: string, res: Resolution, combo: readonly Value[] | undefined): boolean {
    if (called.includes('.')) return true;
    // A static method is called through its class or an object (`Cls.m`, `obj.m`), not found by
    // dispatch on an argument (chebfun's `cumsummat(N, dom, disc)` is its own function).
    if (res.class?.methods.get(called)?.isStatic) return false;
    const owner = res.class?.name;
    return owner !== undefined && (combo ?? []).some((v) => v.kind === 'object' && this.lib.isSubclassOf(v.mclass, owner));
  }

  /** `Cls.Name`: an enumeration member is an object of the class; a constant property has its
   *  literal default, if it has one. */
  classConstant(res: Resolution): ValueSet {
    const cls = res.class;
    const member = res.name.slice(res.name.lastIndexOf('.') + 1);
    if (!cls) return TOP;
    if (cls.enumeration.includes(member)) return single({ kind: 'object', mclass: cls.name, shape: SCALAR });
    const p = this.lib.propertyOf(cls.name, member);
    return p ? propertyValue(p.property, this.host.runtime, definedIn(this.lib, p.cls)) : TOP;
  }
}

/** Is this the `set.name` method itself (where an assignment stores the value directly)? */
function inSetter(spec: Specialization, name: string): boolean {
  return spec.fn.name.endsWith(`.set.${name}`);
}

/** Where a class's defaults are evaluated (its classdef file). */
function definedIn(lib: Library, cls: ClassModel): DefinedIn | undefined {
  return cls.classdef ? { lib, file: cls.classdef.path } : undefined;
}
