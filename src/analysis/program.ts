// The analysis of a whole program from an entry point: the entry function's IR, its argument
// values, and the interprocedural value analysis from there.
import type { Library } from '../project/index.js';
import { ValueAnalysis, type AnalysisOptions } from './interprocedural.js';
import type { Specialization } from './specialization.js';
import { TOP, type ValueSet } from './values.js';

export interface ProgramResult {
  readonly analysis: ValueAnalysis;
  /** Undefined when the entry file has no function or script to run. */
  readonly entry?: Specialization;
}

/** Analyses the primary function (or script) of `entryFile` with these arguments; arguments
 *  not given are unknown when `nargin` is left open, else absent. */
export function analyzeProgram(lib: Library, entryFile: string, args: readonly ValueSet[], options: AnalysisOptions & { openArgs?: boolean } = {}): ProgramResult {
  const analysis = new ValueAnalysis(lib, options);
  const fn = analysis.functionIn(entryFile);
  if (!fn) return { analysis };
  const values = options.openArgs ? fn.inputs.map((_, i) => args[i] ?? TOP) : args;
  const entry = analysis.analyze(fn, { args: values, nargin: options.openArgs ? null : values.length, nargout: fn.outputs.length });
  return { analysis, entry };
}
