// The documentation of the per-function checks that follow the paths through a function
// (src/checks/unassigned*.ts, unreachable.ts); the others are in checks.ts.
import type { RuleDoc } from './rule.js';

export const RULES: readonly RuleDoc[] = [
  {
    code: 'unassigned-variable',
    severity: 'warning',
    layer: 'checks',
    summary: 'A variable that may be used before any assignment to it has run.',
    what: `A variable of a function read where, on some path that can run, no assignment to it has
run yet: assigned in one branch of an \`if\` and read after it, assigned in a loop that may run zero
times, assigned after its use in a loop's body. The message points at the assignments.

Paths are followed with care, so that only real paths count: conditions correlated between the
assignment and the use, the values a variable can hold, argument counts and loops that surely run
are taken into account (see "Not reported").`,
    why: `On the path where no assignment ran, MATLAB stops at the use: "Unrecognized function or
variable 'w'." The path is often rare (an unusual input, an empty array), so tests miss it.`,
    fires: `function y = main(x)
if x > 0
  w = 1;
end
y = w;            % w is unassigned when x <= 0
end`,
    quiet: `function y = main(x)
w = 0;
if x > 0
  w = 1;
end
y = w;
end`,
    notReported: `- paths that end in \`error\` (with a message that cannot be empty: a text, \`['bad: ' s]\`,
  \`strcat(...)\` or \`sprintf(...)\` of one, \`message(...)\`), \`throw\`, \`rethrow\`,
  \`print_usage\`, or a call of a user function whose every path raises (also one of a package,
  \`exc.error(msg)\`, or one passing \`varargin{:}\` to \`error\` given a text); a call of an error
  wrapper by convention: a project function named like \`error\` (\`ft_error\`), given a message
  (not a setting such as \`'off'\`), that reaches a raise through its callees; code after such a
  statement in the same block;
- conditions correlated between the assignment and the use: the same condition (\`if C\`,
  \`C && ...\`, the \`else\` of \`if ~C\`, a \`switch\` case), an \`elseif\` clause's conditions
  together, a flag set beside the assignment (\`ok = true; x = ...;\`), also by a loop that sets it
  only together with the name, a flag set from the test or a copy of it (\`f = a || b\`: \`if a\`
  makes \`if f\` hold), a comparison implied by the facts (\`a == 2\` makes \`if a\` hold), a
  disjunction each of whose parts guards the name (\`if a, s.x = 1; end; if b, s.y = 2; end; if a
  || b, use(s)\`), \`exist('x', 'var')\` tested twice (it changes only when x is assigned);
  until a variable that the condition reads is assigned again;
- values a variable can hold: texts and numbers it was assigned on every path,
  \`validatestring(m, {...})\`, an earlier \`switch\` or \`if strcmp(...)\` chain whose other
  branches raise, \`ismember(m, {...})\` checks (also under \`assert\`, which raises unless its
  condition holds): a later \`switch\` or chain covering them all
  leaves no path unassigned; the texts, numbers and argument counts that every call of a local function in
  its file passes (when no handle or text names it), and of a private function in the files of
  the folder above its \`private\` folder (no other code can call it); a property whose set method
  lets only some values in (\`validatestring\`, a value test that raises otherwise, asserts
  storing into a backing property a dependent property's getter returns, a superclass's too); a
  global no function the call reaches declares keeps what was known of it; in a \`subsref\` or \`subsasgn\` overload,
  \`S(1).type\` is \`'()'\`, \`'{}'\` or \`'.'\`;
- argument counts: \`nargin\`/\`nargout\` never exceed the declared parameters, \`narginchk\`, and
  chains such as \`if nargin ~= 3 && nargin ~= 5, print_usage; else ... end\`;
- a method's object: a method runs with an object of its class among its named inputs, so
  \`if isa(a, 'C') ... elseif isa(b, 'C') ...\` covers every call of \`@C/plus(a, b)\`;
- loops that surely run a first iteration (\`for k = 1:3\`, a literal, a cell, \`done = false;
  while ~done\`, \`err = Inf; while err > tol\` (every tolerance but an infinite or NaN one), \`for k = 1:numel(x)\` after \`if isempty(x), return; end\` or after \`x(1)\` was
  read, \`for k = 1:n\` after \`if n < 1, error(...); end\` or \`assert(n >= 1)\`, \`k = 0; while k <
  n\` there too, a second loop over the range of one that ran, or over a stop the facts make equal
  to its stop (\`if length(a) ~= length(b), error(...); end\`)): what the iteration assigns on every way out of it; what a loop that may not run assigns
  under a condition it leaves alone, in a later loop over the same range under that condition;
  after a loop that may not run, a test its variable passes (\`if k == 1\`: an empty range leaves
  k empty); \`for k = 1:n-1\` where \`n == 2\` or \`n > 1\` holds; \`for i = 1:size(x, 1)\` after
  \`x = zeros(5, n)\` (or \`ones\`, \`rand\`, \`cell\`, ..., under \`abs\` and the like); in a loop, a branch taken on the first
  iteration (\`if iter == 1\` with \`iter\` set to 1 before the loop) counts for the rest of the
  body, also inside an \`if\` whose condition the loop does not change; \`for k = 1:n\` where n
  only holds counts (\`n = size(x, 1)\`) after \`if n == 0, error(...); end\`;
- the names that fail first: after the use of one name, those assigned on the same branches hold
  values, as do the names every assignment of it also assigns (\`[U, L, failed, hist] = f(...)\`
  in several branches, then \`if failed ... else size(hist)\`), and a condition reading a variable
  no path assigned guards against that path; a line's reads are taken left to right;
- \`coder.target('MATLAB')\`, which holds wherever MATLAB runs the code; \`~isequal(x, old)\` with
  \`old = NaN\` before a loop, which holds on its first iteration;
- comparisons no real number meets together: \`if a ~= b, if a > b ... elseif a < b ... end\`,
  \`x > 0\`, \`x < 0\`, \`x == 0\`; a \`for\` over a scalar or a size (\`for i = numel(x)\`);
  \`if ~exist('x', 'var')\` outside loops where nothing before it assigns x: the branch runs;
- the loop variable after its \`for\` (assigned even over an empty range); a variable assigned at
  the start of a \`try\` or \`unwind_protect\` by something that cannot fail (\`ok = false\`, \`x = []\`,
  a copy of a variable assigned before) inside its \`catch\` or cleanup; a flag the \`try\` sets
  where nothing after it can fail (\`ok = false; try, x = f(); ok = true; catch ... end; if ok\`);
  after a \`try\` whose body always raises or leaves (\`try, error(...); catch err, end\`), what the
  \`catch\` assigned; names guarded by \`exist('x', 'var')\`; a read in the body of a \`try\` whose
  \`catch\` ignores the error it catches (no catch, an empty one, \`catch, interfaceError(f)\`
  rejecting a file format): the code expects failures there (a catch that reads its exception or
  \`lasterror\` shows or passes the error on, and the read is reported);
- a loop over number literals (\`for ind = 1:3\`) whose body leaves its variable alone: the variable
  holds those values, so \`switch ind\` with those cases covers it; \`ismember(m, 0:2)\` checks
  give numbers as \`ismember(m, {...})\` gives texts;
- a section parser's state: a loop test that is false on entry (\`sect = 0\`) and holds only where
  the name was set with it (\`sect = 1; k = 1\` ... \`if sect == 1, x{k} = ...\`), also when
  other branches set the state to other values;
- \`n = length(x)\` followed by a read of \`x(1)\` or \`x{1}\` (n is then at least 1, so \`for k =
  1:n\` runs); a read of \`y(:, 1)\` makes \`size(y, 2) >= 1\`; \`strsplit\`, and \`regexp\` of a text
  with \`'split'\`, give at least one piece;
- an \`else\` or \`otherwise\` that the known values rule out (\`o = 'cos'; if strcmp(o, 'cos')
  ... else ...\`): it never runs;
- a flag set with a name before a \`break\` or at each \`continue\` of a loop; a guard that holds
  where its variable changes; a write to another field of the struct a guard reads (\`opts.comp =
  0\` between two tests of \`opts.flag\`); a default given after a loop over \`1:numel(x)\` when x is
  empty (\`if isempty(x), w = ...; end\`);
- comparisons with constants that follow from each other (\`x == 1\` gives \`x <
  2\`, \`x >= 0\` rules out a sentinel \`x = -Inf\` set on the path that skipped an assignment),
  also through a counter's step (\`iter ~= 0\` before \`iter = iter + 1\` is \`iter ~= 1\` after, so \`if
  iter > 1 && prev...\` reads what an earlier iteration assigned); \`x == "text"\` and
  \`any(x == [0 1 2])\` are value tests; a name-value argument's \`mustBeMember\`; an element of a
  cell of texts the function never changes (\`kernel = kernels{k}\`); a field set to a constant
  (\`model.binary = false\`) is a flag; flags set apart on the two branches of an \`if\` make one of
  them hold after it; a whole number clamped to a few values (\`min(3, max(1, round(d)))\`); \`switch
  1\` runs its \`case 1\` only; \`numel(size(A))\` and \`ndims(A)\` are at least 2; \`ones(10, 1)\`
  has elements; a predicate helper (a body of one assignment of its output from its parameters)
  tested or asserted gives what its expression gives; where \`exist('x', 'var')\` holds, what a
  statement before each assignment of x assigned holds too; a \`for\` first in a \`try\` over a
  range that cannot fail, and a query of MATLAB's on values held (\`old = get(gcf, 'color')\`)
  first in a \`try\`, have run in its \`catch\`;
- in Octave code, \`name(args)\` where no assignment to the variable ran calls the project's
  function \`name\` (Octave looks names up when the line runs);
- scripts, and functions that create variables dynamically (\`eval\`, \`load\` without outputs,
  \`assignin\`, ...).

An array filled in a loop that may run zero times is still reported (Code Analyzer does not; an
empty range there is a real bug).

\`\`\`matlab
m = validatestring(m, {'fast', 'exact'});
switch m
  case 'fast',  x = 1;
  case 'exact', x = 2;
end
y = x;            % not reported: m is one of the two
\`\`\``,
    fix: `Assign the variable on every path before its use: give it a default before the branch, add
the missing \`else\` (or \`otherwise\`), or raise an error on the path that cannot continue.`,
  },
  {
    code: 'unreachable-code',
    severity: 'warning',
    layer: 'checks',
    summary: "Code after 'return', 'break', 'continue' or 'error' that never runs.",
    what: `Statements after one that always leaves the block, in the same block: \`return\`, \`break\`,
\`continue\`, \`error\` with a message that cannot be empty (\`error('...')\`, \`error('pkg:id',
msg)\`, \`error(message(...))\`, a text built from a text), \`throw\`, \`rethrow\`,
\`throwAsCaller\`, \`print_usage\`, a call of a user function whose every path raises, or an
\`if\`/\`switch\` whose every branch (including an \`else\`/\`otherwise\`) leaves. It is reported
once per block, at its first unreachable statement.`,
    why: `MATLAB never runs that code. It is harmless to run but usually a mistake: a statement placed
after the \`return\` instead of before it, or a left-over debugging \`return\`.`,
    fires: `function r = main(x)
if x < 0
  error('main:negative', 'x must not be negative.');
  r = 0;          % never runs
end
r = sqrt(x);
end`,
    quiet: `function r = main(x)
if x < 0
  r = 0;
  error('main:negative', 'x must not be negative.');
end
r = sqrt(x);
end`,
    notReported: `- a defensive \`return\`, \`break\` or \`continue\` after such a statement (it leaves as the
  error does);
- nested functions and comments after a \`return\`;
- \`error('')\` and \`error([])\`, which do nothing, and \`error(msg)\` with a variable message,
  which may be empty;
- after a call of a function in a folder or on the path that always raises, when a class of the
  project has a method of that name: MATLAB may dispatch the call to the method (MTEX's
  \`obsolete/plotPDF\` raises; \`@orientation/plotPDF\` returns); likewise after \`throw(obj)\`
  where a class of the project defines \`throw\` (IRIS-Toolbox's \`exception.Base\` only warns),
  unless it is given a new \`MException\`;
- after an error wrapper known only by its name (\`ft_error(msg)\`): the convention that hides
  unassigned-variable reports on its paths is no proof that the code after it is dead;
- code switched off on purpose with a constant condition (\`if 0\`, \`if false\`, \`while 0\`,
  \`if x && 0\`, \`if (1 == 2)\`, the \`else\` of \`if 1\`): the author's choice; its names and
  calls are not checked either.`,
    fix: 'Delete the code that never runs, or move it before the statement that leaves the block.',
  },
];
