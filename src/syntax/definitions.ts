// Functions, `arguments` blocks and `classdef` with its member blocks.
import { pushAll } from './depth.js';
import type {
  ArgumentsBlock, Attribute, ClassDef, ClassMember, Comment, Declaration, EnumerationMember, Expr, FunctionDef,
  Identifier, Stmt, Tilde,
} from './ast.js';
import { describe, ParseError, tokenSpan } from './cursor.js';
import { STOP_BLOCK, StatementParser } from './statements.js';
import { BLOCK_CLOSERS, type Token } from './token.js';

interface Header {
  name: string;
  nameSpan: FunctionDef['nameSpan'];
  inputs: Array<Identifier | Tilde>;
  defaults?: Array<Expr | undefined>;
  outputs: Identifier[];
}

function ident(t: Token): Identifier {
  return { type: 'Identifier', name: t.value, span: tokenSpan(t) };
}

export class DefinitionParser extends StatementParser {
  protected functionDef(): Stmt {
    const start = this.next();
    const header = this.headerSafely(start);
    const saved = this.inFunction;
    const savedLoops = this.loops;
    this.inFunction = true;
    this.loops = 0;
    this.enter();
    const body = this.block(STOP_BLOCK);
    this.loops = savedLoops;
    let closedBy: FunctionDef['closedBy'] = 'implicit';
    for (;;) {
      const t = this.tok;
      if (this.isKw('endfunction') || (this.isKw('end') && this.endedFunctions)) {
        this.next();
        closedBy = t.value === 'end' ? 'end' : 'endfunction';
        this.terminator();
        break;
      }
      if (t.kind === 'eof' || this.isKw('function')) {
        if (this.endedFunctions) this.missingEnd(start, 'end');
        break;
      }
      // A closer with nothing open: report it and go on with the function body.
      this.next();
      this.report('unexpected-end', `'${t.value}' does not close anything here: there is no open block for it.`, tokenSpan(t));
      pushAll(body, this.block(STOP_BLOCK));
    }
    this.leave();
    this.inFunction = saved;
    return { type: 'Function', ...header, body, closedBy, signatureOnly: false, span: this.spanFrom(start) };
  }

  private headerSafely(start: Token): Header {
    const depth = this.depth;
    try {
      const h = this.header();
      // `function a() end`: an empty body may close on the header's line; a statement may
      // follow the input list there too (`function r = f(x)   y = 1;`, Data2Dynamics' generated
      // code; Octave agrees), as one follows `if x` on its line.
      const afterInputs = this.prev.kind === 'op' && this.prev.value === ')' && (this.tok.kind === 'id' || this.tok.kind === 'kw');
      if (!this.isKw('end') && !this.isKw('endfunction') && !afterInputs) this.terminator();
      return h;
    } catch (e) {
      if (!(e instanceof ParseError)) throw e;
      this.depth = depth;
      this.report(e.code, e.message, e.span);
      this.recover();
      return { name: '', nameSpan: tokenSpan(start), inputs: [], outputs: [] };
    }
  }

  /** `[a, b] = name(x, ~, varargin)`, `a = name`, `name(x)`, `name`; `get.Prop` names too. */
  protected header(): Header {
    const outputs: Identifier[] = [];
    if (this.isOp('[')) {
      const open = this.next();
      // A comma separates two names: none before the first, after the last, or twice.
      let commaOk = false;
      while (!this.isOp(']')) {
        if (this.isOp(',')) {
          if (!commaOk || this.isOp(']', this.peek())) this.report('syntax-error', `A ',' with no output name ${commaOk ? 'after it' : 'before it'} in the output list.`, tokenSpan(this.tok));
          this.next();
          commaOk = false;
          continue;
        }
        if (this.tok.kind === 'nl') {
          this.next();
          continue;
        }
        commaOk = true;
        if (this.tok.kind !== 'id') throw this.fail(`Expected an output name in the list opened at line ${open.line}, found ${describe(this.tok)}.`);
        outputs.push(ident(this.next()));
      }
      this.next();
      this.expectOp('=', 'after the output list');
    } else if (this.tok.kind === 'id' && this.isOp('=', this.peek())) {
      outputs.push(ident(this.next()));
      this.next();
    }
    const name = this.dottedName("after 'function'");
    const inputs: Array<Identifier | Tilde> = [];
    const defaults: Array<Expr | undefined> = [];
    if (this.isOp('(')) {
      const open = this.next();
      if (!this.isOp(')')) {
        for (;;) {
          const p = this.tok;
          if (p.kind === 'id') inputs.push(ident(p));
          else if (this.isOp('~') || this.isOp('!')) inputs.push({ type: 'Tilde', span: tokenSpan(p) });
          else throw this.fail(`Expected a parameter name, found ${describe(p)}.`);
          this.next();
          defaults.push(this.eatOp('=') ? this.parseExpr() : undefined);
          if (this.eatOp(',')) continue;
          break;
        }
      }
      this.closeBracket(')', open);
    }
    const h: Header = { name: name.name, nameSpan: name.span, inputs, outputs };
    if (defaults.some((d) => d !== undefined)) h.defaults = defaults;
    return h;
  }

