// `mtame lsp`: a language server over stdio (vscode-languageserver). Diagnostics for open files
// (the same as `mtame check`, with links to each code's page), formatting (src/format), code
// actions (fixes, %#ok), the outline, hover and go to definition (kinds and MATLAB's lookup). The work runs on the incremental workspace engine: an edit
// re-checks the edited file and, when its summary changed, the open files that depend on it.
// Nothing here runs the analysed code; a failure on one file is logged and reported on it, and
// never stops the server.
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createConnection, DidChangeWatchedFilesNotification, LSPErrorCodes, MarkupKind, ProposedFeatures, ResponseError, TextDocuments, TextDocumentSyncKind,
  type Connection, type Diagnostic as LspDiagnostic, type InitializeParams, type InitializeResult, type Location, type RequestMessage, type TextDocumentPositionParams,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { format } from '../format/index.js';
import type { FileModel, Library } from '../project/index.js';
import { parse } from '../syntax/index.js';
import { codeActions } from './actions.js';
import { rangeOf, toLspDiagnostic, uriOf } from './convert.js';
import { hoverMarkdown } from './hover.js';
import { fieldAt, nameAt, type NameAt } from './navigation.js';
import { Projects } from './projects.js';
import { completions, signatureHelp } from './completion.js';
import { references } from './references.js';
import { renameEdit } from './rename.js';
import { documentSymbols, workspaceSymbols } from './symbols.js';
import { checksFailed } from '../workspace/index.js';
import { inlayHints } from './inlay.js';
import { ValueRecords, type ValueRecord } from './values.js';
import { semanticTokens, TOKEN_LEGEND } from './tokens.js';

/** How long after the last keystroke a file is checked again. */
const DEBOUNCE_MS = 50;

/** How long after the last edit that changed the library the closed files are checked again. */
const RECHECK_MS = 1500;

export interface ServerOptions {
  /** The package's version (for the code pages' links). */
  version: string;
}

/** Starts the server on this process's stdin and stdout; resolves when the client exits. */
export function runLanguageServer(options: ServerOptions): Promise<number> {
  // A request the client cancels before it is handled is answered so, without running it (the
  // handlers run to the end once started: each is one synchronous piece of work).
  const connection = createConnection(ProposedFeatures.all, process.stdin, process.stdout, {
    cancelUndispatched: (message) => ({ jsonrpc: '2.0', id: (message as RequestMessage).id, error: new ResponseError(LSPErrorCodes.RequestCancelled, 'cancelled before it was handled') }),
  });
  return new Promise((done) => {
    connection.onExit(() => done(0));
    serve(connection, options);
    connection.listen();
  });
}

