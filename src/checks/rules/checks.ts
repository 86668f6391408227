// The documentation of the codes the per-function checks report (src/checks: names, calls,
// assignments and dead code, from the syntax tree and the kinds).
import type { RuleDoc } from './rule.js';

// unassigned-variable and unreachable-code are in checks-flow.ts.
export const RULES: readonly RuleDoc[] = [
  {
    code: 'undefined-name',
    severity: 'warning',
    layer: 'checks',
    summary: 'A name that is neither a variable here nor a function on the path.',
    what: `A name that is no variable of the function and no function anywhere the environment has
one: the inputs' folders and \`--path\`, MEX files (and their C, C++, CUDA and Fortran sources
with a \`mexFunction\`), P-code, \`.oct\`, App Designer (\`.mlapp\`) and live code (\`.mlx\`) files
there, MATLAB's base functions, its toolboxes'
(from MathWorks' public function lists and Octave's \`__unimplemented__.m\`), the MOxUnit / MATLAB
xUnit test functions (\`initTestSuite\`, \`assert*\`), Java and other external
roots (\`java.*\`, \`javax.*\`, \`com.*\`, \`org.*\`, \`net.*\`, \`py.*\`, \`NET.*\`, \`clib.*\`), Java
classes under other package roots in a dotted name of three parts at least (\`edu.stanford.x.Y\`,
\`weka.core.FastVector\`, \`ij.IJ.run\`) or written as Java writes a class under any root (three
lowercase package parts, a class, then a call or a member: \`reactor.netty.http.client.HttpClient.create()\`), and
under \`--runtime octave\` Octave's whole library and the installed Octave Forge packages. Each name
is reported once per function.

The message adds a "did you mean" when a close name exists: only the project's own functions and
base MATLAB's (or Octave's) are suggested, for names of four letters or more, within one edit (two
from seven letters on), and never for the root of a dotted name (\`internl.stats.f\` renamed to a
function's name would mean nothing). A function of Octave called in code MATLAB runs (\`printf\`, \`pkg\`) is
said to be Octave's, with no other name suggested.

A name read with braces (\`data{1}\`) is a variable for MATLAB's kinds, since no function is
indexed with braces; when no statement of the function assigns it (nor its parameters, globals,
persistents, nested or enclosing functions, or Octave's assignments inside expressions), the read
fails and is reported too: \`varargin{:}\` in a function that declares no \`varargin\`, \`w{i}\`
where \`model.w{i}\` was meant.`,
    why: `MATLAB stops at the line: "Unrecognized function or variable 'lenght'." (in releases before
R2020a: "Undefined function or variable").`,
    fires: `function n = main(x)
n = lenght(x);    % Did you mean 'length'?
end`,
    quiet: `function n = main(x)
n = length(x);
end`,
    notReported: `- names in scripts: a script runs in its caller's workspace, which may hold them;
- names in functions that create variables dynamically (\`eval\`, \`evalin\`, \`assignin\`,
  \`load\` without outputs, \`evalc\`, \`importdata\`, \`inputname\`, \`uiimport\`, or a user
  function that assigns into its caller); an \`eval\` or \`evalc\` of a constant text of plain
  assignments (\`eval('t = x * 2;')\`) names what it makes, and does not turn the check off;
- dotted names through MathWorks' \`internal\` packages (\`internal.stats.parseArgs\`,
  \`controllib.internal.util.hString2Char\`): toolbox code copied into projects calls them, and
  no public list names them;
- a name whose existence the code tests (\`if exist('fastpath', 'file')\`, \`which('f')\`,
  \`isfile\`), or whose file it looks for (\`exist(fullfile(d, 'on_uninstall.m'), 'file')\`);
- a call inside a \`try\` (a failing call there is caught by design; a value read there is still
  reported);
- Octave's functions in MATLAB code that tests for Octave (\`exist('OCTAVE_VERSION', 'builtin')\`,
  \`isOctave\`, or reads \`OCTAVE_VERSION\` itself, which code does only where it runs under Octave);
- a name imported explicitly from MATLAB's own packages (\`import
  matlab.unittest.internal.constraints.WarningLogger\`), which hold more than MATLAB's public lists;
- in a method of a class that inherits from a class outside the project (\`matlab.apps.AppBase\`),
  a name called with the object (\`registerApp(app, f)\`): an inherited method;
- a method of a Java or COM object called with function syntax, the object first
  (\`getLength(nodes)\`, \`item(nodes, k)\` after \`nodes = getChildNodes(xmlread(f))\`): variables
  made by \`xmlread\`, \`javaObject\`, \`actxserver\`, a \`java.*\` constructor or another object's
  method hold such objects, also as the parameters of local functions they are passed to;
- under a wildcard import of a Java package (\`import java.awt.*\`), capitalised names (Java classes,
  \`Frame\`); under one of a Java class (\`import java.awt.Toolkit.*\`), any name (its static
  members);
- names in code that never runs (reported as \`unreachable-code\`), and in code switched off
  on purpose: the body of \`if 0\`, \`elseif false\`, \`while 0\` or \`if debug && 0\`, and the
  \`elseif\` and \`else\` after an \`if 1\` (or \`if x || 1\`) clause.`,
    fix: `Correct the spelling, assign the variable before its use, or make the function reachable:
add its folder with \`--path\` (or \`path\` in mtame.json), or install the toolbox that provides it.`,
  },
  {
    code: 'missing-product',
    severity: 'info',
    layer: 'checks',
    summary: "A function of a MathWorks product that mtame.json's products do not list (only when it lists them).",
    what: `A call of a function that belongs to a MathWorks product (a toolbox) that \`products\` in
mtame.json does not list: the message names the product. It is reported only when mtame.json gives
\`products\`; MATLAB itself is always implied. Each name is reported once per function.`,
    why: `On a MATLAB installation without that toolbox the call fails with "Unrecognized function or
variable". Listing the products a project needs tells which licences running it takes.`,
    fires: `% mtame.json: { "products": ["MATLAB"] }
function y = main(x)
y = medfilt1(x, 3);   % Signal Processing Toolbox
end`,
    quiet: `% mtame.json: { "products": ["MATLAB", "Signal Processing Toolbox"] }
function y = main(x)
y = medfilt1(x, 3);
end`,
    notReported: `Nothing is reported when mtame.json has no \`products\`. A project function of the same name
(found first on the path) is not a product's function.`,
    fix: `Add the product to \`products\` in mtame.json if the project may require it, or replace the
call with base MATLAB code.`,
  },
  {
    code: 'too-many-inputs',
    severity: 'error',
    layer: 'checks',
    summary: 'A call with more arguments than the function declares.',
    what: `A call of a user function (a function file, a local or nested function, a private
function) with more arguments than its declaration lists, when it declares no \`varargin\`. An
argument that may expand into several (\`c{:}\`, \`s.f\` of a struct array) makes the count unknown,
and the call is not checked. The message names the declaration. A script called with inputs
(\`setup(2)\`) is reported too (a file of comments only, the help of a Java class or MEX file, is no
script, and a class's method of the name may be what runs: neither is).

Calls of methods and constructors are checked by the value analysis, where the object's class is
known: \`obj.m(a, b)\` counts the object as the method's first input, \`m(obj, a)\` is checked against
the method MATLAB dispatches to, and \`Cls(a, b)\` against the class's constructor.`,
    why: 'MATLAB stops at the call: "Too many input arguments." (for a script: "Attempt to execute SCRIPT setup as a function").',
    fires: `function r = main(x)
r = helper(x, 2);     % helper takes one input
end

function y = helper(x)
y = 2 * x;
end`,
    quiet: `function r = main(x)
r = helper(x, 2);
end

function y = helper(x, k)
y = k * x;
end`,
    notReported: `- compiled functions: a MEX file or P-code runs instead of the \`.m\` beside it, which is only
  help text;
- MEX stubs: a \`.m\` (function or script) whose body only holds comments, raises an error or
  warning, or calls a helper named for it (\`*mex*\`, \`*notfound*\`, \`*missing*\`) or told the
  stub's own name (MatConvNet's \`vl_nnnotfound(mfilename)\`), also under a test
  (\`if ~exist('iwindow', 'file'), error(...); end\`);
- any call that may dispatch to a method: when a class of the project defines a method of that
  name, an argument may be an object of it (MATLAB calls the dominant argument's method first);
- inside an \`@class\` method file, the file's own name is a method, not a local function;
- a call in code that never runs (after \`return\`, under \`if 0\`): it cannot fail;
- a function found on the path (not in the caller's own folder, \`private/\` or file) under the
  name of one of MATLAB's own: most often a shim for versions that lack it (Dynare's
  \`missing/strsplit\`), so which of the two runs depends on the path and the version;
- a function with name-value arguments (\`opts.Name\` or \`opts.?Cls\` in an \`arguments\` block)
  or a \`Repeating\` block: a call passes any number of values (constructors and methods too);
- a function found on the path in a folder that holds another copy of the caller's file: two
  versions of one toolbox side by side (FieldTrip's \`external/spm8\` and \`external/spm12\`), of
  which a user puts one on the path;
- a function that several folders define, none of them on the configured path nor the caller's
  own folder: which one runs depends on how the code is run (PROJ_Option_Pricing's two
  \`Q_Matrix.m\`, with 8 and 9 inputs).`,
    fix: 'Remove the extra arguments, or add the parameters (or `varargin`) to the function.',
  },
  {
    code: 'too-many-outputs',
    severity: 'error',
    layer: 'checks',
    summary: 'A call asking for more outputs than the function declares.',
    what: `A call of a user function that asks for more outputs (\`[a, b] = f(x)\`) than the function
declares, when it declares no \`varargout\`. A function with no outputs used as a value
(\`y = f(x)\`) asks for one. The message names the declaration. A script used as a value
(\`y = setup\`) asks for an output it cannot give. Methods and constructors are checked by the value
analysis, where the object's class is known, when two or more results are asked for.`,
    why: 'MATLAB stops at the call: "Too many output arguments." (for a script: "Attempt to execute SCRIPT setup as a function").',
    fires: `function r = main(x)
[r, s] = helper(x);   % helper returns one output
end

function y = helper(x)
y = 2 * x;
end`,
    quiet: `function r = main(x)
[r, s] = helper(x);
end

function [y, z] = helper(x)
y = 2 * x;
z = 3 * x;
end`,
    notReported: `The same calls as for \`too-many-inputs\`: compiled functions, MEX stubs, calls that may dispatch to a method of a class of the project, shims on the path named like one of MATLAB's own functions, and another version's function. And calls that may ask for no output: \`[varargout{1:nargout}] = f(...)\` (a list target with a computed index may be empty), and an anonymous function's body, in parentheses or not (\`@(src, evt) (update(src))\` asks \`update\` for what its caller asks).`,
    fix: 'Ask for fewer outputs, or add the outputs (or `varargout`) to the function and assign them.',
  },
];
