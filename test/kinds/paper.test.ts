// The kind analysis paper's own cases (Doherty, Hendren and Radpour 2011): Table 1's sixteen
// situations under the three analyses, Figures 1, 3, 5 and 6, and footnote 8's size(size(i)).
import { describe, expect, it } from 'vitest';
import { analyzeKinds, type FileKinds, type Variant } from '../../src/kinds/index.js';
import { parse } from '../../src/syntax/index.js';

const VARIANTS: Variant[] = ['matlab7', 'flow-sensitive', 'flow-insensitive'];

/** A library holding the usual MATLAB functions; `withI` decides whether `i` is one of them. */
function library(withI: boolean) {
  const fns = new Set(['size', 'magic', 'mod', 'sin', 'cos', 'display', 'sum', 'load', 'disp', 'numel']);
  if (withI) fns.add('i');
  return { existsFunction: (n: string) => fns.has(n), existsPackage: (n: string) => n === 'mypkg' };
}

function run(src: string, variant: Variant, withI = true, file = 'f.m'): FileKinds {
  const { ast, diagnostics } = parse(src);
  expect(diagnostics).toEqual([]);
  return analyzeKinds(ast, library(withI), { variant, file });
}

/** The final kind of `i` in the first unit, `error` on a kind conflict, and `+warn` when warned. */
function outcome(src: string, variant: Variant, withI: boolean): string {
  const u = run(src, variant, withI).units[0];
  const codes = u.diagnostics.map((d) => d.code);
  if (codes.includes('kind-conflict')) return 'error';
  return u.kinds.i + (codes.includes('end-assumes-variable') ? '+warn' : '');
}

const fn = (body: string): string => `function f(e)\n${body}\nend\n`;

// Situation, code, whether `i` is a library function, and the final result per analysis:
// [MATLAB 7, flow-sensitive, flow-insensitive] as printed in Table 1, except four cells of
// the flow-sensitive column (mtame's analysis): a handle `@i` with an assignment of `i` before
// it, after it or on another branch (DH, HD, D||H, H||D) is no conflict there: a handle looks
// among functions only. Current MATLAB runs such code (manopt's euclideanlargefactory, called
// by its fixed-rank manifolds: `M.is_matrix = @is_matrix;` then `is_matrix = @(X) ...`; ERPLAB
// Studio's panels: `timet_auto = 1;` then `'callback', @timet_auto`); MATLAB 7 did not.
const TABLE_1: Array<[string, string, boolean, [string, string, string]]> = [
  ['D', 'i = 1;', true, ['VAR', 'VAR', 'VAR']],
  ['Un', 'x = i;', false, ['ID', 'ID', 'ID']],
  ['Ul', 'x = i;', true, ['FN', 'FN', 'FN']],
  ['H', 'x = @i;', true, ['FN', 'FN', 'FN']],
  ['Eu', 'x = i(end);', false, ['VAR', 'VAR+warn', 'VAR+warn']],
  ['DU', 'i = 1;\nx = i;', true, ['VAR', 'VAR', 'VAR']],
  ['DH', 'i = 1;\nx = @i;', true, ['error', 'VAR', 'error']],
  ['HD', 'x = @i;\ni = 1;', true, ['error', 'VAR', 'error']],
  ['UnD', 'x = i;\ni = 1;', false, ['VAR', 'VAR', 'VAR']],
  ['UlD', 'x = i;\ni = 1;', true, ['error', 'error', 'VAR']],
  ['D||Un', 'if (e)\n  i = 1;\nelse\n  x = i;\nend', false, ['VAR', 'VAR', 'VAR']],
  ['Un||D', 'if (e)\n  x = i;\nelse\n  i = 1;\nend', false, ['VAR', 'VAR', 'VAR']],
  ['D||Ul', 'if (e)\n  i = 1;\nelse\n  x = i;\nend', true, ['VAR', 'error', 'VAR']],
  ['Ul||D', 'if (e)\n  x = i;\nelse\n  i = 1;\nend', true, ['error', 'error', 'VAR']],
  ['D||H', 'if (e)\n  i = 1;\nelse\n  x = @i;\nend', true, ['error', 'VAR', 'error']],
  ['H||D', 'if (e)\n  x = @i;\nelse\n  i = 1;\nend', true, ['error', 'VAR', 'error']],
];

describe('Table 1: sixteen situations under three analyses', () => {
  for (const [name, body, withI, expected] of TABLE_1) {
    it(name, () => {
      expect(VARIANTS.map((v) => outcome(fn(body), v, withI))).toEqual(expected);
    });
  }
});

