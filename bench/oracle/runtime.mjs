// The runtime half of the oracle: copies a suite program into a scratch folder twice (as is,
// and instrumented with instrument.mjs), runs both in GNU Octave with the driver, checks that
// they print the same, and reads the instrumented run's log back as records.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearTimeout, setTimeout } from 'node:timers';
import { contextSource, instrumentSource, loggerSource, ENTER, LOGGER } from './instrument.mjs';

/** The suite's folder: bench/programs. */
export const PROGRAMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'programs');

const OCTAVE_ARGS = ['--no-gui', '--no-window-system', '--norc', '--quiet', '--no-history'];

/** Whether `octave` runs. */
export function octaveAvailable() {
  return spawnSync('octave', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** The suite's programs: the folders of `root` holding a `drv_<folder>.m`, sorted. */
export function listPrograms(root = PROGRAMS_DIR) {
  return readdirSync(root)
    .filter((n) => statSync(path.join(root, n)).isDirectory() && existsSync(path.join(root, n, `drv_${n}.m`)))
    .sort();
}

/**
 * Runs `drv_<name>` in Octave in `dir` (cwd, and HOME so nothing lands elsewhere), stdin from
 * /dev/null, killed after `timeoutSeconds`. The driver's own time (tic/toc, without Octave's
 * start) is written to `.mtame_time`; `after` is Octave code run after the driver.
 */
export function runDriver(dir, name, { timeoutSeconds = 30, after = '' } = {}) {
  const code = `mtame_t0__ = tic; drv_${name}; mtame_t__ = toc(mtame_t0__); ${after} `
    + "mtame_f__ = fopen('.mtame_time', 'w'); fprintf(mtame_f__, '%.6f', mtame_t__); fclose(mtame_f__);";
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('octave', [...OCTAVE_ARGS, '--eval', code], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, OCTAVE_HISTFILE: '/dev/null', HOME: dir },
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr = (stderr + d).slice(-8000); });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutSeconds * 1000);
    const done = (status, error) => {
      clearTimeout(timer);
      const timeFile = path.join(dir, '.mtame_time');
      const seconds = existsSync(timeFile) ? Number(readFileSync(timeFile, 'utf8')) : undefined;
      resolve({ stdout, stderr: error ? String(error) : stderr, status, timedOut, seconds, wallSeconds: (Date.now() - started) / 1000 });
    };
    child.on('error', (e) => done(-1, e));
    child.on('close', (status) => done(status ?? -1));
  });
}

/** Octave's noise on stderr that is no error of the program. */
function stderrErrors(stderr) {
  return stderr.split('\n').filter((l) => l.trim() && !/X11 DISPLAY|disabling GUI|^warning: /.test(l)).join('\n');
}

/**
 * Parses the log written by mtame_log__ against the side table (entry i is ID i+1).
 * Returns `{ records, counts }`: records with the site's file, line, column, name and kind
 * and the value's class, size (numbers), complex flag, and for structs `fields`
 * ({ name, class, size }) and for cells `cells` ({ class, size }) when present, and `value` (a
 * real scalar's number, a short char row's text) when logged; counts: ID →
 * how many times the site ran (records stop at the cap, counts do not).
 */
export function parseLog(text, table) {
  const records = [];
  const counts = new Map();
  const dims = (s) => s.split('x').map(Number);
  for (const line of text.split('\n')) {
    if (!line) continue;
    if (line.startsWith('#count ')) {
      const [, id, n] = line.split(' ');
      counts.set(Number(id), Number(n));
      continue;
    }
    const [idText, cls, size, cx, extra = '', ctx] = line.split('|');
    const id = Number(idText);
    const site = table[id - 1];
    // A run killed at its time limit may leave its last line cut short.
    if (!site || size === undefined || cx === undefined) continue;
    const rec = { id, ...site, class: cls, size: dims(size), complex: cx === '1' };
    // The calling context, when the running function is the site's own (see contextSource).
    const context = ctx ? parseContext(ctx) : undefined;
    if (context && site.fid === context.fid) rec.context = context;
    if (extra.startsWith('S:')) {
      rec.fields = extra.slice(2).split(',').filter(Boolean).map((f) => {
        const [name, value] = f.split('=');
        const [c, s] = value.split(':');
        return s === undefined ? { name, class: '?' } : { name, class: c, size: dims(s) };
      });
    } else if (extra.startsWith('V:')) {
      const v = extra.slice(2);
      rec.value = v === 'Inf' ? Infinity : v === '-Inf' ? -Infinity : v === 'NaN' ? NaN : Number(v);
    } else if (extra.startsWith('T:')) {
      rec.value = String.fromCharCode(...extra.slice(2).split(',').filter(Boolean).map(Number));
    } else if (extra.startsWith('C:')) {
      rec.cells = extra.slice(2).split(';').filter(Boolean).map((e) => {
        const [c, s] = e.split(':');
        return { class: c, size: dims(s) };
      });
    }
    records.push(rec);
  }
  return { records, counts };
}

