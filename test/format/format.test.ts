// The formatter on small inputs, each expected output written by hand; every case is also
// formatted twice (idempotency) and must come back without a diagnostic.
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORMAT_OPTIONS, format, type FormatOptions } from '../../src/format/index.js';
import { compareParses } from '../../src/format/safety.js';
import { parse } from '../../src/syntax/index.js';

type Dialect = 'auto' | 'matlab' | 'octave';

/** Formats `lines` (joined with LF, final newline added) and checks idempotency. */
function fmt(lines: string[] | string, options: Partial<FormatOptions> = {}, dialect: Dialect = 'auto'): string {
  const src = typeof lines === 'string' ? lines : lines.join('\n') + '\n';
  const r = format(src, options, dialect);
  expect(r.diagnostics).toEqual([]);
  expect(r.changed).toBe(r.text !== src);
  const again = format(r.text, options, dialect);
  expect(again.text, 'idempotent').toBe(r.text);
  expect(again.changed).toBe(false);
  return r.text;
}

const text = (lines: string[]): string => lines.join('\n') + '\n';

describe('options', () => {
  it('defaults to 4 spaces, operator spacing and MATLAB\'s "indent nested functions"', () => {
    expect(DEFAULT_FORMAT_OPTIONS).toEqual({ indent: 4, operatorSpaces: true, functionIndent: 'nested' });
  });

  it('ignores values out of range', () => {
    expect(fmt(['if x', 'y=1;', 'end'], { indent: -3 })).toBe(text(['if x', '    y = 1;', 'end']));
    expect(fmt(['if x', 'y=1;', 'end'], { indent: 2 })).toBe(text(['if x', '  y = 1;', 'end']));
  });
});

describe('indentation of blocks', () => {
  it('if / elseif / else', () => {
    expect(fmt(['if x', 'y=1;', 'elseif z', '  y=2;', 'else', '        y=3;', 'end'])).toBe(text([
      'if x', '    y = 1;', 'elseif z', '    y = 2;', 'else', '    y = 3;', 'end',
    ]));
  });

  it('for, parfor, while, switch, try, spmd (MATLAB)', () => {
    expect(fmt([
      'for i=1:n', 's=s+i;', 'end',
      'parfor (i=1:n, 4)', 'a(i)=i;', 'end',
      'while k<3', 'k=k+1;', 'end',
      'switch s', 'case {1,2}', 'disp(1)', 'otherwise', 'disp(2)', 'end',
      'try', "error('x')", 'catch e', 'disp(e.message)', 'end',
      'spmd', 'q=labindex;', 'end',
    ], {}, 'matlab')).toBe(text([
      'for i = 1:n', '    s = s + i;', 'end',
      'parfor (i=1:n, 4)', '    a(i) = i;', 'end',
      'while k < 3', '    k = k + 1;', 'end',
      'switch s', '    case {1, 2}', '        disp(1)', '    otherwise', '        disp(2)', 'end',
      'try', "    error('x')", 'catch e', '    disp(e.message)', 'end',
      'spmd', '    q = labindex;', 'end',
    ]));
  });

  it("Octave's closers, do-until and unwind_protect", () => {
    expect(fmt([
      'function r = g(x)',
      'if x', 'r = 1;', 'endif',
      'for i = 1:2', 'r += i;', 'endfor',
      'while false', 'endwhile',
      'do', 'x--;', 'until x < 0',
      'unwind_protect', 'y = 1;', 'unwind_protect_cleanup', 'y = 2;', 'end_unwind_protect',
      'try', 'z = 1;', 'catch', 'z = 2;', 'end_try_catch',
      'switch x', 'case 1', 'r = 2;', 'endswitch',
      'endfunction',
    ], {}, 'octave')).toBe(text([
      'function r = g(x)',
      'if x', '    r = 1;', 'endif',
      'for i = 1:2', '    r += i;', 'endfor',
      'while false', 'endwhile',
      'do', '    x--;', 'until x < 0',
      'unwind_protect', '    y = 1;', 'unwind_protect_cleanup', '    y = 2;', 'end_unwind_protect',
      'try', '    z = 1;', 'catch', '    z = 2;', 'end_try_catch',
      'switch x', '    case 1', '        r = 2;', 'endswitch',
      'endfunction',
    ]));
  });

  it('the same blocks closed by end in Octave (detected from # comments)', () => {
    expect(fmt(['# octave', 'while true', 'if a', 'break', 'end', 'end'])).toBe(text([
      '# octave', 'while true', '    if a', '        break', '    end', 'end',
    ]));
  });

  it('MATLAB blocks closed by end, read as Octave', () => {
    expect(fmt([
      'for i=1:n', 's=s+i;', 'end',
      'while k<3', 'k=k+1;', 'end',
      'switch s', 'case 1', 'disp(1)', 'otherwise', 'disp(2)', 'end',
      'try', 'x', 'catch', 'y', 'end',
    ], {}, 'octave')).toBe(text([
      'for i = 1:n', '    s = s + i;', 'end',
      'while k < 3', '    k = k + 1;', 'end',
      'switch s', '    case 1', '        disp(1)', '    otherwise', '        disp(2)', 'end',
      'try', '    x', 'catch', '    y', 'end',
    ]));
  });

  it('blocks on one line, and several closers on one line', () => {
    expect(fmt(['if a, b=1; end', 'for i=1:2, if i, c=i; end, end', 'while x', 'if y', 'z', 'end; end'])).toBe(text([
      'if a, b = 1; end', 'for i = 1:2, if i, c = i; end, end', 'while x', '    if y', '        z', '    end; end',
    ]));
  });
});

