// One `mtame check` run in this process, for the check benchmarks: prints one JSON line with
// wall time, CPU time (all threads), peak RSS (all threads), the exit status, a hash of the
// report and its summary.  node bench/lib/check-child.mjs ARGS...
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { main } from '../../dist/cli/main.js';

// The report is hashed as it comes; only its text is kept for the summary, which is small
// unless the folder has many diagnostics.
let out = '';
let timings = '';
const hash = createHash('sha256');
const t0 = performance.now();
const status = await main(['check', ...process.argv.slice(2)], {
  out: (t) => {
    hash.update(t);
    out += t;
  },
  // --timings' report is kept for the benchmark to print; other messages pass through.
  err: (t) => (/ of thread time; /.test(t) ? (timings += t) : process.stderr.write(t)),
  isTTY: false,
  errIsTTY: false,
});
const ms = performance.now() - t0;
const cpu = process.cpuUsage();
let summary;
try {
  summary = JSON.parse(out).summary;
} catch {
  summary = undefined;
}
console.log(JSON.stringify({
  status, seconds: ms / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6, maxRssMB: process.resourceUsage().maxRSS / 1024,
  hash: hash.digest('hex').slice(0, 16), summary, ...(timings ? { timings } : {}),
}));
