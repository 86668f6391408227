// `mtame check` over a whole corpus: wall time, peak memory and the count per diagnostic code.
//   npm run bench:check [-- DIR]      (default: Octave's own .m files, /usr/share/octave/<version>/m)
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { main } from '../dist/cli/main.js';

function defaultCorpus() {
  const root = '/usr/share/octave';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((d) => /^\d+\.\d+/.test(d)).sort();
  return versions.length > 0 ? path.join(root, versions.at(-1), 'm') : undefined;
}

const dir = process.argv[2] ?? defaultCorpus();
if (!dir || !existsSync(dir)) {
  console.error("No corpus: install Octave's .m files with `apt-get install octave-common`, or pass a folder.");
  process.exit(1);
}
let out = '';
const t0 = performance.now();
const status = main(['check', dir, '--format', 'json'], { out: (t) => (out += t), err: (t) => process.stderr.write(t), isTTY: false });
const ms = performance.now() - t0;
const { summary } = JSON.parse(out);
console.log(`corpus: ${dir}`);
console.log(`files: ${summary.files}, errors: ${summary.errors}, warnings: ${summary.warnings} (exit status ${status})`);
console.log(`time: ${(ms / 1000).toFixed(2)} s (${(summary.files / (ms / 1000)).toFixed(0)} files/s)`);
console.log(`peak memory (max RSS): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
console.log('diagnostics per code:');
for (const [code, n] of Object.entries(summary.byCode).sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(6)}  ${code}`);
