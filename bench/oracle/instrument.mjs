// Instrumentation by source rewriting: every assignment to a source variable is followed by a
// call `mtame_log__(ID, 'name', name);` that records the value's class and size at run time.
// The rewriting uses mtame's own parser and printer (dist/syntax), so a program is parsed once,
// the tree gets the log calls, and the printer writes it back as MATLAB text. The IDs map to
// the original (file, line, column, variable) in a side table: the printed copy has other line
// numbers, but every record names the position in the original source.
import { parse, print } from '../../dist/syntax/index.js';

/** The name of the logging function generated into the run folder. */
export const LOGGER = 'mtame_log__';

const FAKE_SPAN = { offset: 0, endOffset: 0, line: 0, column: 0, endLine: 0, endColumn: 0 };

/** The variable an assignment target writes to: the root of an Index/CellIndex/Field chain. */
export function rootIdentifier(target) {
  let t = target;
  while (t && (t.type === 'Index' || t.type === 'CellIndex' || t.type === 'Field' || t.type === 'DynamicField' || t.type === 'Paren')) {
    t = t.type === 'Paren' ? t.expr : t.target;
  }
  return t && t.type === 'Identifier' ? t : undefined;
}

/** The function that records a function's calling context on entry (see contextSource). */
export const ENTER = 'mtame_enter__';

// Nodes of the syntax tree the instrumentation adds (printed back, never parsed).
const number = (n) => ({ type: 'Number', text: String(n), value: n, imaginary: false, span: FAKE_SPAN });
const text = (v) => ({ type: 'String', value: v, quote: 'single', text: `'${v}'`, span: FAKE_SPAN });
const identifier = (name) => ({ type: 'Identifier', name, span: FAKE_SPAN });
const call = (name, args) => ({ type: 'Index', span: FAKE_SPAN, target: identifier(name), args });

/** `mtame_c__ = mtame_enter__(FID, {'a', 'b'});`: the inputs' classes, sizes and scalar values
 *  while the function runs (popped when mtame_c__, an onCleanup, goes at its exit). */
/** `making`: a classdef constructor's output, whose class (the class being made: a subclass's
 *  when called through `obj@Base(...)`) is recorded too. */
function enterCall(fid, inputs, making) {
  const cell = { type: 'Cell', span: FAKE_SPAN, rows: [inputs.map(text)] };
  const args = [number(fid), cell, ...(making ? [text(making)] : [])];
  return { type: 'Assign', terminator: ';', span: FAKE_SPAN, targets: [identifier('mtame_c__')], bracketed: false, op: '=', rhs: call(ENTER, args) };
}

/** `mtame_log__(ID, 'x', x);` */
function logCall(id, ident) {
  return { type: 'ExprStmt', terminator: ';', span: FAKE_SPAN, expr: call(LOGGER, [number(id), text(ident.name), identifier(ident.name)]) };
}

/**
 * Instruments one file's text. `file` is the name recorded in the side table; `table` is the
 * shared side table (an array: entry i is ID i+1), extended in place.
 * Options: `dialect` to parse with (default `matlab`); `prologue(fn)`, called with the file's
 * first function statement, returns code (text, not instrumented) put at the start of its body.
 * Returns `{ text, sites, diagnostics }`: the instrumented text, how many sites were added, and
 * the parser's errors (a file with a syntax error is not instrumented: its text is kept).
 */
