// MAGICA's Table II (and mtame's extra identities) checked exhaustively on small shapes in both
// modes: the `holds` flags the rewriter relies on must agree with the check. The table printed
// here is the one in docs/shapes.md.
import { describe, expect, test } from 'vitest';
import { IDENTITIES, type IdentityCheck, checkIdentity } from '../../src/shapes/index.js';

const modes = ['modern', 'legacy'] as const;
const results: IdentityCheck[] = [];

describe('shape identities on every small case', () => {
  for (const id of IDENTITIES) {
    for (const mode of modes) {
      test(`${id.name} [${mode}]`, () => {
        const c = checkIdentity(id, mode);
        results.push(c);
        expect(c.cases).toBeGreaterThan(0);
        expect({ name: id.name, mode, holds: c.holds, counterexample: c.counterexample }).toEqual({
          name: id.name, mode, holds: id.holds[mode], counterexample: c.counterexample,
        });
      });
    }
  }

  test('summary', () => {
    const lines = results.map((c) => {
      const verdict = c.holds ? 'holds' : `FAILS (${c.failures}/${c.cases}, ${c.nonEmptyFailures} with no empty shape; e.g. ${c.counterexample})`;
      return `${c.mode.padEnd(6)} ${c.identity.source.padEnd(8)} ${c.identity.lhs} = ${c.identity.rhs}: ${verdict}`;
    });
    console.log(lines.join('\n'));
    const count = (mode: string, holds: boolean): number => results.filter((c) => c.mode === mode && c.holds === holds).length;
    console.log(`modern: ${count('modern', true)} hold, ${count('modern', false)} fail; legacy: ${count('legacy', true)} hold, ${count('legacy', false)} fail`);
    // Every Table II identity holds under the papers' rules.
    const tableII = results.filter((c) => c.identity.source === 'Table II');
    expect(tableII.filter((c) => c.mode === 'legacy').every((c) => c.holds)).toBe(true);
    // Implicit expansion breaks exactly the heterogeneous identities that move a sum across a product.
    expect(tableII.filter((c) => c.mode === 'modern' && !c.holds).map((c) => c.identity.name)).toEqual([
      '(s+t)*(s+t)', '(s+t)*t', 's*(s+t)', 's*s + s*t', 's*t + t*t', '(s+t*t)*t', 's*(s*s+t)', "s + s'",
    ]);
  });
});
