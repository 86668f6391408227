// Precision of `mtame check` on real code nobody on the project wrote: the false-alarm rate per
// code and overall, from a labelled sample of diagnostics (bench/precision/labels.tsv), on the
// sets of bench/precision/sets.json (Octave Forge packages from Debian, and public repositories
// fetched for local study). Held-out sets are reported apart: they are never tuned on.
//
//   node bench/precision.mjs [--split heldout|heldout2|tune|all] [--set NAME]... [--record FILE] [--before FILE]
//   node bench/precision.mjs ... --dump FILE                   (every diagnostic of the run, as JSON)
//   node bench/precision.mjs --draw K --seed S [--split ...]   (a stratified sample of unlabelled
//                                                              diagnostics, K per code, as TSV)
// Run `npm run build` first. The counts of a run can be kept with --record and shown next to a
// later run's with --before.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { octaveLibraryDir } from './lib/octave-library.mjs';
import { rng } from './lib/random.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.dirname(here);
const COLUMNS = ['split', 'set', 'file', 'line', 'code', 'name', 'label', 'reason', 'message'];

/** Where a set's files are, or undefined when they are not on this machine. */
export function setRoot(set) {
  // Octave's own library (octave-common), as the other benches find it.
  if (set.kind === 'octave-core') return octaveLibraryDir();
  if (set.kind === 'debian') {
    const dir = path.join('/usr/share/octave/packages', set.dir);
    return existsSync(dir) ? dir : undefined;
  }
  const base = process.env.MTAME_PRECISION_REPOS ?? '/tmp/repos';
  const dir = path.join(base, set.repo.replace('/', '+'));
  return existsSync(dir) ? dir : undefined;
}

export function loadSets() {
  return JSON.parse(readFileSync(path.join(here, 'precision', 'sets.json'), 'utf8')).sets;
}

/** The name a diagnostic is about: the first quoted word of its message (stable across rewording). */
export function subject(message) {
  return /'([^']*)'/.exec(message)?.[1] ?? '';
}

export function keyOf(d) {
  return [d.set, d.file, d.line, d.code, d.name].join('\t');
}

export function readLabels(file = path.join(here, 'precision', 'labels.tsv')) {
  if (!existsSync(file)) return [];
  const [head, ...rows] = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '');
  const cols = head.split('\t');
  return rows.map((r) => {
    const cells = r.split('\t');
    const o = Object.fromEntries(cols.map((c, k) => [c, cells[k] ?? '']));
    return { ...o, line: Number(o.line) };
  });
}

function countLines(dir) {
  let files = 0;
  let lines = 0;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.m') && statSync(p).isFile()) {
        files++;
        lines += readFileSync(p, 'utf8').split('\n').length;
      }
    }
  };
  walk(dir);
  return { files, lines };
}

