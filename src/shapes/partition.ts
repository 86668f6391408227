// Solving the abstract extent graph (Derby and Zorn, section 8): the coarsest partition of the
// vertices with ⊥ alone and, in every class, the non-uniform vertices sharing context and
// predecessors' classes (a uniform vertex, whose predecessors all share its class, may join
// any class). Two solvers; on graphs built from procedures (which satisfy the paper's Lemma A)
// they compute the same partition (test/shapes/size-check.test.ts):
//
// - `solveNaive` is the paper's algorithm: sweep over all classes, setting aside the uniform
//   vertices, splitting the others by signature, re-integrating the uniform ones where their
//   predecessors went (a vertex whose predecessors went to different classes joins a new class
//   of such vertices); repeat until a sweep splits nothing. O(V) per sweep, O(V) sweeps: O(V²).
//
// - `solveExtentGraph` is Hopcroft-style: only vertices whose class changed, and their
//   successors, are looked at again. A class whose looked-at vertices disagree is split into
//   pieces, and the largest piece keeps the class's id, so the vertices that move (and whose
//   successors must be looked at) are in pieces of at most half the class: a vertex moves by a
//   split O(log V) times, and a round costs the moved vertices' edges. The uniform vertices
//   downstream of the leaving ones are re-integrated as in the paper; each has a leaving
//   predecessor and leaves too, so that work is charged to moves, but those moves are not
//   covered by the halving argument: the O(V log V) bound is measured (bench/extents.mjs prints
//   the work per vertex), not proved. Decisions of a round use the classes at its start; the
//   moves are applied after.
import { BOTTOM, type ExtentGraph, signature } from './extent-graph.js';

/** The paper's O(V²) algorithm. Returns the class of each vertex (⊥'s class is 0). */
export function solveNaive(g: ExtentGraph): Int32Array {
  const n = g.size;
  const blockOf = new Int32Array(n).fill(1);
  blockOf[BOTTOM] = 0;
  const blocks: number[][] = [[BOTTOM], Array.from({ length: n - 1 }, (_, i) => i + 1)];
  if (n === 1) blocks.pop();
  for (let changed = true; changed; ) {
    changed = false;
    for (let b = 0; b < blocks.length; b++) {
      const S = blocks[b]!;
      if (S.length <= 1) continue;
      const uniform: number[] = [];
      const groups = new Map<string, number[]>();
      for (const x of S) {
        let all = true;
        for (let i = g.predStart[x]!; i < g.predStart[x + 1]! && all; i++) all = blockOf[g.predList[i]!] === b;
        if (all) uniform.push(x);
        else {
          const k = signature(g, blockOf, x);
          const list = groups.get(k);
          if (list) list.push(x);
          else groups.set(k, [x]);
        }
      }
      if (groups.size <= 1) continue;
      changed = true;
      // Tentative targets: the first group keeps b, the others get new ids.
      const target = new Map<number, number>();
      const ids: number[] = [];
      let first = true;
      for (const list of groups.values()) {
        const id = first ? b : blocks.length + ids.length;
        if (!first) ids.push(id);
        first = false;
        for (const x of list) target.set(x, id);
      }
      const conflict = blocks.length + ids.length;
      // Re-integration: the targets each uniform vertex's predecessors reach through uniform
      // vertices (at most two kept: one is a home, two a conflict).
      const isU = new Set(uniform);
      const reach = new Map<number, number[]>(uniform.map((u) => [u, []]));
      const work: number[] = [];
      const addReach = (u: number, t: number): void => {
        const r = reach.get(u)!;
        if (r.length < 2 && !r.includes(t)) {
          r.push(t);
          work.push(u);
        }
      };
      for (const u of uniform) {
        for (let i = g.predStart[u]!; i < g.predStart[u + 1]!; i++) {
          const t = target.get(g.predList[i]!);
          if (t !== undefined) addReach(u, t);
        }
      }
      while (work.length > 0) {
        const u = work.pop()!;
        for (let i = g.succStart[u]!; i < g.succStart[u + 1]!; i++) {
          const s = g.succList[i]!;
          if (isU.has(s)) for (const t of reach.get(u)!) addReach(s, t);
        }
      }
      let conflicts = false;
      for (const u of uniform) {
        const r = reach.get(u)!;
        if (r.length >= 2) conflicts = true;
        target.set(u, r.length === 1 ? r[0]! : r.length === 0 ? b : conflict);
      }
      for (let i = 0; i < ids.length + (conflicts ? 1 : 0); i++) blocks.push([]);
      blocks[b] = [];
      for (const x of S) {
        const t = target.get(x)!;
        blockOf[x] = t;
        blocks[t]!.push(x);
      }
    }
  }
  return blockOf;
}

/** Work done by the Hopcroft-style solver: rounds, vertices looked at, vertices moved. */
export interface SolverStats {
  rounds: number;
  looked: number;
  moved: number;
}

