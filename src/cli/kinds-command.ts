// `mtame kinds FILE... [--variant V] [--path DIR]... [--format text|json]` and
// `mtame kinds --stats DIR...`: the kind of every identifier, per function and script.
import { analyzeKinds, type UnitKinds, type Variant } from '../kinds/index.js';
import { parse, type Diagnostic } from '../syntax/index.js';
import { choice, DIALECTS, parseCli, RUNTIMES, UsageError } from './args.js';
import { formatDiagnostic, type Output } from './parse-command.js';
import { collectStats, formatStats } from './kinds-stats.js';
import { loadProject, type Runtime } from '../workspace/index.js';

const VARIANTS: readonly Variant[] = ['matlab7', 'flow-sensitive', 'flow-insensitive'];

interface KindsArgs {
  inputs: string[];
  variant: Variant;
  path: string[];
  format: 'text' | 'json';
  stats: boolean;
  dialect: 'auto' | 'matlab' | 'octave';
  runtime?: Runtime;
}

function readArgs(argv: string[]): KindsArgs {
  const { values: v, positionals } = parseCli(argv, {
    variant: { type: 'string', default: 'flow-sensitive' },
    path: { type: 'string', multiple: true, default: [] },
    format: { type: 'string', default: 'text' },
    stats: { type: 'boolean', default: false },
    dialect: { type: 'string', default: 'auto' },
    runtime: { type: 'string' },
  });
  if (positionals.length === 0) throw new UsageError('no input files');
  return {
    inputs: positionals,
    variant: choice(v.variant, VARIANTS, 'variant'),
    path: v.path,
    format: choice(v.format, ['text', 'json'] as const, 'format'),
    stats: v.stats,
    dialect: choice(v.dialect, DIALECTS, 'dialect'),
    runtime: v.runtime === undefined ? undefined : choice(v.runtime, RUNTIMES, 'runtime'),
  };
}

export function runKinds(argv: string[], io: Output): number {
  const args = readArgs(argv);
  const { files: inputs, lib, errors } = loadProject(args.inputs, args.path, args.dialect, args.runtime);
  let status = 0;
  for (const e of errors) {
    io.err(`${e.path}:1:1: error: cannot read file: ${e.message} [unreadable-file]\n`);
    status = 2;
  }
  if (args.stats) {
    io.out(formatStats(collectStats(inputs, lib)));
    return status;
  }
  const files: unknown[] = [];
  for (const f of inputs) {
    // The library parsed every file already; its diagnostics add file-name checks.
    const model = lib.file(f.path);
    const { ast, diagnostics } = model ? { ast: model.ast, diagnostics: [...model.diagnostics] } : parse(f.text, { dialect: args.dialect });
    const kinds = analyzeKinds(ast, lib, { variant: args.variant, file: f.path });
    if ([...diagnostics, ...kinds.units.flatMap((u) => u.diagnostics)].some((d) => d.severity === 'error') && status === 0) status = 1;
    if (args.format === 'json') files.push(fileJson(f.path, diagnostics, kinds.units));
    else io.out(fileText(f.path, diagnostics, kinds.units));
  }
  if (args.format === 'json') io.out(JSON.stringify({ variant: args.variant, files }, null, 2) + '\n');
  return status;
}

function diagnosticJson(d: Diagnostic) {
  return { code: d.code, severity: d.severity, line: d.span.line, column: d.span.column, endLine: d.span.endLine, endColumn: d.span.endColumn, message: d.message };
}

function fileJson(file: string, syntax: Diagnostic[], units: UnitKinds[]) {
  return {
    file,
    diagnostics: syntax.map(diagnosticJson),
    units: units.map((u) => ({
      name: u.name,
      type: u.type,
      kinds: u.kinds,
      occurrences: u.occurrences.map((o) => ({ name: o.name, line: o.span.line, column: o.span.column, kind: o.kind })),
      diagnostics: u.diagnostics.map(diagnosticJson),
    })),
  };
}

function fileText(file: string, syntax: Diagnostic[], units: UnitKinds[]): string {
  const lines: string[] = syntax.map((d) => formatDiagnostic(file, d));
  for (const u of units) {
    lines.push(`${file}: ${u.type} ${u.name}`);
    for (const kind of ['VAR', 'FN', 'PREFIX', 'ID'] as const) {
      const names = Object.keys(u.kinds).filter((n) => u.kinds[n] === kind).sort();
      if (names.length > 0) lines.push(`  ${kind.padEnd(6)} ${names.join(' ')}`);
    }
    for (const d of u.diagnostics) lines.push('  ' + formatDiagnostic(file, d));
  }
  return lines.join('\n') + (lines.length > 0 ? '\n' : '');
}
