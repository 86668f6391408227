// After `tsc` and the data: bundles the command line and its worker thread into one CommonJS
// file each in `dist/bundle/` (`main.cjs`, `check-worker.cjs`), which `bin/mtame.js` loads,
// with a V8 code cache for `main.cjs` made by checking the shipped examples once. Node's module
// loader spends ~60 ms resolving and compiling the ~150 modules a check imports; one ES module
// bundle ~35 ms; a CommonJS bundle compiled from its code cache (Node 20 has no cache for ES
// modules) skips compiling both at load and, for the functions a check runs, later: a small
// file is checked in ~125 ms where Node itself starts in ~110. A cache another Node (another V8)
// made is rejected by V8 and the bundle is compiled as usual. The bundle sits one folder down
// in dist/, as the modules do, so the paths they read relative to themselves (`../data/`,
// `../../package.json`) still hold; the library (`dist/index.js` and the layers) stays ES
// modules, unbundled, for tool builders.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist', 'bundle');

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: join(root, 'dist', 'cli', 'main.js'), 'check-worker': join(root, 'dist', 'cli', 'check-worker.js') },
  outdir,
  outExtension: { '.js': '.cjs' },
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  // The modules find their data files from their own URL: in the bundle, the bundle's.
  define: { 'import.meta.url': '__bundleUrl' },
  banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  // The dependencies stay in node_modules, loaded as they are.
  packages: 'external',
  // Blanks and redundant syntax out, names kept (stack traces stay readable; the source map
  // beside the bundle maps them back): the smaller text is read and checked against its code
  // cache ~7 ms faster, on every run.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: true,
  logLevel: 'warning',
});
console.log('bundled dist/cli -> dist/bundle');

// The code cache: what V8 compiled while checking the examples (bin/mtame.js writes it when
// MTAME_CODE_CACHE_OUT names a file). A failure here leaves no cache, never a broken build.
const cacheFile = join(outdir, 'main.cjs.cache');
const made = spawnSync(process.execPath, [join(root, 'bin', 'mtame.js'), 'check', '--no-cache', join(root, 'examples')], {
  env: { ...process.env, MTAME_CODE_CACHE_OUT: cacheFile },
  encoding: 'utf8',
});
console.log(existsSync(cacheFile) ? 'code cache written to dist/bundle/main.cjs.cache' : `no code cache: ${made.error?.message || made.stderr.trim().split('\n').at(-1) || 'not written'}`);

// What names this build: a hash of everything in dist/ (code and data). The check cache keys
// on it, so answers of another build are never used.
const dist = join(root, 'dist');
const hash = createHash('sha256');
const files = [];
const walk = (folder) => {
  for (const e of readdirSync(folder, { withFileTypes: true })) {
    const p = join(folder, e.name);
    if (e.isDirectory()) walk(p);
    // The code cache changes from build to build with the same code, and no result depends on it.
    else if (e.name !== 'build-id.txt' && !e.name.endsWith('.map') && !e.name.endsWith('.cache')) files.push(p);
  }
};
walk(dist);
for (const f of files.sort()) hash.update(f.slice(dist.length)).update(readFileSync(f));
writeFileSync(join(dist, 'build-id.txt'), `${hash.digest('hex').slice(0, 16)}\n`);
console.log(`build id written to dist/build-id.txt (${files.length} files)`);
