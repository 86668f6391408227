// `mtame parse` end to end: formats, exit status, unreadable and binary input.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { parse } from '../../src/syntax/index.js';

const root = join(import.meta.dirname, '..', '..');
const demo = join(root, 'examples', 'bugs', 'syntax_error.m');

async function run(argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await main(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { status, out, err };
}

function tempFile(name: string, content: string | Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'mtame-'));
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe('mtame parse', () => {
  it('prints diagnostics as file:line:col: severity: message and exits 1 on a syntax error', async () => {
    const r = await run(['parse', demo]);
    expect(r.status).toBe(1);
    expect(r.out).toBe(`${demo}:23:16: error: Expected an expression, found ';'. [syntax-error]\n`);
  });

  it('exits 0 and prints nothing for a clean file', async () => {
    const f = tempFile('ok.m', 'x = 1;\ndisp(x)\n');
    expect(await run(['parse', f])).toEqual({ status: 0, out: '', err: '' });
  });

  it('prints the tree with spans as JSON', async () => {
    const f = tempFile('j.m', 'y = [1 -2];\n');
    const r = await run(['parse', f, '--format', 'json']);
    const doc = JSON.parse(r.out);
    expect(doc.file).toBe(f);
    expect(doc.ast.body[0].type).toBe('Assign');
    expect(doc.ast.body[0].rhs.rows[0]).toHaveLength(2);
    expect(doc.ast.body[0].span).toEqual({ offset: 0, endOffset: 10, line: 1, column: 1, endLine: 1, endColumn: 11 });
  });

  it('prints the program back with --format matlab, and that output parses to the same tree', async () => {
    const r = await run(['parse', demo, '--format', 'matlab']);
    expect(r.out).toContain('function [total, names] = syntax_error(values, opts)');
    expect(r.err).toContain('[syntax-error]');
    expect(parse(r.out).diagnostics).toEqual([]);
  });

  it('reports unreadable and binary files with status 2 and still parses the others', async () => {
    const bin = tempFile('b.m', new Uint8Array([0x78, 0x00, 0xff, 0x01]));
    const ok = tempFile('ok.m', 'x = 1;\n');
    const r = await run(['parse', join(root, 'no-such-file.m'), bin, ok, '--format', 'json']);
    expect(r.status).toBe(2);
    expect(r.err).toContain('no-such-file.m:1:1: error: cannot read file: no such file [unreadable-file]');
    expect(r.err).toContain('binary file');
    expect(JSON.parse(r.out).file).toBe(ok);
  });

  it('reports non-UTF-8 bytes with their position instead of failing', async () => {
    const f = tempFile('latin1.m', new Uint8Array([...Buffer.from('x = 1;\ny = '), 0xe9, ...Buffer.from(';\n')]));
    const r = await run(['parse', f]);
    expect(r.status).toBe(1);
    expect(r.out).toContain(':2:5: error: Invalid character U+FFFD');
  });

  it('rejects bad usage with status 2', async () => {
    expect((await run(['parse'])).status).toBe(2);
    expect((await run(['parse', demo, '--format', 'xml'])).status).toBe(2);
    expect((await run(['parse', demo, '--dialect', 'julia'])).status).toBe(2);
    expect((await run(['frobnicate'])).status).toBe(2);
  });

  it('honours --dialect: Octave syntax is an error under --dialect matlab', async () => {
    const f = tempFile('o.m', 'x = 1;\nif x != 2\n  x++;\nendif\n');
    expect((await run(['parse', f])).status).toBe(0);
    const m = await run(['parse', f, '--dialect', 'matlab']);
    expect(m.status).toBe(1);
    expect(m.out).toContain('[octave-syntax]');
  });

  it('works through the installed bin script', async () => {
    const out = spawnSync(process.execPath, [join(root, 'bin', 'mtame.js'), 'parse', demo], { encoding: 'utf8' });
    expect(out.status).toBe(1);
    expect(out.stdout).toContain('syntax_error.m:23:16: error:');
    expect(execFileSync(process.execPath, [join(root, 'bin', 'mtame.js'), '--help'], { encoding: 'utf8' })).toContain('usage: mtame');
  });

  it('ends quietly when its reader closes the pipe early (| head)', () => {
    const big = tempFile('big.m', 'x = 1;\n'.repeat(20000));
    const cmd = `"${process.execPath}" "${join(root, 'bin', 'mtame.js')}" parse --format json "${big}" | head -c 100 > /dev/null`;
    const r = spawnSync('sh', ['-c', cmd], { encoding: 'utf8' });
    expect(r.stderr).not.toMatch(/EPIPE|Unhandled/);
    expect(r.status).toBe(0);
  });
});
