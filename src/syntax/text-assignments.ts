// The names a constant text of code assigns, when the text is only assignments to plain names
// (`eval('t = a * 2;')`): such a text hides no variable, where any other text may make any.
// Shared by the kind analysis (those names are variables after the call) and the value analysis.
import { parse } from './parse.js';
import type { Expr } from './ast.js';

interface TextCode {
  /** The names assigned, and the values assigned to them. */
  names: string[];
  values: Expr[];
  /** The expressions run as statements (`disp(s)`), which assign nothing here. */
  statements: Expr[];
}

/** The assigned names and right-hand sides of a text of plain assignments; undefined when the
 *  text does not parse or holds anything else. */
export function plainAssignments(code: string): { names: string[]; values: Expr[] } | undefined {
  const read = textCode(code);
  return read && read.statements.length === 0 && read.names.length > 0 ? read : undefined;
}

/** A text of plain assignments and expression statements (`disp(s)`, `x = 2; f(x)`); undefined
 *  when it does not parse or holds anything else (an indexed assignment, a block, a command). */
export function plainCode(code: string): TextCode | undefined {
  const read = textCode(code);
  return read && read.names.length + read.statements.length > 0 ? read : undefined;
}

function textCode(code: string): TextCode | undefined {
  const known = memo.get(code);
  if (known !== undefined || memo.has(code)) return known;
  if (memo.size > 10_000) memo.clear();
  const out = read(code);
  memo.set(code, out);
  return out;
}

/** Asked again for the same text at every round of a fixpoint and in every context. */
const memo = new Map<string, TextCode | undefined>();

function read(code: string): TextCode | undefined {
  const { ast, diagnostics } = parse(code, { dialect: 'auto' });
  if (diagnostics.length > 0 || ast.body.length === 0) return undefined;
  const out: TextCode = { names: [], values: [], statements: [] };
  for (const st of ast.body) {
    if (st.type === 'Comments') continue;
    if (st.type === 'ExprStmt') {
      out.statements.push(st.expr);
      continue;
    }
    // Targets: names and `~`. (Fields of a name are not taken: the value analysis resolves texts
    // built per iteration of a small loop, and `trainobj1.X = ...` so built names numbered
    // variables, which wild-feature keeps reporting: canlab's xval_cross_classify.)
    const fieldRoot = (t: Expr): string | undefined => (t.type === 'Identifier' ? t.name : undefined);
    if (st.type !== 'Assign' || st.targets.some((t) => t.type !== 'Tilde' && fieldRoot(t) === undefined)) return undefined;
    out.values.push(st.rhs);
    for (const t of st.targets) {
      const name = t.type === 'Tilde' ? undefined : fieldRoot(t);
      if (name !== undefined && !out.names.includes(name)) out.names.push(name);
    }
  }
  return out;
}

/** The names `eval(text)` or `evalc(text)` of one constant text of plain assignments makes
 *  (`output`: the call gives a value, where only `evalc` still runs its text as statements). */
export function plainEvalNames(e: Expr, output = false): string[] | undefined {
  if (e.type !== 'Index' || e.target.type !== 'Identifier' || ((e.target.name !== 'eval' || output) && e.target.name !== 'evalc')) return undefined;
  const [text] = e.args;
  return e.args.length === 1 && text.type === 'String' ? plainAssignments(text.value)?.names : undefined;
}
