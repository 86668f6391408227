// Completion and signature help. Completion offers, for the word before the cursor, the
// variables of the enclosing function, the file's own functions, the functions the library and
// MATLAB know, in a call the callee's name-value argument names, after `s.` the fields and
// properties the value analysis found for the variable s, and after `pkg.` the package's
// members. Signature help shows the called user function's inputs with their `arguments`
// declarations, or a builtin's call forms, with the one being typed.
import { CompletionItemKind, type CompletionItem, type SignatureHelp } from 'vscode-languageserver';
import type { FileModel, Library } from '../project/index.js';
import { printExpr, type Declaration, type FunctionDef, type Stmt } from '../syntax/index.js';
import { builtinHelp } from './builtin-help.js';
import type { ValueRecord } from './values.js';
import { occurrencesOf } from './file-kinds.js';

/** At most this many names from the library (the word typed narrows them). */
const MAX_ITEMS = 200;

export function completions(lib: Library, file: FileModel, text: string, offset: number, records: readonly ValueRecord[] = []): CompletionItem[] {
  const word = /([A-Za-z][\w.]*)?$/.exec(text.slice(Math.max(0, offset - 200), offset))?.[1] ?? '';
  const dot = word.lastIndexOf('.');
  const path = functionPathAt(file, offset);
  const same = (p: readonly string[]) => p.length === path.length && p.every((x, i) => x === path[i]);
  // `s.` after a variable: the fields of its structs and the properties of its objects.
  const head = word.slice(0, Math.max(dot, 0));
  if (dot > 0 && !head.includes('.') && occurrencesOf(file, lib).some(({ o, unit }) => o.kind === 'VAR' && o.name === head && same(unit.functionPath))) {
    const partial = word.slice(dot + 1);
    const fields = new Set(records.filter((r) => r.name === head).flatMap((r) => r.fields));
    return [...fields].filter((f) => f.startsWith(partial)).sort().map((f) => ({ label: f, kind: CompletionItemKind.Field, detail: `field of ${head}` }));
  }
  if (dot > 0) {
    const pkg = word.slice(0, dot);
    const partial = word.slice(dot + 1);
    const members = new Set<string>();
    for (const f of lib.files) if (f.packageName === pkg) members.add(f.path.replace(/^.*[\\/]/, '').replace(/\.m$/, ''));
    return [...members].filter((m) => m.startsWith(partial)).sort().map((m) => ({ label: m, kind: CompletionItemKind.Function, detail: `${pkg}.${m}` }));
  }
  const items = new Map<string, CompletionItem>();
  // In a call of a function with name-value arguments: their names.
  for (const name of nameValueNames(lib, file, text, offset)) if (name.startsWith(word)) items.set(name, { label: name, kind: CompletionItemKind.Property, detail: 'name-value argument' });
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

/** The signature of the function whose argument list holds the offset: a user function's
 *  inputs (with their `arguments` declarations: size, class, name-value arguments as
 *  `Name=value`), or a builtin's call forms from the spec. Read from the text, since a call
 *  being typed is not closed yet (and does not parse). */
export function signatureHelp(lib: Library, file: FileModel, text: string, offset: number): SignatureHelp | null {
  const open = openCall(text, offset);
  if (!open) return null;
  const r = lib.lookup(open.name, { file: file.path, functionPath: functionPathAt(file, offset) });
  if (r?.kind === 'builtin') return builtinSignatures(open.name, open.commas);
  const sig = r?.function?.signature;
  if (!sig) return null;
  const declared = declarationsOf(r?.function?.node);
  const outputs = sig.outputs.length === 0 ? '' : sig.outputs.length === 1 ? `${sig.outputs[0]} = ` : `[${sig.outputs.join(', ')}] = `;
  // A struct input whose fields are name-value arguments is written as its names.
  const params = sig.inputs.flatMap((name) => {
    const named = declared.filter((d) => d.name.startsWith(`${name}.`));
    if (named.length > 0) return named.map((d) => `${d.name.slice(name.length + 1)}=${describeDeclaration(d) || 'value'}`);
    const d = declared.find((x) => x.name === name);
    const what = d ? describeDeclaration(d) : '';
    return [what ? `${name} ${what}` : name];
  });
  const { label, parameters } = labelled(`${outputs}${open.name}(`, params, ')');
  const last = params.length - 1;
  const variadic = sig.inputs[sig.inputs.length - 1] === 'varargin' || params.some((p) => p.includes('='));
  const activeParameter = variadic ? Math.min(open.commas, last) : open.commas;
  return { signatures: [{ label, parameters }], activeSignature: 0, activeParameter };
}

/** The name-value argument names (`opts.Name` declarations) of the function whose call is open
 *  at the offset. */
function nameValueNames(lib: Library, file: FileModel, text: string, offset: number): string[] {
  const open = openCall(text, offset);
  if (!open) return [];
  const r = lib.lookup(open.name, { file: file.path, functionPath: functionPathAt(file, offset) });
  if (!r || r.kind === 'builtin') return [];
  const inputs = r.function?.signature?.inputs ?? [];
  return declarationsOf(r.function?.node).flatMap((d) => {
    const at = d.name.indexOf('.');
    return at > 0 && inputs.includes(d.name.slice(0, at)) ? [d.name.slice(at + 1)] : [];
  });
}

/** A builtin's call forms (the spec's class rules), the first that takes this many arguments
 *  active. */
function builtinSignatures(name: string, commas: number): SignatureHelp | null {
  const help = builtinHelp(name);
  if (!help || help.forms.length === 0) return null;
  const takes = (args: readonly string[]) => args.length > commas || args.some((a) => a.endsWith('*'));
  const active = Math.max(0, help.forms.findIndex((f) => takes(f.args)));
  const signatures = help.forms.map((f) => ({ ...labelled(`${name}(`, f.args, `) -> ${f.result}`), ...(help.summary ? { documentation: help.summary } : {}) }));
  const args = help.forms[active]!.args;
  const star = args.findIndex((a) => a.endsWith('*'));
  return { signatures, activeSignature: active, activeParameter: star >= 0 && commas >= star ? Math.min(commas, args.length - 1) : commas };
}

/** A label of parameters between a head and a tail, with each parameter's offsets. */
function labelled(head: string, params: readonly string[], tail: string): { label: string; parameters: Array<{ label: [number, number] }> } {
  let cursor = head.length;
  const parameters = params.map((p) => {
    const range: [number, number] = [cursor, cursor + p.length];
    cursor += p.length + 2;
    return { label: range };
  });
  return { label: `${head}${params.join(', ')}${tail}`, parameters };
}

/** The input declarations of a function's `arguments` blocks (not its `(Output)` ones). */
function declarationsOf(fn: FunctionDef | undefined): Declaration[] {
  if (!fn) return [];
  return fn.body.flatMap((s) => (s.type === 'Arguments' && !s.attributes.some((a) => a.name === 'Output' && !a.negated) ? s.declarations : []));
}

/** A declaration's size and class as written: `(1,:) double`. */
function describeDeclaration(d: Declaration): string {
  const dims = d.dims ? `(${d.dims.map(printExpr).join(',')})` : '';
  return [dims, d.className ?? ''].filter(Boolean).join(' ');
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
