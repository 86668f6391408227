// MATLAB's own names, as data: `src/data/matlab-functions.tsv` (name, category, kind) and
// `matlab-packages.tsv` (name, kind: package | class | function), compiled by the build into
// one JSON table; read once, lazily, on the first library that asks for them.
import { readDataFile } from './loader.js';
import { buildFilter, NameFilter, type StoredFilter } from './name-filter.js';

export interface BuiltinEntry {
  readonly name: string;
  /** The functions table's category column (empty for entries of the packages table). */
  readonly category: string;
  /** As the tables say: `function`, `class`, ... */
  readonly kind: string;
}

/** What lookups ask of a table's entries (a Map is one; so are the compiled tables). */
export interface BuiltinEntries {
  get(name: string): BuiltinEntry | undefined;
  has(name: string): boolean;
  keys(): Iterable<string>;
}

export interface BuiltinTable {
  /** Functions and classes by name, plain (`sum`) or qualified (`containers.Map`). */
  readonly entries: BuiltinEntries;
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

/** Other roots of Java packages met in MATLAB code: reversed internet domains (Stanford's
 *  `edu.stanford.facs.swing.Basics`, `uk.ac...`, `de...`) and libraries named by their own
 *  root (ImageJ's `ij.IJ`, Bio-Formats' `loci.formats.ImageReader`, Weka's
 *  `weka.core.FastVector`, NetCDF-Java's `ucar.nc2`). MATLAB has no package of these names, so
 *  they are Java classes only where they head a dotted name of three parts at least (a
 *  package, a class and a member): `de.x` alone may be a struct never assigned. */
export const JAVA_PACKAGE_ROOTS: ReadonlySet<string> = new Set([
  'edu', 'gov', 'mil', 'io', 'de', 'uk', 'ch', 'fr', 'nl', 'at', 'be', 'ca', 'au', 'jp', 'se', 'dk', 'fi', 'no', 'es', 'it', 'pl', 'cz', 'ru', 'cn', 'kr', 'br',
  'ij', 'loci', 'ome', 'weka', 'ucar', 'cern', 'gnu', 'mpicbg', 'fiji', 'bsh', 'jxl', 'ncsa', 'nom', 'sun', 'lejos',
  // Other JVM languages' libraries MATLAB's Java interface reaches (`scala.reflect.ClassTag.AnyRef`
  // in MathWorks' Spark interface).
  'scala', 'kotlin', 'akka',
]);

/** The entry for a dotted name under an external-interface root (see EXTERNAL_ROOTS). */
export function externalEntry(table: BuiltinTable, name: string): BuiltinEntry | undefined {
  const root = name.slice(0, name.indexOf('.'));
  if (!EXTERNAL_ROOTS.has(root) || !table.packages.has(root)) return undefined;
  return { name, category: 'external', kind: 'external' };
}

/** A table with `extra` entries added (names it has keep their entry, unless only a product
 *  table lists them): an overlay, so the shared tables are never copied. Which entry a name
 *  takes is decided when the name is asked for: deciding it for every extra name up front
 *  would read the toolboxes' part of a compiled table on every run. */
export function withEntries(table: BuiltinTable, extra: Iterable<BuiltinEntry>): BuiltinTable {
  const top = new Map<string, BuiltinEntry>();
  for (const e of extra) if (!top.has(e.name)) top.set(e.name, e);
  return top.size === 0 ? table : { entries: new Overlay(table.entries, top, false), packages: table.packages };
}

/** `top` over `base`; `decided`: the top's names were chosen against the base already (an
 *  entry there wins), else a top entry wins only where the base has none or a product's. */
class Overlay implements BuiltinEntries {
  constructor(
    private readonly base: BuiltinEntries,
    private readonly top: ReadonlyMap<string, BuiltinEntry>,
    private readonly decided: boolean,
  ) {}
  get(name: string): BuiltinEntry | undefined {
    const t = this.top.get(name);
    if (t === undefined) return this.base.get(name);
    if (this.decided) return t;
    const b = this.base.get(name);
    return b === undefined || isProductEntry(b) ? t : b;
  }
  has(name: string): boolean {
    return this.top.has(name) || this.base.has(name);
  }
  *keys(): Iterable<string> {
    yield* this.base.keys();
    for (const name of this.top.keys()) if (!this.base.has(name)) yield name;
  }
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

/** Names as the build compiles them: per name an index into its table's category and kind
 *  lists (entries are made when first asked for), and `order`, the names' positions in sorted
 *  order: a lookup is a binary search, as building a map of ~19k names costs ~20 ms, a tenth
 *  of a small file's check. */
interface CompiledPart {
  readonly names: readonly string[];
  readonly order: readonly number[];
  readonly codes: readonly number[];
}

/** A table as the build compiles it: the names of MATLAB and of Octave in one part
 *  (`dist/data/builtin-names.json`) and the thousands of the toolboxes' in another
 *  (`builtin-names-more.json`), read only when a name is not among the first. */
interface CompiledTable {
  readonly first: CompiledPart;
  /** The second part's names, to know a name absent without reading it. */
  readonly secondNames?: StoredFilter;
  readonly categories: readonly string[];
  readonly kinds: readonly string[];
  readonly packages: readonly string[];
}

/** MATLAB's table, and the entries Octave's functions add over it. */
interface CompiledNames {
  readonly version: number;
  readonly matlab: CompiledTable;
  readonly octave: CompiledTable;
}

/** The second part of MATLAB's table. */
interface CompiledMore {
  readonly version: number;
  readonly matlab: CompiledPart;
}

export const COMPILED_NAMES_FILE = 'builtin-names.json';
export const COMPILED_MORE_NAMES_FILE = 'builtin-names-more.json';
const COMPILED_VERSION = 3;

function compileTable(entries: Iterable<BuiltinEntry>, packages: Iterable<string>): { table: CompiledTable; more: CompiledPart } {
  const categories: string[] = [];
  const kinds: string[] = [];
  const parts = { first: { names: [] as string[], codes: [] as number[] }, more: { names: [] as string[], codes: [] as number[] } };
  for (const e of entries) {
    if (!categories.includes(e.category)) categories.push(e.category);
    if (!kinds.includes(e.kind)) kinds.push(e.kind);
    const part = isProductEntry(e) ? parts.more : parts.first;
    part.names.push(e.name);
    part.codes.push(categories.indexOf(e.category) * 256 + kinds.indexOf(e.kind));
  }
  const sorted = ({ names, codes }: { names: string[]; codes: number[] }): CompiledPart => ({
    names,
    codes,
    order: names.map((_, i) => i).sort((a, b) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : 0)),
  });
  const table = { first: sorted(parts.first), ...(parts.more.names.length > 0 ? { secondNames: buildFilter(parts.more.names) } : {}), categories, kinds, packages: [...packages] };
  return { table, more: sorted(parts.more) };
}

function positionIn(part: CompiledPart, name: string): number | undefined {
  const { names, order } = part;
  let lo = 0;
  let hi = order.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = order[mid]!;
    const n = names[at]!;
    if (n === name) return at;
    if (n < name) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

const NO_NAMES: CompiledPart = { names: [], order: [], codes: [] };

class CompiledEntries implements BuiltinEntries {
  private readonly made = new Map<string, BuiltinEntry>();
  private second?: CompiledPart;
  private readonly filter?: NameFilter;
  /** `more`: reads the table's second part (nothing when it has none or it cannot be read). */
  constructor(
    private readonly t: CompiledTable,
    private readonly more: () => CompiledPart | undefined = () => undefined,
  ) {
    if (t.secondNames) this.filter = new NameFilter(t.secondNames);
  }
  private secondPart(): CompiledPart {
    return (this.second ??= this.more() ?? NO_NAMES);
  }
  /** Most names a check asks about are in the first part: the second is read only after. */
  private find(name: string): { part: CompiledPart; at: number } | undefined {
    const first = positionIn(this.t.first, name);
    if (first !== undefined) return { part: this.t.first, at: first };
    if (this.filter && !this.filter.mayHave(name)) return undefined;
    const second = this.secondPart();
    const at = positionIn(second, name);
    return at === undefined ? undefined : { part: second, at };
  }
  get(name: string): BuiltinEntry | undefined {
    const known = this.made.get(name);
    if (known) return known;
    const found = this.find(name);
    if (!found) return undefined;
    const code = found.part.codes[found.at]!;
    const entry = { name, category: this.t.categories[code >> 8]!, kind: this.t.kinds[code & 255]! };
    this.made.set(name, entry);
    return entry;
  }
  has(name: string): boolean {
    return this.made.has(name) || this.find(name) !== undefined;
  }
  *keys(): Iterable<string> {
    yield* this.t.first.names;
    yield* this.secondPart().names;
  }
}

/** The shipped tables in compiled form (the build writes them with compileBuiltinNames): the
 *  JSON texts of the two files to write. Parsing the text tables takes tens of milliseconds,
 *  on every run. */
export function compileBuiltinNames(): { names: string; more: string } {
  const matlab = parsedMatlabBuiltins();
  const octave = octaveExtras(matlab.table);
  const problems = [...matlab.problems, ...octave.problems];
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const m = compileTable([...matlab.table.entries.keys()].map((n) => matlab.table.entries.get(n)!), matlab.table.packages);
  const o = compileTable(octave.entries, []);
  if (o.more.names.length > 0) throw new Error("Octave's names include toolbox entries: they belong to MATLAB's table");
  const names: CompiledNames = { version: COMPILED_VERSION, matlab: m.table, octave: o.table };
  const more: CompiledMore = { version: COMPILED_VERSION, matlab: m.more };
  return { names: JSON.stringify(names), more: JSON.stringify(more) };
}

type Loaded = { table: BuiltinTable; problems: readonly string[] };

/** MATLAB's table and Octave's (MATLAB's with Octave's own functions over it) from the
 *  compiled texts (the second read by `more` when first needed); undefined when the first is
 *  not a compiled table of this version. */
export function tablesFromCompiled(text: string, more: () => string | undefined): { matlab: BuiltinTable; octave: BuiltinTable } | undefined {
  let names: CompiledNames;
  try {
    names = JSON.parse(text) as CompiledNames;
  } catch {
    return undefined;
  }
  if (names.version !== COMPILED_VERSION) return undefined;
  const second = (): CompiledPart | undefined => {
    const t = more();
    try {
      const m = t === undefined ? undefined : (JSON.parse(t) as CompiledMore);
      return m?.version === COMPILED_VERSION ? m.matlab : undefined;
    } catch {
      return undefined;
    }
  };
  const matlab = { entries: new CompiledEntries(names.matlab, second), packages: new Set(names.matlab.packages) };
  let octave: BuiltinTable | undefined;
  return {
    matlab,
    // Made when first asked for: a check of MATLAB code never needs it.
    get octave() {
      if (!octave) {
        // The build kept only the names Octave adds (or gives a function where MATLAB's is a
        // toolbox's): no need to ask MATLAB's table about each, which would read its second part.
        const extras = new CompiledEntries(names.octave);
        octave = { entries: new Overlay(matlab.entries, new Map(names.octave.first.names.map((n) => [n, extras.get(n)!])), true), packages: matlab.packages };
      }
      return octave;
    },
  };
}

/** The compiled tables, read once, when the build wrote them (not under the tests, which run
 *  from the sources and parse the text tables). */
let compiled: { matlab: BuiltinTable; octave: BuiltinTable } | null | undefined;

function compiledOnce(): { matlab: BuiltinTable; octave: BuiltinTable } | undefined {
  if (compiled === undefined) {
    const r = readDataFile(COMPILED_NAMES_FILE);
    const more = (): string | undefined => {
      const m = readDataFile(COMPILED_MORE_NAMES_FILE);
      return m.ok ? m.text : undefined;
    };
    compiled = (r.ok ? tablesFromCompiled(r.text, more) : undefined) ?? null;
  }
  return compiled ?? undefined;
}

let cached: Loaded | undefined;
let cachedOctave: Loaded | undefined;

/** MATLAB's names plus the functions compiled into GNU Octave (`data/octave-functions.tsv`),
 *  for code that runs on Octave: `printf`, `columns`, `rows`, ... */
export function octaveBuiltins(): Loaded {
  if (cachedOctave) return cachedOctave;
  const c = compiledOnce();
  if (c) return (cachedOctave = { table: c.octave, problems: [] });
  const base = defaultBuiltins();
  const extras = octaveExtras(base.table);
  cachedOctave = { table: withEntries(base.table, extras.entries), problems: [...base.problems, ...extras.problems] };
  return cachedOctave;
}

/** The entries Octave's own functions add to MATLAB's table. */
function octaveExtras(base: BuiltinTable): { entries: BuiltinEntry[]; problems: string[] } {
  const r = readDataFile('octave-functions.tsv');
  if (!r.ok) return { entries: [], problems: [`Octave's builtin names could not be read (${r.message}).`] };
  const extra = parseBuiltinData({ functions: r.text, packages: '' }).entries;
  const entries = [...extra.keys()].map((n) => extra.get(n)!).filter((e) => !base.entries.has(e.name) || isProductEntry(base.entries.get(e.name)));
  return { entries, problems: [] };
}

/** Is `name` one of GNU Octave's own functions (or MATLAB's)? For MATLAB code that tests for
 *  Octave and calls its functions only there. */
export function isOctaveName(name: string): boolean {
  return octaveBuiltins().table.entries.has(name);
}

/** The tables shipped with mtame, compiled by the build (or parsed from the text tables); when
 *  a file is missing the table is empty and the problem is returned for the library to report
 *  (a missing data file must not stop an analysis). */
export function defaultBuiltins(): Loaded {
  if (cached) return cached;
  const c = compiledOnce();
  cached = c ? { table: c.matlab, problems: [] } : parsedMatlabBuiltins();
  return cached;
}

function parsedMatlabBuiltins(): Loaded {
  const problems: string[] = [];
  const read = (name: string): string => {
    const r = readDataFile(name);
    if (r.ok) return r.text;
    problems.push(`MATLAB's builtin names could not be read (${r.message}); builtins are unknown.`);
    return '';
  };
  // Base MATLAB's table first: a name there keeps its entry; the toolboxes' names (from
  // Octave's list, then from MathWorks' per-product lists) come after, then the few third-party
  // libraries projects call without shipping them (a test framework).
  const functions = `${read('matlab-functions.tsv')}\n${read('matlab-toolbox-functions.tsv')}\n${read('matlab-product-functions.tsv')}\n${read('third-party-functions.tsv')}`;
  return { table: parseBuiltinData({ functions, packages: read('matlab-packages.tsv') }), problems };
}
