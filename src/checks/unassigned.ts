// Variables that may be used before they are assigned: a forward "definitely assigned" analysis
// over the structured statements of a function. MATLAB stops with "Unrecognized function or
// variable" when such a use runs on a path where the assignment did not happen.
import type { Kind, Unit } from '../kinds/index.js';
import type { Diagnostic, Expr, Identifier, Stmt } from '../syntax/index.js';
import { innerBlocks } from './blocks.js';
import { blockExits } from './unreachable.js';

type Assigned = Set<string>;

/** The names a unit's own body and parameters assign: what a nested function shares with it. */
export function namesAssignedBy(unit: Unit): Set<string> {
  const names = new Set<string>(unit.params.map((p) => p.name));
  collectAssigned(unit.body, names);
  return names;
}

/** `shared`: the variables of the enclosing functions, which a nested function sees as they
 *  are when it is called (not reported). */
export function unassignedDiagnostics(unit: Unit, kindOf: Map<object, Kind>, unitKinds: Record<string, Kind>, dynamic: boolean, shared: ReadonlySet<string> = new Set()): Diagnostic[] {
  // A script sees its caller's variables; eval/load/assignin create variables unseen.
  if (unit.type === 'script' || dynamic) return [];
  const out: Diagnostic[] = [];
  const reported = new Set<string>();
  const isVar = (id: Identifier): boolean => kindOf.get(id) === 'VAR';

  const use = (id: Identifier, a: Assigned): void => {
    if (!isVar(id) || a.has(id.name) || reported.has(id.name) || shared.has(id.name)) return;
    // Only names this unit assigns: others are a nested function's parent's, or globals.
    if (!localNames.has(id.name)) return;
    reported.add(id.name);
    out.push({
      severity: 'warning',
      code: 'unassigned-variable',
      span: id.span,
      message: `'${id.name}' may be used before it is assigned: on some path to this line no assignment to it has run.`,
    });
  };

  // Names assigned somewhere in this unit's own body (parameters included).
  const localNames = new Set<string>(unit.params.map((p) => p.name));
  collectAssigned(unit.body, localNames);
  if (Object.keys(unitKinds).length === 0) return [];

  const inputs = unit.def?.inputs.filter((p): p is Identifier => p.type === 'Identifier').map((p) => p.name) ?? [];
  // A classdef constructor's output is the new object, there from the start.
  const [cls, method] = unit.name.split('.');
  if (method !== undefined && cls === method) inputs.push(...(unit.def?.outputs.map((o) => o.name) ?? []));
  // `exist('x', 'var')` means the author expects x to be missing at times: trust the guard.
  const start: Assigned = new Set([...inputs, ...existGuarded(unit.body)]);
  walk(unit.body, start);
  return out;

  function expr(e: Expr, a: Assigned): void {
    const work: Expr[] = [e];
    while (work.length > 0) {
      const x = work.pop()!;
      switch (x.type) {
        case 'Identifier':
          use(x, a);
          break;
        case 'Binary':
          work.push(x.right, x.left);
          break;
        case 'Unary':
        case 'Postfix':
          work.push(x.operand);
          break;
        case 'Range':
          work.push(x.stop, ...(x.step ? [x.step] : []), x.start);
          break;
        case 'Index':
        case 'CellIndex':
          work.push(...x.args, x.target);
          break;
        case 'Field':
          work.push(x.target);
          break;
        case 'DynamicField':
          work.push(x.name, x.target);
          break;
        case 'Matrix':
        case 'Cell':
          work.push(...x.rows.flat());
          break;
        case 'Paren':
          work.push(x.expr);
          break;
        case 'NameValue':
          work.push(x.value);
          break;
        case 'AssignExpr':
          work.push(x.value);
          break;
        case 'AnonFunction': {
          // Captured when the handle is made; its own parameters are bound.
          const inner = new Set(a);
          for (const p of x.params) if (p.type === 'Identifier') inner.add(p.name);
          expr(x.body, inner);
          break;
        }
        default:
          break;
      }
    }
  }

  /** An assignment target: indexing a variable reads it first (`x(2) = 1` needs no x, though:
   *  MATLAB creates it), so only the index expressions are uses. */
  function target(t: Expr, a: Assigned): void {
    let cur = t;
    while (cur.type === 'Index' || cur.type === 'CellIndex' || cur.type === 'Field' || cur.type === 'DynamicField') {
      if (cur.type === 'Index' || cur.type === 'CellIndex') for (const arg of cur.args) expr(arg, a);
      if (cur.type === 'DynamicField') expr(cur.name, a);
      cur = cur.target;
    }
    if (cur.type === 'Identifier') a.add(cur.name);
  }

  function walk(list: readonly Stmt[], a: Assigned): Assigned {
    for (const s of list) {
      a = stmt(s, a);
    }
    return a;
  }

  function stmt(s: Stmt, a: Assigned): Assigned {
    switch (s.type) {
      case 'ExprStmt':
        expr(s.expr, a);
        return a;
      case 'Assign':
        expr(s.rhs, a);
        for (const t of s.targets) target(t, a);
        return a;
      case 'IncDec':
        expr(s.target, a);
        return a;
      case 'Global':
      case 'Persistent':
        for (const n of s.names) a.add(n.name);
        return a;
      case 'If': {
        // Branches that always leave (error, return) do not reach the code after the if.
        const exits: Assigned[] = [];
        let fall = a;
        for (const c of s.clauses) {
          expr(c.cond, fall);
          const after = walk(c.body, new Set(fall));
          if (!blockExits(c.body, kindOf)) exits.push(after);
          fall = new Set(fall);
        }
        if (!s.elseBody) exits.push(fall);
        else if (!blockExits(s.elseBody, kindOf)) exits.push(walk(s.elseBody, new Set(fall)));
        else walk(s.elseBody, new Set(fall));
        return exits.length > 0 ? intersect(exits) : a;
      }
      case 'Switch': {
        expr(s.subject, a);
        const exits: Assigned[] = [];
        for (const c of s.cases) {
          expr(c.value, a);
          const after = walk(c.body, new Set(a));
          if (!blockExits(c.body, kindOf)) exits.push(after);
        }
        if (!s.otherwise) exits.push(a);
        else {
          const after = walk(s.otherwise, new Set(a));
          if (!blockExits(s.otherwise, kindOf)) exits.push(after);
        }
        return exits.length > 0 ? intersect(exits) : a;
      }
      case 'For': {
        expr(s.range, a);
        const inBody = new Set(a);
        target(s.variable, inBody);
        // A second iteration sees the first's assignments; a first iteration does not.
        walk(s.body, inBody);
        return a;
      }
      case 'While':
        expr(s.cond, a);
        walk(s.body, new Set(a));
        return a;
      case 'DoUntil': {
        const after = walk(s.body, new Set(a));
        expr(s.cond, after);
        return after;
      }
      case 'Try': {
        const body = walk(s.body, new Set(a));
        if (!s.catchBody) return body;
        const inCatch = new Set(a);
        if (s.catchVar) inCatch.add(s.catchVar.name);
        const afterCatch = walk(s.catchBody, inCatch);
        return blockExits(s.catchBody, kindOf) ? body : intersect([body, afterCatch]);
      }
      case 'UnwindProtect': {
        const body = walk(s.body, new Set(a));
        walk(s.cleanup, new Set(a));
        return body;
      }
      case 'Spmd':
        return walk(s.body, new Set(a));
      case 'Command':
        if (s.name.name === 'syms') for (const arg of s.args) a.add(arg.value);
        return a;
      case 'Arguments':
        for (const d of s.declarations) a.add(d.name.split('.')[0]);
        return a;
      default:
        return a;
    }
  }
}

