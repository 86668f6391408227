// The block structure as indentation levels. Fed the tokens in order, it knows the open
// blocks; asked for a line's level, it looks at the line's first token (a closer or a middle
// keyword such as `else` or `case` sits at its block's level).
import type { Token } from '../syntax/index.js';
import type { FunctionIndent } from './options.js';

/** Keywords that open a block closed by `end` (or Octave's `end...` forms; `do` by `until`).
 *  `properties` ... `arguments` are `kw` tokens only where the lexer took them as blocks. */
const OPENERS = new Set([
  'if', 'for', 'parfor', 'while', 'switch', 'try', 'spmd', 'unwind_protect', 'classdef', 'do',
  'properties', 'methods', 'events', 'enumeration', 'arguments',
]);

const CLOSERS = new Set([
  'end', 'endfunction', 'endif', 'endwhile', 'endfor', 'endparfor', 'endswitch', 'end_try_catch',
  'end_unwind_protect', 'endclassdef', 'endmethods', 'endproperties', 'endevents', 'endenumeration',
  'endspmd', 'until',
]);

/** Middle keywords at their block's own level. */
const MIDDLES = new Set(['else', 'elseif', 'catch', 'unwind_protect_cleanup']);

/** What the parser found about a `function` keyword (keyed by its offset). */
export interface FunctionInfo {
  /** Not closed by `end`/`endfunction`: it ends where the next function starts. */
  implicit: boolean;
}

interface Block {
  kind: string;
  /** Level of the line that opened it (and of its closer and middle keywords). */
  level: number;
  /** Level of the lines in its body. */
  body: number;
  implicit: boolean;
}

export class BlockTracker {
  private readonly stack: Block[] = [];
  /** The last real token fed (synthetic commas aside). */
  last: Token | undefined;

  constructor(private readonly functions: ReadonlyMap<number, FunctionInfo>, private readonly mode: FunctionIndent) {}

  private top(): Block | undefined {
    return this.stack.length > 0 ? this.stack[this.stack.length - 1] : undefined;
  }

  private bodyLevel(): number {
    return this.top()?.body ?? 0;
  }

  /** The level of a line starting a statement (or a comment line) whose first token is `first`. */
  lineLevel(first: Token | undefined): number {
    const top = this.top();
    if (first !== undefined && first.kind === 'kw' && top !== undefined) {
      const v = first.value;
      if (CLOSERS.has(v) || MIDDLES.has(v)) return top.level;
      if (v === 'case' || v === 'otherwise') return top.level + 1;
      if (v === 'function' && top.kind === 'function' && top.implicit && this.isImplicit(first)) return top.level;
    }
    return this.bodyLevel();
  }

  private isImplicit(t: Token): boolean {
    // A `function` the parser did not see as a definition cannot occur in a file that parsed
    // cleanly; treating it as unended keeps the levels sane.
    return this.functions.get(t.start)?.implicit ?? true;
  }

  feed(t: Token): void {
    if (t.synthetic || t.kind === 'eof') return;
    this.last = t;
    if (t.kind !== 'kw') return;
    const v = t.value;
    if (v === 'function') {
      const implicit = this.isImplicit(t);
      // An unended function ends where the next one starts.
      if (implicit) while (this.top()?.implicit) this.stack.pop();
      const level = this.bodyLevel();
      this.stack.push({ kind: 'function', level, body: level + (this.indentsBody() ? 1 : 0), implicit });
    } else if (OPENERS.has(v)) {
      const level = this.bodyLevel();
      this.stack.push({ kind: v, level, body: level + 1, implicit: false });
    } else if (v === 'case' || v === 'otherwise') {
      // `case` lines sit one level into the switch, their bodies two.
      const top = this.top();
      if (top !== undefined) top.body = top.level + 2;
    } else if (CLOSERS.has(v)) {
      const top = this.top();
      if (top !== undefined && !top.implicit) this.stack.pop();
    }
  }

  /** Is the body of a function opened here indented? (Called before it is pushed.) */
  private indentsBody(): boolean {
    switch (this.mode) {
      case 'all':
        return true;
      case 'classic':
        return false;
      case 'nested':
        return this.stack.some((b) => b.kind === 'function' || b.kind === 'methods');
    }
  }
}
