// Files the command line writes back (formatting, fixes, a baseline): read with the positions
// the checker uses (UTF-8, a byte-order mark apart), and written whole or not at all.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

export interface EditableText {
  /** The text as the checker decodes it (without the byte-order mark). */
  text: string;
  /** The byte-order mark to write back ('' when there was none). */
  bom: string;
}

/** A file's text to edit, or why it cannot be: unreadable, binary, or bytes that are not all
 *  UTF-8 (they would not be written back as they were). */
export function readEditable(path: string): EditableText | string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    return `cannot read this file (${(e as NodeJS.ErrnoException).code ?? String(e)})`;
  }
  if (bytes.subarray(0, 8000).includes(0)) return 'binary file (contains NUL bytes), not MATLAB code';
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? '\uFEFF' : '';
  const text = new TextDecoder('utf-8').decode(bytes);
  if (!Buffer.from(bom + text, 'utf8').equals(bytes)) return 'the file is not valid UTF-8, and would not be written back as it was';
  return { text, bom };
}

/** Writes a temporary file beside `path` and renames it over it: readers never see half. */
export function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.mtame.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}
