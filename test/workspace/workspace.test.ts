// The incremental workspace: after random sequences of edits, new, removed and renamed files,
// every file's findings are those of a workspace opened afresh on the same texts, and those of
// `mtame check` on the same folder; a file whose dependencies did not change is not analysed
// again; an edit of a callee's body re-checks its callers.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { Workspace, type WorkspaceOptions } from '../../src/workspace/index.js';
import { functionText } from '../support/random-project.js';
import { pick, rng } from '../support/random.js';
import { removeTempProjects, tempTree } from '../support/temp-project.js';

afterAll(removeTempProjects);

/** Settings of mtame.json the random steps switch between (what the workspace is given too). */
const CONFIGS: WorkspaceOptions[] = [
  {},
  { checks: { 'unassigned-variable': 'off' } },
  { checks: { 'too-many-inputs': 'info', 'invalid-class-combination': 'warning' } },
  { runtime: 'octave' },
  { dialect: 'octave' },
];

function findingsOf(ws: Workspace): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of ws.paths()) out[p] = ws.diagnostics(p);
  return out;
}

/** `mtame check`'s findings per file (JSON report), in the workspace's order. */
async function checkFindings(dir: string): Promise<Record<string, unknown>> {
  let out = '';
  await main(['check', dir, '--format', 'json', '--no-cache'], { out: (t) => (out += t), err: () => {}, isTTY: false });
  const report = JSON.parse(out) as { diagnostics: Array<{ file: string; line: number; column: number; code: string; message: string; severity: string }> };
  const by: Record<string, unknown> = {};
  for (const d of report.diagnostics) ((by[d.file] ??= []) as unknown[]).push(`${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`);
  for (const k of Object.keys(by)) (by[k] as string[]).sort();
  return by;
}

function asLines(findings: Record<string, unknown>): Record<string, unknown> {
  const by: Record<string, unknown> = {};
  for (const [file, list] of Object.entries(findings)) {
    const lines = (list as Array<{ span: { line: number; column: number }; severity: string; code: string; message: string }>).map((d) => `${d.span.line}:${d.span.column} ${d.severity} ${d.code} ${d.message}`).sort();
    if (lines.length > 0) by[file] = lines;
  }
  return by;
}

