// Fuzzing the front end: mutated real files, random bytes and pathological nesting must never
// throw, hang or crash, and parsing time must grow linearly with input size.
import { describe, expect, it } from 'vitest';
import { parse, print, type ParseResult } from '../../src/syntax/index.js';
import { loadCorpus } from '../support/corpus.js';
import { pick, rng } from '../support/random.js';

const SEED = Number(process.env.MTAME_FUZZ_SEED ?? 20261121);
const TOKENS = ['(', ')', '[', ']', '{', '}', "'", '"', '%', '%{\n', '\n%}\n', '...', '\n', ';', ',', ' ', '=', 'end', 'if ', 'function ',
  '@', '.', ':', '~', '!', '#', '\t', 'x', '1', '1e', '0x', 'classdef ', 'properties', 'arguments', '++', '+=', '\\', '\r\n', '\u00e9', '\ufffd'];

/** Parses and prints; fails the test on a throw or an internal error, returns the result. */
function check(text: string, label: string): ParseResult {
  let r: ParseResult;
  try {
    r = parse(text);
    print(r.ast);
  } catch (e) {
    throw new Error(`${label}: threw ${(e as Error).message}`, { cause: e });
  }
  const internal = r.diagnostics.find((d) => d.code === 'internal-error');
  if (internal) throw new Error(`${label}: ${internal.message}`);
  for (const d of r.diagnostics) {
    if (!(d.span.line >= 1 && d.span.column >= 1 && d.span.offset <= text.length)) throw new Error(`${label}: bad span ${JSON.stringify(d.span)}`);
  }
  return r;
}

function mutate(text: string, rand: () => number): string {
  let t = text;
  const edits = 1 + Math.floor(rand() * 6);
  for (let k = 0; k < edits; k++) {
    const at = Math.floor(rand() * (t.length + 1));
    const len = Math.floor(rand() * 40);
    switch (Math.floor(rand() * 5)) {
      case 0:
        t = t.slice(0, at) + t.slice(at + len);
        break;
      case 1:
        t = t.slice(0, at) + pick(rand, TOKENS) + t.slice(at);
        break;
      case 2:
        t = t.slice(0, at) + t.slice(at, at + len).repeat(2 + Math.floor(rand() * 3)) + t.slice(at);
        break;
      case 3:
        t = t.slice(0, at);
        break;
      default: {
        const b = Math.floor(rand() * t.length);
        t = t.slice(0, at) + t.slice(b, b + len) + t.slice(at);
      }
    }
  }
  return t;
}

