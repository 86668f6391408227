// `mtame parse FILE... [--dialect matlab|octave] [--format json|text|matlab]`
import { parse, print, treeToJson, type Diagnostic } from '../syntax/index.js';
import { parseCommandArgs } from './args.js';
import { readSource } from './source.js';

export interface Output {
  out(text: string): void;
  err(text: string): void;
  /** Standard output is a terminal (colours). */
  isTTY?: boolean;
  /** Standard error is a terminal (a progress line is shown there). */
  errIsTTY?: boolean;
  /** The whole of standard input (for --stdin). */
  readStdin?: () => Promise<string>;
}

export function formatDiagnostic(file: string, d: Diagnostic): string {
  return `${file}:${d.span.line}:${d.span.column}: ${d.severity}: ${d.message} [${d.code}]`;
}

/** Runs the command; returns the exit status (0 clean, 1 syntax errors, 2 unreadable input). */
export function runParse(argv: string[], io: Output): number {
  const args = parseCommandArgs(argv);
  let status = 0;
  const json: unknown[] = [];
  for (const file of args.files) {
    const src = readSource(file);
    if (!src.ok) {
      io.err(`${file}:1:1: error: cannot read file: ${src.message} [unreadable-file]\n`);
      status = 2;
      continue;
    }
    const result = parse(src.text, { dialect: args.dialect });
    if (result.diagnostics.some((d) => d.severity === 'error') && status === 0) status = 1;
    switch (args.format) {
      case 'json':
        json.push({ file, ast: result.ast, diagnostics: result.diagnostics });
        break;
      case 'matlab':
        io.out(print(result.ast));
        for (const d of result.diagnostics) io.err(formatDiagnostic(file, d) + '\n');
        break;
      case 'text':
        for (const d of result.diagnostics) io.out(formatDiagnostic(file, d) + '\n');
        break;
    }
  }
  if (args.format === 'json') io.out(treeToJson(json.length === 1 ? json[0] : json, undefined, 2) + '\n');
  return status;
}
