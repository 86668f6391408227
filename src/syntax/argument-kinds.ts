// What a function's `arguments` blocks say about how many inputs it takes: name-value
// arguments (`opts.Name`, `opts.?pkg.Cls`) are passed as pairs and gathered into one struct
// input, and a `(Repeating)` block takes its inputs any number of times. Either way a call may
// pass more values than the signature lists.
import type { FunctionDef } from './ast.js';

/** The inputs of `def` that gather any number of the call's values: name-value structs and the
 *  inputs of a `Repeating` block. Empty for a function with no such block. */
export function gatheringInputs(def: FunctionDef): string[] {
  const out = new Set<string>();
  for (const s of def.body) {
    if (s.type !== 'Arguments') continue;
    const attribute = (name: string): boolean => s.attributes.some((a) => a.name.toLowerCase() === name && !a.negated);
    if (attribute('output')) continue;
    const repeating = attribute('repeating');
    for (const d of s.declarations) {
      const dot = d.name.indexOf('.');
      if (dot > 0) out.add(d.name.slice(0, dot));
      else if (d.fromProperties !== undefined || repeating) out.add(d.name);
    }
  }
  const inputs = new Set(def.inputs.map((p) => (p.type === 'Identifier' ? p.name : '~')));
  return [...out].filter((n) => inputs.has(n));
}
