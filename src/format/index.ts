// The formatter's public surface: `format` and its options.
export { format, type FormatDialect, type FormatResult } from './format.js';
export { DEFAULT_FORMAT_OPTIONS, type FormatOptions, type FunctionIndent } from './options.js';
