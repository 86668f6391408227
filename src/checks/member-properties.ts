// The properties of a class whose values MATLAB itself limits, for the unassigned-variable
// check's methods (call-sites.ts): `mustBeMember` validation, and set methods that let only some
// values in (MATLAB runs a property's set method on every assignment outside it, not for the
// default), also through a dependent property's backing one and from superclasses.
import type { FileModel, Library } from '../project/index.js';
import { visitNodes, type Expr, type FunctionDef, type SourceFile, type Stmt } from '../syntax/index.js';
import { valueTest } from './unassigned-domains.js';
import { memberValues } from './unassigned-facts.js';

/** The member properties of a classdef (see memberProperties) and of its superclasses', read
 *  in their files (MATLAB runs a superclass's set method for the subclass's objects too: GUI
 *  Layout Toolbox's `uix.HButtonBox` switches on `HorizontalAlignment`, which `uix.ButtonBox`
 *  validates). A backing property the class's own file writes is not trusted. */
export function classMemberProperties(file: FileModel, lib: Library): Map<string, readonly string[]> {
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
