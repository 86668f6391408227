// Command-line argument parsing with node's own util.parseArgs.
import { parseArgs } from 'node:util';

export class UsageError extends Error {}

export interface ParseCommandArgs {
  files: string[];
  dialect: 'auto' | 'matlab' | 'octave';
  format: 'text' | 'json' | 'matlab';
}

export function parseCommandArgs(argv: string[]): ParseCommandArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        dialect: { type: 'string', default: 'auto' },
        format: { type: 'string', default: 'text' },
      },
    });
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  const { dialect, format } = parsed.values;
  if (dialect !== 'auto' && dialect !== 'matlab' && dialect !== 'octave') {
    throw new UsageError(`--dialect must be matlab or octave, not '${dialect}'`);
  }
  if (format !== 'text' && format !== 'json' && format !== 'matlab') {
    throw new UsageError(`--format must be json, text or matlab, not '${format}'`);
  }
  if (parsed.positionals.length === 0) throw new UsageError('no input files');
  return { files: parsed.positionals, dialect, format };
}
