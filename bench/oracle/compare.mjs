// The comparison half of the oracle: runtime records (runtime.mjs) against the JSON of
// `mtame tame <entry> --format json`. A record is SOUND when the static value set at its
// assignment holds its class, its size fits the static shape and a complex value is not
// claimed real; PRECISE-CLASS when that set has exactly one class; PRECISE-SHAPE when the
// shape of that class is fully known. See bench/oracle/README.md.
//
// As a command: node bench/oracle/compare.mjs RECORDS.json TAME.json [--program NAME]
//   RECORDS.json: what `run.mjs --out` writes (or one program's result); TAME.json: the
//   output of mtame tame for that program's driver. Exit status 1 on a soundness violation.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A static shape from its text: `null` for `?` (or a missing shape: anything), else
 * `{ dims, more }` with `dims` numbers or null (`?`) and `more` for a trailing `x...`.
 * Returns `undefined` for text that is not a shape.
 */
export function parseShape(text) {
  if (text === undefined || text === null || text === '?') return null;
  let t = String(text).trim();
  let more = false;
  if (t.endsWith('x...')) {
    more = true;
    t = t.slice(0, -4);
  } else if (t.endsWith('...')) {
    more = true;
    t = t.slice(0, -3);
  }
  const parts = t.split('x');
  const dims = [];
  for (const p of parts) {
    if (p === '?') dims.push(null);
    else if (/^\d+$/.test(p)) dims.push(Number(p));
    else return undefined;
  }
  return { dims, more };
}

/** Dimensions with trailing 1s dropped from the third on (at least two kept). */
export function normalizeDims(dims) {
  const d = [...dims];
  while (d.length > 2 && d[d.length - 1] === 1) d.pop();
  return d;
}

/** Whether a runtime size fits a static shape (text or parsed). */
export function shapeFits(size, shape) {
  const s = typeof shape === 'string' || shape === undefined ? parseShape(shape) : shape;
  if (s === null) return true;
  if (s === undefined) return false;
  const rt = normalizeDims(size);
  // A static extent written as 1 in dimension 3 or later is the same as its absence.
  const st = [...s.dims];
  while (st.length > 2 && st[st.length - 1] === 1) st.pop();
  if (rt.length > st.length && !s.more) return false;
  for (let i = 0; i < st.length; i++) {
    const r = i < rt.length ? rt[i] : 1;
    if (st[i] !== null && st[i] !== r) return false;
  }
  return true;
}

/** Whether a static shape (text) is fully known: every extent a number, no `x...`. */
export function shapeKnown(shape) {
  const s = typeof shape === 'string' || shape === undefined ? parseShape(shape) : shape;
  return !!s && !s.more && s.dims.every((d) => d !== null);
}

function shapeText(s) {
  if (s === null) return '?';
  return s.dims.map((d) => (d === null ? '?' : String(d))).join('x') + (s.more ? 'x...' : '');
}

/** The join of two parsed shapes: extents that differ become unknown. */
function joinShapes(a, b) {
  if (a === null || b === null || a === undefined || b === undefined) return null;
  const n = Math.max(a.dims.length, b.dims.length);
  const dims = [];
  for (let i = 0; i < n; i++) {
    const x = i < a.dims.length ? a.dims[i] : a.more ? null : 1;
    const y = i < b.dims.length ? b.dims[i] : b.more ? null : 1;
    dims.push(x === y ? x : null);
  }
  return { dims, more: a.more || b.more };
}

function isTopValue(v) {
  return !v || v.top === true || v.class === '?' || v.class === undefined || v.class === null;
}

/**
 * A value set as the comparison uses it: `{ top, classes: Map(class → { shape, complex }) }`,
 * shapes parsed (null = unknown), complex true/false/null (unknown). Joining several
 * `values` arrays (the same position in several specializations) joins the entries of each
 * class: shapes extent by extent, complex flags to unknown when they differ.
 */
export function valueSet(...valueArrays) {
  const set = { top: false, classes: new Map() };
  for (const values of valueArrays) addValues(set, values);
  return set;
}

