// An incremental workspace: the files of a project held in memory (an editor's buffers, or
// texts read once), their summaries and library, and each file's findings with the files they
// depend on. Changing one file's text re-summarises that file only; the library is rebuilt only
// when a summary changed (a signature, a function added, a file added, removed or renamed); a
// file's findings are computed when asked for and kept while the library and the texts of the
// files they read stay the same. Each file's value analysis is its own (its functions, and
// their direct callees), so the answers never depend on which files were asked for
// before, or in what order the texts changed: they are those of a workspace opened afresh.
import { CalleeSummaries, CallObserver, LoweringCache } from '../analysis/index.js';
import { observationsHold, suggester, suggestionNames } from '../checks/index.js';
import {
  lazyModel, libraryFromModels, loadFolders, modelFile, namesShape, normalizePath, summarizeModel, summaryShape, TreeCache,
  type FileModel, type FileSummary, type Library, type LibraryOptions,
} from '../project/index.js';
import type { Diagnostic } from '../syntax/index.js';
import { analysisFailed, checksFailed, failSafe, fileFindings, outsideDeadCode, valueFindings, type CheckRules, type CheckSettings } from './file-checks.js';

export interface WorkspaceOptions {
  readonly dialect?: 'auto' | 'matlab' | 'octave';
  /** The library's options (path, current folder, compiled functions, the environment's
   *  functions); the runtime comes from `runtime`. */
  readonly library?: Omit<LibraryOptions, 'builtinData' | 'dialect' | 'runtime'>;
  readonly runtime?: 'matlab' | 'octave';
  /** Codes turned off or re-graded (mtame.json's `checks`). */
  readonly checks?: CheckRules;
  /** The MathWorks products installed (mtame.json's `products`). */
  readonly products?: readonly string[];
  /** Whether the value analysis runs (default true). */
  readonly values?: boolean;
  /** Syntax trees kept parsed at once (default 512); the others are parsed again on use. */
  readonly trees?: number;
}

interface Held {
  /** The path as given. */
  readonly path: string;
  readonly text: string;
  readonly summary: FileSummary;
  /** The summary as text without name positions: a change of it changes the library. */
  readonly shape: string;
  /** The shape without the functions' inputs and outputs (see `namesShape`). */
  readonly names: string;
  /** The model the library is built from (its tree parsed on demand), made once per text. */
  readonly model: FileModel;
}

/** The per-file checks' findings of a file. */
interface Findings {
  /** The library build they were computed against. */
  readonly build: number;
  /** Each file whose text they read, with that text. */
  readonly deps: ReadonlyMap<string, string>;
  readonly diagnostics: readonly Diagnostic[];
  /** Where code never runs: the value analysis' findings there are dropped. */
  readonly dead: ReadonlyArray<readonly [number, number]>;
}

/** The value analysis' findings of a file. They stay valid while names resolve as they did
 *  (the same lowering cache: it is rebased, not replaced, when only signatures change) and the
 *  file is the same, if every other file they read that changed was read only through calls
 *  of its functions that give what they gave (early cutoff: an edit of a callee's signature or
 *  body that changes nothing its callers learn of it leaves their findings as they were). */
interface ValueFindings {
  readonly lowering: LoweringCache | undefined;
  readonly deps: ReadonlyMap<string, string>;
  readonly observer: CallObserver;
  readonly diagnostics: readonly Diagnostic[];
}

/** Files read, each also told to an observer (what the value analysis read, and how). */
class ReadLog extends Set<string> {
  constructor(private readonly observer?: CallObserver) {
    super();
  }

  override add(path: string): this {
    this.observer?.read(path);
    return super.add(path);
  }
}

export class Workspace {
  private readonly held = new Map<string, Held>();
  private trees: TreeCache;
  private lib?: Library;
  /** The library last built (kept when `lib` is dropped, so that one built again after only
   *  signatures changed can say it resolves names the same way). */
  private lastLib?: Library;
  private lowering?: LoweringCache;
  private summaries?: CalleeSummaries;
  private build = 0;
  /** Since the library was last built: the files whose functions changed signatures only
   *  (names resolve as before), or undefined when names may resolve otherwise (a file added,
   *  removed, or changed in what it defines). */
  private changedSignatures?: Set<string> = new Set();
  private readonly found = new Map<string, Findings>();
  private readonly foundValues = new Map<string, ValueFindings>();
  /** The last answer per file, returned again while both its parts are the same. */
  private readonly answers = new Map<string, { own: Findings; values?: ValueFindings; diagnostics: readonly Diagnostic[] }>();
  private settings: Omit<CheckSettings, 'suggest'>;
  /** Findings computed (not answered from memory), for measurements. */
  computed = 0;
  /** Value findings kept after files they read changed (early cutoff), for measurements. */
  keptValues = 0;
  /** Hears of a failure inside a file's checks (a bug of mtame's); the file's findings say it
   *  too, as `mtame check`'s do. */
  onFailure?: (path: string, error: unknown) => void;

