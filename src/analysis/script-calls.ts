// Calls that run code in the caller's workspace: a script, a function assigning in its caller
// (or in the base workspace, when the caller is a script run from the command line). A script
// whose own code hides nothing (no eval, load, clear, path change, nor a call that runs code in
// its workspace in turn) changes only the variables it names, which the analysis forgets; any
// other such call may change every variable (a wild feature).
import { functionWritesBase, functionWritesCaller, type Library, type LookupScope, type Resolution } from '../project/index.js';
import { wildEffects } from '../builtins/index.js';
import { childBlocks, type IrFile, type IrFunction, type Stmt } from '../tame/index.js';
import { variablesOf } from './ir-facts.js';
import { CLEAR_WORDS, NAME, WILD } from './wild-rules.js';


/** One lookup scope per function, made once: the library remembers the scope it was last asked
 *  from by identity, and the analysis asks from one function many times in a row. */
const scopes = new WeakMap<IrFunction, LookupScope>();
export function scopeOf(fn: IrFunction): LookupScope {
  let scope = scopes.get(fn);
  if (!scope) scopes.set(fn, (scope = { file: fn.file, functionPath: [...fn.path] }));
  return scope;
}

/** May this callee change the variables of `caller`: a script (not only the help of a MEX file),
 *  a function assigning in its caller (called with `nargout` outputs), or in the base workspace when the caller is a script (run
 *  from the command line, its workspace is the base one)? */
export function changesWorkspace(caller: IrFunction, res: Resolution, nargout = 0): boolean {
  if (res.kind === 'builtin') return false;
  if (res.entity === 'script') return !res.file.helpOnly;
  if (!res.function || res.compiled) return false;
  return functionWritesCaller(res.function, nargout) || (caller.kind === 'script' && functionWritesBase(res.function));
}

/** The variables a script may change when it runs, when its code says which (the names it
 *  mentions, and those of the scripts it runs in turn, which `inner` gives by path); undefined
 *  when it may change any. `ir`: its lowered file. */
export function scriptChanges(lib: Library, ir: IrFile | undefined, inner: (path: string) => readonly string[] | undefined = () => undefined): readonly string[] | undefined {
  const script = ir?.functions.find((f) => f.kind === 'script');
  if (!ir || !script || ir.diagnostics.some((d) => d.code === 'wild-feature')) return undefined;
  // The texts the lowering's temporaries hold (each is assigned once): `clear L` passes 'L'.
  const texts = new Map<string, string>();
  // And the numbers the lowering's temporaries hold: `if 0 ... end` (code switched off) runs
  // nothing.
  const numbers = new Map<string, number>();
  const collect = (block: readonly Stmt[]): void => {
    for (const s of block) {
      if (s.op === 'literal' && s.value.kind === 'char') texts.set(s.target, s.value.value);
      if (s.op === 'literal' && s.value.kind === 'number' && !s.value.imaginary && s.target.startsWith(script.tempPrefix)) numbers.set(s.target, s.value.value);
      for (const b of childBlocks(s)) collect(b);
    }
  };
  collect(script.body);
  const cleared: string[] = [];
  // What the scripts it runs change (scripts running scripts: BEV's harness setups).
  const fromScripts: string[] = [];
  // `clear L` (robotics' mdl_puma560 starts so): only the variables named.
  const clearsNames = (s: Extract<Stmt, { op: 'call' }>): boolean => {
    if (s.fn !== 'clear' && s.fn !== 'clearvars') return false;
    let names = s.args.map((a) => (a.kind === 'var' ? texts.get(a.name) : undefined));
    // `clear global a b`: those globals only (TFOCS's cleanup script).
    if (s.fn === 'clear' && names.length > 1 && (names[0] === 'global' || names[0] === '-global')) names = names.slice(1);
    if (names.length === 0 || !names.every((n) => n !== undefined && NAME.test(n) && !CLEAR_WORDS.has(n))) return false;
    cleared.push(...(names as string[]));
    return true;
  };
  const hides = (block: readonly Stmt[]): boolean =>
    block.some((s) => {
      if (s.op === 'opaque') return true;
      if (s.op === 'call') {
        if (clearsNames(s)) return false;
        // A change of the path (`addpath(genpath(root))` in aspire's initpath) changes which
        // functions calls find, not the variables.
        if (!OWN_WORKSPACE.has(s.fn) && wildEffects(s.fn).some((e) => WILD.has(e) && e !== 'path')) return true;
        const res = lib.lookup(s.fn, scopeOf(script));
        if (res && res.kind !== 'builtin' && res.entity === 'script' && !res.file.helpOnly) {
          const names = inner(res.file.path);
          if (names === undefined) return true;
          fromScripts.push(...names);
        } else if (res && changesWorkspace(script, res, s.targets.length)) return true;
      }
      if (s.op === 'if' && numbers.get(s.cond) === 0) return hides(s.else);
      return childBlocks(s).some(hides);
    });
  return hides(script.body) ? undefined : [...new Set([...variablesOf(script), ...cleared, ...fromScripts])];
}

/** Builtins that evaluate text in a workspace of their own (see wild-rules.ts). */
const OWN_WORKSPACE = new Set(['str2num']);

