// Real code: every .m file that ships with Octave must parse without a diagnostic, except the
// ones listed with a reason in corpus-expected.txt; and printing a file and parsing it again
// must give the same tree.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, print, stripSpans, type ParseResult } from '../../src/syntax/index.js';
import { loadCorpus, readReasonList, type CorpusFile } from '../support/corpus.js';

const expectedPath = join(import.meta.dirname, 'corpus-expected.txt');

const expectedFailures = (): Map<string, string> => readReasonList(expectedPath);

describe('Octave corpus', () => {
  let corpus: CorpusFile[] = [];
  const results = new Map<string, ParseResult>();

  beforeAll(() => {
    corpus = loadCorpus();
    for (const f of corpus) results.set(f.name, parse(f.text));
  });

  it('parses at least 99.5% of the files with no diagnostic, and fails exactly on the listed ones', () => {
    const failing = new Map<string, string>();
    for (const f of corpus) {
      const d = results.get(f.name)!.diagnostics[0];
      if (d) failing.set(f.name, `${d.span.line}:${d.span.column} ${d.code}: ${d.message}`);
    }
    const clean = corpus.length - failing.size;
    console.log(`corpus: ${clean}/${corpus.length} files parse with no diagnostic (${((100 * clean) / corpus.length).toFixed(2)}%)`);
    expect(corpus.length).toBeGreaterThan(1000);
    expect(clean / corpus.length).toBeGreaterThanOrEqual(0.995);
    const expected = expectedFailures();
    const unexpected = [...failing].filter(([n]) => !expected.has(n)).map(([n, why]) => `${n}: ${why}`);
    const nowPassing = [...expected.keys()].filter((n) => !failing.has(n));
    expect(unexpected, 'new failures (regressions)').toEqual([]);
    expect(nowPassing, 'files listed as failing that now parse: remove them from corpus-expected.txt').toEqual([]);
  });

  it('round-trips: parse(print(parse(x))) equals parse(x) without spans', () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const f of corpus) {
      const first = results.get(f.name)!;
      if (first.diagnostics.length > 0) continue;
      const again = parse(print(first.ast), { dialect: first.ast.dialect });
      checked++;
      const same = JSON.stringify(stripSpans(first.ast.body)) === JSON.stringify(stripSpans(again.ast.body));
      if (!same || again.diagnostics.length > 0) mismatches.push(f.name);
    }
    console.log(`round trip: ${checked - mismatches.length}/${checked} files give the same tree`);
    expect(mismatches).toEqual([]);
  });
});