  protected argumentsBlock(): Stmt {
    const start = this.next();
    const attributes = this.isOp('(') ? this.attributes() : [];
    this.terminator();
    const { items, dangling } = this.entries('arguments', () => this.declaration(true));
    this.closeOrReport('arguments', start);
    const node: ArgumentsBlock = { type: 'Arguments', attributes, declarations: items, span: this.spanFrom(start) };
    if (dangling.length > 0) node.dangling = dangling;
    return node;
  }

  /** `(Name = value, ~Flag, Other)` after a block keyword or `classdef`; the caller ends the line. */
  protected attributes(): Attribute[] {
    const open = this.next();
    const out: Attribute[] = [];
    while (!this.isOp(')')) {
      if (this.eatOp(',')) continue;
      const first = this.tok;
      const negated = this.eatOp('~') || this.eatOp('!');
      const name = this.expectId('as an attribute');
      const attr: Attribute = { name: name.value, negated, span: tokenSpan(first) };
      if (this.eatOp('=')) attr.value = this.parseExpr();
      attr.span = this.spanFrom(first);
      out.push(attr);
      if (!this.isOp(',') && !this.isOp(')')) this.closeBracket(')', open);
    }
    this.next();
    return out;
  }

  /** Entries of a block up to its closer, each parsed by `item`, with their comments. */
  protected entries<T extends { comments?: { leading?: Comment[] }; span: Declaration['span'] }>(
    kind: string,
    item: () => T | undefined,
  ): { items: T[]; dangling: Comment[] } {
    const items: T[] = [];
    for (;;) {
      this.skipSeparators();
      const t = this.tok;
      const leading = this.takeComments(t.start);
      // Any keyword but a method's 'function' ends the block (an unclosed one is reported by the caller).
      if (t.kind === 'eof' || (t.kind === 'kw' && !(kind === 'methods' && t.value === 'function'))) {
        return { items, dangling: leading };
      }
      const depth = this.depth;
      try {
        const x = item();
        if (x) {
          this.attach(x, leading);
          items.push(x);
        }
      } catch (e) {
        if (!(e instanceof ParseError)) throw e;
        this.depth = depth;
        this.report(e.code, e.message, e.span);
        this.recover();
      }
    }
  }

  /** `name (dims) class {validators} = default`, as in properties and arguments blocks. */
  /** A property, or with `argument`, an entry of an arguments block: `~` (an ignored input)
   *  and `opts.?pkg.Cls` (name-value arguments from a class's properties) stand there too. */
  protected declaration(argument = false): Declaration {
    const start = this.tok;
    if (argument && (this.isOp('~') || this.isOp('!'))) {
      this.next();
      const decl: Declaration = { name: '~', nameSpan: tokenSpan(start), span: tokenSpan(start) };
      this.terminator();
      return decl;
    }
    const name = this.dottedName('to declare');
    const decl: Declaration = { name: name.name, nameSpan: name.span, span: name.span };
    if (argument && this.isOp('.') && this.isOp('?', this.peek())) {
      this.next();
      this.next();
      decl.fromProperties = this.dottedName("after '.?'").name;
      decl.span = this.spanFrom(start);
      this.terminator();
      return decl;
    }
    if (this.isOp('(')) {
      const open = this.next();
      decl.dims = this.args(')', open);
    }
    if (this.tok.kind === 'id') decl.className = this.dottedName('as a class').name;
    if (this.isOp('{')) {
      const open = this.next();
      decl.validators = this.rows('}', open).flat();
    }
    if (this.eatOp('=')) decl.default = this.parseExpr();
    decl.span = this.spanFrom(start);
    this.terminator();
    return decl;
  }

