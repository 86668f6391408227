// The spec file and its language: it loads without errors, covers what the issue asks for,
// reports mistakes with line numbers, and the Class language matches as documented.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  applyClassRules, firstOutputLabel, loadBuiltins, parseBuiltinSpec, parseClassRules, resultClasses,
  arity, shapeCategory, isFoldable, wildEffects, complexity, isBuiltin, MCLASSES,
} from '../../src/builtins/index.js';

const label = (rules: string, args: (string | { class: string; value?: string })[]): string =>
  firstOutputLabel(applyClassRules(parseClassRules(rules), args.map((a) => (typeof a === 'string' ? { class: a } : a))));

describe('the shipped spec', () => {
  const tree = loadBuiltins();

  it('loads without errors and covers at least 300 builtins', () => {
    const { errors } = parseBuiltinSpec(readFileSync(new URL('../../src/data/builtins.spec', import.meta.url), 'utf8'));
    expect(errors).toEqual([]);
    expect(tree.builtins().length).toBeGreaterThanOrEqual(300);
  });

  it('has every operator', () => {
    const operators = ['plus', 'minus', 'times', 'mtimes', 'rdivide', 'ldivide', 'mrdivide', 'mldivide', 'power', 'mpower',
      'uplus', 'uminus', 'eq', 'ne', 'lt', 'le', 'gt', 'ge', 'and', 'or', 'not', 'colon', 'horzcat', 'vertcat',
      'transpose', 'ctranspose', 'subsref', 'subsasgn', 'end'];
    for (const op of operators) expect(isBuiltin(op), op).toBe(true);
    expect(tree.node('plus')!.attributes.operator).toBe('a + b');
  });

  it('covers the families the issue lists', () => {
    const names = ['zeros', 'ones', 'eye', 'rand', 'cell', 'struct', 'true', 'nan', 'pi', 'size', 'numel', 'length', 'ndims',
      'isempty', 'class', 'isa', 'int8', 'uint64', 'single', 'double', 'logical', 'char', 'reshape', 'repmat', 'cat',
      'permute', 'squeeze', 'find', 'sort', 'unique', 'disp', 'fprintf', 'sprintf', 'num2str', 'error', 'warning',
      'eval', 'evalin', 'assignin', 'feval', 'load', 'cd', 'clear', 'exist', 'addpath'];
    for (const n of names) expect(isBuiltin(n), n).toBe(true);
  });

  it('gives every class a row in the class tables', () => {
    for (const c of MCLASSES) expect(resultClasses('isempty', [c])).toMatchObject({ kind: 'outputs' });
  });

  it('answers the typed API', () => {
    expect(firstOutputLabel(resultClasses('plus', ['int8', 'double'])!)).toBe('int8');
    expect(firstOutputLabel(resultClasses('plus', ['int8', 'single'])!)).toBe('error');
    expect(firstOutputLabel(resultClasses('plus', ['int8', 'single'], 'octave')!)).toBe('int8');
    expect(firstOutputLabel(resultClasses('zeros', ['double', { class: 'char', value: 'int16' }])!)).toBe('int16');
    expect(firstOutputLabel(resultClasses('zeros', ['double', 'char'])!)).toBe('unknown');
    expect(firstOutputLabel(resultClasses('zeros', ['double', { class: 'char', value: 'like' }, 'single'])!)).toBe('single');
    expect(resultClasses('nosuchbuiltin', ['double'])).toBeUndefined();
    expect(arity('plus')).toEqual({ inputs: { min: 2, max: 2 }, outputs: { min: 1, max: 1 } });
    expect(shapeCategory('plus')).toBe('I');
    expect(shapeCategory('rand', 0)).toBe('I');
    expect(shapeCategory('rand', 2)).toBe('II');
    expect(shapeCategory('colon', 2)).toBe('II');
    expect(shapeCategory('eval')).toBe('III');
    expect(isFoldable('plus')).toBe(true);
    expect(isFoldable('rand')).toBe(false);
    expect(wildEffects('eval')).toContain('eval');
    expect(wildEffects('load')).toEqual(['assigns']);
    expect(wildEffects('plus')).toEqual([]);
    expect(complexity('sqrt')).toBe('may');
    expect(complexity('abs')).toBe('real');
  });

  it('keeps the MATLAB exceptions of the Tamer paper: conj and sign refuse logical', () => {
    expect(firstOutputLabel(resultClasses('conj', ['logical'], 'octave')!)).toBe('double');
    expect(firstOutputLabel(resultClasses('conj', ['logical'], 'matlab')!)).toBe('error');
    expect(firstOutputLabel(resultClasses('sign', ['logical'], 'matlab')!)).toBe('error');
  });
});

