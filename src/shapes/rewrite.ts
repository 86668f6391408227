// The symbolic evaluator (MAGICA, section 6.5): bottom-up passes that annihilate with π,
// evaluate operators on explicit tuples (rule 35), put commutative-associative operators in a
// canonical form (flattened, operands sorted by the total order of terms.ts, duplicates of an
// idempotent operator and identity operands dropped), and rewrite the root with the identities
// that hold in the mode (identities.ts), until a pass changes nothing.
//
// Termination. Let size(t) be the number of nodes, tr(t) the number of transpose nodes and
// mm(t) the sum, over matmul nodes, of the size of their subterms. Every step other than sorting
// decreases (size, tr, mm) lexicographically: annihilation, evaluation, flattening, dropping
// operands and the size-reducing rules decrease size; the size-preserving rules are
// (s+t)*(s+t) -> s*s+t*t, (s+t)*t -> s+t*t and s*(s+t) -> s*s+t (no variable occurs more
// often on the right, so tr does not grow, and mm drops: the matmul moves below the sum) and
// s'+t' -> (s+t)' inside a longer sum (tr drops by one). All three measures add up over
// subterms, so a step inside a term decreases the whole term's measure too (mm of an enclosing
// matmul changes only with size). Sorting is idempotent: a pass that only sorts is followed by
// a pass that changes nothing. ℕ³ ordered lexicographically is well-founded, so the passes
// stop. Rules are tried in a fixed order and every rule's right side has no variable that its
// left side lacks, so the result is unique (Lemma 6).
import { type Identity, identitySides, isAC, isIdempotent, rulesFor } from './identities.js';
import { flattenPattern, instantiate, matchRoot } from './match.js';
import { applyOperator, type ShapeMode } from './rules.js';
import { ILLEGAL, SCALAR_TUPLE, type ShapeOp, type ShapeTerm, type Tuple, compareTerms, op, sameTerm, termKey } from './terms.js';

interface Rule {
  readonly identity: Identity;
  readonly lhs: ShapeTerm;
  readonly rhs: ShapeTerm;
}

const ruleCache = new Map<ShapeMode, readonly Rule[]>();

function rules(mode: ShapeMode): readonly Rule[] {
  let rs = ruleCache.get(mode);
  if (!rs) {
    rs = rulesFor(mode).map((identity) => {
      const [l, r] = identitySides(identity);
      const [lhs, rhs] = identity.use === 'rl' ? [r, l] : [l, r];
      return { identity, lhs: flattenPattern(lhs, mode), rhs };
    });
    ruleCache.set(mode, rs);
  }
  return rs;
}

/** The operand an AC operator drops (`ι + s = s`, `kron(ι, s) = s`), if the mode allows. */
function identityOperand(o: ShapeOp, mode: ShapeMode): Tuple | undefined {
  if (o === 'broadcast') return SCALAR_TUPLE;
  if (o === 'kron' && mode === 'modern') return SCALAR_TUPLE;
  return undefined;
}

/** Evaluates a term symbolically to its canonical form. */
export function normalize(t: ShapeTerm, mode: ShapeMode = 'modern'): ShapeTerm {
  let cur = t;
  for (let pass = 0; ; pass++) {
    const next = onePass(cur, mode);
    if (sameTerm(next, cur)) return next;
    if (pass > 10_000) throw new Error(`shape rewriting did not terminate on ${termKey(t)}`);
    cur = next;
  }
}

function onePass(t: ShapeTerm, mode: ShapeMode): ShapeTerm {
  if (t.kind !== 'op') return t;
  const args = t.args.map((a) => onePass(a, mode));
  // π annihilates every operator (equation 18).
  if (args.some((a) => a.kind === 'illegal')) return ILLEGAL;
  const built = isAC(t.op, mode) ? canonicalAC(t.op, args, mode) : evaluateTuples(t.op, args, mode);
  if (built.kind !== 'op') return built;
  return rewriteRoot(built, mode);
}

/** Rule 35: an operator on explicit tuples becomes the tuple (or π) when the extents decide. */
function evaluateTuples(o: ShapeOp, args: readonly ShapeTerm[], mode: ShapeMode): ShapeTerm {
  if (args.every((a) => a.kind === 'tuple')) {
    const r = applyOperator(o, args as Tuple[], mode);
    if (r.kind === 'legal') return r.shape;
    if (r.kind === 'illegal') return ILLEGAL;
  }
  return op(o, ...args);
}

/** SQUASH, sort, drop duplicates and identity operands, fold the explicit tuples together. */
function canonicalAC(o: ShapeOp, args: readonly ShapeTerm[], mode: ShapeMode): ShapeTerm {
  let items = args.flatMap((a) => (a.kind === 'op' && a.op === o ? a.args : [a]));
  const unit = identityOperand(o, mode);
  if (unit) items = items.filter((a) => !sameTerm(a, unit));
  if (items.length === 0) return unit ?? SCALAR_TUPLE;
  items = [...items].sort(compareTerms);
  if (isIdempotent(o, mode)) items = items.filter((a, i) => i === 0 || !sameTerm(a, items[i - 1]!));
  // The explicit tuples, in order, folded pairwise where the extents decide.
  const tuples = items.filter((a): a is Tuple => a.kind === 'tuple');
  const others = items.filter((a) => a.kind !== 'tuple');
  const folded: Tuple[] = [];
  for (const tu of tuples) {
    let merged = false;
    for (let i = 0; i < folded.length && !merged; i++) {
      const r = applyOperator(o, [folded[i]!, tu], mode);
      if (r.kind === 'illegal') return ILLEGAL;
      if (r.kind === 'legal') {
        folded[i] = r.shape;
        merged = true;
      }
    }
    if (!merged) folded.push(tu);
  }
  const all = [...folded, ...others].sort(compareTerms);
  const unique = isIdempotent(o, mode) ? all.filter((a, i) => i === 0 || !sameTerm(a, all[i - 1]!)) : all;
  // One operand is the operand itself, except for legacy kron, which also checks it is 2-D.
  if (unique.length === 1 && !(o === 'kron' && mode === 'legacy')) return unique[0]!;
  return op(o, ...unique);
}

function rewriteRoot(t: ShapeTerm, mode: ShapeMode): ShapeTerm {
  for (const rule of rules(mode)) {
    const found = matchRoot(rule.lhs, t, mode);
    if (found.length === 0) continue;
    // Deterministic choice: the first match in operand order (operands are sorted).
    const { subst, rest } = found[0]!;
    const r = instantiate(rule.rhs, subst);
    if (rest.length === 0) return r;
    return op((t as Extract<ShapeTerm, { kind: 'op' }>).op, r, ...rest);
  }
  return t;
}

/** Whether two terms denote the same shape by the identities (both normalise alike). */
export function sameShape(a: ShapeTerm, b: ShapeTerm, mode: ShapeMode = 'modern'): boolean {
  return sameTerm(normalize(a, mode), normalize(b, mode));
}
