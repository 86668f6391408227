// The Class matching language: the argument of the `Class` and `MatlabClass` attributes.
// A flow equation for mclasses is a list of rules tried in order; the first whose pattern
// matches the argument classes gives the result classes, and when none matches the call is
// an error. The grammar (documented for MATLAB users in docs/builtins.md):
//
//   rules   := rule { (';' | newline) rule }
//   rule    := pattern '->' result | 'super'
//   pattern := 'otherwise' | '(' [ arg { ',' arg } ] ')' | arg
//   arg     := [ VAR ':' ] alt [ '*' | '+' | '?' ]      (a VAR alone refers to a bound class)
//   alt     := atom { '|' atom }
//   atom    := class | group | VAR | 'text' | 'classname'
//   result  := 'error' | output | '(' output { ',' output } ')'
//   output  := item { '|' item },  item := class | VAR | 'none' | 'unknown'
//
// VARs are upper-case names (T, U, N); classes and groups are lower-case.
import { ANY_GROUPS, CLASS_GROUPS, isMClass, type MClass } from './classes.js';

export type Atom =
  | { readonly type: 'class'; readonly name: MClass }
  | { readonly type: 'group'; readonly name: string; readonly classes: readonly MClass[] }
  | { readonly type: 'any' }
  | { readonly type: 'var'; readonly name: string }
  /** A char argument with this value (any char argument whose value is not known). */
  | { readonly type: 'literal'; readonly value: string }
  /** A char argument naming a class (`'int8'`): binds a variable to the named class. */
  | { readonly type: 'classname' };

export type Quantifier = 'one' | 'optional' | 'many' | 'some';

export interface ArgPattern {
  readonly atoms: readonly Atom[];
  readonly bind?: string;
  readonly quantifier: Quantifier;
}

/** `super` stands for the rules of the group above, tried at that point (see tree.ts). */
export type Pattern =
  | { readonly type: 'otherwise' }
  | { readonly type: 'super' }
  | { readonly type: 'args'; readonly args: readonly ArgPattern[] };

export type OutputItem =
  | { readonly type: 'class'; readonly name: MClass }
  | { readonly type: 'var'; readonly name: string }
  | { readonly type: 'none' }
  | { readonly type: 'unknown' };

export type RuleResult = { readonly type: 'error' } | { readonly type: 'outputs'; readonly outputs: readonly (readonly OutputItem[])[] };

export interface ClassRule {
  readonly pattern: Pattern;
  readonly result: RuleResult;
  /** The rule as written, for display. */
  readonly text: string;
}

export class ClassLangError extends Error {
  constructor(message: string, readonly offset: number) {
    super(message);
  }
}

type Token = { kind: 'word' | 'literal' | 'punct'; text: string; offset: number };

const PUNCT = ['->', '(', ')', ',', '|', ':', '*', '+', '?', ';', '\n'];

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === ' ' || ch === '\t' || ch === '\r') {
      i++;
    } else if (/[A-Za-z_]/.test(ch)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i))!;
      tokens.push({ kind: 'word', text: m[0], offset: i });
      i += m[0].length;
    } else if (ch === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) throw new ClassLangError('unterminated quoted text', i);
      tokens.push({ kind: 'literal', text: text.slice(i + 1, end), offset: i });
      i = end + 1;
    } else {
      const p = PUNCT.find((q) => text.startsWith(q, i));
      if (!p) throw new ClassLangError(`unexpected character '${ch}'`, i);
      tokens.push({ kind: 'punct', text: p, offset: i });
      i += p.length;
    }
  }
  return tokens;
}

const isVar = (w: string): boolean => /^[A-Z][A-Z0-9]*$/.test(w);

class RuleParser {
  private pos = 0;
  private bound = new Set<string>();

  constructor(private readonly tokens: Token[], private readonly text: string) {}

  parseRules(): ClassRule[] {
    const rules: ClassRule[] = [];
    while (this.pos < this.tokens.length) {
      if (this.eat(';') || this.eat('\n')) continue;
      rules.push(this.parseRule());
      if (this.pos < this.tokens.length && !this.eat(';') && !this.eat('\n')) this.fail(`expected ';' or a new line after a rule`);
    }
    if (rules.length === 0) throw new ClassLangError('no rules', 0);
    return rules;
  }

