// The `mtame` command: dispatches subcommands; the only place that reads argv and exits.
import { UsageError } from './args.js';
import { runBuiltins } from './builtins-command.js';
import { runCheck } from './check-command.js';
import { runKinds } from './kinds-command.js';
import { runParse, type Output } from './parse-command.js';
import { runShapes } from './shapes-command.js';
import { runTame } from './tame-command.js';

const USAGE = `usage: mtame <command> [options]

commands:
  check [PATH...] [--format text|json|sarif] [--dialect matlab|octave] [--runtime matlab|octave]
        [--path DIR]... [--config mtame.json] [--no-color] [--jobs N] [--no-cache] [--cache-dir DIR]
      Check every .m file under the paths (default: the current folder) and report bugs:
      syntax errors, kind conflicts, undefined names, calls with too many inputs or
      outputs, unreachable code. Silence a line with %#ok or %#ok<code>. --runtime octave
      (the default when most files are Octave code) adds Octave's own functions to MATLAB's.
      Settings (path, dialect, runtime, checks off or severities) come from the nearest
      mtame.json above the first PATH (schema: schemas/mtame.schema.json). --jobs N checks
      on N worker threads (default: one fewer than the cores, at least one, for 200 files or
      more; 1: no thread);
      the report is the same for any N. Each thread's heap is limited (MTAME_WORKER_HEAP_MB,
      default 1024 + 4 KB a file); a batch whose thread runs out is checked again without
      the value analysis (an analysis-skipped note). Results are cached in .mtame-cache (beside
      mtame.json, else in the current folder; --cache-dir DIR elsewhere, --no-cache not at
      all): an unchanged file, whose dependencies are unchanged, is not checked again.
      Exit status 0 when clean, 1 when an error was reported, 2 for bad usage or unreadable files.

  parse FILE... [--dialect matlab|octave] [--format text|json|matlab]
      Parse MATLAB/Octave files. text: diagnostics as file:line:col: severity: message;
      json: the syntax tree with spans; matlab: the program printed back from the tree.
      Exit status 1 when a file has a syntax error, 2 for bad usage or unreadable files.

  kinds FILE|DIR... [--variant matlab7|flow-sensitive|flow-insensitive] [--path DIR]...
        [--format text|json] [--dialect matlab|octave]
      The kind of every identifier (VAR, FN, ID, PREFIX) in each function and script, and
      kind errors. The inputs' folders and the --path folders (with their subfolders) form
      the library, before MATLAB's own functions. Exit status 1 when an error was reported.

  kinds --stats DIR...
      Counts of kinds over a corpus under the three analyses, and their timings.

  tame ENTRY.m [--arg SPEC]... [--path DIR]... [--format text|json] [--runtime matlab|octave]
      The Tame IR of every function reached from ENTRY.m's function, specialised per calling
      context, each assignment annotated with the classes, shapes, complexity and constants
      the interprocedural value analysis found; the call graph; wild features. One --arg per
      input of the entry function, as in an arguments block: "(1,1) double", "(:,3) single",
      "(1,:) char", "(2,2) double complex", "struct", "cell".
      Exit status 1 when an error was found (a call that always fails), 2 for bad usage.

  shapes ENTRY.m [--arg SPEC]... [--path DIR]... [--legacy-shapes] [--assume-in-bounds]
        [--contexts N] [--format text|json]
      Symbolic shapes (MAGICA's shape tracking) over the Tame IR of ENTRY.m's function and
      the user functions it calls: the assignments whose shapes are provably equal, with the
      shape printed once, and for each loop the set of shapes of its variables. --arg gives an
      input's extents ("(1,1) double", "(n,n)", "(:,3)"); without it the input's shape is a
      symbol. --legacy-shapes: the papers' elementwise rule (equal shapes or a scalar) instead
      of implicit expansion. --assume-in-bounds: a(i,j) = v keeps a's shape unless a
      subscript is known to pass an extent (by default only provably in-bounds subscripts
      do; otherwise a gets a fresh symbol). --contexts N: calling contexts analysed per user
      function (default 8); further calls are analysed per distinct argument shapes only.

  builtins [NAME...] [--format text|json]
      The builtin hierarchy; for a builtin, its attributes (arity, shape category, folding,
      wild effects), its class rules, its class table (rows: first argument's class,
      columns: second's; MATLAB's table too where it differs) and how the table learned
      from Octave agrees. Exit status 1 when a name is not in the spec.
`;

/** Runs one command; asynchronous because `check` waits on its worker threads' events. */
export async function main(argv: string[], io: Output): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'check':
        return await runCheck(rest, io);
      case 'parse':
        return runParse(rest, io);
      case 'kinds':
        return runKinds(rest, io);
      case 'builtins':
        return runBuiltins(rest, io);
      case 'tame':
        return runTame(rest, io);
      case 'shapes':
        return runShapes(rest, io);
      case undefined:
      case '-h':
      case '--help':
      case 'help':
        io.out(USAGE);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command '${command}'`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`mtame: ${e.message}\n\n${USAGE}`);
      return 2;
    }
    throw e;
  }
}
