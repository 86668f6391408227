// The workspace layer's public surface: one file's findings as `mtame check` reports them, the
// incremental workspace the editor and tool builders use, `check()` over it, and the project
// setup both read (mtame.json, which files a run covers).
export { analysisFailed, applyChecks, checksFailed, failSafe, fileFindings, kept, outsideDeadCode, valueFindings, type CheckRules, type CheckSettings } from './file-checks.js';
export { Workspace, type WorkspaceOptions } from './workspace.js';
export { ConfigError, excluded, findConfig, loadConfig, type ProjectConfig } from './config.js';
export { chooseRuntime, listProject, loadProject, type ListedProject, type LoadedProject, type Runtime } from './project-files.js';
export { check, openProject, VALUE_CODES, type OpenedProject, type CheckedFileResult, type CheckOptions, type CheckResult } from './check.js';
