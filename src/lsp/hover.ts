// The hover of a name: what the kind analysis and MATLAB's lookup order say it is. (Classes,
// shapes and values at the point come with the value analysis' records: not yet.)
import { relative } from 'node:path';
import type { Resolution } from '../project/index.js';
import type { NameAt } from './navigation.js';

const RULE: Readonly<Record<string, string>> = {
  nested: 'nested function',
  subfunction: 'function of this file',
  private: 'private function',
  class: 'method',
  'current-folder': 'function in the current folder',
  path: 'function on the path',
  package: 'package function',
};

/** Markdown for the name; `from`: the hovered file's folder, for relative paths. */
export function hoverMarkdown(n: NameAt, from: string): string {
  const fence = (code: string): string => `\`\`\`matlab\n${code}\n\`\`\``;
  if (n.kind === 'VAR') {
    const where = n.firstAssigned ? `; first assigned on line ${n.firstAssigned.line}` : '';
    return `${fence(n.name)}\nvariable of ${n.functionPath.length > 0 ? `\`${n.functionPath.join('/')}\`` : 'the script'}${where}`;
  }
  const r = n.resolution;
  if (!r) {
    return `${fence(n.name)}\n${n.kind === 'ID' ? 'not a variable here, and' : 'a function, but'} no function \`${n.name}\` was found on the path or among MATLAB's`;
  }
  return describe(r, from);
}

function describe(r: Resolution, from: string): string {
  if (r.kind === 'builtin') {
    // The table's category: a product (`Signal Processing Toolbox`) or a group of MATLAB's own.
    const category = r.builtin.category && r.builtin.category !== 'MATLAB' ? ` (${r.builtin.category})` : '';
    const kind = r.builtin.kind === 'builtin' || r.builtin.kind === '' ? 'built-in function' : r.builtin.kind;
    return `\`\`\`matlab\n${r.name}\n\`\`\`\nMATLAB's ${kind}${category}`;
  }
  const file = relative(from, r.file.path) || r.file.path;
  const what = r.entity === 'script' ? 'script' : r.entity === 'class' ? 'class (its constructor)' : r.entity === 'constant' ? 'class constant' : (RULE[r.kind] ?? 'function');
  const sig = r.function?.signature;
  const head = sig
    ? `function ${sig.outputs.length === 0 ? '' : sig.outputs.length === 1 ? `${sig.outputs[0]} = ` : `[${sig.outputs.join(', ')}] = `}${r.name}(${sig.inputs.join(', ')})`
    : r.name;
  const compiled = r.compiled ? '; compiled (MEX, P-code or .oct): the .m beside it is only help text' : '';
  const cls = r.class ? ` of class \`${r.class.name}\`` : '';
  return `\`\`\`matlab\n${head}\n\`\`\`\n${what}${cls} in \`${file}\`${compiled}`;
}
