// Golden tests: each `golden/NAME.m` is parsed and compared with `golden/NAME.out`, which holds
// the diagnostics, the program printed back, and the tree without spans.
// `NAME.octave.m` / `NAME.matlab.m` force a dialect. Regenerate with MTAME_UPDATE_GOLDEN=1.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, print, stripSpans } from '../../src/syntax/index.js';

const dir = join(import.meta.dirname, 'golden');
const update = process.env.MTAME_UPDATE_GOLDEN === '1';

function render(text: string, dialect: 'auto' | 'matlab' | 'octave'): string {
  const r = parse(text, { dialect });
  const diags = r.diagnostics.map((d) => `${d.span.line}:${d.span.column}-${d.span.endLine}:${d.span.endColumn} ${d.severity} ${d.code}: ${d.message}`);
  return [
    `== dialect: ${r.ast.dialect}, file kind: ${r.ast.fileKind}`,
    '== diagnostics',
    ...diags,
    '== printed',
    print(r.ast).trimEnd(),
    '== tree',
    JSON.stringify(stripSpans(r.ast.body), null, 1),
    '',
  ].join('\n');
}

describe('golden', () => {
  const cases = readdirSync(dir).filter((f) => f.endsWith('.m')).sort();
  it('has cases', () => expect(cases.length).toBeGreaterThan(0));
  for (const file of cases) {
    it(file, () => {
      const dialect = file.endsWith('.octave.m') ? 'octave' : file.endsWith('.matlab.m') ? 'matlab' : 'auto';
      const actual = render(readFileSync(join(dir, file), 'utf8'), dialect);
      const expectedPath = join(dir, file.replace(/\.m$/, '.out'));
      if (update || !existsSync(expectedPath)) {
        writeFileSync(expectedPath, actual);
        if (!update) throw new Error(`${expectedPath} was missing and has been written; review it and run again`);
        return;
      }
      expect(actual).toBe(readFileSync(expectedPath, 'utf8'));
    });
  }
});
