// Class tests in conditions: in `if iscell(x) ... else ... end`, x is a cell in the first
// branch and not a cell in the second (like a type guard), so code guarded by a class test is
// not analysed with classes it never sees.
import type { IrFunction, Stmt } from '../tame/index.js';
import { CLASS_GROUPS } from '../builtins/index.js';
import { classOf, setOf, unknownOf, type Value, type ValueSet } from './values.js';

const INTEGERS = CLASS_GROUPS.get('intN')!;
const FLOATS = CLASS_GROUPS.get('float')!;
const MATRIX: ReadonlySet<string> = new Set(CLASS_GROUPS.get('matrix')!);

/** The classes a predicate accepts; `exact` when a false answer rules them all out. */
const PREDICATES: Readonly<Record<string, { classes: readonly string[]; exact: boolean }>> = {
  iscell: { classes: ['cell'], exact: true },
  iscellstr: { classes: ['cell'], exact: false },
  ischar: { classes: ['char'], exact: true },
  isstruct: { classes: ['struct'], exact: true },
  islogical: { classes: ['logical'], exact: true },
  isbool: { classes: ['logical'], exact: true },
  isstring: { classes: ['string'], exact: true },
  isfloat: { classes: FLOATS, exact: true },
  isinteger: { classes: INTEGERS, exact: true },
  isnumeric: { classes: CLASS_GROUPS.get('numeric')!, exact: true },
  is_function_handle: { classes: ['function_handle'], exact: true },
};

const GROUPS: Readonly<Record<string, readonly string[]>> = { numeric: CLASS_GROUPS.get('numeric')!, float: FLOATS, integer: INTEGERS };

/** A test `t = pred(x)` (or its negation) whose result a branch condition holds. */
export interface ClassTest {
  readonly variable: string;
  readonly classes: readonly string[];
  readonly exact: boolean;
  readonly negated: boolean;
}

function visit(stmts: readonly Stmt[], f: (s: Stmt) => void): void {
  for (const s of stmts) {
    f(s);
    if (s.op === 'if') {
      visit(s.then, f);
      visit(s.else, f);
    } else if (s.op === 'while') {
      visit(s.header, f);
      visit(s.body, f);
    } else if (s.op === 'for') visit(s.body, f);
    else if (s.op === 'try') {
      visit(s.body, f);
      visit(s.catchBody, f);
      if (s.cleanup) visit(s.cleanup, f);
    }
  }
}

/** The class tests of a function, by the temporary holding their result. `isa(x, 'cls')` needs
 *  the class name as a literal temporary. */
export function classTests(fn: IrFunction): Map<string, ClassTest> {
  const literals = new Map<string, string>();
  const tests = new Map<string, ClassTest>();
  const isTemp = (n: string) => n.startsWith(fn.tempPrefix);
  visit(fn.body, (s) => {
    if (s.op === 'literal' && s.value.kind === 'char') literals.set(s.target, s.value.value);
    if (s.op !== 'call' || s.targets.length !== 1 || typeof s.targets[0] !== 'string' || !isTemp(s.targets[0])) return;
    const target = s.targets[0];
    const a = s.args[0];
    if (!a || a.kind !== 'var') return;
    const p = PREDICATES[s.fn];
    if (p && s.args.length === 1) tests.set(target, { variable: a.name, classes: p.classes, exact: p.exact, negated: false });
    else if (s.fn === 'isa' && s.args.length === 2 && s.args[1].kind === 'var') {
      const cls = literals.get(s.args[1].name);
      if (cls) tests.set(target, { variable: a.name, classes: GROUPS[cls] ?? [cls], exact: true, negated: false });
    } else if (s.fn === 'not' && s.args.length === 1 && tests.has(a.name)) {
      const t = tests.get(a.name)!;
      tests.set(target, { ...t, negated: !t.negated });
    }
  });
  return tests;
}


/** The variable's values where the test came out `holds`. */
export function refine(values: ValueSet, test: ClassTest, outcome: boolean): ValueSet {
  const holds = outcome !== test.negated;
  if (holds) {
    const kept = [...values.values.values()].filter((v) => test.classes.includes(classOf(v)));
    // The unknown part may hold any value of the accepted classes, besides the known ones of
    // those classes (`unit = ''` on one path, the caller's char on the other): joined with them.
    // A class name that is no builtin class (`isa(x, 'Acc')`) is a class of objects.
    const added = values.top ? test.classes.map((c): Value => (MATRIX.has(c) || c === 'cell' || c === 'struct' || c === 'function_handle' ? unknownOf(c) : { kind: 'object', mclass: c })) : [];
    return setOf([...kept, ...added]);
  }
  if (!test.exact) return values;
  return setOf([...values.values.values()].filter((v) => !test.classes.includes(classOf(v))), values.top);
}

