// The learning script, as text, and the reading of what it prints: the Tamer paper's method
// (section 3.1.2) run on GNU Octave. One Octave process calls every probed builtin with random
// values of every combination of argument classes, in two shapes (scalar and 2x2) and two
// trials, and prints each call's result class or error; learnedRows() folds the calls of one
// class combination into one table row. Nothing here runs Octave: tools/learn-builtins.mjs
// and the drift test do, with this text.
import { parseTemplate, probeTemplates, runnableCall, type ProbeArg } from './probe.js';
import type { BuiltinTree } from './tree.js';

export interface ProbeJob {
  readonly builtin: string;
  readonly template: string;
  readonly args: readonly ProbeArg[];
  /** 0 when the builtin returns nothing (its Arity allows no output): called as a statement. */
  readonly nargout: 0 | 1;
}

/** Every probe the spec asks for, in spec order. */
export function probeJobs(tree: BuiltinTree): ProbeJob[] {
  const jobs: ProbeJob[] = [];
  for (const b of tree.builtins()) {
    const arity = tree.attribute(b.name, 'arity')?.value;
    const templates = probeTemplates(tree.attribute(b.name, 'probe')?.value, arity);
    const nargout = arity && arity.outputs.max === 0 ? 0 : 1;
    for (const template of templates) jobs.push({ builtin: b.name, template, args: parseTemplate(template), nargout });
  }
  return jobs;
}

function placeholders(job: ProbeJob): Extract<ProbeArg, { kind: 'placeholder' }>[] {
  const seen = new Map<string, Extract<ProbeArg, { kind: 'placeholder' }>>();
  for (const a of job.args) if (a.kind === 'placeholder' && !seen.has(a.name)) seen.set(a.name, a);
  return [...seen.values()];
}

const octaveString = (s: string): string => `'${s.replace(/'/g, "''")}'`;

/** Random values: small positive integer-valued numbers (so sizes, indices and dimensions are
 *  valid and only the classes decide), a scalar or a 2x2 matrix; letters for char, a letter or
 *  a row of two (text is a row, and a 2x2 char read as a size vector would ask for 10^8
 *  elements). Complex variants of double are used by the complexity pass only. */
const OCTAVE_HELPERS = String.raw`
1;
function v = mtame_value(cls, shape)
  if shape == 1, n = [1 1]; else, n = [2 2]; end
  switch cls
    case 'double', v = randi(4, n);
    case 'single', v = single(randi(4, n));
    case {'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'}, v = cast(randi(4, n), cls);
    case 'char', v = char(96 + randi(26, [1 n(2)]));
    case 'logical', v = rand(n) > 0.5;
    case 'cell', v = num2cell(randi(4, n));
    case 'struct', v = struct('a', num2cell(randi(4, n)));
    case 'function_handle', v = @sin;
    case 'real+', v = randi(4, n);
    case 'real-', v = -randi(4, n) - 0.5;
    case 'complex', v = randi(4, n) + 1i * randi(4, n);
    otherwise, error('mtame: no values for class %s', cls);
  end
end

% One class combination: every shape combination, in two trials; the second trial only when
% the first had a call that worked (errors from classes do not depend on the values).
function mtame_cell(fid, job, fh, vals, idx, names, shapes, codes, nout, trials)
  k = numel(idx);
  calls = cell(1, trials * rows(shapes));
  msg = '';
  n = 0;
  args = cell(1, k);
  for trial = 1:trials
    if trial > 1 && all(cellfun(@(c) c(end) == '!', calls(1:n))), break; end
    for s = 1:rows(shapes)
      for a = 1:k, args{a} = vals{a}{idx(a), trial, shapes(s, a)}; end
      try
        if nout == 0
          fh(args{:});
          r = 'none';
        else
          v = fh(args{:});
          r = class(v);
          if isnumeric(v) && ~isreal(v), r = [r '~complex']; end
        end
      catch err
        r = '!';
        if isempty(msg), msg = err.message; end
      end
      n = n + 1;
      calls{n} = [codes{s} ':' r];
    end
  end
  msg = regexprep(msg, '[\t\r\n]', ' ');
  fprintf(fid, '%d\t%s\t%s\t%s\n', job, strjoin(names, ','), strjoin(calls(1:n), ' '), msg);
end

% Values are made once per job, after seeding, so a job's rows do not depend on other jobs.
% Cells are numbered from 1 in the order they are enumerated; 'first' skips those before it.
function mtame_job(outfile, job, fh, lists, nshapes, nout, trials, first)
  started = tic;
  rand('state', 42);
  k = numel(lists);
  vals = cell(1, k);
  for a = 1:k
    vals{a} = cell(numel(lists{a}), trials, 2);
    for c = 1:numel(lists{a})
      for t = 1:trials, for s = 1:2, vals{a}{c, t, s} = mtame_value(lists{a}{c}, s); end, end
    end
  end
  % Every combination of shapes: placeholders with nshapes 2 take a scalar and a matrix,
  % those with 1 (lower-case x, y, z in the spec) only a scalar.
  combos = prod(nshapes);
  shapes = ones(combos, k);
  codes = cell(1, combos);
  for s = 0:(combos - 1)
    for a = 1:k, shapes(s + 1, a) = mod(floor(s / prod(nshapes(1:a-1))), nshapes(a)) + 1; end
    codes{s + 1} = char('s' + (shapes(s + 1, :) - 1) * ('m' - 's'));
  end
  % A call Octave does not accept with these many arguments fails through print_usage for
  % every class, slowly: when the plain calls (double scalars, and letters) do, no other call
  % is made.
  % (A function that checks its argument types with print_usage is then recorded as failing
  % for every class; the note says so.)
  usage = true;
  for plain_class = {'double', 'char'}
    try
      plain = cell(1, k);
      for a = 1:k, plain{a} = mtame_value(plain_class{1}, 1); end
      if nout == 0, fh(plain{:}); else, v = fh(plain{:}); end
      usage = false;
    catch err
      usage = usage && strncmp(err.message, 'Invalid call to', 15);
    end
    if ~usage, break; end
  end
  fid = fopen(outfile, 'a');
  idx = ones(1, k);
  count = 0;
  while true
    count = count + 1;
    names = cell(1, k);
    for a = 1:k, names{a} = lists{a}{idx(a)}; end
    if count < first
      % Cells before a restart point (after a call that never returned) were learned already.
    elseif usage
      fprintf(fid, '%d\t%s\t%s\t%s\n', job, strjoin(names, ','), 'ss:!', 'Invalid call (print_usage) with double and with char arguments: not called with other classes');
    else
      mtame_cell(fid, job, fh, vals, idx, names, shapes, codes, nout, trials);
    end
    a = k;
    while a >= 1 && idx(a) == numel(lists{a}), idx(a) = 1; a = a - 1; end
    if a < 1, break; end
    idx(a) = idx(a) + 1;
  end
  fprintf(fid, '#time\t%d\t%.3f\n', job, toc(started));
  fclose(fid);
end
`;

