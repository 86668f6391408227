// The compiled spec and learned table (what the build writes to dist/data/, read instead of the
// text on every run) say what the text says.
import { describe, expect, it } from 'vitest';
import {
  BuiltinTree, compileBuiltinSpec, compileLearned, learnedResults, loadBuiltins, LEARNED_CLASSES_FILE, parseLearned, readBuiltinData, rowArgs,
} from '../../src/builtins/index.js';
import { learnedRowKey } from '../../src/builtins/compiled.js';

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
    const builtins = (JSON.parse(compileLearned(text)) as { builtins: Record<string, string> }).builtins;
    const tables = new Map(Object.entries(builtins).map(([name, t]) => [name, JSON.parse(t) as Record<string, string[]>]));
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
});
