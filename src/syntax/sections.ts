// Where the words `properties`, `methods`, `events`, `enumeration` and `arguments` open
// blocks, and where a block of declarations (no command syntax) is open. These words are
// ordinary names elsewhere: `methods(obj)` in a method body is a call.
import { BLOCK_CLOSERS, BLOCK_OPENERS, SECTION_WORDS } from './token.js';

export class Sections {
  /** Inside a properties/events/enumeration/arguments block: lines are declarations. */
  declarations = false;
  private pendingDeclarations = false;
  private inClassdef = false;
  /** Blocks open in the current classdef, itself included: its member keywords are keywords
   *  only directly in its body, not inside a method. */
  private classBlocks = 0;
  /** An `arguments` block can stand here: after a function line or another arguments block,
   *  before any other statement. */
  private argumentsAllowed = false;

  /** Can `name` open a section at the start of a statement here? */
  opensHere(name: string): boolean {
    return name === 'arguments' ? this.argumentsAllowed : this.inClassdef && this.classBlocks === 1 && SECTION_WORDS.has(name);
  }

  /** A section keyword was taken: its block holds declarations from the next line on. */
  opened(name: string): void {
    if (name !== 'methods') this.pendingDeclarations = true;
    this.countBlock(name);
  }

  /** Any other keyword, with its effect on where sections may stand. */
  keyword(name: string): void {
    if (name === 'function') this.argumentsAllowed = true;
    if (name === 'classdef') this.inClassdef = true;
    if (BLOCK_CLOSERS.has(name)) this.declarations = false;
    this.countBlock(name);
  }

  /** The first token of a statement: after it, `arguments` can no longer open a block
   *  (except in the declarations of an arguments block, or another `arguments`). */
  statementToken(isArgumentsKeyword: boolean): void {
    if (!this.declarations && !isArgumentsKeyword) this.argumentsAllowed = false;
  }

  statementStart(): void {
    if (this.pendingDeclarations) {
      this.declarations = true;
      this.pendingDeclarations = false;
    }
  }

  private countBlock(name: string): void {
    if (!this.inClassdef) return;
    if (BLOCK_OPENERS.has(name) || SECTION_WORDS.has(name) || name === 'function' || name === 'do') {
      this.classBlocks++;
    } else if ((BLOCK_CLOSERS.has(name) || name === 'until') && --this.classBlocks <= 0) {
      this.inClassdef = false;
      this.classBlocks = 0;
    }
  }
}
