// Random MATLAB function files for the tests of the cache and the workspace: calls between the
// project's functions (some with too many inputs), results whose class depends on the body, and
// now and then a bug that the per-file checks or the value analysis find.
import { pick } from './random.js';

/** A function file calling some of `others`. */
export function functionText(name: string, others: readonly string[], rand: () => number): string {
  // What the function returns depends on its body only (not its signature): an int16 result
  // makes a caller's int8 sum fail, so a caller's report depends on its callees' bodies.
  const lines = [`function y = ${name}(a, b)`, rand() < 0.4 ? '  y = int16(a);' : '  y = a;'];
  for (let k = 0; k < 1 + Math.floor(rand() * 3); k++) {
    const callee = pick(rand, others);
    const args = rand() < 0.2 ? 'a, b, 3' : rand() < 0.5 ? 'a, 1' : "y, 'x'";
    lines.push(rand() < 0.5 ? `  y = y + ${callee}(${args});` : `  q = int8(1) + ${callee}(${args});`);
  }
  const bug = rand();
  if (bug < 0.15) lines.push('  if a > 0', '    w = 1;', '  end', '  y = y + w;');
  else if (bug < 0.3) lines.push('  z = int8(1) + int16(2);');
  else if (bug < 0.4) lines.push('  y = y + undefined_helper_fn(a);');
  else if (bug < 0.5) lines.push('  for k = 1:b', '    y = y + k;', '  end');
  lines.push('end', '');
  return lines.join('\n');
}
