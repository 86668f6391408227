// The language server as an editor drives it: the built `mtame lsp --stdio` process, a real LSP
// client (vscode-languageserver-protocol) over its stdin and stdout, on a workspace of MATLAB
// files. Diagnostics appear and disappear with edits, follow a callee's edit in another file,
// come with code pages and actions; formatting and the outline; the server survives malformed
// messages, half-typed code and a bad mtame.json, and exits when asked.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CancellationTokenSource, createProtocolConnection, LSPErrorCodes, StreamMessageReader, StreamMessageWriter, type CodeAction, type Diagnostic, type DocumentSymbol, type ProtocolConnection,
  type PublishDiagnosticsParams, type TextEdit,
} from 'vscode-languageserver-protocol/node';

const root = join(import.meta.dirname, '..', '..');

interface Session {
  child: ChildProcessWithoutNullStreams;
  connection: ProtocolConnection;
  /** The latest diagnostics per URI, and waiters for the next ones. */
  latest: Map<string, Diagnostic[]>;
  messages: string[];
  /** `window/logMessage` texts. */
  logs: string[];
  stderr: string[];
  /** `$/progress` notifications: kind and message. */
  progress: string[];
}

function start(folder: string, env: NodeJS.ProcessEnv = process.env, initializationOptions?: unknown): Promise<Session> {
  const child = spawn(process.execPath, [join(root, 'bin', 'mtame.js'), 'lsp', '--stdio'], { cwd: folder, env });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const session: Session = { child, connection, latest: new Map(), messages: [], logs: [], stderr: [], progress: [] };
  child.stderr.on('data', (b: Buffer) => session.stderr.push(b.toString()));
  connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    session.latest.set(p.uri, p.diagnostics);
  });
  connection.onNotification('window/showMessage', (p: { message: string }) => {
    session.messages.push(p.message);
  });
  connection.onNotification('window/logMessage', (p: { message: string }) => {
    session.logs.push(p.message);
  });
  connection.onRequest('client/registerCapability', () => null);
  connection.onRequest('window/workDoneProgress/create', () => null);
  connection.onNotification('$/progress', (p: { value: { kind: string; message?: string } }) => {
    session.progress.push(`${p.value.kind}${p.value.message ? ` ${p.value.message}` : ''}`);
  });
  connection.onRequest('window/showMessageRequest', (p: { message: string }) => {
    session.messages.push(p.message);
    return null;
  });
  connection.listen();
  return connection
    .sendRequest('initialize', { processId: process.pid, rootUri: uri(folder), workspaceFolders: [{ uri: uri(folder), name: 'w' }], capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } }, window: { workDoneProgress: true } }, ...(initializationOptions ? { initializationOptions } : {}) })
    .then(() => {
      void connection.sendNotification('initialized', {});
      return session;
    });
}

const uri = (path: string): string => pathToFileURL(path).href;

