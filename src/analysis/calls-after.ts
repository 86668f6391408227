// The functions a function may still call after one of its calls: the later statements of its
// block and of the blocks around it, and, inside a loop, the whole loop (a next iteration). A
// change of the search path (`addpath`, `rmpath`, `cd`) can only change what those calls find.
import { childBlocks, type IrFunction, type Stmt } from '../tame/index.js';

/** Stands for calls not known by name. */
export const UNKNOWN = '?';

const memo = new WeakMap<IrFunction, Map<number, ReadonlySet<string> | null>>();

/** The names called after the call of `name` written at source offset `offset`; undefined when
 *  no such call is found. */
export function namesCalledAfter(fn: IrFunction, name: string, offset: number): ReadonlySet<string> | undefined {
  let byOffset = memo.get(fn);
  if (!byOffset) memo.set(fn, (byOffset = new Map()));
  if (!byOffset.has(offset)) byOffset.set(offset, find(fn, name, offset) ?? null);
  return byOffset.get(offset) ?? undefined;
}

interface Level {
  readonly block: readonly Stmt[];
  readonly index: number;
  /** The statement that owns the block. */
  readonly owner?: Stmt;
}

function find(fn: IrFunction, name: string, offset: number): Set<string> | undefined {
  const path = pathTo(fn.body, (s) => s.op === 'call' && s.fn === name && s.span.offset === offset);
  if (!path) return undefined;
  const out = new Set<string>();
  for (let i = path.length - 1; i >= 0; i--) {
    const { block, index, owner } = path[i];
    callsIn(block.slice(index + 1), out);
    // A loop runs its body (and a while its header) again.
    if (owner && (owner.op === 'for' || owner.op === 'while')) callsIn([owner], out);
  }
  return out;
}

/** The blocks from the body down to the statement `hit` picks, each with the index in it. */
function pathTo(body: readonly Stmt[], hit: (s: Stmt) => boolean): Level[] | undefined {
  const walk = (block: readonly Stmt[], owner: Stmt | undefined): Level[] | undefined => {
    for (const [index, s] of block.entries()) {
      if (hit(s)) return [{ block, index, owner }];
      for (const inner of childBlocks(s)) {
        const below = walk(inner, s);
        if (below) return [{ block, index, owner }, ...below];
      }
    }
    return undefined;
  };
  return walk(body, undefined);
}

function callsIn(block: readonly Stmt[], out: Set<string>): void {
  for (const s of block) {
    if (s.op === 'call' || s.op === 'handle') out.add(s.fn);
    // A lambda's body, or code the lowering could not read: anything may be called.
    else if (s.op === 'lambda' || s.op === 'opaque') out.add(UNKNOWN);
    for (const inner of childBlocks(s)) callsIn(inner, out);
  }
}
