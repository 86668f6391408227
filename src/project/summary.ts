// File models without their syntax trees, for folders too big to hold every tree at once (and
// to hand a model from one worker thread to another): a `FileSummary` is plain data (no tree,
// no function nodes); `lazyModel` turns it back into a `FileModel` whose `ast` and function
// `node`s are parsed again on demand, from the source text, through a bounded cache.
import { fileStart, parse, type Dialect, type FunctionDef, type SourceFile } from '../syntax/index.js';
import { collectFunctions } from './functions.js';
import type { FileModel, FunctionModel } from './model.js';

/** A function of a `FileSummary`: a `FunctionModel` without its node. */
export type FunctionSummary = Omit<FunctionModel, 'node'>;

/** A `FileModel` without its tree: plain data that survives `structuredClone`. */
export type FileSummary = Omit<FileModel, 'ast' | 'functions'> & { readonly functions: readonly FunctionSummary[] };

/** The model's data without its tree and function nodes. */
export function summarizeModel(model: FileModel): FileSummary {
  const out: Record<string, unknown> = { ...model, functions: model.functions.map((f) => {
    const copy: Record<string, unknown> = { ...f };
    delete copy.node;
    return copy;
  }) };
  delete out.ast;
  return out as unknown as FileSummary;
}

/** A summary as text without the positions of its functions' names: what other files can
 *  depend on (an edit that only moves a function down changes nothing for them; the one check
 *  that shows where a callee is declared reads it from the callee's tree). */
export function summaryShape(summary: FileSummary): string {
  return JSON.stringify(summary, (key, value: unknown) => (key === 'nameSpan' ? undefined : value));
}

/** The part of a summary's shape that decides how names resolve (its shape without the input
 *  and output lists of its functions): two summaries with the same `namesShape` make every name
 *  of a library resolve the same way, only the signatures of their functions may differ. */
export function namesShape(summary: FileSummary): string {
  return JSON.stringify(summary, (key, value: unknown) => (key === 'nameSpan' || key === 'inputs' || key === 'outputs' ? undefined : value));
}

/** Where a lazy model's text comes from, and the dialect it was first parsed in. */
export interface TreeSource {
  /** The file's text again (undefined when it can no longer be read: the tree is then empty). */
  read(path: string): string | undefined;
  dialect: Dialect | 'auto';
}

/** What a cache needs to know of a file to parse it. */
type TreeKey = Pick<FileSummary, 'path' | 'classFolder'>;

interface Parsed {
  ast: SourceFile;
  nodes: FunctionDef[];
}

/** The most recently used trees, at most `capacity` of them. A tree handed out stays valid
 *  (its nodes are the same objects) for as long as its holder keeps it; a tree evicted and
 *  parsed again has new nodes, so callers that key maps by node take the tree once. */
export class TreeCache {
  private readonly trees = new Map<string, Parsed>();
  /** The source characters of the trees kept: a tree takes about 50 bytes of heap per character
   *  of its file, so a few data files (MATPOWER's cases, 2-3 MB of numbers each) would fill a
   *  worker's heap long before the count limit. */
  private chars = 0;
  /** Trees parsed, cache misses included (for measurements). */
  parses = 0;
  /** When set, the path of every tree asked for (hits too) is added: what a piece of work
   *  read beyond the summaries, so a cache of its results knows which files they depend on. */
  touched?: Set<string>;

  constructor(readonly capacity: number, private readonly source: TreeSource) {}

  get(summary: TreeKey): Parsed {
    this.touched?.add(summary.path);
    const hit = this.trees.get(summary.path);
    if (hit) {
      // Most recently used last.
      this.trees.delete(summary.path);
      this.trees.set(summary.path, hit);
      return hit;
    }
    const text = this.source.read(summary.path) ?? '';
    const { ast } = parse(text, { dialect: this.source.dialect });
    this.parses++;
    const parsed = { ast, nodes: collectFunctions(ast, summary.classFolder !== undefined).map((f) => f.node) };
    this.put(summary.path, parsed);
    return parsed;
  }

  /** Drops a file's tree (its text changed: the next use parses the new one). */
  forget(path: string): void {
    const gone = this.trees.get(path);
    if (gone) this.chars -= charsOf(gone);
    this.trees.delete(path);
  }

  /** A tree already parsed (when the model was built), so its first use costs nothing. A tree
   *  of a file over a quarter of the budget is not kept (parsed again when needed). */
  put(path: string, parsed: Parsed): void {
    this.forget(path);
    const chars = charsOf(parsed);
    if (chars > TREE_CHARS / 4) return;
    this.trees.set(path, parsed);
    this.chars += chars;
    while (this.trees.size > this.capacity || this.chars > TREE_CHARS) this.forget(this.trees.keys().next().value!);
  }
}

/** The source characters the trees of one cache may hold (about 400 MB of trees; Octave's whole
 *  library is 6.5 million characters). */
const TREE_CHARS = 8_000_000;

function charsOf(p: Parsed): number {
  return p.ast.span.endOffset;
}

/** Where a lazy model's tree comes from: shared by the file's model and its functions. */
interface Home {
  readonly key: TreeKey;
  readonly cache: TreeCache;
}

const HOME = Symbol('home');
const INDEX = Symbol('index');

// The getters live on two prototypes, so a lazy model costs its data and two hidden fields,
// not a closure per getter (a big folder holds one model per file in every thread).
const FUNCTION_PROTO = {
  get node(): FunctionDef {
    const self = this as unknown as FunctionSummary & { [HOME]: Home; [INDEX]: number };
    return self[HOME].cache.get(self[HOME].key).nodes[self[INDEX]] ?? EMPTY_FUNCTION(self.name);
  },
};

const FILE_PROTO = {
  get ast(): SourceFile {
    const self = this as unknown as { [HOME]: Home };
    return self[HOME].cache.get(self[HOME].key).ast;
  },
};

/** A `FileModel` over a summary: its `ast` and each function's `node` come from `cache`. The
 *  model shares the summary's data (treat both as read-only). */
export function lazyModel(summary: FileSummary, cache: TreeCache): FileModel {
  const home: Home = { key: { path: summary.path, classFolder: summary.classFolder }, cache };
  const functions = summary.functions.map((f, i) => Object.assign(Object.create(FUNCTION_PROTO) as object, f, { [HOME]: home, [INDEX]: i }) as unknown as FunctionModel);
  return Object.assign(Object.create(FILE_PROTO) as object, summary, { functions, [HOME]: home }) as unknown as FileModel;
}

/** Puts a freshly built model's tree in the cache, so its first lazy use does not parse again. */
export function keepTree(model: FileModel, cache: TreeCache): void {
  cache.put(model.path, { ast: model.ast, nodes: model.functions.map((f) => f.node) });
}

/** Stands in for a function whose file changed since it was summarised. */
function EMPTY_FUNCTION(name: string): FunctionDef {
  const span = fileStart();
  return { type: 'Function', name, nameSpan: span, inputs: [], outputs: [], body: [], closedBy: 'implicit', signatureOnly: false, span };
}
