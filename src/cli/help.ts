// What `mtame help [COMMAND]`, `mtame COMMAND --help` and a usage error print: a short overview
// of the commands and one page per command (a diagnostic code's page is in code-help.ts, loaded
// only when asked for: it reads the checks layer).

export interface CommandHelp {
  /** One line for the overview. */
  readonly summary: string;
  /** The page `mtame help COMMAND` prints. */
  readonly page: string;
}

export const COMMANDS: Readonly<Record<string, CommandHelp>> = {
  check: {
    summary: 'check .m files and report bugs',
    page: `usage: mtame check [PATH...] [options]

Check every .m file under the paths (default: the current folder) and report bugs: syntax
errors, kind conflicts, undefined names, calls with too many inputs or outputs, variables used
before they are assigned, size and class errors, unreachable code. Silence a line with %#ok or
%#ok<code>. Settings (path, dialect, runtime, checks off or severities, excluded files) come
from the nearest mtame.json above the first PATH (schema: schemas/mtame.schema.json); options
given here win.

options:
  --format text|json|sarif   output format (default text)
  -o, --output FILE          write the report to FILE instead of standard output
  --dialect auto|matlab|octave
  --runtime matlab|octave    whose functions exist (default: Octave when most files are
                             Octave code or the first input is in an Octave package)
  --path DIR                 a folder on the path (with its subfolders); repeatable
  --config FILE              this mtame.json instead of the nearest one
  --stdin                    check the text on standard input, as the file --stdin-filename
  --stdin-filename NAME      the path the text of --stdin stands for (default stdin.m); the
                             other files of its folder are read as the library
  --max-warnings N           exit 1 when more than N warnings are reported
  --baseline FILE            report only the findings that FILE does not record (by file,
                             code and a fingerprint of what they say and the text of their
                             line, so moving code keeps them known)
  --update-baseline          record every finding of this run in the --baseline FILE
  --fix                      apply the fixes that cannot change what the program does
                             (removing code that never runs), check again, report the rest
  --unsafe-fixes             with --fix, also the fixes that may (a "did you mean" rename,
                             a function renamed to its file's name)
  --no-color                 no colours in the text report (also NO_COLOR=1)
  -j, --jobs N               check on N threads (default: one fewer than the cores, for 200
                             files or more); the report is the same for any N
  --no-cache                 do not read or write the result cache
  --cache-dir DIR            keep the cache in DIR (default .mtame-cache beside mtame.json,
                             else in the current folder)
  --timings                  after the report, on standard error: the slowest files checked
                             (each file's time in its thread) and how many took over 1 s

Each thread's heap is limited (MTAME_WORKER_HEAP_MB, default 1024 + 4 KB a file); a batch whose
thread runs out is checked again without the value analysis (an analysis-skipped note).

exit status: 0 no error (and warnings within --max-warnings), 1 an error was reported or
--max-warnings was passed, 2 bad usage, a bad mtame.json or an unreadable file.
`,
  },
  format: {
    summary: 'format .m files (indentation, spacing)',
    page: `usage: mtame format [PATH...] [--check] [--diff] [--stdin] [--config FILE]

Format every .m file under the paths (default: the current folder) in place: indentation from
the block structure, spaces around operators and after commas, trailing whitespace. Comments,
blank lines, %% sections, continuations, strings and command syntax are kept as written; inside
[] and {} no space that separates elements is added or removed. A file whose formatted text
would not parse to the same program, or that has a syntax error, is left alone with a message.
Options come from the "format" key of mtame.json: indent (spaces, default 4), operatorSpaces
(true), functionIndent (classic, nested or all, as MATLAB's editor preference; default nested);
its exclude globs leave files out.

options:
  --check                    change nothing; list the files that are not formatted
  --diff                     change nothing; print a unified diff of what would change
  --stdin                    format standard input to standard output
  --dialect auto|matlab|octave
  --config FILE              this mtame.json instead of the nearest one

exit status: 0 done (with --check/--diff: every file formatted), 1 with --check/--diff when a
file would change, or when a file could not be formatted, 2 bad usage or an unreadable file.
`,
  },
  parse: {
    summary: 'parse files and print diagnostics, the tree, or the program again',
    page: `usage: mtame parse FILE... [--dialect auto|matlab|octave] [--format text|json|matlab]

Parse MATLAB/Octave files. text: diagnostics as file:line:col: severity: message; json: the
syntax tree with spans; matlab: the program printed back from the tree.

exit status: 1 when a file has a syntax error, 2 for bad usage or unreadable files.
`,
  },
  kinds: {
    summary: 'the kind of every identifier (variable, function, ...)',
    page: `usage: mtame kinds FILE|DIR... [--variant matlab7|flow-sensitive|flow-insensitive]
                   [--path DIR]... [--format text|json] [--dialect auto|matlab|octave]
       mtame kinds --stats DIR...

The kind of every identifier (VAR, FN, ID, PREFIX) in each function and script, and kind
errors. The inputs' folders and the --path folders (with their subfolders) form the library,
before MATLAB's own functions. --stats: counts of kinds over a corpus under the three analyses,
and their timings.

exit status: 1 when an error was reported, 2 for bad usage.
`,
  },
  tame: {
    summary: 'the typed Tame IR of a program and its call graph',
    page: `usage: mtame tame ENTRY.m [--arg SPEC]... [--path DIR]... [--format text|json]
                  [--runtime matlab|octave]

The Tame IR of every function reached from ENTRY.m's function, specialised per calling context,
each assignment annotated with the classes, shapes, complexity and constants the
interprocedural value analysis found; the call graph; wild features. One --arg per input of the
entry function, as in an arguments block: "(1,1) double", "(:,3) single", "(1,:) char",
"(2,2) double complex", "struct", "cell".

exit status: 1 when an error was found (a call that always fails), 2 for bad usage.
`,
  },
  shapes: {
    summary: "symbolic shapes (MAGICA's shape tracking) of a program",
    page: `usage: mtame shapes ENTRY.m [--arg SPEC]... [--path DIR]... [--legacy-shapes]
                    [--assume-in-bounds] [--contexts N] [--all] [--format text|json]

Symbolic shapes over the Tame IR of ENTRY.m's function and the user functions it calls: the
assignments whose shapes are provably equal, with the shape printed once, and for each loop the
set of shapes of its variables. --arg gives an input's extents ("(1,1) double", "(n,n)",
"(:,3)"); without it the input's shape is a symbol. --legacy-shapes: the papers' elementwise
rule (equal shapes or a scalar) instead of implicit expansion. --assume-in-bounds: a(i,j) = v
keeps a's shape unless a subscript is known to pass an extent. --contexts N: calling contexts
analysed per user function (default 8). The text shows ENTRY.m's functions and their source
variables (temporaries counted, not listed); --all prints every specialization and temporary.
Past a work budget of 300,000 statements, calls of functions not yet analysed are not followed
(the report counts them).

exit status: 2 for bad usage.
`,
  },
  builtins: {
    summary: 'what mtame knows about a builtin function',
    page: `usage: mtame builtins [NAME...] [--format text|json]

The builtin hierarchy; for a builtin, its attributes (arity, shape category, folding, wild
effects), its class rules, its class table (rows: first argument's class, columns: second's;
MATLAB's table too where it differs) and how the table learned from Octave agrees.

exit status: 1 when a name is not in the spec, 2 for bad usage.
`,
  },
  lsp: {
    summary: 'the language server for editors (over stdio)',
    page: `usage: mtame lsp [--stdio]

A language server (LSP) on standard input and output, for VS Code, Neovim, Helix, Emacs and
other editors: the diagnostics of mtame check for every file of the workspace at start (with a
progress report) and for open files as they are edited (each code linked to its page), code actions (a diagnostic's fix; %#ok<code> on the line), formatting
(mtame format), the outline (functions, classdef members, %% sections), hover, go to
definition, references and rename (MATLAB's lookup order, by kind), and semantic tokens
colouring names by kind. Projects are the
editor's workspace folders, with their mtame.json. It needs neither MATLAB nor Octave, and never
runs the code.
`,
  },
  help: {
    summary: "this overview, one command's options, or what a diagnostic code means",
    page: `usage: mtame help [COMMAND|CODE]

The commands; the options of one (the same as mtame COMMAND --help); or what a diagnostic code
reports, why, an example, how to fix and how to silence it (mtame help unassigned-variable).
`,
  },
};

/** The overview `mtame help` prints. */
export function overview(version: string): string {
  const width = Math.max(...Object.keys(COMMANDS).map((c) => c.length));
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return `mtame ${version}: static analysis of MATLAB and Octave code

usage: mtame <command> [options]

commands:
${lines.join('\n')}

Run 'mtame help COMMAND' or 'mtame COMMAND --help' for a command's options, 'mtame help CODE'
for what a diagnostic code means (also in docs/rules/CODE.md of the package), 'mtame --version'
for the version.
`;
}

/** A close command name for a mistyped one (one or two edits), for the hint of a usage error
 *  (the checks layer, whose edit distance it uses, is loaded only then). */
export async function closeCommand(name: string): Promise<string | undefined> {
  const { editDistance } = await import('../checks/index.js');
  let best: string | undefined;
  let bestDistance = 3;
  for (const c of Object.keys(COMMANDS)) {
    const d = editDistance(name, c, bestDistance);
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return best;
}
