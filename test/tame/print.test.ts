// The printer on hand-built IR: every form is valid MATLAB (parses back with no diagnostics),
// annotations are aligned, and the forms without a MATLAB statement of their own (end, list
// gets, while headers, cleanups, opaque) have the documented spelling.
import { describe, expect, it } from 'vitest';
import { parse, type Span } from '../../src/syntax/index.js';
import { printFunction, type IrFunction, type Stmt } from '../../src/tame/index.js';

const span: Span = { offset: 0, endOffset: 0, line: 1, column: 1, endLine: 1, endColumn: 1 };
const fn = (body: Stmt[], over: Partial<IrFunction> = {}): IrFunction => ({
  name: 'f', path: ['f'], kind: 'function', file: 'f.m', inputs: ['a'], outputs: ['r'], tempPrefix: 'mc_t', shared: [], body, span, ...over,
});
const text = (body: Stmt[], over: Partial<IrFunction> = {}): string => {
  const out = printFunction(fn(body, over));
  expect(parse(out).diagnostics, out).toEqual([]);
  return out;
};

describe('printFunction', () => {
  it('prints the header, body and end in the style of Appendix A', () => {
    expect(text([{ op: 'literal', target: 'mc_t4', value: { kind: 'number', value: 10, imaginary: false, text: '10' }, span }])).toBe(
      'function [r] = f(a)\n  mc_t4 = 10;\nend\n',
    );
  });

  it('spells end as numel, size(A, k) or the product of the remaining extents', () => {
    const out = text([
      { op: 'end', target: 't1', array: 'A', position: 1, count: 1, span },
      { op: 'end', target: 't2', array: 'A', position: 1, count: 3, span },
      { op: 'end', target: 't3', array: 'A', position: 3, count: 3, span },
    ]);
    expect(out).toContain('t1 = numel(A);');
    expect(out).toContain('t2 = size(A, 1);');
    expect(out).toContain('[~, ~, t3] = size(A);');
  });

  it('collects a list get in a cell and splices it with {:}', () => {
    const out = text([
      { op: 'cellGet', targets: ['t'], cell: 'c', args: [{ kind: 'colon' }], list: true, update: false, span },
      { op: 'dotGet', targets: ['u'], base: 's', field: { kind: 'static', name: 'f' }, list: true, update: false, span },
      { op: 'call', targets: ['r'], fn: 'horzcat', args: [{ kind: 'list', name: 't' }, { kind: 'list', name: 'u' }], span },
    ]);
    expect(out).toContain('[t] = {c{:}};');
    expect(out).toContain('[u] = {s.f};');
    expect(out).toContain('[r] = horzcat(t{:}, u{:});');
  });

  it('aligns annotations, marks update gets, and adds header and footer lines', () => {
    const s: Stmt = { op: 'arrayGet', targets: ['t'], array: 'a', args: [], update: true, span };
    const out = printFunction(fn([s]), { stmt: () => 't=(double)', header: ['% args: {a=(double)}'], footer: ['% results: [(double)]'] });
    expect(out.split('\n')).toEqual([
      '% args: {a=(double)}',
      'function [r] = f(a)',
      `${'  [t] = a();'.padEnd(40)}% (update) t=(double)`,
      'end',
      '% results: [(double)]',
      '',
    ]);
    expect(parse(out).diagnostics).toEqual([]);
  });

  it('prints a while with header statements as while true ... break', () => {
    const out = text([
      {
        op: 'while',
        header: [{ op: 'call', targets: ['c'], fn: 'rand', args: [], span }],
        cond: 'c',
        body: [{ op: 'continue', span }],
        span,
      },
    ]);
    expect(out).toBe('function [r] = f(a)\n  while true\n    [c] = rand();\n    if ~c\n      break;\n    end\n    continue;\n  end\nend\n');
  });

  it('prints for ranges, try/catch, cleanups, declarations, lambdas, handles and cells', () => {
    const out = text([
      { op: 'for', variable: 'j', range: { kind: 'range', lower: 'mc_t1', upper: 'N' }, body: [], span },
      { op: 'for', variable: 'j', range: { kind: 'range', lower: 'a', inc: 'b', upper: 'N' }, body: [], span },
      { op: 'try', body: [], catchVar: 'err', catchBody: [{ op: 'return', span }], span },
      { op: 'try', body: [], catchBody: [], cleanup: [{ op: 'return', span }], span },
      { op: 'global', names: ['g', 'h'], span },
      { op: 'lambda', target: 'f', fn: 'lambda_1', captured: ['a', 'D'], params: ['t', 'u'], span },
      { op: 'handle', target: 'h', fn: 'pkg.fn', span },
      { op: 'cellLiteral', target: 'c', rows: [[{ kind: 'var', name: 'a' }, { kind: 'list', name: 'l' }], [{ kind: 'var', name: 'b' }]], span },
      { op: 'dotSet', base: 's', field: { kind: 'dynamic', var: 'n' }, source: 'a', span },
    ]);
    expect(out).toContain('for j = (mc_t1 : N)');
    expect(out).toContain('for j = (a : b : N)');
    expect(out).toContain('catch err');
    expect(out).toContain('unwind_protect_cleanup');
    expect(out).toContain('global g h');
    expect(out).toContain('f = @(t, u) lambda_1(a, D, t, u);');
    expect(out).toContain('h = @pkg.fn;');
    expect(out).toContain('c = {a, l{:}; b};');
    expect(out).toContain('s.(n) = a;');
  });

  it('escapes quotes and control characters in text literals', () => {
    const out = text([
      { op: 'literal', target: 'a', value: { kind: 'char', value: "it's\n" }, span },
      { op: 'literal', target: 'b', value: { kind: 'string', value: 'say "hi"\t' }, span },
      { op: 'literal', target: 'c', value: { kind: 'char', value: '' }, span },
      { op: 'literal', target: 'd', value: { kind: 'string', value: '\n' }, span },
      { op: 'literal', target: 'e', value: { kind: 'emptyCell' }, span },
    ]);
    expect(out).toContain("a = ['it''s', char(10)];");
    expect(out).toContain('b = "say ""hi""" + char(9);');
    expect(out).toContain("c = '';");
    expect(out).toContain('d = "" + char(10);');
    expect(out).toContain('e = {};');
  });

  it('prints comments line by line and opaque statements as a call', () => {
    const out = text([
      { op: 'comment', text: ' two\n{\nlines', span },
      { op: 'opaque', targets: ['t'], reason: "can't", span },
    ]);
    expect(out).toContain('  % two\n  % {\n  % lines\n');
    expect(out).toContain("[t] = tame_opaque('can''t');");
  });

  it('prints a method inside classdef and methods blocks', () => {
    const out = text([{ op: 'copy', target: 'obj', source: 'v', span }], { kind: 'method', name: 'Cls.set.Value', inputs: ['obj', 'v'], outputs: ['obj'] });
    expect(out).toBe('classdef Cls\n  methods\n    function [obj] = set.Value(obj, v)\n      obj = v;\n    end\n  end\nend\n');
  });

  it('prints any nesting depth without recursion (indentation stops growing at 64 levels)', () => {
    let inner: Stmt[] = [{ op: 'break', span }];
    for (let k = 0; k < 20_000; k++) inner = [{ op: 'if', cond: 'c', then: inner, else: [], span }];
    const out = printFunction(fn(inner)).split('\n');
    expect(out.filter((l) => l.trim() === 'end')).toHaveLength(20_001);
    expect(Math.max(...out.map((l) => l.length - l.trimStart().length))).toBe(128);
  });

  it('prints a script body without a function line', () => {
    expect(text([{ op: 'copy', target: 'x', source: 'y', span }], { kind: 'script', name: 's', inputs: [], outputs: [] })).toBe('x = y;\n');
  });
});
