// Copies every `src/**/data/` folder to the same place under `dist/`, after `tsc`: modules
// read their data files relative to themselves (`new URL('./data/x.tsv', import.meta.url)`),
// so the compiled modules need the files next to them, as the sources have them.
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const dist = join(root, 'dist');

function copyDataFolders(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = join(folder, entry.name);
    if (entry.name === 'data') {
      const target = join(dist, relative(src, path));
      // Data only: scripts that check the data stay with the sources.
      cpSync(path, target, { recursive: true, filter: (from) => !/\.(m?js|ts)$/.test(from) });
      console.log(`copied ${relative(root, path)} -> ${relative(root, target)}`);
    } else {
      copyDataFolders(path);
    }
  }
}

if (existsSync(src)) copyDataFolders(src);
