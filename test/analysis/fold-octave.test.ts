// Soundness of constant folding against GNU Octave: every scalar call of the arithmetic,
// comparison and elementwise builtins on a table of awkward constants (0, -0, NaN, Inf, 0.1,
// 2^53, true, 'a', ...), as Octave computed it (fold-octave.tsv: the call, then the class and
// the bits of the result (a char result's codes), `complex`, `error` or `size`). Where the propagator claims a
// constant it must be Octave's, bit for bit; where it claims real or complex, Octave agrees;
// and Octave's class is always among the classes it gives.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { propagateBuiltin } from '../../src/analysis/builtin-propagator.js';
import { charConstant, logicalConstant, numberConstant, type Value } from '../../src/analysis/values.js';

function literal(text: string): Value {
  if (text === 'true' || text === 'false') return logicalConstant(text === 'true');
  if (text.startsWith("'")) return charConstant(text.slice(1, -1));
  const n = text === 'NaN' ? NaN : text === 'Inf' ? Infinity : text === '-Inf' ? -Infinity : text === '2^53' ? 2 ** 53 : Number(text);
  if (Number.isNaN(n) && text !== 'NaN') throw new Error(`bad literal ${text}`);
  return numberConstant(n);
}

function hex(n: number): string {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(n);
  return b.toString('hex');
}

const rows = readFileSync(new URL('./fold-octave.tsv', import.meta.url), 'utf8').split('\n').filter((l) => l.includes('\t')).map((l) => {
  const [call, result] = l.split('\t') as [string, string];
  const m = /^(\w+)\((.*)\)$/.exec(call)!;
  const args = m[2]!.split(', ').map(literal);
  return { call, name: m[1]!, args, result };
});

describe('constant folding against Octave', () => {
  it('has the table', () => {
    expect(rows.length).toBeGreaterThan(12000);
  });

  it('claims only the constants, complexities and classes Octave computes', () => {
    const wrong: string[] = [];
    let folded = 0;
    for (const r of rows) {
      const out = propagateBuiltin({ name: r.name, args: r.args, nargout: 1, runtime: 'octave' });
      expect(out, r.call).toBeDefined();
      const set = out!.outputs[0];
      if (r.result === 'error' || r.result === 'size') continue;
      if (out!.error) {
        wrong.push(`${r.call}: error claimed (${out!.error}), Octave gives ${r.result}`);
        continue;
      }
      const [cls, bits] = r.result.split(':') as [string, string];
      if (!set || (!set.top && !set.values.has(cls))) {
        wrong.push(`${r.call}: Octave's class ${cls} missing`);
        continue;
      }
      const v = set.values.get(cls);
      if (!v || v.kind !== 'matrix') continue;
      if (bits === 'complex') {
        if (v.complex === 'real' || v.constant) wrong.push(`${r.call}: claims real, Octave gives complex`);
        continue;
      }
      if (v.complex === 'complex') wrong.push(`${r.call}: claims complex, Octave gives real`);
      if (!v.constant) continue;
      folded++;
      const c = v.constant;
      const claimed = c.kind === 'number' ? hex(c.value) : c.kind === 'logical' ? (c.value ? '1' : '0') : c.value;
      const actual = cls === 'char' ? String.fromCharCode(...bits.split(',').filter((x) => x !== '').map(Number)) : bits;
      if (claimed !== actual && !(c.kind === 'number' && Number.isNaN(c.value) && bits.startsWith('fff8'))) wrong.push(`${r.call}: claims ${claimed}, Octave gives ${actual}`);
    }
    expect(wrong).toEqual([]);
    expect(folded).toBeGreaterThan(5000);
  });
});
