// `mtame shapes`: the command end to end on the MAGICA fixtures.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { main } from '../../src/cli/main.js';
import { argShape } from '../../src/cli/shapes-command.js';
import { formatShape } from '../../src/shapes/index.js';

const DIR = join(import.meta.dirname, 'magica');

async function run(...argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await main(['shapes', ...argv], { out: (s: string) => (out += s), err: (s: string) => (err += s) });
  return { status, out, err };
}

describe('mtame shapes', () => {
  test('text: the classes, printed once, and the loops\' sets of shapes', async () => {
    const r = await run(join(DIR, 'fig1.m'), '--legacy-shapes', '--all');
    expect(r.status).toBe(0);
    expect(r.out).toContain('% shapes (legacy: equal shapes or a scalar)');
    expect(r.out).toContain('    a + b * b  <-  d:5 ~mc_t4:7 d:7');
    expect(r.out).toContain('    c: at the head {b * b}, assigned {b * b}');
    expect(r.out).toContain('    b: at the head {b, b * b}, assigned {b * b}');
  });

  test('text by default: source variables only, temporaries folded into a count; callees in other files named', async () => {
    const r = await run(join(DIR, 'fig1.m'), '--legacy-shapes');
    expect(r.out).toContain('    a + b * b  <-  d:5 d:7 +1');
    expect(r.out).not.toContain('mc_t');
    const c = await run(join(DIR, 'caller.m'));
    expect(c.out).toContain('% also analysed, in other files (--all prints them): 1 specialization of 1 function: patent_example1');
    expect(c.out).not.toContain('function patent_example1#1');
  });

  test('json, with --arg sizes: Inference 6 under the papers\' rules', async () => {
    const r = await run(join(DIR, 'quadrature.m'), '--arg', '(n,n) double', '--arg', '(m,m)', '--legacy-shapes', '--format', 'json');
    expect(r.status).toBe(0);
    const report = JSON.parse(r.out) as { mode: string; functions: { inputs: Record<string, string>; classes: { shape: string; members: { target: string }[] }[] }[] };
    expect(report.mode).toBe('legacy');
    expect(report.functions[0]!.inputs).toEqual({ a: 'n x n', b: 'm x m' });
    const cls = report.functions[0]!.classes.find((c) => c.shape === 'm x m + n x n')!;
    expect(cls.members.map((m) => m.target).filter((t) => !t.startsWith('mc_t'))).toEqual(['h', 'mid', 'Fmid', 'S']);
  });

  test('calls of user functions are analysed with the arguments\' shapes', async () => {
    const r = await run(join(DIR, 'caller.m'), '--format', 'json');
    const report = JSON.parse(r.out) as { functions: { id: string; outputs: Record<string, string> }[] };
    expect(report.functions.map((f) => f.id)).toEqual(['caller', 'patent_example1#1']);
    expect(report.functions[1]!.outputs).toEqual({ e: '3 x 4' });
    const legacy = JSON.parse((await run(join(DIR, 'caller.m'), '--format', 'json', '--legacy-shapes')).out) as typeof report;
    expect(legacy.functions[1]!.outputs).toEqual({ e: 'π' });
  });

  test('argument specs', async () => {
    expect(formatShape(argShape('(1,1) double', 'x') as never)).toBe('1 x 1');
    expect(formatShape(argShape('(:,3)', 'x') as never)).toBe('? x 3');
    expect(formatShape(argShape('struct', 'x') as never)).toBe('1 x 1');
    expect(argShape('(1,1,', 'x')).toHaveProperty('error');
    const r = await run(join(DIR, 'fig1.m'), '--arg', '(1;2)');
    expect(r.status).toBe(2);
    expect(r.err).toContain("--arg 1 '(1;2)'");
  });
});
