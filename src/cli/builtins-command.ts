// `mtame builtins [NAME...] [--format text|json]`: the builtin hierarchy; for a group, its
// attributes and members; for a builtin, its attributes, its class table (rows: first
// argument's class, columns: second's) and how the table learned from Octave agrees with it.
import {
  LEARNED_CLASSES_FILE, DISAGREEMENTS_FILE, MCLASSES, classTable, compareClasses, describeArity,
  describeShape, explain, loadBuiltins, parseDisagreements, parseLearned, readOptionalBuiltinData,
  shortName, type BuiltinTree, type ClassRule, type ClassTable, type LearnedRow, type SpecNode,
} from '../builtins/index.js';
import { choice, parseCli } from './args.js';
import type { Output } from './parse-command.js';

interface BuiltinsArgs {
  names: string[];
  format: 'text' | 'json';
}

function readArgs(argv: string[]): BuiltinsArgs {
  const { values, positionals } = parseCli(argv, { format: { type: 'string', default: 'text' } });
  return { names: positionals, format: choice(values.format, ['text', 'json'] as const, 'format') };
}

let learnedCache: LearnedRow[] | undefined;

function learned(): LearnedRow[] {
  learnedCache ??= parseLearned(readOptionalBuiltinData(LEARNED_CLASSES_FILE) ?? '');
  return learnedCache;
}

export function runBuiltins(argv: string[], io: Output): number {
  const args = readArgs(argv);
  const tree = loadBuiltins();
  if (args.names.length === 0) {
    if (args.format === 'json') io.out(JSON.stringify(hierarchyJson(tree, tree.root), null, 2) + '\n');
    else io.out(hierarchyText(tree));
    return 0;
  }
  let status = 0;
  const docs: unknown[] = [];
  for (const name of args.names) {
    const node = tree.node(name);
    if (!node) {
      io.err(`mtame: '${name}' is not a builtin or group of the spec\n`);
      status = 1;
      continue;
    }
    if (args.format === 'json') docs.push(nodeJson(tree, node));
    else io.out(nodeText(tree, node) + '\n');
  }
  if (args.format === 'json') io.out(JSON.stringify(docs.length === 1 ? docs[0] : docs, null, 2) + '\n');
  return status;
}

// ---- the hierarchy --------------------------------------------------------------------------

function hierarchyText(tree: BuiltinTree): string {
  const lines = [`${tree.root} (${tree.builtins().length} builtins; mtame builtins NAME shows one)`];
  const walk = (name: string, depth: number): void => {
    const indent = '  '.repeat(depth + 1);
    const kids = tree.children(name).map((k) => tree.node(k)!);
    const members = kids.filter((k) => k.kind === 'builtin').map((k) => k.name);
    if (members.length > 0) lines.push(...wrap(members.join(' '), indent, 100));
    for (const g of kids.filter((k) => k.kind === 'group')) {
      lines.push(`${indent}${g.name}; ${name}${summaryOf(g)}`);
      walk(g.name, depth + 1);
    }
  };
  walk(tree.root, 0);
  return lines.join('\n') + '\n';
}

function summaryOf(n: SpecNode): string {
  return n.summary ? `  # ${n.summary}` : '';
}

function wrap(text: string, indent: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      out.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(indent + line);
  return out;
}

interface HierarchyJson {
  name: string;
  kind: 'group' | 'builtin';
  children?: HierarchyJson[];
}

function hierarchyJson(tree: BuiltinTree, name: string): HierarchyJson {
  const n = tree.node(name)!;
  if (n.kind === 'builtin') return { name, kind: 'builtin' };
  return { name, kind: 'group', children: tree.children(name).map((k) => hierarchyJson(tree, k)) };
}

// ---- one node -------------------------------------------------------------------------------

function rulesText(rules: readonly ClassRule[] | undefined): string[] {
  return (rules ?? []).map((r) => r.text);
}

interface Attr {
  label: string;
  value: string;
  from: string;
}

function attributes(tree: BuiltinTree, name: string): Attr[] {
  const out: Attr[] = [];
  const add = (label: string, a: { value: unknown; from: string } | undefined, show: (v: never) => string): void => {
    if (a) out.push({ label, value: show(a.value as never), from: a.from });
  };
  add('operator', tree.node(name)?.attributes.operator !== undefined ? { value: tree.node(name)!.attributes.operator, from: name } : undefined, (v: string) => v);
  add('arity', tree.attribute(name, 'arity'), describeArity);
  add('shape', tree.attribute(name, 'shape'), describeShape);
  add('fold', tree.attribute(name, 'fold'), (v: boolean) => (v ? 'yes' : 'no'));
  add('wild', tree.attribute(name, 'wild'), (v: string[]) => (v.length === 0 ? 'no' : v.join(', ')));
  add('complexity', tree.attribute(name, 'complexity'), (v: string) => v);
  add('probe', tree.attribute(name, 'probe'), (v: string[]) => (v.length === 0 ? 'none' : v.map((t) => `${name}(${t})`).join('  ')));
  return out;
}

/** Which tables a builtin's arity calls for: unary, binary or both. */
function tableArities(tree: BuiltinTree, name: string): (1 | 2)[] {
  const a = tree.attribute(name, 'arity')?.value;
  if (!a) return [];
  const out: (1 | 2)[] = [];
  if (a.inputs.min <= 1 && (a.inputs.max ?? 9) >= 1) out.push(1);
  if (a.inputs.min <= 2 && (a.inputs.max ?? 9) >= 2) out.push(2);
  return out;
}

