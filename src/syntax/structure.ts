// Rules of MATLAB's file structure that Octave does not share, checked when the MATLAB dialect
// is asked for explicitly (`--dialect matlab`): code that only Octave runs, in files that show
// no Octave syntax, would otherwise be reported in Octave's own packages. Each rule cites the
// MATLAB page that states it.
import type { Expr, FileKind, Stmt } from './ast.js';
import type { Diagnostic } from './diagnostics.js';
import { innerBlocks, visitNodes } from './walk.js';

export function matlabStructure(body: readonly Stmt[], fileKind: FileKind): Diagnostic[] {
  const out: Diagnostic[] = [];
  const error = (message: string, span: Stmt['span']): void => void out.push({ severity: 'error', code: 'syntax-error', message, span });
  // "Function definitions are not supported in this context" (Create Functions in Files): a
  // function is defined at the top of a file or inside another function, never inside a block.
  const walk = (list: readonly Stmt[], inBlock: boolean): void => {
    for (const st of list) {
      if (st.type === 'Function') {
        if (inBlock) error("A function cannot be defined inside a block ('if', 'for', 'while', 'switch', 'try'): define it at the end of the file.", st.span);
        walk(st.body, false);
      } else {
        for (const inner of innerBlocks(st)) walk(inner, true);
      }
    }
  };
  walk(body, false);
  // Add Functions to Scripts: "local functions must be at the end of the file".
  if (fileKind === 'script') {
    let firstFunction: Stmt | undefined;
    for (const s of body) {
      if (s.type === 'Function') firstFunction ??= s;
      else if (firstFunction && s.type !== 'Comments') {
        error(`In a script, local functions come after all of its code: this statement follows the function at line ${firstFunction.span.line}.`, s.span);
        break;
      }
    }
  }
  // Name-value arguments (R2021a): "name=value syntax ... must appear after all positional arguments".
  visitNodes(body, (node) => {
    if (node.type !== 'Index') return;
    const args = (node as Expr & { type: 'Index' }).args;
    const first = args.findIndex((a) => a.type === 'NameValue');
    const positional = first < 0 ? undefined : args.slice(first).find((a) => a.type !== 'NameValue');
    if (positional) error('A positional argument after a Name=value argument: name-value arguments come last.', positional.span);
  });
  return out;
}
