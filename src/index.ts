// mtame as a library: each pipeline layer's public surface.
export * as syntax from './syntax/index.js';
export { parse, print } from './syntax/index.js';
export * as project from './project/index.js';
export * as workspace from './workspace/index.js';
export { check, ConfigError, Workspace, type CheckedFileResult, type CheckOptions, type CheckResult, type WorkspaceOptions } from './workspace/index.js';
export type { Diagnostic, Severity, Span } from './syntax/index.js';
