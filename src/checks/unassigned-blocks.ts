// The control flow of a block as the unassigned-variable check needs it: whether it can be left
// by a `break`, `continue` or `return` of its own loop, every statement nested in it, and the
// names `exist` asks about.
import { innerBlocks, pushAll, visitNodes } from '../syntax/index.js';
import type { changesByName } from './unassigned-changes.js';
import type { Command, Expr, Identifier, Stmt } from '../syntax/index.js';

/** Does the block hold a `break` or `continue` of its own loop (not one of a loop inside it)? */
export function leavesEarly(list: readonly Stmt[]): boolean {
  return jumps(list, true);
}

/** Does the block hold a `continue` of its own loop (not one of a loop inside it)? */
export function hasContinue(list: readonly Stmt[]): boolean {
  return jumps(list, false);
}

/** Can the block be left other than by completing or by an error: a `return`, or a `break` or
 *  `continue` of a loop around it? */
export function returnsOrJumps(list: readonly Stmt[]): boolean {
  return jumps(list, true) || allStatements(list).some((s) => s.type === 'Return');
}

/** Can a loop with this body be left by a `break`? */
export function breaksOut(list: readonly Stmt[]): boolean {
  return jumps(list, true, false);
}

/** A `continue` (and, with `breaks`, a `break`) of the block's own loop. */
function jumps(list: readonly Stmt[], breaks: boolean, continues = true): boolean {
  for (const s of list) {
    if ((continues && s.type === 'Continue') || (breaks && s.type === 'Break')) return true;
    if (s.type === 'For' || s.type === 'While' || s.type === 'DoUntil') continue;
    for (const b of innerBlocks(s)) if (jumps(b, breaks, continues)) return true;
  }
  return false;
}


/** The names `exist('x', ...)` asks about anywhere in the statements, or a helper that tests
 *  its caller's variable (`notDefined('x')`, see existence-tests.ts). */
export function existQueried(list: readonly Stmt[], existenceTest: (name: string) => boolean = () => false): string[] {
  const names: string[] = [];
  visitNodes(list, (node) => {
    const n = node as Expr;
    if ((n.type !== 'Index' && n.type !== 'CellIndex') || n.target.type !== 'Identifier') return;
    const first = n.args[0];
    if (first?.type !== 'String' || !/^\w+$/.test(first.value)) return;
    if (n.target.name === 'exist' || (n.type === 'Index' && n.args.length === 1 && existenceTest(n.target.name))) names.push(first.value);
  });
  return names;
}

/** The names that the very statements assigning one of `names` assign, and no others (`[msg,
 *  id] = f(...)` wherever id is assigned): they hold values exactly where it does. `changes`:
 *  changesByName of the unit's body. */
export function assignedWith(names: readonly string[], changes: ReturnType<typeof changesByName>): string[] {
  const out: string[] = [];
  for (const n of names) {
    const own = changes.get(n);
    if (!own) continue;
    for (const [other, theirs] of changes) {
      if (other === n || !theirs || theirs.length !== own.length) continue;
      if (theirs.every((s) => own.includes(s))) out.push(other);
    }
  }
  return out;
}

/** The names a statement before every assignment of one of `names`, in the same block, assigns
 *  (`tmpDir = tempname; mkdir(tmpDir); gzName = f;`): where that name exists they were assigned
 *  (qMRLab's `if exist('gzName', 'var'), rmdir(tmpDir)`). With `at` (the offset of the test,
 *  past the block), the plain assignments after it in the block too, when nothing there can
 *  leave the block but an error, and the block is no `try` body (whose error goes on in the
 *  catch): the test is reached only once they ran (CDT's enso: `Lat = varargin{1}; Lon =
 *  varargin{2};` then `assert(exist('Lat', 'var'))`). */
