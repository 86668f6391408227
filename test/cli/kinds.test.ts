// `mtame kinds` end to end: the JSON shape, text output, variants, --path, and --stats over
// the Octave corpus.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { corpusDir } from '../support/corpus.js';

async function run(argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await main(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { status, out, err };
}

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'mtame-kinds-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('mtame kinds', () => {
  const dir = project({
    'myfunc.m': 'function [r] = myfunc(size, i)\ns = size(i);\na = magic(s);\nr = helper(a) + mypkg.scale(a);\nend\n',
    'helper.m': 'function y = helper(x)\ny = x;\nend\n',
    '+mypkg/scale.m': 'function y = scale(x)\ny = 2 * x;\nend\n',
    'clash.m': 'function clash()\n   i = i;\nend\n',
  });

  it('prints the documented JSON shape', async () => {
    const r = await run(['kinds', join(dir, 'myfunc.m'), '--format', 'json']);
    expect(r.status).toBe(0);
    const doc = JSON.parse(r.out);
    const unit = doc.files[0].units[0];
    expect(unit).toMatchObject({ name: 'myfunc', type: 'function' });
    expect(unit.kinds).toMatchObject({ r: 'VAR', size: 'VAR', i: 'VAR', s: 'VAR', magic: 'FN', helper: 'FN', mypkg: 'PREFIX' });
    expect(unit.occurrences).toContainEqual({ name: 'magic', line: 3, column: 5, kind: 'FN' });
    expect(unit.diagnostics).toEqual([]);
  });

  it('reports kind conflicts with their position and exits 1', async () => {
    const r = await run(['kinds', join(dir, 'clash.m'), '--format', 'json']);
    expect(r.status).toBe(1);
    const d = JSON.parse(r.out).files[0].units[0].diagnostics;
    expect(d).toMatchObject([{ code: 'kind-conflict', severity: 'error', line: 2, column: 4 }]);
  });

  it('prints kinds as text per unit', async () => {
    const r = await run(['kinds', join(dir, 'myfunc.m'), '--variant', 'matlab7']);
    expect(r.out).toContain('myfunc.m: function myfunc');
    expect(r.out).toMatch(/ {2}FN {5}helper magic/);
  });

  it('finds functions of --path folders', async () => {
    const lib = project({ 'tools/helper2.m': 'function y = helper2(x)\ny = x;\nend\n' });
    const src = project({ 'main.m': 'function main()\nx = helper2(1);\nend\n' });
    const without = JSON.parse((await run(['kinds', join(src, 'main.m'), '--format', 'json'])).out);
    const withPath = JSON.parse((await run(['kinds', join(src, 'main.m'), '--path', lib, '--format', 'json'])).out);
    expect(without.files[0].units[0].kinds.helper2).toBe('ID');
    expect(withPath.files[0].units[0].kinds.helper2).toBe('FN');
  });

  it('--stats over the Octave corpus completes with counts for the three analyses', async () => {
    const corpus = corpusDir();
    if (!corpus) throw new Error('Octave corpus missing: apt-get install octave-common');
    const r = await run(['kinds', '--stats', join(corpus, 'm')]);
    console.log(r.out);
    expect(r.status).toBe(0);
    expect(r.out).toMatch(/^VAR\s+\d{4,}\s+\d{4,}\s+\d{4,}$/m);
    expect(r.out).toContain('time: parse');
  });
});
