// The values the value analysis finds for each assignment of a file's variables (class, shape,
// complexity, constant), for hover and inlay hints: every function of the file analysed with
// unknown inputs, as `mtame check` does, recording what each assignment may hold. Kept per
// file while its text and the library are the same.
import { formatConstant, formatShape, formatValue, hierarchyOf, ValueAnalysis, TOP, type Runtime, type Specialization, type Value, type ValueSet } from '../analysis/index.js';
import type { FileModel, Library } from '../project/index.js';
import { variablesOf } from '../report/index.js';

export interface ValueRecord {
  readonly name: string;
  /** The assignment statement's line (1-based). */
  readonly line: number;
  /** The values for a reader: `double 3x4`, `char 1x3 = 'abc'`, `int8 = 3`, alternatives joined
   *  with ` | `, `?` for anything. */
  readonly values: string;
  /** The classes of the objects among the values (for go to type definition). */
  readonly classes: readonly string[];
  /** The fields of its structs and the properties of its objects' classes (for completion). */
  readonly fields: readonly string[];
  /** For a function of the file that its other functions call: the arguments of that calling
   *  context (`double 1x1, char 1x3`); absent for the analysis with unknown inputs. */
  readonly context?: string;
}

export class ValueRecords {
  private readonly kept = new Map<string, { lib: Library; text: string; records: ValueRecord[] }>();

  of(file: FileModel, lib: Library, text: string, runtime: Runtime): ValueRecord[] {
    const known = this.kept.get(file.path);
    if (known && known.lib === lib && known.text === text) return known.records;
    const analysis = new ValueAnalysis(lib, { runtime, calleeDepth: 1, recordValues: true });
    const records: ValueRecord[] = [];
    const roots = new Set<Specialization>();
    const add = (spec: Specialization, context?: string): void => {
      for (const v of variablesOf(spec)) records.push({ name: v.name, line: v.line, values: display(v.values), classes: objectClasses(v.values), fields: fieldsOf(v.values, lib), ...(context !== undefined ? { context } : {}) });
    };
    for (const fn of analysis.ir(file.path)?.functions ?? []) {
      if (fn.kind === 'lambda') continue;
      const spec = analysis.analyze(fn, { args: fn.inputs.map(() => TOP), nargin: null, nargout: fn.outputs.length });
      roots.add(spec);
      add(spec);
    }
    // The file's functions that its other functions call, in each caller's context.
    for (const spec of analysis.specializations()) {
      if (roots.has(spec) || spec.fn.file !== file.path || spec.fn.kind === 'lambda') continue;
      add(spec, spec.context.args.map(display).join(', '));
    }
    this.kept.set(file.path, { lib, text, records });
    return records;
  }
}

function fieldsOf(set: ValueSet, lib: Library): string[] {
  const out = new Set<string>();
  for (const v of set.values.values()) {
    if (v.kind === 'struct') for (const f of v.fields?.keys() ?? []) out.add(f);
    // A class's properties, its superclasses' too.
    if (v.kind === 'object') for (const m of hierarchyOf(lib, v.mclass).classes) for (const p of m.properties.keys()) out.add(p);
  }
  return [...out].sort();
}

function objectClasses(set: ValueSet): string[] {
  return [...set.values.values()].flatMap((v) => (v.kind === 'object' ? [v.mclass] : []));
}

/** A value set for a reader (the paper's `(double, 3x4)` as `double 3x4`). */
export function display(set: ValueSet): string {
  const parts = [...set.values.values()].map(displayValue);
  if (set.top) parts.push('?');
  return parts.length === 0 ? 'no value' : parts.join(' | ');
}

function displayValue(v: Value): string {
  if (v.kind !== 'matrix') return formatValue(v);
  const shape = formatShape(v.shape);
  const scalar = shape === '1x1';
  const parts = [v.mclass, ...(scalar && v.constant ? [] : [shape]), ...(v.complex === 'complex' ? ['complex'] : [])];
  return `${parts.join(' ')}${v.constant ? ` = ${formatConstant(v.constant)}` : ''}`;
}
