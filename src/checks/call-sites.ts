// What the calls of a file's local functions pass, for the unassigned-variable check. A local
// function is seen only by its own file: when no handle or text names it, its calls there are
// all its calls, so the argument counts they pass are all the values `nargin` takes, and a
// parameter every call passes a text or number literal for holds one of those values
// (`revaltrig(x, 'even')`, `revaltrig(x, 'odd')`: `form` is 'even' or 'odd').
import type { Kind, Unit } from '../kinds/index.js';
import type { FileModel, Library } from '../project/index.js';
import { visitNodes, type Expr, type FunctionDef, type SourceFile, type Stmt } from '../syntax/index.js';
import { valueTest } from './unassigned-domains.js';
import { memberValues } from './unassigned-facts.js';
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

/** The member properties of a classdef (see memberProperties) and of its superclasses', read
 *  in their files (MATLAB runs a superclass's set method for the subclass's objects too: GUI
 *  Layout Toolbox's `uix.HButtonBox` switches on `HorizontalAlignment`, which `uix.ButtonBox`
 *  validates). A backing property the class's own file writes is not trusted. */
function classMemberProperties(file: FileModel, lib: Library): Map<string, readonly string[]> {
  const own = memberProperties(file.ast);
  const out = new Map<string, readonly string[]>();
  const written = fieldsWritten(file.ast);
  const seen = new Set<string>();
  const visit = (name: string, depth: number): void => {
    const cls = lib.classNamed(name);
    if (!cls || seen.has(cls.name) || depth > 8) return;
    seen.add(cls.name);
    for (const sup of cls.superclasses) visit(sup, depth + 1);
    if (!cls.classdef || cls.classdef === file) return;
    for (const [p, m] of memberProperties(cls.classdef.ast)) if (m.backing === undefined || !written.has(m.backing)) out.set(p, m.values);
  };
  for (const sup of file.classInfo?.superclasses ?? []) visit(sup, 0);
  for (const [p, m] of own) out.set(p, m.values);
  return out;
}

/** The properties of a classdef that `mustBeMember(p, list)` validates, with the list's values;
 *  also those whose set method lets only some values in (setterValues) with a default among
 *  them (IoSR's `set.mode`: `assert(any(strcmpi(val, {'a', 'b'})))`; MATLAB runs the set method
 *  on every assignment outside it, not for the default); and a dependent property whose getter
 *  returns a backing property that only its set method writes, with a default among the values
 *  (GUI Layout Toolbox's `HorizontalAlignment` and `HorizontalAlignment_`). */
function memberProperties(ast: SourceFile): Map<string, { values: readonly string[]; backing?: string }> {
  const out = new Map<string, { values: readonly string[]; backing?: string }>();
  for (const s of ast.body) {
    if (s.type !== 'ClassDef') continue;
    const setters = new Map<string, { values: string[]; into: string }>();
    const getters = new Map<string, string>();
    for (const m of s.members) {
      if (m.type !== 'Methods') continue;
      for (const f of m.functions) {
        const set = f.name.startsWith('set.') ? setterValues(f) : undefined;
        if (set) setters.set(f.name.slice(4), set);
        const from = f.name.startsWith('get.') ? getterSource(f) : undefined;
        if (from) getters.set(f.name.slice(4), from);
      }
    }
    const defaults = new Map<string, Expr>();
    for (const m of s.members) if (m.type === 'Properties') for (const d of m.properties) if (d.default !== undefined) defaults.set(d.name, d.default);
    for (const m of s.members) {
      if (m.type !== 'Properties') continue;
      for (const d of m.properties) {
        const member = memberValues(d);
        if (member) {
          out.set(d.name, { values: member });
          continue;
        }
        const set = setters.get(d.name);
        if (!set) continue;
        if (set.into === d.name && d.default !== undefined && defaultAmong(d.default, set.values)) out.set(d.name, { values: set.values });
        const backing = set.into;
        const start = defaults.get(backing);
        if (backing !== d.name && start !== undefined && defaultAmong(start, set.values) && writersOf(s, backing).every((f) => f === `set.${d.name}`)) {
          // The backing property itself holds them (TabPanel's `switch obj.TabLocation_`), and
          // the dependent one when its getter returns the backing one.
          if (!out.has(backing)) out.set(backing, { values: set.values, backing });
          if (getters.get(d.name) === backing) out.set(d.name, { values: set.values, backing });
        }
      }
    }
  }
  return out;
}

/** `function value = get.p(obj)` whose body is `value = obj.q;`: q. */
function getterSource(f: FunctionDef): string | undefined {
  const code = f.body.filter((x) => x.type !== 'Comments');
  const only = code.length === 1 ? code[0]! : undefined;
  if (only?.type !== 'Assign' || only.targets.length !== 1 || only.targets[0]!.type !== 'Identifier' || only.targets[0]!.name !== f.outputs[0]?.name) return undefined;
  const obj = f.inputs[0];
  return only.rhs.type === 'Field' && only.rhs.target.type === 'Identifier' && obj?.type === 'Identifier' && only.rhs.target.name === obj.name ? only.rhs.name : undefined;
}

