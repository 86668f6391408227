// Which argument's class decides a call: MATLAB's superior/inferior relation between classes
// (Tamer paper, section 2.3 and Figure 2) and the choice of the dominant argument.
//
// The relation between builtin classes, as direct "superior → inferiors" edges; the relation
// is their transitive closure. Figure 2 of the paper is an image missing from our copy, so
// the table is derived from its text, MATLAB's documentation and the paper authors' own
// implementation (McLab's Tamer ranks function_handle > cell, struct > integers > double):
// - integer classes are superior to double (the text: "double ... is inferior to integer
//   mclasses"), and no integer class is related to another (first argument wins);
// - single is superior to double, and inferior to the integers, as in arithmetic
//   (`int8(1) + single(1)` is int8, `single(1) + 1` is single);
// - char and logical are inferior to double (MATLAB converts them to double in arithmetic);
//   char is above logical, following McLab's ranking;
// - cell and struct are superior to all matrix classes ("the compound mclasses ... are
//   superior to all matrix mclasses") and unrelated to each other;
// - function_handle is superior to everything else builtin (McLab's ranking);
// - any other class (classdef, `@folder`, or objects like `string` or `containers.Map`) is
//   superior to all of these (MATLAB: "classes defined with classdef have precedence over
//   double, single, ..., function_handle"); object classes are unrelated to one another
//   unless a class declares it (`InferiorClasses`, `superiorto`, `inferiorto`).
// See docs/lookup.md for the discussion.

const INTEGER_CLASSES = ['int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64'] as const;

const BUILTIN_EDGES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['function_handle', ['cell', 'struct']],
  ['cell', INTEGER_CLASSES],
  ['struct', INTEGER_CLASSES],
  ...INTEGER_CLASSES.map((c) => [c, ['single']] as const),
  ['single', ['double']],
  ['double', ['char']],
  ['char', ['logical']],
];

/** The builtin classes the table above orders; every other class name is an object class. */
export const BUILTIN_CLASSES: ReadonlySet<string> = new Set(BUILTIN_EDGES.flatMap(([a, bs]) => [a, ...bs]));

/** One declared relation: `superior` wins over `inferior`. */
export interface PrecedenceEdge {
  superior: string;
  inferior: string;
}

export class ClassPrecedence {
  private readonly edges = new Map<string, string[]>();
  private readonly reach = new Map<string, ReadonlySet<string>>();

  /** `declared`: relations declared by user classes, added to the builtin ones. */
  constructor(declared: readonly PrecedenceEdge[] = []) {
    for (const [a, bs] of BUILTIN_EDGES) for (const b of bs) this.add(a, b);
    for (const e of declared) this.add(e.superior, e.inferior);
  }

  private add(superior: string, inferior: string): void {
    if (superior === inferior) return;
    const list = this.edges.get(superior);
    if (list) list.push(inferior);
    else this.edges.set(superior, [inferior]);
  }

  /** The classes `name` is superior to through declared and builtin edges (memoised DFS). */
  private below(name: string): ReadonlySet<string> {
    const known = this.reach.get(name);
    if (known) return known;
    const seen = new Set<string>();
    const stack = [...(this.edges.get(name) ?? [])];
    while (stack.length > 0) {
      const c = stack.pop() as string;
      if (seen.has(c)) continue;
      seen.add(c);
      stack.push(...(this.edges.get(c) ?? []));
    }
    seen.delete(name);
    this.reach.set(name, seen);
    return seen;
  }

  /** Is `a` superior to `b`? An explicit relation (builtin or declared) decides; otherwise an
   *  object class is superior to a builtin class, and other pairs are unrelated. */
  isSuperior(a: string, b: string): boolean {
    if (a === b) return false;
    if (this.below(a).has(b)) return true;
    if (this.below(b).has(a)) return false;
    return !BUILTIN_CLASSES.has(a) && BUILTIN_CLASSES.has(b);
  }

  /** The class that decides a call with arguments of these classes: the leftmost argument
   *  that no other argument is superior to (the paper: "MATLAB finds the most superior
   *  argument ... If multiple arguments have no defined superior/inferior relationships,
   *  MATLAB uses the leftmost superior argument"). Undefined for no arguments. */
  dominant(argClasses: readonly string[]): string | undefined {
    for (const c of argClasses) {
      if (!argClasses.some((other) => this.isSuperior(other, c))) return c;
    }
    // Only possible when declared relations form a cycle: fall back on the first argument.
    return argClasses[0];
  }
}
