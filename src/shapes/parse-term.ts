// A small notation for shape terms, for identities, tests and tools:
//   term    := sum
//   sum     := product ('+' product)*                  broadcast (elementwise), left-associated
//   product := postfix (('*' | '\' | '/') postfix)*    matmul, mldivide, mrdivide
//   postfix := primary "'"*                             transpose
//   primary := NAME | OPERATOR '(' term (',' term)* ')' | '(' term ')'
//            | '[' term (',' term)* ']' | '[' term (';' term)* ']'
//            | 'π' | 'pi' | 'ι' | 'iota' | '<' extent (',' extent)* '>'
//   extent  := eterm ('+' eterm)* ;  eterm := efactor ('*' efactor)*
//   efactor := INTEGER | NAME | 'min' '(' extent (',' extent)* ')' | '(' extent ')'
// OPERATOR is a Type I rule name (`size_row` for size-row). `ι` is the scalar tuple <1,1>.
import { type Extent, add, min, mul, num, sym } from './extent.js';
import { ILLEGAL, SCALAR_TUPLE, SHAPE_OPERATORS, type ShapeOp, type ShapeTerm, op, shapeVar, tuple } from './terms.js';

export class TermSyntaxError extends Error {
  constructor(message: string, readonly column: number) {
    super(`${message} at column ${column}`);
  }
}

class Reader {
  pos = 0;
  constructor(readonly text: string) {}
  skip(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos]!)) this.pos++;
  }
  peek(): string {
    this.skip();
    return this.text[this.pos] ?? '';
  }
  eat(s: string): boolean {
    this.skip();
    if (this.text.startsWith(s, this.pos)) {
      this.pos += s.length;
      return true;
    }
    return false;
  }
  expect(s: string): void {
    if (!this.eat(s)) this.fail(`expected '${s}'`);
  }
  name(): string | undefined {
    this.skip();
    const m = /^[A-Za-z_?][A-Za-z0-9_]*/.exec(this.text.slice(this.pos));
    if (!m) return undefined;
    this.pos += m[0].length;
    return m[0];
  }
  fail(msg: string): never {
    throw new TermSyntaxError(msg, this.pos + 1);
  }
}

export function parseTerm(text: string): ShapeTerm {
  const r = new Reader(text);
  const t = sum(r);
  r.skip();
  if (r.pos < text.length) r.fail(`unexpected '${text[r.pos]}'`);
  return t;
}

function sum(r: Reader): ShapeTerm {
  let t = product(r);
  while (r.eat('+')) t = op('broadcast', t, product(r));
  return t;
}

function product(r: Reader): ShapeTerm {
  let t = postfix(r);
  for (;;) {
    if (r.eat('*')) t = op('matmul', t, postfix(r));
    else if (r.eat('\\')) t = op('mldivide', t, postfix(r));
    else if (r.eat('/')) t = op('mrdivide', t, postfix(r));
    else return t;
  }
}

function postfix(r: Reader): ShapeTerm {
  let t = primary(r);
  while (r.eat("'")) t = op('transpose', t);
  return t;
}

function primary(r: Reader): ShapeTerm {
  if (r.eat('(')) {
    const t = sum(r);
    r.expect(')');
    return t;
  }
  if (r.eat('π')) return ILLEGAL;
  if (r.eat('ι')) return SCALAR_TUPLE;
  if (r.eat('<')) {
    const dims = [extent(r)];
    while (r.eat(',')) dims.push(extent(r));
    r.expect('>');
    return tuple(...dims);
  }
  if (r.eat('[')) {
    const items = [sum(r)];
    let sep: string | undefined;
    while (r.peek() === ',' || r.peek() === ';') {
      const s = r.peek();
      if (sep && s !== sep) r.fail('mixed , and ; in one bracket');
      sep = s;
      r.eat(s);
      items.push(sum(r));
    }
    r.expect(']');
    return op(sep === ';' ? 'vertcat' : 'horzcat', ...items);
  }
  const start = r.pos;
  const n = r.name();
  if (n === undefined) r.fail('expected a shape term');
  if (n === 'pi') return ILLEGAL;
  if (n === 'iota') return SCALAR_TUPLE;
  if (r.peek() === '(') {
    const o = n.replace(/_/g, '-');
    if (!(SHAPE_OPERATORS as readonly string[]).includes(o)) {
      r.pos = start;
      r.fail(`unknown shape operator '${n}'`);
    }
    r.eat('(');
    const args = [sum(r)];
    while (r.eat(',')) args.push(sum(r));
    r.expect(')');
    try {
      return op(o as ShapeOp, ...args);
    } catch (e) {
      r.pos = start;
      r.fail((e as Error).message);
    }
  }
  return shapeVar(n);
}

export function parseExtentText(text: string): Extent {
  const r = new Reader(text);
  const e = extent(r);
  r.skip();
  if (r.pos < text.length) r.fail(`unexpected '${text[r.pos]}'`);
  return e;
}

function extent(r: Reader): Extent {
  const terms = [eterm(r)];
  while (r.eat('+')) terms.push(eterm(r));
  return add(...terms);
}

function eterm(r: Reader): Extent {
  const fs = [efactor(r)];
  while (r.eat('*')) fs.push(efactor(r));
  return mul(...fs);
}

function efactor(r: Reader): Extent {
  r.skip();
  const m = /^[0-9]+/.exec(r.text.slice(r.pos));
  if (m) {
    r.pos += m[0].length;
    return num(Number(m[0]));
  }
  if (r.eat('(')) {
    const e = extent(r);
    r.expect(')');
    return e;
  }
  const n = r.name();
  if (n === undefined) r.fail('expected an extent');
  if (n === 'min' && r.eat('(')) {
    const args = [extent(r)];
    while (r.eat(',')) args.push(extent(r));
    r.expect(')');
    return min(...args);
  }
  return sym(n);
}
