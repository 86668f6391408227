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
import { printExpr, type Expr } from '../syntax/index.js';
import { caseLiterals, loopValues, numberValue } from './unassigned-evaluate.js';
import { comparisonSubject } from './unassigned-comparisons.js';

const SEP = '\u0000';
const DOMAIN = `+dom${SEP}`;
const EXCLUDED = `+not${SEP}`;
/** A domain fact negated: the subject holds none of the values. */
const NOT_DOMAIN = `!dom${SEP}`;

/** The fact "`subject` (a guard key's text) holds one of `values`". */
export function domainKey(subject: string, values: Iterable<string>): string {
  return `${DOMAIN}${subject}${SEP}${[...values].sort().join(SEP)}`;
}

/** The fact "`subject` does not hold `value`". */
export function exclusionKey(subject: string, value: string): string {
  return `${EXCLUDED}${subject}${SEP}${value}`;
}

/** The subject and values of a domain fact (undefined for other keys). */
export function domainOf(key: string): { subject: string; values: string[] } | undefined {
  if (!key.startsWith(DOMAIN)) return undefined;
  const [subject, values] = domainParts(key);
  return { subject, values: [...values] };
}

/** The domain that one of several domain facts holding gives (all of one subject): their union.
 *  Undefined when some list has no domain fact, or they are of different subjects. */
export function domainOfEither(factLists: readonly (readonly string[])[]): string | undefined {
  let subject: string | undefined;
  const values = new Set<string>();
  for (const facts of factLists) {
    const d = facts.map(domainOf).find((x) => x !== undefined);
    if (!d || (subject !== undefined && d.subject !== subject)) return undefined;
    subject = d.subject;
    for (const v of d.values) values.add(v);
  }
  return subject === undefined ? undefined : domainKey(subject, values);
}

/** The subject text of a domain or exclusion fact (undefined for other keys). */
export function domainSubject(key: string): string | undefined {
  if (key.startsWith(DOMAIN)) return domainParts(key)[0];
  if (!key.startsWith(EXCLUDED)) return undefined;
  return key.split(SEP)[1];
}

/** A test of a value against constants: `strcmp(x, 'a')`, `strcmpi(x, 'a')`, `isequal(x, 'a')`,
 *  `x == 3`, `ismember(x, {'a', 'b'})`, `any(strcmp(x, {'a', 'b'}))`, and such a test compared
 *  with 0 or 1 (`strcmp(x, 'a') == 0`). It holds exactly when whether `subject` is one of
 *  `values` is `inside`. */
