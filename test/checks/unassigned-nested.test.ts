// A nested function shares its enclosing functions' variables: using one of them before the
// nested function assigns it is not an unassigned variable (it holds the parent's value).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { checkFile } from '../../src/checks/index.js';
import { buildLibrary, loadFolders } from '../../src/project/index.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

test('a parent variable in a nested function is shared; a local one is still checked', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtame-nest-'));
  dirs.push(dir);
  const file = path.join(dir, 'nest.m');
  fs.writeFileSync(file, 'function r = nest(x)\ntotal = 0;\nfunction add(v)\n  total = total + v;\n  q = q + 1;\nend\nadd(x);\nr = total;\nend\n');
  const lib = buildLibrary(loadFolders([dir]).files, { currentFolder: dir });
  const found = checkFile(lib.file(file)!, lib).filter((d) => d.code === 'unassigned-variable');
  expect(found.map((d) => `${d.span.line}: ${d.message.split(' ')[0]}`)).toEqual(["5: 'q'"]);
});
