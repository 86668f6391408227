// The values a variable can still hold, in the unassigned-variable check: a failed test of
// several values (`~strcmp(m, 'a') && ~strcmp(m, 'b')` raising an error) leaves one of them, a
// copy keeps them, and a loop keeps them when every iteration leaves the name among them. An
// if chain or switch covering them all then assigns on every path.
import { afterAll, expect, test } from 'vitest';
import { checkFile } from '../../src/checks/index.js';
import path from 'node:path';
import { buildLibrary, loadFolders } from '../../src/project/index.js';
import { removeTempProjects, tempProject, tempTree } from '../support/temp-project.js';
import { domainKey, FactSet } from '../../src/checks/unassigned-domains.js';

afterAll(removeTempProjects);

function unassigned(body: string): string[] {
  const { lib, file } = tempProject({ f: `function r = f(m, x, varargin)\n${body}\nend\n` });
  return checkFile(lib.file(file('f'))!, lib)
    .filter((d) => d.code === 'unassigned-variable')
    .map((d) => `${d.span.line}: ${d.message.split(' ')[0]}`);
}

const lines = (...ls: string[]): string => ls.join('\n');

const chain = "if strcmp(s, 'a')\n  r = 1;\nelseif strcmp(s, 'b')\n  r = 2;\nend\nr = r + x;";

test('a failed conjunction of negated tests leaves the subject one of their values; a copy keeps them', () => {
  expect(unassigned(`if ~strcmp(m, 'a') && ~strcmp(m, 'b')\n  error('bad');\nend\ns = m;\n${chain}`)).toEqual([]);
  // A disjunction that holds does the same.
  expect(unassigned(`if strcmp(m, 'a') || strcmp(m, 'b')\n  s = m;\n${chain}\nend`)).toEqual([]);
  // A value the chain misses is still a path.
  expect(unassigned(`if ~strcmp(m, 'a') && ~strcmp(m, 'c')\n  error('bad');\nend\ns = m;\n${chain}`)).toEqual(["11: 'r'"]);
  // Different subjects give no domain.
  expect(unassigned(`if ~strcmp(m, 'a') && ~strcmp(x, 'b')\n  error('bad');\nend\ns = m;\n${chain}`)).toEqual(["11: 'r'"]);
});

test('a loop that leaves a name among its values keeps the domain; one that may not, does not', () => {
  const parse = (check: string) => `s = 'a';\nfor i = 1:2:numel(varargin)\n  if strcmp(varargin{i}, 'mode')\n    v = varargin{i+1};\n${check}    s = v;\n  end\nend\n${chain}`;
  expect(unassigned(parse("    if ~strcmp(v, 'a') && ~strcmp(v, 'b'), error('bad'); end\n"))).toEqual([]);
  // Not checked: any text may come in.
  expect(unassigned(parse(''))).toEqual(["14: 'r'"]);
  // Checked against a value the chain misses.
  expect(unassigned(parse("    if ~strcmp(v, 'a') && ~strcmp(v, 'z'), error('bad'); end\n"))).toEqual(["15: 'r'"]);
});

test('a case-insensitive test meets exact values in the texts of the same letters (it is no contradiction)', () => {
  // `t` is 'a' or 'b'; `strcmpi(t, 'a')` holds for 'a': the clause runs, and q may be unassigned there.
  const body = "switch m\n  case {'a', 'b'}\n  otherwise\n    error('bad');\nend\nr = 0;\nif x > 0\n  q = 1;\nend\nif strcmpi(m, 'a')\n  r = q + x;\nend";
  expect(unassigned(body)).toEqual(["12: 'q'"]);
  // Both sides of an either test under strcmpi, after a switch of exact values.
  const either = "switch m\n  case {'shuffle', 'rand', 'other'}\n  otherwise\n    error('bad');\nend\nif x > 0\n  q = 1;\nend\nif strcmpi(m, 'shuffle') || strcmpi(m, 'rand')\n  r = q + x;\nend";
  expect(unassigned(either)).toEqual(["11: 'q'"]);
});

test('a name only a loop assigns, once read, shows the loop ran: a later loop over the same range runs too', () => {
  const loops = (between: string) => `for i = 1:x\n  R(i) = i;\nend\ns = R(1);\n${between}for i = 1:x\n  F(i) = s;\nend\nr = F;`;
  // R's first use is reported (the loop may not run); F's is not (that use proved it ran).
  expect(unassigned(loops(''))).toEqual(["5: 'R'"]);
  // The range changed in between: the second loop may not run.
  expect(unassigned(loops('x = x - 1;\n'))).toEqual(["5: 'R'", "10: 'F'"]);
  // Both loops first, then the reads (limo's np_spectral_clustering): the first read proves the
  // range was not empty, for both loops; a name assigned beside the loops under a condition is
  // not tied to them.
  const both = (reads: string) => `for k = x:-1:1\n  a(k) = k;\nend\nfor j = x:-1:1\n  q(j) = j;\nend\n${reads}`;
  expect(unassigned(both('r = a;\nr = q;'))).toEqual(["8: 'a'"]);
  expect(unassigned(both('r = q;\nr = a;'))).toEqual(["8: 'q'"]);
  expect(unassigned(`if m\n  a = 1;\nend\nfor k = 1:x\n  if m\n    q = k;\n  end\nend\nr = a;\nr = q;`)).toEqual(["10: 'a'", "11: 'q'"]);
});

