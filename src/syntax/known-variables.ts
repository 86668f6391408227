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
  /** The names of a function line so far, and how many came before its `=`: the function's own
   *  name (the first after the `=`, or the first of all) is no variable of it (`eeglab redraw`
   *  inside eeglab.m is command syntax), the outputs and parameters are. */
  private functionNames: { names: string[]; outputs: number } | undefined;

  has(name: string): boolean {
    return this.names.has(name);
  }

  /** The statement has a first identifier, so an assignment operator may follow. */
  get hasTarget(): boolean {
    return this.first !== undefined;
  }

  statementStart(): void {
    if (this.functionNames) {
      const { names, outputs } = this.functionNames;
      const own = Math.max(outputs, 0);
      names.forEach((n, i) => i !== own && this.names.add(n));
      this.functionNames = undefined;
    }
    this.first = undefined;
    if (this.bracketed.length > 0) this.bracketed = [];
    this.declaring = false;
  }

  /** A new function: its own variables. (Nested functions also see their parent's; the
   *  lexer cannot tell nested from sibling functions, so this errs towards commands.) */
  functionLine(): void {
    this.names = new Set();
    this.functionNames = { names: [], outputs: -1 };
  }

  declarationLine(): void {
    this.declaring = true;
  }

  forLoop(): void {
    this.forVariable = true;
  }

  /** `afterDot`: a part of a dotted name (`set.Prop` on a function line). */
  identifier(name: string, startsStatement: boolean, inStatementBracket: boolean, afterDot = false): void {
    if (startsStatement) this.first = name;
    if (this.functionNames) {
      if (!afterDot) this.functionNames.names.push(name);
    } else if (this.declaring || this.forVariable) {
      this.names.add(name);
      this.forVariable = false;
    }
    if (inStatementBracket) this.bracketed.push(name);
  }

  /** An `=` at statement level: the statement's targets are variables from now on. */
  assignment(): void {
    if (this.functionNames) this.functionNames.outputs = this.functionNames.names.length;
    if (this.first !== undefined) this.names.add(this.first);
    for (const v of this.bracketed) this.names.add(v);
  }
}
