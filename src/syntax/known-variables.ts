// Which names are variables at a point of a file, as far as text alone tells. MATLAB reads
// `x -1` as command syntax unless `x` is a variable of the function, so the lexer asks here.
// A name becomes known when it is assigned (`x = ...`, `x(2) = ...`, `[a, b] = ...`), is a
// parameter or output on a function line, a `for` variable, or declared `global`/`persistent`.

export class KnownVariables {
  private names = new Set<string>();
  /** The identifier that started the current statement, the candidate target of an `=`. */
  private first: string | undefined;
  /** Identifiers directly inside a `[...]` that started the statement: `[a, b] = f()`. */
  private bracketed: string[] = [];
  /** Every identifier up to the end of the line is declared (function line, global). */
  private declaring = false;
  private forVariable = false;

  has(name: string): boolean {
    return this.names.has(name);
  }

  /** The statement has a first identifier, so an assignment operator may follow. */
  get hasTarget(): boolean {
    return this.first !== undefined;
  }

  statementStart(): void {
    this.first = undefined;
    if (this.bracketed.length > 0) this.bracketed = [];
    this.declaring = false;
  }

  /** A new function: its own variables. (Nested functions also see their parent's; the
   *  lexer cannot tell nested from sibling functions, so this errs towards commands.) */
  functionLine(): void {
    this.names = new Set();
    this.declaring = true;
  }

  declarationLine(): void {
    this.declaring = true;
  }

  forLoop(): void {
    this.forVariable = true;
  }

  identifier(name: string, startsStatement: boolean, inStatementBracket: boolean): void {
    if (startsStatement) this.first = name;
    if (this.declaring || this.forVariable) {
      this.names.add(name);
      this.forVariable = false;
    }
    if (inStatementBracket) this.bracketed.push(name);
  }

  /** An `=` at statement level: the statement's targets are variables from now on. */
  assignment(): void {
    if (this.first !== undefined) this.names.add(this.first);
    for (const v of this.bracketed) this.names.add(v);
  }
}
