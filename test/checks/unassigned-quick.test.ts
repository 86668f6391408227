// The quick first pass of the unassigned-variable check: it must find every name the full
// analysis could report (a superset), since the full analysis tracks only those names.
import { afterAll, expect, test } from 'vitest';
import { checkFile } from '../../src/checks/index.js';
import { mayBeUnassigned } from '../../src/checks/unassigned-quick.js';
import { parse } from '../../src/syntax/index.js';
import type { Stmt } from '../../src/syntax/index.js';
import { removeTempProjects, tempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

function bodyOf(text: string): readonly Stmt[] {
  const { ast } = parse(text);
  const fn = ast.body.find((s) => s.type === 'Function');
  if (!fn || fn.type !== 'Function') throw new Error('no function');
  return fn.body;
}

// Every identifier taken for a variable; the names a body assigns are the reportable ones.
const FUNCTIONS = new Set(['disp', 'error']);
const everyName = { isVar: () => true, reportable: (n: string) => !FUNCTIONS.has(n), locals: new Set<string>() };

test('names assigned on every path are not candidates; a branch, a loop body or a try body leave theirs', () => {
  const body = bodyOf(['function r = f(a)', 'b = 1;', 'if a, c = 1; else, c = 2; end', 'if a, d = 1; end', 'for k = 1:a, e = k; end',
    'while a, g = 1; end', 'try, h = 1; catch, end', 'r = a + b + c + d + e + g + h + k;', 'end', ''].join('\n'));
  expect([...mayBeUnassigned(body, ['a'], everyName)].sort()).toEqual(['d', 'e', 'g', 'h']);
});

test('a use inside a loop of a name the body assigns later, and an anonymous function\'s own parameters', () => {
  const body = bodyOf(['function f(n)', 'for k = 1:n', '  if k > 1, disp(prev); end', '  prev = k;', 'end', 'h = @(x) x + n;', 'end', ''].join('\n'));
  expect([...mayBeUnassigned(body, ['n'], everyName)]).toEqual(['prev']);
});

test('paths that end early still count (only the full analysis cuts them): the pass stays a superset', () => {
  const body = bodyOf(['function r = f(a)', 'if a', '  r = 1;', 'else', '  error("no");', 'end', 'r = r + 1;', 'end', ''].join('\n'));
  expect([...mayBeUnassigned(body, ['a'], everyName)]).toEqual(['r']);
});

test('the full check reports within the quick candidates, and nothing in a function with none', () => {
  const { lib, file } = tempProject({
    clean: 'function r = clean(a)\nif a, r = 1; else, r = 2; end\nfor k = 1:3, r = r + k; end\nend\n',
    guarded: 'function r = guarded(a)\nif a > 0, x = 1; end\nif a > 0, r = x; else, r = 0; end\nif a < 0, y = 2; end\nr = r + y;\nend\n',
  });
  const codes = (name: string) => checkFile(lib.file(file(name))!, lib).filter((d) => d.code === 'unassigned-variable').map((d) => d.message.split(' ')[0]);
  expect(codes('clean')).toEqual([]);
  // x is a quick candidate but its guard covers the use; y is reported.
  expect(codes('guarded')).toEqual(["'y'"]);
});