describe('function indenting formats', () => {
  const nestedFile = ['function a', 'x=1;', 'function b', 'y=2;', 'end', 'end', 'function c', 'z=3;', 'end'];

  it('classic: no function body is indented', () => {
    expect(fmt(nestedFile, { functionIndent: 'classic' })).toBe(text([
      'function a', 'x = 1;', 'function b', 'y = 2;', 'end', 'end', 'function c', 'z = 3;', 'end',
    ]));
  });

  it('nested: only nested functions', () => {
    expect(fmt(nestedFile, { functionIndent: 'nested' })).toBe(text([
      'function a', 'x = 1;', 'function b', '    y = 2;', 'end', 'end', 'function c', 'z = 3;', 'end',
    ]));
  });

  it('all: every function', () => {
    expect(fmt(nestedFile, { functionIndent: 'all' })).toBe(text([
      'function a', '    x = 1;', '    function b', '        y = 2;', '    end', 'end', 'function c', '    z = 3;', 'end',
    ]));
  });

  it('functions without end: each ends where the next starts', () => {
    const src = ['function a', 'if x', 'y', 'end', 'function b', 'z=3;'];
    expect(fmt(src, { functionIndent: 'all' })).toBe(text(['function a', '    if x', '        y', '    end', 'function b', '    z = 3;']));
    expect(fmt(src)).toBe(text(['function a', 'if x', '    y', 'end', 'function b', 'z = 3;']));
  });

  it('a script with a local function', () => {
    expect(fmt(['x=f(2);', 'function y=f(x)', 'y=x^2;', 'end'], { functionIndent: 'all' })).toBe(text([
      'x = f(2);', 'function y = f(x)', '    y = x^2;', 'end',
    ]));
  });

  it('arguments blocks', () => {
    expect(fmt(['function f(x)', 'arguments', 'x (1,1) double=0', 'end', 'disp(x)', 'end'])).toBe(text([
      'function f(x)', 'arguments', '    x (1, 1) double = 0', 'end', 'disp(x)', 'end',
    ]));
  });
});

