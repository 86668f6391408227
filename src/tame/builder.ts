// The state of lowering one function: the statement blocks being filled, the temporaries
// handed out, the span of the source statement being lowered, and the file-wide context
// (kinds, diagnostics, extracted lambdas).
import type { FileKinds, Kind } from '../kinds/index.js';
import type { Dialect, Identifier, Span } from '../syntax/index.js';
import type { IrDiagnostic, IrFunction, Stmt, Target } from './ir.js';
import type { LambdaNames } from './names.js';

/** What every function of a file shares while it is lowered. */
export interface FileContext {
  readonly file: string;
  readonly kinds: FileKinds;
  readonly dialect: Dialect;
  readonly diagnostics: IrDiagnostic[];
  readonly lambdaNames: LambdaNames;
  /** Extracted lambdas of the function being lowered, in the order their names were given
   *  (a slot is reserved before an enclosing lambda's body is lowered). */
  readonly lambdas: Array<IrFunction | undefined>;
}

export class FunctionBuilder {
  private readonly blocks: Stmt[][] = [[]];
  private count = 0;
  private readonly temps = new Set<string>();
  /** The span of the source statement being lowered: statements that assign a source
   *  variable carry it. */
  stmtSpan: Span;

  constructor(
    readonly ctx: FileContext,
    readonly prefix: string,
    /** The lookup scope of the function (its path in the file). */
    readonly path: readonly string[],
    span: Span,
    /** The function's input and output parameters. */
    private readonly params: ReadonlySet<string> = new Set(),
  ) {
    this.stmtSpan = span;
  }

  temp(): string {
    const name = `${this.prefix}${this.count++}`;
    this.temps.add(name);
    return name;
  }

  isTemp(name: string): boolean {
    return this.temps.has(name);
  }

  /** The kind analysis' verdict; a name it did not see (an Octave default value) is a
   *  variable when it is a parameter of the function, else unknown. */
  kind(id: Identifier): Kind {
    return this.ctx.kinds.kindOf.get(id) ?? (this.params.has(id.name) ? 'VAR' : 'ID');
  }

  /** Appends a statement to the current block. One that assigns a source variable gets the
   *  span of the whole source statement; one that fills temporaries keeps its own. */
  emit(s: Stmt): void {
    const assigned = assignedNames(s);
    const span = assigned.some((n) => n !== null && !this.isTemp(n)) ? this.stmtSpan : s.span;
    this.blocks[this.blocks.length - 1].push(span === s.span ? s : { ...s, span });
  }

  /** Marks the statement just emitted, a `obj.name` get, as followed by parentheses. */
  markCalled(): void {
    const block = this.blocks[this.blocks.length - 1];
    const last = block[block.length - 1];
    if (last?.op === 'dotGet') block[block.length - 1] = { ...last, called: true };
  }

  /** The statements `fill` emits, as a block of their own. */
  block(fill: () => void): Stmt[] {
    this.openBlock();
    fill();
    return this.closeBlock();
  }

  /** `block` in two halves, for callers that fill it without a closure (a stack frame fewer
   *  per nested block: 1,000 nested blocks must lower). */
  openBlock(): void {
    this.blocks.push([]);
  }

  closeBlock(): Stmt[] {
    return this.blocks.pop() ?? [];
  }

  body(): Stmt[] {
    return this.blocks[0];
  }

  /** A construct the IR does not model: an opaque statement and a diagnostic. */
  unsupported(reason: string, span: Span, targets: readonly string[] = []): void {
    this.ctx.diagnostics.push({ code: 'tame-unsupported', message: reason, span });
    this.emit({ op: 'opaque', targets, reason, span });
  }
}

/** The variables a statement writes directly (not those of its nested blocks). */
export function assignedNames(s: Stmt): readonly Target[] {
  switch (s.op) {
    case 'literal':
    case 'copy':
    case 'end':
    case 'handle':
    case 'lambda':
    case 'cellLiteral':
      return [s.target];
    case 'call':
    case 'arrayGet':
    case 'cellGet':
    case 'dotGet':
    case 'opaque':
      return s.targets;
    case 'arraySet':
      return [s.array];
    case 'cellSet':
      return [s.cell];
    case 'dotSet':
      return [s.base];
    case 'for':
      return [s.variable];
    default:
      return [];
  }
}