function addValues(set, values) {
  if (!Array.isArray(values)) {
    set.top = true;
    return;
  }
  for (const v of values) {
    if (isTopValue(v)) {
      set.top = true;
      continue;
    }
    const shape = parseShape(v.shape);
    const complex = v.complex === true ? true : v.complex === false ? false : null;
    // The constants the class's values claim: null as soon as one value of the class claims none.
    const constants = v.constant === undefined || v.constant === null ? null : [v.constant];
    const prev = set.classes.get(v.class);
    if (!prev) set.classes.set(v.class, { shape: shape === undefined ? null : shape, complex, constants });
    else set.classes.set(v.class, { shape: joinShapes(prev.shape, shape ?? null), complex: prev.complex === complex ? complex : null, constants: prev.constants && constants ? [...prev.constants, ...constants] : null });
  }
}

/** The set as text, e.g. `{double 1x?, int32 1x1 real}` or `top`. */
export function valueSetText(set) {
  if (set.top) return set.classes.size === 0 ? 'top' : `top ∪ {${[...set.classes.keys()].join(', ')}}`;
  const parts = [...set.classes].map(([c, e]) => `${c} ${shapeText(e.shape)}${e.complex === true ? ' complex' : e.complex === false ? ' real' : ''}`);
  return `{${parts.join(', ')}}`;
}

/** A claimed constant against a logged value: texts exactly, numbers up to rounding (the
 *  analysis folds in doubles as Octave does, but not always in the same order). */
function sameConstant(claimed0, value) {
  // JSON has no Inf or NaN: the report writes them as texts.
  const special = { Inf: Infinity, '-Inf': -Infinity, NaN: NaN };
  const claimed = typeof value === 'number' && typeof claimed0 === 'string' && claimed0 in special ? special[claimed0] : claimed0;
  if (typeof claimed === 'number' && typeof value === 'number') {
    if (Number.isNaN(claimed) || Number.isNaN(value)) return Number.isNaN(claimed) && Number.isNaN(value);
    if (!Number.isFinite(claimed) || !Number.isFinite(value)) return claimed === value;
    return claimed === value || Math.abs(claimed - value) <= 1e-9 * Math.max(1, Math.abs(claimed), Math.abs(value));
  }
  if (typeof claimed === 'boolean' && typeof value === 'number') return Number(claimed) === value;
  return claimed === value;
}

/**
 * Checks one runtime value (`{ class, size, complex }`) against a value set.
 * Returns `{ sound, exactClass, exactShape, reason }`; `reason` says why it is unsound.
 */
export function checkValue(rec, set) {
  if (set.top) return { sound: true, exactClass: false, exactShape: false };
  const entry = set.classes.get(rec.class);
  const exactClass = set.classes.size === 1;
  if (!entry) return { sound: false, exactClass, exactShape: false, reason: `class ${rec.class} not in the static set` };
  const exactShape = shapeKnown(entry.shape);
  if (!shapeFits(rec.size, entry.shape)) return { sound: false, exactClass, exactShape, reason: `size ${rec.size.join('x')} does not fit ${shapeText(entry.shape)}` };
  if (rec.complex && entry.complex === false) return { sound: false, exactClass, exactShape, reason: 'complex value claimed real' };
  if (rec.value !== undefined && entry.constants && !entry.constants.some((c) => sameConstant(c, rec.value))) {
    return { sound: false, exactClass, exactShape, reason: `value ${JSON.stringify(rec.value)} is not the constant claimed (${entry.constants.map((c) => JSON.stringify(c)).join(' or ')})` };
  }
  return { sound: true, exactClass, exactShape };
}

const base = (f) => path.basename(String(f ?? '')).toLowerCase();

/**
 * The static side indexed by position: `exact` maps `file:line:column:name` and `byLine`
 * maps `file:line:name` to the joined value set of every specialization's entry there.
 */
