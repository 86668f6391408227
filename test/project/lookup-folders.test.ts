// Lookup through folders: current folder, path order, builtins last, and how the search path
// is laid out (subfolders, folders not on the path, relative paths).
import { describe as group, expect, it } from 'vitest';
import { library, where } from './library-fixture.js';

const fn = (name: string) => `function ${name}()\nend\n`;

group('current folder and path', () => {
  const files = {
    '/cwd/f.m': fn('f'),
    '/a/f.m': fn('f'),
    '/a/g.m': fn('g'),
    '/b/g.m': fn('g'),
    '/b/h.m': fn('h'),
  };

  it('the current folder comes before the path', () => {
    const lib = library(files, { currentFolder: '/cwd', path: ['/a', '/b'] });
    expect(where(lib, 'f')).toBe('current-folder:function:/cwd/f.m');
    expect(lib.searchPath.map((s) => `${s.role}:${s.folder}`)).toEqual(['current-folder:/cwd', 'path:/a', 'path:/b']);
  });

  it('path folders are searched in order', () => {
    expect(where(library(files, { currentFolder: '/cwd', path: ['/a', '/b'] }), 'g')).toBe('path:function:/a/g.m');
    expect(where(library(files, { currentFolder: '/cwd', path: ['/b', '/a'] }), 'g')).toBe('path:function:/b/g.m');
    expect(where(library(files, { path: ['/b', '/a'] }), 'f')).toBe('path:function:/a/f.m');
  });

  it('a folder that is both current and on the path counts as current', () => {
    const lib = library(files, { currentFolder: '/a', path: ['/b', '/a'] });
    expect(where(lib, 'g')).toBe('current-folder:function:/a/g.m');
  });

  it('folders of the given files not on the path are searched last, unless the path is strict', () => {
    const lib = library(files, { path: ['/b'] });
    expect(where(lib, 'g')).toBe('path:function:/b/g.m');
    expect(where(lib, 'f')).toBe('path:function:/cwd/f.m');
    const strict = library(files, { path: ['/b'], strictPath: true });
    expect(where(strict, 'f')).toBe('none');
    expect(where(strict, 'h')).toBe('path:function:/b/h.m');
  });

  it('without options, the files\' folders are the path in input order', () => {
    expect(where(library(files), 'f')).toBe('path:function:/cwd/f.m');
  });

  it('a path folder brings its ordinary subfolders after it, depth first by name (genpath)', () => {
    const lib = library({
      '/lib/z/deep/t.m': fn('t'),
      '/lib/a/t.m': fn('t'),
      '/lib/u.m': fn('u'),
      '/lib/z/u.m': fn('u'),
      '/lib/private/t.m': fn('t'),
    }, { path: ['/lib'], strictPath: true });
    expect(lib.searchPath.map((s) => s.folder)).toEqual(['/lib', '/lib/a', '/lib/z', '/lib/z/deep']);
    expect(where(lib, 't')).toBe('path:function:/lib/a/t.m');
    expect(where(lib, 'u')).toBe('path:function:/lib/u.m');
    const flat = library({ '/lib/a/t.m': fn('t') }, { path: ['/lib'], strictPath: true, pathSubfolders: false });
    expect(where(flat, 't')).toBe('none');
  });

  it('relative paths are compared after normalisation', () => {
    const lib = library({ './src//f.m': fn('f'), 'lib/g.m': fn('g') }, { currentFolder: 'src/', path: ['./lib'] });
    expect(where(lib, 'f')).toBe('current-folder:function:src/f.m');
    expect(where(lib, 'g')).toBe('path:function:lib/g.m');
    expect(lib.file('src/./f.m')?.path).toBe('src/f.m');
  });

  it('a file given twice is modelled once, with a warning', () => {
    const lib = library({ '/a/f.m': fn('f'), '/a/./f.m': fn('f') });
    expect(lib.files).toHaveLength(1);
    expect(lib.warnings.map((w) => w.code)).toEqual(['duplicate-file']);
  });
});

