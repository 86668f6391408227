// Generated worst cases for the per-function work of a check: shapes of code whose analysis
// grew exponentially or by a power of the size before a budget or a fix (nested loops that
// each set a flag, long runs of ifs setting flags and values, a long option switch in a loop,
// deeply nested ifs, a long elseif chain of conjunctions). Each file is checked in a fresh
// process (`mtame check FILE --no-cache`); the wall time is printed, with a peer checkout's (`--peer DIR`, built) measured beside it.
// Target (issue 15): every case under 2 s, none of them a hang.
//   npm run build && node bench/worst-cases.mjs [--peer DIR] [--timeout SECONDS]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { peer: { type: 'string' }, timeout: { type: 'string', default: '120' } } });
const timeoutMs = Number(values.timeout) * 1000;

/** `depth` nested loops, each setting a flag with a value and reading them. */
function nestedFlagLoops(depth) {
  const lines = ['function r = worst(n, a)', 'r = 0;'];
  let indent = '';
  for (let i = 0; i < depth; i++) {
    lines.push(`${indent}flag${i} = false;`, `${indent}for k${i} = 1:n`);
    indent += '  ';
    lines.push(`${indent}if a(k${i}) > ${i}, flag${i} = true; v${i} = k${i}; end`, `${indent}if flag${i}, r = r + v${i}; end`);
  }
  for (let i = 0; i < depth; i++) {
    indent = indent.slice(2);
    lines.push(`${indent}end`);
  }
  return [...lines, 'end'];
}

/** `count` ifs in a row, each setting one of 50 values with its flag; then the reads. */
function flagRun(count) {
  const lines = ['function r = worst(a)', 'r = 0;'];
  for (let i = 0; i < count; i++) lines.push(`if a(${i + 1}) > 0, y${i % 50} = ${i}; ok${i % 50} = true; end`);
  for (let i = 0; i < 50; i++) lines.push(`if ok${i}, r = r + y${i}; end`);
  return [...lines, 'end'];
}

/** An option loop: a switch of `cases` cases over varargin, each setting a value and a flag. */
function optionSwitch(cases) {
  const lines = ['function r = worst(varargin)', 'r = 0;', 'for i = 1:2:numel(varargin)', '  switch varargin{i}'];
  for (let i = 0; i < cases; i++) lines.push(`    case 'opt${i}'`, `      o${i} = varargin{i+1}; f${i} = true;`);
  lines.push('  end', 'end');
  for (let i = 0; i < cases; i++) lines.push(`if f${i}, r = r + o${i}; end`);
  return [...lines, 'end'];
}

/** `depth` nested ifs, each assigning a name read after them all. */
function nestedIfs(depth) {
  const lines = ['function r = worst(a)', 'r = 0;'];
  let indent = '';
  for (let i = 0; i < depth; i++) {
    lines.push(`${indent}if a(${i + 1}) > 0`);
    indent += '  ';
    lines.push(`${indent}x${i} = ${i};`);
  }
  for (let i = 0; i < depth; i++) {
    indent = indent.slice(2);
    lines.push(`${indent}end`);
  }
  for (let i = 0; i < depth; i++) lines.push(`r = r + x${i};`);
  return [...lines, 'end'];
}

/** An `if`/`elseif` chain of `count` clauses, each a conjunction of two tests, setting a common
 *  name and one of its own; the own names are read after it (FieldTrip's ft_filetype). */
function elseifChain(count) {
  const lines = ['function r = worst(f)', "r = 'unknown';"];
  for (let i = 0; i < count; i++) lines.push(`${i === 0 ? 'if' : 'elseif'} is_ext(f, '.e${i}') && has_header(f, 'h${i}')`, `  r = 't${i}'; m${i} = ${i};`);
  lines.push('end');
  for (let i = 0; i < count; i += 10) lines.push(`if strcmp(r, 't${i}'), disp(m${i}); end`);
  return [...lines, 'end'];
}

/** A section parser: a loop over lines whose `count` headers each set the state and a counter
 *  and `continue`, then a chain reading each counter where its state holds (EPANET's input
 *  reader, with more sections). */
function sectionParser(count) {
  const lines = ['function r = worst(b)', 'sect = 0;', 'r = {};', 'for i = 1:numel(b)', '  t = b{i};'];
  for (let j = 0; j < count; j++) lines.push(`  ${j === 0 ? 'if' : 'elseif'} strcmp(t, '[S${j}]')`, `    sect = ${j + 1}; c${j} = 1;`, '    continue;');
  lines.push('  end');
  for (let j = 0; j < count; j++) lines.push(`  ${j === 0 ? 'if' : 'elseif'} sect == ${j + 1}`, `    r{c${j}} = t;`, `    c${j} = c${j} + 1;`);
  lines.push('  end', 'end');
  return [...lines, 'end'];
}

const CASES = [
  ['nested flag loops, 6 deep', nestedFlagLoops(6)],
  ['nested flag loops, 10 deep', nestedFlagLoops(10)],
  ['100 ifs setting flags', flagRun(100)],
  ['1,500 ifs setting flags', flagRun(1500)],
  ['option switch of 100 cases in a loop', optionSwitch(100)],
  ['option switch of 300 cases in a loop', optionSwitch(300)],
  ['40 nested ifs', nestedIfs(40)],
  ['elseif chain of 300 clauses', elseifChain(300)],
  ['section parser of 160 sections', sectionParser(160)],
];

/** Seconds to check the file with the mtame of `checkout`, or undefined past the timeout. */
function timeCheck(checkout, file) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [path.join(checkout, 'bin', 'mtame.js'), 'check', file, '--no-cache'], { encoding: 'utf8', timeout: timeoutMs, maxBuffer: 1 << 26 });
  const seconds = (performance.now() - t0) / 1000;
  if (r.error?.code === 'ETIMEDOUT' || r.signal) return undefined;
  return seconds;
}

const show = (s) => (s === undefined ? `over ${values.timeout} s` : `${s.toFixed(2)} s`);
const work = mkdtempSync(path.join(tmpdir(), 'mtame-worst-'));
try {
  console.log(`each case checked in a fresh process; timeout ${values.timeout} s${values.peer ? `; peer: ${values.peer}` : ''}`);
  let worst = 0;
  for (const [name, lines] of CASES) {
    const dir = path.join(work, name.replace(/\W+/g, '-'));
    mkdirSync(dir);
    const file = path.join(dir, 'worst.m');
    writeFileSync(file, lines.join('\n') + '\n');
    const mine = timeCheck(root, file);
    worst = Math.max(worst, mine ?? Infinity);
    const peer = values.peer ? timeCheck(values.peer, file) : undefined;
    console.log(`${name.padEnd(40)} ${String(lines.length).padStart(5)} lines  ${show(mine).padStart(12)}${values.peer ? `   peer ${show(peer)}` : ''}`);
  }
  console.log(`slowest: ${worst === Infinity ? 'a timeout' : `${worst.toFixed(2)} s`} (target: under 2 s each)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
