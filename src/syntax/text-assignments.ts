// The names a constant text of code assigns, when the text is only assignments to plain names
// (`eval('t = a * 2;')`): such a text hides no variable, where any other text may make any.
// Shared by the kind analysis (those names are variables after the call) and the value analysis.
import { parse } from './parse.js';
import type { Expr } from './ast.js';

/** The assigned names and right-hand sides of a text of plain assignments; undefined when the
 *  text does not parse or holds anything else. */
export function plainAssignments(code: string): { names: string[]; values: Expr[] } | undefined {
  const known = memo.get(code);
  if (known !== undefined || memo.has(code)) return known;
  if (memo.size > 10_000) memo.clear();
  const out = read(code);
  memo.set(code, out);
  return out;
}

/** Asked again for the same text at every round of a fixpoint and in every context. */
const memo = new Map<string, { names: string[]; values: Expr[] } | undefined>();

function read(code: string): { names: string[]; values: Expr[] } | undefined {
  const { ast, diagnostics } = parse(code, { dialect: 'auto' });
  if (diagnostics.length > 0 || ast.body.length === 0) return undefined;
  const names: string[] = [];
  const values: Expr[] = [];
  for (const st of ast.body) {
    if (st.type === 'Comments') continue;
    if (st.type !== 'Assign' || st.targets.some((t) => t.type !== 'Identifier')) return undefined;
    values.push(st.rhs);
    for (const t of st.targets) if (t.type === 'Identifier') names.push(t.name);
  }
  return names.length > 0 ? { names, values } : undefined;
}

/** The names `eval(text)` or `evalc(text)` of one constant text of plain assignments makes
 *  (`output`: the call gives a value, where only `evalc` still runs its text as statements). */
export function plainEvalNames(e: Expr, output = false): string[] | undefined {
  if (e.type !== 'Index' || e.target.type !== 'Identifier' || ((e.target.name !== 'eval' || output) && e.target.name !== 'evalc')) return undefined;
  const [text] = e.args;
  return e.args.length === 1 && text.type === 'String' ? plainAssignments(text.value)?.names : undefined;
}
