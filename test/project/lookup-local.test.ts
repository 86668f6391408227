// Lookup rules that depend on where the name is used: nested functions, subfunctions,
// private/ folders, scripts.
import { describe as group, expect, it } from 'vitest';
import { library, where } from './library-fixture.js';

const NESTED = `function top()
  a();
  function a()
    b();
    function b()
      c();
    end
    function c()
    end
  end
  function d()
  end
end
function sub()
end
`;

group('nested functions (static scoping)', () => {
  const lib = library({ '/p/top.m': NESTED, '/p/other.m': 'function other()\nend\n' });
  const scope = (...functionPath: string[]) => ({ file: '/p/top.m', functionPath });

  it('a nested function is visible from its parent', () => {
    expect(where(lib, 'a', scope('top'))).toBe('nested:function:/p/top.m');
    expect(lib.lookup('a', scope('top'))?.function?.qualifiedName).toBe('top/a');
    expect(where(lib, 'b', scope('top', 'a'))).toBe('nested:function:/p/top.m');
  });

  it('siblings see each other, and deeper functions see their ancestors\' children', () => {
    expect(where(lib, 'c', scope('top', 'a', 'b'))).toBe('nested:function:/p/top.m');
    expect(where(lib, 'd', scope('top', 'a'))).toBe('nested:function:/p/top.m');
    expect(where(lib, 'd', scope('top', 'a', 'b'))).toBe('nested:function:/p/top.m');
    expect(where(lib, 'a', scope('top', 'a', 'b'))).toBe('nested:function:/p/top.m');
  });

  it('a function nested two levels down is not visible from the top, nor from a subfunction', () => {
    expect(where(lib, 'b', scope('top'))).toBe('none');
    expect(where(lib, 'a', scope('sub'))).toBe('none');
    expect(where(lib, 'a')).toBe('none');
  });

  it('nested functions are not visible from other files', () => {
    expect(where(lib, 'a', { file: '/p/other.m', functionPath: ['other'] })).toBe('none');
  });
});

group('subfunctions', () => {
  const lib = library({ '/p/top.m': NESTED, '/p/other.m': 'function other()\nend\n' });

  it('are visible from every function of their file, nested ones included', () => {
    expect(where(lib, 'sub', { file: '/p/top.m', functionPath: ['top'] })).toBe('subfunction:function:/p/top.m');
    expect(where(lib, 'sub', { file: '/p/top.m', functionPath: ['top', 'a', 'b'] })).toBe('subfunction:function:/p/top.m');
    expect(where(lib, 'top', { file: '/p/top.m', functionPath: ['sub'] })).toBe('subfunction:function:/p/top.m');
  });

  it('are not visible from other files; the primary function is', () => {
    expect(where(lib, 'sub', { file: '/p/other.m', functionPath: ['other'] })).toBe('none');
    expect(where(lib, 'top', { file: '/p/other.m', functionPath: ['other'] })).toBe('path:function:/p/top.m');
  });

  it('a subfunction shadows a file of the same name on the path', () => {
    const l = library({ '/p/f.m': 'function f()\n g();\nend\nfunction g()\nend\n', '/p/g.m': 'function g()\nend\n' });
    expect(where(l, 'g', { file: '/p/f.m', functionPath: ['f'] })).toBe('subfunction:function:/p/f.m');
    expect(where(l, 'g')).toBe('path:function:/p/g.m');
  });
});

group('private folders', () => {
  const lib = library({
    '/p/caller.m': 'function caller()\n helper();\nend\n',
    '/p/private/helper.m': 'function helper()\n other_private();\nend\n',
    '/p/private/other_private.m': 'function other_private()\nend\n',
    '/p/+pkg/f.m': 'function f()\nend\n',
    '/p/+pkg/private/pkghelper.m': 'function pkghelper()\nend\n',
    '/q/elsewhere.m': 'function elsewhere()\nend\n',
  });

  it('private/ of the caller\'s folder is searched', () => {
    expect(where(lib, 'helper', { file: '/p/caller.m', functionPath: ['caller'] })).toBe('private:function:/p/private/helper.m');
  });

  it('private functions see each other', () => {
    expect(where(lib, 'other_private', { file: '/p/private/helper.m', functionPath: ['helper'] })).toBe('private:function:/p/private/other_private.m');
  });

  it('is not visible from another folder, nor without a scope', () => {
    expect(where(lib, 'helper', { file: '/q/elsewhere.m', functionPath: ['elsewhere'] })).toBe('none');
    expect(where(lib, 'helper')).toBe('none');
    expect(where(lib, 'pkghelper', { file: '/p/caller.m' })).toBe('none');
  });

  it('a package has its own private folder', () => {
    expect(where(lib, 'pkghelper', { file: '/p/+pkg/f.m', functionPath: ['f'] })).toBe('private:function:/p/+pkg/private/pkghelper.m');
  });

  it('works for a file the library does not hold (by its folder)', () => {
    expect(where(lib, 'helper', { file: '/p/unsaved.m' })).toBe('private:function:/p/private/helper.m');
  });

  it('a private function shadows a path function, but not a subfunction', () => {
    const l = library({
      '/p/a.m': 'function a()\nend\nfunction h()\nend\n',
      '/p/b.m': 'function b()\nend\n',
      '/p/private/h.m': 'function h()\nend\n',
      '/p/h.m': 'function h()\nend\n',
    });
    expect(where(l, 'h', { file: '/p/b.m', functionPath: ['b'] })).toBe('private:function:/p/private/h.m');
    expect(where(l, 'h', { file: '/p/a.m', functionPath: ['a'] })).toBe('subfunction:function:/p/a.m');
  });
});

group('scripts', () => {
  const lib = library({
    '/p/run_me.m': 'x = 1;\nhelper(x);\nfunction helper(y)\n disp(y);\nend\n',
    '/p/user.m': 'function user()\n run_me;\nend\n',
  });

  it('a script is a library entry of its own', () => {
    expect(where(lib, 'run_me')).toBe('path:script:/p/run_me.m');
    expect(lib.existsFunction('run_me')).toBe(true);
  });

  it('its local functions are visible from its body ([] function path) and from each other', () => {
    expect(where(lib, 'helper', { file: '/p/run_me.m', functionPath: [] })).toBe('subfunction:function:/p/run_me.m');
    expect(where(lib, 'helper', { file: '/p/run_me.m' })).toBe('subfunction:function:/p/run_me.m');
    expect(where(lib, 'helper', { file: '/p/user.m', functionPath: ['user'] })).toBe('none');
    expect(lib.file('/p/run_me.m')?.functions.map((f) => `${f.name}:${f.kind}`)).toEqual(['helper:subfunction']);
  });
});
