// The model of one file: where it sits, what it defines, and the diagnostics only the file
// name makes possible.
import { describe as group, expect, it } from 'vitest';
import { functionChain } from '../../src/project/index.js';
import { library, where } from './library-fixture.js';

group('file placement', () => {
  it('reads package, class folder and private from the path', () => {
    const lib = library({
      '/r/+a/+b/@C/private/h.m': 'function h()\nend\n',
      '/r/plain.m': 'x = 1;\n',
      'rel/f.m': 'function f()\nend\n',
    });
    expect(lib.file('/r/+a/+b/@C/private/h.m')).toMatchObject({
      folder: '/r/+a/+b/@C/private', name: 'h', root: '/r', packageName: 'a.b', classFolder: 'C', isPrivate: true, kind: 'function',
    });
    expect(lib.file('/r/plain.m')).toMatchObject({ folder: '/r', root: '/r', isPrivate: false, kind: 'script', qualifiedName: 'plain' });
    expect(lib.file('/r/plain.m')?.declaredName).toBeUndefined();
    expect(lib.file('rel/f.m')).toMatchObject({ folder: 'rel', root: 'rel', declaredName: 'f' });
  });
});

group('functions of a file', () => {
  const lib = library({
    '/r/main.m': 'function main()\n function inner()\n  function innermost()\n  end\n end\n function other()\n end\nend\nfunction helper()\nend\n',
  });
  const file = lib.file('/r/main.m');

  it('lists primary, nested and subfunctions with kinds, qualified names and parent links', () => {
    expect(file?.functions.map((f) => [f.qualifiedName, f.kind, f.parent ?? '-', f.children.join(',')])).toEqual([
      ['main', 'function', '-', 'inner,other'],
      ['main/inner', 'nested-function', 'main', 'innermost'],
      ['main/inner/innermost', 'nested-function', 'main/inner', ''],
      ['main/other', 'nested-function', 'main', ''],
      ['helper', 'subfunction', '-', ''],
    ]);
    expect(file?.functions[0].isPrimary).toBe(true);
    expect(file?.functions[0].node.type).toBe('Function');
  });

  it('functionChain follows a scope\'s function path', () => {
    expect(functionChain(file?.functions ?? [], 'main', ['main', 'inner', 'innermost']).map((f) => f.qualifiedName))
      .toEqual(['main', 'main/inner', 'main/inner/innermost']);
    expect(functionChain(file?.functions ?? [], 'main', ['main', 'nope']).map((f) => f.name)).toEqual(['main']);
  });

  it('keeps the AST and the parse diagnostics', () => {
    const l = library({ '/r/bad.m': 'function bad()\n x = (1 + ;\nend\n' });
    expect(l.file('/r/bad.m')?.ast.type).toBe('File');
    expect(l.file('/r/bad.m')?.diagnostics.some((d) => d.code === 'syntax-error')).toBe(true);
  });

  it('parses in the dialect asked for', () => {
    const text = 'function f()\n x = 1;\nendfunction\n';
    expect(library({ '/r/f.m': text }).file('/r/f.m')?.dialect).toBe('octave');
    const strict = library({ '/r/f.m': 'function f()\n x = 1; # note\nend\n' }, { dialect: 'matlab' });
    expect(strict.file('/r/f.m')?.dialect).toBe('matlab');
  });
});

group('file name and declared name', () => {
  const lib = library({
    '/r/realname.m': 'function r = declared(x)\n r = x;\nend\n',
    '/r/user.m': 'function user()\nend\n',
    '/r/Klass.m': 'classdef Other\nend\n',
  });

  it('a mismatch is reported as function-name-mismatch on the declared name', () => {
    const diags = lib.file('/r/realname.m')?.diagnostics ?? [];
    expect(diags.map((d) => d.code)).toEqual(['function-name-mismatch']);
    expect(diags[0]).toMatchObject({ severity: 'warning', span: { line: 1, column: 14 } });
    expect(diags[0].message).toContain("'realname'");
    expect(lib.file('/r/Klass.m')?.diagnostics.map((d) => d.code)).toEqual(['function-name-mismatch']);
    expect(lib.file('/r/user.m')?.diagnostics).toEqual([]);
  });

  it('the file name wins: callers use it, the declared name is unknown', () => {
    expect(where(lib, 'realname')).toBe('path:function:/r/realname.m');
    expect(where(lib, 'declared')).toBe('none');
    expect(where(lib, 'realname', { file: '/r/realname.m', functionPath: ['declared'] })).toBe('subfunction:function:/r/realname.m');
    expect(lib.file('/r/realname.m')).toMatchObject({ name: 'realname', declaredName: 'declared' });
    expect(where(lib, 'Klass')).toBe('path:class:/r/Klass.m');
  });

  it('a file name that is not a MATLAB name is reported once (its declared name differing is the same fact)', () => {
    const l = library({ '/r/my-file.m': 'function my_file()\nend\n', '/r/_disabled.m': 'function disabled()\nend\n' });
    expect(l.file('/r/my-file.m')?.diagnostics.map((d) => d.code)).toEqual(['invalid-file-name']);
    expect(l.file('/r/_disabled.m')?.diagnostics.map((d) => d.code)).toEqual(['invalid-file-name']);
    expect(l.file('/r/_disabled.m')?.diagnostics[0].message).toContain("('disabled')");
  });

  it('a function defined twice in one scope is reported', () => {
    const l = library({ '/r/twice.m': 'function twice()\nend\nfunction h()\nend\nfunction h()\nend\n' });
    expect(l.file('/r/twice.m')?.diagnostics.map((d) => `${d.code}:${d.span.line}`)).toEqual(['duplicate-function:5']);
  });
});
