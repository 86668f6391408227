// A builtin's class table in the manner of Figure 4 of the Tamer paper: for a binary call,
// rows are the first argument's class and columns the second's; each entry is the result's
// class, or `-` for an error.
import { firstOutputLabel } from './class-match.js';
import { MCLASSES, shortName } from './classes.js';
import { resultClassesIn, type Runtime } from './query.js';
import type { BuiltinTree } from './tree.js';

export interface ClassTable {
  readonly rows: readonly string[];
  /** Empty for a unary table (one result per row). */
  readonly columns: readonly string[];
  /** entries[row][column] in short labels (i8, f64, c, b, ...), `-` for an error, `?` when
   *  the class depends on values (a class name given as text), `none` for no result. */
  readonly entries: readonly (readonly string[])[];
}

function label(result: string): string {
  if (result === 'error') return '-';
  if (result === 'unknown') return '?';
  return result.split('|').map(shortName).join('|');
}

export function classTable(tree: BuiltinTree, name: string, arity: 1 | 2, runtime: Runtime = 'matlab', classes: readonly string[] = MCLASSES): ClassTable {
  const cell = (args: string[]): string => {
    const r = resultClassesIn(tree, name, args, runtime);
    return r ? label(firstOutputLabel(r)) : '?';
  };
  if (arity === 1) return { rows: classes, columns: [], entries: classes.map((c) => [cell([c])]) };
  return { rows: classes, columns: classes, entries: classes.map((r) => classes.map((c) => cell([r, c]))) };
}
