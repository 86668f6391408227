// The documentation of the codes about mtame itself rather than the code checked: a file it
// could not read or check (src/cli, src/syntax/parse.ts).
import type { RuleDoc } from './rule.js';

export const RULES: readonly RuleDoc[] = [
  {
    code: 'internal-error',
    severity: 'error',
    layer: 'any',
    summary: 'mtame failed on this file (a bug in mtame).',
    what: `mtame itself failed while parsing or checking this file: an exception in its code, or a
worker thread that failed on it. The message gives the reason. The file's other diagnostics may be
missing; the other files are checked normally.`,
    why: `Nothing is known to be wrong with the code: the file was not (fully) checked, so bugs in it
may go unreported.`,
    fires: `% No program is meant to get this diagnostic: it reports a bug in mtame.
% It appears on line 1 of the file mtame failed on, with the reason, e.g.
%   mtame could not parse this file: <the exception's message>`,
    quiet: `% Every file that mtame parses and checks without failing.`,
    fix: `Report it to mtame's maintainers with the message and, if you can, the file (or a smaller
file that gets the same error). Until it is fixed, the code can be turned off in mtame.json.`,
  },
  {
    code: 'analysis-skipped',
    severity: 'info',
    layer: 'cli',
    summary: 'The value analysis could not run on this file (its thread ran out of memory or stopped); the other checks ran.',
    what: `The value analysis did not run on this file: the worker thread checking its batch of files
stopped (out of memory: each thread's heap is limited to \`MTAME_WORKER_HEAP_MB\` megabytes, by
default 1024 and 4 KB for each file of the folder; or a crash), so the batch was checked again
with the per-file checks only. The run goes on; the exit status does not change.`,
    why: `The per-file checks (syntax, kinds, names, calls, unassigned variables, dead code) ran; the
codes of the value analysis (\`invalid-class-combination\`, \`dim-mismatch\`, \`wild-feature\`) were
not looked for in this file.`,
    fires: `% No small program gets this note: it appears when a worker thread of
% 'mtame check --jobs N' runs out of memory or stops, for every file of the
% batch that thread was checking.`,
    quiet: `% Every file whose batch the worker thread analysed to the end.`,
    fix: `Give the threads more memory (\`MTAME_WORKER_HEAP_MB=4096 mtame check ...\`), or check with
fewer jobs (\`--jobs 1\` runs no worker thread).`,
  },
  {
    code: 'unreadable-file',
    severity: 'error',
    layer: 'cli',
    summary: 'A file that cannot be read, or is not text.',
    what: `A \`.m\` file that mtame cannot read (missing, no permission, a folder, an I/O error), or
that is binary: a NUL byte in its first 8000 bytes shows it is no MATLAB code. The message gives the reason. The
file is not checked, and \`mtame check\` exits with status 2.

It is reported for the file as a whole, on no line: \`%#ok\` comments and \`checks\` in mtame.json
do not silence it.`,
    why: `MATLAB cannot run such a file either: it does not hold MATLAB code, or cannot be read by
the user running it.`,
    fires: `% No MATLAB text gets this diagnostic: it takes a file that is not text,
% e.g. a binary file saved under a .m name (a MAT-file renamed data.m),
% or a .m file the user running mtame may not read.`,
    quiet: `% A readable text file, in any encoding (bytes that are not UTF-8 are
% reported as invalid-character, where they are, not as an unreadable file).`,
    fix: `Rename a data file that is not code (\`.mat\`, \`.bin\`), fix the file's permissions, or keep
the file out of the paths given to \`mtame check\`.`,
  },
];