export function indexStatic(tame) {
  const exact = new Map();
  const byLine = new Map();
  const put = (map, key, values) => {
    const list = map.get(key) ?? [];
    list.push(values);
    map.set(key, list);
  };
  let positions = 0;
  for (const spec of tame?.specializations ?? []) {
    for (const v of spec.variables ?? []) {
      const file = base(v.file ?? spec.file);
      const values = v.top === true ? undefined : v.values;
      put(exact, `${file}:${v.line}:${v.column}:${v.name}`, values);
      put(byLine, `${file}:${v.line}:${v.name}`, values);
      positions += 1;
    }
  }
  const join = (m) => new Map([...m].map(([k, lists]) => [k, valueSet(...lists)]));
  return { exact: join(exact), byLine: join(byLine), positions };
}

/** Whether a runtime argument (`{ class, size, value? }`) is among a context's values. */
function argFits(arg, values) {
  if (!Array.isArray(values)) return true;
  return values.some((v) => isTopValue(v) || (v.class === arg.class && shapeFits(arg.size, v.shape)
    && (v.constant === undefined || arg.value === undefined || v.constant === arg.value)));
}

/**
 * The static side per calling context: for a record whose calling context the run recorded
 * (`rec.context`, with the function's entry in `functions`), the join over only the
 * specializations of that function whose context admits the runtime arguments (nargin, and
 * each argument's class, size and constant); undefined when none does (then the record is
 * judged against every specialization, as `indexStatic` joins them).
 */
function contextIndex(tame, functions) {
  const bySpec = new Map();
  for (const spec of tame?.specializations ?? []) {
    const exact = new Map();
    const byLine = new Map();
    for (const v of spec.variables ?? []) {
      const file = base(v.file ?? spec.file);
      const values = v.top === true ? undefined : v.values;
      for (const [map, key] of [[exact, `${file}:${v.line}:${v.column}:${v.name}`], [byLine, `${file}:${v.line}:${v.name}`]]) {
        const list = map.get(key) ?? [];
        list.push(values);
        map.set(key, list);
      }
    }
    bySpec.set(spec, { exact, byLine });
  }
  return (rec) => {
    const fn = rec.context && functions?.[rec.context.fid - 1];
    if (!fn) return undefined;
    const specs = (tame?.specializations ?? []).filter((spec) => spec.function === fn.name && base(spec.file) === base(fn.file)
      && (spec.nargin === null || spec.nargin === undefined || spec.nargin === rec.context.nargin)
      && (rec.context.making === undefined || spec.making === undefined || spec.making === rec.context.making)
      && rec.context.args.every((a, i) => a === null || i >= (spec.args?.length ?? 0) || argFits(a, spec.args[i])));
    const file = base(rec.file);
    const lists = [];
    for (const spec of specs) {
      const idx = bySpec.get(spec);
      const found = idx.exact.get(`${file}:${rec.line}:${rec.column}:${rec.name}`) ?? idx.byLine.get(`${file}:${rec.line}:${rec.name}`);
      if (found) lists.push(...found);
    }
    return lists.length > 0 ? valueSet(...lists) : undefined;
  };
}

/**
 * Compares one program's records with the static output. Returns the counts, the
 * violations grouped by site and reason (with how many records each), and the sites not
 * covered by the static output.
 */
