// The identities of MAGICA's Table II (section 5.7), and a few of ours, as data: each says
// whether it holds under modern MATLAB (implicit expansion) and under the papers' legacy rules.
// The flags are not trusted: test/shapes/identities.test.ts checks every identity on every
// assignment of small shapes (ranks 2 and 3, extents 0..3; 0..2 for three variables) and
// fails when a flag disagrees. The rewriter uses only the identities that hold in its mode.
import { type Assignment, type Ground, evaluate, smallShapes } from './evaluate.js';
import { formatExtent } from './extent.js';
import { parseTerm } from './parse-term.js';
import type { ShapeMode } from './rules.js';
import { type ShapeOp, type ShapeTerm, shapeVariables, termKey } from './terms.js';

export interface Identity {
  readonly name: string;
  /** Where it comes from: `Table II` or `mtame`. */
  readonly source: 'Table II' | 'mtame';
  readonly lhs: string;
  readonly rhs: string;
  readonly holds: Readonly<Record<ShapeMode, boolean>>;
  /** How the rewriter uses it: left to right, right to left (the smaller side is the right
   *  side after orientation), structurally (commutativity, associativity), or not at all. */
  readonly use: 'lr' | 'rl' | 'ac' | 'none';
}

const both = { modern: true, legacy: true };
const legacyOnly = { modern: false, legacy: true };
const neither = { modern: false, legacy: false };
const modernOnly = { modern: true, legacy: false };

