// Regenerates test/shapes/octave-shapes.tsv: the shape operators of the algebra (`a + b`,
// `a * b`, `[a, b]`, `kron`, `sum`, ...) on every pair of small shapes, and both sides of every
// identity on a random sample of shape assignments (plus the counterexample the exhaustive check
// finds), as GNU Octave computes them. The tests read the table; they never run Octave.
//
//   npm run build && node test/shapes/octave-shapes.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { URL } from 'node:url';
import { rng } from '../../bench/lib/random.mjs';
import { IDENTITIES, checkIdentity, evaluate, identitySides, shapeVariables, smallShapes, termKey } from '../../dist/shapes/index.js';

/** Each operator of the algebra (by its name in src/shapes/terms.ts) as MATLAB writes it. */
const OPERATOR_EXPRESSIONS = {
  broadcast: { arity: 2, octave: 'a + b' },
  matmul: { arity: 2, octave: 'a * b' },
  mldivide: { arity: 2, octave: 'a \\ b' },
  mrdivide: { arity: 2, octave: 'a / b' },
  kron: { arity: 2, octave: 'kron(a, b)' },
  horzcat: { arity: 2, octave: '[a, b]' },
  vertcat: { arity: 2, octave: '[a; b]' },
  transpose: { arity: 1, octave: "a'" },
  reduce: { arity: 1, octave: 'sum(a)' },
  'size-row': { arity: 1, octave: 'size(a)' },
  column: { arity: 1, octave: 'a(:)' },
  diag: { arity: 1, octave: 'diag(a)' },
};

/** An identity's sides as Octave expressions over its variables (s, t, u): ι is a scalar,
 *  same(x) x itself, reduce(x) sum(x). Identities with π (an illegal shape) are about the
 *  algebra's own error value and have no Octave form. */
function identityExpression(id) {
  if (id.lhs.includes('π') || id.rhs.includes('π')) return undefined;
  const tr = (t) => t.replace(/ι/g, '1').replace(/\bsame\(/g, '(').replace(/\breduce\(/g, 'sum(');
  return { lhs: tr(id.lhs), rhs: tr(id.rhs) };
}

const shapes = smallShapes(2).filter((s) => s !== null);
const text = (s) => (s === null ? 'π' : s.join('x'));
const rows = [];
for (const [op, { arity }] of Object.entries(OPERATOR_EXPRESSIONS)) {
  if (arity === 1) for (const a of shapes) rows.push({ key: ['op', op, text(a)], env: { a } });
  else for (const a of shapes) for (const b of shapes) rows.push({ key: ['op', op, `${text(a)},${text(b)}`], env: { a, b } });
}
const rand = rng(20);
/** `s=1x2, t=2x1: ...` (a counterexample's text) as an assignment. */
function parseAssignment(text) {
  const env = {};
  for (const m of text.split(':')[0].matchAll(/(\w)=([\dx]+)/g)) env[m[1]] = m[2].split('x').map(Number);
  return env;
}
const SAMPLE = 40;
for (const id of IDENTITIES) {
  const expr = identityExpression(id);
  if (!expr) continue;
  const [l0, r0] = identitySides(id);
  const vars = [...new Set([...shapeVariables(l0), ...shapeVariables(r0)])].sort();
  const universe = smallShapes(vars.length >= 3 ? 2 : 3).filter((x) => x !== null);
  // Matrices (rank 2) most of the time: there MATLAB and Octave agree on products, divisions,
  // kron and concatenation (N-D and empty operands are where they differ, docs/dialects.md).
  const matrices = universe.filter((x) => x.length === 2);
  const envs = new Map();
  const add = (env) => envs.set(vars.map((v) => text(env[v])).join(','), env);
  const pick = (from) => Object.fromEntries(vars.map((v) => [v, from[Math.floor(rand() * from.length)]]));
  // The exhaustive check's counterexample (modern rules), and one among matrices.
  const counter = checkIdentity(id, 'modern').counterexample;
  if (counter && !counter.split(':')[0].includes('π')) add(parseAssignment(counter));
  const [l, r] = identitySides(id);
  for (let k = 0; k < 2000; k++) {
    const env = pick(matrices);
    const ground = { shapes: env, extents: {} };
    if (termKey(evaluate(l, ground, 'modern')) !== termKey(evaluate(r, ground, 'modern'))) {
      add(env);
      break;
    }
  }
  for (let k = 0; k < SAMPLE; k++) add(pick(matrices));
  for (let k = 0; k < SAMPLE / 2; k++) add(pick(universe));
  for (const [key, env] of envs) {
    rows.push({ key: ['lhs', id.name, key], env, expr: expr.lhs });
    rows.push({ key: ['rhs', id.name, key], env, expr: expr.rhs });
  }
}

// One Octave script: each case assigns its operands, evaluates the expression, prints the size
// of the result or `error`.
const lines = ['1;', "warning('off', 'all');", 'function r = sz(x), r = sprintf(\'%d \', size(x)); r = r(1:end-1); end'];
for (const [i, row] of rows.entries()) {
  const assign = Object.entries(row.env).map(([v, s]) => `${v} = zeros([${s.join(' ')}]);`).join(' ');
  const expr = row.expr ?? OPERATOR_EXPRESSIONS[row.key[1]].octave;
  lines.push(`try, ${assign} r = ${expr}; printf('%d\\t%s\\n', ${i}, sz(r)); catch, printf('%d\\terror\\n', ${i}); end`);
}
const dir = mkdtempSync(join(tmpdir(), 'mtame-octave-shapes-'));
const file = join(dir, 'cases.m');
writeFileSync(file, `${lines.join('\n')}\n`);
const out = execFileSync('octave', ['--no-gui', '--quiet', '--norc', file], { encoding: 'utf8', maxBuffer: 1 << 26, cwd: dir });
const results = new Map(out.split('\n').filter((l) => /^\d+\t/.test(l)).map((l) => l.split('\t')).map(([i, r]) => [Number(i), r]));
if (results.size !== rows.length) throw new Error(`Octave answered ${results.size} of ${rows.length} cases`);
const tsv = rows.map((row, i) => [...row.key, results.get(i).replace(/ /g, 'x')].join('\t'));
writeFileSync(new URL('./octave-shapes.tsv', import.meta.url), `${tsv.join('\n')}\n`);
console.log(`${rows.length} cases written to test/shapes/octave-shapes.tsv`);
