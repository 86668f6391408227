// The units a file's kinds are computed for: its script body, and each function (primary,
// subfunctions, local functions of a script, nested functions, classdef methods).
import type { FunctionDef, Identifier, SourceFile, Stmt } from '../syntax/index.js';

export type UnitType = 'function' | 'nested-function' | 'subfunction' | 'script';

export interface Unit {
  /** `f`, `outer/inner` for a nested function, `Class.method` for a method, the file name for a script. */
  name: string;
  type: UnitType;
  /** The function names from the outermost in: the scope for library lookups ([] for a script). */
  functionPath: string[];
  /** Input and output parameters: variables from the start. */
  params: Identifier[];
  /** The statements, without nested function definitions. */
  body: Stmt[];
  nested: Unit[];
  def?: FunctionDef;
}

function functionUnit(f: FunctionDef, type: UnitType, outerPath: string[], displayName?: string): Unit {
  const path = [...outerPath, f.name];
  const body: Stmt[] = [];
  const nested: Unit[] = [];
  for (const s of f.body) {
    if (s.type === 'Function') nested.push(functionUnit(s, 'nested-function', path));
    else body.push(s);
  }
  const params: Identifier[] = [];
  for (const p of f.inputs) if (p.type === 'Identifier') params.push(p);
  params.push(...f.outputs);
  return { name: displayName ?? path.join('/'), type, functionPath: path, params, body, nested, def: f };
}

/** The top-level units of a file, nested units inside them. `scriptName` names a script body. */
export function unitsOf(file: SourceFile, scriptName: string): Unit[] {
  const units: Unit[] = [];
  const script: Stmt[] = [];
  let functions = 0;
  for (const s of file.body) {
    if (s.type === 'Function') {
      const primary = file.fileKind === 'function' && functions === 0;
      units.push(functionUnit(s, primary ? 'function' : 'subfunction', []));
      functions++;
    } else if (s.type === 'ClassDef') {
      for (const m of s.members) {
        if (m.type !== 'Methods') continue;
        for (const f of m.functions) if (!f.signatureOnly) units.push(functionUnit(f, 'function', [], `${s.name}.${f.name}`));
      }
    } else {
      script.push(s);
    }
  }
  if (file.fileKind === 'script') {
    units.unshift({ name: scriptName, type: 'script', functionPath: [], params: [], body: script, nested: [] });
  }
  return units;
}
