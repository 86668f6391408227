// Agreement of mtame's kind analysis with McLab's, occurrence by occurrence, on McLab's own
// benchmark set.
//
//   npm run build && node bench/kinds-mclab.mjs [DATA_DIR] [options]
//
// The data: Sable/mcbench-benchmarks, about 16,400 .m files from MATLAB Central, each with the
// XML syntax tree McLab wrote for it (foo.m next to foo.xml; some also have an empty foo.error).
// Every identifier use there is
//   <NameExpr line=".." col=".." kind="K1" kind_insensitive="K2" kind_sensitive="K3">
//     <Name nameId="x"/>
// K1 comes from McLab's MATLAB 7 analysis (VFPreorderAnalysis), K2 from the flow-insensitive
// one and K3 from the flow-sensitive one (natlab/toolkits/analysis/varorfun in Sable/mclab-core,
// written by the paper's authors). Their values are McLab's VFDatum names: see MCLAB_KINDS.
//
// The data is taken from, first found: DATA_DIR; /tmp/mcbench; bench/peers/mcbench (gitignored);
// else it is extracted into bench/peers/mcbench from a bare mirror of the repository (--mirror)
// blob by blob with `git cat-file --batch`, skipping the blobs the mirror lacks (on which
// `git archive` fails). --extract forces that extraction.
//
// McLab's library (which names its analyses take for functions) is read, for the cause
// analysis only, from a mirror of Sable/mclab-core if there is one (--mclab-mirror): the
// serialized name table languages/Natlab/resources/natlab/builtin.ser and the Tamer's builtin
// names as of the XML files (September 2014).
//
// Each folder's files are analysed as `mtame kinds FOLDER/*.m` would: the folder and what lies
// below it are the context, the folder is the current folder. One process, in memory; the
// figures are accumulated file by file.
//
// Options:
//   --mirror GIT_DIR         bare mirror of Sable/mcbench-benchmarks (default /work/.mirror/Sable+mcbench-benchmarks/repo)
//   --extract                extract from the mirror into bench/peers/mcbench even if data exists elsewhere
//   --mclab-mirror GIT_DIR   bare mirror of Sable/mclab-core (default /work/.mirror/Sable+mclab-core/repo)
//   --limit N                only the first N files (sorted by path)
//   --only TEXT              only files whose path contains TEXT
//   --examples N             examples printed per cause (default 3)
//   --json FILE              all figures and every disagreement (with the facts behind its cause) as JSON
//   --quiet                  no progress on stderr
import { spawn, spawnSync } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(BENCH_DIR);
const DEFAULT_DATA = '/tmp/mcbench';
const PEER_DATA = path.join(BENCH_DIR, 'peers', 'mcbench');
const DEFAULT_MIRROR = '/work/.mirror/Sable+mcbench-benchmarks/repo';
const DEFAULT_MCLAB_MIRROR = '/work/.mirror/Sable+mclab-core/repo';
/** mclab-core as the XML files were written (September 2014, the last change to the XML
 *  writer's kind-analysis environment; the three analyses are unchanged since June 2014). */
const MCLAB_XML_COMMIT = '3bf82ce92f7ce795fc81831174a091089d2dc3aa';
const VARIANTS = ['matlab7', 'flow-sensitive', 'flow-insensitive'];
/** The XML attribute that holds McLab's result for each of our variants. */
const ATTRIBUTE = { matlab7: 'kind', 'flow-sensitive': 'kind_sensitive', 'flow-insensitive': 'kind_insensitive' };

/**
 * McLab's VFDatum values and the paper's final kinds they stand for (VFDatum.java and the three
 * analyses that produce them):
 *   VAR     a variable.
 *   WAR     a variable because an `end` was bound to it though nothing assigns it: the paper's
 *           E_u case, "VAR with a warning" (flow-sensitive and flow-insensitive only).
 *   IVAR    declared, never produced.
 *   FUN     a function: a use found in the library, or a handle `@f`.
 *   IFUN    flow-insensitive only: a function found in the library by a use (phase 3 of
 *           Listing 5), as opposed to FUN from a handle (phase 2). Final kind FN as well; the
 *           split lets a phase-1 VAR override it without an error.
 *   PREFIX  a package prefix.
 *   BOT     the paper's ID: a use neither assigned nor found in the library (in functions).
 *   LDVAR   the paper's MAYVAR: named by load('f','x'), or a script's name not yet assigned
 *           or found; it finalises to ID.
 *   TOP     an error: a kind conflict (VAR with FN) or an `end` that cannot be bound.
 *   null    no result: the analysis never visited the name (the flow-sensitive and
 *           flow-insensitive analyses skip anonymous-function bodies).
 * McLab writes the abstract value at each occurrence, unfinalised; for MATLAB 7 scripts the
 * paper's finalisation (VAR, MAYVAR -> ID; FN stays) is applied here before comparing.
 */
const MCLAB_KINDS = { VAR: 'VAR', WAR: 'VAR', IVAR: 'VAR', FUN: 'FN', IFUN: 'FN', PREFIX: 'PREFIX', BOT: 'ID', LDVAR: 'ID', UNDEF: 'ID', TOP: 'ERR', null: 'NA' };
/** Kinds as compared: mtame's four, and ERR for a name in a kind conflict (mtame) or TOP (McLab). */
const KINDS = ['VAR', 'FN', 'ID', 'PREFIX', 'ERR'];

// ---------------------------------------------------------------------------------------------
// Options

function readOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      mirror: { type: 'string', default: DEFAULT_MIRROR },
      extract: { type: 'boolean', default: false },
      'mclab-mirror': { type: 'string', default: DEFAULT_MCLAB_MIRROR },
      limit: { type: 'string' },
      only: { type: 'string' },
      examples: { type: 'string', default: '3' },
      json: { type: 'string' },
      quiet: { type: 'boolean', default: false },
    },
  });
  const count = (s, name) => {
    const n = Number(s);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, not '${s}'`);
    return n;
  };
  return {
    data: positionals[0] ? path.resolve(positionals[0]) : undefined,
    mirror: values.mirror,
    extract: values.extract,
    mclabMirror: values['mclab-mirror'],
    limit: values.limit === undefined ? Infinity : count(values.limit, 'limit'),
    only: values.only,
    examples: count(values.examples, 'examples'),
    json: values.json,
    quiet: values.quiet,
  };
}

function progress(opts, text) {
  if (!opts.quiet) process.stderr.write(text);
}

// ---------------------------------------------------------------------------------------------
// The data set: found, or extracted from the bare mirror

async function locateData(opts) {
  if (opts.data && !opts.extract) {
    if (!existsSync(opts.data)) throw new Error(`${opts.data}: no such folder`);
    return opts.data;
  }
  if (!opts.extract) {
    if (existsSync(DEFAULT_DATA) && readdirSync(DEFAULT_DATA).length > 0) return DEFAULT_DATA;
    if (existsSync(path.join(PEER_DATA, '.complete'))) return PEER_DATA;
  }
  if (!existsSync(opts.mirror)) {
    throw new Error(`no data: give DATA_DIR, or put the benchmarks in ${DEFAULT_DATA}, or a bare mirror of Sable/mcbench-benchmarks at ${opts.mirror} (--mirror)`);
  }
  const tmp = PEER_DATA + '.partial';
  rmSync(tmp, { recursive: true, force: true });
  progress(opts, `extracting ${opts.mirror} into ${PEER_DATA} ...\n`);
  const t0 = performance.now();
  const { written, missing } = await extractTree(opts.mirror, tmp);
  writeFileSync(path.join(tmp, '.complete'), `${written} files written, ${missing} blobs missing from the mirror\n`);
  rmSync(PEER_DATA, { recursive: true, force: true });
  renameSync(tmp, PEER_DATA);
  progress(opts, `extracted ${written} files in ${((performance.now() - t0) / 1000).toFixed(0)} s (${missing} blobs missing from the mirror)\n`);
  return PEER_DATA;
}

/** Writes HEAD's tree of a bare repository under `dest`, through one `git cat-file --batch`;
 *  blobs the mirror lacks are counted and skipped. */
function extractTree(gitDir, dest) {
  const ls = spawnSync('git', ['--git-dir', gitDir, 'ls-tree', '-r', '-z', 'HEAD'], { maxBuffer: 1 << 30 });
  if (ls.status !== 0) throw new Error(`git ls-tree failed: ${ls.stderr}`);
  const entries = [];
  for (const rec of ls.stdout.toString('utf8').split('\0')) {
    const tab = rec.indexOf('\t');
    if (tab < 0) continue;
    const [, type, sha] = rec.slice(0, tab).split(' ');
    const rel = rec.slice(tab + 1);
    // Never write outside dest, whatever the tree holds.
    if (type !== 'blob' || path.isAbsolute(rel) || rel.split('/').some((p) => p === '..' || p === '.' || p === '')) continue;
    entries.push({ sha, rel });
  }
  return new Promise((resolve, reject) => {
    const git = spawn('git', ['--git-dir', gitDir, 'cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'inherit'] });
    const made = new Set();
    let next = 0;
    let written = 0;
    let missing = 0;
    // The output: per entry a header line `<sha> blob <size>` (or `<sha> missing`), then
    // <size> bytes and a newline. `chunks` holds what has arrived and is not consumed yet.
    let chunks = [];
    let have = 0;
    let need = -1;
    const take = (n) => {
      const all = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, have);
      const rest = all.subarray(n);
      chunks = rest.length ? [rest] : [];
      have = rest.length;
      return all.subarray(0, n);
    };
    git.stdout.on('data', (chunk) => {
      chunks.push(chunk);
      have += chunk.length;
      while (true) {
        if (need < 0) {
          const joined = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, have);
          chunks = [joined];
          const nl = joined.indexOf(10);
          if (nl < 0) return;
          const header = take(nl + 1).toString('utf8').trim();
          if (header.endsWith(' missing')) {
            missing++;
            next++;
            continue;
          }
          need = Number(header.split(' ')[2]) + 1;
        }
        if (have < need) return;
        const body = take(need).subarray(0, need - 1);
        need = -1;
        const target = path.join(dest, entries[next++].rel);
        const dir = path.dirname(target);
        if (!made.has(dir)) {
          mkdirSync(dir, { recursive: true });
          made.add(dir);
        }
        writeFileSync(target, body);
        written++;
      }
    });
    git.on('error', reject);
    git.on('close', (code) => {
      if (code === 0 && next === entries.length) resolve({ written, missing });
      else reject(new Error(`git cat-file stopped (status ${code}) after ${next} of ${entries.length} blobs`));
    });
    git.stdin.end(entries.map((e) => e.sha + '\n').join(''));
  });
}

/** The .m files under `root`, sorted, grouped by folder. */
function corpus(root, opts) {
  const files = [];
  const walk = (dir) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && e.name.endsWith('.m')) files.push(p);
    }
  };
  walk(root);
  files.sort();
  let picked = opts.only ? files.filter((f) => f.includes(opts.only)) : files;
  if (picked.length > opts.limit) picked = picked.slice(0, opts.limit);
  const folders = new Map();
  for (const f of picked) {
    const d = path.dirname(f);
    if (!folders.has(d)) folders.set(d, []);
    folders.get(d).push(f);
  }
  return { total: files.length, picked: picked.length, folders };
}

// ---------------------------------------------------------------------------------------------
// McLab's library, for the cause analysis

/** The names McLab's kind analyses took for functions and packages
 *  (GenericFile.getFunctionOrScriptQuery): the serialized table of a MATLAB installation with
 *  its toolboxes (functions, classes, packages), the Tamer's builtin names, and (per file) the
 *  .m files of the file's own folder and the file's own functions. Undefined without a mirror
 *  of Sable/mclab-core. */
function mclabLibrary(gitDir) {
  if (!existsSync(gitDir)) return undefined;
  const blob = (spec) => {
    const r = spawnSync('git', ['--git-dir', gitDir, 'cat-file', 'blob', spec], { maxBuffer: 1 << 28 });
    return r.status === 0 ? r.stdout : undefined;
  };
  const ser = blob('HEAD:languages/Natlab/resources/natlab/builtin.ser');
  if (!ser) return undefined;
  // In 2014 FileEnvironment asked tame's Builtin map; BuiltinSet replaced it in 2015.
  const tame = blob(`${MCLAB_XML_COMMIT}:languages/Natlab/src/natlab/tame/builtin/Builtin.java`) ?? blob('HEAD:languages/Natlab/src/natlab/toolkits/BuiltinSet.java');
  // Java serialization of HashMap<String, HashMap<String, String>>: outer keys "classes",
  // "functions", "packages", "output_info"; inner keys are names, values their files
  // ("./TOOLBOX/..."; "./matlab/..." is base MATLAB). TC_STRING is 0x74, a two-byte length,
  // then the characters (ASCII here).
  const strings = [];
  for (let i = 0; i + 3 <= ser.length; ) {
    if (ser[i] === 0x74) {
      const n = (ser[i + 1] << 8) | ser[i + 2];
      const s = ser.subarray(i + 3, i + 3 + n);
      if (n > 0 && s.length === n && s.every((c) => c >= 32 && c < 127)) {
        strings.push(s.toString('latin1'));
        i += 3 + n;
        continue;
      }
    }
    i++;
  }
  const sections = { classes: new Map(), functions: new Map(), packages: new Map(), output_info: undefined };
  let current;
  let last;
  const seen = new Set();
  for (const s of strings) {
    if (s in sections && !seen.has(s)) {
      // The first occurrence of a section name is the outer key; later ones are names
      // (MATLAB has a function `functions`).
      seen.add(s);
      current = sections[s];
      last = undefined;
      continue;
    }
    if (!current) continue;
    if (s.startsWith('./')) {
      if (last !== undefined) current.set(last, s);
      last = undefined;
    } else {
      if (!current.has(s)) current.set(s, '');
      last = s;
    }
  }
  const functions = new Map([...sections.classes, ...sections.functions]);
  if (tame) {
    for (const m of tame.toString('utf8').matchAll(/(?:builtinSet\.add|builtinMap\.put)\("([^"]+)"/g)) {
      if (!functions.has(m[1])) functions.set(m[1], './tame-builtins');
    }
  }
  return { functions, packages: new Set(sections.packages.keys()) };
}

/** Where McLab's table puts a function: `matlab` (base MATLAB), a toolbox folder, or
 *  `tame-builtins`. */
function mclabToolbox(mclab, name) {
  const p = mclab?.functions.get(name);
  return p === undefined ? undefined : p.split('/')[1] ?? '';
}

// ---------------------------------------------------------------------------------------------
// McLab's XML: a regular-expression scan for the few elements needed

const TAG = /<(\/?)(Function|Script|NameExpr|LambdaExpr)\b([^>]*?)(\/?)>/g;
const NAME_AFTER = /\s*<Name\b([^>]*?)\/>/y;

function attributes(s) {
  const out = {};
  for (const m of s.matchAll(/([\w:-]+)="([^"]*)"/g)) out[m[1]] = m[2];
  return out;
}

/** The NameExprs of an XML file in document order, each with the unit (Function or Script)
 *  it lies in and whether it is inside an anonymous function or one of its parameters; and
 *  the units. */
function scanXml(text) {
  const names = [];
  const units = [];
  const stack = [];
  const lambdas = [];
  TAG.lastIndex = 0;
  let m;
  while ((m = TAG.exec(text))) {
    const [, close, tag, attrs, selfClose] = m;
    if (selfClose) continue;
    if (tag === 'LambdaExpr') {
      if (close) {
        lambdas.pop();
        continue;
      }
      // The parameters are the Name children before the body.
      const params = new Set();
      NAME_AFTER.lastIndex = TAG.lastIndex;
      let p;
      while ((p = NAME_AFTER.exec(text))) params.add(attributes(p[1]).nameId);
      lambdas.push(params);
      continue;
    }
    if (close) {
      if (tag !== 'NameExpr') stack.pop();
      continue;
    }
    NAME_AFTER.lastIndex = TAG.lastIndex;
    const nm = NAME_AFTER.exec(text);
    const na = nm ? attributes(nm[1]) : {};
    const a = attributes(attrs);
    if (tag === 'NameExpr') {
      // A for loop's variable has no position of its own (line 0); its Name has one.
      const own = Number(a.line) > 0;
      names.push({
        name: na.nameId,
        line: Number(own ? a.line : na.line),
        col: Number(own ? a.col : na.col),
        raw: { matlab7: a.kind, 'flow-sensitive': a.kind_sensitive, 'flow-insensitive': a.kind_insensitive },
        unit: stack.length ? stack[stack.length - 1] : -1,
        inLambda: lambdas.length > 0,
        lambdaParam: lambdas.some((ps) => ps.has(na.nameId)),
      });
    } else {
      stack.push(units.length);
      units.push({ name: tag === 'Script' ? a.name : na.nameId, script: tag === 'Script', parent: stack.length > 1 ? stack[stack.length - 2] : -1 });
    }
  }
  return { names, units };
}

// ---------------------------------------------------------------------------------------------
// Matching McLab's NameExprs to mtame's occurrences

/**
 * McLab's positions, as found on this data (the report prints the figures):
 *  - columns are 1-based character columns (a tab is one), exact but for two cases: a name in
 *    parentheses carries the column of its outermost '(' (McLab drops the parentheses and
 *    keeps their position: `(numtrials)*1.5`), and after an element separator that McLab's
 *    Matlab-to-Natlab translation inserted in a matrix row (`[a -b]` becomes `[a, -b]`) the
 *    columns run one ahead per inserted character;
 *  - lines: scripts' are exact. Functions' go through the same translation's position maps
 *    (FunctionEndScanner's inserted `end`s, MatlabParser's relocated comments, composed in
 *    CompositePositionMap), which leave a line delta that is constant over runs of statements
 *    but changes between functions and after some translated constructs. The most common:
 *    when comments precede a file's first function (they are moved below its header), its
 *    body is numbered from the header line (XML line = source line - header line);
 *  - a for loop's variable has line 0 and column 0 on its NameExpr, the right position on
 *    its Name; names McLab made up while translating have 0 on both.
 * The delta is recovered by alignment: in document order, the NameExpr is paired with an
 * occurrence of the same name, in the function of the same name, on its line plus the current
 * delta; failing that, on the line whose delta the next NameExprs of the unit agree with best
 * (nearest the previous delta on a tie); on that line, the occurrence whose column fits best.
 */
const LOOKAHEAD = 12;

/** How far an occurrence's column is from a NameExpr's: 0 when equal or when only '(' and
 *  blanks lie between them. */
function columnMiss(lineText, xmlCol, occCol) {
  if (xmlCol === occCol) return 0;
  if (xmlCol >= 1 && xmlCol < occCol) {
    const gap = lineText.slice(xmlCol - 1, occCol - 1);
    if (gap.includes('(') && /^[(\s]*$/.test(gap)) return 0;
  }
  return Math.abs(xmlCol - occCol);
}

function align(names, occs, lines, unitNames) {
  const byNameLine = new Map();
  const byName = new Map();
  for (const o of occs) {
    const key = o.name + '\0' + o.line;
    if (!byNameLine.has(key)) byNameLine.set(key, []);
    byNameLine.get(key).push(o);
    if (!byName.has(o.name)) byName.set(o.name, []);
    byName.get(o.name).push(o);
  }
  // The occurrence must lie in the function of the NameExpr's unit's name, if mtame has one.
  const mtameUnits = new Set(occs.map((o) => o.unitLeaf));
  const inUnit = (e, o) => !mtameUnits.has(unitNames[e.unit]) || o.unitLeaf === unitNames[e.unit];
  const used = new Set();
  const onLine = (e, line) => (byNameLine.get(e.name + '\0' + line) ?? []).filter((o) => !used.has(o) && inUnit(e, o));
  const closest = (e, list) => {
    let pick;
    let miss = Infinity;
    for (const o of list) {
      const m = columnMiss(lines[o.line - 1] ?? '', e.col, o.column);
      if (m < miss) {
        miss = m;
        pick = o;
      }
    }
    return pick;
  };
  const matches = new Array(names.length);
  const reasons = new Array(names.length);
  let delta;
  let lastDelta = 0;
  let unit;
  for (let i = 0; i < names.length; i++) {
    const e = names[i];
    if (e.unit !== unit) {
      unit = e.unit;
      delta = undefined;
    }
    if (!(e.line > 0)) {
      reasons[i] = 'synthetic';
      continue;
    }
    if (e.name === '~') {
      reasons[i] = 'tilde';
      continue;
    }
    let pick = delta === undefined ? undefined : closest(e, onLine(e, e.line + delta));
    if (!pick) {
      const candidateLines = new Set((byName.get(e.name) ?? []).filter((o) => !used.has(o) && inUnit(e, o)).map((o) => o.line));
      if (candidateLines.size === 0) {
        reasons[i] = (byName.get(e.name) ?? []).length === 0 ? 'name-absent' : 'no-occurrence-left';
        continue;
      }
      const expected = delta ?? lastDelta;
      let bestScore = -1;
      let bestLine;
      for (const line of candidateLines) {
        const d = line - e.line;
        let score = 0;
        for (let j = i + 1; j < names.length && j <= i + LOOKAHEAD && names[j].unit === e.unit; j++) {
          if (onLine(names[j], names[j].line + d).length > 0) score++;
        }
        if (score > bestScore || (score === bestScore && Math.abs(d - expected) < Math.abs(bestLine - e.line - expected))) {
          bestScore = score;
          bestLine = line;
        }
      }
      // Nothing after it confirms the delta, and the name has several lines to choose from.
      if (bestScore === 0 && candidateLines.size > 1) reasons[i] = 'weak';
      pick = closest(e, onLine(e, bestLine));
    }
    used.add(pick);
    matches[i] = pick;
    delta = lastDelta = pick.line - e.line;
  }
  return { matches, reasons };
}

// ---------------------------------------------------------------------------------------------
// Running mtame

async function loadMtame() {
  const dist = path.join(ROOT, 'dist');
  if (!existsSync(path.join(dist, 'kinds', 'index.js'))) throw new Error('dist/ is missing: run `npm run build` first');
  const project = await import(path.join(dist, 'project', 'index.js'));
  const kinds = await import(path.join(dist, 'kinds', 'index.js'));
  return { buildLibrary: project.buildLibrary, loadFolders: project.loadFolders, analyzeKinds: kinds.analyzeKinds };
}

/** mtame's occurrences of a file, each with its kind (and facts) under each variant. */
function analyseFile(mt, lib, file) {
  const model = lib.file(file);
  if (!model) return undefined;
  const byNode = new Map();
  const occs = [];
  for (const variant of VARIANTS) {
    const result = mt.analyzeKinds(model.ast, lib, { variant, file });
    for (const u of result.units) {
      const conflicts = new Set(u.conflicts);
      // Names another function of the same nest makes variables: a parent takes them from its
      // nested functions and hands them to the next ones (Listing 1).
      const nestVars = new Set();
      const root = u.name.split('/')[0];
      for (const n of result.units) {
        if (n === u || n.type === 'script' || n.name.split('/')[0] !== root) continue;
        for (const [name, k] of Object.entries(n.kinds)) if (k === 'VAR') nestVars.add(name);
      }
      const endErrors = new Set();
      for (const diag of u.diagnostics) {
        if (diag.code !== 'end-ambiguous' && diag.code !== 'end-unbound') continue;
        for (const m of diag.message.matchAll(/'([A-Za-z]\w*)'/g)) endErrors.add(m[1]);
        if (diag.code === 'end-unbound') endErrors.add('*');
      }
      for (const o of u.occurrences) {
        let rec = byNode.get(o.node);
        if (!rec) {
          rec = {
            name: o.name, line: o.span.line, column: o.span.column, offset: o.span.offset, node: o.node,
            unit: u.name, unitLeaf: u.name.split('/').pop(), unitType: u.type,
            kind: {}, conflict: {}, nestVar: {}, endError: {},
          };
          byNode.set(o.node, rec);
          occs.push(rec);
        }
        rec.kind[variant] = o.kind;
        rec.conflict[variant] = conflicts.has(o.name);
        rec.nestVar[variant] = nestVars.has(o.name);
        rec.endError[variant] = endErrors.has(o.name) || endErrors.has('*');
      }
    }
  }
  occs.sort((a, b) => a.offset - b.offset);
  return { model, occs };
}

const NOT_NAME_EXPRS = new Set(['function parameter', 'anonymous-function parameter', 'global declaration', 'persistent declaration']);

/** What mtame's syntax tree says about some identifiers: command names, function and
 *  anonymous-function parameters, catch identifiers, global and persistent names; and the
 *  names used as commands, caught, or created by `syms`. */
function rolesOf(ast) {
  const role = new Map();
  const syms = new Set();
  const commands = new Set();
  const catches = new Set();
  const identifiers = new Set();
  const visit = (node) => {
    if (Array.isArray(node)) {
      for (const x of node) visit(x);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    switch (node.type) {
      case 'Identifier':
        identifiers.add(node);
        return;
      case 'Command':
        role.set(node.name, 'command name');
        identifiers.add(node.name);
        commands.add(node.name.name);
        if (node.name.name === 'syms') for (const a of node.args) syms.add(a.value);
        return;
      case 'Function':
        for (const p of [...node.inputs, ...node.outputs]) role.set(p, 'function parameter');
        break;
      case 'AnonFunction':
        for (const p of node.params) role.set(p, 'anonymous-function parameter');
        break;
      case 'Try':
        if (node.catchVar) {
          role.set(node.catchVar, 'catch identifier');
          catches.add(node.catchVar.name);
        }
        break;
      case 'Global':
      case 'Persistent':
        for (const n of node.names) role.set(n, `${node.type.toLowerCase()} declaration`);
        break;
      default:
        break;
    }
    for (const key in node) {
      if (key === 'span' || key === 'comments') continue;
      const v = node[key];
      if (v !== null && typeof v === 'object') visit(v);
    }
  };
  visit(ast.body);
  return { role, syms, commands, catches, identifiers };
}

// ---------------------------------------------------------------------------------------------
// Comparison

function mclabKind(raw, variant, inScript) {
  const k = MCLAB_KINDS[raw] ?? 'NA';
  // The paper's MATLAB 7 script finalisation (Section 4.2), which McLab's XML leaves out.
  if (variant === 'matlab7' && inScript && k === 'VAR') return 'ID';
  return k;
}

function mtameKind(occ, variant) {
  return occ.conflict[variant] ? 'ERR' : occ.kind[variant];
}

function newStats() {
  return {
    files: { found: 0, compared: 0, noXml: 0, mclabError: 0, emptyErrorFile: 0, mtameSyntaxErrors: 0, loneCR: 0 },
    nameExprs: 0,
    matched: 0,
    weak: 0,
    unmatched: {},
    mtameOnly: {},
    mtameOnlyExamples: {},
    lines: { same: 0, shifted: 0 },
    columns: { exact: 0, paren: 0, off: 0 },
    units: {},
    byVariant: Object.fromEntries(VARIANTS.map((v) => [v, { compared: 0, agree: 0, noMclabKind: 0, confusion: {}, causes: {} }])),
  };
}

function bump(obj, key, n = 1) {
  obj[key] = (obj[key] ?? 0) + n;
}

function compareFile({ file, text, lib, mt, mclab, folderFunctions, stats, disagreements, unmatched }) {
  const stem = file.slice(0, -2);
  if (existsSync(stem + '.error')) {
    if (readFileSync(stem + '.error', 'utf8').trim() !== '') {
      stats.files.mclabError++;
      return;
    }
    stats.files.emptyErrorFile++;
  }
  if (!existsSync(stem + '.xml')) {
    stats.files.noXml++;
    return;
  }
  const analysed = analyseFile(mt, lib, file);
  if (!analysed) {
    stats.files.noXml++;
    return;
  }
  stats.files.compared++;
  text ??= readFileSync(file, 'utf8');
  // mtame's lines: only LF ends a line (a CR before it is a blank).
  const lines = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  if (/\r(?!\n)/.test(text)) stats.files.loneCR++;
  const syntaxErrors = analysed.model.diagnostics.filter((x) => x.severity === 'error').length;
  if (syntaxErrors) stats.files.mtameSyntaxErrors++;
  const xml = scanXml(readFileSync(stem + '.xml', 'utf8'));
  const roles = rolesOf(analysed.model.ast);
  // McLab has no NameExpr for these: they are Name nodes there (FunctionHandleExpr's too).
  const candidates = analysed.occs.filter((o) => o.node.type !== 'FunctionHandle' && !NOT_NAME_EXPRS.has(roles.role.get(o.node)));
  const { matches, reasons } = align(xml.names, candidates, lines, xml.units.map((u) => u.name));
  stats.nameExprs += xml.names.length;
  unitStats(stats, xml, matches, analysed.model, text.includes('\r\n') ? 'CRLF' : 'LF');
  const own = new Set([analysed.model.name, ...analysed.model.functions.map((f) => f.name)]);
  const fileFacts = { file, lines, lib, mclab, folderFunctions, own, roles, syntaxErrors, blockCommentText: lines.some((l) => /^\s*%\{\s*\S/.test(l)) };
  // McLab's kinds of each name in each unit: a per-occurrence result shows as several.
  const unitKinds = new Map();
  for (const e of xml.names) {
    const key = e.unit + '\0' + e.name;
    if (!unitKinds.has(key)) unitKinds.set(key, Object.fromEntries(VARIANTS.map((v) => [v, new Set()])));
    const inScript = xml.units[e.unit]?.script ?? false;
    for (const v of VARIANTS) unitKinds.get(key)[v].add(mclabKind(e.raw[v], v, inScript));
  }
  const matched = new Set();
  for (let i = 0; i < xml.names.length; i++) {
    const e = xml.names[i];
    const occ = matches[i];
    if (!occ) {
      bump(stats.unmatched, reasons[i]);
      unmatched.push({ reason: reasons[i], file, xmlLine: e.line, xmlColumn: e.col, name: e.name, unit: xml.units[e.unit]?.name });
      continue;
    }
    matched.add(occ);
    stats.matched++;
    if (reasons[i] === 'weak') stats.weak++;
    bump(stats.lines, occ.line === e.line ? 'same' : 'shifted');
    bump(stats.columns, occ.column === e.col ? 'exact' : columnMiss(lines[occ.line - 1], e.col, occ.column) === 0 ? 'paren' : 'off');
    const inScript = xml.units[e.unit]?.script ?? false;
    let facts;
    for (const variant of VARIANTS) {
      const s = stats.byVariant[variant];
      const raw = e.raw[variant];
      const ck = mclabKind(raw, variant, inScript);
      const mk = mtameKind(occ, variant);
      if (ck === 'NA') {
        s.noMclabKind++;
        continue;
      }
      s.compared++;
      bump(s.confusion, `${ck}|${mk}`);
      if (ck === mk) {
        s.agree++;
        continue;
      }
      facts ??= factsOf(e, occ, inScript, fileFacts);
      const d = {
        variant, file, line: occ.line, column: occ.column, name: e.name,
        mclab: ck, mclabRaw: raw, mtame: mk, unit: occ.unit, unitType: occ.unitType,
        source: (lines[occ.line - 1] ?? '').trim().slice(0, 160),
        mclabKindsInUnit: [...unitKinds.get(e.unit + '\0' + e.name)[variant]].sort(),
        ...facts,
        nestVar: occ.nestVar[variant],
        endError: occ.endError[variant],
      };
      d.cause = classify(d);
      bump(s.causes, d.cause);
      disagreements.push(d);
    }
  }
  const counted = new Set();
  for (const o of analysed.occs) {
    if (matched.has(o)) continue;
    const t = o.node.type;
    // `syms x` and `load f x` give each analysis run a made-up node for x: count it once.
    const madeUp = t === undefined || (t === 'Identifier' && !roles.identifiers.has(o.node));
    const at = `${o.line}:${o.column}:${o.name}`;
    if (madeUp && counted.has(at)) continue;
    counted.add(at);
    const role = roles.role.get(o.node) ?? (t === 'FunctionHandle' ? 'function handle' : t === 'String' ? "load('f', 'x') name" : madeUp ? 'name created by a command (syms x, load f x)' : 'other identifier');
    bump(stats.mtameOnly, role);
    if ((stats.mtameOnlyExamples[role] ??= []).length < 20) stats.mtameOnlyExamples[role].push(`${file}:${o.line}:${o.column} ${o.name} | ${(lines[o.line - 1] ?? '').trim().slice(0, 100)}`);
  }
}

/** Line deltas (source line minus XML line) unit by unit. */
function unitStats(stats, xml, matches, model, lineEnds) {
  const perUnit = new Map();
  xml.names.forEach((e, i) => {
    const o = matches[i];
    if (!o) return;
    if (!perUnit.has(e.unit)) perUnit.set(e.unit, []);
    perUnit.get(e.unit).push(o.line - e.line);
  });
  for (const [ui, deltas] of perUnit) {
    const u = xml.units[ui];
    if (!u) continue;
    const kind = `${u.script ? 'script' : u.parent >= 0 ? 'nested function' : ui === 0 ? 'first function of a file' : 'later function of a file'} (${lineEnds})`;
    const row = (stats.units[kind] ??= { units: 0, exact: 0, oneDelta: 0, fromHeader: 0, severalDeltas: 0 });
    row.units++;
    const distinct = new Set(deltas);
    if (distinct.size === 1 && deltas[0] === 0) row.exact++;
    else if (distinct.size === 1) row.oneDelta++;
    else row.severalDeltas++;
    if (!u.script && distinct.size === 1) {
      const header = model.functions.find((f) => f.name === u.name)?.node.span.line;
      if (header !== undefined && header > 1 && deltas[0] === header) row.fromHeader++;
    }
  }
}

/** What the cause analysis needs to know about a disagreeing occurrence. */
function factsOf(e, occ, inScript, { file, lines, lib, mclab, folderFunctions, own, roles, syntaxErrors, blockCommentText }) {
  const r = lib.lookup(e.name, { file, functionPath: occ.unitType === 'script' ? [] : occ.unit.split('/') });
  const where = r === undefined ? undefined : r.import || r.name !== e.name ? 'import' : r.kind === 'builtin' ? 'builtin' : path.dirname(r.file?.path ?? '') === path.dirname(file) ? 'same folder' : 'elsewhere';
  const escaped = e.name.replace(/[$]/g, '\\$');
  return {
    inScript,
    inLambda: e.inLambda,
    lambdaParam: e.lambdaParam,
    role: roles.role.get(occ.node),
    commandInFile: roles.commands.has(e.name),
    catchInFile: roles.catches.has(e.name),
    syms: roles.syms.has(e.name),
    cellFieldRoot: lines.some((l) => new RegExp(`(^|[^\\w.])${escaped}\\s*\\.[\\w.]*\\s*\\{`).test(l)),
    mtameFunction: r !== undefined,
    mtameResolution: where,
    mtameResolvedTo: r === undefined ? undefined : r.kind === 'builtin' ? `builtin ${r.name} (${r.builtin.category})` : `${r.kind} ${path.relative(path.dirname(file), r.file?.path ?? '')}`,
    mtamePackage: lib.existsPackage(e.name),
    mclabFunction: mclab === undefined ? undefined : mclab.functions.has(e.name) || folderFunctions.has(e.name) || own.has(e.name),
    mclabToolbox: mclabToolbox(mclab, e.name),
    mclabPackage: mclab?.packages.has(e.name),
    inPackageFolder: /[\\/]\+[^\\/]+[\\/][^\\/]+$/.test(file),
    syntaxErrors,
    blockCommentText,
  };
}

// ---------------------------------------------------------------------------------------------
// Causes

/**
 * The causes of disagreement; `paper` says which side follows the paper (Doherty, Hendren and
 * Radpour 2011) there. `classify` takes the first that fits, in this order.
 */
const CAUSES = {
  'library: toolbox function': {
    label: 'a toolbox function (images, stats, symbolic, signal, control, ...): McLab\'s library is a c. 2010 MATLAB installation with its toolboxes, ours is base MATLAB',
    paper: 'neither: both apply the use rule (FN if the library has it) to different libraries',
  },
  'library: old base function': {
    label: 'a base-MATLAB function of McLab\'s 2010 release that our list lacks (mostly removed since: wavread, isstr, setstr, ...)',
    paper: 'neither: library difference',
  },
  'library: newer function': {
    label: 'a function our current base-MATLAB list has and McLab\'s 2010 library lacks (count, years, actxserver, narginchk, ...)',
    paper: 'neither: library difference',
  },
  'library: import': {
    label: 'a name brought in by `import java.awt.*` (KeyEvent, File, ...): mtame resolves imports, McLab parses `import` as a call',
    paper: 'mtame (the paper predates import, but it is part of MATLAB\'s lookup)',
  },
  'library: NaN/Inf': {
    label: 'NaN or Inf in a function: McLab\'s library lacks them (its flow-insensitive analysis alone special-cases them, as IFUN)',
    paper: 'mtame: they are MATLAB functions, so a use is FN (Variable Use rule)',
  },
  'library: package': {
    label: 'a package prefix (java.*, javax.*, NET.*, matlab.*, a +pkg folder elsewhere): one side\'s table has the package, the other\'s not, or has a function of that name',
    paper: 'neither: both apply the use rule (function, else package) to different libraries',
  },
  'context: outside the folder': {
    label: 'a user function outside the file\'s own folder (in a subfolder, which `mtame kinds DIR` puts on the path, or an @class constructor): McLab looks only in the file\'s folder',
    paper: 'neither: the paper searches the current folder and the path; what is on the path is the user\'s setup',
  },
  'context: same file': {
    label: 'a function of the same file or package folder: McLab sees a primary function by its declared name and a package function unqualified, mtame by the file name and qualified only',
    paper: 'mtame: "only the primary function is known" (by the file\'s name) and package functions need "the fully qualified name" (Section 3.1)',
  },
  'command syntax': {
    label: 'the name is used with command syntax (`hold on`) here or elsewhere in the file: McLab translates it to a call `hold(\'on\')` and applies the use rule, which in a script leaves it MAYVAR (ID)',
    paper: 'mtame: "Handle Expression or Command Statement ... x must be a named function" (Section 4.1)',
  },
  'NaN/Inf in a script': {
    label: 'Inf/inf/NaN/nan in a script: McLab\'s flow-insensitive analysis special-cases them as IFUN; by the script rules a use leaves them MAYVAR (ID)',
    paper: 'mtame: script names start as MAYVAR and a use does not sharpen them (Section 4.2)',
  },
  'anonymous-function parameter': {
    label: 'a parameter of an anonymous function in a script: McLab\'s MATLAB 7 analysis merges it into the script\'s flow set, and the script finalisation turns VAR into ID; mtame keeps it the anonymous function\'s own variable',
    paper: 'the paper is silent on anonymous functions; the literal finalisation gives ID, MATLAB gives VAR (mtame)',
  },
  'nested function variable': {
    label: 'assigned only in a nested function, used in its parent or a later sibling: the parent takes the nested function\'s VAR and passes it on (Listing 1, lines 34-38); McLab never copies it back',
    paper: 'mtame (Listing 1)',
  },
  syms: {
    label: '`syms x`: mtame makes x a variable (the Symbolic Math Toolbox creates it); McLab has no such rule',
    paper: 'McLab: the paper has no syms rule (an mtame extension)',
  },
  'catch identifier': {
    label: '`catch err`: mtame defines err; McLab takes it, and its uses, for plain uses',
    paper: 'mtame: it is assigned (Variable Definition); the paper does not mention catch',
  },
  'end error': {
    label: 'an `end` that cannot be bound unambiguously: both find the error; McLab marks a candidate TOP, mtame reports end-ambiguous/end-unbound and leaves the kinds',
    paper: 'both: the paper raises a kind error but does not say which identifier carries it',
  },
  'cell index of a field': {
    label: '`s.f{i}` (here or elsewhere in the unit): McLab makes s a variable (its Cell Array Access rule takes the root of the indexed expression); mtame applies the rule to `x{i}` only',
    paper: 'McLab, by its authors\' reading; the paper\'s rule names only `x{...}`',
  },
  'end binding (other)': { label: 'other `end` binding differences', paper: '?' },
  'McLab: kind at the occurrence': {
    label: 'McLab writes each occurrence\'s flow set at that point, not the final kind: the name has several kinds in one unit (e.g. used before a later assignment, or on one branch)',
    paper: 'mtame: in functions, and in scripts in the two alternative analyses, every occurrence gets the name\'s final kind (Sections 4.1, 5.1)',
  },
  'mtame: syntax error': { label: 'mtame reports syntax errors in the file, so part of it is missing or read differently', paper: '-' },
  'mtame: command syntax': {
    label: 'mtame reads an assignment with a blank before its index (`octaves {ind} = v;`) as command syntax',
    paper: '- (parser difference)',
  },
  'McLab: block comment': {
    label: 'McLab takes a line starting `%{` and followed by text for a block comment (MATLAB does not), and misses the code after it',
    paper: 'mtame (parser difference)',
  },
  unclassified: { label: 'not classified', paper: '?' },
};

function classify(d) {
  const { mclab: ck, mtame: mk, variant: v } = d;
  if (d.mclabFunction !== undefined) {
    if (ck === 'FN' && !d.mtameFunction && d.mclabFunction && mk !== 'PREFIX') {
      if (d.mclabToolbox === 'matlab') return 'library: old base function';
      if (d.mclabToolbox !== undefined) return 'library: toolbox function';
      return 'context: same file';
    }
    if (d.mtameFunction && !d.mclabFunction && mk !== 'PREFIX' && (mk === 'FN' || mk === 'ERR' || ck === 'ERR')) {
      if (d.name === 'NaN' || d.name === 'Inf') return 'library: NaN/Inf';
      if (d.mtameResolution === 'import') return 'library: import';
      if (d.mtameResolution === 'builtin') return 'library: newer function';
      return d.mtameResolution === 'elsewhere' ? 'context: outside the folder' : 'context: same file';
    }
  }
  if (mk === 'PREFIX' || ck === 'PREFIX' || (mk === 'ERR' && d.mtamePackage && !d.mclabPackage)) return 'library: package';
  if ((d.role === 'command name' || d.commandInFile) && ck === 'VAR' && (mk === 'FN' || mk === 'ERR')) return 'mtame: command syntax';
  if (mk === 'FN' && ck === 'ID' && (d.role === 'command name' || d.commandInFile)) return 'command syntax';
  if (ck === 'FN' && d.mclabRaw === 'IFUN' && mk === 'ID' && d.inScript && /^(inf|nan)$/i.test(d.name)) return 'NaN/Inf in a script';
  if (d.lambdaParam && mk === 'VAR') return 'anonymous-function parameter';
  if (mk === 'VAR' && ck === 'ID' && d.nestVar) return 'nested function variable';
  if (d.syms && mk === 'VAR') return 'syms';
  if (mk === 'VAR' && (d.role === 'catch identifier' || d.catchInFile)) return 'catch identifier';
  if (ck === 'ERR' && mk !== 'ERR' && d.endError) return 'end error';
  if (mk === 'ID' && ck === 'VAR' && d.cellFieldRoot) return 'cell index of a field';
  if (d.mclabRaw === 'WAR' && mk !== 'VAR') return 'end binding (other)';
  if (d.mclabKindsInUnit.length > 1 && !(d.inScript && v === 'matlab7')) return 'McLab: kind at the occurrence';
  if (d.syntaxErrors) return 'mtame: syntax error';
  if (d.blockCommentText) return 'McLab: block comment';
  return 'unclassified';
}

// ---------------------------------------------------------------------------------------------
// Report

const UNMATCHED = {
  tilde: '`[~, i] = f()`: McLab writes a NameExpr for ~',
  'name-absent': 'mtame has no occurrence of the name in the file (`import pkg.*` is a statement for mtame, a call of `import` for McLab; parse differences)',
  'no-occurrence-left': 'every occurrence of the name in the function is taken already',
  synthetic: 'no position (made up by McLab\'s translation)',
};

function pct(a, b) {
  return b === 0 ? '-' : ((100 * a) / b).toFixed(2) + '%';
}

/** Up to n examples of a cause, from different files where possible. */
function examples(list, n) {
  const out = [];
  const files = new Set();
  for (const pass of [0, 1]) {
    for (const d of list) {
      if (out.length >= n) return out;
      if (out.includes(d) || (pass === 0 && files.has(d.file))) continue;
      files.add(d.file);
      out.push(d);
    }
  }
  return out;
}

function report(stats, disagreements, unmatched, opts, data, mclab) {
  const out = [];
  const f = stats.files;
  const rel = (p) => path.relative(data, p);
  out.push(`mtame kinds vs McLab's kind analyses on ${data}: ${f.compared} files compared in ${stats.seconds.toFixed(0)} s`);
  out.push(`  .m files found ${f.found}; without XML ${f.noXml} (skipped); with a non-empty .error ${f.mclabError} (McLab failed: skipped);`);
  out.push(`  with an empty .error ${f.emptyErrorFile} (McLab wrote their XML: compared); mtame syntax errors in ${f.mtameSyntaxErrors}; lone-CR line ends in ${f.loneCR} (mtame counts LF only)`);
  if (!mclab) out.push('  (no mirror of Sable/mclab-core: the library causes below cannot tell McLab\'s library from ours)');
  out.push('');
  out.push(`Matching: ${stats.matched} of ${stats.nameExprs} NameExprs paired with an mtame occurrence (${pct(stats.matched, stats.nameExprs)}; ${stats.weak} by position alone, no neighbour confirming the line)`);
  for (const [why, n] of Object.entries(stats.unmatched).sort((a, b) => b[1] - a[1])) {
    const ex = unmatched.find((u) => u.reason === why);
    out.push(`  unmatched ${String(n).padStart(6)}  ${why}: ${UNMATCHED[why] ?? ''}${ex ? `  e.g. ${rel(ex.file)} XML ${ex.xmlLine}:${ex.xmlColumn} ${ex.name}` : ''}`);
  }
  out.push(`  lines: ${stats.lines.same} as in the source, ${stats.lines.shifted} shifted; columns: ${stats.columns.exact} exact, ${stats.columns.paren} at an enclosing '(', ${stats.columns.off} off (after commas McLab inserted in matrix rows)`);
  out.push('  line deltas per unit (units with a matched name):');
  for (const [kind, r] of Object.entries(stats.units).sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    out.push(`    ${kind.padEnd(33)} ${String(r.units).padStart(6)}: exact ${r.exact}, one nonzero delta ${r.oneDelta} (of which numbered from the header line ${r.fromHeader}), several deltas ${r.severalDeltas}`);
  }
  out.push(`  mtame occurrences without a NameExpr: ${Object.entries(stats.mtameOnly).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  out.push('    (McLab writes parameters, global/persistent names and handles `@f` as Name, not NameExpr; an "other identifier" lost its');
  out.push('    NameExpr to another occurrence of the name in the alignment, or McLab has none there)');
  for (const v of VARIANTS) {
    const s = stats.byVariant[v];
    out.push('');
    out.push(`== mtame ${v} vs McLab ${ATTRIBUTE[v]}: ${s.agree} of ${s.compared} agree (${pct(s.agree, s.compared)}); ${s.noMclabKind} matched occurrences have no McLab kind (null: inside anonymous functions)`);
    out.push('  McLab \\ mtame' + KINDS.map((k) => k.padStart(10)).join(''));
    for (const ck of KINDS) out.push('  ' + ck.padEnd(13) + KINDS.map((mk) => String(s.confusion[`${ck}|${mk}`] ?? 0).padStart(10)).join(''));
    out.push(`  causes of the ${s.compared - s.agree} disagreements:`);
    const mine = disagreements.filter((d) => d.variant === v);
    for (const [cause, n] of Object.entries(s.causes).sort((a, b) => b[1] - a[1])) {
      const c = CAUSES[cause];
      const list = mine.filter((d) => d.cause === cause);
      const kinds = {};
      const names = {};
      for (const d of list) {
        bump(kinds, `${d.mclab}${d.mclabRaw !== d.mclab ? ` (${d.mclabRaw})` : ''} / ${d.mtame}`);
        bump(names, d.name);
      }
      out.push(`  ${String(n).padStart(7)}  ${cause}: ${c.label}`);
      out.push(`           paper: ${c.paper}`);
      out.push(`           McLab / mtame: ${Object.entries(kinds).sort((a, b) => b[1] - a[1]).map(([k, m]) => `${k} ${m}`).join('; ')}`);
      out.push(`           names: ${Object.entries(names).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, m]) => `${k} ${m}`).join(', ')}`);
      for (const d of examples(list, opts.examples)) {
        out.push(`           ${rel(d.file)}:${d.line}:${d.column}  ${d.name}: McLab ${d.mclabRaw}, mtame ${d.mtame}  | ${d.source}`);
      }
    }
  }
  console.log(out.join('\n'));
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  const opts = readOptions();
  const data = await locateData(opts);
  const t0 = performance.now();
  const mt = await loadMtame();
  const mclab = mclabLibrary(opts.mclabMirror);
  const { total, picked, folders } = corpus(data, opts);
  progress(opts, `${picked} of ${total} .m files, in ${folders.size} folders under ${data}\n`);
  const stats = newStats();
  stats.files.found = picked;
  const disagreements = [];
  const unmatched = [];
  let done = 0;
  for (const [folder, files] of folders) {
    // As `mtame kinds FOLDER/*.m`: the folder and what is below it are the context.
    const ctx = mt.loadFolders([folder]);
    const lib = mt.buildLibrary(ctx.files, { currentFolder: folder });
    const texts = new Map(ctx.files.map((x) => [x.path, x.text]));
    const folderFunctions = new Set(readdirSync(folder).filter((n) => n.endsWith('.m')).map((n) => n.slice(0, -2)));
    for (const file of files) {
      compareFile({ file, text: texts.get(file), lib, mt, mclab, folderFunctions, stats, disagreements, unmatched });
      if (++done % 1000 === 0) progress(opts, `  ${done}/${picked} files, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
    }
  }
  stats.seconds = (performance.now() - t0) / 1000;
  report(stats, disagreements, unmatched, opts, data, mclab);
  if (opts.json) writeFileSync(opts.json, JSON.stringify({ data, stats, causes: CAUSES, disagreements, unmatched }, null, 1));
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
