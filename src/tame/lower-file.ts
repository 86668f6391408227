// The lowering of a file: its script body, each function (primary, subfunctions, nested
// functions with the variables they share, classdef methods), and the lambdas extracted from
// them, each after the function that creates it. Never throws.
import type { FileKinds } from '../kinds/index.js';
import { gatheringInputs, visitNodes, type AnonymousFunction, type Comment, type Dialect, type FunctionDef, type Identifier, type SourceFile, type Span, type Stmt as AstStmt } from '../syntax/index.js';
import { FunctionBuilder, type FileContext } from './builder.js';
import { ExprLowerer } from './expressions.js';
import type { IrFile, IrFunction } from './ir.js';
import { capturedVariables } from './lambdas.js';
import { chooseTempPrefix, LambdaNames, namesIn } from './names.js';
import { StatementLowerer } from './statements.js';

export interface LowerOptions {
  /** The file's path: names the script and the primary function. */
  file: string;
  /** The dialect the code runs in, when not the one it was read in (a file of a class folder
   *  written for Octave): decides what a double-quoted text is. */
  dialect?: Dialect;
}

interface UnitSpec {
  name: string;
  path: string[];
  kind: IrFunction['kind'];
  inputs: string[];
  outputs: string[];
  shared: string[];
  /** Comments before the definition (help text): the first statements of the body. */
  leading: readonly Comment[];
  stmts: readonly AstStmt[];
  def?: FunctionDef;
  span: Span;
}

export function lowerFile(ast: SourceFile, kinds: FileKinds, options: LowerOptions): IrFile {
  const base = options.file.replace(/^.*[\\/]/, '').replace(/\.m$/, '');
  const used = namesIn(ast);
  used.add(base);
  const ctx: FileContext = { file: options.file, kinds, dialect: options.dialect ?? ast.dialect, diagnostics: [], lambdaNames: new LambdaNames(used), lambdas: [] };
  const functions: IrFunction[] = [];
  if (ast.fileKind === 'script') {
    const stmts = ast.body.filter((s) => s.type !== 'Function' && s.type !== 'ClassDef');
    lowerUnit(ctx, functions, { name: base, path: [], kind: 'script', inputs: [], outputs: [], shared: [], leading: [], stmts, span: ast.span });
  }
  let sawFunction = false;
  const guarded = (def: FunctionDef, lower: () => void): void => {
    try {
      lower();
    } catch (err) {
      const message = `internal error while lowering ${def.name}: ${err instanceof Error ? err.message : String(err)}`;
      ctx.diagnostics.push({ code: 'tame-unsupported', message, span: def.span });
    }
  };
  for (const s of ast.body) {
    if (s.type === 'Function') {
      const primary = ast.fileKind === 'function' && !sawFunction;
      sawFunction = true;
      guarded(s, () => lowerDefinition(ctx, functions, s, primary ? 'function' : 'subfunction', primary && base !== '' ? base : s.name, [], []));
    } else if (s.type === 'ClassDef') {
      for (const m of s.members) {
        if (m.type !== 'Methods') continue;
        for (const f of m.functions) {
          if (!f.signatureOnly) guarded(f, () => lowerDefinition(ctx, functions, f, 'method', `${s.name}.${f.name}`, [], []));
        }
      }
    }
  }
  return { file: options.file, functions, diagnostics: ctx.diagnostics };
}

function lowerDefinition(
  ctx: FileContext,
  out: IrFunction[],
  def: FunctionDef,
  kind: IrFunction['kind'],
  name: string,
  parentPath: readonly string[],
  ancestors: ReadonlyArray<ReadonlySet<string>>,
): void {
  const path = [...parentPath, def.name];
  const inputs = def.inputs.map((p) => (p.type === 'Identifier' ? p.name : '~'));
  const outputs = def.outputs.map((p) => p.name);
  let own: Set<string>;
  try {
    own = variablesOf(def, ctx);
  } catch {
    own = new Set([...inputs, ...outputs]); // lowerUnit reports the error
  }
  let shared: string[] = [];
  if (kind === 'nested') {
    const params = new Set([...inputs, ...outputs]);
    shared = [...own].filter((v) => !params.has(v) && ancestors.some((a) => a.has(v)));
  }
  const leading = [...(def.comments?.leading ?? []), ...(def.comments?.trailing ? [def.comments.trailing] : [])];
  lowerUnit(ctx, out, { name, path, kind, inputs, outputs, shared, leading, stmts: def.body, def, span: def.span });
  for (const s of def.body) {
    if (s.type === 'Function') lowerDefinition(ctx, out, s, 'nested', s.name, path, [...ancestors, own]);
  }
}

