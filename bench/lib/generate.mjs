// A generator of realistic synthetic MATLAB programs, for measuring how mtame's time grows with
// program size (bench/all.mjs, scaling section).
//
//   generateProgram(targetLines, { seed }) -> { files: [{ name, text }], lines, functions, entry }
//   node bench/lib/generate.mjs LINES DIR [--seed N]    # write one program to DIR
//
// The program is one folder of function files `gNNNNN.m` plus a handful of shared utilities
// `util_K.m` and a driver `drv_gen.m` (no arguments). Each generated file has a primary
// function and a local helper; the primary functions form a tree (gI calls g(2I+1) and g(2I+2),
// as a heap), so the driver's one call to g00000 reaches every function of the program, and
// each function runs once when the program runs. Bodies are drawn (with a seeded generator,
// so a size always gives the same program) from blocks that numeric MATLAB code is made of:
// preallocated arrays filled in loops, growth with end+1, structs and nested fields, cell
// arrays of strings, anonymous functions and handles to named functions, while/if/switch,
// matrix algebra with mldivide, integer and logical arrays, sprintf, try/catch, early
// returns. The code is plain MATLAB that also runs in Octave: `%` comments, `~=`, single-quoted
// char vectors, end-terminated functions. `node bench/lib/generate.mjs 1000 /tmp/g` and
// `octave --eval drv_gen` in /tmp/g runs it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rng } from './random.mjs';


const UTILS = 6;

const fname = (i) => `g${String(i).padStart(5, '0')}`;

/** The shared utilities every generated function may call (hubs of the call graph). */
function utilityFile(k) {
  switch (k % UTILS) {
    case 0:
      return `function r = util_${k}(v)
% Running sum of a vector, preallocated.
r = zeros(size(v));
total = 0;
for i = 1:numel(v)
  total = total + v(i);
  r(i) = total;
end
end
`;
    case 1:
      return `function [lo, hi] = util_${k}(v)
% Smallest and largest element, by hand.
lo = inf;
hi = -inf;
for i = 1:numel(v)
  if v(i) < lo
    lo = v(i);
  end
  if v(i) > hi
    hi = v(i);
  end
end
end
`;
    case 2:
      return `function s = util_${k}(name, value)
% A record with a label, a value and a history.
s = struct('name', name, 'value', value);
s.history = {};
s.history{end + 1} = sprintf('%s=%g', name, value);
s.meta.created = 1;
end
`;
    case 3:
      return `function out = util_${k}(c)
% Joins the strings of a cell with commas.
out = '';
for i = 1:numel(c)
  if i > 1
    out = [out ','];
  end
  out = [out c{i}];
end
end
`;
    case 4:
      return `function y = util_${k}(f, x)
% Applies a function handle to each element.
y = zeros(1, numel(x));
for i = 1:numel(x)
  y(i) = f(x(i));
end
end
`;
    default:
      return `function m = util_${k}(n)
% A tridiagonal matrix of order n.
if nargin < 1
  n = 3;
end
m = 2 * eye(n);
for i = 1:n - 1
  m(i, i + 1) = -1;
  m(i + 1, i) = -1;
end
end
`;
  }
}

/** Body blocks. Each uses only `x` (a row vector), `n` (a scalar), `acc`, `s` and `y` (set by
 *  the prelude), and defines its own fresh names; `u` picks which utility it calls. */
const BLOCKS = [
  (id, u) => `  % growth with end+1 and a logical mask
  picked = [];
  for k = 1:numel(y)
    if y(k) > ${(u % 7) + 1}
      picked(end + 1) = y(k);
    end
  end
  mask = y > mean(y);
  s.above = sum(mask);
  s.picked = numel(picked);
`,
  (id) => `  % a cell array of labels
  parts = cell(1, 3);
  for k = 1:3
    parts{k} = sprintf('%s_%d', s.name, k);
  end
  s.label = strjoin(parts, ',');
  s.tags = {'${id}', 'gen', num2str(n)};
`,
  (id, u) => `  % anonymous functions and handles
  scale = @(v) v * ${(u % 5) + 2} + 1;
  y = scale(y);
  pick = @max;
  s.peak = pick(y);
  sq = util_4(@(t) t ^ 2, y(1:min(3, numel(y))));
  s.squares = sq;
`,
  () => `  % while with an if/else inside
  t = 0;
  while t < n && t < 5
    t = t + 1;
    if mod(t, 2) == 0
      y(t) = y(t) / 2;
    elseif y(t) > 100
      y(t) = 100;
    else
      y(t) = -y(t);
    end
  end
`,
  () => `  % switch on a computed value and on a string
  switch mod(n, 3)
    case 0
      mode = 'zero';
    case 1
      mode = 'one';
    otherwise
      mode = 'other';
  end
  switch mode
    case {'zero', 'one'}
      s.small = true;
    otherwise
      s.small = false;
  end
`,
  () => `  % matrix algebra
  M = reshape(1:9, 3, 3) + eye(3) * (n + 10);
  v = M \\ [1; 2; 3];
  w = M * v;
  s.residual = norm(w - [1; 2; 3]);
  T = util_5(4);
  s.det = det(T);
`,
  () => `  % integer and logical arrays
  counts = zeros(1, 4, 'int32');
  for k = 1:numel(y)
    b = mod(k, 4) + 1;
    counts(b) = counts(b) + int32(1);
  end
  flags = false(1, 4);
  flags(counts > 0) = true;
  s.counts = counts;
  s.flags = flags;
`,
  (id) => `  % try/catch and a record from a utility
  try
    r = util_2('${id}', sum(y));
    s.record = r.history{1};
  catch err
    s.record = err.message;
  end
  [lo, hi] = util_1(y);
  s.range = hi - lo;
`,
  () => `  % nested struct fields and a struct array
  s.stats.mean = mean(y);
  s.stats.max = max(y);
  items = struct('k', {}, 'v', {});
  for k = 1:3
    items(end + 1) = struct('k', k, 'v', y(min(k, numel(y))));
  end
  s.nitems = numel(items);
  s.itemsum = sum([items.v]);
`,
  () => `  % a running sum and a char vector built by concatenation
  run = util_0(y);
  txt = '';
  for k = 1:min(3, numel(run))
    txt = [txt sprintf('%.2f ', run(k))];
  end
  s.text = txt;
  s.joined = util_3({'a', 'b', 'c'});
`,
];

