// The documentation of the codes the syntax layer reports (src/syntax: the lexer and the parser).
import type { RuleDoc } from './rule.js';

export const RULES: readonly RuleDoc[] = [
  {
    code: 'syntax-error',
    severity: 'error',
    layer: 'syntax',
    summary: 'The code does not parse.',
    what: `A statement that does not follow MATLAB's grammar: an operator without its operand, a
keyword where an expression is expected, a block closed by the wrong keyword (\`endif\` for a
\`for\`), a \`switch\` body that is not \`case\`, \`otherwise\` or \`end\`. The message says what was
expected and what was found. The parser recovers at the next statement, so the rest of the file is
still read and checked.

The errors that have a code of their own (an unclosed bracket, a missing \`end\`, an invalid
character, ...) are reported under that code instead. The syntax errors that follow an invalid
character on the same line are dropped: the character explains them.`,
    why: `MATLAB parses a whole file before it runs any of it. A syntax error anywhere in a function
file makes every call of it fail ("Invalid expression", "Parse error at ...: usage might be invalid
MATLAB syntax"), even when the faulty line would never run.`,
    fires: `function r = main(x)
r = x * 2 +;      % an operator without its right operand
end`,
    quiet: `function r = main(x)
r = x * 2 + 1;
end`,
    fix: 'Correct the statement at the position the message gives; the message says what the parser expected there.',
  },
  {
    code: 'invalid-character',
    severity: 'error',
    layer: 'syntax',
    summary: 'A character that cannot appear in MATLAB code.',
    what: `A character outside strings and comments that is no part of MATLAB's syntax: \`$\`, \`\\\`\`, a
non-ASCII letter or symbol (a typographic quote or dash pasted from a document, a non-breaking
space), a control character, or bytes that are not valid UTF-8. A run of such characters is
reported once. The syntax errors it causes later on the same line are not reported.`,
    why: `MATLAB rejects the file before running it: "Invalid text character. Check for unsupported
symbol, invisible character, or pasting of non-ASCII characters."`,
    fires: `function r = main(x)
r = x + 1 $ 2;    % '$' is no MATLAB operator
end`,
    quiet: `function r = main(x)
r = x + 1;        % a '$' inside a comment or a text is fine: '$'
end`,
    fix: `Delete the character, or replace it with the ASCII one it stands for (\`'\` for a typographic
quote, \`-\` for a dash, a space for a non-breaking space). Inside a text it is allowed.`,
  },
  {
    code: 'unterminated-string',
    severity: 'error',
    layer: 'syntax',
    summary: 'A character vector or string without its closing quote.',
    what: `A \`'...'\` character vector or a \`"..."\` string whose closing quote is missing on its line,
and a quoted argument of a command (\`disp 'abc\`) that is not closed. It is reported at the opening
quote. A quote right after a value (\`x'\`, \`a(1)'\`) is the transpose operator, not a text, and is
not reported.`,
    why: `MATLAB rejects the file: "Character vector is not terminated properly." (or "String is not
terminated properly.").`,
    fires: `function r = main(x)
r = [x, 'abc];    % the text is never closed
end`,
    quiet: `function r = main(x)
r = [x, 'abc'];
end`,
    fix: `Add the closing quote. A quote inside a character vector is written twice (\`'it''s'\`),
and a double quote inside a string too (\`"say ""hi"""\`).`,
  },
  {
    code: 'unterminated-block-comment',
    severity: 'warning',
    layer: 'syntax',
    summary: "A block comment '%{' without its closing '%}'.",
    what: `A line holding only \`%{\` (or Octave's \`#{\`) opens a block comment, which ends at a line
holding only \`%}\`. When no such line follows, the rest of the file is comment; it is reported at
the \`%{\`. A \`%}\` with other text on its line does not close the block.`,
    why: `MATLAB reads everything after the \`%{\` as a comment (Octave warns and does the same), so the
code after it silently disappears, and the \`end\` keywords the file needs are usually lost with it
(those are errors of their own). The file still runs, so this is a warning.`,
    fires: `function r = main(x)
%{
r = x;            % no line holding only '%}' follows
end`,
    quiet: `function r = main(x)
%{
  an explanation
%}
r = x;
end`,
    fix: 'Add a line holding only `%}` where the comment should end.',
  },
  {
    code: 'unclosed-bracket',
    severity: 'error',
    layer: 'syntax',
    summary: 'A bracket that is never closed.',
    what: `A \`(\`, \`[\` or \`{\` whose closing bracket is missing before the statement ends. The message
names the bracket and where it opened, and what was found instead of the closing bracket.`,
    why: `MATLAB rejects the file before it runs: "Invalid expression. When calling a function or
indexing a variable, use parentheses. Otherwise, check for mismatched delimiters."`,
    fires: `function r = main(x)
r = max(x, (1 + 2);   % the '(' of max is not closed
end`,
    quiet: `function r = main(x)
r = max(x, (1 + 2));
end`,
    fix: 'Add the closing bracket where the expression ends, or remove the extra opening one.',
  },
  {
    code: 'unbalanced-bracket',
    severity: 'error',
    layer: 'syntax',
    summary: 'A closing bracket that does not match the bracket it closes, or closes nothing.',
    what: `A \`)\`, \`]\` or \`}\` that closes a bracket of another kind (\`[1 2)\`), or that has no opening
bracket before it in the statement. The message names both brackets and where the open one is.`,
    why: 'MATLAB rejects the file before it runs ("Invalid expression ... check for mismatched delimiters").',
    fires: `function r = main(x)
r = [x 2);   % '[' closed by ')'
end`,
    quiet: `function r = main(x)
r = [x 2];
end`,
    fix: 'Make the closing bracket match the one it closes, or remove the stray one.',
  },
  {
    code: 'missing-end',
    severity: 'error',
    layer: 'syntax',
    summary: "A block without its closing 'end'.",
    what: `An \`if\`, \`for\`, \`parfor\`, \`while\`, \`switch\`, \`try\`, \`spmd\`, \`function\` (when the file closes
its functions with \`end\`), \`classdef\`, \`properties\`, \`methods\`, \`events\`, \`enumeration\` or
\`arguments\` block that reaches the end of the file, or the end of the block around it, without
its \`end\` (or Octave's \`endif\`, \`endfor\`, ...). It is reported at the keyword that opened
the block.

Functions may do without \`end\` when no function of the file has one: mtame decides which from the
count of block keywords, as MATLAB requires all or none.`,
    why: 'MATLAB rejects the file: the block has no end ("At least one END is missing").',
    fires: `function r = main(x)
r = 0;
for k = 1:x       % the loop is never closed
  r = r + k;`,
    quiet: `function r = main(x)
r = 0;
for k = 1:x
  r = r + k;
end`,
    fix: `Add the \`end\` where the block should close. Indenting the file (MATLAB's Smart Indent) shows
where a block runs on too long.`,
  },
  {
    code: 'unexpected-end',
    severity: 'error',
    layer: 'syntax',
    summary: "An 'end' (or Octave closer) with no open block.",
    what: `An \`end\` keyword, or one of Octave's closers (\`endif\`, \`endfor\`, \`endwhile\`,
\`endfunction\`, ...), where no block is open: an \`end\` too many, or one left behind after a
block was deleted. (An \`end\` inside an index, \`x(end)\`, is not a keyword and is not concerned.)`,
    why: 'MATLAB rejects the file: "Illegal use of reserved keyword "end"."',
    fires: `x = 1;
end               % nothing is open here`,
    quiet: `x = 1;
if x > 0
  disp(x);
end`,
    fix: 'Delete the extra `end`, or add the block opener it was meant to close.',
  },
  {
    code: 'nesting-too-deep',
    severity: 'error',
    layer: 'syntax',
    summary: 'Expressions or blocks nested too deeply to analyse.',
    what: `Brackets and blocks nested more than 1,024 levels deep, counted from the file (its top
level, a function and the function's body take three levels: 1,021 nested blocks or brackets
inside a function are read), or a chain of fields and indexes (\`s.a(1).b{2}...\`) whose syntax
tree is deeper than 4,096 levels. A flat chain of operators (\`x + x + ... + x\`, \`a && b &&
...\`) is no nesting, whatever its length. mtame stops reading the statement there, so that a
generated file cannot exhaust its stack; the rest of the file is still read. A file gets this
diagnostic once. Should a check still run out of stack on a file under the limit (a deeper
chain of callers than measured), the file gets this diagnostic once, with only its syntax
checked, instead of a crash.`,
    why: `mtame does not analyse the statement, so nothing in it is checked. Such code is almost
always generated; MATLAB's own parser has nesting limits as well.`,
    fires: `% No small program gets this diagnostic. It takes, for example, a line that
% opens more than 1,024 brackets:
%   r = ((((((( ... x ... ))))))); % 1,100 '(' and ')'`,
    quiet: `% Long flat chains are fine; deep nesting split into several statements too:
r = x + x + x + x + x + x;
r = (r + (x + (x + x)));`,
    fix: `Split the expression into several statements with intermediate variables, or, for
generated code, have the generator emit loops or arrays instead of one huge expression.`,
  },
  {
    code: 'invalid-number',
    severity: 'error',
    layer: 'syntax',
    summary: 'A malformed number literal.',
    what: `A hexadecimal or binary literal with no digits after its prefix: \`0x\`, \`0b\` (optionally
followed by a type suffix such as \`u8\`). Other number forms (\`1e5\`, \`.5\`, \`3i\`, \`0x1Fu8\`,
\`0b101s16\`) are valid.`,
    why: 'MATLAB rejects the file with a parse error: a prefix without digits is no number.',
    fires: `function r = main(x)
r = x + 0x;       % no hexadecimal digits after 0x
end`,
    quiet: `function r = main(x)
r = x + 0x1F;
end`,
    fix: 'Write the digits (`0x1F`, `0b101`), or use a decimal number.',
  },
  {
    code: 'octave-syntax',
    severity: 'error',
    layer: 'syntax',
    summary: 'Octave-only syntax in a file read as MATLAB.',
    what: `Syntax that Octave accepts and MATLAB does not, in a file checked as MATLAB
(\`--dialect matlab\`, or \`"dialect": "matlab"\` in mtame.json): \`#\` comments and \`#{ ... #}\`
blocks, the operators \`!\`, \`!=\`, \`**\`, \`.**\`, \`++\`, \`--\`, \`+=\`, \`-=\` and the other
assignment operators, \`_\` digit separators (\`10_000\`), and Octave's keywords (\`endif\`,
\`endfunction\`, \`unwind_protect\`, ...).

With the default \`--dialect auto\`, a file that uses any of these is read as Octave code and
nothing is reported.`,
    why: `MATLAB rejects the file with a parse error at the first Octave construct (for a \`#\`
comment: "Invalid text character").`,
    fires: `% checked with --dialect matlab
function r = main(x)
r = x;
r += 1;           % '+=' is Octave's
end`,
    quiet: `% checked with --dialect matlab
function r = main(x)
r = x;
r = r + 1;        % comments start with '%'
end`,
    fix: `Write the MATLAB form: \`%\` for comments, \`~\` and \`~=\` for \`!\` and \`!=\`, \`^\` for
\`**\`, \`x = x + 1\` for \`x += 1\` or \`x++\`, \`end\` for \`endif\` and the like. If the code is
meant for Octave only, check it with \`--dialect octave\` instead.`,
  },
  {
    code: 'file-too-large',
    severity: 'error',
    layer: 'syntax',
    summary: 'A file too large to analyse.',
    what: `A file of more than 8 million tokens. mtame skips it entirely (no other diagnostic is
reported for it) so that one huge generated file cannot exhaust its memory.`,
    why: `Nothing is wrong with the code as far as mtame knows: it was not checked. Such files are
data written as code, usually generated.`,
    fires: `% No small program gets this diagnostic: it takes a file of more than
% 8,000,000 tokens (hundreds of megabytes of generated code, for example a
% table written out as one huge literal).`,
    quiet: `% A data file read at run time is not analysed as code:
data = load('table.mat');`,
    fix: `Store large data in a data file (\`.mat\`, \`.csv\`) and read it at run time, or split the
generated file. To keep it out of a check, do not pass it (or its folder) to \`mtame check\`.`,
  },
];
