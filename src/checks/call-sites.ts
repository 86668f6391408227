// What the calls of a file's local functions pass, for the unassigned-variable check. A local
// function is seen only by its own file: when no handle or text names it, its calls there are
// all its calls, so the argument counts they pass are all the values `nargin` takes, and a
// parameter every call passes a text or number literal for holds one of those values
// (`revaltrig(x, 'even')`, `revaltrig(x, 'odd')`: `form` is 'even' or 'odd').
import type { Kind, Unit } from '../kinds/index.js';
import type { FileModel, Library } from '../project/index.js';
import { visitNodes, type Expr } from '../syntax/index.js';
import { classMemberProperties } from './member-properties.js';
import { collectAssigned } from './unassigned-names.js';

export interface CallContext {
  /** The argument counts of the calls (absent when some call's count is unknown). */
  readonly nargin?: ReadonlySet<number>;
  /** Per parameter name: the constants the calls pass for it, as domain values (`s:even`,
   *  `n:1`; only when every call passes one). */
  readonly texts: ReadonlyMap<string, ReadonlySet<string>>;
  /** The fewest arguments any call passes (a method is given its object). */
  readonly leastNargin?: number;
  /** A method's class: MATLAB runs it only with an object of the class among the arguments. */
  readonly objectClass?: string;
  /** A classdef method's class properties that `mustBeMember` validates, with their values
   *  (`s:a`, `n:1`): MATLAB refuses any other value when the property is set. */
  readonly memberProperties?: ReadonlyMap<string, readonly string[]>;
}

/** The methods MATLAB calls only with an object of their class among the arguments, so with
 *  at least one argument: the functions of an `@cls` folder but its constructor and those a
 *  classdef declares static, and a classdef's own methods but static ones and the constructor.
 *  (A private function of the folder is no method; `get.P`/`set.P` are given the object too.) */
export function dispatchedMethods(file: FileModel, units: readonly Unit[], lib: Library): Map<Unit, CallContext> {
  const out = new Map<Unit, CallContext>();
  const cls = file.classFolder;
  const given = (name: string): CallContext => ({ texts: new Map(), leastNargin: 1, objectClass: file.packageName ? `${file.packageName}.${name}` : name });
  if (cls !== undefined && !file.isPrivate && file.kind === 'function' && file.name !== cls) {
    const className = file.packageName ? `${file.packageName}.${cls}` : cls;
    const primary = units.find((u) => u.type === 'function');
    if (primary && primary.name === file.name && lib.methodOf(className, file.name)?.method.isStatic !== true) out.set(primary, given(cls));
  }
  const info = file.classInfo;
  if (info?.style === 'classdef' && file.declaredName !== undefined) {
    const statics = new Set(info.methods.filter((m) => m.isStatic).map((m) => m.name));
    const members = classMemberProperties(file, lib);
    for (const u of units) {
      const dot = u.name.indexOf('.');
      if (u.type !== 'function' || dot < 0 || u.name.slice(0, dot) !== file.declaredName) continue;
      const method = u.name.slice(dot + 1);
      if (method !== file.declaredName && !statics.has(method)) out.set(u, { ...given(file.declaredName), ...(members.size > 0 ? { memberProperties: members } : {}) });
    }
  }
  return out;
}

/** An argument of a call: an expression, or a word of command syntax (`f on`). */
export type CallArg = Expr | { type: 'CommandArg'; value: string };

interface Call {
  /** The arguments, or undefined when one may stand for several values (`c{:}`). */
  args: readonly CallArg[] | undefined;
  /** The unit the call is in. */
  from: Unit;
}

/** The call contexts of the local functions (subfunctions and nested functions) among `units`, a
 *  file's units. */
