// Classes: @class folders (old-style classes and overloads), classdef files, constructors,
// static methods and constants.
import { describe as group, expect, it } from 'vitest';
import { library, where } from './library-fixture.js';

const POLY = {
  '/p/@polynom/polynom.m': 'function p = polynom(c)\n superiorto(\'double\');\n p = class(struct(\'c\', c), \'polynom\');\nend\n',
  '/p/@polynom/double.m': 'function d = double(p)\n d = p.c;\nend\n',
  '/p/@polynom/plot.m': 'function plot(p)\nend\n',
  '/p/@polynom/private/fmt.m': 'function s = fmt(p)\n s = \'\';\nend\n',
};

const SHAPE = `classdef (InferiorClasses = {?polynom}) Shape < handle
  properties (Constant)
    Sides = 0
  end
  properties
    Name
  end
  methods
    function obj = Shape(name)
      obj.Name = name;
    end
    function a = area(obj)
      a = helper(obj);
    end
    function r = get.Name(obj)
      r = obj.Name;
    end
    perimeter(obj)
  end
  methods (Static)
    function s = unit()
      s = Shape('unit');
    end
  end
end
function h = helper(obj)
  h = 0;
end
`;

group('@class folders', () => {
  const lib = library({ ...POLY, '/p/user.m': 'function user()\nend\n' });

  it('the constructor @cls/cls.m makes the class name callable', () => {
    expect(where(lib, 'polynom')).toBe('path:class:/p/@polynom/polynom.m');
    expect(lib.existsFunction('polynom')).toBe(true);
  });

  it('methods are not plain functions: from outside they resolve as a last resort', () => {
    // `double` and `plot` are builtins (double is not in the fixture table, plot is).
    expect(where(lib, 'plot')).toBe('builtin:function:plot');
    expect(lib.lookup('double')).toMatchObject({ kind: 'class', entity: 'method', name: 'polynom.double' });
  });

  it('inside the class, its methods come before the path and builtins', () => {
    expect(where(lib, 'plot', { file: '/p/@polynom/double.m', functionPath: ['double'] })).toBe('class:method:/p/@polynom/plot.m');
  });

  it('a file of the class sees the class\'s private folder', () => {
    expect(where(lib, 'fmt', { file: '/p/@polynom/plot.m', functionPath: ['plot'] })).toBe('private:function:/p/@polynom/private/fmt.m');
    expect(where(lib, 'fmt', { file: '/p/user.m', functionPath: ['user'] })).toBe('none');
  });

  it('the class model lists its files, methods and declared precedence', () => {
    const cls = lib.classNamed('polynom');
    expect(cls?.hasConstructor).toBe(true);
    expect([...(cls?.methods.keys() ?? [])].sort()).toEqual(['double', 'plot', 'polynom']);
    expect(cls?.superiorTo).toEqual(['double']);
    expect(lib.file('/p/@polynom/plot.m')).toMatchObject({ classFolder: 'polynom', root: '/p' });
    expect(lib.file('/p/@polynom/plot.m')?.functions[0].kind).toBe('method');
  });

  it('a constructor in an @folder beats a function of the same name, even in the current folder', () => {
    const l = library({ ...POLY, '/cwd/polynom.m': 'function polynom()\nend\n' }, { currentFolder: '/cwd', path: ['/p'] });
    expect(where(l, 'polynom')).toBe('path:class:/p/@polynom/polynom.m');
  });

  it('an @folder without a constructor (overloads for a builtin class) is not a class name', () => {
    const l = library({ '/p/@int32/twice.m': 'function r = twice(x)\n r = 2*x;\nend\n' });
    expect(where(l, 'int32')).toBe('builtin:function:int32');
    expect(l.classNamed('int32')?.hasConstructor).toBe(false);
  });
});

group('classdef', () => {
  const lib = library({ ...POLY, '/p/Shape.m': SHAPE, '/p/@Shape/perimeter.m': 'function p = perimeter(obj)\n p = 0;\nend\n' });

  it('a classdef file defines a class whose name calls its constructor', () => {
    const r = lib.lookup('Shape');
    expect(r).toMatchObject({ kind: 'path', entity: 'class', name: 'Shape' });
    expect(r?.kind !== 'builtin' && r?.function?.name).toBe('Shape');
    expect(lib.file('/p/Shape.m')?.kind).toBe('classdef');
  });

  it('methods, property accessors and local functions are told apart', () => {
    const kinds = lib.file('/p/Shape.m')?.functions.map((f) => `${f.name}:${f.kind}${f.isStatic ? ':static' : ''}`);
    expect(kinds).toEqual(['Shape:method', 'area:method', 'get.Name:method', 'unit:method:static', 'helper:subfunction']);
    const cls = lib.classNamed('Shape');
    expect([...(cls?.methods.keys() ?? [])].sort()).toEqual(['Shape', 'area', 'perimeter', 'unit']);
    expect(cls?.methods.get('perimeter')?.file.path).toBe('/p/@Shape/perimeter.m');
    expect(cls?.superclasses).toEqual(['handle']);
    expect(cls?.superiorTo).toEqual(['polynom']);
  });

  it('a local function of the classdef file is visible from its methods', () => {
    expect(where(lib, 'helper', { file: '/p/Shape.m', functionPath: ['area'] })).toBe('subfunction:function:/p/Shape.m');
  });

  it('static methods and constants are reached as Cls.name; instance methods are not', () => {
    expect(lib.lookup('Shape.unit')).toMatchObject({ kind: 'class', entity: 'method', name: 'Shape.unit' });
    expect(lib.lookup('Shape.Sides')).toMatchObject({ kind: 'class', entity: 'constant' });
    expect(lib.lookup('Shape.area')).toBeUndefined();
    expect(lib.lookup('Shape.Name')).toBeUndefined();
  });

  it('a static method is not callable by its bare name, even inside the class', () => {
    expect(where(lib, 'unit', { file: '/p/Shape.m', functionPath: ['area'] })).toBe('none');
    expect(where(lib, 'area', { file: '/p/Shape.m', functionPath: ['unit'] })).toBe('class:method:/p/Shape.m');
  });

  it('enumeration members are constants', () => {
    const l = library({ '/p/Color.m': 'classdef Color\n enumeration\n  Red, Green\n end\nend\n' });
    expect(l.lookup('Color.Red')).toMatchObject({ entity: 'constant' });
    expect(l.lookup('Color.Blue')).toBeUndefined();
  });

  it('a classdef inside its @folder takes method files from it', () => {
    const l = library({
      '/p/@Acc/Acc.m': 'classdef Acc\n methods\n  r = total(obj)\n end\nend\n',
      '/p/@Acc/total.m': 'function r = total(obj)\n r = 0;\nend\n',
    });
    expect(where(l, 'Acc')).toBe('path:class:/p/@Acc/Acc.m');
    expect(l.classNamed('Acc')?.methods.get('total')?.function?.name).toBe('total');
  });
});

group('inside a class', () => {
  it('the class name is its constructor, not a method call', () => {
    const lib = library({ ...POLY, '/p/Shape.m': SHAPE });
    expect(where(lib, 'Shape', { file: '/p/Shape.m', functionPath: ['unit'] })).toBe('path:class:/p/Shape.m');
    expect(where(lib, 'polynom', { file: '/p/@polynom/plot.m', functionPath: ['plot'] })).toBe('path:class:/p/@polynom/polynom.m');
  });
});
