// The analysis layer's public surface: the dataflow framework, the abstract values, and the
// interprocedural value analysis with its call graph.
export { ForwardSolver, BackwardSolver, type ForwardProblem, type BackwardProblem, type Lattice, type SimpleStmt } from './framework.js';
export * from './values.js';
export { joinFlows, equalFlows, type Flow } from './flow.js';
export { SUMMARY_SIZE, ValueAnalysis, type AnalysisOptions, type Runtime } from './interprocedural.js';
export { CalleeSummaries } from './callee-summaries.js';
export { CallObserver, type ObservedCall } from './call-observer.js';
export { LoweringCache, type Lowered } from './lowering-cache.js';
export { analyzeProgram, type ProgramResult } from './program.js';
export type { AnalysisCode, AnalysisDiagnostic, CallEdge, Context, Specialization } from './specialization.js';
export { ARITY_CODES, RUNTIME_ERROR_CODES } from './specialization.js';
export { contextKey, setKey } from './context.js';
export { propagateBuiltin, type BuiltinCall, type BuiltinResult } from './builtin-propagator.js';
export { parseArgSpec } from './arg-spec.js';
export { formatConstant, formatValue, formatValueSet, valueToJson, valueSetToJson, type Json } from './format.js';
export { pushUp, pushUpSet } from './push-up.js';
export { classOfFile, hierarchyOf } from './objects.js';
