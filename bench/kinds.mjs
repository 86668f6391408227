// Kind analysis speed against parsing, over the same corpus in one run:
//   npm run bench:kinds [-- DIR]      (default: Octave's own .m files, /usr/share/octave/<version>/m)
// Files are read and the library built first; then parsing all files and each kind analysis
// of all files are timed several times, and the medians compared.
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { analyzeKinds } from '../dist/kinds/index.js';
import { buildLibrary, loadFolders } from '../dist/project/index.js';
import { parse } from '../dist/syntax/index.js';
import { octaveLibraryDir } from './lib/octave-library.mjs';

const VARIANTS = ['matlab7', 'flow-sensitive', 'flow-insensitive'];
const RUNS = 7;

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function time(fn) {
  fn(); // warm-up
  const ms = [];
  for (let k = 0; k < RUNS; k++) {
    const t0 = performance.now();
    fn();
    ms.push(performance.now() - t0);
  }
  return median(ms);
}

const dir = process.argv[2] ?? octaveLibraryDir();
if (!dir || !existsSync(dir)) {
  console.error('No corpus: install Octave\'s .m files with `apt-get install octave-common`, or pass a folder.');
  process.exit(1);
}
const { files } = loadFolders([dir]);
const lib = buildLibrary(files, { path: [dir] });
const asts = files.map((f) => ({ path: f.path, ast: lib.file(f.path)?.ast ?? parse(f.text).ast }));
const bytes = files.reduce((n, f) => n + f.text.length, 0);

const parseMs = time(() => {
  for (const f of files) parse(f.text);
});
console.log(`corpus: ${dir}, ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB; median of ${RUNS} runs`);
console.log(`${'parse'.padEnd(18)} ${parseMs.toFixed(0).padStart(6)} ms`);
for (const variant of VARIANTS) {
  const ms = time(() => {
    for (const a of asts) analyzeKinds(a.ast, lib, { variant, file: a.path });
  });
  console.log(`${('kinds ' + variant).padEnd(24)} ${ms.toFixed(0).padStart(6)} ms   ${(ms / parseMs).toFixed(2)}x parse time`);
}
