// Types of compare.mjs, for the TypeScript tests that use it.
export interface StaticValue {
  class?: string;
  shape?: string;
  complex?: boolean | null;
  top?: boolean;
  [key: string]: unknown;
}
export interface TameOutput {
  entry?: string;
  specializations?: Array<{
    id?: string;
    function?: string;
    file?: string;
    variables?: Array<{ name: string; line: number; column: number; file?: string; top?: boolean; values?: StaticValue[] }>;
    [key: string]: unknown;
  }>;
  diagnostics?: unknown[];
  [key: string]: unknown;
}
export interface ParsedShape {
  dims: Array<number | null>;
  more: boolean;
}
export interface ValueSet {
  top: boolean;
  classes: Map<string, { shape: ParsedShape | null; complex: boolean | null; constants: Array<number | string | boolean> | null }>;
}
export interface RuntimeValue {
  class: string;
  size: number[];
  complex: boolean;
  /** A real scalar's number, or a short char row's text, when logged. */
  value?: number | string;
}
export interface ComparedRecord extends RuntimeValue {
  id: number;
  file: string;
  line: number;
  column: number;
  name: string;
  kind?: string;
}
export interface Violation { where: string; name: string; runtime: string; static: string; reason: string; records: number }
export interface ProgramComparison {
  name: string;
  records: number;
  assignments: number;
  covered: number;
  sound: number;
  exactClass: number;
  exactShape: number;
  /** Records whose calling context matched some specialization, those not held by it, and
   *  the records whose shape is exact judged per context (the union where none matched). */
  contextRecords: number;
  contextUnsound: number;
  exactShapeInContext: number;
  /** Records holding objects of the program's own classes, and those whose class is exact
   *  over all contexts and in their own; (site, context) pairs holding such objects, and those
   *  where the static classes are exactly the ones seen at run time. */
  objectRecords: number;
  objectExactClass: number;
  objectExactClassInContext: number;
  objectSites: number;
  objectExactSites: number;
  inexactObjects: string[];
  notCovered: number;
  byLineMatches: number;
  violations: Violation[];
  notCoveredSites: Array<{ where: string; name: string; kind?: string; records: number }>;
  staticPositions: number;
  staticDiagnostics: number;
}
export function parseShape(text: string | null | undefined): ParsedShape | null | undefined;
export function normalizeDims(dims: number[]): number[];
export function shapeFits(size: number[], shape: string | ParsedShape | null | undefined): boolean;
export function shapeKnown(shape: string | ParsedShape | null | undefined): boolean;
export function valueSet(...valueArrays: Array<StaticValue[] | undefined>): ValueSet;
export function valueSetText(set: ValueSet): string;
export function checkValue(rec: RuntimeValue, set: ValueSet): { sound: boolean; exactClass: boolean; exactShape: boolean; reason?: string };
export function indexStatic(tame: TameOutput): { exact: Map<string, ValueSet>; byLine: Map<string, ValueSet>; positions: number };
export interface RecordContext {
  fid: number;
  nargin: number;
  args: Array<{ class: string; size: number[]; value?: number | string } | null>;
}
export function compareProgram(
  program: { name: string; records: Array<ComparedRecord & { context?: RecordContext }>; functions?: Array<{ file: string; name: string; line: number }> },
  tame: TameOutput,
): ProgramComparison;
export function formatComparison(results: ProgramComparison[], options?: { listNotCovered?: number }): {
  text: string;
  total: { records: number; assignments: number; covered: number; sound: number; exactClass: number; exactShape: number; exactShapeInContext: number; objectRecords: number; objectExactClass: number; objectExactClassInContext: number; objectSites: number; objectExactSites: number; notCovered: number; violations: number };
};
