// The end of `mtame check`: the findings (however they were computed) printed in the chosen
// format, to standard output or the -o file, and the exit status.
import { writeFileSync } from 'node:fs';
import { readSourceFile } from '../project/index.js';
import { formatJson, formatSarif, formatText, summarize, type FileResult } from '../report/index.js';
import { newFindings, readBaseline, writeBaseline } from './baseline.js';
import type { Output } from './parse-command.js';
import { packageVersion } from './version.js';

export interface ReportArgs {
  format: 'text' | 'json' | 'sarif';
  color: boolean;
  output?: string;
  maxWarnings?: number;
  /** --baseline FILE: report only what it does not record. */
  baseline?: string;
  /** --update-baseline: record this run's findings in the baseline instead. */
  updateBaseline?: boolean;
}

/** Prints `results` (sorted by path) of `files` files checked. Returns 2 when a file could not
 *  be read or the report not written, 1 when an error was reported or more warnings than
 *  --max-warnings, else 0. */
export function emitReport(args: ReportArgs, io: Output, all: FileResult[], files: number, unreadable: ReadonlySet<string>): number {
  // Source lines are shown under diagnostics and make their fingerprints: only the texts of
  // files with something to report are read again.
  if (args.format !== 'json' || args.baseline !== undefined) {
    for (const r of all) {
      if (r.diagnostics.length === 0 || r.text !== undefined || unreadable.has(r.path)) continue;
      const t = readSourceFile(r.path);
      if (t.ok) r.text = t.text;
    }
  }
  let results = all;
  if (args.baseline !== undefined && args.updateBaseline) {
    const n = writeBaseline(args.baseline, all);
    io.err(`mtame check: recorded ${n} finding${n === 1 ? '' : 's'} in ${args.baseline}\n`);
    results = [];
  } else if (args.baseline !== undefined) results = newFindings(all, args.baseline, readBaseline(args.baseline));
  const summary = summarize(results, files);
  let text: string;
  if (args.format === 'json') text = formatJson(results, summary);
  else if (args.format === 'sarif') text = formatSarif(results, packageVersion());
  else text = formatText(results, summary, { color: args.color && args.output === undefined });
  if (args.output !== undefined) {
    try {
      writeFileSync(args.output, text);
    } catch (e) {
      io.err(`mtame check: cannot write the report to ${args.output} (${(e as NodeJS.ErrnoException).code ?? String(e)})\n`);
      return 2;
    }
  } else io.out(text);
  if (unreadable.size > 0) return 2;
  if (summary.errors > 0) return 1;
  if (args.maxWarnings !== undefined && summary.warnings > args.maxWarnings) {
    io.err(`mtame check: ${summary.warnings} warnings, more than --max-warnings ${args.maxWarnings}\n`);
    return 1;
  }
  return 0;
}
