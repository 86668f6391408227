// The spec file's line structure (see the header of data/builtins.spec and docs/builtins.md):
//
//   name; parent      a group (abstract builtin) under `parent`; `name;` alone is the root
//   name              a builtin, in the group of the most recent group line
//       Attr(...)     an indented attribute of the entity above; the text continues over
//                     following lines until its parentheses close
//   # text            a comment; comment lines right above an entity, and indented ones below
//                     it, are its notes; `# text` after an entity is its one-line summary
//
// Attributes may also follow the name on the entity line. The parser collects entities with
// their own attributes; the tree (tree.ts) links them and resolves inheritance.
import { quotedEnd } from './quotes.js';
import { ATTRIBUTE_NAMES, AttributeError, parseAttribute, type AttributeName, type Attributes } from './attributes.js';

export interface SpecNode {
  readonly name: string;
  readonly kind: 'group' | 'builtin';
  /** The parent group; undefined for the root. */
  readonly parent?: string;
  readonly line: number;
  readonly summary?: string;
  readonly notes: readonly string[];
  readonly attributes: Attributes;
  /** The line each attribute is written on. */
  readonly attributeLines: Readonly<Partial<Record<AttributeName, number>>>;
}

export interface SpecError {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

interface MutableNode {
  name: string;
  kind: 'group' | 'builtin';
  parent?: string;
  line: number;
  summary?: string;
  notes: string[];
  attributes: Record<string, unknown>;
  attributeLines: Partial<Record<AttributeName, number>>;
}

/** Where the text of one attribute (or of an attribute list) starts. */
interface TextPos {
  /** Line numbers (1-based) of each line joined into the text. */
  readonly lines: readonly number[];
  /** Column (1-based) where the text starts on its first line. */
  readonly column: number;
}

function position(text: string, offset: number, pos: TextPos): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  const row = before.length - 1;
  return { line: pos.lines[row] ?? pos.lines[0]!, column: row === 0 ? pos.column + offset : before[row]!.length + 1 };
}

