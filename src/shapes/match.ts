// Matching rule patterns against shape terms (MAGICA, section 6.2), modulo the commutativity
// and associativity of the AC operators: a pattern's operands of a flattened AC operator match
// any operands of the term in any order. Below the root, one variable operand of the pattern
// may take several operands of the term (`s + t` matches `a + b + c` with s = a + b); at the
// root, the operands the pattern leaves over are carried along by the caller instead.
import type { ShapeMode } from './rules.js';
import { type ShapeOp, type ShapeTerm, compareTerms, op, sameTerm } from './terms.js';
import { isAC } from './identities.js';

export type Substitution = ReadonlyMap<string, ShapeTerm>;

/** A pattern with its AC operators flattened (as the normaliser flattens terms). */
export function flattenPattern(p: ShapeTerm, mode: ShapeMode): ShapeTerm {
  if (p.kind !== 'op') return p;
  const args = p.args.map((a) => flattenPattern(a, mode));
  if (!isAC(p.op, mode)) return { ...p, args };
  return { ...p, args: args.flatMap((a) => (a.kind === 'op' && a.op === p.op ? a.args : [a])) };
}

export function instantiate(p: ShapeTerm, s: Substitution): ShapeTerm {
  if (p.kind === 'var') return s.get(p.name) ?? p;
  if (p.kind !== 'op') return p;
  return { ...p, args: p.args.map((a) => instantiate(a, s)) };
}

/** Every substitution making `p` match `t`; for an AC root, also the term operands left over. */
export function matchRoot(p: ShapeTerm, t: ShapeTerm, mode: ShapeMode): { subst: Substitution; rest: ShapeTerm[] }[] {
  if (p.kind === 'op' && t.kind === 'op' && p.op === t.op && isAC(p.op, mode)) {
    return matchAC(p.op, p.args, t.args, new Map(), mode, true);
  }
  return match(p, t, new Map(), mode).map((subst) => ({ subst, rest: [] }));
}

function match(p: ShapeTerm, t: ShapeTerm, s: Substitution, mode: ShapeMode): Substitution[] {
  switch (p.kind) {
    case 'var': {
      const bound = s.get(p.name);
      if (bound) return sameTerm(bound, t) ? [s] : [];
      return [new Map(s).set(p.name, t)];
    }
    case 'tuple':
    case 'illegal':
      return sameTerm(p, t) ? [s] : [];
    case 'op': {
      if (t.kind !== 'op' || t.op !== p.op) return [];
      if (isAC(p.op, mode)) return matchAC(p.op, p.args, t.args, s, mode, false).map((r) => r.subst);
      if (p.args.length !== t.args.length) return [];
      let subs: Substitution[] = [s];
      p.args.forEach((pa, i) => {
        subs = subs.flatMap((x) => match(pa, t.args[i]!, x, mode));
      });
      return subs;
    }
  }
}

/** AC matching of operand lists: each pattern operand takes one distinct term operand, except
 *  that (below the root) one variable operand may take all the operands left over. */
function matchAC(o: ShapeOp, ps: readonly ShapeTerm[], ts: readonly ShapeTerm[], s: Substitution, mode: ShapeMode, root: boolean): { subst: Substitution; rest: ShapeTerm[] }[] {
  const out: { subst: Substitution; rest: ShapeTerm[] }[] = [];
  const used = new Array<boolean>(ts.length).fill(false);
  const restOf = (): ShapeTerm[] => ts.filter((_, i) => !used[i]);
  const walk = (i: number, cur: Substitution, absorber: number): void => {
    if (i === ps.length) {
      const rest = restOf();
      if (absorber >= 0) {
        if (rest.length === 0) return;
        const host = ps[absorber]!;
        const taken = rest.length === 1 ? rest[0]! : op(o, ...[...rest].sort(compareTerms));
        for (const x of match(host, taken, cur, mode)) out.push({ subst: x, rest: [] });
        return;
      }
      if (rest.length === 0 || root) out.push({ subst: cur, rest });
      return;
    }
    // Below the root, the last variable operand may absorb what is left.
    if (!root && absorber < 0 && ps[i]!.kind === 'var' && ps.length < ts.length) walk(i + 1, cur, i);
    for (let j = 0; j < ts.length; j++) {
      if (used[j]) continue;
      used[j] = true;
      for (const x of match(ps[i]!, ts[j]!, cur, mode)) walk(i + 1, x, absorber);
      used[j] = false;
    }
  };
  walk(0, s, -1);
  return out;
}