test('the first clause of `if k > 1` in a loop from 1 runs after a whole iteration: what every iteration assigns holds there', () => {
  const loop = (rest: string) => `for k = 1:x\n  if k > 1\n    r = r + prev;\n  else\n    r = 0;\n  end\n${rest}end`;
  expect(unassigned(loop('  prev = k;\n'))).toEqual([]);
  // Assigned on some iterations only: still reported.
  expect(unassigned(loop('  if m > 0\n    prev = k;\n  end\n'))).toEqual(["4: 'prev'"]);
  // A continue may end the first iteration before anything is assigned: both are reported.
  expect(unassigned(`for k = 1:x\n  if m > 0\n    continue;\n  end\n  if k > 1\n    r = r + prev;\n  else\n    r = 0;\n  end\n  prev = k;\nend`)).toEqual(["7: 'r'", "7: 'prev'"]);
  // A copy of the counter tested instead (CORA's `r = run; if r > 1`); a copy of another value is not.
  expect(unassigned('for k = 1:x\n  c = k;\n  if c > 1\n    r = r + k;\n  else\n    r = k;\n  end\nend')).toEqual([]);
  expect(unassigned('for k = 1:x\n  c = m;\n  if c > 1\n    r = r + k;\n  else\n    r = k;\n  end\nend')).toEqual(["5: 'r'"]);
});

test('a `while true` loop is left only by its breaks: what follows starts from them', () => {
  const forever = (exits: string) => `k = 0;\nwhile true\n  k = k + 1;\n${exits}end\nr = y;`;
  expect(unassigned(forever('  if x(k) > 0, y = 1; break; end\n  if k > 9, y = 2; break; end\n'))).toEqual([]);
  // A break that leaves without y.
  expect(unassigned(forever('  if x(k) > 0, break; end\n  if k > 9, y = 2; break; end\n'))).toEqual(["8: 'y'"]);
  // A break of an inner loop does not leave the outer one.
  expect(unassigned(`while 1\n  for j = 1:3\n    if x(j) > 0, break; end\n    y = j;\n  end\n  if m > 0, w = 1; break; end\nend\nr = y + w;`)).toEqual(["9: 'y'"]);
});

test("a subsref or subsasgn overload's S(1).type is '()', '{}' or '.': a switch with the three cases covers every call", () => {
  const check = (name: string, text: string): string[] => {
    const dir = tempTree({ [`@Foo/${name}.m`]: text });
    const lib = buildLibrary(loadFolders([dir]).files, { currentFolder: dir });
    return checkFile(lib.file(path.join(dir, '@Foo', `${name}.m`))!, lib).filter((d) => d.code === 'unassigned-variable').map((d) => `${d.span.line}: ${d.message.split(' ')[0]}`);
  };
  const cases = (which: string[]): string => which.map((t) => `  case '${t}'\n    w = 1;`).join('\n');
  expect(check('subsref', `function v = subsref(F, idx)\nswitch idx(1).type\n${cases(['()', '{}', '.'])}\nend\nv = w;\nend\n`)).toEqual([]);
  expect(check('subsasgn', `function F = subsasgn(F, S, v)\nswitch S.type\n${cases(['()', '.'])}\nend\nF = w;\nend\n`)).toEqual(["8: 'w'"]);
  // Another function's second input may hold anything.
  expect(check('other', `function v = other(F, idx)\nswitch idx(1).type\n${cases(['()', '{}', '.'])}\nend\nv = w;\nend\n`)).toEqual(["10: 'w'"]);
});

test('a fact set indexes its correlation keys by join and forgets its domains when it changes', () => {
  // Set's constructor adds the first facts through `add`: they are indexed too.
  const keysOf = (f: FactSet, join: string): string[] => [...f.correlationKeys(join)];
  const a = new FactSet(['+with:1:0', '+with:12:0,1', domainKey('m', ['s:a', 's:b'])]);
  expect(keysOf(a, '1')).toEqual(['+with:1:0']);
  const b = new FactSet(a);
  expect(keysOf(b, '12')).toEqual(['+with:12:0,1']);
  b.delete('+with:1:0');
  expect(keysOf(b, '1')).toEqual([]);
  expect(keysOf(a, '1')).toEqual(['+with:1:0']);
  b.add('+with:1:0');
  b.add('+with:1:0');
  expect(keysOf(b, '1')).toEqual(['+with:1:0']);
  expect([...(b.domains().get('m') ?? [])].sort()).toEqual(['s:a', 's:b']);
  b.add(domainKey('m', ['s:a']));
  expect([...(b.domains().get('m') ?? [])]).toEqual(['s:a']);
  b.clear();
  expect(keysOf(b, '12')).toEqual([]);
  expect(b.domains().size).toBe(0);
});

