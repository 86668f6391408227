// `mtame check` options beyond the format: -o, --max-warnings, --stdin with --stdin-filename,
// mtame.json's exclude, and check() (the library's entry, over the workspace engine) giving the
// same findings as the command.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { check } from '../../src/index.js';

async function run(argv: string[], stdin?: string): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io = { out: (t: string) => (out += t), err: (t: string) => (err += t), isTTY: false, ...(stdin !== undefined ? { readStdin: async () => stdin } : {}) };
  const status = await main(argv, io);
  return { status, out, err };
}

/** A folder with a helper, a caller with an error, and one with two warnings. */
function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mtame-options-'));
  writeFileSync(join(dir, 'helper.m'), 'function y = helper(a)\ny = a;\nend\n');
  writeFileSync(join(dir, 'caller.m'), 'function caller()\nhelper(1, 2);\nend\n');
  writeFileSync(join(dir, 'warns.m'), 'function warns()\nx = lenght(1);\ny = sizz(2);\nend\n');
  return dir;
}

const codes = (json: string): string[] => (JSON.parse(json) as { diagnostics: Array<{ file: string; code: string; line: number }> }).diagnostics.map((d) => `${d.file.split('/').pop()}:${d.line} ${d.code}`);

describe('-o FILE', () => {
  it('writes the report there, in the format asked, and nothing to standard output', async () => {
    const dir = project();
    const out = join(dir, 'report.json');
    const r = await run(['check', dir, '--no-cache', '--format', 'json', '-o', out]);
    expect(r.status).toBe(1);
    expect(r.out).toBe('');
    const direct = await run(['check', dir, '--no-cache', '--format', 'json']);
    expect(readFileSync(out, 'utf8')).toBe(direct.out);
    const text = join(dir, 'report.txt');
    await run(['check', dir, '--no-cache', '--output', text, '--color']);
    expect(readFileSync(text, 'utf8')).not.toContain('\x1b[');
  });

  it('exits 2 with one line when the file cannot be written', async () => {
    const r = await run(['check', project(), '--no-cache', '-o', join(tmpdir(), 'no-such-folder-mtame', 'r.txt')]);
    expect(r.status).toBe(2);
    expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    expect(r.err).toContain('cannot write the report');
  });
});

describe('--max-warnings N', () => {
  it('exits 1 only when more warnings than N are reported (errors exit 1 anyway)', async () => {
    const dir = project();
    const warnsOnly = join(dir, 'warns.m');
    expect((await run(['check', warnsOnly, '--no-cache'])).status).toBe(0);
    expect((await run(['check', warnsOnly, '--no-cache', '--max-warnings', '2'])).status).toBe(0);
    const over = await run(['check', warnsOnly, '--no-cache', '--max-warnings', '1']);
    expect(over.status).toBe(1);
    expect(over.err).toContain('2 warnings, more than --max-warnings 1');
    expect((await run(['check', warnsOnly, '--no-cache', '--max-warnings', '0'])).status).toBe(1);
    for (const bad of ['-1', 'x', '1.5']) expect((await run(['check', warnsOnly, '--max-warnings', bad])).status).toBe(2);
  });
});

describe('--stdin', () => {
  it('checks standard input as the named file, with its folder as the library, as if it were on disk', async () => {
    const dir = project();
    const text = 'function caller()\nhelper(1, 2, 3);\nz = lenght(4);\nend\n';
    const viaStdin = await run(['check', '--stdin', '--stdin-filename', join(dir, 'caller.m'), '--format', 'json'], text);
    writeFileSync(join(dir, 'caller.m'), text);
    const onDisk = await run(['check', join(dir, 'caller.m'), '--no-cache', '--format', 'json']);
    expect(viaStdin.status).toBe(1);
    expect(codes(viaStdin.out)).toEqual(['caller.m:2 too-many-inputs', 'caller.m:3 undefined-name']);
    expect(codes(viaStdin.out)).toEqual(codes(onDisk.out));
  });

  it('checks a file that is not on disk, shows its source lines, and rejects paths or a filename alone', async () => {
    const dir = project();
    const r = await run(['check', '--stdin', '--stdin-filename', join(dir, 'fresh.m')], 'function fresh()\nhelper(1, 2);\nend\n');
    expect(r.status).toBe(1);
    expect(r.out).toContain('fresh.m:2:1: error:');
    expect(r.out).toContain('    helper(1, 2);');
    expect((await run(['check', dir, '--stdin'], '')).status).toBe(2);
    expect((await run(['check', '--stdin-filename', 'a.m'], '')).status).toBe(2);
  });
});

