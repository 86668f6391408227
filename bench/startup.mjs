// Startup benchmark: `mtame check` of one small file and of one 858-line function (Octave's
// interp1.m), each in a fresh process, as an editor's "check on save" or a pre-commit hook runs
// it; wall time, median of several runs. Peers measured in the same run: Node itself starting
// (`node -e 0`, the floor no Node tool goes under) and MiSS_HIT's `mh_lint` on the same file
// when a checkout is in bench/peers/miss_hit (see bench/parse.mjs; it lints, mtame also runs
// the kind and value analyses).
//   npm run bench:startup [-- --runs N]
// Targets (issue 15): small file < 200 ms, the 858-line function < 300 ms.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'bin', 'mtame.js');
const misshit = path.join(root, 'bench', 'peers', 'miss_hit');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '9' } } });
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 9);

const SMALL = 'function y = f(x)\n  % a small function, as an editor saves it\n  y = x + 1;\n  z = sin(y);\n  if z > 0\n    disp(z)\n  end\nend\n';

function octaveFile(name) {
  const base = '/usr/share/octave';
  if (!existsSync(base)) return undefined;
  for (const v of readdirSync(base).filter((d) => /^\d/.test(d)).sort().reverse()) {
    const p = path.join(base, v, 'm', 'general', name);
    if (existsSync(p)) return p;
  }
  return undefined;
}

/** Median wall time in ms of `runs` runs of a command (one untimed warm-up for the disk cache). */
function time(command, args, cwd) {
  const once = () => {
    const t = process.hrtime.bigint();
    const r = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    if (r.error) throw r.error;
    return Number(process.hrtime.bigint() - t) / 1e6;
  };
  once();
  const times = Array.from({ length: runs }, once).sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const work = mkdtempSync(path.join(tmpdir(), 'mtame-startup-'));
try {
  const cases = [{ label: 'small file (8 lines)', file: path.join(work, 'small', 'f.m'), target: 200 }];
  mkdirSync(path.join(work, 'small'));
  writeFileSync(cases[0].file, SMALL);
  const interp1 = octaveFile('interp1.m');
  if (interp1) {
    mkdirSync(path.join(work, 'big'));
    copyFileSync(interp1, path.join(work, 'big', 'interp1.m'));
    cases.push({ label: 'interp1.m (858 lines)', file: path.join(work, 'big', 'interp1.m'), target: 300 });
  } else {
    console.log("(Octave's interp1.m not found: install octave-common for the 858-line case)");
  }
  console.log(`load average before: ${loadavg().map((x) => x.toFixed(1)).join(' ')}; median of ${runs} runs, wall time`);
  const node = time(process.execPath, ['-e', '0']);
  console.log(`node -e 0 (the floor)            ${node.toFixed(0).padStart(5)} ms`);
  const peer = existsSync(path.join(misshit, 'miss_hit', 'mh_lint.py'));
  for (const c of cases) {
    // Cold: no cache (the figure the targets are about); then with a warm cache, as a second
    // save of an unchanged file finds it.
    const ms = time(process.execPath, [bin, 'check', c.file, '--no-cache']);
    const cacheDir = path.join(work, `cache-${cases.indexOf(c)}`);
    const cached = time(process.execPath, [bin, 'check', c.file, '--cache-dir', cacheDir]);
    const verdict = ms < c.target ? 'meets' : 'misses';
    let line = `mtame check ${c.label.padEnd(21)} ${ms.toFixed(0).padStart(5)} ms  (${(ms / node).toFixed(1)}x node's start; ${verdict} the ${c.target} ms target; from the cache ${cached.toFixed(0)} ms)`;
    if (peer) {
      const mh = time('python3', ['-m', 'miss_hit.mh_lint', c.file], misshit);
      line += `; mh_lint ${mh.toFixed(0)} ms, ratio mtame/mh_lint ${(ms / mh).toFixed(2)}`;
    }
    console.log(line);
  }
  if (!peer) console.log('(MiSS_HIT not in bench/peers/miss_hit: run bench/parse.mjs once to extract it, for the mh_lint peer)');
} finally {
  rmSync(work, { recursive: true, force: true });
}
