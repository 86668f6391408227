// What the lexer knew at each token, recomputed from the token stream: whether blanks after the
// token would separate elements (the innermost bracket is a `[` or a cell `{`), whether a `)`
// closed an anonymous function's parameters, whether a token ends a value. The rules mirror
// the lexer's (lexer.ts: `inMatrix`, `prevEndsValue`, the bracket stack); the formatter only
// reads them to decide where spacing may change.
import { isOperandToken, type Token } from '../syntax/index.js';

export interface TokenFacts {
  /** After token i, the innermost bracket is `[` or a cell literal `{`: blanks separate elements. */
  matrixAfter: Uint8Array;
  /** Token i is a `)` closing an anonymous function's parameter list (`@(x)`). */
  anonClose: Uint8Array;
  /** Token i ends a value: a `'` after it is a transpose, a `-` after it is binary. */
  endsValue: Uint8Array;
}

interface Open {
  ch: '(' | '[' | '{';
  /** `[` or a cell literal `{` (not an index). */
  literal: boolean;
  anon: boolean;
}

export function tokenFacts(tokens: readonly Token[]): TokenFacts {
  const n = tokens.length;
  const matrixAfter = new Uint8Array(n);
  const anonClose = new Uint8Array(n);
  const endsValue = new Uint8Array(n);
  const stack: Open[] = [];
  for (let i = 0; i < n; i++) {
    const t = tokens[i];
    const prevValue = i > 0 && endsValue[i - 1] === 1;
    if (t.kind === 'kw') {
      // A block keyword cannot stand inside brackets: the lexer drops the open ones.
      stack.length = 0;
    } else if (t.kind === 'nl') {
      // At a line end, brackets other than `[` and cell `{` are closed (MATLAB; in Octave a line
      // end inside parentheses gives no `nl` token).
      while (stack.length > 0 && !stack[stack.length - 1].literal) stack.pop();
    } else if (t.kind === 'op' && !t.synthetic) {
      switch (t.value) {
        case '(': {
          const prev = i > 0 ? tokens[i - 1] : undefined;
          stack.push({ ch: '(', literal: false, anon: prev !== undefined && prev.kind === 'op' && prev.value === '@' });
          break;
        }
        case '[':
          stack.push({ ch: '[', literal: true, anon: false });
          break;
        case '{':
          // An index after a value; in a matrix a blank before it made the lexer insert a
          // comma first, so the token before is then no value and the brace is a literal.
          stack.push({ ch: '{', literal: !prevValue, anon: false });
          break;
        case ')':
        case ']':
        case '}': {
          const want = t.value === ')' ? '(' : t.value === ']' ? '[' : '{';
          let at = stack.length - 1;
          while (at >= 0 && stack[at].ch !== want) at--;
          if (at >= 0) {
            if (stack[at].anon) anonClose[i] = 1;
            stack.length = at;
          } else stack.pop();
          break;
        }
      }
    }
    endsValue[i] = valueEnd(t, anonClose[i] === 1) ? 1 : 0;
    const top = stack.length > 0 ? stack[stack.length - 1] : undefined;
    matrixAfter[i] = top !== undefined && top.literal ? 1 : 0;
  }
  return { matrixAfter, anonClose, endsValue };
}

function valueEnd(t: Token, anonClosed: boolean): boolean {
  if (t.synthetic) return false;
  if (isOperandToken(t)) return true;
  switch (t.kind) {
    case 'op':
      if (t.value === ')') return !anonClosed;
      return t.value === ']' || t.value === '}' || t.value === "'" || t.value === ".'"
        || ((t.value === '++' || t.value === '--') && t.depth > 0);
    default:
      return false;
  }
}
