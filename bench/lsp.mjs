// Language server benchmark (issue 17): the built `mtame lsp --stdio` driven by a real LSP client
// over stdio, on a workspace of real code (Octave's own library, 1,029 files, as an editor opens
// a project). Prints:
//   - the time to the first diagnostics of a file opened right after start (the project is read
//     and summarised first), and to the end of the check of the whole workspace at start;
//   - p50/p95 latency from an edit to its file's new diagnostics (the server waits 50 ms after
//     the last change, then checks; that wait is in the figures), for body edits of an open file, and for edits of
//     print_usage's signature (698 files call it; 6 callers are open, and every one is checked
//     again against the new library);
//   - p50/p95 latency of hover at random names of an open file;
//   - the server's peak memory (VmHWM).
// Goals: diagnostics < 100 ms p95, hover < 50 ms p95, memory < 500 MB.
//   npm run bench:lsp [-- DIR] [--edits N]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver-protocol/node';
import { octaveLibraryDir } from './lib/octave-library.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { edits: { type: 'string', default: '40' } } });
const edits = Math.max(5, Number.parseInt(values.edits, 10) || 40);
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

const dir = positionals[0] ?? octaveLibraryDir();
if (!dir || !existsSync(path.join(dir, 'help', 'print_usage.m'))) {
  console.error("No corpus: install Octave's .m files with `apt-get install octave-common`, or pass Octave's m/ folder.");
  process.exit(1);
}
const uri = (p) => pathToFileURL(p).href;

const child = spawn(process.execPath, [path.join(root, 'bin', 'mtame.js'), 'lsp', '--stdio'], { cwd: dir });
const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
const waiting = new Map();
connection.onNotification('textDocument/publishDiagnostics', (p) => {
  const w = waiting.get(p.uri);
  if (w) {
    waiting.delete(p.uri);
    w(p.diagnostics);
  }
});
connection.onRequest('client/registerCapability', () => null);
connection.onRequest('window/workDoneProgress/create', () => null);
let workspaceChecked;
const checkedAll = new Promise((r) => (workspaceChecked = r));
connection.onNotification('$/progress', (p) => {
  if (p.value.kind === 'end') workspaceChecked(performance.now());
});
connection.onRequest('window/showMessageRequest', () => null);
connection.listen();
const next = (u) => new Promise((resolve) => waiting.set(u, resolve));

const started = performance.now();
await connection.sendRequest('initialize', { processId: process.pid, rootUri: uri(dir), workspaceFolders: [{ uri: uri(dir), name: 'octave' }], capabilities: { window: { workDoneProgress: true } } });
await connection.sendNotification('initialized', {});

// Six callers of print_usage, and print_usage itself.
const callers = ['general/interp1.m', 'strings/strsplit.m', 'general/num2str.m', 'set/unique.m', 'statistics/median.m', 'plot/util/axis.m'].map((f) => path.join(dir, f)).filter((f) => existsSync(f));
const callee = path.join(dir, 'help', 'print_usage.m');
const texts = new Map([...callers, callee].map((f) => [f, readFileSync(f, 'utf8')]));
const versions = new Map();
const open = (f) => connection.sendNotification('textDocument/didOpen', { textDocument: { uri: uri(f), languageId: 'matlab', version: 1, text: texts.get(f) } });
const change = (f, text) => {
  versions.set(f, (versions.get(f) ?? 1) + 1);
  return connection.sendNotification('textDocument/didChange', { textDocument: { uri: uri(f), version: versions.get(f) }, contentChanges: [{ text }] });
};

let t = performance.now();
let got = next(uri(callers[0]));
await open(callers[0]);
await got;
const firstDiagnostics = performance.now() - t;
for (const f of callers.slice(1)) {
  got = next(uri(f));
  await open(f);
  await got;
}
got = next(uri(callee));
await open(callee);
await got;
// The edits are measured once the server has checked the whole workspace (its start-up work).
const workspaceTime = (await checkedAll) - started;

// Between measurements, let every publication in flight arrive, so that none is taken for the
// answer to the next edit.
const settle = async () => {
  await sleep(200);
  waiting.clear();
};
await settle();

const pct = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const line = (name, xs, goal) => console.log(`${name.padEnd(44)} p50 ${pct(xs, 0.5).toFixed(0).padStart(4)} ms  p95 ${pct(xs, 0.95).toFixed(0).padStart(4)} ms  (${xs.length} runs${goal ? `; goal < ${goal} ms p95: ${pct(xs, 0.95) < goal ? 'met' : 'NOT met'}` : ''})`);

// Body edits of an open caller: a statement added before its last line.
const body = [];
for (let i = 0; i < edits; i++) {
  const f = callers[i % callers.length];
  const lines = texts.get(f).split('\n');
  lines.splice(Math.max(1, lines.length - 3), 0, `  mtame_bench_${i} = ${i};`);
  got = next(uri(f));
  t = performance.now();
  await change(f, lines.join('\n'));
  await got;
  body.push(performance.now() - t);
  await settle();
}

// Signature edits of print_usage: an input added or taken away, each time; the latency is until
// the last open caller has its new diagnostics.
const signature = [];
const calleeText = texts.get(callee);
for (let i = 0; i < edits; i++) {
  const text = i % 2 === 0 ? calleeText.replace('function print_usage (name)', 'function print_usage (name, extra)') : calleeText;
  const all = callers.map((f) => next(uri(f)));
  t = performance.now();
  await change(callee, text);
  await Promise.all(all);
  signature.push(performance.now() - t);
  await settle();
}

// Hovers at random names of an open caller.
let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const hovers = [];
const target = callers[0];
const targetLines = texts.get(target).split('\n');
for (let i = 0; i < edits * 3; i++) {
  let lineNo;
  let m;
  do {
    lineNo = Math.floor(random() * targetLines.length);
    const words = [...targetLines[lineNo].matchAll(/[A-Za-z_]\w*/g)];
    m = words.length > 0 ? words[Math.floor(random() * words.length)] : undefined;
  } while (!m);
  t = performance.now();
  await connection.sendRequest('textDocument/hover', { textDocument: { uri: uri(target) }, position: { line: lineNo, character: m.index } });
  hovers.push(performance.now() - t);
}

const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
const peak = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
await connection.sendRequest('shutdown');
await connection.sendNotification('exit');

console.log(`mtame lsp on ${dir} (load average ${(await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ')})`);
console.log(`${'first diagnostics of an opened file'.padEnd(44)} ${firstDiagnostics.toFixed(0)} ms (the project read and summarised first)`);
console.log(`${'every file of the workspace checked'.padEnd(44)} ${(workspaceTime / 1000).toFixed(1)} s (in the background, a file at a time)`);
line('diagnostics after a body edit', body, 100);
line("diagnostics of 6 callers after a signature edit", signature, 100);
line('hover', hovers, 50);
console.log(`${'peak memory (VmHWM)'.padEnd(44)} ${peak.toFixed(0)} MB (goal < 500 MB: ${peak < 500 ? 'met' : 'NOT met'})`);
