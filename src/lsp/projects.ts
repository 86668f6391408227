// The projects an editor session works on: one per workspace folder (opened as `mtame check`
// opens it: mtame.json, the path, the runtime), and one per folder of a file opened outside
// them. Each holds a `Workspace`; the editor's buffers replace the files' texts while open.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { normalizePath, type FileModel, type Library } from '../project/index.js';
import type { Diagnostic } from '../syntax/index.js';
import { openProject, type OpenedProject } from '../workspace/index.js';

export class Projects {
  private readonly opened = new Map<string, OpenedProject>();
  /** Buffers open in the editor, by normalised path: they win over the disk. */
  private readonly buffers = new Map<string, { path: string; text: string }>();

  /** `report`: says what went wrong opening a project (a bad mtame.json), once per opening;
   *  `failed`: hears of a failure inside a file's checks (a bug of mtame's, logged). */
  constructor(private roots: string[], private readonly report: (message: string) => void, private readonly failed?: (path: string, error: unknown) => void) {}

  setRoots(roots: string[]): void {
    this.roots = roots;
    this.opened.clear();
  }

  /** Settings changed (mtame.json edited): every project is opened again when next needed. */
  reload(): void {
    this.opened.clear();
  }

  /** A buffer's text (opened or edited). */
  setText(path: string, text: string): void {
    this.buffers.set(normalizePath(path), { path, text });
    this.projectFor(path).workspace.update(path, text);
  }

  /** A buffer closed: the file is what the disk holds again (or gone). */
  close(path: string): void {
    this.buffers.delete(normalizePath(path));
    this.fromDisk(path);
  }

  /** A file changed on disk (a checkout, another tool): unless open, the disk's text counts. */
  changedOnDisk(path: string): void {
    if (this.buffers.has(normalizePath(path))) return;
    this.fromDisk(path);
  }

  private fromDisk(path: string): void {
    const project = this.projectFor(path);
    let text: string | undefined;
    try {
      text = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    } catch {
      text = undefined;
    }
    if (text === undefined) project.workspace.remove(path);
    else project.workspace.update(path, text);
  }

  /** A file's findings, as `mtame check` reports them for the texts held. */
  diagnostics(path: string): readonly Diagnostic[] {
    return this.projectFor(path).workspace.diagnostics(path) ?? [];
  }

  /** The library of the file's project and the file's model in it (undefined: not held). */
  modelOf(path: string): { lib: Library; file: FileModel } | undefined {
    const lib = this.projectFor(path).workspace.currentLibrary();
    const file = lib.file(path);
    return file ? { lib, file } : undefined;
  }

  /** Is the file inside a workspace folder (whose files all get diagnostics, open or not)? */
  inRoot(path: string): boolean {
    return this.rootContaining(path) !== undefined;
  }

  /** A number that changes whenever a workspace folder's library is built again. */
  rootGeneration(): string {
    return this.roots.map((r) => this.projectFor(resolve(r)).workspace.libraryBuilds()).join(',');
  }

  /** The libraries of the workspace folders' projects. */
  rootLibraries(): Library[] {
    return this.roots.map((r) => this.projectFor(resolve(r)).workspace.currentLibrary());
  }

  /** The files each workspace folder's project checks (as `mtame check` on the folder would). */
  rootFiles(): string[] {
    return this.roots.flatMap((r) => [...this.projectFor(resolve(r)).checked]);
  }

  /** Whose functions exist for the file's project (MATLAB's, or Octave's too). */
  runtimeOf(path: string): 'matlab' | 'octave' {
    return this.projectFor(path).runtime;
  }

  /** A file's text as its project holds it (the buffer's when open). */
  textOf(path: string): string | undefined {
    return this.projectFor(path).workspace.text(path);
  }

  /** The open buffers' paths. */
  openPaths(): string[] {
    return [...this.buffers.values()].map((b) => b.path);
  }

  private projectFor(path: string): OpenedProject {
    const root = this.rootOf(path);
    let project = this.opened.get(root);
    if (!project) {
      project = this.open(root);
      if (this.failed) project.workspace.onFailure = this.failed;
      this.opened.set(root, project);
      // Buffers already open in this project replace what the disk holds.
      for (const b of this.buffers.values()) if (this.rootOf(b.path) === root) project.workspace.update(b.path, b.text);
    }
    return project;
  }

  /** The workspace folder holding the file (the deepest), else the file's own folder. */
  private rootOf(path: string): string {
    return this.rootContaining(path) ?? dirname(resolve(path));
  }

  private rootContaining(path: string): string | undefined {
    const full = resolve(path);
    let best: string | undefined;
    for (const r of this.roots) {
      const root = resolve(r);
      if ((full === root || full.startsWith(root.endsWith(sep) ? root : root + sep)) && (!best || root.length > best.length)) best = root;
    }
    return best;
  }

  private open(root: string): OpenedProject {
    try {
      return openProject([root]);
    } catch (e) {
      // A bad mtame.json: said once, and the project opened without it.
      this.report(e instanceof Error ? e.message : String(e));
      return openProject([root], { config: false });
    }
  }
}