export function compareProgram(program, tame) {
  const index = indexStatic(tame);
  const out = {
    name: program.name,
    records: 0,
    assignments: 0,
    covered: 0,
    sound: 0,
    exactClass: 0,
    exactShape: 0,
    contextRecords: 0,
    contextUnsound: 0,
    exactShapeInContext: 0,
    objectRecords: 0,
    objectExactClass: 0,
    objectExactClassInContext: 0,
    objectSites: 0,
    objectExactSites: 0,
    inexactObjects: [],
    notCovered: 0,
    byLineMatches: 0,
    violations: [],
    notCoveredSites: [],
    staticPositions: index.positions,
    staticDiagnostics: Array.isArray(tame?.diagnostics) ? tame.diagnostics.length : 0,
  };
  const sites = new Set();
  const violations = new Map();
  const uncovered = new Map();
  // MTAME_ORACLE_INEXACT=1: the sound records whose static shape is not exact, per site (to
  // study what the shapes miss).
  const collectInexact = process.env.MTAME_ORACLE_INEXACT === '1';
  const inexact = new Map();
  const inContext = contextIndex(tame, program.functions);
  // Objects per site and calling context: the classes seen there at run time, against the
  // static set of the context (a loop over a cell of a Circle and a Rect holds both at one site).
  const objectSites = new Map();
  for (const rec of program.records) {
    out.records += 1;
    sites.add(rec.id);
    const file = base(rec.file);
    let set = index.exact.get(`${file}:${rec.line}:${rec.column}:${rec.name}`);
    if (!set) {
      set = index.byLine.get(`${file}:${rec.line}:${rec.name}`);
      if (set) out.byLineMatches += 1;
    }
    const where = `${rec.file}:${rec.line}:${rec.column}`;
    if (!set) {
      out.notCovered += 1;
      const key = `${where} ${rec.name}`;
      const u = uncovered.get(key) ?? { where, name: rec.name, kind: rec.kind, records: 0 };
      u.records += 1;
      uncovered.set(key, u);
      continue;
    }
    out.covered += 1;
    const r = checkValue(rec, set);
    if (r.exactClass) out.exactClass += 1;

    if (r.exactShape) out.exactShape += 1;
    // Per calling context: the specializations for this call's arguments only. The record
    // must be sound there too (counted apart: a context matched wrongly shows up there).
    const own = inContext(rec);
    const mine = own ? checkValue(rec, own) : r;
    if (own) out.contextRecords += 1;
    if (own && !mine.sound) out.contextUnsound += 1;
    if (mine.exactShape) out.exactShapeInContext += 1;
    // Objects of the program's own classes: their class must be exact (issue 18), over all
    // contexts and in the record's own.
    if (!BUILTIN_CLASSES.has(rec.class)) {
      out.objectRecords += 1;
      if (r.exactClass) out.objectExactClass += 1;
      if (mine.exactClass) out.objectExactClassInContext += 1;
      else if (out.inexactObjects.length < 20) out.inexactObjects.push(`${where} ${rec.name}: runtime ${rec.class}, static in its context ${valueSetText(own ?? set)}`);
      const key = `${where} ${rec.name} ${JSON.stringify(rec.context ?? null)}`;
      const site = objectSites.get(key) ?? { runtime: new Set(), static: own ?? set };
      site.runtime.add(rec.class);
      objectSites.set(key, site);
    }
    if (collectInexact && r.sound && !r.exactShape) {
      const runtime = `${rec.class} ${rec.size.join('x')}`;
      const key = `${where} ${rec.name}`;
      const v = inexact.get(key) ?? { where, name: rec.name, kind: rec.kind, runtime, static: valueSetText(set), records: 0 };
      v.records += 1;
      inexact.set(key, v);
    }
    if (r.sound) {
      out.sound += 1;
      continue;
    }
    const runtime = `${rec.class} ${rec.size.join('x')}${rec.complex ? ' complex' : ''}`;
    const key = `${where} ${rec.name} ${runtime}`;
    const v = violations.get(key) ?? { where, name: rec.name, runtime, static: valueSetText(set), reason: r.reason, records: 0 };
    v.records += 1;
    violations.set(key, v);
  }
  for (const site of objectSites.values()) {
    out.objectSites += 1;
    const classes = site.static.top ? undefined : site.static.classes;
    if (classes && classes.size === site.runtime.size && [...site.runtime].every((c) => classes.has(c))) out.objectExactSites += 1;
  }
  out.assignments = sites.size;
  out.violations = [...violations.values()];
  out.notCoveredSites = [...uncovered.values()];
  if (collectInexact) out.inexactSites = [...inexact.values()];
  return out;
}

const pct = (n, d) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

/** The classes of MATLAB's own values; any other class of a record is an object's. */
const BUILTIN_CLASSES = new Set(['double', 'single', 'logical', 'char', 'cell', 'struct', 'function_handle', 'string',
  'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64']);

