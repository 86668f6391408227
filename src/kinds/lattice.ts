// The abstract kinds of the kind analysis (Doherty, Hendren and Radpour 2011, Section 4) and
// their merge, Figure 2: UNDEF < ID < MAYVAR < {PREFIX, FN, VAR}; two different top values
// have no join, which is a kind conflict.

/** Final kinds, as the later layers read them. */
export type Kind = 'VAR' | 'FN' | 'ID' | 'PREFIX';

/** Abstract values during the analysis. */
export type AbstractKind = 'UNDEF' | 'ID' | 'MAYVAR' | Exclude<Kind, 'ID'>;

const RANK: Record<AbstractKind, number> = { UNDEF: 0, ID: 1, MAYVAR: 2, PREFIX: 3, FN: 3, VAR: 3 };

/** The join of two kinds, or undefined when they conflict (e.g. VAR and FN). */
export function merge(a: AbstractKind, b: AbstractKind): AbstractKind | undefined {
  if (a === b) return a;
  const ra = RANK[a];
  const rb = RANK[b];
  if (ra === 3 && rb === 3) return undefined;
  return ra >= rb ? a : b;
}

/** The final kind of a name: UNDEF, ID and MAYVAR all mean "look it up at run time". */
export function finalKind(k: AbstractKind): Kind {
  return k === 'UNDEF' || k === 'MAYVAR' ? 'ID' : k;
}

/** A flow set: the abstract kind of each name; absent names are UNDEF. */
export type KindMap = Map<string, AbstractKind>;

export function get(map: KindMap, name: string): AbstractKind {
  return map.get(name) ?? 'UNDEF';
}

/** Joins two flow sets name by name; a conflicting name keeps `a`'s kind and is reported.
 *  `a` itself when the join adds nothing to it (the caller must not change the result in
 *  place: the walker copies a map before its first write). */
export function joinMaps(a: KindMap, b: KindMap, onConflict: (name: string, x: AbstractKind, y: AbstractKind) => void): KindMap {
  if (a === b) return a;
  let out: KindMap | undefined;
  for (const [name, kb] of b) {
    const now = out ?? a;
    const ka = get(now, name);
    const m = merge(ka, kb);
    if (m === undefined) onConflict(name, ka, kb);
    else if (now.get(name) !== m) (out ??= copyMap(a)).set(name, m);
  }
  return out ?? a;
}

/** A copy of a flow set (a loop over the entries: `new Map(m)` goes through the iterator). */
export function copyMap(m: KindMap): KindMap {
  const out: KindMap = new Map();
  m.forEach((v, k) => out.set(k, v));
  return out;
}

export function sameMaps(a: KindMap, b: KindMap): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}
