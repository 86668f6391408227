// The values a variable can still hold, as facts of the unassigned-variable check. After
// `method = validatestring(method, {'fast', 'exact'})`, or an if chain on `strcmp(method, ...)`
// (or a switch) whose other branches raise an error, `method` is one of a few constants; a later
// switch or if chain whose branches cover them all leaves no path that skips every branch:
//
//   switch method, case 'fast', x = 1; case 'exact', x = 2; end   % no otherwise needed
//
// A domain fact says "the subject is one of these values"; an exclusion fact "it is not this
// one". A path whose exclusions cover a domain of the same subject is impossible. Values are
// written as in `caseLiterals`: `s:text`, `n:number`, and `i:text` for case-insensitive tests.
import type { Expr } from '../syntax/index.js';
import { caseLiterals, numberValue } from './unassigned-guards.js';

const SEP = '\u0000';
const DOMAIN = `+dom${SEP}`;
const EXCLUDED = `+not${SEP}`;

/** The fact "`subject` (a guard key's text) holds one of `values`". */
export function domainKey(subject: string, values: Iterable<string>): string {
  return `${DOMAIN}${subject}${SEP}${[...values].sort().join(SEP)}`;
}

/** The fact "`subject` does not hold `value`". */
export function exclusionKey(subject: string, value: string): string {
  return `${EXCLUDED}${subject}${SEP}${value}`;
}

/** The subject text of a domain or exclusion fact (undefined for other keys). */
export function domainSubject(key: string): string | undefined {
  if (!key.startsWith(DOMAIN) && !key.startsWith(EXCLUDED)) return undefined;
  return key.split(SEP)[1];
}

/** A test of a value against constants: `strcmp(x, 'a')`, `strcmpi(x, 'a')`, `isequal(x, 'a')`,
 *  `x == 3`, `ismember(x, {'a', 'b'})`, `any(strcmp(x, {'a', 'b'}))`. It holds exactly when
 *  `subject` is one of `values`. */
export function valueTest(e: Expr): { subject: Expr; values: Set<string> } | undefined {
  while (e.type === 'Paren') e = e.expr;
  if (e.type === 'Binary' && e.op === '==') {
    const n = numberValue(e.right);
    return n === undefined ? undefined : { subject: e.left, values: new Set([`n:${n}`]) };
  }
  if (e.type !== 'Index' || e.target.type !== 'Identifier' || e.args.length !== 2) {
    // `any(strcmp(x, {...}))`: one of the texts.
    if (e.type === 'Index' && e.target.type === 'Identifier' && e.target.name === 'any' && e.args.length === 1) {
      const inner = e.args[0];
      if (inner.type === 'Index' && inner.target.type === 'Identifier' && (inner.target.name === 'strcmp' || inner.target.name === 'strcmpi')) {
        return textTest(inner.args, inner.target.name === 'strcmpi', true);
      }
    }
    return undefined;
  }
  switch (e.target.name) {
    case 'strcmp':
    case 'isequal':
      return textTest(e.args, false, false);
    case 'strcmpi':
      return textTest(e.args, true, false);
    case 'ismember': {
      const values = caseLiterals(e.args[1]);
      return values && values.size > 0 ? { subject: e.args[0], values } : undefined;
    }
    default:
      return undefined;
  }
}

/** `strcmp(x, 'a')` or `strcmp('a', x)`; with `cells`, also `strcmp(x, {'a', 'b'})` (under `any`). */
function textTest(args: readonly Expr[], insensitive: boolean, cells: boolean): { subject: Expr; values: Set<string> } | undefined {
  if (args.length !== 2) return undefined;
  const [a, b] = args;
  const [subject, constant] = a.type === 'String' || a.type === 'Cell' ? [b, a] : [a, b];
  if (constant.type !== 'String' && !(cells && constant.type === 'Cell')) return undefined;
  const literals = caseLiterals(constant);
  if (!literals || literals.size === 0 || [...literals].some((v) => !v.startsWith('s:'))) return undefined;
  const values = insensitive ? new Set([...literals].map((v) => `i:${v.slice(2).toLowerCase()}`)) : literals;
  return { subject, values };
}

/** The domain facts of a state, per subject: the values the subject may hold (the facts meet). */
function domainsOf(facts: Iterable<string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const k of facts) {
    if (!k.startsWith(DOMAIN)) continue;
    const [, subject, ...values] = k.split(SEP);
    const had = out.get(subject);
    out.set(subject, had ? new Set(values.filter((v) => had.has(v))) : new Set(values));
  }
  return out;
}

/** Can a path with these facts run? Not when a subject's exclusions cover its domain. */
export function domainsFeasible(facts: ReadonlySet<string>): boolean {
  let domains: Map<string, Set<string>> | undefined;
  for (const k of facts) {
    if (!k.startsWith(EXCLUDED)) continue;
    domains ??= domainsOf(facts);
    if (domains.size === 0) return true;
    const [, subject, value] = k.split(SEP);
    const d = domains.get(subject);
    if (d) d.delete(value);
  }
  if (!domains) return true;
  for (const d of domains.values()) if (d.size === 0) return false;
  return true;
}

/** After paths meet: a subject with a domain on every path holds one of their values. */
export function joinedDomains(factSets: readonly ReadonlySet<string>[]): string[] {
  if (factSets.length < 2) return [];
  const all = factSets.map(domainsOf);
  const out: string[] = [];
  for (const [subject, values] of all[0]) {
    const union = new Set(values);
    let everywhere = true;
    for (const d of all.slice(1)) {
      const other = d.get(subject);
      if (!other) {
        everywhere = false;
        break;
      }
      for (const v of other) union.add(v);
    }
    if (everywhere) out.push(domainKey(subject, union));
  }
  return out;
}
