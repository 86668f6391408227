// The paper's Figure 3 program lowered: solveSystem has the structure of Figure 9 and the
// other functions that of Appendix A. (Golden output of each file: figure3/*.out.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CallStmt, IfStmt, IrFile, IrFunction, Stmt } from '../../src/tame/index.js';
import { libraryOf, lowerIn } from './support.js';

const dir = join(import.meta.dirname, 'figure3');
const files = readdirSync(dir).filter((f) => f.endsWith('.m')).map((f) => ({ path: join(dir, f), text: readFileSync(join(dir, f), 'utf8') }));
const lib = libraryOf(files, dir);
const lowered = (name: string): IrFile => lowerIn(lib, join(dir, `${name}.m`));
const fn = (file: IrFile, name: string): IrFunction => {
  const f = file.functions.find((x) => x.name === name);
  if (!f) throw new Error(`no function ${name}`);
  return f;
};
const code = (stmts: readonly Stmt[]): Stmt[] => stmts.filter((s) => s.op !== 'comment');
const all = (stmts: readonly Stmt[]): Stmt[] =>
  stmts.flatMap((s) => [s, ...('then' in s ? [...all(s.then), ...all(s.else)] : []), ...(s.op === 'for' || s.op === 'while' ? all(s.body) : [])]);
const calls = (stmts: readonly Stmt[], name: string): CallStmt[] => all(stmts).filter((s): s is CallStmt => s.op === 'call' && s.fn === name);

