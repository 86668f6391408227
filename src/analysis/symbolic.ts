// Symbolic extents in the value analysis (MAGICA's shape algebra, section 4): an extent the
// analysis cannot count may still be named, `A#1` for the rows of an input `A` or `n` for a
// declared extent, and combined as a polynomial (`A#1 + 1`, `n*m`) from the shapes layer.
// Symbols are interned, so two equal polynomials are the same object and `===` compares them.
// A symbol stands for one natural number fixed for the whole run of the function; it never
// crosses a call (results lose their callee's symbols), so names need only be unique within
// one function.
import { addExtents, constantOf, eqExtent, formatExtent, mulExtents, sym, type Extent as Poly } from '../shapes/index.js';

/** An interned, non-constant polynomial extent. */
export type Sym = Poly & { readonly interned: true };

/** An extent as the analysis may know it: counted, named, or unknown. */
export type Term = number | Sym | null;

const table = new Map<string, Sym>();

/** The interned form of a polynomial: a number when it is constant. Scalar values may be
 *  negative (`n - 1` for n = 0); `asExtent` says which of them are extents. */
export function intern(p: Poly): number | Sym {
  const c = constantOf(p);
  if (c !== null) return c;
  const key = formatExtent(p);
  let s = table.get(key);
  if (!s) table.set(key, (s = Object.assign({}, p, { interned: true as const })));
  return s;
}

/** The symbol `name` (an input's extent, a declared extent). */
export function symbol(name: string): Sym {
  return intern(sym(name)) as Sym;
}

/** A constant polynomial for an integer (negative ones too: scalar values may be). */
function poly(t: number | Sym): Poly | null {
  if (typeof t !== 'number') return t;
  if (!Number.isSafeInteger(t)) return null;
  return { terms: t === 0 ? [] : [{ coeff: t, atoms: [] }] };
}

export function isSym(t: Term | undefined): t is Sym {
  return t !== null && t !== undefined && typeof t === 'object';
}

export function addTerms(a: Term, b: Term): Term {
  if (a === null || b === null) return null;
  if (typeof a === 'number' && typeof b === 'number') return a + b;
  const p = poly(a);
  const q = poly(b);
  return p && q ? intern(addExtents(p, q)) : null;
}

export function mulTerms(a: Term, b: Term): Term {
  if (a === 0 || b === 0) return 0;
  if (a === null || b === null) return null;
  if (typeof a === 'number' && typeof b === 'number') return a * b;
  const p = poly(a);
  const q = poly(b);
  return p && q ? intern(mulExtents(p, q)) : null;
}

export function subTerms(a: Term, b: Term): Term {
  if (a === null || b === null) return null;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const p = poly(a);
  const q = poly(b);
  if (!p || !q) return null;
  return intern(addExtents(p, { terms: q.terms.map((m) => ({ coeff: -m.coeff, atoms: m.atoms })) }));
}

/** A scalar value used as an extent (`zeros(n, m)`): a negative count is 0, and a polynomial
 *  that may be negative (`n - 1`) is not known. */
export function asExtent(t: Term): Term {
  if (t === null) return null;
  if (typeof t === 'number') return Number.isInteger(t) ? Math.max(0, t) : null;
  return t.terms.every((m) => m.coeff >= 0) ? t : null;
}

/** The extent of a size argument whose value is this polynomial (`zeros(n - 1, 1)`): the
 *  polynomial itself when it cannot be negative, else an opaque extent symbol `max(p,0)`
 *  (MATLAB counts a negative size as 0), the same symbol for the same polynomial, so arrays
 *  sized alike stay alike. A value symbol (`n#v`) may be negative or fractional: it is always
 *  clamped (a size argument that is not whole fails, so past the call it is whole). */
