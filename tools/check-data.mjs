#!/usr/bin/env node
// Checks matlab-functions.tsv and matlab-packages.tsv (plain Node, no dependencies).
// Usage: node tools/check-data.mjs   -- exits 1 on any problem.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = join(dirname(fileURLToPath(import.meta.url)), "..", "src", "data");
const NAMELENGTHMAX = 63;
const IDENT = /^[A-Za-z][A-Za-z0-9_]*$/;
const CATEGORY = /^[a-z][a-z0-9]*$/;
// Octave-only names that must never appear in the MATLAB list.
const OCTAVE_ONLY = new Set(['printf', 'puts', 'fputs', 'fdisp', 'columns', 'rows', 'isargout', 'print_usage', 'NA', 'isna', 'endfunction', 'endif', 'endwhile', 'endfor', 'unwind_protect']);

let problems = 0;
function fail(file, lineNo, msg) {
  problems++;
  console.error(`${file}:${lineNo}: ${msg}`);
}

const isIdent = (s) => IDENT.test(s) && s.length <= NAMELENGTHMAX;
const isDotted = (s) => s.split('.').every(isIdent);

/** Reads a TSV file: leading '#' header lines, then data rows. */
function readTsv(file, columns, check) {
  const text = readFileSync(join(here, file), 'utf8');
  if (text.includes('\r')) fail(file, 0, 'contains CR characters (use LF line endings)');
  if (!text.endsWith('\n')) fail(file, 0, 'does not end with a newline');
  const lines = text.replace(/\n$/, '').split('\n');
  let i = 0;
  if (!lines[0] || !lines[0].startsWith('#')) fail(file, 1, 'missing header comment line starting with #');
  while (i < lines.length && lines[i].startsWith('#')) i++;
  const rows = [];
  let prev = null;
  const seen = new Set();
  for (; i < lines.length; i++) {
    const lineNo = i + 1;
    const line = lines[i];
    if (line.startsWith('#')) { fail(file, lineNo, 'comment line after the header'); continue; }
    const cols = line.split('\t');
    if (cols.length !== columns) { fail(file, lineNo, `expected ${columns} tab-separated columns, got ${cols.length}: ${JSON.stringify(line)}`); continue; }
    if (cols.some((c) => c !== c.trim() || c === '')) { fail(file, lineNo, `empty column or stray whitespace: ${JSON.stringify(line)}`); continue; }
    const name = cols[0];
    if (seen.has(name)) fail(file, lineNo, `duplicate name ${name}`);
    else if (prev !== null && !(prev < name)) fail(file, lineNo, `not sorted: ${name} after ${prev}`);
    seen.add(name);
    prev = name;
    check(cols, (msg) => fail(file, lineNo, msg));
    rows.push(cols);
  }
  if (rows.length === 0) fail(file, 0, 'no data lines');
  return rows;
}

function countBy(rows, col) {
  const m = new Map();
  for (const r of rows) m.set(r[col], (m.get(r[col]) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

// --- matlab-functions.tsv: name, category, kind
const FUNCTIONS = 'matlab-functions.tsv';
const fnRows = readTsv(FUNCTIONS, 3, ([name, category, kind], bad) => {
  if (!isIdent(name)) bad(`invalid MATLAB identifier: ${JSON.stringify(name)}`);
  if (OCTAVE_ONLY.has(name)) bad(`Octave-only name: ${name}`);
  if (!CATEGORY.test(category)) bad(`invalid category: ${JSON.stringify(category)}`);
  if (kind !== 'builtin' && kind !== 'mfile') bad(`kind must be builtin or mfile, got ${JSON.stringify(kind)}`);
});

// --- matlab-packages.tsv: name, kind
const PACKAGES = 'matlab-packages.tsv';
const pkRows = readTsv(PACKAGES, 2, ([name, kind], bad) => {
  if (!isDotted(name)) bad(`invalid dotted MATLAB name: ${JSON.stringify(name)}`);
  if (!['package', 'class', 'function'].includes(kind)) bad(`kind must be package, class or function, got ${JSON.stringify(kind)}`);
  if (kind !== 'package' && !name.includes('.')) bad(`${kind} ${name} must be inside a package`);
});
// Every dotted name's parent must itself be listed as a package.
const pkKinds = new Map(pkRows.map(([n, k]) => [n, k]));
for (const [name] of pkRows) {
  const dot = name.lastIndexOf('.');
  if (dot > 0 && pkKinds.get(name.slice(0, dot)) !== 'package') {
    fail(PACKAGES, 0, `${name}: parent ${name.slice(0, dot)} is not listed as a package`);
  }
}

// --- report
console.log(`${FUNCTIONS}: ${fnRows.length} functions`);
for (const [k, n] of countBy(fnRows, 2)) console.log(`  kind ${k.padEnd(14)} ${n}`);
for (const [c, n] of countBy(fnRows, 1)) console.log(`  ${c.padEnd(19)} ${n}`);
console.log(`${PACKAGES}: ${pkRows.length} names`);
for (const [k, n] of countBy(pkRows, 1)) console.log(`  ${k.padEnd(19)} ${n}`);

if (problems > 0) {
  console.error(`FAILED: ${problems} problem(s)`);
  process.exit(1);
}
console.log('OK');
