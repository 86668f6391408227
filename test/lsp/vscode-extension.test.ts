// The VS Code extension (editors/vscode): it packages to a .vsix with @vscode/vsce, with its
// client, manifest, grammar and the language client library inside. .ci/run installs the
// extension's own dependencies (npm ci in editors/vscode).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ext = join(import.meta.dirname, '..', '..', 'editors', 'vscode');
const vsce = join(ext, 'node_modules', '.bin', 'vsce');

describe('the VS Code extension', () => {
  it('packages to a .vsix holding the client, its manifest, grammar and the language client', { timeout: 120_000 }, () => {
    expect(existsSync(vsce), 'editors/vscode has no node_modules: run `npm ci --prefix editors/vscode`').toBe(true);
    const check = spawnSync(process.execPath, ['--check', join(ext, 'extension.js')], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    const manifest = JSON.parse(readFileSync(join(ext, 'package.json'), 'utf8')) as { main: string; contributes: { languages: Array<{ id: string; extensions: string[] }> } };
    expect(manifest.contributes.languages[0]).toMatchObject({ id: 'matlab', extensions: ['.m'] });
    const listed = spawnSync(vsce, ['ls'], { cwd: ext, encoding: 'utf8' });
    expect(listed.status, listed.stderr).toBe(0);
    const files = listed.stdout.split('\n');
    for (const f of ['extension.js', 'package.json', 'language-configuration.json', 'syntaxes/matlab.tmLanguage.json', 'LICENSE', 'README.md', 'node_modules/vscode-languageclient/package.json']) expect(files, f).toContain(f);
    expect(files.some((f) => f.startsWith('node_modules/@vscode/vsce'))).toBe(false);
    const out = join(mkdtempSync(join(tmpdir(), 'mtame-vsix-')), 'mtame.vsix');
    const pack = spawnSync(vsce, ['package', '--allow-missing-repository', '--out', out], { cwd: ext, encoding: 'utf8' });
    expect(pack.status, pack.stderr + pack.stdout).toBe(0);
    expect(statSync(out).size).toBeGreaterThan(10_000);
  });
});
