// `mtame shapes ENTRY.m [--arg SPEC]... [--path DIR]... [--legacy-shapes] [--assume-in-bounds]
// [--contexts N] [--all] [--format text|json]`:
// symbolic shape tracking over the Tame IR (MAGICA, section 7) of the entry function and the
// user functions it calls: per function, the classes of assignments whose shapes are provably
// equal (the canonical term printed once), the variables an `if` gives different shapes, and
// per loop the set of shapes of each variable it assigns.
import { analyzeKinds } from '../kinds/index.js';
import type { Library } from '../project/index.js';
import {
  type FunctionShapes, type ProgramShapes, type ShapeSet, type ShapeTerm, formatShape, formatShapeSet, isExplicit, num, shapeClasses, shapeVar, sym, trackIrShapes, tuple,
} from '../shapes/index.js';
import { lowerFile, type IrFile, type IrFunction } from '../tame/index.js';
import { isStackOverflow } from '../syntax/index.js';
import { choice, DIALECTS, parseCli, RUNTIMES, UsageError } from './args.js';
import type { Output } from './parse-command.js';
import { loadProject, type Runtime } from '../workspace/index.js';

interface ShapesArgs {
  entry: string;
  args: string[];
  path: string[];
  legacy: boolean;
  format: 'text' | 'json';
  dialect: 'auto' | 'matlab' | 'octave';
  runtime?: Runtime;
  assumeInBounds: boolean;
  contexts: number;
  /** Every specialization and every temporary (the text report otherwise summarises). */
  all: boolean;
}

function readArgs(argv: string[]): ShapesArgs {
  const { values: v, positionals } = parseCli(argv, {
    arg: { type: 'string', multiple: true, default: [] },
    path: { type: 'string', multiple: true, default: [] },
    format: { type: 'string', default: 'text' },
    dialect: { type: 'string', default: 'auto' },
    runtime: { type: 'string' },
    'legacy-shapes': { type: 'boolean', default: false },
    'assume-in-bounds': { type: 'boolean', default: false },
    contexts: { type: 'string', default: '8' },
    all: { type: 'boolean', default: false },
  });
  const contexts = Number(v.contexts);
  if (!Number.isInteger(contexts) || contexts < 1) throw new UsageError(`--contexts must be a positive integer, not '${v.contexts}'`);
  if (positionals.length !== 1) throw new UsageError('shapes takes one entry file');
  return {
    entry: positionals[0],
    args: v.arg,
    path: v.path,
    legacy: v['legacy-shapes'],
    assumeInBounds: v['assume-in-bounds'],
    contexts,
    all: v.all,
    format: choice(v.format, ['text', 'json'] as const, 'format'),
    dialect: choice(v.dialect, DIALECTS, 'dialect'),
    runtime: v.runtime === undefined ? undefined : choice(v.runtime, RUNTIMES, 'runtime'),
  };
}

/** An argument's shape from its spec, as in an arguments block: `(1,1) double`, `(n,n)`,
 *  `(:,3) single`; an extent is a number, a name (the same name is the same extent across the
 *  arguments) or `:` (unknown); a spec without sizes (`struct`, `cell`) is a scalar. */
export function argShape(text: string, param: string): ShapeTerm | { error: string } {
  const t = text.trim();
  const m = /^\(([^)]*)\)\s*(.*)$/.exec(t);
  if (!m) {
    if (/^[A-Za-z][A-Za-z0-9_]*(\s+[A-Za-z]+)*$/.test(t)) return tuple(1, 1);
    return { error: `expected '(extents) class', e.g. '(1,1) double' or '(n,n)'` };
  }
  const parts = m[1]!.split(',').map((p) => p.trim());
  if (parts.length < 2) return { error: 'give at least two extents' };
  const dims = [];
  for (const [i, p] of parts.entries()) {
    if (/^\d+$/.test(p)) dims.push(num(Number(p)));
    else if (p === ':') dims.push(sym(`?${param}${i + 1}`));
    else if (/^[A-Za-z][A-Za-z0-9_]*$/.test(p)) dims.push(sym(p));
    else return { error: `'${p}' is not an extent (a number, a name or ':')` };
  }
  return tuple(...dims);
}

/** The IR of the library's files, lowered once, and the user function a call reaches. */
class Program {
  private readonly irs = new Map<string, IrFile | null>();
  constructor(private readonly lib: Library) {}

