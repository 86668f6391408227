// The IR as MATLAB text, in the style of the paper's Appendix A: `[t] = f(a, b);` for calls
// and gets, literals and copies as plain assignments, comments as `% text`, and an optional
// annotation per statement as a trailing comment aligned to a column. The text is valid
// MATLAB (mtame's `parse` reads it back with no diagnostics); where the IR has no MATLAB
// spelling of its own it prints an equivalent:
//  - `end` of index k of n into A: `numel(A)` (n = 1), `size(A, k)` (k < n), or
//    `[~, ..., t] = size(A)` (k = n > 1: the product of the remaining extents);
//  - a list get (`c{i}` or `s.f` spliced later): `t = {c{i}};`, the list collected in a cell,
//    and the spliced argument `t{:}`;
//  - a while loop whose condition needs statements: `while true`, the statements,
//    `if ~c, break; end`, then the body;
//  - `try` with a cleanup (Octave's unwind_protect): the unwind_protect block;
//  - an opaque statement: `[t] = tame_opaque('reason');`;
//  - a method `Cls.name`: `name` inside `classdef Cls, methods ... end, end`.
import type { Arg, FieldName, IrFile, IrFunction, Literal, Stmt, Target } from './ir.js';

export interface Annotations {
  /** A comment to append to a statement's line (compound statements: their first line). */
  readonly stmt?: (s: Stmt) => string | undefined;
  /** Lines printed before the function (each should be a `%` comment). */
  readonly header?: readonly string[];
  /** Lines printed after the function's `end`. */
  readonly footer?: readonly string[];
}

/** The column annotations start at (when the statement is shorter). */
const ANNOTATION_COLUMN = 40;
const INDENT = '  ';

export function printFunction(fn: IrFunction, annotate: Annotations = {}): string {
  if (fn.kind !== 'method') return functionLines(fn, '', annotate).join('\n') + '\n';
  return classdefLines(className(fn), [functionLines(fn, INDENT + INDENT, annotate)]).join('\n') + '\n';
}

/** Every function of the file: a script's body first (MATLAB wants local functions after
 *  it), then the methods inside one classdef, then the other functions. */
export function printFile(file: IrFile, annotate?: (fn: IrFunction) => Annotations | undefined): string {
  const fns = file.functions;
  const chunks: string[] = [];
  for (const f of fns.filter((x) => x.kind === 'script')) chunks.push(functionLines(f, '', annotate?.(f) ?? {}).join('\n'));
  const methods = fns.filter((x) => x.kind === 'method');
  for (const cls of [...new Set(methods.map(className))]) {
    const mine = methods.filter((m) => className(m) === cls).map((m) => functionLines(m, INDENT + INDENT, annotate?.(m) ?? {}));
    chunks.push(classdefLines(cls, mine).join('\n'));
  }
  for (const f of fns.filter((x) => x.kind !== 'script' && x.kind !== 'method')) chunks.push(functionLines(f, '', annotate?.(f) ?? {}).join('\n'));
  return chunks.map((c) => `${c}\n`).join('\n');
}

/** `Cls` of a method named `Cls.name` (or `Cls.get.Prop`). */
function className(fn: IrFunction): string {
  const dot = fn.name.indexOf('.');
  return dot < 0 ? fn.name : fn.name.slice(0, dot);
}

/** Methods are printed inside `classdef Cls, methods ... end, end`, where their names are valid. */
function classdefLines(cls: string, methods: readonly string[][]): string[] {
  const lines = [`classdef ${cls}`, `${INDENT}methods`];
  methods.forEach((m, k) => lines.push(...(k > 0 ? [''] : []), ...m));
  lines.push(`${INDENT}end`, 'end');
  return lines;
}

function functionLines(fn: IrFunction, indent: string, annotate: Annotations): string[] {
  const lines: string[] = (annotate.header ?? []).map((l) => indent + l);
  if (fn.kind === 'script') {
    body(fn.body, indent, lines, annotate.stmt);
  } else {
    const outs = fn.outputs.length > 0 ? `[${fn.outputs.join(', ')}] = ` : '';
    const name = fn.kind === 'method' ? fn.name.slice(className(fn).length + 1) : fn.name;
    lines.push(`${indent}function ${outs}${name}(${fn.inputs.join(', ')})`);
    body(fn.body, indent + INDENT, lines, annotate.stmt);
    lines.push(`${indent}end`);
  }
  lines.push(...(annotate.footer ?? []).map((l) => indent + l));
  return lines;
}

