// `mtame builtins` end to end: the hierarchy, one builtin's attributes and class tables (with
// MATLAB's where it differs), a group, JSON, and unknown names.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

async function run(argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await main(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { status, out, err };
}

describe('mtame builtins', () => {
  it('prints the hierarchy', async () => {
    const r = await run(['builtins']);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/^allBuiltins \(\d+ builtins/);
    expect(r.out).toContain('  arithmetic; allBuiltins');
    expect(r.out).toMatch(/additive; arithmetic\n\s+plus minus times mtimes kron/);
  });

  it('prints a builtin: attributes, rules, its table and MATLAB table (Figure 4(a))', async () => {
    const r = await run(['builtins', 'minus']);
    expect(r.status).toBe(0);
    expect(r.out).toContain('minus — a - b');
    expect(r.out).toContain('in: allBuiltins > arithmetic > additive > minus');
    expect(r.out).toMatch(/arity: 2 -> 1 {3}\(from arithmetic\)/);
    expect(r.out).toContain('shape: Type I: broadcast');
    expect(r.out).toContain('(T:intN, T|double|char|single|logical) -> T');
    expect(r.out).toContain('minus(a, b): rows a, columns b (- is an error, ? depends on values):');
    expect(r.out).toContain('in Octave:');
    // Figure 4(a)'s int8 row, extended to the unsigned classes: i8 with i8, f64 and c.
    const matlab = r.out.slice(r.out.indexOf('minus(a, b)'), r.out.indexOf('in Octave:'));
    expect(matlab).toMatch(/\n\s+i8 +i8 +- +- +- +- +- +- +- +- +i8 +i8 +- +- +- +- +-\n/);
    const octave = r.out.slice(r.out.indexOf('in Octave:'));
    expect(octave).toMatch(/\n\s+i8 +i8 +- +- +- +- +- +- +- +i8 +i8 +i8 +i8 +- +- +- +-\n/);
    expect(r.out).toMatch(/learned from Octave: \d+ of 225 cells agree/);
  });

  it('prints a unary table for a unary builtin', async () => {
    const r = await run(['builtins', 'sqrt']);
    expect(r.out).toContain('sqrt(a): class of the result for each class of a');
    expect(r.out).toMatch(/f32 -> f32/);
    expect(r.out).toContain('complexity: may');
  });

  it('prints a group with its members', async () => {
    const r = await run(['builtins', 'powers']);
    expect(r.out).toContain('powers (group)');
    expect(r.out).toContain('builtins: power mpower');
  });

  it('prints JSON', async () => {
    const r = await run(['builtins', 'plus', '--format', 'json']);
    const doc = JSON.parse(r.out);
    expect(doc).toMatchObject({ name: 'plus', kind: 'builtin', path: ['allBuiltins', 'arithmetic', 'additive', 'plus'] });
    expect(doc.attributes.arity).toEqual({ value: '2 -> 1', from: 'arithmetic' });
    expect(doc.tables.binary.matlab.entries[0][0]).toBe('i8');
    expect(doc.tables.binary.matlab.entries[0][8]).toBe('-');
    expect(doc.tables.binary.octave.entries[0][8]).toBe('i8');
    const tree = JSON.parse((await run(['builtins', '--format', 'json'])).out);
    expect(tree).toMatchObject({ name: 'allBuiltins', kind: 'group' });
  });

  it('exits 1 for a name not in the spec, and 2 for bad usage', async () => {
    const r = await run(['builtins', 'nosuchthing']);
    expect(r.status).toBe(1);
    expect(r.err).toContain("'nosuchthing' is not a builtin or group");
    expect((await run(['builtins', '--format', 'xml'])).status).toBe(2);
  });
});
