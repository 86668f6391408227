// Static size checking with declared signatures (Derby and Zorn, sections 5 to 7.3), over their
// small procedure language: a procedure declares each parameter's direction and abstract
// extents (`in m[S,T]`); its body is calls, `if`, `while` and blocks. The body's abstract
// extent graph is built by the rules of section 7.1, solved (partition.ts), and every extent
// vertex of a call or of the procedure's outputs must be uniform: otherwise the sizes that
// meet there are not provably equal, and the call (or the declaration) is a size error.
import { BOTTOM, type ExtentGraph, ExtentGraphBuilder, canonicalClasses, isUniform } from './extent-graph.js';
import { solveExtentGraph, solveNaive } from './partition.js';

export type Direction = 'in' | 'out' | 'inout';

export interface Param {
  readonly name: string;
  readonly dir: Direction;
  /** The abstract extents, one per dimension; none for a scalar. */
  readonly extents: readonly string[];
}

export interface Signature {
  readonly name: string;
  readonly params: readonly Param[];
}

export type Stmt =
  | { readonly kind: 'call'; readonly callee: string; readonly args: readonly string[] }
  | { readonly kind: 'if'; readonly then: readonly Stmt[]; readonly else: readonly Stmt[] }
  | { readonly kind: 'while'; readonly body: readonly Stmt[] };

export interface Procedure extends Signature {
  readonly body: readonly Stmt[];
}

export interface SizeError {
  /** The call (`callee` and its index in a walk of the body) or the procedure's declaration. */
  readonly where: string;
  readonly extent: string;
  readonly message: string;
}

export interface SizeCheckResult {
  readonly graph: ExtentGraph;
  readonly classes: Int32Array;
  readonly errors: readonly SizeError[];
  /** The vertices of each variable's dimensions at the end of the body, and at each loop head. */
  readonly exit: ReadonlyMap<string, readonly number[]>;
  readonly loopHeads: readonly ReadonlyMap<string, readonly number[]>[];
}

export interface Check {
  readonly vertex: number;
  readonly where: string;
  readonly extent: string;
  /** What flows in: `x(2)` for the second dimension of x. */
  readonly sources: readonly { readonly label: string; readonly vertex: number }[];
}

/** The extent graph of a procedure (section 7.1), with the vertices that must be uniform. */
export interface ProcedureGraph {
  readonly graph: ExtentGraph;
  readonly checks: readonly Check[];
  /** Errors found while building (unknown callees, ranks that disagree). */
  readonly errors: readonly SizeError[];
  readonly exit: ReadonlyMap<string, readonly number[]>;
  readonly loopHeads: readonly ReadonlyMap<string, readonly number[]>[];
}

/** Checks a procedure's body against its signature and the callees' signatures. */
export function checkProcedure(proc: Procedure, callees: readonly Signature[], options: { naive?: boolean } = {}): SizeCheckResult {
  const { graph, checks, errors: built, exit, loopHeads } = buildProcedureGraph(proc, callees);
  const errors = [...built];
  // Classes numbered by first appearance, so both solvers word their errors alike.
  const classes = canonicalClasses(options.naive ? solveNaive(graph) : solveExtentGraph(graph));
  for (const c of checks) {
    if (isUniform(graph, classes, c.vertex)) continue;
    const parts = c.sources.map((s) => `${s.label}: extent #${classes[s.vertex]}`).join(', ');
    errors.push({ where: c.where, extent: c.extent, message: `extent ${c.extent} is not provably one size: ${parts}` });
  }
  return { graph, classes, errors, exit, loopHeads };
}

