// The documentation of the codes the project layer reports (src/project: a file placed in
// MATLAB's folder conventions, its functions listed).
import type { RuleDoc } from './rule.js';

export const RULES: readonly RuleDoc[] = [
  {
    code: 'function-name-mismatch',
    severity: 'warning',
    layer: 'project',
    summary: 'The primary function is declared under another name than its file.',
    what: `The first function of a function file, or the class of a classdef file, is declared
under a name that differs from the file's name (\`function y = scale_by(x)\` in \`scale.m\`). It
is reported at the declared name.`,
    why: `MATLAB ignores the declared name of a file's primary function: it knows the function by
its file name only. A call \`scale_by(x)\` fails with "Unrecognized function or variable
'scale_by'", while \`scale(x)\` works. The mismatch usually comes from renaming one without the
other.`,
    fires: `% file: scale.m
function y = scale_by(x, k)   % MATLAB calls it 'scale'
y = x * k;
end`,
    quiet: `% file: scale.m
function y = scale(x, k)
y = x * k;
end`,
    notReported: `A file whose name is not a valid MATLAB name gets \`invalid-file-name\` instead, not both.
Scripts have no declared name and are not concerned.`,
    fix: 'Rename the function or the file so that both have the same name.',
  },
  {
    code: 'duplicate-function',
    severity: 'error',
    layer: 'project',
    summary: 'Two functions of one file have the same name.',
    what: `Two local functions of one file, or two nested functions of one function, declared with
the same name. It is reported at the second declaration. The methods of a classdef and its local
functions live in separate scopes: a method and a local function may share a name.`,
    why: `MATLAB refuses to run the file: "Function 'helper' has already been declared within this
scope."`,
    fires: `function r = main(x)
r = helper(x);
end

function y = helper(x)
y = 2 * x;
end

function y = helper(x)        % a second 'helper'
y = 3 * x;
end`,
    quiet: `function r = main(x)
r = double_it(x) + triple_it(x);
end

function y = double_it(x)
y = 2 * x;
end

function y = triple_it(x)
y = 3 * x;
end`,
    fix: 'Rename one of the two functions (and its calls), or delete the one that is not wanted.',
  },
  {
    code: 'invalid-file-name',
    severity: 'warning',
    layer: 'project',
    summary: 'A file name that is not a valid MATLAB name.',
    what: `A function or classdef file whose name (without \`.m\`) is not a valid MATLAB name: it
does not start with a letter, or holds characters other than letters, digits and \`_\`
(\`scale-old.m\`, \`2scale.m\`, \`scale copy.m\`). It is reported at the declared name. In Octave
code a name starting with \`_\` (\`__helper__.m\`) is accepted.`,
    why: `MATLAB finds a function by its file name, so a function in such a file can never be called.
This is often a file disabled on purpose by renaming it, or a copy left behind.`,
    fires: `% file: scale-old.m
function y = scale(x, k)      % cannot be called: 'scale-old' is no name
y = x * k;
end`,
    quiet: `% file: scale_old.m
function y = scale_old(x, k)
y = x * k;
end`,
    notReported: `Scripts: a script with such a name can still be run with \`run('scale-old.m')\`. A file
reported here does not also get \`function-name-mismatch\`.`,
    fix: 'Rename the file to a valid name (and the function to match it), or delete the file if it is an old copy.',
  },
];
