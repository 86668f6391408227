// Golden tests of the lowering: each `golden/NAME.m` is lowered (kinds from a library of that
// file alone) and compared with `golden/NAME.out`: the functions, the diagnostics, and the IR
// printed with the span of each statement. `NAME.octave.m` forces the Octave dialect. The
// printed IR must parse back with no diagnostics. Regenerate with MTAME_UPDATE_GOLDEN=1.
// The paper's Figure 3 program is in `figure3/`, one golden per file.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/syntax/index.js';
import { printFile } from '../../src/tame/index.js';
import { libraryOf, lowerIn, render } from './support.js';

const update = process.env.MTAME_UPDATE_GOLDEN === '1';

function check(actual: string, expectedPath: string): void {
  if (update || !existsSync(expectedPath)) {
    writeFileSync(expectedPath, actual);
    if (!update) throw new Error(`${expectedPath} was missing and has been written; review it and run again`);
    return;
  }
  expect(actual).toBe(readFileSync(expectedPath, 'utf8'));
}

function parsesBack(text: string): void {
  const diagnostics = parse(text).diagnostics.map((d) => `${d.span.line}:${d.span.column} ${d.message}`);
  expect(diagnostics, text).toEqual([]);
}

for (const folder of ['golden', 'figure3']) {
  describe(folder, () => {
    const dir = join(import.meta.dirname, folder);
    const cases = readdirSync(dir).filter((f) => f.endsWith('.m')).sort();
    it('has cases', () => expect(cases.length).toBeGreaterThan(0));
    // The Figure 3 files see each other; each golden file is a library of its own.
    const shared = folder === 'figure3' ? libraryOf(cases.map((f) => ({ path: join(dir, f), text: readFileSync(join(dir, f), 'utf8') })), dir) : undefined;
    for (const file of cases) {
      it(file, () => {
        const path = join(dir, file);
        const dialect = file.endsWith('.octave.m') ? 'octave' : 'auto';
        const lib = shared ?? libraryOf([{ path, text: readFileSync(path, 'utf8') }], dir, dialect);
        const ir = lowerIn(lib, path);
        check(render(ir).replaceAll(dir + '/', ''), path.replace(/\.m$/, '.out'));
        parsesBack(printFile(ir));
        parsesBack(printFile(ir, () => ({ stmt: (s) => s.op, header: ['% header'], footer: ['% footer'] })));
      });
    }
  });
}