describe('classdef', () => {
  const cls = [
    'classdef C < handle',
    'properties (Access=private)', 'a=1;', 'b', 'end',
    'methods', 'function obj=C(x)', 'obj.a=x;', 'end', 'end',
    'methods (Abstract)', 'r=get(obj)', 'end',
    'events', 'Changed', 'end',
    'end',
  ];

  it('member blocks one level in, method bodies indented (nested and all)', () => {
    const expected = text([
      'classdef C < handle',
      '    properties (Access=private)', '        a = 1;', '        b', '    end',
      '    methods', '        function obj = C(x)', '            obj.a = x;', '        end', '    end',
      '    methods (Abstract)', '        r = get(obj)', '    end',
      '    events', '        Changed', '    end',
      'end',
    ]);
    expect(fmt(cls)).toBe(expected);
    expect(fmt(cls, { functionIndent: 'all' })).toBe(expected);
  });

  it('classic: method bodies line up with their function line', () => {
    expect(fmt(cls.slice(0, 10).concat(['end']), { functionIndent: 'classic' })).toBe(text([
      'classdef C < handle',
      '    properties (Access=private)', '        a = 1;', '        b', '    end',
      '    methods', '        function obj = C(x)', '        obj.a = x;', '        end', '    end',
      'end',
    ]));
  });

  it('enumeration', () => {
    expect(fmt(['classdef Color', 'enumeration', 'Red, Green', 'end', 'end'])).toBe(text([
      'classdef Color', '    enumeration', '        Red, Green', '    end', 'end',
    ]));
  });
});

describe('matrices and cells: whitespace separates elements', () => {
  it.each([
    'x = [a -b];',
    'x = [a - b];',
    "x = [a' b'];",
    'x = [f (1)];',
    'c = {a -b};',
    'y = [1 - 2];',
    'y = [1 -2 +3];',
    'z = {@(x) x+1, 2};',
    'w = [a(1) -b(2)];',
    'v = [x.y {1}];',
  ])('%s is left as written', (line) => {
    expect(fmt([line])).toBe(text([line]));
  });

  it('one space after , and ; and none before them', () => {
    expect(fmt(['x = [1, 2;3 4]', 'y=[1 ,2]', "c={'a','b';1,2};"])).toBe(text(['x = [1, 2; 3 4]', 'y = [1, 2]', "c = {'a', 'b'; 1, 2};"]));
  });

  it('inside parentheses in a matrix the usual rules apply', () => {
    expect(fmt(['z = [f(a-b) c(1,2)];', 'w = [x(end-1) -1];', 'q = [c{n-1} 2];'])).toBe(text([
      'z = [f(a - b) c(1, 2)];', 'w = [x(end - 1) -1];', 'q = [c{n - 1} 2];',
    ]));
  });

  it('in Octave, an anonymous function body inside a cell is left as written too', () => {
    expect(fmt(['c = {@(x) x+1, 2}; # octave'])).toBe(text(['c = {@(x) x+1, 2}; # octave']));
  });
});

