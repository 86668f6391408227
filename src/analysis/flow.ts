// Flow sets (section 5.2.2): the value set of each variable at a program point, or null when
// the point is not reachable (non-viable). A variable absent from the map has no value yet.
import { BOTTOM, TOP, equalSets, joinSets, type Value, type ValueSet, withoutProps } from './values.js';

// Set by Env's static block: the joins and comparisons that read two tries.
let joinEnvs: (a: Env, b: Env) => Env;
let equalEnvs: (a: Env, b: Env) => boolean;

/** A variable environment: a persistent hash trie (a HAMT, 32-way) from names to value sets.
 *  Assigning copies only the path to one entry, and environments grown from one another (the
 *  branches of an `if`, the rounds of a loop) share every untouched subtree, so joining and
 *  comparing two of them skip the shared subtrees by identity: a statement costs what it
 *  changes, not the function's variable count. Iteration follows the trie's (hash) order. */
export class Env implements ReadonlyMap<string, ValueSet> {
  private constructor(
    private readonly root: Item | undefined,
    readonly size: number,
  ) {}

  static readonly EMPTY = new Env(undefined, 0);

  static of(map: ReadonlyMap<string, ValueSet>): Env {
    let root: Item | undefined;
    const count = { added: 0 };
    for (const [k, v] of map) root = insert(root, 0, hashOf(k), k, v, REPLACE, count);
    return new Env(root, count.added);
  }

  /** The whole environment (kept for the former base-and-overlay interface). */
  get base(): ReadonlyMap<string, ValueSet> {
    return this.materialize();
  }

  /** Always empty: every change is in the trie. */
  get overlay(): ReadonlyMap<string, ValueSet | undefined> {
    return NO_CHANGES;
  }