test('a later case of a switch meets an earlier case listing its value (the case as a value test)', () => {
  // cvpartition: n is assigned under `case {'kfold', 'holdout'}` unless x; read under `case 'kfold'`.
  const cases = (later: string) =>
    lines('if x', '  n = 1;', 'end', 'switch m', "  case {'kfold', 'holdout'}", '    if ~x', '      n = 2;', '    end', 'end', 'switch m', `  case ${later}`, '    r = n;', 'end');
  expect(unassigned(cases("'kfold'"))).toEqual([]);
  expect(unassigned(cases("'given'"))).toEqual(["13: 'n'"]);
  // cutMeshByPlane: nested switches on nargout and on a text, matched by later ones.
  const nested = lines('switch nargout', '  case {1, 2}', '    switch m', "      case 'a'", '        a = 1;', "      case 'b'", '        b = 2;', '    end', '  case 3', '    a = 1;', '    b = 2;', '  otherwise', "    error('bad');", 'end', 'switch nargout', '  case 1', '    switch m', "      case 'a'", '        r = a;', "      case 'b'", '        r = b;', '    end', 'end');
  expect(unassigned(nested)).toEqual([]);
});

test('a count of text matches compared with 0 or 1 is a value test; `switch lower(x)` folds the texts', () => {
  // signtest: `if sum(strcmpi(tail, {...})) < 1, error(...)`, then `switch lower(tail)`.
  const validated = (test: string, cases: string[]) =>
    lines(`if ${test}`, "  error('bad');", 'end', 'switch lower(m)', ...cases.flatMap((c, i) => [`  case '${c}'`, `    z = ${i};`]), 'end', 'r = z;');
  expect(unassigned(validated("sum(strcmpi(m, {'Both', 'left'})) < 1", ['both', 'left']))).toEqual([]);
  expect(unassigned(validated("nnz(strcmp(m, {'both', 'left'})) == 0", ['both', 'left']))).toEqual([]);
  expect(unassigned(validated("~any(strcmpi(m, {'both', 'left'}))", ['both', 'left']))).toEqual([]);
  // A text the switch misses, or a count that says nothing of which text (== 1 with repeats).
  expect(unassigned(validated("sum(strcmpi(m, {'both', 'left', 'right'})) < 1", ['both', 'left']))).toEqual(["11: 'z'"]);
  expect(unassigned(validated("sum(strcmpi(m, {'both', 'left'})) ~= 1", ['both', 'left']))).toEqual(["11: 'z'"]);
});

test('after an inputParser parses, a parameter holds a text its validator accepts or its default', () => {
  const parse = (validator: string, dflt = "'ncg'") => `p = inputParser;\np.addParameter('opt', ${dflt}, ${validator});\np.parse(varargin{:});\nswitch p.Results.opt\n  case 'ncg'\n    r = 1;\n  case 'tn'\n    r = 2;\nend\nr = r + x;`;
  expect(unassigned(parse("@(x) ismember(x, {'ncg', 'tn'})"))).toEqual([]);
  expect(unassigned(parse("@(x) any(strcmp(x, {'ncg', 'tn'}))"))).toEqual([]);
  // A value the switch misses, a default outside the cases, or a validator that says nothing.
  expect(unassigned(parse("@(x) ismember(x, {'ncg', 'tn', 'lbfgs'})"))).toEqual(["11: 'r'"]);
  expect(unassigned(parse("@(x) ismember(x, {'ncg', 'tn'})", "'lbfgs'"))).toEqual(["11: 'r'"]);
  expect(unassigned(parse('@ischar'))).toEqual(["11: 'r'"]);
});

test('an else or otherwise that the known values rule out never runs: nothing in it is reported (GPmat heatKernDiagCompute)', () => {
  const deadElse = "o = 'cos';\nif strcmp(o, 'cos')\n  r = 1;\nelse\n  for k = 1:numel(x)\n    if x(k), y = 1; end\n  end\n  r = y;\nend";
  expect(unassigned(deadElse)).toEqual([]);
  // With a value that may take the else, the use there is reported.
  expect(unassigned(deadElse.replace("o = 'cos';", 'o = m;'))).toEqual(["9: 'y'"]);
  const deadOtherwise = "o = 'a';\nswitch o\n  case 'a'\n    r = 1;\n  otherwise\n    for k = 1:numel(x)\n      if x(k), y = 1; end\n    end\n    r = y;\nend";
  expect(unassigned(deadOtherwise)).toEqual([]);
  expect(unassigned(deadOtherwise.replace("o = 'a';", 'o = m;'))).toEqual(["10: 'y'"]);
});