function tableText(t: ClassTable, title: string): string[] {
  const lines = [title];
  if (t.columns.length === 0) {
    const width = Math.max(...t.rows.map((r) => shortName(r).length));
    const cells = t.rows.map((r, i) => `${shortName(r).padStart(width)} -> ${t.entries[i]![0]}`);
    for (let i = 0; i < cells.length; i += 4) lines.push('    ' + cells.slice(i, i + 4).map((c) => c.padEnd(18)).join('').trimEnd());
    return lines;
  }
  const widths = t.columns.map((c, j) => Math.max(shortName(c).length, ...t.entries.map((row) => row[j]!.length)));
  const rowWidth = Math.max(...t.rows.map((r) => shortName(r).length));
  lines.push('    ' + ' '.repeat(rowWidth) + '  ' + t.columns.map((c, j) => shortName(c).padEnd(widths[j]!)).join(' ').trimEnd());
  t.rows.forEach((r, i) => lines.push('    ' + shortName(r).padEnd(rowWidth) + '  ' + t.entries[i]!.map((e, j) => e.padEnd(widths[j]!)).join(' ').trimEnd()));
  return lines;
}

function sameTable(a: ClassTable, b: ClassTable): boolean {
  return JSON.stringify(a.entries) === JSON.stringify(b.entries);
}

interface LearnedSummary {
  cells: number;
  agree: number;
  unknown: number;
  disagreements: { call: string; classes: string; octave: string; spec: string; reason: string }[];
}

function learnedSummary(tree: BuiltinTree, name: string): LearnedSummary | undefined {
  const rows = learned().filter((r) => r.builtin === name);
  if (rows.length === 0) return undefined;
  const known = parseDisagreements(readOptionalBuiltinData(DISAGREEMENTS_FILE) ?? '');
  const cells = compareClasses(tree, rows);
  return {
    cells: cells.length,
    agree: cells.filter((c) => c.verdict === 'agree').length,
    unknown: cells.filter((c) => c.verdict === 'unknown').length,
    disagreements: cells.filter((c) => c.verdict === 'disagree').map((c) => ({
      call: `${name}(${c.row.template})`,
      classes: c.row.classes.join(', '),
      octave: c.row.result,
      spec: c.predicted,
      reason: explain(known, c)?.reason ?? 'not explained',
    })),
  };
}

function nodeText(tree: BuiltinTree, node: SpecNode): string {
  const name = node.name;
  const lines = [`${name}${node.kind === 'group' ? ' (group)' : ''}${node.summary ? ` — ${node.summary}` : ''}`];
  lines.push(`  in: ${tree.ancestry(name).map((n) => n.name).reverse().join(' > ')}`);
  for (const note of node.notes) lines.push(`  # ${note}`);
  for (const a of attributes(tree, name)) lines.push(`  ${a.label}: ${a.value}${a.from === name ? '' : `   (from ${a.from})`}`);
  const octave = tree.classRules(name);
  const matlab = tree.matlabRules(name);
  lines.push('  Class:', ...rulesText(octave).map((r) => `    ${r}`));
  if (JSON.stringify(rulesText(matlab)) !== JSON.stringify(rulesText(octave))) lines.push('  MatlabClass (where MATLAB differs):', ...rulesText(matlab).map((r) => `    ${r}`));
  if (node.kind === 'group') {
    lines.push(`  builtins: ${tree.builtinsUnder(name).map((b) => b.name).join(' ')}`);
    return lines.join('\n');
  }
  for (const k of tableArities(tree, name)) {
    const m = classTable(tree, name, k, 'matlab', MCLASSES);
    const o = classTable(tree, name, k, 'octave', MCLASSES);
    const what = k === 1 ? `${name}(a): class of the result for each class of a` : `${name}(a, b): rows a, columns b`;
    lines.push(...tableText(m, `  ${what} (- is an error, ? depends on values):`));
    if (!sameTable(o, m)) lines.push(...tableText(o, '  in Octave:'));
  }
  const l = learnedSummary(tree, name);
  if (l) {
    lines.push(`  learned from Octave: ${l.agree} of ${l.cells} cells agree with Class${l.unknown ? `, ${l.unknown} depend on values` : ''}${l.disagreements.length ? `, ${l.disagreements.length} differ:` : ''}`);
    for (const d of l.disagreements) lines.push(`    ${d.call} with ${d.classes}: Octave ${d.octave}, Class ${d.spec} — ${d.reason}`);
  }
  return lines.join('\n');
}

function nodeJson(tree: BuiltinTree, node: SpecNode): unknown {
  const name = node.name;
  const doc: Record<string, unknown> = {
    name,
    kind: node.kind,
    path: tree.ancestry(name).map((n) => n.name).reverse(),
    summary: node.summary ?? null,
    notes: node.notes,
    attributes: Object.fromEntries(attributes(tree, name).map((a) => [a.label, { value: a.value, from: a.from }])),
    class: rulesText(tree.classRules(name)),
    matlabClass: rulesText(tree.matlabRules(name)),
  };
  if (node.kind === 'group') {
    doc.builtins = tree.builtinsUnder(name).map((b) => b.name);
    return doc;
  }
  const tables: Record<string, unknown> = {};
  for (const k of tableArities(tree, name)) {
    const key = k === 1 ? 'unary' : 'binary';
    tables[key] = { matlab: classTable(tree, name, k, 'matlab', MCLASSES), octave: classTable(tree, name, k, 'octave', MCLASSES) };
  }
  doc.tables = tables;
  doc.learned = learnedSummary(tree, name) ?? null;
  return doc;
}
