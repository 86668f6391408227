// AST → MATLAB text that parses back to the same tree (spans aside). One statement a line,
// four-space indentation, comments where they were attached.
import { pushAll } from './depth.js';
import type {
  Attached, Attribute, ClassMember, Comment, Declaration, Expr, FunctionDef, SourceFile, Stmt, Terminator,
} from './ast.js';

const INDENT = '    ';

export function print(file: SourceFile): string {
  const out: string[] = [];
  const p = new Printer(out);
  p.stmts(file.body, 0);
  return out.join('\n') + (out.length > 0 ? '\n' : '');
}

/** One expression as MATLAB text. */
export function printExpr(e: Expr): string {
  return new Printer([]).expr(e);
}

function comment(c: Comment): string[] {
  if (c.style === 'block') return [`${c.marker}{`, ...(c.text.length > 0 ? c.text.split('\n') : []), `${c.marker}}`];
  return [c.marker + c.text];
}

function term(t: Terminator): string {
  return t === ';' ? ';' : t === ',' ? ',' : '';
}

class Printer {
  constructor(private readonly out: string[]) {}

  private line(depth: number, text: string): void {
    this.out.push(INDENT.repeat(depth) + text);
  }

  private leading(c: Attached | undefined, depth: number): void {
    for (const l of c?.leading ?? []) {
      const lines = comment(l);
      if (l.style === 'line') {
        this.line(depth, lines[0]);
        continue;
      }
      // The inside of a block comment is kept verbatim.
      this.line(depth, lines[0]);
      pushAll(this.out, lines.slice(1, -1));
      this.line(depth, lines[lines.length - 1]);
    }
  }

  /** Appends the trailing comment to the last printed line. */
  private trailing(c: Attached | undefined): void {
    const t = c?.trailing;
    if (!t) return;
    const lines = comment(t);
    if (t.style === 'block') {
      pushAll(this.out, lines);
      return;
    }
    this.out[this.out.length - 1] += ' ' + lines[0];
  }

  stmts(list: Stmt[], depth: number): void {
    for (const s of list) this.stmt(s, depth);
  }