test('a for over number literals gives its variable those values: a switch over them all covers it (GPmat lfm kernels)', () => {
  const loop = 'r = 0;\nfor ind = 1:3\n  switch ind\n    case 1\n      g = 1;\n    case 2\n      g = 2;\n    case 3\n      g = 3;\n  end\n  r = r + g;\nend';
  expect(unassigned(loop)).toEqual([]);
  expect(unassigned(loop.replace('1:3', '[1 2 3]'))).toEqual([]);
  // A value the cases miss, or a body that changes the variable, leaves a path.
  expect(unassigned(loop.replace('1:3', '1:4'))).toEqual(["12: 'g'"]);
  expect(unassigned(loop.replace('switch ind', 'ind = ind + m;\n  switch ind'))).toEqual(["13: 'g'"]);
});

test('ismember against numbers (a range or a row of literals) gives the values a later chain covers (MTEX smoothn)', () => {
  const chain = "if ~ismember(m, 0:2), error('bad order'); end\nif m == 0\n  s = 1;\nelseif m == 1\n  s = 2;\nelseif m == 2\n  s = 3;\nend\nr = s;";
  expect(unassigned(chain)).toEqual([]);
  expect(unassigned(chain.replace('0:2', '[0 1 2]'))).toEqual([]);
  expect(unassigned(chain.replace('0:2', '0:3'))).toEqual(["10: 's'"]);
});

test('assert(cond) raises unless cond holds: its values bound a later chain (isetbio)', () => {
  const chain = (check: string) => `${check}\nif strcmp(m, 'a') || strcmp(m, 'b')\n  s = 1;\nelseif strcmp(m, 'c')\n  s = 2;\nend\nr = s;`;
  expect(unassigned(chain("assert(ismember(m, {'a', 'b', 'c'}), 'bad mode');"))).toEqual([]);
  expect(unassigned(chain("assert(ismember(m, {'a', 'b', 'c', 'd'}));"))).toEqual(["8: 's'"]);
  // A variable named assert is no check.
  expect(unassigned(chain("assert = @(c) c;\nassert(ismember(m, {'a', 'b', 'c'}));"))).toEqual(["9: 's'"]);
});

test("an arguments block's mustBeMember gives the input its values: a switch or if chain over them all assigns on every path; a value left out is still a path", () => {
  const sw = (list: string) => `arguments\n  m (1,1) string {mustBeMember(m, ${list})} = "fast"\n  x double\n  varargin\nend\nswitch m\n  case "fast"\n    k = 1;\n  case "exact"\n    k = 2;\nend\nr = k * x;`;
  expect(unassigned(sw('["fast", "exact"]'))).toEqual([]);
  expect(unassigned(sw("{'fast', 'exact'}"))).toEqual([]);
  expect(unassigned(sw('["fast", "exact", "slow"]'))).toEqual(["13: 'k'"]);
  // Without the validator, any text may come.
  expect(unassigned(sw('["fast", "exact"]').replace(' {mustBeMember(m, ["fast", "exact"])}', ''))).toEqual(["13: 'k'"]);
  const chainOf = "arguments\n  m char {mustBeMember(m, {'fast', 'exact'})} = 'fast'\n  x\n  varargin\nend\nif strcmp(m, 'fast')\n  k = 1;\nelseif strcmp(m, 'exact')\n  k = 2;\nend\nr = k * x;";
  expect(unassigned(chainOf)).toEqual([]);
});

test('a name-value argument mustBeMember validates, tested with == against its texts (matnwb getTutorialNwbFilePath)', () => {
  const check = (list: string, second = 'workdir') => {
    const code = [
      'function r = f(options)',
      'arguments',
      `  options.Location (1,1) string {mustBeMember(options.Location, ${list})} = "default"`,
      'end',
      'if options.Location == "default"',
      '  k = 1;',
      `elseif options.Location == "${second}"`,
      '  k = 2;',
      'end',
      'r = k;',
      'end',
    ].join('\n');
    const { lib, file } = tempProject({ f: code });
    return checkFile(lib.file(file('f'))!, lib).filter((d) => d.code === 'unassigned-variable').map((d) => `${d.span.line}: ${d.message.split(' ')[0]}`);
  };
  expect(check('["default", "workdir"]')).toEqual([]);
  // A value the chain misses: a path where k is unassigned.
  expect(check('["default", "workdir", "other"]')).toEqual(["10: 'k'"]);
  expect(check('["default", "workdir"]', 'elsewhere')).toEqual(["10: 'k'"]);
});

test('a predicate helper asserted (or tested) gives what its expression gives (matnwb parseGroup: assert(isValidKind(kind)))', () => {
  const check = (list: string, test = 'assert(isValidKind(kind));') => {
    const code = [
      'function v = f(kind)',
      test,
      'switch kind',
      "  case 'soft'",
      '    v = 1;',
      "  case 'external'",
      '    v = 2;',
      'end',
      'disp(v);',
      'end',
      'function tf = isValidKind(k)',
      '% A kind this reader knows.',
      `tf = any(strcmp(k, ${list}));`,
      'end',
    ].join('\n');
    const { lib, file } = tempProject({ f: code });
    return checkFile(lib.file(file('f'))!, lib).filter((d) => d.code === 'unassigned-variable').map((d) => `${d.span.line}: ${d.message.split(' ')[0]}`);
  };
  expect(check("{'soft', 'external'}")).toEqual([]);
  expect(check("{'soft', 'external'}", "if ~isValidKind(kind), error('bad'); end")).toEqual([]);
  // A kind the switch misses passes the helper: v may be unassigned.
  expect(check("{'soft', 'external', 'link'}")).toEqual(["9: 'v'"]);
});