describe("mtame.json's exclude", () => {
  it('leaves out matching files and folders, whose functions stay known', async () => {
    const dir = project();
    mkdirSync(join(dir, 'vendor'));
    writeFileSync(join(dir, 'vendor', 'thirdparty.m'), 'function thirdparty()\nq = undefined_thing(1);\nend\n');
    writeFileSync(join(dir, 'uses.m'), 'function uses()\nthirdparty();\nend\n');
    const before = codes((await run(['check', dir, '--no-cache', '--format', 'json'])).out);
    expect(before).toContain('thirdparty.m:2 undefined-name');
    writeFileSync(join(dir, 'mtame.json'), JSON.stringify({ exclude: ['vendor', 'warns.m'] }));
    const after = codes((await run(['check', dir, '--no-cache', '--format', 'json'])).out);
    expect(after).toEqual(before.filter((c) => !c.startsWith('thirdparty.m') && !c.startsWith('warns.m')));
    writeFileSync(join(dir, 'mtame.json'), JSON.stringify({ exclude: ['**/*.m'] }));
    expect(codes((await run(['check', dir, '--no-cache', '--format', 'json'])).out)).toEqual([]);
    writeFileSync(join(dir, 'mtame.json'), JSON.stringify({ exclude: 'vendor' }));
    expect((await run(['check', dir, '--no-cache'])).status).toBe(2);
  });
});

describe('check() from the library', () => {
  it('gives the findings of mtame check, typed, with counts', async () => {
    const dir = project();
    writeFileSync(join(dir, 'bin.m'), new Uint8Array([0, 1, 2]));
    const result = await check([dir]);
    const command = JSON.parse((await run(['check', dir, '--no-cache', '--format', 'json'])).out) as { diagnostics: Array<{ file: string; line: number; column: number; code: string; message: string }> };
    const fromApi = result.files.flatMap((f) => f.diagnostics.map((d) => `${f.path}:${d.span.line}:${d.span.column} ${d.code} ${d.message}`));
    expect(fromApi).toEqual(command.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`));
    expect(result.counts).toEqual({ error: 2, warning: 2, info: 0 });
    expect(result.checked).toBe(4);
    expect(result.runtime).toBe('matlab');
  });

  it('takes texts for files (an unsaved buffer) and rules over mtame.json', async () => {
    const dir = project();
    const result = await check([dir], { texts: { [join(dir, 'helper.m')]: 'function y = helper(a, b)\ny = a + b;\nend\n' }, checks: { 'undefined-name': 'off' } });
    expect(result.files.flatMap((f) => f.diagnostics.map((d) => d.code))).toEqual([]);
  });
});

describe('--timings', () => {
  it('lists the files checked in this run, slowest first, on standard error only', async () => {
    const dir = project();
    const cacheDir = mkdtempSync(join(tmpdir(), 'mtame-timings-cache-'));
    const plain = await run(['check', dir, '--cache-dir', cacheDir, '--format', 'json']);
    const r = await run(['check', dir, '--no-cache', '--format', 'json', '--timings']);
    expect(r.out).toBe(plain.out);
    expect(r.status).toBe(plain.status);
    const lines = r.err.trim().split('\n');
    expect(lines[0]).toMatch(/^mtame check: 3 files checked in \d+\.\d s of thread time; \d+ over 1 s; the slowest:$/);
    const rows = lines.slice(1).map((l) => /^\s*(\d+) ms {2}(.+)$/.exec(l));
    expect(rows.every((m) => m !== null)).toBe(true);
    expect(rows.map((m) => m![2].split('/').pop()).sort()).toEqual(['caller.m', 'helper.m', 'warns.m']);
    const ms = rows.map((m) => Number(m![1]));
    expect([...ms].sort((a, b) => b - a)).toEqual(ms);
    // A run answered from the cache checked nothing, so it times nothing.
    const cached = await run(['check', dir, '--cache-dir', cacheDir, '--format', 'json', '--timings']);
    expect(cached.out).toBe(plain.out);
    expect(cached.err).toMatch(/^mtame check: 0 files checked in 0\.0 s/);
  });
});
