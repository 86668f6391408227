// `format`: the text laid out (layout.ts), checked by the safety net (safety.ts). Whatever
// happens, the caller gets a program that parses as the original did: on a syntax error, a
// failed check or a bug, the original text, with a diagnostic saying why.
import { fileStart, parse, type Diagnostic } from '../syntax/index.js';
import { layout } from './layout.js';
import { resolveOptions, type FormatOptions } from './options.js';
import { compareParses } from './safety.js';

export interface FormatResult {
  /** The formatted text, or the original when it was left unchanged. */
  text: string;
  /** `text` differs from the input. */
  changed: boolean;
  /** Why the file was left unchanged (`format-skipped`, `format-unsafe`, `internal-error`). */
  diagnostics: Diagnostic[];
}

export type FormatDialect = 'auto' | 'matlab' | 'octave';


/** Formats MATLAB/Octave source text; never throws. */
export function format(text: string, options?: Partial<FormatOptions>, dialect: FormatDialect = 'auto'): FormatResult {
  try {
    const opts = resolveOptions(options);
    const before = parse(text, { dialect });
    const error = before.diagnostics.find((d) => d.severity === 'error');
    if (error !== undefined) {
      const where = `${error.span.line}:${error.span.column}`;
      return unchanged(text, {
        severity: 'error',
        code: 'format-skipped',
        message: `Not formatted: the file has a syntax error at ${where} (${error.message})`,
        span: error.span,
      });
    }
    const formatted = layout(text, before.ast, opts);
    if (formatted === text) return { text, changed: false, diagnostics: [] };
    const unsafe = compareParses(before, parse(formatted, { dialect }));
    if (unsafe !== undefined) return unchanged(text, unsafe);
    return { text: formatted, changed: true, diagnostics: [] };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return unchanged(text, { severity: 'error', code: 'internal-error', message: `mtame could not format this file: ${message}`, span: fileStart() });
  }
}

function unchanged(text: string, diagnostic: Diagnostic): FormatResult {
  return { text, changed: false, diagnostics: [diagnostic] };
}
