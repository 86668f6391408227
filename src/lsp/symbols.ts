// The outline of a file: classdef members (properties, methods, events, enumeration members),
// functions with their nested functions, and `%%` sections.
import { SymbolKind, type DocumentSymbol, type SymbolInformation } from 'vscode-languageserver';
import type { Library } from '../project/index.js';
import type { FunctionDef, SourceFile, Span, Stmt } from '../syntax/index.js';
import { rangeOf, uriOf } from './convert.js';

export function documentSymbols(ast: SourceFile): DocumentSymbol[] {
  const out: DocumentSymbol[] = [];
  for (const s of ast.body) {
    if (s.type === 'Function') out.push(functionSymbol(s, SymbolKind.Function));
    else if (s.type === 'ClassDef') {
      const children: DocumentSymbol[] = [];
      for (const m of s.members) {
        if (m.type === 'Properties') for (const p of m.properties) children.push(symbol(p.name, SymbolKind.Property, p.nameSpan, p.nameSpan));
        else if (m.type === 'Methods') for (const f of m.functions) children.push(functionSymbol(f, SymbolKind.Method));
        else if (m.type === 'Events') for (const e of m.events) children.push(symbol(e.name, SymbolKind.Event, e.nameSpan, e.nameSpan));
        else for (const e of m.members) children.push(symbol(e.name.name, SymbolKind.EnumMember, e.span, e.name.span));
      }
      out.push({ ...symbol(s.name, SymbolKind.Class, s.span, s.nameSpan), children });
    }
  }
  for (const c of ast.comments) {
    // A `%%` line starts a section; its title is the rest of the line.
    if (c.style !== 'line' || c.marker !== '%' || !c.text.startsWith('%')) continue;
    const title = c.text.slice(1).trim();
    out.push(symbol(title === '' ? '%%' : title, SymbolKind.Namespace, c.span, c.span));
  }
  return out.sort((a, b) => a.range.start.line - b.range.start.line);
}

function functionSymbol(f: FunctionDef, kind: SymbolKind): DocumentSymbol {
  const nested = f.body.filter((s: Stmt): s is FunctionDef => s.type === 'Function').map((n) => functionSymbol(n, SymbolKind.Function));
  const outputs = f.outputs.map((o) => o.name);
  const detail = `${outputs.length === 0 ? '' : outputs.length === 1 ? `${outputs[0]} = ` : `[${outputs.join(', ')}] = `}${f.name}(${f.inputs.map((i) => (i.type === 'Identifier' ? i.name : '~')).join(', ')})`;
  return { ...symbol(f.name, kind, f.span, f.nameSpan), detail, children: nested };
}

function symbol(name: string, kind: SymbolKind, span: Span, nameSpan: Span): DocumentSymbol {
  const range = rangeOf(span);
  const selection = rangeOf(nameSpan);
  return { name, kind, range, selectionRange: within(selection, range) ? selection : range };
}

/** The protocol requires the selection inside the range. */
function within(inner: ReturnType<typeof rangeOf>, outer: ReturnType<typeof rangeOf>): boolean {
  const before = (a: { line: number; character: number }, b: { line: number; character: number }) => a.line < b.line || (a.line === b.line && a.character <= b.character);
  return before(outer.start, inner.start) && before(inner.end, outer.end);
}

/** Functions and classes of the libraries whose name holds the query (any case), at most `max`. */
export function workspaceSymbols(libs: readonly Library[], query: string, max = 500): SymbolInformation[] {
  const q = query.toLowerCase();
  const out: SymbolInformation[] = [];
  const seen = new Set<string>();
  for (const lib of libs) {
    for (const f of lib.files) {
      if (seen.has(f.path)) continue;
      seen.add(f.path);
      for (const fn of f.functions) {
        if (out.length >= max) return out;
        if (!fn.name.toLowerCase().includes(q) || !fn.signature) continue;
        out.push({ name: f.packageName ? `${f.packageName}.${fn.name}` : fn.name, kind: fn.kind === 'method' ? SymbolKind.Method : SymbolKind.Function, location: { uri: uriOf(f.path), range: rangeOf(fn.signature.nameSpan) }, containerName: f.path.replace(/^.*[\\/]/, '') });
      }
    }
  }
  return out;
}