export function clampedExtent(t: Term): Term {
  if (t === null || typeof t === 'number') return asExtent(t);
  if (!mentionsValueSymbol(t)) {
    const direct = asExtent(t);
    if (direct !== null) return direct;
  }
  return symbol(`max(${formatExtent(t)},0)`);
}

/** The symbol for the value of a scalar input `name` (any real: not a natural number). */
export function valueSymbol(name: string): Sym {
  return symbol(`${name}${VALUE_MARK}`);
}

const VALUE_MARK = '#v';

/** The symbol for the value a `for` loop's variable holds in one iteration (a whole number):
 *  `marker` names the loop; the symbol is forgotten at each new iteration (see forHead). */
export function loopSymbol(marker: string): Sym {
  return symbol(`${marker}${LOOP_MARK}`);
}

const LOOP_MARK = '#k';

/** A polynomial with whole coefficients over loop symbols only: a whole number. */
export function isWholeLoopTerm(t: Term): boolean {
  return isSym(t) && t.terms.every((m) => Number.isInteger(m.coeff) && m.atoms.every((a) => a.kind === 'sym' && a.name.endsWith(LOOP_MARK)));
}

/** Does the term mention a symbol whose name holds `marker`? */
export function mentionsMarker(t: Term | undefined, marker: string): boolean {
  return isSym(t) && formatTerm(t).includes(marker);
}

export function mentionsValueSymbol(t: Term): boolean {
  return isSym(t) && t.terms.some((m) => m.atoms.some((a) => a.kind === 'sym' && a.name.endsWith(VALUE_MARK)));
}

/** Whether two extents differ in every run (3 and 4, `n` and `n + 1`); unknown ones never do. */
export function provablyDifferent(a: Term, b: Term): boolean {
  if (a === null || b === null) return false;
  if (typeof a === 'number' && typeof b === 'number') return a !== b;
  const p = poly(a);
  const q = poly(b);
  return p !== null && q !== null && eqExtent(p, q) === false;
}

/** Whether a <= b in every run: their difference is a count or a polynomial of the (natural)
 *  symbols with no negative coefficient. */
export function provablyAtMost(a: Term, b: Term): boolean {
  // p <= max(p,0) for any real p: a loop variable bounded by n#v indexes zeros(1, n) in bounds.
  if (isSym(a) && plainSymbol(b) === `max(${formatExtent(a)},0)`) return true;
  const d = subTerms(b, a);
  if (d === null) return false;
  if (typeof d === 'number') return d >= 0;
  return d.terms.every((m) => m.coeff >= 0);
}

/** Whether the extent may be 1 in some run (so a dimension may be a singleton). */
export function mayBeOne(t: Term): boolean {
  if (t === null) return true;
  if (typeof t === 'number') return t === 1;
  return eqExtent(t, { terms: [{ coeff: 1, atoms: [] }] }) !== false;
}

/** The symbol a term is, when it is one plain symbol (`m`, not `m+1` or `2*m`). */
export function plainSymbol(t: Term): string | undefined {
  if (!isSym(t) || t.terms.length !== 1) return undefined;
  const m = t.terms[0]!;
  return m.coeff === 1 && m.atoms.length === 1 && m.atoms[0]!.kind === 'sym' ? m.atoms[0]!.name : undefined;
}

/** The term with some symbols replaced by numbers. */
export function substitute(t: Term, env: ReadonlyMap<string, number>): Term {
  if (!isSym(t)) return t;
  const terms = t.terms.map((m) => {
    let coeff = m.coeff;
    const atoms = m.atoms.filter((a) => {
      const v = a.kind === 'sym' ? env.get(a.name) : undefined;
      if (v === undefined) return true;
      coeff *= v;
      return false;
    });
    return { coeff, atoms };
  });
  return intern(addExtents({ terms }));
}

export function formatTerm(t: Term): string {
  if (t === null) return '?';
  if (typeof t === 'number') return String(t);
  const text = formatExtent(t);
  return t.terms.length > 1 ? `(${text})` : text;
}