export function serve(connection: Connection, options: ServerOptions): void {
  const documents = new TextDocuments(TextDocument);
  // A failure inside a file's checks is shown on that file (as `mtame check` shows it) and logged.
  const logFailure = (path: string, e: unknown): void => connection.console.error(`mtame: ${path}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  let projects = new Projects([], (m) => void connection.window.showErrorMessage(`mtame: ${m}`), logFailure);
  const timers = new Map<string, NodeJS.Timeout>();
  const values = new ValueRecords();
  let workspaceRuns = 0;
  let checkedGeneration = '';
  let recheckTimer: NodeJS.Timeout | undefined;
  let watch = false;
  let progressSupported = false;
  let configurationSupported = false;
  let inlayRefresh = false;
  /** Inlay hints on (the `mtame.inlayHints.enabled` setting, or `initializationOptions`). */
  let inlayEnabled = true;

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    const roots = (params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : [])).flatMap(pathOf);
    projects = new Projects(roots, (m) => void connection.window.showErrorMessage(`mtame: ${m}`), logFailure);
    watch = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    progressSupported = params.capabilities.window?.workDoneProgress === true;
    configurationSupported = params.capabilities.workspace?.configuration === true;
    inlayRefresh = params.capabilities.workspace?.inlayHint?.refreshSupport === true;
    inlayEnabled = inlaySetting(params.initializationOptions, inlayEnabled);
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        documentFormattingProvider: true,
        codeActionProvider: true,
        documentSymbolProvider: true,
        workspaceSymbolProvider: true,
        hoverProvider: true,
        semanticTokensProvider: { legend: TOKEN_LEGEND, full: true },
        inlayHintProvider: true,
        definitionProvider: true,
        declarationProvider: true,
        typeDefinitionProvider: true,
        referencesProvider: true,
        renameProvider: true,
        completionProvider: { triggerCharacters: ['.'] },
        signatureHelpProvider: { triggerCharacters: ['(', ','] },
        workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
      },
      serverInfo: { name: 'mtame', version: options.version },
    };
  });

  connection.onInitialized(() => {
    void checkWorkspace();
    void readSettings();
    if (watch) void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/*.m' }, { globPattern: '**/mtame.json' }] });
    connection.workspace.onDidChangeWorkspaceFolders(() => {
      void connection.workspace.getWorkspaceFolders().then((folders) => {
        projects.setRoots((folders ?? []).flatMap((f) => pathOf(f.uri)));
        for (const d of documents.all()) projects.setText(pathOf(d.uri)[0] ?? '', d.getText());
        publishOpen();
      });
    });
  });

  documents.onDidOpen((e) => {
    const [path] = pathOf(e.document.uri);
    if (path === undefined) return;
    guard(path, () => projects.setText(path, e.document.getText()), undefined);
    publish(e.document.uri);
  });

  documents.onDidChangeContent((e) => {
    const [path] = pathOf(e.document.uri);
    if (path === undefined) return;
    guard(path, () => projects.setText(path, e.document.getText()), undefined);
    schedule(e.document.uri);
  });

  documents.onDidClose((e) => {
    const [path] = pathOf(e.document.uri);
    clearTimeout(timers.get(e.document.uri));
    timers.delete(e.document.uri);
    if (path !== undefined) guard(path, () => projects.close(path), undefined);
    // A file of a workspace folder keeps the diagnostics of its text on disk; others are cleared.
    if (path !== undefined && projects.inRoot(path)) publishClosed(path);
    else void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
    publishOpen();
  });

  connection.onDidChangeWatchedFiles((params) => {
    for (const change of params.changes) {
      const [path] = pathOf(change.uri);
      if (path === undefined) continue;
      if (path.endsWith('mtame.json')) projects.reload();
      else {
        guard(path, () => projects.changedOnDisk(path), undefined);
        if (!documents.get(change.uri) && projects.inRoot(path)) publishClosed(path);
      }
    }
    publishOpen();
    recheckClosedLater();
  });

  connection.onDocumentFormatting((params) => {
    const doc = documents.get(params.textDocument.uri);
    if (!doc) return [];
    const text = doc.getText();
    const result = format(text, { indent: params.options.tabSize });
    if (!result.changed) return [];
    return [{ range: { start: { line: 0, character: 0 }, end: doc.positionAt(text.length) }, newText: result.text }];
  });

  connection.onCodeAction((params) => {
    const doc = documents.get(params.textDocument.uri);
    return doc ? codeActions(doc, params.context.diagnostics) : [];
  });

  connection.onDocumentSymbol((params) => {
    const doc = documents.get(params.textDocument.uri);
    return doc ? documentSymbols(parse(doc.getText()).ast) : [];
  });

  connection.onHover((params) => {
    const at = nameUnder(params.textDocument.uri, params.position);
    if (!at) return null;
    const values = at.name.kind === 'VAR' ? guard(at.path, () => recordsOf(at.path), []) : [];
    return { contents: { kind: MarkupKind.Markdown, value: hoverMarkdown(at.name, dirname(at.path), values) }, range: rangeOf(at.name.span) };
  });

  // MATLAB declares nothing apart from defining it: a declaration is the definition (a
  // variable's first assignment or parameter, the function MATLAB's lookup finds).
  const definition = (params: TextDocumentPositionParams): Location | Location[] | null => {
    const at = nameUnder(params.textDocument.uri, params.position);
    if (!at) return propertyUnder(params);
    const n = at.name;
    if (n.firstAssigned) return { uri: params.textDocument.uri, range: rangeOf(n.firstAssigned) };
    const r = n.resolution;
    if (!r || r.kind === 'builtin') return null;
    // From the tree (current positions), not the summary (kept while only positions moved).
    const target = r.function?.node.nameSpan;
    return { uri: uriOf(r.file.path), range: target ? rangeOf(target) : FILE_START };
  };
  connection.onDefinition(definition);
  connection.onDeclaration(definition);

  /** `obj.prop` where obj holds objects of the project's classes: where each class (or its
   *  superclass) declares the property. */
  function propertyUnder(params: TextDocumentPositionParams): Location[] | null {
    return withModel(params.textDocument.uri, null, (held, doc, path) => {
      const f = fieldAt(held.file, doc.offsetAt(params.position));
      if (!f) return null;
      const classes = new Set(recordsOf(path).filter((r) => r.name === f.variable).flatMap((r) => r.classes));
      const found = [...classes].flatMap((c) => propertyLocation(held.lib, c, f.field));
      return found.length > 0 ? found : null;
    });
  }

  // The classes of a variable's objects (as the value analysis finds them anywhere in its
  // function's file), or the class a name constructs: where each is defined.
  connection.onTypeDefinition((params) => {
    const at = nameUnder(params.textDocument.uri, params.position);
    const held = at && projects.modelOf(at.path);
    if (!at || !held) return null;
    const names = at.name.kind === 'VAR'
      ? [...new Set(guard(at.path, () => recordsOf(at.path), []).filter((r) => r.name === at.name.name).flatMap((r) => r.classes))]
      : at.name.resolution?.entity === 'class' ? [at.name.resolution.name] : [];
    return names.flatMap((c) => classLocation(held.lib, c));
  });

  connection.onWorkspaceSymbol((params) => {
    return guard('workspace', () => workspaceSymbols(projects.rootLibraries(), params.query), []);
  });

  connection.onCompletion((params) => {
    return withModel(params.textDocument.uri, [], (held, doc, path) => completions(held.lib, held.file, doc.getText(), doc.offsetAt(params.position), recordsOf(path)));
  });

  connection.onSignatureHelp((params) => {
    return withModel(params.textDocument.uri, null, (held, doc) => signatureHelp(held.lib, held.file, doc.getText(), doc.offsetAt(params.position)));
  });

  connection.onReferences((params) => {
    const at = nameUnder(params.textDocument.uri, params.position);
    const held = at && projects.modelOf(at.path);
    if (!at || !held) return [];
    return references(held.lib, held.file, at.name, params.context.includeDeclaration, (p) => projects.textOf(p)).map((p) => ({ uri: uriOf(p.path), range: rangeOf(p.span) }));
  });

  connection.onRenameRequest((params) => {
    const at = nameUnder(params.textDocument.uri, params.position);
    const held = at && projects.modelOf(at.path);
    if (!at || !held) return null;
    return renameEdit(held.lib, held.file, at.name, params.newName, (p) => projects.textOf(p));
  });

  connection.languages.semanticTokens.on((params) => {
    return withModel(params.textDocument.uri, { data: [] }, (held) => semanticTokens(held.file, held.lib));
  });

  // A client sends the new settings, or only says they changed (then they are asked for).
  connection.onDidChangeConfiguration((params) => {
    const settings = (params.settings as { mtame?: unknown } | null)?.mtame;
    if (settings !== undefined) inlayEnabled = inlaySetting(settings, inlayEnabled);
    else void readSettings();
    if (inlayRefresh) void connection.languages.inlayHint.refresh().catch(() => undefined);
  });

  async function readSettings(): Promise<void> {
    if (!configurationSupported) return;
    const settings: unknown = await connection.workspace.getConfiguration('mtame').catch(() => undefined);
    inlayEnabled = inlaySetting(settings, inlayEnabled);
  }

  connection.languages.inlayHint.on((params) => {
    if (!inlayEnabled) return [];
    return withModel(params.textDocument.uri, [], (held, _doc, path) => inlayHints(held.file, held.lib, recordsOf(path), params.range.start.line + 1, params.range.end.line + 1));
  });

  documents.listen(connection);

  /** The value analysis' records of a file as its project holds it. */
  function recordsOf(path: string): ValueRecord[] {
    const held = projects.modelOf(path);
    const text = projects.textOf(path);
    return held && text !== undefined ? values.of(held.file, held.lib, text, projects.runtimeOf(path)) : [];
  }

  /** Every file of the workspace folders checked once at start, a file at a time (requests are
   *  answered in between), with a progress report; open files are published as they change. */
  async function checkWorkspace(): Promise<void> {
    const run = ++workspaceRuns;
    const files = guard('workspace', () => {
      checkedGeneration = projects.rootGeneration();
      return projects.rootFiles();
    }, []);
    if (files.length === 0) return;
    const progress = progressSupported ? await connection.window.createWorkDoneProgress() : undefined;
    progress?.begin('mtame: checking the workspace', 0, `${files.length} files`, false);
    for (const [i, path] of files.entries()) {
      // A newer run (the library changed again) takes over.
      if (run !== workspaceRuns) break;
      const uri = uriOf(path);
      if (!documents.get(uri)) publishClosed(path);
      if (i % 20 === 19) progress?.report(Math.floor((100 * (i + 1)) / files.length), `${i + 1} of ${files.length} files`);
      await new Promise((r) => setImmediate(r));
    }
    progress?.done();
  }

  /** After an edit that built the library again (a signature changed), the closed files may
   *  find something else: they are checked again once the edits pause. */
  function recheckClosedLater(): void {
    if (guard('workspace', () => projects.rootGeneration(), checkedGeneration) === checkedGeneration) return;
    clearTimeout(recheckTimer);
    recheckTimer = setTimeout(() => void checkWorkspace(), RECHECK_MS);
  }

  /** The diagnostics of a file that is not open (a deleted one has none). */
  function publishClosed(path: string): void {
    const found = guard(path, () => (existsSync(path) ? projects.diagnostics(path).map((d) => toLspDiagnostic(d, path, options.version)) : []), (m) => internalError(m, path));
    void connection.sendDiagnostics({ uri: uriOf(path), diagnostics: found });
  }

  /** The name under a position of an open document, as the checks see it. */
  function nameUnder(uri: string, position: { line: number; character: number }): { name: NameAt; path: string } | undefined {
    return withModel(uri, undefined, (held, doc, path) => {
      const name = nameAt(held.file, held.lib, doc.offsetAt(position));
      return name ? { name, path } : undefined;
    });
  }

  function schedule(uri: string): void {
    clearTimeout(timers.get(uri));
    timers.set(uri, setTimeout(() => {
      timers.delete(uri);
      publishOpen(uri);
      recheckClosedLater();
    }, DEBOUNCE_MS));
  }

  /** An edit may change what other open files find (a callee's signature): all are re-published,
   *  the edited one (`first`) first, the others one at a time so that requests in between are
   *  answered; the workspace answers unchanged ones from memory. */
  function publishOpen(first?: string): void {
    if (first !== undefined) publish(first);
    const rest = documents.all().map((d) => d.uri).filter((u) => u !== first);
    const step = (): void => {
      const u = rest.shift();
      if (u === undefined) return;
      if (documents.get(u)) publish(u);
      setImmediate(step);
    };
    step();
  }

  function publish(uri: string): void {
    const [path] = pathOf(uri);
    if (path === undefined) return;
    const found = guard(path, () => projects.diagnostics(path).map((d) => toLspDiagnostic(d, path, options.version)), (m) => internalError(m, path));
    // The version says which text they are about (a client drops those of an older one).
    void connection.sendDiagnostics({ uri, version: documents.get(uri)?.version, diagnostics: found });
  }

  /** What a file gets when checking it failed (a bug of mtame's, logged too): what `mtame
   *  check` gives it. */
  function internalError(message: string, path: string): LspDiagnostic[] {
    return checksFailed(message).map((d) => toLspDiagnostic(d, path, options.version));
  }

  /** `work`'s answer; a failure is logged and gives `fallback` (or what it makes of the
   *  message), never an exception at the client. */
  function guard<T>(path: string, work: () => T, fallback: T | ((message: string) => T)): T {
    try {
      return work();
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      connection.console.error(`mtame: ${path}: ${e instanceof Error ? (e.stack ?? message) : message}`);
      return typeof fallback === 'function' ? (fallback as (message: string) => T)(message) : fallback;
    }
  }

  /** `work` over an open document's model in its project, guarded; `fallback` when the document
   *  is not open, not a file, or not held. */
  function withModel<T>(uri: string, fallback: T, work: (held: { lib: Library; file: FileModel }, doc: TextDocument, path: string) => T): T {
    const doc = documents.get(uri);
    const [path] = pathOf(uri);
    if (!doc || path === undefined) return fallback;
    return guard(path, () => {
      const held = projects.modelOf(path);
      return held ? work(held, doc, path) : fallback;
    }, fallback);
  }
}

/** `inlayHints.enabled` of a settings object (`mtame`'s section), else what it was. */
function inlaySetting(settings: unknown, current: boolean): boolean {
  const enabled = (settings as { inlayHints?: { enabled?: unknown } } | null | undefined)?.inlayHints?.enabled;
  return typeof enabled === 'boolean' ? enabled : current;
}

const FILE_START = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

/** Where a class, or the superclass that declares it, declares a property. */
function propertyLocation(lib: Library, cls: string, name: string): Location[] {
  const found = lib.propertyOf(cls, name);
  return found?.cls.classdef ? [{ uri: uriOf(found.cls.classdef.path), range: rangeOf(found.property.declaration.nameSpan) }] : [];
}

/** Where a class of the project is defined: its classdef's name, or its `@` folder's constructor. */
function classLocation(lib: Library, name: string): Location[] {
  const cls = lib.classNamed(name);
  if (cls?.classdef) {
    const node = cls.classdef.ast.body.find((s) => s.type === 'ClassDef');
    return [{ uri: uriOf(cls.classdef.path), range: node?.type === 'ClassDef' ? rangeOf(node.nameSpan) : FILE_START }];
  }
  // An old-style class: its constructor, as MATLAB's lookup finds it.
  const r = cls?.constructorFile ? lib.lookup(name) : undefined;
  const target = r?.function?.node.nameSpan;
  return cls?.constructorFile ? [{ uri: uriOf(cls.constructorFile.path), range: target ? rangeOf(target) : FILE_START }] : [];
}

/** The file-system path of a `file:` URI (none for other schemes: untitled buffers). */
function pathOf(uri: string): string[] {
  if (!uri.startsWith('file:')) return [];
  try {
    return [fileURLToPath(uri)];
  } catch {
    return [];
  }
}
