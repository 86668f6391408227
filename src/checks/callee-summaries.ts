// What the checks learn of a user function by reading its body once (a validation helper's
// preconditions, a test of its caller's variables), remembered per library and function.
import type { FunctionModel, Library } from '../project/index.js';

/** A summary per user function a unit calls by name: `summarize` reads the function found (a
 *  plain function of the project, not compiled) once per library; other names give `none`. */
export function perCallee<T>(cache: WeakMap<Library, Map<string, T>>, lib: Library, file: string, functionPath: readonly string[], none: T, summarize: (file: string, fn: FunctionModel) => T): (name: string) => T {
  let memo = cache.get(lib);
  if (!memo) cache.set(lib, (memo = new Map()));
  const known = memo;
  return (name) => {
    const r = lib.lookup(name, { file, functionPath: [...functionPath] });
    if (!r || r.kind === 'builtin' || r.compiled || r.entity !== 'function' || !r.function) return none;
    const key = `${r.file.path}\0${r.function.qualifiedName}`;
    if (!known.has(key)) known.set(key, summarize(r.file.path, r.function));
    return known.get(key)!;
  };
}