describe('the Class language', () => {
  it('matches classes, groups and alternatives in order', () => {
    const rules = 'T:numeric -> T; char|logical -> double';
    expect(label(rules, ['int16'])).toBe('int16');
    expect(label(rules, ['char'])).toBe('double');
    expect(label(rules, ['cell'])).toBe('error');
    expect(label(rules, ['double', 'double'])).toBe('error');
  });

  it('binds class variables and checks later uses', () => {
    const rules = '(T:intN, T|double) -> T';
    expect(label(rules, ['int8', 'int8'])).toBe('int8');
    expect(label(rules, ['int8', 'double'])).toBe('int8');
    expect(label(rules, ['int8', 'int16'])).toBe('error');
  });

  it('repeats arguments lazily, so a variable binds at the leftmost place', () => {
    const rules = '(matrix*, T:intN, matrix*) -> T; (double*) -> double';
    expect(label(rules, ['double', 'int16', 'char', 'int8'])).toBe('int16');
    expect(label(rules, [])).toBe('double');
    expect(label('(double+) -> double', [])).toBe('error');
    expect(label('(double, char?) -> double', ['double'])).toBe('double');
    expect(label('(double, char?) -> double', ['double', 'char'])).toBe('double');
  });

  it('gives several outputs, unions, none and unknown', () => {
    const r = applyClassRules(parseClassRules('T:matrix -> (T, double)'), [{ class: 'single' }]);
    expect(r).toMatchObject({ kind: 'outputs', outputs: [{ kind: 'classes', classes: ['single'] }, { kind: 'classes', classes: ['double'] }] });
    expect(label('any -> char|double', ['cell'])).toBe('char|double');
    expect(label('any -> none', ['cell'])).toBe('none');
    expect(label('otherwise -> unknown', [])).toBe('unknown');
  });

  it('matches text literals and class names by value, and says unknown when the value is not known', () => {
    const rules = "(numeric*, 'like', T:any) -> T; (numeric*, N:classname) -> N; (numeric*) -> double";
    expect(label(rules, ['double', { class: 'char', value: 'like' }, 'int8'])).toBe('int8');
    expect(label(rules, ['double', { class: 'char', value: 'uint16' }])).toBe('uint16');
    expect(label(rules, ['double', { class: 'char', value: 'nonsense' }])).toBe('error');
    expect(label(rules, ['double', 'char'])).toBe('unknown');
    expect(label(rules, ['double'])).toBe('double');
  });

  it('reports mistakes with their offset', () => {
    expect(() => parseClassRules('(T:intN, U) -> T')).toThrow(/U is used before it is bound/);
    expect(() => parseClassRules('double -> T')).toThrow(/not bound/);
    expect(() => parseClassRules('doubel -> double')).toThrow(/unknown class or class group 'doubel'/);
    expect(() => parseClassRules('double double')).toThrow(/expected '->'/);
  });
});

describe('the spec file structure', () => {
  const spec = [
    'top;',
    '    Arity(1 -> 1)',
    '    Class(T:numeric -> T)',
    'numbers; top',
    '    Fold(yes)',
    'one          # the first builtin',
    'two',
    '    Class(char -> char',
    '          super)',
    '    MatlabClass(char -> error)',
    'texts; top',
    '    Class(any -> char)',
    'three',
  ].join('\n');

  it('links builtins to the group above them and inherits attributes', () => {
    const { tree, errors } = parseBuiltinSpec(spec);
    expect(errors).toEqual([]);
    expect(tree.node('one')).toMatchObject({ kind: 'builtin', parent: 'numbers', summary: 'the first builtin' });
    expect(tree.node('three')!.parent).toBe('texts');
    expect(tree.attribute('one', 'fold')).toEqual({ value: true, from: 'numbers' });
    expect(tree.attribute('three', 'fold')).toBeUndefined();
    expect(tree.attribute('one', 'arity')!.from).toBe('top');
  });

  it('expands super, and keeps MatlabClass to its own node', () => {
    const { tree } = parseBuiltinSpec(spec);
    expect(tree.classRules('two')!.map((r) => r.text)).toEqual(['char -> char', 'T:numeric -> T']);
    expect(tree.matlabRules('two')!.map((r) => r.text)).toEqual(['char -> error']);
    expect(tree.matlabRules('one')!.map((r) => r.text)).toEqual(['T:numeric -> T']);
  });

  it('reports errors with line and column', () => {
    const bad = ['top;', 'a', '    Clas(double -> double)', 'g; nowhere', '    Arity(2 -> )', 'a', 'b', '    Class(double -> ', 'c'].join('\n');
    const { errors } = parseBuiltinSpec(bad);
    const messages = errors.map((e) => `${e.line}:${e.column}: ${e.message}`);
    expect(messages).toContainEqual(expect.stringMatching(/^3:5: unknown attribute 'Clas'/));
    expect(messages).toContainEqual(expect.stringMatching(/^4:\d+: unknown parent group 'nowhere'/));
    expect(messages).toContainEqual(expect.stringMatching(/^5:\d+: Arity: expected a count/));
    expect(messages).toContainEqual(expect.stringMatching(/^6:1: 'a' is already defined on line 2/));
    expect(messages).toContainEqual(expect.stringMatching(/^8:\d+: unclosed '\(' in Class/));
    expect(messages).toContainEqual(expect.stringMatching(/builtin 'c' has no Class/));
  });

  it('allows comments inside multi-line attributes', () => {
    const { tree, errors } = parseBuiltinSpec(['top;', '    Arity(1 -> 1)', '    Class(', "        double -> double   # doubles stay (it's so)", '        char -> char', '    )', 'f'].join('\n'));
    expect(errors).toEqual([]);
    expect(tree.classRules('f')!.length).toBe(2);
  });
});
