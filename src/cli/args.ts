// Command-line argument parsing with node's own util.parseArgs.
import { parseArgs, type ParseArgsConfig } from 'node:util';

export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;
type Parsed<O extends Options> = ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: O }>>;

/** parseArgs with positionals allowed; a malformed command line is a UsageError. */
export function parseCli<O extends Options>(argv: string[], options: O): Parsed<O> {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options });
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
}

/** `value` if it is one of `allowed`, else a UsageError naming the option. */
export function choice<T extends string>(value: unknown, allowed: readonly T[], option: string): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${option} must be one of ${allowed.join(', ')}, not '${String(value)}'`);
}

export const DIALECTS = ['auto', 'matlab', 'octave'] as const;
export const RUNTIMES = ['matlab', 'octave'] as const;

export interface ParseCommandArgs {
  files: string[];
  dialect: 'auto' | 'matlab' | 'octave';
  format: 'text' | 'json' | 'matlab';
}

export function parseCommandArgs(argv: string[]): ParseCommandArgs {
  const parsed = parseCli(argv, {
    dialect: { type: 'string', default: 'auto' },
    format: { type: 'string', default: 'text' },
  });
  const dialect = choice(parsed.values.dialect, DIALECTS, 'dialect');
  const format = choice(parsed.values.format, ['text', 'json', 'matlab'] as const, 'format');
  if (parsed.positionals.length === 0) throw new UsageError('no input files');
  return { files: parsed.positionals, dialect, format };
}
