// What a class file says about its class: superclasses, methods, constants, and the
// superior/inferior declarations that decide dispatch between classes.
import type { Attribute, ClassDef, Expr, Stmt } from '../syntax/index.js';
import { attributeIsTrue } from './functions.js';
import type { ClassInfo, MethodInfo, PropertyAccess, PropertyInfo } from './model.js';

export function classdefInfo(def: ClassDef): ClassInfo {
  const methods: MethodInfo[] = [];
  const constants: string[] = [];
  const properties: PropertyInfo[] = [];
  const enumeration: string[] = [];
  const superiorTo: string[] = [];
  const inferiorAttr = def.attributes.find((a) => a.name.toLowerCase() === 'inferiorclasses');
  // `InferiorClasses = {?A, ?pkg.B}`: this class is superior to each listed class.
  if (inferiorAttr?.value) superiorTo.push(...metaClassNames(inferiorAttr.value));
  for (const member of def.members) {
    if (member.type === 'Methods') {
      const isStatic = attributeIsTrue(member.attributes, 'Static');
      const abstract = attributeIsTrue(member.attributes, 'Abstract');
      const access = accessOf(member.attributes, 'Access') ?? 'public';
      for (const fn of member.functions) {
        // `get.Prop` / `set.Prop` run on property access; they cannot be called by name.
        if (fn.name.includes('.')) continue;
        methods.push({ name: fn.name, isStatic, abstract, access });
      }
    } else if (member.type === 'Properties') {
      const constant = attributeIsTrue(member.attributes, 'Constant');
      const dependent = attributeIsTrue(member.attributes, 'Dependent');
      const abstract = attributeIsTrue(member.attributes, 'Abstract');
      const access = accessOf(member.attributes, 'Access') ?? 'public';
      const getAccess = accessOf(member.attributes, 'GetAccess') ?? access;
      // A constant cannot be assigned anywhere: immutable, as far as writes go.
      const setAccess = constant ? 'immutable' : (accessOf(member.attributes, 'SetAccess') ?? access);
      for (const p of member.properties) {
        properties.push({ name: p.name, declaration: p, constant, dependent, abstract, getAccess, setAccess });
        if (constant) constants.push(p.name);
      }
    } else if (member.type === 'Enumeration') {
      for (const m of member.members) {
        constants.push(m.name.name);
        enumeration.push(m.name.name);
      }
    }
  }
  const abstract = attributeIsTrue(def.attributes, 'Abstract');
  return { style: 'classdef', abstract, superclasses: def.superclasses, superiorTo, inferiorTo: [], methods, constants, properties, enumeration };
}

/** `Access = private`, `SetAccess = 'immutable'`, `GetAccess = {?A}` (listed). */
function accessOf(attributes: readonly Attribute[], name: string): PropertyAccess | undefined {
  const attr = attributes.find((a) => a.name.toLowerCase() === name.toLowerCase());
  if (!attr?.value) return undefined;
  const v = attr.value;
  const word = v.type === 'Identifier' ? v.name : v.type === 'String' ? v.value : undefined;
  if (word === undefined) return 'listed';
  const w = word.toLowerCase();
  return w === 'public' || w === 'protected' || w === 'private' || w === 'immutable' ? w : 'listed';
}

function metaClassNames(value: Expr): string[] {
  const items = value.type === 'Cell' ? value.rows.flat() : [value];
  return items.flatMap((e) => (e.type === 'MetaClass' ? [e.name] : []));
}

/** An old-style constructor (`@cls/cls.m`) declares precedence by calling
 *  `superiorto('A', ...)` / `inferiorto('A', ...)`, in function or command syntax. */
export function folderConstructorInfo(body: readonly Stmt[]): ClassInfo {
  const superiorTo: string[] = [];
  const inferiorTo: string[] = [];
  const visit = (stmts: readonly Stmt[]): void => {
    for (const s of stmts) {
      const call = precedenceCall(s);
      if (call) (call.name === 'superiorto' ? superiorTo : inferiorTo).push(...call.classes);
      if (s.type === 'If') {
        for (const c of s.clauses) visit(c.body);
        if (s.elseBody) visit(s.elseBody);
      } else if (s.type === 'Try') {
        visit(s.body);
        if (s.catchBody) visit(s.catchBody);
      }
    }
  };
  visit(body);
  return { style: 'folder-constructor', abstract: false, superclasses: [], superiorTo, inferiorTo, methods: [], constants: [], properties: [], enumeration: [] };
}

function precedenceCall(s: Stmt): { name: string; classes: string[] } | undefined {
  if (s.type === 'Command' && isPrecedenceName(s.name.name)) {
    return { name: s.name.name, classes: s.args.map((a) => a.value) };
  }
  if (s.type === 'ExprStmt' && s.expr.type === 'Index' && s.expr.target.type === 'Identifier' && isPrecedenceName(s.expr.target.name)) {
    const classes = s.expr.args.flatMap((a) => (a.type === 'String' ? [a.value] : []));
    return { name: s.expr.target.name, classes };
  }
  return undefined;
}

function isPrecedenceName(name: string): boolean {
  return name === 'superiorto' || name === 'inferiorto';
}