describe('operators', () => {
  it('binary operators: assignment, relational, logical, additive spaced; multiplicative as written', () => {
    expect(fmt(['a=b+c*d-e/f;', 'g=x.*y+z.^2;', 'h=(a==b)&&c~=d||e<f;', 'k = a*b;', 'l = a * b;', 'm=a>=b&c<=d|e>f;'])).toBe(text([
      'a = b + c*d - e/f;', 'g = x.*y + z.^2;', 'h = (a == b) && c ~= d || e < f;', 'k = a*b;', 'l = a * b;', 'm = a >= b & c <= d | e > f;',
    ]));
  });

  it('unary minus after =, ( and , and in an index', () => {
    expect(fmt(['a=-b;', 'f(- x,-y)', 'g=h(1,-2);', 'v=a(end-1);', 'w = - - x;', 'u = ~ x;'])).toBe(text([
      'a = -b;', 'f(-x, -y)', 'g = h(1, -2);', 'v = a(end - 1);', 'w = - -x;', 'u = ~x;',
    ]));
  });

  it('numbers with exponents, powers of negatives, keywords and anonymous functions', () => {
    expect(fmt(['y=1e-3;', 'z=x.^-1;', 'if~x', 'end', 'f=@(x)x+1;', 'g=@()disp(1);', 'while(k>1)', 'k=k-1;', 'end'])).toBe(text([
      'y = 1e-3;', 'z = x.^-1;', 'if ~x', 'end', 'f = @(x) x + 1;', 'g = @() disp(1);', 'while (k > 1)', '    k = k - 1;', 'end',
    ]));
  });

  it('a function line', () => {
    expect(fmt(['function[a,b]=f(x,y)', 'a=x;b=y;', 'end'])).toBe(text(['function [a, b] = f(x, y)', 'a = x; b = y;', 'end']));
  });

  it('= inside brackets (name=value, defaults) is left as written', () => {
    expect(fmt(['plot(x, LineWidth=2)', 'for (i=1:3)', 'end'])).toBe(text(['plot(x, LineWidth=2)', 'for (i=1:3)', 'end']));
  });

  it("transpose and quotes", () => {
    expect(fmt(["a=b'*c';", "d=b'+c';", "s='it''s';", "t=x.'+1;"])).toBe(text(["a = b'*c';", "d = b' + c';", "s = 'it''s';", "t = x.' + 1;"]));
  });

  it('strings containing % and operators are text', () => {
    expect(fmt(["s='a%b=c+d';", 't = "x==y" ;'], {}, 'matlab')).toBe(text(["s = 'a%b=c+d';", 't = "x==y";']));
  });

  it("Octave's operators", () => {
    expect(fmt(['x+=1;', 'y = !x;', 'z=a!=b;', 'w = a**2;', 'x++;'], {}, 'octave')).toBe(text(['x += 1;', 'y = !x;', 'z = a != b;', 'w = a**2;', 'x++;']));
  });

  it('operatorSpaces false changes only indentation and trailing blanks', () => {
    expect(fmt(['if x  ', 'y=1+2;   ', 'z = [1,2] ;', 'end'], { operatorSpaces: false })).toBe(text(['if x', '    y=1+2;', '    z = [1,2] ;', 'end']));
  });
});

describe('text that is kept', () => {
  it('command syntax', () => {
    expect(fmt(['if x', 'hold on', 'format long g', 'warning  off   all', 'disp -x ;', 'end'])).toBe(text([
      'if x', '    hold on', '    format long g', '    warning  off   all', '    disp -x ;', 'end',
    ]));
  });

  it('comments: trailing, sections, block comments', () => {
    expect(fmt(['%% Section 1', 'x=1; % set x   ', 'if x', '% about y', 'y=1;%tight', '%{', '  free = text', '     kept', '%}', 'end'])).toBe(text([
      '%% Section 1', 'x = 1; % set x', 'if x', '    % about y', '    y = 1;%tight', '%{', '  free = text', '     kept', '%}', 'end',
    ]));
  });

  it("Octave's # comments", () => {
    expect(fmt(['x=1; # note', 'if x', '# full line', 'end'])).toBe(text(['x = 1; # note', 'if x', '    # full line', 'end']));
  });

  it('continuation lines keep their alignment, at least one level in', () => {
    expect(fmt([
      'x = foo(a, ...',
      '        b);',
      'if x',
      'y = [1 2 ...   % row one',
      '3 4];',
      'z = bar(1, ... comment',
      '  2);',
      'end',
    ])).toBe(text([
      'x = foo(a, ...',
      '        b);',
      'if x',
      '    y = [1 2 ...   % row one',
      '        3 4];',
      '    z = bar(1, ... comment',
      '        2);',
      'end',
    ]));
  });

  it('matrix rows on their own lines, the closing bracket at the statement\'s level', () => {
    expect(fmt(['if x', 'm = [', '1 2', '3 4', '];', 'end'])).toBe(text(['if x', '    m = [', '        1 2', '        3 4', '    ];', 'end']));
  });

  it('shell escapes', () => {
    expect(fmt(['if x', '!ls -la   ', 'end'], {}, 'matlab')).toBe(text(['if x', '    !ls -la   ', 'end']));
  });
});

