// --baseline / --update-baseline, and SARIF's fingerprints: known findings stay known when code
// moves; new ones (a new bug, one more copy of a known one) are reported.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

async function run(argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await main([...argv, '--no-cache'], { out: (t) => (out += t), err: (t) => (err += t), isTTY: false });
  return { status, out, err };
}

const OLD = 'function old()\nhelper(1, 2);\nx = lenght(1);\nend\n';

function project(): { dir: string; baseline: string } {
  const dir = mkdtempSync(join(tmpdir(), 'mtame-baseline-'));
  writeFileSync(join(dir, 'helper.m'), 'function y = helper(a)\ny = a;\nend\n');
  writeFileSync(join(dir, 'old.m'), OLD);
  return { dir, baseline: join(dir, 'mtame-baseline.json') };
}

const found = (json: string): string[] => (JSON.parse(json) as { diagnostics: Array<{ file: string; code: string; line: number }> }).diagnostics.map((d) => `${d.file.split('/').pop()}:${d.line} ${d.code}`);

describe('--baseline', () => {
  it('records the findings, then reports only new ones, across line moves', async () => {
    const { dir, baseline } = project();
    const recorded = await run(['check', dir, '--baseline', baseline, '--update-baseline', '--format', 'json']);
    expect(recorded.status).toBe(0);
    expect(found(recorded.out)).toEqual([]);
    expect(recorded.err).toContain('recorded 2 findings');
    const doc = JSON.parse(readFileSync(baseline, 'utf8')) as { version: number; findings: Array<{ file: string; code: string }> };
    expect(doc.version).toBe(1);
    expect(doc.findings.map((f) => `${f.file} ${f.code}`).sort()).toEqual(['old.m too-many-inputs', 'old.m undefined-name']);

    const clean = await run(['check', dir, '--baseline', baseline, '--format', 'json']);
    expect(clean.status).toBe(0);
    expect(found(clean.out)).toEqual([]);

    // Code moves down and is re-indented: still known.
    writeFileSync(join(dir, 'old.m'), 'function old()\n% a comment\n\n  helper(1, 2);\n    x = lenght(1);\nend\n');
    expect(found((await run(['check', dir, '--baseline', baseline, '--format', 'json'])).out)).toEqual([]);

    // A new bug, and one more copy of a known one: both reported, the known ones not.
    writeFileSync(join(dir, 'old.m'), 'function old()\nhelper(1, 2);\nx = lenght(1);\nhelper(1, 2);\ny = sizz(3);\nend\n');
    const fresh = await run(['check', dir, '--baseline', baseline, '--format', 'json']);
    expect(fresh.status).toBe(1);
    expect(found(fresh.out)).toEqual(['old.m:4 too-many-inputs', 'old.m:5 undefined-name']);
    // Without the baseline, everything.
    expect(found((await run(['check', dir, '--format', 'json'])).out)).toHaveLength(4);
  });

  it('works with a baseline in another folder and with text output', async () => {
    const { dir } = project();
    const elsewhere = join(mkdtempSync(join(tmpdir(), 'mtame-baseline-other-')), 'base.json');
    await run(['check', dir, '--baseline', elsewhere, '--update-baseline']);
    const r = await run(['check', dir, '--baseline', elsewhere]);
    expect(r.status).toBe(0);
    expect(r.out).toBe('2 files checked: 0 errors, 0 warnings\n');
  });

  it('rejects a missing or malformed baseline, and --update-baseline alone, in one line (exit 2)', async () => {
    const { dir, baseline } = project();
    for (const argv of [['--baseline', baseline], ['--update-baseline']]) {
      const r = await run(['check', dir, ...argv]);
      expect(r.status).toBe(2);
      expect(r.err.trimEnd().split('\n')).toHaveLength(2);
    }
    writeFileSync(baseline, '{"version": 2}');
    const bad = await run(['check', dir, '--baseline', baseline]);
    expect(bad.status).toBe(2);
    expect(bad.err).toContain('not an mtame baseline');
  });
});

describe('SARIF fingerprints and rule help', () => {
  it('gives each result a partial fingerprint that a line move keeps, and each rule a helpUri', async () => {
    const { dir } = project();
    const sarif = async (): Promise<{ prints: string[]; rules: Array<{ id: string; helpUri?: string }> }> => {
      const doc = JSON.parse((await run(['check', dir, '--format', 'sarif'])).out) as { runs: Array<{ tool: { driver: { rules: Array<{ id: string; helpUri?: string }> } }; results: Array<{ partialFingerprints?: Record<string, string> }> }> };
      return { prints: doc.runs[0].results.map((r) => r.partialFingerprints?.['mtameFingerprint/v1'] ?? 'none'), rules: doc.runs[0].tool.driver.rules };
    };
    const before = await sarif();
    expect(before.prints).toHaveLength(2);
    for (const p of before.prints) expect(p).toMatch(/^[0-9a-f]{16}:0$/);
    for (const rule of before.rules) expect(rule.helpUri).toMatch(new RegExp(`/docs/rules/${rule.id}\\.md$`));
    writeFileSync(join(dir, 'old.m'), `% moved\n\n${OLD}`);
    expect((await sarif()).prints).toEqual(before.prints);
    writeFileSync(join(dir, 'old.m'), OLD.replace('helper(1, 2);', 'helper(1, 2);\nhelper(1, 2);'));
    const twice = (await sarif()).prints;
    expect(twice).toHaveLength(3);
    expect(new Set(twice).size).toBe(3);
  });
});
