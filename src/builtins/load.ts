// The only file-system access of the builtins layer: reading its data files, in `src/data/`
// (copied to `dist/data/` by scripts/build-data.mjs, beside the tables compiled from them).
import { readFileSync } from 'node:fs';

export const SPEC_FILE = 'builtins.spec';

/** The text of `src/data/<name>`; throws when it cannot be read (the spec ships with mtame, so a
 *  missing file is a broken installation, not an input error). */
export function readBuiltinData(name: string): string {
  return readFileSync(new URL(`../data/${name}`, import.meta.url), 'utf8');
}

/** The text of `src/data/<name>`, or undefined when the file does not exist. */
export function readOptionalBuiltinData(name: string): string | undefined {
  try {
    return readBuiltinData(name);
  } catch {
    return undefined;
  }
}