  constructor(files: Iterable<{ path: string; text: string }> = [], private options: WorkspaceOptions = {}) {
    this.trees = this.treeCache();
    this.settings = settingsOf(options);
    for (const f of files) this.hold(f.path, f.text);
  }

  /** New options (mtame.json changed: codes, runtime, path, dialect): every finding is computed
   *  again when next asked for; a new dialect summarises every file again. */
  configure(options: WorkspaceOptions): void {
    const dialectChanged = (options.dialect ?? 'auto') !== (this.options.dialect ?? 'auto') || options.trees !== this.options.trees;
    this.options = options;
    this.settings = settingsOf(options);
    if (dialectChanged) {
      this.trees = this.treeCache();
      for (const h of [...this.held.values()]) this.hold(h.path, h.text);
    }
    this.lib = undefined;
    this.lowering = undefined;
    this.summaries = undefined;
    this.changedSignatures = undefined;
    this.found.clear();
    this.foundValues.clear();
    this.answers.clear();
  }

  private treeCache(): TreeCache {
    return new TreeCache(this.options.trees ?? 512, { dialect: this.options.dialect ?? 'auto', read: (p) => this.held.get(p)?.text });
  }

  /** A workspace over the `.m` files under these folders (read once; later changes come
   *  through `update`). Unreadable files are left out. */
  static fromFolders(folders: string[], options: WorkspaceOptions = {}): Workspace {
    return new Workspace(loadFolders(folders).files, options);
  }

  /** The paths held, sorted. */
  paths(): string[] {
    return [...this.held.values()].map((h) => h.path).sort();
  }

  /** A held file's text (undefined: not held). */
  text(path: string): string | undefined {
    return this.held.get(normalizePath(path))?.text;
  }

  /** The dialect a held file was read in (auto-detected ones say which they turned out to be). */
  dialectOf(path: string): 'auto' | 'matlab' | 'octave' | undefined {
    return this.held.get(normalizePath(path))?.summary.dialect;
  }

  /** Sets a file's text (a new file, or a change); a text equal to the one held changes nothing. */
  update(path: string, text: string): void {
    const key = normalizePath(path);
    if (this.held.get(key)?.text === text) return;
    this.trees.forget(key);
    this.lowering?.forget(key);
    this.summaries?.forget(key);
    this.hold(path, text);
  }

  /** Removes a file (deleted, or renamed: `update` the new path). */
  remove(path: string): void {
    const key = normalizePath(path);
    if (!this.held.delete(key)) return;
    this.trees.forget(key);
    this.found.delete(key);
    this.foundValues.delete(key);
    this.answers.delete(key);
    this.lib = undefined;
    this.changedSignatures = undefined;
  }

  /** The findings of a file held (per-file checks, then the value analysis; each sorted by
   *  position), as `mtame check` reports them; undefined for a file not held. */
  diagnostics(path: string): readonly Diagnostic[] | undefined {
    const key = normalizePath(path);
    const held = this.held.get(key);
    if (!held) return undefined;
    const lib = this.library();
    const model = lib.file(key);
    const settings: CheckSettings = {
      ...this.settings, suggest: this.suggest(lib), ...(this.lowering ? { lowering: this.lowering } : {}), ...(this.summaries ? { summaries: this.summaries } : {}),
    };
    const own = this.ownFindings(key, held, model, lib, settings);
    const values = model && this.options.values !== false ? this.valueFindings(key, lib, settings) : undefined;
    const last = this.answers.get(key);
    if (last && last.own === own && last.values === values) return last.diagnostics;
    const diagnostics = [...own.diagnostics, ...outsideDeadCode(values?.diagnostics ?? [], own.dead)];
    this.answers.set(key, { own, ...(values ? { values } : {}), diagnostics });
    return diagnostics;
  }

  private ownFindings(key: string, held: Held, model: FileModel | undefined, lib: Library, settings: CheckSettings): Findings {
    const known = this.found.get(key);
    if (known && known.build === this.build && this.changedOf(known.deps).length === 0) return known;
    const touched = new ReadLog();
    touched.add(key);
    const dead: Array<[number, number]> = [];
    const diagnostics = this.reading(touched, () => failSafe(() => byPosition(model ? fileFindings(model, lib, settings, () => held.text, dead) : []), checksFailed, (e) => this.onFailure?.(held.path, e)));
    this.computed++;
    const found = { build: this.build, deps: this.textsOf(touched), diagnostics, dead };
    this.found.set(key, found);
    return found;
  }

