// The oracle, end to end: for each suite program (default: all of bench/programs), instrument
// it and run it in Octave (runtime.mjs), run `mtame tame` on its driver, compare
// (compare.mjs) and print the report. While `mtame tame` does not exist yet, says so and
// reports the runtime half only.
//
//   node bench/oracle/run.mjs [PROGRAM...] [--out FILE.json] [--keep] [--no-static]
//                             [--concurrency N] [--timeout SECONDS]
//
// Exit status 1 on a harness error (a driver failed, timed out, or printed differently when
// instrumented) or a soundness violation; 2 for bad usage.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareProgram, formatComparison } from './compare.mjs';
import { listPrograms, octaveAvailable, PROGRAMS_DIR, runPrograms } from './runtime.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const MTAME = path.join(ROOT, 'bin', 'mtame.js');

/**
 * Runs `mtame tame <driver> --format json` on a suite program. Returns `{ status, json, message }`
 * with status `ok` (json parsed), `unknown-command` (mtame has no tame command yet) or
 * `failed` (no JSON on stdout: message says why).
 */
export function runTame(name, { root = PROGRAMS_DIR, timeoutSeconds = 120 } = {}) {
  const driver = path.join(root, name, `drv_${name}.m`);
  const r = spawnSync(process.execPath, [MTAME, 'tame', driver, '--format', 'json'], {
    cwd: path.join(root, name),
    encoding: 'utf8',
    timeout: timeoutSeconds * 1000,
    maxBuffer: 256 * 1024 * 1024,
  });
  const stderr = r.stderr ?? '';
  if (/unknown command/i.test(stderr) || /unknown command/i.test(r.stdout ?? '')) {
    return { status: 'unknown-command', message: 'mtame has no `tame` command yet: only the runtime half is reported' };
  }
  try {
    return { status: 'ok', json: JSON.parse(r.stdout) };
  } catch {
    const why = r.error ? String(r.error) : `exit status ${r.status}`;
    // The error's own line (e.g. a SyntaxError when dist/ is half built) says more than a stack.
    const lines = stderr.trim().split('\n').filter((l) => l.trim() && !/^\s+at /.test(l) && !/^Node\.js v/.test(l));
    const errorLine = lines.find((l) => /error/i.test(l));
    const detail = [...new Set([errorLine, ...lines.slice(-3)].filter(Boolean))].join(' | ');
    return { status: 'failed', message: `mtame tame ${name}: ${why}: ${detail}` };
  }
}

function parseArgs(argv) {
  const o = { programs: [], out: undefined, keep: false, static: true, concurrency: 2, timeout: 30 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--out') o.out = argv[++i];
    else if (a === '--keep') o.keep = true;
    else if (a === '--no-static') o.static = false;
    else if (a === '--concurrency') o.concurrency = Number(argv[++i]);
    else if (a === '--timeout') o.timeout = Number(argv[++i]);
    else if (a.startsWith('--')) throw new Error(`unknown option ${a}`);
    else o.programs.push(a.replace(/\/$/, '').split('/').pop());
  }
  if (o.out === undefined && argv.includes('--out')) throw new Error('--out needs a file');
  return o;
}

async function main(argv) {
  let opts;
  try {
    opts = parseArgs(argv);
  } catch (e) {
    process.stderr.write(`${e.message}\nusage: node bench/oracle/run.mjs [PROGRAM...] [--out FILE.json] [--keep] [--no-static] [--concurrency N] [--timeout S]\n`);
    return 2;
  }
  if (!octaveAvailable()) {
    process.stderr.write('octave is not on the PATH: the oracle needs GNU Octave\n');
    return 2;
  }
  const all = listPrograms();
  const names = opts.programs.length > 0 ? opts.programs : all;
  const missing = names.filter((n) => !all.includes(n));
  if (missing.length > 0) {
    process.stderr.write(`no such program in ${PROGRAMS_DIR}: ${missing.join(', ')}\n`);
    return 2;
  }
  const started = Date.now();
  const runs = await runPrograms(names, {
    concurrency: opts.concurrency,
    timeoutSeconds: opts.timeout,
    keep: opts.keep,
    onResult: (r) => process.stderr.write(`  ran ${r.name}${r.ok ? '' : ' (ERROR)'}\n`),
  });
  let status = 0;
  const lines = [];
  lines.push('runtime (Octave):');
  const width = Math.max(...names.map((n) => n.length));
  for (const r of runs) {
    const t = (s) => (s === undefined ? '   -  ' : `${s.toFixed(3)}s`);
    lines.push(`  ${r.name.padEnd(width)}  ${r.ok ? 'ok   ' : 'ERROR'}  driver ${t(r.seconds)}  instrumented ${t(r.instrumentedSeconds)}  `
      + `${String(r.records.length).padStart(5)} records  ${String(r.counts.size).padStart(3)}/${r.table.length} sites run${r.work ? `  ${r.work}` : ''}`);
    for (const e of r.errors) lines.push(`    harness error: ${e}`);
    if (!r.ok) status = 1;
  }
  const records = runs.reduce((n, r) => n + r.records.length, 0);
  lines.push(`  ${runs.length} programs, ${records} records, ${runs.filter((r) => !r.ok).length} harness errors, ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const comparisons = [];
  const statics = new Map();
  if (opts.static) {
    for (const r of runs) {
      const s = runTame(r.name);
      statics.set(r.name, s);
      if (s.status === 'unknown-command') {
        lines.push('', `note: ${s.message}.`);
        break;
      }
      if (s.status === 'failed') {
        lines.push(`static: ${s.message}`);
        status = 1;
        continue;
      }
      comparisons.push(compareProgram(r, s.json));
    }
    if (comparisons.length > 0) {
      const { text, total } = formatComparison(comparisons);
      lines.push('', 'static (mtame tame) against runtime:', text);
      if (total.violations > 0) status = 1;
    }
  }
  process.stdout.write(lines.join('\n') + '\n');
  if (opts.out) {
    const json = {
      programs: runs.map((r) => ({
        name: r.name,
        ok: r.ok,
        errors: r.errors,
        seconds: r.seconds,
        instrumentedSeconds: r.instrumentedSeconds,
        sites: r.table.map((s, i) => ({ id: i + 1, ...s, runs: r.counts.get(i + 1) ?? 0 })),
        records: r.records,
        static: statics.get(r.name)?.status ?? 'not run',
        comparison: comparisons.find((c) => c.name === r.name),
      })),
    };
    writeFileSync(opts.out, JSON.stringify(json, null, 1));
    process.stderr.write(`wrote ${opts.out}\n`);
  }
  return status;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
