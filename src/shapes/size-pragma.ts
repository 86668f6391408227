// The size declaration pragma (Derby and Zorn's signatures in a MATLAB comment):
//
//   %#mtame size (A[m,n], B[n,p]) -> (C[m,p])
//
// Grammar (docs/shapes.md):
//   pragma  := '%#mtame' 'size' params ['->' (params | param)]
//   params  := '(' [param (',' param)*] ')'
//   param   := NAME ['[' extent (',' extent)* ']']
//   extent  := NAME | INTEGER | ':'
// A parameter without brackets is a scalar; one extent is a column (`v[n]` is n-by-1); `:` is
// an extent nothing is said about; the same NAME is the same abstract extent everywhere in the
// pragma; a NAME only in outputs is a new extent. An output named like an input is both (in out).
import { type Extent, num, sym } from './extent.js';
import type { Signature } from './size-check.js';
import { type Tuple, tuple } from './terms.js';

export type DeclaredExtent =
  | { readonly kind: 'symbol'; readonly name: string }
  | { readonly kind: 'fixed'; readonly value: number }
  | { readonly kind: 'any' };

export interface DeclaredParam {
  readonly name: string;
  /** Empty for a scalar. */
  readonly extents: readonly DeclaredExtent[];
  /** 1-based column of the name in the text. */
  readonly column: number;
}

export interface SizePragma {
  readonly inputs: readonly DeclaredParam[];
  readonly outputs: readonly DeclaredParam[];
}

export interface PragmaError {
  readonly message: string;
  /** 1-based column in the text parsed. */
  readonly column: number;
}

export type PragmaResult = { readonly pragma: SizePragma; readonly errors: readonly [] } | { readonly pragma?: undefined; readonly errors: readonly PragmaError[] };

class PragmaSyntaxError extends Error {
  constructor(message: string, readonly column: number) {
    super(message);
  }
}

/** Whether a comment is a size pragma at all (so other `%#mtame` pragmas are left alone). */
export function isSizePragma(text: string): boolean {
  return /^\s*%#mtame\s+size\b/.test(text);
}

/** Parses a size pragma; never throws. */
export function parseSizePragma(text: string): PragmaResult {
  let pos = 0;
  const fail = (message: string, at = pos): never => {
    throw new PragmaSyntaxError(message, at + 1);
  };
  const skip = (): void => {
    while (pos < text.length && (text[pos] === ' ' || text[pos] === '\t')) pos++;
  };
  const eat = (s: string): boolean => {
    skip();
    if (text.startsWith(s, pos)) {
      pos += s.length;
      return true;
    }
    return false;
  };
  const describe = (): string => (pos >= text.length ? 'the end of the line' : `'${text[pos]}'`);
  const expect = (s: string): void => {
    if (!eat(s)) fail(`expected '${s}', found ${describe()}`);
  };
  const name = (): { name: string; at: number } | undefined => {
    skip();
    const m = /^[A-Za-z][A-Za-z0-9_]*/.exec(text.slice(pos));
    if (!m) return undefined;
    const at = pos;
    pos += m[0].length;
    return { name: m[0], at };
  };
  const extent = (): DeclaredExtent => {
    skip();
    if (eat(':')) return { kind: 'any' };
    const m = /^[0-9]+/.exec(text.slice(pos));
    if (m) {
      pos += m[0].length;
      return { kind: 'fixed', value: Number(m[0]) };
    }
    const n = name();
    if (!n) return fail(`expected an extent (a name, a number or ':'), found ${describe()}`);
    return { kind: 'symbol', name: n.name };
  };
  const param = (): DeclaredParam => {
    const n = name();
    if (!n) return fail(`expected a parameter name, found ${describe()}`);
    const extents: DeclaredExtent[] = [];
    if (eat('[')) {
      extents.push(extent());
      while (eat(',')) extents.push(extent());
      expect(']');
    }
    return { name: n.name, extents, column: n.at + 1 };
  };
  const params = (): DeclaredParam[] => {
    expect('(');
    const out: DeclaredParam[] = [];
    if (eat(')')) return out;
    out.push(param());
    while (eat(',')) out.push(param());
    expect(')');
    return out;
  };
  try {
    if (!eat('%#mtame')) fail("expected '%#mtame'");
    skip();
    const kw = name();
    if (!kw || kw.name !== 'size') fail("expected 'size'", kw?.at ?? pos);
    const inputs = params();
    let outputs: DeclaredParam[] = [];
    if (eat('->')) {
      skip();
      outputs = text[pos] === '(' ? params() : [param()];
    }
    skip();
    if (pos < text.length) fail(`unexpected ${describe()} after the declaration`);
    const errors: PragmaError[] = [];
    const seen = new Set<string>();
    for (const list of [inputs, outputs]) {
      seen.clear();
      for (const p of list) {
        if (seen.has(p.name)) errors.push({ message: `'${p.name}' is declared twice`, column: p.column });
        seen.add(p.name);
      }
    }
    return errors.length > 0 ? { errors } : { pragma: { inputs, outputs }, errors: [] };
  } catch (e) {
    if (e instanceof PragmaSyntaxError) return { errors: [{ message: e.message, column: e.column }] };
    throw e;
  }
}

/** The pragma as a signature for the extent graph: `:` becomes an extent of its own, a number
 *  the extent named by it (equal numbers, one extent). */
export function pragmaSignature(name: string, p: SizePragma): Signature {
  let fresh = 0;
  const names = (ps: DeclaredParam): string[] =>
    ps.extents.map((e) => (e.kind === 'symbol' ? e.name : e.kind === 'fixed' ? String(e.value) : `:${++fresh}`));
  const outputs = new Map(p.outputs.map((o) => [o.name, o]));
  const params = [
    ...p.inputs.map((i) => ({ name: i.name, dir: outputs.has(i.name) ? ('inout' as const) : ('in' as const), extents: names(i) })),
    ...p.outputs.filter((o) => !p.inputs.some((i) => i.name === o.name)).map((o) => ({ name: o.name, dir: 'out' as const, extents: names(o) })),
  ];
  return { name, params };
}

/** A declared parameter's shape with symbolic extents (`?` for `:`): a scalar is 1x1, one
 *  extent a column. */
export function declaredShape(p: DeclaredParam): Tuple {
  let fresh = 0;
  const ext = (e: DeclaredExtent): Extent => (e.kind === 'symbol' ? sym(e.name) : e.kind === 'fixed' ? num(e.value) : sym(`?${p.name}${++fresh}`));
  if (p.extents.length === 0) return tuple(1, 1);
  if (p.extents.length === 1) return tuple(ext(p.extents[0]!), 1);
  return tuple(...p.extents.map(ext));
}