describe('Figure 1: i = i', () => {
  it('is a kind conflict at the assigned i (line 2, column 4)', () => {
    for (const v of VARIANTS.slice(0, 2)) {
      const d = run('function iassigni()\n   i = i;\n   display(i);\nend\n', v).units[0].diagnostics;
      expect(d.map((x) => [x.code, x.span.line, x.span.column])).toEqual([['kind-conflict', 2, 4]]);
    }
  });
});

const MYFUNC = `function [r] = myfunc(size, i)
% Returns sin or cos of magic
% square with dim. size(i)
% If size(i) is odd,
% return sin of magic square
% else
% return cos of magic square
s = size(i);
a = magic(s);
if (mod(s,2)==1)
  fp = @sin;
  r = fp(a);
else
  r = cos(a);
end
display(r);
fp2 = @display;
display(r);
end
`;
const MYSCRIPT = MYFUNC.split('\n').slice(1, -2).join('\n').replace(/^/, '% Assumes prev defn of size and i\n');

describe('Figure 3: myfunc', () => {
  it('gives the final kinds of the table in every analysis', () => {
    for (const v of VARIANTS) {
      const u = run(MYFUNC, v).units[0];
      expect(u.kinds).toEqual({
        r: 'VAR', size: 'VAR', i: 'VAR', s: 'VAR', a: 'VAR', fp: 'VAR', fp2: 'VAR',
        magic: 'FN', mod: 'FN', sin: 'FN', cos: 'FN', display: 'FN',
      });
      expect(u.diagnostics).toEqual([]);
    }
  });
});

describe('Figures 3 and 6: myscript', () => {
  const occurrences = (v: Variant): string[] =>
    run(MYSCRIPT, v, true, 'myscript.m').units[0].occurrences.map((o) => `${o.span.line}:${o.name}:${o.kind}`);

  it('MATLAB 7 keeps the kind at each point and coarsens VAR to ID (Figure 6b)', () => {
    expect(occurrences('matlab7')).toEqual([
      '8:s:ID', '8:size:ID', '8:i:ID', '9:a:ID', '9:magic:ID', '9:s:ID', '10:mod:ID', '10:s:ID',
      '11:fp:ID', '11:sin:FN', '12:r:ID', '12:fp:ID', '12:a:ID', '14:r:ID', '14:cos:ID', '14:a:ID',
      '16:display:ID', '16:r:ID', '17:fp2:ID', '17:display:FN', '18:display:FN', '18:r:ID',
    ]);
  });

  it('the flow-sensitive and flow-insensitive analyses keep VAR and use the final kinds (Figure 6c)', () => {
    for (const v of VARIANTS.slice(1)) {
      expect(occurrences(v)).toEqual([
        '8:s:VAR', '8:size:ID', '8:i:ID', '9:a:VAR', '9:magic:ID', '9:s:VAR', '10:mod:ID', '10:s:VAR',
        '11:fp:VAR', '11:sin:FN', '12:r:VAR', '12:fp:VAR', '12:a:VAR', '14:r:VAR', '14:cos:ID', '14:a:VAR',
        '16:display:FN', '16:r:VAR', '17:fp2:VAR', '17:display:FN', '18:display:FN', '18:r:VAR',
      ]);
    }
  });
});

describe('Figure 5: the traversal anomaly', () => {
  const a = fn('if (e)\n  x = sum(10);\nelse\n  sum(10) = 3;\nend');
  const b = fn('if (~e)\n  sum(10) = 3;\nelse\n  x = sum(10);\nend');
  const result = (src: string, v: Variant): string => {
    const u = run(src, v).units[0];
    return u.diagnostics.some((d) => d.code === 'kind-conflict') ? 'error' : u.kinds.sum;
  };
  it('MATLAB 7 depends on the order of the branches', () => {
    expect([result(a, 'matlab7'), result(b, 'matlab7')]).toEqual(['error', 'VAR']);
  });
  it('flow-sensitive reports both', () => {
    expect([result(a, 'flow-sensitive'), result(b, 'flow-sensitive')]).toEqual(['error', 'error']);
  });
  it('flow-insensitive makes sum a variable in both', () => {
    expect([result(a, 'flow-insensitive'), result(b, 'flow-insensitive')]).toEqual(['VAR', 'VAR']);
  });
});

describe('footnote 8: size(size(i)) = 1', () => {
  it('is a kind conflict: the inner size is a function, the outer one is assigned', () => {
    for (const v of VARIANTS.slice(0, 2)) {
      const u = run(fn('size(size(i)) = 1;'), v).units[0];
      expect(u.diagnostics.map((d) => d.code)).toEqual(['kind-conflict']);
    }
  });
});
