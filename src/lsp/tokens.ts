// Semantic tokens: names coloured by what the kind analysis found, the "kinds colouring" of
// Doherty, Hendren and Radpour: variables, parameters, functions (MATLAB's own marked
// `defaultLibrary`), package prefixes, names that are neither (`unresolved`, the kind ID), and
// command-syntax arguments as strings.
import { SemanticTokensBuilder, type SemanticTokens, type SemanticTokensLegend } from 'vscode-languageserver';
import type { FileModel, Library } from '../project/index.js';
import { visitNodes, type Span, type Stmt } from '../syntax/index.js';
import { occurrencesOf } from './file-kinds.js';

const TYPES = ['variable', 'parameter', 'function', 'namespace', 'string', 'unresolved'] as const;
const MODIFIERS = ['defaultLibrary'] as const;

export const TOKEN_LEGEND: SemanticTokensLegend = { tokenTypes: [...TYPES], tokenModifiers: [...MODIFIERS] };

type TokenType = (typeof TYPES)[number];

export function semanticTokens(file: FileModel, lib: Library): SemanticTokens {
  const found: Array<{ span: Span; type: TokenType; builtin: boolean }> = [];
  for (const { o, unit } of occurrencesOf(file, lib)) {
    if (o.span.line !== o.span.endLine) continue;
    if (o.kind === 'VAR') found.push({ span: o.span, type: unit.params.includes(o.name) ? 'parameter' : 'variable', builtin: false });
    else if (o.kind === 'PREFIX') found.push({ span: o.span, type: 'namespace', builtin: false });
    else if (o.kind === 'ID') found.push({ span: o.span, type: 'unresolved', builtin: false });
    else found.push({ span: o.span, type: 'function', builtin: lib.lookup(o.name, { file: file.path, functionPath: unit.functionPath })?.kind === 'builtin' });
  }
  visitNodes(file.ast.body, (node) => {
    const s = node as Stmt;
    if (s.type === 'Command') for (const a of s.args) if (a.span.line === a.span.endLine) found.push({ span: a.span, type: 'string', builtin: false });
  });
  found.sort((a, b) => a.span.offset - b.span.offset);
  const builder = new SemanticTokensBuilder();
  let end = -1;
  for (const t of found) {
    if (t.span.offset < end) continue; // never overlapping
    end = t.span.endOffset;
    builder.push(t.span.line - 1, t.span.column - 1, t.span.endColumn - t.span.column, TYPES.indexOf(t.type), t.builtin ? 1 : 0);
  }
  return builder.build();
}
