// Packages (+pkg folders), dotted names and import statements.
import { describe as group, expect, it } from 'vitest';
import { library, where } from './library-fixture.js';

const fn = (name: string, body = '') => `function ${name}()\n${body}end\n`;

const FILES = {
  '/p/+pkg/fn.m': fn('fn'),
  '/p/+pkg/+sub/deep.m': fn('deep'),
  '/p/+pkg/+sub/Thing.m': 'classdef Thing\nend\n',
  '/p/+pkg/@Old/Old.m': 'function o = Old()\n o = class(struct(), \'pkg.Old\');\nend\n',
  '/p/plain.m': fn('plain'),
};

group('packages', () => {
  const lib = library(FILES);

  it('a function in +pkg is known by its qualified name only', () => {
    expect(where(lib, 'pkg.fn')).toBe('package:function:/p/+pkg/fn.m');
    expect(where(lib, 'fn')).toBe('none');
    expect(lib.file('/p/+pkg/fn.m')).toMatchObject({ packageName: 'pkg', qualifiedName: 'pkg.fn', root: '/p' });
  });

  it('nested packages give pkg.sub.name', () => {
    expect(where(lib, 'pkg.sub.deep')).toBe('package:function:/p/+pkg/+sub/deep.m');
    expect(where(lib, 'sub.deep')).toBe('none');
    expect(where(lib, 'pkg.sub.Thing')).toBe('package:class:/p/+pkg/+sub/Thing.m');
    expect(where(lib, 'pkg.Old')).toBe('package:class:/p/+pkg/@Old/Old.m');
  });

  it('package functions must be qualified even inside their own package', () => {
    expect(where(lib, 'deep', { file: '/p/+pkg/+sub/Thing.m' })).toBe('none');
    // Its own name too (FieldTrip's +bf/corr.m calls MATLAB's corr); a local function is local.
    expect(where(lib, 'deep', { file: '/p/+pkg/+sub/deep.m', functionPath: ['deep'] })).toBe('none');
  });

  it('existsPackage knows +folders, their parents and MATLAB\'s packages', () => {
    expect(lib.existsPackage('pkg')).toBe(true);
    expect(lib.existsPackage('pkg.sub')).toBe(true);
    expect(lib.existsPackage('sub')).toBe(false);
    expect(lib.existsPackage('plain')).toBe(false);
    expect(lib.existsPackage('containers')).toBe(true);
    expect(lib.existsPackage('matlab')).toBe(true);
    expect(lib.existsPackage('matlab.lang')).toBe(true);
    expect(lib.existsPackage('containers.Map')).toBe(false);
  });

  it('MATLAB\'s package functions and classes resolve as builtins', () => {
    expect(lib.lookup('containers.Map')).toMatchObject({ kind: 'builtin', entity: 'class' });
    expect(lib.lookup('matlab.lang.makeValidName')).toMatchObject({ kind: 'builtin', entity: 'function' });
    expect(lib.lookup('containers.Nope')).toBeUndefined();
  });

  it('names under an external interface root (java, py, ...) exist when that root is known', () => {
    expect(lib.lookup('java.lang.String')).toMatchObject({ kind: 'builtin', builtin: { kind: 'external' } });
    expect(lib.existsPackage('java.util')).toBe(true);
    expect(lib.existsFunction('py.numpy.array')).toBe(false);
  });

  it('a user package shadows a MATLAB package function of the same name', () => {
    const l = library({ '/u/+matlab/+lang/makeValidName.m': fn('makeValidName') });
    expect(where(l, 'matlab.lang.makeValidName')).toBe('package:function:/u/+matlab/+lang/makeValidName.m');
  });
});

