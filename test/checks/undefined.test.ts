// undefined-name: names a MATLAB install has are not reported; names the code expects may be
// missing (tested with exist or which, called inside try, Octave's own under an Octave test)
// are not either; a real typo still is.
import { afterAll, expect, test } from 'vitest';
import { checkFile } from '../../src/checks/index.js';
import { removeTempProjects, tempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

function undefinedNames(body: string): string[] {
  const p = tempProject({ f: `function r = f(x)\n${body}\nend\n` });
  return checkFile(p.lib.file(p.file('f'))!, p.lib).filter((d) => d.code === 'undefined-name').map((d) => /^'(\w+)'/.exec(d.message)![1]);
}

test('a typo is reported; toolbox and Java names are not', () => {
  expect(undefinedNames('r = lenght(x);')).toEqual(['lenght']);
  expect(undefinedNames("load_system(x);\nb = find_system(x, 'BlockType', 'Gain');\nset_param(b{1}, 'Gain', '2');\nr = get_param(gcs, 'Name');")).toEqual([]);
  expect(undefinedNames('r = filtfilt(1, 1, x) + imresize(x, 2);')).toEqual([]);
  // Later releases' functions (theme, R2025a) and documented ones some lists miss (desktop).
  expect(undefinedNames("theme(x, 'light');\nr = desktop('-inuse');")).toEqual([]);
  // Undocumented functions that ship with MATLAB (qMRLab's figure callbacks, vistasoft).
  expect(undefinedNames("o = hittest(x);\nsetptr(x, 'hand');\nr = hgconvertunits(x, [0 0 1 1], 'normalized', 'pixels', x);")).toEqual([]);
  // Undocumented functions of base MATLAB that real code calls (MathWorks' own toolboxes do).
  expect(undefinedNames('t = mtree(x, \'-file\');\nuiundo(gcf, \'function\', x);\nr = t;')).toEqual([]);
  expect(undefinedNames('e = com.mathworks.mlservices.MLEditorServices;\nr = javax.swing.JFrame(x);')).toEqual([]);
});

test('a function whose eval texts are constant plain assignments is checked; one that evaluates other text is not', () => {
  expect(undefinedNames("eval('t = x * 2;');\nr = lenght(t);")).toEqual(['lenght']);
  expect(undefinedNames("s = evalc('t = 2;');\nr = lenght(t);")).toEqual(['lenght']);
  // Text built at run time may assign lenght itself.
  expect(undefinedNames("eval(x);\nr = lenght(x);")).toEqual([]);
});

test("MathWorks' internal packages are known; a dotted name's root gets no suggestion; message objects have getString", () => {
  expect(undefinedNames("a = internal.stats.parseArgs({'a'}, {1}, x);\nr = controllib.internal.util.hString2Char(a);")).toEqual([]);
  expect(undefinedNames("r = getString(message('stats:x:y'));")).toEqual([]);
  // Not under an internal package: unknown, and no rename to a function of a similar name.
  const p = tempProject({ f: 'function r = f(x)\nr = internl.stats.parseArgs(x);\nend\n' });
  const d = checkFile(p.lib.file(p.file('f'))!, p.lib).filter((x) => x.code === 'undefined-name');
  expect(d.map((x) => [x.message.includes('Did you mean'), x.fix])).toEqual([[false, undefined]]);
});

test("Java classes under other package roots (a reversed domain, a library's own root) are not reported when the name has three parts; a two-part name may be a struct never assigned", () => {
  expect(undefinedNames('t = char(edu.stanford.facs.swing.Basics.RemoveXml(x));\nv = weka.core.FastVector(3);\nr = ij.IJ.getInstance();')).toEqual([]);
  // Scala's classes (MathWorks' Spark interface).
  expect(undefinedNames('k = cell(x.keySet.toArray(scala.reflect.ClassTag.AnyRef));\nr = k;')).toEqual([]);
  expect(undefinedNames('r = de.x + 1;')).toEqual(['de']);
  // Its objects' methods called with function syntax are the object's, not unknown functions.
  expect(undefinedNames('v = weka.core.FastVector(3);\naddElement(v, x);\nr = v;')).toEqual([]);
});

test('a dotted name written as a Java class under packages of any root (three lowercase parts, a class, then a call or member) is not reported; a struct read of that shape is', () => {
  // MathWorks' Azure interface: classes of the Azure SDK's jars.
  expect(undefinedNames('c = reactor.netty.http.client.HttpClient.create().resolver(shaded.io.netty.resolver.NoopAddressResolverGroup.INSTANCE);\nb = okhttp.internal.tls.Builder(3);')).toEqual([]);
  expect(undefinedNames('r = qparams.model.sub.Value + 1;')).toEqual(['qparams']);
  expect(undefinedNames('r = qcfg.sub.Value.x + 1;')).toEqual(['qcfg']);
});

test('the MOxUnit / MATLAB xUnit test functions a test file calls are known; a misspelt one is not', () => {
  expect(undefinedNames('initTestSuite;\nassertElementsAlmostEqual(abs(-1), 1);\nassertExceptionThrown(@() error(\'a:b\', \'c\'), \'a:b\');\nmoxunit_throw_test_skipped_exception(\'slow\');\nr = x;')).toEqual([]);
  expect(undefinedNames('assertElementsAlmostEqaul(abs(-1), 1);\nr = x;')).toEqual(['assertElementsAlmostEqaul']);
});

test('a name whose existence is tested, or whose call a try catches, is not reported', () => {
  expect(undefinedNames("if exist('fastpath', 'file')\n  r = fastpath(x);\nelse\n  r = x;\nend")).toEqual([]);
  expect(undefinedNames("try\n  r = maybe_there(x);\ncatch\n  r = x;\nend")).toEqual([]);
  // Looked for by a partial path (tensor_toolbox's MEX: `exist('tensor/ttv_mex', 'file') == 3`).
  expect(undefinedNames("if exist('tensor/fast_mex', 'file') == 3\n  r = fast_mex(x);\nelse\n  r = x;\nend")).toEqual([]);
  expect(undefinedNames("if exist('tensor/fast_mex', 'file') == 3\n  r = slow_mex(x);\nelse\n  r = x;\nend")).toEqual(['slow_mex']);
  expect(undefinedNames("try\n  r = maybe_there(x);\ncatch\n  r = x;\nend\nr = other_missing(r);")).toEqual(['other_missing']);
  // Octave's pkg uninstall: a hook called when its file exists (after a cd into its folder).
  expect(undefinedNames("r = x;\nif exist(fullfile(x, 'packinfo', 'on_uninstall.m'), 'file')\n  on_uninstall(x);\nend")).toEqual([]);
  expect(undefinedNames("r = x;\nif exist(fullfile(x, 'packinfo', 'on_install.m'), 'file')\n  on_uninstall(x);\nend")).toEqual(['on_uninstall']);
  // A package function a try calls (export_fig's `controllib.internal.util.hString2Char(v)`; an
  // internal package is known anyway: another path here).
  expect(undefinedNames('try\n  r = maybepkg.util.conv(x);\ncatch\n  r = x;\nend')).toEqual([]);
  expect(undefinedNames('r = maybepkg.util.conv(x);')).toEqual(['maybepkg']);
  // One of Octave's functions read as a value in a try, there for MATLAB which lacks it (pmtk3's
  // `try; fflush(stdout); catch; end`); a value that is nobody's function is still a typo.
  expect(undefinedNames('r = x;\ntry; fflush(stdout); catch; end')).toEqual([]);
  expect(undefinedNames('r = x;\ntry; fclose(stdot); catch; end')).toEqual(['stdot']);
});

test('tests for Octave by a helper of another name, or by a switch on the environment', () => {
  // jsonlab's `if (isoctavemesh)`, matlab2tikz's `switch getEnvironment, case 'Octave'` (the
  // helpers are not in this project: they are reported, Octave's base64_encode is not).
  expect(undefinedNames('if isoctavemesh\n  r = base64_encode(x);\nelse\n  r = x;\nend')).toEqual(['isoctavemesh']);
  expect(undefinedNames("switch getEnvironment\n  case 'Octave'\n    r = base64_encode(x);\n  otherwise\n    r = x;\nend")).toEqual(['getEnvironment']);
  expect(undefinedNames('if isOctal(x)\n  r = base64_encode(x);\nelse\n  r = x;\nend')).toEqual(['isOctal', 'base64_encode']);
  // MOxUnit's and MOcov's `moxunit_util_platform_is_octave` (qMRLab; a known third-party name).
  expect(undefinedNames('if moxunit_util_platform_is_octave()\n  r = base64_encode(x);\nelse\n  r = x;\nend')).toEqual([]);
  expect(undefinedNames('if platform_is_octal(x)\n  r = base64_encode(x);\nelse\n  r = x;\nend')).toEqual(['platform_is_octal', 'base64_encode']);
});

test('MATLAB code that tests for Octave may call Octave\'s functions', () => {
  expect(undefinedNames("if exist('OCTAVE_VERSION', 'builtin')\n  printf('%d', x);\nend\nr = x;")).toEqual([]);
  expect(undefinedNames("printf('%d', x);\nr = x;")).toEqual(['printf']);
  // Said to be Octave's, with no "did you mean 'print'".
  const p = tempProject({ g: "function r = g(x)\nprintf('%d', x);\nr = x;\nend\n" });
  const [d] = checkFile(p.lib.file(p.file('g'))!, p.lib, { suggest: () => 'print' }).filter((x) => x.code === 'undefined-name');
  expect(d.message).toMatch(/^'printf' is a function of Octave, not of MATLAB/);
  expect(d.fix).toBeUndefined();
  // Reading OCTAVE_VERSION is itself such a test (an `octave_version` helper, `if isoct`).
  expect(undefinedNames("r = sscanf(OCTAVE_VERSION, '%f');")).toEqual([]);
});

test('a value read inside a try (a typo) is still reported', () => {
  expect(undefinedNames("try\n  set(x, 'Visible', hBar);\ncatch\nend\nr = x;")).toEqual(['hBar']);
});

test('"did you mean" suggests the project\'s and base MATLAB\'s names, not toolbox ones, and nothing for short names', async () => {
  const { suggester, suggestionNames } = await import('../../src/checks/index.js');
  const p = tempProject({ f: 'function r = f(x)\nr = lenght(x) + idx + compute_totl(x);\nend\n', compute_total: 'function y = compute_total(x)\ny = x;\nend\n' });
  const suggest = suggester(() => suggestionNames(p.lib));
  const messages = checkFile(p.lib.file(p.file('f'))!, p.lib, { suggest }).filter((d) => d.code === 'undefined-name').map((d) => d.message.replace(/^.*?(Did you mean '\w+'\?)?$/, '$1'));
  expect(messages).toEqual(["Did you mean 'length'?", '', "Did you mean 'compute_total'?"]);
  // filtfilt is known (a toolbox's), but a typo one letter from an obscure toolbox name gets no guess.
  expect(suggest('idc1')).toBeUndefined();
});

test('a function that calls one assigning in its caller (assignin/evalin \'caller\') may have unseen variables', () => {
  const p = tempProject({
    setvars: "function setvars()\n  assignin('caller', 'TFfilter', 1);\nend\n",
    f: 'function r = f(x)\nsetvars();\nr = TFfilter + x;\nend\n',
    g: 'function r = g(x)\nr = TFfilter2 + x;\nend\n',
  });
  const names = (n: string) => checkFile(p.lib.file(p.file(n))!, p.lib).filter((d) => d.code === 'undefined-name').map((d) => /^'(\w+)'/.exec(d.message)![1]);
  expect(names('f')).toEqual([]);
  expect(names('g')).toEqual(['TFfilter2']);
});

test('a function that calls a script may have the variables the script assigns; a script of comments only assigns none', () => {
  const p = tempProject({
    setup_vars: 'k = 3;\n',
    helptext: '% HELPTEXT  Help of a compiled function.\n%   y = helptext(x)\n',
    f: 'function r = f(x)\nsetup_vars;\nr = x + k;\nend\n',
    g: 'function r = g(x)\nhelptext;\nr = x + k2;\nend\n',
  });
  const names = (n: string) => checkFile(p.lib.file(p.file(n))!, p.lib).filter((d) => d.code === 'undefined-name').map((d) => /^'(\w+)'/.exec(d.message)![1]);
  expect(names('f')).toEqual([]);
  expect(names('g')).toEqual(['k2']);
});

test('assignin(\'caller\') inside an anonymous function assigns in the function that calls it, not its caller', () => {
  const p = tempProject({
    parse_params: "function parse_params(varargin)\n  feval(@() assignin('caller', 'opt', varargin{1}));\nend\n",
    h: 'function r = h(x)\nparse_params(x);\nr = Qtypo + x;\nend\n',
  });
  expect(checkFile(p.lib.file(p.file('h'))!, p.lib).filter((d) => d.code === 'undefined-name').map((d) => /^'(\w+)'/.exec(d.message)![1])).toEqual(['Qtypo']);
});

test('a name used only in code that never runs is left to unreachable-code', () => {
  expect(undefinedNames("error('pkg:x', 'not implemented');\nr = tmpnam_gone(x);")).toEqual([]);
  expect(undefinedNames("if x\n  r = 1;\n  return;\n  q = gone1(x);\nend\nr = gone2(x);")).toEqual(['gone2']);
});

test('code switched off on purpose (`if 0`, `elseif false`, `while 0`, after an `if 1` clause) is not checked, and is not unreachable-code', () => {
  const body = "r = x;\nif 0\n  r = off1(x);\nelseif x > 1\n  r = on1(x);\nend\nif (true)\n  r = r + 1;\nelseif x\n  r = off2(x);\nelse\n  r = off3(x);\nend\nwhile false, off4(x); end\nif ~1, off5(x); end\nif x == 0, r = on2(x); end";
  expect(undefinedNames(body)).toEqual(['on1', 'on2']);
  const p = tempProject({ f: `function r = f(x)\n${body}\nend\n` });
  expect(checkFile(p.lib.file(p.file('f'))!, p.lib).filter((d) => d.code === 'unreachable-code')).toEqual([]);
});

test('a switch joined to a test turns it off: `x && 0` and `x & 0` never hold, `x || 1` always does; `x | 1` fails for an empty x', () => {
  // vbmc's gptrain_vbmc: `if ~isempty(gp) && 0` around debug code calling a function it no longer has.
  const body = "r = x;\nif ~isempty(x) && 0\n  r = off1(x);\nend\nif x & false\n  r = off2(x);\nend\nif x || 1\n  r = r + 1;\nelse\n  r = off3(x);\nend\nif x | 1\n  r = 1;\nelse\n  r = on1(x);\nend\nif x && 1\n  r = on2(x);\nend";
  expect(undefinedNames(body)).toEqual(['on1', 'on2']);
});

test('two numbers compared switch code off or on (`if (1 == 2)`: isetbio)', () => {
  const body = "r = x;\nif (1 == 2)\n  r = off1(x);\nend\nif 2 > 1\n  r = r + 1;\nelse\n  r = off2(x);\nend\nif x == 2\n  r = on1(x);\nend";
  expect(undefinedNames(body)).toEqual(['on1']);
});

test('a statement that did not parse is the finding: the names it would have assigned are not reported after it', () => {
  const p = tempProject({ g: 'function r = g(x)\n  y = [x (:,2)];\n  [a, ~, b] = deal(x (:,1)));\n  s.f(2) = [x (:,3)];\n  r = y + a + b + s.f + missing_one;\nend\n' });
  const found = checkFile(p.lib.file(p.file('g'))!, p.lib);
  expect(found.filter((d) => d.severity === 'error').map((d) => d.span.line)).toEqual([2, 3, 4]);
  expect(found.filter((d) => d.code === 'undefined-name' || d.code === 'unassigned-variable').map((d) => d.message.split(' ')[0])).toEqual(["'missing_one'"]);
});

test("in a method of a class inheriting from one outside the project, a name called with the object may be an inherited method", () => {
  const app = 'classdef MyApp < matlab.apps.AppBase\n  methods\n    function start(app)\n      registerApp(app, 1);\n      notThere(2);\n    end\n  end\nend\n';
  const own = 'classdef Own < handle\n  methods\n    function start(obj)\n      registerApp(obj, 1);\n    end\n  end\nend\n';
  const p = tempProject({ MyApp: app, Own: own });
  const names = (f: string) => checkFile(p.lib.file(p.file(f))!, p.lib).filter((d) => d.code === 'undefined-name').map((d) => /^'(\w+)'/.exec(d.message)![1]);
  expect(names('MyApp')).toEqual(['notThere']);
  expect(names('Own')).toEqual(['registerApp']);
});

function undefinedInFile(text: string): string[] {
  const p = tempProject({ g: text });
  return checkFile(p.lib.file(p.file('g'))!, p.lib).filter((d) => d.code === 'undefined-name').map((d) => /^'(\w+)'/.exec(d.message)![1]);
}

test("a Java object's methods called with function syntax are not reported; a typo beside them is", () => {
  // xml2struct's pattern: the DOM from xmlread reaches local functions as a parameter.
  const xml = [
    'function s = g(file)',
    '  doc = xmlread(file);',
    '  s = walk(doc);',
    'end',
    'function out = walk(node)',
    '  out = {};',
    '  if hasChildNodes(node)',
    '    kids = getChildNodes(node);',
    '    for k = 1:getLength(kids)',
    "      out{end+1} = toCharArray(getNodeName(item(kids, k - 1)))';",
    '    end',
    '  end',
    'end',
  ].join('\n');
  expect(undefinedInFile(xml)).toEqual([]);
  // A name called on something that is no Java object is still unknown.
  expect(undefinedInFile(xml.replace('out = {};', 'out = {};\n  n = getLength(out);'))).toEqual(['getLength']);
  // Java objects made by a dotted constructor; char() of one is a text, not an object.
  expect(undefinedInFile("function r = g(p)\n  f = java.io.File(p);\n  r = exists(f);\n  t = char(getName(f));\n  r = lenghth(t);\nend")).toEqual(['lenghth']);
  // A COM server's methods.
  expect(undefinedInFile("function g()\n  xl = actxserver('Excel.Application');\n  Quit(xl);\nend")).toEqual([]);
});

test("a name read with braces that the function never assigns is undefined (RISE's filtration{imod}); parameters, anonymous functions' inputs and shared names are not", () => {
  expect(undefinedNames('r = filtration{1} + x;')).toEqual(['filtration']);
  expect(undefinedNames('c = {1};\nc{1} = qq{2};\nr = c;')).toEqual(['qq']);
  // Assigned somewhere, even later: that is the unassigned-variable check's case.
  expect(undefinedNames('if x\n  q = {1};\nend\nr = q{1};')).toEqual([]);
  expect(undefinedNames('f = @(c) c{1} + 1;\nr = cellfun(@(z) z{2}, x) + f(x);')).toEqual([]);
  expect(undefinedNames('global g\nr = g{1};')).toEqual([]);
  // A function that may create variables unseen is not checked.
  expect(undefinedNames("load(x);\nr = data{1};")).toEqual([]);
  expect(undefinedNames("if exist('opts', 'var')\n  r = opts{1};\nend")).toEqual([]);
  const p = tempProject({ f: 'function r = f(x)\n  function inner()\n    r = shared{1};\n  end\nshared = {x};\ninner();\nend\n' });
  expect(checkFile(p.lib.file(p.file('f'))!, p.lib).filter((d) => d.code === 'undefined-name')).toEqual([]);
});

test('functions of recent releases and GUIDE helpers are known (CORA: isapprox, R2024b; guidemfile), with no rename suggested', () => {
  expect(undefinedNames("r = isapprox(x, 1);\nguidemfile(x);")).toEqual([]);
});

test("a package's function chosen at run time, pkg.(name)(args), names the package (CellExplorer's customPlots.(plotName)(...)); an unknown root is still reported", () => {
  const main = 'function r = main(name)\nr = plots.(name)(42);\nend\n';
  const found = (files: Record<string, string>): string[] => {
    const p = tempProject(files);
    return checkFile(p.lib.file(p.file('main'))!, p.lib).filter((d) => d.code === 'undefined-name').map((d) => /^'(\w+)'/.exec(d.message)![1]);
  };
  expect(found({ main, '+plots/hello': 'function r = hello(x)\nr = x;\nend\n' })).toEqual([]);
  expect(found({ main })).toEqual(['plots']);
});
