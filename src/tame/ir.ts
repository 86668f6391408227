// The Tame IR (Appendix B of Dubrau and Hendren, "Taming MATLAB", 2012), as a discriminated
// union on `op`. Three-address: every operand is a variable (a source variable or a
// temporary `mc_tN`), every operator is a call to its builtin, and each kind of assignment has
// its own statement. Statements keep the span of the source they come from.
import type { Span } from '../syntax/index.js';

/** A literal value: numbers are double unless `intClass` (hex/binary literals) says otherwise. */
export type Literal =
  | { readonly kind: 'number'; readonly value: number; readonly imaginary: boolean; readonly text: string; readonly intClass?: string }
  /** `'...'`: a char row vector. */
  | { readonly kind: 'char'; readonly value: string }
  /** `"..."` in MATLAB: a string scalar. */
  | { readonly kind: 'string'; readonly value: string }
  /** `[]`: the 0x0 double. */
  | { readonly kind: 'empty' }
  /** `{}`: the 0x0 cell. */
  | { readonly kind: 'emptyCell' }
  /** A large matrix literal of real double numbers (`[1 2.5; -3 4]`, a data table of at least
   *  NUMBERS_LITERAL_MIN elements), whole: `values` row by row. Smaller literals are built by
   *  `horzcat`/`vertcat` of their elements, as any other matrix. */
  | { readonly kind: 'numbers'; readonly rows: number; readonly cols: number; readonly values: readonly number[] };

/** An operand of a call or an index list. `colon` is a lone `:` index; `list` splices the
 *  comma-separated list a cell or struct-array get left in a temporary (`f(c{:})`). */
export type Arg =
  | { readonly kind: 'var'; readonly name: string }
  | { readonly kind: 'colon' }
  | { readonly kind: 'list'; readonly name: string };

/** A target of a statement with several results; `null` is `~` (a result asked for and dropped). */
export type Target = string | null;

interface Base {
  readonly span: Span;
}

/** `x = 3`, `s = 'text'`. */
export interface LiteralStmt extends Base {
  readonly op: 'literal';
  readonly target: string;
  readonly value: Literal;
}

/** `x = y`. */
export interface CopyStmt extends Base {
  readonly op: 'copy';
  readonly target: string;
  readonly source: string;
}

/** `[t1, ~, t3] = f(a1, a2)`: a call to a named function or builtin. Operators are calls too
 *  (`plus`, `mtimes`, `colon`, `horzcat`, `end`, ...). `targets` has as many entries as
 *  results asked for (none for a statement `f(x)`). Which function `fn` denotes is left to
 *  the value analysis: MATLAB's lookup depends on the classes of the arguments. */
export interface CallStmt extends Base {
  readonly op: 'call';
  readonly targets: readonly Target[];
  readonly fn: string;
  readonly args: readonly Arg[];
  /** The kind analysis could not tell variable from function (`ID`): the value analysis
   *  indexes the variable when it holds a value there, and calls the function otherwise. */
  readonly maybeVariable?: boolean;
  /** The name alone, with no parentheses or fields (`numSlices`): in a script it may read a
   *  variable of the caller's workspace instead. */
  readonly bare?: boolean;
  /** `Cls.(name)`: a dynamic member follows the name, with no arguments (an enumeration member
   *  or a constant chosen at run time, IRIS-Toolbox's `pkg.Op.(upper(name))`): no call of a
   *  constructor; the value analysis gives it an unknown value. */
  readonly dynamicMember?: boolean;
  /** `member@fn(args)`: a call of the superclass `fn`'s constructor on the object `member` is
   *  making, or of its method `member`, from a method of a subclass. */
  readonly superclass?: { readonly member: string };
}

/** `[t] = a(i, j)`: indexing a variable; when `a` holds a function handle, this is the
 *  call of that handle (the analysis decides). */
export interface ArrayGetStmt extends Base {
  readonly op: 'arrayGet';
  readonly targets: readonly Target[];
  readonly array: string;
  readonly args: readonly Arg[];
  /** The read half of a nested assignment (`s(3).f = x` reads `s(3)` first): an index past
   *  the end, or a variable not yet assigned, gives an empty or default element, not an error. */
  readonly update: boolean;
}

/** `a(i, j) = v`. */
export interface ArraySetStmt extends Base {
  readonly op: 'arraySet';
  readonly array: string;
  readonly args: readonly Arg[];
  readonly source: string;
}

/** `[t1, t2] = c{i}`: targets take the elements; `list` when the result is a comma-separated
 *  list spliced later (`f(c{:})`, `[c{:}]`) rather than assigned. */
export interface CellGetStmt extends Base {
  readonly op: 'cellGet';
  readonly targets: readonly Target[];
  readonly cell: string;
  readonly args: readonly Arg[];
  readonly list: boolean;
  /** As for ArrayGetStmt: the read half of `c{i}.f = x`. */
  readonly update: boolean;
}

/** `c{i} = v`. */
export interface CellSetStmt extends Base {
  readonly op: 'cellSet';
  readonly cell: string;
  readonly args: readonly Arg[];
  readonly source: string;
}

/** A field name: written (`s.f`) or computed (`s.(name)`, the name in a variable). */
export type FieldName = { readonly kind: 'static'; readonly name: string } | { readonly kind: 'dynamic'; readonly var: string };

/** `[t] = s.f`. `update` marks the read half of a nested assignment (`s.f(k) = x` reads
 *  `s.f` first), where a missing field or variable is the empty array, not an error. */