/** A statement still to print, or a line already made (an `else`, an `end`). */
type Item = { readonly s: Stmt; readonly indent: string } | { readonly text: string };

/** Prints statements with an explicit work list, not recursion, so that any nesting depth prints. */
function body(stmts: readonly Stmt[], indent: string, out: string[], note: Annotations['stmt']): void {
  const work: Item[] = stmts.map((s) => ({ s, indent })).reverse();
  for (let item = work.pop(); item !== undefined; item = work.pop()) {
    if ('text' in item) {
      out.push(item.text);
      continue;
    }
    const rest = stmt(item.s, item.indent, out, note);
    for (let k = rest.length - 1; k >= 0; k--) work.push(rest[k]);
  }
}

function withNote(line: string, s: Stmt, note: Annotations['stmt'], extra?: string): string {
  const parts = [extra, note?.(s)].filter((p): p is string => p !== undefined && p !== '');
  if (parts.length === 0) return line;
  const text = parts.join(' ').replace(/[\r\n]+/g, ' ');
  return line.length < ANNOTATION_COLUMN ? `${line.padEnd(ANNOTATION_COLUMN)}% ${text}` : `${line} % ${text}`;
}

/** Indentation grows up to this many levels (deeper blocks stay at that column). */
const MAX_INDENT = 64 * INDENT.length;

/** Prints the statement's first line(s) and returns what follows it: the statements of its
 *  blocks and its closing lines. */
function stmt(s: Stmt, indent: string, out: string[], note: Annotations['stmt']): Item[] {
  const line = (text: string, extra?: string): Item[] => {
    out.push(withNote(indent + text, s, note, extra));
    return [];
  };
  const inner = indent.length >= MAX_INDENT ? indent : indent + INDENT;
  const block = (list: readonly Stmt[], at = inner): Item[] => list.map((x) => ({ s: x, indent: at }));
  const text = (t: string): Item => ({ text: t });
  switch (s.op) {
    case 'literal':
      return line(`${s.target} = ${literal(s.value)};`);
    case 'copy':
      return line(`${s.target} = ${s.source};`);
    case 'call':
      return line(`${lhs(s.targets)}${s.superclass ? `${s.superclass.member}@` : ''}${s.fn}${s.dynamicMember ? '' : `(${args(s.args)})`};`, s.maybeVariable ? '(variable or function)' : s.dynamicMember ? '(a dynamic member follows: no call)' : undefined);
    case 'end':
      return line(endText(s.target, s.array, s.position, s.count));
    case 'arrayGet':
      return line(`${lhs(s.targets)}${s.array}(${args(s.args)});`, s.update ? '(update)' : undefined);
    case 'arraySet':
      return line(`${s.array}(${args(s.args)}) = ${s.source};`);
    case 'cellGet': {
      const get = `${s.cell}{${args(s.args)}}`;
      return line(s.list ? `${lhs(s.targets)}{${get}};` : `${lhs(s.targets)}${get};`, s.update ? '(update)' : undefined);
    }
    case 'cellSet':
      return line(`${s.cell}{${args(s.args)}} = ${s.source};`);
    case 'dotGet': {
      const get = `${s.base}${field(s.field)}`;
      return line(s.list ? `${lhs(s.targets)}{${get}};` : `${lhs(s.targets)}${get};`, s.update ? '(update)' : undefined);
    }
    case 'dotSet':
      return line(`${s.base}${field(s.field)} = ${s.source};`);
    case 'handle':
      return line(`${s.target} = @${s.fn};`);
    case 'lambda': {
      const params = s.params.join(', ');
      return line(`${s.target} = @(${params}) ${s.fn}(${[...s.captured, ...s.params].join(', ')});`);
    }
    case 'cellLiteral':
      return line(`${s.target} = {${s.rows.map((r) => args(r)).join('; ')}};`);
    case 'if':
      line(`if ${s.cond}`);
      return [...block(s.then), ...(s.else.length > 0 ? [text(`${indent}else`), ...block(s.else)] : []), text(`${indent}end`)];
    case 'while': {
      if (s.header.length === 0) {
        line(`while ${s.cond}`);
        return [...block(s.body), text(`${indent}end`)];
      }
      line('while true');
      const deeper = inner.length >= MAX_INDENT ? inner : inner + INDENT;
      return [...block(s.header), text(`${inner}if ~${s.cond}`), text(`${deeper}break;`), text(`${inner}end`), ...block(s.body), text(`${indent}end`)];
    }
    case 'for': {
      const r = s.range;
      const range = r.kind === 'array' ? r.array : `(${r.lower} : ${r.inc !== undefined ? `${r.inc} : ` : ''}${r.upper})`;
      line(`for ${s.variable} = ${range}`);
      return [...block(s.body), text(`${indent}end`)];
    }
    case 'try':
      if (s.cleanup) {
        line('unwind_protect');
        // A catch with a cleanup is not produced by the lowering and has no printed form.
        const lost = s.catchBody.length > 0 || s.catchVar !== undefined ? [text(`${inner}% catch${s.catchVar ? ` ${s.catchVar}` : ''} (not printable with a cleanup)`)] : [];
        return [...block(s.body), ...lost, text(`${indent}unwind_protect_cleanup`), ...block(s.cleanup), text(`${indent}end_unwind_protect`)];
      }
      line('try');
      return [...block(s.body), text(`${indent}catch${s.catchVar !== undefined ? ` ${s.catchVar}` : ''}`), ...block(s.catchBody), text(`${indent}end`)];
    case 'break':
    case 'continue':
    case 'return':
      return line(`${s.op};`);
    case 'global':
    case 'persistent':
      return line(`${s.op} ${s.names.join(' ')}`);
    case 'comment':
      for (const t of s.text.split(/\r\n|\r|\n/)) out.push(indent + commentLine(t));
      return [];
    case 'opaque':
      return line(`${lhs(s.targets)}tame_opaque(${charLiteral(s.reason.replace(/[\r\n]+/g, ' '))});`);
  }
}

