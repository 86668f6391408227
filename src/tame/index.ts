// The Tame IR layer's public surface: lowering a file's syntax tree and kinds to the IR
// (three-address statements, section 4 of the Tamer paper), and printing it as MATLAB.
export type * from './ir.js';
export { lowerFile, type LowerOptions } from './lower-file.js';
export { printFile, printFunction, type Annotations } from './print.js';
export { assignedWithin, childBlocks, statementCount } from './blocks.js';
export { assignedNames } from './builder.js';
