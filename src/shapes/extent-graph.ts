// The abstract extent graph of Derby and Zorn (section 7): vertices stand for one dimension of
// one variable at one point of a procedure (or for an extent of a signature); each vertex has a
// context label (the program point or control structure it belongs to) and an ordered list of
// predecessors S_1(v), S_2(v), ... Vertex 0 is ⊥, the undefined size. Stored as flat typed
// arrays (predecessors and successors in compressed rows) so graphs of millions of vertices fit.

export interface ExtentGraph {
  readonly size: number;
  readonly context: Int32Array;
  /** Predecessors of v: predList[predStart[v] .. predStart[v+1]). */
  readonly predStart: Int32Array;
  readonly predList: Int32Array;
  /** Successors of v: succList[succStart[v] .. succStart[v+1]). */
  readonly succStart: Int32Array;
  readonly succList: Int32Array;
}

export const BOTTOM = 0;

/** Builds a graph vertex by vertex; predecessors may be set after creation (loop heads). */
export class ExtentGraphBuilder {
  private readonly contexts: number[] = [0];
  private readonly preds: number[][] = [[]];
  private nextContext = 1;

  /** A context label never used before. */
  freshContext(): number {
    return this.nextContext++;
  }

  /** A new vertex; a fresh context when none is given. */
  vertex(preds: readonly number[], context = this.freshContext()): number {
    this.contexts.push(context);
    this.preds.push([...preds]);
    return this.contexts.length - 1;
  }

  setPreds(v: number, preds: readonly number[]): void {
    this.preds[v] = [...preds];
  }

  get size(): number {
    return this.contexts.length;
  }

  build(): ExtentGraph {
    return freezeGraph(Int32Array.from(this.contexts), this.preds);
  }
}

/** A graph from contexts and predecessor lists. */
export function freezeGraph(context: Int32Array, preds: readonly (readonly number[])[]): ExtentGraph {
  const n = context.length;
  const predStart = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) predStart[v + 1] = predStart[v]! + preds[v]!.length;
  const predList = new Int32Array(predStart[n]!);
  const outDeg = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) {
    predList.set(preds[v]!, predStart[v]!);
    for (const p of preds[v]!) outDeg[p + 1]!++;
  }
  return withSuccessors(context, predStart, predList, outDeg);
}

/** A graph from arrays already in compressed rows (the benchmark's generator uses this). */
export function graphFromRows(context: Int32Array, predStart: Int32Array, predList: Int32Array): ExtentGraph {
  const n = context.length;
  const outDeg = new Int32Array(n + 1);
  for (let i = 0; i < predList.length; i++) outDeg[predList[i]! + 1]!++;
  return withSuccessors(context, predStart, predList, outDeg);
}

function withSuccessors(context: Int32Array, predStart: Int32Array, predList: Int32Array, outDeg: Int32Array): ExtentGraph {
  const n = context.length;
  const succStart = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) succStart[v + 1] = succStart[v]! + outDeg[v + 1]!;
  const fill = succStart.slice(0, n);
  const succList = new Int32Array(predList.length);
  for (let v = 0; v < n; v++) {
    for (let i = predStart[v]!; i < predStart[v + 1]!; i++) succList[fill[predList[i]!]!++] = v;
  }
  return { size: n, context, predStart, predList, succStart, succList };
}

/** Whether a labelling is a solution (section 7.2): ⊥ alone in its class, and in each class the
 *  vertices that are not uniform (some predecessor in another class) share their context and
 *  their predecessors' classes. */
export function isSolution(g: ExtentGraph, cls: Int32Array): boolean {
  for (let v = 1; v < g.size; v++) if (cls[v] === cls[BOTTOM]) return false;
  const sigOf = new Map<number, string>();
  for (let v = 1; v < g.size; v++) {
    if (isUniform(g, cls, v)) continue;
    const sig = signature(g, cls, v);
    const prev = sigOf.get(cls[v]!);
    if (prev === undefined) sigOf.set(cls[v]!, sig);
    else if (prev !== sig) return false;
  }
  return true;
}

/** uniform(v): every predecessor has v's class. */
export function isUniform(g: ExtentGraph, cls: Int32Array, v: number): boolean {
  for (let i = g.predStart[v]!; i < g.predStart[v + 1]!; i++) if (cls[g.predList[i]!] !== cls[v]) return false;
  return true;
}

/** The context and predecessors' classes of v. */
export function signature(g: ExtentGraph, cls: Int32Array, v: number): string {
  let s = String(g.context[v]);
  for (let i = g.predStart[v]!; i < g.predStart[v + 1]!; i++) s += ',' + cls[g.predList[i]!];
  return s;
}

/** Class ids renumbered in order of first appearance, so equal partitions compare equal. */
export function canonicalClasses(cls: Int32Array): Int32Array {
  const map = new Map<number, number>();
  const out = new Int32Array(cls.length);
  for (let v = 0; v < cls.length; v++) {
    let c = map.get(cls[v]!);
    if (c === undefined) map.set(cls[v]!, (c = map.size));
    out[v] = c;
  }
  return out;
}
