// `check(paths, options)`: what `mtame check` reports, for tool builders, as typed results.
// A thin wrapper over the workspace engine: it reads mtame.json and the files a run covers as
// the command does, holds them in a `Workspace` (texts given in `texts` stand for the files on
// disk, so an editor's unsaved buffer or standard input can be checked), and asks it for each
// checked file's findings.
import { existsSync } from 'node:fs';
import { ARITY_CODES, RUNTIME_ERROR_CODES } from '../analysis/index.js';
import { installedOctavePackages, normalizePath, readSourceFile } from '../project/index.js';
import { fileStart, type Diagnostic, type Severity } from '../syntax/index.js';
import { excluded, findConfig, loadConfig, type ProjectConfig } from './config.js';
import type { CheckRules } from './file-checks.js';
import { chooseRuntime, listProject, type Runtime } from './project-files.js';
import { Workspace } from './workspace.js';

export interface CheckOptions {
  /** The mtame.json to read; `false`: none; default: the nearest at or above the first path. */
  readonly config?: string | false;
  /** More folders on the path (before mtame.json's). */
  readonly path?: readonly string[];
  /** How to read the files (default: mtame.json's, else auto). */
  readonly dialect?: 'auto' | 'matlab' | 'octave';
  /** Whose functions exist (default: mtame.json's, else chosen as `mtame check` does). */
  readonly runtime?: Runtime;
  /** Codes turned off or re-graded, over mtame.json's. */
  readonly checks?: CheckRules;
  /** Texts that stand for files, by path (an unsaved buffer; standard input). A path among
   *  `paths` that is not on disk is checked as a file of its folder; other texts only replace
   *  the files they name. */
  readonly texts?: Readonly<Record<string, string>>;
}

export interface CheckedFileResult {
  /** The path as listed (relative paths stay relative). */
  readonly path: string;
  /** Sorted by position: the per-file checks', then the value analysis'. */
  readonly diagnostics: readonly Diagnostic[];
}

export interface CheckResult {
  /** The checked files that have a diagnostic, sorted by path. */
  readonly files: readonly CheckedFileResult[];
  /** How many files were checked. */
  readonly checked: number;
  readonly counts: Readonly<Record<Severity, number>>;
  readonly runtime: Runtime;
}

/** A project opened as `mtame check` opens it: its workspace (every file of the library held),
 *  the files checked, the unreadable ones, the runtime chosen and the configuration read. */
export interface OpenedProject {
  readonly workspace: Workspace;
  readonly checked: readonly string[];
  readonly unreadable: readonly CheckedFileResult[];
  readonly runtime: Runtime;
  readonly config: ProjectConfig;
}

/** Opens the project of `paths` as `mtame check` does (mtame.json, the inputs' folders, the
 *  path, the runtime). Throws a `ConfigError` for a bad mtame.json. */
export function openProject(paths: readonly string[], options: CheckOptions = {}): OpenedProject {
  const inputs = paths.length > 0 ? [...paths] : ['.'];
  const config: ProjectConfig = options.config === false ? loadConfig(undefined) : loadConfig(options.config ?? findConfig(inputs[0]));
  const texts = new Map(Object.entries(options.texts ?? {}).map(([p, t]) => [normalizePath(p), { path: p, text: t }]));
  // Inputs that are only texts are listed as files of their folders.
  const virtual = inputs.filter((p) => texts.has(normalizePath(p)) && !existsSync(p));
  const listed = listProject(inputs.filter((p) => !virtual.includes(p)), [...(options.path ?? []), ...config.path], excluded(config), virtual);
  const files: Array<{ path: string; text: string }> = [];
  const unreadable: CheckedFileResult[] = [];
  for (const f of listed.all) {
    const given = texts.get(normalizePath(f.path));
    texts.delete(normalizePath(f.path));
    if (given) {
      files.push({ path: f.path, text: given.text });
      continue;
    }
    const read = readSourceFile(f.path);
    if (read.ok) files.push({ path: f.path, text: read.text });
    else if (listed.reported.has(f.path)) unreadable.push({ path: f.path, diagnostics: [unreadableFile(read.message)] });
  }
  for (const e of listed.errors) unreadable.push({ path: e.path, diagnostics: [unreadableFile(e.message)] });
  const dialect = options.dialect ?? config.dialect ?? 'auto';
  const checks = { ...config.checks, ...options.checks };
  const workspace = new Workspace(files, { dialect });
  const held = new Set(files.map((f) => f.path));
  const checked = listed.files.map((f) => f.path).filter((p) => held.has(p));
  const octave = new Set(checked.filter((p) => workspace.dialectOf(p) === 'octave'));
  const runtime = chooseRuntime(options.runtime ?? config.runtime, dialect, checked.map((path) => ({ path })), octave);
  workspace.configure({
    dialect,
    runtime,
    checks,
    library: { ...listed.options, compiled: [...listed.compiled], ...(runtime === 'octave' ? { extraFunctions: installedOctavePackages() } : {}) },
    ...(config.products ? { products: config.products } : {}),
    values: !VALUE_CODES.every((c) => checks[c] === 'off'),
  });
  return { workspace, checked, unreadable, runtime, config };
}

/** Checks every .m file under `paths` (files or folders) as `mtame check` does. Throws a
 *  `ConfigError` for a bad mtame.json; an unreadable file is an `unreadable-file` diagnostic.
 *  (The value analysis from mtame.json's `entries` is `mtame check`'s only.) */
export async function check(paths: readonly string[], options: CheckOptions = {}): Promise<CheckResult> {
  const { workspace, checked, unreadable, runtime } = openProject(paths, options);
  const results: CheckedFileResult[] = [...unreadable];
  for (const path of checked) {
    const diagnostics = workspace.diagnostics(path) ?? [];
    if (diagnostics.length > 0) results.push({ path, diagnostics });
  }
  results.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const r of results) for (const d of r.diagnostics) counts[d.severity]++;
  return { files: results, checked: checked.length + unreadable.length, counts, runtime };
}

/** The codes that need the value analysis: it does not run when all are off. */
export const VALUE_CODES: readonly string[] = [...RUNTIME_ERROR_CODES.filter((c) => !ARITY_CODES.includes(c)), 'wild-feature'];

function unreadableFile(message: string): Diagnostic {
  return { severity: 'error', code: 'unreadable-file', message: `Cannot read this file: ${message}.`, span: fileStart() };
}