/** Lowers one unit, then appends it and the lambdas it created. An internal error leaves
 *  an opaque body and a diagnostic. */
function lowerUnit(ctx: FileContext, out: IrFunction[], spec: UnitSpec): void {
  const names = spec.def ? namesIn(spec.def.body, true) : namesIn(spec.stmts, true);
  for (const n of [...spec.inputs, ...spec.outputs]) names.add(n);
  const b = new FunctionBuilder(ctx, chooseTempPrefix(names), spec.path, spec.span, new Set([...spec.inputs, ...spec.outputs]));
  ctx.lambdas.length = 0;
  let body;
  try {
    const x = new ExprLowerer(b);
    const st = new StatementLowerer(b, x, spec.stmts, new Set(spec.inputs));
    for (const c of spec.leading) st.comment(c);
    if (spec.def) defaults(spec.def, b, x);
    st.stmts(spec.stmts);
    body = b.body();
  } catch (err) {
    ctx.lambdas.length = 0;
    const message = `internal error while lowering ${spec.name}: ${err instanceof Error ? err.message : String(err)}`;
    ctx.diagnostics.push({ code: 'tame-unsupported', message, span: spec.span });
    body = [{ op: 'opaque' as const, targets: [...spec.outputs], reason: message, span: spec.span }];
  }
  const gathering = spec.def ? gatheringInputs(spec.def) : [];
  out.push({
    name: spec.name,
    path: spec.path,
    kind: spec.kind,
    file: ctx.file,
    inputs: spec.inputs,
    outputs: spec.outputs,
    tempPrefix: b.prefix,
    shared: spec.shared,
    ...(gathering.length > 0 ? { gathering } : {}),
    body,
    span: spec.span,
  });
  for (const l of ctx.lambdas) if (l) out.push(l);
  ctx.lambdas.length = 0;
}

/** Octave's `function f(x, n = 1)`: `if nargin < 2, n = 1; end` at the start of the body. */
function defaults(def: FunctionDef, b: FunctionBuilder, x: ExprLowerer): void {
  def.defaults?.forEach((d, k) => {
    const param = def.inputs[k];
    if (!d || param?.type !== 'Identifier') return;
    const n = b.temp();
    b.emit({ op: 'call', targets: [n], fn: 'nargin', args: [], span: d.span });
    const position = x.literal({ kind: 'number', value: k + 1, imaginary: false, text: String(k + 1) }, d.span);
    const missing = x.call('lt', [n, position], d.span);
    const then = b.block(() => {
      b.stmtSpan = d.span;
      x.value(d, param.name);
    });
    b.emit({ op: 'if', cond: missing, then, else: [], span: d.span });
  });
}

/** The variables of a function (parameters, and names of kind VAR in its own body, lambda
 *  parameters excluded), in order of first appearance. */
function variablesOf(def: FunctionDef, ctx: FileContext): Set<string> {
  const vars = new Set<string>();
  for (const p of def.inputs) if (p.type === 'Identifier') vars.add(p.name);
  for (const p of def.outputs) vars.add(p.name);
  const isVar = (id: Identifier): boolean => ctx.kinds.kindOf.get(id) === 'VAR';
  visitNodes(
    def.body,
    (n) => {
      if (n.type === 'Identifier' && isVar(n as Identifier)) vars.add((n as Identifier).name);
    },
    (n) => {
      if (n.type === 'Function') return true;
      if (n.type !== 'AnonFunction') return false;
      for (const c of capturedVariables(n as AnonymousFunction, isVar)) vars.add(c);
      return true;
    },
  );
  return vars;
}