  private stmt(s: Stmt, depth: number): void {
    this.leading(s.comments, depth);
    switch (s.type) {
      case 'Comments':
        return;
      case 'ExprStmt':
        this.line(depth, this.expr(s.expr) + term(s.terminator));
        break;
      case 'Assign': {
        const lhs = s.bracketed ? `[${s.targets.map((t) => this.expr(t)).join(', ')}]` : this.expr(s.targets[0]);
        this.line(depth, `${lhs} ${s.op} ${this.expr(s.rhs)}${term(s.terminator)}`);
        break;
      }
      case 'IncDec':
        this.line(depth, (s.prefix ? s.op + this.expr(s.target) : this.expr(s.target) + s.op) + term(s.terminator));
        break;
      case 'Command':
        // Arguments as written: command syntax reads them back to the same values.
        this.line(depth, [s.name.name, ...s.args.map((a) => a.text)].join(' ') + term(s.terminator));
        break;
      case 'ShellEscape':
        this.line(depth, `!${s.command}`);
        break;
      case 'Import':
        this.line(depth, `import ${s.path}${s.wildcard ? '.*' : ''}`);
        break;
      case 'If':
        s.clauses.forEach((c, k) => {
          this.line(depth, `${k === 0 ? 'if' : 'elseif'} ${this.expr(c.cond)}`);
          this.stmts(c.body, depth + 1);
        });
        if (s.elseBody) {
          this.line(depth, 'else');
          this.stmts(s.elseBody, depth + 1);
        }
        this.line(depth, 'end');
        break;
      case 'For': {
        const kw = s.parfor ? 'parfor' : 'for';
        const head = `${this.expr(s.variable)} = ${this.expr(s.range)}`;
        if (s.parenthesized) this.line(depth, `${kw} (${head}${s.parforOptions ? ', ' + this.expr(s.parforOptions) : ''})`);
        else this.line(depth, `${kw} ${head}`);
        this.stmts(s.body, depth + 1);
        this.line(depth, 'end');
        break;
      }
      case 'While':
        this.line(depth, `while ${this.expr(s.cond)}`);
        this.stmts(s.body, depth + 1);
        this.line(depth, 'end');
        break;
      case 'DoUntil':
        this.line(depth, 'do');
        this.stmts(s.body, depth + 1);
        this.line(depth, `until ${this.expr(s.cond)}`);
        break;
      case 'Switch':
        this.line(depth, `switch ${this.expr(s.subject)}`);
        for (const c of s.cases) {
          this.line(depth + 1, `case ${this.expr(c.value)}`);
          this.stmts(c.body, depth + 2);
        }
        if (s.otherwise) {
          this.line(depth + 1, 'otherwise');
          this.stmts(s.otherwise, depth + 2);
        }
        this.line(depth, 'end');
        break;
      case 'Try':
        this.line(depth, 'try');
        this.stmts(s.body, depth + 1);
        if (s.catchBody) {
          this.line(depth, s.catchVar ? `catch ${s.catchVar.name}` : 'catch');
          this.stmts(s.catchBody, depth + 1);
        }
        this.line(depth, 'end');
        break;
      case 'UnwindProtect':
        this.line(depth, 'unwind_protect');
        this.stmts(s.body, depth + 1);
        this.line(depth, 'unwind_protect_cleanup');
        this.stmts(s.cleanup, depth + 1);
        this.line(depth, 'end_unwind_protect');
        break;
      case 'Spmd':
        this.line(depth, s.args.length > 0 ? `spmd (${s.args.map((a) => this.expr(a)).join(', ')})` : 'spmd');
        this.stmts(s.body, depth + 1);
        this.line(depth, 'end');
        break;
      case 'Break':
        this.line(depth, 'break');
        break;
      case 'Continue':
        this.line(depth, 'continue');
        break;
      case 'Return':
        this.line(depth, 'return');
        break;
      case 'Global':
      case 'Persistent': {
        const kw = s.type === 'Global' ? 'global' : 'persistent';
        const names = s.names.map((n, k) => {
          const init = s.inits?.[k];
          return init ? `${n.name} = ${this.expr(init)}` : n.name;
        });
        this.line(depth, [kw, ...names].join(' '));
        break;
      }
      case 'Arguments':
        this.line(depth, 'arguments' + this.attrs(s.attributes));
        for (const d of s.declarations) this.declaration(d, depth + 1);
        this.dangling(s.dangling, depth + 1);
        this.line(depth, 'end');
        break;
      case 'Function':
        this.functionDef(s, depth);
        break;
      case 'ClassDef': {
        const supers = s.superclasses.length > 0 ? ' < ' + s.superclasses.join(' & ') : '';
        this.line(depth, `classdef${this.attrs(s.attributes)} ${s.name}${supers}`);
        for (const m of s.members) this.member(m, depth + 1);
        this.dangling(s.dangling, depth + 1);
        this.line(depth, 'end');
        break;
      }
      case 'Error':
        this.line(depth, `% mtame: unparsed statement: ${s.message.replace(/\n/g, ' ')}`);
        break;
      default: {
        const never: never = s;
        throw new Error(`unprinted statement ${(never as Stmt).type}`);
      }
    }
    this.trailing(s.comments);
  }

  private dangling(list: Comment[] | undefined, depth: number): void {
    this.leading(list ? { leading: list } : undefined, depth);
  }

  private functionDef(f: FunctionDef, depth: number): void {
    const outs = f.outputs.length === 0 ? '' : f.outputs.length === 1 ? `${f.outputs[0].name} = ` : `[${f.outputs.map((o) => o.name).join(', ')}] = `;
    const param = (p: FunctionDef['inputs'][number], k: number): string => {
      const d = f.defaults?.[k];
      return (p.type === 'Tilde' ? '~' : p.name) + (d ? ` = ${this.expr(d)}` : '');
    };
    const ins = f.inputs.length > 0 || !f.signatureOnly ? `(${f.inputs.map(param).join(', ')})` : '';
    const head = `${outs}${f.name}${ins}`;
    if (f.signatureOnly) {
      this.line(depth, head);
      return;
    }
    this.line(depth, `function ${head}`);
    const inner = f.closedBy === 'implicit' ? depth : depth + 1;
    this.stmts(f.body, inner);
    if (f.closedBy === 'end') this.line(depth, 'end');
    else if (f.closedBy === 'endfunction') this.line(depth, 'endfunction');
  }

  private member(m: ClassMember, depth: number): void {
    this.leading(m.comments, depth);
    const kw = m.type === 'Properties' ? 'properties' : m.type === 'Methods' ? 'methods' : m.type === 'Events' ? 'events' : 'enumeration';
    this.line(depth, kw + this.attrs(m.attributes));
    switch (m.type) {
      case 'Properties':
        for (const d of m.properties) this.declaration(d, depth + 1);
        break;
      case 'Methods':
        for (const f of m.functions) {
          this.leading(f.comments, depth + 1);
          this.functionDef(f, depth + 1);
          this.trailing(f.comments);
        }
        break;
      case 'Events':
        for (const e of m.events) this.declaration(e, depth + 1);
        break;
      case 'Enumeration':
        for (const e of m.members) {
          this.leading(e.comments, depth + 1);
          this.line(depth + 1, e.name.name + (e.args.length > 0 ? `(${e.args.map((a) => this.expr(a)).join(', ')})` : ''));
          this.trailing(e.comments);
        }
        break;
    }
    this.dangling(m.dangling, depth + 1);
    this.line(depth, 'end');
    this.trailing(m.comments);
  }