function cellOf(strings: readonly string[]): string {
  return `{${strings.map(octaveString).join(', ')}}`;
}

/** One mtame_job call of the script: a probe with the class lists of its placeholders. */
interface ScriptEntry {
  readonly id: number;
  readonly job: ProbeJob;
  readonly lists: readonly (readonly string[])[];
  /** Per placeholder: 2 for a scalar and a matrix, 1 for a scalar only. */
  readonly shapes: readonly number[];
}

const VARIANTS = ['real+', 'real-', 'complex'];

/** The script's calls in order: every probe (the class pass, ids 0..n-1), then every probe
 *  whose first placeholder takes double, with that argument real positive, real negative or
 *  complex and the others double (the complexity pass, ids n + i). */
function scriptEntries(jobs: readonly ProbeJob[]): ScriptEntry[] {
  const shapes = (job: ProbeJob): number[] => placeholders(job).map((p) => (p.scalarOnly ? 1 : 2));
  const entries: ScriptEntry[] = jobs.map((job, id) => ({ id, job, lists: placeholders(job).map((p) => p.classes), shapes: shapes(job) }));
  jobs.forEach((job, i) => {
    const ph = placeholders(job);
    if (ph.length === 0 || !ph[0]!.classes.includes('double')) return;
    entries.push({ id: jobs.length + i, job, lists: [VARIANTS, ...ph.slice(1).map(() => ['double'])], shapes: shapes(job) });
  });
  return entries;
}

/** Where a run starts: a script entry and its first cell (1-based). */
export interface ResumePoint {
  readonly id: number;
  readonly cell: number;
}

/** The Octave script: helpers, then one mtame_job call per script entry, from `resume` on.
 *  Results are appended to `outfile` as they come, and `#done` when all are, so a run that
 *  stops early (a call that never returns) loses nothing learned. */
export function octaveScript(jobs: readonly ProbeJob[], outfile: string, resume: ResumePoint = { id: 0, cell: 1 }): string {
  const lines = [OCTAVE_HELPERS.trim(), '', "warning('off', 'all');", 'more off;', `mtame_out = ${octaveString(outfile)};`];
  const entries = scriptEntries(jobs);
  const start = entries.findIndex((e) => e.id === resume.id);
  for (const e of entries.slice(Math.max(0, start))) {
    const ph = placeholders(e.job);
    const fh = `@(${ph.map((p) => p.name).join(', ')}) ${runnableCall(e.job.builtin, e.job.template)}`;
    const lists = `{${e.lists.map(cellOf).join(', ')}}`;
    const first = e.id === resume.id ? resume.cell : 1;
    lines.push(`mtame_job(mtame_out, ${e.id}, ${fh}, ${lists}, [${e.shapes.join(' ')}], ${e.job.nargout}, 2, ${first});`);
  }
  lines.push("mtame_fid = fopen(mtame_out, 'a'); fprintf(mtame_fid, '#done\\n'); fclose(mtame_fid);", '');
  return lines.join('\n');
}

