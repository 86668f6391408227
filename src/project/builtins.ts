// MATLAB's own names, as data: `data/matlab-functions.tsv` (name, category, kind) and
// `data/matlab-packages.tsv` (name, kind: package | class | function). Read once, lazily, on
// the first library that asks for them.
import { readDataFile } from './loader.js';

export interface BuiltinEntry {
  readonly name: string;
  /** The functions table's category column (empty for entries of the packages table). */
  readonly category: string;
  /** As the tables say: `function`, `class`, ... */
  readonly kind: string;
}

export interface BuiltinTable {
  /** Functions and classes by name, plain (`sum`) or qualified (`containers.Map`). */
  readonly entries: ReadonlyMap<string, BuiltinEntry>;
  /** Packages, listed or implied by a qualified name (`matlab`, `matlab.lang`). */
  readonly packages: ReadonlySet<string>;
}

export interface BuiltinData {
  /** Text of a `matlab-functions.tsv`-style table. */
  functions: string;
  /** Text of a `matlab-packages.tsv`-style table. */
  packages: string;
}

/** Roots under which MATLAB resolves any dotted name at run time through an external
 *  interface (Java, Python, C++, .NET), as the packages table's header says: `java.lang.String`,
 *  `com.mathworks.mlservices.MLEditorServices` or `py.numpy.array` exist without any package
 *  folder. */
export const EXTERNAL_ROOTS: ReadonlySet<string> = new Set(['java', 'javax', 'com', 'org', 'net', 'py', 'clib', 'NET']);

/** The entry for a dotted name under an external-interface root (see EXTERNAL_ROOTS). */
export function externalEntry(table: BuiltinTable, name: string): BuiltinEntry | undefined {
  const root = name.slice(0, name.indexOf('.'));
  if (!EXTERNAL_ROOTS.has(root) || !table.packages.has(root)) return undefined;
  return { name, category: 'external', kind: 'external' };
}

/** A table with `extra` entries added (names it has keep their entry). */
export function withEntries(table: BuiltinTable, extra: readonly BuiltinEntry[]): BuiltinTable {
  if (extra.length === 0) return table;
  const entries = new Map(table.entries);
  for (const e of extra) if (!entries.has(e.name) || isProductEntry(entries.get(e.name))) entries.set(e.name, e);
  return { entries, packages: table.packages };
}

/** An entry from the product tables (MATLAB's toolboxes): known to exist with some product,
 *  but a weaker fact than a function of the runtime itself, which replaces it. */
export function isProductEntry(e: BuiltinEntry | undefined): boolean {
  return e !== undefined && (e.kind === 'toolbox' || e.kind === 'product');
}

export const EMPTY_BUILTINS: BuiltinTable = { entries: new Map(), packages: new Set() };

/** Lines of tab-separated columns; `#` lines (the header) and blank lines are skipped. */
function rows(text: string): string[][] {
  const out: string[][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    out.push(line.split('\t').map((c) => c.trim()));
  }
  return out;
}

export function parseBuiltinData(data: BuiltinData): BuiltinTable {
  const entries = new Map<string, BuiltinEntry>();
  const packages = new Set<string>();
  for (const [name, category = '', kind = 'function'] of rows(data.functions)) {
    if (name && !entries.has(name)) entries.set(name, { name, category, kind: kind || 'function' });
  }
  for (const [name, kind = 'package'] of rows(data.packages)) {
    if (!name) continue;
    if (kind === 'package') packages.add(name);
    else if (!entries.has(name) || isProductEntry(entries.get(name))) entries.set(name, { name, category: '', kind });
  }
  // Every proper prefix of a qualified name is a package, unless it is itself a class
  // (`matlab.lang.OnOffSwitchState.on`: the class is not a package).
  for (const name of [...entries.keys(), ...packages]) {
    const parts = name.split('.');
    for (let i = 1; i < parts.length; i++) {
      const prefix = parts.slice(0, i).join('.');
      if (entries.get(prefix)?.kind !== 'class') packages.add(prefix);
    }
  }
  return { entries, packages };
}

let cached: { table: BuiltinTable; problems: string[] } | undefined;

/** The tables shipped with mtame; when a file is missing the table is empty and the problem is
 *  returned for the library to report (a missing data file must not stop an analysis). */
let cachedOctave: { table: BuiltinTable; problems: readonly string[] } | undefined;

/** MATLAB's names plus the functions compiled into GNU Octave (`data/octave-functions.tsv`),
 *  for code that runs on Octave: `printf`, `columns`, `rows`, ... */
export function octaveBuiltins(): { table: BuiltinTable; problems: readonly string[] } {
  if (cachedOctave) return cachedOctave;
  const base = defaultBuiltins();
  const r = readDataFile('octave-functions.tsv');
  const problems = [...base.problems, ...(r.ok ? [] : [`Octave's builtin names could not be read (${r.message}).`])];
  const extra = r.ok ? parseBuiltinData({ functions: r.text, packages: '' }).entries : new Map<string, BuiltinEntry>();
  const entries = new Map(base.table.entries);
  for (const [name, e] of extra) if (!entries.has(name) || isProductEntry(entries.get(name))) entries.set(name, e);
  cachedOctave = { table: { entries, packages: base.table.packages }, problems };
  return cachedOctave;
}

/** Is `name` one of GNU Octave's own functions (or MATLAB's)? For MATLAB code that tests for
 *  Octave and calls its functions only there. */
export function isOctaveName(name: string): boolean {
  return octaveBuiltins().table.entries.has(name);
}

export function defaultBuiltins(): { table: BuiltinTable; problems: readonly string[] } {
  if (cached) return cached;
  const problems: string[] = [];
  const read = (name: string): string => {
    const r = readDataFile(name);
    if (r.ok) return r.text;
    problems.push(`MATLAB's builtin names could not be read (${r.message}); builtins are unknown.`);
    return '';
  };
  // Base MATLAB's table first: a name there keeps its entry; the toolboxes' names (from
  // Octave's list, then from MathWorks' per-product lists) come after.
  const functions = `${read('matlab-functions.tsv')}\n${read('matlab-toolbox-functions.tsv')}\n${read('matlab-product-functions.tsv')}`;
  const table = parseBuiltinData({ functions, packages: read('matlab-packages.tsv') });
  cached = { table, problems };
  return cached;
}
