// Exact canonical texts of abstract values: equal keys only for values that no part of the
// analysis can tell apart (class, complexity, shape with its symbols, constant, the symbolic
// scalar and `size(x)` facts, contents, handle targets). Memo tables of pure functions of
// values key on them. (The context keys of context.ts and push-up.ts are coarser on purpose:
// they choose which contexts to analyse apart, and may merge values these keep apart.)
import { formatTerm } from './symbolic.js';
import { formatShape, type Constant, type Shape, type Value, type ValueSet } from './values.js';

function shapeKey(s: Shape): string {
  return `${formatShape(s)}${s.open ? '+' : ''}`;
}

function constantKey(c: Constant): string {
  switch (c.kind) {
    case 'number':
      return `n${Object.is(c.value, -0) ? '-0' : String(c.value)}`;
    case 'logical':
      return c.value ? 'T' : 'F';
    case 'char':
      return `c${JSON.stringify(c.value)}`;
  }
}

/** Small numbers standing for exact keys: a memo's key made of them is short, so looking it up
 *  does not hash the arguments' whole texts again at every call. A number is never given to two
 *  keys (the table is cleared when full and numbering goes on: equal values may then get two
 *  numbers, which only misses a memo entry). */
const ids = new Map<string, number>();
const ID_LIMIT = 500_000;
let nextId = 0;

function idOf(key: string): number {
  let id = ids.get(key);
  if (id === undefined) {
    if (ids.size >= ID_LIMIT) ids.clear();
    ids.set(key, (id = nextId++));
  }
  return id;
}

/** Key and number made once per value object (values are immutable and shared: the same
 *  objects come back call after call), kept on the object under a symbol: a weak table's
 *  lookups and insertions cost more, and its entries (one per value ever keyed) slow every
 *  garbage collection that marks them. */
interface Keyed {
  readonly key: string;
  readonly id: number;
}
const KEYED = Symbol('exact key');
type WithKey = { [KEYED]?: Keyed };

function keyedIn<T extends object>(x: T, make: (x: T) => string): Keyed {
  const holder = x as T & WithKey;
  let k = holder[KEYED];
  if (k === undefined) {
    const key = make(x);
    k = { key, id: idOf(key) };
    // Not enumerable: a value's fields are still only its own (copies, JSON, equality).
    Object.defineProperty(holder, KEYED, { value: k });
  }
  return k;
}

function keyedValue(v: Value): Keyed {
  return keyedIn(v, makeValueKey);
}

function keyedSet(s: ValueSet): Keyed {
  return keyedIn(s, makeSetKey);
}

export function exactValueKey(v: Value): string {
  return keyedValue(v).key;
}

export function exactSetKey(s: ValueSet): string {
  return keyedSet(s).key;
}

/** A number equal for two values exactly when their exact keys are (up to the table's clearing). */
export function exactValueId(v: Value): number {
  return keyedValue(v).id;
}

export function exactSetId(s: ValueSet): number {
  return keyedSet(s).id;
}

function makeValueKey(v: Value): string {
  switch (v.kind) {
    case 'matrix': {
      const constant = v.constant ? `=${constantKey(v.constant)}` : '';
      const symbolic = v.symbolic ? `~${formatTerm(v.symbolic)}` : '';
      const sizeOf = v.sizeOf ? `#${shapeKey(v.sizeOf)}` : '';
      const range = v.range ? `@${formatTerm(v.range.lo)}..${formatTerm(v.range.hi)}` : '';
      const valueTerm = v.valueTerm ? `%${formatTerm(v.valueTerm)}` : '';
      return `m(${v.mclass},${v.complex},${shapeKey(v.shape)}${constant}${symbolic}${sizeOf}${range}${valueTerm})`;
    }
    case 'cell':
      return `c(${shapeKey(v.shape)},${v.elements ? `[${v.elements.map(exactSetKey).join(',')}]` : ''}*${exactSetKey(v.merged)})`;
    case 'struct': {
      const fields = v.fields ? [...v.fields].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([f, s]) => `${JSON.stringify(f)}:${exactSetKey(s)}`).join(',') : '*';
      return `s(${shapeKey(v.shape)},${fields})`;
    }
    case 'handle':
      if (!v.targets) return 'h(*)';
      return `h(${v.targets.map((t) => `${t.lambda ? 'λ' : '@'}${JSON.stringify(t.scope.file)}:${t.scope.functionPath.join('/')}:${t.method ? `${t.method}::` : ''}${t.fn}(${t.partial.map(exactSetKey).join(',')})`).join(';')})`;
    case 'object':
      return `o(${v.mclass}${v.shape ? `,${shapeKey(v.shape)}` : ''}${v.props ? `,{${[...v.props].map(([p, s]) => `${p}:${exactSetKey(s)}`).join(',')}}` : ''})`;
  }
}

function makeSetKey(s: ValueSet): string {
  const parts = [...s.values.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => exactValueKey(v));
  const top = s.top ? `|?${s.shape ? shapeKey(s.shape) : ''}` : '';
  return `{${parts.join('|')}${top}}`;
}
