// Questions about one builtin, answered from the tree: its result classes for argument
// classes, its arity, shape category, folding and wild effects. index.ts offers the same
// questions on the spec shipped with mtame.
import { applyClassRules, type ArgClass, type ClassResult } from './class-match.js';
import { formatRange, inRange, type Arity, type Complexity, type ShapeCategory, type ShapeSpec } from './attributes.js';
import type { BuiltinTree, Inherited } from './tree.js';

/** Whose rules: `octave`, the Class rules (learned from Octave, with Octave's quirks that
 *  depend on values smoothed); `matlab`, MATLAB's (MatlabClass where it is given, else
 *  Class: the two runtimes agree there). */
export type Runtime = 'matlab' | 'octave';

export function toArgClasses(args: readonly (string | ArgClass)[]): ArgClass[] {
  return args.map((a) => (typeof a === 'string' ? { class: a } : a));
}

/** The classes of a call's results; undefined when `name` is not a builtin of the tree. */
export function resultClassesIn(tree: BuiltinTree, name: string, args: readonly (string | ArgClass)[], runtime: Runtime = 'matlab'): ClassResult | undefined {
  if (tree.node(name)?.kind !== 'builtin') return undefined;
  const rules = runtime === 'matlab' ? tree.matlabRules(name) : tree.classRules(name);
  if (!rules) return undefined;
  return applyClassRules(rules, toArgClasses(args));
}

/** Type I, II or III for a call with `nargin` arguments: Type II only when one of the
 *  value-deciding arguments is given (`rand` is Type I, `rand(2,3)` Type II). */
export function shapeCategoryIn(tree: BuiltinTree, name: string, nargin?: number): ShapeCategory | undefined {
  const shape = tree.attribute(name, 'shape')?.value;
  if (!shape) return undefined;
  if (shape.opaque) return 'III';
  if (shape.valueArgs && (nargin === undefined || nargin >= shape.valueArgs.min || !shape.rule)) return 'II';
  return 'I';
}

export function describeShape(s: ShapeSpec): string {
  if (s.opaque) return 'Type III (opaque)';
  const parts: string[] = [];
  if (s.rule) parts.push(`Type I: ${s.rule}`);
  if (s.valueArgs) parts.push(`Type II: values of argument${s.valueArgs.max === s.valueArgs.min ? '' : 's'} ${formatRange(s.valueArgs)} decide`);
  return parts.join('; ');
}

export function describeArity(a: Arity): string {
  return `${formatRange(a.inputs)} -> ${formatRange(a.outputs)}`;
}

export function acceptsInputs(tree: BuiltinTree, name: string, nargin: number): boolean {
  const a = tree.attribute(name, 'arity')?.value;
  return a ? inRange(nargin, a.inputs) : false;
}

export function complexityIn(tree: BuiltinTree, name: string): Inherited<Complexity> | undefined {
  return tree.attribute(name, 'complexity');
}
