// The lowering cache's bounds: by count and by source characters, least recently used first.
import { afterAll, describe, expect, it } from 'vitest';
import { LoweringCache } from '../../src/analysis/lowering-cache.js';
import { removeTempProjects, tempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

const body = (name: string): string => `function y = ${name}(x)\n  y = x + 1;\nend\n`;

describe('LoweringCache', () => {
  const p = tempProject({ a: body('a'), b: body('b'), c: body('c') });
  const size = body('a').length;

  it('keeps every file within its character budget, and gives the same lowering again', () => {
    const cache = new LoweringCache(p.lib, () => {}, 2048, 3 * size);
    const first = cache.get(p.file('a'));
    cache.get(p.file('b'));
    cache.get(p.file('c'));
    expect(cache.get(p.file('a'))).toBe(first);
  });

  it('drops the least recently used file past its character budget', () => {
    const cache = new LoweringCache(p.lib, () => {}, 2048, 2 * size);
    const a = cache.get(p.file('a'));
    const b = cache.get(p.file('b'));
    cache.get(p.file('c'));
    // `a` went first: lowered again, a new IR; `b` is still there until `a` comes back.
    expect(cache.get(p.file('b'))).toBe(b);
    const again = cache.get(p.file('a'));
    expect(again).not.toBe(a);
    expect(again?.ir.functions.map((f) => f.name)).toEqual(a?.ir.functions.map((f) => f.name));
  });

  it('keeps a file larger than the whole budget until the next one comes', () => {
    const cache = new LoweringCache(p.lib, () => {}, 2048, 1);
    const a = cache.get(p.file('a'));
    expect(cache.get(p.file('a'))).toBe(a);
    cache.get(p.file('b'));
    expect(cache.get(p.file('a'))).not.toBe(a);
  });
});
