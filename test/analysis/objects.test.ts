// Objects of the project's classdef classes in the value analysis (issue 18): constructors and
// methods analysed per calling context, properties read from their declarations, dispatch of
// operators and of `obj.m(...)`, superclass constructors, and the class tests on objects.
import { afterAll, describe, expect, test } from 'vitest';
import { TOP, ValueAnalysis, formatValueSet, type Specialization } from '../../src/analysis/index.js';
import path from 'node:path';
import { buildLibrary, loadFolders } from '../../src/project/index.js';
import { removeTempProjects, tempProject, tempTree, type TempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

const ACC = `classdef Acc < handle
  properties
    total (1,1) double = 0
    tags (1,:) int8
    note
  end
  properties (Constant)
    LIMIT = 10
  end
  properties (Dependent)
    doubled
  end
  methods
    function obj = Acc(start)
      if nargin > 0
        obj.total = start;
      end
    end
    function add(obj, x)
      obj.total = obj.total + sum(x);
    end
    function r = scaled(obj, k)
      r = obj.total * k;
    end
    function d = get.doubled(obj)
      d = int32(2 * obj.total);
    end
  end
  methods (Static)
    function o = fromList(v)
      o = Acc(sum(v));
    end
  end
end
`;

const MONEY = `classdef Money
  properties
    cents = 0
  end
  methods
    function m = Money(c)
      m.cents = c;
    end
    function r = plus(a, b)
      r = Money(0);
    end
    function r = mtimes(a, k)
      r = 'scaled';
    end
  end
end
`;

function analyse(p: TempProject, main: string, runtime: 'matlab' | 'octave' = 'matlab'): { spec: Specialization; analysis: ValueAnalysis } {
  const analysis = new ValueAnalysis(p.lib, { runtime });
  const fn = analysis.ir(p.file(main))!.functions[0]!;
  return { spec: analysis.analyze(fn, { args: [], nargin: 0, nargout: fn.outputs.length }), analysis };
}

/** The diagnostics of `main` analysed from the start, as `line: code: message`. */
function messagesOf(p: TempProject): string[] {
  return analyse(p, 'main').analysis.diagnostics().map((d) => `${d.span.line}: ${d.code}: ${d.message}`);
}

describe('objects of classdef classes', () => {
  test('a constructor call gives an object of its class, and its body is analysed with the arguments', () => {
    const p = tempProject({ Acc: ACC, main: 'function [a, b] = main()\na = Acc(3);\nb = Acc.fromList([1 2]);\nend\n' });
    const { spec, analysis } = analyse(p, 'main');
    expect(spec.results.map(formatValueSet)).toEqual(['(Acc)', '(Acc)']);
    const ids = analysis.specializations().map((s) => `${s.id} ${s.context.args.map(formatValueSet).join(', ')}`);
    expect(ids).toContain('Acc.Acc#1 (double, 1x1, 3)');
    expect(ids).toContain('Acc.fromList#1 (double, 1x2)');
    // The static factory calls the constructor in its own context.
    expect(analysis.callGraph().map((e) => `${e.from} -> ${e.to}`)).toEqual(expect.arrayContaining(['main#1 -> Acc.Acc#1', 'main#1 -> Acc.fromList#1', 'Acc.fromList#1 -> Acc.Acc#2']));
  });

  test('obj.m(x), m(obj, x) and obj.m call the method with the object first', () => {
    const p = tempProject({ Acc: ACC, main: 'function [r, s] = main()\na = Acc(3);\na.add([1 2 3]);\nr = a.scaled(2);\ns = scaled(a, int8(4));\nend\n' });
    const { spec, analysis } = analyse(p, 'main');
    expect(spec.results.map(formatValueSet)).toEqual(['(double, 1x1)', '(int8, 1x1)']);
    const methods = analysis.specializations().filter((s) => s.fn.kind === 'method').map((s) => `${s.fn.name}(${s.context.args.map(formatValueSet).join(', ')})`);
    expect(methods).toEqual(expect.arrayContaining(['Acc.add((Acc), (double, 1x3))', 'Acc.scaled((Acc), (double, 1x1, 2))', 'Acc.scaled((Acc), (int8, 1x1))']));
  });

  test('a property read: validated class and size in MATLAB (not in Octave, which ignores them), a constant default, a dependent getter', () => {
    const main = 'function [t, g, n, k, d] = main()\na = Acc(3);\nt = a.total;\ng = a.tags;\nn = a.note;\nk = Acc.LIMIT;\nd = a.doubled;\nend\n';
    const p = tempProject({ Acc: ACC, main });
    expect(analyse(p, 'main').spec.results.map(formatValueSet)).toEqual(['(double, 1x1)', '(int8, 1x?)', '?', '(double, 1x1, 10)', '(int32, 1x1)']);
    expect(analyse(p, 'main', 'octave').spec.results.map(formatValueSet)).toEqual(['?', '?', '?', '(double, 1x1, 10)', '(int32)']);
  });

  test('operators dispatch to the dominant class\'s overload; class, isa and isobject are known', () => {
    const main = "function [s, m, c, i, o, n] = main()\na = Money(1);\ns = a + Money(2);\nm = a * 3;\nc = class(a);\ni = isa(a, 'Money');\no = isobject(a);\nn = isnumeric(a);\nend\n";
    const p = tempProject({ Money: MONEY, main });
    expect(analyse(p, 'main').spec.results.map(formatValueSet)).toEqual([
      '(Money)', "(char, 1x6, 'scaled')", "(char, 1x5, 'Money')", '(logical, 1x1, true)', '(logical, 1x1, true)', '(logical, 1x1, false)',
    ]);
  });

  test('obj@Base(...) runs the superclass constructor on the subclass object, which keeps its class', () => {
    const base = 'classdef Base < handle\n  properties\n    name\n  end\n  methods\n    function obj = Base(n)\n      obj.name = n;\n    end\n  end\nend\n';
    const sub = "classdef Sub < Base\n  methods\n    function obj = Sub()\n      obj = obj@Base('sub');\n    end\n  end\nend\n";
    const p = tempProject({ Base: base, Sub: sub, main: 'function s = main()\ns = Sub();\nend\n' });
    const { spec, analysis } = analyse(p, 'main');
    expect(spec.results.map(formatValueSet)).toEqual(['(Sub)']);
    // Inside Base's constructor, called for a Sub, the object is a Sub (MATLAB's class(obj)).
    const baseCtor = analysis.specializations().find((s) => s.fn.name === 'Base.Base')!;
    expect(baseCtor.context.making).toBe('Sub');
    expect(baseCtor.results.map(formatValueSet)).toEqual(['(Sub)']);
  });

  test('a constructor analysed on its own may be making a subclass\'s object: its output is not assumed to be of its class', () => {
    const p = tempProject({ Acc: ACC });
    const analysis = new ValueAnalysis(p.lib);
    const ctor = analysis.ir(p.file('Acc'))!.functions.find((f) => f.name === 'Acc.Acc')!;
    const spec = analysis.analyze(ctor, { args: [], nargin: 0, nargout: 1 });
    expect(spec.results.map(formatValueSet)).toEqual(['?']);
  });

  test('a class that overloads subsref takes over dot reads: nothing is assumed of obj.p', () => {
    const cls = 'classdef W\n  properties\n    p (1,1) double = 0\n  end\n  methods\n    function r = subsref(obj, s)\n      r = \'any\';\n    end\n  end\nend\n';
    const p = tempProject({ W: cls, main: 'function v = main()\nw = W();\nv = w.p;\nend\n' });
    expect(analyse(p, 'main').spec.results.map(formatValueSet)).toEqual(['?']);
  });

  test('a dim-mismatch inside a method is found in the method\'s calling context', () => {
    const cls = 'classdef Grid\n  methods\n    function r = pad(obj, x)\n      r = x + ones(2, 3);\n    end\n  end\nend\n';
    const p = tempProject({ Grid: cls, main: 'function r = main()\ng = Grid();\nr = g.pad(ones(4, 4));\nend\n' });
    const { analysis } = analyse(p, 'main');
    const messages = analysis.diagnostics().map((d) => `${d.severity}: ${d.message}`);
    expect(messages).toEqual([expect.stringMatching(/^error: 'a \+ b' \(plus\): sizes 4x4 and 2x3 are not compatible/)]);
  });

  test('isa(x, \'Acc\') of an unknown x may hold (x may be an Acc): its branch is analysed, with x an Acc there', () => {
    const main = "function d = main(x)\nif isa(x, 'Acc')\n  d = x.scaled(2);\nelse\n  d = 'no';\nend\nend\n";
    const p = tempProject({ Acc: ACC, main });
    const analysis = new ValueAnalysis(p.lib);
    const fn = analysis.ir(p.file('main'))!.functions[0]!;
    const spec = analysis.analyze(fn, { args: [TOP], nargin: 1, nargout: 1 });
    expect(spec.results.map(formatValueSet)).toEqual(["{(double, 1x1), (char, 1x2, 'no')}"]);
  });

  test('a method found by name only (arguments of unknown class) is not assumed to be what runs', () => {
    // In a method of @Poly, `a * b` of unknown a and b may be the builtin: Poly's mtimes result
    // (a char) is not taken for the call's; with a Poly argument it is.
    const dir = tempTree({
      '@Poly/Poly.m': "function p = Poly(c)\np = class(struct('c', c), 'Poly');\nend\n",
      '@Poly/mtimes.m': "function r = mtimes(a, b)\nr = 'poly';\nend\n",
      '@Poly/scale.m': 'function r = scale(a, b)\nr = a * b;\nend\n',
      'main.m': 'function r = main()\nr = Poly(1) * 2;\nend\n',
    });
    const lib = buildLibrary(loadFolders([dir]).files, { currentFolder: dir });
    const analysis = new ValueAnalysis(lib);
    const scale = analysis.ir(path.join(dir, '@Poly', 'scale.m'))!.functions[0]!;
    expect(analysis.analyze(scale, { args: [TOP, TOP], nargin: 2, nargout: 1 }).results.map(formatValueSet)).toEqual(['?']);
    const main = analysis.ir(path.join(dir, 'main.m'))!.functions[0]!;
    expect(analysis.analyze(main, { args: [], nargin: 0, nargout: 1 }).results.map(formatValueSet)).toEqual(["(char, 1x4, 'poly')"]);
  });

  test('property access: private, protected and immutable writes from outside are errors; inside the class (or a subclass for protected) they are not', () => {
    const vault = `classdef Vault < handle
  properties (SetAccess = private)
    level = 0
  end
  properties (SetAccess = protected)
    owner = ''
  end
  properties (SetAccess = immutable)
    id = 1
  end
  properties (GetAccess = private)
    secret = 'x'
  end
  properties (Constant)
    MAX = 5
  end
  methods
    function v = Vault()
      v.level = 1;
      v.id = 7;
    end
    function raise(v)
      v.level = v.level + 1;
    end
  end
end
`;
    const child = "classdef Child < Vault\n  methods\n    function rename(c)\n      c.owner = 'me';\n    end\n  end\nend\n";
    // The last line, `v.level(1).x = 1`, assigns into what level holds (a handle object's property
    // need not be set again): not reported.
    const main = "function main()\nv = Vault();\nv.level = 3;\nv.owner = 'x';\nv.id = 2;\ns = v.secret;\nv.MAX = 6;\nv.raise();\nc = Child();\nc.rename();\nv.level(1).x = 1;\nend\n";
    const p = tempProject({ Vault: vault, Child: child, main });
    const messages = messagesOf(p);
    expect(messages).toEqual([
      "3: property-access: 'level' can only be set in class Vault (SetAccess = private); this fails whenever it runs",
      "4: property-access: 'owner' can only be set in class Vault and its subclasses (SetAccess = protected); this fails whenever it runs",
      "5: property-access: 'id' can only be set in the constructor of class Vault (SetAccess = immutable); this fails whenever it runs",
      "6: property-access: 'secret' can only be read in class Vault (GetAccess = private); this fails whenever it runs",
      "7: property-access: 'MAX' is a constant of class Vault: it cannot be assigned; this fails whenever it runs",
    ]);
  });

  test('property access: a class that overloads subsref serves its private properties itself; one that overloads subsasgn takes writes', () => {
    // MATLAB calls the class's subsref for `b.p_` outside it, and that code may read p_
    // (MATPOWER's mp.mapped_array); without the overload the read is refused.
    const box = (extra: string) => `classdef Box < handle
  properties (Access = private)
    p_ = 1
  end
  methods${extra}
  end
end
`;
    const main = 'function main()\nb = Box();\ns = b.p_;\nb.p_ = 3;\nend\n';
    const reads = '\n    function v = subsref(obj, s)\n      v = builtin(\'subsref\', obj, s);\n    end';
    const writes = '\n    function obj = subsasgn(obj, s, v)\n      obj = builtin(\'subsasgn\', obj, s, v);\n    end';
    expect(messagesOf(tempProject({ Box: box(''), main }))).toEqual([
      "3: property-access: 'p_' can only be read in class Box (GetAccess = private); this fails whenever it runs",
      "4: property-access: 'p_' can only be set in class Box (SetAccess = private); this fails whenever it runs",
    ]);
    expect(messagesOf(tempProject({ Box: box(reads), main }))).toEqual([
      "4: property-access: 'p_' can only be set in class Box (SetAccess = private); this fails whenever it runs",
    ]);
    expect(messagesOf(tempProject({ Box: box(reads + writes), main }))).toEqual([]);
  });

  test('unknown-member: a typo of a property or method is an error, for reads and writes; a class with a superclass outside the project says nothing', () => {
    const ext = 'classdef Ext < matlab.mixin.SetGet\n  properties\n    a = 1\n  end\nend\n';
    const main = "function main()\nx = Acc(1);\nt = x.totl;\nx.nots = 2;\nx.ad(3);\ne = Ext();\nq = e.b;\nend\n";
    const p = tempProject({ Acc: ACC, Ext: ext, main });
    const messages = messagesOf(p);
    expect(messages).toEqual([
      "3: unknown-member: 'totl' is no property or method of class Acc; this fails whenever it runs",
      "4: unknown-member: 'nots' is no property of class Acc; this fails whenever it runs",
      "5: unknown-member: 'ad' is no property or method of class Acc; this fails whenever it runs",
    ]);
  });

  test('too many inputs or outputs for a constructor or a method (the object counts as an input) are errors; a call statement of a method with no result is not', () => {
    const main = 'function main()\na = Acc(1, 2);\na.add(1, 2);\na.add(1);\nr = scaled(a, 1, 2);\n[p, q] = a.scaled(2);\nend\n';
    const p = tempProject({ Acc: ACC, main });
    const messages = messagesOf(p);
    expect(messages).toEqual([
      '2: too-many-inputs: the constructor of class Acc takes at most 1 input, but is called with 2; this fails whenever it runs',
      "3: too-many-inputs: method 'add' of class Acc takes at most 2 inputs (the object included), but is called with 3; this fails whenever it runs",
      "5: too-many-inputs: method 'scaled' of class Acc takes at most 2 inputs (the object included), but is called with 3; this fails whenever it runs",
      "6: too-many-outputs: method 'scaled' of class Acc returns at most 1 result, but 2 are asked for; this fails whenever it runs",
    ]);
  });

  test('abstract-class: an Abstract class, or one an abstract method or property is left undefined in, cannot be made; a concrete subclass, obj@Base and a hierarchy outside the project can', () => {
    const shape = 'classdef Shape < handle\n  properties (Abstract)\n    Name\n  end\n  methods (Abstract)\n    a = area(obj)\n  end\nend\n';
    const circle = 'classdef Circle < Shape\n  properties\n    Name = \'c\'\n  end\n  methods\n    function obj = Circle()\n      obj@Shape();\n    end\n    function a = area(obj)\n      a = 1;\n    end\n  end\nend\n';
    const noName = 'classdef NoName < Shape\n  methods\n    function a = area(obj)\n      a = 2;\n    end\n  end\nend\n';
    const marked = 'classdef (Abstract) Marked\nend\n';
    const ext = 'classdef Ext < matlab.mixin.Copyable\n  methods (Abstract)\n    go(obj)\n  end\nend\n';
    const sub = 'classdef Sub < Ext\nend\n';
    const main = 'function main()\nc = Circle();\ns = Shape();\nn = NoName();\nm = Marked();\nx = Sub();\ne = Ext();\nend\n';
    const p = tempProject({ Shape: shape, Circle: circle, NoName: noName, Marked: marked, Ext: ext, Sub: sub, main });
    const messages = messagesOf(p);
    expect(messages).toEqual([
      "3: abstract-class: class Shape declares the abstract method 'area': it cannot be instantiated; this fails whenever it runs",
      "4: abstract-class: class NoName does not define the abstract property 'Name' of class Shape: it cannot be instantiated; this fails whenever it runs",
      '5: abstract-class: class Marked is declared Abstract: it cannot be instantiated; this fails whenever it runs',
    ]);
  });

  test("a script's Cls.staticM and pkg.f(x) are those calls, not the abstract class's constructor and a field", () => {
    const shape = 'classdef Shape < handle\n  methods (Abstract)\n    a = area(obj)\n  end\n  methods (Static)\n    s = unit(k)\n  end\nend\n';
    const unit = 'function s = unit(k)\ns = 7;\nend\n';
    const f = 'function y = f(x)\ny = x + 1;\nend\n';
    const script = 'u = Shape.unit;\nv = Shape.unit(2);\na = geo.f(3);\nb = geo.f(1, 2);\n';
    const dir = tempTree({ '@Shape/Shape.m': shape, '@Shape/unit.m': unit, '+geo/f.m': f, 'demo.m': script });
    const analysis = new ValueAnalysis(buildLibrary(loadFolders([dir]).files, { currentFolder: dir }));
    const fn = analysis.ir(path.join(dir, 'demo.m'))!.functions[0]!;
    analysis.analyze(fn, { args: [], nargin: 0, nargout: 0 });
    // Before: 'abstract-class' at lines 1 and 2, and no call of geo.f.
    expect(analysis.diagnostics().map((d) => `${d.span.line}: ${d.code}`)).toEqual([]);
    expect(analysis.callGraph().map((e) => `${e.from} -> ${e.to}`)).toEqual(expect.arrayContaining(['demo#1 -> unit#1', 'demo#1 -> unit#2', 'demo#1 -> f#1', 'demo#1 -> f#2']));
    // The lowering keeps the doubt: the call is printed as one that may be a variable's fields.
    expect(fn.body.filter((st) => st.op === 'call' && st.maybeVariable === true).map((st) => (st as { fn: string }).fn)).toEqual(['Shape.unit', 'Shape.unit', 'geo.f', 'geo.f']);
  });

  test('a constructor call that an argument of unknown class may dispatch to a method of the same name is not checked against the constructor', () => {
    // mtex: `[ori, omega] = orientation(f, cs, ss)` with f a fibre, whose class has a method
    // `orientation` with two results; the class orientation's constructor has one.
    const dir = tempTree({
      '@Fib/Fib.m': 'classdef Fib\n  properties\n    a = 1\n  end\nend\n',
      '@Fib/Ori.m': 'function [o, w] = Ori(f, varargin)\no = 1; w = 2;\nend\n',
      '@Ori/Ori.m': 'classdef Ori\n  methods\n    function o = Ori(varargin)\n    end\n  end\nend\n',
      'main.m': 'function main(g)\nf = Fib();\n[o, w] = Ori(f, g);\n[p, q] = Ori(1, 2);\nend\n',
    });
    const analysis = new ValueAnalysis(buildLibrary(loadFolders([dir]).files, { currentFolder: dir }));
    const main = analysis.ir(path.join(dir, 'main.m'))!.functions[0]!;
    analysis.analyze(main, { args: [TOP], nargin: 1, nargout: 0 });
    expect(analysis.diagnostics().map((d) => `${d.span.line}: ${d.code}`)).toEqual(['4: too-many-outputs']);
  });

  test('unknown-member: an object may be of a subclass that has the member, maybe through another superclass (MRST: isa(model, \'GenericReservoirModel\'))', () => {
    const generic = 'classdef Generic\nend\n';
    const reservoir = 'classdef Reservoir < handle\n  properties\n    Facility\n  end\nend\n';
    const both = 'classdef Both < Reservoir & Generic\nend\n';
    const main = "function main(m)\nif isa(m, 'Generic')\n  m.Facility = 1;\n  y = m.Other;\nend\nend\n";
    const p = tempProject({ Generic: generic, Reservoir: reservoir, Both: both, main });
    const analysis = new ValueAnalysis(p.lib);
    const fn = analysis.ir(p.file('main'))!.functions[0]!;
    analysis.analyze(fn, { args: [TOP], nargin: 1, nargout: 0 });
    expect(analysis.diagnostics().map((d) => `${d.span.line}: ${d.code}`)).toEqual(['4: unknown-member']);
  });

  test('a constructor or method with name-value or Repeating arguments takes any number of values', () => {
    const chat = "classdef Chat\n  properties\n    Prompt = ''\n  end\n  methods\n    function this = Chat(prompt, nvp)\n      arguments\n        prompt = ''\n        nvp.Temperature (1,1) double = 1\n        nvp.Tools = {}\n      end\n      this.Prompt = prompt;\n      t = nvp.Temperature + 1;\n    end\n  end\n  methods (Static)\n    function m = message(id, slot)\n      arguments\n        id\n      end\n      arguments (Repeating)\n        slot\n      end\n      m = id;\n    end\n  end\nend\n";
    const main = "function main()\nc = Chat('hi', 'Temperature', 0.5, 'Tools', {});\nm = Chat.message('id', 'a', 'b');\nd = Chat('hi', 2, 3, 4, 5, 6, 7);\nend\n";
    const p = tempProject({ Chat: chat, main });
    // Line 4 passes values in a wrong pattern (MATLAB rejects it when it validates the names),
    // not too many: not an arity error either.
    expect(messagesOf(p)).toEqual([]);
  });

  test('method-access: a private method called from outside its class, a protected one outside its subclasses; inside, or by a subclass, not', () => {
    const ledger = 'classdef Ledger < handle\n  methods\n    function report(obj)\n      obj.audit();\n      obj.tally();\n    end\n  end\n  methods (Access = private)\n    function audit(obj)\n    end\n  end\n  methods (Access = protected)\n    function tally(obj)\n    end\n  end\nend\n';
    const sub = 'classdef SubLedger < Ledger\n  methods\n    function again(obj)\n      obj.tally();\n    end\n  end\nend\n';
    const main = 'function main()\ng = Ledger();\ng.report();\ng.audit();\ng.tally();\ns = SubLedger();\ns.again();\nend\n';
    const p = tempProject({ Ledger: ledger, SubLedger: sub, main });
    const messages = messagesOf(p);
    expect(messages).toEqual([
      "4: method-access: method 'audit' of class Ledger can only be called in class Ledger (Access = private); this fails whenever it runs",
      "5: method-access: method 'tally' of class Ledger can only be called in class Ledger and its subclasses (Access = protected); this fails whenever it runs",
    ]);
  });

  test('a value class\'s properties are followed: defaults, a copy that does not alias, a method that returns the changed copy', () => {
    const pt = "classdef Pt\n  properties\n    x = 0\n    label = 'p'\n    data\n  end\n  methods\n    function q = moved(p, dx)\n      q = p;\n      q.x = p.x + dx;\n    end\n  end\nend\n";
    const main = 'function [ax, bx, cx, l, d] = main()\na = Pt();\nb = a;\nb.x = int8(5);\nax = a.x;\nbx = b.x;\nc = a.moved(2);\ncx = c.x;\nl = a.label;\nd = a.data;\nend\n';
    const p = tempProject({ Pt: pt, main });
    expect(analyse(p, 'main').spec.results.map(formatValueSet)).toEqual(['(double, 1x1, 0)', '(int8, 1x1)', '(double, 1x1)', "(char, 1x1, 'p')", '(double, 0x0)']);
  });

  test('no property values for a handle class (an alias sees every write) or a property with a set method', () => {
    const h = 'classdef H < handle\n  properties\n    x = 0\n  end\nend\n';
    const s = 'classdef S\n  properties\n    x = 0\n  end\n  methods\n    function o = set.x(o, v)\n      o.x = abs(v);\n    end\n  end\nend\n';
    const main = 'function [hx, sx] = main()\nh = H();\ng = h;\ng.x = 5;\nhx = h.x;\ns = S();\ns.x = -1;\nsx = s.x;\nend\n';
    const p = tempProject({ H: h, S: s, main });
    expect(analyse(p, 'main').spec.results.map(formatValueSet)).toEqual(['?', '?']);
  });

  test('obj.Celsius = v runs the property\'s set method, which may assign any property: obj.Kelvin is what the setter left', () => {
    const t = 'classdef T\n  properties\n    Kelvin = 300\n    Tag = 1\n  end\n  properties (Dependent)\n    Celsius\n  end\n  methods\n    function c = get.Celsius(obj)\n      c = obj.Kelvin - 273.15;\n    end\n    function obj = set.Celsius(obj, c)\n      obj.Kelvin = c + 273.15;\n    end\n  end\nend\n';
    const main = 'function [k0, k, g] = main()\nt = T();\nk0 = t.Kelvin;\nt.Celsius = 25;\nk = t.Kelvin;\ng = t.Tag;\nend\n';
    const p = tempProject({ T: t, main });
    expect(analyse(p, 'main').spec.results.map(formatValueSet)).toEqual(['(double, 1x1, 300)', '(double, 1x1, 298.15)', '(double, 1x1)']);
  });

  test('a value object\'s property grown in place (obj.p(end + 1) = v) keeps what it held; a stored property with a get method is read through it', () => {
    const bag = 'classdef Bag\n  properties\n    items = 0\n  end\nend\n';
    const g = 'classdef G\n  properties\n    p = 3\n  end\n  methods\n    function v = get.p(obj)\n      v = int8(obj.p);\n    end\n  end\nend\n';
    const main = 'function [n, q] = main()\nb = Bag();\nb.items(end + 1) = 5;\nn = b.items;\ng = G();\nq = g.p;\nend\n';
    const p = tempProject({ Bag: bag, G: g, main });
    expect(analyse(p, 'main').spec.results.map(formatValueSet)).toEqual(['(double, 1x2)', '(int8)']);
  });
});

describe('arrays of objects (MATLAB)', () => {
  const PT = 'classdef Pt\n  properties\n    x = 0\n  end\n  methods\n    function obj = Pt(x)\n      if nargin > 0\n        obj.x = x;\n      end\n    end\n  end\nend\n';
  test('concatenation, indexing, growth, Cls.empty and the size builtins follow MATLAB\'s array rules', () => {
    const main = [
      'function [row, col, e, g, grown, n, s, h, z, obj] = main()',
      'a = Pt(1);', 'b = Pt(2);',
      'row = [a, b];', 'col = [a; b; a];', 'e = row(2);', 'g = col(1:2);',
      'grown = row;', 'grown(4) = Pt(5);', 'n = numel(grown);', 's = size(col);',
      'h = Pt.empty;', 'z = isempty(h);', 'obj = [[], a];',
      'end',
    ].join('\n');
    const p = tempProject({ Pt: PT, main });
    expect(analyse(p, 'main').spec.results.map(formatValueSet)).toEqual([
      '(Pt(1x2))', '(Pt(3x1))', '(Pt)', '(Pt(2x1))', '(Pt(1x4))', '(double, 1x1, 4)', '(double, 1x2)', '(Pt(0x0))', '(logical, 1x1, true)', '(Pt)',
    ]);
    // The one object [[], a] is a keeps its property values; an element of an array does not.
    const one = analyse(tempProject({ Pt: PT, main: 'function [v, w] = main()\na = Pt(7);\nb = [[], a];\nv = b.x;\nr = [a, a];\nc = r(1);\nw = c.x;\nend\n' }), 'main');
    expect(one.spec.results.map(formatValueSet)).toEqual(['(double, 1x1, 7)', '?']);
    // x(3) = obj on an unassigned x makes a 1x3 array (MATLAB fills the rest with default objects).
    const made = analyse(tempProject({ Pt: PT, main: 'function m = main()\nm(3) = Pt(1);\nend\n' }), 'main');
    expect(made.spec.results.map(formatValueSet)).toEqual(['(Pt(1x3))']);
  });

  test('Octave 7 cannot concatenate classdef objects or call Cls.empty: nothing is assumed there', () => {
    const p = tempProject({ Pt: PT, main: 'function [r, h, n] = main()\na = Pt(1);\nr = [a, a];\nh = Pt.empty;\nn = numel(a);\nend\n' });
    expect(analyse(p, 'main', 'octave').spec.results.map(formatValueSet)).toEqual(['?', '?', '(double, 1x1, 1)']);
  });

  test('a class that overloads indexing, concatenation or size keeps its arrays unknown', () => {
    const cls = 'classdef Q\n  methods\n    function n = numel(obj)\n      n = 7;\n    end\n  end\nend\n';
    const p = tempProject({ Q: cls, main: 'function [r, e] = main()\na = Q();\nr = [a, a];\ne = r(1);\nend\n' });
    expect(analyse(p, 'main').spec.results.map(formatValueSet)).toEqual(['?', '?']);
  });
});

describe('property defaults', () => {
  test('closed expressions of literals and builtins are evaluated; anything else is unknown', () => {
    const bag = [
      'classdef Bag', '  properties', '    items = {}', '    data = []', '    grid = zeros(2, 3)', '    flag = true', '    neg = -1', '    row = [1 2 3]', '    scaled = 2 * pi',
      '    other = helper(3)', '  end', '  properties (Constant)', '    LIMITS = [0 10]', '  end', '  methods', '    function b = Bag()', '    end', '  end', 'end', '',
    ].join('\n');
    const main = 'function [i, d, g, f, n, r, s, o, l] = main()\nb = Bag();\ni = b.items;\nd = b.data;\ng = b.grid;\nf = b.flag;\nn = b.neg;\nr = b.row;\ns = b.scaled;\no = b.other;\nl = Bag.LIMITS;\nend\n';
    const p = tempProject({ Bag: bag, helper: 'function y = helper(x)\ny = x;\nend\n', main });
    expect(analyse(p, 'main').spec.results.map(formatValueSet)).toEqual([
      'cell(0x0){}', '(double, 0x0)', '(double, 2x3)', '(logical, 1x1, true)', '(double, 1x1, -1)', '(double, 1x3)', '(double, 1x1, 6.283185307179586)', '?', '(double, 1x2)',
    ]);
  });

  test('a name a function of the project shadows is not taken for the builtin', () => {
    const cls = 'classdef C\n  properties\n    v = zeros(2)\n  end\nend\n';
    const p = tempProject({ C: cls, zeros: 'function z = zeros(n)\nz = \'mine\';\nend\n', main: 'function v = main()\nc = C();\nv = c.v;\nend\n' });
    expect(analyse(p, 'main').spec.results.map(formatValueSet)).toEqual(['?']);
  });
});

test("Cls.(name) is an enumeration member chosen at run time, not a call of the constructor with no input (IRIS-Toolbox's pkg.Op.(upper(name)))", () => {
  const op = "classdef Op\n  enumeration\n    DIFF ('diff', '-')\n    ROC ('diff', '/')\n  end\n  properties\n    Type\n    Operator\n  end\n  methods\n    function this = Op(type, op)\n      this.Type = type;\n      this.Operator = op;\n    end\n  end\nend\n";
  const p = tempProject({ '+pkg/Op': op, main: "function t = main()\nobj = pkg.Op.(upper('roc'));\nt = obj.Type;\nend\n" });
  expect(messagesOf(p)).toEqual([]);
  // A call with no input is still one: the constructor reads its first input.
  const q = tempProject({ '+pkg/Op': op, main: "function t = main()\nobj = pkg.Op();\nt = obj.Type;\nend\n" });
  expect(messagesOf(q).map((m) => m.split(':').slice(0, 2).join(':'))).toEqual(['2: not-enough-inputs']);
});
