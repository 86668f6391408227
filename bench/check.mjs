// `mtame check` over a whole corpus, with `--jobs 1` (one thread) and the default (one worker
// thread per core), each in a fresh process: wall time, CPU time, peak memory (max RSS of the
// process, every thread included), that both reports are identical, and the count per code.
//   npm run bench:check [-- DIR]      (default: Octave's own .m files, /usr/share/octave/<version>/m)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function defaultCorpus() {
  const root = '/usr/share/octave';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((d) => /^\d+\.\d+/.test(d)).sort();
  return versions.length > 0 ? path.join(root, versions.at(-1), 'm') : undefined;
}

/** One check in a child process (bench/lib/check-child.mjs): its figures. */
export function runCheckChild(args) {
  const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib', 'check-child.mjs');
  const out = execFileSync(process.execPath, [child, ...args], { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out.trim().split('\n').at(-1));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? defaultCorpus();
  if (!dir || !existsSync(dir)) {
    console.error("No corpus: install Octave's .m files with `apt-get install octave-common`, or pass a folder.");
    process.exit(1);
  }
  console.log(`corpus: ${dir}`);
  console.log(`cores: ${availableParallelism()}, load average before: ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  const runs = [];
  for (const jobs of ['1', undefined]) {
    const r = runCheckChild([dir, '--format', 'json', ...(jobs ? ['--jobs', jobs] : [])]);
    runs.push(r);
    const label = jobs ? `--jobs ${jobs}` : `default (--jobs ${availableParallelism()})`;
    console.log(`${label.padEnd(22)} time ${r.seconds.toFixed(2)} s, CPU ${r.cpuSeconds.toFixed(1)} s, peak memory (max RSS) ${r.maxRssMB.toFixed(0)} MB, ${(r.summary.files / r.seconds).toFixed(0)} files/s`);
  }
  const [one, many] = runs;
  console.log(`reports identical: ${one.hash === many.hash ? 'yes' : 'NO'}`);
  const { summary } = many;
  console.log(`files: ${summary.files}, errors: ${summary.errors}, warnings: ${summary.warnings} (exit status ${many.status})`);
  console.log('diagnostics per code:');
  for (const [code, n] of Object.entries(summary.byCode).sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(6)}  ${code}`);
}
