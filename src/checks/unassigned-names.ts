// The names a function assigns, for the unassigned-variable check: its own body's (and its
// parameters'), what it shares with its nested functions, and what they assign in it.
import { innerBlocks, type Expr, type Identifier, type Stmt } from '../syntax/index.js';
import type { Unit } from '../kinds/index.js';
import { allStatements } from './unassigned-blocks.js';

/** The names a unit's own body and parameters assign: what a nested function shares with it. */
export function namesAssignedBy(unit: Unit): Set<string> {
  const names = new Set<string>(unit.params.map((p) => p.name));
  collectAssigned(unit.body, names);
  // A persistent or global variable declared here is shared too (`persistent x = 0`).
  for (const s of allStatements(unit.body)) if (s.type === 'Persistent' || s.type === 'Global') for (const n of s.names) names.add(n.name);
  return names;
}

/** The variables of `unit` its nested functions assign (a call of one may have assigned them).
 *  A nested function's own inputs and outputs are its own (MATLAB, Octave), as are those of a
 *  function between. */
export function assignedByNested(unit: Unit): Set<string> {
  const out = new Set<string>();
  const walk = (units: readonly Unit[], own: ReadonlySet<string>): void => {
    for (const n of units) {
      const local = new Set([...own, ...n.params.map((p) => p.name)]);
      const assigned = new Set<string>();
      collectAssigned(n.body, assigned);
      for (const name of assigned) if (!local.has(name)) out.add(name);
      walk(n.nested, local);
    }
  };
  walk(unit.nested, new Set());
  return out;
}

/** Every name assigned anywhere in the statements (not in nested functions); with `sites`,
 *  where (the root identifiers of the targets, in source order). */
export function collectAssigned(list: readonly Stmt[], into: Set<string>, sites?: Map<string, Identifier[]>): void {
  const root = (t: Expr): Identifier | undefined => {
    let cur = t;
    while (cur.type === 'Index' || cur.type === 'CellIndex' || cur.type === 'Field' || cur.type === 'DynamicField') cur = cur.target;
    return cur.type === 'Identifier' ? cur : undefined;
  };
  const add = (id: Identifier | undefined): void => {
    if (!id) return;
    into.add(id.name);
    sites?.set(id.name, [...(sites.get(id.name) ?? []), id]);
  };
  for (const s of list) {
    if (s.type === 'Assign') for (const t of s.targets) add(root(t));
    else if (s.type === 'For') add(root(s.variable));
    else if (s.type === 'Try' && s.catchVar) add(s.catchVar);
    else if (s.type === 'Error') for (const t of s.targets ?? []) add(t);
    for (const block of innerBlocks(s)) collectAssigned(block, into, sites);
  }
}
