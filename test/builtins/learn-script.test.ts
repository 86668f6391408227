// The learning script's driver without Octave: a fake runner reads the script's mtame_job
// calls and answers them, hanging on one cell; learnAll must record the hang and resume after
// it, and fold the calls into rows.
import { describe, expect, it } from 'vitest';
import { learnAll, learnedRows, octaveScript, parseBuiltinSpec, probeJobs, type OctaveRun } from '../../src/builtins/index.js';

const spec = ['all;', '    Arity(1 -> 1)', '    Class(any -> double)', 'f', '    Probe(X:int8|double)', 'g', '    Probe(X:char|logical, 2)'].join('\n');
const jobs = probeJobs(parseBuiltinSpec(spec).tree);

/** Answers every cell of a script as `double`, except that it stops (as if killed) on the
 *  cell `hangAt` (job id, 1-based cell) the first time it reaches it. */
function fakeOctave(hangAt: { id: number; cell: number } | undefined) {
  let hung = false;
  return async (makeScript: (outfile: string) => string): Promise<OctaveRun> => {
    const script = makeScript('/nowhere');
    let output = '';
    for (const line of script.split('\n')) {
      const m = /^mtame_job\(mtame_out, (\d+), @\([^)]*\) [^,]*(?:,[^{]*)?, (\{.*\}), \[[^\]]*\], \d, 2, (\d+)\);$/.exec(line);
      if (!m) continue;
      const id = Number(m[1]);
      const lists = [...m[2]!.matchAll(/\{('[^}]*')\}/g)].map((l) => [...l[1]!.matchAll(/'([^']*)'/g)].map((q) => q[1]!));
      const cells = lists.length === 0 ? [[]] : lists.reduce<string[][]>((acc, l) => acc.flatMap((a) => l.map((c) => [...a, c])), [[]]);
      cells.forEach((classes, i) => {
        if (i + 1 < Number(m[3])) return;
        if (hangAt && !hung && hangAt.id === id && hangAt.cell === i + 1) {
          hung = true;
          throw { output };
        }
        output += `${id}\t${classes.join(',')}\tss:double ms:double\t\n`;
      });
      output += `#time\t${id}\t0.001\n`;
    }
    return { output: output + '#done\n', finished: true };
  };
}

async function learn(hangAt?: { id: number; cell: number }) {
  const fake = fakeOctave(hangAt);
  return learnAll(jobs, async (make) => {
    try {
      return await fake(make);
    } catch (e) {
      return { output: (e as { output: string }).output, finished: false };
    }
  });
}

describe('the learning script', () => {
  it('makes one job per probe, and a complexity job for probes taking double', () => {
    const script = octaveScript(jobs, '/tmp/out');
    expect(script).toContain("mtame_job(mtame_out, 0, @(X) f(X), {{'int8', 'double'}}, [2], 1, 2, 1);");
    expect(script).toContain("mtame_job(mtame_out, 1, @(X) g(X, 2), {{'char', 'logical'}}, [2], 1, 2, 1);");
    expect(script).toContain("mtame_job(mtame_out, 2, @(X) f(X), {{'real+', 'real-', 'complex'}}, [2], 1, 2, 1);");
    expect(script).not.toContain('mtame_job(mtame_out, 3,');
  });

  it('folds calls into rows: classes seen, errors, shapes that failed', () => {
    const out = ['0\tint8\tss:int8 ms:! ss:int8 ms:!\t', '0\tdouble\tss:! ms:!\tnope', '2\treal-\tss:double~complex ms:double\t', '#time\t0\t1'].join('\n');
    const { classes, complexity } = learnedRows(jobs, out);
    expect(classes).toEqual([
      { builtin: 'f', template: 'X:int8|double', classes: ['int8'], result: 'int8', note: 'fails for shapes ms' },
      { builtin: 'f', template: 'X:int8|double', classes: ['double'], result: 'error', note: 'nope' },
    ]);
    expect(complexity).toEqual([{ builtin: 'f', template: 'X:int8|double', classes: ['real-'], result: 'complex|real', note: '' }]);
  });

  it('learns every cell when nothing hangs', async () => {
    const { tables, hangs } = await learn();
    expect(hangs).toEqual([]);
    expect(tables.classes.map((r) => `${r.builtin}:${r.classes.join(',')}:${r.result}`)).toEqual(['f:int8:double', 'f:double:double', 'g:char:double', 'g:logical:double']);
    expect(tables.complexity).toHaveLength(3);
  });

  it('records a call that never returns and resumes after it', async () => {
    const { tables, hangs } = await learn({ id: 1, cell: 1 });
    expect(hangs).toEqual(['g(X:char|logical, 2) with char']);
    expect(tables.classes.map((r) => `${r.builtin}:${r.classes.join(',')}:${r.result}`)).toEqual(['f:int8:double', 'f:double:double', 'g:char:hang', 'g:logical:double']);
    expect(tables.complexity).toHaveLength(3);
  });

  it('resumes at the next job after a hang in the last cell of one', async () => {
    const { tables } = await learn({ id: 0, cell: 2 });
    expect(tables.classes.map((r) => r.result)).toEqual(['double', 'hang', 'double', 'double']);
  });
});
