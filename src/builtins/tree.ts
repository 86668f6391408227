// The builtin hierarchy as a typed tree: groups and builtins linked to their parents, and the
// attributes each one has, its own or inherited from the nearest ancestor that sets them.
import type { AttributeName, Attributes } from './attributes.js';
import type { ClassRule } from './class-lang.js';
import type { SpecError, SpecNode } from './spec-parser.js';

/** An attribute's value and the group or builtin that sets it. */
export interface Inherited<T> {
  readonly value: T;
  readonly from: string;
}

export class BuiltinTree {
  private readonly nodes = new Map<string, SpecNode>();
  private readonly kids = new Map<string, string[]>();
  private readonly ancestors = new Map<string, readonly SpecNode[]>();
  /** Attributes and rules already looked up; null when there is none. */
  /** By attribute, then node name: nested tables, so that a lookup builds no key text (the
   *  analysis asks at every builtin call). */
  private readonly inherited = new Map<string, Map<string, Inherited<unknown> | null>>();
  private readonly expanded = new Map<string, Map<string, readonly ClassRule[] | null>>();
  readonly root: string;

  constructor(nodes: readonly SpecNode[]) {
    for (const n of nodes) {
      this.nodes.set(n.name, n);
      this.kids.set(n.name, []);
    }
    for (const n of nodes) if (n.parent !== undefined) this.kids.get(n.parent)?.push(n.name);
    this.root = nodes.find((n) => n.parent === undefined && n.kind === 'group')?.name ?? '';
  }

  node(name: string): SpecNode | undefined {
    return this.nodes.get(name);
  }

  children(name: string): readonly string[] {
    return this.kids.get(name) ?? [];
  }

  /** Every node in spec order. */
  all(): SpecNode[] {
    return [...this.nodes.values()];
  }

  /** The builtins (leaves), in spec order. */
  builtins(): SpecNode[] {
    return this.all().filter((n) => n.kind === 'builtin');
  }

  /** The builtins under a group, at any depth, in spec order. */
  builtinsUnder(group: string): SpecNode[] {
    const out: SpecNode[] = [];
    const walk = (name: string): void => {
      const n = this.nodes.get(name);
      if (!n) return;
      if (n.kind === 'builtin') out.push(n);
      for (const k of this.children(name)) walk(k);
    };
    walk(group);
    return out;
  }

  /** The chain from a node up to the root, the node first (computed once per node: the tree
   *  does not change after construction, and the analysis asks for the same nodes again and
   *  again). */
  ancestry(name: string): readonly SpecNode[] {
    const known = this.ancestors.get(name);
    if (known) return known;
    const chain: SpecNode[] = [];
    let n = this.nodes.get(name);
    while (n && chain.length <= this.nodes.size) {
      chain.push(n);
      n = n.parent === undefined ? undefined : this.nodes.get(n.parent);
    }
    this.ancestors.set(name, chain);
    return chain;
  }

  /** The attribute as the node has it: its own, or the nearest ancestor's. */
  attribute<K extends AttributeName>(name: string, attr: K): Inherited<NonNullable<Attributes[K]>> | undefined {
    let byName = this.inherited.get(attr);
    if (!byName) this.inherited.set(attr, (byName = new Map()));
    const known = byName.get(name);
    if (known !== undefined) return (known ?? undefined) as Inherited<NonNullable<Attributes[K]>> | undefined;
    let found: Inherited<NonNullable<Attributes[K]>> | undefined;
    for (const n of this.ancestry(name)) {
      const v = n.attributes[attr];
      if (v !== undefined) {
        found = { value: v as NonNullable<Attributes[K]>, from: n.name };
        break;
      }
    }
    byName.set(name, found ?? null);
    return found;
  }

  /** The Class rules of a node, with `super` replaced by the rules of the parent. */
  classRules(name: string): readonly ClassRule[] | undefined {
    return this.rules(name, 'class');
  }

  /** MATLAB's exact rules: a node's MatlabClass, else its Class, else its parent's MATLAB
   *  rules; `super` in either stands for the parent's MATLAB rules. So a MatlabClass refines
   *  the Class of its own node and of the nodes below that do not set their own Class. */
  matlabRules(name: string): readonly ClassRule[] | undefined {
    return this.rules(name, 'matlabClass');
  }

  private rules(name: string, which: 'class' | 'matlabClass'): readonly ClassRule[] | undefined {
    let byName = this.expanded.get(which);
    if (!byName) this.expanded.set(which, (byName = new Map()));
    const known = byName.get(name);
    if (known !== undefined) return known ?? undefined;
    const rules = this.expand(name, which, new Set());
    byName.set(name, rules ?? null);
    return rules;
  }

  private expand(name: string, which: 'class' | 'matlabClass', seen: Set<string>): readonly ClassRule[] | undefined {
    const n = this.nodes.get(name);
    if (!n || seen.has(name)) return undefined;
    seen.add(name);
    const own = which === 'matlabClass' ? (n.attributes.matlabClass ?? n.attributes.class) : n.attributes.class;
    const parent = (): readonly ClassRule[] | undefined => (n.parent === undefined ? undefined : this.expand(n.parent, which, seen));
    if (!own) return parent();
    if (!own.some((r) => r.pattern.type === 'super')) return own;
    const above = parent() ?? [];
    return own.flatMap((r) => (r.pattern.type === 'super' ? above : [r]));
  }
}

/** Checks that need the whole tree: every builtin has Class and Arity from somewhere. */
export function checkTree(tree: BuiltinTree): SpecError[] {
  const errors: SpecError[] = [];
  for (const b of tree.builtins()) {
    for (const attr of ['class', 'arity'] as const) {
      if (!tree.attribute(b.name, attr)) errors.push({ line: b.line, column: 1, message: `builtin '${b.name}' has no ${attr === 'class' ? 'Class' : 'Arity'}, own or inherited` });
    }
  }
  return errors;
}
