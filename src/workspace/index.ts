// The workspace layer's public surface: one file's findings as `mtame check` reports them,
// and the incremental workspace the editor and tool builders use.
export { applyChecks, fileFindings, kept, valueFindings, type CheckRules, type CheckSettings } from './file-checks.js';
export { Workspace, type WorkspaceOptions } from './workspace.js';