describe('Figure 3 lowered (Figure 9, Appendix A)', () => {
  const file = lowered('solveSystem');
  const solve = fn(file, 'solveSystem');

  it('has no diagnostics and the lambda extracted after solveSystem', () => {
    expect(file.diagnostics).toEqual([]);
    expect(file.functions.map((f) => [f.name, f.kind])).toEqual([['solveSystem', 'function'], ['lambda_1', 'lambda']]);
    expect(solve.inputs).toEqual(['rod', 'a', 'A', 'N', 'Tspan', 'Tsteps']);
    expect(solve.outputs).toEqual(['out']);
    expect(solve.tempPrefix).toBe('mc_t');
  });

  it('keeps the header comments as comment statements', () => {
    expect(solve.body.slice(0, 3).map((s) => s.op)).toEqual(['comment', 'comment', 'comment']);
  });

  it('turns switch nargin into an isequal chain of ifs (lines 5-20)', () => {
    const [n, four, test, branch] = code(solve.body);
    expect(n).toMatchObject({ op: 'call', fn: 'nargin', args: [] });
    const t = (n as CallStmt).targets[0];
    expect(four).toMatchObject({ op: 'literal', value: { kind: 'number', value: 4 } });
    expect(test).toMatchObject({ op: 'call', fn: 'isequal', args: [{ kind: 'var', name: t }, { kind: 'var', name: (four as { target: string }).target }] });
    const outer = branch as IfStmt;
    expect(outer.op).toBe('if');
    expect(code(outer.then).map((s) => s.op)).toEqual(['literal', 'literal', 'call', 'literal']);
    expect(code(outer.then)[2]).toMatchObject({ fn: 'horzcat', targets: ['Tspan'] });
    expect(code(outer.then)[3]).toMatchObject({ target: 'Tsteps', value: { value: 100 } });
    const inner = outer.else;
    expect(inner.map((s) => s.op)).toEqual(['literal', 'call', 'if']);
    expect(inner[1]).toMatchObject({ fn: 'isequal', args: [{ name: t }, { name: (inner[0] as { target: string }).target }] });
    expect((inner[2] as IfStmt).then).toMatchObject([{ op: 'literal', target: 'Tsteps' }]);
    expect((inner[2] as IfStmt).else).toEqual([]);
  });

  it('writes h directly: [h] = mrdivide(rod.L, plus(N, 1))', () => {
    const [div] = calls(solve.body, 'mrdivide');
    expect(div.targets).toEqual(['h']);
    expect(calls(solve.body, 'plus')[0].args[0]).toEqual({ kind: 'var', name: 'N' });
  });

  it('builds X from vertcat of the colon range, then transposes', () => {
    const [range] = calls(solve.body, 'colon');
    expect(range.args.slice(0, 2)).toEqual([{ kind: 'var', name: 'h' }, { kind: 'var', name: 'h' }]);
    const [v] = calls(solve.body, 'vertcat');
    expect(v.args).toEqual([{ kind: 'var', name: range.targets[0] }]);
    expect(calls(solve.body, 'transpose')[0]).toMatchObject({ targets: ['X'], args: [{ name: v.targets[0] }] });
    expect(code(solve.body).find((s) => s.op === 'copy')).toMatchObject({ target: 'U0', source: 'X' });
  });

  it('binds end to U0, position 1 of 1, and sets U0 by arraySet', () => {
    const ends = all(solve.body).filter((s) => s.op === 'end');
    expect(ends).toMatchObject([{ array: 'U0', position: 1, count: 1 }]);
    const sets = all(solve.body).filter((s) => s.op === 'arraySet');
    expect(sets).toHaveLength(2);
    expect(sets.every((s) => s.op === 'arraySet' && s.array === 'U0')).toBe(true);
  });

  it('calls Dxx and RungeKutta2 with two targets', () => {
    expect(calls(solve.body, 'Dxx')[0].targets).toEqual(['D', 'c']);
    expect(calls(solve.body, 'RungeKutta2')[0]).toMatchObject({ targets: ['T', 'out'], args: [{ name: 'f' }, { name: 'Tspan' }, { name: 'U0' }, { name: 'Tsteps' }] });
  });

  it('extracts the lambda: f = @(t, u) lambda_1(a, D, c, A, t, u)', () => {
    const lambda = all(solve.body).find((s) => s.op === 'lambda');
    expect(lambda).toMatchObject({ target: 'f', fn: 'lambda_1', captured: ['a', 'D', 'c', 'A'], params: ['t', 'u'] });
    const l = fn(file, 'lambda_1');
    expect(l.inputs).toEqual(['a', 'D', 'c', 'A', 't', 'u']);
    expect(l.outputs).toEqual(['mc_t0']);
    expect(l.body.map((s) => (s.op === 'call' ? s.fn : s.op))).toEqual(['mtimes', 'plus', 'mtimes', 'plus']);
    expect(l.body[3]).toMatchObject({ targets: ['mc_t0'] });
  });

  it('gives statements that assign a source variable the span of the source statement', () => {
    const h = calls(solve.body, 'mrdivide')[0];
    expect([h.span.line, h.span.column]).toEqual([11, 2]);
    const temp = calls(solve.body, 'plus')[0];
    expect([temp.span.line, temp.span.column]).toEqual([11, 13]);
  });

  it('main: rod.L = single(10) through a temporary, Tspan by horzcat', () => {
    const main = fn(lowered('main'), 'main');
    const body = code(main.body);
    expect(body.slice(0, 3)).toMatchObject([
      { op: 'literal', value: { value: 10 } },
      { op: 'call', fn: 'single' },
      { op: 'dotSet', base: 'rod', field: { kind: 'static', name: 'L' } },
    ]);
    expect(calls(main.body, 'horzcat')[0].targets).toEqual(['Tspan']);
    expect(calls(main.body, 'solveSystem')[0]).toMatchObject({ targets: ['result'] });
  });

  it('Dxx: toeplitz of a vertcat and a horzcat, divided elementwise', () => {
    const dxx = fn(lowered('Dxx'), 'Dxx');
    const toeplitz = calls(dxx.body, 'toeplitz')[0];
    const [col, row] = toeplitz.args.map((a) => (a.kind === 'var' ? a.name : ''));
    expect(calls(dxx.body, 'vertcat').some((c) => c.targets[0] === col)).toBe(true);
    expect(calls(dxx.body, 'horzcat').some((c) => c.targets[0] === row)).toBe(true);
    expect(calls(dxx.body, 'rdivide')[0].targets).toEqual(['D']);
    expect(calls(dxx.body, 'vertcat').at(-1)?.targets).toEqual(['c']);
  });

  it('RungeKutta2: for j = (1 : N), f indexed as a variable (it holds a handle)', () => {
    const rk = fn(lowered('RungeKutta2'), 'RungeKutta2');
    const loop = all(rk.body).find((s) => s.op === 'for');
    expect(loop).toMatchObject({ variable: 'j', range: { kind: 'range', upper: 'N' } });
    const gets = all(rk.body).filter((s) => s.op === 'arrayGet' && s.array === 'f');
    expect(gets).toHaveLength(2);
    expect(all(rk.body).find((s) => s.op === 'arrayGet' && s.array === 'Y')).toMatchObject({ args: [{ kind: 'colon' }, { kind: 'var', name: 'j' }] });
    // `(a:h:b)'` is ctranspose (Appendix A prints transpose here and ctranspose for `.'`: swapped).
    expect(calls(rk.body, 'ctranspose')[0].targets).toEqual(['X']);
  });
});
