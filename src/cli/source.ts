// Reading source files: the only file-system access of the parse command.
import { readFileSync } from 'node:fs';

export type SourceRead = { ok: true; text: string } | { ok: false; message: string };

/** Reads a file as UTF-8. Bytes that are not UTF-8 become U+FFFD, which the lexer reports
 *  with a position; a file that looks binary (NUL bytes) is refused. */
export function readSource(path: string): SourceRead {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    return { ok: false, message: err.code === 'ENOENT' ? 'no such file' : err.code === 'EISDIR' ? 'is a directory' : err.message };
  }
  const probe = bytes.subarray(0, 8000);
  if (probe.includes(0)) return { ok: false, message: 'binary file (contains NUL bytes), not MATLAB code' };
  return { ok: true, text: new TextDecoder('utf-8', { fatal: false }).decode(bytes) };
}
