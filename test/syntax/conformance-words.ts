// Conformance cases for every keyword and operator of MATLAB's language reference: each one
// used correctly and once wrongly, with the verdict expected per dialect. Read by
// conformance.test.ts, which also asks Octave's own parser for its verdicts.
import type { Case } from './conformance-case.js';

const OPERATORS = 'https://www.mathworks.com/help/matlab/matlab_prog/matlab-operators-and-special-characters.html';
const PRECEDENCE = 'https://www.mathworks.com/help/matlab/matlab_prog/operator-precedence.html';
const ref = (page: string): string => `https://www.mathworks.com/help/matlab/ref/${page}.html`;

/** A keyword or operator used as documented, and once wrongly. */
function pair(word: string, ok: string, wrong: string, page: string, extra: Partial<Case> = {}): Case[] {
  return [
    { name: `${word}: used as documented`, code: ok, matlab: 'ok', octave: 'ok', ref: page, ...extra },
    { name: `${word}: used wrongly`, code: wrong, matlab: 'error', octave: 'error', ref: page, ...extra },
  ];
}

export const KEYWORD_CASES: Case[] = [
  ...pair('break', 'for k = 1:2\n  break\nend\n', 'x = 1;\nbreak\n', ref('break')),
  ...pair('case', 'switch 1\n  case 1\n    y = 1;\nend\n', 'x = 1;\ncase 1\n', ref('switch')),
  ...pair('catch', 'try\n  x = 1;\ncatch err\n  x = 2;\nend\n', 'x = 1;\ncatch\n', ref('try')),
  ...pair('classdef', 'classdef f\n  properties\n    a\n  end\nend\n', 'classdef\nend\n', ref('classdef'), { notOctave: true }),
  ...pair('continue', 'for k = 1:2\n  continue\nend\n', 'x = 1;\ncontinue\n', ref('continue')),
  ...pair('else', 'x = 1;\nif x\n  y = 1;\nelse\n  y = 2;\nend\n', 'x = 1;\nelse\n', ref('if')),
  ...pair('elseif', 'x = 1;\nif x > 1\n  y = 1;\nelseif x > 0\n  y = 2;\nend\n', 'x = 1;\nelseif x\n', ref('if')),
  ...pair('end', 'x = [1 2 3];\ny = x(end);\nif x\nend\n', 'x = 1;\nend\n', ref('end')),
  ...pair('for', 'for k = 1:3\n  y = k;\nend\n', 'for = 3;\n', ref('for')),
  ...pair('function', 'function y = f(x)\ny = x;\nend\n', 'x = function;\n', ref('function')),
  ...pair('global', 'function f()\nglobal g\ng = 1;\nend\n', 'x = global;\n', ref('global')),
  ...pair('if', 'x = 1;\nif x\n  y = 1;\nend\n', 'x = 1;\nif x\n  y = 1;\n', ref('if')),
  ...pair('otherwise', 'switch 1\n  case 2\n  otherwise\n    y = 1;\nend\n', 'x = 1;\notherwise\n', ref('switch')),
  ...pair('parfor', 'parfor k = 1:3\n  y(k) = k;\nend\n', 'parfor k = 1:3\n  y(k) = k;\n', ref('parfor')),
  ...pair('persistent', 'function f()\npersistent n\nn = 1;\nend\n', 'x = persistent;\n', ref('persistent')),
  ...pair('return', 'function f()\nreturn\nend\n', 'x = return;\n', ref('return')),
  ...pair('spmd', 'spmd\n  y = 1;\nend\n', 'spmd\n  y = 1;\n', ref('spmd'), { notOctave: true }),
  ...pair('switch', 'switch 1\n  case 1\nend\n', 'switch 1\n  case 1\n', ref('switch')),
  ...pair('try', 'try\n  x = 1;\nend\n', 'try\n  x = 1;\n', ref('try')),
  ...pair('while', 'k = 0;\nwhile k < 3\n  k = k + 1;\nend\n', 'while\nend\n', ref('while')),
];

/** An operator between operands, and with its right operand missing. */
function binary(op: string, page = OPERATORS): Case[] {
  return pair(`operator ${op}`, `x = 2 ${op} 3;\n`, `x = 2 ${op};\n`, page);
}

export const OPERATOR_CASES: Case[] = [
  ...['+', '-', '*', '/', '\\', '^', '.*', './', '.\\', '.^', '==', '~=', '<', '<=', '>', '>=', '&', '|', '&&', '||'].flatMap((op) => binary(op)),
  ...pair("operator ' (transpose)", "x = [1 2]';\n", "x = ';\n", OPERATORS),
  ...pair(".' (transpose)", "x = [1 2].';\n", "x = .';\n", OPERATORS),
  ...pair('unary ~', 'x = ~true;\n', 'x = true ~;\n', OPERATORS),
  ...pair('unary -', 'x = -2 ^ 2;\n', 'x = 2 - - ;\n', PRECEDENCE),
  ...pair(': (colon)', 'x = 1:2:9;\ny = x(:);\n', 'x = 1::3;\n', ref('colon')),
  ...pair('= (assignment)', 'x = 1;\n', '1 = x;\n', OPERATORS),
  ...pair('( ) (parentheses)', 'x = (1 + 2) * 3;\n', 'x = (1 + 2 * 3;\n', OPERATORS),
  ...pair('[ ] (brackets)', 'x = [1 2; 3 4];\n', 'x = [1 2; 3 4;\n', OPERATORS),
  ...pair('{ } (braces)', 'c = {1, "a"};\ny = c{1};\n', 'c = {1, 2;\n', OPERATORS),
  ...pair('. (field)', 's.a = 1;\ny = s.a;\n', 's. = 1;\n', OPERATORS),
  ...pair('.( ) (dynamic field)', "s.('a') = 1;\n", 's.(  = 1;\n', OPERATORS),
  ...pair('@ (function handle)', 'f = @(x) x + 1;\ng = @sin;\n', 'f = @;\n', OPERATORS),
  ...pair('... (continuation)', 'x = 1 + ...\n  2;\n', 'x = 1 + ...\n;\n', OPERATORS),
  ...pair(', (separator)', 'x = 1, y = 2\n', 'x = 1 , , = 2\n', OPERATORS),
  ...pair('; (row separator)', 'x = [1; 2];\n', 'x = [1; 2;; = 3];\n', OPERATORS),
  ...pair('% (comment)', 'x = 1; % a comment\n', 'x = % a comment\n', OPERATORS),
  ...pair('? (metaclass)', 'mc = ?double;\n', 'mc = ?;\n', OPERATORS, { notOctave: true }),
  // Octave's spellings: read in Octave, errors in MATLAB.
  { name: '!= (Octave only)', code: 'x = 1 != 2;\n', matlab: 'error', octave: 'ok', ref: OPERATORS },
  { name: '! as not (Octave only)', code: 'x = !true;\n', matlab: 'error', octave: 'ok', ref: OPERATORS },
  { name: '** as power (Octave only)', code: 'x = 2 ** 3;\n', matlab: 'error', octave: 'ok', ref: OPERATORS },
  { name: '+= (Octave only)', code: 'x = 1;\nx += 2;\n', matlab: 'error', octave: 'ok', ref: OPERATORS },
  { name: '++ on a variable (Octave only)', code: 'x = 1;\nx++;\n', matlab: 'error', octave: 'ok', ref: OPERATORS },
];
