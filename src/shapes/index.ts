// The public surface of the shape algebra: symbolic extents, shape terms, θ and H of the Type I
// shape operators (modern and legacy), the identities and their checks, the rewriter, shape
// tracking at the term level, the size pragma and the abstract extent graph solvers.
export {
  type Atom, type Extent, type Monomial, type Tri,
  add as addExtents, constantOf, eqExtent, evalExtent, extentSymbols, formatExtent, min as minExtent,
  mul as mulExtents, num, sym,
} from './extent.js';
export {
  ILLEGAL, OPERATOR_ARITY, SCALAR_TUPLE, SHAPE_OPERATORS, type ShapeOp, type ShapeTerm, type Tuple,
  compareTerms, dimAt, formatShape, op, sameTerm, shapeVar, shapeVariables, termKey, termSize, tuple,
} from './terms.js';
export { type Outcome, type ShapeMode, applyOperator, isEmptyMatrix, isMatrix, isScalar, resultShape, theta } from './rules.js';
export { type Assignment, type Ground, evaluate, smallShapes } from './evaluate.js';
export { TermSyntaxError, parseExtentText, parseTerm } from './parse-term.js';
export { IDENTITIES, type Identity, type IdentityCheck, checkIdentity, identitySides, isAC, rulesFor } from './identities.js';
export { normalize, sameShape } from './rewrite.js';
export { type LoopShapes, type ShapeEnv, type TrackOptions, type TrackResult, type TrackStmt, trackShapes } from './tracking.js';
export {
  BOTTOM, type ExtentGraph, ExtentGraphBuilder, canonicalClasses, freezeGraph, graphFromRows, isSolution, isUniform,
} from './extent-graph.js';
export { type SolverStats, solveExtentGraph, solveNaive } from './partition.js';
export {
  type Check, type Direction, type Param, type Procedure, type ProcedureGraph, type Signature, type SizeCheckResult,
  type SizeError, type Stmt, buildProcedureGraph, checkProcedure,
} from './size-check.js';
export {
  type DeclaredExtent, type DeclaredParam, type PragmaError, type PragmaResult, type SizePragma,
  declaredShape, isSizePragma, parseSizePragma, pragmaSignature,
} from './size-pragma.js';
export {
  type AssignmentShape, type FunctionShapes, type IrShapeOptions, type JoinShapes, type LoopSetOfShapes, type ProgramShapes,
  type ShapeClass, formatShapeSet, isExplicit, shapeClasses, trackIrShapes,
} from './ir-tracking.js';
export { type ShapeSet, type ShapeValue } from './ir-domains.js';