  get(name: string): ValueSet | undefined {
    return find(this.root, hashOf(name), name);
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  private flat?: ReadonlyMap<string, ValueSet>;

  /** The environment as one map (computed once). */
  materialize(): ReadonlyMap<string, ValueSet> {
    if (!this.flat) {
      const m = new Map<string, ValueSet>();
      if (this.root) eachLeaf(this.root, (l) => m.set(l.key, l.value));
      this.flat = m;
    }
    return this.flat;
  }

  entries(): MapIterator<[string, ValueSet]> {
    return this.materialize().entries();
  }

  keys(): MapIterator<string> {
    return this.materialize().keys();
  }

  values(): MapIterator<ValueSet> {
    return this.materialize().values();
  }

  [Symbol.iterator](): MapIterator<[string, ValueSet]> {
    return this.entries();
  }

  forEach(f: (value: ValueSet, key: string, map: ReadonlyMap<string, ValueSet>) => void): void {
    for (const [k, v] of this.entries()) f(v, k, this);
  }

  with(name: string, value: ValueSet | undefined): Env {
    const hash = hashOf(name);
    if (value === undefined) {
      if (find(this.root, hash, name) === undefined) return this;
      return new Env(remove(this.root!, 0, hash, name), this.size - 1);
    }
    const count = { added: 0 };
    const root = insert(this.root, 0, hash, name, value, REPLACE, count);
    return root === this.root ? this : new Env(root, this.size + count.added);
  }

  /** Several changes at once. */
  withAll(changes: ReadonlyMap<string, ValueSet | undefined>): Env {
    return [...changes].reduce((env: Env, [k, v]) => env.with(k, v), this);
  }

  without(names: readonly string[]): Env {
    return names.reduce((env: Env, n) => env.with(n, undefined), this);
  }

  static {
    joinEnvs = (a, b) => Env.joined(a, b);
    equalEnvs = (a, b) => Env.same(a, b);
  }

  /** `a` and `b` joined name by name (`a`'s trie, and `a` itself, kept where nothing changes). */
  private static joined(a: Env, b: Env): Env {
    if (!b.root) return a;
    if (!a.root) return b;
    const count = { added: 0 };
    const root = merge(a.root, b.root, 0, joinValueSets, count);
    return root === a.root ? a : new Env(root, a.size + count.added);
  }

  private static same(a: Env, b: Env): boolean {
    if (a.size !== b.size) return false;
    if (a.root === b.root) return true;
    if (a.root && b.root && sameItems(a.root, b.root)) return true;
    if (a.root && b.root && !canonicalMismatch(a.root, b.root)) return false;
    // Different shapes for the same names cannot happen in a canonical trie, but compare
    // entry by entry if they do.
    for (const [name, s] of a) {
      const t = b.get(name);
      if (!t || !equalSets(s, t)) return false;
    }
    return true;
  }
}

const NO_CHANGES: ReadonlyMap<string, ValueSet | undefined> = new Map();

// ---- the trie -------------------------------------------------------------------------------

class Leaf {
  constructor(readonly hash: number, readonly key: string, readonly value: ValueSet) {}
}

/** An inner node: `bitmap` says which of the 32 slots at this level are present; `items` holds
 *  them in slot order. */
class Branch {
  constructor(readonly bitmap: number, readonly items: readonly Item[]) {}
}

/** Names whose 32-bit hashes are equal (below the last level). */
class Collision {
  constructor(readonly hash: number, readonly leaves: readonly Leaf[]) {}
}

type Item = Leaf | Branch | Collision;

const BITS = 5;
const MAX_SHIFT = 30;

/** FNV-1a over the UTF-16 code units. */
function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function slot(hash: number, shift: number): number {
  return (hash >>> shift) & 31;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

function indexIn(bitmap: number, bit: number): number {
  return popcount(bitmap & (bit - 1));
}

function find(item: Item | undefined, hash: number, key: string): ValueSet | undefined {
  let shift = 0;
  while (item) {
    if (item instanceof Leaf) return item.key === key ? item.value : undefined;
    if (item instanceof Collision) return item.leaves.find((l) => l.key === key)?.value;
    const bit = 1 << slot(hash, shift);
    if ((item.bitmap & bit) === 0) return undefined;
    item = item.items[indexIn(item.bitmap, bit)];
    shift += BITS;
  }
  return undefined;
}

type Combine = (existing: ValueSet, incoming: ValueSet) => ValueSet;

const REPLACE: Combine = (_existing, incoming) => incoming;

/** Joins two value sets, keeping the first when they are equal (so tries stay shared). */
function joinValueSets(a: ValueSet, b: ValueSet): ValueSet {
  if (a === b || equalSets(a, b)) return a;
  return joinSets(a, b);
}

/** `item` with `key` set to `value` (combined with the value there, if any); `item` itself
 *  when nothing changes. `count.added` counts names that were not there. */
function insert(item: Item | undefined, shift: number, hash: number, key: string, value: ValueSet, combine: Combine, count: { added: number }): Item {
  if (!item) {
    count.added++;
    return new Leaf(hash, key, value);
  }
  if (item instanceof Leaf) {
    if (item.key === key) {
      const v = combine(item.value, value);
      return v === item.value ? item : new Leaf(hash, key, v);
    }
    count.added++;
    return pair(item, new Leaf(hash, key, value), shift);
  }
  if (item instanceof Collision) {
    if (item.hash === hash) {
      const at = item.leaves.findIndex((l) => l.key === key);
      if (at < 0) {
        count.added++;
        return new Collision(hash, [...item.leaves, new Leaf(hash, key, value)]);
      }
      const v = combine(item.leaves[at].value, value);
      if (v === item.leaves[at].value) return item;
      const leaves = [...item.leaves];
      leaves[at] = new Leaf(hash, key, v);
      return new Collision(hash, leaves);
    }
    count.added++;
    return pair(item, new Leaf(hash, key, value), shift);
  }
  const bit = 1 << slot(hash, shift);
  const at = indexIn(item.bitmap, bit);
  if ((item.bitmap & bit) === 0) {
    count.added++;
    const items = [...item.items];
    items.splice(at, 0, new Leaf(hash, key, value));
    return new Branch(item.bitmap | bit, items);
  }
  const child = item.items[at];
  const next = insert(child, shift + BITS, hash, key, value, combine, count);
  if (next === child) return item;
  const items = [...item.items];
  items[at] = next;
  return new Branch(item.bitmap, items);
}

/** Two different names that meet at one slot: a branch (or chain of branches) holding both. */
function pair(a: Leaf | Collision, b: Leaf, shift: number): Item {
  if (shift > MAX_SHIFT || a.hash === b.hash) {
    return a instanceof Collision ? new Collision(a.hash, [...a.leaves, b]) : new Collision(a.hash, [a, b]);
  }
  const sa = slot(a.hash, shift);
  const sb = slot(b.hash, shift);
  if (sa === sb) return new Branch(1 << sa, [pair(a, b, shift + BITS)]);
  return new Branch((1 << sa) | (1 << sb), sa < sb ? [a, b] : [b, a]);
}

/** `item` without `key` (which is there); undefined when nothing is left. A branch left with
 *  one leaf becomes that leaf, so equal name sets give equal shapes. */
function remove(item: Item, shift: number, hash: number, key: string): Item | undefined {
  if (item instanceof Leaf) return undefined;
  if (item instanceof Collision) {
    const leaves = item.leaves.filter((l) => l.key !== key);
    return leaves.length === 1 ? leaves[0] : new Collision(item.hash, leaves);
  }
  const bit = 1 << slot(hash, shift);
  const at = indexIn(item.bitmap, bit);
  const next = remove(item.items[at], shift + BITS, hash, key);
  if (next === undefined) {
    const bitmap = item.bitmap & ~bit;
    if (bitmap === 0) return undefined;
    const items = item.items.filter((_, i) => i !== at);
    return items.length === 1 && !(items[0] instanceof Branch) ? items[0] : new Branch(bitmap, items);
  }
  const items = [...item.items];
  items[at] = next;
  return items.length === 1 && !(next instanceof Branch) ? next : new Branch(item.bitmap, items);
}

/** The union of two tries, `combine(a's, b's)` where both have a name; `a` itself (or its
 *  subtree) wherever the result equals it. */
function merge(a: Item, b: Item, shift: number, combine: Combine, count: { added: number }): Item {
  if (a === b) return a;
  if (a instanceof Branch && b instanceof Branch) {
    const bitmap = a.bitmap | b.bitmap;
    let items: Item[] | undefined;
    let ia = 0;
    let ib = 0;
    let k = 0;
    for (let rest = bitmap; rest !== 0; rest &= rest - 1, k++) {
      const bit = rest & -rest;
      const inA = (a.bitmap & bit) !== 0;
      const inB = (b.bitmap & bit) !== 0;
      let out: Item;
      if (inA && inB) {
        const x = a.items[ia++];
        out = merge(x, b.items[ib++], shift + BITS, combine, count);
        if (out !== x) items ??= a.items.slice(0, k);
      } else if (inA) {
        out = a.items[ia++];
      } else {
        out = b.items[ib++];
        eachLeaf(out, () => count.added++);
        items ??= a.items.slice(0, k);
      }
      items?.push(out);
    }
    return items ? new Branch(bitmap, items) : a;
  }
  if (b instanceof Leaf) return insert(a, shift, b.hash, b.key, b.value, combine, count);
  if (b instanceof Collision) {
    let out = a;
    for (const l of b.leaves) out = insert(out, shift, l.hash, l.key, l.value, combine, count);
    return out;
  }
  // `a` is a leaf or a collision, `b` a branch: a's names go into b, a's values first.
  const own: { added: number } = { added: 0 };
  let out: Item = b;
  const flipped: Combine = (existing, incoming) => combine(incoming, existing);
  const leaves = a instanceof Leaf ? [a] : (a as Collision).leaves;
  for (const l of leaves) out = insert(out, shift, l.hash, l.key, l.value, flipped, own);
  // Names of b that a lacked were added; a's names already there were not.
  let total = 0;
  eachLeaf(out, () => total++);
  count.added += total - leaves.length;
  return out;
}

/** Every leaf of a subtree, in trie order. */
function eachLeaf(item: Item, f: (l: Leaf) => void): void {
  if (item instanceof Leaf) f(item);
  else if (item instanceof Collision) item.leaves.forEach(f);
  else for (const x of item.items) eachLeaf(x, f);
}

/** Equal names and equal value sets, subtree by subtree (shared subtrees skipped). */
function sameItems(a: Item, b: Item): boolean {
  if (a === b) return true;
  if (a instanceof Branch && b instanceof Branch) {
    if (a.bitmap !== b.bitmap) return false;
    for (let i = 0; i < a.items.length; i++) if (!sameItems(a.items[i], b.items[i])) return false;
    return true;
  }
  if (a instanceof Leaf && b instanceof Leaf) return a.key === b.key && (a.value === b.value || equalSets(a.value, b.value));
  return false;
}

/** True when the two tries' shapes differ in a way only a non-canonical trie explains (a
 *  collision against a leaf or branch), so `sameItems` answering false proves nothing. */
function canonicalMismatch(a: Item, b: Item): boolean {
  if (a === b) return false;
  if (a instanceof Collision || b instanceof Collision) return true;
  if (a instanceof Branch && b instanceof Branch) {
    if (a.bitmap !== b.bitmap) return false;
    return a.items.some((x, i) => canonicalMismatch(x, b.items[i]));
  }
  return false;
}

export type Flow = Env | null;

export function joinFlows(a: Flow, b: Flow): Flow {
  if (a === null) return b;
  if (b === null || a === b) return a;
  return joinEnvs(a, b);
}

export function equalFlows(a: Flow, b: Flow): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  return equalEnvs(a, b);
}

export function lookup(flow: Flow, name: string): ValueSet {
  return flow?.get(name) ?? BOTTOM;
}

export function assign(flow: Flow, name: string, value: ValueSet): Flow {
  return flow === null ? null : flow.with(name, value);
}

/** Every variable may now hold anything (after `eval`, `load`, a script call). */
export function clobber(flow: Flow, names: Iterable<string> = [], kept: (name: string) => boolean = () => false): Flow {
  if (flow === null) return null;
  const out = new Map<string, ValueSet>();
  for (const [name, value] of flow) out.set(name, kept(name) ? value : TOP);
  for (const name of names) out.set(name, TOP);
  return Env.of(out);
}

const MAX_DEPTH = 4;

/** Cuts values nested deeper than a few levels (a cell inside a cell inside ...) to top, so
 *  that loops building recursive structures reach a fixed point. */
export function limitDepth(s: ValueSet, depth = 0): ValueSet {
  if (s.values.size === 0) return s;
  // A top set may still hold values (what joining top with a value gives): they are cut too,
  // or a loop that wraps a handle in a handle grows them under the top without end.
  if (depth >= MAX_DEPTH && s.top) return TOP;
  if (depth >= MAX_DEPTH) {
    for (const v of s.values.values()) if (v.kind === 'cell' || v.kind === 'struct' || (v.kind === 'handle' && v.targets?.some((t) => t.partial.length > 0))) return TOP;
    // An object keeps its class; the values of its properties go.
    if (![...s.values.values()].some((v) => v.kind === 'object' && v.props)) return s;
    return { ...s, values: new Map([...s.values].map(([c, v]) => [c, withoutProps(v)])) };
  }
  let changed = false;
  const values = new Map<string, Value>();
  for (const [c, v] of s.values) {
    const w = limitValue(v, depth + 1);
    if (w !== v) changed = true;
    values.set(c, w);
  }
  return changed ? { ...s, values } : s;
}

function limitValue(v: Value, depth: number): Value {
  switch (v.kind) {
    case 'cell': {
      const merged = limitDepth(v.merged, depth);
      const elements = v.elements?.map((e) => limitDepth(e, depth));
      return { ...v, merged, ...(elements ? { elements } : {}) };
    }
    case 'struct': {
      if (!v.fields) return v;
      const fields = new Map<string, ValueSet>();
      for (const [f, s] of v.fields) fields.set(f, limitDepth(s, depth));
      return { ...v, fields };
    }
    case 'handle':
      return v.targets ? { kind: 'handle', targets: v.targets.map((t) => ({ ...t, partial: t.partial.map((p) => limitDepth(p, depth)) })) } : v;
    case 'object':
      return v.props ? { ...v, props: new Map([...v.props].map(([p, s]) => [p, limitDepth(s, depth)])) } : v;
    default:
      return v;
  }
}

/** Widening for loops: every variable's value limited in depth. Shapes and constants need
 *  nothing more: joining two different extents or constants already drops them. */
export function widenFlow(flow: Flow): Flow {
  if (flow === null) return null;
  const changes = new Map<string, ValueSet>();
  for (const [name, s] of flow) {
    const w = limitDepth(s);
    if (w !== s) changes.set(name, w);
  }
  return flow.withAll(changes);
}