test('any(x == [0 1 2]) failing, then set: x is one of the numbers (SeDuMi wregion)', () => {
  const body = (list: string) => `if ~any(m == ${list})\n  m = 2;\nend\nr = x;\nif m ~= 0\n  switch m\n    case 1\n      p = x;\n    case 2\n      p = -x;\n  end\n  r = r + p;\nend`;
  expect(unassigned(body('[0 1 2]'))).toEqual([]);
  expect(unassigned(body('0:2'))).toEqual([]);
  // A value the switch misses passes the test: p may be unassigned.
  expect(unassigned(body('[0 1 2 3]'))).toEqual(["13: 'p'"]);
});

test('a count of equal numbers as the condition (EPANET: if sum(typecode == [0, 1])) leaves, in its else, the other values', () => {
  const body = (cond: string) => lines(
    `if ${cond}`,
    '  e = x;',
    'else',
    '  lvl = x;',
    'end',
    'if m == 2',
    '  r = lvl;',
    'end');
  expect(unassigned(body('sum(m == [0, 1])'))).toEqual([]);
  expect(unassigned(body('nnz(m == [0 1]) > 0'))).toEqual([]);
  // 2 is among the counted values: the else never runs where m == 2.
  expect(unassigned(body('sum(m == [0, 2])'))).toEqual(["8: 'lvl'"]);
});

test("a class property mustBeMember validates holds one of its values in the class's methods (CanlabCore's canlab_colormap); one without the validator may hold any", () => {
  const cls = (validator: string) => `classdef cmap\n  properties\n    type ${validator}= 'single'\n  end\n  methods\n    function rgb = colors(obj)\n      switch obj.type\n        case 'single'\n          rgb = [1 0 0];\n        case 'split'\n          rgb = [0 1 0];\n      end\n      rgb = rgb * 2;\n    end\n  end\nend\n`;
  const found = (src: string): number[] => {
    const { lib, file } = tempProject({ cmap: src });
    return checkFile(lib.file(file('cmap'))!, lib).filter((d) => d.code === 'unassigned-variable').map((d) => d.span.line);
  };
  expect(found(cls("{mustBeMember(type, {'single', 'split'})} "))).toEqual([]);
  expect(found(cls("{mustBeMember(type, {'single', 'split', 'solid'})} "))).toEqual([13]);
  expect(found(cls(''))).toEqual([13]);
});

/** A class `Mix` whose property `mode` (default `value`) has the set method `setter` (its body's
 *  lines), and a method switching on `subject` with cases 'a' and 'b'. */
function mixClass(setter: string, value = "'a'", subject = 'obj.mode'): string {
  return [
    'classdef Mix < handle',
    '  properties',
    `    mode = ${value}`,
    '  end',
    '  methods',
    '    function set.mode(obj, val)',
    setter,
    '    end',
    '    function z = run(obj)',
    `      switch ${subject}`,
    "        case 'a'",
    '          z = 1;',
    "        case 'b'",
    '          z = 2;',
    '      end',
    '      z = z + 1;',
    '    end',
    '  end',
    'end',
  ].join('\n');
}

/** The lines of the unassigned-variable reports in the class `Mix`. */
function foundInMix(src: string): number[] {
  const { lib, file } = tempProject({ Mix: src });
  return checkFile(lib.file(file('Mix'))!, lib).filter((d) => d.code === 'unassigned-variable').map((d) => d.span.line);
}

test("a property whose set method asserts its values, with a default among them, holds one of them in the class's methods (IoSR's mixture)", () => {
  const cls = (list: string, value = "'a'") => mixClass(`      assert(any(strcmpi(val, ${list})), 'Mix:mode', 'bad mode');\n      obj.mode = val;`, value, 'lower(obj.mode)');
  expect(foundInMix(cls("{'a', 'b'}"))).toEqual([]);
  // A value the switch misses, or a default the setter never checked: z may be unassigned.
  expect(foundInMix(cls("{'a', 'b', 'c'}"))).toEqual([17]);
  expect(foundInMix(cls("{'a', 'b'}", "'c'"))).toEqual([17]);
});