export function instrumentSource(source, file, table, { dialect = 'matlab', prologue, functions } = {}) {
  const { ast, diagnostics } = parse(source, { dialect });
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) return { text: source, sites: 0, diagnostics: errors };
  let sites = 0;
  // With `functions` (a side table like `table`), each function records its calling context,
  // and each site names its function (`fid`, 1-based into `functions`).
  let fid;
  const site = (ident, kind) => {
    table.push({ file, line: ident.span.line, column: ident.span.column, name: ident.name, kind, ...(fid ? { fid } : {}) });
    sites += 1;
    return logCall(table.length, ident);
  };

  const block = (stmts) => {
    const out = [];
    for (const s of stmts) {
      out.push(statement(s));
      if (s.type === 'Assign') {
        const seen = new Set();
        for (const t of s.targets) {
          const id = rootIdentifier(t);
          if (!id || seen.has(id.name)) continue;
          seen.add(id.name);
          out.push(site(id, s.targets.length > 1 ? 'multi' : t.type === 'Identifier' ? 'assign' : 'indexed'));
        }
      } else if (s.type === 'IncDec') {
        const id = rootIdentifier(s.target);
        if (id) out.push(site(id, 'indexed'));
      }
    }
    return out;
  };

  // A copy of a statement with its nested blocks instrumented.
  const statement = (s) => {
    switch (s.type) {
      case 'Function':
        return instrumentFunction(s);
      case 'If':
        return {
          ...s,
          clauses: s.clauses.map((c) => ({ ...c, body: block(c.body) })),
          ...(s.elseBody ? { elseBody: block(s.elseBody) } : {}),
        };
      case 'For': {
        const id = rootIdentifier(s.variable);
        const body = block(s.body);
        return { ...s, body: id ? [site(id, 'for'), ...body] : body };
      }
      case 'While':
      case 'DoUntil':
      case 'Spmd':
        return { ...s, body: block(s.body) };
      case 'Switch':
        return {
          ...s,
          cases: s.cases.map((c) => ({ ...c, body: block(c.body) })),
          ...(s.otherwise ? { otherwise: block(s.otherwise) } : {}),
        };
      case 'Try': {
        const body = block(s.body);
        if (!s.catchBody) return { ...s, body };
        const catchBody = block(s.catchBody);
        return { ...s, body, catchBody: s.catchVar ? [site(s.catchVar, 'catch'), ...catchBody] : catchBody };
      }
      case 'UnwindProtect':
        return { ...s, body: block(s.body), cleanup: block(s.cleanup) };
      case 'ClassDef':
        return {
          ...s,
          members: s.members.map((m) => (m.type === 'Methods' ? { ...m, functions: m.functions.map((f) => instrumentFunction(f, s.name)) } : m)),
        };
      default:
        return s;
    }
  };

  /** `className`: the class of a classdef file's methods. */
  function instrumentFunction(f, className) {
    if (!functions) return { ...f, body: block(f.body) };
    const outer = fid;
    // A method's specializations are named `Cls.method` (a package's class by its last part).
    functions.push({ file, name: className !== undefined ? `${className.split('.').pop()}.${f.name}` : f.name, line: f.span.line });
    fid = functions.length;
    const inputs = (f.inputs ?? []).map((p) => (typeof p === 'string' ? p : p.name)).filter((n) => n && n !== '~');
    // After the arguments blocks, which MATLAB wants first.
    const inner = block(f.body);
    const at = inner.findIndex((st) => st.type !== 'Arguments');
    const out = f.outputs?.[0];
    const making = className !== undefined && f.name === className.split('.').pop() && out ? (typeof out === 'string' ? out : out.name) : undefined;
    const enter = enterCall(fid, inputs, making);
    const body = at < 0 ? [...inner, enter] : [...inner.slice(0, at), enter, ...inner.slice(at)];
    fid = outer;
    return { ...f, body };
  }

  let body = block(ast.body);
  const first = body.findIndex((s) => s.type === 'Function');
  if (prologue && first >= 0) {
    const code = parse(prologue(body[first]), { dialect });
    const bad = code.diagnostics.filter((d) => d.severity === 'error');
    if (bad.length > 0) return { text: source, sites: 0, diagnostics: bad.map((d) => ({ ...d, message: `prologue: ${d.message}` })) };
    body = body.map((s, i) => (i === first ? { ...s, body: [...code.ast.body, ...s.body] } : s));
  }
  return { text: print({ ...ast, body }), sites, diagnostics: [] };
}

/**
 * The logging function, as Octave code (it only ever runs in Octave). Per call it appends one
 * line `ID|class|size|complex|extra` to `logPath`, up to `cap` lines per ID; it counts every
 * call. `mtame_log__(-1)` writes the counts (`#count ID n`) and closes the file.
 * extra: for a struct `S:` then `field=class:size` for each field of the first element; for a
 * cell `C:` then `class:size` of its first 10 elements, `;`-separated; for a real numeric or
 * logical scalar `V:` and its value, for a char row of up to 32 characters `T:` and its codes.
 */