  ir(path: string): IrFile | undefined {
    const cached = this.irs.get(path);
    if (cached !== undefined) return cached ?? undefined;
    const file = this.lib.file(path);
    const ir = file ? lowerFile(file.ast, analyzeKinds(file.ast, this.lib, { file: file.path }), { file: file.path }) : undefined;
    this.irs.set(path, ir ?? null);
    return ir;
  }

  resolve = (caller: IrFunction, name: string): IrFunction | undefined => {
    const res = this.lib.lookup(name, { file: caller.file, functionPath: caller.kind === 'script' ? [] : [...caller.path] });
    if (!res || res.kind === 'builtin' || res.compiled || res.entity !== 'function' || !res.function) return undefined;
    const q = res.function.qualifiedName;
    return this.ir(res.file.path)?.functions.find((f) => f.kind !== 'lambda' && f.path.join('/') === q);
  };
}

export function runShapes(argv: string[], io: Output): number {
  const args = readArgs(argv);
  const { files, lib, errors } = loadProject([args.entry], args.path, args.dialect, args.runtime);
  for (const e of errors) io.err(`${e.path}:1:1: error: cannot read file: ${e.message} [unreadable-file]\n`);
  if (files.length === 0) return 2;
  const program = new Program(lib);
  const entry = program.ir(files[0].path)?.functions.find((f) => f.kind !== 'lambda');
  if (!entry) {
    io.err(`${files[0].path}:1:1: error: no function or script to analyse\n`);
    return 2;
  }
  const inputs = new Map<string, ShapeTerm>();
  args.args.forEach((text, i) => {
    const param = entry.inputs[i];
    if (param === undefined) throw new UsageError(`--arg ${i + 1}: ${entry.name} takes ${entry.inputs.length} input(s)`);
    const shape = argShape(text, param);
    if ('error' in shape) throw new UsageError(`--arg ${i + 1} '${text}': ${shape.error}`);
    inputs.set(param, shape);
  });
  for (const p of entry.inputs) if (!inputs.has(p)) inputs.set(p, shapeVar(p));
  let result: ProgramShapes;
  try {
    result = trackIrShapes(entry, { mode: args.legacy ? 'legacy' : 'modern', inputs, resolve: program.resolve, assumeInBounds: args.assumeInBounds, maxContexts: args.contexts });
  } catch (e) {
    // The tracker recurses over nested blocks; the parser's nesting limit is measured for the
    // checker, and the tracker's frames are larger. Too deep is said, not a crash.
    if (!isStackOverflow(e)) throw e;
    io.err(`${files[0].path}:${entry.span.line}:${entry.span.column}: error: ${entry.name} nests too deeply to track its shapes (${e.message}) [nesting-too-deep]\n`);
    return 1;
  }
  io.out(args.format === 'json' ? JSON.stringify(shapesJson(result), null, 2) + '\n' : shapesText(result, { all: args.all, entryFile: entry.file }));
  return 0;
}

const setJson = (s: ShapeSet): string[] | 'Λ' => (s === 'any' ? 'Λ' : s.map(formatShape));

export function shapesJson(r: ProgramShapes): unknown {
  return {
    mode: r.mode,
    notFollowed: r.notFollowed,
    functions: r.functions.map((f) => ({
      id: f.id,
      file: f.fn.file,
      inputs: Object.fromEntries([...f.inputs].map(([k, v]) => [k, formatShape(v)])),
      outputs: Object.fromEntries([...f.outputs].map(([k, v]) => [k, formatShape(v)])),
      classes: shapeClasses(f).map((c) => ({
        shape: formatShape(c.shape),
        explicit: isExplicit(c.shape),
        scalar: isExplicit(c.shape) && formatShape(c.shape) === '1 x 1',
        members: c.members.map((a) => ({ target: a.target, line: a.line, column: a.column, temporary: a.temporary, op: a.what, shapes: setJson(a.shapes) })),
      })),
      joins: f.joins.map((j) => ({ line: j.line, variable: j.variable, symbol: j.symbol, shapes: j.shapes.map(formatShape) })),
      loops: f.loops.map((l) => ({
        kind: l.kind, line: l.line, runs: l.runs, widened: l.widened,
        variables: Object.fromEntries([...l.assigned].map(([v, s]) => [v, { head: l.atHead.has(v) ? setJson(l.atHead.get(v)!) : null, assigned: setJson(s) }])),
      })),
    })),
  };
}