/** Hopcroft-style refinement. Returns the class of each vertex (⊥'s class is 0); `stats`, when
 *  given, receives the work done (a measure of the scaling that a busy machine does not blur). */
export function solveExtentGraph(g: ExtentGraph, stats?: SolverStats): Int32Array {
  const n = g.size;
  const blockOf = new Int32Array(n).fill(1);
  blockOf[BOTTOM] = 0;
  if (n === 1) return blockOf;
  // Classes as doubly linked lists, with size, the signature of their non-uniform vertices and
  // how many they are.
  const next = new Int32Array(n).fill(-1);
  const prev = new Int32Array(n).fill(-1);
  const head: number[] = [BOTTOM, 1];
  const size: number[] = [1, n - 1];
  const sig: (string | undefined)[] = [undefined, undefined];
  const nonUniform: number[] = [0, 0];
  for (let v = 1; v < n; v++) {
    if (v + 1 < n) next[v] = v + 1;
    if (v > 1) prev[v] = v - 1;
  }
  const wasNonUniform = new Uint8Array(n);
  const stamp = new Int32Array(n);
  let round = 0;
  // Scratch arrays of one decision, valid where their stamp is the decision's number.
  let decision = 0;
  const targetStamp = new Int32Array(n);
  const target = new Int32Array(n);
  const regionStamp = new Int32Array(n);
  const reach0 = new Int32Array(n);
  const reachCount = new Uint8Array(n);
  const moveVertex: number[] = [];
  const moveTarget: number[] = [];
  const move = (v: number, t: number): void => {
    moveVertex.push(v);
    moveTarget.push(t);
  };
  // Signatures are grouped by a hash, checked exactly against the group's first vertex.
  const hashOf = (v: number): number => {
    let h = (g.context[v]! * 0x9e3779b1) | 0;
    for (let i = g.predStart[v]!; i < g.predStart[v + 1]!; i++) h = Math.imul(h ^ blockOf[g.predList[i]!]!, 0x01000193);
    return h;
  };
  const sameSignature = (a: number, b: number): boolean => {
    if (g.context[a] !== g.context[b]) return false;
    const la = g.predStart[a + 1]! - g.predStart[a]!;
    if (la !== g.predStart[b + 1]! - g.predStart[b]!) return false;
    for (let i = 0; i < la; i++) {
      if (blockOf[g.predList[g.predStart[a]! + i]!] !== blockOf[g.predList[g.predStart[b]! + i]!]) return false;
    }
    return true;
  };
  const newBlock = (): number => {
    head.push(-1);
    size.push(0);
    sig.push(undefined);
    nonUniform.push(0);
    return head.length - 1;
  };
  const unlink = (v: number, b: number): void => {
    if (prev[v]! >= 0) next[prev[v]!] = next[v]!;
    else head[b] = next[v]!;
    if (next[v]! >= 0) prev[next[v]!] = prev[v]!;
    size[b]!--;
  };
  const link = (v: number, b: number): void => {
    prev[v] = -1;
    next[v] = head[b]!;
    if (head[b]! >= 0) prev[head[b]!] = v;
    head[b] = v;
    size[b]!++;
  };

  let dirty: number[] = Array.from({ length: n - 1 }, (_, i) => i + 1);
  while (dirty.length > 0) {
    round++;
    // The vertices to look at: those that moved and their successors, by class.
    const byBlock = new Map<number, number[]>();
    const see = (v: number): void => {
      if (v === BOTTOM || stamp[v] === round) return;
      stamp[v] = round;
      const list = byBlock.get(blockOf[v]!);
      if (list) list.push(v);
      else byBlock.set(blockOf[v]!, [v]);
    };
    for (const v of dirty) {
      see(v);
      for (let i = g.succStart[v]!; i < g.succStart[v + 1]!; i++) see(g.succList[i]!);
    }
    // Decisions use the classes at the start of the round; moves are applied after.
    moveVertex.length = 0;
    moveTarget.length = 0;
    for (const [C, seen] of byBlock) decide(C, seen);
    if (stats) {
      stats.rounds++;
      for (const seen of byBlock.values()) stats.looked += seen.length;
      stats.moved += moveVertex.length;
    }
    dirty = [];
    for (let i = 0; i < moveVertex.length; i++) {
      const v = moveVertex[i]!;
      const t = moveTarget[i]!;
      unlink(v, blockOf[v]!);
      link(v, t);
      blockOf[v] = t;
      dirty.push(v);
    }
  }
  return blockOf;

  function decide(C: number, seen: readonly number[]): void {
    const id = ++decision;
    let unaffected = nonUniform[C]!;
    const byHash = new Map<number, number[][]>();
    const groups: number[][] = [];
    for (const a of seen) {
      if (wasNonUniform[a]) unaffected--;
      let all = true;
      for (let i = g.predStart[a]!; i < g.predStart[a + 1]! && all; i++) all = blockOf[g.predList[i]!] === C;
      wasNonUniform[a] = all ? 0 : 1;
      if (all) continue;
      const h = hashOf(a);
      let bucket = byHash.get(h);
      if (!bucket) byHash.set(h, (bucket = []));
      const group = bucket.find((gr) => sameSignature(gr[0]!, a));
      if (group) group.push(a);
      else {
        const fresh = [a];
        bucket.push(fresh);
        groups.push(fresh);
      }
    }
    // The group the class keeps: the one with its unaffected non-uniform vertices' signature,
    // else the largest.
    let keptGroup: number[] | undefined;
    let kept = unaffected > 0 ? sig[C] : undefined;
    if (kept !== undefined) {
      keptGroup = groups.find((gr) => signature(g, blockOf, gr[0]!) === kept);
    } else {
      for (const gr of groups) if (!keptGroup || gr.length > keptGroup.length) keptGroup = gr;
      if (keptGroup) kept = signature(g, blockOf, keptGroup[0]!);
    }
    const keptCount = unaffected + (keptGroup?.length ?? 0);
    if (groups.length === 0 || (groups.length === 1 && keptGroup)) {
      sig[C] = kept;
      nonUniform[C] = keptCount;
      return;
    }
    const others = groups.filter((gr) => gr !== keptGroup).map((gr): [string, number[]] => [signature(g, blockOf, gr[0]!), gr]);
    // Pieces: the groups that leave (new ids) and the rest of C (id C, or a new id when a
    // group is larger than the rest: then that group keeps C).
    let restSize = size[C]!;
    for (const [, list] of others) restSize -= list.length;
    let largest = -1;
    others.forEach(([, list], i) => {
      if (list.length > restSize && (largest < 0 || list.length > others[largest]![1].length)) largest = i;
    });
    const targeted: number[] = [];
    const setTarget = (v: number, b: number): void => {
      if (targetStamp[v] !== id) targeted.push(v);
      targetStamp[v] = id;
      target[v] = b;
    };
    others.forEach(([k, list], i) => {
      const b = i === largest ? C : newBlock();
      sig[b] = k;
      nonUniform[b] = list.length;
      for (const a of list) setTarget(a, b);
    });
    const rest = largest >= 0 ? newBlock() : C;
    sig[rest] = kept;
    nonUniform[rest] = keptCount;
    // Re-integration (as in the paper): the uniform vertices of C downstream of the leaving
    // ones go where their predecessors go; those whose predecessors go to different pieces
    // form one new class. Every such vertex has a leaving predecessor, so it leaves too: the
    // work is charged to the moves. Reach sets hold at most two pieces; cycles are handled by
    // the fixed point.
    const inRegion = (v: number): boolean => blockOf[v] === C && wasNonUniform[v] === 0 && targetStamp[v] !== id;
    const region: number[] = [];
    const enter = (v: number): void => {
      if (regionStamp[v] === id) return;
      regionStamp[v] = id;
      reachCount[v] = 0;
      region.push(v);
    };
    const starts = largest >= 0 ? members(C) : targeted.slice();
    for (const m of starts) {
      for (let i = g.succStart[m]!; i < g.succStart[m + 1]!; i++) {
        const s = g.succList[i]!;
        if (s !== m && inRegion(s)) enter(s);
      }
    }
    for (let i = 0; i < region.length; i++) {
      const v = region[i]!;
      for (let j = g.succStart[v]!; j < g.succStart[v + 1]!; j++) {
        const s = g.succList[j]!;
        if (inRegion(s)) enter(s);
      }
    }
    const work: number[] = [];
    const addReach = (v: number, t: number): void => {
      const c = reachCount[v]!;
      if (c >= 2 || (c >= 1 && reach0[v] === t)) return;
      if (c === 0) reach0[v] = t;
      reachCount[v] = c + 1;
      work.push(v);
    };
    for (const v of region) {
      for (let i = g.predStart[v]!; i < g.predStart[v + 1]!; i++) {
        const p = g.predList[i]!;
        if (regionStamp[p] !== id) addReach(v, targetStamp[p] === id ? target[p]! : rest);
      }
    }
    while (work.length > 0) {
      const v = work.pop()!;
      for (let i = g.succStart[v]!; i < g.succStart[v + 1]!; i++) {
        const s = g.succList[i]!;
        if (regionStamp[s] !== id) continue;
        if (reachCount[v]! >= 2) {
          addReach(s, -1);
          addReach(s, -2);
        } else addReach(s, reach0[v]!);
      }
    }
    let conflict = -1;
    for (const v of region) {
      const c = reachCount[v]!;
      if (c === 1) setTarget(v, reach0[v]!);
      else if (c >= 2) setTarget(v, conflict < 0 ? (conflict = newBlock()) : conflict);
    }
    for (const v of targeted) if (target[v] !== C) move(v, target[v]!);
    if (rest !== C) for (const v of members(C)) if (targetStamp[v] !== id) move(v, rest);
  }

  function members(b: number): number[] {
    const out: number[] = [];
    for (let v = head[b]!; v >= 0; v = next[v]!) out.push(v);
    return out;
  }
}
