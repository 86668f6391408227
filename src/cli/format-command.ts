// `mtame format [PATH...] [--check] [--diff] [--stdin]`: the formatter (src/format) over files,
// in place, or as a check for CI, or a diff; options from mtame.json's `format` key.
import { createTwoFilesPatch } from 'diff';
import { format, type FormatOptions } from '../format/index.js';
import { listFolders } from '../project/index.js';
import { excluded, findConfig, loadConfig } from '../workspace/index.js';
import { choice, DIALECTS, parseCli, UsageError } from './args.js';
import type { Output } from './parse-command.js';
import { readEditable, writeAtomically } from './text-files.js';

interface FormatArgs {
  inputs: string[];
  check: boolean;
  diff: boolean;
  stdin: boolean;
  dialect: 'auto' | 'matlab' | 'octave';
  config?: string;
}

function readArgs(argv: string[]): FormatArgs {
  const { values: v, positionals } = parseCli(argv, {
    check: { type: 'boolean' },
    diff: { type: 'boolean' },
    stdin: { type: 'boolean' },
    dialect: { type: 'string', default: 'auto' },
    config: { type: 'string' },
  });
  if (v.stdin && positionals.length > 0) throw new UsageError('--stdin formats standard input: give no PATH');
  if (v.stdin && (v.check || v.diff)) throw new UsageError('--stdin prints the formatted text: --check and --diff are for files');
  return {
    inputs: positionals.length > 0 ? positionals : ['.'],
    check: v.check === true,
    diff: v.diff === true,
    stdin: v.stdin === true,
    dialect: choice(v.dialect, DIALECTS, 'dialect'),
    ...(v.config !== undefined ? { config: v.config } : {}),
  };
}

/** 0: done (with --check/--diff: nothing would change); 1: a file would change (--check,
 *  --diff) or could not be formatted; 2: bad usage or an unreadable file. */
export async function runFormat(argv: string[], io: Output): Promise<number> {
  const args = readArgs(argv);
  const config = loadConfig(args.config ?? findConfig(args.stdin ? '.' : args.inputs[0]));
  const dialect = args.dialect !== 'auto' ? args.dialect : (config.dialect ?? 'auto');
  const options: Partial<FormatOptions> = config.format ?? {};
  if (args.stdin) {
    if (!io.readStdin) throw new UsageError('--stdin: standard input cannot be read here');
    const text = await io.readStdin();
    const result = format(text, options, dialect);
    io.out(result.text);
    for (const d of result.diagnostics) io.err(`<stdin>:${d.span.line}:${d.span.column}: ${d.severity}: ${d.message} [${d.code}]\n`);
    return result.diagnostics.length > 0 ? 1 : 0;
  }
  const skip = excluded(config);
  const listed = listFolders(args.inputs);
  let status = 0;
  for (const e of listed.errors) {
    io.err(`${e.path}:1:1: error: cannot read this file: ${e.message} [unreadable-file]\n`);
    status = 2;
  }
  let changed = 0;
  let total = 0;
  for (const { path } of [...listed.files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    if (skip(path)) continue;
    total++;
    const read = readEditable(path);
    if (typeof read === 'string') {
      io.err(`${path}:1:1: error: not formatted: ${read} [unreadable-file]\n`);
      status = 2;
      continue;
    }
    const result = format(read.text, options, dialect);
    for (const d of result.diagnostics) io.err(`${path}:${d.span.line}:${d.span.column}: ${d.severity}: ${d.message} [${d.code}]\n`);
    if (result.diagnostics.length > 0) status = Math.max(status, 1);
    if (!result.changed) continue;
    changed++;
    if (args.diff) io.out(createTwoFilesPatch(path, path, read.text, result.text, 'original', 'formatted'));
    else if (args.check) io.out(`would reformat ${path}\n`);
    else writeAtomically(path, read.bom + result.text);
  }
  const verb = args.check || args.diff ? 'would be reformatted' : 'reformatted';
  io.err(`${changed} of ${total} file${total === 1 ? '' : 's'} ${verb}\n`);
  if ((args.check || args.diff) && changed > 0) status = Math.max(status, 1);
  return status;
}
