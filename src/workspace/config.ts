// `mtame.json`, the project configuration (schema: schemas/mtame.schema.json). Found in the
// current folder or the nearest folder above the first input; its paths are relative to it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { createRequire } from 'node:module';
import { CODES } from '../checks/index.js';
import type { FormatOptions } from '../format/index.js';
import type { Severity } from '../syntax/index.js';

export interface ProjectConfig {
  /** The file it was read from. */
  file?: string;
  path: string[];
  dialect?: 'auto' | 'matlab' | 'octave';
  runtime?: 'matlab' | 'octave';
  checks: Record<string, 'off' | Severity>;
  entries: Array<{ file: string; args: string[] }>;
  /** The MathWorks products installed (MATLAB implied); absent: not said. */
  products?: string[];
  /** Globs, relative to the file's folder, of files and folders not checked (their functions
   *  stay known to the others). */
  exclude: string[];
  /** `mtame format`'s options. */
  format?: Partial<FormatOptions>;
}

/** A bad mtame.json: the message names the file and the setting. Its `name` is 'ConfigError',
 *  which the command line tests for without loading this layer. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const EMPTY: ProjectConfig = { path: [], checks: {}, entries: [], exclude: [] };

/** The nearest mtame.json at or above `start` (a file or folder). */
export function findConfig(start: string): string | undefined {
  let dir = resolve(start);
  if (existsSync(dir) && !statSync(dir).isDirectory()) dir = dirname(dir);
  for (;;) {
    const candidate = join(dir, 'mtame.json');
    if (existsSync(candidate)) return candidate;
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

export function loadConfig(file: string | undefined): ProjectConfig {
  if (!file) return EMPTY;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new ConfigError(`${file}: cannot read it (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new ConfigError(`${file}: not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  return validate(raw, file);
}

function validate(raw: unknown, file: string): ProjectConfig {
  const fail = (what: string): never => {
    throw new ConfigError(`${file}: ${what} (see schemas/mtame.schema.json)`);
  };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail('the configuration must be a JSON object');
  const o = raw as Record<string, unknown>;
  const known = new Set(['$schema', 'path', 'dialect', 'runtime', 'checks', 'entries', 'products', 'exclude', 'format']);
  for (const k of Object.keys(o)) if (!known.has(k)) fail(`unknown setting '${k}'`);
  const strings = (v: unknown, what: string): string[] => {
    if (v === undefined) return [];
    if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) fail(`'${what}' must be a list of strings`);
    return v as string[];
  };
  const base = dirname(file);
  const config: ProjectConfig = { file, path: strings(o.path, 'path').map((p) => join(base, p)), checks: {}, entries: [], exclude: strings(o.exclude, 'exclude') };
  if (o.dialect !== undefined) {
    if (o.dialect !== 'auto' && o.dialect !== 'matlab' && o.dialect !== 'octave') fail("'dialect' must be auto, matlab or octave");
    config.dialect = o.dialect as ProjectConfig['dialect'];
  }
  if (o.runtime !== undefined) {
    if (o.runtime !== 'matlab' && o.runtime !== 'octave') fail("'runtime' must be matlab or octave");
    config.runtime = o.runtime as ProjectConfig['runtime'];
  }
  if (o.products !== undefined) config.products = strings(o.products, 'products');
  if (o.checks !== undefined) {
    if (typeof o.checks !== 'object' || o.checks === null || Array.isArray(o.checks)) fail("'checks' must be an object of code: off|error|warning|info");
    for (const [code, v] of Object.entries(o.checks as Record<string, unknown>)) {
      if (!Object.hasOwn(CODES, code)) fail(`'checks' names an unknown code '${code}' (the codes are listed in docs/diagnostics.md)`);
      if (v !== 'off' && v !== 'error' && v !== 'warning' && v !== 'info') fail(`'checks.${code}' must be off, error, warning or info`);
      config.checks[code] = v as 'off' | Severity;
    }
  }
  if (o.format !== undefined) config.format = formatOptions(o.format, fail);
  if (o.entries !== undefined) {
    if (!Array.isArray(o.entries)) fail("'entries' must be a list");
    for (const e of o.entries as unknown[]) {
      if (typeof e !== 'object' || e === null || typeof (e as { file?: unknown }).file !== 'string') fail("each entry needs a 'file'");
      const entry = e as { file: string; args?: unknown };
      config.entries.push({ file: join(base, entry.file), args: strings(entry.args, 'entries[].args') });
    }
  }
  return config;
}

/** The `format` object: each key known and of its type, or a message naming it. */
function formatOptions(raw: unknown, fail: (what: string) => never): Partial<FormatOptions> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail("'format' must be an object of indent, operatorSpaces, functionIndent");
  const out: Partial<FormatOptions> = {};
  for (const [key, v] of Object.entries(raw as Record<string, unknown>)) {
    if (key === 'indent') {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 16) fail("'format.indent' must be a whole number from 0 to 16");
      out.indent = v as number;
    } else if (key === 'operatorSpaces') {
      if (typeof v !== 'boolean') fail("'format.operatorSpaces' must be true or false");
      out.operatorSpaces = v as boolean;
    } else if (key === 'functionIndent') {
      if (v !== 'classic' && v !== 'nested' && v !== 'all') fail("'format.functionIndent' must be classic, nested or all");
      out.functionIndent = v as FormatOptions['functionIndent'];
    } else fail(`unknown setting 'format.${key}'`);
  }
  return out;
}

/** picomatch, loaded when a configuration has globs: a CommonJS module, which costs a check
 *  of one file ~8 ms to load (Node parses it for its exports). */
function loadPicomatch(): typeof import('picomatch') {
  return createRequire(import.meta.url)('picomatch') as typeof import('picomatch');
}

/** Whether a file is excluded by the configuration's `exclude` globs: a glob matches the path
 *  relative to mtame.json's folder, or one of the folders on the way to it (`vendor` or
 *  `vendor/**` leave out everything under vendor/). Files outside that folder are never. */
export function excluded(config: ProjectConfig): (path: string) => boolean {
  if (config.exclude.length === 0 || !config.file) return () => false;
  const base = dirname(resolve(config.file));
  const match = loadPicomatch()(config.exclude, { dot: true });
  return (path) => {
    const rel = relative(base, resolve(path)).split(sep).join('/');
    if (rel === '' || rel.startsWith('../') || rel === '..') return false;
    const parts = rel.split('/');
    for (let i = 1; i <= parts.length; i++) if (match(parts.slice(0, i).join('/'))) return true;
    return false;
  };
}
