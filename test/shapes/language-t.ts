// Derby and Zorn's language T in text, for the tests: signatures `proc f (in m[S,T], out r[S])`
// (`m[R][S]` also accepted, as in their Figure 2), and bodies of calls `f(a, b);`,
// `if (c) { ... } else { ... }`, `while (c) { ... }` and `{ ... }`.
import type { Direction, Param, Procedure, Signature, Stmt } from '../../src/shapes/index.js';

function tokens(text: string): string[] {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').match(/[A-Za-z_][A-Za-z0-9_]*|[0-9]+|\S/g) ?? [];
}

export function parseSignature(text: string): Signature {
  const ts = tokens(text);
  let i = 0;
  const eat = (t: string): void => {
    if (ts[i++] !== t) throw new Error(`expected ${t} in ${text}`);
  };
  eat('proc');
  const name = ts[i++]!;
  eat('(');
  const params: Param[] = [];
  while (ts[i] !== ')') {
    let dir = ts[i++] as Direction;
    if (dir === 'in' && ts[i] === 'out') {
      i++;
      dir = 'inout';
    }
    const pname = ts[i++]!;
    const extents: string[] = [];
    while (ts[i] === '[') {
      i++;
      while (ts[i] !== ']') {
        if (ts[i] !== ',') extents.push(ts[i]!);
        i++;
      }
      i++;
    }
    params.push({ name: pname, dir, extents });
    if (ts[i] === ',') i++;
  }
  return { name, params };
}

export function parseBody(text: string): Stmt[] {
  const ts = tokens(text);
  let i = 0;
  const block = (): Stmt[] => {
    const out: Stmt[] = [];
    while (i < ts.length && ts[i] !== '}') out.push(...stmt());
    return out;
  };
  const braced = (): Stmt[] => {
    if (ts[i] !== '{') return stmt();
    i++;
    const b = block();
    i++;
    return b;
  };
  const cond = (): void => {
    i++; // (
    while (ts[i] !== ')') i++;
    i++;
  };
  const stmt = (): Stmt[] => {
    const t = ts[i++]!;
    if (t === '{') {
      const b = block();
      i++;
      return b;
    }
    if (t === 'while') {
      cond();
      if (ts[i] === 'do') i++;
      return [{ kind: 'while', body: braced() }];
    }
    if (t === 'if') {
      cond();
      const then = braced();
      let els: Stmt[] = [];
      if (ts[i] === 'else') {
        i++;
        els = braced();
      }
      return [{ kind: 'if', then, else: els }];
    }
    const args: string[] = [];
    i++; // (
    while (ts[i] !== ')') {
      if (ts[i] !== ',') args.push(ts[i]!);
      i++;
    }
    i++;
    if (ts[i] === ';') i++;
    return [{ kind: 'call', callee: t, args }];
  };
  return block();
}

export function procedure(signature: string, body: string): Procedure {
  return { ...parseSignature(signature), body: parseBody(body) };
}
