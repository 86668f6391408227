// Whether a function may get variables its text never assigns: `load(file)` with no variable
// names and no output (every variable of the file appears), or `eval(text)` with no output.
// There a name MATLAB knows as a function may hold a loaded variable instead (MATLAB looks the
// workspace up first at run time), so an `end` in its index may count it (Dynare's
// `load(f); n = record.MhDraws(end, 1)`).
import { innerBlocks, plainEvalNames, type Expr, type Stmt } from '../syntax/index.js';

const EVALUATORS = new Set(['eval', 'evalc']);

export function namesMayAppear(body: readonly Stmt[]): boolean {
  const work: Stmt[] = [...body];
  while (work.length > 0) {
    const s = work.pop()!;
    if (s.type === 'Command' && s.name.name === 'load' && s.args.filter((a) => !a.value.startsWith('-')).length <= 1) return true;
    if (s.type === 'ExprStmt' && createsNames(s.expr)) return true;
    for (const b of innerBlocks(s)) for (const x of b) work.push(x);
  }
  return false;
}

function createsNames(e: Expr): boolean {
  if (e.type === 'Identifier') return e.name === 'load' || EVALUATORS.has(e.name);
  if (e.type !== 'Index' || e.target.type !== 'Identifier') return false;
  // A constant text of plain assignments makes only those names (the walker defines them).
  if (EVALUATORS.has(e.target.name)) return plainEvalNames(e) === undefined;
  // `load(f, 'a', 'b')` names what it creates (the kinds walker defines those).
  return e.target.name === 'load' && !e.args.slice(1).some((a) => a.type === 'String' && !a.value.startsWith('-'));
}