describe('fuzz', () => {
  it('mutated corpus files and random bytes never throw', () => {
    const rand = rng(SEED);
    const corpus = loadCorpus();
    let runs = 0;
    for (let k = 0; k < 1500; k++) {
      const f = pick(rand, corpus);
      check(mutate(f.text, rand), `mutant ${k} of ${f.name} (seed ${SEED})`);
      runs++;
    }
    for (let k = 0; k < 300; k++) {
      const bytes = new Uint8Array(Math.floor(rand() * 4000));
      for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(rand() * 256);
      check(new TextDecoder().decode(bytes), `random bytes ${k} (seed ${SEED})`);
      runs++;
    }
    for (let k = 0; k < 300; k++) {
      let s = '';
      const n = Math.floor(rand() * 200);
      for (let i = 0; i < n; i++) s += pick(rand, TOKENS);
      check(s, `token soup ${k} (seed ${SEED})`);
      runs++;
    }
    console.log(`fuzz: ${runs} inputs (seed ${SEED}), no throw, no internal error`);
    expect(runs).toBe(2100);
  });

  it('deep nesting gives a diagnostic, not a crash', () => {
    const n = 10_000;
    const cases: Array<[string, string]> = [
      ['parentheses', 'x = ' + '('.repeat(n) + '1' + ')'.repeat(n) + ';\ny = 2;\n'],
      ['brackets', 'x = ' + '['.repeat(n) + '1' + ']'.repeat(n) + ';\ny = 2;\n'],
      ['braces', 'x = ' + '{'.repeat(n) + '1' + '}'.repeat(n) + ';\ny = 2;\n'],
      ['unclosed parentheses', 'x = ' + '('.repeat(n) + '\ny = 2;\n'],
      ['if blocks', 'if a\n'.repeat(n) + 'x = 1;\n' + 'end\n'.repeat(n) + 'y = 2;\n'],
      ['unary minus', 'x = ' + '-'.repeat(100_000) + '1;\ny = 2;\n'],
      ['anonymous functions', 'f = ' + '@() '.repeat(n) + '1;\ny = 2;\n'],
      ['index chain', 'x = a' + '(1)'.repeat(n) + ';\ny = 2;\n'],
      ['long sum', 'x = ' + Array(100_000).fill('1').join(' + ') + ';\ny = 2;\n'],
      ['long line', 'x = [' + '1 '.repeat(500_000) + '];\ny = 2;\n'],
      ['stray ends', 'end\n'.repeat(n) + 'y = 2;\n'],
    ];
    for (const [label, text] of cases) {
      const r = check(text, label);
      const last = r.ast.body[r.ast.body.length - 1];
      // The statement after the pathological one is still parsed.
      expect(last?.type, label).toBe('Assign');
      // One construct too deep is one diagnostic, not one per level (the stray ends aside).
      if (label !== 'stray ends' && label !== 'long line') expect(r.diagnostics.filter((d) => d.code !== 'unclosed-bracket').length, label).toBeLessThanOrEqual(1);
    }
  });

  it('nesting that real (generated) code has parses clean: 400 parentheses, brackets, cells, indexes and blocks', () => {
    const n = 400;
    const cases: Array<[string, string]> = [
      ['parentheses', 'x = ' + '('.repeat(n) + '1' + ')'.repeat(n) + ';\n'],
      ['brackets', 'x = ' + '['.repeat(n) + '1' + ']'.repeat(n) + ';\n'],
      ['braces', 'x = ' + '{'.repeat(n) + '1' + '}'.repeat(n) + ';\n'],
      ['if blocks', 'if a\n'.repeat(n) + 'x = 1;\n' + 'end\n'.repeat(n)],
      ['index chain', 'x = a' + '(1)'.repeat(n) + ';\n'],
    ];
    for (const [label, text] of cases) expect(check(text, label).diagnostics, label).toEqual([]);
  });

  it('a 50 MB file: documented code parses; dense generated code gets a clear diagnostic', () => {
    const help = Array.from({ length: 30 }, (_, k) => `%   Help line ${k}: explains the arguments, the outputs and an example call.`).join('\n');
    const unit = `function y = f(x)\n${help}\n  y = zeros(size(x));\n  for k = 1:numel(x)\n    y(k) = x(k)^2 + [1 -2]*[3; 4];\n  end\nend\n`;
    const copies = Math.ceil(50e6 / unit.length);
    const documented = check(unit.repeat(copies), '50 MB documented');
    expect(documented.diagnostics).toEqual([]);
    expect(documented.ast.body.length).toBe(copies);
    const dense = 'y(k) = x(k)^2 + [1 -2]*[3; 4];\n';
    const r = check(dense.repeat(Math.ceil(50e6 / dense.length)), '50 MB dense');
    expect(r.diagnostics.map((d) => d.code)).toEqual(['file-too-large']);
  });

  it('parse time grows linearly with input size', () => {
    const corpus = loadCorpus();
    const sample = corpus.filter((f) => f.name.startsWith('m/general/')).map((f) => f.text).join('\n');
    const time = (text: string): number => {
      let best = Infinity;
      for (let k = 0; k < 3; k++) {
        const t0 = performance.now();
        parse(text);
        best = Math.min(best, performance.now() - t0);
      }
      return best;
    };
    // Both sizes are past the young generation, so GC costs the same per byte in each.
    const small = Array(2).fill(sample).join('\n');
    time(small);
    const t2 = time(small);
    const t16 = time(Array(16).fill(sample).join('\n'));
    console.log(`linearity: 2x ${t2.toFixed(1)} ms, 16x ${t16.toFixed(1)} ms (ratio ${(t16 / t2).toFixed(1)}; linear is 8, quadratic 64)`);
    expect(t16 / t2).toBeLessThan(24);
  });
});
