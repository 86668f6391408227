// The Bloom filter that lets the compiled builtin table answer "absent" without its second part.
import { describe, expect, it } from 'vitest';
import { buildFilter, NameFilter } from '../../src/project/name-filter.js';

describe('name filter', () => {
  const names = Array.from({ length: 5000 }, (_, i) => `fn_${(i * 7919).toString(36)}_${i}`);
  const filter = new NameFilter(buildFilter(names));

  it('says "maybe" for every name it was built from', () => {
    for (const n of names) expect(filter.mayHave(n)).toBe(true);
  });

  it('says "absent" for nearly all other names (about 1% false "maybe")', () => {
    const others = Array.from({ length: 20000 }, (_, i) => `other_${i}`);
    const maybe = others.filter((n) => filter.mayHave(n)).length;
    expect(maybe / others.length).toBeLessThan(0.03);
    expect(filter.mayHave('x')).toBe(false);
  });

  it('a truncated stored filter answers "maybe" (never a wrong "absent")', () => {
    const stored = buildFilter(names);
    const cut = new NameFilter({ ...stored, bits: stored.bits.slice(0, 8) });
    expect(cut.mayHave('anything')).toBe(true);
  });
});