/** The index just past the parenthesised text that starts at `open`, or -1 when it does not
 *  close; quoted text ('...' or "...") may hold parentheses. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    const end = quotedEnd(text, i);
    if (end !== undefined) {
      if (end < 0) return -1;
      i = end;
    } else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

export class SpecParser {
  private readonly nodes: MutableNode[] = [];
  private readonly errors: SpecError[] = [];
  private readonly byName = new Map<string, MutableNode>();
  private currentGroup: string | undefined;
  private current: MutableNode | undefined;
  private pendingNotes: string[] = [];

  parse(text: string): { nodes: SpecNode[]; errors: SpecError[] } {
    const lines = text.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
      const raw = lines[i]!;
      const lineNo = i + 1;
      const trimmed = raw.trim();
      if (trimmed === '') {
        this.pendingNotes = [];
        continue;
      }
      const indented = /^\s/.test(raw);
      if (trimmed.startsWith('#')) {
        const note = trimmed.replace(/^#\s?/, '');
        if (indented && this.current) this.current.notes.push(note);
        else this.pendingNotes.push(note);
        continue;
      }
      // Join continuation lines while an attribute's parentheses are open. Continuation lines
      // are indented, so a missing ')' cannot swallow the next entity.
      let scan = this.scanLine(raw, 0);
      let joined = scan.text;
      const used = [lineNo];
      while (scan.depth > 0 && i + 1 < lines.length && /^\s/.test(lines[i + 1]!)) {
        i++;
        scan = this.scanLine(lines[i]!, scan.depth);
        joined += '\n' + scan.text;
        used.push(i + 1);
      }
      if (indented) this.attributeLine(joined, used);
      else this.entityLine(joined, used);
    }
    if (!this.nodes.some((n) => n.kind === 'group' && n.parent === undefined)) this.error(1, 1, 'no root group (a line `name;`)');
    return { nodes: this.nodes as SpecNode[], errors: this.errors };
  }

  /** Scans one physical line from the given parenthesis depth: the line with any comment
   *  inside parentheses removed (a `#` there starts a comment to the end of the line; quoted
   *  text may hold `#` and parentheses), and the depth at its end. A `#` outside parentheses
   *  is kept: it is the entity's summary or a note, read by attributes(). */
  private scanLine(line: string, depth: number): { text: string; depth: number } {
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (ch === '#') {
        if (depth === 0) return { text: line, depth };
        return { text: line.slice(0, i).trimEnd(), depth };
      }
      const end = depth > 0 ? quotedEnd(line, i) : undefined;
      if (end !== undefined) {
        if (end < 0) return { text: line, depth };
        i = end;
      } else if (ch === '(') depth++;
      else if (ch === ')' && depth > 0) depth--;
    }
    return { text: line, depth };
  }

  private entityLine(text: string, lines: number[]): void {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)\s*(;\s*([A-Za-z_][A-Za-z0-9_]*)?)?/.exec(text);
    if (!m) {
      this.error(lines[0]!, 1, `expected a builtin name or 'group; parent', found '${text.trim().slice(0, 40)}'`);
      this.current = undefined;
      return;
    }
    const [head, name, semi, parent] = m;
    const isGroup = semi !== undefined;
    if (this.byName.has(name!)) {
      this.error(lines[0]!, 1, `'${name}' is already defined on line ${this.byName.get(name!)!.line}`);
      this.current = undefined;
      return;
    }
    let parentName: string | undefined;
    if (isGroup) {
      parentName = parent;
      if (parentName === undefined && this.nodes.some((n) => n.parent === undefined && n.kind === 'group')) {
        this.error(lines[0]!, 1, `'${name};' declares a second root; write '${name}; parent'`);
      } else if (parentName !== undefined && this.byName.get(parentName)?.kind !== 'group') {
        this.error(lines[0]!, head!.length - parentName.length + 1, `unknown parent group '${parentName}' (groups must be declared before their members)`);
        parentName = this.rootName();
      }
    } else {
      parentName = this.currentGroup;
      if (parentName === undefined) this.error(lines[0]!, 1, `builtin '${name}' comes before any group`);
    }
    const node: MutableNode = {
      name: name!,
      kind: isGroup ? 'group' : 'builtin',
      ...(parentName !== undefined ? { parent: parentName } : {}),
      line: lines[0]!,
      notes: this.pendingNotes,
      attributes: {},
      attributeLines: {},
    };
    this.pendingNotes = [];
    this.nodes.push(node);
    this.byName.set(node.name, node);
    this.current = node;
    if (isGroup) this.currentGroup = node.name;
    this.attributes(text.slice(head!.length), { lines, column: head!.length + 1 }, true);
  }

  private rootName(): string | undefined {
    return this.nodes.find((n) => n.parent === undefined && n.kind === 'group')?.name;
  }

  private attributeLine(text: string, lines: number[]): void {
    if (!this.current) {
      this.error(lines[0]!, 1, 'an indented attribute line must follow a builtin or group line');
      return;
    }
    const indent = /^\s*/.exec(text)![0].length;
    this.attributes(text.slice(indent), { lines, column: indent + 1 }, false);
  }

  /** A sequence of `Name` or `Name(text)` items, then an optional `# summary`. */
  private attributes(text: string, pos: TextPos, onEntityLine: boolean): void {
    const node = this.current!;
    let i = 0;
    while (i < text.length) {
      const ws = /^\s*/.exec(text.slice(i))![0].length;
      i += ws;
      if (i >= text.length) break;
      if (text[i] === '#') {
        const comment = text.slice(i + 1).trim();
        if (onEntityLine) node.summary = comment;
        else node.notes.push(comment);
        break;
      }
      const m = /^[A-Za-z][A-Za-z0-9]*/.exec(text.slice(i));
      if (!m) {
        const at = position(text, i, pos);
        this.error(at.line, at.column, `expected an attribute such as Class(...), found '${text.slice(i, i + 20).trim()}'`);
        return;
      }
      const word = m[0];
      const start = i;
      i += word.length;
      let arg: string | null = null;
      let argOffset = i;
      if (text[i] === '(') {
        const end = closingParen(text, i);
        if (end < 0) {
          const at = position(text, i, pos);
          this.error(at.line, at.column, `unclosed '(' in ${word}`);
          return;
        }
        arg = text.slice(i + 1, end - 1);
        argOffset = i + 1;
        i = end;
      }
      const attr = ATTRIBUTE_NAMES[word];
      const at = position(text, start, pos);
      if (!attr) {
        this.error(at.line, at.column, `unknown attribute '${word}' (known: ${Object.keys(ATTRIBUTE_NAMES).join(', ')})`);
        continue;
      }
      this.addAttribute(node, attr, word, arg, text, argOffset, pos, at.line);
    }
  }

  private addAttribute(node: MutableNode, attr: AttributeName, word: string, arg: string | null, text: string, argOffset: number, pos: TextPos, line: number): void {
    try {
      const value = parseAttribute(attr, arg);
      if (attr === 'probe' && node.attributes.probe) {
        // Several Probe lines: several call templates.
        node.attributes.probe = [...(node.attributes.probe as string[]), ...(value.probe ?? [])];
        return;
      }
      if (node.attributes[attr] !== undefined) {
        this.error(line, position(text, argOffset, pos).column, `${word} is given twice for '${node.name}'`);
        return;
      }
      Object.assign(node.attributes, value);
      node.attributeLines[attr] = line;
    } catch (e) {
      if (!(e instanceof AttributeError)) throw e;
      const at = position(text, argOffset + e.offset, pos);
      this.error(at.line, at.column, `${word}: ${e.message}`);
    }
  }

  private error(line: number, column: number, message: string): void {
    this.errors.push({ line, column, message });
  }
}

export function parseSpecText(text: string): { nodes: SpecNode[]; errors: SpecError[] } {
  return new SpecParser().parse(text);
}
