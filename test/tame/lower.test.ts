// Behaviours of lowerFile that the golden files do not pin down on their own: robustness,
// temporaries, the dialect of "..." literals, call statements and `ans`.
import { describe, expect, it } from 'vitest';
import { analyzeKinds, type FileKinds } from '../../src/kinds/index.js';
import { parse } from '../../src/syntax/index.js';
import { lowerFile, printFile, type IrFile, type Stmt } from '../../src/tame/index.js';
import { libraryOf, lowerIn } from './support.js';

function lower(text: string, path = '/p/f.m'): IrFile {
  return lowerIn(libraryOf([{ path, text }], '/p'), path);
}

const ops = (stmts: readonly Stmt[]): string[] => stmts.map((s) => (s.op === 'call' ? `call:${s.fn}` : s.op));

describe('lowerFile', () => {
  it('catches an internal error per function: opaque body, diagnostic, no throw', () => {
    const { ast } = parse('function y = f(x)\ny = x + 1;\nend\nfunction g()\nend\n');
    const kinds: FileKinds = {
      variant: 'flow-sensitive',
      units: [],
      kindOf: new (class extends Map<object, 'VAR'> {
        override get(): 'VAR' {
          throw new Error('boom');
        }
      })(),
    };
    const ir = lowerFile(ast, kinds, { file: '/p/f.m' });
    expect(ir.functions.map((f) => f.name)).toEqual(['f', 'g']);
    expect(ir.functions[0].body).toMatchObject([{ op: 'opaque', targets: ['y'] }]);
    expect(ir.diagnostics).toHaveLength(1);
    expect(ir.diagnostics[0]).toMatchObject({ code: 'tame-unsupported', message: expect.stringContaining('internal error while lowering f: boom') });
    expect(parse(printFile(ir)).diagnostics).toEqual([]);
  });

  it('lowers a large literal of real numbers whole (a data table), a small one by horzcat/vertcat', () => {
    const row = (k: number): string => Array.from({ length: 13 }, (_, j) => (j === 2 ? `-${k}.5` : String(k * 13 + j))).join('\t');
    const table = Array.from({ length: 20 }, (_, k) => row(k)).join(';\n');
    const ir = lower(`function t = f()\nt = [\n${table}\n];\nend\n`);
    const body = ir.functions[0]!.body;
    expect(body).toMatchObject([{ op: 'literal', target: 't' }]);
    const lit = body[0]!.op === 'literal' ? body[0]!.value : undefined;
    expect(lit).toMatchObject({ kind: 'numbers', rows: 20, cols: 13 });
    expect(lit?.kind === 'numbers' && lit.values.slice(0, 4)).toEqual([0, 1, -0.5, 3]);
    // The printed IR reads back as the same table.
    const printed = printFile(ir);
    expect(parse(printed).diagnostics).toEqual([]);
    expect(printed).toContain('[0 1 -0.5 3 4');
    // Below NUMBERS_LITERAL_MIN, or with anything but real number literals, as before.
    expect(ops(lower('function t = f()\nt = [1 2; 3 4];\nend\n').functions[0]!.body)).toEqual(['literal', 'literal', 'call:horzcat', 'literal', 'literal', 'call:horzcat', 'call:vertcat']);
    const mixed = lower(`function t = f(x)\nt = [\n${table.replace('13', 'x')}\n];\nend\n`).functions[0]!.body;
    expect(ops(mixed)).toContain('call:vertcat');
  });

  it('never throws on malformed input', () => {
    for (const text of ['function (', 'x = [1 2', 'if x\n', '@@@', 'end end', 'function f(\n x = {\nend', 'a(end) = ;', '[a, b] = 3']) {
      const ir = lower(text);
      expect(parse(printFile(ir)).diagnostics).toEqual([]);
    }
  });

  it('lowers a switch of 3,000 cases (an if nested 3,000 deep)', () => {
    const cases = Array.from({ length: 3000 }, (_, k) => `case ${k}\n y = ${k};`).join('\n');
    const ir = lower(`function y = f(x)\nswitch x\n${cases}\nend\nend\n`);
    expect(ir.diagnostics).toEqual([]);
    expect(printFile(ir).split('\n').filter((l) => l.trim() === 'end')).toHaveLength(3001);
  });

  it('numbers temporaries per function, from 0', () => {
    const ir = lower('function f()\nx = 1 + 2;\nend\nfunction g()\ny = 3 + 4;\nend\n');
    expect(ir.functions.map((f) => (f.body[0] as { target: string }).target)).toEqual(['mc_t0', 'mc_t0']);
  });

  it('copies a plain variable and writes a computed value straight into its target', () => {
    const [f] = lower('function f(y)\nx = y;\nz = y + 1;\nend\n').functions;
    expect(f.body[0]).toMatchObject({ op: 'copy', target: 'x', source: 'y' });
    expect(f.body[2]).toMatchObject({ op: 'call', fn: 'plus', targets: ['z'] });
  });

  it('reads "..." as a string in MATLAB and as a char vector in Octave', () => {
    const m = lower('function f()\nx = "a";\nend\n').functions[0];
    expect(m.body[0]).toMatchObject({ op: 'literal', value: { kind: 'string', value: 'a' } });
    const o = lower('function f()\nx = "a\\n";\nendfunction\n').functions[0];
    expect(o.body[0]).toMatchObject({ op: 'literal', value: { kind: 'char', value: 'a\n' } });
  });

  it('gives a call statement no targets, and other expression statements ans', () => {
    const [f] = lower('function f(x)\ndisp(x)\nx + 1\nx(2)\nend\n').functions;
    expect(f.body[0]).toMatchObject({ op: 'call', fn: 'disp', targets: [] });
    expect(f.body[2]).toMatchObject({ op: 'call', fn: 'plus', targets: ['ans'] });
    expect(f.body[4]).toMatchObject({ op: 'arrayGet', array: 'x', targets: ['ans'] });
  });

  it('joins package and class names into the callee', () => {
    const [f] = lower('function f()\nm = containers.Map();\nk = matlab.lang.makeValidName(m);\nend\n').functions;
    expect(f.body[0]).toMatchObject({ op: 'call', fn: 'containers.Map', targets: ['m'] });
    expect(f.body[1]).toMatchObject({ op: 'call', fn: 'matlab.lang.makeValidName', args: [{ name: 'm' }] });
  });

  it('marks names the kinds cannot decide as maybeVariable calls', () => {
    const [f] = lower('function f()\ny = mystery(1);\nend\n').functions;
    expect(f.body[1]).toMatchObject({ op: 'call', fn: 'mystery', maybeVariable: true });
  });

  it('lowers x(i) = [] to an arraySet of an empty literal', () => {
    const [f] = lower('function f(x)\nx(2) = [];\nend\n').functions;
    expect(ops(f.body)).toEqual(['literal', 'literal', 'arraySet']);
    expect(f.body[0]).toMatchObject({ value: { kind: 'empty' } });
  });

  it('keeps short-circuit evaluation: the right operand only in the then branch of &&', () => {
    const [f] = lower('function r = f(a, b)\nr = a && b(2);\nend\n').functions;
    expect(f.body[0]).toMatchObject({ op: 'if', cond: 'a' });
    const branch = f.body[0] as Extract<Stmt, { op: 'if' }>;
    expect(ops(branch.then)).toEqual(['literal', 'arrayGet', 'call:logical']);
    expect(ops(branch.else)).toEqual(['call:false']);
  });

  it('numbers lambdas past names the file uses', () => {
    const ir = lower('function f()\nlambda_1 = 2;\ng = @() lambda_1;\nend\nfunction lambda_2()\nend\n');
    expect(ir.functions.map((x) => x.name)).toEqual(['f', 'lambda_3', 'lambda_2']);
  });

  it('lowers a script body and keeps its kinds per unit', () => {
    const ir = lower('x = 1;\ny = x + 1;\n', '/p/s.m');
    expect(ir.functions).toMatchObject([{ name: 's', kind: 'script', path: [] }]);
    const kinds = analyzeKinds(parse('x = 1;').ast, { existsFunction: () => false, existsPackage: () => false });
    expect(kinds.units).toHaveLength(1);
  });
});