function commentLine(text: string): string {
  const t = text.trimEnd();
  if (t === '') return '%';
  return t.startsWith(' ') || t.startsWith('\t') ? `%${t}` : `% ${t}`;
}

function lhs(targets: readonly Target[]): string {
  return targets.length === 0 ? '' : `[${targets.map((t) => t ?? '~').join(', ')}] = `;
}

function args(list: readonly Arg[]): string {
  return list.map((a) => (a.kind === 'colon' ? ':' : a.kind === 'list' ? `${a.name}{:}` : a.name)).join(', ');
}

function field(f: FieldName): string {
  return f.kind === 'static' ? `.${f.name}` : `.(${f.var})`;
}

function endText(target: string, array: string, position: number, count: number): string {
  if (count <= 1) return `${target} = numel(${array});`;
  if (position < count) return `${target} = size(${array}, ${position});`;
  return `[${[...Array<string>(position - 1).fill('~'), target].join(', ')}] = size(${array});`;
}

/** A literal's MATLAB spelling (characters that cannot stand in quotes become `char(n)`). */
export function literal(v: Literal): string {
  switch (v.kind) {
    case 'number':
      return numberText(v);
    case 'char':
      return charLiteral(v.value);
    case 'string':
      return stringLiteral(v.value);
    case 'empty':
      return '[]';
    case 'emptyCell':
      return '{}';
    case 'numbers': {
      const rows: string[] = [];
      for (let r = 0; r < v.rows; r++) rows.push(v.values.slice(r * v.cols, (r + 1) * v.cols).map((x) => numberText({ kind: 'number', value: x, imaginary: false, text: '' })).join(' '));
      return `[${rows.join('; ')}]`;
    }
  }
}

function numberText(v: Literal & { kind: 'number' }): string {
  // Plain decimal text is printed as written (`.2`, `1e-3`); other forms by their value.
  if (v.intClass || /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[ijIJ]?$/.test(v.text)) return v.text;
  if (!Number.isFinite(v.value)) return v.value > 0 ? 'Inf' : v.value < 0 ? '-Inf' : 'NaN';
  return `${String(v.value)}${v.imaginary ? 'i' : ''}`;
}

/** Pieces of printable text and the codes of the characters between them. */
function pieces(value: string): Array<string | number> {
  const out: Array<string | number> = [];
  let run = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 32 || code === 127 || (code >= 0x80 && code < 0xa0)) {
      if (run !== '') out.push(run);
      run = '';
      out.push(code);
    } else {
      run += ch;
    }
  }
  if (run !== '' || out.length === 0) out.push(run);
  return out;
}

function charLiteral(value: string): string {
  const parts = pieces(value).map((p) => (typeof p === 'number' ? `char(${p})` : `'${p.replace(/'/g, "''")}'`));
  return parts.length === 1 ? parts[0] : `[${parts.join(', ')}]`;
}

function stringLiteral(value: string): string {
  const parts = pieces(value).map((p) => (typeof p === 'number' ? `char(${p})` : `"${p.replace(/"/g, '""')}"`));
  if (typeof pieces(value)[0] === 'number') parts.unshift('""');
  return parts.join(' + ');
}
