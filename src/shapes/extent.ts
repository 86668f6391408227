// Symbolic extents: the length of one dimension as a polynomial with integer coefficients over
// extent symbols (`n`, `m`) and `min(...)` atoms. Polynomials have one canonical form (monomials
// sorted, like terms merged, zero terms dropped), so two extents that are equal as polynomials
// print identically and compare equal by their key. Extents are never negative; a question the
// polynomial cannot settle (is `n` equal to `m`?) is answered `null`, never guessed.

/** An atom of a monomial: an extent symbol, or the minimum of extents (diag of a matrix). */
export type Atom =
  | { readonly kind: 'sym'; readonly name: string }
  | { readonly kind: 'min'; readonly args: readonly Extent[] };

export interface Monomial {
  readonly coeff: number;
  /** Sorted by key, repeated for powers. */
  readonly atoms: readonly Atom[];
}

/** A canonical polynomial: monomials sorted by their atoms' keys, no zero coefficients. */
export interface Extent {
  readonly terms: readonly Monomial[];
}

/** Three-valued answers: true, false, or not known from the symbols. */
export type Tri = boolean | null;

export function atomKey(a: Atom): string {
  return a.kind === 'sym' ? a.name : `min(${a.args.map(formatExtent).join(',')})`;
}

function monoKey(m: Monomial): string {
  return m.atoms.map(atomKey).join('*');
}

function make(terms: Monomial[]): Extent {
  const merged = new Map<string, Monomial>();
  for (const t of terms) {
    const k = monoKey(t);
    const prev = merged.get(k);
    merged.set(k, { coeff: (prev?.coeff ?? 0) + t.coeff, atoms: t.atoms });
  }
  const out = [...merged.entries()].filter(([, m]) => m.coeff !== 0);
  // Higher degree first, then by key: `n*m+n+2`.
  out.sort(([ka, a], [kb, b]) => b.atoms.length - a.atoms.length || (ka < kb ? -1 : ka > kb ? 1 : 0));
  return { terms: out.map(([, m]) => m) };
}

export function num(n: number): Extent {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`an extent is a natural number, not ${n}`);
  return make([{ coeff: n, atoms: [] }]);
}

export function sym(name: string): Extent {
  return { terms: [{ coeff: 1, atoms: [{ kind: 'sym', name }] }] };
}

export function add(...xs: readonly Extent[]): Extent {
  return make(xs.flatMap((x) => x.terms));
}

export function mul(...xs: readonly Extent[]): Extent {
  let acc: Monomial[] = [{ coeff: 1, atoms: [] }];
  for (const x of xs) {
    const next: Monomial[] = [];
    for (const a of acc) {
      for (const b of x.terms) {
        const atoms = [...a.atoms, ...b.atoms].sort((p, q) => (atomKey(p) < atomKey(q) ? -1 : atomKey(p) > atomKey(q) ? 1 : 0));
        next.push({ coeff: a.coeff * b.coeff, atoms });
      }
    }
    acc = next;
  }
  return make(acc);
}

/** The minimum of extents: constants folded, duplicates dropped, a 0 wins. */
export function min(...xs: readonly Extent[]): Extent {
  const consts = xs.map(constantOf).filter((c): c is number => c !== null);
  if (consts.includes(0)) return num(0);
  const byKey = new Map<string, Extent>();
  for (const x of xs) if (constantOf(x) === null) byKey.set(extentKey(x), x);
  if (consts.length > 0) {
    const c = Math.min(...consts);
    // A constant below every symbolic argument's constant floor is the minimum.
    byKey.set(String(c), num(c));
  }
  const args = [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, x]) => x);
  if (args.length === 1) return args[0]!;
  return { terms: [{ coeff: 1, atoms: [{ kind: 'min', args }] }] };
}

export function constantOf(x: Extent): number | null {
  if (x.terms.length === 0) return 0;
  if (x.terms.length === 1 && x.terms[0]!.atoms.length === 0) return x.terms[0]!.coeff;
  return null;
}

export function extentKey(x: Extent): string {
  return formatExtent(x);
}

export function formatExtent(x: Extent): string {
  if (x.terms.length === 0) return '0';
  return x.terms
    .map((m, i) => {
      const body = m.atoms.map(atomKey).join('*');
      const sign = m.coeff < 0 ? '-' : i > 0 ? '+' : '';
      const c = Math.abs(m.coeff);
      if (body === '') return `${sign}${c}`;
      return `${sign}${c === 1 ? '' : `${c}*`}${body}`;
    })
    .join('');
}

/** Whether the extent is a sum or difference (so it needs parentheses next to ` x `). */
export function isCompound(x: Extent): boolean {
  return x.terms.length > 1;
}

function sub(a: Extent, b: Extent): Extent {
  return add(a, { terms: b.terms.map((m) => ({ coeff: -m.coeff, atoms: m.atoms })) });
}

/** Equal in every assignment (true), in none (false: they differ by a nonzero constant), or
 *  not known. */
export function eqExtent(a: Extent, b: Extent): Tri {
  const d = sub(a, b);
  const c = constantOf(d);
  if (c === 0) return true;
  if (c !== null) return false;
  // Symbols are natural numbers: a difference whose coefficients all have one sign and that
  // has a nonzero constant term is never 0 (n+2 is never 1).
  const hasConst = d.terms.some((m) => m.atoms.length === 0);
  if (hasConst && (d.terms.every((m) => m.coeff > 0) || d.terms.every((m) => m.coeff < 0))) return false;
  return null;
}

export function isConst(x: Extent, n: number): Tri {
  return eqExtent(x, num(n));
}

/** The value under an assignment of every symbol (a missing symbol throws). */
export function evalExtent(x: Extent, env: Readonly<Record<string, number>>): number {
  let total = 0;
  for (const m of x.terms) {
    let v = m.coeff;
    for (const a of m.atoms) {
      if (a.kind === 'sym') {
        const s = env[a.name];
        if (s === undefined) throw new Error(`no value for extent symbol '${a.name}'`);
        v *= s;
      } else {
        v *= Math.min(...a.args.map((e) => evalExtent(e, env)));
      }
    }
    total += v;
  }
  return total;
}

/** Every symbol the extent mentions. */
export function extentSymbols(x: Extent, into = new Set<string>()): Set<string> {
  for (const m of x.terms) {
    for (const a of m.atoms) {
      if (a.kind === 'sym') into.add(a.name);
      else for (const e of a.args) extentSymbols(e, into);
    }
  }
  return into;
}
