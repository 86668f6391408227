// User functions that create variables in their caller's workspace (`assignin('caller', ...)`,
// `evalin('caller', ...)`), and scripts, which run in it: a function calling one may have
// variables no statement of its own assigns, so it gets no undefined-name or
// unassigned-variable, as if it used eval itself.
import { functionWritesCaller, type Library } from '../project/index.js';

const verdicts = new WeakMap<Library, Map<string, boolean>>();

/** `assignsInCaller(name)` as seen from a scope of the library. */
export function assignsInCallerFrom(lib: Library, file: string, functionPath: readonly string[]): (name: string) => boolean {
  let memo = verdicts.get(lib);
  if (!memo) verdicts.set(lib, (memo = new Map()));
  const known = memo;
  // A unit names the same functions many times: one lookup per name.
  const byName = new Map<string, boolean>();
  const answer = (name: string): boolean => {
    const r = lib.lookup(name, { file, functionPath: [...functionPath] });
    if (!r || r.kind === 'builtin' || r.compiled) return false;
    // A script runs in the caller's workspace: whatever it assigns is the caller's (a file of
    // comments only, the help text of a compiled function, assigns nothing).
    if (r.entity === 'script') return !r.file.helpOnly;
    if (!r.function) return false;
    const key = `${r.file.path}\0${r.function.qualifiedName}`;
    let verdict = known.get(key);
    if (verdict === undefined) known.set(key, (verdict = functionWritesCaller(r.function)));
    return verdict;
  };
  return (name) => {
    let verdict = byName.get(name);
    if (verdict === undefined) byName.set(name, (verdict = answer(name)));
    return verdict;
  };
}
