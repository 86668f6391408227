// The attributes a builtin or a group can carry, and the parsers of their argument text.
// Each parser throws AttributeError with an offset into the text; the spec parser turns it
// into a line number.
import { ClassLangError, parseClassRules, type ClassRule } from './class-lang.js';

export class AttributeError extends Error {
  constructor(message: string, readonly offset = 0) {
    super(message);
  }
}

/** An inclusive count range; `max` undefined means unbounded (`1..`). */
export interface Range {
  readonly min: number;
  readonly max?: number;
}

export interface Arity {
  readonly inputs: Range;
  readonly outputs: Range;
}

/** The shape rules of Type I builtins (shape of the result from the shapes of the arguments
 *  alone), after section 8 of the MAGICA paper; each is one shape operator. */
export const SHAPE_RULES: Readonly<Record<string, string>> = {
  same: 'the shape of the first argument',
  broadcast: 'elementwise: equal shapes, or a scalar, or singleton dimensions expanded',
  scalar: '1x1',
  none: 'returns nothing',
  matmul: 'm-by-k times k-by-n gives m-by-n; a scalar operand scales',
  mldivide: 'A\\B: columns of A by columns of B',
  mrdivide: 'A/B: rows of A by rows of B',
  kron: 'the products of the extents',
  transpose: 'the two dimensions swapped',
  horzcat: 'extents added along dimension 2',
  vertcat: 'extents added along dimension 1',
  reduce: 'the first non-singleton dimension becomes 1',
  'size-row': '1-by-ndims of the first argument',
  column: 'numel-by-1',
  diag: 'a vector gives a square matrix, a matrix gives a column',
  square: 'n-by-n where n is the number of rows of the first argument',
};

export type ShapeCategory = 'I' | 'II' | 'III';

export interface ShapeSpec {
  /** Type I when no value-deciding argument is given; the rule then applies. */
  readonly rule?: string;
  /** Type II: the argument positions (1-based) whose values decide the shape. */
  readonly valueArgs?: Range;
  /** Type III: not even the values decide (dbstack, eval). */
  readonly opaque: boolean;
}

export const WILD_EFFECTS: Readonly<Record<string, string>> = {
  eval: 'runs text as MATLAB code',
  assigns: 'creates or changes variables that the code does not name',
  inspects: 'reads variables or functions by name at run time',
  clears: 'removes variables, functions or persistent state',
  path: 'changes the current folder or the search path, so function lookup',
  calls: 'calls a function named by a value (a text or a handle)',
  global: 'changes state shared beyond the workspace (random seed, warnings, display, files)',
};

export type Complexity = 'real' | 'preserve' | 'may' | 'complex';

const COMPLEXITIES: readonly Complexity[] = ['real', 'preserve', 'may', 'complex'];

export interface Attributes {
  readonly class?: readonly ClassRule[];
  readonly matlabClass?: readonly ClassRule[];
  readonly arity?: Arity;
  readonly shape?: ShapeSpec;
  readonly fold?: boolean;
  readonly wild?: readonly string[];
  readonly complexity?: Complexity;
  /** Call templates for the learning script; empty: not learned. */
  readonly probe?: readonly string[];
  /** The MATLAB syntax that calls the builtin (`a + b`). */
  readonly operator?: string;
}

export type AttributeName = keyof Attributes;

/** The spec's spelling of each attribute. */
export const ATTRIBUTE_NAMES: Readonly<Record<string, AttributeName>> = {
  Class: 'class',
  MatlabClass: 'matlabClass',
  Arity: 'arity',
  Shape: 'shape',
  Fold: 'fold',
  Wild: 'wild',
  Complexity: 'complexity',
  Probe: 'probe',
  Operator: 'operator',
};

function parseRange(text: string, offset: number): Range {
  const m = /^\s*(\d+)\s*(?:(\.\.)\s*(\d+)?)?\s*$/.exec(text);
  if (!m) throw new AttributeError(`expected a count or a range such as 1..2 or 1.., found '${text.trim()}'`, offset);
  const min = Number(m[1]);
  if (!m[2]) return { min, max: min };
  if (m[3] === undefined) return { min };
  const max = Number(m[3]);
  if (max < min) throw new AttributeError(`range ${min}..${max} is empty`, offset);
  return { min, max };
}

