// The check's value analysis analyses callees only a few levels below each checked function
// (`calleeDepth`): deeper calls give unknown results, silently, so a batch of files costs what
// its own functions and their near callees cost. Shallow callees still give values; results do
// not depend on which function was analysed first; other users keep the full depth.
import { afterAll, describe, expect, test } from 'vitest';
import { CALLEE_DEPTH, valueDiagnostics } from '../../src/checks/values.js';
import { CalleeSummaries, SUMMARY_SIZE, ValueAnalysis, TOP } from '../../src/analysis/index.js';
import { removeTempProjects, tempProject, type TempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

/** `root` adds int16 to what a chain of `length` calls returns (int32 at its end). */
function chainProject(length: number): TempProject {
  const files: Record<string, string> = {
    root: 'function r = root(x)\nr = int16(1) .* c1(x);\n',
  };
  for (let i = 1; i <= length; i++) {
    files[`c${i}`] = i < length ? `function r = c${i}(x)\nr = c${i + 1}(x);\n` : `function r = c${i}(x)\nr = int32(1);\n`;
  }
  return tempProject(files);
}

function codes(p: TempProject, files: string[], calleeDepth?: number): string[] {
  const found = valueDiagnostics(p.lib, files.map((f) => p.file(f)), calleeDepth === undefined ? {} : { calleeDepth });
  return [...found.entries()].flatMap(([file, list]) => list.map((d) => `${file.slice(p.dir.length + 1)}:${d.span.line}: ${d.code}`));
}

describe('calls below the callee depth', () => {
  test('a callee within the depth still gives its class: int16 + int32 is found in the root', () => {
    const p = chainProject(1);
    expect(codes(p, ['root'])).toEqual(['root.m:2: invalid-class-combination']);
  });

  test(`a chain of ${CALLEE_DEPTH} calls is followed to its end, one of ${CALLEE_DEPTH + 1} is not`, () => {
    expect(codes(chainProject(CALLEE_DEPTH), ['root'])).toEqual(['root.m:2: invalid-class-combination']);
    expect(codes(chainProject(CALLEE_DEPTH + 1), ['root'])).toEqual([]);
  });

  test('root → c1 → c2 → c3 → c4 with depth 2: the deepest result is unknown, silently', () => {
    const p = chainProject(4);
    const analysis = new ValueAnalysis(p.lib, { calleeDepth: 2 });
    const fn = analysis.functionIn(p.file('root'))!;
    const root = analysis.analyze(fn, { args: [TOP], nargin: null, nargout: 1 });
    // c1 and c2 are analysed, c3's call from c2 is cut: c2, c1 and c1(x) in the root are unknown.
    const analysed = analysis.specializations([root]).map((s) => s.fn.name);
    expect(analysed).toEqual(['root', 'c1', 'c2']);
    expect(root.results[0]!.top).toBe(false); // int16 .* anything is int16 (a string too would be, with +)
    const c1 = analysis.specializations([root])[1]!;
    expect(c1.results[0]!.top).toBe(true);
    // No info about the cut, nothing else either.
    expect(analysis.diagnostics()).toEqual([]);
    // With depth 4 the whole chain is analysed and the root's addition fails.
    expect(codes(p, ['root'], 4)).toEqual(['root.m:2: invalid-class-combination']);
    expect(codes(p, ['root'], 3)).toEqual([]);
  });

  test('the full-depth analysis (tame, shapes, entry points) is not bounded', () => {
    const p = chainProject(CALLEE_DEPTH + 3);
    const analysis = new ValueAnalysis(p.lib);
    const fn = analysis.functionIn(p.file('root'))!;
    analysis.analyze(fn, { args: [TOP], nargin: null, nargout: 1 });
    expect(analysis.diagnostics().map((d) => d.code)).toEqual(['invalid-class-combination']);
    const entries = valueDiagnostics(p.lib, [], { entries: [{ file: p.file('root'), args: [TOP] }], report: [p.file('root')] });
    expect([...entries.values()].flat().map((d) => d.code)).toEqual(['invalid-class-combination']);
  });
});

describe('results do not depend on what was analysed first', () => {
  // With depth 1, p reaches q at its last level (q's call of s is cut), whereas q checked on
  // its own reaches s. Whichever comes first, p's sum is not an error and q's is.
  const files = {
    p: 'function r = p(x)\nr = int16(1) + q(x);\n',
    q: 'function r = q(x)\nr = s(x);\nz = int16(1) + r;\n',
    s: 'function r = s(x)\nr = int32(1);\n',
  };
  test('q before p and p before q give the same diagnostics', () => {
    const proj = tempProject(files);
    const expected = ['q.m:3: invalid-class-combination'];
    expect(codes(proj, ['q', 'p'], 1)).toEqual(expected);
    expect(codes(proj, ['p', 'q'], 1)).toEqual(expected);
  });
  test('a callee fully analysed within fewer levels is reused, not analysed again', () => {
    const proj = tempProject(files);
    const analysis = new ValueAnalysis(proj.lib, { calleeDepth: 2 });
    const root = (name: string) => analysis.analyze(analysis.functionIn(proj.file(name))!, { args: [TOP], nargin: 1, nargout: 1 });
    // q in the context p calls it in (one argument, one result).
    const q = root('q');
    const p = root('p');
    // p reaches q with one level left, enough for q's whole chain (q → s): the same specialization.
    expect(analysis.specializations([p]).includes(q)).toBe(true);
    expect(analysis.diagnostics([p]).map((d) => d.code)).toEqual(['invalid-class-combination']);
  });
});

describe("another file's function at the last level: a summary with unknown arguments", () => {
  // `pass` returns its argument: its class is known only in the caller's context.
  const files = {
    root: 'function r = root()\nr = int16(1) + pass(int32(1));\ns = int16(1) + fixed(7);\n',
    pass: 'function r = pass(x)\nr = x;\n',
    fixed: 'function r = fixed(x)\nr = int32(x);\n',
    local: 'function r = local()\nr = int16(1) + pass2(int32(1));\nend\nfunction r = pass2(x)\nr = x;\nend\n',
  };

  test('a result that does not depend on the arguments still gives its class; one that does is unknown', () => {
    const p = tempProject(files);
    // fixed(7) is int32 whatever its argument: line 3 fails. pass(int32(1)) is unknown.
    expect(codes(p, ['root'])).toEqual(['root.m:3: invalid-class-combination']);
  });

  test("a function of the caller's own file is analysed in the caller's context", () => {
    expect(codes(tempProject(files), ['local'])).toEqual(['local.m:2: invalid-class-combination']);
  });

  test('analyses sharing a table of summaries report what each reports alone, in any order', () => {
    const p = tempProject({
      ...files,
      user: 'function user()\nt = fixed(1) + int8(2);\nu = pass(3);\n',
    });
    const alone = (f: string) => codes(p, [f]);
    const expected = ['root', 'user', 'local'].flatMap(alone);
    for (const order of [['root', 'user', 'local'], ['local', 'user', 'root']]) {
      const summaries = new CalleeSummaries(p.lib, 'matlab', false);
      const shared = order.flatMap((f) => {
        const found = valueDiagnostics(p.lib, [p.file(f)], { summaries });
        return [...found.entries()].flatMap(([file, list]) => list.map((d) => `${file.slice(p.dir.length + 1)}:${d.span.line}: ${d.code}`));
      });
      expect(shared.sort()).toEqual([...expected].sort());
    }
    expect(expected).toEqual(['root.m:3: invalid-class-combination', 'user.m:2: invalid-class-combination', 'local.m:2: invalid-class-combination']);
  });

  test('a summary is analysed once for every analysis sharing the table', () => {
    const p = tempProject({ ...files, user: 'function user()\nt = fixed(1) + int8(2);\n' });
    const summaries = new CalleeSummaries(p.lib, 'matlab', false);
    const first = new ValueAnalysis(p.lib, { calleeDepth: 1, otherFiles: 'summary', summaries, recordValues: false });
    const second = new ValueAnalysis(p.lib, { calleeDepth: 1, otherFiles: 'summary', summaries, recordValues: false });
    const rootOf = (a: ValueAnalysis, f: string) => a.analyze(a.functionIn(p.file(f))!, { args: [], nargin: null, nargout: 0 });
    const fixedIn = (a: ValueAnalysis, root: ReturnType<typeof rootOf>) => a.specializations([root]).find((s) => s.fn.name === 'fixed')!;
    const a = fixedIn(first, rootOf(first, 'root'));
    const b = fixedIn(second, rootOf(second, 'user'));
    expect(a.context.args.every((s) => s.top)).toBe(true);
    expect(b).toBe(a);
  });
});

test(`a function of more than ${SUMMARY_SIZE} IR statements gives callers in other files unknown results`, () => {
  const body = (n: number) => `function r = big(x)\n${Array.from({ length: n }, (_, i) => `y${i} = ${i};`).join('\n')}\nr = int32(1);\n`;
  const root = 'function r = root()\nr = int16(1) + big(1);\n';
  // Just within the size: its int32 result meets int16 in the root.
  expect(codes(tempProject({ root, big: body(SUMMARY_SIZE - 10) }), ['root'])).toEqual(['root.m:2: invalid-class-combination']);
  expect(codes(tempProject({ root, big: body(SUMMARY_SIZE + 10) }), ['root'])).toEqual([]);
});
