// The spec and the learned class table in the form the build compiles them to (`dist/data/`):
// parsing the spec's text takes ~30 ms and the learned table's 1.9 MB ~200 ms, on every run,
// where reading their compiled JSON takes a few. Under the tests (run from the sources) there
// is no compiled form and the text is parsed, by the same functions the build runs.
import { rowArgs } from './agreement.js';
import type { ArgClass } from './class-match.js';
import type { LearnedRow } from './learn-script.js';
import { LEARNED_CLASSES_FILE, parseLearned } from './learned.js';
import { DataFileRanges, readOptionalBuiltinData } from './load.js';
import type { SpecNode } from './spec-parser.js';

export const COMPILED_SPEC_FILE = 'builtins.json';
/** The learned table compiled: an index (per builtin, where its part of the data file is) and
 *  the data, one JSON text per builtin, read when the analysis first asks about that builtin. */
export const COMPILED_LEARNED_INDEX = 'learned-index.json';
export const COMPILED_LEARNED_DATA = 'learned-data.txt';
const VERSION = 1;
const LEARNED_VERSION = 2;

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

/** The learned table as the build writes it: the index's text and the data's. */
export function compileLearned(text: string): { index: string; data: string } {
  const at: Record<string, [number, number]> = {};
  const parts: string[] = [];
  let offset = 0;
  for (const [name, byArgs] of indexLearned(text)) {
    const part = JSON.stringify(Object.fromEntries(byArgs));
    const length = Buffer.byteLength(part, 'utf8');
    at[name] = [offset, length];
    parts.push(part);
    offset += length;
  }
  return { index: JSON.stringify({ version: LEARNED_VERSION, at }), data: parts.join('') };
}

let compiledLearned: { at: Map<string, [number, number]>; data: DataFileRanges } | undefined;
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
    const index = readCompiled<{ at: Record<string, [number, number]> }>(COMPILED_LEARNED_INDEX, LEARNED_VERSION);
    if (index) compiledLearned = { at: new Map(Object.entries(index.at)), data: new DataFileRanges(COMPILED_LEARNED_DATA) };
    else parsedLearned = indexLearned(readOptionalBuiltinData(LEARNED_CLASSES_FILE) ?? '');
  }
  const range = compiledLearned?.at.get(name);
  const text = range && compiledLearned!.data.read(range[0], range[1]);
  if (range && text === undefined) {
    // The data file went missing or short: the text table answers from now on.
    compiledLearned = undefined;
    parsedLearned = indexLearned(readOptionalBuiltinData(LEARNED_CLASSES_FILE) ?? '');
  }
  const table = text ? new Map(Object.entries(JSON.parse(text) as Record<string, string[]>)) : (parsedLearned?.get(name) ?? NONE);
  learnedByBuiltin.set(name, table);
  return table;
}

function readCompiled<T>(file: string, version = VERSION): T | undefined {
  const text = readOptionalBuiltinData(file);
  if (text === undefined) return undefined;
  try {
    const data = JSON.parse(text) as T & { version?: number };
    return data.version === version ? data : undefined;
  } catch {
    return undefined;
  }
}
