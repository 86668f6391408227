// After `tsc` and the data: bundles the command line (and its worker thread) into a few files
// in `dist/bundle/`, which `bin/mtame.js` loads. Node's module loader spends ~60 ms resolving
// and compiling the ~150 modules a check imports; one bundle loads in ~20 ms, and a small file
// is checked in well under 200 ms. The bundle sits one folder down in dist/, as the modules do,
// so the paths they read relative to themselves (`../data/`, `../../package.json`) still hold;
// the library (`dist/index.js` and the layers) stays unbundled for tool builders.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist', 'bundle');

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: join(root, 'dist', 'cli', 'main.js'), 'check-worker': join(root, 'dist', 'cli', 'check-worker.js') },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // The dependencies stay in node_modules, loaded as they are (CommonJS ones such as the
  // language server's would need a require shim inside an ES module bundle).
  packages: 'external',
  logLevel: 'warning',
});
console.log('bundled dist/cli -> dist/bundle');

// What names this build: a hash of everything in dist/ (code and data). The check cache keys
// on it, so answers of another build are never used.
const dist = join(root, 'dist');
const hash = createHash('sha256');
const files = [];
const walk = (folder) => {
  for (const e of readdirSync(folder, { withFileTypes: true })) {
    const p = join(folder, e.name);
    if (e.isDirectory()) walk(p);
    else if (e.name !== 'build-id.txt' && !e.name.endsWith('.map')) files.push(p);
  }
};
walk(dist);
for (const f of files.sort()) hash.update(f.slice(dist.length)).update(readFileSync(f));
writeFileSync(join(dist, 'build-id.txt'), `${hash.digest('hex').slice(0, 16)}\n`);
console.log(`build id written to dist/build-id.txt (${files.length} files)`);
