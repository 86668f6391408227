// What a function's IR says about itself, for its transfer functions: the statements inside a
// `try`, whether a block assigns a name, and the source variables it names.
import { childBlocks, type Arg, type IrFunction, type Stmt } from '../tame/index.js';

/** The statements inside a `try` body at any depth (a `try` with a cleanup, Octave's
 *  unwind_protect, catches nothing): an error there is caught, so it is not reported. */
export function statementsInTry(body: readonly Stmt[], inside = false, out = new Set<Stmt>()): Set<Stmt> {
  for (const s of body) {
    if (inside) out.add(s);
    switch (s.op) {
      case 'if':
        statementsInTry(s.then, inside, out);
        statementsInTry(s.else, inside, out);
        break;
      case 'while':
        statementsInTry(s.header, inside, out);
        statementsInTry(s.body, inside, out);
        break;
      case 'for':
        statementsInTry(s.body, inside, out);
        break;
      case 'try':
        statementsInTry(s.body, s.cleanup ? inside : true, out);
        statementsInTry(s.catchBody, inside, out);
        if (s.cleanup) statementsInTry(s.cleanup, inside, out);
        break;
      default:
        break;
    }
  }
  return out;
}

export function assignsVariable(stmts: readonly Stmt[], name: string): boolean {
  for (const s of stmts) {
    switch (s.op) {
      case 'if':
        if (assignsVariable(s.then, name) || assignsVariable(s.else, name)) return true;
        break;
      case 'while':
        if (assignsVariable(s.header, name) || assignsVariable(s.body, name)) return true;
        break;
      case 'for':
        if (s.variable === name || assignsVariable(s.body, name)) return true;
        break;
      case 'try':
        if (assignsVariable(s.body, name) || assignsVariable(s.catchBody, name) || assignsVariable(s.cleanup ?? [], name)) return true;
        break;
      default:
        if (('target' in s && s.target === name) || ('targets' in s && s.targets.includes(name)) || ('array' in s && s.op === 'arraySet' && s.array === name) || (s.op === 'cellSet' && s.cell === name) || (s.op === 'dotSet' && s.base === name)) return true;
    }
  }
  return false;
}

const sourceVariables = new WeakMap<IrFunction, readonly string[]>();

/** The source variables a function's IR names (temporaries left out): after `eval` or a script
 *  call, each may hold anything, those not assigned yet too (the script may make them). */
export function variablesOf(fn: IrFunction): readonly string[] {
  let names = sourceVariables.get(fn);
  if (names) return names;
  const found = new Set<string>([...fn.inputs, ...fn.outputs]);
  const add = (n: unknown): void => {
    if (typeof n === 'string' && !n.startsWith(fn.tempPrefix)) found.add(n);
  };
  const visit = (block: readonly Stmt[]): void => {
    for (const s of block) {
      for (const value of Object.values(s)) {
        if (typeof value === 'string') continue;
        if (Array.isArray(value)) for (const a of value) if (a && typeof a === 'object' && (a as Arg).kind === 'var') add((a as { name: string }).name);
      }
      if ('target' in s) add(s.target);
      if ('targets' in s) for (const t of s.targets as readonly (string | null)[]) add(t);
      if ('array' in s) add(s.array);
      if ('cell' in s) add(s.cell);
      if ('base' in s) add(s.base);
      if ('source' in s) add(s.source);
      if (s.op === 'for') add(s.variable);
      for (const b of childBlocks(s)) visit(b);
    }
  };
  visit(fn.body);
  names = [...found];
  sourceVariables.set(fn, names);
  return names;
}

/** The global variables a function declares (`global G`), at any depth of its body. */
export function globalsOf(fn: IrFunction): readonly string[] {
  let names = declaredGlobals.get(fn);
  if (names) return names;
  const found = new Set<string>();
  const visit = (block: readonly Stmt[]): void => {
    for (const s of block) {
      if (s.op === 'global') for (const n of s.names) found.add(n);
      for (const b of childBlocks(s)) visit(b);
    }
  };
  visit(fn.body);
  names = [...found];
  declaredGlobals.set(fn, names);
  return names;
}

const declaredGlobals = new WeakMap<IrFunction, readonly string[]>();

/** The variables of `fn` that code of the program it calls may change without assigning them
 *  here: its globals (any function declaring them may assign them), and the variables it shares
 *  with nested functions, its own (a nested function's handle may be called from anywhere) or
 *  its enclosing function's when it is nested itself. `functions`: the functions of its file. */
export function sharedStateOf(fn: IrFunction, functions: readonly IrFunction[]): readonly string[] {
  const names = new Set(globalsOf(fn));
  for (const n of fn.shared) names.add(n);
  const own = new Set(variablesOf(fn));
  const depth = fn.path.length;
  for (const g of functions) {
    if (g.kind !== 'nested' || g.path.length <= depth || !fn.path.every((p, i) => g.path[i] === p)) continue;
    for (const n of g.shared) if (own.has(n)) names.add(n);
  }
  return [...names];
}
