// The builtins layer's public surface: the builtin hierarchy and its attributes, loaded once
// from the spec (data/builtins.spec), and the questions later layers ask about a builtin.
import { parseSpecText, type SpecError } from './spec-parser.js';
import { BuiltinTree, checkTree } from './tree.js';
import { readBuiltinData, SPEC_FILE } from './load.js';
import { compiledSpecNodes, compileSpecNodes } from './compiled.js';
import { parseTemplate, probeTemplates } from './probe.js';
import { resultClassesIn, shapeCategoryIn, type Runtime } from './query.js';
import type { ArgClass, ClassResult } from './class-match.js';
import type { Arity, Complexity, ShapeCategory } from './attributes.js';

export { BuiltinTree, type Inherited } from './tree.js';
export type { SpecNode, SpecError } from './spec-parser.js';
export type { ArgClass, ClassResult, OutputClass } from './class-match.js';
export { applyClassRules, firstOutputLabel } from './class-match.js';
export { parseClassRules, ClassLangError, type ClassRule } from './class-lang.js';
export type { Arity, Attributes, Complexity, Range, ShapeCategory, ShapeSpec } from './attributes.js';
export { SHAPE_RULES, WILD_EFFECTS, formatRange } from './attributes.js';
export { MCLASSES, CLASS_GROUPS, isMClass, shortName, classFromLabel, type MClass } from './classes.js';
export { resultClassesIn, shapeCategoryIn, describeShape, describeArity, type Runtime } from './query.js';
export { probeJobs, octaveScript, learnedRows, learnAll, type ProbeJob, type LearnedRow, type LearnedTables, type OctaveRun, type ResumePoint } from './learn-script.js';
export { formatLearned, parseLearned, rowKey, LEARNED_CLASSES_FILE, LEARNED_COMPLEXITY_FILE } from './learned.js';
export { compareClasses, compareComplexity, groupFigures, rowArgs, type CellComparison, type GroupFigures } from './agreement.js';
export { parseDisagreements, explain, matchesDisagreement, DISAGREEMENTS_FILE, type KnownDisagreement } from './disagreements.js';
export { readBuiltinData, readOptionalBuiltinData } from './load.js';
export { classTable, type ClassTable } from './table.js';
export { compileLearned, learnedResults, COMPILED_LEARNED_DATA, COMPILED_LEARNED_INDEX, COMPILED_SPEC_FILE } from './compiled.js';

export class SpecLoadError extends Error {
  constructor(readonly errors: readonly SpecError[]) {
    super(`builtins spec: ${errors.length} error(s):\n${errors.map((e) => `  ${SPEC_FILE}:${e.line}:${e.column}: ${e.message}`).join('\n')}`);
  }
}

/** Parses spec text into a tree, with every error found (syntax, attributes, probes, and
 *  builtins missing a Class or an Arity). The tree is usable even with errors. */
export function parseBuiltinSpec(text: string): { tree: BuiltinTree; errors: SpecError[] } {
  const { nodes, errors } = parseSpecText(text);
  const tree = new BuiltinTree(nodes);
  errors.push(...checkTree(tree));
  for (const b of tree.builtins()) {
    const probes = probeTemplates(tree.attribute(b.name, 'probe')?.value, tree.attribute(b.name, 'arity')?.value);
    for (const t of probes) {
      try {
        parseTemplate(t);
      } catch (e) {
        errors.push({ line: b.line, column: 1, message: `${b.name}: probe '${t}': ${e instanceof Error ? e.message : String(e)}` });
      }
    }
  }
  return { tree, errors };
}

let cached: BuiltinTree | undefined;

/** The spec shipped with mtame, read once (compiled by the build, whose spec had no errors,
 *  or else parsed); throws SpecLoadError when it has errors. */
export function loadBuiltins(): BuiltinTree {
  if (cached) return cached;
  const nodes = compiledSpecNodes();
  if (nodes) return (cached = new BuiltinTree(nodes));
  const { tree, errors } = parseBuiltinSpec(readBuiltinData(SPEC_FILE));
  if (errors.length > 0) throw new SpecLoadError(errors);
  cached = tree;
  return tree;
}

/** The shipped spec compiled for `dist/data/` (throws SpecLoadError when it has errors). */
export function compileBuiltinSpec(): string {
  const { tree, errors } = parseBuiltinSpec(readBuiltinData(SPEC_FILE));
  if (errors.length > 0) throw new SpecLoadError(errors);
  return compileSpecNodes(tree.all());
}

/** Whether `name` is a builtin of the spec (not a group). */
export function isBuiltin(name: string): boolean {
  return loadBuiltins().node(name)?.kind === 'builtin';
}

/** The result classes of `name` called with arguments of these classes (a class name, or a
 *  class with the text of a char argument when known), in MATLAB (default) or in Octave;
 *  undefined for a name that is not a builtin. */
export function resultClasses(name: string, args: readonly (string | ArgClass)[], runtime: Runtime = 'matlab'): ClassResult | undefined {
  return resultClassesIn(loadBuiltins(), name, args, runtime);
}

export function arity(name: string): Arity | undefined {
  return loadBuiltins().attribute(name, 'arity')?.value;
}

export function shapeCategory(name: string, nargin?: number): ShapeCategory | undefined {
  return shapeCategoryIn(loadBuiltins(), name, nargin);
}

/** Whether a call with constant arguments may be evaluated at analysis time. */
export function isFoldable(name: string): boolean {
  return loadBuiltins().attribute(name, 'fold')?.value ?? false;
}

/** The effects that defeat static analysis (see WILD_EFFECTS); empty for a tame builtin. */
export function wildEffects(name: string): readonly string[] {
  return loadBuiltins().attribute(name, 'wild')?.value ?? [];
}

export function complexity(name: string): Complexity | undefined {
  return loadBuiltins().attribute(name, 'complexity')?.value;
}