/** The report of several programs' comparisons as text, with a total line. */
export function formatComparison(results, { listNotCovered = 10 } = {}) {
  const lines = [];
  const head = ['program', 'records', 'assigns', 'covered', 'sound', 'class=1', 'shape=1', 'shape=1/ctx', 'not cov', 'viol'];
  const rows = [head];
  const total = { records: 0, assignments: 0, covered: 0, sound: 0, exactClass: 0, exactShape: 0, exactShapeInContext: 0, objectRecords: 0, objectExactClass: 0, objectExactClassInContext: 0, objectSites: 0, objectExactSites: 0, notCovered: 0, violations: 0 };
  for (const r of results) {
    rows.push([r.name, r.records, r.assignments, r.covered, `${r.sound} ${pct(r.sound, r.covered)}`, `${r.exactClass} ${pct(r.exactClass, r.covered)}`,
      `${r.exactShape} ${pct(r.exactShape, r.covered)}`, `${r.exactShapeInContext ?? 0} ${pct(r.exactShapeInContext ?? 0, r.covered)}`, r.notCovered, r.violations.length].map(String));
    for (const k of Object.keys(total)) total[k] += k === 'violations' ? r.violations.length : (r[k] ?? 0);
  }
  rows.push(['TOTAL', total.records, total.assignments, total.covered, `${total.sound} ${pct(total.sound, total.covered)}`,
    `${total.exactClass} ${pct(total.exactClass, total.covered)}`, `${total.exactShape} ${pct(total.exactShape, total.covered)}`,
    `${total.exactShapeInContext} ${pct(total.exactShapeInContext, total.covered)}`, total.notCovered, total.violations].map(String));
  const widths = head.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) lines.push(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
  if (total.objectRecords > 0) {
    lines.push(`objects of the programs' own classes: ${total.objectRecords} records, class exact in ${total.objectExactClass} (${pct(total.objectExactClass, total.objectRecords)}) over all contexts, in ${total.objectExactClassInContext} (${pct(total.objectExactClassInContext, total.objectRecords)}) in their own; per site and context, the static classes are exactly those seen at run time at ${total.objectExactSites} of ${total.objectSites} (${pct(total.objectExactSites, total.objectSites)})`);
    for (const r of results) for (const o of r.inexactObjects ?? []) lines.push(`object class not exact ${r.name}: ${o}`);
  }
  for (const r of results) {
    if (r.contextUnsound) lines.push(`CONTEXT ${r.name}: ${r.contextUnsound} records not held by the value set of their own calling context`);
    for (const v of r.violations) {
      lines.push(`VIOLATION ${r.name}: ${v.where}: ${v.name}: runtime ${v.runtime}, static ${v.static} (${v.reason}; ${v.records} record${v.records === 1 ? '' : 's'})`);
    }
  }
  for (const r of results) {
    const shown = r.notCoveredSites.slice(0, listNotCovered);
    for (const u of shown) lines.push(`not covered ${r.name}: ${u.where}: ${u.name} (${u.kind}, ${u.records} record${u.records === 1 ? '' : 's'})`);
    if (r.notCoveredSites.length > shown.length) lines.push(`not covered ${r.name}: ... and ${r.notCoveredSites.length - shown.length} more sites`);
  }
  return { text: lines.join('\n'), total };
}

function main(argv) {
  const args = argv.filter((a) => !a.startsWith('--'));
  const pi = argv.indexOf('--program');
  const wanted = pi >= 0 ? argv[pi + 1] : undefined;
  if (args.length < 2) {
    process.stderr.write('usage: node bench/oracle/compare.mjs RECORDS.json TAME.json [--program NAME]\n');
    return 2;
  }
  const recordsFile = JSON.parse(readFileSync(args[0], 'utf8'));
  const tame = JSON.parse(readFileSync(args[1], 'utf8'));
  const programs = Array.isArray(recordsFile.programs) ? recordsFile.programs : [recordsFile];
  const name = wanted ?? (typeof tame.entry === 'string' ? tame.entry.replace(/^drv_/, '').replace(/\.m$/, '') : undefined);
  const program = programs.length === 1 ? programs[0] : programs.find((p) => p.name === name);
  if (!program) {
    process.stderr.write(`no records for program ${name ?? '(unknown)'} in ${args[0]}\n`);
    return 2;
  }
  const result = compareProgram(program, tame);
  const { text } = formatComparison([result]);
  process.stdout.write(text + '\n');
  return result.violations.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
