// Calls to user functions with more inputs or outputs than the function declares: MATLAB's
// "Too many input arguments" and "Too many output arguments" errors, found before running.
import { fileStart, gatheringInputs, innerBlocks } from '../syntax/index.js';
import type { Kind, Unit } from '../kinds/index.js';
import { folderOf, joinPath, normalizePath, type FunctionSignature, type Library } from '../project/index.js';
import type { Command, Diagnostic, Expr, FunctionDef, Span, Stmt } from '../syntax/index.js';
import { visitExpressions } from './visit.js';

interface Declared {
  inputs: number;
  outputs: number;
  name: string;
  /** Where the name is declared, read from the callee's tree when a finding needs it (so the
   *  caches know the finding read that file; a summary's position may be stale for them). */
  nameSpan: () => Span;
  file: string;
  /** A script: it takes no inputs and returns nothing (MATLAB: "Attempt to execute SCRIPT name as a function"). */
  script?: boolean;
}

function declared(name: string, lib: Library, scope: { file: string; functionPath: string[] }): Declared | undefined {
  const r = lib.lookup(name, scope);
  // A compiled function (MEX, P-code) runs instead of any .m beside it: its signature is unknown.
  if (!r || r.kind === 'builtin' || r.compiled) return undefined;
  if (r.entity === 'script') {
    // A file of comments only is the help text of something defined elsewhere (a Java class, a
    // MEX file), and a class's method of the name may be what runs: neither says anything.
    if (lib.hasMethod(name) || r.file.helpOnly) return undefined;
    const start: Span = fileStart();
    return { inputs: 0, outputs: 0, name: r.name, nameSpan: () => start, file: r.file.path, script: true };
  }
  if (r.entity !== 'function' || !r.function) return undefined;
  // A function found on the path under the name of one of MATLAB's own is most often a shim for
  // versions that lack it (Dynare's missing/strsplit, put on the path only for MATLAB before
  // R2013a): which of the two runs depends on the path and the version, so neither signature
  // decides an error. One in the caller's own folder (or private, or local) always runs.
  if (r.kind === 'path' && lib.runtimeFunction(name)) return undefined;
  // Several folders that no path setting placed define the name, the caller's not among them:
  // which one runs depends on how the code is run, and each may take other arguments.
  if (lib.placedElsewhere(name, scope)) return undefined;
  // Found in a folder that holds another copy of the caller's file: two versions of one toolbox
  // side by side (FieldTrip's external/spm8 and external/spm12), of which a user puts one on the
  // path; the caller's version lacks the callee, so the other version's signature says nothing.
  if (r.kind === 'path' && otherVersionOfCaller(lib, r.file.path, scope.file)) return undefined;
  // Which function runs depends on the arguments' classes when a class of the project has a
  // method of that name (MATLAB dispatches to the dominant argument's method first): until the
  // arguments' classes are known, the callee is not certain, and neither is the error.
  if (lib.hasMethod(name)) return undefined;
  // The signature without the tree when the model has it (a lazy model would parse the
  // callee's file again for its node).
  const sig = r.function.signature ?? signatureOf(r.function.node);
  // A primary function with no statements is the help text of a compiled function shipped
  // elsewhere (`function [] = name(varargin)` plus comments): its signature says nothing.
  if (r.function.isPrimary && sig.helpOnly) return undefined;
  return {
    // Name-value arguments come in pairs gathered into one input: any number of values.
    inputs: sig.inputs.includes('varargin') || sig.gathersInputs ? Infinity : sig.inputs.length,
    outputs: sig.outputs.includes('varargout') ? Infinity : sig.outputs.length,
    name: r.function.name,
    nameSpan: () => r.function!.node.nameSpan,
    file: r.file.path,
  };
}

function otherVersionOfCaller(lib: Library, callee: string, caller: string): boolean {
  const folder = folderOf(normalizePath(callee));
  const own = normalizePath(caller);
  return folder !== folderOf(own) && lib.file(joinPath(folder, own.slice(own.lastIndexOf('/') + 1))) !== undefined;
}

function signatureOf(def: FunctionDef): FunctionSignature {
  return {
    inputs: def.inputs.map((p) => (p.type === 'Identifier' ? p.name : '~')),
    outputs: def.outputs.map((p) => p.name),
    ...(gatheringInputs(def).length > 0 ? { gathersInputs: true as const } : {}),
    nameSpan: def.nameSpan,
    helpOnly: def.body.every((s) => s.type === 'Comments'),
  };
}

/** An argument that may expand into several (`c{:}`, `s.f` of a struct array) makes the count unknown. */
function mayExpand(e: Expr): boolean {
  return e.type === 'CellIndex' || e.type === 'Field' || e.type === 'DynamicField';
}

export function arityDiagnostics(unit: Unit, file: string, lib: Library, kindOf: Map<object, Kind>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const scope = { file, functionPath: unit.functionPath };
  const check = (name: string, span: Span, nargin: number | undefined, nargout: number): void => {
    const d = declared(name, lib, scope);
    if (!d) return;
    const where = (): Diagnostic['related'] => [{ message: d.script ? `the script '${d.name}'` : `'${d.name}' is declared here`, span: d.nameSpan(), ...(d.file !== file ? { file: d.file } : {}) }];
    if (d.script) {
      // (An argument list that may expand to nothing, `setup(c{:})`, is not certain to pass any.)
      const inputs = nargin !== undefined && nargin > 0;
      if (!inputs && nargout === 0) return;
      const asked = inputs ? 'is called with inputs' : 'an output is asked for';
      out.push({ severity: 'error', code: inputs ? 'too-many-inputs' : 'too-many-outputs', span, related: where(), message: `'${name}' is a script, which takes no inputs and returns no outputs, but ${asked} (MATLAB: "Attempt to execute SCRIPT ${name} as a function").` });
      return;
    }
    if (nargin !== undefined && nargin > d.inputs) {
      out.push({ severity: 'error', code: 'too-many-inputs', span, related: where(), message: `'${name}' takes at most ${d.inputs} input${d.inputs === 1 ? '' : 's'}, but is called with ${nargin}.` });
    }
    if (nargout > d.outputs) {
      out.push({ severity: 'error', code: 'too-many-outputs', span, related: where(), message: `'${name}' returns ${d.outputs === 0 ? 'no outputs' : `at most ${d.outputs} output${d.outputs === 1 ? '' : 's'}`}, but ${nargout} ${nargout === 1 ? 'is' : 'are'} asked for.` });
    }
  };
  const callee = new Set<object>();
  visitExpressions(unit.body, (e, nargout) => {
    if (e.type === 'Index' && e.target.type === 'Identifier' && kindOf.get(e.target) === 'FN') {
      callee.add(e.target);
      check(e.target.name, e.target.span, e.args.some(mayExpand) ? undefined : e.args.length, nargout);
    } else if (e.type === 'Identifier' && kindOf.get(e) === 'FN' && !callee.has(e)) {
      check(e.name, e.span, 0, nargout);
    }
  });
  for (const c of commands(unit)) check(c.name.name, c.name.span, c.args.length, 0);
  return out;
}

function commands(unit: Unit): Command[] {
  const found: Command[] = [];
  const walk = (list: readonly Stmt[]): void => {
    for (const s of list) {
      if (s.type === 'Command') found.push(s);
      for (const block of innerBlocks(s)) walk(block);
    }
  };
  walk(unit.body);
  return found;
}
