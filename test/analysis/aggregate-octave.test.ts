// Soundness of the propagator on structs, cells, handles and mixed calls against GNU Octave:
// the calls of aggregate-cases.json, as Octave computed them (aggregate-octave.tsv: the case's
// number, then `error` or a description of the result: class, size, a scalar's value, a
// char's codes, a cell's elements, a struct's fields per element). Every result must be
// contained in the value set the propagator gives, and an error may be claimed only where
// Octave fails.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { propagateBuiltin } from '../../src/analysis/builtin-propagator.js';
import { formatValueSet } from '../../src/analysis/format.js';
import {
  BOTTOM, EMPTY_SHAPE, SCALAR, charConstant, joinSets, logicalConstant, matrix, normalizeShape, numberConstant, single,
  type Shape, type Value, type ValueSet,
} from '../../src/analysis/values.js';

type Desc = number | boolean | string | { cell: Desc[]; shape: number[] } | { struct: Record<string, Desc> } | { fh: string };

interface Actual {
  c: string;
  s: number[];
  v?: number | string;
  t?: number[];
  e?: Actual[];
  f?: Record<string, Actual[]>;
}

function value(a: Desc): Value {
  if (typeof a === 'number') return numberConstant(a);
  if (typeof a === 'boolean') return logicalConstant(a);
  if (typeof a === 'string') {
    if (a === 'e') return matrix('double', EMPTY_SHAPE);
    if (a.startsWith('s:')) return charConstant(a.slice(2));
    if (a.startsWith('m:')) return matrix('double', normalizeShape({ dims: a.slice(2).split('x').map(Number), open: false }));
    return charConstant(a);
  }
  if ('cell' in a) {
    const elements = a.cell.map((e) => single(value(e)));
    return { kind: 'cell', shape: normalizeShape({ dims: a.shape, open: false }), elements, merged: elements.reduce(joinSets, BOTTOM) };
  }
  if ('struct' in a) return { kind: 'struct', shape: SCALAR, fields: new Map(Object.entries(a.struct).map(([k, v]) => [k, single(value(v))])) };
  return { kind: 'handle', targets: [{ fn: a.fh, scope: { file: 'test.m', functionPath: ['test'] }, partial: [], lambda: false }] };
}

function shapeContains(s: Shape, actual: readonly number[]): boolean {
  const a = normalizeShape({ dims: [...actual], open: false }).dims as number[];
  if (!s.open && a.length !== s.dims.length) return false;
  if (s.open && a.length < s.dims.length && !s.dims.slice(a.length).every((d) => d === null || d === 1)) return false;
  return s.dims.every((d, i) => d === null || d === (i < a.length ? a[i] : 1));
}

/** Why the set does not contain the actual value, or undefined when it does. */
function missing(set: ValueSet, x: Actual, path: string): string | undefined {
  if (set.top) return undefined;
  const v = set.values.get(x.c);
  if (!v) return `${path}: class ${x.c} missing from ${formatValueSet(set)}`;
  switch (v.kind) {
    case 'matrix': {
      if (!shapeContains(v.shape, x.s)) return `${path}: shape ${x.s.join('x')} not in ${formatValueSet(set)}`;
      if (x.v === 'complex' && v.complex === 'real') return `${path}: complex value, real claimed`;
      if (v.constant) {
        const c = v.constant;
        const ok = c.kind === 'char' ? x.t !== undefined && String.fromCharCode(...x.t) === c.value
          : c.kind === 'logical' ? x.v === (c.value ? 1 : 0)
            : typeof x.v === 'number' ? Object.is(x.v, c.value) || (x.v === 0 && c.value === 0) : String(x.v) === (Number.isNaN(c.value) ? 'NaN' : c.value > 0 ? 'Inf' : '-Inf');
        if (!ok) return `${path}: constant ${JSON.stringify(c.value)} claimed, actual ${JSON.stringify(x.v ?? x.t)}`;
      }
      return undefined;
    }
    case 'cell': {
      if (!shapeContains(v.shape, x.s)) return `${path}: shape ${x.s.join('x')} not in ${formatValueSet(set)}`;
      for (const [i, e] of (x.e ?? []).entries()) {
        const m = missing(v.merged, e, `${path}{merged}`) ?? (v.elements ? (v.elements[i] ? missing(v.elements[i]!, e, `${path}{${i + 1}}`) : `${path}: no element ${i + 1}`) : undefined);
        if (m) return m;
      }
      return undefined;
    }
    case 'struct': {
      if (!shapeContains(v.shape, x.s)) return `${path}: shape ${x.s.join('x')} not in ${formatValueSet(set)}`;
      if (!v.fields) return undefined;
      for (const [f, values] of Object.entries(x.f ?? {})) {
        const fs = v.fields.get(f);
        if (!fs) return `${path}: field ${f} missing`;
        for (const e of values) {
          const m = missing(fs, e, `${path}.${f}`);
          if (m) return m;
        }
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

const cases = JSON.parse(readFileSync(new URL('./aggregate-cases.json', import.meta.url), 'utf8')) as [string, ...Desc[]][];
const results = new Map(readFileSync(new URL('./aggregate-octave.tsv', import.meta.url), 'utf8').split('\n').filter((l) => l !== '').map((l) => {
  const [i, r] = l.split('\t') as [string, string];
  return [Number(i), r] as const;
}));

describe('structs, cells and handles against Octave', () => {
  it('has a result for every case', () => {
    expect(results.size).toBe(cases.length);
  });

  it('contains every result Octave gives, and claims errors only where it fails', () => {
    const wrong: string[] = [];
    for (const [i, [name, ...args]] of cases.entries()) {
      const nargout = name === 'deal' ? 2 : 1;
      const out = propagateBuiltin({ name, args: args.map(value), nargout, runtime: 'octave' });
      const label = `${i}: ${JSON.stringify([name, ...args])}`;
      if (!out) {
        wrong.push(`${label}: not a builtin`);
        continue;
      }
      const r = results.get(i)!;
      if (r === 'error') continue;
      if (out.error) {
        wrong.push(`${label}: error claimed (${out.error}), Octave gives ${r}`);
        continue;
      }
      const actuals = r.split('|').map((t) => JSON.parse(t) as Actual);
      for (const [k, a] of actuals.entries()) {
        const m = missing(out.outputs[k]!, a, `out${k + 1}`);
        if (m) wrong.push(`${label}: ${m}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
