// One source file as the library sees it: parsed, placed in MATLAB's folder conventions, its
// functions listed, and the mistakes that only make sense with the file name reported.
import { parse, type Diagnostic, type Dialect, type SourceFile, type Span } from '../syntax/index.js';
import { classdefInfo, folderConstructorInfo } from './class-info.js';
import { collectFunctions, stubBody } from './functions.js';
import type { ClassInfo, FileModel, FunctionModel, SourceInput } from './model.js';
import { baseName, folderOf, isIdentifier, locate, normalizePath } from './paths.js';

export function modelFile(input: SourceInput, dialect: Dialect | 'auto'): FileModel {
  const path = normalizePath(input.path);
  const folder = folderOf(path);
  const name = baseName(path);
  const location = locate(folder);
  const { ast, diagnostics } = parse(input.text, { dialect });
  const functions = collectFunctions(ast, location.className !== undefined);
  const declared = declaration(ast);
  const classInfo = classInfoOf(ast, functions, name, location.className);
  const own: Diagnostic[] = [];
  // Octave also accepts names that start with '_' (its library has many `__name__.m`).
  const valid = isIdentifier(name) || (ast.dialect === 'octave' && /^_\w*$/.test(name));
  if (ast.fileKind !== 'script' && !valid) {
    // One note for a file that cannot be called (often a file disabled by renaming it): its
    // declared name differing from the file name is the same fact, not a second problem.
    own.push({
      severity: 'warning',
      code: 'invalid-file-name',
      message: `'${name}.m' is not a valid MATLAB name, so this ${ast.fileKind === 'classdef' ? 'class' : 'function'}${declared ? ` ('${declared.name}')` : ''} cannot be called by its file name.`,
      span: declared?.span ?? ast.span,
    });
  } else if (declared && declared.name !== name) {
    const what = ast.fileKind === 'classdef' ? 'class' : 'function';
    own.push({
      severity: 'warning',
      code: 'function-name-mismatch',
      message: `The ${what} is named '${declared.name}' but its file is '${name}.m'; MATLAB knows it as '${name}' (the file name wins). Rename one to match.`,
      span: declared.span,
      // Not marked safe: code that calls the declared name (a recursive call) changes meaning.
      ...(valid ? { fix: { message: `Rename the ${what} to '${name}', its file's name`, safe: false, edits: [{ offset: declared.span.offset, endOffset: declared.span.endOffset, text: name }] } } : {}),
    });
  }
  own.push(...duplicates(functions));
  return {
    path,
    folder,
    name,
    root: location.root,
    ...(location.packageName !== undefined ? { packageName: location.packageName } : {}),
    ...(location.className !== undefined ? { classFolder: location.className } : {}),
    isPrivate: location.isPrivate,
    kind: ast.fileKind,
    // A script of comments only (or only saying the MEX file is missing) is the help text of
    // a compiled function.
    ...(ast.fileKind === 'script' && stubBody(ast.body) ? { helpOnly: true as const } : {}),
    ...(declared ? { declaredName: declared.name } : {}),
    qualifiedName: location.packageName !== undefined ? `${location.packageName}.${name}` : name,
    functions,
    ...(classInfo ? { classInfo } : {}),
    dialect: ast.dialect,
    ast,
    diagnostics: own.length === 0 ? diagnostics : [...diagnostics, ...own].sort((a, b) => a.span.offset - b.span.offset),
  };
}

function declaration(ast: SourceFile): { name: string; span: Span } | undefined {
  if (ast.fileKind === 'script') return undefined;
  for (const s of ast.body) {
    if (s.type === 'ClassDef' || s.type === 'Function') return { name: s.name, span: s.nameSpan };
  }
  return undefined;
}

function classInfoOf(ast: SourceFile, functions: readonly FunctionModel[], name: string, classFolder: string | undefined): ClassInfo | undefined {
  const def = ast.body.find((s) => s.type === 'ClassDef');
  if (def && def.type === 'ClassDef') return classdefInfo(def);
  // `@cls/cls.m` holding a function is an old-style class constructor.
  const primary = functions.find((f) => f.isPrimary);
  if (classFolder !== undefined && classFolder === name && primary) return folderConstructorInfo(primary.node.body);
  return undefined;
}

/** Two functions of one scope with the same name: MATLAB refuses to run the file. */
function duplicates(functions: readonly FunctionModel[]): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const f of functions) {
    // A classdef's methods and its local functions live in separate scopes.
    const group = f.kind === 'method' && !f.isPrimary ? 'method' : 'function';
    const key = `${f.parent ?? ''}\0${group}\0${f.name}`;
    if (!seen.has(key)) {
      seen.add(key);
      continue;
    }
    out.push({
      severity: 'error',
      code: 'duplicate-function',
      message: `The function '${f.name}' is defined more than once in this ${f.parent ? `function ('${f.parent}')` : 'file'}.`,
      span: f.node.nameSpan,
    });
  }
  return out;
}