export const IDENTITIES: readonly Identity[] = [
  { name: '+ annihilation (left)', source: 'Table II', lhs: 'π + s', rhs: 'π', holds: both, use: 'lr' },
  { name: '+ annihilation (right)', source: 'Table II', lhs: 's + π', rhs: 'π', holds: both, use: 'lr' },
  { name: '+ identity (left)', source: 'Table II', lhs: 'ι + s', rhs: 's', holds: both, use: 'lr' },
  { name: '+ identity (right)', source: 'Table II', lhs: 's + ι', rhs: 's', holds: both, use: 'lr' },
  { name: '+ idempotency', source: 'Table II', lhs: 's + s', rhs: 's', holds: both, use: 'lr' },
  { name: '+ commutativity', source: 'Table II', lhs: 's + t', rhs: 't + s', holds: both, use: 'ac' },
  { name: '+ associativity', source: 'Table II', lhs: '(s + t) + u', rhs: 's + (t + u)', holds: both, use: 'ac' },
  { name: '* annihilation (left)', source: 'Table II', lhs: 'π * s', rhs: 'π', holds: both, use: 'lr' },
  { name: '* annihilation (right)', source: 'Table II', lhs: 's * π', rhs: 'π', holds: both, use: 'lr' },
  { name: '* identity (left)', source: 'Table II', lhs: 'ι * s', rhs: 's', holds: both, use: 'lr' },
  { name: '* identity (right)', source: 'Table II', lhs: 's * ι', rhs: 's', holds: both, use: 'lr' },
  { name: '* restrictive association 1', source: 'Table II', lhs: '(s * s) * (s * s)', rhs: 's * s', holds: both, use: 'lr' },
  { name: '* restrictive association 2', source: 'Table II', lhs: 's * (s * s)', rhs: 's * s', holds: both, use: 'lr' },
  { name: '* restrictive association 3', source: 'Table II', lhs: '(s * s) * s', rhs: 's * s', holds: both, use: 'lr' },
  { name: '* restrictive association 4', source: 'Table II', lhs: 's * (s * (s * (s * t)))', rhs: 's * (s * (s * t))', holds: both, use: 'lr' },
  { name: '* restrictive association 5', source: 'Table II', lhs: '(((s * t) * t) * t) * t', rhs: '((s * t) * t) * t', holds: both, use: 'lr' },
  { name: 's + s*s', source: 'Table II', lhs: 's + s * s', rhs: 's * s', holds: both, use: 'lr' },
  { name: '(s+t)*(s+t)', source: 'Table II', lhs: '(s + t) * (s + t)', rhs: 's * s + t * t', holds: legacyOnly, use: 'lr' },
  { name: '(s+t)*t', source: 'Table II', lhs: '(s + t) * t', rhs: 's + t * t', holds: legacyOnly, use: 'lr' },
  { name: 's*(s+t)', source: 'Table II', lhs: 's * (s + t)', rhs: 's * s + t', holds: legacyOnly, use: 'lr' },
  { name: 's*s + s*t', source: 'Table II', lhs: 's * s + s * t', rhs: 's * s + t', holds: legacyOnly, use: 'lr' },
  { name: 's*t + t*t', source: 'Table II', lhs: 's * t + t * t', rhs: 's + t * t', holds: legacyOnly, use: 'lr' },
  { name: '(s*s+t)*(t*t+s)', source: 'Table II', lhs: '(s * s + t) * (t * t + s)', rhs: 's * s + t * t', holds: both, use: 'lr' },
  { name: '(s+t*t)*t', source: 'Table II', lhs: '(s + t * t) * t', rhs: 's + t * t', holds: legacyOnly, use: 'lr' },
  { name: 's*(s*s+t)', source: 'Table II', lhs: 's * (s * s + t)', rhs: 's * s + t', holds: legacyOnly, use: 'lr' },
  { name: "transpose of a product", source: 'Table II', lhs: "(s * t)'", rhs: "t' * s'", holds: both, use: 'rl' },
  { name: "s + s'", source: 'Table II', lhs: "s + s'", rhs: 's * s', holds: legacyOnly, use: 'lr' },
  { name: 'transpose involution', source: 'mtame', lhs: "s''", rhs: 's', holds: neither, use: 'lr' },
  { name: 'transpose of a sum', source: 'mtame', lhs: "(s + t)'", rhs: "s' + t'", holds: both, use: 'rl' },
  { name: 'transpose of [s, t]', source: 'mtame', lhs: "[s, t]'", rhs: "[s'; t']", holds: both, use: 'none' },
  { name: 'horzcat commutativity', source: 'mtame', lhs: '[s, t]', rhs: '[t, s]', holds: both, use: 'ac' },
  { name: 'horzcat associativity', source: 'mtame', lhs: '[[s, t], u]', rhs: '[s, [t, u]]', holds: both, use: 'ac' },
  { name: 'vertcat commutativity', source: 'mtame', lhs: '[s; t]', rhs: '[t; s]', holds: both, use: 'ac' },
  { name: 'vertcat associativity', source: 'mtame', lhs: '[[s; t]; u]', rhs: '[s; [t; u]]', holds: both, use: 'ac' },
  { name: 'kron commutativity', source: 'mtame', lhs: 'kron(s, t)', rhs: 'kron(t, s)', holds: both, use: 'ac' },
  { name: 'kron associativity', source: 'mtame', lhs: 'kron(kron(s, t), u)', rhs: 'kron(s, kron(t, u))', holds: both, use: 'ac' },
  { name: 'kron identity', source: 'mtame', lhs: 'kron(ι, s)', rhs: 's', holds: modernOnly, use: 'lr' },
  { name: 'same', source: 'mtame', lhs: 'same(s)', rhs: 's', holds: both, use: 'lr' },
  // Under implicit expansion a product is 2-D, so a sum of products times the common right
  // factor stays put (MAGICA's Inference 1 without the legacy-only rows above).
  { name: '/ identity', source: 'mtame', lhs: 's / ι', rhs: 's', holds: both, use: 'lr' },
  { name: '\\ identity', source: 'mtame', lhs: 'ι \\ s', rhs: 's', holds: both, use: 'lr' },
  { name: '(s*t+t*t)*t', source: 'mtame', lhs: '(s * t + t * t) * t', rhs: 's * t + t * t', holds: both, use: 'lr' },
  { name: 'reduce idempotency', source: 'mtame', lhs: 'reduce(reduce(s))', rhs: 'reduce(s)', holds: neither, use: 'none' },
];