export function assignedAround(names: readonly string[], body: readonly Stmt[], changes: ReturnType<typeof changesByName>, at?: number): string[] {
  const place = placesIn(body);
  const out = new Set<string>();
  for (const n of names) {
    const own = changes.get(n);
    if (!own || own.length === 0) continue;
    let common: Set<string> | undefined;
    for (const st of own) {
      const where = lifted(st, own, place);
      const before = new Set<string>();
      if (where) {
        const { list, index } = where;
        for (const prev of list.slice(0, index)) assignedNames(prev, before);
        const last = list[list.length - 1]!;
        if (at !== undefined && at >= last.span.endOffset && !tryBodies.has(list) && !jumpBetween(list, index, list.length)) for (const next of list.slice(index + 1)) assignedNames(next, before);
      }
      common = common === undefined ? before : new Set([...common].filter((x) => before.has(x)));
    }
    for (const x of common ?? []) if (x !== n) out.add(x);
  }
  return [...out];
}

/** Where an assignment of a name stands for it: its own place, or that of the if or switch
 *  whose every branch (an else or otherwise among them) assigns the name at its top (limo's
 *  `if has, Y = 1; else Y = 2; end` then `ticks = t;`: Y and ticks are assigned together). */
function lifted(st: Stmt, own: readonly Stmt[], place: ReadonlyMap<Stmt, Place>): Place | undefined {
  let where = place.get(st);
  while (where !== undefined) {
    const parent = parents.get(where.list);
    if (parent === undefined) break;
    const branches = parent.type === 'If' && parent.elseBody ? [...parent.clauses.map((c) => c.body), parent.elseBody] : parent.type === 'Switch' && parent.otherwise ? [...parent.cases.map((c) => c.body), parent.otherwise] : undefined;
    if (!branches?.every((b) => b.some((x) => own.includes(x)))) break;
    where = place.get(parent);
  }
  return where;
}

type Place = { list: readonly Stmt[]; index: number };

/** Each statement of a body with its block and position there, found once per body (asked at
 *  every `exist` test of every walk of a loop); each block with the statement holding it. */
function placesIn(body: readonly Stmt[]): ReadonlyMap<Stmt, Place> {
  let place = places.get(body);
  if (place) return place;
  const found = new Map<Stmt, Place>();
  const work: Array<[readonly Stmt[], boolean]> = [[body, false]];
  while (work.length > 0) {
    const [list, inTry] = work.pop()!;
    if (inTry) tryBodies.add(list);
    list.forEach((st, index) => {
      found.set(st, { list, index });
      // A try body, and every block inside it: an error there goes on in the catch.
      for (const b of innerBlocks(st)) {
        parents.set(b, st);
        work.push([b, inTry || (st.type === 'Try' && b === st.body)]);
      }
    });
  }
  places.set(body, (place = found));
  return place;
}
/** The statement each block found by placesIn belongs to. */
const parents = new WeakMap<readonly Stmt[], Stmt>();
const places = new WeakMap<readonly Stmt[], ReadonlyMap<Stmt, { list: readonly Stmt[]; index: number }>>();
/** The bodies of `try` statements met by placesIn, and the blocks inside them. */
const tryBodies = new WeakSet<readonly Stmt[]>();

/** Every statement of the list, nested ones included. */
export function allStatements(list: readonly Stmt[]): Stmt[] {
  const out: Stmt[] = [];
  const work = [...list];
  while (work.length > 0) {
    const s = work.pop()!;
    out.push(s);
    for (const b of innerBlocks(s)) pushAll(work, b);
  }
  return out;
}

/** For a name, the other names every assignment of it also assigns (`[failed, hist] = f(...)`
 *  wherever `failed` is assigned): once a read of it has run (a path where it held nothing has
 *  failed there), they hold values too. Empty when the body may `clear` variables. `changes`:
 *  changesByName of the unit's body. */