/** The classes of a script entry's n-th cell (1-based), in the order mtame_job enumerates. */
function cellClasses(lists: readonly (readonly string[])[], n: number): string[] {
  const out: string[] = [];
  let rest = n - 1;
  for (let a = lists.length - 1; a >= 0; a--) {
    out.unshift(lists[a]![rest % lists[a]!.length]!);
    rest = Math.floor(rest / lists[a]!.length);
  }
  return out;
}

/** A finished or stopped run of a script: what it wrote, and whether it got to the end. */
export interface OctaveRun {
  readonly output: string;
  readonly finished: boolean;
}

/** Runs the learning script as many times as needed: when a run stops before the end (a
 *  call that never returned, killed by the runner), the cell it stopped in is recorded as a
 *  hang and the next run resumes after it. `run` writes the script made for an output file,
 *  runs Octave on it, and returns what the output file holds. */
export async function learnAll(
  jobs: readonly ProbeJob[],
  run: (makeScript: (outfile: string) => string) => Promise<OctaveRun>,
  maxRestarts = 50,
): Promise<{ tables: LearnedTables; hangs: string[] }> {
  const entries = scriptEntries(jobs);
  let output = '';
  let resume: ResumePoint = { id: entries[0]?.id ?? 0, cell: 1 };
  const hangs: string[] = [];
  for (let attempt = 0; attempt <= maxRestarts; attempt++) {
    const r = await run((outfile) => octaveScript(jobs, outfile, resume));
    output += r.output;
    if (r.finished || r.output.includes('#done')) break;
    const timed = new Set(output.split('\n').filter((l) => l.startsWith('#time\t')).map((l) => Number(l.split('\t')[1])));
    const stuck = entries.find((e) => !timed.has(e.id) && entries.indexOf(e) >= entries.findIndex((x) => x.id === resume.id));
    if (!stuck) break;
    const written = output.split('\n').filter((l) => l.startsWith(`${stuck.id}\t`)).length;
    const cell = written + 1;
    const classes = cellClasses(stuck.lists, cell);
    hangs.push(`${stuck.job.builtin}(${stuck.job.template}) with ${classes.join(',') || 'no arguments'}`);
    output += `${stuck.id}\t${classes.join(',')}\t:hang\tOctave stopped in this call (it never returned, or crashed)\n`;
    const total = stuck.lists.reduce((p, l) => p * l.length, 1);
    if (cell < total) {
      resume = { id: stuck.id, cell: cell + 1 };
      continue;
    }
    output += `#time\t${stuck.id}\t0\n`;
    const after = entries[entries.indexOf(stuck) + 1];
    if (!after) break;
    resume = { id: after.id, cell: 1 };
  }
  return { tables: learnedRows(jobs, output), hangs };
}

/** One row of a learned table. */
export interface LearnedRow {
  readonly builtin: string;
  readonly template: string;
  /** The placeholders' classes (or complexity variants), in order of first appearance. */
  readonly classes: readonly string[];
  /** The result classes seen in calls that worked, `a|b` when several; `error` when every
   *  call failed; `none` when the builtin returned nothing. */
  readonly result: string;
  /** Shapes that failed while others worked, or the error message when all failed. */
  readonly note: string;
}

export interface LearnedTables {
  readonly classes: LearnedRow[];
  readonly complexity: LearnedRow[];
}

/** Folds the script's output lines (`job<TAB>classes<TAB>calls<TAB>message`) into rows. */
export function learnedRows(jobs: readonly ProbeJob[], output: string): LearnedTables {
  const classes: LearnedRow[] = [];
  const complexity: LearnedRow[] = [];
  for (const line of output.split('\n')) {
    const [id, cls, calls, msg = ''] = line.split('\t');
    if (id === undefined || calls === undefined || !/^\d+$/.test(id)) continue;
    const n = Number(id);
    const isComplexity = n >= jobs.length;
    const job = jobs[isComplexity ? n - jobs.length : n];
    if (!job) continue;
    const outcomes = calls.split(' ').map((c) => {
      const [shape = '', r = ''] = c.split(':');
      return { shape, r };
    });
    const worked = outcomes.filter((o) => o.r !== '!' && o.r !== 'hang');
    const failedShapes = [...new Set(outcomes.filter((o) => o.r === '!').map((o) => o.shape))];
    let result: string;
    if (outcomes.some((o) => o.r === 'hang')) {
      result = 'hang';
    } else if (isComplexity) {
      result = worked.length === 0 ? 'error' : [...new Set(worked.map((o) => (o.r.endsWith('~complex') ? 'complex' : o.r === 'none' ? 'none' : 'real')))].sort().join('|');
    } else {
      result = worked.length === 0 ? 'error' : [...new Set(worked.map((o) => o.r.replace('~complex', '')))].sort().join('|');
    }
    const note = result === 'hang' || worked.length === 0 ? msg.trim().slice(0, 120) : failedShapes.length > 0 ? `fails for shapes ${failedShapes.join(' ')}` : '';
    const row: LearnedRow = { builtin: job.builtin, template: job.template, classes: cls ? cls.split(',') : [], result, note };
    (isComplexity ? complexity : classes).push(row);
  }
  return { classes, complexity };
}
