// How well the spec predicts what the runtime did: every learned (call, argument classes)
// cell compared with the Class rules (Octave's; MatlabClass says where MATLAB differs), and
// every complexity cell with the Complexity attribute.
import { firstOutputLabel, type ArgClass } from './class-match.js';
import { MCLASSES } from './classes.js';
import type { LearnedRow } from './learn-script.js';
import { parseTemplate, probeTemplates } from './probe.js';
import { resultClassesIn } from './query.js';
import type { BuiltinTree } from './tree.js';

export type CellVerdict = 'agree' | 'disagree' | 'unknown';

export interface CellComparison {
  readonly row: LearnedRow;
  readonly predicted: string;
  /** `unknown`: the rules say the class depends on values they do not see. */
  readonly verdict: CellVerdict;
  /** The top-level group the builtin belongs to. */
  readonly group: string;
}

export interface GroupFigures {
  readonly group: string;
  readonly builtins: number;
  readonly agree: number;
  readonly disagree: number;
  readonly unknown: number;
  /** Class combinations with a `string` argument: predicted, but not learnable in Octave 7. */
  readonly notLearned: number;
}

/** The argument classes of a row: placeholders take the row's classes, literals their own. */
export function rowArgs(row: LearnedRow): ArgClass[] {
  let k = 0;
  const byName = new Map<string, string>();
  return parseTemplate(row.template).map((a): ArgClass => {
    if (a.kind === 'literal') return a.value === undefined ? { class: a.class } : { class: a.class, value: a.value };
    if (!byName.has(a.name)) byName.set(a.name, row.classes[k++] ?? '');
    return { class: byName.get(a.name)! };
  });
}

/** The child of the root a node sits under. */
export function topGroup(tree: BuiltinTree, name: string): string {
  const chain = tree.ancestry(name);
  return chain.length >= 2 ? chain[chain.length - 2]!.name : name;
}

export function compareClasses(tree: BuiltinTree, rows: readonly LearnedRow[]): CellComparison[] {
  return rows.map((row) => {
    const r = resultClassesIn(tree, row.builtin, rowArgs(row), 'octave');
    const predicted = r ? firstOutputLabel(r) : 'not-a-builtin';
    const verdict: CellVerdict = predicted === 'unknown' ? 'unknown' : predicted === row.result ? 'agree' : 'disagree';
    return { row, predicted, verdict, group: topGroup(tree, row.builtin) };
  });
}

/** How many class combinations of a builtin's probes involve `string`. */
function stringCells(tree: BuiltinTree, builtin: string): number {
  let n = 0;
  const arity = tree.attribute(builtin, 'arity')?.value;
  for (const t of probeTemplates(tree.attribute(builtin, 'probe')?.value, arity)) {
    const counts = new Map<string, number>();
    for (const a of parseTemplate(t)) if (a.kind === 'placeholder') counts.set(a.name, a.classes.length);
    // Only placeholders over every class would include string in MATLAB.
    const all = [...counts.values()];
    const withString = all.map((c) => (c === MCLASSES.length - 1 ? c + 1 : c));
    n += withString.reduce((p, c) => p * c, 1) - all.reduce((p, c) => p * c, 1);
  }
  return n;
}

export function groupFigures(tree: BuiltinTree, cells: readonly CellComparison[]): GroupFigures[] {
  const out = new Map<string, { builtins: Set<string>; agree: number; disagree: number; unknown: number; notLearned: number }>();
  const entry = (g: string) => {
    let e = out.get(g);
    if (!e) out.set(g, (e = { builtins: new Set(), agree: 0, disagree: 0, unknown: 0, notLearned: 0 }));
    return e;
  };
  for (const c of cells) {
    const e = entry(c.group);
    e.builtins.add(c.row.builtin);
    e[c.verdict]++;
  }
  for (const e of out.values()) for (const b of e.builtins) e.notLearned += stringCells(tree, b);
  return [...out].map(([group, e]) => ({ group, builtins: e.builtins.size, agree: e.agree, disagree: e.disagree, unknown: e.unknown, notLearned: e.notLearned }));
}

/** Complexity cells: the first argument real positive, real negative or complex (others
 *  real), against the Complexity attribute. The check is the one an analysis relies on: what
 *  the attribute says cannot be complex never is. `real`: never complex; `preserve`: never
 *  complex from real arguments (from a complex one, either); `may`: anything; `complex`:
 *  always complex. Calls that failed, or returned nothing, are not judged. */
export function compareComplexity(tree: BuiltinTree, rows: readonly LearnedRow[]): CellComparison[] {
  const out: CellComparison[] = [];
  for (const row of rows) {
    if (row.result === 'error' || row.result === 'none' || row.result === 'hang') continue;
    const c = tree.attribute(row.builtin, 'complexity')?.value ?? 'real';
    const seen = new Set(row.result.split('|'));
    const realArguments = row.classes[0] !== 'complex';
    let ok: boolean;
    let predicted: string;
    if (c === 'real' || (c === 'preserve' && realArguments)) [ok, predicted] = [!seen.has('complex'), 'real'];
    else if (c === 'complex') [ok, predicted] = [!seen.has('real'), 'complex'];
    else [ok, predicted] = [true, 'complex|real'];
    out.push({ row, predicted, verdict: ok ? 'agree' : 'disagree', group: topGroup(tree, row.builtin) });
  }
  return out;
}