export function buildProcedureGraph(proc: Procedure, callees: readonly Signature[]): ProcedureGraph {
  const sigs = new Map(callees.map((s) => [s.name, s]));
  const b = new ExtentGraphBuilder();
  const checks: Check[] = [];
  const errors: SizeError[] = [];
  const loopHeads: Map<string, number[]>[] = [];
  const ranks = new Map<string, number>();
  for (const p of proc.params) ranks.set(p.name, p.extents.length);
  collectRanks(proc.body, sigs, ranks, errors);

  // Step 1 of the procedure rule: one vertex per input extent, from ⊥.
  const inputExtent = new Map<string, number>();
  for (const p of proc.params) {
    if (p.dir === 'out') continue;
    for (const e of p.extents) if (!inputExtent.has(e)) inputExtent.set(e, b.vertex([BOTTOM]));
  }
  // Steps 2 and 3: inputs take their extents' vertices, every other variable starts from ⊥.
  const env = new Map<string, number[]>();
  for (const [v, r] of ranks) {
    const p = proc.params.find((q) => q.name === v && q.dir !== 'out');
    env.set(v, p ? p.extents.map((e) => b.vertex([inputExtent.get(e)!])) : Array.from({ length: r }, () => b.vertex([BOTTOM])));
  }
  let callIndex = 0;

  const walk = (stmts: readonly Stmt[], start: Map<string, number[]>): Map<string, number[]> => {
    let cur = start;
    for (const s of stmts) {
      if (s.kind === 'call') cur = call(s, cur);
      else if (s.kind === 'if') {
        const t = walk(s.then, cur);
        const e = walk(s.else, cur);
        const ctx = b.freshContext();
        cur = new Map([...cur.keys()].map((v) => [v, t.get(v)!.map((x, i) => b.vertex([x, e.get(v)![i]!], ctx))]));
      } else {
        const ctx = b.freshContext();
        const heads = new Map([...cur].map(([v, xs]) => [v, xs.map(() => b.vertex([], ctx))]));
        const out = walk(s.body, heads);
        for (const [v, hs] of heads) hs.forEach((h, i) => b.setPreds(h, [cur.get(v)![i]!, out.get(v)![i]!]));
        loopHeads.push(heads);
        cur = heads;
      }
    }
    return cur;
  };

  const call = (s: Extract<Stmt, { kind: 'call' }>, cur: Map<string, number[]>): Map<string, number[]> => {
    const where = `${s.callee} (call ${++callIndex})`;
    const sig = sigs.get(s.callee);
    if (!sig) {
      errors.push({ where, extent: '', message: `no signature for ${s.callee}` });
      return cur;
    }
    const ins = new Map<string, { label: string; vertex: number }[]>();
    sig.params.forEach((p, i) => {
      const arg = s.args[i];
      if (arg === undefined || p.dir === 'out') return;
      const dims = cur.get(arg);
      if (!dims) return;
      p.extents.forEach((e, d) => {
        if (dims[d] === undefined) return;
        const list = ins.get(e) ?? [];
        list.push({ label: `${arg}(${d + 1}) as ${p.name}`, vertex: dims[d]! });
        ins.set(e, list);
      });
    });
    // One vertex per extent of the signature, from the actual dimensions (or ⊥: a new extent).
    const extentVertex = new Map<string, number>();
    for (const p of sig.params) {
      for (const e of p.extents) {
        if (extentVertex.has(e)) continue;
        const sources = ins.get(e) ?? [];
        const v = b.vertex(sources.length > 0 ? sources.map((x) => x.vertex) : [BOTTOM]);
        extentVertex.set(e, v);
        if (sources.length > 1) checks.push({ vertex: v, where, extent: e, sources });
      }
    }
    const next = new Map(cur);
    sig.params.forEach((p, i) => {
      const arg = s.args[i];
      if (arg === undefined || p.dir === 'in' || !cur.has(arg)) return;
      next.set(arg, p.extents.map((e) => b.vertex([extentVertex.get(e)!])));
    });
    return next;
  };

  const exit = walk(proc.body, env);
  // Steps 4 to 6: output extents, tied to the input vertex of the same extent if any.
  const outputExtent = new Map<string, { label: string; vertex: number }[]>();
  for (const p of proc.params) {
    if (p.dir === 'in') continue;
    p.extents.forEach((e, d) => {
      const list = outputExtent.get(e) ?? [];
      list.push({ label: `${p.name}(${d + 1})`, vertex: exit.get(p.name)![d]! });
      outputExtent.set(e, list);
    });
  }
  for (const [e, sources] of outputExtent) {
    const all = inputExtent.has(e) ? [{ label: `the input extent ${e}`, vertex: inputExtent.get(e)! }, ...sources] : sources;
    const v = b.vertex(all.map((x) => x.vertex));
    checks.push({ vertex: v, where: `${proc.name} (outputs)`, extent: e, sources: all });
  }
  return { graph: b.build(), checks, errors, exit, loopHeads };
}

/** Each variable's rank: declared, or from the signature of the first call that defines it. */
function collectRanks(stmts: readonly Stmt[], sigs: ReadonlyMap<string, Signature>, ranks: Map<string, number>, errors: SizeError[]): void {
  for (const s of stmts) {
    if (s.kind === 'if') {
      collectRanks(s.then, sigs, ranks, errors);
      collectRanks(s.else, sigs, ranks, errors);
    } else if (s.kind === 'while') collectRanks(s.body, sigs, ranks, errors);
    else {
      const sig = sigs.get(s.callee);
      if (!sig) continue;
      sig.params.forEach((p, i) => {
        const arg = s.args[i];
        if (arg === undefined || /^[0-9]/.test(arg)) return;
        const r = ranks.get(arg);
        if (r === undefined) ranks.set(arg, p.extents.length);
        else if (r !== p.extents.length) {
          errors.push({ where: s.callee, extent: '', message: `${arg} has ${r} dimensions, ${s.callee} wants ${p.extents.length} for ${p.name}` });
        }
      });
    }
  }
}
