// The check cache: random sequences of edits, new files, deletions, renames, mtame.json and
// path changes, each followed by a check through the cache and a cold one, whose reports must be
// byte for byte the same; corrupted and foreign entries ignored with a note; the size bound;
// two processes writing one cache at once.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ResultCache } from '../../src/cli/cache.js';
import { main } from '../../src/cli/main.js';
import { InProcessRunner, LazyRunner } from '../../src/cli/worker-pool.js';
import { pick, rng } from '../support/random.js';
import { functionText } from '../support/random-project.js';
import { removeTempProjects, tempTree } from '../support/temp-project.js';

afterAll(removeTempProjects);

const root = join(import.meta.dirname, '..', '..');

async function check(argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await main(['check', ...argv], { out: (t) => (out += t), err: (t) => (err += t), isTTY: false });
  return { status, out, err };
}

describe('mtame check with its cache', () => {
  it('reports what a cold check reports after random edits, new, deleted and renamed files, config and path changes', async () => {
    const rand = rng(20261125);
    const names = Array.from({ length: 10 }, (_, i) => `f${i}`);
    const files: Record<string, string> = {};
    // Helpers on the path: not checked, so not in a batch's key; their bodies still decide
    // what their callers' checks find (only the recorded dependencies say so).
    const helpers = ['helper_a', 'helper_b', 'helper_c'];
    const helperText = (h: string): string => `function r = ${h}(x, y)\n  r = ${pick(rand, ['x * 2', 'int16(x)', "'text'", 'x'])};\nend\n`;
    for (const h of helpers) files[`lib/${h}.m`] = helperText(h);
    for (const n of names) files[`src/${n}.m`] = functionText(n, [...names, ...helpers], rand);
    const dir = tempTree(files);
    const cacheDir = join(dir, 'cache');
    const src = join(dir, 'src');
    const live = new Set(names);
    let counter = names.length;
    let usePath = true;
    const steps: string[] = [];
    for (let step = 0; step < 30; step++) {
      const kind = pick(rand, ['edit', 'edit', 'helper', 'helper', 'add', 'delete', 'rename', 'config', 'path', 'touch', 'appear', 'shift']);
      const some = (): string => pick(rand, [...live].sort());
      if (kind === 'edit' && live.size > 0) {
        const n = some();
        writeFileSync(join(src, `${n}.m`), functionText(n, [...live, ...helpers], rand));
      } else if (kind === 'helper') {
        const h = pick(rand, helpers);
        writeFileSync(join(dir, 'lib', `${h}.m`), helperText(h));
      } else if (kind === 'shift') {
        // Lines added above a function: its summary's shape is the same, its name moves (a
        // caller's too-many-inputs note points at it).
        const p = rand() < 0.5 ? join(dir, 'lib', `${pick(rand, helpers)}.m`) : join(src, `${some()}.m`);
        writeFileSync(p, `% moved down\n${readFileSync(p, 'utf8')}`);
      } else if (kind === 'appear') {
        // The function some files call without it existing comes and goes: the callers'
        // undefined-name findings go and come with it, though they never read its text.
        const p = join(dir, 'lib', 'undefined_helper_fn.m');
        if (existsSync(p)) rmSync(p);
        else writeFileSync(p, 'function r = undefined_helper_fn(x)\n  r = x;\nend\n');
      } else if (kind === 'add') {
        const n = `f${counter++}`;
        writeFileSync(join(src, `${n}.m`), functionText(n, [...live, n], rand));
        live.add(n);
      } else if (kind === 'delete' && live.size > 2) {
        const n = some();
        rmSync(join(src, `${n}.m`));
        live.delete(n);
      } else if (kind === 'rename' && live.size > 0) {
        const n = some();
        const to = `f${counter++}`;
        renameSync(join(src, `${n}.m`), join(src, `${to}.m`));
        live.delete(n);
        live.add(to);
      } else if (kind === 'config') {
        const settings = pick(rand, [{}, { checks: { 'unassigned-variable': 'off' } }, { checks: { 'too-many-inputs': 'info' } }, { runtime: 'octave' }]);
        writeFileSync(join(src, 'mtame.json'), JSON.stringify(settings));
      } else if (kind === 'path') {
        usePath = !usePath;
      } else if (kind === 'touch' && live.size > 0) {
        // The same text written again: nothing to check anew.
        const p = join(src, `${some()}.m`);
        writeFileSync(p, readFileSync(p, 'utf8'));
      }
      steps.push(kind);
      const args = [src, '--format', 'json', ...(usePath ? ['--path', join(dir, 'lib')] : [])];
      const cached = await check([...args, '--cache-dir', cacheDir]);
      const cold = await check([...args, '--no-cache']);
      expect(cached.out, `after ${steps.join(', ')}`).toBe(cold.out);
      expect(cached.status).toBe(cold.status);
      expect(cached.err).toBe('');
      // Again, all from the cache.
      expect((await check([...args, '--cache-dir', cacheDir])).out).toBe(cold.out);
    }
    expect(new Set(steps).size).toBeGreaterThanOrEqual(6);
  });

  it('ignores a corrupted or foreign entry with one note, and checks again', async () => {
    const dir = tempTree({ 'a.m': 'function a(x)\n  if x, w = 1; end\n  disp(w);\nend\n', 'b.m': 'function b()\n  a(1, 2);\nend\n' });
    const cacheDir = join(dir, '.cache');
    const cold = await check([dir, '--no-cache']);
    expect((await check([dir, '--cache-dir', cacheDir])).out).toBe(cold.out);
    const entries: string[] = [];
    const walk = (d: string): void => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(d, e.name));
        else if (e.name.endsWith('.json')) entries.push(join(d, e.name));
      }
    };
    walk(cacheDir);
    expect(entries.length).toBeGreaterThan(1);
    writeFileSync(entries[0]!, '{"layout": "v1", "key": "no');
    writeFileSync(entries[1]!, JSON.stringify({ layout: 'v1', key: 'another key', value: { deps: [], result: { kind: 'check', files: [], values: [], deps: [] } } }));
    const again = await check([dir, '--cache-dir', cacheDir]);
    expect(again.out).toBe(cold.out);
    expect(again.err.match(/corrupted or foreign cache entry/g)).toHaveLength(1);
    const healed = await check([dir, '--cache-dir', cacheDir]);
    expect(healed.err).toBe('');
    expect(healed.out).toBe(cold.out);
  });

  it('starts the runner only when there is work, so a run the cache answers whole starts no thread', async () => {
    let made = 0;
    const runner = new LazyRunner(3, () => {
      made++;
      return new InProcessRunner({ dialect: 'auto' });
    });
    expect(runner.threads).toBe(3);
    await runner.runAll([], () => {});
    await runner.close();
    expect(made).toBe(0);
    await runner.setup({ dialect: 'auto', summaries: [] });
    const outcomes: boolean[] = [];
    await runner.runAll([{ kind: 'check', files: [] }], (_, o) => outcomes.push(o.ok));
    await runner.close();
    expect(made).toBe(1);
    expect(outcomes).toEqual([true]);
  });

  it('keeps the folder under its size bound, the least recently used entries going first', () => {
    const dir = join(tempTree({}), 'c');
    const cache = new ResultCache(dir);
    const big = 'x'.repeat(10_000);
    const key = (i: number): string => `${i}`.padStart(64, '0');
    const entry = (i: number): string => join(dir, 'v1', 'check', '00', `${key(i)}.json`);
    for (let i = 0; i < 10; i++) {
      cache.put('check', key(i), big);
      // Entry 0 the oldest, 9 the newest.
      const when = new Date(Date.now() - (10 - i) * 60_000);
      utimesSync(entry(i), when, when);
    }
    // Entry 0 used again: now the most recent.
    expect(cache.get('check', key(0))).toBe(big);
    cache.prune(35_000);
    const left = readdirSync(join(dir, 'v1', 'check', '00')).sort();
    expect(left).toEqual([key(0), key(8), key(9)].map((k) => `${k}.json`).sort());
  });

  it('two processes writing one cache at once corrupt nothing', async () => {
    const files: Record<string, string> = {};
    const rand = rng(7);
    const names = Array.from({ length: 30 }, (_, i) => `g${i}`);
    for (const n of names) files[`${n}.m`] = functionText(n, names, rand);
    const dir = tempTree(files);
    const cacheDir = join(dir, '.cache');
    const cli = join(root, 'bin', 'mtame.js');
    expect(existsSync(join(root, 'dist', 'bundle', 'main.cjs')) || existsSync(join(root, 'dist', 'cli', 'main.js')), 'run `npm run build`').toBe(true);
    const runOnce = (): Promise<string> => new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [cli, 'check', dir, '--format', 'json', '--cache-dir', cacheDir], { cwd: root });
      let out = '';
      let err = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      child.on('error', reject);
      child.on('close', () => (err === '' ? resolve(out) : reject(new Error(err))));
    });
    const cold = (await check([dir, '--format', 'json', '--no-cache'])).out;
    const outs = await Promise.all([runOnce(), runOnce(), runOnce()]);
    for (const o of outs) expect(o).toBe(cold);
    expect(await runOnce()).toBe(cold);
    const leftovers: string[] = [];
    const walk = (d: string): void => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(d, e.name));
        else if (e.name.endsWith('.tmp')) leftovers.push(e.name);
      }
    };
    walk(cacheDir);
    expect(leftovers).toEqual([]);
  }, 60_000);
});
