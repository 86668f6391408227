// Class-specialised dispatch: the dominant argument class (superior/inferior relation) and
// where specialised methods stand in the lookup order.
import { describe as group, expect, it } from 'vitest';
import { ClassPrecedence } from '../../src/project/index.js';
import { describe, library } from './library-fixture.js';

const overload = (cls: string, name = 'foo') => ({ [`/lib/@${cls}/${name}.m`]: `function r = ${name}(varargin)\n r = '${cls}';\nend\n` });

group('superior/inferior relation between builtin classes', () => {
  const p = new ClassPrecedence();

  it('integer classes and single are superior to double', () => {
    expect(p.isSuperior('int32', 'double')).toBe(true);
    expect(p.isSuperior('uint8', 'double')).toBe(true);
    expect(p.isSuperior('single', 'double')).toBe(true);
    expect(p.isSuperior('double', 'int32')).toBe(false);
  });

  it('integer classes are superior to single, and unrelated to each other', () => {
    expect(p.isSuperior('int8', 'single')).toBe(true);
    expect(p.isSuperior('int8', 'uint32')).toBe(false);
    expect(p.isSuperior('uint32', 'int8')).toBe(false);
  });

  it('char and logical are inferior to double (and logical to char)', () => {
    expect(p.isSuperior('double', 'char')).toBe(true);
    expect(p.isSuperior('double', 'logical')).toBe(true);
    expect(p.isSuperior('char', 'logical')).toBe(true);
    expect(p.isSuperior('int16', 'char')).toBe(true);
  });

  it('cell and struct are superior to all matrix classes and unrelated to each other', () => {
    for (const m of ['double', 'single', 'int64', 'char', 'logical']) {
      expect(p.isSuperior('cell', m)).toBe(true);
      expect(p.isSuperior('struct', m)).toBe(true);
    }
    expect(p.isSuperior('cell', 'struct')).toBe(false);
    expect(p.isSuperior('struct', 'cell')).toBe(false);
  });

  it('function_handle is superior to double and to the compound classes', () => {
    expect(p.isSuperior('function_handle', 'double')).toBe(true);
    expect(p.isSuperior('function_handle', 'struct')).toBe(true);
  });

  it('any other class is superior to every builtin class; two such classes are unrelated', () => {
    expect(p.isSuperior('MyClass', 'function_handle')).toBe(true);
    expect(p.isSuperior('MyClass', 'double')).toBe(true);
    expect(p.isSuperior('double', 'MyClass')).toBe(false);
    expect(p.isSuperior('A', 'B')).toBe(false);
  });

  it('declared relations between user classes are transitive', () => {
    const q = new ClassPrecedence([{ superior: 'A', inferior: 'B' }, { superior: 'B', inferior: 'C' }]);
    expect(q.isSuperior('A', 'C')).toBe(true);
    expect(q.isSuperior('C', 'A')).toBe(false);
    expect(q.dominant(['C', 'B', 'A'])).toBe('A');
  });
});

group('the dominant argument', () => {
  const p = new ClassPrecedence();

  it('is the most superior argument', () => {
    expect(p.dominant(['double', 'int32'])).toBe('int32');
    expect(p.dominant(['char', 'double', 'logical'])).toBe('double');
    expect(p.dominant(['double', 'struct'])).toBe('struct');
  });

  it('is the leftmost when the most superior ones are unrelated (the paper\'s example)', () => {
    expect(p.dominant(['double', 'int8', 'uint32'])).toBe('int8');
    expect(p.dominant(['uint32', 'int8'])).toBe('uint32');
    expect(p.dominant(['cell', 'struct'])).toBe('cell');
    expect(p.dominant(['A', 'double', 'B'])).toBe('A');
  });

  it('is the first argument under a declared cycle, and undefined without arguments', () => {
    const q = new ClassPrecedence([{ superior: 'A', inferior: 'B' }, { superior: 'B', inferior: 'A' }]);
    expect(q.dominant(['B', 'A'])).toBe('B');
    expect(p.dominant([])).toBeUndefined();
  });
});