/** `FID;nargin;arg;...` as `{ fid, nargin, args }`, each arg `{ class, size, value? }` or
 *  null for an input not given (value: a number, or a string for a char row). */
function parseContext(text) {
  const [fid, count, ...args] = text.split(';');
  // `nargin@Cls` for a constructor making an object of class Cls.
  const [nargin, making] = count.split('@');
  return {
    fid: Number(fid),
    nargin: Number(nargin),
    ...(making ? { making } : {}),
    args: args.filter((a) => a !== '').map((a) => {
      if (a === '-') return null;
      const [cls, size, value] = a.split(':');
      const arg = { class: cls, size: size.split('x').map(Number) };
      if (value === undefined) return arg;
      if (value.startsWith('c')) return { ...arg, value: String.fromCharCode(...value.slice(1).split(',').filter(Boolean).map(Number)) };
      return { ...arg, value: Number(value) };
    }),
  };
}

/**
 * Runs one suite program: writes the original and the instrumented copy into a scratch
 * folder (never the repository), runs both in Octave, compares their output, and collects the
 * records. `errors` lists harness errors (an instrumented file that failed to parse, a driver
 * that failed or timed out, a difference in output).
 */
export async function runProgram(name, { root = PROGRAMS_DIR, timeoutSeconds = 30, cap = 50, keep = false } = {}) {
  const src = path.join(root, name);
  const work = mkdtempSync(path.join(tmpdir(), `mtame-oracle-${name}-`));
  const orig = path.join(work, 'orig');
  const inst = path.join(work, 'inst');
  mkdirSync(orig);
  mkdirSync(inst);
  const logPath = path.join(work, 'records.log');
  writeFileSync(logPath, '');
  const table = [];
  const functions = [];
  const errors = [];
  const files = readdirSync(src).filter((f) => f.endsWith('.m')).sort();
  for (const f of files) {
    const text = readFileSync(path.join(src, f), 'utf8');
    writeFileSync(path.join(orig, f), text);
    const r = instrumentSource(text, f, table, { functions });
    for (const d of r.diagnostics) errors.push(`${f}:${d.span?.line ?? '?'}:${d.span?.column ?? '?'}: syntax error: ${d.message}`);
    writeFileSync(path.join(inst, f), r.text);
  }
  writeFileSync(path.join(inst, `${LOGGER}.m`), loggerSource(logPath, cap));
  writeFileSync(path.join(inst, `${ENTER}.m`), contextSource());
  const original = await runDriver(orig, name, { timeoutSeconds });
  const instrumented = await runDriver(inst, name, { timeoutSeconds, after: `${LOGGER}(-1);` });
  for (const [label, run] of [['original', original], ['instrumented', instrumented]]) {
    if (run.timedOut) errors.push(`${label}: timed out after ${timeoutSeconds} s`);
    else if (run.status !== 0) errors.push(`${label}: Octave exited with status ${run.status}: ${stderrErrors(run.stderr).slice(-1000)}`);
  }
  const sameOutput = original.stdout === instrumented.stdout;
  if (!sameOutput) errors.push(`instrumented output differs from the original (${firstDifference(original.stdout, instrumented.stdout)})`);
  const { records, counts } = parseLog(readFileSync(logPath, 'utf8'), table);
  if (!keep) rmSync(work, { recursive: true, force: true });
  return {
    name,
    files,
    ok: errors.length === 0,
    errors,
    sameOutput,
    seconds: original.seconds,
    instrumentedSeconds: instrumented.seconds,
    wallSeconds: original.wallSeconds + instrumented.wallSeconds,
    stdout: original.stdout,
    table,
    functions,
    records,
    counts,
    ...(keep ? { work } : {}),
  };
}

function firstDifference(a, b) {
  const al = a.split('\n');
  const bl = b.split('\n');
  for (let i = 0; i < Math.max(al.length, bl.length); i++) {
    if (al[i] !== bl[i]) return `line ${i + 1}: ${JSON.stringify(al[i] ?? '(end)')} vs ${JSON.stringify(bl[i] ?? '(end)')}`;
  }
  return 'no line differs';
}

/** Runs programs, `concurrency` Octave processes at a time; results in the order given. */
export async function runPrograms(names, options = {}) {
  const { concurrency = 2, onResult } = options;
  const results = new Array(names.length);
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const i = next++;
      results[i] = await runProgram(names[i], options);
      onResult?.(results[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, names.length) }, worker));
  return results;
}