describe('lines', () => {
  it('keeps CRLF line ends and the final newline state', () => {
    expect(fmt('if x\r\ny=1;\r\nend\r\n')).toBe('if x\r\n    y = 1;\r\nend\r\n');
    expect(fmt('x=1')).toBe('x = 1');
    expect(fmt('x=1\n')).toBe('x = 1\n');
  });

  it('turns tabs in indentation into spaces and drops trailing blanks', () => {
    expect(fmt('if x\n\ty=1;\t\nend\n')).toBe('if x\n    y = 1;\nend\n');
  });

  it('keeps blank lines, at most two in a row', () => {
    expect(fmt('a=1;\n\n\n\n\nb=2;\n  \n')).toBe('a = 1;\n\n\nb = 2;\n\n');
  });

  it('keeps lone CR line ends (classic Mac files)', () => {
    expect(fmt('if x\ry=1;\rend\r')).toBe('if x\r    y = 1;\rend\r');
  });

  it("copies the later lines of Octave's backslash-continued strings and block comments in a matrix", () => {
    expect(fmt(['x = "abc\\', '  def" ;y=1;', 'if x', 'z=[1 2', '%{', '  inside', '%}', '3];', 'end'], {}, 'octave')).toBe(text([
      'x = "abc\\', '  def" ;y=1;', 'if x', '    z = [1 2', '%{', '  inside', '%}', '        3];', 'end',
    ]));
  });

  it('empty and blank files', () => {
    expect(fmt('')).toBe('');
    expect(fmt('\n')).toBe('\n');
    expect(fmt('  \n\t\n')).toBe('\n\n');
  });

  it('keeps a byte-order mark', () => {
    expect(fmt('\ufeffx=1;\n')).toBe('\ufeffx = 1;\n');
  });
});

describe('files that are not changed', () => {
  it('a syntax error: returned as is with format-skipped at the error', () => {
    const r = format('x = 1;\ny = (1 + ;\n');
    expect(r.text).toBe('x = 1;\ny = (1 + ;\n');
    expect(r.changed).toBe(false);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ severity: 'error', code: 'format-skipped' });
    expect(r.diagnostics[0].message).toMatch(/2:\d+/);
  });

  it('Octave syntax when MATLAB is asked for', () => {
    const r = format('x += 1;\n', {}, 'matlab');
    expect(r.changed).toBe(false);
    expect(r.diagnostics[0].code).toBe('format-skipped');
  });

  it('an already formatted file', () => {
    const r = format('if x\n    y = 1;\nend\n');
    expect(r).toEqual({ text: 'if x\n    y = 1;\nend\n', changed: false, diagnostics: [] });
  });

  it('a failure inside the formatter becomes an internal-error diagnostic', () => {
    const bad = { get indent(): number { throw new Error('boom'); } };
    const r = format('x=1;\n', bad);
    expect(r).toMatchObject({ text: 'x=1;\n', changed: false, diagnostics: [{ severity: 'error', code: 'internal-error' }] });
    expect(r.diagnostics[0].message).toContain('boom');
  });

  it('the safety net reports the first difference', () => {
    const d = compareParses(parse('a = 1;\nx = [a -b];\n'), parse('a = 1;\nx = [a - b];\n'));
    expect(d).toMatchObject({ severity: 'error', code: 'format-unsafe', span: { line: 2 } });
    expect(compareParses(parse('x = 1; % c  \n'), parse('x = 1; % c\n'))).toBeUndefined();
  });
});
