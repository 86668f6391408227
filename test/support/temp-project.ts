// A throw-away folder of MATLAB files for a test, with its library; removed after the file's
// tests (call `removeTempProjects` from `afterAll`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildLibrary, loadFolders, type Library } from '../../src/project/index.js';

const made: string[] = [];

export interface TempProject {
  readonly dir: string;
  readonly lib: Library;
  /** The path of `name.m` in the folder. */
  file(name: string): string;
}

/** Writes `files` (name without `.m` → text) to a new folder and builds its library. */
export function tempProject(files: Readonly<Record<string, string>>): TempProject {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtame-test-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    // `@cls/method`: a class folder.
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, `${name}.m`), text);
  }
  const lib = buildLibrary(loadFolders([dir]).files, { currentFolder: dir });
  return { dir, lib, file: (name) => path.join(dir, `${name}.m`) };
}

/** Writes `files` (relative path with subfolders, any extension → text) to a new folder;
 *  removed with the others by `removeTempProjects`. */
export function tempTree(files: Readonly<Record<string, string>>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtame-test-'));
  made.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** The name of the function a source defines first. */
export function functionName(source: string): string {
  return /function\s+(?:\[[^\]]*\]\s*=\s*|\w+\s*=\s*)?(\w+)/.exec(source)?.[1] ?? 'script';
}

export function removeTempProjects(): void {
  for (const d of made.splice(0)) fs.rmSync(d, { recursive: true, force: true });
}