/** One check of a set: its diagnostics with paths relative to the set's root. */
export function checkSet(set, root) {
  const cli = path.join(repoRoot, 'bin', 'mtame.js');
  let out;
  try {
    out = execFileSync(process.execPath, [cli, 'check', root, '--format', 'json', '--no-cache'], { encoding: 'utf8', maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (e) {
    out = e.stdout; // exit status 1 when an error is reported
  }
  const report = JSON.parse(out);
  return report.diagnostics.map((d) => ({
    split: set.split, set: set.name, file: path.relative(root, d.file), line: d.line, code: d.code,
    name: subject(d.message), severity: d.severity, message: d.message.replace(/\s+/g, ' '),
    // The notes (where a name is assigned, and how that may be skipped), for the dump only.
    notes: (d.related ?? []).map((r) => `${r.line}: ${r.message}`),
  }));
}

function pct(a, b) {
  return b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`;
}

/** Per code: how many now, how many of them are labelled, and the labels. */
function tally(diags, labels) {
  const byKey = new Map(labels.map((l) => [keyOf(l), l]));
  const codes = new Map();
  for (const d of diags) {
    const t = codes.get(d.code) ?? { n: 0, errors: 0, labelled: 0, TP: 0, FP: 0, debatable: 0, fpErrors: 0 };
    t.n++;
    if (d.severity === 'error') t.errors++;
    const l = byKey.get(keyOf(d));
    if (l) {
      t.labelled++;
      t[l.label]++;
      if (l.label === 'FP' && d.severity === 'error') t.fpErrors++;
    }
    codes.set(d.code, t);
  }
  return codes;
}

function report(title, diags, labels, stats, before) {
  const codes = tally(diags, labels);
  console.log(`\n## ${title}: ${stats.files} files, ${stats.lines} lines, ${diags.length} diagnostics (${((1000 * diags.length) / Math.max(stats.lines, 1)).toFixed(2)} per 1,000 lines)`);
  console.log('code'.padEnd(26) + 'now'.padStart(6) + (before ? 'before'.padStart(8) : '') + 'labelled'.padStart(10) + 'TP'.padStart(5) + 'FP'.padStart(5) + 'deb'.padStart(5) + 'FP rate'.padStart(9) + '  FP errors');
  let weighted = 0;
  let covered = 0;
  let labelled = 0;
  let fp = 0;
  let tp = 0;
  let fpErrors = 0;
  let estTP = 0;
  for (const [code, t] of [...codes].sort((a, b) => b[1].n - a[1].n)) {
    const rate = t.labelled ? t.FP / t.labelled : undefined;
    if (rate !== undefined) {
      weighted += rate * t.n;
      covered += t.n;
      estTP += (t.TP / t.labelled) * t.n;
    }
    labelled += t.labelled;
    fp += t.FP;
    tp += t.TP;
    fpErrors += t.fpErrors;
    console.log(code.padEnd(26) + String(t.n).padStart(6) + (before ? String(before[code] ?? 0).padStart(8) : '') + String(t.labelled).padStart(10) + String(t.TP).padStart(5) + String(t.FP).padStart(5) + String(t.debatable).padStart(5) + (rate === undefined ? '-' : pct(t.FP, t.labelled)).padStart(9) + `  ${t.fpErrors}`);
  }
  if (before) {
    for (const code of Object.keys(before).filter((c) => !codes.has(c))) console.log(code.padEnd(26) + '0'.padStart(6) + String(before[code]).padStart(8));
  }
  console.log(`labelled sample: ${labelled} of ${diags.length} diagnostics; ${tp} TP, ${fp} FP, ${labelled - tp - fp} debatable; FP rate ${pct(fp, labelled)} of the labelled`);
  console.log(`estimated FP rate over all diagnostics (each code's rate weighted by its count; ${covered} of ${diags.length} diagnostics in codes with labels): ${covered ? pct(weighted, covered) : '-'}`);
  console.log(`true positives: ${tp} labelled still reported, about ${Math.round(estTP)} estimated in all; FP at error severity in the sample: ${fpErrors}`);
  return Object.fromEntries([...codes].map(([c, t]) => [c, t.n]));
}

function draw(diags, labels, perCode, seed) {
  const labelled = new Set(labels.map(keyOf));
  const random = rng(seed);
  const byCode = new Map();
  for (const d of diags) if (!labelled.has(keyOf(d))) byCode.set(d.code, [...(byCode.get(d.code) ?? []), d]);
  const out = [];
  for (const code of [...byCode.keys()].sort()) {
    const pool = byCode.get(code);
    // Fisher-Yates on a seeded generator: the same seed and report give the same sample.
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    out.push(...pool.slice(0, perCode));
  }
  return out;
}

function main() {
  const { values } = parseArgs({
    options: {
      split: { type: 'string', default: 'all' },
      set: { type: 'string', multiple: true },
      draw: { type: 'string' },
      seed: { type: 'string', default: '1' },
      record: { type: 'string' },
      before: { type: 'string' },
      labels: { type: 'string' },
      dump: { type: 'string' },
    },
  });
  const labels = readLabels(values.labels);
  const sets = loadSets().filter((s) => (values.split === 'all' || s.split === values.split) && (!values.set || values.set.includes(s.name)));
  const before = values.before ? JSON.parse(readFileSync(values.before, 'utf8')) : undefined;
  const record = {};
  const splits = [...new Set(loadSets().map((s) => s.split))];
  const all = Object.fromEntries(splits.map((s) => [s, []]));
  const stats = Object.fromEntries(splits.map((s) => [s, { files: 0, lines: 0 }]));
  for (const set of sets) {
    const root = setRoot(set);
    if (!root) {
      console.error(`skipped ${set.name}: not on this machine (${set.kind !== 'local' ? `apt-get install ${set.package}` : `fetch ${set.repo} into $MTAME_PRECISION_REPOS`})`);
      continue;
    }
    const t0 = Date.now();
    const diags = checkSet(set, root);
    const s = countLines(root);
    console.error(`${set.name}: ${s.files} files, ${diags.length} diagnostics, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    all[set.split].push(...diags);
    stats[set.split].files += s.files;
    stats[set.split].lines += s.lines;
    record[set.name] = diags.reduce((m, d) => ({ ...m, [d.code]: (m[d.code] ?? 0) + 1 }), {});
  }
  if (values.record) writeFileSync(values.record, JSON.stringify(record, null, 1) + '\n');
  if (values.dump) writeFileSync(values.dump, JSON.stringify(Object.values(all).flat(), null, 1) + '\n');
  if (values.draw) {
    const picked = draw(Object.values(all).flat(), labels, Number(values.draw), Number(values.seed));
    console.log(COLUMNS.join('\t'));
    for (const d of picked) console.log(COLUMNS.map((c) => (c === 'label' || c === 'reason' ? '' : String(d[c]))).join('\t'));
    return;
  }
  for (const split of splits) {
    if (all[split].length === 0 && stats[split].files === 0) continue;
    const lost = lostPositives(all[split], labels.filter((l) => l.split === split && sets.some((s) => s.name === l.set && setRoot(s))));
    if (lost.length > 0) console.log(`\n${split}: labelled true positives no longer reported:\n${lost.map((l) => `  ${l.set} ${l.file}:${l.line} ${l.code} ${l.name} -- ${l.reason}`).join('\n')}`);
    const beforeCounts = before ? sumCodes(before, sets.filter((s) => s.split === split)) : undefined;
    report(SPLIT_TITLES[split] ?? split, all[split], labels, stats[split], beforeCounts);
  }
}

const SPLIT_TITLES = {
  heldout: 'held-out sets (never tuned on)',
  heldout2: 'second held-out sets (drawn at the start of session 22, never tuned on)',
  heldout3: 'third held-out sets (public MATLAB repositories, drawn in session 25 after its first fix, never tuned on)',
  tune: 'tuning sets',
};

/** Labelled TPs of the sets run that the run no longer reports. */
function lostPositives(diags, labels) {
  const now = new Set(diags.map(keyOf));
  return labels.filter((l) => l.label === 'TP' && !now.has(keyOf(l)));
}

function sumCodes(record, sets) {
  const out = {};
  for (const s of sets) for (const [c, n] of Object.entries(record[s.name] ?? {})) out[c] = (out[c] ?? 0) + n;
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