test("set methods that store validatestring's match, or store the value only where a test holds and raise otherwise (topotoolbox's set.unit, PESTO's options)", () => {
  const validated = (list: string) => `      obj.mode = validatestring(val, ${list});`;
  const tested = (list: string, otherwise = "error('bad mode');") => `      if any(strcmp(val, ${list}))\n        obj.mode = val;\n      else\n        ${otherwise}\n      end`;
  expect(foundInMix(mixClass(validated("{'a', 'b'}")))).toEqual([]);
  expect(foundInMix(mixClass(tested("{'a', 'b'}")))).toEqual([]);
  // A value the switch misses, a default never checked, or an else that only warns: reported.
  expect(foundInMix(mixClass(validated("{'a', 'b', 'c'}")))).toEqual([16]);
  expect(foundInMix(mixClass(tested("{'a', 'b'}"), "'c'"))).toEqual([20]);
  expect(foundInMix(mixClass(tested("{'a', 'b'}", "warning('bad mode');")))).toEqual([20]);
});

test("a text flag set beside an assignment in a nested if, then switched on (CaImAn's reader: filetype = 'tif' with info)", () => {
  const body = (other: string) => `if ischar(x)\n  if m\n    info = 1;\n    t = 'tif';\n  else\n    t = 'mem';\n  end\nelse\n  t = '${other}';\nend\nswitch t\n  case 'tif'\n    r = info;\n  otherwise\n    r = 0;\nend`;
  expect(unassigned(body('mat'))).toEqual([]);
  // The outer else sets the same text: info may be unassigned there.
  expect(unassigned(body('tif'))).toEqual(["14: 'info'"]);
});

test("a flag set from a test of a text's character meets a later switch on the text (Octave's interp1)", () => {
  const body = (flag: string) => lines(
    "if x > 0, m = 'linear'; end",
    `star = ${flag};`,
    'if star',
    '  d = 1;',
    'else',
    '  j = 2;',
    'end',
    'switch m',
    "  case '*nearest'",
    '    r = d;',
    "  case 'linear'",
    '    r = j;',
    'end');
  expect(unassigned(body("m(1) == '*'"))).toEqual([]);
  // The flag tests another character: '*nearest' has 'n' there, so d is unassigned in its case
  // (and 'linear' has 'i', so j is assigned in its).
  expect(unassigned(body("m(2) == '*'"))).toEqual(["11: 'd'"]);
  // The text changed after the flag was set: the tie is gone.
  expect(unassigned(body("m(1) == '*'; m = upper(m)"))).toEqual(["11: 'd'", "13: 'j'"]);
});

test('numel(x) and length(x) are 0 together: a fact of either says a loop over 1:the other runs (CDT catstruct)', () => {
  const body = (test: string, count: string) => lines(`if ${test}`, "  error('need one');", 'end', `for k = ${count.includes(":") ? count : `1:${count}`}`, '  s{k} = varargin{k};', 'end', 'r = s;');
  expect(unassigned(body('numel(varargin) < 1', 'length(varargin)'))).toEqual([]);
  expect(unassigned(body('length(varargin) == 0', 'numel(varargin)'))).toEqual([]);
  // Two elements by numel say nothing of length beyond 1: a loop from 2 may not run.
  expect(unassigned(body('numel(varargin) < 2', '2:length(varargin)'))).toEqual(["8: 's'"]);
});

test("a for over the transpose of a value known not to be empty runs (MATPOWER's most: for i = ipol' under ~isempty(ipol))", () => {
  const body = (test: string) => lines(`if ${test}`, "  for i = x'", '    k = i;', '  end', '  r = k;', 'end');
  expect(unassigned(body('~isempty(x)'))).toEqual([]);
  expect(unassigned(body('a > 0'))).toEqual(["6: 'k'"]);
});

test("a switch on lower(s) meets strcmpi tests of s; a disjunction of tests of one subject is its values (brainstorm's out_figure_movie)", () => {
  const folded = (cases: string) => `if strcmpi(m, 'time') || strcmpi(m, 'allfig')\n  t = 1;\nend\nswitch lower(m)\n${cases}\nend`;
  expect(unassigned(folded("  case {'time', 'allfig'}\n    r = t;"))).toEqual([]);
  // Another value, or a text lower() never gives (the case never runs, the others may follow).
  expect(unassigned(folded("  case {'time', 'frame'}\n    r = t;"))).toEqual(["7: 't'"]);
  expect(unassigned(folded("  case 'Time'\n    r = 0;\n  otherwise\n    r = t;"))).toEqual(["9: 't'"]);
  // A case of a folded literal (matGeom's `case lower('L')`).
  expect(unassigned(folded("  case {lower('Time'), 'allfig'}\n    r = t;"))).toEqual([]);
  expect(unassigned("if strcmp(m, 'a') || strcmp(m, 'b')\n  t = 1;\nend\nif any(strcmp(m, {'a', 'b'}))\n  r = t;\nend")).toEqual([]);
  expect(unassigned("if strcmp(m, 'a') || strcmp(x, 'b')\n  t = 1;\nend\nif any(strcmp(m, {'a', 'b'}))\n  r = t;\nend")).toEqual(["6: 't'"]);
});