/** One generated file: a primary function calling its two children (when they exist) and its
 *  local helper, with 3 to 6 body blocks. */
function functionFile(i, count, rand) {
  const name = fname(i);
  const blocks = [];
  const nblocks = 3 + Math.floor(rand() * 4);
  const used = new Set();
  while (blocks.length < nblocks) {
    const b = Math.floor(rand() * BLOCKS.length);
    if (used.has(b)) continue;
    used.add(b);
    blocks.push(BLOCKS[b](name, Math.floor(rand() * 1000)));
  }
  const children = [2 * i + 1, 2 * i + 2].filter((c) => c < count);
  const calls = children.map((c, k) => `  [c${k}, i${k}] = ${fname(c)}(y, n);
  out = out + c${k}(1);
  info.child${k} = i${k}.total;
`).join('');
  return `function [out, info] = ${name}(x, n)
  % Generated function ${i} of ${count}.
  if nargin < 2
    n = 4;
  end
  if isempty(x)
    out = [];
    info = struct('name', '${name}', 'total', 0);
    return;
  end
  acc = zeros(1, n);
  for k = 1:n
    acc(k) = x(mod(k - 1, numel(x)) + 1) * k + 0.5;
  end
  y = acc;
  s = struct('name', '${name}', 'count', n);
${blocks.join('')}  s.total = sum(y);
  out = local_${name}(y);
  info = s;
${calls}end

function z = local_${name}(v)
  % The local helper: a smoothed copy.
  z = v;
  for k = 2:numel(v)
    z(k) = (v(k) + v(k - 1)) / 2;
  end
end
`;
}

/** Lines as an editor counts them. */
function lineCount(text) {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return text.length > 0 && !text.endsWith('\n') ? n + 1 : n;
}

/**
 * A program of about `targetLines` lines (at least that many). Returns its files (names and
 * texts, the driver `drv_gen.m` among them), its line count, its function count (primary
 * functions, local helpers and utilities) and the entry file's name.
 */
export function generateProgram(targetLines, { seed = 1 } = {}) {
  const files = [];
  let lines = 0;
  const add = (name, text) => {
    files.push({ name, text });
    lines += lineCount(text);
  };
  add('drv_gen.m', `function drv_gen()
% Driver: runs the whole generated program once.
x = [1 2 3 4 5];
[out, info] = g00000(x, 6);
fprintf('%d %g\\n', numel(out), info.total);
end
`);
  for (let k = 0; k < UTILS; k++) add(`util_${k}.m`, utilityFile(k));
  // The tree's size is fixed up front (children are named before they are written): estimate
  // the lines per function from a sample of the same generator, then generate that many.
  const sample = rng(seed + 7919);
  let sampleLines = 0;
  for (let i = 0; i < 50; i++) sampleLines += lineCount(functionFile(i, 1e9, sample));
  const perFunction = sampleLines / 50;
  let count = Math.max(1, Math.ceil(Math.max(0, targetLines - lines) / perFunction));
  const fixed = { files: [...files], lines };
  for (;;) {
    const r = rng(seed);
    files.length = 0;
    files.push(...fixed.files);
    lines = fixed.lines;
    for (let i = 0; i < count; i++) add(`${fname(i)}.m`, functionFile(i, count, r));
    if (lines >= targetLines) break;
    // Short of the target (the sample's estimate was high): grow by the shortfall, and retry.
    count = Math.ceil(count * (targetLines - fixed.lines) / (lines - fixed.lines)) + 1;
  }
  return { files, lines, functions: count * 2 + UTILS + 1, generated: count, entry: 'drv_gen.m' };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [linesText, dir] = process.argv.slice(2);
  const seedAt = process.argv.indexOf('--seed');
  if (!linesText || !dir) {
    console.error('usage: node bench/lib/generate.mjs LINES DIR [--seed N]');
    process.exit(2);
  }
  const program = generateProgram(Number(linesText), { seed: seedAt > 0 ? Number(process.argv[seedAt + 1]) : 1 });
  mkdirSync(dir, { recursive: true });
  for (const f of program.files) writeFileSync(path.join(dir, f.name), f.text);
  console.log(`${program.files.length} files, ${program.lines} lines, ${program.functions} functions in ${dir}`);
}
