// The space between two tokens on one line: kept as written, removed, or made one blank.
// Only changes that cannot change how the line lexes are made: nothing inside `[]`/`{}` but
// around `,` and `;` (blanks separate elements there), nothing around command-syntax arguments
// or shell escapes, and never between a value and a `'` (transpose or quote) or a `(`.
import { isOperandToken, type Token } from '../syntax/index.js';
import type { TokenFacts } from './facts.js';

export type Gap = 'keep' | 'none' | 'one';

/** Operators with one space on each side (`=` only outside brackets; `+`/`-` when binary).
 *  Octave's `.+`/`.-` are left alone: `a .+ b` at the start of a statement reads as a command. */
const SPACED = new Set([
  '==', '~=', '!=', '<', '<=', '>', '>=', '&', '|', '&&', '||',
  '+=', '-=', '*=', '/=', '\\=', '^=', '|=', '&=', '.*=', './=', '.\\=', '.^=',
]);

/** Keywords followed by an expression or a signature: `if~x` becomes `if ~x`. */
const HEADER_KEYWORDS = new Set(['if', 'elseif', 'while', 'switch', 'case', 'until', 'for', 'parfor', 'function']);

export class Spacing {
  constructor(private readonly tokens: readonly Token[], private readonly facts: TokenFacts) {}

  /** The gap between tokens i and j (j follows i on the same line). */
  between(i: number, j: number): Gap {
    const a = this.tokens[i];
    const b = this.tokens[j];
    // Command arguments and shell lines are text: their spacing is part of them.
    if (a.kind === 'cmd' || b.kind === 'cmd' || a.command === true || a.kind === 'shell' || b.kind === 'shell') return 'keep';
    if (isSeparator(b)) return 'none';
    if (isSeparator(a)) return 'one';
    if (this.facts.matrixAfter[i] === 1) return 'keep';
    if (this.spacedBinary(j) || this.spacedBinary(i)) return 'one';
    if (this.unaryPrefix(i) && startsOperand(b)) return 'none';
    if (this.facts.anonClose[i] === 1 && !(b.kind === 'op' && (b.value === ')' || b.value === ']' || b.value === '}'))) return 'one';
    if (a.kind === 'kw' && HEADER_KEYWORDS.has(a.value)) return 'one';
    return 'keep';
  }

  private spacedBinary(i: number): boolean {
    const t = this.tokens[i];
    if (t.kind !== 'op') return false;
    if (t.value === '=') return t.depth === 0;
    if (t.value === '+' || t.value === '-') return i > 0 && this.facts.endsValue[i - 1] === 1;
    return SPACED.has(t.value);
  }

  private unaryPrefix(i: number): boolean {
    const t = this.tokens[i];
    if (t.kind !== 'op') return false;
    if (t.value === '~' || t.value === '!') return true;
    return (t.value === '+' || t.value === '-') && !(i > 0 && this.facts.endsValue[i - 1] === 1);
  }
}

function isSeparator(t: Token): boolean {
  return t.kind === 'op' && !t.synthetic && (t.value === ',' || t.value === ';');
}

/** A token that begins an operand (a unary operator hugs it; never another operator, so that
 *  `- -x` does not become Octave's `--`). */
function startsOperand(t: Token): boolean {
  if (isOperandToken(t)) return true;
  switch (t.kind) {
    case 'op':
      return t.value === '(' || t.value === '[' || t.value === '{' || t.value === '@' || t.value === '?';
    default:
      return false;
  }
}
