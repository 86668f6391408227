// The values an inputParser lets through, for the unassigned-variable check: after
// `p.parse(varargin{:})`, `p.Results.opt` is one of the texts its validator accepts
// (`@(x) ismember(x, {'ncg', 'tn'})`, `@(x) any(strcmp(x, {...}))`) or its default text, so a
// later `switch p.Results.opt` over them all leaves no path unassigned (tensor_toolbox's
// cp_opt). A parameter whose validator or default is anything else gives no fact.
import { visitNodes, type Expr, type Stmt } from '../syntax/index.js';
import { caseLiterals } from './unassigned-evaluate.js';

const ADDERS = new Set(['addParameter', 'addParamValue', 'addOptional']);

/** Per parser variable, the parameters with their allowed texts (`s:` values). */
export type ParserDomains = Map<string, Map<string, Set<string>>>;

/** The parameters the body adds to parsers, with the texts each may end up holding. */
export function parserDomains(body: readonly Stmt[]): ParserDomains {
  const out: ParserDomains = new Map();
  visitNodes(body, (node) => {
    const call = adderCall(node as Expr);
    if (!call) return;
    const [name, fallback, validator] = call.args;
    if (name?.type !== 'String' || fallback?.type !== 'String' || !validator) return;
    const allowed = acceptedTexts(validator);
    if (!allowed) return;
    const params = out.get(call.parser) ?? new Map<string, Set<string>>();
    params.set(name.value, new Set([...allowed, `s:${fallback.value}`]));
    out.set(call.parser, params);
  });
  return out;
}

/** `p.addParameter(name, default, validator)` or `addParameter(p, name, ...)`: the parser and
 *  the arguments after it. */
function adderCall(e: Expr): { parser: string; args: readonly Expr[] } | undefined {
  if (e.type !== 'Index') return undefined;
  if (e.target.type === 'Field' && e.target.target.type === 'Identifier' && ADDERS.has(e.target.name)) return { parser: e.target.target.name, args: e.args };
  if (e.target.type === 'Identifier' && ADDERS.has(e.target.name) && e.args[0]?.type === 'Identifier') return { parser: e.args[0].name, args: e.args.slice(1) };
  return undefined;
}

/** The parser a statement parses with (`p.parse(...)`, `parse(p, ...)`), if it does. */
export function parsedParser(s: Stmt): string | undefined {
  if (s.type !== 'ExprStmt' || s.expr.type !== 'Index') return undefined;
  const t = s.expr.target;
  if (t.type === 'Field' && t.name === 'parse' && t.target.type === 'Identifier') return t.target.name;
  if (t.type === 'Identifier' && t.name === 'parse' && s.expr.args[0]?.type === 'Identifier') return s.expr.args[0].name;
  return undefined;
}

/** The texts `@(x) ismember(x, {...})` or `@(x) any(strcmp(x, {...}))` accepts. */
function acceptedTexts(v: Expr): Set<string> | undefined {
  if (v.type !== 'AnonFunction' || v.params.length !== 1 || v.params[0].type !== 'Identifier') return undefined;
  const x = v.params[0].name;
  let b = v.body;
  if (b.type === 'Index' && b.target.type === 'Identifier' && b.target.name === 'any' && b.args.length === 1) b = b.args[0];
  if (b.type !== 'Index' || b.target.type !== 'Identifier' || !['ismember', 'strcmp'].includes(b.target.name) || b.args.length !== 2) return undefined;
  const [subject, list] = b.args;
  if (subject.type !== 'Identifier' || subject.name !== x) return undefined;
  const texts = caseLiterals(list);
  return texts && texts.size > 0 && [...texts].every((t) => t.startsWith('s:')) ? texts : undefined;
}

/** `p.Results.name`, as the expression a later use reads. */
export function resultsField(parser: string, name: string, span: Expr['span']): Expr {
  return { type: 'Field', target: { type: 'Field', target: { type: 'Identifier', name: parser, span }, name: 'Results', nameSpan: span, span }, name, nameSpan: span, span };
}
