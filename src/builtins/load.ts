// The only file-system access of the builtins layer: reading its data files, in `src/data/`
// (copied to `dist/data/` by scripts/build-data.mjs, beside the tables compiled from them).
import { openSync, readFileSync, readSync } from 'node:fs';

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

/** Byte ranges of one data file, read as they are asked for through a descriptor kept open: a
 *  check asks for a few parts of a large table (reading and decoding all of it costs more
 *  than the check of a small file does). Undefined when the file cannot be read. */
export class DataFileRanges {
  private fd: number | null | undefined;
  constructor(private readonly name: string) {}

  read(offset: number, length: number): string | undefined {
    if (this.fd === undefined) {
      try {
        this.fd = openSync(new URL(`../data/${this.name}`, import.meta.url), 'r');
      } catch {
        this.fd = null;
      }
    }
    if (this.fd === null) return undefined;
    const bytes = Buffer.alloc(length);
    try {
      return readSync(this.fd, bytes, 0, length, offset) === length ? bytes.toString('utf8') : undefined;
    } catch {
      return undefined;
    }
  }
}