test('a value whose setdiff with a list is empty is one of the list, as with ismember (wfdb-app-toolbox mat2wfdb)', () => {
  const guarded = (test: string) => `if ${test}\n  error('8 or 16');\nend\nswitch x\n  case 8\n    w = 1;\n  case 16\n    w = 2;\nend\nr = w;`;
  expect(unassigned(guarded('~isempty(setdiff(x, [8 16]))'))).toEqual([]);
  expect(unassigned(guarded('~isempty(setdiff(x, [8 16 32]))'))).toEqual(["11: 'w'"]);
  expect(unassigned(guarded('isempty(setdiff(x, [8 16]))'))).toEqual(["11: 'w'"]);
});

test("the right of `&&` whose left fails on a loop's first iteration runs on later ones only, after what the first assigned (netlab's gmmem)", () => {
  const loop = (cond: string) => `for k = 1:x\n  e = m / k;\n  if ${cond}\n    r = e;\n    return;\n  else\n    old = e;\n  end\nend\nr = 0;`;
  expect(unassigned(loop('k > 1 && abs(e - old) < 1'))).toEqual([]);
  // Left side true on the first iteration, or undecided: old is read there unassigned.
  expect(unassigned(loop('k >= 1 && abs(e - old) < 1'))).toEqual(["4: 'old'"]);
  expect(unassigned(loop('m > 1 && abs(e - old) < 1'))).toEqual(["4: 'old'"]);
});

test("a first clause the first iteration takes unless it leaves (every other branch raises) holds what its `if k == 1` assigned on later iterations (netlab's glmtrain)", () => {
  const loop = (other: string) => `for k = 1:x\n  if strcmp(m, 'logistic')\n    if k == 1\n      p = 2;\n    end\n    r = p;\n  else\n    ${other}\n  end\n  m = lower(m);\nend`;
  expect(unassigned(loop("error('bad');"))).toEqual([]);
  // An else that goes on: a later iteration may be the first in the clause.
  expect(unassigned(loop('r = 0;'))).toEqual(["7: 'p'"]);
  expect(unassigned(loop('continue;'))).toEqual(["7: 'p'"]);
});

test('a clause whose every conjunct is the same on every iteration or true on the first was entered by the first iteration, where a later one enters it (Tensorlab display)', () => {
  const loop = (cond: string) => `it = 0;\nwhile it < x\n  it = it + 1;\n  if ${cond}\n    if it == 1\n      b = 1;\n    end\n    if it == 1 || mod(it, 15) == 0\n      r = b;\n    end\n  end\nend`;
  expect(unassigned(loop('m > 0 && (it == 1 || mod(it, 3) == 0)'))).toEqual([]);
  // A conjunct that changes and may fail on the first iteration: a later one may enter first.
  expect(unassigned(loop('m > it && (it == 1 || mod(it, 3) == 0)'))).toEqual(["10: 'b'"]);
  expect(unassigned(loop('m > 0 && mod(it, 3) == 0'))).toEqual(["10: 'b'"]);
});

test('a struct a loop changes only in other fields keeps a switch on its field and an isfield test the same on every iteration (bnt glmtrain)', () => {
  const sw = (field: string) => `for k = 1:x\n  switch m.kind\n    case 'a'\n      if k == 1\n        p = 2;\n      end\n      q = p / 2;\n      m.${field} = q;\n  end\nend`;
  expect(unassigned(sw('w'))).toEqual([]);
  expect(unassigned(sw('kind'))).toEqual(["8: 'p'"]);
  const has = (field: string) => `if ~isfield(m, 'beta')\n  b = 1;\nend\nfor k = 1:3\n  m.${field} = k;\n  if isfield(m, 'beta')\n    b = m.beta;\n  end\n  r = b * k;\nend`;
  expect(unassigned(has('alpha'))).toEqual([]);
  expect(unassigned(has('beta'))).toEqual(["10: 'b'"]);
});

test("`&` in an if's condition short-circuits (netlab's `if (n > 1 & abs(e - eold) < tol)`), and a loop over 1:N-1 shows N >= 2, so one over 1:N ran (bnt)", () => {
  const loop = `for k = 1:x\n  e = m / k;\n  if (k > 1 & abs(e - old) < 1)\n    r = e;\n    return;\n  else\n    old = e;\n  end\nend\nr = 0;`;
  expect(unassigned(loop)).toEqual([]);
  expect(unassigned(loop.replace('k > 1 &', 'k >= 1 &'))).toEqual(["4: 'old'"]);
  const two = (second: string) => `n = size(m, 1);\nfor i = 1:n\n  t{i} = i;\nend\nr = 0;\nfor i = ${second}\n  r = r + t{i + 1};\nend`;
  expect(unassigned(two('1:n-1'))).toEqual([]);
  expect(unassigned(two('1:n+1'))).toEqual(["8: 't'"]);
});

