// The syntax layer's public surface: parse, print, and the AST and diagnostic types.
export * from './ast.js';
export type { Diagnostic, Fix, RelatedInformation, Severity, TextEdit } from './diagnostics.js';
export { parse, type ParseOptions, type ParseResult } from './parse.js';
export { print, printExpr } from './printer.js';
export { lex, type LexResult } from './lexer.js';
export { isOperandToken, type Token, type TokenKind } from './token.js';
export { stripSpans } from './strip.js';
export { binaryChain, innerBlocks, innerExprs, rootName, visitNodes } from './walk.js';
export { treeToJson } from './json.js';
export { isStackOverflow, pushAll } from './depth.js';
export { gatheringInputs } from './argument-kinds.js';
export { plainAssignments, plainCode, plainEvalNames } from './text-assignments.js';
