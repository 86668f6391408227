// Corpus files mutated at random (blanks, brackets, quotes, comment markers, continuations and
// line ends inserted or characters deleted), formatted: never an internal error, never a safety
// net rejection, and a changed result formats to itself.
import { describe, expect, it } from 'vitest';
import { format } from '../../src/format/index.js';
import { loadCorpus } from '../support/corpus.js';
import { pick, rng } from '../support/random.js';

const PIECES = [
  ' ', '\t', '\n', '...\n', '[', ']', '(', ')', '{', '}', "'", '"', '%', '%{\n', '\n%}\n', '-', '+', ',', ';', '=',
  'end', 'if ', '@', '!', '~', '#', '\r\n', '\r', 'x ', ' -1', "a'", '.^-',
];

describe('format on mutated corpus files', () => {
  it('never fails, never needs the safety net, and is idempotent', () => {
    const rand = rng(20240611);
    const problems: string[] = [];
    let changed = 0;
    let total = 0;
    for (const f of loadCorpus()) {
      for (let k = 0; k < 3; k++) {
        let t = f.text;
        const edits = 1 + Math.floor(rand() * 4);
        for (let e = 0; e < edits; e++) {
          const p = Math.floor(rand() * t.length);
          t = rand() < 0.4 ? t.slice(0, p) + t.slice(p + 1 + Math.floor(rand() * 5)) : t.slice(0, p) + pick(rand, PIECES) + t.slice(p);
        }
        total++;
        const r = format(t);
        for (const d of r.diagnostics) if (d.code !== 'format-skipped') problems.push(`${f.name} #${k}: ${d.code} ${d.message}`);
        if (r.changed) {
          changed++;
          if (format(r.text).text !== r.text) problems.push(`${f.name} #${k}: not idempotent`);
        }
      }
    }
    console.log(`format fuzz: ${total} mutated files, ${changed} changed`);
    expect(problems).toEqual([]);
  });
});
