// Diagnostics as a compiler prints them: `file:line:col: severity: message [code]`, then the
// source line and a caret under the span; colours only when asked (on a terminal).
import type { Diagnostic } from '../syntax/index.js';
import type { FileResult, Summary } from './model.js';

const COLOR = { error: '\x1b[1;31m', warning: '\x1b[1;35m', info: '\x1b[1;36m', bold: '\x1b[1m', green: '\x1b[1;32m', dim: '\x1b[2m', reset: '\x1b[0m' };

export interface TextOptions {
  color: boolean;
}

export function formatText(results: readonly FileResult[], summary: Summary, opts: TextOptions): string {
  const out: string[] = [];
  for (const r of results) {
    // Lone CRs end lines too (old Mac files), as the parser counts them.
    const lines = r.text?.split(/\r\n|\r|\n/);
    for (const d of r.diagnostics) out.push(...formatOne(r.path, d, lines, opts));
  }
  const c = (code: string, s: string): string => (opts.color ? code + s + COLOR.reset : s);
  const counts = `${summary.errors} error${summary.errors === 1 ? '' : 's'}, ${summary.warnings} warning${summary.warnings === 1 ? '' : 's'}`;
  out.push(c(COLOR.bold, `${summary.files} file${summary.files === 1 ? '' : 's'} checked: ${counts}`) + fixable(results));
  const missing = widelyUndefined(results);
  if (missing) out.push(c(COLOR.dim, missing));
  // Where each code is explained: its page, from the command line.
  const first = results.find((r) => r.diagnostics.length > 0)?.diagnostics[0];
  if (first) out.push(c(COLOR.dim, `What a code means, and how to fix or silence it: mtame help CODE (mtame help ${first.code}).`));
  return out.join('\n') + '\n';
}

function formatOne(path: string, d: Diagnostic, lines: string[] | undefined, opts: TextOptions): string[] {
  const c = (code: string, s: string): string => (opts.color ? code + s + COLOR.reset : s);
  const head = `${c(COLOR.bold, `${path}:${d.span.line}:${d.span.column}:`)} ${c(COLOR[d.severity], `${d.severity}:`)} ${d.message} ${c(COLOR.dim, `[${d.code}]`)}`;
  const out = [head];
  const src = lines?.[d.span.line - 1];
  if (src !== undefined) {
    const expanded = src.replace(/\t/g, ' ');
    const start = Math.max(0, d.span.column - 1);
    const end = d.span.endLine === d.span.line ? Math.max(start + 1, d.span.endColumn - 1) : expanded.length;
    out.push(`    ${expanded}`);
    out.push(`    ${' '.repeat(start)}${c(COLOR.green, '^' + '~'.repeat(Math.max(0, Math.min(end, expanded.length) - start - 1)))}`);
  }
  for (const rel of d.related ?? []) {
    out.push(`  ${c(COLOR.bold, `${rel.file ?? path}:${rel.span.line}:${rel.span.column}:`)} note: ${rel.message}`);
  }
  return out;
}

/** How many findings `--fix` would fix, and `--unsafe-fixes` more (nothing when none). */
function fixable(results: readonly FileResult[]): string {
  let safe = 0;
  let unsafe = 0;
  for (const r of results) {
    for (const d of r.diagnostics) {
      if (d.fix?.safe) safe++;
      else if (d.fix) unsafe++;
    }
  }
  if (safe + unsafe === 0) return '';
  const parts = [...(safe > 0 ? [`${safe} fixable with --fix`] : []), ...(unsafe > 0 ? [`${unsafe} more with --fix --unsafe-fixes`] : [])];
  return ` (${parts.join(', ')})`;
}

/** Names undefined in this many files or more are more likely a toolbox missing from the path
 *  than typos (the Robotics Toolbox without its common toolbox: 'tb_optparse' in 91 files). */
const WIDELY_UNDEFINED = 3;

/** A hint naming the names undefined in several files, most files first (undefined: none). */
function widelyUndefined(results: readonly FileResult[]): string | undefined {
  const files = new Map<string, number>();
  for (const r of results) {
    const names = new Set<string>();
    for (const d of r.diagnostics) {
      const name = d.code === 'undefined-name' ? /^'([^']+)'/.exec(d.message)?.[1] : undefined;
      if (name !== undefined) names.add(name);
    }
    for (const n of names) files.set(n, (files.get(n) ?? 0) + 1);
  }
  const wide = [...files].filter(([, n]) => n >= WIDELY_UNDEFINED).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  if (wide.length === 0) return undefined;
  const shown = wide.slice(0, 5).map(([name, n]) => `'${name}' (${n} files)`).join(', ');
  const more = wide.length > 5 ? ` and ${wide.length - 5} more` : '';
  return `Undefined in several files: ${shown}${more}. If they come from a toolbox that is not on the path, add its folder to "path" in mtame.json (or --path DIR).`;
}