  private parseRule(): ClassRule {
    const start = this.peek()!.offset;
    this.bound = new Set();
    if (this.peekWord('super')) {
      this.pos++;
      return { pattern: { type: 'super' }, result: { type: 'error' }, text: 'super' };
    }
    const pattern = this.parsePattern();
    this.expect('->');
    const result = this.parseResult();
    const last = this.tokens[this.pos - 1]!;
    const end = last.offset + (last.kind === 'literal' ? last.text.length + 2 : last.text.length);
    return { pattern, result, text: this.text.slice(start, end).replace(/\s+/g, ' ') };
  }

  private parsePattern(): Pattern {
    if (this.peekWord('otherwise')) {
      this.pos++;
      return { type: 'otherwise' };
    }
    if (!this.eat('(')) return { type: 'args', args: [this.parseArg()] };
    const args: ArgPattern[] = [];
    if (!this.eat(')')) {
      do args.push(this.parseArg());
      while (this.eat(','));
      this.expect(')');
    }
    return { type: 'args', args };
  }

  private parseArg(): ArgPattern {
    let bind: string | undefined;
    const first = this.peek();
    if (first?.kind === 'word' && isVar(first.text) && this.tokens[this.pos + 1]?.text === ':') {
      bind = first.text;
      if (this.bound.has(bind)) this.fail(`variable ${bind} is bound twice`);
      this.pos += 2;
    }
    const atoms: Atom[] = [];
    do atoms.push(this.parseAtom());
    while (this.eat('|'));
    let quantifier: Quantifier = 'one';
    if (this.eat('*')) quantifier = 'many';
    else if (this.eat('+')) quantifier = 'some';
    else if (this.eat('?')) quantifier = 'optional';
    if (bind) this.bound.add(bind);
    return bind ? { atoms, bind, quantifier } : { atoms, quantifier };
  }

  private parseAtom(): Atom {
    const t = this.next('a class, a class group, a variable or a quoted text');
    if (t.kind === 'literal') return { type: 'literal', value: t.text };
    if (t.kind !== 'word') this.fail(`expected a class, found '${t.text}'`, t);
    if (isMClass(t.text)) return { type: 'class', name: t.text };
    const group = CLASS_GROUPS.get(t.text);
    if (group) return { type: 'group', name: t.text, classes: group };
    if (ANY_GROUPS.has(t.text)) return { type: 'any' };
    if (t.text === 'classname') return { type: 'classname' };
    if (isVar(t.text)) {
      if (!this.bound.has(t.text)) this.fail(`variable ${t.text} is used before it is bound (write ${t.text}:group first)`, t);
      return { type: 'var', name: t.text };
    }
    return this.fail(`unknown class or class group '${t.text}'`, t);
  }

  private parseResult(): RuleResult {
    if (this.peekWord('error')) {
      this.pos++;
      return { type: 'error' };
    }
    if (!this.eat('(')) return { type: 'outputs', outputs: [this.parseOutput()] };
    const outputs: OutputItem[][] = [];
    do outputs.push(this.parseOutput());
    while (this.eat(','));
    this.expect(')');
    return { type: 'outputs', outputs };
  }

  private parseOutput(): OutputItem[] {
    const items: OutputItem[] = [];
    do {
      const t = this.next('a result class');
      if (t.kind === 'word' && isMClass(t.text)) items.push({ type: 'class', name: t.text });
      else if (t.kind === 'word' && (t.text === 'none' || t.text === 'unknown')) items.push({ type: t.text });
      else if (t.kind === 'word' && isVar(t.text)) {
        if (!this.bound.has(t.text)) this.fail(`result variable ${t.text} is not bound by the pattern`, t);
        items.push({ type: 'var', name: t.text });
      } else this.fail(`expected a result class, 'none', 'unknown' or a variable, found '${t.text}'`, t);
    } while (this.eat('|'));
    return items;
  }

  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }

  private peekWord(w: string): boolean {
    const t = this.peek();
    return t?.kind === 'word' && t.text === w;
  }

  private eat(p: string): boolean {
    const t = this.peek();
    if (t?.kind === 'punct' && t.text === p) {
      this.pos++;
      return true;
    }
    return false;
  }

  private expect(p: string): void {
    if (!this.eat(p)) this.fail(`expected '${p === '\n' ? 'new line' : p}'`);
  }

  private next(what: string): Token {
    const t = this.peek();
    if (!t) this.fail(`expected ${what}, found the end`);
    this.pos++;
    return t!;
  }

  private fail(message: string, at?: Token): never {
    const t = at ?? this.peek();
    throw new ClassLangError(message, t ? t.offset : this.text.length);
  }
}

/** Parses the text of a Class attribute; throws ClassLangError (with an offset into the text). */
export function parseClassRules(text: string): ClassRule[] {
  return new RuleParser(tokenize(text), text).parseRules();
}
