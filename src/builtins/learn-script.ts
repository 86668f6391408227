// The learning script, as text, and the reading of what it prints: the Tamer paper's method
// (section 3.1.2) run on GNU Octave. One Octave process calls every probed builtin with random
// values of every combination of argument classes, in two shapes (scalar and 2x2) and two
// trials, and prints each call's result class or error; learnedRows() folds the calls of one
// class combination into one table row. Nothing here runs Octave: tools/learn-builtins.mjs
// and the drift test do, with this text.
import { parseTemplate, probeTemplates, callText, type ProbeArg } from './probe.js';
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
 *  valid and only the classes decide), letters for char, a 2x2 shape or a scalar. Complex
 *  variants of double are used by the complexity pass only. */
const OCTAVE_HELPERS = String.raw`
1;
function v = mtame_value(cls, shape)
  if shape == 1, n = [1 1]; else, n = [2 2]; end
  switch cls
    case 'double', v = randi(4, n);
    case 'single', v = single(randi(4, n));
    case {'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'}, v = cast(randi(4, n), cls);
    case 'char', v = char(96 + randi(26, n));
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

function mtame_cell(fid, job, fh, vals, idx, names, shapes, codes, nout, trials)
  k = numel(idx);
  calls = cell(1, trials * rows(shapes));
  msg = '';
  n = 0;
  args = cell(1, k);
  for trial = 1:trials
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
  fprintf(fid, '%d\t%s\t%s\t%s\n', job, strjoin(names, ','), strjoin(calls, ' '), msg);
end

% Values are made once per job, after seeding, so a job's rows do not depend on other jobs.
function mtame_job(outfile, job, fh, lists, nout, trials)
  rand('state', 42);
  k = numel(lists);
  vals = cell(1, k);
  for a = 1:k
    vals{a} = cell(numel(lists{a}), trials, 2);
    for c = 1:numel(lists{a})
      for t = 1:trials, for s = 1:2, vals{a}{c, t, s} = mtame_value(lists{a}{c}, s); end, end
    end
  end
  shapes = zeros(2^k, k);
  codes = cell(1, 2^k);
  for s = 0:(2^k - 1)
    shapes(s + 1, :) = bitget(s, 1:k) + 1;
    codes{s + 1} = char('s' + (shapes(s + 1, :) - 1) * ('m' - 's'));
  end
  fid = fopen(outfile, 'a');
  idx = ones(1, k);
  while true
    names = cell(1, k);
    for a = 1:k, names{a} = lists{a}{idx(a)}; end
    mtame_cell(fid, job, fh, vals, idx, names, shapes, codes, nout, trials);
    a = k;
    while a >= 1 && idx(a) == numel(lists{a}), idx(a) = 1; a = a - 1; end
    if a < 1, break; end
    idx(a) = idx(a) + 1;
  end
  fclose(fid);
end
`;

function cellOf(strings: readonly string[]): string {
  return `{${strings.map(octaveString).join(', ')}}`;
}

/** The Octave script: helpers, then one mtame_job call per probe (the class pass) and per
 *  probe whose first placeholder takes double (the complexity pass, ids after the class
 *  pass's). Results are appended to `outfile` as they come, so a crash loses little. */
export function octaveScript(jobs: readonly ProbeJob[], outfile: string): string {
  const lines = [OCTAVE_HELPERS.trim(), '', "warning('off', 'all');", 'more off;', `mtame_out = ${octaveString(outfile)};`];
  jobs.forEach((job, i) => {
    const ph = placeholders(job);
    const params = ph.map((p) => p.name).join(', ');
    const fh = `@(${params}) ${callText(job.builtin, job.template)}`;
    const lists = `{${ph.map((p) => cellOf(p.classes)).join(', ')}}`;
    lines.push(`mtame_job(mtame_out, ${i}, ${fh}, ${lists}, ${job.nargout}, 2);`);
  });
  jobs.forEach((job, i) => {
    const ph = placeholders(job);
    if (ph.length === 0 || !ph[0]!.classes.includes('double')) return;
    const params = ph.map((p) => p.name).join(', ');
    const fh = `@(${params}) ${callText(job.builtin, job.template)}`;
    const lists = `{${['{\'real+\', \'real-\', \'complex\'}', ...ph.slice(1).map(() => "{'double'}")].join(', ')}}`;
    lines.push(`mtame_job(mtame_out, ${jobs.length + i}, ${fh}, ${lists}, ${job.nargout}, 2);`);
  });
  lines.push("printf('mtame: done\\n');", '');
  return lines.join('\n');
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
    const worked = outcomes.filter((o) => o.r !== '!');
    const failedShapes = [...new Set(outcomes.filter((o) => o.r === '!').map((o) => o.shape))];
    let result: string;
    if (isComplexity) {
      result = worked.length === 0 ? 'error' : [...new Set(worked.map((o) => (o.r.endsWith('~complex') ? 'complex' : o.r === 'none' ? 'none' : 'real')))].sort().join('|');
    } else {
      result = worked.length === 0 ? 'error' : [...new Set(worked.map((o) => o.r.replace('~complex', '')))].sort().join('|');
    }
    const note = worked.length === 0 ? msg.trim().slice(0, 120) : failedShapes.length > 0 ? `fails for shapes ${failedShapes.join(' ')}` : '';
    const row: LearnedRow = { builtin: job.builtin, template: job.template, classes: cls ? cls.split(',') : [], result, note };
    (isComplexity ? complexity : classes).push(row);
  }
  return { classes, complexity };
}
