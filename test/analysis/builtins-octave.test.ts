// Soundness of the propagator over the whole spec against GNU Octave: every builtin that is
// neither wild nor a system, graphics or output builtin, called with one to three arguments
// drawn from a pool of values (constants of several classes, arrays of every class and of
// awkward sizes, complex values, a cell, a struct, a handle, []), as Octave computed them
// (builtins-octave.tsv: the call as JSON, then `error` or the result's class, size and a
// scalar's value, a char's codes, or whether an array is real). Every result must be in the
// propagator's value set (class, shape, constant, complexity), and an error may be claimed
// only where Octave fails.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { propagateBuiltin } from '../../src/analysis/builtin-propagator.js';
import { formatValueSet } from '../../src/analysis/format.js';
import {
  EMPTY_SHAPE, SCALAR, UNKNOWN_SHAPE, charConstant, logicalConstant, matrix, normalizeShape, numberConstant, single,
  type Shape, type Value, type ValueSet,
} from '../../src/analysis/values.js';

interface Actual {
  c: string;
  s: number[];
  v?: number | string;
  t?: number[];
}

/** How much of an array argument's shape the propagator is told: all of it, only the rank, or
 *  nothing. */
type Knowledge = 'exact' | 'rank' | 'none';

function value(token: string, knowledge: Knowledge = 'exact'): Value {
  const [k, ...r] = token.split(':');
  const rest = r.join(':');
  switch (k) {
    case 'n': return numberConstant(Number(rest));
    case 'i8': return matrix('int8', SCALAR, 'real', { kind: 'number', value: Number(rest) });
    case 'f': return matrix('single', SCALAR, 'real', { kind: 'number', value: Number(rest) });
    case 'b': return logicalConstant(rest === '1');
    case 's': return charConstant(rest);
    case 'm': {
      const [cls, size] = rest.split(':') as [string, string];
      const dims = size.split('x').map(Number);
      const shape = knowledge === 'exact' ? normalizeShape({ dims, open: false }) : knowledge === 'rank' ? { dims: dims.map(() => null), open: false } : UNKNOWN_SHAPE;
      return matrix(cls, shape, 'real');
    }
    case 'c': return { kind: 'cell', shape: normalizeShape({ dims: [1, 2], open: false }), elements: [single(numberConstant(1)), single(charConstant('a'))], merged: { top: false, values: new Map<string, Value>([['double', numberConstant(1)], ['char', charConstant('a')]]) } };
    case 'st': return { kind: 'struct', shape: SCALAR, fields: new Map([['a', single(numberConstant(1))]]) };
    case 'fh': return { kind: 'handle', targets: [{ fn: 'sin', scope: { file: 'test.m', functionPath: ['test'] }, partial: [], lambda: false }] };
    case 'cplx': return matrix('double', SCALAR, 'complex');
    case 'mc': return matrix('double', normalizeShape({ dims: [2, 2], open: false }), 'complex');
    case 'e': return matrix('double', EMPTY_SHAPE, 'real');
  }
  throw new Error(`bad token ${token}`);
}

function shapeContains(s: Shape, actual: readonly number[]): boolean {
  const a = normalizeShape({ dims: [...actual], open: false }).dims as number[];
  if (!s.open && a.length !== s.dims.length) return false;
  if (s.open && a.length < s.dims.length && !s.dims.slice(a.length).every((d) => d === null || d === 1)) return false;
  return s.dims.every((d, i) => d === null || d === (i < a.length ? a[i] : 1));
}

function missing(set: ValueSet, x: Actual): string | undefined {
  if (set.top) return undefined;
  const v = set.values.get(x.c);
  if (!v) return `class ${x.c} missing from ${formatValueSet(set)}`;
  if (v.kind !== 'matrix' && v.kind !== 'cell' && v.kind !== 'struct') return undefined;
  if (!shapeContains(v.shape, x.s)) return `shape ${x.s.join('x')} not in ${formatValueSet(set)}`;
  if (v.kind !== 'matrix') return undefined;
  const complex = x.v === 'complex';
  const real = x.v === 'real' || typeof x.v === 'number' || x.v === 'NaN' || x.v === 'Inf' || x.v === '-Inf' || x.c === 'char' || x.c === 'logical';
  if (complex && v.complex === 'real') return `complex result, real claimed in ${formatValueSet(set)}`;
  if (real && v.complex === 'complex') return `real result, complex claimed in ${formatValueSet(set)}`;
  const c = v.constant;
  if (!c) return undefined;
  const ok = c.kind === 'char' ? x.t !== undefined && String.fromCharCode(...x.t) === c.value
    : c.kind === 'logical' ? x.v === (c.value ? 1 : 0)
      : typeof x.v === 'number' ? Object.is(x.v, c.value) || (x.v === 0 && c.value === 0) : x.v === (Number.isNaN(c.value) ? 'NaN' : c.value > 0 ? 'Inf' : '-Inf');
  return ok ? undefined : `constant ${JSON.stringify(c.value)} claimed, actual ${JSON.stringify(x.v ?? x.t)}`;
}