export function assignedAlongside(changes: ReturnType<typeof changesByName>, clears: boolean): (name: string) => readonly string[] {
  const memo = new Map<string, string[]>();
  return (name) => {
    let out = memo.get(name);
    if (out !== undefined) return out;
    out = [];
    const own = changes.get(name);
    if (!clears && own && own.length > 0 && own.every((s) => s.type === 'Assign' && s.targets.length > 1)) {
      for (const [other, theirs] of changes) {
        if (other !== name && theirs && own.every((s) => theirs.includes(s))) out.push(other);
      }
    }
    memo.set(name, out);
    return out;
  };
}

/** For a name, the names assigned beside every assignment of it: in the same block, with
 *  nothing between that can leave the block but an error, and no `try` body (an error there goes
 *  on in the catch). Where the name holds a value, one of its blocks ran through, so they hold
 *  values too, unless the read sits between the two assignments (Homer3's `nB = 2; tbasis =
 *  1;` in a loop with a `continue`: after `r = nB`, tbasis is assigned). Per other name, the
 *  offsets of the name's and the other's assignment in each block. */
export function assignedBeside(body: readonly Stmt[], changes: ReturnType<typeof changesByName>, clears: boolean): (name: string) => ReadonlyMap<string, ReadonlyArray<readonly [number, number]>> {
  const memo = new Map<string, Map<string, Array<readonly [number, number]>>>();
  const place = placesIn(body);
  return (name) => {
    let out = memo.get(name);
    if (out !== undefined) return out;
    out = new Map();
    memo.set(name, out);
    const own = changes.get(name);
    if (clears || !own || own.length === 0 || !own.every((s) => s.type === 'Assign')) return out;
    let first = true;
    for (const s of own) {
      const where = place.get(s);
      const here = new Map<string, readonly [number, number]>();
      if (where && !tryBodies.has(where.list)) {
        const { list, index } = where;
        list.forEach((other, k) => {
          if (other.type !== 'Assign' || k === index || jumpBetween(list, Math.min(k, index), Math.max(k, index))) return;
          for (const t of other.targets) if (t.type === 'Identifier' && t.name !== name && !here.has(t.name)) here.set(t.name, [s.span.offset, other.span.offset]);
        });
      }
      if (first) for (const [n, at] of here) out.set(n, [at]);
      else for (const [n, list] of out) {
        const at = here.get(n);
        if (at) list.push(at);
        else out.delete(n);
      }
      first = false;
    }
    return out;
  };
}

/** The names a plain assignment statement gives values to (`x = ...`, `[a, b] = ...`). */
function assignedNames(s: Stmt, into: Set<string>): void {
  if (s.type === 'Assign') for (const t of s.targets) if (t.type === 'Identifier') into.add(t.name);
}

/** Does a statement of `list` strictly between positions `from` and `to` leave the block other
 *  than by an error (see returnsOrJumps)? Counted once per block: the beside rule asks of every
 *  pair of a block's statements. */
function jumpBetween(list: readonly Stmt[], from: number, to: number): boolean {
  let counts = jumpCounts.get(list);
  if (!counts) {
    counts = new Int32Array(list.length + 1);
    list.forEach((st, k) => (counts![k + 1] = counts![k]! + (returnsOrJumps([st]) ? 1 : 0)));
    jumpCounts.set(list, counts);
  }
  return to > from + 1 && counts[to]! - counts[from + 1]! > 0;
}

/** Per block: how many of its first k statements leave it other than by an error. */
const jumpCounts = new WeakMap<readonly Stmt[], Int32Array>();

/** Does the body call `clear` or `clearvars` (as a command or a function), which may remove a
 *  variable any assignment gave a value? */
export function mayClear(list: readonly Stmt[]): boolean {
  let found = false;
  visitNodes(list, (n) => {
    if (n.type === 'Command' && CLEARS.has((n as Command).name.name)) found = true;
    if (n.type === 'Identifier' && CLEARS.has((n as Identifier).name)) found = true;
  });
  return found;
}
const CLEARS = new Set(['clear', 'clearvars']);