function existGuarded(body: readonly Stmt[]): string[] {
  const names: string[] = [];
  const text = JSON.stringify(body, (k, v: unknown) => (k === 'span' || k === 'comments' ? undefined : v));
  for (const m of text.matchAll(/"name":"exist"\},"args":\[\{"type":"String","value":"(\w+)"/g)) names.push(m[1]);
  return names;
}

function intersect(sets: Assigned[]): Assigned {
  const [first, ...rest] = sets;
  return new Set([...first].filter((n) => rest.every((s) => s.has(n))));
}

/** Every name assigned anywhere in the statements (not in nested functions). */
function collectAssigned(list: readonly Stmt[], into: Set<string>): void {
  const root = (t: Expr): string | undefined => {
    let cur = t;
    while (cur.type === 'Index' || cur.type === 'CellIndex' || cur.type === 'Field' || cur.type === 'DynamicField') cur = cur.target;
    return cur.type === 'Identifier' ? cur.name : undefined;
  };
  for (const s of list) {
    if (s.type === 'Assign') {
      for (const t of s.targets) {
        const r = root(t);
        if (r) into.add(r);
      }
    } else if (s.type === 'For') {
      const r = root(s.variable);
      if (r) into.add(r);
    } else if (s.type === 'Try' && s.catchVar) {
      into.add(s.catchVar.name);
    }
    for (const block of innerBlocks(s)) collectAssigned(block, into);
  }
}
