// Runs a learning script in GNU Octave (shared by tools/learn-builtins.mjs and the drift test,
// test/builtins/learn.test.ts). A builtin called with odd arguments may never return (Octave 7's
// randi with integer-class size matrices loops), so a watchdog kills Octave when its output file
// has not grown for `stallSeconds`; learnAll (src/builtins/learn-script.ts) then resumes after
// the call that hung (or crashed Octave).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';

const ENV = { OCTAVE_HISTFILE: '/dev/null' };

/** Whether `octave` runs. */
export function octaveAvailable() {
  return spawnSync('octave', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Octave's version, as `octave --version` prints it. */
export function octaveVersion() {
  const out = spawnSync('octave', ['--version'], { encoding: 'utf8', env: { ...process.env, ...ENV } }).stdout ?? '';
  return /version\s+(\S+)/.exec(out)?.[1] ?? 'unknown';
}

/** Writes the script made for an output file into a scratch folder (probes may create files
 *  there; it is also HOME), runs Octave on it, and resolves with what the output file holds
 *  and whether Octave exited normally. */
export function runOctave(makeScript, { stallSeconds = 60 } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'mtame-learn-'));
  const out = path.join(dir, 'learned.out');
  writeFileSync(path.join(dir, 'learn.m'), makeScript(out));
  writeFileSync(out, '');
  return new Promise((resolve, reject) => {
    const child = spawn('octave', ['--no-gui', '--no-window-system', '--norc', '--quiet', 'learn.m'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...ENV, HOME: dir },
    });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr = (stderr + d).slice(-4000);
    });
    let size = 0;
    let still = 0;
    let stalled = false;
    const timer = setInterval(() => {
      const now = statSync(out).size;
      still = now === size ? still + 1 : 0;
      size = now;
      if (still >= stallSeconds) {
        stalled = true;
        child.kill('SIGKILL');
      }
    }, 1000);
    const finish = (error) => {
      clearInterval(timer);
      const output = readFileSync(out, 'utf8');
      rmSync(dir, { recursive: true, force: true });
      if (error) reject(error);
      else resolve({ output, finished: output.includes('#done'), stalled, stderr });
    };
    child.on('error', finish);
    child.on('close', (code) => {
      const output = readFileSync(out, 'utf8');
      // A crash after some progress is treated as a hang (the caller resumes after the call);
      // one with no progress at all is a broken script or installation.
      if (!stalled && !output.includes('#done') && output.length === 0) {
        const tail = stderr.split('\n').filter((l) => l && !/X11 DISPLAY|disabling GUI/.test(l)).slice(-6).join('\n');
        finish(new Error(`octave stopped (status ${code}) before the end of the script:\n${tail}`));
      } else finish();
    });
  });
}