export function valueTest(e: Expr): { subject: Expr; values: Set<string>; inside: boolean } | undefined {
  while (e.type === 'Paren') e = e.expr;
  // `strcmp(s, 'a') || strcmp(s, 'b')`: one of the texts; `~strcmp(s, 'a') && ~strcmp(s, 'b')`:
  // none of them (tests of one subject).
  if (e.type === 'Binary' && (e.op === '||' || e.op === '&&')) {
    const l = valueTest(e.left);
    const r = l && l.inside === (e.op === '||') ? valueTest(e.right) : undefined;
    if (!l || !r || r.inside !== l.inside || printExpr(l.subject) !== printExpr(r.subject)) return undefined;
    return { subject: l.subject, values: new Set([...l.values, ...r.values]), inside: l.inside };
  }
  // `sum(strcmpi(x, {...})) < 1` (signtest), `nnz(...) > 0`, `== 0`, `>= 1`: how many of the
  // texts x equals, compared with 0 or 1 (at most one text of a list of distinct ones).
  if (e.type === 'Binary' && ['<', '<=', '>', '>=', '==', '~=', '!='].includes(e.op)) {
    const n = numberValue(e.right);
    const counted = e.left.type === 'Index' && e.left.target.type === 'Identifier' && (e.left.target.name === 'sum' || e.left.target.name === 'nnz') && e.left.args.length === 1 ? (anyTest(e.left.args[0]) ?? anyEqual(e.left.args[0])) : undefined;
    if (counted && n !== undefined) {
      // Whether "x is one of them" (count >= 1) is what the comparison says.
      const some = COUNT_SAYS_SOME[`${e.op} ${n}`];
      if (some !== undefined) return { ...counted, inside: some };
    }
  }
  // `loc == "default"` (a string), `c == 'abc'` (a char vector: all characters equal, or an
  // error for another length): holds exactly where the value is that text.
  if (e.type === 'Binary' && e.op === '==' && e.right.type === 'String' && e.right.value.length > 0) return { subject: e.left, values: new Set([`s:${e.right.value}`]), inside: true };
  if (e.type === 'Binary' && (e.op === '==' || e.op === '~=')) {
    const n = numberValue(e.right);
    if (n === undefined) return undefined;
    // (A count compared with 1 is left alone: a list with repeats may count 2.)
    const count = e.left.type === 'Index' && e.left.target.type === 'Identifier' && e.left.target.name !== 'any' && COUNTS.has(e.left.target.name);
    const inner = (n === 0 || n === 1) && !count ? valueTest(e.left) : undefined;
    if (inner && e.left.type !== 'Binary') return { ...inner, inside: inner.inside === ((n === 1) === (e.op === '=='))  };
    return e.op === '==' ? { subject: e.left, values: new Set([`n:${n}`]), inside: true } : undefined;
  }
  // `isempty(setdiff(x, [8 16 32]))`: x holds only those values (wfdb's mat2wfdb), as an
  // `ismember` test does.
  const setdiffOf = e.type === 'Index' && e.target.type === 'Identifier' && e.target.name === 'isempty' && e.args.length === 1 ? e.args[0]! : undefined;
  if (setdiffOf?.type === 'Index' && setdiffOf.target.type === 'Identifier' && setdiffOf.target.name === 'setdiff' && setdiffOf.args.length === 2) {
    const set = caseLiterals(setdiffOf.args[1]!) ?? loopValues(setdiffOf.args[1]!);
    const values = set && new Set(set);
    return values && values.size > 0 ? { subject: setdiffOf.args[0]!, values, inside: true } : undefined;
  }
  if (e.type !== 'Index' || e.target.type !== 'Identifier' || e.args.length !== 2) {
    // `any(strcmp(x, {...}))`: one of the texts. A count as the condition holds where it is
    // not 0 (EPANET's `if sum(typecode == [0, 1])`).
    if (e.type === 'Index' && e.target.type === 'Identifier' && COUNTS.has(e.target.name) && e.args.length === 1) {
      const t = anyTest(e.args[0]) ?? anyEqual(e.args[0]);
      return t && { ...t, inside: true };
    }
    return undefined;
  }
  switch (e.target.name) {
    case 'strcmp':
    case 'isequal':
    case 'strcmpi': {
      const t = textTest(e.args, e.target.name === 'strcmpi', false);
      return t && { ...t, inside: true };
    }
    case 'ismember': {
      // `ismember(m, {'a', 'b'})`, `ismember(order, 0:2)`, `ismember(k, [1 2 4])`.
      const set = caseLiterals(e.args[1]) ?? loopValues(e.args[1]);
      const values = set && new Set(set);
      return values && values.size > 0 ? { subject: e.args[0], values, inside: true } : undefined;
    }
    default:
      return undefined;
  }
}

const COUNTS = new Set(['any', 'sum', 'nnz']);

/** `strcmp(x, {...})` (or `strcmpi`) as the argument of `any`, `sum` or `nnz`. */
function anyTest(inner: Expr): { subject: Expr; values: Set<string> } | undefined {
  if (inner.type !== 'Index' || inner.target.type !== 'Identifier' || (inner.target.name !== 'strcmp' && inner.target.name !== 'strcmpi')) return undefined;
  return textTest(inner.args, inner.target.name === 'strcmpi', true);
}