describe('the incremental workspace', () => {
  it('answers as a fresh workspace and as mtame check after random edits, new, removed and renamed files', async () => {
    const rand = rng(4242);
    const dir = tempTree({});
    const src = join(dir, 'src');
    mkdirSync(src);
    const texts = new Map<string, string>();
    const write = (name: string, text: string): void => {
      texts.set(join(src, `${name}.m`), text);
      writeFileSync(join(src, `${name}.m`), text);
    };
    const names = Array.from({ length: 12 }, (_, i) => `h${i}`);
    for (const n of names) write(n, functionText(n, names, rand));
    const live = new Set(names);
    let options: WorkspaceOptions = {};
    const ws = new Workspace([...texts].map(([path, text]) => ({ path, text })));
    let counter = names.length;
    const steps: string[] = [];
    for (let step = 0; step < 40; step++) {
      const kind = pick(rand, ['edit', 'edit', 'edit', 'add', 'remove', 'rename', 'same', 'config', 'shift', 'signature', 'signature']);
      const some = (): string => pick(rand, [...live].sort());
      if (kind === 'edit') {
        const n = some();
        write(n, functionText(n, [...live], rand));
        ws.update(join(src, `${n}.m`), texts.get(join(src, `${n}.m`))!);
      } else if (kind === 'add') {
        const n = `h${counter++}`;
        live.add(n);
        write(n, functionText(n, [...live], rand));
        ws.update(join(src, `${n}.m`), texts.get(join(src, `${n}.m`))!);
      } else if (kind === 'remove' && live.size > 3) {
        const n = some();
        live.delete(n);
        texts.delete(join(src, `${n}.m`));
        rmSync(join(src, `${n}.m`));
        ws.remove(join(src, `${n}.m`));
      } else if (kind === 'rename' && live.size > 0) {
        const n = some();
        const to = `h${counter++}`;
        const text = texts.get(join(src, `${n}.m`))!;
        live.delete(n);
        live.add(to);
        texts.delete(join(src, `${n}.m`));
        rmSync(join(src, `${n}.m`));
        ws.remove(join(src, `${n}.m`));
        write(to, text);
        ws.update(join(src, `${to}.m`), text);
      } else if (kind === 'shift') {
        // Lines added above a function: the library stays, the name's position moves.
        const n = some();
        write(n, `% moved down\n${texts.get(join(src, `${n}.m`))!}`);
        ws.update(join(src, `${n}.m`), texts.get(join(src, `${n}.m`))!);
      } else if (kind === 'signature') {
        // Only the signature changes (an input or an output added or taken away, the body
        // kept): names resolve as before, the callers' checks and values change.
        const n = some();
        const text = texts.get(join(src, `${n}.m`))!;
        const header = text.slice(0, text.indexOf('\n'));
        const variants = [`function y = ${n}(a, b)`, `function y = ${n}(a, b, c)`, `function y = ${n}(a)`, `function [y, e] = ${n}(a, b)`, `function y = ${n}(varargin)`];
        write(n, `${pick(rand, variants.filter((v) => v !== header))}${text.slice(text.indexOf('\n'))}`);
        ws.update(join(src, `${n}.m`), texts.get(join(src, `${n}.m`))!);
      } else if (kind === 'config') {
        // mtame.json changes: the workspace is told, mtame check reads it.
        options = pick(rand, CONFIGS);
        writeFileSync(join(src, 'mtame.json'), JSON.stringify(options));
        ws.configure(options);
      } else if (kind === 'same') {
        const p = join(src, `${some()}.m`);
        ws.update(p, texts.get(p)!);
      }
      steps.push(kind);
      // Only some files asked for at each step: what is asked later must not depend on it.
      if (rand() < 0.5) for (const p of ws.paths()) if (rand() < 0.3) ws.diagnostics(p);
      const fresh = new Workspace([...texts].map(([path, text]) => ({ path, text })), options);
      const incremental = findingsOf(ws);
      expect(incremental, `after ${steps.join(', ')}`).toEqual(findingsOf(fresh));
      expect(asLines(incremental), `mtame check, after ${steps.join(', ')}`).toEqual(await checkFindings(src));
    }
    expect(new Set(steps).size).toBeGreaterThanOrEqual(6);
    expect(steps).toContain('config');
    // Some callers' analyses were kept across their callees' edits (early cutoff), and still agree.
    expect(ws.keptValues).toBeGreaterThan(0);
    const codes = new Set(Object.values(findingsOf(ws)).flatMap((l) => (l as Array<{ code: string }>).map((d) => d.code)));
    expect(codes.size, [...codes].join(' ')).toBeGreaterThanOrEqual(3);
  });

  it("drops the value analysis' findings in code that never runs, and brings them back when the helper returns again", () => {
    const raising = "function stk_error(msg)\n  s = struct('message', msg, 'stack', dbstack());\n  error(s);\nend\n";
    const files = [
      { path: '/p/stk_error.m', text: raising },
      { path: '/p/scale.m', text: 'function y = scale(x, k)\n  y = x * k;\nend\n' },
      { path: '/p/main.m', text: "function r = main(x)\n  stk_error('This syntax is not implemented yet.');\n  r = scale(x);\nend\n" },
    ];
    const ws = new Workspace(files, { library: { currentFolder: '/p' } });
    expect(ws.diagnostics('/p/main.m')!.map((d) => d.code)).toEqual(['unreachable-code']);
    // The helper now only warns: the call after it runs, and fails.
    ws.update('/p/stk_error.m', "function stk_error(msg)\n  warning('stk:w', '%s', msg);\nend\n");
    expect(ws.diagnostics('/p/main.m')!.map((d) => d.code)).toEqual(['not-enough-inputs']);
    ws.update('/p/stk_error.m', raising);
    expect(ws.diagnostics('/p/main.m')!.map((d) => d.code)).toEqual(['unreachable-code']);
  });

  it('analyses again only the files whose dependencies changed', () => {
    const files = [
      { path: '/p/leaf.m', text: 'function r = leaf(x)\n  r = x;\nend\n' },
      { path: '/p/caller.m', text: 'function caller()\n  q = int8(1) + leaf(2);\nend\n' },
      { path: '/p/other.m', text: 'function other(a)\n  if a, w = 1; end\n  disp(w);\nend\n' },
    ];
    const ws = new Workspace(files, { library: { currentFolder: '/p' } });
    for (const f of files) ws.diagnostics(f.path);
    expect(ws.computed).toBe(3);
    expect(ws.diagnostics('/p/caller.m')!.map((d) => d.code)).toEqual([]);
    expect(ws.diagnostics('/p/other.m')!.map((d) => d.code)).toEqual(['unassigned-variable']);
    expect(ws.computed).toBe(3);
    // The callee's body now returns int16: its caller's sum fails (its value analysis runs
    // again); no file's own checks run again: the caller's read only the callee's summary
    // (whether it assigns in its caller is part of it), and nothing the other file read changed.
    ws.update('/p/leaf.m', 'function r = leaf(x)\n  r = int16(x);\nend\n');
    expect(ws.diagnostics('/p/caller.m')!.map((d) => d.code)).toEqual(['invalid-class-combination']);
    expect(ws.diagnostics('/p/other.m')!.map((d) => d.code)).toEqual(['unassigned-variable']);
    expect(ws.computed).toBe(3);
    expect(ws.diagnostics('/p/nothing.m')).toBeUndefined();
  });

  it('keeps a caller\'s value findings when an edit of its callee changes nothing the caller learns of it', () => {
    const files = [
      { path: '/p/leaf.m', text: 'function r = leaf(x)\n  r = x;\nend\n' },
      { path: '/p/caller.m', text: 'function caller()\n  q = int8(1) + leaf(2);\n  z = int8(1) + int16(2);\nend\n' },
      { path: '/p/sized.m', text: 'function r = sized(x)\n  arguments\n    x (1,1) double\n  end\n  r = x;\nend\n' },
      { path: '/p/user.m', text: 'function user()\n  v = sized([1 2 3]);\nend\n' },
    ];
    const ws = new Workspace(files, { library: { currentFolder: '/p' } });
    const fresh = (): Record<string, unknown> => findingsOf(new Workspace(files.map((f) => ({ path: f.path, text: ws.text(f.path)! })), { library: { currentFolder: '/p' } }));
    expect(ws.diagnostics('/p/caller.m')!.map((d) => d.code)).toEqual(['invalid-class-combination']);
    expect(ws.diagnostics('/p/user.m')!.map((d) => d.code)).toEqual(['dim-mismatch']);
    // An input added that the body ignores, then a comment: the caller's analysis is kept.
    ws.update('/p/leaf.m', 'function r = leaf(x, unused)\n  r = x;\nend\n');
    expect(findingsOf(ws)).toEqual(fresh());
    ws.update('/p/leaf.m', 'function r = leaf(x, unused)\n  % the same result\n  r = x;\nend\n');
    expect(findingsOf(ws)).toEqual(fresh());
    expect(ws.keptValues).toBe(2);
    // Its result is now int16: the caller is analysed again, and its sum fails.
    ws.update('/p/leaf.m', 'function r = leaf(x, unused)\n  r = int16(x);\nend\n');
    expect(ws.diagnostics('/p/caller.m')!.map((d) => d.code)).toEqual(['invalid-class-combination', 'invalid-class-combination']);
    expect(findingsOf(ws)).toEqual(fresh());
    expect(ws.keptValues).toBe(2);
    // Declared sizes are read otherwise than through a call's results: an edit of them is seen.
    ws.update('/p/sized.m', 'function r = sized(x)\n  arguments\n    x (1,3) double\n  end\n  r = x;\nend\n');
    expect(ws.diagnostics('/p/user.m')!.map((d) => d.code)).toEqual([]);
    expect(findingsOf(ws)).toEqual(fresh());
  });

  it('keeps the kinds of unchanged files when only a signature changed, and not when a name did', () => {
    const files = [
      { path: '/p/leaf.m', text: 'function r = leaf(x)\n  r = x;\nend\n' },
      { path: '/p/caller.m', text: 'function caller()\n  disp(leaf(2, 3));\nend\n' },
    ];
    const ws = new Workspace(files, { library: { currentFolder: '/p' } });
    expect(ws.diagnostics('/p/caller.m')!.map((d) => d.code)).toEqual(['too-many-inputs']);
    const first = ws.currentLibrary();
    // An input added: names resolve as before, so the new library shares the first's token
    // (the kinds found against one hold for the other), and the call is now right.
    ws.update('/p/leaf.m', 'function r = leaf(x, y)\n  r = x + y;\nend\n');
    expect(ws.diagnostics('/p/caller.m')!.map((d) => d.code)).toEqual([]);
    const second = ws.currentLibrary();
    expect(second).not.toBe(first);
    expect(second.namesToken).toBe(first.namesToken);
    // A new function: names may resolve otherwise, a new token.
    ws.update('/p/extra.m', 'function extra()\nend\n');
    expect(ws.currentLibrary().namesToken).not.toBe(first.namesToken);
    expect(ws.diagnostics('/p/caller.m')!.map((d) => d.code)).toEqual([]);
  });
});