test("a dependent property whose getter returns a backing property only its set method writes holds the set method's values, in the class and its subclasses (GUI Layout Toolbox's uix.ButtonBox)", () => {
  const base = (extra = '') => [
    'classdef Box < handle',
    '  properties (Dependent)',
    '    Align',
    '  end',
    '  properties (Access = protected)',
    "    Align_ = 'left'",
    '    Dirty = false',
    '  end',
    '  methods',
    '    function value = get.Align(obj)',
    '      value = obj.Align_;',
    '    end',
    '    function set.Align(obj, value)',
    "      assert(ischar(value) && any(strcmp(value, {'left', 'right'})), 'Box:align', 'bad');",
    '      obj.Align_ = value;',
    '      obj.Dirty = true;',
    '    end',
    '    function x = own(obj)',
    '      switch obj.Align_',
    "        case 'left'",
    '          x = 1;',
    "        case 'right'",
    '          x = 2;',
    '      end',
    '      x = x + 1;',
    '    end',
    extra,
    '  end',
    'end',
  ].join('\n');
  const sub = (extra = '') => `classdef HBox < Box\n  methods\n    function x = pos(obj)\n      switch obj.Align\n        case 'left'\n          x = 1;\n        case 'right'\n          x = 2;\n      end\n      x = x + 1;\n    end\n${extra}  end\nend\n`;
  const found = (files: Record<string, string>): string[] => {
    const { lib, file } = tempProject(files);
    return Object.keys(files).flatMap((f) => checkFile(lib.file(file(f))!, lib).filter((d) => d.code === 'unassigned-variable').map((d) => `${f}:${d.span.line}`));
  };
  expect(found({ Box: base(), HBox: sub() })).toEqual([]);
  // Another method writes the backing property, or the subclass does: any value may be there.
  expect(found({ Box: base("    function reset(obj)\n      obj.Align_ = 'middle';\n    end"), HBox: sub() })).toEqual(['Box:25', 'HBox:10']);
  expect(found({ Box: base(), HBox: sub("    function reset(obj)\n      obj.Align_ = 'middle';\n    end\n") })).toEqual(['HBox:10']);
});

test("validatestring's list held in a variable assigned once (topotoolbox's valid = {'ls', 'lad'})", () => {
  const body = (list: string, holder = 'valid') => `${holder} = ${list};\nm = validatestring(m, ${holder});\nswitch m\n  case 'ls'\n    k = 1;\n  case 'lad'\n    k = 2;\nend\nr = k * x;`;
  expect(unassigned(body("{'ls', 'lad'}"))).toEqual([]);
  // A value the switch misses, or a list assigned again, or one the caller passes (x): reported.
  expect(unassigned(body("{'ls', 'lad', 'huber'}"))).toEqual(["10: 'k'"]);
  expect(unassigned(`valid = {'a'};\n${body("{'ls', 'lad'}")}`)).toEqual(["11: 'k'"]);
  expect(unassigned(body("{'ls', 'lad'}", 'x').replace('r = k * x;', 'r = k;'))).toEqual(["10: 'k'"]);
});

test("ismember against a list held in a variable assigned once, failing into an error, leaves the subject among the list (SOSTOOLS's solver check)", () => {
  const body = (list: string) => `list = ${list};\nif ~ismember(m, list)\n  error('unsupported');\nend\nif strcmp(m, 'a')\n  k = 1;\nelseif strcmp(m, 'b')\n  k = 2;\nend\nr = k * x;`;
  expect(unassigned(body("{'a'; 'b'}"))).toEqual([]);
  expect(unassigned(body("{'a'; 'b'; 'c'}"))).toEqual(["11: 'k'"]);
  // An input holding the list: what the caller passed.
  expect(unassigned(body("{'a'; 'b'}").replace(/list/g, 'x').replace('r = k * x;', 'r = k;'))).toEqual(["11: 'k'"]);
});

test('a struct given a field has field names: a loop over them runs (rsatoolbox)', () => {
  const body = (make: string) => `${make}\nfor k = 1:numel(fieldnames(s))\n  y = k;\nend\nr = y;`;
  expect(unassigned(body('s.a = x;'))).toEqual([]);
  expect(unassigned(body("s.(m) = x;"))).toEqual([]);
  // A struct of no field, or one replaced after the field was set: reported.
  expect(unassigned(body('s = struct();'))).toEqual(["6: 'y'"]);
  expect(unassigned(body('s.a = x;\ns = struct();'))).toEqual(["7: 'y'"]);
});

test("n(1) of a name holding a number is that number: n = 0; while n(1) == 0 runs its body (buzcode)", () => {
  const body = (start: string) => `n = ${start};\ni = 1;\nwhile n(1) == 0\n  n = size(varargin{i}, 3);\n  k = i;\n  i = i + 1;\nend\nr = k;`;
  expect(unassigned(body('0'))).toEqual([]);
  expect(unassigned(body('1'))).toEqual(["9: 'k'"]);
});

test('a loop over a vector runs where a count of it is not 0 (unlocbox reorth: k = length(index); if k == 0, return; end; for i = index)', () => {
  const body = (test: string) => `k = length(x);\nif ${test}\n  r = [];\n  return\nend\nfor i = x\n  t = i;\nend\nr = t;`;
  expect(unassigned(body('k == 0'))).toEqual([]);
  expect(unassigned(body('isempty(m)'))).toEqual(["10: 't'"]);
});
