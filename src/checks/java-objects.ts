// Variables that hold Java or COM objects. MATLAB calls such an object's methods with function
// syntax too (`getLength(nodes)`, `item(nodes, k - 1)` after `nodes = getChildNodes(xmlread(f))`):
// the name is the object's method, found at run time, not a MATLAB function missing from the
// path. Found per file, through its local functions' parameters (xml2struct's
// `parseChildNodes(xDoc)`), from the calls that make such objects.
import { visitNodes, type Expr, type Identifier, type Stmt } from '../syntax/index.js';
import type { Unit } from '../kinds/index.js';
import { EXTERNAL_ROOTS, JAVA_PACKAGE_ROOTS } from '../project/builtins.js';

/** The root of a Java class's dotted name under a package root MATLAB does not own
 *  (JAVA_PACKAGE_ROOTS): `edu` of `edu.stanford.x.Y`, three parts at least (`de.x` alone may be
 *  a struct never assigned). */
export function javaPackageRoot(e: Expr, called = false): Identifier | undefined {
  let root: Expr = e;
  const fields: string[] = [];
  for (; root.type === 'Field'; root = root.target) fields.unshift(root.name);
  if (root.type !== 'Identifier') return undefined;
  if (fields.length >= 2 && JAVA_PACKAGE_ROOTS.has(root.name)) return root;
  return javaClassShape([root.name, ...fields], called) ? root : undefined;
}

/** A dotted name written as Java writes a class under packages of any root: three lowercase
 *  package parts at least, then a class (a capital first letter) that is called or has a member
 *  after it (`reactor.netty.http.client.HttpClient.create()`, `shaded.io.netty.resolver.X.INSTANCE`
 *  in MathWorks' Azure interface). A struct read (`params.model.sub.Value`) has no call after it. */
function javaClassShape(parts: readonly string[], called: boolean): boolean {
  let k = 0;
  while (k < parts.length && /^[a-z][a-z0-9_]*$/.test(parts[k]!)) k++;
  return k >= 3 && k < parts.length && /^[A-Z]/.test(parts[k]!) && (called || k < parts.length - 1);
}

/** Functions that return a Java or COM object. */
const MAKERS = new Set(['xmlread', 'javaObject', 'javaObjectEDT', 'javaMethod', 'javaMethodEDT', 'javaArray', 'actxserver', 'actxcontrol']);

/** External roots whose dotted calls make Java or COM objects (`java.io.File(f)`), not Python's
 *  `py.` or .NET's `NET.` values (converted on their own rules). */
const JAVA_ROOTS = new Set([...EXTERNAL_ROOTS].filter((r) => r !== 'py' && r !== 'clib' && r !== 'NET'));

/** `isVariable(id)`: the identifier names a variable where it stands (its kind is VAR);
 *  `known(name)`: a function the library knows, whose result is no object unless it makes one
 *  (`char(node)` is a text). */
export function javaObjectsOf(units: readonly Unit[], isVariable: (id: Identifier) => boolean, known: (name: string) => boolean = () => false): Map<Unit, Set<string>> {
  const out = new Map<Unit, Set<string>>(units.map((u) => [u, new Set<string>()]));
  const byName = new Map<string, Unit>();
  for (const u of units) if (u.def && !byName.has(u.def.name)) byName.set(u.def.name, u);
  // A parameter becomes an object when a call passes one; repeat until nothing is added (each
  // round adds a name or stops, so it ends).
  for (let changed = true; changed; ) {
    changed = false;
    for (const unit of units) {
      const held = out.get(unit)!;
      const isObject = (e: Expr): boolean => javaValued(e, held, isVariable, known);
      visitNodes(unit.body, (node) => {
        const n = node as Stmt | Expr;
        if (n.type === 'Assign') {
          const t = n.targets[0];
          if (n.op === '=' && n.targets.length === 1 && t?.type === 'Identifier' && !held.has(t.name) && isObject(n.rhs)) {
            held.add(t.name);
            changed = true;
          }
        } else if (n.type === 'Index') {
          // A local function given an object: its parameter holds one.
          if (n.target.type !== 'Identifier' || isVariable(n.target)) return;
          const callee = byName.get(n.target.name);
          const inputs = callee?.def?.inputs;
          if (!callee || !inputs) return;
          const params = out.get(callee)!;
          n.args.forEach((a, i) => {
            const p = inputs[i];
            if (p?.type === 'Identifier' && p.name !== 'varargin' && !params.has(p.name) && isObject(a)) {
              params.add(p.name);
              changed = true;
            }
          });
        }
      });
    }
  }
  return out;
}

/** Does the expression give a Java or COM object: a call of a maker, a dotted call under
 *  `java.` (`java.util.HashMap()`), a method or field of an object (`doc.getDocumentElement`),
 *  or a function-syntax call of a name that is no variable with an object first
 *  (`item(nodes, 0)`)? */
export function javaValued(e: Expr, held: ReadonlySet<string>, isVariable: (id: Identifier) => boolean, known: (name: string) => boolean = () => false): boolean {
  const inner = (x: Expr): boolean => javaValued(x, held, isVariable, known);
  switch (e.type) {
    case 'Paren':
      return inner(e.expr);
    case 'Identifier':
      return isVariable(e) ? held.has(e.name) : MAKERS.has(e.name);
    case 'Field': {
      let root: Expr = e;
      while (root.type === 'Field') root = root.target;
      if (root.type === 'Identifier' && !isVariable(root) && (JAVA_ROOTS.has(root.name) || javaPackageRoot(e) !== undefined)) return true;
      return inner(e.target);
    }
    case 'Index': {
      if (e.target.type === 'Identifier' && !isVariable(e.target)) return MAKERS.has(e.target.name) || (!known(e.target.name) && e.args[0] !== undefined && inner(e.args[0]));
      // `doc.getElementsByTagName('x')`, `java.io.File(f)`; an index of an object variable
      // (`nodes(1)`) is an element of a Java array.
      return inner(e.target);
    }
    default:
      return false;
  }
}

/** The test "gives a Java or COM object" for a unit holding these objects (undefined when it
 *  holds none). */
export function javaObjectIn(held: ReadonlySet<string> | undefined, isVariable: (id: Identifier) => boolean, known: (name: string) => boolean): ((e: Expr) => boolean) | undefined {
  return held?.size ? (e) => javaValued(e, held, isVariable, known) : undefined;
}
