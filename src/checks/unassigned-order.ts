// Order facts in the unassigned-variable check: comparisons of one value with a number, or of
// two values with each other, that no real number (no ordering of the two) meets together make a
// path impossible: `if nba ~= nyf, if nba > nyf ... elseif nba < nyf ... end` leaves no way past
// its chain (Dynare's dr_block), nor does `if x > 0 ... elseif x < 0 ... elseif x == 0`.
// As for the other guards, values are taken as real scalars (a NaN or an array compares
// otherwise: the check trusts that the author wrote the chain for scalars).

/** `+(a) == (b)`, `!(a) < (b)`, ...: the forms guard keys give comparisons (unassigned-guards). */
const COMPARISON = /^([+!])\((.*)\) (==|<|<=) \((.*)\)$/;
const NUMBER = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Where the relations of one pair of values, or the values of one subject, may lie. */
interface Interval {
  lo: number;
  loOpen: boolean;
  hi: number;
  hiOpen: boolean;
  not: Set<number>;
}

/** The orderings a comparison allows: bit 1 less, 2 equal, 4 greater. */
const ALLOWED: Record<string, number> = { '+==': 2, '!==': 5, '+<': 1, '!<': 6, '+<=': 3, '!<=': 4 };

/** Can the comparisons among the facts hold together? */
export function orderFeasible(facts: ReadonlySet<string>): boolean {
  let pairs: Map<string, number> | undefined;
  let subjects: Map<string, Interval> | undefined;
  for (const key of facts) {
    const m = comparison(key);
    if (!m) continue;
    const [sign, left, op, right] = m;
    let allowed = ALLOWED[sign + op];
    const leftNumber = NUMBER.test(left);
    const rightNumber = NUMBER.test(right);
    if (leftNumber && rightNumber) continue;
    if (leftNumber || rightNumber) {
      // `c < x` read as `x > c`.
      const subject = leftNumber ? right : left;
      if (leftNumber) allowed = mirror(allowed);
      subjects ??= new Map();
      let at = subjects.get(subject);
      if (!at) subjects.set(subject, (at = { lo: -Infinity, loOpen: true, hi: Infinity, hiOpen: true, not: new Set() }));
      restrict(at, allowed, Number(leftNumber ? left : right));
      continue;
    }
    // One key per unordered pair: `b < a` is `a > b`.
    const swap = left > right;
    const pair = swap ? `${right}\u0000${left}` : `${left}\u0000${right}`;
    pairs ??= new Map();
    const now = (pairs.get(pair) ?? 7) & (swap ? mirror(allowed) : allowed);
    if (now === 0) return false;
    pairs.set(pair, now);
  }
  for (const at of subjects?.values() ?? []) if (!nonEmpty(at)) return false;
  return true;
}

/** A comparison key's parts (sign, left, operator, right), parsed once per key: feasibility is
 *  asked at every branch, of the same facts again and again. */
function comparison(key: string): readonly [string, string, string, string] | undefined {
  let parts = parsed.get(key);
  if (parts === undefined) {
    if (parsed.size > 50_000) parsed.clear();
    const m = key.includes(') ') ? COMPARISON.exec(key) : null;
    parts = m ? [m[1], m[2], m[3], m[4]] : null;
    parsed.set(key, parts);
  }
  return parts ?? undefined;
}
const parsed = new Map<string, readonly [string, string, string, string] | null>();

/** The orderings of (b, a) from those of (a, b): less and greater trade places. */
function mirror(allowed: number): number {
  return (allowed & 2) | ((allowed & 1) << 2) | ((allowed & 4) >> 2);
}

/** Narrow the subject's interval by "subject R c" for the orderings R allowed. */
function restrict(at: Interval, allowed: number, c: number): void {
  switch (allowed) {
    case 2: // == c
      tightenLo(at, c, false);
      tightenHi(at, c, false);
      break;
    case 5: // ~= c
      at.not.add(c);
      break;
    case 1: // < c
      tightenHi(at, c, true);
      break;
    case 3: // <= c
      tightenHi(at, c, false);
      break;
    case 4: // > c
      tightenLo(at, c, true);
      break;
    case 6: // >= c
      tightenLo(at, c, false);
      break;
  }
}

function tightenLo(at: Interval, c: number, open: boolean): void {
  if (c > at.lo || (c === at.lo && open)) {
    at.lo = c;
    at.loOpen = open;
  }
}

function tightenHi(at: Interval, c: number, open: boolean): void {
  if (c < at.hi || (c === at.hi && open)) {
    at.hi = c;
    at.hiOpen = open;
  }
}

/** Does some real number lie in the interval and outside its exclusions? */
function nonEmpty(at: Interval): boolean {
  if (at.lo > at.hi) return false;
  if (at.lo < at.hi) return true;
  // A single point: both ends closed, and not excluded.
  return !at.loOpen && !at.hiOpen && !at.not.has(at.lo);
}