/** How the text report reads: in full (`--all`), or the entry file's functions with their
 *  source variables only, temporaries folded into the count of the class they share. */
interface TextOptions {
  readonly all: boolean;
  readonly entryFile?: string;
}

/** Members listed per class before "and N more". */
const MEMBERS_SHOWN = 12;

function functionText(f: FunctionShapes, all: boolean): string[] {
  const params = [...f.inputs].map(([k, v]) => `${k}: ${formatShape(v)}`).join(', ');
  const outs = [...f.outputs].map(([k, v]) => `${k}: ${formatShape(v)}`).join(', ');
  const temp = (name: string): boolean => name.startsWith(f.fn.tempPrefix);
  const lines = [`function ${f.id}(${params})${outs ? ` -> ${outs}` : ''}   % ${f.fn.file}`];
  lines.push(all
    ? '  shapes (assignments whose shapes are provably equal; name:line, ~ a temporary):'
    : '  shapes (assignments whose shapes are provably equal; name:line; +N: temporaries of the same shape):');
  for (const c of shapeClasses(f)) {
    const shown = all ? c.members : c.members.filter((a) => !a.temporary);
    if (shown.length === 0) continue;
    const folded = c.members.length - shown.length;
    const names = shown.slice(0, all ? shown.length : MEMBERS_SHOWN).map((a) => `${a.temporary ? '~' : ''}${a.target}:${a.line}`);
    if (shown.length > names.length) names.push(`... ${shown.length - names.length} more`);
    if (folded > 0) names.push(`+${folded}`);
    lines.push(`    ${formatShape(c.shape)}  <-  ${names.join(' ')}`);
  }
  const joins = all ? f.joins : f.joins.filter((j) => !temp(j.variable));
  if (joins.length > 0) {
    lines.push('  if/else joins (different shapes on the branches):');
    for (const j of joins) lines.push(`    line ${j.line}: ${j.variable} is ${j.symbol}, one of {${j.shapes.map(formatShape).join(', ')}}`);
  }
  for (const l of f.loops) {
    const assigned = [...l.assigned].filter(([v]) => all || !temp(v));
    if (assigned.length === 0) continue;
    lines.push(`  ${l.kind} loop at line ${l.line} (set of shapes; ${l.runs} run${l.runs === 1 ? '' : 's'} to the fixed point${l.widened.length > 0 ? `; widened to Λ: ${l.widened.join(', ')}` : ''}):`);
    for (const [v, s] of assigned) {
      const head = l.atHead.get(v);
      lines.push(`    ${v}: ${head ? `at the head ${formatShapeSet(head)}, ` : ''}assigned ${formatShapeSet(s)}`);
    }
  }
  return lines;
}

export function shapesText(r: ProgramShapes, options: TextOptions = { all: true }): string {
  const out = [`% shapes (${r.mode === 'legacy' ? 'legacy: equal shapes or a scalar' : 'modern: implicit expansion'})`];
  const full = options.all || options.entryFile === undefined ? r.functions : r.functions.filter((f) => f.fn.file === options.entryFile);
  for (const f of full) out.push('', ...functionText(f, options.all));
  const others = r.functions.filter((f) => !full.includes(f));
  if (others.length > 0) {
    // Callees in other files: their names and how many specializations, not their bodies.
    const count = new Map<string, number>();
    for (const f of others) count.set(f.fn.name, (count.get(f.fn.name) ?? 0) + 1);
    const listed = [...count].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([n, k]) => (k > 1 ? `${n} (${k})` : n));
    out.push('', `% also analysed, in other files (--all prints them): ${others.length} specialization${others.length === 1 ? '' : 's'} of ${count.size} function${count.size === 1 ? '' : 's'}: ${listed.slice(0, 40).join(', ')}${listed.length > 40 ? `, ... ${listed.length - 40} more` : ''}`);
  }
  if (r.notFollowed > 0) {
    out.push('', `% work budget reached (${r.programBudget.toLocaleString('en')} statements): ${r.notFollowed} call${r.notFollowed === 1 ? '' : 's'} of functions not yet analysed were not followed (their results are fresh symbols)`);
  }
  return out.join('\n') + '\n';
}