export function formatRange(r: Range): string {
  if (r.max === r.min) return String(r.min);
  return r.max === undefined ? `${r.min}..` : `${r.min}..${r.max}`;
}

export function inRange(n: number, r: Range): boolean {
  return n >= r.min && (r.max === undefined || n <= r.max);
}

function parseArity(text: string): Arity {
  const arrow = text.indexOf('->');
  if (arrow < 0) throw new AttributeError("expected 'inputs -> outputs', such as Arity(1..2 -> 1)");
  return { inputs: parseRange(text.slice(0, arrow), 0), outputs: parseRange(text.slice(arrow + 2), arrow + 2) };
}

function parseShape(text: string): ShapeSpec {
  let rule: string | undefined;
  let valueArgs: Range | undefined;
  let opaque = false;
  let offset = 0;
  for (const part of text.split(',')) {
    const m = /^\s*(III|II|I)\b\s*(.*?)\s*$/.exec(part);
    if (!m) throw new AttributeError(`expected 'I rule', 'II positions' or 'III', found '${part.trim()}'`, offset);
    const [, category, rest = ''] = m;
    if (category === 'I') {
      if (!(rest in SHAPE_RULES)) throw new AttributeError(`unknown Type I shape rule '${rest}' (known: ${Object.keys(SHAPE_RULES).join(', ')})`, offset);
      rule = rest;
    } else if (category === 'II') {
      valueArgs = parseRange(rest, offset);
    } else {
      if (rest) throw new AttributeError('Type III takes no rule', offset);
      opaque = true;
    }
    offset += part.length + 1;
  }
  if (opaque && (rule || valueArgs)) throw new AttributeError('Type III excludes Types I and II');
  if (!opaque && !rule && !valueArgs) throw new AttributeError('no shape category');
  return { ...(rule ? { rule } : {}), ...(valueArgs ? { valueArgs } : {}), opaque };
}

function parseWords<T extends string>(text: string, allowed: readonly T[], what: string): T[] {
  const words = text.split(',').map((w) => w.trim());
  for (const w of words) {
    if (!(allowed as readonly string[]).includes(w)) throw new AttributeError(`unknown ${what} '${w}' (known: ${allowed.join(', ')})`);
  }
  return words as T[];
}

function parseClass(text: string): ClassRule[] {
  try {
    return parseClassRules(text);
  } catch (e) {
    if (e instanceof ClassLangError) throw new AttributeError(e.message, e.offset);
    throw e;
  }
}

/** Parses one attribute's argument text (`null` when written without parentheses) into the
 *  value merged into a node's attributes. */
export function parseAttribute(name: AttributeName, text: string | null): Partial<Attributes> {
  const need = (): string => {
    if (text === null || text.trim() === '') throw new AttributeError('needs an argument in parentheses');
    return text;
  };
  switch (name) {
    case 'class':
      return { class: parseClass(need()) };
    case 'matlabClass':
      return { matlabClass: parseClass(need()) };
    case 'arity':
      return { arity: parseArity(need()) };
    case 'shape':
      return { shape: parseShape(need()) };
    case 'fold': {
      const v = text === null ? 'yes' : text.trim();
      if (v !== 'yes' && v !== 'no') throw new AttributeError(`Fold takes yes or no, not '${v}'`);
      return { fold: v === 'yes' };
    }
    case 'wild': {
      const v = need().trim();
      return { wild: v === 'no' ? [] : parseWords(v, Object.keys(WILD_EFFECTS), 'wild effect') };
    }
    case 'complexity': {
      const words = parseWords(need(), COMPLEXITIES, 'complexity');
      if (words.length !== 1) throw new AttributeError('Complexity takes one word');
      return { complexity: words[0]! };
    }
    case 'probe': {
      const v = text === null ? '' : text.trim();
      return { probe: v === 'none' ? [] : [v] };
    }
    case 'operator':
      return { operator: need().trim() };
  }
}