/** The methods of a classdef that assign a field named `name` (`obj.name = ...`). */
function writersOf(s: Stmt & { type: 'ClassDef' }, name: string): string[] {
  const out: string[] = [];
  for (const m of s.members) {
    if (m.type !== 'Methods') continue;
    for (const f of m.functions) if (fieldsWritten(f.body).has(name)) out.push(f.name);
  }
  return out;
}

/** The field names a tree assigns (`x.name = ...`, `x.name(k) = ...`). */
function fieldsWritten(root: unknown): Set<string> {
  const out = new Set<string>();
  visitNodes(root, (node) => {
    if (node.type !== 'Assign') return;
    for (let t of (node as Stmt & { type: 'Assign' }).targets) {
      while (t.type === 'Index' || t.type === 'CellIndex') t = t.target;
      if (t.type === 'Field') out.add(t.name);
    }
  });
  return out;
}

/** `function set.p(obj, v)` that lets only some values of v be stored: the values its test
 *  allows, and the property it stores them in (p, or a backing property). Its body is one of
 *    asserts, one a value test of v, and calls (IoSR's `obj.updateCachedFalse()`), then
 *      `obj.q = v;`, then calls and other fields set (GUI Layout Toolbox's `obj.Dirty = true`)
 *    `obj.p = validatestring(v, {'m', 'km'})` (topotoolbox's `set.unit`: the option matched)
 *    `if test of v, obj.p = v; else error(...); end` (PESTO's option setters). */
function setterValues(f: FunctionDef): { values: string[]; into: string } | undefined {
  const value = f.inputs[1];
  const code = f.body.filter((x) => x.type !== 'Comments');
  if (value?.type !== 'Identifier' || code.length === 0) return undefined;
  const property = f.name.slice(f.name.indexOf('.') + 1);
  const storeOf = (x: Stmt | undefined): string | undefined =>
    x?.type === 'Assign' && x.targets.length === 1 && x.targets[0]!.type === 'Field' && x.rhs.type === 'Identifier' && x.rhs.name === value.name ? x.targets[0]!.name : undefined;
  const allowed = (test: Expr | undefined): string[] | undefined => {
    if (test === undefined) return undefined;
    // A conjunction holds only where each part does (`ischar(v) && any(strcmp(v, {...}))`).
    if (test.type === 'Binary' && test.op === '&&') return allowed(test.left) ?? allowed(test.right);
    const t = valueTest(test);
    return t && t.inside && t.subject.type === 'Identifier' && t.subject.name === value.name ? [...t.values] : undefined;
  };
  if (code.length === 1) {
    const only = code[0]!;
    if (only.type === 'Assign' && only.targets.length === 1 && only.targets[0]!.type === 'Field' && only.targets[0]!.name === property) {
      const r = only.rhs;
      const options = r.type === 'Index' && r.target.type === 'Identifier' && r.target.name === 'validatestring' && r.args[0]?.type === 'Identifier' && r.args[0].name === value.name ? r.args[1] : undefined;
      const texts = options?.type === 'Cell' ? options.rows.flat() : [];
      return texts.length > 0 && texts.every((x) => x.type === 'String') ? { values: texts.map((x) => `s:${(x as { value: string }).value}`), into: property } : undefined;
    }
    const body = only.type === 'If' && only.clauses.length === 1 ? only.clauses[0]!.body.filter((x) => x.type !== 'Comments') : [];
    if (only.type === 'If' && body.length === 1 && storeOf(body[0]) === property && only.elseBody?.length) {
      const raises = only.elseBody.filter((x) => x.type !== 'Comments').every((x) => x.type === 'ExprStmt' && x.expr.type === 'Index' && x.expr.target.type === 'Identifier' && x.expr.target.name === 'error');
      const values = raises ? allowed(only.clauses[0]!.cond) : undefined;
      return values ? { values, into: property } : undefined;
    }
    return undefined;
  }
  const at = code.findIndex((x) => storeOf(x) !== undefined);
  if (at < 1) return undefined;
  const into = storeOf(code[at])!;
  const calls = (x: Stmt): boolean => x.type === 'ExprStmt' || x.type === 'Command';
  const asserts = code.slice(0, at).map((x) => (x.type === 'ExprStmt' && x.expr.type === 'Index' && x.expr.target.type === 'Identifier' && x.expr.target.name === 'assert' && x.expr.args.length >= 1 ? x.expr.args[0] : undefined));
  if (!code.slice(0, at).every((x, k) => asserts[k] !== undefined || calls(x))) return undefined;
  // After the store: calls, and other fields set from anything but the value.
  if (!code.slice(at + 1).every((x) => calls(x) || (x.type === 'Assign' && x.targets.every((t) => t.type === 'Field' && t.name !== into) && storeOf(x) === undefined))) return undefined;
  for (const test of asserts) {
    const values = allowed(test);
    if (values) return { values, into };
  }
  return undefined;
}

/** Is a literal default one of the values (`'a'` for `i:a`)? */
function defaultAmong(e: Expr, values: readonly string[]): boolean {
  if (e.type === 'String') return values.includes(`s:${e.value}`) || values.includes(`i:${e.value.toLowerCase()}`);
  if (e.type === 'Number') return values.includes(`n:${e.value}`);
  return false;
}
