// --fix and --unsafe-fixes: safe fixes (removing code that never runs) are applied by --fix; a
// rename ("did you mean", a function named unlike its file) only with --unsafe-fixes; the files
// are checked again and the report shows what is left.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyFixes } from '../../src/cli/fixes.js';
import { main } from '../../src/cli/main.js';
import { parse } from '../../src/syntax/index.js';

async function run(argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await main([...argv, '--no-cache'], { out: (t) => (out += t), err: (t) => (err += t), isTTY: false });
  return { status, out, err };
}

const DEAD = [
  'function r = dead(x)',
  'r = x;',
  'if x > 0',
  '  error(\'bad\');',
  '  r = 2;   % never runs',
  '  disp(r);',
  'end',
  'return',
  'r = 3;',
  'end',
  '',
].join('\n');

describe('--fix', () => {
  it('removes code that never runs, whole lines where it stands alone, and reports what is left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtame-fix-'));
    writeFileSync(join(dir, 'dead.m'), DEAD);
    writeFileSync(join(dir, 'typo.m'), 'function typo()\nn = lenght([1 2]);\ndisp(n);\nend\n');
    const before = await run(['check', dir]);
    expect(before.out).toContain('(2 fixable with --fix, 1 more with --fix --unsafe-fixes)');
    const r = await run(['check', dir, '--fix']);
    expect(r.err).toContain('fixed 2 findings in 1 file');
    expect(readFileSync(join(dir, 'dead.m'), 'utf8')).toBe(['function r = dead(x)', 'r = x;', 'if x > 0', "  error('bad');", 'end', 'return', 'end', ''].join('\n'));
    expect(r.out).not.toContain('[unreachable-code]');
    expect(r.out).toContain("Did you mean 'length'?");
    expect(readFileSync(join(dir, 'typo.m'), 'utf8')).toContain('lenght');
    expect(r.status).toBe(0);
  });

  it('renames only with --unsafe-fixes, which needs --fix', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtame-unsafe-'));
    writeFileSync(join(dir, 'typo.m'), 'function typo()\nn = lenght([1 2]);\ndisp(n);\nend\n');
    writeFileSync(join(dir, 'named.m'), 'function other()\nend\n');
    expect((await run(['check', dir, '--unsafe-fixes'])).status).toBe(2);
    const r = await run(['check', dir, '--fix', '--unsafe-fixes']);
    expect(r.status).toBe(0);
    expect(readFileSync(join(dir, 'typo.m'), 'utf8')).toBe('function typo()\nn = length([1 2]);\ndisp(n);\nend\n');
    expect(readFileSync(join(dir, 'named.m'), 'utf8')).toBe('function named()\nend\n');
    expect(r.out).toBe('2 files checked: 0 errors, 0 warnings\n');
  });

  it('keeps a byte-order mark and CRLF line ends, and leaves files that are not UTF-8 alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtame-fix-bytes-'));
    const crlf = '\uFEFF' + DEAD.replace(/\n/g, '\r\n');
    writeFileSync(join(dir, 'dead.m'), crlf);
    const latin = Buffer.concat([Buffer.from(DEAD.replace('% never runs', '% ')), Buffer.from([0xe9, 0x0a])]);
    writeFileSync(join(dir, 'latin.m'), latin);
    await run(['check', dir, '--fix']);
    const fixed = readFileSync(join(dir, 'dead.m'), 'utf8');
    expect(fixed.startsWith('\uFEFF')).toBe(true);
    expect(fixed).toBe('\uFEFF' + ['function r = dead(x)', 'r = x;', 'if x > 0', "  error('bad');", 'end', 'return', 'end', ''].join('\r\n'));
    expect(readFileSync(join(dir, 'latin.m')).equals(latin)).toBe(true);
  });

  it('applies non-overlapping fixes in one pass and leaves overlapping ones for the next', () => {
    const text = 'abcdef';
    const fix = (offset: number, endOffset: number, t: string) => ({ message: '', safe: true, edits: [{ offset, endOffset, text: t }] });
    expect(applyFixes(text, [fix(0, 1, 'X'), fix(4, 6, 'YZW')])).toEqual({ text: 'XbcdYZW', applied: 2 });
    expect(applyFixes(text, [fix(1, 3, ''), fix(2, 4, 'Q')])).toEqual({ text: 'adef', applied: 1 });
    expect(applyFixes(text, [fix(2, 2, 'A'), fix(2, 2, 'B')])).toEqual({ text: 'abAcdef', applied: 1 });
    expect(applyFixes(text, [fix(5, 9, '')]).applied).toBe(0);
  });

  it('removes statements that share a line with others without touching them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtame-fix-line-'));
    writeFileSync(join(dir, 'same.m'), 'function same()\nfor k = 1:3, disp(k); continue; disp(-k); end\nend\n');
    await run(['check', dir, '--fix']);
    const text = readFileSync(join(dir, 'same.m'), 'utf8');
    expect(text).toBe('function same()\nfor k = 1:3, disp(k); continue; end\nend\n');
    expect(parse(text).diagnostics).toEqual([]);
  });
});
