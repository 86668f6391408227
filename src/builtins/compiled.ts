// The spec and the learned class table in the form the build compiles them to (`dist/data/`):
// parsing the spec's text takes ~30 ms and the learned table's 1.9 MB ~200 ms, on every run,
// where reading their compiled JSON takes a few. Under the tests (run from the sources) there
// is no compiled form and the text is parsed, by the same functions the build runs.
import { rowArgs } from './agreement.js';
import type { ArgClass } from './class-match.js';
import type { LearnedRow } from './learn-script.js';
import { LEARNED_CLASSES_FILE, parseLearned } from './learned.js';
import { readOptionalBuiltinData } from './load.js';
import type { SpecNode } from './spec-parser.js';

export const COMPILED_SPEC_FILE = 'builtins.json';
export const COMPILED_LEARNED_FILE = 'learned-classes.json';
const VERSION = 1;

/** The spec's nodes as the build writes them. */
export function compileSpecNodes(nodes: readonly SpecNode[]): string {
  return JSON.stringify({ version: VERSION, nodes });
}

/** The compiled spec's nodes, or undefined when there is none of this version. */
export function compiledSpecNodes(): SpecNode[] | undefined {
  const data = readCompiled<{ nodes: SpecNode[] }>(COMPILED_SPEC_FILE);
  return data?.nodes;
}

/** A learned row's key under its builtin: the argument classes (and texts) it was tried with. */
export function learnedArgsKey(args: readonly ArgClass[]): string {
  return args.map((a) => (a.value === undefined ? a.class : `${a.class}=${a.value}`)).join(',');
}

/** Per builtin, per argument key, the results Octave gave. */
type LearnedIndex = Map<string, Map<string, string[]>>;

/** A learned row's key under its builtin; undefined for a row whose call template does not
 *  parse (it cannot be asked about). */
export function learnedRowKey(row: LearnedRow): string | undefined {
  try {
    return learnedArgsKey(rowArgs(row));
  } catch {
    return undefined;
  }
}

function indexLearned(text: string): LearnedIndex {
  const index: LearnedIndex = new Map();
  for (const row of parseLearned(text)) {
    const key = learnedRowKey(row);
    if (key === undefined) continue;
    const byArgs = index.get(row.builtin) ?? new Map<string, string[]>();
    const results = byArgs.get(key) ?? [];
    if (!results.includes(row.result)) results.push(row.result);
    byArgs.set(key, results);
    index.set(row.builtin, byArgs);
  }
  return index;
}

/** The learned table as the build writes it: one JSON text per builtin, parsed when the
 *  analysis first asks about that builtin. */
export function compileLearned(text: string): string {
  const builtins: Record<string, string> = {};
  for (const [name, byArgs] of indexLearned(text)) builtins[name] = JSON.stringify(Object.fromEntries(byArgs));
  return JSON.stringify({ version: VERSION, builtins });
}

let compiledLearned: Map<string, string> | undefined;
let parsedLearned: LearnedIndex | undefined;
const learnedByBuiltin = new Map<string, ReadonlyMap<string, readonly string[]>>();

/** The results Octave gave for `name` called with arguments of these classes, as the learning
 *  script tried them (data/learned-classes.tsv); undefined when never tried. */
export function learnedResults(name: string, args: readonly ArgClass[]): readonly string[] | undefined {
  return learnedFor(name).get(learnedArgsKey(args));
}

const NONE: ReadonlyMap<string, readonly string[]> = new Map();

function learnedFor(name: string): ReadonlyMap<string, readonly string[]> {
  const known = learnedByBuiltin.get(name);
  if (known) return known;
  if (!compiledLearned && !parsedLearned) {
    const data = readCompiled<{ builtins: Record<string, string> }>(COMPILED_LEARNED_FILE);
    if (data) compiledLearned = new Map(Object.entries(data.builtins));
    else parsedLearned = indexLearned(readOptionalBuiltinData(LEARNED_CLASSES_FILE) ?? '');
  }
  const text = compiledLearned?.get(name);
  const table = text !== undefined ? new Map(Object.entries(JSON.parse(text) as Record<string, string[]>)) : (parsedLearned?.get(name) ?? NONE);
  learnedByBuiltin.set(name, table);
  return table;
}

function readCompiled<T>(file: string): T | undefined {
  const text = readOptionalBuiltinData(file);
  if (text === undefined) return undefined;
  try {
    const data = JSON.parse(text) as T & { version?: number };
    return data.version === VERSION ? data : undefined;
  } catch {
    return undefined;
  }
}