export interface DotGetStmt extends Base {
  readonly op: 'dotGet';
  readonly targets: readonly Target[];
  readonly base: string;
  readonly field: FieldName;
  readonly update: boolean;
  readonly list: boolean;
  /** Parentheses follow (`obj.m(x)`): when `s` is an object and `f` one of its class's
   *  methods, the parentheses hold the method's arguments, not an index into its result. */
  readonly called?: boolean;
}

/** `s.f = v`. */
export interface DotSetStmt extends Base {
  readonly op: 'dotSet';
  readonly base: string;
  readonly field: FieldName;
  readonly source: string;
  /** The write-back of a nested assignment (`s.f` of `s.f(k).g = v`), not one as written. */
  readonly writeBack?: boolean;
}

/** `t = numel(a)` / `size(a, k)` / the product of the extents from k on: the value of `end`
 *  at index position `position` (1-based) of `count` indices into `array`. */
export interface EndStmt extends Base {
  readonly op: 'end';
  readonly target: string;
  readonly array: string;
  readonly position: number;
  readonly count: number;
}

/** `t = @name`. */
export interface HandleStmt extends Base {
  readonly op: 'handle';
  readonly target: string;
  readonly fn: string;
}

/** `t = @(p1, p2) lambda_1(c1, c2, p1, p2)`: an anonymous function, its body extracted into
 *  the function `fn` of the same IR file, which takes the captured variables first. */
export interface LambdaStmt extends Base {
  readonly op: 'lambda';
  readonly target: string;
  readonly fn: string;
  readonly captured: readonly string[];
  readonly params: readonly string[];
}

/** `t = {a, b; c, d}`: a cell array from its elements, row by row (an element may be a
 *  spliced list). */
export interface CellLiteralStmt extends Base {
  readonly op: 'cellLiteral';
  readonly target: string;
  readonly rows: readonly (readonly Arg[])[];
}

export interface IfStmt extends Base {
  readonly op: 'if';
  readonly cond: string;
  readonly then: readonly Stmt[];
  readonly else: readonly Stmt[];
}

/** `while`: `header` computes `cond` before each test (the condition's statements). */
export interface WhileStmt extends Base {
  readonly op: 'while';
  readonly header: readonly Stmt[];
  readonly cond: string;
  readonly body: readonly Stmt[];
}

/** `for v = lower:inc:upper` (a range header), or `for v = array` (each column in turn). */
export interface ForStmt extends Base {
  readonly op: 'for';
  readonly variable: string;
  readonly range:
    | { readonly kind: 'range'; readonly lower: string; readonly inc?: string; readonly upper: string }
    | { readonly kind: 'array'; readonly array: string };
  readonly body: readonly Stmt[];
}

/** `try ... catch err ... end` (and Octave's `unwind_protect`, whose cleanup always runs:
 *  `cleanup` is set and `catchBody` empty). */
export interface TryStmt extends Base {
  readonly op: 'try';
  readonly body: readonly Stmt[];
  readonly catchVar?: string;
  readonly catchBody: readonly Stmt[];
  readonly cleanup?: readonly Stmt[];
}

export interface JumpStmt extends Base {
  readonly op: 'break' | 'continue' | 'return';
}

export interface DeclStmt extends Base {
  readonly op: 'global' | 'persistent';
  readonly names: readonly string[];
}

/** A source comment, kept as a statement of its own (TIRCommentStmt). */
export interface CommentStmt extends Base {
  readonly op: 'comment';
  readonly text: string;
}

/** A construct the IR does not model (a syntax error, a command that runs the shell, a
 *  classdef body): its targets become unknown values, and a diagnostic says why. */
export interface OpaqueStmt extends Base {
  readonly op: 'opaque';
  readonly targets: readonly string[];
  readonly reason: string;
}

export type Stmt =
  | LiteralStmt
  | CopyStmt
  | CallStmt
  | EndStmt
  | ArrayGetStmt
  | ArraySetStmt
  | CellGetStmt
  | CellSetStmt
  | DotGetStmt
  | DotSetStmt
  | HandleStmt
  | LambdaStmt
  | CellLiteralStmt
  | IfStmt
  | WhileStmt
  | ForStmt
  | TryStmt
  | JumpStmt
  | DeclStmt
  | CommentStmt
  | OpaqueStmt;

/** One function of the IR: a source function, a script body, or an extracted lambda. */
export interface IrFunction {
  /** The name callers use: the file name for a primary function, else the declared name;
   *  `lambda_N` for an extracted lambda. */
  readonly name: string;
  /** Where it is in its file: [primary or subfunction, nested...] as in the library model. */
  readonly path: readonly string[];
  readonly kind: 'function' | 'subfunction' | 'nested' | 'script' | 'lambda' | 'method';
  readonly file: string;
  readonly inputs: readonly string[];
  readonly outputs: readonly string[];
  /** Temporaries are named this prefix and a number (`mc_t`, unless a source variable
   *  of the function starts so); every other target is a source variable. */
  readonly tempPrefix: string;
  /** Variables shared with an enclosing function (nested functions only). */
  readonly shared: readonly string[];
  /** Inputs that gather any number of the call's values (name-value structs, `Repeating`
   *  arguments): a call may pass more values than `inputs` lists. */
  readonly gathering?: readonly string[];
  readonly body: readonly Stmt[];
  readonly span: Span;
}

/** The IR of one file, with the problems met while lowering it. */
export interface IrFile {
  readonly file: string;
  readonly functions: readonly IrFunction[];
  readonly diagnostics: readonly IrDiagnostic[];
}

export interface IrDiagnostic {
  readonly code: 'tame-unsupported' | 'wild-feature';
  readonly message: string;
  readonly span: Span;
}
