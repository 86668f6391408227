// Correlated conditions in the unassigned-variable check: a name assigned under a condition and
// used under the same condition is assigned on every path to the use; a different condition,
// a changed guard variable, or a use outside the guard is still reported.
import { afterAll, expect, test } from 'vitest';
import { checkFile } from '../../src/checks/index.js';
import { removeTempProjects, tempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

/** The unassigned-variable warnings of a file `name`.m holding `text`, as "line: 'name'". */
function unassignedIn(name: string, text: string): string[] {
  const { lib, file } = tempProject({ [name]: text });
  return checkFile(lib.file(file(name))!, lib)
    .filter((d) => d.code === 'unassigned-variable')
    .map((d) => `${d.span.line}: ${d.message.split(' ')[0]}`);
}

/** The same for the body of a one-function file `r = f(a, b, n)`. */
function unassigned(body: string): string[] {
  return unassignedIn('f', `function r = f(a, b, n)\n${body}\nend\n`);
}

// Line 1 is the function line: the body starts on line 2.

test('a use under the same if condition is not reported', () => {
  expect(unassigned('if a > 1\n  x = 1;\nend\nr = 0;\nif a > 1\n  r = x;\nend')).toEqual([]);
  expect(unassigned('if (isempty(b))\n  x = 1;\nend\nr = 0;\nif isempty (b)\n  r = x;\nend')).toEqual([]);
});

test('a use in the right side of C && ... is not reported', () => {
  expect(unassigned('if a\n  x = 0;\nend\nr = 0;\nif a && x > 2\n  r = 1;\nend')).toEqual([]);
  expect(unassigned('if a\n  x = 0;\nend\nr = a && x > 2;')).toEqual([]);
  expect(unassigned('if a\n  x = 0;\nend\nr = 0;\nif a && b\n  r = x;\nend')).toEqual([]);
});

test('else and negated conditions', () => {
  // Assigned in the else branch: holds where the condition fails.
  expect(unassigned('if a\n  r = 0;\nelse\n  x = 1;\nend\nr = 0;\nif ~a\n  r = x;\nend')).toEqual([]);
  expect(unassigned('if a ~= 1\n  x = 1;\nend\nr = 0;\nif a == 1\n  r = 2;\nelse\n  r = x;\nend')).toEqual([]);
  expect(unassigned('if ~isempty(b)\n  x = 1;\nend\nr = 0;\nif isempty(b)\n  r = 2;\nelse\n  r = x;\nend')).toEqual([]);
});

test('elseif chains: each clause condition guards what it assigns', () => {
  const src = 'if a == 1\n  x = 1;\nelseif a == 2\n  x = 2;\nelse\n  r = 0;\nend\nr = 0;\nif a == 2\n  r = x;\nend';
  expect(unassigned(src)).toEqual([]);
  // Assigned in the first clause only: a == 2 does not guard it.
  expect(unassigned('if a == 1\n  x = 1;\nelseif a == 2\n  r = 2;\nend\nr = 0;\nif a == 2\n  r = x;\nend')).toEqual(["9: 'x'"]);
});

test('the same switch case guards a later use', () => {
  const src = "switch b\n  case 'one'\n    x = 1;\n  otherwise\n    r = 0;\nend\nr = 0;\nswitch b\n  case 'one'\n    r = x;\nend";
  expect(unassigned(src)).toEqual([]);
  const other = "switch b\n  case 'one'\n    x = 1;\nend\nr = 0;\nswitch b\n  case 'two'\n    r = x;\nend";
  expect(unassigned(other)).toEqual(["9: 'x'"]);
});

test('a different guard is still reported', () => {
  // a > 0 does not give a > 1 (a > 2 would: every value above 2 is above 1).
  expect(unassigned('if a > 1\n  x = 1;\nend\nr = 0;\nif a > 0\n  r = x;\nend')).toEqual(["7: 'x'"]);
  expect(unassigned('if a > 1\n  x = 1;\nend\nr = 0;\nif a > 2\n  r = x;\nend')).toEqual([]);
  expect(unassigned('if a\n  x = 1;\nend\nr = 0;\nif b\n  r = x;\nend')).toEqual(["7: 'x'"]);
  // C || ... does not imply C.
  expect(unassigned('if a\n  x = 1;\nend\nr = 0;\nif a || b\n  r = x;\nend')).toEqual(["7: 'x'"]);
});

test('a guard variable assigned between is still reported', () => {
  expect(unassigned('if a > 1\n  x = 1;\nend\na = b;\nr = 0;\nif a > 1\n  r = x;\nend')).toEqual(["8: 'x'"]);
  // Also when the change is inside a branch, a loop, or an element of the variable.
  expect(unassigned('if a > 1\n  x = 1;\nend\nif b\n  a(2) = 3;\nend\nr = 0;\nif a > 1\n  r = x;\nend')).toEqual(["10: 'x'"]);
  expect(unassigned('if a\n  x = 1;\nend\nfor k = 1:n\n  a = k;\nend\nr = 0;\nif a\n  r = x;\nend')).toEqual(["10: 'x'"]);
  // A use in a loop where a later iteration has changed the guard.
  expect(unassigned('if a\n  x = 1;\nend\nr = 0;\nwhile r < n\n  if a\n    r = r + x;\n  end\n  a = true;\nend')).toEqual(["8: 'x'"]);
});

test('a use in the else branch of the guard, or after the if without a guard, is still reported', () => {
  expect(unassigned('if a\n  x = 1;\nend\nr = 0;\nif a\n  r = 1;\nelse\n  r = x;\nend')).toEqual(["9: 'x'"]);
  expect(unassigned('if a\n  x = 1;\nend\nr = x;')).toEqual(["5: 'x'"]);
  expect(unassigned('if a\n  x = 1;\nend\nif ~a\n  r = x;\nend')).toEqual(["6: 'x'"]);
});

test('a volatile condition is no guard', () => {
  expect(unassigned('if rand() > 0.5\n  x = 1;\nend\nr = 0;\nif rand() > 0.5\n  r = x;\nend')).toEqual(["7: 'x'"]);
});

test('assigned on the first iteration of a loop, used later in the body', () => {
  // fminunc: niter is 1 on entry, and changes only after the if.
  const fminunc = 'niter = 1;\nr = 0;\nwhile niter < n\n  if niter == 1\n    delta = 2;\n  end\n  r = r + delta;\n  niter += 1;\nend';
  expect(unassigned(fminunc)).toEqual([]);
  // tfqmr: it > 0 holds on entry.
  const tfqmr = 'it = 1;\nr = 0;\nwhile r < n\n  if it > 0\n    alpha = 2;\n  end\n  r = r + alpha;\n  it = -it;\nend';
  expect(unassigned(tfqmr)).toEqual([]);
  // A for loop's first value.
  expect(unassigned('r = 0;\nfor k = 1:n\n  if k == 1\n    d = 3;\n  end\n  r = r + d;\nend')).toEqual([]);
  // TIGRE's PICCS: the counter is stepped before the test, so the test holds on the first pass
  // (also with Octave's `iter++` and `iter += 1`).
  expect(unassigned('iter = 0;\nr = 0;\nwhile r < n\n  iter = iter + 1;\n  r = r + 1;\n  if iter == 1\n    dtvg = 2;\n  end\n  r = r + dtvg;\nend')).toEqual([]);
  expect(unassigned('iter = 0;\nr = 0;\nwhile r < n\n  iter++;\n  if iter == 1\n    dtvg = 2;\n  end\n  r = r + dtvg;\nend')).toEqual([]);
  expect(unassigned('iter = 0;\nr = 0;\nwhile r < n\n  iter += 1;\n  if iter == 1\n    dtvg = 2;\n  end\n  r = r + dtvg;\nend')).toEqual([]);
});

test('first-iteration assignments: near misses are still reported', () => {
  // The counter does not start at the tested value.
  expect(unassigned('niter = 0;\nr = 0;\nwhile niter < n\n  if niter == 1\n    delta = 2;\n  end\n  r = r + delta;\n  niter += 1;\nend')).toEqual(["8: 'delta'"]);
  // The counter is changed before the if in the body.
  expect(unassigned('niter = 1;\nr = 0;\nwhile niter < n\n  niter = niter + 1;\n  if niter == 1\n    delta = 2;\n  end\n  r = r + delta;\nend')).toEqual(["9: 'delta'"]);
  // ... by a step the check cannot follow (inside an if), or by twice the step.
  expect(unassigned('iter = 0;\nr = 0;\nwhile r < n\n  if a\n    iter = iter + 1;\n  end\n  if iter == 1\n    dtvg = 2;\n  end\n  r = r + dtvg;\nend')).toEqual(["11: 'dtvg'"]);
  expect(unassigned('iter = 0;\nr = 0;\nwhile r < n\n  iter = iter + 2;\n  if iter == 1\n    dtvg = 2;\n  end\n  r = r + dtvg;\nend')).toEqual(["9: 'dtvg'"]);
  // A continue before the if can skip the first iteration's assignment.
  expect(unassigned('r = 0;\nfor k = 1:n\n  if b(k)\n    continue;\n  end\n  if k == 1\n    d = 3;\n  end\n  r = r + d;\nend')).toEqual(["10: 'd'"]);
  // The entry value is unknown.
  expect(unassigned('r = 0;\nfor k = a:n\n  if k == 1\n    d = 3;\n  end\n  r = r + d;\nend')).toEqual(["7: 'd'"]);
  // residue: the range assigned to a name just before the loop.
  expect(unassigned('r = 0;\nidx = 1:n;\nfor k = idx\n  if k == 1\n    d = 3;\n  end\n  r = r + d;\nend')).toEqual([]);
  expect(unassigned('r = 0;\nidx = 2:n;\nfor k = idx\n  if k == 1\n    d = 3;\n  end\n  r = r + d;\nend')).toEqual(["8: 'd'"]);
  // After the loop the assignment may never have run (no iteration).
  expect(unassigned('r = 0;\nfor k = 1:n\n  if k == 1\n    d = 3;\n  end\nend\nr = d;')).toEqual(["8: 'd'"]);
});

test('Octave chained assignments assign every name', () => {
  expect(unassigned('x = y = 0;\nr = x + y;')).toEqual([]);
});

test('a flag set together with the assignment guards the use', () => {
  // spline: complete = false, then complete = true where dfe is assigned.
  const spline = 'complete = false;\nif a == n + 2\n  complete = true;\n  dfe = b(end);\nend\nr = 0;\nif complete\n  r = dfe;\nend';
  expect(unassigned(spline)).toEqual([]);
  // sqp: have_hess = 0, then 1 where obj_hess is assigned.
  const sqp = 'have_hess = 0;\nif iscell(a)\n  obj_hess = a{3};\n  have_hess = 1;\nend\nr = 0;\nif have_hess\n  r = obj_hess;\nend';
  expect(unassigned(sqp)).toEqual([]);
});

test('a flag set apart from the assignment is still reported', () => {
  // The flag becomes true on a path that does not assign x.
  expect(unassigned('have = 0;\nif a\n  x = 1;\nend\nif b\n  have = 1;\nend\nr = 0;\nif have\n  r = x;\nend')).toEqual(["11: 'x'"]);
  // The flag is set before the branch that may skip x.
  expect(unassigned('have = 1;\nif a\n  x = 1;\nend\nr = 0;\nif have\n  r = x;\nend')).toEqual(["8: 'x'"]);
});

/** The same for a function taking varargin. */
function unassignedVarargin(body: string): string[] {
  return unassignedIn('g', `function r = g(varargin)\n${body}\nend\n`);
}

test('an if chain on nargin that covers every count the function accepts', () => {
  const chain = 'if nargin == 1\n  p = 1;\nelseif nargin == 2\n  p = 2;\nelseif nargin == 3\n  p = varargin{3};\nend\nr = p;';
  // comet: counts outside 1..3 stopped earlier.
  expect(unassignedVarargin(`if (nargin == 0 || nargin > 3)\n  error ("usage");\nendif\n${chain}`)).toEqual([]);
  expect(unassignedVarargin(`narginchk(1, 3);\n${chain}`)).toEqual([]);
  // The old form (PALM): error of nargchk's message, which is nothing for a count in range.
  expect(unassignedVarargin(`error(nargchk(1, 3, nargin));\n${chain}`)).toEqual([]);
  expect(unassignedVarargin(`error(nargchk(1, 4, nargin));\n${chain}`)).toEqual(["10: 'p'"]);
  expect(unassignedVarargin('if nargin < 1 || nargin > 2\n  error("usage");\nend\nswitch nargin\n  case 1\n    p = 1;\n  case 2\n    p = 2;\nend\nr = p;')).toEqual([]);
});

test('an if chain on nargin that misses an accepted count is still reported', () => {
  const chain = 'if nargin == 1\n  p = 1;\nelseif nargin == 2\n  p = 2;\nelseif nargin == 3\n  p = varargin{3};\nend\nr = p;';
  expect(unassignedVarargin(`if (nargin == 0 || nargin > 4)\n  error ("usage");\nendif\n${chain}`)).toEqual(["12: 'p'"]);
  expect(unassignedVarargin(chain)).toEqual(["9: 'p'"]);
});

test("Octave's for [val, key] = s assigns both names", () => {
  expect(unassigned('r = {};\nfor [v, k] = a\n  r{end+1} = k;\n  if isempty(v)\n    k = 1;\n  end\nend')).toEqual([]);
});

test('a guarded name is assigned on a path where its guard holds', () => {
  // subplot: pos comes from the user (have_position true) or is computed (else).
  const subplot = 'have_position = false;\nif a\n  pos = b;\n  have_position = true;\nend\nif ~have_position\n  pos = [0 0 1 1];\nend\nr = pos;';
  expect(unassigned(subplot)).toEqual([]);
  // Not when the else branch is the one without pos.
  const miss = 'have_position = false;\nif a\n  pos = b;\n  have_position = true;\nend\nif have_position\n  pos = [0 0 1 1];\nend\nr = pos;';
  expect(unassigned(miss)).toEqual(["10: 'pos'"]);
});

test('an argument-count guard implied by the use site condition', () => {
  const threeOut = (body: string): string[] => unassignedIn('h', `function [r, s, t] = h(a)\ns = 0;\nt = 0;\n${body}\nend\n`);
  // spstats: mean assigned when nargout > 1, used when nargout > 2.
  expect(threeOut('r = 0;\nif nargout > 1\n  m = 2;\nend\nif nargout > 2\n  r = m;\nend')).toEqual([]);
  expect(threeOut('r = 0;\nif nargout >= 2\n  m = 2;\nend\nif nargout > 1\n  r = m;\nend')).toEqual([]);
  // nargout > 0 does not imply nargout > 1.
  expect(threeOut('r = 0;\nif nargout > 1\n  m = 2;\nend\nif nargout > 0\n  r = m;\nend')).toEqual(["9: 'm'"]);
  // A count used as a condition is the count compared with 0 (VOICEBOX's v_glotlf: q built
  // where nargout ~= 1, read where ~nargout); nargout == 1 does not cover it.
  expect(threeOut('r = 0;\nif nargout ~= 1\n  m = 2;\nend\nif ~nargout\n  r = m;\nend')).toEqual([]);
  expect(threeOut('r = 0;\nif nargout == 1\n  m = 2;\nend\nif ~nargout\n  r = m;\nend')).toEqual(["9: 'm'"]);
  expect(threeOut('r = 0;\nif numel(a) > 0\n  m = 2;\nend\nif numel(a)\n  r = m;\nend')).toEqual([]);
  // A one-output function: `nargout > 2` never holds, the use under it never runs.
  expect(unassigned('r = 0;\nif nargout > 2\n  r = m;\nend')).toEqual([]);
});

test('the other clauses of a first-iteration if see what a whole iteration assigns', () => {
  // qmr: eps0 is used when iter > 1, and assigned later in every iteration.
  const qmr = 'r = 0;\nfor iter = 1:n\n  if iter == 1\n    p = 1;\n  else\n    p = r / eps0;\n  end\n  eps0 = p + 1;\n  r = r + eps0;\nend';
  expect(unassigned(qmr)).toEqual([]);
  // Not when the later assignment is conditional, or a continue may cut the iteration short.
  const cond = 'r = 0;\nfor iter = 1:n\n  if iter == 1\n    p = 1;\n  else\n    p = r / eps0;\n  end\n  if a\n    eps0 = p + 1;\n  end\n  r = r + p;\nend';
  expect(unassigned(cond)).toEqual(["7: 'eps0'"]);
  const skip = 'r = 0;\nfor iter = 1:n\n  if iter == 1\n    p = 1;\n  else\n    p = r / eps0;\n  end\n  if a\n    continue;\n  end\n  eps0 = p + 1;\n  r = r + p;\nend';
  expect(unassigned(skip)).toEqual(["7: 'eps0'"]);
});

test('a while condition that guards a name holds on entry to the body', () => {
  // tfqmr: a failed setup sets flag = 2, and the loop runs while flag != 2.
  const tfqmr = 'flag = 1;\ntry\n  v = f(a);\ncatch\n  flag = 2;\nend\nr = 0;\nwhile flag ~= 2 && r < n\n  r = r + v;\n  if r > 10\n    flag = 4;\n  end\nend';
  expect(unassigned(tfqmr)).toEqual([]);
  // A loop on another condition is still reported.
  const other = 'flag = 1;\ntry\n  v = f(a);\ncatch\n  flag = 2;\nend\nr = 0;\nwhile r < n\n  r = r + v;\nend';
  expect(unassigned(other)).toEqual(["10: 'v'"]);
});

test('a loop that surely runs once assigns what its body assigns; a loop that may not run does not', () => {
  expect(unassigned('for k = 1:3\n  x = k;\nend\nr = x;')).toEqual([]);
  expect(unassigned('m = 4;\nfor k = 1:m\n  x = k;\nend\nr = x;')).toEqual([]);
  expect(unassigned('for c = {1, 2}\n  x = c;\nend\nr = x;')).toEqual([]);
  expect(unassigned('done = false;\nwhile ~done\n  x = 1;\n  done = true;\nend\nr = x;')).toEqual([]);
  expect(unassigned('for k = 1:n\n  x = k;\nend\nr = x;')).toEqual(["5: 'x'"]);
  expect(unassigned('for k = 3:1\n  x = k;\nend\nr = x;')).toEqual(["5: 'x'"]);
  // A break may leave the first iteration before the assignment.
  expect(unassigned('for k = 1:3\n  if a(k)\n    break;\n  end\n  x = k;\nend\nr = x;')).toEqual(["8: 'x'"]);
});

test('the loop variable is assigned once the for line runs, even over an empty range', () => {
  expect(unassigned('for k = 1:n\nend\nr = k;')).toEqual([]);
});

test('an assignment that cannot fail at the start of a try has run in its catch', () => {
  expect(unassigned('try\n  x = [];\n  ok = false;\n  x = a(1);\ncatch\n  r = x;\nend')).toEqual([]);
  expect(unassigned('try\n  y = a(1);\n  x = 1;\ncatch\n  r = x;\nend')).toEqual(["6: 'x'"]);
});

test('after a try whose body always raises (or leaves), only the catch has run', () => {
  expect(unassigned("try\n  error('pkg:id', 'no');\ncatch err\n  e = err;\nend\nr = e;")).toEqual([]);
  expect(unassigned("try\n  x = a(1);\n  if x > 0\n    error('positive');\n  else\n    return;\n  end\ncatch\n  e = 1;\nend\nr = e;")).toEqual([]);
  // A helper of the file that never returns raises as error does.
  expect(unassignedIn('f', "function r = f(a)\ntry\n  fail(a);\ncatch\n  e = 1;\nend\nr = e;\nend\nfunction fail(m)\nerror('f:fail', m);\nend\n")).toEqual([]);
  // A body that may complete: the use after it may come from either.
  expect(unassigned("try\n  if a\n    error('no');\n  end\ncatch\n  e = 1;\nend\nr = e;")).toEqual(["9: 'e'"]);
});

test('a flag set where nothing after it in the try can fail still holds its old value in the catch', () => {
  const at = (...body: string[]): string[] => unassigned(['ok = false;', 'try', ...body, 'catch', '  r = 0;', 'end', 'if ok', '  r = x;', 'end'].join('\n')).map((d) => d.replace(/^\d+/, String(8 + body.length) === d.split(':')[0] ? 'use' : '?'));
  // The idiom: the flag is the try's last statement, or at the end of a branch that ends it,
  // with only assignments that cannot fail after it.
  expect(at('  x = a(1);', '  ok = true;')).toEqual([]);
  expect(at('  [x, y] = size(a);', '  if y == 2', '    ok = true;', '  else', '    z = 1;', '  end')).toEqual([]);
  expect(at('  x = a(1);', '  ok = true;', '  n = 0;')).toEqual([]);
  // The flag set before what may fail, something that may fail after it, or a loop whose next
  // iteration may fail: the catch may see it set without x.
  expect(at('  ok = true;', '  x = a(1);')).toEqual(["use: 'x'"]);
  expect(at('  x = a(1);', '  ok = true;', '  disp(b);')).toEqual(["use: 'x'"]);
  expect(at('  if b', '    ok = true;', '  end', '  x = a(1);')).toEqual(["use: 'x'"]);
  expect(at('  for k = 1:3', '    x = a(k);', '    ok = true;', '  end')).toEqual(["use: 'x'"]);
});

test('an error with a message built from a text raises; error(nargchk(...)) may not', () => {
  expect(unassigned("if a\n  x = 1;\nelse\n  error(['bad input: ' b]);\nend\nr = x;")).toEqual([]);
  expect(unassigned("if a\n  x = 1;\nelse\n  error(sprintf('bad %d', n));\nend\nr = x;")).toEqual([]);
  expect(unassigned("if a\n  x = 1;\nelse\n  error('pkg:bad', b);\nend\nr = x;")).toEqual([]);
  expect(unassigned("if a\n  x = 1;\nelse\n  error(nargchk(1, 2, n));\nend\nr = x;")).toEqual(["7: 'x'"]);
});

test('names assigned on the same branches hold values together: after a use of one, the others do', () => {
  expect(unassigned('if a\n  x = 1;\n  y = 2;\nend\nr = x + y;')).toEqual(["6: 'x'"]);
  expect(unassigned('if a\n  x = 1;\nend\nif b\n  y = 2;\nend\nr = x + y;')).toEqual(["8: 'x'", "8: 'y'"]);
  expect(unassigned('if a\n  x = 1;\n  y = 2;\nelseif b\n  x = 3;\nend\nr = x + y;')).toEqual(["8: 'x'", "8: 'y'"]);
});

test('a literal condition decides the branch: if (true) always assigns, if 0 never runs', () => {
  expect(unassigned('if (true)\n  x = 1;\nend\nr = x;')).toEqual([]);
  expect(unassigned('if 0\n  y = q;\nelse\n  x = 1;\nend\nr = x;')).toEqual([]);
  expect(unassigned('if false\n  x = 1;\nend\nr = x;')).toEqual(["5: 'x'"]);
});

test('a for over a row holding a scalar literal runs at least once', () => {
  expect(unassigned('for d = [a NaN]\n  x = d;\nend\nr = x;')).toEqual([]);
  expect(unassigned('for d = [a b]\n  x = d;\nend\nr = x;')).toEqual(["5: 'x'"]);
});

test('a flag a loop sets only together with a name guards it in and after the loop', () => {
  // hmmgenerate: usesym = false; an option loop sets usesym = true where it assigns symbols.
  const options = "use = false;\nfor i = 1:2:numel(b)\n  if strcmp(b{i}, 's')\n    use = true;\n    s = b{i + 1};\n  elseif strcmp(b{i}, 't')\n    r = 1;\n  else\n    error('bad option');\n  end\nend\nr = 0;\nif use\n  r = s;\nend";
  expect(unassigned(options)).toEqual([]);
  const whileLoop = "use = 0;\nk = 1;\nwhile k < numel(b)\n  switch b{k}\n    case 's'\n      s = b{k + 1};\n      use = 1;\n  end\n  k = k + 2;\nend\nr = 0;\nif use\n  r = s;\nend";
  expect(unassigned(whileLoop)).toEqual([]);
  // Used inside the body, after the option is read.
  const inBody = "use = false;\nr = 0;\nfor i = 1:numel(b)\n  if b{i} == 1\n    use = true;\n    s = i;\n  end\n  if use\n    r = r + s;\n  end\nend";
  expect(unassigned(inBody)).toEqual([]);
});

test('a loop flag set apart from the name is still reported', () => {
  // The flag is set on a branch that does not assign s.
  const apart = "use = false;\nfor i = 1:numel(b)\n  if b{i} == 1\n    use = true;\n    s = i;\n  elseif b{i} == 2\n    use = true;\n  end\nend\nr = 0;\nif use\n  r = s;\nend";
  expect(unassigned(apart)).toEqual(["13: 's'"]);
  // A continue may end an iteration before s is assigned.
  const skip = "use = false;\nfor i = 1:numel(b)\n  use = true;\n  if b{i} == 1\n    continue;\n  end\n  s = i;\nend\nr = 0;\nif use\n  r = s;\nend";
  expect(unassigned(skip)).toEqual(["12: 's'"]);
  // A break leaves with the flag set and s not yet assigned.
  const leave = "use = false;\nfor i = 1:numel(b)\n  use = true;\n  if b{i} == 1\n    break;\n  end\n  s = i;\nend\nr = 0;\nif use\n  r = s;\nend";
  expect(unassigned(leave)).toEqual(["12: 's'"]);
});

test('after the use of a name, the names assigned on every branch that assigned it hold values', () => {
  // y is assigned on the branches that assign x and one more: once x is used, y holds a value.
  expect(unassigned('if a\n  x = 1;\n  y = 2;\nelseif b\n  y = 3;\nend\nr = x + y;')).toEqual(["8: 'x'"]);
  // The other way round, x may still be missing.
  expect(unassigned('if a\n  x = 1;\n  y = 2;\nelseif b\n  y = 3;\nend\nr = y + x;')).toEqual(["8: 'y'", "8: 'x'"]);
});

test('names a loop that may not run assigns together: after the use of one, the others hold values', () => {
  // aaatrig: when the loop does not run, the first use fails before the second.
  expect(unassigned('for k = 1:n\n  e = k;\n  w = 2 * k;\nend\nr = e + w;')).toEqual(["6: 'e'"]);
  // A name the loop assigns on some iterations only is not tied to the others.
  expect(unassigned('for k = 1:n\n  e = k;\n  if k > 2\n    w = k;\n  end\nend\nr = e + w;')).toEqual(["8: 'e'", "8: 'w'"]);
});

test('a comparison with a number that holds decides the truth of its left side', () => {
  // Assigned where `a` holds, used where `a == 2` or `a > 0.5` does (so `a` does too).
  expect(unassigned('if a\n  x = 1;\nend\nr = 0;\nif a == 2\n  r = x;\nend')).toEqual([]);
  expect(unassigned('if a\n  x = 1;\nend\nr = 0;\nif b && a > 0.5\n  r = x;\nend')).toEqual([]);
  // `a == 1` does not follow from `a` holding (a may be 2): still reported.
  expect(unassigned('if a == 1\n  x = 1;\nend\nr = 0;\nif a && b\n  r = x;\nend')).toEqual(["7: 'x'"]);
  expect(unassigned('if a > -1\n  x = 1;\nend\nr = 0;\nif a\n  r = x;\nend')).toEqual(["7: 'x'"]);
  expect(unassigned('if a == 0\n  x = 1;\nend\nr = 0;\nif a\n  r = x;\nend')).toEqual(["7: 'x'"]);
});

/** Lines joined with newlines. */
const lines = (...ls: string[]): string => ls.join('\n');

test('a switch or if chain covering every value a validated text can hold leaves no path unassigned', () => {
  const byValidatestring = lines("m = validatestring(b, {'fast', 'exact'});", 'switch m', "  case 'fast'", '    x = 1;', "  case 'exact'", '    x = 2;', 'end', 'r = x;');
  expect(unassigned(byValidatestring)).toEqual([]);
  const bySwitch = lines('switch b', "  case 'a'", '    r = 1;', "  case {'b', 'c'}", '    r = 2;', '  otherwise', "    error('bad');", 'end',
    "if strcmp(b, 'a')", '  x = 1;', "elseif strcmp(b, 'b')", '  x = 2;', "elseif any(strcmp(b, {'c'}))", '  x = 3;', 'end', 'r = x;');
  expect(unassigned(bySwitch)).toEqual([]);
  const byIfChain = lines("if strcmp(b, 'a')", '  r = 1;', "elseif strcmp(b, 'b')", '  r = 2;', 'else', "  error('bad');", 'end',
    'switch b', "  case 'a'", '    x = 1;', "  case 'b'", '    x = 2;', 'end', 'r = x;');
  expect(unassigned(byIfChain)).toEqual([]);
  const byIsmember = lines("if ~ismember(b, {'a', 'b'})", "  error('bad');", 'end', 'switch b', "  case 'a'", '    x = 1;', "  case 'b'", '    x = 2;', 'end', 'r = x;');
  expect(unassigned(byIsmember)).toEqual([]);
  const byNumber = lines('if a == 1', '  r = 1;', 'elseif a == 2', '  r = 2;', 'else', "  error('bad');", 'end', 'switch a', '  case 1', '    x = 1;', '  case 2', '    x = 2;', 'end', 'r = x;');
  expect(unassigned(byNumber)).toEqual([]);
});

test('a validated text whose values are not all covered, or that changed, is still reported', () => {
  const missing = lines('switch b', "  case 'a'", '    r = 1;', "  case {'b', 'c'}", '    r = 2;', '  otherwise', "    error('bad');", 'end',
    "if strcmp(b, 'a')", '  x = 1;', "elseif strcmp(b, 'b')", '  x = 2;', 'end', 'r = x;');
  expect(unassigned(missing)).toEqual(["15: 'x'"]);
  // strcmpi accepts 'A'; the switch compares exactly.
  const insensitive = lines("if ~any(strcmpi(b, {'a', 'b'}))", "  error('bad');", 'end', 'switch b', "  case 'a'", '    x = 1;', "  case 'b'", '    x = 2;', 'end', 'r = x;');
  expect(unassigned(insensitive)).toEqual(["11: 'x'"]);
  const changed = lines("if ~ismember(b, {'a', 'b'})", "  error('bad');", 'end', 'b = upper(b);', 'switch b', "  case 'a'", '    x = 1;', "  case 'b'", '    x = 2;', 'end', 'r = x;');
  expect(unassigned(changed)).toEqual(["12: 'x'"]);
  // Without an error on the other values, the first switch says nothing of b.
  const open = lines('switch b', "  case 'a'", '    r = 1;', 'end', 'switch b', "  case 'a'", '    x = 1;', 'end', 'r = x;');
  expect(unassigned(open)).toEqual(["10: 'x'"]);
});

test('argument counts above the declared ones, and code after an exit, are never reached', () => {
  // f takes (a, b, n): `nargin < 4` always holds.
  expect(unassigned(lines('if nargin < 4', '  x = 1;', 'end', 'r = x;'))).toEqual([]);
  expect(unassigned(lines('if nargin < 3', '  x = 1;', 'end', 'r = x;'))).toEqual(["5: 'x'"]);
  // A use after return is dead code (reported as unreachable-code, not here).
  expect(unassigned(lines('r = 0;', 'return;', 'r = x;', 'x = 1;'))).toEqual([]);
  // error(strcat("...", "...")) and error(message(...)) raise.
  expect(unassigned(lines('if a', '  x = 1;', 'else', '  error (strcat (["bad: "], [" input"]));', 'end', 'r = x;'))).toEqual([]);
  expect(unassigned(lines('if a', '  x = 1;', 'else', "  error(message('pkg:bad'));", 'end', 'r = x;'))).toEqual([]);
  // sprintf('%s', t) may be empty, and error('') does nothing.
  expect(unassigned(lines('if a', '  x = 1;', 'else', "  error(sprintf('%s', b));", 'end', 'r = x;'))).toEqual(["7: 'x'"]);
  // A format written as a row of texts is a text (LTFAT's `error(sprintf(['...' '%d'], n))`).
  expect(unassigned(lines('if a', '  x = 1;', 'else', "  error(sprintf(['too long: ' '%d'], b));", 'end', 'r = x;'))).toEqual([]);
  expect(unassigned(lines('if a', '  x = 1;', 'else', "  error(sprintf(['%s' '%d'], b, a));", 'end', 'r = x;'))).toEqual(["7: 'x'"]);
});

test('a for over 1:S runs when the facts bound S, and a second loop over the same range runs when the first did', () => {
  expect(unassigned(lines('if isempty(b)', '  r = 0;', '  return;', 'end', 'for k = 1:numel(b)', '  x = k;', 'end', 'r = x;'))).toEqual([]);
  expect(unassigned(lines('if n < 1', "  error('n must be positive');", 'end', 'for k = 1:n', '  x = k;', 'end', 'r = x;'))).toEqual([]);
  expect(unassigned(lines('if size(b, 1) == 0', "  error('empty');", 'end', 'for k = 1:size(b, 1)', '  x = k;', 'end', 'r = x;'))).toEqual([]);
  // A count is a whole number: length(b) > 0 makes it at least 1 (YALMIP's knapsack bounds).
  expect(unassigned(lines('if length(b) > 0', '  for k = 1:length(b)', '    x(k) = k;', '  end', '  r = x;', 'end'))).toEqual([]);
  expect(unassigned(lines('if size(b, 1) > 0.5', '  for k = 1:size(b, 1)', '    x(k) = k;', '  end', '  r = x;', 'end'))).toEqual([]);
  // A variable that only holds counts is a whole number from 0 too: n ~= 0, or n true, makes it at least 1.
  expect(unassigned(lines('n = size(b, 1);', 'if n == 0', "  error('empty');", 'end', 'for k = 1:n', '  x(k) = k;', 'end', 'r = x;'))).toEqual([]);
  expect(unassigned(lines('[n, m] = size(b);', 'if ~n', "  error('empty');", 'end', 'for k = 1:n', '  x(k) = k;', 'end', 'r = x;'))).toEqual([]);
  // boxplot: the second loop over 1:n reads what the first assigned.
  expect(unassigned(lines('for k = 1:n', '  y(k) = k;', 'end', 'r = 0;', 'for k = 1:n', '  r = r + y(k);', 'end'))).toEqual([]);
});

test('a loop whose range the facts do not bound, or over another range, is still reported', () => {
  expect(unassigned(lines('if isempty(a)', '  return;', 'end', 'r = 0;', 'for k = 1:numel(b)', '  x = k;', 'end', 'r = x;'))).toEqual(["9: 'x'"]);
  expect(unassigned(lines('if n < 0', "  error('negative');", 'end', 'for k = 1:n', '  x = k;', 'end', 'r = x;'))).toEqual(["8: 'x'"]);
  // n > 0 for an n that need not be whole: 1:0.5 is empty.
  expect(unassigned(lines('if n > 0', '  for k = 1:n', '    x(k) = k;', '  end', '  r = x;', 'end'))).toEqual(["6: 'x'"]);
  expect(unassigned(lines('if length(b) > 0', '  for k = 2:length(b)', '    x(k) = k;', '  end', '  r = x;', 'end'))).toEqual(["6: 'x'"]);
  // n true for an n that need not be whole (0.5), or a count that may be 1 before 2:n.
  expect(unassigned(lines('if ~n', "  error('zero');", 'end', 'for k = 1:n', '  x(k) = k;', 'end', 'r = x;'))).toEqual(["8: 'x'"]);
  expect(unassigned(lines('n = numel(b);', 'if n == 0', "  error('empty');", 'end', 'for k = 2:n', '  x(k) = k;', 'end', 'r = x;'))).toEqual(["9: 'x'"]);
  expect(unassigned(lines('for k = 1:n', '  y(k) = k;', 'end', 'r = 0;', 'for k = 1:n + 1', '  r = r + y(k);', 'end'))).toEqual(["7: 'y'"]);
  expect(unassigned(lines('for k = 1:n', '  y(k) = k;', 'end', 'r = 0;', 'n = a;', 'for k = 1:n', '  r = r + y(k);', 'end'))).toEqual(["8: 'y'"]);
});

test('a loop that surely runs and leaves by a break assigns what every way out of its first iteration assigned', () => {
  const loop = (use: string): string => lines('done = false;', 'while ~done', '  x = 1;', '  if a', '    break;', '  end', '  y = 2;', '  done = true;', 'end', use);
  expect(unassigned(loop('r = x;'))).toEqual([]);
  expect(unassigned(loop('r = y;'))).toEqual(["11: 'y'"]);
  const skip = lines('for k = 1:3', '  x = k;', '  if k == a', '    continue;', '  end', '  y = k;', 'end', 'r = x + y;');
  expect(unassigned(skip)).toEqual(["9: 'y'"]);
});

test('an elseif clause guards what it assigns by all its conditions; a constant set elsewhere refutes another', () => {
  // minimax: assigned under `elseif m > n`, used under the same clause of a later chain.
  const chains = lines('r = 0;', 'if a', '  r = 1;', 'elseif b > 2', '  x = 1;', 'end', 'if a', '  r = 2;', 'elseif b > 2', '  r = x;', 'end');
  expect(unassigned(chains)).toEqual([]);
  // Only the clause's own condition at the use: a may hold with b > 2.
  const partial = lines('r = 0;', 'if a', '  r = 1;', 'elseif b > 2', '  x = 1;', 'end', 'if b > 2', '  r = x;', 'end');
  expect(unassigned(partial)).toEqual(["9: 'x'"]);
  // spincomp: dim = 2 only where yy is assigned; dim is 3 otherwise.
  const constants = lines('if a', '  dim = 2;', '  yy = 1;', 'else', '  dim = 3;', 'end', 'r = 0;', 'if dim == 2', '  r = yy;', 'end');
  expect(unassigned(constants)).toEqual([]);
  const unknown = lines('if a', '  dim = 2;', '  yy = 1;', 'else', '  dim = n;', 'end', 'r = 0;', 'if dim == 2', '  r = yy;', 'end');
  expect(unassigned(unknown)).toEqual(["10: 'yy'"]);
});

test('constants assigned on every path make the domain of a variable', () => {
  const flags = lines('r = 0;', 'if a', '  dm = 1;', '  t = 5;', 'elseif b', '  dm = 2;', 'else', '  dm = 0;', 'end', 'if dm < 2 && dm ~= 0', '  r = t;', 'end');
  expect(unassigned(flags)).toEqual([]);
  const texts = lines('if a', "  form = 'even';", 'else', "  form = 'odd';", 'end', "if strcmp(form, 'even')", '  x = 1;', "elseif strcmp(form, 'odd')", '  x = 2;', 'end', 'r = x;');
  expect(unassigned(texts)).toEqual([]);
  // form may hold any text b holds.
  const open = lines('if a', "  form = 'even';", 'else', '  form = b;', 'end', "if strcmp(form, 'even')", '  x = 1;', "elseif strcmp(form, 'odd')", '  x = 2;', 'end', 'r = x;');
  expect(unassigned(open)).toEqual(["12: 'x'"]);
  // dm may be 2 where dm > 0 holds.
  const wider = lines('r = 0;', 'if a', '  dm = 1;', '  t = 5;', 'elseif b', '  dm = 2;', 'else', '  dm = 0;', 'end', 'if dm > 0', '  r = t;', 'end');
  expect(unassigned(wider)).toEqual(["12: 't'"]);
});

test('a failed conjunction or a holding disjunction: one of its parts, so a path where none can is not taken', () => {
  const counts = lines('if nargin ~= 1 && nargin ~= 3', "  error('usage');", 'else', '  if nargin == 1', '    y = 1;', '  elseif nargin == 3', '    y = 3;', '  end', 'end', 'r = y;');
  expect(unassigned(counts)).toEqual([]);
  const values = lines('if ~(a == 1 || a == 2)', "  error('bad');", 'end', 'if a == 1', '  x = 1;', 'elseif a == 2', '  x = 2;', 'end', 'r = x;');
  expect(unassigned(values)).toEqual([]);
  // A part left open: a may be 3.
  const open = lines('if ~(a == 1 || a == 2 || a == 3)', "  error('bad');", 'end', 'if a == 1', '  x = 1;', 'elseif a == 2', '  x = 2;', 'end', 'r = x;');
  expect(unassigned(open)).toEqual(["10: 'x'"]);
});

test('a text test as a guard: strcmp(b, "crop") holding means strcmp(b, "wrap") fails', () => {
  // imshear: ypad assigned unless the box is "wrap"; used where it is "crop".
  const imshear = lines("if ~strcmp(b, 'wrap')", '  ypad = 1;', 'end', 'r = 0;', "if strcmp(b, 'crop')", '  r = ypad;', 'end');
  expect(unassigned(imshear)).toEqual([]);
  const wrong = lines("if ~strcmp(b, 'wrap')", '  ypad = 1;', 'end', 'r = 0;', "if strcmpi(b, 'wrap')", '  r = ypad;', 'end');
  expect(unassigned(wrong)).toEqual(["7: 'ypad'"]);
});

test('names an iteration assigns together are assigned together after the loop', () => {
  // isoluminate: best_l and best_s set together when E improves; when it never does, the first use fails.
  const best = lines('m = Inf;', 'for l = 1:n', '  if l < m', '    m = l;', '    bl = l;', '    bs = 2 * l;', '  end', 'end', 'r = bl + bs;');
  expect(unassigned(best)).toEqual(["10: 'bl'"]);
  // Assigned apart: both reported.
  const apart = lines('for l = 1:n', '  if l < a', '    bl = l;', '  end', '  if l < b', '    bs = l;', '  end', 'end', 'r = bl + bs;');
  expect(unassigned(apart)).toEqual(["10: 'bl'", "10: 'bs'"]);
});

test('a condition on a variable no path assigned fails first: it guards against that path', () => {
  // spincomp: dim is unassigned on the path that skips every clause, which fails at `dim == 1`.
  const spincomp = lines("if isa(b, 'double')", '  dim = 1;', "elseif isa(b, 'single')", '  dim = 2;', '  yy = 1;', 'end', 'r = 0;', 'if dim == 1', '  r = 1;', 'elseif dim == 2', '  r = yy;', 'end');
  expect(unassigned(spincomp)).toEqual(["9: 'dim'"]);
  // dim assigned on that path too (to 2): yy is missing there.
  const assigned = lines('dim = 2;', "if isa(b, 'double')", '  dim = 1;', "elseif isa(b, 'single')", '  dim = 2;', '  yy = 1;', 'end', 'r = 0;', 'if dim == 1', '  r = 1;', 'elseif dim == 2', '  r = yy;', 'end');
  expect(unassigned(assigned)).toEqual(["13: 'yy'"]);
});

test('names a while loop assigns together, with a flag of the loop in the same clause', () => {
  // trigremez: pmin and errmin are stored together when delta improves.
  const store = lines('dmin = Inf;', 'k = 0;', 'while k < n', '  d = b(k + 1);', '  if d < dmin', '    pmin = k;', '    if a > 0', '      qmin = k;', '    end', '    emin = d;', '    dmin = d;', '  end', '  k = k + 1;', 'end', 'r = pmin + emin;');
  expect(unassigned(store)).toEqual(["16: 'pmin'"]);
  // One of them may hold a value from before the loop: not tied.
  const before = lines('if a', '  pmin = 0;', 'end', 'dmin = Inf;', 'for k = 1:n', '  if b(k) < dmin', '    pmin = k;', '    emin = k;', '    dmin = b(k);', '  end', 'end', 'r = pmin + emin;');
  expect(unassigned(before)).toEqual(["13: 'pmin'", "13: 'emin'"]);
});

test('a variable indexed with one literal index is not empty afterwards: a loop over its elements runs', () => {
  // expm: dimVals(1) is read before `for k = 1:numel(dimVals)`.
  expect(unassigned(lines('d = b(1);', 'for k = 1:numel(b)', '  x = k;', 'end', 'r = x + d;'))).toEqual([]);
  expect(unassigned(lines('d = b{end};', 'for k = 1:length(b)', '  x = k;', 'end', 'r = x + d;'))).toEqual([]);
  // As an end of a range (mirt's thresholdRw: `D = sr(1):5`).
  expect(unassigned(lines('d = b(1):5;', 'for k = 1:length(b)', '  x = k;', 'end', 'r = x + d;'))).toEqual([]);
  // b(1, :) may be 1x0; a(1) after && may not run; b changed after.
  expect(unassigned(lines('d = b(1, :);', 'for k = 1:numel(b)', '  x = k;', 'end', 'r = x + d;'))).toEqual(["6: 'x'"]);
  expect(unassigned(lines('d = a && b(1);', 'for k = 1:numel(b)', '  x = k;', 'end', 'r = x + d;'))).toEqual(["6: 'x'"]);
  expect(unassigned(lines('d = b(1);', 'b = a;', 'for k = 1:numel(b)', '  x = k;', 'end', 'r = x + d;'))).toEqual(["7: 'x'"]);
});

/** The unassigned-variable warnings of a file with a main function and local functions. */
function unassignedFile(text: string): string[] {
  return unassignedIn('m', text);
}

test("a local function's calls in its file are all its calls: their texts and argument counts", () => {
  const h = ['function r = h(x, form)', "  if strcmp(form, 'even')", '    c = x;', "  elseif strcmp(form, 'odd')", '    c = -x;', '  end', '  r = c;', 'end'];
  const g = ['function r = g(x, y)', '  if nargin == 1', '    c = x;', '  elseif nargin == 2', '    c = y;', '  end', '  r = c;', 'end'];
  const forms = lines('function r = m(x)', "  r = h(x, 'even') + h(x, 'odd') + g(x);", 'end', ...h, ...g);
  expect(unassignedFile(forms)).toEqual([]);
  // A handle to h lets anyone call it with any text; g is also called with no argument.
  const open = lines('function r = m(x)', '  f = @h;', "  r = h(x, 'even') + g(x) + g();", 'end', ...h, ...g);
  expect(unassignedFile(open)).toEqual(["11: 'c'", "19: 'c'"]);
});

test("a local function every call of which passes a number literal: the parameter holds one of them (FSDA's corfactorRAW(1, n, alpha))", () => {
  const h = ['function f = h(p, n)', '  if p > 2', '    v = 1 - 1/p;', '  else', '    if p == 2', '      v = 0.5;', '    end', '    if p == 1', '      v = 0.25;', '    end', '  end', '  f = v * n;', 'end'];
  expect(unassignedFile(lines('function r = m(x)', '  r = h(1, x) + h(2, x);', 'end', ...h))).toEqual([]);
  // A call passes 0, or a value the file does not show.
  expect(unassignedFile(lines('function r = m(x)', '  r = h(1, x) + h(0, x);', 'end', ...h))).toEqual(["15: 'v'"]);
  expect(unassignedFile(lines('function r = m(x)', '  r = h(x, x);', 'end', ...h))).toEqual(["15: 'v'"]);
});

test('a name assigned a literal that is not empty: a loop over it or its elements runs', () => {
  expect(unassigned(lines("c = {'a', 'b'};", 'for k = 1:numel(c)', '  x = k;', 'end', 'r = x;'))).toEqual([]);
  expect(unassigned(lines('v = linspace(0, 1);', 'for t = v', '  x = t;', 'end', 'r = x;'))).toEqual([]);
  // [a b] may be empty; linspace(0, 1, n) too.
  expect(unassigned(lines('v = [a b];', 'for t = v', '  x = t;', 'end', 'r = x;'))).toEqual(["6: 'x'"]);
  expect(unassigned(lines('v = linspace(0, 1, n);', 'for k = 1:numel(v)', '  x = k;', 'end', 'r = x;'))).toEqual(["6: 'x'"]);
});

test('a for over linspace with a default or known count runs', () => {
  expect(unassigned(lines('for t = linspace(0, 1, 5)', '  x = t;', 'end', 'r = x;'))).toEqual([]);
  expect(unassigned(lines('for t = linspace(0, 1, n)', '  x = t;', 'end', 'r = x;'))).toEqual(["5: 'x'"]);
});

test('a text test compared with 0 or 1 is a text test too', () => {
  // imshear, as written there.
  const imshear = lines('if ( strcmp(b, "wrap") == 0 )', '  ypad = 1;', 'end', 'r = 0;', 'if ( strcmp(b, "crop")==1 )', '  r = ypad;', 'end');
  expect(unassigned(imshear)).toEqual([]);
  const same = lines('if ( strcmp(b, "wrap") == 0 )', '  ypad = 1;', 'end', 'r = 0;', 'if ( strcmp(b, "wrap") ~= 0 )', '  r = ypad;', 'end');
  expect(unassigned(same)).toEqual(["7: 'ypad'"]);
});

test('names with the same correlation keys of several joins are assigned on the same paths', () => {
  // One branch assigns both, the other only when its loop found a g below 3 (both then).
  const both = lines('if a', '  [p, q] = deal(1, 2);', 'else', '  g = n;', '  while g > 1', '    g = g / 2;', '    if g < 3', '      p = g;', '      q = 2;', '    end', '  end', 'end', 'r = p + q;');
  expect(unassigned(both)).toEqual(["14: 'p'"]);
  // hinfsyn: in the loop, one statement of a try assigns both (or, in its catch, neither).
  const hinfsyn = lines('if a', '  [p, q] = deal(1, 2);', 'else', '  g = n;', '  while g > 1', '    g = g / 2;', '    try', '      [p, q] = deal(g, 2);', '    catch', '      g = 0;', '    end', '  end', 'end', 'r = p + q;');
  expect(unassigned(hinfsyn)).toEqual(["15: 'p'"]);
  const twoStatements = lines('if a', '  [p, q] = deal(1, 2);', 'else', '  g = n;', '  while g > 1', '    g = g / 2;', '    try', '      p = g;', '      q = 2;', '    catch', '      g = 0;', '    end', '  end', 'end', 'r = p + q;');
  // q = 2 ends the try and cannot fail: where the try failed, neither ran, so p and q go together.
  expect(unassigned(twoStatements)).toEqual(["16: 'p'"]);
  // q assigned in the loop apart from p: both reported.
  const apart = lines('if a', '  [p, q] = deal(1, 2);', 'else', '  g = n;', '  while g > 1', '    g = g / 2;', '    try', '      p = g;', '    catch', '      q = 0;', '    end', '  end', 'end', 'r = p + q;');
  expect(unassigned(apart)).toEqual(["15: 'p'", "15: 'q'"]);
});

test('a name another branch may assign is not tied to one assigned only with it', () => {
  // y is missing where a fails and b holds, though x is assigned there.
  expect(unassigned(lines('if a', '  x = 1;', '  y = 2;', 'else', '  if b', '    x = 3;', '  end', 'end', 'r = x + y;'))).toEqual(["10: 'x'", "10: 'y'"]);
});

test('in a catch, the names one statement of the try assigns hold values together', () => {
  // clean_dir: [CV, CF] = meshfix(V, F) in a try.
  expect(unassigned(lines('try', '  [p, q] = deal(a, b);', 'catch', '  r = 0;', 'end', 'r = numel(q) + numel(p);'))).toEqual(["7: 'q'"]);
  // q = b ends the try: where the try failed it did not run, so a path that read q went through
  // the whole try, and p holds a value there.
  // (Calls: a copy of a parameter no call may leave out cannot fail.)
  expect(unassigned(lines('try', '  p = g(a);', '  q = g(b);', 'catch', '  r = 0;', 'end', 'r = numel(q) + numel(p);'))).toEqual(["8: 'q'"]);
  expect(unassigned(lines('try', '  q = g(b);', '  p = g(a);', 'catch', '  r = 0;', 'end', 'r = numel(q) + numel(p);'))).toEqual(["8: 'q'", "8: 'p'"]);
  // callsedumi: p changed after the statement that first assigned it, which ran before.
  expect(unassigned(lines('try', '  [p, q] = deal(a, b);', '  p(1) = [];', '  disp(p);', 'catch', '  r = 0;', 'end', 'r = numel(q) + numel(p);'))).toEqual(["9: 'q'"]);
  expect(unassigned(lines('try', '  if b', '    p = 1;', '  end', '  [p, q] = deal(a, b);', '  disp(p);', 'catch', '  r = 0;', 'end', 'r = numel(p) + numel(q);'))).toEqual(["11: 'p'", "11: 'q'"]);
  // Read after q, p holds a value: where q does, the statement assigning both ran.
  expect(unassigned(lines('try', '  if b', '    p = 1;', '  end', '  [p, q] = deal(a, b);', '  disp(p);', 'catch', '  r = 0;', 'end', 'r = numel(q) + numel(p);'))).toEqual(["11: 'q'"]);
});

test('a path on which a name read earlier was unassigned has failed there, with the values that chose it', () => {
  // imref3d, solvepde: S is read for nargin 3 and 4 only (other counts fail there), so a later
  // chain over the same counts leaves no path without N.
  const chain = (second: string): string => lines('if nargin == 3', '  S = 1;', 'elseif nargin == 4', '  S = 2;', 'end', 'x = S + 1;', second, 'r = N + x;');
  expect(unassignedVarargin(chain("if nargin == 3\n  N = 1;\nelseif nargin == 4\n  N = 2;\nend"))).toEqual(["7: 'S'"]);
  expect(unassignedVarargin(chain("switch nargin\n  case 3\n    N = 1;\n  case 4\n    N = 2;\nend"))).toEqual(["7: 'S'"]);
  // A chain that leaves one of the counts out still misses N there.
  expect(unassignedVarargin(chain("if nargin == 3\n  N = 1;\nend"))).toEqual(["7: 'S'", "11: 'N'"]);
  // The counts no longer hold once what they test is assigned.
  const changed = lines('k = numel(varargin);', 'if k == 3', '  S = 1;', 'elseif k == 4', '  S = 2;', 'end', 'x = S + 1;', 'k = x;', 'if k == 3', '  N = 1;', 'elseif k == 4', '  N = 2;', 'end', 'r = N + x;');
  expect(unassignedVarargin(changed)).toEqual(["8: 'S'", "15: 'N'"]);
});

test('a name assigned under several argument counts is assigned where the counts cover every one left', () => {
  // candle: nargin is 4 to 7, and two separate ifs assign color for 4 and for 5 or more.
  const body = (second: string): string => lines('if nargin < 4 || nargin > 7', "  error('usage');", 'end', 'if nargin == 4', '  c = 1;', 'end', second, 'r = c;');
  expect(unassignedVarargin(body("if nargin >= 5\n  c = 2;\nend"))).toEqual([]);
  expect(unassignedVarargin(body("if nargin >= 6\n  c = 2;\nend"))).toEqual(["11: 'c'"]);
});

test('a text flag set with a name guards it: a later test of the same text finds it assigned', () => {
  // eyediagram: xi is assigned where signal becomes 'complex', and read under that test.
  const flag = (other: string): string => lines("signal = 'real';", 'if a > 1', "  signal = 'complex';", '  xi = 2;', other, 'end', 'r = 0;', "if strcmp(signal, 'complex')", '  r = xi;', 'end');
  expect(unassigned(flag(''))).toEqual([]);
  // Where another path may also make it 'complex' without xi, the test proves nothing.
  expect(unassigned(flag("elseif b > 1\n  signal = 'complex';"))).toEqual(["11: 'xi'"]);
});

test('a condition that both holds and fails leaves no path', () => {
  // kappa: `if isempty(w) ... elseif ~isempty(w) ...` has no third way.
  expect(unassigned(lines('if isempty(b)', '  h = 1;', 'elseif ~isempty(b)', '  h = 2;', 'end', 'r = h;'))).toEqual([]);
  expect(unassigned(lines('if isempty(b)', '  h = 1;', 'elseif ~isempty(a)', '  h = 2;', 'end', 'r = h;'))).toEqual(["7: 'h'"]);
});

test('the counts of elements are whole numbers from 0, as the argument counts are', () => {
  // aar: length(MOP) == 0, == 1 and >= 2 cover every length.
  const chain = (last: string): string => lines('if length(b) == 0', '  p = 1;', 'elseif length(b) == 1', '  p = 2;', `elseif ${last}`, '  p = 3;', 'end', 'r = p;');
  expect(unassigned(chain('length(b) >= 2'))).toEqual([]);
  expect(unassigned(chain('size(b, 1) >= 2'))).toEqual(["9: 'p'"]);
  expect(unassigned(chain('length(b) >= 3'))).toEqual(["9: 'p'"]);
});

test('a name a loop only ever assigns constants keeps a domain after it', () => {
  // wgn: type is 'dBW' and options read in a loop over varargin set 'dBm' or 'linear'; a chain
  // over the three then assigns np on every path.
  const options = (extra: string): string => lines("t = 'dBW';", 'for k = 1:numel(varargin)', "  if strcmp(varargin{k}, 'dBm')", "    t = 'dBm';", "  elseif strcmp(varargin{k}, 'lin')", "    t = 'linear';", extra, '  end', 'end', "if strcmp(t, 'dBW')", '  np = 1;', "elseif strcmp(t, 'dBm')", '  np = 2;', "elseif strcmp(t, 'linear')", '  np = 3;', 'end', 'r = np;');
  expect(unassignedVarargin(options(''))).toEqual([]);
  // A value from elsewhere (not a constant) leaves it unknown.
  expect(unassignedVarargin(options("  else\n    t = varargin{k};"))).toEqual(["19: 'np'"]);
});

test('a for over 0:S with S a count, or over a:b after b < a failed, runs', () => {
  // selmo: [lr, lc] = size(e); for k = 0:lr assigns the criteria read after it.
  expect(unassigned(lines('[lr, lc] = size(b);', 'for k = 0:lr', '  x(k + 1) = k;', 'end', 'r = x;'))).toEqual([]);
  expect(unassigned(lines('m = numel(b);', 'for k = 0:m', '  x(k + 1) = k;', 'end', 'r = x;'))).toEqual([]);
  // A count changed into something else, or a range from 1, may be empty.
  expect(unassigned(lines('m = numel(b);', 'm = m - 1;', 'for k = 0:m', '  x(k + 1) = k;', 'end', 'r = x;'))).toEqual(["7: 'x'"]);
  expect(unassigned(lines('m = numel(b);', 'for k = 1:m', '  x(k) = k;', 'end', 'r = x;'))).toEqual(["6: 'x'"]);
  // arfit2: pmax < pmin raised an error before the loop.
  const bounds = (test: string): string => lines(`if ${test}`, "  error('bad orders');", 'end', 'for p = a:n', '  x(p) = p;', 'end', 'r = x;');
  expect(unassigned(bounds('n < a'))).toEqual([]);
  expect(unassigned(bounds('a > n'))).toEqual([]);
  expect(unassigned(bounds('n < b'))).toEqual(["8: 'x'"]);
});

test('assert(false) never returns', () => {
  // CoSMoMVPA's tests: a switch over the cases run, whose otherwise is assert(false).
  const sw = (other: string): string => lines('switch n', '  case 1', '    t = 1;', '  otherwise', `    ${other}`, 'end', 'r = t;');
  expect(unassigned(sw('assert(false);'))).toEqual([]);
  expect(unassigned(sw("assert(0, 'no such case');"))).toEqual([]);
  expect(unassigned(sw('assert(a);'))).toEqual(["8: 't'"]);
});

test('a parameter read where it surely runs was passed: nargin is at least its position', () => {
  // chebfun's sum3(f): f is read first, so `if nargin == 1` always holds after it.
  expect(unassignedIn('g', lines('function r = g(x)', 'n = numel(x);', 'if nargin == 1', '  I = n;', 'end', 'r = I;', 'end'))).toEqual([]);
  // A read that may not run (right of ||) says nothing, nor does a parameter the body assigns.
  expect(unassignedIn('g', lines('function r = g(x, y)', 'if isempty(x) || isempty(y)', '  r = 0;', 'end', 'if nargin == 2', '  I = 1;', 'end', 'r = I;', 'end'))).toEqual(["8: 'I'"]);
  expect(unassignedIn('g', lines('function r = g(x, y)', 'if nargin < 2', '  y = 1;', 'end', 'n = y;', 'if nargin == 2', '  I = n;', 'end', 'r = I;', 'end'))).toEqual(["9: 'I'"]);
  // `~` holds a place: y is the second input.
  expect(unassignedIn('g', lines('function r = g(~, y)', 'n = y;', 'if nargin == 2', '  I = n;', 'end', 'r = I;', 'end'))).toEqual([]);
  expect(unassignedIn('g', lines('function r = g(~, y)', 'n = y;', 'if nargin == 1', '  I = n;', 'end', 'r = I;', 'end'))).toEqual(["6: 'I'"]);
});

test('a count of a value that is not empty is at least 1', () => {
  // chebfun's gallery tests: N = length(names) of a cell literal; for k = 1:N fills pass.
  const body = (list: string): string => lines(`names = ${list};`, 'n = length(names);', 'for k = 1:n', '  x(k) = k;', 'end', 'r = x;');
  expect(unassigned(body("{'a', 'b'}"))).toEqual([]);
  expect(unassigned(body('b'))).toEqual(["7: 'x'"]);
});

test('the condition of a clause after one the first iteration takes sees that iteration', () => {
  // cosmo_stack: `if k == 1, first = h; elseif ~isequal(first, h) ...` in a loop from 1.
  const loop = (start: string): string => lines(`for k = ${start}:numel(b)`, '  h = b(k);', '  if k == 1', '    first = h;', '  elseif ~isequal(first, h)', '    r = 1;', '  end', 'end');
  expect(unassigned(loop('1'))).toEqual([]);
  expect(unassigned(loop('2'))).toEqual(["6: 'first'"]);
});

test('inside an if whose condition the loop does not change, a nested first-iteration if sees that iteration too', () => {
  // cosmo_check_partitions: `if check_balance, ..., if k == 1, first = h; elseif ~isequal(first, h)`.
  const loop = (cond: string, before = ''): string => lines('for k = 1:numel(b)', '  h = b(k);', ...(before ? [before] : []), `  if ${cond}`, '    if k == 1', '      first = h;', '    else', '      r = first;', '    end', '  end', 'end');
  expect(unassigned(loop('a'))).toEqual([]);
  expect(unassigned(loop('~isempty(a) && a(1) > 0'))).toEqual([]);
  // The condition reads what the loop changes: the first iteration may have skipped the clause.
  expect(unassigned(loop('a && h > 0'))).toEqual(["8: 'first'"]);
  // A continue before it: the first iteration may not have come this far.
  expect(unassigned(loop('a', '  if h < 0, continue; end'))).toEqual(["9: 'first'"]);
});

test('an iterative method\'s while over err > tol, with err = Inf before it, runs (for every tolerance but an infinite or NaN one)', () => {
  const loop = (start: string, cond: string): string => lines(`err = ${start};`, `while ${cond}`, '  y = b;', '  err = abs(y - a);', 'end', 'r = y;');
  expect(unassigned(loop('Inf', 'err > n'))).toEqual([]);
  expect(unassigned(loop('inf', 'n < err && a'))).toEqual(["7: 'y'"]);
  expect(unassigned(loop('inf', 'n <= err'))).toEqual([]);
  // A finite start, or the test the other way round, may fail on entry.
  expect(unassigned(loop('1', 'err > n'))).toEqual(["7: 'y'"]);
  expect(unassigned(loop('Inf', 'err < n'))).toEqual(["7: 'y'"]);
  // chebfun's conformal: `err = Inf` before the if whose branches hold the loops.
  const nested = (start: string): string => lines(`err = ${start};`, 'if p == 0', '  while err > n', '    y = b;', '    err = abs(y - a);', '  end', 'else', '  y = a;', 'end', 'r = y;');
  expect(unassigned(nested('Inf'))).toEqual([]);
  expect(unassigned(nested('1'))).toEqual(["11: 'y'"]);
});

test('a while whose every condition part holds on entry, by constants or by the facts, runs', () => {
  // spherefun's constructor: inside `while ~failure`, `strike = 1; while strike < 3 && ~failure`.
  const inner = (cond: string): string => lines('failure = 0;', 'while ~failure', '  strike = 1;', `  while ${cond}`, '    x = strike;', '    strike = strike + 1;', '  end', '  r = x;', '  failure = a;', 'end');
  expect(unassigned(inner('strike < 3 && ~failure'))).toEqual([]);
  expect(unassigned(inner('strike < 3 && ~b'))).toEqual(["9: 'x'"]);
});

test("in Octave code, a call with arguments where the variable holds no value calls the project's function", () => {
  const { lib, file } = tempProject({
    lti: 'function s = lti(p, m)\n  s = p + m;\nend\n',
    f: 'function r = f(a, p, m)\n  if a\n    lti = 3;\n    r = lti;\n    return;\n  endif\n  r = lti(p, m);  # Octave calls the function\nend\n',
    g: 'function r = g(a, p, m)\n  if a\n    lti = 3;\n    r = lti;\n    return;\n  end\n  r = lti(p, m);\nend\n',
    h: 'function r = h(a, p, m)\n  if a\n    nofn = 3;\n  endif\n  r = nofn(p, m);  # no function nofn: the variable\nend\n',
  });
  const found = (name: string): string[] => checkFile(lib.file(file(name))!, lib).filter((d) => d.code === 'unassigned-variable').map((d) => `${d.span.line}: ${d.message.split(' ')[0]}`);
  expect(found('f')).toEqual([]);
  // MATLAB code: lti is a variable in g throughout.
  expect(found('g')).toEqual(["7: 'lti'"]);
  expect(found('h')).toEqual(["5: 'nofn'"]);
});

test('a flag the loop sets with a name guards it on every iteration, when each continue keeps that too', () => {
  // __plt__: x_set is set with x; an iteration that uses x resets the flag, or continues with it.
  const plt = (skip: string) => lines('x_set = false;', 'k = 1;', 'while k <= n', '  if b(k) && x_set', '    r = x;', '    x_set = false;', '    k = k + 1;', '    continue;', '  end', '  if a(k)', `    ${skip}`, '    k = k + 1;', '    continue;', '  end', '  x = a(k);', '  x_set = true;', '  k = k + 1;', 'end');
  expect(unassigned(plt('disp(k);'))).toEqual([]);
  // A continue after setting the flag without the name breaks the invariant.
  expect(unassigned(plt('x_set = true;'))).toEqual(["6: 'x'"]);
});

test('a name whose guard holds where the guard\'s variable changes holds a value from there on', () => {
  // lookfor: status is 0 where the try assigned first_sentence; a later branch sets status again.
  const lookfor = lines('status = 0;', 'try', '  s = f(a);', 'catch', '  status = 1;', 'end', 'if status', '  r = 0;', 'elseif b == 3', '  r = s;', 'else', '  [r, status] = f(b);', 'end', 'if status == 0', '  r = s;', 'end');
  expect(unassigned(lookfor)).toEqual([]);
  // Where the guard does not hold when status changes, s stays unknown.
  const reset = lines('status = 0;', 'try', '  s = f(a);', 'catch', '  status = 1;', 'end', 'if b == 3', '  [r, status] = f(b);', 'end', 'if status == 0', '  r = s;', 'end');
  expect(unassigned(reset)).toEqual(["12: 's'"]);
});

test('a flag set with a name before a break guards it after the loop', () => {
  // stairs: have_line_spec = true with linespec, then break.
  const stairs = (before: string) => lines('found = false;', 'for k = 1:numel(b)', '  if a(k)', `    ${before}`, '    found = true;', '    break;', '  elseif n', '    spec = 0;', '  end', 'end', 'r = 0;', 'if found', '  r = spec;', 'end');
  expect(unassigned(stairs('spec = b(k);'))).toEqual([]);
  // The flag set at a break without the name: not guarded.
  expect(unassigned(stairs('disp(k);'))).toEqual(["14: 'spec'"]);
});

test('a name a loop over 1:numel(x) fills, then given a value when x is empty, holds one after', () => {
  // what: w(i) filled per element of dir, and `if numel(dir) == 0, w = ...; end` after.
  for (const test of ['numel(b) == 0', 'isempty(b)', '~numel(b)']) {
    expect(unassigned(lines('for k = 1:numel(b)', '  w(k) = b(k);', 'end', `if ${test}`, '  w = 0;', 'end', 'r = w;'))).toEqual([]);
  }
  // The default given for another condition leaves a path without w.
  expect(unassigned(lines('for k = 1:numel(b)', '  w(k) = b(k);', 'end', 'if n == 0', '  w = 0;', 'end', 'r = w;'))).toEqual(["8: 'w'"]);
});

test("a helper that tests its caller's variable (vistasoft's notDefined) guards a name as exist('x', 'var') does", () => {
  // AFQ's AFQ_mrtrix_csdeconv: `if notDefined('bkgrnd'), bkgrnd = false; end` then reads bkgrnd.
  const notDefined = "function ndef = notDefined(varString)\nndef = evalin('caller', ['~exist(''' varString ''',''var'') == 1']);\nif ndef, return; end\nndef = evalin('caller', ['isempty(' varString ') == 1']);\nend\n";
  const main = (test: string) => `function r = main(x)\nif ${test}\n  b = false;\nend\nr = b;\nend\n`;
  const found = (test: string, helper = notDefined): string[] => {
    const { lib, file } = tempProject({ main: main(test), notDefined: helper });
    return checkFile(lib.file(file('main'))!, lib).filter((d) => d.code === 'unassigned-variable').map((d) => `${d.span.line}: ${d.message.split(' ')[0]}`);
  };
  expect(found("notDefined('b')")).toEqual([]);
  // A helper that asks something else of its caller, or a test of another name: reported.
  expect(found("notDefined('b')", "function ndef = notDefined(v)\nndef = evalin('caller', ['isempty(' v ')']);\nend\n")).toEqual(["5: 'b'"]);
  expect(found("notDefined('x')")).toEqual(["5: 'b'"]);
});

test("exist('x', 'var') is a test like another: the same test later holds where it held, until x is assigned", () => {
  // vistasoft's dtiGeneralDlg: yMax under exist('title', 'var'), read under the same test.
  const body = (between: string) => lines("if exist('b', 'var')", '  y = 1;', 'end', between, 'r = 0;', "if exist('b', 'var')", '  r = y;', 'end');
  expect(unassigned(body('disp(a);'))).toEqual([]);
  // b assigned in between: the second test may hold where the first failed.
  expect(unassigned(body('b = 2;'))).toEqual(["8: 'y'"]);
});

test('a while test on a counter of known first value meets the facts: `k = 0; while k < n` after n >= 1 runs', () => {
  // isetbio's swapSourceRFsBetweenNearbyDestinationRFs: assert(maxPassesNum >= 1), then a pass loop.
  const body = (check: string) => lines(check, 'k = 0;', 'while k < n', '  last = k;', '  k = k + 1;', 'end', 'r = last;');
  expect(unassigned(body('assert(n >= 1);'))).toEqual([]);
  expect(unassigned(body("if n < 1, error('n'); end"))).toEqual([]);
  // n may be 0.
  expect(unassigned(body('assert(n >= 0);'))).toEqual(["8: 'last'"]);
  expect(unassigned(body('disp(n);'))).toEqual(["8: 'last'"]);
});

test('the right of || that the facts make unreachable never runs; a flag narrowed with && keeps what it guarded', () => {
  // hctsa's DVV_dvv: two inputs, then `if nargin < 3 || isempty(numSurr)`.
  const dvv = (test: string) => `function y = dvv(x, m)\nif ${test}\n  k = 10;\nend\ny = x * m * k;\nend\n`;
  expect(unassignedIn('dvv', dvv('nargin < 3 || isempty(k)'))).toEqual([]);
  expect(unassignedIn('dvv', dvv('nargin < 2 || isempty(k)'))).toEqual(["2: 'k'"]);
  // hctsa's apxState: `deriv = nargout > 0 && a > 0; if deriv, nh = 3; end; deriv = deriv && b`.
  const narrowed = (update: string) => lines('d = a > 0;', 'if d', '  h = 3;', 'end', update, 'r = 0;', 'if d', '  r = h;', 'end');
  expect(unassigned(narrowed('d = d && b;'))).toEqual([]);
  expect(unassigned(narrowed('d = b && d & n;'))).toEqual([]);
  expect(unassigned(narrowed('d = d || b;'))).toEqual(["9: 'h'"]);
});

test('a flag set from a chain of && that fails makes one part fail: a chain over the flag and the parts leaves no way out', () => {
  // hctsa's infEP: exact = ~grid && ~sparse; if exact ... elseif sparse ... elseif grid, error.
  const body = (last: string) => lines("s = strcmp(a, 'x');", "g = strcmp(a, 'y');", 'e = ~g && ~s;', 'if e', '  f = 1;', 'elseif s', '  f = 2;', last, 'end', 'r = f;');
  expect(unassigned(body("elseif g\n  error('no grid');"))).toEqual([]);
  // Without the grid branch, g may hold and no branch assigns f.
  expect(unassigned(body(''))).toEqual(["11: 'f'"]);
  // And of ||: the flag holding makes one part hold.
  const or = lines('e = a > 1 || b > 1;', 'if ~e', '  f = 0;', 'elseif a > 1', '  f = 1;', 'elseif b > 1', '  f = 2;', 'end', 'r = f;');
  expect(unassigned(or)).toEqual([]);
});

test('a loop to max(c, n) with c at least its start runs (an empty n aside)', () => {
  // Piotr's toolbox's opticalFlow: `for s = 1:max(1, nScales)`.
  const loop = (stop: string) => lines(`for s = 1:${stop}`, '  y = s;', 'end', 'r = y;');
  expect(unassigned(loop('max(1, n)'))).toEqual([]);
  expect(unassigned(loop('max(n, 3)'))).toEqual([]);
  expect(unassigned(loop('max(0, n)'))).toEqual(["5: 'y'"]);
  expect(unassigned(loop('min(1, n)'))).toEqual(["5: 'y'"]);
});

test('a loop over a stop the facts make equal to that of a loop that ran runs too', () => {
  // nirs-toolbox's ft_preproc_dftfilter: an error unless the lengths match, then two loops.
  const body = (guard: string) => lines(`if ${guard}`, "  error('lengths differ');", 'end', 'for i = 1:length(b)', '  t(i) = b(i);', 'end', 'r = 0;', 'for i = 1:length(a)', '  r = r + t(i);', 'end');
  expect(unassigned(body('length(a) ~= length(b)'))).toEqual([]);
  expect(unassigned(body('length(b) ~= length(a)'))).toEqual([]);
  // Other stops: a may be longer than b, or b empty.
  expect(unassigned(body('length(a) < length(b)'))).toEqual(["10: 't'"]);
});

test('a counter, or a choice between counts, is a whole number: `n > 0` says a loop over 1:n ran', () => {
  // __errplot__: nplots = ifelse(isempty(x), 0, columns(x)); the use under `nplots > 0`.
  const after = (count: string) => lines(count, 'for k = 1:m', '  v = k;', 'end', 'r = 0;', 'if m > 0', '  r = v;', 'end');
  expect(unassigned(after('m = ifelse(isempty(b), 0, columns(b));'))).toEqual([]);
  expect(unassigned(after('m = 0;\nfor i = 1:numel(b)\n  if b(i)\n    m = m + 1;\n  end\nend'))).toEqual([]);
  // A parameter's value, or a counter that may step by a half, may be 0.5: 1:0.5 is empty.
  expect(unassigned(after('m = n;'))).toEqual(["8: 'v'"]);
  expect(unassigned(after('m = 0;\nif a\n  m = m + 0.5;\nend'))).toEqual(["11: 'v'"]);
  // A parameter's default (chebfun's aaa: `if nargin < 5, k = 1; end; for ii = 0:k`) leaves
  // what the caller passed: any value.
  const byDefault = lines('if nargin < 3', '  n = 1;', 'end', 'for k = 0:n', '  v = k;', 'end', 'r = v;');
  expect(unassigned(byDefault)).toEqual(["8: 'v'"]);
});

test('a read under `a || b` where a guards the name and b guards it too: each part assigns it', () => {
  // OptimTraj's directCollocation: the pattern set under `if fa`, again under `if fb`, read
  // under `if fa || fb`.
  const body = (use: string) => lines('if a > 1', '  s.x = 1;', 'end', 'if b > 1', '  s.y = 2;', 'end', 'r = 0;', `if ${use}`, '  r = s;', 'end');
  expect(unassigned(body('a > 1 || b > 1'))).toEqual([]);
  expect(unassigned(body('b > 1 || a > 1 || a > 1'))).toEqual([]);
  // A part that guards nothing leaves a path without s.
  expect(unassigned(body('a > 1 || n > 1'))).toEqual(["10: 's'"]);
});

test("the else of `a || b` assigns under `~a && ~b` written another way (De Morgan)", () => {
  // leasqr: covpinv in the else of `m <= n || any(e)`, read under `m > n && ~any(e)`.
  const body = (use: string) => lines('if (a <= n || any (b))', '  c = 0;', 'else', '  p = 1;', 'end', 'r = 0;', `if (${use})`, '  r = p;', 'end');
  expect(unassigned(body('a > n && ~any (b)'))).toEqual([]);
  expect(unassigned(body('~any (b) && a > n'))).toEqual([]);
  // Half of it is not enough: any(b) may hold where a > n does.
  expect(unassigned(body('a > n'))).toEqual(["9: 'p'"]);
});

test('`any(x == b)` holding makes `all(x == a)` fail for another number a', () => {
  // io's __OCT_oct2xlsx__: strings set unless all(t(:) == 1), read under any(t(:) == 3).
  const body = (use: string) => lines('if all(b(:) == 1)', '  r = 0;', 'else', '  s = 1;', 'end', `if (${use})`, '  r = s;', 'end');
  expect(unassigned(body('any(b(:) == 3) && s > 0'))).toEqual([]);
  expect(unassigned(body('any(b(:) == 3)'))).toEqual([]);
  // The same value says nothing (some element is 1; all may be).
  expect(unassigned(body('any(b(:) == 1)'))).toEqual(["8: 's'"]);
});

test('a for over a few constants runs each: what its iterations assign together is assigned after it', () => {
  // sdpt3's randinfsdp: `for L = 1:2 ... if (L == 1); Zi = T; else; Z0 = T; end; end`.
  const loop = (range: string, test: string) => lines(`for L = ${range}`, '  T = L;', `  if ${test}`, '    p = T;', '  else', '    q = T;', '  end', 'end', 'r = p + q;');
  expect(unassigned(loop('1:2', 'L == 1'))).toEqual([]);
  expect(unassigned(loop('[3 1]', 'L > 2'))).toEqual([]);
  // No value takes the else: q is never assigned.
  expect(unassigned(loop('1:2', 'L < 5'))).toEqual(["10: 'q'"]);
  // A range not known, or too long to walk value by value: as before.
  expect(unassigned(loop('1:n', 'L == 1'))).toEqual(["10: 'p'", "10: 'q'"]);
});

test('a persistent variable the function never assigns is empty: `if isempty(p)` runs', () => {
  // io's __JOD_spsh2oct__: `persistent ctype; if (isempty (ctype)) FLOAT = ...; end`.
  const body = (extra: string) => lines('persistent p;', extra, 'if isempty(p)', '  t = 1;', 'end', 'r = t;');
  expect(unassigned(body(''))).toEqual([]);
  // Assigned somewhere (here, or on an earlier call): it may hold a value.
  expect(unassigned(body('if a, p = 1; end'))).toEqual(["7: 't'"]);
});

test('a counter starting at 0 makes `if ~mod(gen, k)` (or `mod(gen, k) == 0`) hold on the first pass', () => {
  // PlatEMO's DMOEAeC: s set every 10th generation, read on every one.
  const loop = (start: string, test: string) => lines(`gen = ${start};`, 'r = 0;', 'while a(gen + 1)', `  if ${test}`, '    s = gen;', '  end', '  r = r + s;', '  gen = gen + 1;', 'end');
  expect(unassigned(loop('0', '~mod(gen, n)'))).toEqual([]);
  expect(unassigned(loop('0', 'rem(gen, 10) == 0'))).toEqual([]);
  expect(unassigned(loop('3', 'mod(gen, 10) == 0'))).toEqual(["8: 's'"]);
});

test('a variable that copies nargout is a count: a higher threshold meets a lower one', () => {
  // lsqcurvefit: out_args = nargout (); outp under out_args >= 5, read under out_args >= 6.
  const body = (copy: string, use: string) => lines(copy, 'r = 0;', 'if m >= 5', '  p = 1;', 'end', `if m >= ${use}`, '  r = p;', 'end');
  expect(unassigned(body('m = nargout ();', '6'))).toEqual([]);
  expect(unassigned(body('m = nargout;', '5'))).toEqual([]);
  expect(unassigned(body('m = nargout;', '4'))).toEqual(["8: 'p'"]);
  // Any number: m >= 6 still gives m >= 5 (for every element of an array too), not m >= 4.
  expect(unassigned(body('m = a;', '6'))).toEqual([]);
  expect(unassigned(body('m = a;', '4'))).toEqual(["8: 'p'"]);
});

test('a global keeps its value until a call that may run the program\'s code', () => {
  // sdpt3's HSDlinsysolve: `global opt`; opt = 'chol' or 'spchol', then a strcmp chain on it.
  const body = (between: string) =>
    lines('function r = f(a)', 'global opt', 'if a > 1', "  opt = 'chol';", 'else', "  opt = 'spchol';", 'end', between, "if strcmp(opt, 'chol')", '  x = 1;', "elseif strcmp(opt, 'spchol')", '  x = 2;', 'end', 'r = x;', 'end', 'function helper()', 'global opt', "opt = 'none';", 'end');
  expect(unassignedIn('f', body("fprintf('%s', opt);"))).toEqual([]);
  // helper (or a handle a builtin calls) may assign opt: the chain may then take no branch.
  expect(unassignedIn('f', body('helper();'))).toEqual(["14: 'x'"]);
  expect(unassignedIn('f', body('cellfun(@(c) helper(), {1});'))).toEqual(["14: 'x'"]);
});

test('assigning one field of a struct keeps the guards that read other fields of it', () => {
  // integrate_adaptive: nn under options.havenonnegative, options.comp assigned in between.
  const between = (write: string) => lines('if b.flag', '  nn = 1;', 'end', write, 'r = 0;', 'if b.flag', '  r = nn;', 'end');
  expect(unassigned(between('b.other = 2;'))).toEqual([]);
  expect(unassigned(between('b.other.deep = 2;'))).toEqual([]);
  // The field itself, the whole struct, or an indexed write: the guard goes.
  expect(unassigned(between('b.flag = 2;'))).toEqual(["8: 'nn'"]);
  expect(unassigned(between('b = struct();'))).toEqual(["8: 'nn'"]);
  expect(unassigned(between('b(2).other = 1;'))).toEqual(["8: 'nn'"]);
  // A guard reading the whole struct goes with any of its fields.
  expect(unassigned(lines('if isfield(b, "x")', '  nn = 1;', 'end', 'b.x = 2;', 'r = 0;', 'if isfield(b, "x")', '  r = nn;', 'end'))).toEqual(["8: 'nn'"]);
});

test('a loop that changes only other fields of a struct keeps the guards that read its fields', () => {
  // integrate_adaptive: `[t, options.comp] = kahan(...)` in the loop, `if options.havenonnegative` in it.
  const loop = (write: string) => lines('if b.flag', '  nn = 1;', 'end', 'r = 0;', 'while r < n', `  ${write}`, '  if b.flag', '    r = r + nn;', '  end', 'end');
  expect(unassigned(loop('[t, b.comp] = deal(1, 2);'))).toEqual([]);
  expect(unassigned(loop('b.other.deep = r;'))).toEqual([]);
  // The guard's own field, the whole struct, an indexed or a dynamic field: the guard goes.
  expect(unassigned(loop('b.flag = r > 2;'))).toEqual(["9: 'nn'"]);
  expect(unassigned(loop('b = struct("flag", r > 2);'))).toEqual(["9: 'nn'"]);
  expect(unassigned(loop('b(2).other = 1;'))).toEqual(["9: 'nn'"]);
  expect(unassigned(loop('b.("flag") = 0;'))).toEqual(["9: 'nn'"]);
  // One statement writes a field, another the whole struct: the whole counts.
  expect(unassigned(loop('b.comp = 1; if r > 3, b = struct("flag", 0); end'))).toEqual(["9: 'nn'"]);
});

test('a cleanup sees what cannot fail at the start of its unwind_protect body, and what the body always assigns when it has no return or break', () => {
  // getframe: htmp = hax, then what may fail; the cleanup reads htmp.
  const cleanup = (first: string) => lines('h = b;', 'unwind_protect', `  ${first}`, '  u = f(t);', 'unwind_protect_cleanup', '  disp(t);', 'end_unwind_protect');
  expect(unassigned(cleanup('t = h;'))).toEqual([]);
  expect(unassigned(cleanup('t = 1;'))).toEqual([]);
  // After what may fail, t is unassigned in the cleanup only while the body's error
  // propagates: reading it changes the error, not whether the code fails.
  expect(unassigned(cleanup('t = g(h);'))).toEqual([]);
  // But a return before it, or an assignment on some paths only, leaves the cleanup without t
  // and no error raised.
  expect(unassigned(lines('unwind_protect', '  if a', '    return;', '  end', '  t = g(a);', 'unwind_protect_cleanup', '  disp(t);', 'end_unwind_protect'))).toEqual(["8: 't'"]);
  expect(unassigned(lines('unwind_protect', '  if a', '    t = g(a);', '  end', 'unwind_protect_cleanup', '  disp(t);', 'end_unwind_protect'))).toEqual(["7: 't'"]);
  expect(unassigned(lines('for k = 1:3', '  unwind_protect', '    if a', '      break;', '    end', '    t = g(a);', '  unwind_protect_cleanup', '    disp(t);', '  end_unwind_protect', 'end'))).toEqual(["9: 't'"]);
  // A copy of a name that may itself be unassigned may fail (the catch handles that read's
  // error, and then reads t unassigned).
  expect(unassigned(lines('if a', '  h = b;', 'end', 'try', '  t = h;', '  u = f(t);', 'catch', '  disp(t);', 'end'))).toEqual(["9: 't'"]);
  // So may a copy of a parameter a call may leave out (the function counts its arguments); one
  // no call may leave out cannot fail.
  expect(unassigned(lines('if nargin > 2', '  disp(n);', 'end', 'try', '  t = b;', '  u = f(t);', 'catch', '  disp(t);', 'end'))).toEqual(["9: 't'"]);
  expect(unassigned(lines('try', '  t = b;', '  u = f(t);', 'catch', '  disp(t);', 'end'))).toEqual([]);
});

test('the notes say how each assignment may be skipped: a loop of no iteration, a branch not taken, a failed try', () => {
  const { lib, file } = tempProject({ g: lines('function r = g(a, b)', 'for k = 1:numel(a)', '  x = a(k);', 'end', 'if b > 1', '  y = 1;', 'else', '  z = 2;', 'end', 'try', '  w = f(a);', 'catch', 'end', 'r = x + y + w;', 'r = z;', 'for k = 1:3', '  r = r + v;', '  v = k;', 'end', 'end') });
  const notes = checkFile(lib.file(file('g'))!, lib).filter((d) => d.code === 'unassigned-variable').flatMap((d) => (d.related ?? []).map((n) => `${n.span.line}: ${n.message}`));
  expect(notes).toEqual([
    "3: 'x' is assigned here, inside the for loop of line 2, which may run no iteration",
    "6: 'y' is assigned here, only where the condition at line 5 holds",
    "11: 'w' is assigned here, inside the try at line 10, which may fail before it",
    "8: 'z' is assigned here, in the else of the if at line 5",
    // The use comes first in the loop that assigns v: nothing more to say.
    "18: 'v' is assigned here",
  ]);
  // Both branches of an if with an else assign the name: the loop around it is the cause (SPM12).
  const both = tempProject({ h: lines('function r = h(n, g)', 'for i = 1:n', '  if g', '    y = 1;', '  else', '    y = 2;', '  end', 'end', 'r = y;', 'end') });
  const loopNotes = checkFile(both.lib.file(both.file('h'))!, both.lib).filter((d) => d.code === 'unassigned-variable').flatMap((d) => (d.related ?? []).map((n) => `${n.span.line}: ${n.message}`));
  expect(loopNotes).toEqual([
    "4: 'y' is assigned here, inside the for loop of line 2, which may run no iteration",
    "6: 'y' is assigned here, inside the for loop of line 2, which may run no iteration",
  ]);
});

test('after a while loop left only by its test, the test fails', () => {
  // chebfun3classic: `while ~isHappy && ~failure ... end; if isHappy || failure, core = ...; end`.
  const after = (loop: string[], use = 'if done', assigned = 'done') => lines('done = false;', ...loop, use, '  x = 1;', 'end', `r = x + ${assigned};`);
  expect(unassigned(after(['while ~done', '  done = rand > a;', 'end']))).toEqual([]);
  expect(unassigned(lines('h = 0; f = 0;', 'while ~h && ~f', '  h = rand > a; f = rand > b;', 'end', 'if h || f', '  x = 1;', 'end', 'r = x;'))).toEqual([]);
  // Octave's do ... until: left when the test holds.
  expect(unassigned(after(['do', '  done = rand > a;', 'until done']))).toEqual([]);
  // A continue goes back to the test: still left only by it.
  expect(unassigned(after(['while ~done', '  done = rand > a;', '  if b, continue; end', 'end']))).toEqual([]);
  // A break leaves it where the test may still hold; an unrelated test says nothing.
  expect(unassigned(after(['while ~done', '  if b, break; end', '  done = rand > a;', 'end']))).toEqual(["10: 'x'"]);
  expect(unassigned(after(['while ~done', '  done = rand > a;', 'end'], 'if n > 0'))).toEqual(["9: 'x'"]);
  // A break of an inner loop does not leave the outer one.
  expect(unassigned(after(['while ~done', '  for k = 1:n, if k > a, break; end, end', '  done = rand > a;', 'end']))).toEqual([]);
});

test('a disjunction holds after a join when each branch has it or one of its parts', () => {
  // chebfun3classic: after `while ~h && ~g`, `if ..., h = 1; end` keeps `h || g`.
  const join = (branch: string) => lines('h = 0; g = 0;', 'while ~h && ~g', '  h = rand > a; g = rand > b;', 'end', 'if n > 2', `  ${branch}`, 'end', 'if h || g', '  x = 1;', 'end', 'r = x;');
  expect(unassigned(join('h = 1;'))).toEqual([]);
  expect(unassigned(join('g = true;'))).toEqual([]);
  // A branch where neither part is known: the disjunction is gone.
  expect(unassigned(join('h = rand > 3;'))).toEqual(["12: 'x'"]);
  expect(unassigned(join('h = 0;'))).toEqual(["12: 'x'"]);
});

test('an empty literal makes isempty hold until the name changes', () => {
  // rri_xhair: `xhair = []`, then `if nargin > 1, xhair = ...; if ~isempty(xhair), lx = ...`.
  const later = (start: string, test = '~isempty(x)') => lines(`x = ${start};`, 'if n > 1', '  x = b;', '  if ~isempty(x)', '    lx = x(1);', '  else', '    lx = [];', '  end', 'end', 'r = 0;', `if ${test}`, '  r = lx;', 'end');
  expect(unassigned(later('[]'))).toEqual([]);
  expect(unassigned(later('{}'))).toEqual([]);
  expect(unassigned(later("''"))).toEqual([]);
  // MATLAB's "" is a string scalar (not empty); a value or a call may be anything.
  expect(unassigned(later('""'))).toEqual(["13: 'lx'"]);
  expect(unassigned(later('[0]'))).toEqual(["13: 'lx'"]);
  expect(unassigned(later('zeros(a, 0)'))).toEqual(["13: 'lx'"]);
  expect(unassigned(later('[]', 'numel(x) > 1'))).toEqual(["13: 'lx'"]);
});

test('a guard of an inner if holds with the outer condition: nested ifs compose', () => {
  const nested = (use: string) => lines('if a', '  if n == 2', '    c = 1;', '  else', '    x = 1;', '  end', 'end', 'r = 0;', `if ${use}`, '  r = x;', 'end');
  expect(unassigned(nested('a && n ~= 2'))).toEqual([]);
  expect(unassigned(nested('n ~= 2 && a'))).toEqual([]);
  // Either condition alone leaves a path without x.
  expect(unassigned(nested('a'))).toEqual(["11: 'x'"]);
  expect(unassigned(nested('n ~= 2'))).toEqual(["11: 'x'"]);
});

test('names an inner if assigns together stay tied after an outer join', () => {
  // __gnuplot_draw_axes__: rot_x and rot_z set in one branch of an inner if, read in one test.
  const tied = lines('if a', '  if n == 2', '    c = 1;', '  else', '    rx = b;', '    rz = n;', '  end', 'end', 'r = 0;', 'if b && rx == 0 && rz == 0', '  r = 1;', 'end');
  expect(unassigned(tied)).toEqual(["11: 'rx'"]);
  // Assigned apart: both reported.
  // (Values that may be 0: with rx = 1, or rx = b read after `b &&`, `rx == 0` would fail on
  // the only path where rx has a value, and rz would never be read.)
  const apart = lines('if a', '  if n == 2', '    rz = n;', '  else', '    rx = n;', '  end', 'end', 'r = 0;', 'if b && rx == 0 && rz == 0', '  r = 1;', 'end');
  expect(unassigned(apart)).toEqual(["10: 'rx'", "10: 'rz'"]);
});

test('the right of && that the left rules out never runs', () => {
  const code = (test: string): string => lines('function r = g(a)', 'n = 0;', 'if a > 1', '  x = 2;', 'end', `r = ${test} && x > 1;`, 'end');
  expect(unassignedIn('g', code('n ~= 0'))).toEqual([]);
  // A left side the facts allow: the read may run unassigned.
  expect(unassignedIn('g', code('n == 0'))).toEqual(["6: 'x'"]);
});

test('a function of deeply nested loops ends within the budget, keeping what it reported before', () => {
  // Ten nested loops, each setting a flag with a value: every loop's silent walks repeat those
  // of the loops inside it (minutes before the budget). Past the budget nothing more is
  // reported; the unassigned w before the loops still is.
  const body = ['if a(1) > 0', '  w = 1;', 'end', 'r = w;'];
  let indent = '';
  for (let i = 0; i < 10; i++) {
    body.push(`${indent}flag${i} = false;`, `${indent}for k${i} = 1:n`);
    indent += '  ';
    body.push(`${indent}if a(k${i}) > ${i}, flag${i} = true; v${i} = k${i}; end`, `${indent}if flag${i}, r = r + v${i}; end`);
  }
  for (let i = 0; i < 10; i++) {
    indent = indent.slice(2);
    body.push(`${indent}end`);
  }
  body.push('r = r + v9;');
  expect(unassigned(lines(...body))).toEqual(["5: 'w'"]);
}, 60_000);

test('a parameter read on the right of && that held, or of || that failed, was passed', () => {
  const chain = (cond: string, fail = "  error('x');") =>
    `function r = f(f1, f2, varargin)\nif ${cond}\n  if nargin == 2\n    h = 1;\n  elseif nargin > 2\n    h = 2;\n  end\nelse\n${fail}\nend\nr = h;\nend\n`;
  // The clause runs only after isa(f2, ...) ran, so nargin >= 2 there (chebfun's quiver).
  expect(unassignedIn('f', chain("isa(f1, 'double') && isa(f2, 'double')"))).toEqual([]);
  expect(unassignedIn('f', chain("(isempty(f1) && ~isempty(f2))"))).toEqual([]);
  // `||` that held may not have read f2: nargin may be 1 there.
  expect(unassignedIn('f', chain("isa(f1, 'double') || isa(f2, 'double')"))).toEqual(["11: 'h'"]);
  // `||` that failed read both sides: its else clause has nargin >= 2.
  const orElse = `function r = f(f1, f2, varargin)\nif isempty(f1) || isempty(f2)\n  error('x');\nelse\n  if nargin == 2\n    h = 1;\n  elseif nargin > 2\n    h = 2;\n  end\nend\nr = h;\nend\n`;
  expect(unassignedIn('f', orElse)).toEqual([]);
});

test('ndims is a whole number from 2: a chain over 2, 3 and more covers every array (PESTO standardize)', () => {
  const chain = (last: string) => `if ndims(b) == 2\n  q = 1;\nelseif ndims(b) == 3\n  q = 2;\nelseif ${last}\n  error('bad');\nend\nr = q;`;
  expect(unassigned(chain('ndims(b) > 3'))).toEqual([]);
  expect(unassigned(chain('ndims(b) > 4'))).toEqual(["9: 'q'"]);
  expect(unassigned("if ndims(b) == 3\n  q = 2;\nelseif ndims(b) > 3\n  error('bad');\nend\nr = q;")).toEqual(["7: 'q'"]);
});

test("a disjunction read by cases, each part with the earlier ones failed: assigned under a and under b && ~a, read under a || b (Suite2P's reg2P)", () => {
  const body = (second: string) => `if a\n  d = 1;\nend\nif ${second}\n  d = 2;\nend\nr = 0;\nif a || b\n  r = d;\nend`;
  expect(unassigned(body('b && ~a'))).toEqual([]);
  expect(unassigned(body('b'))).toEqual([]);
  // Neither case assigns where b holds and a does not.
  expect(unassigned(body('b && a'))).toEqual(["10: 'd'"]);
  expect(unassigned(body('n && ~a'))).toEqual(["10: 'd'"]);
});
