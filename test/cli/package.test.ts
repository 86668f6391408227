// The npm package as a user gets it: `npm pack`, then the tarball installed into an empty folder,
// with no install-time build (no install-script warning), where `npx mtame check` and
// `import { check } from 'mtame'` work. Uses the dist/ that `npm test` builds first.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function sh(cmd: string, args: string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_loglevel: 'warn', npm_config_update_notifier: 'false' } });
  // npm's complaints about this machine's own npm settings are not the package's.
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.split('\n').filter((l) => !/^npm warn Unknown (env|user|project|global) config/.test(l)).join('\n') };
}

describe('the npm package', () => {
  it('packs with its LICENSE, docs and built code, installs without a build, and runs', { timeout: 180_000 }, () => {
    expect(existsSync(join(root, 'dist', 'bundle', 'main.cjs')), 'dist/ is missing: run `npm run build`').toBe(true);
    const out = mkdtempSync(join(tmpdir(), 'mtame-pack-'));
    // --ignore-scripts: the prepack build has already run (npm test builds first).
    const pack = sh('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', out], root);
    expect(pack.status, pack.stderr).toBe(0);
    const [info] = JSON.parse(pack.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
    const files = new Set(info.files.map((f) => f.path));
    for (const f of ['LICENSE', 'README.md', 'package.json', 'bin/mtame.js', 'dist/index.js', 'dist/index.d.ts', 'dist/bundle/main.cjs', 'dist/bundle/main.cjs.cache', 'bin/package.json', 'dist/data/builtins.json', 'docs/diagnostics.md', 'schemas/mtame.schema.json']) {
      expect(files.has(f), f).toBe(true);
    }
    for (const f of files) expect(f.startsWith('src/') || f.startsWith('test/') || f.startsWith('bench/'), f).toBe(false);

    const app = mkdtempSync(join(tmpdir(), 'mtame-install-'));
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0', type: 'module', private: true }));
    const install = sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(out, info.filename)], app);
    expect(install.status, install.stderr).toBe(0);
    expect(install.stderr).not.toMatch(/install-script|prepare|tsc/i);

    writeFileSync(join(app, 'bug.m'), 'function bug()\nx = lenght(3);\ny = [1 2] * [3 4];\nend\n');
    const cli = sh('npx', ['--no-install', 'mtame', 'check', 'bug.m', '--no-cache'], app);
    expect(cli.stderr).toBe('');
    expect(cli.stdout).toContain("bug.m:2:5: warning: 'lenght'");
    expect(cli.stdout).toContain('[dim-mismatch]');
    expect(cli.status).toBe(1);
    expect(sh('npx', ['--no-install', 'mtame', '--version'], app).stdout).toMatch(/^mtame \d+\.\d+\.\d+\n$/);

    writeFileSync(join(app, 'use.mjs'), "import { check } from 'mtame';\nconst r = await check(['bug.m']);\nconsole.log(JSON.stringify(r.counts), r.files[0].diagnostics.map((d) => d.code).join(','));\n");
    const lib = sh(process.execPath, ['use.mjs'], app);
    expect(lib.stderr).toBe('');
    expect(lib.stdout.trim()).toBe('{"error":1,"warning":1,"info":0} undefined-name,dim-mismatch');
  });
});