  private declaration(d: Declaration, depth: number): void {
    this.leading(d.comments, depth);
    let text = d.fromProperties === undefined ? d.name : `${d.name}.?${d.fromProperties}`;
    if (d.dims) text += ` (${d.dims.map((x) => this.expr(x)).join(',')})`;
    if (d.className) text += ` ${d.className}`;
    if (d.validators) text += ` {${d.validators.map((x) => this.expr(x)).join(', ')}}`;
    if (d.default) text += ` = ${this.expr(d.default)}`;
    this.line(depth, text);
    this.trailing(d.comments);
  }

  private attrs(list: Attribute[]): string {
    if (list.length === 0) return '';
    const items = list.map((a) => (a.negated ? '~' : '') + a.name + (a.value ? ` = ${this.expr(a.value)}` : ''));
    return ` (${items.join(', ')})`;
  }

  expr(e: Expr): string {
    switch (e.type) {
      case 'Identifier':
        return e.name;
      case 'Number':
        return e.text;
      case 'String':
        return e.text;
      case 'Colon':
        return ':';
      case 'End':
        return 'end';
      case 'Tilde':
        return '~';
      case 'Invalid':
        return '[]';
      case 'Binary':
        return this.binaryChain(e);
      case 'Unary': {
        const inner = this.expr(e.operand);
        const op = e.written ?? e.op;
        // `- -x` must not become Octave's `--x`, and `~ ~x` reads better spaced too.
        return inner.startsWith(op[0]) || (op === '~' && inner.startsWith('!')) ? `${op} ${inner}` : op + inner;
      }
      case 'Postfix': {
        const inner = this.expr(e.operand);
        // `'abc''` would read as an escaped quote.
        return e.op === "'" && e.operand.type === 'String' ? `${inner} '` : inner + e.op;
      }
      case 'Range':
        return e.step ? `${this.expr(e.start)}:${this.expr(e.step)}:${this.expr(e.stop)}` : `${this.expr(e.start)}:${this.expr(e.stop)}`;
      case 'Index':
        return `${this.expr(e.target)}(${e.args.map((a) => this.expr(a)).join(', ')})`;
      case 'CellIndex':
        return `${this.expr(e.target)}{${e.args.map((a) => this.expr(a)).join(', ')}}`;
      case 'Field':
        return `${this.expr(e.target)}.${e.name}`;
      case 'DynamicField':
        return `${this.expr(e.target)}.(${this.expr(e.name)})`;
      case 'Matrix':
        return `[${this.rows(e.rows)}]`;
      case 'Cell':
        return `{${this.rows(e.rows)}}`;
      case 'AnonFunction':
        return `@(${e.params.map((p) => (p.type === 'Tilde' ? '~' : p.name)).join(', ')}) ${this.expr(e.body)}`;
      case 'FunctionHandle':
        return `@${e.name}`;
      case 'MetaClass':
        return `?${e.name}`;
      case 'SuperRef':
        return `${e.name}@${e.superclass}`;
      case 'NameValue':
        return `${e.name.name}=${this.expr(e.value)}`;
      case 'AssignExpr':
        return `${this.expr(e.target)} = ${this.expr(e.value)}`;
      case 'Paren':
        return `(${this.expr(e.expr)})`;
      default: {
        const never: never = e;
        throw new Error(`unprinted expression ${(never as Expr).type}`);
      }
    }
  }

  /** Left-nested operator chains (`a + b + c + ...`) iteratively, so long sums cannot overflow. */
  private binaryChain(e: Expr & { type: 'Binary' }): string {
    const rights: Array<[string, Expr]> = [];
    let cur: Expr = e;
    while (cur.type === 'Binary') {
      rights.push([cur.written ?? cur.op, cur.right]);
      cur = cur.left;
    }
    let text = this.expr(cur);
    for (let k = rights.length - 1; k >= 0; k--) {
      const [op, right] = rights[k];
      text += POWER_OPS.has(op) ? `${op}${this.expr(right)}` : ` ${op} ${this.expr(right)}`;
    }
    return text;
  }

  private rows(rows: Expr[][]): string {
    return rows.map((r) => r.map((x) => this.expr(x)).join(', ')).join('; ');
  }
}

const POWER_OPS: ReadonlySet<string> = new Set(['^', '.^', '**', '.**']);
