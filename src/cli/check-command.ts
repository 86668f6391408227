// `mtame check [PATH...] [--format text|json|sarif] [--dialect ...] [--path DIR]...`:
// every .m file under the paths, checked; diagnostics as text, JSON or SARIF.
import { readFileSync } from 'node:fs';
import { checkFile, suggester, suppressed, valueDiagnostics, type EntryPoint } from '../checks/index.js';
import { parseArgSpec, single } from '../analysis/index.js';
import { formatJson, formatSarif, formatText, summarize, type FileResult } from '../report/index.js';
import { choice, DIALECTS, parseCli, RUNTIMES, UsageError } from './args.js';
import { applyChecks, ConfigError, findConfig, loadConfig } from './config.js';
import type { Output } from './parse-command.js';
import { loadProject, type Runtime } from './project.js';

interface CheckArgs {
  inputs: string[];
  format: 'text' | 'json' | 'sarif';
  dialect: 'auto' | 'matlab' | 'octave';
  runtime?: Runtime;
  path: string[];
  color: boolean;
  /** An explicit mtame.json; otherwise the nearest one above the first input. */
  config?: string;
}

function readArgs(argv: string[], isTTY: boolean): CheckArgs {
  const { values: v, positionals } = parseCli(argv, {
    format: { type: 'string', default: 'text' },
    dialect: { type: 'string', default: 'auto' },
    runtime: { type: 'string' },
    path: { type: 'string', multiple: true, default: [] },
    color: { type: 'boolean' },
    'no-color': { type: 'boolean' },
    config: { type: 'string' },
  });
  const color = v['no-color'] ? false : (v.color ?? (isTTY && !process.env.NO_COLOR));
  return {
    inputs: positionals.length > 0 ? positionals : ['.'],
    format: choice(v.format, ['text', 'json', 'sarif'] as const, 'format'),
    dialect: choice(v.dialect, DIALECTS, 'dialect'),
    runtime: v.runtime === undefined ? undefined : choice(v.runtime, RUNTIMES, 'runtime'),
    path: v.path,
    color,
    config: v.config,
  };
}

/** Returns 0 when no error was reported, 1 when one was, 2 for bad usage or unreadable input. */
export function runCheck(argv: string[], io: Output & { isTTY?: boolean }): number {
  const args = readArgs(argv, io.isTTY ?? false);
  let config;
  try {
    config = loadConfig(args.config ?? findConfig(args.inputs[0]));
  } catch (e) {
    if (e instanceof ConfigError) throw new UsageError(e.message);
    throw e;
  }
  // Command-line options win over mtame.json.
  const dialect = args.dialect !== 'auto' ? args.dialect : (config.dialect ?? 'auto');
  const { files, lib, errors, compiled, runtime } = loadProject(args.inputs, [...args.path, ...config.path], dialect, args.runtime ?? config.runtime);
  const suggest = suggester(lib.names());
  const results: FileResult[] = errors.map((e) => ({
    path: e.path,
    diagnostics: [{ severity: 'error', code: 'unreadable-file', message: `Cannot read this file: ${e.message}.`, span: { offset: 0, endOffset: 0, line: 1, column: 1, endLine: 1, endColumn: 1 } }],
  }));
  const progress = io.errIsTTY && files.length >= 50 ? (n: number) => io.err(`\r\x1b[Kchecking: ${n}/${files.length} files`) : undefined;
  for (const [n, f] of files.entries()) {
    if (progress && n % 25 === 0) progress(n);
    const model = lib.file(f.path);
    if (!model) continue;
    results.push({ path: f.path, text: f.text, diagnostics: applyChecks(checkFile(model, lib, { suggest, compiled }), config.checks) });
  }
  if (progress) io.err('\r\x1b[K');
  const entries: EntryPoint[] = config.entries.map((e) => ({
    file: e.file,
    args: e.args.map((text) => {
      const v = parseArgSpec(text);
      if ('error' in v) throw new UsageError(`mtame.json: entry ${e.file}: '${text}': ${v.error}`);
      return single(v);
    }),
  }));
  // The value analysis is the slow part of a check: skipped when its codes are all turned off.
  const valuesOff = VALUE_CODES.every((c) => config.checks[c] === 'off');
  const byValue = valuesOff ? new Map() : valueDiagnostics(lib, files.map((f) => f.path), { runtime, entries });
  for (const r of results) {
    const extra = byValue.get(r.path);
    const model = lib.file(r.path);
    if (!extra || !model) continue;
    const kept = applyChecks(suppressed(extra, model.ast.comments), config.checks);
    r.diagnostics = [...r.diagnostics, ...kept].sort((a, b) => a.span.offset - b.span.offset || a.code.localeCompare(b.code));
  }
  results.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const summary = summarize(results);
  if (args.format === 'json') io.out(formatJson(results, summary));
  else if (args.format === 'sarif') io.out(formatSarif(results, packageVersion()));
  else io.out(formatText(results, summary, { color: args.color }));
  if (errors.length > 0) return 2;
  return summary.errors > 0 ? 1 : 0;
}

/** The codes that need the value analysis. */
const VALUE_CODES = ['invalid-class-combination', 'dim-mismatch', 'wild-feature'];

function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
