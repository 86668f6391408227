// A memo table for pure functions of values: bounded (cleared when full: the answers stay the
// same, only the time changes). The analysis asks builtins the same questions at every round
// of a loop and in every calling context.

interface TupleNode<V> {
  next?: Map<number, TupleNode<V>>;
  answered: boolean;
  answer?: V;
}

/** Keyed by a name and a tuple of small numbers (an output count, the arguments' value ids),
 *  walked as a trie of number-keyed tables: a lookup builds no key text and hashes no string
 *  but the name. `limit` bounds the trie's nodes. */
export class TupleMemo<V> {
  private roots = new Map<string, TupleNode<V>>();
  private nodes = 0;

  constructor(private readonly limit: number) {}

  get(name: string, head: number, ids: readonly number[], compute: () => V): V {
    if (this.nodes >= this.limit) {
      this.roots = new Map();
      this.nodes = 0;
    }
    let node = this.roots.get(name);
    if (!node) {
      this.roots.set(name, (node = { answered: false }));
      this.nodes++;
    }
    node = this.step(node, head);
    for (const id of ids) node = this.step(node, id);
    if (node.answered) return node.answer as V;
    const answer = compute();
    node.answered = true;
    node.answer = answer;
    return answer;
  }

  private step(node: TupleNode<V>, key: number): TupleNode<V> {
    node.next ??= new Map();
    let child = node.next.get(key);
    if (!child) {
      node.next.set(key, (child = { answered: false }));
      this.nodes++;
    }
    return child;
  }
}
