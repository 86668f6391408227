// The only file-system access of the builtins layer: reading its own data files, which sit
// next to the modules (copied to dist/ by scripts/copy-data.mjs).
import { readFileSync } from 'node:fs';

export const SPEC_FILE = 'builtins.spec';

/** The text of `data/<name>`; throws when it cannot be read (the spec ships with mtame, so a
 *  missing file is a broken installation, not an input error). */
export function readBuiltinData(name: string): string {
  return readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8');
}

/** The text of `data/<name>`, or undefined when the file does not exist. */
export function readOptionalBuiltinData(name: string): string | undefined {
  try {
    return readBuiltinData(name);
  } catch {
    return undefined;
  }
}
