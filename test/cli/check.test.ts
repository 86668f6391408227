// `mtame check` end to end: the examples' report as a golden file, the JSON shape, SARIF that
// validates against the SARIF 2.1.0 schema (draft-04, hence ajv-draft-04), exit statuses and %#ok suppression.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

const root = join(import.meta.dirname, '..', '..');
const update = process.env.MTAME_UPDATE_GOLDEN === '1';

/** Runs mtame in-process; paths are relative to the repository root, vitest's working folder.
 *  `check` runs without the cache (each test sees a cold run) unless it names a cache folder. */
async function run(argv: string[]): Promise<{ status: number; out: string; err: string }> {
  expect(process.cwd()).toBe(root);
  let out = '';
  let err = '';
  const cold = argv[0] === 'check' && !argv.includes('--cache-dir') && !argv.includes('--help') ? ['--no-cache'] : [];
  const status = await main([...argv, ...cold], { out: (t) => (out += t), err: (t) => (err += t), isTTY: false });
  return { status, out, err };
}

function golden(name: string, actual: string): void {
  const path = join(import.meta.dirname, 'golden', name);
  if (update || !existsSync(path)) writeFileSync(path, actual);
  expect(actual).toBe(readFileSync(path, 'utf8'));
}

describe('mtame check', () => {
  it('reports one bug of each kind in examples/bugs and nothing in examples/clean (golden)', async () => {
    const r = await run(['check', 'examples']);
    expect(r.status).toBe(1);
    golden('check-examples.txt', r.out);
    expect(r.out).not.toContain('examples/clean/');
    expect(r.out).not.toContain('suppressed.m');
    for (const code of ['syntax-error', 'kind-conflict', 'end-ambiguous', 'undefined-name', 'too-many-inputs', 'too-many-outputs', 'unreachable-code', 'function-name-mismatch', 'unassigned-variable']) {
      expect(r.out).toContain(`[${code}]`);
    }
  });

  it('exits 0 on clean code', async () => {
    const r = await run(['check', 'examples/clean']);
    expect(r.out).toBe('6 files checked: 0 errors, 0 warnings\n');
    expect(r.status).toBe(0);
  });

  it('prints the documented JSON', async () => {
    const doc = JSON.parse((await run(['check', 'examples', '--format', 'json'])).out);
    expect(doc.summary).toMatchObject({ files: 24, errors: 12, warnings: 6 });
    const d = doc.diagnostics.find((x: { code: string; file: string }) => x.code === 'too-many-inputs' && x.file.endsWith('too_many_inputs.m'));
    expect(d).toEqual({
      file: 'examples/bugs/too_many_inputs.m', line: 3, column: 5, endLine: 3, endColumn: 10, severity: 'error', code: 'too-many-inputs',
      message: "'scale' takes at most 2 inputs, but is called with 3.",
      related: [{ file: 'examples/bugs/too_many_inputs.m', line: 6, column: 14, message: "'scale' is declared here" }],
    });
  });

  it('prints SARIF 2.1.0 that validates against the official schema', async () => {
    const require = createRequire(import.meta.url);
    const schema = JSON.parse(readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));
    const log = JSON.parse((await run(['check', 'examples', '--format', 'sarif'])).out);
    // ajv-draft-04 is CommonJS with a default export: load it through require.
    type Validator = ((data: unknown) => boolean) & { errors?: unknown };
    const { default: Ajv } = require('ajv-draft-04') as { default: new (o: object) => { compile(s: object): Validator } };
    // The schema's language-tag pattern is not valid under the u flag, hence unicodeRegExp: false.
    const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
    const validate = ajv.compile(schema);
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ version: '2.1.0', runs: [{ results: [] }] }), 'the schema rejects a run without a tool').toBe(false);
    expect(log.runs[0].results).toHaveLength(18);
    expect(log.runs[0].tool.driver.rules.map((r: { id: string }) => r.id)).toContain('kind-conflict');
  });

  it('reports an unreadable input with status 2 and checks the rest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtame-check-'));
    writeFileSync(join(dir, 'ok.m'), 'x = 1;\n');
    writeFileSync(join(dir, 'bin.m'), new Uint8Array([0, 1, 2, 3]));
    const r = await run(['check', dir, '--format', 'json']);
    expect(r.status).toBe(2);
    const doc = JSON.parse(r.out);
    expect(doc.diagnostics.map((d: { code: string }) => d.code)).toEqual(['unreadable-file']);
    expect(doc.summary.files).toBe(2);
  });

  it('shows the source line and a caret for files whose lines end with a lone CR', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtame-cr-'));
    writeFileSync(join(dir, 'cr.m'), 'function cr()\ry = lenght(2);\rend\r');
    const r = await run(['check', dir]);
    expect(r.out).toContain('cr.m:2:5: warning:');
    expect(r.out).toContain('\n    y = lenght(2);\n        ^~~~~~\n');
  });

  it('names the names undefined in several files, which a toolbox missing from the path explains', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtame-dep-'));
    for (const f of ['a', 'b', 'c']) writeFileSync(join(dir, `${f}.m`), `function ${f}()\nx = dep_fun(1);\ny = other_dep(x);\nend\n`);
    writeFileSync(join(dir, 'd.m'), 'function d()\nz = lenght(1);\nw = other_dep(z);\nend\n');
    const r = await run(['check', dir]);
    expect(r.out).toContain("Undefined in several files: 'other_dep' (4 files), 'dep_fun' (3 files). If they come from a toolbox");
    expect(r.out).not.toContain("'lenght' (");
  });

  it("reports no value-analysis finding in code after a call of another file's helper that never returns (stk_predict)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtame-dead-'));
    // stk's stk_error raises a struct whose message is the text it is given: its summary (seen
    // from another file, with unknown arguments) cannot tell, the per-file checks can.
    writeFileSync(join(dir, 'stk_error.m'), "function stk_error(msg, id)\nstack = dbstack();\nstack = stack(2:end);\ns = struct('message', msg, 'identifier', ['STK:' id], 'stack', stack);\nerror(s);\nend\n");
    writeFileSync(join(dir, 'scale.m'), 'function y = scale(x, k)\ny = x * k;\nend\n');
    writeFileSync(join(dir, 'main.m'), "function r = main(x)\nif x\n  stk_error('This syntax is not implemented yet.', 'NotImplemented');\n  r = scale(x);\nelse\n  r = scale(x);\nend\nend\n");
    const doc = JSON.parse((await run(['check', dir, '--format', 'json'])).out);
    // The dead call is unreachable code; the same call where it runs is reported.
    expect(doc.diagnostics.map((d: { line: number; code: string }) => `${d.line}: ${d.code}`)).toEqual(['4: unreachable-code', '6: not-enough-inputs']);
  });

  it('honours %#ok and %#ok<code> on the line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtame-ok-'));
    writeFileSync(join(dir, 'f.m'), 'function f()\na = foo1(1); %#ok\nb = foo2(2); %#ok<undefined-name>\nc = foo3(3); %#ok<AGROW>\nend\n');
    const doc = JSON.parse((await run(['check', dir, '--format', 'json'])).out);
    expect(doc.diagnostics.map((d: { line: number }) => d.line)).toEqual([4]);
  });

  it('rejects bad usage with status 2', async () => {
    expect((await run(['check', 'examples', '--format', 'xml'])).status).toBe(2);
    expect((await run(['check', 'examples', '--jobs', '0'])).status).toBe(2);
    expect((await run(['check', 'examples', '--jobs', 'many'])).status).toBe(2);
  });

  it('prints the same report, byte for byte, with --jobs 1 (this thread) and --jobs 2 (worker threads)', async () => {
    // The built command: worker threads run the compiled worker module.
    expect(existsSync(join(root, 'dist', 'cli', 'check-worker.js')), 'dist/ is missing: run `npm run build`').toBe(true);
    const dir = mkdtempSync(join(tmpdir(), 'mtame-jobs-'));
    writeFileSync(join(dir, 'bin.m'), new Uint8Array([0, 1, 2, 3]));
    writeFileSync(join(dir, 'caller.m'), 'function caller()\nx = int8(1) + int16(2);\nhelper(1, 2, 3);\nend\n');
    writeFileSync(join(dir, 'helper.m'), 'function helper(a)\ndisp(a);\nend\n');
    const cli = (argv: string[]) => spawnSync(process.execPath, [join(root, 'bin', 'mtame.js'), ...argv], { cwd: root, encoding: 'utf8' });
    for (const [inputs, formats] of [[['examples'], ['text', 'json']], [[dir], ['json']]]) {
      for (const format of formats) {
        const one = cli(['check', ...inputs, '--format', format, '--jobs', '1', '--no-cache']);
        const two = cli(['check', ...inputs, '--format', format, '--jobs', '2', '--no-cache']);
        expect(two.stdout).toBe(one.stdout);
        expect(two.status).toBe(one.status);
        expect(two.stderr).toBe('');
        expect((await run(['check', ...inputs, '--format', format])).out).toBe(one.stdout);
      }
    }
    expect(cli(['check', 'examples', '--jobs', '2']).stdout).toBe(readFileSync(join(import.meta.dirname, 'golden', 'check-examples.txt'), 'utf8'));
    expect(cli(['check', dir, '--jobs', '2']).status).toBe(2);
  });

  it('goes on when a worker thread dies: its batch is checked again file by file, and the file whose thread dies alone without the value analysis', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtame-dies-'));
    writeFileSync(join(dir, 'caller.m'), 'function caller()\nx = int8(1) + int16(2);\ny = undefined_fn(1);\nend\n');
    writeFileSync(join(dir, 'other.m'), 'function other()\nz = 1;\nend\n');
    const env = { ...process.env, MTAME_TEST_WORKER_DIES_ON: 'caller.m' };
    const r = spawnSync(process.execPath, [join(root, 'bin', 'mtame.js'), 'check', dir, '--format', 'json', '--jobs', '2', '--no-cache'], { cwd: root, encoding: 'utf8', env, timeout: 60_000 });
    expect(r.status).toBe(0);
    const doc = JSON.parse(r.stdout);
    const codes = doc.diagnostics.map((d: { code: string }) => d.code).sort();
    // For caller.m the per-file checks ran (undefined-name), the value analysis
    // (invalid-class-combination) did not, and says so; other.m, checked alone, lost nothing.
    expect(codes).toEqual(['analysis-skipped', 'undefined-name']);
    expect(doc.diagnostics.find((d: { code: string }) => d.code === 'analysis-skipped').message).toContain('exit code 70');
    // mtame.json can turn the note off, like any code.
    const quiet = join(dir, 'quiet.json');
    writeFileSync(quiet, JSON.stringify({ checks: { 'analysis-skipped': 'off' } }));
    const off = spawnSync(process.execPath, [join(root, 'bin', 'mtame.js'), 'check', dir, '--format', 'json', '--jobs', '2', '--no-cache', '--config', quiet], { cwd: root, encoding: 'utf8', env, timeout: 60_000 });
    expect(JSON.parse(off.stdout).diagnostics.map((d: { code: string }) => d.code)).toEqual(['undefined-name']);
    // Without the hook, the same folder gives the value analysis' error.
    const whole = spawnSync(process.execPath, [join(root, 'bin', 'mtame.js'), 'check', dir, '--format', 'json', '--jobs', '2', '--no-cache'], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(whole.stdout).diagnostics.map((d: { code: string }) => d.code).sort()).toEqual(['invalid-class-combination', 'undefined-name']);
    // Threads that cannot start at all (a heap too small to load them): the run goes on in
    // the main thread and gives the same report.
    const starved = spawnSync(process.execPath, [join(root, 'bin', 'mtame.js'), 'check', dir, '--format', 'json', '--jobs', '2', '--no-cache'], { cwd: root, encoding: 'utf8', env: { ...process.env, MTAME_WORKER_HEAP_MB: '4' }, timeout: 60_000 });
    expect(starved.stdout).toBe(whole.stdout);
  });

  it('reads and checks again file by file a batch whose thread dies (a batch too big for a heap): the report loses nothing', () => {
    // MATPOWER's data folder: 82 files of tables, each fine alone, too big together.
    const dir = mkdtempSync(join(tmpdir(), 'mtame-big-batch-'));
    for (let k = 0; k < 24; k++) writeFileSync(join(dir, `f${k}.m`), `function f${k}()\nz = ${k};\nend\n`);
    writeFileSync(join(dir, 'big.m'), 'function big()\nx = int8(1) + int16(2);\ny = undefined_fn(1);\nend\n');
    const args = [join(root, 'bin', 'mtame.js'), 'check', dir, '--format', 'json', '--jobs', '2', '--no-cache'];
    const whole = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', timeout: 60_000 });
    const dies = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', env: { ...process.env, MTAME_TEST_WORKER_DIES_ON_BATCH: 'big.m' }, timeout: 60_000 });
    expect(JSON.parse(whole.stdout).diagnostics.map((d: { code: string }) => d.code).sort()).toEqual(['invalid-class-combination', 'undefined-name']);
    expect(dies.stdout).toBe(whole.stdout);
    expect(dies.status).toBe(whole.status);
  });

  it('goes on when the analysis of one file throws (a bug of mtame\'s): that file says so, in one thread or several', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtame-throws-'));
    writeFileSync(join(dir, 'broken.m'), 'function broken()\nx = int8(1) + int16(2);\ny = undefined_fn(1);\nend\n');
    writeFileSync(join(dir, 'other.m'), 'function other()\nz = int8(1) + int16(2);\nend\n');
    const env = { ...process.env, MTAME_TEST_ANALYSIS_THROWS_ON: 'broken.m' };
    for (const jobs of ['1', '2']) {
      const r = spawnSync(process.execPath, [join(root, 'bin', 'mtame.js'), 'check', dir, '--format', 'json', '--jobs', jobs, '--no-cache'], { cwd: root, encoding: 'utf8', env, timeout: 60_000 });
      expect(r.stderr).toBe('');
      const doc = JSON.parse(r.stdout) as { diagnostics: Array<{ file: string; code: string; message: string }> };
      expect(doc.diagnostics.map((d) => `${basename(d.file)} ${d.code}`).sort(), `--jobs ${jobs}`).toEqual(['broken.m analysis-skipped', 'broken.m undefined-name', 'other.m invalid-class-combination']);
      expect(doc.diagnostics.find((d) => d.code === 'analysis-skipped')!.message).toContain('failed on purpose');
      expect(r.status).toBe(1);
    }
  });
});

