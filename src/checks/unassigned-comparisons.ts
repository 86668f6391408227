// Comparisons of a variable with constants in the unassigned-variable check: a guard `x ~= -1`
// or `x < 2` holds where another fact about x allows only values that satisfy it (`x >= 0`,
// `x == 1`). Each fact and key is read once into the values it allows: an interval, or all but
// one value.

const COMPARISON = /^([+!])\((.*)\) (<|<=|>|>=|==|~=) \((-?(?:\d+(?:\.\d+)?|Inf|Infinity))\)$/;

/** The values a comparison with a constant allows: an interval, or all but one value. */
type Allowed = { lo: number; loOpen: boolean; hi: number; hiOpen: boolean } | { except: number };

/** A fact or key `±(x) op (c)`: its subject and what it allows x; undefined for other keys. */
function comparison(key: string): { subject: string; allowed: Allowed } | undefined {
  let known = comparisons.get(key);
  if (known === undefined) {
    if (comparisons.size > 50_000) comparisons.clear();
    comparisons.set(key, (known = readComparison(key) ?? null));
  }
  return known ?? undefined;
}

/** Keys read once each: `holds` asks of the same keys again and again. */
const comparisons = new Map<string, { subject: string; allowed: Allowed } | null>();

function readComparison(key: string): { subject: string; allowed: Allowed } | undefined {
  if (!key.endsWith(')')) return undefined;
  const m = COMPARISON.exec(key);
  if (!m) return undefined;
  const c = Number(m[4]!.replace(/Inf$/, 'Infinity'));
  const op = m[1] === '+' ? m[3]! : NEGATED_OP[m[3]!]!;
  const any = { lo: -Infinity, loOpen: false, hi: Infinity, hiOpen: false };
  const allowed: Allowed = op === '~=' ? { except: c }
    : op === '==' ? { lo: c, loOpen: false, hi: c, hiOpen: false }
      : op === '<' ? { ...any, hi: c, hiOpen: true } : op === '<=' ? { ...any, hi: c }
        : op === '>' ? { ...any, lo: c, loOpen: true } : { ...any, lo: c };
  return { subject: m[2]!, allowed };
}

const NEGATED_OP: Record<string, string> = { '<': '>=', '<=': '>', '>': '<=', '>=': '<', '==': '~=', '~=': '==' };

/** Does every value `a` allows satisfy `b`? */
function within(a: Allowed, b: Allowed): boolean {
  if ('except' in a) return 'except' in b && b.except === a.except;
  if ('except' in b) return b.except < a.lo || b.except > a.hi || (b.except === a.lo && a.loOpen) || (b.except === a.hi && a.hiOpen);
  const lowOk = a.lo > b.lo || (a.lo === b.lo && (a.loOpen || !b.loOpen));
  const highOk = a.hi < b.hi || (a.hi === b.hi && (a.hiOpen || !b.hiOpen));
  return lowOk && highOk;
}

/** A comparison of x with a constant holds where the facts about x together allow only values
 *  that satisfy it: `x ~= -1` where `x >= 0` (VBA-toolbox's `deltaI = -Inf` in a catch, read
 *  under `deltaI >= 0`), `x < 2` where `x == 1`, `x > 2` where `x >= 2` and `x ~= 2` (the else of
 *  `nd == 2` after `nd = ndims(X)`). */
export function comparisonImplied(key: string, facts: ReadonlySet<string>, extra: readonly string[]): boolean {
  const want = comparison(key);
  if (!want) return false;
  let found = false;
  let lo = -Infinity;
  let loOpen = false;
  let hi = Infinity;
  let hiOpen = false;
  const except = new Set<number>();
  const meet = (f: string): void => {
    if (f === key || !f.includes(want.subject)) return;
    const got = comparison(f);
    if (!got || got.subject !== want.subject) return;
    found = true;
    const a = got.allowed;
    if ('except' in a) {
      except.add(a.except);
      return;
    }
    if (a.lo > lo || (a.lo === lo && a.loOpen)) [lo, loOpen] = [a.lo, a.loOpen];
    if (a.hi < hi || (a.hi === hi && a.hiOpen)) [hi, hiOpen] = [a.hi, a.hiOpen];
  };
  for (const f of extra) meet(f);
  // A FactSet keeps its comparisons by variable: a large function asks this of hundreds of facts.
  const indexed = (facts as { comparisonsOf?: (subject: string) => readonly string[] }).comparisonsOf;
  for (const f of indexed ? indexed.call(facts, want.subject) : facts) meet(f);
  if (!found) return false;
  // A value ruled out at a closed end opens it (`x >= 2` and `x ~= 2`: x > 2).
  if (!loOpen && except.has(lo)) loOpen = true;
  if (!hiOpen && except.has(hi)) hiOpen = true;
  const w = want.allowed;
  if ('except' in w) return except.has(w.except) || w.except < lo || w.except > hi || (w.except === lo && loOpen) || (w.except === hi && hiOpen);
  return within({ lo, loOpen, hi, hiOpen }, w);
}

/** The variable a comparison key `±(x) op (c)` compares, or undefined for other keys. */
export function comparisonSubject(key: string): string | undefined {
  return comparison(key)?.subject;
}

/** A comparison key `±(x) op (c)` of `subject`, as its parts; undefined for other keys. */
export function comparisonOf(key: string, subject: string): { holds: boolean; op: string; value: number } | undefined {
  if (!key.endsWith(')') || !key.includes(subject)) return undefined;
  const m = COMPARISON.exec(key);
  if (!m || m[2] !== subject) return undefined;
  return { holds: m[1] === '+', op: m[3]!, value: Number(m[4]!.replace(/Inf$/, 'Infinity')) };
}
