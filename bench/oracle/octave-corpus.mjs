// The oracle over the Octave corpus (local only, not in CI): the functions Octave ships in
// /usr/share/octave/<version>/m that can run headless are instrumented (instrument.mjs), run
// by their own `%!assert`/`%!test` blocks through Octave's `test`, and each distinct argument
// signature their tests called them with is analysed by mtame from the function's entry with
// those arguments; the records of each call are compared (compare.mjs) with the analysis of
// its signature.
//
//   node bench/oracle/octave-corpus.mjs [NAME...] [--sample N] [--seed S] [--budget SECONDS]
//        [--timeout S] [--concurrency N] [--max-signatures N] [--no-original] [--out FILE]
//        [--keep] [--corpus DIR] [--verbose]
//
// How a function is run: a scratch folder gets the function instrumented (every assignment
// logged, as for bench/programs) with a prologue that logs, at entry, the class, size,
// complexity and (for short char rows and real scalars) the value of every argument, with
// nargout; the file's test blocks (without %!error, %!warning, %!fail and %!demo, which call it
// to fail) follow. Octave runs `test NAME` in that folder (first on the path), headless, stdin
// from /dev/null, killed after the timeout. Each record is tagged with the signature of the
// innermost call of the function in progress (a stack kept by the prologue's onCleanup).
// Unless --no-original, the uninstrumented file with the same tests runs too, and a different
// count of passing tests is a harness error.
//
// The static side is mtame's value analysis in this process (dist/): the function alone (with
// its private/ folder) in a scratch folder, the Octave runtime's builtins, the entry analysed
// with the signature's arguments as `mtame tame --arg` specs (`(2,3) double`, `(1,4) char =
// 'rows'`, `(1,1) double = 2`) and the signature's nargout (which `mtame tame` takes to be the
// number of declared outputs); its JSON is the same as `mtame tame --format json`.
//
// Exit status 1 on a soundness violation, 2 on bad usage.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearTimeout, setTimeout } from 'node:timers';
import { parse } from '../../dist/syntax/index.js';
import { ValueAnalysis, parseArgSpec, single } from '../../dist/analysis/index.js';
import { loadProject } from '../../dist/workspace/index.js';
import { tameJson } from '../../dist/report/tame.js';
import { rng } from '../lib/random.mjs';
import { compareProgram } from './compare.mjs';
import { instrumentSource, LOGGER } from './instrument.mjs';
import { octaveAvailable, parseLog } from './runtime.mjs';

const OCTAVE_ARGS = ['--no-gui', '--no-window-system', '--norc', '--quiet', '--no-history'];

/** Folders of the corpus whose functions compute (no plotting, GUI, files, packages, system). */
export const CATEGORIES = [
  'elfun', 'general', 'geometry', 'image', 'linear-algebra', 'miscellaneous', 'optimization', 'polynomial', 'set',
  'signal', 'sparse', 'specfun', 'special-matrix', 'statistics', 'strings', 'time',
];

/** Functions of those folders that draw, touch files or the system, wait for input, or need a caller. */
const SKIP = new Set([
  // image: figures and files
  'brighten', 'colormap', 'contrast', 'frame2im', 'getframe', 'im2frame', 'image', 'imagesc', 'imfinfo', 'imformats', 'imread',
  'imshow', 'imwrite', 'movie', 'rgbplot', 'spinmap',
  // miscellaneous: files, archives, the system, help, packages, the caller's workspace
  'bug_report', 'bunzip2', 'citation', 'clearvars', 'computer', 'copyfile', 'delete', 'dir', 'dos', 'edit', 'fileattrib', 'grabcode',
  'gunzip', 'info', 'inputname', 'isdeployed', 'isfile', 'isfolder', 'jupyter_notebook', 'license', 'loadobj', 'ls', 'ls_command',
  'memory', 'menu', 'methods', 'mex', 'mexext', 'mkdir', 'mkoctfile', 'movefile', 'news', 'open', 'pack', 'perl', 'publish', 'python',
  'recycle', 'run', 'saveobj', 'tar', 'tempdir', 'unix', 'unpack', 'untar', 'unzip', 'ver', 'verLessThan', 'version', 'what', 'zip',
  'inputParser', 'narginchk', 'nargoutchk', 'nargchk',
  // plotting or files elsewhere
  'freqz_plot', 'rectint', 'voronoi', 'griddata', 'triplequad', 'dblquad',
]);