  private valueFindings(key: string, lib: Library, settings: CheckSettings): ValueFindings {
    const known = this.foundValues.get(key);
    if (known && known.lowering === this.lowering) {
      const changed = this.changedOf(known.deps);
      if (changed.length === 0) return known;
      if (!changed.includes(key) && observationsHold(lib, known.observer, new Set(changed), settings)) {
        // What they read is the same in what matters to them: kept, and now about these texts.
        this.keptValues++;
        const kept = { ...known, deps: this.textsOf(new Set(known.deps.keys())) };
        this.foundValues.set(key, kept);
        return kept;
      }
    }
    const observer = new CallObserver(new Set([key]));
    const touched = new ReadLog(observer);
    touched.add(key);
    const diagnostics = this.reading(touched, () => failSafe(() => byPosition(valueFindings(lib, [key], { ...settings, observer }).flatMap(([, list]) => list)), analysisFailed, (e) => this.onFailure?.(key, e)));
    const found = { lowering: this.lowering, deps: this.textsOf(touched), observer, diagnostics };
    this.foundValues.set(key, found);
    return found;
  }

  /** `work` with every file it reads added to `touched`. */
  private reading<T>(touched: Set<string>, work: () => T): T {
    this.trees.touched = touched;
    try {
      return work();
    } finally {
      this.trees.touched = undefined;
    }
  }

  /** The files among `deps` whose text is no longer the one read (or that are gone). */
  private changedOf(deps: ReadonlyMap<string, string>): string[] {
    const out: string[] = [];
    for (const [p, text] of deps) if (this.held.get(p)?.text !== text) out.push(p);
    return out;
  }

  private textsOf(paths: Iterable<string>): Map<string, string> {
    const deps = new Map<string, string>();
    for (const p of paths) {
      const h = this.held.get(p);
      if (h) deps.set(p, h.text);
    }
    return deps;
  }

  private hold(path: string, text: string): void {
    const key = normalizePath(path);
    const model = modelFile({ path, text }, this.options.dialect ?? 'auto');
    const summary = summarizeModel(model);
    const shape = summaryShape(summary);
    const names = namesShape(summary);
    const before = this.held.get(key);
    this.held.set(key, { path, text, summary, shape, names, model: lazyModel(summary, this.trees) });
    // A new summary changes what names resolve to, or a signature: the library is built again
    // (when next needed), and every finding computed against the old one is stale.
    if (before?.shape === shape) return;
    this.lib = undefined;
    if (before?.names === names) this.changedSignatures?.add(key);
    else this.changedSignatures = undefined;
  }

  /** How many times the library has been built: it changes when a summary changed (a signature,
   *  a file added or removed), after which any file's findings may differ. */
  libraryBuilds(): number {
    this.library();
    return this.build;
  }

  /** The library over the texts held now (built again after a summary changed). */
  currentLibrary(): Library {
    return this.library();
  }

  private library(): Library {
    if (this.lib) return this.lib;
    const models = [...this.held.keys()].sort().map((k) => this.held.get(k)!.model);
    const changed = this.changedSignatures;
    const sameNames = changed && this.lastLib ? { sameNamesAs: this.lastLib } : {};
    this.lib = libraryFromModels(models, { ...this.options.library, dialect: this.options.dialect ?? 'auto', runtime: this.settings.runtime, ...sameNames });
    this.lastLib = this.lib;
    this.build++;
    this.changedSignatures = new Set();
    if (changed && this.lowering && this.summaries) {
      // Only signatures changed: what was lowered and summarised without reading those files stays.
      this.lowering.rebase(this.lib, changed);
      this.summaries.rebase(this.lib, changed);
      // The same names: the same suggestions.
      if (this.suggestions) this.suggestions = { ...this.suggestions, lib: this.lib };
      return this.lib;
    }
    this.lowering = new LoweringCache(this.lib, (p) => this.trees.touched?.add(p));
    this.summaries = new CalleeSummaries(this.lib, this.settings.runtime, false);
    return this.lib;
  }

  /** The "did you mean" of the last library built, and what it was made from: the files held
   *  and the names the library knows. An edit that rebuilds the library without changing them
   *  (a signature edited) keeps it, with the answers it already gave. */
  private suggestions?: { lib: Library; key: string; suggest: (name: string) => string | undefined };

  private suggest(lib: Library): (name: string) => string | undefined {
    if (this.suggestions?.lib === lib) return this.suggestions.suggest;
    const key = `${[...this.held.keys()].join('\n')}\u0000${[...lib.names()].join('\n')}`;
    const suggest = this.suggestions?.key === key ? this.suggestions.suggest : suggester(() => suggestionNames(lib));
    this.suggestions = { lib, key, suggest };
    return suggest;
  }
}

function settingsOf(options: WorkspaceOptions): Omit<CheckSettings, 'suggest'> {
  return { checks: options.checks ?? {}, runtime: options.runtime ?? 'matlab', ...(options.products ? { products: new Set(options.products) } : {}) };
}

function byPosition(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort((a, b) => a.span.offset - b.span.offset || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0) || (a.message < b.message ? -1 : a.message > b.message ? 1 : 0));
}
