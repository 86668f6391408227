// The report of `mtame tame`: the annotated Tame IR of every specialization (text, as in
// Appendix A of the Tamer paper), or JSON: specializations with their argument and result
// values, the values assigned to each source variable, the call graph and diagnostics.
import type { AnalysisDiagnostic, Specialization, ValueSet } from '../analysis/index.js';
import { formatValueSet, joinSets as joinForReport, valueToJson, type Json } from '../analysis/index.js';
import { printFunction, type IrFunction, type Stmt } from '../tame/index.js';

/** A value set as a list of values, one per class; `{ "class": "?" }` when it may hold anything. */
function valueSetJson(s: ValueSet): Json[] {
  const out: Json[] = [...s.values.values()].map(valueToJson);
  if (s.top) out.push({ class: '?' });
  return out;
}

function isTemporary(fn: IrFunction, name: string): boolean {
  return name.startsWith(fn.tempPrefix) && /^\d+$/.test(name.slice(fn.tempPrefix.length));
}

export interface VariableRecord {
  readonly name: string;
  readonly line: number;
  readonly column: number;
  readonly values: ValueSet;
}

/** Each assignment to a source variable, by position, values joined over the statements of
 *  that position (a nested assignment is several IR statements). */
export function variablesOf(spec: Specialization): VariableRecord[] {
  const byKey = new Map<string, VariableRecord>();
  for (const [stmt, values] of spec.assigned) {
    for (const [name, v] of values) {
      if (isTemporary(spec.fn, name)) continue;
      const key = `${stmt.span.line}:${stmt.span.column}:${name}`;
      const old = byKey.get(key);
      byKey.set(key, old ? { ...old, values: joinForReport(old.values, v) } : { name, line: stmt.span.line, column: stmt.span.column, values: v });
    }
  }
  return [...byKey.values()].sort((a, b) => a.line - b.line || a.column - b.column || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function diagnosticJson(d: AnalysisDiagnostic) {
  return { file: d.file, line: d.span.line, column: d.span.column, endLine: d.span.endLine, endColumn: d.span.endColumn, severity: d.severity, code: d.code, message: d.message };
}

export interface TameReportInput {
  readonly entry?: Specialization;
  readonly specializations: readonly Specialization[];
  readonly diagnostics: readonly AnalysisDiagnostic[];
}

export function tameJson(r: TameReportInput): unknown {
  return {
    entry: r.entry?.fn.name ?? null,
    specializations: r.specializations.map((s) => ({
      id: s.id,
      function: s.fn.name,
      kind: s.fn.kind,
      file: s.fn.file,
      args: s.context.args.map(valueSetJson),
      nargin: s.context.nargin,
      nargout: s.context.nargout,
      // A constructor's context: the class of the object being made (a subclass's, called
      // through `obj@Base(...)`).
      ...(s.context.making ? { making: s.context.making } : {}),
      results: s.results.map(valueSetJson),
      variables: variablesOf(s).map((v) => ({ name: v.name, line: v.line, column: v.column, values: valueSetJson(v.values) })),
    })),
    callGraph: {
      edges: r.specializations.flatMap((s) => s.calls.map((e) => ({ from: e.from, to: e.to, builtin: e.builtin, file: e.file, line: e.span.line, column: e.span.column }))),
    },
    diagnostics: r.diagnostics.map(diagnosticJson),
  };
}

/** The values a statement assigned, as `name=(values)` pairs. */
function annotation(spec: Specialization, s: Stmt): string | undefined {
  const values = spec.assigned.get(s);
  if (!values || values.size === 0) return undefined;
  return [...values].map(([name, v]) => `${name}=${formatValueSet(v)}`).join(', ');
}

export function tameText(r: TameReportInput): string {
  const parts: string[] = [];
  for (const s of r.specializations) {
    const args = s.fn.inputs.map((p, i) => `${p}=${i < s.context.args.length ? formatValueSet(s.context.args[i]) : 'absent'}`);
    const header = [`% ${s.id} (${s.fn.file})`, `% args: {${args.join(', ')}}`];
    const footer = [`% results: [${s.results.map(formatValueSet).join(', ')}]`];
    parts.push(printFunction(s.fn, { stmt: (stmt) => (s.assigned.has(stmt) ? annotation(s, stmt) : stmt.op === 'comment' || isCompound(stmt) || s.reached.has(stmt) ? undefined : 'non-viable'), header, footer }));
  }
  const edges = r.specializations.flatMap((s) => s.calls.filter((e) => !e.builtin).map((e) => `%   ${e.from} -> ${e.to}  (${e.file}:${e.span.line})`));
  parts.push(['% call graph:', ...edges].join('\n') + '\n');
  if (r.diagnostics.length > 0) {
    parts.push(r.diagnostics.map((d) => `${d.file}:${d.span.line}:${d.span.column}: ${d.severity}: ${d.message} [${d.code}]`).join('\n') + '\n');
  }
  return parts.join('\n');
}

function isCompound(s: Stmt): boolean {
  return s.op === 'if' || s.op === 'while' || s.op === 'for' || s.op === 'try' || s.op === 'global' || s.op === 'persistent' || s.op === 'break' || s.op === 'continue' || s.op === 'return';
}
