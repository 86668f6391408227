// What statements change: the names they assign (and, for a struct changed only through static
// field paths, which paths), for the unassigned-variable check's guards and loops.
import { innerBlocks, rootName, visitNodes, type Expr, type Stmt, pushAll } from '../syntax/index.js';
import { staticPath } from './unassigned-fields.js';

/** Every name the statements may change: assignment targets (also Octave's `a = b = 0` and
 *  `x++`), loop variables, catch variables, declarations. Nested function bodies excluded. */
export function modifiedNames(list: readonly Stmt[]): ChangedNames {
  if (list.length === 1) return modifiedBy(list[0]);
  const out: ChangedNames = new Set<string>();
  const each = list.map(modifiedBy);
  for (const names of each) for (const n of names) out.add(n);
  // A struct keeps "only these fields changed" when every statement changing it does.
  const onlyFields = new Map<string, Set<string>>();
  for (const n of out) {
    const paths = new Set<string>();
    let only = true;
    for (const names of each) {
      if (!names.has(n)) continue;
      const some = names.onlyFields?.get(n);
      if (some === undefined) only = false;
      else for (const p of some) paths.add(p);
    }
    if (only) onlyFields.set(n, paths);
  }
  if (onlyFields.size > 0) out.onlyFields = onlyFields;
  return out;
}

/** The names statements change; `onlyFields`: the structs among them changed only through
 *  static field paths (`opts.tol = 1`), with those paths, so that a guard reading other fields
 *  of the struct (`opts.verbose`) still holds. */
export type ChangedNames = Set<string> & { onlyFields?: ReadonlyMap<string, ReadonlySet<string>> };

/** For each name the statements change, the simple statements that change it (assignments,
 *  `x++`, ...); null when a compound statement changes it itself (a `for` loop's variable, a
 *  catch's name). Nested functions aside. */
export function changesByName(list: readonly Stmt[]): Map<string, Stmt[] | null> {
  const out = new Map<string, Stmt[] | null>();
  const work = [...list];
  while (work.length > 0) {
    const s = work.pop()!;
    if (s.type === 'Function') continue;
    const inner = innerBlocks(s);
    if (inner.length === 0) {
      for (const n of modifiedNames([s])) {
        const had = out.get(n);
        if (had === undefined) out.set(n, [s]);
        else if (had !== null) had.push(s);
      }
      continue;
    }
    const nested = modifiedNames(inner.flat());
    const own = [...modifiedNames([s])].filter((n) => !nested.has(n));
    // Octave's `for [value, key] = s` assigns two names.
    if (s.type === 'For') {
      for (const t of s.variable.type === 'Matrix' ? s.variable.rows.flat() : [s.variable]) {
        const n = rootName(t);
        if (n !== undefined) own.push(n);
      }
    }
    if (s.type === 'Try' && s.catchVar) own.push(s.catchVar.name);
    for (const n of own) out.set(n, null);
    pushAll(work, inner.flat());
  }
  return out;
}

const modifiedMemo = new WeakMap<Stmt, ChangedNames>();

/** `modifiedNames` of one statement, remembered (callers do not change the set). */
function modifiedBy(s: Stmt): ChangedNames {
  let names = modifiedMemo.get(s);
  if (!names) modifiedMemo.set(s, (names = scanModified(s)));
  return names;
}

function scanModified(root: Stmt): ChangedNames {
  const out: ChangedNames = new Set<string>();
  // For each name, the field paths assigned (null: changed otherwise).
  const paths = new Map<string, Set<string> | null>();
  const add = (t: Expr, path?: string): void => {
    const name = rootName(t);
    if (name === undefined) return;
    out.add(name);
    const had = paths.get(name);
    if (path === undefined || had === null) paths.set(name, null);
    else paths.set(name, (had ?? new Set()).add(path));
  };
  const whole = (name: string): void => {
    out.add(name);
    paths.set(name, null);
  };
  // Nested and anonymous functions change their own workspaces.
  const nested = (n: { type: string }): boolean => n.type === 'Function' || n.type === 'AnonFunction';
  visitNodes(root, (node) => {
    const n = node as { type: string } & Record<string, unknown>;
    switch (n.type) {
      case 'Assign':
        for (const t of (n as unknown as { targets: Expr[] }).targets) add(t, t.type === 'Field' ? staticPath(t) : undefined);
        break;
      case 'AssignExpr':
      case 'IncDec':
        add((n as unknown as { target: Expr }).target);
        break;
      case 'Unary':
      case 'Postfix':
        if (n.op === '++' || n.op === '--') add((n as unknown as { operand: Expr }).operand);
        break;
      case 'For': {
        const v = (n as unknown as { variable: Expr }).variable;
        if (v.type === 'Matrix') for (const x of v.rows.flat()) add(x);
        else add(v);
        break;
      }
      case 'Try':
        if (n.catchVar) whole((n.catchVar as { name: string }).name);
        break;
      case 'Global':
      case 'Persistent':
        for (const id of n.names as Array<{ name: string }>) whole(id.name);
        break;
      case 'Command':
        if ((n.name as { name: string }).name === 'syms') for (const a of n.args as Array<{ value: string }>) whole(a.value);
        break;
      default:
        break;
    }
  }, nested);
  const onlyFields = new Map<string, ReadonlySet<string>>();
  for (const [name, some] of paths) if (some !== null) onlyFields.set(name, some);
  if (onlyFields.size > 0) out.onlyFields = onlyFields;
  return out;
}

/** Text tests that take a list (`ismember(x, list)`, `strcmp(x, list)`). */
const LIST_TESTS = new Set(['ismember', 'strcmp', 'strcmpi']);

/** `(call)`: a text test of a list held in a variable the body assigns once, by a cell literal,
 *  and changes nowhere else (not an input: `inputs`), with the literal written in (SOSTOOLS's
 *  `list = {'sedumi'; ...}; if ~ismember(solver, list), error(...)`): its facts are the literal's. */
export function listInliner(body: readonly Stmt[], inputs: readonly string[]): (call: Expr) => Expr | undefined {
  let values: Map<string, Expr> | undefined;
  return (call) => {
    if (call.type !== 'Index' || call.target.type !== 'Identifier' || !LIST_TESTS.has(call.target.name) || call.args.length !== 2) return undefined;
    const held = call.args[1]!;
    if (held.type !== 'Identifier' || inputs.includes(held.name)) return undefined;
    const list = (values ??= onceAssignedValues(body)).get(held.name);
    return list?.type === 'Cell' ? { ...call, args: [call.args[0]!, list] } : undefined;
  };
}

/** The variables a body assigns once, by `name = value`, and changes in no other way, with
 *  that value (`kernels = {'gauss', 'unif'}`, `sz = size(A)`). */
export function onceAssignedValues(body: readonly Stmt[]): Map<string, Expr> {
  const out = new Map<string, Expr>();
  for (const [n, changes] of changesByName(body)) {
    const s = changes?.length === 1 ? changes[0] : undefined;
    if (s?.type === 'Assign' && s.op === '=' && s.targets.length === 1 && s.targets[0]!.type === 'Identifier') out.set(n, s.rhs);
  }
  return out;
}
