// When a builtin the spec calls wild really hides what the code does, judged from its
// arguments: `clear x` removes only `x`, `load(f, 'a', 'b')` creates at most `a` and `b`,
// `input(prompt, 's')` evaluates nothing, `v = eval(expr)` evaluates an expression (it assigns
// nothing here), `str2num` evaluates in its own workspace, reading the
// path or the current folder changes nothing, `addpath` of a constant folder is known, and
// `evalin('caller', ...)` changes the caller's variables, not these (nor does `evalin(ws, ...)`:
// 'caller' or 'base').
import { isBuiltin, wildEffects } from '../builtins/index.js';
import { plainCode, visitNodes, type Expr, type Identifier } from '../syntax/index.js';
import type { CallArgs } from './transfer.js';

export interface WildVerdict {
  /** Report it, and how: `warning` when the analysis loses track of this function's
   *  variables, `info` when only the functions calls find may change (or another workspace's
   *  variables). Absent: not worth a report. */
  readonly severity?: 'warning' | 'info';
  readonly message: string;
  /** Every variable of the function may change. */
  readonly clobbersAll: boolean;
  /** Only these variables may change (removed or loaded): their values become unknown. */
  readonly names?: readonly string[];
}

/** Effects that defeat the analysis of the calling function. */
export const WILD = new Set(['eval', 'assigns', 'clears', 'path']);
/** Words of `clear` that are options, not variable names. */
export const CLEAR_WORDS = new Set(['all', 'classes', 'functions', 'global', 'import', 'java', 'mex', 'variables']);
export const NAME = /^[A-Za-z]\w*$/;
/** A dotted name (`lib.so`, `pkg.fn`): no variable's. */
const DOTTED = /^[A-Za-z]\w*(\.\w+)+$/;
/** Words of `clear` that remove no variable (MATLAB's documented item types). */
const KEEPS_VARIABLES = new Set(['functions', 'import', 'java', 'mex']);

/** The constant text of an argument, if it has one. */
function text(args: CallArgs, i: number): string | undefined {
  const a = args.values[i];
  if (!a || a.top || a.values.size !== 1) return undefined;
  const v = [...a.values.values()][0];
  return v.kind === 'matrix' && v.constant?.kind === 'char' ? v.constant.value : undefined;
}

function texts(args: CallArgs, from: number): string[] | undefined {
  if (args.rest) return undefined;
  const out: string[] = [];
  for (let i = from; i < args.values.length; i++) {
    const t = text(args, i);
    if (t === undefined) return undefined;
    out.push(t);
  }
  return out;
}

/** What a call of `name` does to the analysis, or undefined when it is not wild at all.
 *  `savedFolder` says whether a variable of the calling function only ever holds a folder the
 *  code was in (see saved-folders.ts). */
/** `hasMethod`: some class of the project defines a method of this name; `isVariable`: the
 *  calling function has a variable of this name; `isLibraryFunction`: the name is a function of
 *  MATLAB or of its toolboxes where the call is (`dbstack`, `intlinprog`), not the project's. */
