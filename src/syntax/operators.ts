// Which operator starts at a position: the longest match, given the three facts of context
// the lexer knows (can an assignment operator stand here, does a value end just before, would
// `++`/`--` hug a name here).
import { CH } from './chars.js';
import { ASSIGN_OPERATORS } from './token.js';

export interface OperatorContext {
  /** Octave's `+=` family may stand here (after the target of a statement). */
  assignmentAllowed(): boolean;
  /** The previous token ends a value (so `.'` is a transpose). */
  afterValue(): boolean;
  /** `++`/`--` at `start` is Octave's increment (see the lexer). */
  incDecHere(start: number): boolean;
}

/** Characters that are operators or punctuation on their own. */
export const SINGLE_OPS: ReadonlySet<string> = new Set('+-*/\\^<>&|~!=:.@?;,()[]{}');

/** The operator at `start`, or undefined for a character that is none. */
export function operatorAt(text: string, start: number, ctx: OperatorContext): string | undefined {
  const code = (at: number): number => (at < text.length ? text.charCodeAt(at) : -1);
  const c = code(start);
  const c1 = code(start + 1);
  if (ctx.assignmentAllowed()) {
    const q = c === CH.dot ? start + 1 : start;
    const cq = code(q);
    if ((cq === CH.plus || cq === CH.minus || cq === CH.star || cq === CH.slash || cq === CH.backslash || cq === CH.caret || cq === CH.pipe || cq === CH.amp)
      && code(q + 1) === CH.eq && code(q + 2) !== CH.eq) {
      const op = text.slice(start, q + 2);
      if (ASSIGN_OPERATORS.includes(op)) return op;
    }
  }
  switch (c) {
    case CH.eq:
      return c1 === CH.eq ? '==' : '=';
    case CH.tilde:
      return c1 === CH.eq ? '~=' : '~';
    case CH.bang:
      return c1 === CH.eq ? '!=' : '!';
    case CH.lt:
      return c1 === CH.eq ? '<=' : '<';
    case CH.gt:
      return c1 === CH.eq ? '>=' : '>';
    case CH.amp:
      return c1 === CH.amp ? '&&' : '&';
    case CH.pipe:
      return c1 === CH.pipe ? '||' : '|';
    case CH.star:
      return c1 === CH.star ? '**' : '*';
    case CH.dot:
      if (c1 === CH.star) return code(start + 2) === CH.star ? '.**' : '.*';
      if (c1 === CH.slash) return './';
      if (c1 === CH.backslash) return '.\\';
      if (c1 === CH.caret) return '.^';
      // Octave's element-wise `.+` and `.-` (deprecated in Octave 7, the same as `+` and `-`).
      if (c1 === CH.plus) return '.+';
      if (c1 === CH.minus) return '.-';
      if (c1 === CH.quote && ctx.afterValue()) return ".'";
      return '.';
    case CH.plus:
    case CH.minus:
      if (c1 === c && ctx.incDecHere(start)) return c === CH.plus ? '++' : '--';
      return c === CH.plus ? '+' : '-';
    default:
      return SINGLE_OPS.has(text[start]) ? text[start] : undefined;
  }
}
