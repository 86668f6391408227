// Completion and signature help. Completion offers, for the word before the cursor, the
// variables of the enclosing function, the file's own functions, the functions the library and
// MATLAB know, and after `pkg.` the package's members. Signature help shows the called user
// function's inputs, with the one being typed.
import { CompletionItemKind, type CompletionItem, type SignatureHelp } from 'vscode-languageserver';
import type { FileModel, Library } from '../project/index.js';
import type { FunctionDef, Stmt } from '../syntax/index.js';
import { occurrencesOf } from './file-kinds.js';

/** At most this many names from the library (the word typed narrows them). */
const MAX_ITEMS = 200;

export function completions(lib: Library, file: FileModel, text: string, offset: number): CompletionItem[] {
  const word = /([A-Za-z][\w.]*)?$/.exec(text.slice(Math.max(0, offset - 200), offset))?.[1] ?? '';
  const dot = word.lastIndexOf('.');
  if (dot > 0) {
    const pkg = word.slice(0, dot);
    const partial = word.slice(dot + 1);
    const members = new Set<string>();
    for (const f of lib.files) if (f.packageName === pkg) members.add(f.path.replace(/^.*[\\/]/, '').replace(/\.m$/, ''));
    return [...members].filter((m) => m.startsWith(partial)).sort().map((m) => ({ label: m, kind: CompletionItemKind.Function, detail: `${pkg}.${m}` }));
  }
  const items = new Map<string, CompletionItem>();
  const path = functionPathAt(file, offset);
  const same = (p: readonly string[]) => p.length === path.length && p.every((x, i) => x === path[i]);
  for (const { o, unit } of occurrencesOf(file, lib)) {
    if (o.kind === 'VAR' && same(unit.functionPath) && o.name.startsWith(word) && o.span.endOffset !== offset) items.set(o.name, { label: o.name, kind: CompletionItemKind.Variable, detail: 'variable' });
  }
  for (const f of file.functions) if (f.name.startsWith(word) && !items.has(f.name)) items.set(f.name, { label: f.name, kind: CompletionItemKind.Function, detail: 'function of this file' });
  if (word.length > 0) {
    let n = 0;
    for (const name of lib.names()) {
      if (n >= MAX_ITEMS) break;
      if (!name.startsWith(word) || items.has(name) || name.includes('.')) continue;
      items.set(name, { label: name, kind: CompletionItemKind.Function });
      n++;
    }
  }
  return [...items.values()];
}

/** The functions around an offset, outermost first ([] outside any). */
function functionPathAt(file: FileModel, offset: number): string[] {
  const out: string[] = [];
  let level: readonly Stmt[] = file.ast.body;
  for (;;) {
    const f = level.find((s): s is FunctionDef => s.type === 'Function' && s.span.offset <= offset && offset <= s.span.endOffset);
    if (!f) {
      // Methods sit in a classdef's methods blocks.
      const cls = level.find((s) => s.type === 'ClassDef' && s.span.offset <= offset && offset <= s.span.endOffset);
      if (cls?.type === 'ClassDef') {
        const m = cls.members.flatMap((b) => (b.type === 'Methods' ? b.functions : [])).find((g) => g.span.offset <= offset && offset <= g.span.endOffset);
        if (m) {
          out.push(`${cls.name}.${m.name}`);
          level = m.body;
          continue;
        }
      }
      return out;
    }
    out.push(f.name);
    level = f.body;
  }
}

/** The signature of the user function whose argument list holds the offset. Read from the
 *  text, since a call being typed is not closed yet (and does not parse). */
export function signatureHelp(lib: Library, file: FileModel, text: string, offset: number): SignatureHelp | null {
  const open = openCall(text, offset);
  if (!open) return null;
  const r = lib.lookup(open.name, { file: file.path, functionPath: functionPathAt(file, offset) });
  const sig = r?.function?.signature;
  if (!sig) return null;
  const outputs = sig.outputs.length === 0 ? '' : sig.outputs.length === 1 ? `${sig.outputs[0]} = ` : `[${sig.outputs.join(', ')}] = `;
  const label = `${outputs}${open.name}(${sig.inputs.join(', ')})`;
  let cursor = label.indexOf('(') + 1;
  const parameters = sig.inputs.map((name) => {
    const range: [number, number] = [cursor, cursor + name.length];
    cursor += name.length + 2;
    return { label: range };
  });
  const last = sig.inputs.length - 1;
  const activeParameter = sig.inputs[last] === 'varargin' ? Math.min(open.commas, last) : open.commas;
  return { signatures: [{ label, parameters }], activeSignature: 0, activeParameter };
}

/** The name before the innermost `(` still open at the offset (on its statement), and the commas
 *  typed since at its own level. Texts in quotes are skipped. */
function openCall(text: string, offset: number): { name: string; commas: number } | undefined {
  const stack: Array<{ at: number; commas: number }> = [];
  // From the start of the statement: the line, and the lines it continues.
  let start = text.lastIndexOf('\n', offset - 1) + 1;
  while (start > 1 && /\.\.\.[^\n]*\n$/.test(text.slice(text.lastIndexOf('\n', start - 2) + 1, start))) start = text.lastIndexOf('\n', start - 2) + 1;
  for (let i = start; i < offset; i++) {
    const c = text[i];
    if (c === '%') {
      const nl = text.indexOf('\n', i);
      if (nl < 0 || nl >= offset) break;
      i = nl;
    } else if ((c === "'" && !/[\w)\]}.']/.test(text[i - 1] ?? ' ')) || c === '"') {
      const close = text.indexOf(c, i + 1);
      if (close < 0 || close >= offset) return undefined;
      i = close;
    } else if (c === '(' || c === '[' || c === '{') stack.push({ at: i, commas: 0 });
    else if (c === ')' || c === ']' || c === '}') stack.pop();
    else if (c === ',' && stack.length > 0) stack[stack.length - 1].commas++;
  }
  const top = stack.at(-1);
  if (!top || text[top.at] !== '(') return undefined;
  const name = /([A-Za-z][\w.]*)\s*$/.exec(text.slice(start, top.at))?.[1];
  return name ? { name, commas: top.commas } : undefined;
}