/** Waits until the diagnostics of `file` satisfy `ok` (the server publishes after a debounce). */
async function diagnosticsOf(s: Session, file: string, ok: (d: Diagnostic[]) => boolean, ms = 10_000): Promise<Diagnostic[]> {
  const end = Date.now() + ms;
  for (;;) {
    const d = s.latest.get(uri(file));
    if (d && ok(d)) return d;
    if (Date.now() > end) throw new Error(`no diagnostics as expected for ${file}: ${JSON.stringify(d)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The hover at a position (its markdown in `contents.value`). */
async function hoverAt(s: Session, file: string, line: number, character: number): Promise<{ contents: { value: string } }> {
  return (await s.connection.sendRequest('textDocument/hover', { textDocument: { uri: uri(file) }, position: { line, character } })) as { contents: { value: string } };
}

/** The completion items at a position, as `label:kind`. */
async function completionsAt(s: Session, file: string, line: number, character: number): Promise<string[]> {
  const items = (await s.connection.sendRequest('textDocument/completion', { textDocument: { uri: uri(file) }, position: { line, character } })) as Array<{ label: string; kind: number }>;
  return items.map((i) => `${i.label}:${i.kind}`);
}

const codes = (d: Diagnostic[]): string[] => d.map((x) => `${x.range.start.line + 1}:${String(x.code)}`);

describe('mtame lsp', () => {
  let dir: string;
  let s: Session;
  let version = 0;

  beforeAll(async () => {
    expect(existsSync(join(root, 'dist', 'bundle', 'main.cjs')), 'dist/ is missing: run `npm run build`').toBe(true);
    dir = mkdtempSync(join(tmpdir(), 'mtame-lsp-'));
    writeFileSync(join(dir, 'helper.m'), 'function y = helper(a)\ny = a;\nend\n');
    mkdirSync(join(dir, 'private'));
    writeFileSync(join(dir, 'private', 'secret.m'), 'function s = secret()\ns = 1;\nend\n');
    writeFileSync(join(dir, 'caller.m'), 'function caller()\nhelper(1, 2);\nend\n');
    s = await start(dir);
  });

  afterAll(() => {
    s?.child.kill();
  });

  const open = (file: string, text: string) => s.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: uri(file), languageId: 'matlab', version: ++version, text } });
  const change = (file: string, text: string) => s.connection.sendNotification('textDocument/didChange', { textDocument: { uri: uri(file), version: ++version }, contentChanges: [{ text }] });

  it('checks every file of the workspace at start, with a progress report, and keeps a closed file\'s diagnostics', async () => {
    const helperDiags = await diagnosticsOf(s, join(dir, 'private', 'secret.m'), () => true);
    expect(helperDiags).toEqual([]);
    await diagnosticsOf(s, join(dir, 'caller.m'), (x) => codes(x).join() === '2:too-many-inputs');
    const end = Date.now() + 5000;
    while (!s.progress.includes('end') && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(s.progress[0]).toBe('begin 3 files');
    expect(s.progress.at(-1)).toBe('end');
  });

  it('publishes the diagnostics of mtame check for an opened file, with a link to the code page', async () => {
    await open(join(dir, 'caller.m'), 'function caller()\nhelper(1, 2);\nx = secret() + lenght(3);\nend\n');
    // (The check of the whole workspace at start publishes the file's text on disk first.)
    const d = await diagnosticsOf(s, join(dir, 'caller.m'), (x) => codes(x).join() === '2:too-many-inputs,3:undefined-name');
    expect(d[0].source).toBe('mtame');
    expect(d[0].codeDescription?.href).toMatch(/\/docs\/rules\/too-many-inputs\.md$/);
    expect(d[0].relatedInformation?.[0].location.uri).toBe(uri(join(dir, 'helper.m')));
    expect(d[0].range).toEqual({ start: { line: 1, character: 0 }, end: { line: 1, character: 6 } });
  });

  it('follows edits: a fixed call clears its diagnostic; a callee edited in another buffer changes the caller', async () => {
    const caller = join(dir, 'caller.m');
    await change(caller, 'function caller()\nhelper(1, 2);\nend\n');
    await diagnosticsOf(s, caller, (x) => codes(x).join() === '2:too-many-inputs');
    await open(join(dir, 'helper.m'), 'function y = helper(a, b)\ny = a + b;\nend\n');
    await diagnosticsOf(s, caller, (x) => x.length === 0);
    await change(join(dir, 'helper.m'), 'function y = helper(a)\ny = a;\nend\n');
    await diagnosticsOf(s, caller, (x) => codes(x).join() === '2:too-many-inputs');
  });

  it('offers the fix of a diagnostic and %#ok for its code as code actions', async () => {
    const file = join(dir, 'typo.m');
    const text = 'function typo()\nn = lenght([1 2]); % count\ndisp(n);\nend\n';
    await open(file, text);
    const d = await diagnosticsOf(s, file, (x) => x.length > 0);
    const actions = (await s.connection.sendRequest('textDocument/codeAction', { textDocument: { uri: uri(file) }, range: d[0].range, context: { diagnostics: d } })) as CodeAction[];
    expect(actions.map((a) => a.title)).toEqual(["Rename to 'length'", "Silence 'undefined-name' on this line (%#ok<undefined-name>)"]);
    const edits = (a: CodeAction): TextEdit[] => a.edit!.changes![uri(file)];
    expect(edits(actions[0])).toEqual([{ range: { start: { line: 1, character: 4 }, end: { line: 1, character: 10 } }, newText: 'length' }]);
    expect(edits(actions[1])).toEqual([{ range: { start: { line: 1, character: 19 }, end: { line: 1, character: 19 } }, newText: '%#ok<undefined-name> ' }]);
  });

  it('formats a document and lists its outline', async () => {
    const file = join(dir, 'ugly.m');
    await open(file, 'function r=ugly(x)\n%% Setup\nr=x+1;\nend\nfunction inner()\nend\n');
    const edits = (await s.connection.sendRequest('textDocument/formatting', { textDocument: { uri: uri(file) }, options: { tabSize: 4, insertSpaces: true } })) as TextEdit[];
    expect(edits).toHaveLength(1);
    expect(edits[0].newText).toBe('function r = ugly(x)\n%% Setup\nr = x + 1;\nend\nfunction inner()\nend\n');
    const symbols = (await s.connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri: uri(file) } })) as DocumentSymbol[];
    expect(symbols.map((x) => `${x.name}:${x.range.start.line}`)).toEqual(['ugly:0', 'Setup:1', 'inner:4']);
    expect(symbols[0].detail).toBe('r = ugly(x)');
  });

  it('hovers and goes to definitions by kind and MATLAB\'s lookup order (private, package, local, variables)', async () => {
    mkdirSync(join(dir, '+geo'));
    writeFileSync(join(dir, '+geo', 'area.m'), '% AREA  of a rectangle\nfunction a = area(w, h)\na = w * h;\nend\n');
    // A file made on disk: the editor's file watcher says so.
    await s.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uri(join(dir, '+geo', 'area.m')), type: 1 }] });
    const file = join(dir, 'nav.m');
    const text = 'function r = nav(x)\ny = secret() + x;\nr = geo.area(y, 2) + numel(x) + local(y);\nend\nfunction z = local(q)\nz = q;\nend\n';
    await open(file, text);
    await diagnosticsOf(s, file, () => true);
    const hover = async (line: number, character: number): Promise<string> => {
      const h = (await s.connection.sendRequest('textDocument/hover', { textDocument: { uri: uri(file) }, position: { line, character } })) as { contents: { value: string } } | null;
      return h?.contents.value ?? '';
    };
    const definition = async (line: number, character: number): Promise<string> => {
      const d = (await s.connection.sendRequest('textDocument/definition', { textDocument: { uri: uri(file) }, position: { line, character } })) as { uri: string; range: { start: { line: number; character: number } } } | null;
      return d ? `${d.uri.replace(uri(dir), '')}:${d.range.start.line}:${d.range.start.character}` : 'none';
    };
    expect(await hover(1, 5)).toContain('function s = secret()');
    expect(await hover(1, 5)).toContain('private function in `private/secret.m`');
    expect(await definition(1, 5)).toBe('/private/secret.m:0:13');
    expect(await hover(2, 8)).toContain('function a = geo.area(w, h)');
    expect(await definition(2, 8)).toBe('/+geo/area.m:1:13');
    expect(await hover(2, 22)).toContain("MATLAB's built-in function");
    expect(await definition(2, 22)).toBe('none');
    expect(await hover(2, 34)).toContain('function of this file');
    expect(await definition(2, 34)).toBe('/nav.m:4:13');
    expect(await hover(2, 14)).toContain('variable of `nav`; first assigned on line 2');
    expect(await definition(2, 14)).toBe('/nav.m:1:0');
    expect(await definition(2, 28)).toBe('/nav.m:0:17');
    expect(await hover(0, 0)).toBe('');
  });

  it('colours names by kind with semantic tokens', async () => {
    const file = join(dir, 'colours.m');
    await open(file, 'function r = colours(x)\nhold on\ny = helper(x) + numel(x) + nosuch(1);\nr = geo.area(y, 1);\nend\n');
    const legend = ['variable', 'parameter', 'function', 'namespace', 'string', 'unresolved'];
    const result = (await s.connection.sendRequest('textDocument/semanticTokens/full', { textDocument: { uri: uri(file) } })) as { data: number[] };
    const text = ['function r = colours(x)', 'hold on', 'y = helper(x) + numel(x) + nosuch(1);', 'r = geo.area(y, 1);'];
    const tokens: string[] = [];
    let line = 0;
    let char = 0;
    for (let i = 0; i < result.data.length; i += 5) {
      const [dl, dc, len, type, mods] = result.data.slice(i, i + 5);
      line += dl;
      char = dl === 0 ? char + dc : dc;
      tokens.push(`${text[line].slice(char, char + len)}:${legend[type]}${mods ? '*' : ''}`);
    }
    expect(tokens).toEqual(['r:parameter', 'x:parameter', 'hold:function*', 'on:string', 'y:variable', 'helper:function', 'x:parameter', 'numel:function*', 'x:parameter', 'nosuch:unresolved', 'r:parameter', 'geo:namespace', 'y:variable']);
  });

  it('finds references and renames by kind: a variable in its function, a function across files with its file', async () => {
    const sub = join(dir, 'refs');
    mkdirSync(sub);
    writeFileSync(join(sub, 'scale.m'), 'function y = scale(x)\ny = 2 * x;\nend\n');
    writeFileSync(join(sub, 'use1.m'), 'function r = use1(v)\nr = scale(v) + scale(1);\nend\n');
    writeFileSync(join(sub, 'use2.m'), 'function use2()\nscale = 3;\ndisp(scale);\nend\n');
    writeFileSync(join(sub, 'cb.m'), "function cb()\nfeval('scale', 1);\nend\n");
    for (const f of ['scale.m', 'use1.m', 'use2.m', 'cb.m']) await s.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uri(join(sub, f)), type: 1 }] });
    const file = join(sub, 'use1.m');
    await open(file, readFileSync(file, 'utf8'));
    await diagnosticsOf(s, file, () => true);
    const refs = (await s.connection.sendRequest('textDocument/references', { textDocument: { uri: uri(file) }, position: { line: 1, character: 5 }, context: { includeDeclaration: true } })) as Array<{ uri: string; range: { start: { line: number; character: number } } }>;
    const where = (l: typeof refs) => l.map((r) => `${r.uri.replace(uri(sub), '')}:${r.range.start.line}:${r.range.start.character}`).sort();
    // use2's `scale` is a variable there: not a reference; cb's is a text.
    expect(where(refs)).toEqual(['/scale.m:0:13', '/use1.m:1:15', '/use1.m:1:4']);
    const refused = await s.connection.sendRequest('textDocument/rename', { textDocument: { uri: uri(file) }, position: { line: 1, character: 5 }, newName: 'scaled' }).then(() => 'done', (e: Error) => e.message);
    expect(refused).toContain("'scale' is named in text");
    writeFileSync(join(sub, 'cb.m'), 'function cb()\nscale(1);\nend\n');
    await s.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uri(join(sub, 'cb.m')), type: 2 }] });
    const edit = (await s.connection.sendRequest('textDocument/rename', { textDocument: { uri: uri(file) }, position: { line: 1, character: 5 }, newName: 'scaled' })) as { documentChanges: Array<{ kind?: string; oldUri?: string; newUri?: string; textDocument?: { uri: string }; edits?: Array<{ newText: string }> }> };
    const docs = edit.documentChanges.filter((c) => c.textDocument).map((c) => `${c.textDocument!.uri.replace(uri(sub), '')}:${c.edits!.length}`).sort();
    expect(docs).toEqual(['/cb.m:1', '/scale.m:1', '/use1.m:2']);
    expect(edit.documentChanges.at(-1)).toEqual({ kind: 'rename', oldUri: uri(join(sub, 'scale.m')), newUri: uri(join(sub, 'scaled.m')) });
    // A variable: its function's uses only.
    const v = (await s.connection.sendRequest('textDocument/rename', { textDocument: { uri: uri(file) }, position: { line: 1, character: 11 }, newName: 'w' })) as { documentChanges: Array<{ edits: Array<{ range: { start: { line: number; character: number } } }> }> };
    expect(v.documentChanges[0].edits.map((e) => `${e.range.start.line}:${e.range.start.character}`).sort()).toEqual(['0:18', '1:10']);
    const bad = await s.connection.sendRequest('textDocument/rename', { textDocument: { uri: uri(file) }, position: { line: 1, character: 11 }, newName: 'end' }).then(() => 'done', (e: Error) => e.message);
    expect(bad).toContain('not a valid MATLAB name');
  });

  it('completes variables, functions and package members, and shows a call\'s signature', async () => {
    const file = join(dir, 'comp.m');
    const text = 'function comp(alpha)\nalpine = 1;\nr = al\nq = geo.\nhelper(1, \nend\nfunction alright()\nend\n';
    await open(file, text);
    await diagnosticsOf(s, file, () => true);
    const complete = (line: number, character: number) => completionsAt(s, file, line, character);
    const al = await complete(2, 6);
    expect(al.slice(0, 3)).toEqual(['alpha:6', 'alpine:6', 'alright:3']);
    expect(al).toContain('all:3');
    expect(await complete(3, 8)).toEqual(['area:3']);
    const help = (await s.connection.sendRequest('textDocument/signatureHelp', { textDocument: { uri: uri(file) }, position: { line: 4, character: 10 } })) as { signatures: Array<{ label: string }>; activeParameter: number } | null;
    expect(help?.signatures[0].label).toBe('y = helper(a)');
    expect(help?.activeParameter).toBe(1);
  });

  it('completes fields, properties and name-value arguments; signatures from arguments blocks and builtins; a builtin\'s summary on hover', async () => {
    // New files, opened in the editor (the server has not seen them on disk).
    await open(join(dir, 'Pt.m'), 'classdef Pt\n  properties\n    xpos = 0\n    ypos = 0\n  end\nend\n');
    await open(join(dir, 'solve.m'), 'function r = solve(A, opts)\n  arguments\n    A (:,:) double\n    opts.Tol (1,1) double = 1e-6\n    opts.MaxIter (1,1) double = 100\n  end\n  r = A;\nend\n');
    const file = join(dir, 'fields.m');
    const text = "function fields()\ns.alpha = 1;\ns.beta = 'b';\np = Pt();\nz = zeros(2, 3);\nq = s.\nw = p.\nsolve(1, \nzeros(2, \nend\n";
    await open(file, text);
    await diagnosticsOf(s, file, () => true);
    const complete = (line: number, character: number) => completionsAt(s, file, line, character);
    expect(await complete(5, 6)).toEqual(['alpha:5', 'beta:5']);
    expect(await complete(6, 6)).toEqual(['xpos:5', 'ypos:5']);
    const inCall = await complete(7, 9);
    expect(inCall.slice(0, 2)).toEqual(['Tol:10', 'MaxIter:10']);
    const sig = async (line: number, character: number) => (await s.connection.sendRequest('textDocument/signatureHelp', { textDocument: { uri: uri(file) }, position: { line, character } })) as { signatures: Array<{ label: string; documentation?: string }>; activeSignature: number; activeParameter: number } | null;
    const user = await sig(7, 9);
    expect(user?.signatures[0]!.label).toBe('r = solve(A (:,:) double, Tol=(1,1) double, MaxIter=(1,1) double)');
    expect(user?.activeParameter).toBe(1);
    const builtin = await sig(8, 9);
    expect(builtin?.signatures.map((x) => x.label)).toContain('zeros(numeric|logical*, N:classname) -> N');
    expect(builtin?.signatures[0]!.documentation).toBe('all zeros');
    // The second size is still the repeated size argument of the form that takes them.
    expect(builtin?.signatures[builtin.activeSignature]!.label).toBe('zeros(numeric|logical*) -> double');
    expect(builtin?.activeParameter).toBe(0);
    const hover = await hoverAt(s, file, 4, 6);
    expect(hover.contents.value).toContain('zeros(numeric|logical*) -> double');
    expect(hover.contents.value).toContain('all zeros');
  });

  it('shows what the value analysis found: hover on a variable, inlay hints after assignments', async () => {
    const file = join(dir, 'vals.m');
    await open(file, "function vals(n)\nA = zeros(3, 4);\nname = 'abc';\nk = int8(2) + 1;\nB = A';\ndisp(B);\nend\n");
    await diagnosticsOf(s, file, () => true);
    const h = await hoverAt(s, file, 1, 0);
    expect(h.contents.value).toContain('assigned here: `double 3x4`');
    const use = await hoverAt(s, file, 5, 5);
    expect(use.contents.value).toContain('- line 5: `double 4x3`');
    const hints = (await s.connection.sendRequest('textDocument/inlayHint', { textDocument: { uri: uri(file) }, range: { start: { line: 0, character: 0 }, end: { line: 6, character: 0 } } })) as Array<{ position: { line: number; character: number }; label: string }>;
    expect(hints.map((x) => `${x.position.line}:${x.position.character}${x.label}`)).toEqual(['1:1: double 3x4', "2:4: char 1x3 = 'abc'", '3:1: int8 1x1', '4:1: double 4x3']);
  });

  it('shows a local function\'s values per calling context where they differ from those for any inputs', async () => {
    const file = join(dir, 'ctx.m');
    await open(file, "function ctx()\na = twice(3);\nb = twice('xy');\nend\nfunction r = twice(v)\nr = [v, v];\nend\n");
    await diagnosticsOf(s, file, () => true);
    const h = await hoverAt(s, file, 5, 0);
    expect(h.contents.value).toContain('in calls from this file:');
    expect(h.contents.value).toContain('called with (double = 3): `double 1x2`');
    expect(h.contents.value).toContain("called with (char 1x2 = 'xy'): `char 1x4 = 'xyxy'`");
    // The inlay hint is what holds for any input.
    const hints = (await s.connection.sendRequest('textDocument/inlayHint', { textDocument: { uri: uri(file) }, range: { start: { line: 5, character: 0 }, end: { line: 6, character: 0 } } })) as Array<{ label: string }>;
    expect(hints.map((x) => x.label)).toHaveLength(1);
  });

  it('survives half-typed code, a malformed message and an unknown document', async () => {
    const file = join(dir, 'half.m');
    await open(file, 'function half()\nx = [1, 2;\ny = f((3);\n');
    const d = await diagnosticsOf(s, file, (x) => x.length > 0);
    expect(d.some((x) => x.severity === 1)).toBe(true);
    // Not JSON at all, with a valid header.
    const garbage = '{"jsonrpc": "2.0", "id": 99, "method": ';
    s.child.stdin.write(`Content-Length: ${Buffer.byteLength(garbage)}\r\n\r\n${garbage}`);
    const none = await s.connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri: uri(join(dir, 'never-opened.m')) } });
    expect(none).toEqual([]);
    await change(file, 'function half()\nx = [1, 2];\nend\n');
    await diagnosticsOf(s, file, (x) => x.length === 0);
    expect(s.child.exitCode).toBeNull();
  });

  it('reports a failure inside the analysis of one file on that file, logs it, and goes on with the others', async () => {
    const w = mkdtempSync(join(tmpdir(), 'mtame-lsp-fault-'));
    writeFileSync(join(w, 'broken.m'), 'function broken()\nx = 1;\nend\n');
    writeFileSync(join(w, 'fine.m'), 'function fine()\nq = int8(1) + int16(2);\nend\n');
    const t = await start(w, { ...process.env, MTAME_TEST_ANALYSIS_THROWS_ON: 'broken.m' });
    // As `mtame check` says it: the value analysis failed, the file's other checks ran.
    const d = await diagnosticsOf(t, join(w, 'broken.m'), (x) => x.length > 0);
    expect(d.map((x) => `${String(x.code)} ${x.severity}`)).toEqual(['analysis-skipped 3']);
    expect(d[0]!.message).toContain('the analysis failed on purpose');
    expect(codes(await diagnosticsOf(t, join(w, 'fine.m'), (x) => x.length > 0))).toEqual(['2:invalid-class-combination']);
    await diagnosticsOf(t, join(w, 'broken.m'), () => t.logs.some((l) => l.includes('broken.m') && l.includes('failed on purpose')));
    // Still answering: an edit of the file that fails is answered with the same report.
    await t.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: uri(join(w, 'fine.m')), languageId: 'matlab', version: 1, text: 'function fine()\nq = 1;\nend\n' } });
    await diagnosticsOf(t, join(w, 'fine.m'), (x) => x.length === 0);
    expect(t.child.exitCode).toBeNull();
    t.child.kill();
  });

  it('goes to declarations and to the classes of objects (type definitions); a request cancelled before it runs is answered as cancelled', async () => {
    const w = mkdtempSync(join(tmpdir(), 'mtame-lsp-types-'));
    writeFileSync(join(w, 'Acc.m'), 'classdef Acc\n  properties\n    total = 0\n  end\n  methods\n    function obj = Acc(x)\n      obj.total = x;\n    end\n  end\nend\n');
    mkdirSync(join(w, '@Old'));
    writeFileSync(join(w, '@Old', 'Old.m'), "function o = Old()\n  o = class(struct('v', 1), 'Old');\nend\n");
    const use = join(w, 'use.m');
    const text = 'function use()\n  a = Acc(3);\n  b = Old();\n  disp(a);\n  disp(b);\n  t = a.total;\n  n = 1;\n  disp(n);\nend\n';
    writeFileSync(use, text);
    const t = await start(w);
    await t.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: uri(use), languageId: 'matlab', version: 1, text } });
    await diagnosticsOf(t, use, () => true);
    const at = (line: number, character: number) => ({ textDocument: { uri: uri(use) }, position: { line, character } });
    const where = (l: unknown): string[] => (l === null ? [] : (Array.isArray(l) ? l : [l])).map((x: { uri: string; range: { start: { line: number; character: number } } }) => `${x.uri.replace(uri(w), '')}:${x.range.start.line}:${x.range.start.character}`);
    // `a` on line 4 is an Acc: its classdef's name; `b` an old-style Old: its constructor.
    expect(where(await t.connection.sendRequest('textDocument/typeDefinition', at(3, 7)))).toEqual(['/Acc.m:0:9']);
    expect(where(await t.connection.sendRequest('textDocument/typeDefinition', at(4, 7)))).toEqual(['/@Old/Old.m:0:13']);
    expect(where(await t.connection.sendRequest('textDocument/typeDefinition', at(1, 7)))).toEqual(['/Acc.m:0:9']);
    // A double has no definition to go to.
    expect(where(await t.connection.sendRequest('textDocument/typeDefinition', at(7, 7)))).toEqual([]);
    // A property read from an object: where its class declares it.
    expect(where(await t.connection.sendRequest('textDocument/definition', at(5, 9)))).toEqual(['/Acc.m:2:4']);
    // The declaration of a variable is its first assignment.
    expect(where(await t.connection.sendRequest('textDocument/declaration', at(3, 7)))).toEqual(['/use.m:1:2']);
    // Many requests queued, the last cancelled at once: it never runs, the others are answered.
    const source = new CancellationTokenSource();
    const asked = Array.from({ length: 200 }, (_, i) => (i === 199 ? t.connection.sendRequest('textDocument/hover', at(1 + (i % 5), 3), source.token) : t.connection.sendRequest('textDocument/hover', at(1 + (i % 5), 3))));
    source.cancel();
    const settled = await Promise.allSettled(asked);
    expect(settled.slice(0, 10).map((x) => (x.status === 'fulfilled' ? 'ok' : String((x as PromiseRejectedResult).reason)))).toEqual(Array(10).fill('ok'));
    const last = settled[199]!;
    expect(last.status).toBe('rejected');
    expect((last as PromiseRejectedResult).reason.code).toBe(LSPErrorCodes.RequestCancelled);
    expect(await t.connection.sendRequest('textDocument/hover', at(1, 3))).not.toBeNull();
    t.child.kill();
  });

  it('turns inlay hints off and on by its setting (initialization options, then a configuration change)', async () => {
    const w = mkdtempSync(join(tmpdir(), 'mtame-lsp-inlay-'));
    const file = join(w, 'f.m');
    const text = 'function f()\nA = zeros(3, 4);\ndisp(A);\nend\n';
    writeFileSync(file, text);
    const t = await start(w, process.env, { inlayHints: { enabled: false } });
    await t.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: uri(file), languageId: 'matlab', version: 1, text } });
    await diagnosticsOf(t, file, () => true);
    const hints = async () => ((await t.connection.sendRequest('textDocument/inlayHint', { textDocument: { uri: uri(file) }, range: { start: { line: 0, character: 0 }, end: { line: 4, character: 0 } } })) as Array<{ label: string }>).map((h) => h.label);
    expect(await hints()).toEqual([]);
    await t.connection.sendNotification('workspace/didChangeConfiguration', { settings: { mtame: { inlayHints: { enabled: true } } } });
    expect(await hints()).toEqual([': double 3x4']);
    t.child.kill();
  });

  it('counts positions in UTF-16 code units (non-ASCII texts and comments before a name)', async () => {
    const file = join(dir, 'wide.m');
    // '😀' is two UTF-16 code units (one code point), 'é' one: the call starts at unit 15.
    await open(file, "function wide()\nx = '😀é'; y = undefined_fn(1); % ça\nend\n");
    const d = await diagnosticsOf(s, file, (x) => x.some((y) => y.code === 'undefined-name'));
    const found = d.find((x) => x.code === 'undefined-name')!;
    expect([found.range.start.line, found.range.start.character, found.range.end.character]).toEqual([1, 15, 27]);
    const h = await hoverAt(s, file, 1, 16);
    expect(h.contents.value).toContain('undefined_fn');
  });

  it('lists workspace symbols', async () => {
    const found = (await s.connection.sendRequest('workspace/symbol', { query: 'HELP' })) as Array<{ name: string; location: { uri: string } }>;
    expect(found.map((x) => `${x.name} ${x.location.uri.replace(uri(dir), '')}`)).toEqual(['helper /helper.m']);
  });

  it('checks the closed files again after an edit changes a signature they depend on', async () => {
    const w = mkdtempSync(join(tmpdir(), 'mtame-lsp-closed-'));
    writeFileSync(join(w, 'helper.m'), 'function y = helper(a)\ny = a;\nend\n');
    writeFileSync(join(w, 'user.m'), 'function user()\nhelper(1, 2);\nend\n');
    const t = await start(w);
    await diagnosticsOf(t, join(w, 'user.m'), (x) => codes(x).join() === '2:too-many-inputs');
    await t.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: uri(join(w, 'helper.m')), languageId: 'matlab', version: 1, text: 'function y = helper(a)\ny = a;\nend\n' } });
    await t.connection.sendNotification('textDocument/didChange', { textDocument: { uri: uri(join(w, 'helper.m')), version: 2 }, contentChanges: [{ text: 'function y = helper(a, b)\ny = a + b;\nend\n' }] });
    await diagnosticsOf(t, join(w, 'user.m'), (x) => x.length === 0);
    t.child.kill();
  });

  it('serves several workspace folders, each with its own project', async () => {
    const a = mkdtempSync(join(tmpdir(), 'mtame-lsp-a-'));
    const b = mkdtempSync(join(tmpdir(), 'mtame-lsp-b-'));
    writeFileSync(join(a, 'f.m'), 'function f()\nonlyb(1);\nend\n');
    writeFileSync(join(b, 'onlyb.m'), 'function onlyb(x)\ndisp(x);\nend\n');
    writeFileSync(join(b, 'g.m'), 'function g()\nonlyb(1, 2);\nend\n');
    const child = spawn(process.execPath, [join(root, 'bin', 'mtame.js'), 'lsp', '--stdio']);
    const c = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
    const t: Session = { child, connection: c, latest: new Map(), messages: [], logs: [], stderr: [], progress: [] };
    c.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
      t.latest.set(p.uri, p.diagnostics);
    });
    c.listen();
    await c.sendRequest('initialize', { processId: process.pid, rootUri: null, workspaceFolders: [{ uri: uri(a), name: 'a' }, { uri: uri(b), name: 'b' }], capabilities: {} });
    await c.sendNotification('initialized', {});
    // a's f cannot see b's onlyb; b's g calls it with too many inputs.
    expect(codes(await diagnosticsOf(t, join(a, 'f.m'), (x) => x.length > 0))).toEqual(['2:undefined-name']);
    expect(codes(await diagnosticsOf(t, join(b, 'g.m'), (x) => x.length > 0))).toEqual(['2:too-many-inputs']);
    child.kill();
  });

  it('says a bad mtame.json once and goes on checking; exits when asked', async () => {
    const other = mkdtempSync(join(tmpdir(), 'mtame-lsp-bad-'));
    writeFileSync(join(other, 'mtame.json'), '{"chekcs": {}}');
    writeFileSync(join(other, 'g.m'), 'function g()\nhelper2(1);\nend\n');
    const t = await start(other);
    await t.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: uri(join(other, 'g.m')), languageId: 'matlab', version: 1, text: 'function g()\nq = sizz(1);\nend\n' } });
    const d = await diagnosticsOf(t, join(other, 'g.m'), (x) => x.length > 0);
    expect(codes(d)).toEqual(['2:undefined-name']);
    expect(t.messages.join('\n')).toContain("unknown setting 'chekcs'");
    await t.connection.sendRequest('shutdown');
    const exited = new Promise<number | null>((r) => t.child.on('exit', (code) => r(code)));
    await t.connection.sendNotification('exit');
    expect(await exited).toBe(0);
  });
});
