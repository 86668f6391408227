// The top level of the kind analysis (Listings 1, 2 and 5): each unit of a file is analysed
// from its initial kinds, nested functions after their parent with the parent's kinds, and the
// results are finalised into one kind per name (or, for MATLAB 7 scripts, per occurrence).
import { namesMayAppear } from './names-may-appear.js';
import type { Diagnostic, SourceFile, Span } from '../syntax/index.js';
import type { Variant } from './end-binding.js';
import { finalKind, merge, type AbstractKind, type Kind, type KindMap } from './lattice.js';
import { Recorder } from './recorder.js';
import { unitsOf, type Unit, type UnitType } from './units.js';
import { Walker, type NameLookup } from './walker.js';

export interface KindOptions {
  variant?: Variant;
  /** The file's path: names the script unit and scopes library lookups. */
  file?: string;
}

export interface Occurrence {
  name: string;
  kind: Kind;
  span: Span;
  /** The AST node (an Identifier, FunctionHandle, or a command's name). */
  node: object;
}

export interface UnitKinds {
  name: string;
  type: UnitType;
  /** The unit's function names from the outermost in ([] for a script): its lookup scope. */
  functionPath: string[];
  /** Its input and output parameters' names. */
  params: string[];
  /** The final kind of each name of the unit (for MATLAB 7 scripts, as finalised there). */
  kinds: Record<string, Kind>;
  occurrences: Occurrence[];
  diagnostics: Diagnostic[];
  /** Names involved in a kind conflict (their kind above is the first one seen). */
  conflicts: string[];
  /** Names that an `end` made variables, with an `end-assumes-variable` warning. */
  warned: string[];
}

export interface FileKinds {
  variant: Variant;
  units: UnitKinds[];
  /** The kind of every identifier occurrence, by AST node: what later layers read. */
  kindOf: Map<object, Kind>;
}

/** The last results given (read-only to every caller): the checks and then the lowering of a
 *  file ask for the kinds of the same tree and library, one after the other. A few only: kept
 *  for every tree, they would add a tenth to a big check's memory. */
const recent: Array<{ ast: SourceFile; lib: NameLookup; variant: Variant; file: string | undefined; kinds: FileKinds }> = [];
const RECENT = 8;

export function analyzeKinds(ast: SourceFile, lib: NameLookup, options: KindOptions = {}): FileKinds {
  const variant = options.variant ?? 'flow-sensitive';
  const file = options.file;
  const at = recent.findIndex((g) => g.ast === ast && sameNames(g.lib, lib) && g.variant === variant && g.file === file);
  if (at >= 0) {
    // Kept as the most recent: a few files asked for again and again (an editor's open files
    // after each edit of another) stay.
    const [known] = recent.splice(at, 1);
    recent.push(known);
    return known.kinds;
  }
  const kinds = analyzeTree(ast, lib, variant, file);
  recent.push({ ast, lib, variant, file, kinds });
  if (recent.length > RECENT) recent.shift();
  return kinds;
}

function sameNames(a: NameLookup, b: NameLookup): boolean {
  return a === b || (a.namesToken !== undefined && a.namesToken === b.namesToken);
}

function analyzeTree(ast: SourceFile, lib: NameLookup, variant: Variant, file: string | undefined): FileKinds {
  const scriptName = (file ?? 'script').replace(/^.*[\\/]/, '').replace(/\.m$/, '');
  const result: FileKinds = { variant, units: [], kindOf: new Map() };
  const units = unitsOf(ast, scriptName);
  for (const unit of units) {
    if (unit.type === 'script') analyzeScript(unit, lib, variant, file, result);
    else analyzeFunction(unit, undefined, lib, variant, file, result);
  }
  return result;
}

function analyzeScript(unit: Unit, lib: NameLookup, variant: Variant, file: string | undefined, result: FileKinds): void {
  const rec = new Recorder();
  const out = new Walker({ variant, lib, scope: { file, functionPath: [] }, inScript: true, rec }, new Map()).run(unit.body);
  // MATLAB 7 keeps, for scripts, the kind each occurrence had where it stood, and then
  // coarsens VAR and MAYVAR to ID; the other analyses use the final kinds, like functions.
  const matlab7 = variant === 'matlab7';
  const coarse = (k: AbstractKind): Kind => (k === 'FN' || k === 'PREFIX' ? k : 'ID');
  finish(unit, out, rec, result, matlab7 ? (o) => coarse(o.atPoint) : undefined, matlab7 ? coarse : undefined);
}

/** Returns the unit's final abstract kinds, which its parent may take VARs from. */
function analyzeFunction(unit: Unit, outer: KindMap | undefined, lib: NameLookup, variant: Variant, file: string | undefined, result: FileKinds): KindMap {
  const initial: KindMap = new Map();
  // A nested function sees its parent's variables, but may use the parent's functions' names anew.
  if (outer) for (const [name, k] of outer) if (k !== 'FN') initial.set(name, k);
  const rec = new Recorder();
  for (const p of unit.params) {
    initial.set(p.name, merge(initial.get(p.name) ?? 'UNDEF', 'VAR') ?? 'VAR');
    rec.occurrence(p, { name: p.name, span: p.span, atPoint: 'VAR', local: false });
  }
  const out = new Walker({ variant, lib, scope: { file, functionPath: unit.functionPath }, inScript: false, namesMayAppear: namesMayAppear(unit.body), rec }, initial).run(unit.body);
  const at = result.units.length;
  const nestedResults: FileKinds = { variant, units: [], kindOf: result.kindOf };
  for (const n of unit.nested) {
    const inner = analyzeFunction(n, out, lib, variant, file, nestedResults);
    for (const [name, k] of inner) {
      const mine = out.get(name);
      if (k === 'VAR' && (mine === 'ID' || mine === 'MAYVAR')) out.set(name, 'VAR');
    }
  }
  finish(unit, out, rec, result);
  result.units.splice(at + 1, 0, ...nestedResults.units);
  return out;
}

function finish(
  unit: Unit,
  out: KindMap,
  rec: Recorder,
  result: FileKinds,
  occurrenceKind?: (o: { atPoint: AbstractKind }) => Kind,
  mapKind: (k: AbstractKind) => Kind = finalKind,
): void {
  const kinds: Record<string, Kind> = {};
  const occurrences: Occurrence[] = [];
  for (const [node, o] of rec.occurrences) {
    let kind: Kind;
    if (o.local) kind = 'VAR';
    else {
      const final = mapKind(out.get(o.name) ?? 'UNDEF');
      kinds[o.name] = final;
      kind = occurrenceKind ? occurrenceKind(o) : final;
    }
    occurrences.push({ name: o.name, kind, span: o.span, node });
    result.kindOf.set(node, kind);
  }
  occurrences.sort((a, b) => a.span.offset - b.span.offset);
  result.units.push({ name: unit.name, type: unit.type, functionPath: unit.functionPath, params: unit.params.map((p) => p.name), kinds, occurrences, diagnostics: rec.diagnostics, conflicts: [...rec.conflicting], warned: [...rec.warned] });
}