describe('data files', () => {
  it('checks a matrix literal of 200,000 numbers: no stack overflow, and its size known', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtame-table-'));
    const rows = Array.from({ length: 20_000 }, (_, k) => `${k} 1 0.5 -2 3 4 5 6 7 ${k * 2}`).join('\n');
    writeFileSync(join(dir, 'table.m'), `function t = table()\nt = [\n${rows}\n];\nx = t(1:3, 1) + ones(2, 1);\nend\n`);
    const doc = JSON.parse((await run(['check', dir, '--format', 'json', '--no-cache'])).out);
    // The size error on the last line is found: the table's 20000x10 shape came through.
    expect(doc.diagnostics.map((d: { code: string; line: number }) => `${d.line}:${d.code}`)).toEqual(['20004:dim-mismatch']);
  });
});

describe('names real code gets at run time', () => {
  const project = (files: Record<string, string>): string => {
    const dir = mkdtempSync(join(tmpdir(), 'mtame-runtime-names-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return dir;
  };
  const codes = async (dir: string): Promise<string[]> =>
    JSON.parse((await run(['check', dir, '--format', 'json', '--no-cache'])).out).diagnostics.map((d: { file: string; line: number; code: string }) => `${basename(d.file)}:${d.line}:${d.code}`);

  it("an 'end' in a name that load or a helper's assignin('caller', ...) may create is no error (Dynare's record)", async () => {
    const helper = "function load_history(f)\nrecord = load(f);\nassignin('caller', 'record', record);\nend\n";
    const caller = 'function n = draws(f)\nload_history(f);\nn = record.MhDraws(end, 1);\nend\n';
    const bare = 'function n = draws2(f)\nload(f);\nn = record.MhDraws(end, 1);\nend\n';
    const plain = 'function n = draws3(f)\nn = record.MhDraws(end, 1);\nend\n';
    const found = await codes(project({ 'load_history.m': helper, 'draws.m': caller, 'draws2.m': bare, 'draws3.m': plain }));
    // A bare load may create record too (GPmat's lvmLoadData): its `end` is not said to index a
    // name never assigned; the load itself is the wild feature.
    expect(found.filter((c) => /end-|undefined/.test(c))).toEqual(['draws3.m:2:end-unbound']);
    expect(found).toContain('draws2.m:2:wild-feature');
    // evalin and assignin act in another workspace: a misspelt name beside them is still reported
    // (eeglab's subsasgn_old: newadim1 for newdim1, next to evalin('caller', ...)).
    const other = await codes(project({ 'grow.m': "function r = grow(x)\nn = evalin('caller', 'nargin');\nnewdim1 = size(x);\nr = prod(newadim1(2:end)) + n;\nend\n" }));
    expect(other).toContain('grow.m:4:end-assumes-variable');
  });

  it("a function on the path under the name of one of MATLAB's own (a shim for old versions) does not decide an arity error; in the caller's folder it does", async () => {
    const shim = 'function tok = strsplit(str, delimiters)\ntok = {str};\nend\n';
    const user = "function c = parts(s)\n[c, m] = strsplit(s, ',');\nend\n";
    expect((await codes(project({ 'missing/strsplit/strsplit.m': shim, 'main/parts.m': user }))).filter((c) => c.includes('too-many'))).toEqual([]);
    expect((await codes(project({ 'strsplit.m': shim, 'parts.m': user }))).filter((c) => c.includes('too-many'))).toEqual(['parts.m:2:too-many-outputs']);
  });
});

describe('unassigned-variable', () => {
  const check = async (body: string): Promise<string[]> => {
    const dir = mkdtempSync(join(tmpdir(), 'mtame-unassigned-'));
    writeFileSync(join(dir, 'f.m'), `function r = f(a)\n${body}\nend\n`);
    const doc = JSON.parse((await run(['check', dir, '--format', 'json'])).out);
    return doc.diagnostics.filter((d: { code: string }) => d.code === 'unassigned-variable').map((d: { line: number; message: string }) => `${d.line}:${d.message.split("'")[1]}`);
  };
  it('flags a use after an if that assigns on one branch only', async () => {
    expect(await check('if a > 0\n  x = 1;\nend\nr = x;')).toEqual(['5:x']);
  });
  it('accepts a variable assigned on every branch, or on every branch that goes on', async () => {
    expect(await check('if a > 0\n  x = 1;\nelse\n  x = 2;\nend\nr = x;')).toEqual([]);
    expect(await check("if a > 0\n  x = 1;\nelse\n  error('f:bad', 'bad');\nend\nr = x;")).toEqual([]);
  });
  it('flags a use in a loop body before the assignment of the first iteration', async () => {
    expect(await check('for k = 1:a\n  if a > 1\n    r = prev;\n  end\n  prev = k;\nend\nr = 0;')).toEqual(['4:prev']);
    // `if k > 1` skips the first iteration: an earlier, whole iteration assigned prev.
    expect(await check('for k = 1:a\n  if k > 1\n    r = prev;\n  end\n  prev = k;\nend\nr = 0;')).toEqual([]);
  });
  it('does not flag inputs, globals, exist guards, or a loop variable inside its loop', async () => {
    expect(await check("global g\nif ~exist('z', 'var')\n  z = 1;\nend\nfor k = 1:3\n  r = a + g + k + z;\nend")).toEqual([]);
  });
  it('flags an output used before it is assigned', async () => {
    expect(await check('r(2) = r(1);')).toEqual(['2:r']);
  });
});

describe('mtame.json', () => {
  const project = (config: unknown): string => {
    const dir = mkdtempSync(join(tmpdir(), 'mtame-config-'));
    writeFileSync(join(dir, 'mtame.json'), typeof config === 'string' ? config : JSON.stringify(config));
    writeFileSync(join(dir, 'f.m'), 'function f()\nx = lenght(1);\nif x\n  return\n  y = 2;\nend\nz = helper9(1);\nend\n');
    return dir;
  };
  const codes = async (dir: string): Promise<string[]> =>
    JSON.parse((await run(['check', dir, '--format', 'json'])).out).diagnostics.map((d: { code: string; severity: string }) => `${d.code}:${d.severity}`);

  it('turns checks off and changes severities', async () => {
    const dir = project({ checks: { 'unreachable-code': 'off', 'undefined-name': 'error' } });
    expect(await codes(dir)).toEqual(['undefined-name:error', 'undefined-name:error']);
    expect((await run(['check', dir])).status).toBe(1);
  });

  it('notes a call of a product that products does not list, only when it lists them', async () => {
    const listed = project({ products: ['Image Processing Toolbox'], checks: { 'unreachable-code': 'off', 'undefined-name': 'off' } });
    writeFileSync(join(listed, 'g.m'), 'function g(x)\ny = filtfilt(1, 1, x);\nz = imresize(x, 2);\nw = sum(x);\nend\n');
    const r = JSON.parse((await run(['check', listed, '--format', 'json'])).out).diagnostics;
    expect(r.map((d: { code: string; severity: string; message: string }) => `${d.code}:${d.severity}:${d.message.split(' ')[0]}`)).toEqual(["missing-product:info:'filtfilt'"]);
    const silent = project({ checks: { 'unreachable-code': 'off', 'undefined-name': 'off' } });
    writeFileSync(join(silent, 'g.m'), 'function g(x)\ny = filtfilt(1, 1, x);\nend\n');
    expect(await codes(silent)).toEqual([]);
  });

  it('adds path folders relative to the file', async () => {
    const dir = project({ path: ['lib'], checks: { 'unreachable-code': 'off' } });
    mkdirSync(join(dir, 'lib', 'sub'), { recursive: true });
    writeFileSync(join(dir, 'lib', 'sub', 'helper9.m'), 'function y = helper9(x)\ny = x;\nend\n');
    expect(await codes(join(dir, 'f.m'))).toEqual(['undefined-name:warning']);
  });

  it('rejects an invalid configuration with status 2 and a message naming the file', async () => {
    const dir = project({ checkz: {} });
    const r = await run(['check', dir]);
    expect(r.status).toBe(2);
    expect(r.err).toContain("mtame.json: unknown setting 'checkz'");
    expect((await run(['check', project('{ not json')])).status).toBe(2);
    const typo = await run(['check', project({ checks: { 'undefined-nmae': 'off' } })]);
    expect(typo.status).toBe(2);
    expect(typo.err).toContain("unknown code 'undefined-nmae'");
  });

  it('has a JSON schema that accepts a full example and rejects a bad severity', async () => {
    const schema = JSON.parse(readFileSync(join(root, 'schemas', 'mtame.schema.json'), 'utf8'));
    const require = createRequire(import.meta.url);
    type Validator = ((data: unknown) => boolean) & { errors?: unknown };
    const { Ajv } = require('ajv') as { Ajv: new (o: object) => { compile(s: object): Validator } };
    const validate = new Ajv({ strict: false }).compile(schema);
    const example = { path: ['lib'], dialect: 'matlab', runtime: 'matlab', checks: { 'undefined-name': 'off' }, entries: [{ file: 'main.m', args: ['double[3x3]'] }] };
    expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ checks: { 'undefined-name': 'loud' } })).toBe(false);
  });
});

describe('compiled functions', () => {
  it('a MEX file beside a .m makes its signature unknown: no arity error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mtame-mex-'));
    writeFileSync(join(dir, 'fastsum.m'), 'function fastsum\n%FASTSUM Help for the MEX function fastsum.mexa64.\n');
    writeFileSync(join(dir, 'fastsum.mexa64'), new Uint8Array([0x7f, 0x45, 0x4c, 0x46]));
    writeFileSync(join(dir, 'caller.m'), 'function y = caller(x)\ny = fastsum(x, 2);\nend\n');
    const doc = JSON.parse((await run(['check', dir, '--format', 'json'])).out);
    expect(doc.diagnostics).toEqual([]);
  });
});
