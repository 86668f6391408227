// The hover of a name: what the kind analysis and MATLAB's lookup order say it is, and for a
// variable the classes, shapes and constants the value analysis found for its assignments.
import { relative } from 'node:path';
import type { Resolution } from '../project/index.js';
import type { NameAt } from './navigation.js';
import type { ValueRecord } from './values.js';
import { builtinHelp } from './builtin-help.js';

const RULE: Readonly<Record<string, string>> = {
  nested: 'nested function',
  subfunction: 'function of this file',
  private: 'private function',
  class: 'method',
  'current-folder': 'function in the current folder',
  path: 'function on the path',
  package: 'package function',
};

/** Markdown for the name; `from`: the hovered file's folder, for relative paths; `values`: the
 *  value analysis' records of the file (for a variable). */
export function hoverMarkdown(n: NameAt, from: string, values: readonly ValueRecord[] = []): string {
  const fence = (code: string): string => `\`\`\`matlab\n${code}\n\`\`\``;
  if (n.kind === 'VAR') {
    const where = n.firstAssigned ? `; first assigned on line ${n.firstAssigned.line}` : '';
    return `${fence(n.name)}\nvariable of ${n.functionPath.length > 0 ? `\`${n.functionPath.join('/')}\`` : 'the script'}${where}${valuesOf(n, values)}`;
  }
  const r = n.resolution;
  if (!r) {
    return `${fence(n.name)}\n${n.kind === 'ID' ? 'not a variable here, and' : 'a function, but'} no function \`${n.name}\` was found on the path or among MATLAB's`;
  }
  return describe(r, from);
}

/** What the value analysis found: the values assigned on this line, else those of each
 *  assignment of the variable (a few); then, where a call from the file's other functions gives
 *  other values, those of each such calling context. */
function valuesOf(n: NameAt, values: readonly ValueRecord[]): string {
  const mine = values.filter((v) => v.name === n.name && v.context === undefined);
  const here = mine.filter((v) => v.line === n.span.line);
  const contexts = values.filter((v) => v.name === n.name && v.context !== undefined && (here.length === 0 || v.line === n.span.line));
  // Only contexts that add something: values other than those with unknown inputs.
  const general = new Set(mine.map((v) => `${v.line}:${v.values}`));
  const differing = contexts.filter((v) => !general.has(`${v.line}:${v.values}`));
  const called = differing.length === 0 ? '' : `\n\nin calls from this file:\n${differing.slice(0, 4).map((v) => `- line ${v.line}, called with (${v.context}): \`${v.values}\``).join('\n')}${differing.length > 4 ? `\n- (${differing.length - 4} more)` : ''}`;
  if (here.length > 0) return `\n\nassigned here: \`${here.map((v) => v.values).join(' | ')}\`${called}`;
  if (mine.length === 0) return called;
  const lines = mine.slice(0, 4).map((v) => `- line ${v.line}: \`${v.values}\``);
  return `\n\nassigned:\n${lines.join('\n')}${mine.length > 4 ? `\n- (${mine.length - 4} more)` : ''}${called}`;
}

function describe(r: Resolution, from: string): string {
  if (r.kind === 'builtin') {
    // The table's category: a product (`Signal Processing Toolbox`) or a group of MATLAB's own.
    const category = r.builtin.category && r.builtin.category !== 'MATLAB' ? ` (${r.builtin.category})` : '';
    const kind = r.builtin.kind === 'builtin' || r.builtin.kind === '' ? 'built-in function' : r.builtin.kind;
    const help = builtinHelp(r.name);
    const summary = help?.summary ? `: ${help.summary}` : '';
    const forms = (help?.forms ?? []).slice(0, 4).map((f) => `${r.name}(${f.args.join(', ')}) -> ${f.result}`);
    return `\`\`\`matlab\n${forms.length > 0 ? forms.join('\n') : r.name}\n\`\`\`\nMATLAB's ${kind}${category}${summary}`;
  }
  const file = relative(from, r.file.path) || r.file.path;
  const what = r.entity === 'script' ? 'script' : r.entity === 'class' ? 'class (its constructor)' : r.entity === 'constant' ? 'class constant' : (RULE[r.kind] ?? 'function');
  const sig = r.function?.signature;
  const head = sig
    ? `function ${sig.outputs.length === 0 ? '' : sig.outputs.length === 1 ? `${sig.outputs[0]} = ` : `[${sig.outputs.join(', ')}] = `}${r.name}(${sig.inputs.join(', ')})`
    : r.name;
  const compiled = r.compiled ? '; compiled or zipped (MEX, P-code, .oct, an app or live code): the .m beside it is only help text' : '';
  const cls = r.class ? ` of class \`${r.class.name}\`` : '';
  return `\`\`\`matlab\n${head}\n\`\`\`\n${what}${cls} in \`${file}\`${compiled}`;
}
