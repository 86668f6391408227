// The compiled spec and learned table (what the build writes to dist/data/, read instead of the
// text on every run) say what the text says.
import { describe, expect, it } from 'vitest';
import {
  BuiltinTree, compileBuiltinSpec, compileLearned, learnedResults, loadBuiltins, LEARNED_CLASSES_FILE, parseLearned, readBuiltinData, rowArgs,
} from '../../src/builtins/index.js';
import { learnedRowKey } from '../../src/builtins/compiled.js';
import { DataFileRanges } from '../../src/builtins/load.js';

describe('compiled builtin data', () => {
  it('the compiled spec has the parsed spec\'s nodes, attributes and inherited answers', () => {
    const nodes = (JSON.parse(compileBuiltinSpec()) as { nodes: unknown[] }).nodes;
    const parsed = loadBuiltins();
    expect(nodes).toEqual(JSON.parse(JSON.stringify(parsed.all())));
    const tree = new BuiltinTree(nodes as ReturnType<BuiltinTree['all']>);
    for (const name of ['plus', 'sum', 'zeros', 'eval', 'strcat']) {
      expect(tree.attribute(name, 'arity')).toEqual(parsed.attribute(name, 'arity'));
      expect(tree.attribute(name, 'class')).toEqual(parsed.attribute(name, 'class'));
    }
  });

  it('the compiled learned table has every row\'s result under its builtin and argument classes', () => {
    const text = readBuiltinData(LEARNED_CLASSES_FILE);
    const { index, data } = compileLearned(text);
    const at = (JSON.parse(index) as { at: Record<string, [number, number]> }).at;
    const bytes = Buffer.from(data, 'utf8');
    const tables = new Map(Object.entries(at).map(([name, [offset, length]]) => [name, JSON.parse(bytes.toString('utf8', offset, offset + length)) as Record<string, string[]>]));
    let rows = 0;
    for (const row of parseLearned(text)) {
      const key = learnedRowKey(row);
      if (key === undefined) continue;
      rows++;
      expect(tables.get(row.builtin)?.[key], `${row.builtin}(${key})`).toContain(row.result);
      if (rows % 97 === 0) expect(learnedResults(row.builtin, rowArgs(row))).toContain(row.result);
    }
    expect(rows).toBeGreaterThan(20000);
    expect(learnedResults('plus', [{ class: 'int8' }, { class: 'int16' }])).toEqual(['error']);
    expect(learnedResults('no-such-builtin', [])).toBeUndefined();
  });

  it('reads a data file by byte ranges, and gives nothing for a missing file or a range past its end', () => {
    const text = readBuiltinData('builtins.spec');
    const ranges = new DataFileRanges('builtins.spec');
    expect(ranges.read(0, 40)).toBe(text.slice(0, 40));
    expect(ranges.read(1000, 25)).toBe(Buffer.from(text, 'utf8').toString('utf8', 1000, 1025));
    expect(ranges.read(Buffer.byteLength(text) - 5, 10)).toBeUndefined();
    expect(new DataFileRanges('no-such-file.json').read(0, 4)).toBeUndefined();
  });
});