export function localCallContexts(units: readonly Unit[], kindOf: (node: object) => Kind | undefined): Map<Unit, CallContext> {
  const out = new Map<Unit, CallContext>();
  // Nested functions too (called by their own name, `outer/inner` being the unit's): a name two
  // of the file's functions share is left out.
  const locals = units.filter((u) => (u.type === 'subfunction' || u.type === 'nested-function') && u.def);
  if (locals.length === 0) return out;
  const callName = (u: Unit): string => (u.type === 'nested-function' ? u.def!.name : u.name);
  const names = new Map(locals.map((u) => [callName(u), u]));
  for (const u of locals) if (names.get(callName(u)) !== u || units.some((v) => v !== u && v.type === 'function' && v.name === callName(u))) names.delete(callName(u));
  if (names.size === 0) return out;
  const calls = new Map<string, Call[]>();
  const escaped = new Set<string>();
  const targets = new Set<object>();
  const word = new RegExp(`\\b(${[...names.keys()].join('|')})\\b`, 'g');
  for (const unit of units) {
    visitNodes(unit.body, (node) => {
      const n = node as Expr | { type: string; name?: unknown; value?: unknown; args?: unknown };
      switch (n.type) {
        case 'FunctionHandle':
          if (names.has((n as { name: string }).name)) escaped.add((n as { name: string }).name);
          return;
        case 'String':
          // feval('f'), cellfun('f', ...), eval('f(1)'): calls we cannot count.
          for (const m of String((n as { value: string }).value).matchAll(word)) escaped.add(m[1]);
          return;
        case 'Index': {
          const e = n as Expr & { type: 'Index' };
          if (e.target.type !== 'Identifier' || !names.has(e.target.name) || kindOf(e.target) !== 'FN') return;
          targets.add(e.target);
          const single = e.args.every((a) => a.type !== 'CellIndex' || a.args.every((x) => x.type === 'Number'));
          add(e.target.name, { args: single ? e.args : undefined, from: unit });
          return;
        }
        case 'Identifier': {
          const id = n as Expr & { type: 'Identifier' };
          if (names.has(id.name) && !targets.has(id) && kindOf(id) === 'FN') add(id.name, { args: [], from: unit });
          return;
        }
        case 'Command': {
          const c = n as { name: { name: string }; args: { value: string }[] };
          targets.add(c.name);
          if (names.has(c.name.name)) add(c.name.name, { args: c.args.map((a) => ({ type: 'CommandArg', value: a.value })), from: unit });
          return;
        }
        default:
      }
    });
  }
  // A parameter passed on as it came (`ShowMenu(mode)` calling `AddProcess(1, mode)`) holds what
  // the calls of its own function pass: a second round sees the first's values (brainstorm).
  const assigns = new Map<Unit, Set<string>>();
  const unchanged = (u: Unit, name: string): boolean => {
    let own = assigns.get(u);
    if (!own) assigns.set(u, (own = namesAssignedIn(u)));
    return !own.has(name);
  };
  for (let round = 0; round < 2; round++) {
    for (const [name, unit] of names) {
      const sites = calls.get(name) ?? [];
      if (escaped.has(name) || sites.length === 0) continue;
      const counts = sites.every((c) => c.args !== undefined) ? new Set(sites.map((c) => c.args!.length)) : undefined;
      const texts = new Map<string, Set<string>>();
      unit.def!.inputs.forEach((p, k) => {
        if (p.type !== 'Identifier' || p.name === 'varargin') return;
        const values = new Set<string>();
        for (const c of sites) {
          const a = c.args?.[k];
          const value = literalValue(a);
          const passed = value === undefined && a?.type === 'Identifier' && c.from !== unit && unchanged(c.from, a.name) ? out.get(c.from)?.texts.get(a.name) : undefined;
          if (value === undefined && passed === undefined) return;
          for (const v of value !== undefined ? [value] : passed!) values.add(v);
        }
        texts.set(p.name, values);
      });
      out.set(unit, { nargin: counts, texts });
    }
  }
  return out;

  function add(name: string, call: Call): void {
    calls.set(name, [...(calls.get(name) ?? []), call]);
  }
}

/** An argument's constant as a domain value: a text (`s:even`) or a real number (FSDA's
 *  `corfactorRAW(1, n, alpha)`: `n:1`); undefined for anything else. */
export function literalValue(a: CallArg | undefined): string | undefined {
  if (a?.type === 'String' || a?.type === 'CommandArg') return `s:${a.value}`;
  return a?.type === 'Number' && !a.imaginary && a.intClass === undefined ? `n:${a.value}` : undefined;
}

/** The names a unit's body assigns (its parameters are not among them unless assigned). */
function namesAssignedIn(u: Unit): Set<string> {
  const out = new Set<string>();
  collectAssigned(u.body, out);
  return out;
}