group('import', () => {
  const withImports = (imports: string, extra: Record<string, string> = {}) => library({
    ...FILES,
    ...extra,
    '/p/user.m': `function user()\n${imports}\n fn();\n local();\nend\nfunction local()\nend\n`,
  });
  const scope = { file: '/p/user.m', functionPath: ['user'] };

  it('import pkg.fn makes fn callable by its short name', () => {
    const lib = withImports('import pkg.fn');
    expect(where(lib, 'fn', scope)).toBe('package:function:/p/+pkg/fn.m');
    expect(lib.lookup('fn', scope)?.import?.path).toBe('pkg.fn');
    expect(where(lib, 'deep', scope)).toBe('none');
    expect(where(lib, 'fn')).toBe('none');
  });

  it('import pkg.* brings every function and class of the package, not its subpackages', () => {
    const lib = withImports('import pkg.*');
    expect(where(lib, 'fn', scope)).toBe('package:function:/p/+pkg/fn.m');
    expect(where(lib, 'Old', scope)).toBe('package:class:/p/+pkg/@Old/Old.m');
    expect(where(lib, 'deep', scope)).toBe('none');
    expect(where(withImports('import pkg.sub.*'), 'Thing', scope)).toBe('package:class:/p/+pkg/+sub/Thing.m');
  });

  it('import pkg.* makes a subpackage reachable by its short name: sub.deep (MATLAB\'s import page, "a partial package name")', () => {
    const lib = withImports('import pkg.*');
    expect(where(lib, 'sub.deep', scope)).toBe('package:function:/p/+pkg/+sub/deep.m');
    expect(lib.existsPackage('sub', scope)).toBe(true);
    // Not without the import, nor for a name the package lacks.
    expect(where(withImports(''), 'sub.deep', scope)).toBe('none');
    expect(lib.existsPackage('sub')).toBe(false);
    expect(lib.existsPackage('other', scope)).toBe(false);
  });

  it('import java.awt.* makes capitalised names Java classes, not every name; import java.awt.Frame names one; import java.awt.Toolkit.* brings static members', () => {
    const lib = withImports('import java.awt.*');
    expect(where(lib, 'foo', scope)).toBe('none');
    expect(where(lib, 'Frame', scope)).toBe('builtin:function:java.awt.Frame');
    expect(where(withImports('import java.awt.Toolkit.*'), 'getDefaultToolkit', scope)).toBe('builtin:function:java.awt.Toolkit.getDefaultToolkit');
    expect(where(lib, 'javax', scope)).toBe('none');
    expect(lib.existsFunction('foo', scope)).toBe(false);
    expect(where(withImports('import java.awt.Frame'), 'Frame', scope)).toBe('builtin:function:java.awt.Frame');
  });

  it("a name imported from MATLAB's own packages exists, even one its public lists do not name (an internal class)", () => {
    expect(where(withImports('import matlab.unittest.internal.constraints.WarningLogger'), 'WarningLogger', scope)).toBe('builtin:function:matlab.unittest.internal.constraints.WarningLogger');
  });

  it("a name explicitly imported from outside the tables exists (a Java archive's class, Data2Dynamics' import eva2.OptimizerFactory), and so do names under its root; others do not", () => {
    const lib = withImports('import mine.unknown.Thing');
    expect(where(lib, 'Thing', scope)).toBe('builtin:function:mine.unknown.Thing');
    expect(where(lib, 'Other', scope)).toBe('none');
    expect(where(lib, 'mine.Factory.make', scope)).toBe('builtin:function:mine.Factory.make');
    expect(lib.existsPackage('mine', scope)).toBe(true);
    expect(where(lib, 'yours.Factory.make', scope)).toBe('none');
    expect(lib.existsPackage('yours', scope)).toBe(false);
    // The function form of import: import('java.awt.*').
    expect(where(withImports("import('java.awt.*');"), 'Frame', scope)).toBe('builtin:function:java.awt.Frame');
  });

  it('an explicit import beats a local function; a wildcard import does not', () => {
    const extra = { '/p/+pkg/local.m': fn('local') };
    expect(where(withImports('import pkg.local', extra), 'local', scope)).toBe('package:function:/p/+pkg/local.m');
    expect(where(withImports('import pkg.*', extra), 'local', scope)).toBe('subfunction:function:/p/user.m');
  });

  it('a wildcard import beats private functions and the path', () => {
    const extra = { '/p/private/fn.m': fn('fn'), '/p/fn.m': fn('fn') };
    expect(where(withImports('import pkg.*', extra), 'fn', scope)).toBe('package:function:/p/+pkg/fn.m');
    expect(where(withImports('', extra), 'fn', scope)).toBe('private:function:/p/private/fn.m');
  });

  it('imports inside blocks count; imports of the enclosing function apply in nested functions', () => {
    const lib = library({
      ...FILES,
      '/p/outer.m': 'function outer()\nif true\n import pkg.*\nend\n inner();\n function inner()\n  fn();\n end\nend\nfunction other()\nend\n',
    });
    expect(where(lib, 'fn', { file: '/p/outer.m', functionPath: ['outer', 'inner'] })).toBe('package:function:/p/+pkg/fn.m');
    expect(where(lib, 'fn', { file: '/p/outer.m', functionPath: ['other'] })).toBe('none');
  });

  it('a script\'s imports apply to its body', () => {
    const lib = library({ ...FILES, '/p/s.m': 'import pkg.sub.deep\ndeep();\n' });
    expect(where(lib, 'deep', { file: '/p/s.m', functionPath: [] })).toBe('package:function:/p/+pkg/+sub/deep.m');
  });

  it('an imported name also expands the head of a dotted name', () => {
    const lib = library({
      '/p/+pkg/Tool.m': 'classdef Tool\n methods (Static)\n  function r = make()\n   r = 1;\n  end\n end\nend\n',
      '/p/u.m': 'function u()\nimport pkg.Tool\nTool.make();\nend\n',
    });
    expect(lib.lookup('Tool.make', { file: '/p/u.m', functionPath: ['u'] })).toMatchObject({ kind: 'class', entity: 'method', name: 'pkg.Tool.make' });
  });

  it('MATLAB\'s packages can be imported too', () => {
    const lib = withImports('import matlab.lang.*');
    expect(lib.lookup('makeValidName', scope)).toMatchObject({ kind: 'builtin', name: 'matlab.lang.makeValidName' });
    const map = withImports('import containers.Map');
    expect(map.lookup('Map', scope)).toMatchObject({ kind: 'builtin', entity: 'class', name: 'containers.Map' });
  });
});