/** Where the spec's Class rules knowingly or not differ from Octave on values the learning
 *  script did not try (scalars, empty arrays): reported, not the propagator's to fix. */
const SPEC_GAPS: readonly [string, RegExp, string][] = [
  ['fft', /./, 'Octave returns a scalar argument of fft unchanged (int8, logical, char stay)'],
  ['ifft', /./, 'as fft'],
  ['trace', /"(i8:|b:|m:int8)/, 'Octave keeps the class of a scalar or vector argument of trace'],
  ['diff', /"b:1"/, 'Octave gives diff(true) as an empty logical'],
  ['isprime', /"(e|m:double:0x3)"/, 'Octave gives isprime([]) as an empty double'],
  ['intersect', /"(e|m:double:0x3)"/, 'Octave gives intersect with an empty argument the class of the empty one'],
];

const rows = readFileSync(new URL('./builtins-octave.tsv', import.meta.url), 'utf8').split('\n').filter((l) => l !== '').map((l) => {
  const [call, result] = l.split('\t') as [string, string];
  return { call: JSON.parse(call) as [string, ...string[]], result };
});

describe('every tame builtin against Octave', () => {
  it('has the table', () => {
    expect(rows.length).toBeGreaterThan(14000);
  });

  it('contains every result Octave gives, and claims errors only where it fails', () => {
    const wrong: string[] = [];
    let claimedErrors = 0;
    for (const { call, result } of rows) {
      const [name, ...tokens] = call;
      const out = propagateBuiltin({ name, args: tokens.map((t) => value(t)), nargout: 1, runtime: 'octave' });
      const label = JSON.stringify(call);
      if (!out) {
        wrong.push(`${label}: not a builtin`);
        continue;
      }
      if (out.error) claimedErrors++;
      if (result === 'error') continue;
      if (out.error) {
        wrong.push(`${label}: error claimed (${out.error}), Octave gives ${result}`);
        continue;
      }
      const m = out.outputs[0] ? missing(out.outputs[0], JSON.parse(result) as Actual) : 'no output';
      if (m && !SPEC_GAPS.some(([b, re]) => b === name && re.test(label) && m.startsWith('class '))) wrong.push(`${label}: ${m}`);
    }
    if (process.env.SHAPE_DUMP) console.log(wrong.join('\n'));
    expect(wrong.slice(0, 60)).toEqual([]);
    // Of the 7,664 calls Octave refuses, about a third are claimed as errors: the rest depend on
    // values (empty arrays, constants) or on classes the learning script never tried.
    expect(claimedErrors).toBeGreaterThan(2000);
  });

  it('stays sound when the sizes of array arguments are not known', () => {
    const wrong: string[] = [];
    for (const knowledge of ['rank', 'none'] as const) {
      for (const { call, result } of rows) {
        const [name, ...tokens] = call;
        const out = propagateBuiltin({ name, args: tokens.map((t) => value(t, knowledge)), nargout: 1, runtime: 'octave' })!;
        const label = `${JSON.stringify(call)} (${knowledge})`;
        if (result === 'error') continue;
        if (out.error) {
          wrong.push(`${label}: error claimed (${out.error}), Octave gives ${result}`);
          continue;
        }
        const m = out.outputs[0] ? missing(out.outputs[0], JSON.parse(result) as Actual) : 'no output';
        if (m && !SPEC_GAPS.some(([b, re]) => b === name && re.test(label) && m.startsWith('class '))) wrong.push(`${label}: ${m}`);
      }
    }
    if (process.env.SHAPE_DUMP) console.log(wrong.join('\n'));
    expect(wrong.slice(0, 60)).toEqual([]);
  });
});
