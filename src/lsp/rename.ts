// Rename as a workspace edit: a variable within its function; a function everywhere MATLAB's
// lookup resolves its name to it, with its file renamed when it is the file's primary function
// (MATLAB knows it by its file name). Refused, with the reason, for a name that is not a valid
// MATLAB name, a builtin, or a function named in a text somewhere.
import { dirname, join } from 'node:path';
import { ErrorCodes, ResponseError, type TextDocumentEdit, type WorkspaceEdit } from 'vscode-languageserver';
import type { FileModel, Library } from '../project/index.js';
import { rangeOf, uriOf } from './convert.js';
import type { NameAt } from './navigation.js';
import { occurrencesOf } from './file-kinds.js';
import { namedInTexts, references, type Place } from './references.js';

const KEYWORDS = new Set(['break', 'case', 'catch', 'classdef', 'continue', 'else', 'elseif', 'end', 'for', 'function', 'global', 'if', 'otherwise', 'parfor', 'persistent', 'return', 'spmd', 'switch', 'try', 'while']);

export function renameEdit(lib: Library, file: FileModel, at: NameAt, newName: string, textOf: (path: string) => string | undefined): WorkspaceEdit {
  const refuse = (why: string): never => {
    throw new ResponseError(ErrorCodes.InvalidRequest, why);
  };
  if (!/^[A-Za-z]\w*$/.test(newName) || KEYWORDS.has(newName)) refuse(`'${newName}' is not a valid MATLAB name`);
  const places = references(lib, file, at, true, textOf);
  if (at.kind === 'VAR') {
    // A nested function sees its parent's variables: renaming in one function only would split them.
    const inside = (p: readonly string[]) => p.length > at.functionPath.length && at.functionPath.every((x, i) => p[i] === x);
    if (occurrencesOf(file, lib).some(({ o, unit }) => o.kind === 'VAR' && o.name === at.name && inside(unit.functionPath))) refuse(`'${at.name}' is also a variable of a nested function, which shares it: not renamed`);
  } else {
    const r = at.resolution;
    if (!r) refuse(`'${at.name}' is neither a variable here nor a function mtame found: nothing to rename`);
    if (r!.kind === 'builtin') refuse(`'${at.name}' is MATLAB's own function`);
    if (at.name.includes('.') || !r!.function) refuse(`renaming '${at.name}' (a package function, class or script) is not supported yet`);
    const texts = namedInTexts(lib, at.name, textOf);
    if (texts.length > 0) refuse(`'${at.name}' is named in text (${texts.slice(0, 3).map((p) => `${p.path}:${p.span.line}`).join(', ')}): feval, callbacks or eval may call it by that name; rename those by hand first`);
  }
  const changes: TextDocumentEdit[] = [];
  const byFile = new Map<string, Place[]>();
  for (const p of places) byFile.set(p.path, [...(byFile.get(p.path) ?? []), p]);
  for (const [path, list] of byFile) {
    changes.push({ textDocument: { uri: uriOf(path), version: null }, edits: list.map((p) => ({ range: rangeOf(p.span), newText: newName })) });
  }
  const r = at.resolution;
  const base = r?.file?.path.replace(/^.*[\\/]/, '').replace(/\.m$/, '');
  if (at.kind !== 'VAR' && r && r.kind !== 'builtin' && r.function?.isPrimary && base === at.name) {
    // The primary function: its file takes the new name too.
    return { documentChanges: [...changes, { kind: 'rename', oldUri: uriOf(r.file.path), newUri: uriOf(join(dirname(r.file.path), `${newName}.m`)) }] };
  }
  return { documentChanges: changes };
}