group('builtins', () => {
  it('come after all user code', () => {
    const lib = library({ '/a/f.m': fn('f') });
    expect(where(lib, 'sum')).toBe('builtin:function:sum');
    expect(lib.lookup('strsplit')).toMatchObject({ kind: 'builtin', builtin: { category: 'strfun', kind: 'mfile' } });
  });

  it('a user function shadows a builtin of the same name', () => {
    const lib = library({ '/a/sum.m': 'function s = sum(x)\n s = 0;\nend\n' });
    expect(where(lib, 'sum')).toBe('path:function:/a/sum.m');
    expect(where(library({ '/a/x.m': 'function x()\nend\nfunction disp(y)\nend\n' }), 'disp', { file: '/a/x.m', functionPath: ['x'] }))
      .toBe('subfunction:function:/a/x.m');
  });

  it('can be turned off', () => {
    const lib = library({}, { builtins: false });
    expect(lib.existsFunction('sum')).toBe(false);
    expect(lib.existsPackage('containers')).toBe(false);
  });

  it('unknown names resolve to nothing', () => {
    const lib = library({ '/a/f.m': fn('f') });
    expect(lib.lookup('no_such_function')).toBeUndefined();
    expect(lib.existsFunction('no_such_function', { file: '/a/f.m', functionPath: ['f'] })).toBe(false);
  });
});

group('names', () => {
  it('lists what can be resolved, with the scope\'s own names when given one', () => {
    const lib = library({
      '/a/f.m': 'function f()\nend\nfunction loc()\nend\n',
      '/a/private/p.m': fn('p'),
      '/a/+pkg/q.m': fn('q'),
    });
    const global = new Set(lib.names());
    expect(global.has('f')).toBe(true);
    expect(global.has('pkg.q')).toBe(true);
    expect(global.has('sum')).toBe(true);
    expect(global.has('loc')).toBe(false);
    expect(global.has('p')).toBe(false);
    const scoped = new Set(lib.names({ file: '/a/f.m', functionPath: ['f'] }));
    expect(scoped.has('loc')).toBe(true);
    expect(scoped.has('p')).toBe(true);
  });
});

group('folders whose place on the path was guessed (the inputs of a check)', () => {
  // One helper per algorithm folder, as research code often keeps it (each run from its folder).
  const files = {
    '/p/A/helper.m': 'function y = helper(x)\ny = x;\nend\n',
    '/p/A/runA.m': fn('runA'),
    '/p/B/helper.m': 'function [y, z] = helper(x, w)\ny = x; z = w;\nend\n',
    '/p/B/runB.m': fn('runB'),
    '/p/C/runC.m': fn('runC'),
    '/lib/helper.m': fn('helper'),
  };
  const from = (file: string, name: string) => ({ file, functionPath: [name] });

  it("a caller finds its own folder's function first", () => {
    const lib = library(files, { currentFolder: '/p/A', path: ['/p/B', '/p/C'], guessedFolders: ['/p/A', '/p/B', '/p/C'] });
    expect(where(lib, 'helper', from('/p/B/runB.m', 'runB'))).toBe('path:function:/p/B/helper.m');
    expect(where(lib, 'helper', from('/p/A/runA.m', 'runA'))).toBe('current-folder:function:/p/A/helper.m');
    // A folder without its own keeps the search order.
    expect(where(lib, 'helper', from('/p/C/runC.m', 'runC'))).toBe('current-folder:function:/p/A/helper.m');
    expect(where(lib, 'helper')).toBe('current-folder:function:/p/A/helper.m');
  });

  it('the order the user set is kept: a path folder before the guessed ones wins everywhere', () => {
    const lib = library(files, { path: ['/lib', '/p/A', '/p/B'], guessedFolders: ['/p/A', '/p/B'] });
    expect(where(lib, 'helper', from('/p/B/runB.m', 'runB'))).toBe('path:function:/lib/helper.m');
    const set = library(files, { currentFolder: '/p/A', path: ['/p/B'] });
    expect(where(set, 'helper', from('/p/B/runB.m', 'runB'))).toBe('current-folder:function:/p/A/helper.m');
  });

  it('folders not on the path at all are guessed too', () => {
    const lib = library(files, {});
    expect(where(lib, 'helper', from('/p/B/runB.m', 'runB'))).toBe('path:function:/p/B/helper.m');
  });
});
