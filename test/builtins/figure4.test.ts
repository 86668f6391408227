// Figure 4 of the Tamer paper, reproduced by the spec: MATLAB's class tables for plus, minus,
// mtimes, times, kron (a); mpower, power (b); mldivide, mrdivide, ldivide, rdivide, mod, rem
// (c), on every integer class (the unsigned ones added by MATLAB's rule, see figure4.txt).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classFromLabel, classTable, loadBuiltins, shortName, type MClass } from '../../src/builtins/index.js';

interface Figure {
  label: string;
  builtins: string[];
  /** result label by `row,column` (full class names). */
  table: Map<string, string>;
  classes: MClass[];
}

function readFigures(): Figure[] {
  const text = readFileSync(join(import.meta.dirname, 'figure4.txt'), 'utf8');
  const figures: Figure[] = [];
  let current: Figure | undefined;
  let columns: MClass[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const head = /^\((\w)\)\s+(.*)$/.exec(line);
    if (head) {
      current = { label: head[1]!, builtins: head[2]!.split(/\s+/), table: new Map(), classes: [] };
      figures.push(current);
      columns = [];
      continue;
    }
    const cells = line.split('\t');
    if (cells[0] === '') {
      columns = cells.slice(1).map((c) => classFromLabel(c)!);
      current!.classes = columns;
      continue;
    }
    const row = classFromLabel(cells[0]!)!;
    cells.slice(1).forEach((v, j) => current!.table.set(`${row},${columns[j]}`, v));
  }
  return figures;
}

const SIGNED_OF: Record<string, MClass> = { uint8: 'int8', uint16: 'int16', uint32: 'int32', uint64: 'int64' };
const UNSIGNED_OF: Record<string, MClass> = { int8: 'uint8', int16: 'uint16', int32: 'uint32', int64: 'uint64' };
const ALL: MClass[] = ['int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64', 'single', 'double', 'char', 'logical'];

/** The figure's entry, extended to unsigned classes: an unsigned class behaves as the signed
 *  class of its size; mixing a signed and an unsigned integer class is an error. */
function expected(f: Figure, row: MClass, col: MClass): string {
  const r = SIGNED_OF[row] ?? row;
  const c = SIGNED_OF[col] ?? col;
  const bothIntegers = r.startsWith('int') && c.startsWith('int');
  if (bothIntegers && (row in SIGNED_OF) !== (col in SIGNED_OF)) return '-';
  const v = f.table.get(`${r},${c}`)!;
  const unsignedInvolved = row in SIGNED_OF || col in SIGNED_OF;
  const cls = classFromLabel(v);
  if (unsignedInvolved && cls && cls in UNSIGNED_OF) return shortName(UNSIGNED_OF[cls]!);
  return v;
}

describe('Figure 4 of the Tamer paper', () => {
  const tree = loadBuiltins();
  const figures = readFigures();

  it('transcribes the three tables', () => {
    expect(figures.map((f) => f.label)).toEqual(['a', 'b', 'c']);
    for (const f of figures) expect(f.table.size).toBe(64);
  });

  for (const f of readFigures()) {
    for (const name of f.builtins) {
      it(`(${f.label}) ${name}: MATLAB's table on all integer classes`, () => {
        const t = classTable(tree, name, 2, 'matlab', ALL);
        const wrong: string[] = [];
        ALL.forEach((row, i) => ALL.forEach((col, j) => {
          const want = expected(f, row, col);
          const got = t.entries[i]![j]!;
          if (got !== want) wrong.push(`${name}(${row}, ${col}): spec ${got}, figure ${want}`);
        }));
        expect(wrong).toEqual([]);
      });
    }
  }
});
