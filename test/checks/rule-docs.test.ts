// The documentation records of the diagnostic codes (src/checks/rules): one per code of CODES,
// agreeing with it, their examples true, and the generated docs up to date.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CODES } from '../../src/checks/codes.js';
import { RULE_DOCS, ruleDoc } from '../../src/checks/rules/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const built = existsSync(path.join(root, 'dist', 'checks', 'rules', 'index.js'));

describe('rule docs', () => {
  it('has exactly one record per code, agreeing with codes.ts', () => {
    expect(RULE_DOCS.map((r) => r.code)).toEqual(Object.keys(CODES));
    for (const [code, info] of Object.entries(CODES)) {
      const doc = ruleDoc(code);
      expect(doc, code).toBeDefined();
      expect(doc!.severity, code).toBe(info.severity);
      expect(doc!.summary, code).toBe(info.description);
      for (const field of ['what', 'why', 'fires', 'quiet', 'fix'] as const) expect(doc![field].trim(), `${code}.${field}`).not.toBe('');
      if (doc!.notReported !== undefined) expect(doc!.notReported.trim(), `${code}.notReported`).not.toBe('');
    }
  });

  it('documents every code the sources report', () => {
    const reported = new Set<string>();
    const walk = (dir: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        // The formatter's own notes are about formatting, not codes of the checker.
        if (e.isDirectory()) {
          if (e.name !== 'format' && e.name !== 'rules') walk(p);
        } else if (e.name.endsWith('.ts')) {
          // `code: 'x'`, `report('x', ...)`, or a code as a call's last argument (`fail(m, t, 'x')`).
          const text = readFileSync(p, 'utf8');
          for (const re of [/\bcode: '([a-z]+(?:-[a-z]+)+)'/g, /\breport\('([a-z]+(?:-[a-z]+)+)'/g, /\bfail\([^;]*?, '([a-z]+(?:-[a-z]+)+)'\)/g]) {
            for (const m of text.matchAll(re)) reported.add(m[1]);
          }
        }
      }
    };
    walk(path.join(root, 'src'));
    // Codes of other commands or of the analysis' own limits, which `check` never reports.
    const notChecks = new Set(['tame-unsupported', 'analysis-limit', 'duplicate-file', 'builtin-data']);
    expect(reported.size).toBeGreaterThan(25);
    const missing = [...reported].filter((code) => !notChecks.has(code) && !Object.hasOwn(CODES, code));
    expect(missing).toEqual([]);
  });

  it('generated docs are up to date (node scripts/rule-docs.mjs --check)', () => {
    expect(built, 'dist/ is missing: run `npm run build`').toBe(true);
    const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'rule-docs.mjs'), '--check'], { cwd: root, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  // An example that is only comments describes a situation no small program reproduces.
  const runnable = (src: string): boolean => src.split('\n').some((l) => l.trim() !== '' && !l.trim().startsWith('%'));

  /** The codes `mtame check` reports for an example: `% file: NAME.m` names its file (each
   *  such line starts a file of its own),
   *  `% mtame.json: {...}` gives the configuration, `--dialect matlab` in a comment the dialect. */
  function codesOf(src: string): string[] {
    const dir = mkdtempSync(path.join(tmpdir(), 'mtame-rule-'));
    try {
      const json = /% mtame\.json: (.*)$/m.exec(src)?.[1];
      if (json) writeFileSync(path.join(dir, 'mtame.json'), json);
      // Several `% file: NAME.m` lines split the example into files (a class and its caller).
      const parts = src.split(/^(?=% file: \S+\.m)/m).filter((p) => p.trim() !== '');
      for (const part of parts) writeFileSync(path.join(dir, /% file: (\S+\.m)/.exec(part)?.[1] ?? 'main.m'), `${part}\n`);
      const args = [path.join(root, 'bin', 'mtame.js'), 'check', '--no-cache', '--format', 'json'];
      if (/--dialect matlab/.test(src)) args.push('--dialect', 'matlab');
      const r = spawnSync(process.execPath, [...args, dir], { encoding: 'utf8' });
      return (JSON.parse(r.stdout) as { diagnostics: Array<{ code: string }> }).diagnostics.map((d) => d.code);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it.runIf(built)('each example gets its code, and its quiet variant does not', () => {
    for (const doc of RULE_DOCS) {
      if (runnable(doc.fires)) expect(codesOf(doc.fires), `${doc.code}: fires`).toContain(doc.code);
      if (runnable(doc.quiet)) expect(codesOf(doc.quiet), `${doc.code}: quiet`).not.toContain(doc.code);
    }
  });
});
