// The documentation of the codes the interprocedural value analysis reports (src/analysis:
// classes, shapes and constants of every value, over the Tame IR).
import type { RuleDoc } from './rule.js';

/** The classes the examples of the object codes use, each example's second file. */
const ACC_CLASS = `% file: Acc.m
classdef Acc
  properties
    total = 0
  end
  methods
    function obj = Acc(t)
      obj.total = t;
    end
  end
end`;

const ACCOUNT_CLASS = `% file: Account.m
classdef Account < handle
  properties (SetAccess = private)
    Balance = 0
  end
  methods
    function obj = Account(b)
      obj.Balance = b;
    end
  end
end`;

const SHAPE_CLASS = `% file: Shape.m
classdef Shape
  methods (Abstract)
    a = area(obj)
  end
end`;

const LEDGER_CLASS = `% file: Ledger.m
classdef Ledger < handle
  methods
    function report(obj)
      obj.audit();
    end
  end
  methods (Access = private)
    function audit(obj)
      disp(class(obj));
    end
  end
end`;

export const RULES: readonly RuleDoc[] = [
  {
    code: 'invalid-class-combination',
    severity: 'error',
    layer: 'analysis',
    summary: 'A call that fails on every execution because of its arguments\' classes (int16 + int32, an integer with single).',
    what: `An operator or builtin call whose arguments' classes can never combine, whichever way the
code gets there: integers of two different classes (\`int16 * int32\`), an integer with \`single\`,
a \`cell\` in arithmetic. The message names the operation and the classes.

It is found by the value analysis, and reported from each function analysed with unknown inputs
(and from the \`mtame.json\` entry points), not from the contexts a caller passes, where
path-correlated guards could make it a false alarm.`,
    why: `MATLAB stops at the call every time it runs: "Integers can only be combined with integers of
the same class, or scalar doubles." (for a cell: "Operator '+' is not supported for operands of
type 'cell'.").`,
    fires: `function r = main(x)
a = int16(x);
b = int32(3);
r = a + b;        % int16 + int32
end`,
    quiet: `function r = main(x)
a = int16(x);
b = int16(3);
r = a + b;
end`,
    notReported: `Only a call that fails for every value the analysis allows is reported. An object argument
(its class may overload the operator) gives an unknown result, never an error; an unknown result is
never taken as empty. A combination that fails on some paths only is not reported.`,
    fix: 'Convert one operand to the class of the other (`int32(a) + b`), or to `double` for the computation.',
  },
  {
    code: 'dim-mismatch',
    severity: 'error',
    layer: 'analysis',
    summary: 'Array sizes that can never combine: the inner extents of A*B, the columns of [A; B], A + B whose extents cannot be expanded together, a call that breaks a declared size signature.',
    what: `Sizes that can never combine, whichever way the code gets there:

- \`A * B\` whose inner extents are known and differ (\`3x1 * 4x3\`);
- \`[A; B]\` whose column counts differ (and \`[A, B]\` whose row counts differ);
- \`A + B\` (and the other element-wise operations) whose extents cannot be expanded together
  (neither equal nor 1);
- an index read beyond a known extent (\`A(4, 1)\` of a 3x3 array);
- a call whose arguments break the callee's declared sizes (\`%#mtame size\` or an \`arguments\`
  block), and a function whose result breaks its own declaration (a warning when the extents
  differ unless two symbols are equal: \`m x 1\` for a declared \`y[n]\`).

The message names the operands, their shapes and the extents that differ. Extents are known from
constants (\`zeros(3, 4)\`, \`1:n\` with \`n\` known, literals) and from symbolic extents that
provably differ (\`n\` and \`n + 1\`). In a loop, the sizes are judged at the loop's fixed point.
Like \`invalid-class-combination\`, it is reported from functions analysed with unknown inputs and
from entry points.`,
    why: `MATLAB stops at the operation every time it runs: "Incorrect dimensions for matrix
multiplication.", "Dimensions of arrays being concatenated are not consistent.", "Arrays have
incompatible sizes for this operation.", "Index in position 1 exceeds array bounds."`,
    fires: `function r = main()
A = zeros(3, 1);
B = ones(4, 3);
r = A * B;        % 3x1 * 4x3: inner extents 1 and 4
end`,
    quiet: `function r = main()
A = zeros(3, 4);
B = ones(4, 3);
r = A * B;        % 3x4 * 4x3
end`,
    notReported: `- an extent that may be anything;
- an operation inside \`try\` (the \`catch\` expects the error);
- in the Octave dialect, an all-char vertical concatenation, which pads its rows (\`["abc"; "de"]\`);
- a mismatch on some paths only (after a branch that joins two sizes);
- an object operand (its class may overload the operator).`,
    fix: `Make the sizes agree: transpose an operand (\`A' * B\`), use the element-wise operator
(\`.*\`), or correct the array built with the wrong size.`,
  },
  {
    code: 'not-enough-inputs',
    severity: 'error',
    layer: 'analysis',
    summary: 'A call that passes fewer inputs than the function reads on every way through its body.',
    what: `A call of a user function with fewer arguments than it declares, when every way through the
function, for the arguments this call passes, reads an input the call leaves out before anything
assigns it (no \`if nargin < 3, tol = 1e-6; end\` default on its way). The message names the input, its
position and the line that first reads it. Typical of code left behind when a function gained
inputs: Dynare's \`[ok, info] = check;\` of a \`check(M, options, oo)\` whose first line reads
\`options.initval_file\`.

It is found by the value analysis, which follows the callee with the number of arguments the call
passes (\`nargin\` and the branches it decides), and reported where the call is written, from each
function analysed with unknown inputs (and from the \`mtame.json\` entry points).`,
    why: 'MATLAB stops at the first read of the missing input: "Not enough input arguments."',
    fires: `function r = main(x)
r = scale(x);       % scale reads k, which this call does not pass
end

function y = scale(x, k)
y = k * x;
end`,
    quiet: `function r = main(x)
r = scale(x);
end

function y = scale(x, k)
if nargin < 2
  k = 2;
end
y = k * x;
end`,
    notReported: `- a function that returns on some way through it (one that reads the input only under a
  condition, \`if verbose ... end\`), or that ends another way too, with an error of its own (\`if
  nargin < 2, error(...)\`: raising is what it is written to do), a value no path gives, or a callee
  that never returns;
- an input given a default before it is read (\`if nargin < 2\`, \`if ~exist('k', 'var')\`), and
  \`varargin\`;
- a call whose argument count is unknown (\`f(c{:})\`, \`f(s.x)\` of what may be a struct array,
  which passes one argument per element), a call inside \`try\`, a recursive function;
- a function called through a handle or by a builtin that calls what it is given
  (\`fminsearch(@f, x0, opts, data)\` passes \`f\` more than the analysis follows);
- a function on the path under the name of one of MATLAB's own (a shim another version replaces),
  and a call that may dispatch to a method of the arguments' class;
- a function's name alone in a script (\`r = nslices - 1\`) where some script of the project
  assigns a variable of that name: the script runs in its caller's workspace, whose variable
  MATLAB reads first (\`nslices()\` is the call; a class's name alone is the class).`,
    fix: 'Pass the missing inputs (the function\'s signature changed), or give the input a default in the function (`if nargin < 2, k = 1; end`).',
  },
  {
    code: 'unknown-member',
    severity: 'error',
    layer: 'analysis',
    summary: 'obj.name where the object\'s class has no property, method or enumeration member of that name (a typo such as obj.Nmae).',
    what: `A dot read (\`obj.Nmae\`, \`obj.nmae(x)\`) or assignment (\`obj.Nmae = 3\`) on a value the analysis knows
to be an object of a classdef class of the project, where neither the class nor any of its
superclasses declares a property, method or enumeration member of that name. The message names
the member and the class.

The object's class is known where the object is made: by a constructor call, a static factory, an
enumeration member, a method that returns one. Like \`dim-mismatch\`, it is reported from each
function analysed with unknown inputs and from the \`mtame.json\` entry points.`,
    why: `MATLAB stops there every time: "Unrecognized method, property, or field 'Nmae' for class
'Acc'." (on an assignment: "Unrecognized property 'Nmae' for class 'Acc'.").`,
    fires: `% file: main.m
function r = main()
a = Acc(3);
r = a.totl;       % Acc has a property total, no totl
end
${ACC_CLASS}`,
    quiet: `% file: main.m
function r = main()
a = Acc(3);
r = a.total;
end
${ACC_CLASS}`,
    notReported: `A class with a superclass outside the project (\`dynamicprops\`, \`matlab.mixin.SetGet\`, a toolbox's
class: it may add members; \`handle\` is known), a class that overloads \`subsref\`, an old-style
\`@class\` object (its methods read the fields of its struct), a value that may not be an object, an
access inside \`try\`, and a member some subclass of the class in the project has (the object may
be of that subclass: after \`isa(m, 'Base')\`, in a method of \`Base\`), perhaps through another
of its superclasses.`,
    fix: 'Correct the name, or declare the property (or method) in the class.',
  },
  {
    code: 'property-access',
    severity: 'error',
    layer: 'analysis',
    summary: 'An assignment to a property its class keeps read-only here (SetAccess = private, protected or immutable, a Constant), or a read of a private one.',
    what: `\`obj.p = v\` where \`obj\` is known to be an object of a classdef class of the project and \`p\`'s
\`SetAccess\` (or \`Access\`) keeps it from this code: \`private\` outside the class's own files,
\`protected\` outside the class and its subclasses, \`immutable\` outside the class's files (MATLAB
allows it in the constructor only), and any assignment to a \`Constant\` property. A read of a
property whose \`GetAccess\` is \`private\` or \`protected\` from outside is reported the same way.
The message names the property, the class and the attribute.`,
    why: `MATLAB stops there every time: "Unable to set the 'Balance' property of class 'Account' because it is
read-only." (or "Cannot access the private property ...").`,
    fires: `% file: main.m
function main()
a = Account(10);
a.Balance = 1e6;      % SetAccess = private: only Account's methods may set it
end
${ACCOUNT_CLASS}`,
    quiet: `% file: main.m
function main()
a = Account(10);
disp(a.Balance);      % reading is public
end
${ACCOUNT_CLASS}`,
    notReported: `Code in any file of the class (its methods, \`set\`/\`get\` methods and local functions), access
granted to a list of classes (\`SetAccess = {?Auditor}\`), a read from a class that overloads \`subsref\`
and a write to one that overloads \`subsasgn\` (MATLAB calls that method, whose code may reach the
private member: MATPOWER's \`mp.mapped_array\` serves \`A.p_\` this way), an object whose class is not
known for sure, and an access inside \`try\`.`,
    fix: 'Add a method that sets the property (and checks the value), or change its attributes if the class means to allow it.',
  },
  {
    code: 'method-access',
    severity: 'error',
    layer: 'analysis',
    summary: "obj.m(...) of a method whose Access (private or protected) keeps it from this code.",
    what: `\`obj.m(args)\` (or \`obj.m\`) where \`obj\` is known to be an object of a classdef class of the
project and the \`methods\` block that declares \`m\` has \`Access = private\` (only the class's own
files may call it) or \`Access = protected\` (the class and its subclasses). The message names the
method, the class and the attribute.`,
    why: `MATLAB stops there every time: "Cannot access method 'audit' in class 'Ledger'."`,
    fires: `% file: main.m
function main()
g = Ledger();
g.audit();        % Access = private: only Ledger's own code may call it
end
${LEDGER_CLASS}`,
    quiet: `% file: main.m
function main()
g = Ledger();
g.report();       % report is public, and it may call audit
end
${LEDGER_CLASS}`,
    notReported: `Code in any file of the class (its methods and local functions), a subclass's code for a protected
method, access granted to a list of classes (\`Access = {?Auditor}\`), a call with function syntax
(\`audit(g)\`: MATLAB then looks for another function), an object whose class is not known for sure,
and a call inside \`try\`.`,
    fix: 'Call a public method that does the work, or change the method\'s Access if the class means to allow it.',
  },
  {
    code: 'abstract-class',
    severity: 'error',
    layer: 'analysis',
    summary: 'A call that makes an object of an abstract class (declared Abstract, or with an abstract method or property no class of its hierarchy defines).',
    what: `\`Cls(args)\` (or \`feval('Cls', ...)\`) where \`Cls\` is a classdef class of the project that MATLAB
refuses to instantiate: it declares the \`Abstract\` class attribute, or a method declared in a
\`methods (Abstract)\` block, or a property declared in a \`properties (Abstract)\` block, of the
class or of a superclass has a concrete definition in no class of the hierarchy. The message names
the class and the member left abstract.

A subclass's constructor calling \`obj@Base(args)\` initialises its part of a concrete object and is
not an instantiation. Like \`unknown-member\`, it is reported from each function analysed with
unknown inputs and from the \`mtame.json\` entry points.`,
    why: `MATLAB stops there every time: "Abstract classes cannot be instantiated. Class 'Shape' defines
abstract methods and/or properties."`,
    fires: `% file: main.m
function a = main()
s = Shape();      % area is abstract: only a subclass that defines it can be made
a = s.area();
end
${SHAPE_CLASS}`,
    quiet: `% file: main.m
function a = main()
s = Square(2);
a = s.area();
end
${SHAPE_CLASS}
% file: Square.m
classdef Square < Shape
  properties
    Side = 1
  end
  methods
    function obj = Square(s)
      obj.Side = s;
    end
    function a = area(obj)
      a = obj.Side^2;
    end
  end
end`,
    notReported: `A class with a superclass outside the project (a toolbox's class may define the abstract member;
\`handle\` is known) unless the class itself is declared \`Abstract\`, \`Cls.empty\` (an empty array of
an abstract class is allowed), a call inside \`try\`, and a class named by a value computed at run
time.`,
    fix: 'Make an object of a concrete subclass, or define the abstract members in the class.',
  },
  {
    code: 'wild-feature',
    severity: 'warning',
    layer: 'analysis',
    summary: 'A feature that defeats static analysis (eval, load into the workspace, cd, clear, calling a script): values after it are unknown.',
    what: `A call the value analysis cannot follow. It is a warning when the analysis loses track of the
function's variables and assumes every one may have changed: \`eval\` of built text, \`load(file)\`
with no outputs or names, \`clear\` with no names or computed ones, a call of a script whose own
code hides what it changes (it runs \`eval\`, \`load\`, \`clear\`, \`cd\`, another script...). It is a
note (info) when only the functions that later calls find may change (\`cd(folder)\`, \`addpath\`
of a computed folder), when \`evalin\`/\`assignin\` write into \`'caller'\`, when a value only is
unknown (\`v = eval(expr)\`, \`feval\` of a name computed at run time), or when the code calls a
script whose code hides nothing (the note names the variables it changes there).`,
    why: `MATLAB runs the code, but what it does depends on run-time text, files or folders: no tool
can say which variables or functions exist after the call. The checks after it know less, and the
code is hard to read for the same reason.`,
    fires: `function r = main(file)
load(file);       % creates whatever variables the file holds
r = x;
end`,
    quiet: `function r = main(file)
S = load(file);   % only S is assigned
r = S.x;
end`,
    notReported: `\`clear x y\` (only those variables change), \`clear mex\`, \`clear functions\`, \`clear java\`,
\`clear import\` and a dotted name (\`clear librandom.so\`: a file, a function or a class) (no variable changes), a \`clear\` of everything where no variable exists yet
(\`clear; close all; clc\` at the top of a script), \`load(file, 'a', 'b')\` (at most those),
\`S = load(file)\`, \`eval\`/\`evalc\` of a constant text of plain assignments and calls of MATLAB's own
functions (\`eval('n = 3;')\`, \`evalc('disp(s)')\`, \`evalc('hdr')\` of a variable), a script's code switched off by \`if 0\`, a script's \`addpath\` or \`cd\` (it changes which functions calls find, no variable: the script's call is a note),
a call of a function that assigns in its caller only when asked for no output (\`if nargout == 0\`) made with outputs,
\`input(prompt, 's')\`, \`input(prompt)\` with no output under the MATLAB runtime (the typed text
is evaluated as an expression), \`str2num\` (it evaluates in its own workspace), reading \`path\` or \`cd\`,
\`cd(old)\` back to a folder saved with \`old = pwd\` or \`old = cd(dir)\` (the \`cd\` that left it is
reported), \`addpath\`/\`rmpath\` of a constant folder, \`assignin\`/\`evalin\` into \`'base'\`,
\`feval\`/\`cellfun\` of an argument (a handle or an object: ordinary higher-order code), \`run\` with an
output, several arguments or an object (\`results = run(runner, suite)\`: the object's method, not
\`run(scriptname)\`), \`run(x)\` of a value that may be an object where a class of the project defines \`run\`, \`run\` of a function's file
named by a literal or a \`fullfile\` whose last part is one (\`run(fullfile(root, 'matlab', 'vl_setupnn.m'))\`: a call of that function),
\`clear global a b\` (those globals only); a script that runs scripts hiding nothing is a note naming their variables; a call of a file
of comments only (the help text of a Java class or MEX file, which is what runs), a script's
name called with arguments of unknown class when a class has a method of that name (the method runs).`,
    fix: `Name what the call does: \`S = load(file)\` and read \`S.x\`; a function handle or a
\`switch\` instead of \`eval\`; \`clear\` with the names of the variables; a function instead of a
script; absolute paths or \`fullfile\` instead of \`cd\`.`,
  },
];