/** `x == [0 1 2]` (or `[0 1 2] == x`) under `any`: x is one of the numbers (SeDuMi's
 *  `if ~any(alg == [0 1 2]), alg = 2; end`). */
function anyEqual(inner: Expr): { subject: Expr; values: Set<string> } | undefined {
  while (inner.type === 'Paren') inner = inner.expr;
  if (inner.type !== 'Binary' || inner.op !== '==') return undefined;
  const listed = (e: Expr): string[] | undefined => (e.type === 'Matrix' || e.type === 'Range' ? loopValues(e) : undefined);
  const right = listed(inner.right);
  const [subject, values] = right ? [inner.left, right] : [inner.right, listed(inner.left)];
  return values && values.length > 0 && subject.type !== 'Matrix' ? { subject, values: new Set(values) } : undefined;
}

/** A count of matches (0 or 1) compared with a number: does it say "one matched" (true) or
 *  "none did" (false)? */
const COUNT_SAYS_SOME: Record<string, boolean> = {
  '> 0': true, '>= 1': true, '~= 0': true, '!= 0': true,
  '< 1': false, '<= 0': false, '== 0': false,
};

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

/** The domains of a set of facts, narrowed by its other facts, computed when first asked for. */
export type DomainLookup = () => ReadonlyMap<string, ReadonlySet<string>>;

export function lazyDomains(facts: Iterable<string>): DomainLookup {
  if (facts instanceof FactSet) return () => facts.domains();
  let domains: Map<string, Set<string>> | undefined;
  return () => (domains ??= narrowed(domainsOf(facts), facts));
}

/** The prefix of correlation keys (see unassigned-state's correlationKey). */
const WITH = '+with:';

/** The join a correlation key `+with:J:S` names. */
function joinOf(k: string): string {
  return k.slice(WITH.length, k.indexOf(':', WITH.length));
}

/** The facts of a state: a set that remembers its domains until it changes (a large function
 *  asks for them at every join and every guard tested, over the same hundred facts). */
export class FactSet extends Set<string> {
  private cached: Map<string, Set<string>> | undefined;
  /** The correlation keys (`+with:J:...`) it holds, by join J: a test of one looks only at
   *  those of its join. */
  private byJoin: Map<string, Set<string>> | undefined;
  /** Whether a path with these facts can run (unassigned-guards' `feasible`), once asked: the
   *  same facts are asked again at the clauses of a chain and the walks of a loop. */
  feasibility: boolean | undefined;
  /** Its comparisons of a variable with a constant, by the variable's text, once asked. */
  private bySubject: Map<string, string[]> | undefined;
  // Every field set before the first fact is added (Set's own constructor would add them
  // through `add` before field initialisers run): all sets share one shape, which V8's inline
  // caches need (fields added later made the check of a large state machine 70% slower).
  constructor(facts?: Iterable<string>) {
    super();
    this.cached = undefined;
    this.byJoin = undefined;
    this.feasibility = undefined;
    this.bySubject = undefined;
    if (facts) for (const k of facts) this.add(k);
  }
  override add(k: string): this {
    if (!this.has(k)) {
      this.cached = undefined;
      this.feasibility = undefined;
      this.bySubject = undefined;
      if (k.startsWith(WITH)) {
        this.byJoin ??= new Map();
        const j = joinOf(k);
        let keys = this.byJoin.get(j);
        if (!keys) this.byJoin.set(j, (keys = new Set()));
        keys.add(k);
      }
    }
    return super.add(k);
  }
  override delete(k: string): boolean {
    const had = super.delete(k);
    if (had) {
      this.cached = undefined;
      this.feasibility = undefined;
      this.bySubject = undefined;
      if (k.startsWith(WITH)) this.byJoin?.get(joinOf(k))?.delete(k);
    }
    return had;
  }
  override clear(): void {
    this.cached = undefined;
    this.feasibility = undefined;
    this.bySubject = undefined;
    this.byJoin = undefined;
    super.clear();
  }
  /** A copy that keeps the domains found so far (they are never changed in place) and adds
   *  its facts without the checks `add` makes for a new fact (copies are made at every branch). */
  clone(): FactSet {
    const out = new FactSet();
    for (const k of this) Set.prototype.add.call(out, k);
    if (this.byJoin) {
      const byJoin = new Map<string, Set<string>>();
      for (const [j, keys] of this.byJoin) if (keys.size > 0) byJoin.set(j, new Set(keys));
      out.byJoin = byJoin;
    }
    out.cached = this.cached;
    out.feasibility = this.feasibility;
    out.bySubject = this.bySubject;
    return out;
  }
  /** The comparisons it holds of the variable `subject` with constants (`+(x) < (2)`). */
  comparisonsOf(subject: string): readonly string[] {
    if (!this.bySubject) {
      const index = new Map<string, string[]>();
      for (const k of this) {
        const s = comparisonSubject(k);
        if (s === undefined) continue;
        let list = index.get(s);
        if (!list) index.set(s, (list = []));
        list.push(k);
      }
      this.bySubject = index;
    }
    return this.bySubject.get(subject) ?? [];
  }
  /** The correlation keys of join `join` it holds. */
  correlationKeys(join: string): Iterable<string> {
    return this.byJoin?.get(join) ?? [];
  }
  domains(): ReadonlyMap<string, ReadonlySet<string>> {
    return (this.cached ??= narrowed(domainsOf(this), this));
  }
}

