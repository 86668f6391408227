// What the calls of a private function pass, for the unassigned-variable check. MATLAB lets
// only the files of the folder just above `private/` (and the private folder's own) call a
// private function: when none of them names it in a handle or a text, their calls are all its
// calls, as a local function's calls in its file are (call-sites.ts). matGeom's private
// `localToGlobal3d` is called with 1, 4 or 6 inputs, and assigns `psi` for each of them.
//
// The callers' trees are read only when the check would report something without them, so a
// private function with nothing to report does not depend on its folder's other files (a cache
// entry lists the trees read: reading them is what makes an edit there check this file again).
import type { Unit } from '../kinds/index.js';
import { folderOf, type FileModel, type Library } from '../project/index.js';
import { visitNodes, type Command, type Expr, type FunctionDef, type Stmt } from '../syntax/index.js';
import { literalValue, type CallArg, type CallContext } from './call-sites.js';
import { collectAssigned } from './unassigned-names.js';

/** The calls of `unit`, the primary function of a file in a `private` folder, from every file
 *  that can see it; undefined when they cannot all be counted (a handle or a text names it, a
 *  caller's own function or variable of that name, no call at all). */
export function privateCallContext(file: FileModel, unit: Unit, lib: Library): CallContext | undefined {
  if (!file.isPrivate || file.kind !== 'function' || unit.type !== 'function' || unit.name !== file.name || !unit.def) return undefined;
  const name = file.name;
  const parent = folderOf(file.folder);
  const sites: Array<readonly CallArg[] | undefined> = [];
  for (const caller of lib.files) {
    if (caller.folder !== parent && caller.folder !== file.folder) continue;
    // A caller's own function of that name is what its calls run.
    if (caller !== file && caller.functions.some((f) => f.name === name || f.name.endsWith(`/${name}`))) return undefined;
    if (!callsIn(caller.ast.body, name, sites)) return undefined;
  }
  if (sites.length === 0) return undefined;
  const counts = sites.every((s) => s !== undefined) ? new Set(sites.map((s) => s!.length)) : undefined;
  const texts = new Map<string, ReadonlySet<string>>();
  unit.def.inputs.forEach((p, k) => {
    if (p.type !== 'Identifier' || p.name === 'varargin') return;
    const values = new Set<string>();
    for (const s of sites) {
      const v = literalValue(s?.[k]);
      if (v === undefined) return;
      values.add(v);
    }
    texts.set(p.name, values);
  });
  return { ...(counts ? { nargin: counts } : {}), texts };
}

/** Adds the calls of `name` in a file's statements to `sites`; false when some use of the name
 *  is not a call that can be counted (a handle, a text that may name it, a variable of that name). */
function callsIn(body: readonly Stmt[], name: string, sites: Array<readonly CallArg[] | undefined>): boolean {
  const assigned = new Set<string>();
  collectAssigned(body, assigned);
  let countable = true;
  const targets = new Set<object>();
  const word = new RegExp(`\\b${name}\\b`);
  visitNodes(body, (node) => {
    if (!countable) return;
    const n = node as Expr | { type: string };
    switch (n.type) {
      case 'Function': {
        // A parameter, result or variable of that name in any of the file's functions.
        const f = n as FunctionDef;
        const own = new Set<string>();
        collectAssigned(f.body, own);
        if (own.has(name) || f.inputs.some((p) => p.type === 'Identifier' && p.name === name) || f.outputs.some((o) => o.name === name)) countable = false;
        return;
      }
      case 'FunctionHandle':
        if ((n as { name: string }).name === name) countable = false;
        return;
      case 'String':
        // feval('f'), cellfun('f', ...), eval('f(1)'): calls that cannot be counted.
        if (word.test(String((n as { value: string }).value))) countable = false;
        return;
      case 'Index': {
        const e = n as Expr & { type: 'Index' };
        if (e.target.type !== 'Identifier' || e.target.name !== name) return;
        targets.add(e.target);
        const single = e.args.every((a) => a.type !== 'CellIndex' || a.args.every((x) => x.type === 'Number'));
        sites.push(single ? e.args : undefined);
        return;
      }
      case 'Identifier': {
        if ((n as { name: string }).name === name && !targets.has(n)) sites.push([]);
        return;
      }
      case 'Command': {
        const c = n as Command;
        targets.add(c.name);
        if (c.name.name === name) sites.push(c.args.map((a) => ({ type: 'CommandArg', value: a.value })));
        return;
      }
      default:
    }
  });
  // A script's variable of that name (a script's body is no function).
  return countable && !assigned.has(name);
}
