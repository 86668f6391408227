// Soundness of shapes against GNU Octave: Type I builtins on arrays of awkward sizes (empty,
// 1x0, row, column, N-D) and reductions, max(x, [], k) and cat(k, a, b) along constant
// dimensions, as Octave computed them (shape-octave.tsv: the call as JSON, then size(result)
// or `error`, and a scalar result's value). With the exact sizes and with some extents
// unknown, the predicted shape must contain Octave's, an error may be claimed only when Octave
// fails, and a claimed constant must be Octave's value.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { propagateBuiltin } from '../../src/analysis/builtin-propagator.js';
import { formatShape, matrix, normalizeShape, numberConstant, type Shape, type Value } from '../../src/analysis/values.js';
import { rng } from '../support/random.js';

type Arg = number[] | string;

const rows = readFileSync(new URL('./shape-octave.tsv', import.meta.url), 'utf8').split('\n').filter((l) => l !== '').map((l) => {
  const [key, size, value] = l.split('\t') as [string, string, string | undefined];
  const call = JSON.parse(key) as [string, ...Arg[]];
  const dims = size === 'error' ? undefined : size.slice(1, -1).split(' ').map(Number);
  return { call, dims, value: value === undefined || value === '' ? undefined : Number(value) };
});

function contains(s: Shape, actual: readonly number[]): boolean {
  const a = normalizeShape({ dims: [...actual], open: false }).dims as number[];
  if (!s.open && a.length !== s.dims.length) return false;
  if (s.open && a.length < s.dims.length && !s.dims.slice(a.length).every((d) => d === null || d === 1)) return false;
  return s.dims.every((d, i) => d === null || d === (i < a.length ? a[i] : 1));
}

function args(call: readonly Arg[], mask: (i: number, k: number) => boolean): { name: string; args: Value[] } {
  const [name, ...rest] = call as [string, ...Arg[]];
  const values = rest.map((a, i) => (typeof a === 'string' ? numberConstant(Number(a.slice(1))) : matrix('double', normalizeShape({ dims: a.map((d, k) => (mask(i, k) ? null : d)), open: false }))));
  if (name === 'max3') return { name: 'max', args: [values[0]!, matrix('double', normalizeShape({ dims: [0, 0], open: false })), values[1]!] };
  return { name, args: values };
}

describe('shapes against Octave', () => {
  it('has the table', () => {
    expect(rows.length).toBe(3216);
  });

  it('contains Octave\'s size, claims errors only where Octave fails, and folds its values', () => {
    const random = rng(20261122);
    const wrong: string[] = [];
    let exactHits = 0;
    for (const r of rows) {
      const masks: ((i: number, k: number) => boolean)[] = [() => false, () => true, () => random() < 0.5, () => random() < 0.3];
      for (const [mi, mask] of masks.entries()) {
        const { name, args: a } = args(r.call, mask);
        const out = propagateBuiltin({ name, args: a, nargout: 1, runtime: 'octave' });
        const label = `${JSON.stringify(r.call)} [mask ${mi}: ${a.map((v) => (v.kind === 'matrix' ? formatShape(v.shape) : '')).join(', ')}]`;
        if (!out) {
          wrong.push(`${label}: not a builtin`);
          continue;
        }
        if (out.error) {
          if (r.dims) wrong.push(`${label}: error claimed (${out.error}), Octave gives ${r.dims.join('x')}`);
          continue;
        }
        if (!r.dims) continue;
        for (const v of out.outputs[0]!.values.values()) {
          if (v.kind !== 'matrix') continue;
          if (!contains(v.shape, r.dims)) wrong.push(`${label}: predicted ${formatShape(v.shape)}, Octave gives ${r.dims.join('x')}`);
          if (mi === 0 && v.shape.dims.every((d) => d !== null) && !v.shape.open) exactHits++;
          if (v.constant && v.constant.kind !== 'char') {
            const n = v.constant.kind === 'number' ? v.constant.value : v.constant.value ? 1 : 0;
            if (r.value === undefined || !Object.is(n, r.value)) wrong.push(`${label}: claims ${n}, Octave gives ${r.value}`);
          }
        }
      }
    }
    if (process.env.SHAPE_DUMP) console.log(wrong.join('\n'));
    expect(wrong.slice(0, 40)).toEqual([]);
    // With exact argument sizes most results are exact.
    expect(exactHits).toBeGreaterThan(1500);
  });
});