group('lookupCall', () => {
  const lib = library({
    ...overload('int32'),
    ...overload('double'),
    ...overload('uint32'),
    ...overload('char'),
    '/lib/foo.m': 'function r = foo(varargin)\n r = \'plain\';\nend\n',
  });
  const call = (...argClasses: string[]) => describe(lib.lookupCall('foo', argClasses));

  it('dispatches on the dominant argument\'s class: int beats double in either position', () => {
    expect(call('int32', 'double')).toBe('class:method:/lib/@int32/foo.m');
    expect(call('double', 'int32')).toBe('class:method:/lib/@int32/foo.m');
    expect(call('double')).toBe('class:method:/lib/@double/foo.m');
    expect(call('char', 'double')).toBe('class:method:/lib/@double/foo.m');
    expect(call('char')).toBe('class:method:/lib/@char/foo.m');
  });

  it('between integer classes the first argument wins', () => {
    expect(call('uint32', 'int32')).toBe('class:method:/lib/@uint32/foo.m');
    expect(call('int32', 'uint32')).toBe('class:method:/lib/@int32/foo.m');
  });

  it('without a method for the dominant class, the non-specialised function is called', () => {
    expect(call('double', 'int8', 'uint32')).toBe('path:function:/lib/foo.m');
    expect(call('logical')).toBe('path:function:/lib/foo.m');
    expect(call()).toBe('path:function:/lib/foo.m');
  });

  it('specialised methods beat path functions, and the resolution names the class', () => {
    const r = lib.lookupCall('foo', ['int32']);
    expect(r).toMatchObject({ kind: 'class', entity: 'method', name: 'int32.foo' });
    expect(r?.kind !== 'builtin' && r?.class?.name).toBe('int32');
  });

  it('a user class dominates builtin classes; InferiorClasses and superiorto order user classes', () => {
    const l = library({
      ...overload('double', 'show'),
      '/lib/@Old/Old.m': 'function o = Old()\n inferiorto(\'Low\');\n o = class(struct(), \'Old\');\nend\n',
      '/lib/@Old/show.m': 'function show(o)\nend\n',
      '/lib/Low.m': 'classdef (InferiorClasses = {?Mid}) Low\n methods\n  function show(o)\n  end\n end\nend\n',
      '/lib/Mid.m': 'classdef Mid\n methods\n  function show(o)\n  end\n end\nend\n',
    });
    const show = (...c: string[]) => describe(l.lookupCall('show', c));
    expect(show('double', 'Mid')).toBe('class:method:/lib/Mid.m');
    expect(show('Mid', 'Low')).toBe('class:method:/lib/Low.m');
    expect(show('Old', 'Low')).toBe('class:method:/lib/Low.m');
    expect(l.dominantClass(['Old', 'Mid'])).toBe('Old');
  });

  it('a subclass inherits its superclasses\' methods', () => {
    const l = library({
      '/lib/Base.m': 'classdef Base\n methods\n  function o = Base()\n  end\n  function describe(o)\n  end\n end\nend\n',
      '/lib/Derived.m': 'classdef Derived < Base\nend\n',
    });
    expect(describe(l.lookupCall('describe', ['Derived']))).toBe('class:method:/lib/Base.m');
    // Calling a constructor is not dispatch, even with an object of that class as argument.
    expect(describe(l.lookupCall('Base', ['Derived']))).toBe('path:class:/lib/Base.m');
  });

  it('nested, sub and private functions beat a specialised method', () => {
    const l = library({
      ...overload('int32'),
      '/lib/foo.m': 'function foo()\nend\n',
      '/app/nest.m': 'function nest()\n foo(int32(1));\n function foo(x)\n end\nend\n',
      '/app/sub.m': 'function sub()\n foo(int32(1));\nend\nfunction foo(x)\nend\n',
      '/app/priv.m': 'function priv()\n foo(int32(1));\nend\n',
      '/app/private/foo.m': 'function foo(x)\nend\n',
      '/other/plain.m': 'function plain()\n foo(int32(1));\nend\n',
    });
    const from = (file: string, name: string) => describe(l.lookupCall('foo', ['int32'], { file, functionPath: [name] }));
    expect(from('/app/nest.m', 'nest')).toBe('nested:function:/app/nest.m');
    expect(from('/app/sub.m', 'sub')).toBe('subfunction:function:/app/sub.m');
    expect(from('/app/priv.m', 'priv')).toBe('private:function:/app/private/foo.m');
    expect(from('/other/plain.m', 'plain')).toBe('class:method:/lib/@int32/foo.m');
  });

  it('specialised methods do not shadow builtins for other classes', () => {
    const l = library(overload('int32', 'sum'));
    expect(describe(l.lookupCall('sum', ['int32']))).toBe('class:method:/lib/@int32/sum.m');
    expect(describe(l.lookupCall('sum', ['double']))).toBe('builtin:function:sum');
    expect(describe(l.lookup('sum'))).toBe('builtin:function:sum');
  });
});
