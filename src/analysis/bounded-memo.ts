// A memo table for a pure function of values, keyed by text: bounded (cleared when full: the
// answers stay the same, only the time changes). The analysis asks builtins the same questions
// at every round of a loop and in every calling context.
export class BoundedMemo<V> {
  private readonly answers = new Map<string, V>();

  constructor(private readonly limit: number) {}

  get(key: string, compute: () => V): V {
    if (this.answers.has(key)) return this.answers.get(key) as V;
    const answer = compute();
    if (this.answers.size >= this.limit) this.answers.clear();
    this.answers.set(key, answer);
    return answer;
  }
}
