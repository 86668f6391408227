// The generator re-run: Octave, called through the learning script of the spec, must give the
// stored tables again (drift in Octave, in the script, or a spec probe changed without
// `npm run builtins:learn`). It needs `octave` on the PATH: without it the test is skipped
// locally, and fails on CI (CI=true), which installs Octave (.ci/run) so that it really runs.
// MTAME_SKIP_OCTAVE=1 skips it on purpose (it takes a few minutes).
import { describe, expect, it } from 'vitest';
import {
  LEARNED_CLASSES_FILE, LEARNED_COMPLEXITY_FILE, learnAll, loadBuiltins, parseLearned, probeJobs,
  readBuiltinData, rowKey, type LearnedRow,
} from '../../src/builtins/index.js';
import { octaveAvailable, runOctave } from '../../tools/octave-runner.mjs';

const hasOctave = octaveAvailable();
const inCI = process.env.CI === 'true';
const skipWanted = process.env.MTAME_SKIP_OCTAVE === '1';

function drift(stored: readonly LearnedRow[], now: readonly LearnedRow[]): string[] {
  const before = new Map(stored.map((r) => [rowKey(r), r.result]));
  const after = new Map(now.map((r) => [rowKey(r), r.result]));
  const out: string[] = [];
  for (const [k, v] of after) if (before.get(k) !== v) out.push(`${k.replace(/\t/g, ' ')}: stored ${before.get(k) ?? '(missing)'}, Octave now ${v}`);
  for (const k of before.keys()) if (!after.has(k)) out.push(`${k.replace(/\t/g, ' ')}: stored, not learned now`);
  return out;
}

describe('re-learning the tables with Octave', () => {
  it('is possible on CI', () => {
    if (inCI && !skipWanted) expect(hasOctave, 'CI must install octave (see .ci/run) so the drift test runs').toBe(true);
  });

  it.skipIf(!hasOctave || skipWanted)('gives the stored tables again', { timeout: 30 * 60 * 1000 }, async () => {
    const jobs = probeJobs(loadBuiltins());
    const { tables: learned } = await learnAll(jobs, (makeScript) => runOctave(makeScript));
    const classes = drift(parseLearned(readBuiltinData(LEARNED_CLASSES_FILE)), learned.classes);
    const complexity = drift(parseLearned(readBuiltinData(LEARNED_COMPLEXITY_FILE)), learned.complexity);
    console.log(`re-learned ${learned.classes.length} class cells and ${learned.complexity.length} complexity cells; drift: ${classes.length + complexity.length}`);
    expect(classes.slice(0, 50), `${classes.length} class cells drifted`).toEqual([]);
    expect(complexity.slice(0, 50), `${complexity.length} complexity cells drifted`).toEqual([]);
  });
});
