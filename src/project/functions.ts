// The functions a file defines: primary, subfunctions, nested functions and methods, with
// their qualified names and parent links.
import { writesBase, writesCaller, writesCallerWithOutputs } from './caller-writes.js';
import { gatheringInputs, type Attribute, type FunctionDef, type SourceFile, type Stmt } from '../syntax/index.js';
import type { FunctionKind, FunctionModel } from './model.js';

/** Collects a file's functions in source order (each nested function right after its parent's
 *  earlier siblings, depth first). `inClassFolder`: the file is in an `@class` folder, so its
 *  primary function is a method of that class. */
export function collectFunctions(ast: SourceFile, inClassFolder: boolean): FunctionModel[] {
  const out: FunctionModel[] = [];
  let sawPrimary = false;
  for (const stmt of ast.body) {
    if (stmt.type === 'ClassDef') {
      for (const member of stmt.members) {
        if (member.type !== 'Methods') continue;
        const isStatic = attributeIsTrue(member.attributes, 'Static');
        for (const fn of member.functions) {
          // A signature without a body is implemented in its own file of the @class folder.
          if (fn.signatureOnly) continue;
          addFunction(out, fn, 'method', false, undefined, isStatic);
        }
      }
      // A classdef file has no primary function: the class is the primary definition.
      sawPrimary = true;
    } else if (stmt.type === 'Function') {
      // In a script, every function is local; in a function file, the first one is primary.
      const primary = !sawPrimary && ast.fileKind === 'function';
      sawPrimary = true;
      const kind: FunctionKind = primary ? (inClassFolder ? 'method' : 'function') : 'subfunction';
      addFunction(out, stmt, kind, primary, undefined, undefined);
    }
  }
  return out;
}

function addFunction(
  out: FunctionModel[], node: FunctionDef, kind: FunctionKind, isPrimary: boolean,
  parent: string | undefined, isStatic: boolean | undefined,
): void {
  const qualifiedName = parent === undefined ? node.name : `${parent}/${node.name}`;
  // MATLAB only allows function definitions directly in a function's body, not in its blocks.
  const nested = node.body.filter((s): s is FunctionDef => s.type === 'Function');
  const model: FunctionModel = {
    name: node.name,
    qualifiedName,
    kind,
    isPrimary,
    ...(parent !== undefined ? { parent } : {}),
    children: nested.map((n) => n.name),
    ...(isStatic !== undefined ? { isStatic } : {}),
    signature: {
      inputs: node.inputs.map((p) => (p.type === 'Identifier' ? p.name : '~')),
      outputs: node.outputs.map((p) => p.name),
      nameSpan: node.nameSpan,
      helpOnly: stubBody(node.body),
      ...(writesCaller(node.body) ? { writesCaller: true as const, ...(writesCallerWithOutputs(node.body) ? {} : { onlyWithoutOutputs: true as const }) } : {}),
      ...(writesBase(node.body) ? { writesBase: true as const } : {}),
      ...(gatheringInputs(node).length > 0 ? { gathersInputs: true as const } : {}),
    },
    node,
  };
  out.push(model);
  for (const child of nested) addFunction(out, child, 'nested-function', false, qualifiedName, undefined);
}

/** `Static`, `Static = true` and `Static = 1` are true; `~Static` and `Static = false` are not. */
export function attributeIsTrue(attributes: readonly Attribute[], name: string): boolean {
  const attr = attributes.find((a) => a.name.toLowerCase() === name.toLowerCase());
  if (!attr || attr.negated) return false;
  const v = attr.value;
  if (v === undefined) return true;
  if (v.type === 'Identifier') return v.name !== 'false';
  if (v.type === 'Number') return v.value !== 0;
  return true;
}

/** Finds the function a scope's path names (`['outer', 'inner']`), matching the primary by
 *  its declared name or by the file name. Returns the chain outer to inner, as far as it
 *  matches. */
export function functionChain(functions: readonly FunctionModel[], fileName: string, path: readonly string[]): FunctionModel[] {
  const chain: FunctionModel[] = [];
  if (path.length === 0) return chain;
  const top = functions.find((f) => f.parent === undefined && f.name === path[0])
    ?? functions.find((f) => f.isPrimary && fileName === path[0]);
  if (!top) return chain;
  chain.push(top);
  for (let i = 1; i < path.length; i++) {
    const next = functions.find((f) => f.parent === chain[i - 1].qualifiedName && f.name === path[i]);
    if (!next) break;
    chain.push(next);
  }
  return chain;
}

/** A statement of a MEX stub: the `.m` of a compiled function that is not built only says so
 *  (`error('compile the MEX first')`, `warning(...)`, a helper such as `mexMissing()` or
 *  MatConvNet's `vl_nnnotfound(mfilename)`: a helper told the stub's own name), also under a
 *  test (`if ~exist('iwindow', 'file'), error('build the MEX'); end`: the machine vision
 *  toolbox's stubs beside their C sources). */
/** A body of a MEX stub: comments and stub statements only, or printed texts among which one
 *  asks for a build (gpml's `lbfgsb.m`: "You need to compile ...", "For Linux systems, you can
 *  use util/lbfgsb/Makefile."). A body that only prints otherwise is a script of its own. */
export function stubBody(body: readonly Stmt[]): boolean {
  const code = body.filter((s) => s.type !== 'Comments');
  return code.every((s) => stubCall(s) || plainPrint(s)) && (code.length === 0 || code.some(stubCall));
}

/** `fprintf('text\n')`, `disp('text')`: a constant text printed. */
function plainPrint(s: Stmt): boolean {
  if (s.type === 'Command') return PRINTS.has(s.name.name);
  return s.type === 'ExprStmt' && s.expr.type === 'Index' && s.expr.target.type === 'Identifier' && PRINTS.has(s.expr.target.name) && s.expr.args.every((a) => a.type === 'String');
}

export function stubCall(s: Stmt): boolean {
  if (s.type === 'If') {
    const stub = (body: readonly Stmt[]): boolean => body.every((b) => b.type === 'Comments' || stubCall(b));
    return s.clauses.every((c) => stub(c.body)) && (s.elseBody === undefined || stub(s.elseBody));
  }
  const name = s.type === 'Command' ? s.name.name
    : s.type === 'ExprStmt' && s.expr.type === 'Identifier' ? s.expr.name
      : s.type === 'ExprStmt' && s.expr.type === 'Index' && s.expr.target.type === 'Identifier' ? s.expr.target.name
        : undefined;
  if (name === undefined) return false;
  if (STUB_CALLS.has(name) || /mex|not_?found|missing/i.test(name)) return true;
  // A message printed that asks for a build (gpml's `lbfgsb.m`: "You need to compile the
  // LBFGSB code located in lbfgsb/.", its MEX source in a subfolder).
  if (PRINTS.has(name) && s.type === 'ExprStmt' && s.expr.type === 'Index' && s.expr.args.some((a) => a.type === 'String' && BUILD_ASKED.test(a.value))) return true;
  return s.type === 'ExprStmt' && s.expr.type === 'Index' && s.expr.args.some((a) => a.type === 'Identifier' && a.name === 'mfilename');
}

const STUB_CALLS = new Set(['error', 'warning', 'print_usage']);
const PRINTS = new Set(['fprintf', 'disp', 'printf']);
const BUILD_ASKED = /\bcompil|\bmex\b|\bbuild\b/i;