/** Calls in a function's code (not its tests) that mean it draws, does I/O or asks the system. */
const IMPURE = /\b(figure|gcf|gca|axes|plot|drawnow|line|patch|surface|text|fopen|fclose|fprintf\s*\(\s*fid|unlink|tempname|system|shell_cmd|input|keyboard|waitbar|uimenu|evalin|assignin|pkg|getenv|setenv|dbstack|inputname)\s*\(/;

const TEST_LINE = /^[%#]!/;
/** Test blocks kept: those that call the function to succeed. */
const KEPT_BLOCKS = /^[%#]!(assert|test|xtest|testif|shared|function|endfunction)\b/;

/** The function files of the corpus under `corpus` (version folder's m/), by category. */
export function corpusFunctions(corpus) {
  const root = findFunctionRoot(corpus);
  const out = [];
  for (const category of CATEGORIES) {
    const dir = path.join(root, category);
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).sort()) {
      if (!f.endsWith('.m')) continue;
      out.push({ name: f.slice(0, -2), category, file: path.join(dir, f), dir });
    }
  }
  return out;
}

function findFunctionRoot(corpus) {
  if (existsSync(path.join(corpus, 'elfun'))) return corpus;
  for (const v of readdirSync(corpus).sort().reverse()) {
    const m = path.join(corpus, v, 'm');
    if (existsSync(path.join(m, 'elfun'))) return m;
  }
  throw new Error(`no Octave function library (a folder with elfun/, general/, ...) under ${corpus}`);
}

/**
 * Whether a corpus function can be run headless from its tests. Returns `{ ok, reason, text,
 * tests }`: the tests are the kept test blocks' lines.
 */
export function screen(fn) {
  if (SKIP.has(fn.name)) return { ok: false, reason: 'skipped by name (draws, I/O, system or caller)' };
  const text = readFileSync(fn.file, 'utf8');
  const lines = text.split('\n');
  const code = lines.filter((l) => !TEST_LINE.test(l)).join('\n');
  const tests = keptTests(lines);
  if (!tests.some((l) => /^[%#]!(assert|test|xtest|testif)\b/.test(l))) return { ok: false, reason: 'no %!assert or %!test block' };
  const { ast, diagnostics } = parse(text, { dialect: 'auto' });
  if (diagnostics.some((d) => d.severity === 'error')) return { ok: false, reason: 'syntax error' };
  const first = ast.body.find((s) => s.type !== 'Comments');
  if (!first || first.type !== 'Function') return { ok: false, reason: first?.type === 'ClassDef' ? 'classdef' : 'script' };
  const impure = code.replace(/(^|\n)\s*[%#].*/g, '').match(IMPURE);
  if (impure) return { ok: false, reason: `calls ${impure[1]}` };
  if (first.inputs.some((p) => p.type !== 'Identifier')) return { ok: false, reason: 'an ignored (~) input' };
  return { ok: true, text, tests, fnStmt: first };
}

function keptTests(lines) {
  const out = [];
  let keep = false;
  for (const l of lines) {
    if (!TEST_LINE.test(l)) continue;
    // A block starts with a keyword right after the marker; `%! code` continues the block.
    if (/^[%#]![A-Za-z]/.test(l)) keep = KEPT_BLOCKS.test(l);
    if (keep) out.push(l);
  }
  return out;
}

/** The prologue of the instrumented function: its arguments and nargout to the logger. */
function prologue(fn) {
  const lines = ['mtame_a__ = cell (1, 0);'];
  fn.inputs.forEach((p, i) => {
    if (p.name === 'varargin' && i === fn.inputs.length - 1) lines.push(`if (nargin > ${i}) mtame_a__ = [mtame_a__, varargin]; end`);
    else lines.push(`if (nargin > ${i}) mtame_a__{${i + 1}} = ${p.name}; end`);
  });
  lines.push(`mtame_g__ = ${LOGGER} (-2, mtame_a__, nargout);`, 'clear mtame_a__;');
  return lines.join('\n') + '\n';
}

/**
 * The corpus logger, as Octave code. As instrument.mjs's, plus argument signatures:
 * `mtame_log__(-2, args, nargout)` at a function's entry writes `@K|nargout|spec<TAB>spec...`
 * the first time that signature is seen, pushes K, and returns an onCleanup that pops it;
 * every record is `K|ID|class|size|complex|extra` with K the innermost signature (0: none).
 * Only builtins are called (it may log a corpus function such as strjoin), and a call made
 * while it runs returns at once.
 */
export function corpusLoggerSource(logPath, cap = 50) {
  const q = logPath.replace(/'/g, "''");
  return `function g = ${LOGGER} (id, name, v)
  % Generated by bench/oracle/octave-corpus.mjs: records values with the signature of the call.
  persistent fid counts sigs stack busy
  g = [];
  if (isempty (fid))
    fid = fopen ('${q}', 'a');
    counts = zeros (4, 1024);
    sigs = {};
    stack = 0;
    busy = false;
  end
  if (busy)
    return;
  end
  busy = true;
  if (id == -1)
    [k, j] = find (counts);
    for i = 1:numel (k)
      fprintf (fid, '#count %d %d %d\\n', k(i) - 1, j(i), counts(k(i), j(i)));
    end
    fclose (fid);
    fid = [];
    busy = false;
    return;
  elseif (id == -2)
    s = sprintf ('%d', v);
    for i = 1:numel (name)
      s = [s, char(9), mtame_spec__(name{i})];
    end
    k = find (strcmp (sigs, s), 1);
    if (isempty (k))
      sigs{end + 1} = s;
      k = numel (sigs);
      fprintf (fid, '@%d|%s\\n', k, s);
    end
    stack(end + 1) = k;
    g = onCleanup (@() ${LOGGER} (-3));
    busy = false;
    return;
  elseif (id == -3)
    if (numel (stack) > 1)
      stack(end) = [];
    end
    busy = false;
    return;
  end
  k = stack(end) + 1;
  if (k > rows (counts) || id > columns (counts))
    counts(max (k, 2 * rows (counts)), max (id, 2 * columns (counts))) = 0;
  end
  counts(k, id) = counts(k, id) + 1;
  if (counts(k, id) > ${cap})
    busy = false;
    return;
  end
  extra = '';
  if (isstruct (v))
    f = __fieldnames__ (v);
    extra = 'S:';
    for i = 1:numel (f)
      if (numel (v) >= 1)
        x = v(1).(f{i});
        extra = [extra, f{i}, '=', class(x), ':', mtame_dims__(x), ','];
      else
        extra = [extra, f{i}, '=?,'];
      end
    end
  elseif (iscell (v))
    extra = 'C:';
    for i = 1:min (numel (v), 10)
      extra = [extra, class(v{i}), ':', mtame_dims__(v{i}), ';'];
    end
  end
  cx = isnumeric (v) && ! isreal (v);
  fprintf (fid, '%d|%d|%s|%s|%d|%s\\n', k - 1, id, class (v), mtame_dims__ (v), cx, extra);
  busy = false;
end

function s = mtame_dims__ (x)
  s = sprintf ('%dx', size (x));
  s = s(1:end-1);
end

function s = mtame_spec__ (v)
  c = class (v);
  known = {'double', 'single', 'logical', 'char', 'int8', 'int16', 'int32', 'int64', ...
           'uint8', 'uint16', 'uint32', 'uint64', 'cell', 'struct', 'function_handle'};
  if (! any (strcmp (c, known)))
    s = ['!', c];
    return;
  end
  if (strcmp (c, 'function_handle'))
    s = c;
    return;
  end
  d = sprintf ('%d,', size (v));
  s = ['(', d(1:end-1), ') ', c];
  if (isnumeric (v) && ! isreal (v))
    s = [s, ' complex'];
  elseif (ischar (v) && rows (v) == 1 && columns (v) >= 1 && columns (v) <= 64 && all (v >= 32 & v < 127))
    s = [s, ' = ''', strrep(v, '''', ''''''), ''''];
  elseif ((isnumeric (v) || islogical (v)) && isscalar (v) && ! issparse (v))
    if (islogical (v))
      if (v) s = [s, ' = true']; else s = [s, ' = false']; end
    elseif (isinteger (v))
      s = [s, ' = ', sprintf('%d', v)];
    elseif (isnan (v))
      s = [s, ' = NaN'];
    elseif (isinf (v))
      if (v > 0) s = [s, ' = Inf']; else s = [s, ' = -Inf']; end
    else
      s = [s, ' = ', sprintf('%.17g', double (v))];
    end
  end
end
`;
}

/**
 * Splits a corpus log into signatures: `{ signatures: Map(K → { nargout, specs }), records:
 * Map(K → records) }` (K 0: records outside any call of the function), with the side table.
 */
export function parseCorpusLog(text, table) {
  const signatures = new Map();
  const lines = new Map();
  const countLines = new Map();
  for (const line of text.split('\n')) {
    if (!line) continue;
    if (line.startsWith('@')) {
      const bar = line.indexOf('|');
      const [nargout, ...specs] = line.slice(bar + 1).split('\t');
      signatures.set(Number(line.slice(1, bar)), { nargout: Number(nargout), specs });
      continue;
    }
    if (line.startsWith('#count ')) {
      const [, k, id, n] = line.split(' ');
      const l = countLines.get(Number(k)) ?? [];
      l.push(`#count ${id} ${n}`);
      countLines.set(Number(k), l);
      continue;
    }
    const bar = line.indexOf('|');
    const k = Number(line.slice(0, bar));
    const l = lines.get(k) ?? [];
    l.push(line.slice(bar + 1));
    lines.set(k, l);
  }
  const records = new Map();
  for (const k of new Set([...lines.keys(), ...countLines.keys()])) {
    records.set(k, parseLog([...(lines.get(k) ?? []), ...(countLines.get(k) ?? [])].join('\n'), table));
  }
  return { signatures, records };
}

function runOctave(dir, code, timeoutSeconds) {
  return new Promise((resolve) => {
    const child = spawn('octave', [...OCTAVE_ARGS, '--eval', code], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, OCTAVE_HISTFILE: '/dev/null', HOME: dir, DISPLAY: '' },
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (d) => { stdout = (stdout + d).slice(-20000); });
    child.stderr.on('data', (d) => { stderr = (stderr + d).slice(-8000); });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutSeconds * 1000);
    const done = (status) => {
      clearTimeout(timer);
      resolve({ stdout, stderr, status, timedOut });
    };
    child.on('error', () => done(-1));
    child.on('close', (status) => done(status ?? -1));
  });
}

/** Runs `test NAME` in `dir`; returns the passing and total counts (undefined when it did not finish). */
async function runTests(dir, name, timeoutSeconds, after = '') {
  const code = `[mtame_n__, mtame_m__] = test ('${name}', 'quiet', stdout); ${after} printf ('\\n#tests %d %d\\n', mtame_n__, mtame_m__);`;
  const r = await runOctave(dir, code, timeoutSeconds);
  const m = r.stdout.match(/#tests (\d+) (\d+)\s*$/);
  return { ...r, passed: m ? Number(m[1]) : undefined, total: m ? Number(m[2]) : undefined };
}

function stage(fn, kind, text, root) {
  const dir = path.join(root, kind);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${fn.name}.m`), text);
  const priv = path.join(fn.dir, 'private');
  if (existsSync(priv)) cpSync(priv, path.join(dir, 'private'), { recursive: true });
  return dir;
}

/** The --arg spec of a logged argument, or undefined when mtame cannot take it. */
function argValue(spec) {
  if (spec.startsWith('!')) return undefined;
  const v = parseArgSpec(spec);
  return 'error' in v ? undefined : single(v);
}

/** The static side of one function: its library, and an analysis from its entry per signature. */
function staticSide(file) {
  const { files, lib } = loadProject([file], [], 'auto', 'octave');
  return (sig) => {
    // A fresh analysis per signature, as one run of mtame tame.
    const analysis = new ValueAnalysis(lib, { runtime: 'octave' });
    const fn = analysis.functionIn(files[0].path);
    const args = sig.specs.map(argValue);
    if (args.some((a) => a === undefined)) return { error: `argument not expressible: ${sig.specs.find((s) => argValue(s) === undefined)}` };
    if (!fn) return { error: 'no function' };
    try {
      const entry = analysis.analyze(fn, { args, nargin: args.length, nargout: sig.nargout });
      const specializations = analysis.specializations([entry]);
      return { json: tameJson({ entry, specializations, diagnostics: analysis.diagnostics(specializations) }) };
    } catch (e) {
      return { error: `analysis threw: ${e?.stack ?? e}` };
    }
  };
}

/** Runs one corpus function: returns its counts, comparison per signature, and problems. */
export async function runFunction(fn, opts) {
  const result = { name: fn.name, category: fn.category, status: 'skipped', reason: undefined, signatures: [], errors: [] };
  const s = screen(fn);
  if (!s.ok) return { ...result, reason: s.reason };
  result.status = 'tried';
  const work = mkdtempSync(path.join(opts.scratch, `${fn.name}-`));
  try {
    const table = [];
    const inst = instrumentSource(s.text, `${fn.name}.m`, table, { dialect: 'auto', prologue });
    if (inst.diagnostics.length > 0) {
      result.errors.push(`instrumentation: ${inst.diagnostics[0].message}`);
      return result;
    }
    const strip = (t) => t.split('\n').filter((l) => !TEST_LINE.test(l)).join('\n');
    const tests = `\n${s.tests.join('\n')}\n`;
    const instDir = stage(fn, 'inst', strip(inst.text) + tests, work);
    const logPath = path.join(work, 'records.log');
    writeFileSync(logPath, '');
    writeFileSync(path.join(instDir, `${LOGGER}.m`), corpusLoggerSource(logPath, opts.cap));
    const staticDir = stage(fn, 'static', s.text, work);
    const runs = [runTests(instDir, fn.name, opts.timeout, `${LOGGER} (-1);`)];
    if (opts.original) runs.push(runTests(stage(fn, 'orig', strip(s.text) + tests, work), fn.name, opts.timeout));
    const [ran, orig] = await Promise.all(runs);
    result.tests = { passed: ran.passed, total: ran.total, originalPassed: orig?.passed };
    if (ran.timedOut) result.errors.push(`timed out after ${opts.timeout} s`);
    else if (ran.passed === undefined) result.errors.push(`test did not finish: ${ran.stderr.trim().split('\n').slice(-2).join(' | ')}`);
    if (orig && !orig.timedOut && orig.passed !== undefined && ran.passed !== undefined && orig.passed !== ran.passed) {
      result.errors.push(`instrumented: ${ran.passed}/${ran.total} tests pass, original ${orig.passed}/${orig.total}`);
    }
    const { signatures, records } = parseCorpusLog(readFileSync(logPath, 'utf8'), table);
    result.status = ran.passed !== undefined ? 'run' : 'failed';
    result.sites = table.length;
    result.outside = records.get(0)?.records.length ?? 0;
    const analyse = staticSide(path.join(staticDir, `${fn.name}.m`));
    const keys = [...signatures.keys()].sort((a, b) => a - b);
    for (const k of keys) {
      const sig = signatures.get(k);
      const recs = records.get(k)?.records ?? [];
      const entry = { key: k, nargout: sig.nargout, args: sig.specs, records: recs.length };
      if (result.signatures.filter((x) => x.comparison).length >= opts.maxSignatures) {
        entry.skipped = 'over --max-signatures';
      } else {
        const st = analyse(sig);
        if (st.error) entry.skipped = st.error;
        else entry.comparison = compareProgram({ name: fn.name, records: recs }, st.json);
      }
      result.signatures.push(entry);
    }
    return result;
  } finally {
    if (opts.keep) result.work = work;
    else rmSync(work, { recursive: true, force: true });
  }
}

function totalsOf(r) {
  const t = { records: 0, covered: 0, sound: 0, exactClass: 0, exactShape: 0, notCovered: 0, violations: 0, signatures: 0, unanalysed: 0, unanalysedRecords: 0 };
  for (const s of r.signatures) {
    if (!s.comparison) {
      t.unanalysed += 1;
      t.unanalysedRecords += s.records;
      continue;
    }
    t.signatures += 1;
    for (const k of ['records', 'covered', 'sound', 'exactClass', 'exactShape', 'notCovered']) t[k] += s.comparison[k];
    t.violations += s.comparison.violations.length;
  }
  return t;
}

const pct = (n, d) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

/** The report as text: a line per function run, the totals, the violations with their source lines. */
export function formatReport(results, { corpus, seconds, selection }) {
  const lines = [];
  const tried = results.filter((r) => r.status !== 'skipped');
  const run = tried.filter((r) => r.status === 'run');
  const head = ['function', 'tests', 'sigs', 'records', 'covered', 'sound', 'class=1', 'shape=1', 'viol'];
  const rows = [head];
  const total = { records: 0, covered: 0, sound: 0, exactClass: 0, exactShape: 0, notCovered: 0, violations: 0, signatures: 0, unanalysed: 0, unanalysedRecords: 0 };
  for (const r of tried) {
    const t = totalsOf(r);
    for (const k of Object.keys(total)) total[k] += t[k];
    const tests = r.tests?.passed === undefined ? 'ERROR' : `${r.tests.passed}/${r.tests.total}`;
    rows.push([`${r.category}/${r.name}`, tests, `${t.signatures}${t.unanalysed ? `+${t.unanalysed}` : ''}`, t.records, t.covered,
      `${t.sound} ${pct(t.sound, t.covered)}`, `${t.exactClass} ${pct(t.exactClass, t.covered)}`, `${t.exactShape} ${pct(t.exactShape, t.covered)}`, t.violations].map(String));
  }
  rows.push(['TOTAL', `${run.length} run`, `${total.signatures}+${total.unanalysed}`, total.records, total.covered, `${total.sound} ${pct(total.sound, total.covered)}`,
    `${total.exactClass} ${pct(total.exactClass, total.covered)}`, `${total.exactShape} ${pct(total.exactShape, total.covered)}`, total.violations].map(String));
  const widths = head.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) lines.push(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
  lines.push('');
  const skipped = new Map();
  for (const r of results.filter((x) => x.status === 'skipped')) skipped.set(r.reason.replace(/^calls .*/, 'calls a drawing, I/O or system function'), (skipped.get(r.reason.replace(/^calls .*/, 'calls a drawing, I/O or system function')) ?? 0) + 1);
  lines.push(`corpus ${corpus}: ${selection}`);
  lines.push(`functions: ${results.length} considered, ${tried.length} tried, ${run.length} run (test finished), ${tried.length - run.length} failed or timed out`);
  lines.push(`  not tried: ${[...skipped].map(([k, n]) => `${n} ${k}`).join('; ') || 'none'}`);
  const why = new Map();
  for (const r of tried) for (const s of r.signatures) if (s.skipped) why.set(s.skipped, (why.get(s.skipped) ?? 0) + 1);
  lines.push(`signatures: ${total.signatures} analysed, ${total.unanalysed} not (${total.unanalysedRecords} records)${why.size ? `: ${[...why].map(([k, n]) => `${n} ${k}`).join('; ')}` : ''}`);
  lines.push(`records: ${total.records}, covered ${total.covered} (${pct(total.covered, total.records)}), sound ${total.sound} (${pct(total.sound, total.covered)} of covered), `
    + `exact class ${total.exactClass} (${pct(total.exactClass, total.covered)}), exact shape ${total.exactShape} (${pct(total.exactShape, total.covered)}), not covered ${total.notCovered}, `
    + `outside any call ${tried.reduce((n, r) => n + (r.outside ?? 0), 0)}`);
  lines.push(`violations (distinct site, runtime value and signature): ${total.violations}; time ${seconds.toFixed(0)} s`);
  const harness = tried.filter((r) => r.errors.length > 0);
  if (harness.length > 0) {
    lines.push('', 'harness errors:');
    for (const r of harness) for (const e of r.errors) lines.push(`  ${r.category}/${r.name}: ${e}`);
  }
  const viol = [];
  for (const r of tried) {
    const src = r.violationSource;
    for (const s of r.signatures) {
      for (const v of s.comparison?.violations ?? []) {
        const line = Number(v.where.split(':')[1]);
        viol.push(`VIOLATION ${r.category}/${r.name}(${s.args.join(', ')}) nargout=${s.nargout}: ${v.where}: ${v.name}: runtime ${v.runtime}, static ${v.static} `
          + `(${v.reason}; ${v.records} record${v.records === 1 ? '' : 's'})\n    ${line}: ${(src?.[line - 1] ?? '').trim()}`);
      }
    }
  }
  if (viol.length > 0) lines.push('', ...viol);
  return { text: lines.join('\n'), total };
}

function parseArgs(argv) {
  const o = { names: [], sample: undefined, seed: 1, budget: Infinity, timeout: 60, concurrency: 2, maxSignatures: 400, original: true, out: undefined,
    keep: false, corpus: '/usr/share/octave', verbose: false, cap: 50 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const num = () => {
      const n = Number(argv[++i]);
      if (!Number.isFinite(n) || n <= 0) throw new Error(`${a} needs a positive number`);
      return n;
    };
    if (a === '--sample') o.sample = num();
    else if (a === '--seed') o.seed = num();
    else if (a === '--budget') o.budget = num();
    else if (a === '--timeout') o.timeout = num();
    else if (a === '--concurrency') o.concurrency = num();
    else if (a === '--max-signatures') o.maxSignatures = num();
    else if (a === '--cap') o.cap = num();
    else if (a === '--no-original') o.original = false;
    else if (a === '--out') o.out = argv[++i];
    else if (a === '--keep') o.keep = true;
    else if (a === '--corpus') o.corpus = argv[++i];
    else if (a === '--verbose') o.verbose = true;
    else if (a.startsWith('--')) throw new Error(`unknown option ${a}`);
    else o.names.push(a);
  }
  return o;
}

async function main(argv) {
  let opts;
  try {
    opts = parseArgs(argv);
  } catch (e) {
    process.stderr.write(`${e.message}\nusage: node bench/oracle/octave-corpus.mjs [NAME...] [--sample N] [--seed S] [--budget SECONDS] [--timeout S] `
      + '[--concurrency N] [--max-signatures N] [--no-original] [--out FILE] [--keep] [--corpus DIR] [--verbose]\n');
    return 2;
  }
  if (!octaveAvailable()) {
    process.stderr.write('octave is not on the PATH: the oracle needs GNU Octave\n');
    return 2;
  }
  let all = corpusFunctions(opts.corpus);
  let selection = `all ${all.length} functions of ${CATEGORIES.length} folders`;
  if (opts.names.length > 0) {
    all = all.filter((f) => opts.names.includes(f.name));
    selection = `named: ${opts.names.join(', ')}`;
  } else if (opts.sample !== undefined && opts.sample < all.length) {
    const random = rng(opts.seed);
    const shuffled = all.map((f) => ({ f, r: random() })).sort((a, b) => a.r - b.r).map((x) => x.f);
    all = shuffled.slice(0, opts.sample).sort((a, b) => (a.file < b.file ? -1 : 1));
    selection = `a sample of ${opts.sample} of ${shuffled.length} functions (seed ${opts.seed})`;
  }
  opts.scratch = mkdtempSync(path.join(tmpdir(), 'mtame-octave-corpus-'));
  const started = Date.now();
  const results = [];
  let next = 0;
  let stopped = 0;
  const worker = async () => {
    while (next < all.length) {
      const fn = all[next++];
      if ((Date.now() - started) / 1000 > opts.budget) {
        stopped += 1;
        continue;
      }
      const r = await runFunction(fn, opts);
      if (r.signatures.some((s) => s.comparison?.violations.length)) r.violationSource = readFileSync(fn.file, 'utf8').split('\n');
      results.push(r);
      if (opts.verbose || r.status !== 'skipped') {
        const t = totalsOf(r);
        process.stderr.write(`  ${r.category}/${r.name}: ${r.status}${r.reason ? ` (${r.reason})` : ''}${r.status !== 'skipped' ? ` ${t.records} records, ${t.violations} violations` : ''}${r.errors.length ? ' HARNESS ERROR' : ''}\n`);
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  if (!opts.keep) rmSync(opts.scratch, { recursive: true, force: true });
  results.sort((a, b) => (a.category + a.name < b.category + b.name ? -1 : 1));
  if (stopped > 0) selection += `; ${stopped} not started within the --budget of ${opts.budget} s`;
  const { text, total } = formatReport(results, { corpus: opts.corpus, seconds: (Date.now() - started) / 1000, selection });
  process.stdout.write(text + '\n');
  if (opts.out) {
    writeFileSync(opts.out, JSON.stringify({ selection, results: results.map(({ violationSource: _source, ...r }) => r) }, null, 1));
    process.stderr.write(`wrote ${opts.out}\n`);
  }
  return total.violations > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
