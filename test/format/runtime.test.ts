// The runtime round trip: every suite program (bench/programs) copied twice into a scratch
// folder, one copy formatted, both run by GNU Octave with the program's driver: the output must
// be the same. Needs `octave` on the PATH: skipped without it locally, failing on CI (CI=true);
// MTAME_SKIP_OCTAVE=1 skips it on purpose. The harness (bench/oracle/runtime.mjs) loads the
// built dist/, as the oracle test does: run after `npm run build`.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listPrograms, octaveAvailable, PROGRAMS_DIR, runDriver } from '../../bench/oracle/runtime.mjs';
import { format, type FormatOptions } from '../../src/format/index.js';

const hasOctave = octaveAvailable();
const inCI = process.env.CI === 'true';
const skip = process.env.MTAME_SKIP_OCTAVE === '1' || (!hasOctave && !inCI);

interface Outcome {
  name: string;
  files: number;
  changed: number;
  problems: string[];
}

/** Runs the original and a formatted copy of one program; lists what went wrong. */
async function roundTrip(name: string, work: string, options: Partial<FormatOptions>): Promise<Outcome> {
  const orig = path.join(work, name, 'orig');
  const formatted = path.join(work, name, 'formatted');
  cpSync(path.join(PROGRAMS_DIR, name), orig, { recursive: true });
  cpSync(path.join(PROGRAMS_DIR, name), formatted, { recursive: true });
  const problems: string[] = [];
  let files = 0;
  let changed = 0;
  for (const f of readdirSync(formatted).filter((n) => n.endsWith('.m'))) {
    const file = path.join(formatted, f);
    const r = format(readFileSync(file, 'utf8'), options);
    files++;
    if (r.changed) changed++;
    for (const d of r.diagnostics) problems.push(`${f}: ${d.code} ${d.message}`);
    writeFileSync(file, r.text);
  }
  const [a, b] = await Promise.all([runDriver(orig, name), runDriver(formatted, name)]);
  for (const [label, run] of [['original', a], ['formatted', b]] as const) {
    if (run.timedOut) problems.push(`${label}: timed out`);
    else if (run.status !== 0) problems.push(`${label}: Octave exited with status ${run.status}: ${run.stderr.slice(-500)}`);
  }
  if (a.stdout.trim() === '') problems.push('the original program printed nothing');
  if (a.stdout !== b.stdout) problems.push('the formatted program prints something else');
  return { name, files, changed, problems };
}

describe.skipIf(skip)('runtime round trip of the suite programs', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'mtame-format-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.each<[string, Partial<FormatOptions>]>([
    ['defaults', {}],
    ['all functions indented, 2 spaces', { functionIndent: 'all', indent: 2 }],
  ])('prints the same before and after formatting (%s)', async (label, options) => {
    expect(hasOctave, 'octave is not installed (CI=true requires it)').toBe(true);
    const programs = listPrograms();
    expect(programs.length).toBeGreaterThan(20);
    const outcomes: Outcome[] = [];
    // Two programs at a time (four Octave processes).
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < programs.length) {
        const name = programs[next++];
        outcomes.push(await roundTrip(name, path.join(work, label.replace(/\W+/g, '-')), options));
      }
    };
    await Promise.all([worker(), worker()]);
    const files = outcomes.reduce((s, o) => s + o.files, 0);
    const changed = outcomes.reduce((s, o) => s + o.changed, 0);
    console.log(`format round trip (${label}): ${outcomes.length} programs, ${files} files, ${changed} changed by the formatter`);
    const failures = outcomes.filter((o) => o.problems.length > 0).map((o) => `${o.name}: ${o.problems.join('; ')}`);
    expect(failures).toEqual([]);
    expect(changed).toBeGreaterThan(0);
  }, 600_000);
});
