// The documentation of the codes the kind analysis reports (src/kinds: whether each name is a
// variable or a function, decided as MATLAB does before the code runs).
import type { RuleDoc } from './rule.js';

export const RULES: readonly RuleDoc[] = [
  {
    code: 'kind-conflict',
    severity: 'error',
    layer: 'kinds',
    summary: 'A name used both as a variable and as a function (or package).',
    what: `A name that one function (or script) uses both as a function, or as a package prefix
(\`pkg.fn\`), and as a variable: \`sum(x)\` followed by \`sum = 0\`, or a name that is a variable
on one branch and a function on another where the branches join. The decision follows MATLAB's
rules: a name assigned anywhere before its use is a variable there; an unassigned name that is a
function on the path (or MATLAB's) is a function call.

In Octave code it is a warning, not an error: Octave looks names up at run time and accepts it.`,
    why: `MATLAB decides whether each name of a function is a variable or a function when it reads the
file, and refuses to run a function whose name is both: "'sum' previously appeared to be used as a
function or command, conflicting with its use here as the name of a variable."`,
    fires: `function r = main(x)
r = sum(x);       % 'sum' is MATLAB's function here
sum = 0;          % and a variable here
end`,
    quiet: `function r = main(x)
total = 0;        % a name that is no function
r = total + sum(x);
end`,
    notReported: `A use written after an assignment of the name, which MATLAB reads as the variable, even when
a loop's back edge reaches the use before any assignment ran (\`[~, rank] = sort(x)\` in one branch
of a loop, \`rank(i)\` in a later one): MATLAB decides kinds in the order of the text. Where the
variable may then be unassigned, that is an \`unassigned-variable\` warning.

A handle \`@name\` and a variable of the same name, in either order, when the name is never
called as a function: a handle looks among functions only, and current MATLAB runs both orders
(manopt's \`M.is_matrix = @is_matrix;\` then \`is_matrix = @(X) ...\`; ERPLAB Studio's panels,
run at every start, assign \`timet_auto = 1\` and then pass \`'callback', @timet_auto\`, a
nested function, or pass \`@popmemu_erp\` and then assign \`popmemu_erp = ...\`), though MATLAB 7
rejected them (the \`matlab7\` variant still does).

A use of a name that is only some class's method (no function of the path, the file or MATLAB
has it), followed by an assignment of the name: for anything but an object of that class MATLAB
finds no function of that name, so the use reads the variable (\`v(4:6)\` in a loop that assigns
\`v\` later, where another class has a method \`v\`).

A name used alone (no dot after it) that is also a package of MATLAB or a toolbox (\`map\`,
\`model\`), later assigned: only a dotted name (\`map.rasterref.x\`) can be the package, so the
use is the variable (vistasoft's loaded \`model\`).`,
    fix: `Rename the variable so that it does not shadow the function (\`total\` rather than \`sum\`),
or, if the variable is meant, assign it before its first use.`,
  },
  {
    code: 'end-ambiguous',
    severity: 'error',
    layer: 'kinds',
    summary: "An 'end' in an index that could refer to more than one array.",
    what: `An \`end\` inside nested indexing, \`x(y(end))\`, where the innermost name (\`y\`) is neither
a known variable nor a known function, and an outer name (\`x\`) could be the array \`end\` counts
instead. If \`y\` is a variable, \`end\` is the last index of \`y\`; if it is a function, \`end\` is
the last index of \`x\`. mtame cannot tell which.`,
    why: `The value of \`end\` changes with what the name turns out to be at run time, so the same line
computes different things depending on the path and the files present. If the name is neither,
MATLAB stops with "Unrecognized function or variable".`,
    fires: `function r = main(x)
r = x(y(end));    % y is never assigned and is no function
end`,
    quiet: `function r = main(x)
idx = find(x > 0);
r = x(idx(end));  % idx is a variable: end counts idx
end`,
    notReported: `A name that is a function of MATLAB or of one of its toolboxes (in mtame's tables, whether or
not the product is installed) is skipped as MATLAB skips a function: in \`P([end, floor(unifrnd(ones(1,
end - 1), 2:end))], :)\` every \`end\` counts P. In a script (whose names may be the caller's
variables), \`end\` is bound to the one candidate that is not a function on the path when there is
only one.`,
    fix: 'Assign the inner name before the line (then `end` counts it), or fix the name if it is a misspelt function or variable.',
  },
  {
    code: 'end-unbound',
    severity: 'error',
    layer: 'kinds',
    summary: "An 'end' in an index with no array to refer to.",
    what: `An \`end\` inside parentheses or braces where every enclosing name is a function:
\`numel(x, end)\`, \`zeros(end)\`. There is no array whose last index \`end\` could be.`,
    why: 'MATLAB rejects the file: "The end operator must be used within an array index expression."',
    fires: `function r = main(x)
r = numel(x, end);    % numel is a function: there is no array to count
end`,
    quiet: `function r = main(x)
r = numel(x(end));    % end counts x
end`,
    notReported: `A function that may get variables its text does not assign: \`load(file)\` with no variable names,
\`eval(text)\`, or a call of a function that assigns in its caller (\`assignin('caller', ...)\`). There
a name MATLAB knows as a function may hold such a variable, and the \`end\` may count it (Dynare's
\`record.MhDraws(end, 1)\` after a helper assigns \`record\`).

An index of a class's constant property, \`Cls.Fields(3:end)\`: \`end\` counts the constant's
value (mexopencv's unit tests).`,
    fix: 'Move the `end` into an index of the array it should count (`x(end)`), or write the value it stands for (`numel(x)`, `size(x, 1)`).',
  },
  {
    code: 'end-assumes-variable',
    severity: 'warning',
    layer: 'kinds',
    summary: "An 'end' that makes a never-assigned name a variable.",
    what: `An \`end\` in the index of a name that the function (or script) never assigns and that is no
known function: \`data(end)\`. MATLAB treats a name indexed with \`end\` as a variable, so the name
becomes a variable here, though nothing in the code gives it a value.`,
    why: `Nothing gives the name a value, so the line stops with "Unrecognized function or variable
'data'": most often the name is misspelt, or the assignment it needs was removed.`,
    fires: `function r = main(x)
values = 2 * x;
r = vaules(end);  % misspelt: 'vaules' is never assigned
end`,
    quiet: `function r = main(x)
values = 2 * x;
r = values(end);
end`,
    notReported: `A name that a loop around the \`end\` assigns later in its text (on the loop's next round:
\`saved(:, 1:end)\` read where \`iteration > 1\`, \`saved = ...\` at the end of the loop): MATLAB takes
it for a variable throughout the function; whether it holds a value there is
\`unassigned-variable\`'s question. Only whole assignments count: \`c(end, 2) = c(end, 2) * -1\` of
a \`c\` made nowhere is still reported, as is a name assigned only on other branches. In a function
that may create variables unseen (\`load\` or \`eval\` without outputs, a call that assigns in its
caller), an \`end\` may index one of them (\`load(f); Y = a_raw(1:30:end, :)\`): not reported there
(the \`load\` is a \`wild-feature\`, as \`unassigned-variable\` keeps quiet in such functions).`,
    fix: `Correct the name if it is a misspelt variable, or assign the variable explicitly (\`S =
load(file); data = S.data;\` rather than a bare \`load\`).`,
  },
];