/** The domain facts of a state, per subject: the values the subject may hold (the facts meet). */
function domainsOf(facts: Iterable<string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const k of facts) {
    if (!k.startsWith(DOMAIN)) continue;
    const [subject, values] = domainParts(k);
    const had = out.get(subject);
    out.set(subject, had ? meetValues(had, values) : new Set(values));
  }
  return out;
}

/** A domain fact's subject and values, read once per text. */
function domainParts(k: string): readonly [string, readonly string[]] {
  let parts = readDomains.get(k);
  if (parts === undefined) {
    if (readDomains.size > 50_000) readDomains.clear();
    const [, subject, ...values] = k.split(SEP);
    readDomains.set(k, (parts = [subject, values]));
  }
  return parts;
}
const readDomains = new Map<string, readonly [string, readonly string[]]>();

/** The values two domains of one subject share. A text known up to case (`i:abc`, from
 *  `strcmpi`) meets an exact one of the same letters (`s:aBc`) in the exact one. */
function meetValues(a: ReadonlySet<string>, b: Iterable<string>): Set<string> {
  const out = new Set<string>();
  const bs = new Set(b);
  const meetOne = (v: string, other: ReadonlySet<string>): void => {
    if (other.has(v)) out.add(v);
    else if (v.startsWith('s:') && other.has(`i:${v.slice(2).toLowerCase()}`)) out.add(v);
  };
  for (const v of a) meetOne(v, bs);
  for (const v of bs) meetOne(v, a);
  return out;
}

const COMPARISON = /^([+!])\((.*)\) (==|<|<=) \((.*)\)$/;

/** What a fact says of one subject's values: for a value, true or false (or undefined: nothing). */
interface ValueFact {
  readonly subject: string;
  readonly allows: (value: string) => boolean | undefined;
}

/** Facts read once (a fact is the same text wherever it holds). */
const readFacts = new Map<string, ValueFact | null>();

function valueFact(f: string): ValueFact | undefined {
  let t = readFacts.get(f);
  if (t === undefined) {
    if (readFacts.size > 50_000) readFacts.clear();
    t = readValueFact(f) ?? null;
    readFacts.set(f, t);
  }
  return t ?? undefined;
}

/** Value tests by the text of their key (`strcmp(m, 'fast')`): filled as keys are made. */
const testsByKey = new Map<string, { subject: string; values: ReadonlySet<string>; inside: boolean }>();

