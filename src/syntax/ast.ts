// The MATLAB/Octave abstract syntax tree: a discriminated union on `type`.
// Every node carries a `span`; nothing here knows about kinds or values.

/** A source range. Lines and columns are 1-based; columns count UTF-16 code units;
 *  `endColumn` and `endOffset` point just past the last character (exclusive). */
export interface Span {
  offset: number;
  endOffset: number;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** The empty span at the start of a file (line 1, column 1): where a finding about the whole
 *  file points. A new object each time (spans are plain mutable records). */
export function fileStart(): Span {
  return { offset: 0, endOffset: 0, line: 1, column: 1, endLine: 1, endColumn: 1 };
}

export type Dialect = 'matlab' | 'octave';

/** A comment, kept with its text. `pragma` is set for `%#name ...` comments
 *  (`%#ok<AGROW>` gives name "ok", args ["AGROW"]; `%#codegen` gives "codegen"). */
export interface Comment {
  type: 'Comment';
  /** The text after the comment marker(s); for block comments, the inner lines. */
  text: string;
  style: 'line' | 'block';
  /** The marker used: `%` or `#`. */
  marker: '%' | '#';
  pragma?: Pragma;
  span: Span;
}

export interface Pragma {
  name: string;
  args: string[];
}

// ---------------------------------------------------------------- expressions

export interface Identifier {
  type: 'Identifier';
  name: string;
  span: Span;
}

export interface NumberLiteral {
  type: 'Number';
  /** The text as written, e.g. `0x1Fu8`, `1.5e3i`. */
  text: string;
  /** The real value of the magnitude (for `3i`, 3). */
  value: number;
  imaginary: boolean;
  /** Integer class of a hex/binary literal: from its suffix (`u8` → "uint8"), or else the
   *  smallest unsigned class that holds it (`0x1F` → "uint8"). Unset for decimal numbers. */
  intClass?: string;
  span: Span;
}

export interface StringLiteral {
  type: 'String';
  /** The decoded value (quotes removed, escapes applied). */
  value: string;
  /** `'...'` gives a char vector; `"..."` a string scalar (MATLAB) or an escaped char vector (Octave). */
  quote: 'single' | 'double';
  /** The text as written, quotes included. */
  text: string;
  span: Span;
}

/** `:` used alone as an index (all elements). */
export interface ColonAll {
  type: 'Colon';
  span: Span;
}

/** `end` used inside an index, meaning the last index of that dimension. */
export interface EndIndex {
  type: 'End';
  span: Span;
}

/** `~` in an output list `[~, b] = f()` or a parameter list. */
export interface Tilde {
  type: 'Tilde';
  span: Span;
}

export type BinaryOp =
  | '+' | '-' | '*' | '/' | '\\' | '^'
  | '.*' | './' | '.\\' | '.^'
  | '==' | '~=' | '<' | '<=' | '>' | '>='
  | '&' | '|' | '&&' | '||';

export interface Binary {
  type: 'Binary';
  op: BinaryOp;
  /** The operator as written when it differs from `op` (Octave `!=`, `**`). */
  written?: string;
  left: Expr;
  right: Expr;
  span: Span;
}

export type UnaryOp = '-' | '+' | '~' | '++' | '--';

export interface Unary {
  type: 'Unary';
  op: UnaryOp;
  /** `!` when Octave's spelling of `~` was used. */
  written?: string;
  operand: Expr;
  span: Span;
}

export type PostfixOp = "'" | ".'" | '++' | '--';

export interface Postfix {
  type: 'Postfix';
  op: PostfixOp;
  operand: Expr;
  span: Span;
}

/** `start:stop` or `start:step:stop`. */
export interface Range {
  type: 'Range';
  start: Expr;
  step?: Expr;
  stop: Expr;
  span: Span;
}

/** `target(args)`: a call or an array index; which one is decided by kind analysis. */
export interface Index {
  type: 'Index';
  target: Expr;
  args: Expr[];
  span: Span;
}

/** `target{args}`: cell indexing. */
export interface CellIndex {
  type: 'CellIndex';
  target: Expr;
  args: Expr[];
  span: Span;
}

/** `target.name`. */
export interface Field {
  type: 'Field';
  target: Expr;
  name: string;
  nameSpan: Span;
  span: Span;
}

/** `target.(expr)`. */
export interface DynamicField {
  type: 'DynamicField';
  target: Expr;
  name: Expr;
  span: Span;
}

/** `[a b; c d]`: rows of elements. */
export interface MatrixLiteral {
  type: 'Matrix';
  rows: Expr[][];
  span: Span;
}

/** `{a b; c d}`. */
export interface CellLiteral {
  type: 'Cell';
  rows: Expr[][];
  span: Span;
}

/** `@(x, y) body`. */
export interface AnonymousFunction {
  type: 'AnonFunction';
  params: Array<Identifier | Tilde>;
  body: Expr;
  span: Span;
}

/** `@name` or `@pkg.name`. */
export interface FunctionHandle {
  type: 'FunctionHandle';
  name: string;
  span: Span;
}

/** `?ClassName` or `?pkg.ClassName`. */
export interface MetaClass {
  type: 'MetaClass';
  name: string;
  span: Span;
}

/** `(expr)`, kept so that printing and cs-list semantics stay faithful. */
export interface Paren {
  type: 'Paren';
  expr: Expr;
  span: Span;
}

/** Where an expression could not be parsed (the error is in the diagnostics). */
export interface InvalidExpr {
  type: 'Invalid';
  span: Span;
}

/** `name@Superclass`: calls a superclass method or constructor (`obj = obj@Base(args)`). */
export interface SuperRef {
  type: 'SuperRef';
  name: string;
  superclass: string;
  span: Span;
}

/** MATLAB's `f(x, Name=value)` argument (R2021a), equivalent to `f(x, 'Name', value)`. */
export interface NameValue {
  type: 'NameValue';
  name: Identifier;
  value: Expr;
  span: Span;
}

/** Octave's assignment used as a value: `if (x = f())`, `(dim = 1)`. */
export interface AssignExpr {
  type: 'AssignExpr';
  target: Expr;
  value: Expr;
  span: Span;
}

export type Expr =
  | Identifier
  | NumberLiteral
  | StringLiteral
  | ColonAll
  | EndIndex
  | Tilde
  | Binary
  | Unary
  | Postfix
  | Range
  | Index
  | CellIndex
  | Field
  | DynamicField
  | MatrixLiteral
  | CellLiteral
  | AnonymousFunction
  | FunctionHandle
  | MetaClass
  | Paren
  | SuperRef
  | NameValue
  | AssignExpr
  | InvalidExpr;

// ----------------------------------------------------------------- statements

/** Comments that stand on their own lines before a statement, and the one after it on its line. */
export interface Attached {
  leading?: Comment[];
  trailing?: Comment;
}

interface StmtBase {
  span: Span;
  comments?: Attached;
}

/** How a statement ended: `;` suppresses display of its result. */
export type Terminator = ';' | ',' | 'newline' | 'eof';

export interface ExprStmt extends StmtBase {
  type: 'ExprStmt';
  expr: Expr;
  terminator: Terminator;
}

/** `=`, or one of Octave's computed assignments. */
export type AssignOp =
  | '=' | '+=' | '-=' | '*=' | '/=' | '\\=' | '^=' | '|=' | '&=' | '.*=' | './=' | '.\\=' | '.^=';

/** `lhs = rhs` or `[a, ~, c] = rhs`. Targets are Identifier, Index, CellIndex, Field,
 *  DynamicField chains, or Tilde in a multi-assignment. */
export interface Assign extends StmtBase {
  type: 'Assign';
  targets: Expr[];
  /** True when the targets were written in brackets (`[a] = f()`). */
  bracketed: boolean;
  op: AssignOp;
  rhs: Expr;
  terminator: Terminator;
}

/** Octave `x++` / `++x` as a statement. */
export interface IncDec extends StmtBase {
  type: 'IncDec';
  target: Expr;
  op: '++' | '--';
  prefix: boolean;
  terminator: Terminator;
}

/** Command syntax: `hold on`, `format long g`. */
export interface Command extends StmtBase {
  type: 'Command';
  name: Identifier;
  args: CommandArg[];
  terminator: Terminator;
}

export interface CommandArg {
  /** The argument as MATLAB passes it (quotes removed). */
  value: string;
  /** The text as written. */
  text: string;
  span: Span;
}

export interface IfClause {
  cond: Expr;
  body: Stmt[];
  span: Span;
}

export interface If extends StmtBase {
  type: 'If';
  clauses: IfClause[];
  elseBody?: Stmt[];
}

export interface For extends StmtBase {
  type: 'For';
  parfor: boolean;
  variable: Expr;
  range: Expr;
  /** `parfor (i = 1:n, M)`: the worker limit or options. */
  parforOptions?: Expr;
  /** Written as `for (i = 1:n)`. */
  parenthesized: boolean;
  body: Stmt[];
}

export interface While extends StmtBase {
  type: 'While';
  cond: Expr;
  body: Stmt[];
}

/** Octave `do ... until cond`. */
export interface DoUntil extends StmtBase {
  type: 'DoUntil';
  body: Stmt[];
  cond: Expr;
}

export interface SwitchCase {
  /** A value or a cell literal of values. */
  value: Expr;
  body: Stmt[];
  span: Span;
}

export interface Switch extends StmtBase {
  type: 'Switch';
  subject: Expr;
  cases: SwitchCase[];
  otherwise?: Stmt[];
}

export interface Try extends StmtBase {
  type: 'Try';
  body: Stmt[];
  catchVar?: Identifier;
  /** Present when a `catch` clause was written (even empty). */
  catchBody?: Stmt[];
}

/** Octave `unwind_protect ... unwind_protect_cleanup ... end_unwind_protect`. */
export interface UnwindProtect extends StmtBase {
  type: 'UnwindProtect';
  body: Stmt[];
  cleanup: Stmt[];
}

export interface Spmd extends StmtBase {
  type: 'Spmd';
  args: Expr[];
  body: Stmt[];
}

export interface Break extends StmtBase {
  type: 'Break';
}
export interface Continue extends StmtBase {
  type: 'Continue';
}
export interface Return extends StmtBase {
  type: 'Return';
}

export interface GlobalDecl extends StmtBase {
  type: 'Global' | 'Persistent';
  names: Identifier[];
  /** Octave allows `global x = 1`; index-aligned with `names`. */
  inits?: Array<Expr | undefined>;
}

/** `import pkg.name` or `import pkg.*`. */
export interface Import extends StmtBase {
  type: 'Import';
  path: string;
  wildcard: boolean;
}

/** A property or argument declaration: `name (1,:) double {mustBePositive} = 1`. */
export interface Declaration {
  /** The name; for `opts.Name` name-value arguments, the dotted name; `~` for an ignored input. */
  name: string;
  nameSpan: Span;
  /** `opts.?pkg.Cls`: name-value arguments named by the class's properties. */
  fromProperties?: string;
  /** Size constraint entries: numbers, or Colon for `:`. */
  dims?: Expr[];
  className?: string;
  validators?: Expr[];
  default?: Expr;
  span: Span;
  comments?: Attached;
}

export interface Attribute {
  name: string;
  value?: Expr;
  /** Written `~Name` (negated boolean attribute). */
  negated: boolean;
  span: Span;
}

export interface ArgumentsBlock extends StmtBase {
  type: 'Arguments';
  attributes: Attribute[];
  declarations: Declaration[];
  dangling?: Comment[];
}

export interface FunctionDef extends StmtBase {
  type: 'Function';
  /** The declared name; may be dotted for `get.Prop` / `set.Prop` methods. */
  name: string;
  nameSpan: Span;
  inputs: Array<Identifier | Tilde>;
  /** Octave's default values (`function f(x, n = 1)`), index-aligned with `inputs`. */
  defaults?: Array<Expr | undefined>;
  outputs: Identifier[];
  /** Statements, including nested functions and arguments blocks. */
  body: Stmt[];
  /** How the function was closed. */
  closedBy: 'end' | 'endfunction' | 'implicit';
  /** A method signature without a body (in a classdef methods block). */
  signatureOnly: boolean;
}

export interface PropertiesBlock {
  type: 'Properties';
  attributes: Attribute[];
  properties: Declaration[];
  span: Span;
  comments?: Attached;
  /** Comments after the last entry of the block. */
  dangling?: Comment[];
}

export interface MethodsBlock {
  type: 'Methods';
  attributes: Attribute[];
  functions: FunctionDef[];
  span: Span;
  comments?: Attached;
  dangling?: Comment[];
}

export interface EventsBlock {
  type: 'Events';
  attributes: Attribute[];
  /** Event names (declarations with only a name). */
  events: Declaration[];
  span: Span;
  comments?: Attached;
  dangling?: Comment[];
}

export interface EnumerationMember {
  name: Identifier;
  args: Expr[];
  span: Span;
  comments?: Attached;
}

export interface EnumerationBlock {
  type: 'Enumeration';
  attributes: Attribute[];
  members: EnumerationMember[];
  span: Span;
  comments?: Attached;
  dangling?: Comment[];
}

export type ClassMember = PropertiesBlock | MethodsBlock | EventsBlock | EnumerationBlock;

export interface ClassDef extends StmtBase {
  type: 'ClassDef';
  name: string;
  nameSpan: Span;
  attributes: Attribute[];
  superclasses: string[];
  members: ClassMember[];
  /** Comments after the last member. */
  dangling?: Comment[];
}

/** MATLAB's `!command`: the rest of the line runs in the operating system's shell. */
export interface ShellEscape extends StmtBase {
  type: 'ShellEscape';
  command: string;
}

/** Comment lines with no statement after them in their block (before `end`, `else`, EOF).
 *  The comments are in `comments.leading`. */
export interface CommentsOnly extends StmtBase {
  type: 'Comments';
}

/** What a statement that failed to parse left behind, so the tree still covers the file. */
export interface ErrorStmt extends StmtBase {
  type: 'Error';
  message: string;
  /** The names a failed assignment began with (`x = [a (:, 2)]`, `[p, q] = ...`): what it
   *  would have assigned, so that their later uses are not taken for undefined names. */
  targets?: Identifier[];
}

export type Stmt =
  | ExprStmt
  | Assign
  | IncDec
  | Command
  | ShellEscape
  | If
  | For
  | While
  | DoUntil
  | Switch
  | Try
  | UnwindProtect
  | Spmd
  | Break
  | Continue
  | Return
  | GlobalDecl
  | Import
  | ArgumentsBlock
  | FunctionDef
  | ClassDef
  | CommentsOnly
  | ErrorStmt;

export type FileKind = 'script' | 'function' | 'classdef';

export interface SourceFile {
  type: 'File';
  /** `function` when only functions (and comments) are at top level, `classdef` for a class,
   *  `script` otherwise (a script may also define local functions). */
  fileKind: FileKind;
  dialect: Dialect;
  body: Stmt[];
  /** Every comment of the file in source order. Most are also attached to statements;
   *  comments inside a multi-line expression are only here. */
  comments: Comment[];
  span: Span;
}

export type Node = Expr | Stmt | SourceFile;