  protected classDef(): Stmt {
    const start = this.next();
    const attributes = this.isOp('(') ? this.attributes() : [];
    const name = this.dottedName("after 'classdef'");
    const superclasses: string[] = [];
    if (this.eatOp('<')) {
      superclasses.push(this.dottedName("after '<'").name);
      while (this.eatOp('&')) superclasses.push(this.dottedName("after '&'").name);
    }
    this.terminator();
    const members: ClassMember[] = [];
    let dangling: Comment[];
    for (;;) {
      this.skipSeparators();
      const t = this.tok;
      const leading = this.takeComments(t.start);
      if (t.kind === 'eof' || (t.kind === 'kw' && BLOCK_CLOSERS.has(t.value))) {
        dangling = leading;
        break;
      }
      const depth = this.depth;
      try {
        const m = this.member(t);
        this.attach(m, leading);
        members.push(m);
      } catch (e) {
        if (!(e instanceof ParseError)) throw e;
        this.depth = depth;
        if (e.message) this.report(e.code, e.message, e.span);
        this.recover();
        if (this.tok.kind === 'kw' && !BLOCK_CLOSERS.has(this.tok.value) && this.tok === t) this.next();
      }
    }
    this.closeOrReport('classdef', start);
    const node: ClassDef = { type: 'ClassDef', name: name.name, nameSpan: name.span, attributes, superclasses, members, span: this.spanFrom(start) };
    if (dangling.length > 0) node.dangling = dangling;
    return node;
  }

  private member(t: Token): ClassMember {
    if (t.kind !== 'kw' || !['properties', 'methods', 'events', 'enumeration'].includes(t.value)) {
      throw this.fail(`Expected 'properties', 'methods', 'events', 'enumeration' or 'end' in a classdef, found ${describe(t)}.`);
    }
    this.next();
    const attributes = this.isOp('(') ? this.attributes() : [];
    // `enumeration A, B, C`: members may follow the keyword on its line; so may a method
    // (`methods function this = Config(varargin)`, IRIS-Toolbox's iris.Configuration), as a
    // statement may follow `if x` on its line.
    const sameLine = (t.value === 'enumeration' && this.tok.kind === 'id') || (t.value === 'methods' && this.tok.kind === 'kw' && this.tok.value === 'function');
    if (!sameLine) this.terminator();
    const kind = t.value;
    let member: ClassMember;
    let dangling: Comment[];
    if (kind === 'properties') {
      const r = this.entries(kind, () => this.declaration());
      member = { type: 'Properties', attributes, properties: r.items, span: tokenSpan(t) };
      dangling = r.dangling;
    } else if (kind === 'methods') {
      const r = this.entries(kind, () => this.method());
      member = { type: 'Methods', attributes, functions: r.items, span: tokenSpan(t) };
      dangling = r.dangling;
    } else if (kind === 'events') {
      const r = this.entries(kind, (): Declaration => {
        const id = this.expectId('as an event name');
        this.terminator();
        return { name: id.value, nameSpan: tokenSpan(id), span: tokenSpan(id) };
      });
      member = { type: 'Events', attributes, events: r.items, span: tokenSpan(t) };
      dangling = r.dangling;
    } else {
      const r = this.entries(kind, () => this.enumerationMember());
      member = { type: 'Enumeration', attributes, members: r.items, span: tokenSpan(t) };
      dangling = r.dangling;
    }
    this.closeOrReport(kind, t);
    member.span = this.spanFrom(t);
    if (dangling.length > 0) member.dangling = dangling;
    return member;
  }

  private enumerationMember(): EnumerationMember {
    const start = this.tok;
    const name = ident(this.expectId('as an enumeration member'));
    let args: Expr[] = [];
    if (this.isOp('(')) args = this.args(')', this.next());
    const span = this.spanFrom(start);
    if (!this.isOp(',')) this.terminator();
    return { name, args, span };
  }

  /** A method with a body, or a signature line (`r = name(obj, x)`) in a methods block. */
  private method(): FunctionDef {
    if (this.isKw('function')) return this.functionDef() as FunctionDef;
    const start = this.tok;
    const h = this.header();
    this.terminator();
    return { type: 'Function', ...h, body: [], closedBy: 'implicit', signatureOnly: true, span: this.spanFrom(start) };
  }
}