/** Remembers that the key text `text` holds exactly when whether `subject` (a key's text) is one
 *  of `values` is `inside`. */
export function registerValueTest(text: string, subject: string, values: ReadonlySet<string>, inside: boolean): void {
  if (testsByKey.size > 50_000) testsByKey.clear();
  testsByKey.set(text, { subject, values, inside });
}

function readValueFact(f: string): ValueFact | undefined {
  if (f.startsWith(DOMAIN)) return undefined;
  const test = testsByKey.get(f.slice(1));
  if (test) {
    const holds = f[0] === '+';
    const matches = (v: string): boolean | undefined => {
      if (test.values.has(v)) return true;
      // A case-insensitive test matches a text whatever its case; a text known up to case
      // (`i:`) may or may not match an exact test of the same letters.
      if (v.startsWith('s:')) return test.values.has(`i:${v.slice(2).toLowerCase()}`);
      if (v.startsWith('i:') && [...test.values].some((t) => t.startsWith('s:') && t.slice(2).toLowerCase() === v.slice(2))) return undefined;
      return false;
    };
    return {
      subject: test.subject,
      allows: (v) => {
        const m = matches(v);
        return m === undefined ? undefined : (m === test.inside) === holds;
      },
    };
  }
  if (f.startsWith(EXCLUDED)) {
    const [, subject, excluded] = f.split(SEP);
    return { subject, allows: (v) => v !== excluded };
  }
  const holds = f[0] === '+';
  const m = COMPARISON.exec(f);
  if (m) {
    const k = Number(m[4]);
    if (!Number.isFinite(k)) return undefined;
    const op = m[3];
    return {
      subject: m[2],
      allows: (v) => {
        if (!v.startsWith('n:')) return undefined;
        const x = Number(v.slice(2));
        return (op === '==' ? x === k : op === '<' ? x < k : x <= k) === holds;
      },
    };
  }
  // `if x`: a number other than 0, a text with characters (none of them NUL).
  return {
    subject: f.slice(1),
    allows: (v) => {
      const truthy = v.startsWith('n:') ? Number(v.slice(2)) !== 0 : v.startsWith('s:') ? v.length > 2 && !v.includes('\u0000', 2) : undefined;
      return truthy === undefined ? undefined : truthy === holds;
    },
  };
}

/** The values of each domain that the facts about its subject allow. */
function narrowed(domains: ReadonlyMap<string, ReadonlySet<string>>, facts: Iterable<string>): Map<string, Set<string>> {
  const left = new Map<string, Set<string>>();
  for (const [subject, values] of domains) left.set(subject, new Set(values));
  for (const f of facts) {
    const t = valueFact(f);
    const values = t && left.get(t.subject);
    if (!values) continue;
    for (const v of values) if (t!.allows(v) === false) values.delete(v);
  }
  return left;
}

/** Can a path with these facts run? Not when the facts about a subject rule out every value
 *  of its domain (`switch` cases or `strcmp` tests that all failed, `x == 2` where x is 1). */
export function domainsFeasible(facts: ReadonlySet<string>): boolean {
  let any = false;
  for (const k of facts) if (k.startsWith(DOMAIN)) any = true;
  if (!any) return true;
  for (const values of lazyDomains(facts)().values()) if (values.size === 0) return false;
  return true;
}

/** Does a fact about a subject with a domain hold for every value the facts (those `domains`
 *  were narrowed by, and `extra`) leave it (`x == 1` where x is 0, 1 or 2 and `x < 2` and
 *  `x ~= 0` hold)? */
