// `mtame format`: in place, --check, --diff, --stdin, mtame.json's format options and exclude,
// files it must leave alone (syntax errors, not UTF-8), and exit statuses.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

async function run(argv: string[], stdin?: string): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io = { out: (t: string) => (out += t), err: (t: string) => (err += t), isTTY: false, ...(stdin !== undefined ? { readStdin: async () => stdin } : {}) };
  return { status: await main(argv, io), out, err };
}

const UGLY = 'function r=f(x)\nif x>0\nr=[x -1];\nelse\n  r=-x; % keep\nend\nend\n';
const PRETTY = 'function r = f(x)\nif x > 0\n    r = [x -1];\nelse\n    r = -x; % keep\nend\nend\n';

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mtame-format-'));
  writeFileSync(join(dir, 'f.m'), UGLY);
  writeFileSync(join(dir, 'done.m'), PRETTY.replace('function r = f', 'function r = done'));
  return dir;
}

describe('mtame format', () => {
  it('formats files in place, keeping what separates matrix elements, and is idempotent', async () => {
    const dir = project();
    const r = await run(['format', dir]);
    expect(r.status).toBe(0);
    expect(r.err).toBe('1 of 2 files reformatted\n');
    expect(readFileSync(join(dir, 'f.m'), 'utf8')).toBe(PRETTY);
    const again = await run(['format', dir]);
    expect(again.err).toBe('0 of 2 files reformatted\n');
  });

  it('--check lists what would change and exits 1, changing nothing; 0 when formatted', async () => {
    const dir = project();
    const r = await run(['format', dir, '--check']);
    expect(r.status).toBe(1);
    expect(r.out).toBe(`would reformat ${join(dir, 'f.m')}\n`);
    expect(readFileSync(join(dir, 'f.m'), 'utf8')).toBe(UGLY);
    expect((await run(['format', join(dir, 'done.m'), '--check'])).status).toBe(0);
  });

  it('--diff prints a unified diff and changes nothing', async () => {
    const dir = project();
    const r = await run(['format', join(dir, 'f.m'), '--diff']);
    expect(r.status).toBe(1);
    expect(r.out).toContain('\n-function r=f(x)\n');
    expect(r.out).toContain('\n+function r = f(x)\n');
    expect(r.out).toContain('--- ');
    expect(r.out).toContain('@@ ');
    expect(readFileSync(join(dir, 'f.m'), 'utf8')).toBe(UGLY);
  });

  it('--stdin formats standard input to standard output', async () => {
    const r = await run(['format', '--stdin'], UGLY);
    expect(r.status).toBe(0);
    expect(r.out).toBe(PRETTY);
    expect((await run(['format', '--stdin', 'x.m'], '')).status).toBe(2);
    expect((await run(['format', '--stdin', '--check'], '')).status).toBe(2);
  });

  it("reads mtame.json's format options and exclude, and rejects bad ones in one line", async () => {
    const dir = project();
    mkdirSync(join(dir, 'vendor'));
    writeFileSync(join(dir, 'vendor', 'v.m'), UGLY);
    writeFileSync(join(dir, 'mtame.json'), JSON.stringify({ format: { indent: 2, functionIndent: 'all' }, exclude: ['vendor'] }));
    await run(['format', dir]);
    expect(readFileSync(join(dir, 'f.m'), 'utf8')).toBe('function r = f(x)\n  if x > 0\n    r = [x -1];\n  else\n    r = -x; % keep\n  end\nend\n');
    expect(readFileSync(join(dir, 'vendor', 'v.m'), 'utf8')).toBe(UGLY);
    writeFileSync(join(dir, 'mtame.json'), JSON.stringify({ format: { indent: 'two' } }));
    const bad = await run(['format', dir]);
    expect(bad.status).toBe(2);
    expect(bad.err.trimEnd().split('\n')).toHaveLength(1);
    expect(bad.err).toContain("'format.indent' must be a whole number from 0 to 16");
    writeFileSync(join(dir, 'mtame.json'), JSON.stringify({ format: { tabs: true } }));
    expect((await run(['format', dir])).err).toContain("unknown setting 'format.tabs'");
  });

  it('leaves alone a file with a syntax error and one that is not UTF-8, saying why (exit 1 and 2)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtame-format-bad-'));
    writeFileSync(join(dir, 'broken.m'), 'x=(1+;\n');
    const latin = Buffer.from([...Buffer.from('x=1; % caf'), 0xe9, 0x0a]);
    writeFileSync(join(dir, 'latin.m'), latin);
    const r = await run(['format', dir]);
    expect(r.status).toBe(2);
    expect(r.err).toContain('broken.m:1:');
    expect(r.err).toContain('[format-skipped]');
    expect(r.err).toContain('latin.m:1:1: error: not formatted: the file is not valid UTF-8');
    expect(readFileSync(join(dir, 'broken.m'), 'utf8')).toBe('x=(1+;\n');
    expect(readFileSync(join(dir, 'latin.m')).equals(latin)).toBe(true);
    writeFileSync(join(dir, 'latin.m'), 'x = 1;\n');
    expect((await run(['format', dir])).status).toBe(1);
  });

  it('keeps a byte-order mark and CRLF line ends', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtame-format-crlf-'));
    writeFileSync(join(dir, 'f.m'), '\uFEFF' + UGLY.replace(/\n/g, '\r\n'));
    await run(['format', dir]);
    expect(readFileSync(join(dir, 'f.m'), 'utf8')).toBe('\uFEFF' + PRETTY.replace(/\n/g, '\r\n'));
  });
});