export function loggerSource(logPath, cap = 50) {
  const q = logPath.replace(/'/g, "''");
  return `function ${LOGGER}(id, name, v)
  % Generated by mtame's oracle harness (bench/oracle): records class and size of a value.
  persistent fid counts
  if isempty(fid)
    fid = fopen('${q}', 'a');
    counts = zeros(1, 1024);
  end
  if id < 0
    for k = find(counts)
      fprintf(fid, '#count %d %d\\n', k, counts(k));
    end
    fclose(fid);
    fid = [];
    return;
  end
  if id > numel(counts)
    counts(2 * id) = 0;
  end
  counts(id) = counts(id) + 1;
  if counts(id) > ${cap}
    return;
  end
  extra = '';
  if isstruct(v)
    f = fieldnames(v);
    parts = cell(1, numel(f));
    for k = 1:numel(f)
      if numel(v) >= 1
        x = v(1).(f{k});
        parts{k} = [f{k} '=' class(x) ':' mtame_dims__(x)];
      else
        parts{k} = [f{k} '=?'];
      end
    end
    extra = ['S:' strjoin(parts, ',')];
  elseif iscell(v)
    n = min(numel(v), 10);
    parts = cell(1, n);
    for k = 1:n
      parts{k} = [class(v{k}) ':' mtame_dims__(v{k})];
    end
    extra = ['C:' strjoin(parts, ';')];
  elseif (isnumeric(v) || islogical(v)) && isscalar(v) && isreal(v)
    extra = sprintf('V:%.17g', double(v));
  elseif ischar(v) && size(v, 1) == 1 && numel(v) <= 32
    extra = ['T:' sprintf('%d,', double(v))];
  end
  cx = isnumeric(v) && ~isreal(v);
  % The calling context of the running function (mtame_enter__), when it records one.
  global mtame_stack__
  ctx = '';
  if ~isempty(mtame_stack__)
    ctx = mtame_stack__{end};
  end
  fprintf(fid, '%d|%s|%s|%d|%s|%s\\n', id, class(v), mtame_dims__(v), cx, strrep(extra, '|', '/'), ctx);
end

function s = mtame_dims__(x)
  s = sprintf('%dx', size(x));
  s = s(1:end-1);
end
`;
}

/**
 * The function that records a calling context (Octave code): `mtame_enter__(FID, names)` reads
 * the caller's inputs that exist, pushes `FID;nargin[@making];arg;arg...` (each arg `class:size`, with
 * `:value` for a real numeric or logical scalar and `:c` and the codes for a char row of up to
 * 32 characters, `-` for an input not given) on a global stack, and returns an onCleanup that
 * pops it when the caller returns.
 */
export function contextSource() {
  return `function c = ${ENTER}(fid, names, making)
  % Generated by mtame's oracle harness (bench/oracle): the calling context of a function.
  global mtame_stack__
  if isempty(mtame_stack__)
    mtame_stack__ = {};
  end
  parts = cell(1, numel(names));
  for k = 1:numel(names)
    if evalin('caller', sprintf('exist(''%s'', ''var'')', names{k}))
      parts{k} = describe(evalin('caller', names{k}));
    else
      parts{k} = '-';
    end
  end
  n = evalin('caller', 'nargin');
  % A constructor's output exists on entry: its class is the one being made.
  made = '';
  if nargin > 2 && evalin('caller', sprintf('exist(''%s'', ''var'')', making))
    made = ['@' evalin('caller', sprintf('class(%s)', making))];
  end
  mtame_stack__{end + 1} = sprintf('%d;%d%s;%s', fid, n, made, strjoin(parts, ';'));
  depth = numel(mtame_stack__);
  c = onCleanup(@() leave(depth));
end

function leave(depth)
  global mtame_stack__
  mtame_stack__ = mtame_stack__(1:depth - 1);
end

function s = describe(v)
  d = sprintf('%dx', size(v));
  s = [class(v) ':' d(1:end-1)];
  if (isnumeric(v) || islogical(v)) && isscalar(v) && isreal(v)
    s = [s ':' sprintf('%.17g', double(v))];
  elseif ischar(v) && size(v, 1) == 1 && numel(v) <= 32
    s = [s ':c' sprintf('%d,', double(v))];
  end
end
`;
}