export function impliedByDomain(key: string, extra: readonly string[], domains: DomainLookup): boolean {
  // "The subject holds none of these": no value its domain leaves is one (a branch where
  // `filetype = 'mat'` refutes that filetype is 'tif').
  if (key.startsWith(NOT_DOMAIN)) {
    const [subject, values] = domainParts(`+${key.slice(1)}`);
    const domain = domains().get(subject);
    if (!domain) return false;
    const left = extra.length > 0 ? narrowed(new Map([[subject, domain]]), extra).get(subject)! : domain;
    return left.size > 0 && [...left].every((v) => !values.includes(v));
  }
  if (key.startsWith(DOMAIN)) {
    // "The subject holds one of these": every value its domain leaves is one.
    const [subject, values] = domainParts(key);
    const domain = domains().get(subject);
    if (!domain) return false;
    const left = extra.length > 0 ? narrowed(new Map([[subject, domain]]), extra).get(subject)! : domain;
    return left.size > 0 && [...left].every((v) => values.includes(v));
  }
  const t = valueFact(key);
  const domain = t && (domains().get(t.subject) ?? characterDomain(t.subject, domains));
  if (!t || !domain) return false;
  const left = extra.length > 0 ? narrowed(new Map([[t.subject, domain]]), extra).get(t.subject)! : domain;
  if (left.size === 0) return false;
  for (const v of left) if (t.allows(v) !== true) return false;
  return true;
}

/** Whether one of several value tests of one subject holds wherever its domain allows: every
 *  value left passes one of them (`strcmp(s, 'a') || strcmp(s, 'b')` inside `case {'a', 'b'}`). */
export function domainCoversEither(keys: readonly string[], extra: readonly string[], domains: DomainLookup): boolean {
  const tests = keys.map(valueFact);
  const subject = tests[0]?.subject;
  if (subject === undefined || tests.some((t) => t === undefined || t.subject !== subject)) return false;
  const domain = domains().get(subject) ?? characterDomain(subject, domains);
  if (!domain) return false;
  const left = extra.length > 0 ? narrowed(new Map([[subject, domain]]), extra).get(subject)! : domain;
  return left.size > 0 && [...left].every((v) => tests.some((t) => t!.allows(v) === true));
}

/** `m(1)` where m holds one of a few texts: the character at that place of each (Octave's
 *  interp1: `starmethod = method(1) == "*"`, then `switch method`, `case "*nearest"`). A text too
 *  short fails to index, so it leaves no value. Texts are taken as character vectors: a string
 *  scalar indexed with 1 is the whole string, which only a one-character text matches. */
function characterDomain(subject: string, domains: DomainLookup): Set<string> | undefined {
  const m = CHARACTER_AT.exec(subject);
  const texts = m ? domains().get(m[1]!) : undefined;
  if (!texts) return undefined;
  const at = Number(m![2]);
  const out = new Set<string>();
  for (const v of texts) {
    if (!v.startsWith('s:') && !v.startsWith('i:')) return undefined;
    const text = v.slice(2);
    if (at <= text.length) out.add(`${v.slice(0, 2)}${text[at - 1]}`);
  }
  return out;
}

const CHARACTER_AT = /^([A-Za-z]\w*)\(([1-9]\d?)\)$/;

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

/** The subjects the facts pin to a few values: a domain (`switch`, `validatestring`), an
 *  equality that holds (`nargin == 3`), a value test that holds (`strcmp(m, 'fast')`). */
export function pinnedValues(facts: Iterable<string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const pin = (subject: string, values: Iterable<string>): void => {
    const had = out.get(subject);
    out.set(subject, had ? meetValues(had, values) : new Set(values));
  };
  for (const f of facts) {
    if (f.startsWith(DOMAIN)) {
      const [subject, values] = domainParts(f);
      pin(subject, values);
      continue;
    }
    const test = testsByKey.get(f.slice(1));
    if (test && (f[0] === '+') === test.inside) {
      pin(test.subject, test.values);
      continue;
    }
    const m = COMPARISON.exec(f);
    if (m && m[1] === '+' && m[3] === '==' && Number.isFinite(Number(m[4]))) pin(m[2], [`n:${Number(m[4])}`]);
  }
  return out;
}