export interface IdentityCheck {
  readonly identity: Identity;
  readonly mode: ShapeMode;
  readonly holds: boolean;
  readonly cases: number;
  /** Assignments where the sides differ, and those among them where no shape is empty. */
  readonly failures: number;
  readonly nonEmptyFailures: number;
  /** A counterexample (one with no empty shape when there is one): the assignment and both
   *  sides' shapes. */
  readonly counterexample?: string;
}

/** The parsed sides of an identity (cached). */
const parsed = new Map<string, ShapeTerm>();
export function identitySides(id: Identity): [ShapeTerm, ShapeTerm] {
  const get = (s: string): ShapeTerm => {
    let t = parsed.get(s);
    if (!t) parsed.set(s, (t = parseTerm(s)));
    return t;
  };
  return [get(id.lhs), get(id.rhs)];
}

const fmtShape = (s: readonly number[] | null): string => (s === null ? 'π' : s.join('x'));
const showGround = (g: Ground): string => (g.kind === 'tuple' ? g.dims.map(formatExtent).join('x') : 'π');

/** Checks an identity on every assignment of the small shapes to its variables. */
export function checkIdentity(id: Identity, mode: ShapeMode): IdentityCheck {
  const [l, r] = identitySides(id);
  const vars = [...shapeVariables(l), ...shapeVariables(r)].filter((v, i, a) => a.indexOf(v) === i).sort();
  const universe = smallShapes(vars.length >= 3 ? 2 : 3);
  let cases = 0;
  let failures = 0;
  let nonEmptyFailures = 0;
  let counterexample: string | undefined;
  let nonEmptyExample: string | undefined;
  const choice: (readonly number[] | null)[] = [];
  const walk = (i: number): void => {
    if (i === vars.length) {
      cases++;
      const env: Assignment = { shapes: Object.fromEntries(vars.map((v, j) => [v, choice[j]!])), extents: {} };
      const a = evaluate(l, env, mode);
      const b = evaluate(r, env, mode);
      if (termKey(a) === termKey(b)) return;
      failures++;
      const text = `${vars.map((v, j) => `${v}=${fmtShape(choice[j]!)}`).join(', ')}: ${showGround(a)} vs ${showGround(b)}`;
      counterexample ??= text;
      if (choice.every((c) => c !== null && !c.includes(0))) {
        nonEmptyFailures++;
        nonEmptyExample ??= text;
      }
      return;
    }
    for (const s of universe) {
      choice[i] = s;
      walk(i + 1);
    }
  };
  walk(0);
  const example = nonEmptyExample ?? counterexample;
  return { identity: id, mode, holds: failures === 0, cases, failures, nonEmptyFailures, ...(example ? { counterexample: example } : {}) };
}

/** The identities the rewriter may use in a mode. */
export function rulesFor(mode: ShapeMode): readonly Identity[] {
  return IDENTITIES.filter((i) => i.holds[mode] && (i.use === 'lr' || i.use === 'rl'));
}

/** Whether an operator is commutative and associative in a mode (by the `ac` identities). */
export function isAC(o: ShapeOp, mode: ShapeMode): boolean {
  const names: Partial<Record<ShapeOp, string>> = { broadcast: '+', horzcat: 'horzcat', vertcat: 'vertcat', kron: 'kron' };
  const n = names[o];
  if (!n) return false;
  const ids = IDENTITIES.filter((i) => i.use === 'ac' && i.name.startsWith(`${n} `));
  return ids.length === 2 && ids.every((i) => i.holds[mode]);
}

/** Idempotent operators (`s + s = s`) whose duplicate operands the normaliser drops. */
export function isIdempotent(o: ShapeOp, mode: ShapeMode): boolean {
  return o === 'broadcast' && IDENTITIES.some((i) => i.name === '+ idempotency' && i.holds[mode]);
}
