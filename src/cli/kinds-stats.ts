// `mtame kinds --stats`: counts in the manner of the paper's Tables 3 and 4. Functions count
// identifiers (one per name and function), scripts count identifier occurrences; each is
// counted once, as VAR, FN, ID, PREFIX, error (a kind conflict) or warn (made a variable by `end`).
import { analyzeKinds, type Variant } from '../kinds/index.js';
import type { Library, SourceInput } from '../project/index.js';
import { parse } from '../syntax/index.js';

const VARIANTS: readonly Variant[] = ['matlab7', 'flow-sensitive', 'flow-insensitive'];
const ROWS = ['VAR', 'FN', 'ID', 'PREFIX', 'error', 'warn'] as const;
type Row = (typeof ROWS)[number];

export interface KindStats {
  files: number;
  functions: number;
  scripts: number;
  /** Per variant: counts for functions and for scripts, plus `end` errors. */
  byVariant: Record<Variant, { functions: Record<Row, number>; scripts: Record<Row, number>; endErrors: number }>;
  ms: Record<Variant, number>;
  parseMs: number;
}

const zero = (): Record<Row, number> => ({ VAR: 0, FN: 0, ID: 0, PREFIX: 0, error: 0, warn: 0 });

export function collectStats(files: SourceInput[], lib: Library): KindStats {
  // Parsed again here only to time parsing against the analyses.
  const t0 = performance.now();
  const parsed = files.map((f) => ({ path: f.path, ast: parse(f.text).ast }));
  const parseMs = performance.now() - t0;
  const stats: KindStats = {
    files: files.length, functions: 0, scripts: 0, parseMs,
    byVariant: Object.fromEntries(VARIANTS.map((v) => [v, { functions: zero(), scripts: zero(), endErrors: 0 }])) as KindStats['byVariant'],
    ms: Object.fromEntries(VARIANTS.map((v) => [v, 0])) as KindStats['ms'],
  };
  for (const v of VARIANTS) {
    const start = performance.now();
    const results = parsed.map((p) => analyzeKinds(p.ast, lib, { variant: v, file: p.path }));
    stats.ms[v] = performance.now() - start;
    const counts = stats.byVariant[v];
    for (const r of results) {
      for (const u of r.units) {
        if (v === 'matlab7') {
          if (u.type === 'script') stats.scripts++;
          else stats.functions++;
        }
        counts.endErrors += u.diagnostics.filter((d) => d.code === 'end-ambiguous' || d.code === 'end-unbound').length;
        const row = (name: string, kind: Row): Row => (u.conflicts.includes(name) ? 'error' : u.warned.includes(name) ? 'warn' : kind);
        if (u.type === 'script') {
          for (const o of u.occurrences) counts.scripts[row(o.name, o.kind)]++;
        } else {
          for (const [name, kind] of Object.entries(u.kinds)) counts.functions[row(name, kind)]++;
        }
      }
    }
  }
  return stats;
}

export function formatStats(s: KindStats): string {
  const lines: string[] = [];
  const table = (title: string, pick: (v: Variant) => Record<Row, number>): void => {
    lines.push(title, `${'kind'.padEnd(8)}${VARIANTS.map((v) => v.padStart(18)).join('')}`);
    for (const r of ROWS) lines.push(`${r.padEnd(8)}${VARIANTS.map((v) => String(pick(v)[r]).padStart(18)).join('')}`);
    const totals = VARIANTS.map((v) => String(ROWS.reduce((a, r) => a + pick(v)[r], 0)).padStart(18));
    lines.push(`${'total'.padEnd(8)}${totals.join('')}`, '');
  };
  lines.push(`${s.files} files: ${s.functions} functions, ${s.scripts} scripts`, '');
  table(`Identifiers in ${s.functions} functions (one per name and function; cf. the paper's Table 3)`, (v) => s.byVariant[v].functions);
  table(`Identifier occurrences in ${s.scripts} scripts (cf. the paper's Table 4)`, (v) => s.byVariant[v].scripts);
  lines.push(`'end' errors (ambiguous or unbound): ${VARIANTS.map((v) => `${v} ${s.byVariant[v].endErrors}`).join(', ')}`);
  lines.push(`time: parse ${s.parseMs.toFixed(0)} ms; kinds ${VARIANTS.map((v) => `${v} ${s.ms[v].toFixed(0)} ms`).join(', ')}`);
  return lines.join('\n') + '\n';
}