export function wildCall(name: string, args: CallArgs, nargout: number, savedFolder: (name: string) => boolean = () => false, runtime: 'matlab' | 'octave' = 'matlab', hasMethod: (name: string) => boolean = () => false, isVariable: (name: string) => boolean = () => false, isLibraryFunction: (name: string) => boolean = () => false): WildVerdict | undefined {
  const effects = wildEffects(name).filter((e) => WILD.has(e));
  if (effects.length === 0) return undefined;
  const n = args.values.length;
  switch (name) {
    case 'load': {
      if (nargout > 0) return undefined; // S = load(...) defines only S
      const names = texts(args, 1)?.filter((t) => !t.startsWith('-'));
      if (names && names.length > 0 && names.every((t) => NAME.test(t))) return { message: '', clobbersAll: false, names };
      break;
    }
    case 'clear':
    case 'clearvars': {
      // A dotted word (`clear librandom.so`, `clear pkg.fn`) names a file, a function or a class,
      // never a variable: it removes none.
      const all = texts(args, 0);
      const words = all?.filter((t) => !DOTTED.test(t));
      if (all && all.length > 0 && words!.length === 0) return undefined;
      if (words && words.length > 0 && words.every((t) => NAME.test(t) && !CLEAR_WORDS.has(t))) return { message: '', clobbersAll: false, names: words };
      // `clear global a b` removes the global variables a and b (here too): only those.
      const globals = name === 'clear' && (words?.[0] === 'global' || words?.[0] === '-global') ? words.slice(1) : [];
      if (globals.length > 0 && globals.every((t) => NAME.test(t) && !CLEAR_WORDS.has(t))) return { message: '', clobbersAll: false, names: globals };
      // `clear mex`, `clear functions`, `clear java`, `clear import`: compiled code, functions'
      // persistent state, Java classes, the import list; no variable of the workspace.
      if (name === 'clear' && words && words.length > 0 && words.every((t) => KEEPS_VARIABLES.has(t))) return undefined;
      break;
    }
    case 'input':
      if (n >= 2 && text(args, 1) === 's') return undefined; // the typed text, evaluated by nothing
      if (nargout > 0) return valueOnly(name);
      // MATLAB evaluates what is typed as an expression (an assignment is refused and the prompt
      // shown again), so `input('Press Return to go on')` changes no variable. Octave evaluates
      // it as a statement in this workspace (`x = 5` typed makes x): docs/dialects.md.
      if (n <= 1 && runtime === 'matlab') return undefined;
      break;
    case 'eval':
    case 'evalc': {
      // With an output the text is an expression: it gives a value the analysis cannot know,
      // but assigns no variable here.
      if (nargout > 0 && name === 'eval') return valueOnly(name);
      // A constant text of plain assignments (`eval('rpt = domain(2);')`) and calls of MATLAB's
      // functions (`evalc('disp(s)')`) hides nothing: only the names it assigns change.
      const code = n === 1 ? text(args, 0) : undefined;
      const names = code === undefined ? undefined : assignedByText(code, isVariable, isLibraryFunction);
      if (names) return { message: '', clobbersAll: false, names };
      break;
    }
    case 'run': {
      // MATLAB's `run(scriptname)` takes one text and gives nothing back: with an output, more
      // arguments, or an argument that is surely no text, `run` is a method of the argument's
      // class (matlab.unittest's `results = run(runner, suite)`, `run(suite)`).
      if (nargout > 0 || n !== 1) return undefined;
      const a = args.values[0];
      if (a && !a.top && a.values.size > 0 && [...a.values.values()].every((v) => v.kind === 'object' || v.kind === 'struct' || v.kind === 'cell' || (v.kind === 'matrix' && v.mclass !== 'char' && v.mclass !== 'string'))) return undefined;
      // A class of the project defines `run` (opticka's state machines: `run(me)` in their own
      // methods, `run(sm)` of an object made by feval): unless the argument is surely a text,
      // the call may well be that method.
      const text = a !== undefined && !a.top && a.values.size > 0 && [...a.values.values()].every((v) => v.kind === 'matrix' && (v.mclass === 'char' || v.mclass === 'string'));
      if (hasMethod('run') && !text) return undefined;
      break;
    }
    case 'str2num':
      // str2num evaluates its text in its own workspace: it cannot change this function's variables.
      return undefined;
    case 'path':
      if (n === 0) return undefined; // reads the path
      // path(path, 'folder') or path('folder', path): a constant folder added, as addpath does.
      if (n === 2 && (text(args, 0) !== undefined || text(args, 1) !== undefined)) return undefined;
      break;
    case 'cd': {
      if (n === 0) return undefined; // reads the current folder
      // `cd(old)` back to a folder saved with `old = pwd` (or `old = cd(dir)`): the analysis
      // assumed that folder already, or reported the `cd` that left it.
      const arg = args.names?.[0];
      if (n === 1 && arg !== undefined && savedFolder(arg)) return undefined;
      break;
    }
    case 'addpath':
    case 'rmpath':
      // A constant folder: the functions after it are the ones of that folder, as written.
      if (texts(args, 0)) return undefined;
      break;
    case 'evalin':
    case 'assignin': {
      const where = text(args, 0);
      if (where === 'base') return undefined;
      // `v = evalin('caller', expr)`: with an output the text is an expression, as for
      // `v = eval(expr)` (MATLAB: `v = expr` must be valid), so it assigns nothing there.
      if (where === 'caller' && name === 'evalin' && nargout > 0) return valueOnly(name);
      if (where === 'caller') return { severity: 'info', message: `${name} changes variables of the caller's workspace, which its analysis cannot see`, clobbersAll: false };
      // A workspace named at run time: MATLAB takes only 'caller' and 'base', both another
      // function's (iso2mesh's getvarfrom: `p = evalin(ws, name)` for ws from its argument).
      if (where === undefined) {
        if (name === 'evalin' && nargout > 0) return valueOnly(name);
        return { severity: 'info', message: `${name} changes variables of the caller's or the base workspace, which its analysis cannot see`, clobbersAll: false };
      }
      break;
    }
  }
  const clobbersAll = effects.some((e) => e !== 'path');
  return {
    severity: clobbersAll ? 'warning' : 'info',
    message: `${name} ${why(effects)}: ${clobbersAll ? 'the analysis assumes every variable here may change' : 'calls after it may find other functions than the analysis does'}`,
    clobbersAll,
  };
}

/** The variables a constant text assigns when it is only assignments to plain names of
 *  expressions that call nothing wild; undefined otherwise. */
function assignedByText(code: string, isVariable: (name: string) => boolean, isLibraryFunction: (name: string) => boolean): string[] | undefined {
  const read = plainCode(code);
  if (!read || read.values.some(callsWild) || read.statements.some(callsWild)) return undefined;
  // A statement may run a script, which changes any variable: only MATLAB's own functions and
  // its toolboxes' (`evalc('disp(s)')`, `eval('drawnow')`, `evalc('dbstack')`) are taken as run,
  // and a variable of the function named alone is shown (`evalc('hdr')`, qMRLab).
  const shows = (e: Expr): boolean => e.type === 'Identifier' && isVariable(e.name);
  const runs = (e: Expr): boolean => {
    const target = e.type === 'Index' ? e.target : e;
    return target.type === 'Identifier' && !isVariable(target.name) && (isBuiltin(target.name) || isLibraryFunction(target.name));
  };
  return read.statements.every((e) => runs(e) || shows(e)) ? read.names : undefined;
}

/** Does an expression name a wild builtin anywhere (`eval`, `load`, `assignin`, ...)? */
function callsWild(e: Expr): boolean {
  let found = false;
  visitNodes(e, (node) => {
    if (node.type === 'Identifier' && wildEffects((node as Identifier).name).some((x) => WILD.has(x))) found = true;
  });
  return found;
}

function valueOnly(name: string): WildVerdict {
  return { severity: 'info', message: `${name} evaluates text as an expression: its value is unknown here`, clobbersAll: false };
}

function why(effects: string[]): string {
  if (effects.includes('eval')) return 'runs text as code';
  if (effects.includes('assigns')) return 'creates variables the code does not name';
  if (effects.includes('clears')) return 'removes variables';
  return 'changes the function search path';
}
