// Soundness of Type II shapes and of folding on text and classes against GNU Octave:
// constructors with constant sizes and class names, colon with awkward steps (0:0.1:1),
// repmat, reshape, size(x, k), diag(x, k), meshgrid, the shape predicates, and the text builtins (upper, strtrim,
// strcmp, strcat, num2str, int2str, class, isa, isequal), as Octave computed them
// (typeII-octave.tsv: the call as JSON, then size(result) or `error`, and the class with a
// scalar's value or a char result's codes). Argument tokens: a number; "s:text" a char
// constant; "m:2x3" an array of that size; "e" the empty matrix [].
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { propagateBuiltin } from '../../src/analysis/builtin-propagator.js';
import { EMPTY_SHAPE, charConstant, formatShape, matrix, normalizeShape, numberConstant, type Shape, type Value } from '../../src/analysis/values.js';
import { formatValueSet } from '../../src/analysis/format.js';

type Token = number | string;

function value(t: Token): Value {
  if (typeof t === 'number') return numberConstant(t);
  if (t === 'e') return matrix('double', EMPTY_SHAPE);
  if (t.startsWith('s:')) return charConstant(t.slice(2));
  return matrix('double', normalizeShape({ dims: t.slice(2).split('x').map(Number), open: false }));
}

function contains(s: Shape, actual: readonly number[]): boolean {
  const a = normalizeShape({ dims: [...actual], open: false }).dims as number[];
  if (!s.open && a.length !== s.dims.length) return false;
  if (s.open && a.length < s.dims.length && !s.dims.slice(a.length).every((d) => d === null || d === 1)) return false;
  return s.dims.every((d, i) => d === null || d === (i < a.length ? a[i] : 1));
}

const rows = readFileSync(new URL('./typeII-octave.tsv', import.meta.url), 'utf8').split('\n').filter((l) => l !== '').map((l) => {
  const [key, size, enc] = l.split('\t') as [string, string, string | undefined];
  const call = JSON.parse(key) as [string, ...Token[]];
  return { call, dims: size === 'error' ? undefined : size.slice(1, -1).split(' ').map(Number), enc: enc ?? '' };
});

describe('Type II shapes and text folding against Octave', () => {
  it('has the table', () => {
    expect(rows.length).toBe(5715);
  });

  it('contains Octave\'s class, size and value', () => {
    const wrong: string[] = [];
    let constants = 0;
    let exact = 0;
    for (const r of rows) {
      const [name, ...tokens] = r.call;
      const out = propagateBuiltin({ name, args: tokens.map(value), nargout: 1, runtime: 'octave' });
      const label = JSON.stringify(r.call);
      if (!out) {
        wrong.push(`${label}: not a builtin`);
        continue;
      }
      if (out.error) {
        if (r.dims) wrong.push(`${label}: error claimed (${out.error}), Octave gives ${r.dims.join('x')} ${r.enc}`);
        continue;
      }
      if (!r.dims) continue;
      const set = out.outputs[0]!;
      if (set.top) continue;
      const cls = r.enc.startsWith('c') && !r.enc.startsWith('cell') ? 'char' : r.enc.split(':')[0]!;
      const v = set.values.get(cls);
      if (!v) {
        wrong.push(`${label}: Octave's class ${cls} missing from ${formatValueSet(set)}`);
        continue;
      }
      const shape = v.kind === 'matrix' || v.kind === 'cell' || v.kind === 'struct' ? v.shape : undefined;
      if (shape && !contains(shape, r.dims)) wrong.push(`${label}: predicted ${formatShape(shape)}, Octave gives ${r.dims.join('x')}`);
      if (shape && !shape.open && shape.dims.every((d) => d !== null)) exact++;
      if (v.kind === 'matrix' && v.constant) {
        constants++;
        const c = v.constant;
        const claimed = c.kind === 'char' ? `c${[...c.value].map((ch) => `${ch.charCodeAt(0)},`).join('')}` : `${cls}:${c.kind === 'logical' ? (c.value ? 1 : 0) : c.value}`;
        // Octave's sprintf('%d,', []) is ','; its %g writes Inf and NaN.
        const actual = cls === 'char' ? (r.enc === 'c,' ? 'c' : r.enc) : r.enc.replace(/:(.*)$/, (_m, x: string) => `:${x === 'Inf' ? Infinity : x === '-Inf' ? -Infinity : Number(x)}`);
        if (claimed !== actual && !(claimed === 'c' && actual === 'c')) wrong.push(`${label}: claims ${claimed}, Octave gives ${actual}`);
      }
    }
    if (process.env.SHAPE_DUMP) console.log(wrong.join('\n'));
    expect(wrong.slice(0, 40)).toEqual([]);
    expect(constants).toBeGreaterThan(1000);
    expect(exact).toBeGreaterThan(3000);
  });
});
