// Evaluating Class rules: which rule matches a list of argument classes, and the classes it
// gives. A repeated argument (`*`, `+`, `?`) takes as few arguments as it can, so a variable
// binds at its leftmost possible place: `(matrix*, T:intN, matrix*) -> T` is the class of the
// leftmost integer argument, as in MATLAB's concatenation.
import { isMClass } from './classes.js';
import type { ArgPattern, Atom, ClassRule, OutputItem } from './class-lang.js';

/** An argument as the rules see it: its class and, for char arguments, its text when known
 *  (a literal such as 'int8' or 'like'). */
export interface ArgClass {
  readonly class: string;
  readonly value?: string;
}

/** One output of a call: the classes it may have, none (the builtin returns nothing), or
 *  unknown (the class depends on values the rules do not see, such as a class-name text whose
 *  value is not known, or what `eval` runs). */
export type OutputClass =
  | { readonly kind: 'classes'; readonly classes: readonly string[] }
  | { readonly kind: 'none' }
  | { readonly kind: 'unknown' };

export type ClassResult =
  | { readonly kind: 'error'; readonly rule?: string }
  | { readonly kind: 'outputs'; readonly outputs: readonly OutputClass[]; readonly rule: string };

/** A variable's binding: a class, or 'unknown' when bound by a class name not known. */
type Bindings = ReadonlyMap<string, string>;

const UNKNOWN = '?unknown';
/** An atom matched only by assuming the value of a char argument whose text is not known:
 *  the rule may apply, so its result is unknown rather than its classes. */
const GUESS = '?guess';
const GUESSED = '#guessed';

/** The named class of a `classname` argument; MATLAB's class-name arguments name numeric
 *  classes and logical (`zeros(2, 'int8')`, `cast(x, 'logical')`), and a few name char. */
function namedClass(arg: ArgClass): string | undefined {
  if (arg.class !== 'char') return undefined;
  if (arg.value === undefined) return UNKNOWN;
  return isMClass(arg.value) ? arg.value : undefined;
}

/** The class an atom binds for this argument, or undefined when it does not match. */
function matchAtom(atom: Atom, arg: ArgClass, b: Bindings): string | undefined {
  switch (atom.type) {
    case 'class':
      return arg.class === atom.name ? arg.class : undefined;
    case 'group':
      return (atom.classes as readonly string[]).includes(arg.class) ? arg.class : undefined;
    case 'any':
      return arg.class;
    case 'var':
      return b.get(atom.name) === arg.class ? arg.class : undefined;
    case 'literal':
      if (arg.class !== 'char') return undefined;
      // An option's text may come in a variable (`unique(x, opt)`), so a text not known may be
      // it. 'like' is a keyword of the calling syntax (`zeros(sz, 'like', p)`), written where
      // it is used: a size held in a variable (`zeros(n, 2)`) is taken not to be that text.
      if (arg.value === undefined) return atom.value === 'like' ? undefined : GUESS;
      return arg.value === atom.value ? arg.class : undefined;
    case 'classname':
      return namedClass(arg);
  }
}

function matchArg(p: ArgPattern, arg: ArgClass, b: Bindings): Bindings | undefined {
  for (const atom of p.atoms) {
    let bound = matchAtom(atom, arg, b);
    if (bound === undefined) continue;
    if (bound === GUESS || bound === UNKNOWN) {
      b = new Map(b).set(GUESSED, 'yes');
      if (bound === GUESS) bound = arg.class;
    }
    if (!p.bind) return b;
    const prior = b.get(p.bind);
    if (prior !== undefined) {
      // A repeated binding argument: every repetition must have the class of the first.
      if (prior === bound) return b;
      continue;
    }
    return new Map(b).set(p.bind, bound);
  }
  return undefined;
}

function matchFrom(ps: readonly ArgPattern[], pi: number, args: readonly ArgClass[], ai: number, b: Bindings): Bindings | undefined {
  if (pi === ps.length) return ai === args.length ? b : undefined;
  const p = ps[pi]!;
  const min = p.quantifier === 'one' || p.quantifier === 'some' ? 1 : 0;
  const max = p.quantifier === 'one' || p.quantifier === 'optional' ? 1 : args.length - ai;
  let current: Bindings | undefined = b;
  for (let n = 0; n <= max && current; n++) {
    if (n >= min) {
      const rest = matchFrom(ps, pi + 1, args, ai + n, current);
      if (rest) return rest;
    }
    if (ai + n >= args.length) break;
    current = matchArg(p, args[ai + n]!, current);
  }
  return undefined;
}

function output(items: readonly OutputItem[], b: Bindings): OutputClass {
  const classes = new Set<string>();
  for (const item of items) {
    if (item.type === 'none') return { kind: 'none' };
    if (item.type === 'unknown') return { kind: 'unknown' };
    const c = item.type === 'class' ? item.name : b.get(item.name);
    if (c === undefined || c === UNKNOWN) return { kind: 'unknown' };
    classes.add(c);
  }
  return { kind: 'classes', classes: [...classes] };
}

/** The result of the first rule that matches; an error when none does. */
export function applyClassRules(rules: readonly ClassRule[], args: readonly ArgClass[]): ClassResult {
  for (const rule of rules) {
    // `super` rules are replaced by the parent's rules before evaluation (tree.ts).
    if (rule.pattern.type === 'super') continue;
    const b = rule.pattern.type === 'otherwise' ? new Map<string, string>() : matchFrom(rule.pattern.args, 0, args, 0, new Map());
    if (!b) continue;
    if (b.has(GUESSED)) {
      // The rule applies only for some values of a char argument: the class is unknown.
      return { kind: 'outputs', outputs: rule.result.type === 'error' ? [{ kind: 'unknown' }] : rule.result.outputs.map(() => ({ kind: 'unknown' })), rule: rule.text };
    }
    if (rule.result.type === 'error') return { kind: 'error', rule: rule.text };
    return { kind: 'outputs', outputs: rule.result.outputs.map((o) => output(o, b)), rule: rule.text };
  }
  return { kind: 'error' };
}

/** The first output's result as one word: a class, `a|b`, `none`, `unknown` or `error`. */
export function firstOutputLabel(r: ClassResult): string {
  if (r.kind === 'error') return 'error';
  const o = r.outputs[0];
  if (!o || o.kind === 'none') return 'none';
  if (o.kind === 'unknown') return 'unknown';
  return [...o.classes].sort().join('|');
}

