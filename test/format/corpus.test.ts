// Every .m file that ships with Octave, formatted: the result must parse to the same tree with
// the same diagnostics, formatting it again must change nothing, and the safety net must never
// have had to step in (a file it rejects is a formatter bug, or is listed with a reason in
// corpus-expected.txt).
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { format, type FormatOptions, type FormatResult } from '../../src/format/index.js';
import { parse, stripSpans, type ParseResult } from '../../src/syntax/index.js';
import { loadCorpus, readReasonList, type CorpusFile } from '../support/corpus.js';

const expectedPath = join(import.meta.dirname, 'corpus-expected.txt');

const expectedRejections = (): Map<string, string> => readReasonList(expectedPath);

/** The program without positions; comments compared without their trailing blanks (the only
 *  change the formatter makes to them). */
function program(r: ParseResult): string {
  const tree = { dialect: r.ast.dialect, fileKind: r.ast.fileKind, body: r.ast.body, comments: r.ast.comments };
  return JSON.stringify(stripSpans(tree), (_k, v: unknown) => {
    const c = v as { type?: string; style?: string; text?: string } | null;
    return c !== null && typeof c === 'object' && c.type === 'Comment' && c.style === 'line' ? { ...c, text: c.text!.replace(/[ \t\v\f\r\u00a0]+$/, '') } : v;
  });
}

const diagnosticsOf = (r: ParseResult) => r.diagnostics.map((d) => `${d.severity} ${d.code} ${d.message}`);

describe.each<[string, Partial<FormatOptions>]>([
  ['defaults', {}],
  ['all functions indented, 2 spaces', { functionIndent: 'all', indent: 2 }],
  ['classic, operator spacing as written', { functionIndent: 'classic', operatorSpaces: false }],
])('Octave corpus formatted (%s)', (label, options) => {
  let corpus: CorpusFile[] = [];
  const results = new Map<string, FormatResult>();

  beforeAll(() => {
    corpus = loadCorpus();
    for (const f of corpus) results.set(f.name, format(f.text, options));
  });

  it('never needs the safety net, and skips only the files with syntax errors', () => {
    const expected = expectedRejections();
    const rejected = new Map<string, string>();
    let changed = 0;
    let skipped = 0;
    for (const f of corpus) {
      const r = results.get(f.name)!;
      if (r.changed) changed++;
      for (const d of r.diagnostics) {
        if (d.code === 'format-skipped') skipped++;
        else rejected.set(f.name, `${d.code} ${d.span.line}:${d.span.column} ${d.message}`);
      }
    }
    console.log(`format corpus (${label}): ${corpus.length} files, ${changed} changed, ${corpus.length - changed} unchanged (${skipped} skipped for syntax errors), ${rejected.size} rejected by the safety net`);
    expect(corpus.length).toBeGreaterThan(1000);
    const unexpected = [...rejected].filter(([n]) => !expected.has(n)).map(([n, why]) => `${n}: ${why}`);
    expect(unexpected, 'files the safety net rejected').toEqual([]);
    const nowFine = [...expected.keys()].filter((n) => !rejected.has(n));
    expect(nowFine, 'listed files that now format: remove them from corpus-expected.txt').toEqual([]);
    // Only files that do not parse cleanly are skipped (Octave's own parser tests).
    expect(skipped).toBeLessThanOrEqual(5);
  });

  it('gives a program that parses to the same tree and diagnostics', () => {
    const differ: string[] = [];
    for (const f of corpus) {
      const r = results.get(f.name)!;
      if (!r.changed) continue;
      const before = parse(f.text);
      const after = parse(r.text);
      if (program(before) !== program(after) || diagnosticsOf(before).join('\n') !== diagnosticsOf(after).join('\n')) differ.push(f.name);
    }
    expect(differ).toEqual([]);
  });

  it('is idempotent', () => {
    const unstable: string[] = [];
    for (const f of corpus) {
      const once = results.get(f.name)!.text;
      const twice = format(once, options);
      if (twice.text !== once || twice.diagnostics.length > 0 !== results.get(f.name)!.diagnostics.length > 0) unstable.push(f.name);
    }
    expect(unstable).toEqual([]);
  });
});
