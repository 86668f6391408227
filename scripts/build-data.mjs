// After `tsc`: copies the data files (`src/data/`) to `dist/data/`, where every compiled module
// (and the bundle, one folder down in dist/ too) finds them as `../data/NAME`, and writes beside
// them the tables compiled from them, which load in milliseconds where parsing the text takes
// a quarter of a second on every run (`builtin-names.json` with `builtin-names-more.json`, `builtins.json`,
// `learned-index.json` with `learned-data.txt`). The compilers are the dist modules' own functions.
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'src', 'data');
const target = join(root, 'dist', 'data');

if (existsSync(source)) {
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
  console.log('copied src/data -> dist/data');
  const dist = (path) => import(pathToFileURL(join(root, 'dist', path)).href);
  const builtins = await dist('builtins/index.js');
  const project = await dist('project/builtins.js');
  const write = (name, text) => {
    writeFileSync(join(target, name), text);
    console.log(`compiled dist/data/${name} (${Math.round(text.length / 1024)} KB)`);
  };
  write(builtins.COMPILED_SPEC_FILE, builtins.compileBuiltinSpec());
  const learned = builtins.compileLearned(builtins.readBuiltinData(builtins.LEARNED_CLASSES_FILE));
  write(builtins.COMPILED_LEARNED_INDEX, learned.index);
  write(builtins.COMPILED_LEARNED_DATA, learned.data);
  const names = project.compileBuiltinNames();
  write(project.COMPILED_NAMES_FILE, names.names);
  write(project.COMPILED_MORE_NAMES_FILE, names.more);
}
