// Regenerates the Octave fixtures of the builtin propagator's soundness tests: re-runs the calls
// each fixture stores (its first column; aggregate-cases.json for aggregate-octave.tsv) in GNU
// Octave and rewrites the results. The tests themselves never run Octave.
//
//   node test/analysis/octave-fixtures.mjs [fold|shape|typeII|aggregate|builtins ...]
//
// To add calls, append rows with any result (`?`) and run this script.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { URL } from 'node:url';

const here = new URL('.', import.meta.url);
const read = (name) => readFileSync(new URL(name, here), 'utf8');
const rowsOf = (name) => read(name).split('\n').filter((l) => l !== '').map((l) => l.split('\t')[0]);
const quote = (s) => s.replace(/'/g, "''");
const charLit = (text) => (text === '' ? "''" : `char([${[...text].map((c) => c.charCodeAt(0)).join(' ')}])`);
const num = (n) => (Number.isInteger(n) ? String(n) : `(${n.toPrecision(17)})`);

/** Describes a result as the JSON the tests read (class, size, value, codes, elements, fields). */
const DESCRIBE = `
function out = d(x)
  sz = sprintf('%d,', size(x)); sz = ['[' sz(1:end-1) ']'];
  if iscell(x)
    e = cellfun(@d, x(:)', 'UniformOutput', false);
    out = sprintf('{"c":"cell","s":%s,"e":[%s]}', sz, strjoin(e, ','));
  elseif isstruct(x)
    fn = fieldnames(x); parts = {};
    for i = 1:numel(fn)
      vals = {};
      for k = 1:numel(x), vals{end+1} = d(x(k).(fn{i})); end
      parts{end+1} = sprintf('"%s":[%s]', fn{i}, strjoin(vals, ','));
    end
    out = sprintf('{"c":"struct","s":%s,"f":{%s}}', sz, strjoin(parts, ','));
  elseif ischar(x) && numel(x) <= 200
    out = sprintf('{"c":"char","s":%s,"t":[%s]}', sz, regexprep(sprintf('%d,', double(x(:)')), ',$', ''));
  elseif isa(x, 'function_handle')
    out = '{"c":"function_handle","s":[1,1]}';
  elseif (isnumeric(x) || islogical(x)) && numel(x) == 1
    if isreal(x), v = sprintf('%.17g', double(x)); if any(strcmp(v, {'Inf', '-Inf', 'NaN'})), v = ['"' v '"']; end, else v = '"complex"'; end
    out = sprintf('{"c":"%s","s":%s,"v":%s}', class(x), sz, v);
  elseif isnumeric(x)
    if isreal(x), r = 'real'; else r = 'complex'; end
    out = sprintf('{"c":"%s","s":%s,"v":"%s"}', class(x), sz, r);
  else
    out = sprintf('{"c":"%s","s":%s}', class(x), sz);
  end
end
`;

// ------------------------------------------------------------------ per fixture: calls and their output

/** fold-octave.tsv: `op(a, b)` on literals; the class and the bits of a scalar, a char's codes. */
function fold() {
  let m = "1;\nfunction out = fmt(r)\n if ischar(r), out = ['char:' sprintf('%d,', double(r))]; elseif islogical(r), out = sprintf('logical:%d', r); elseif isreal(r), out = [class(r) ':' num2hex(double(r))]; else out = [class(r) ':complex']; end\nend\n";
  for (const call of rowsOf('fold-octave.tsv')) {
    m += `try, x = ${call}; if numel(x) == 1 || ischar(x), printf('%s\\t%s\\n', '${quote(call)}', fmt(x)); else printf('%s\\tsize\\n', '${quote(call)}'); end, catch, printf('%s\\terror\\n', '${quote(call)}'); end\n`;
  }
  return m;
}

/** shape-octave.tsv: [op, size or "#k", ...]; max3 is max(x, [], k); size and a scalar's value. */
function shape() {
  const arg = (a) => (typeof a === 'string' ? a.slice(1) : `ones(${a.join(',')})`);
  let m = '1;\n';
  for (const key of rowsOf('shape-octave.tsv')) {
    const r = JSON.parse(key);
    const call = r[0] === 'max3' ? `max(${arg(r[1])}, [], ${arg(r[2])})` : `${r[0]}(${r.slice(1).map(arg).join(', ')})`;
    m += `try, x = ${call}; v = ''; if numel(x) == 1, v = sprintf('%.17g', double(x)); end; printf('%s\\t%s\\t%s\\n', '${quote(key)}', mat2str(size(x)), v); catch, printf('%s\\terror\\n', '${quote(key)}'); end\n`;
  }
  return m;
}

/** typeII-octave.tsv: [op, token...] with a number, "s:text", "m:RxC" (ones) or "e" ([]). */
function typeII() {
  const lit = (t) => (typeof t === 'number' ? num(t) : t === 'e' ? '[]' : t.startsWith('s:') ? charLit(t.slice(2)) : `ones(${t.slice(2).split('x').join(',')})`);
  let m = '1;\nfunction out = enc(x)\n if ischar(x), out = ["c" sprintf("%d,", double(x))]; elseif iscell(x), out = "cell"; elseif numel(x) == 1 && (isnumeric(x) || islogical(x)), out = sprintf("%s:%.17g", class(x), double(x)); else out = class(x); end\nend\n';
  for (const key of rowsOf('typeII-octave.tsv')) {
    const [name, ...args] = JSON.parse(key);
    m += `try, x = ${name}(${args.map(lit).join(', ')}); printf('%s\\t%s\\t%s\\n', '${quote(key)}', mat2str(size(x)), enc(x)); catch, printf('%s\\terror\\n', '${quote(key)}'); end\n`;
  }
  return m;
}

/** aggregate-octave.tsv: the cases of aggregate-cases.json by number; deal has two outputs. */
function aggregate() {
  const lit = (a) => {
    if (typeof a === 'number') return num(a);
    if (typeof a === 'boolean') return String(a);
    if (typeof a === 'string') return a === 'e' ? '[]' : a.startsWith('s:') ? charLit(a.slice(2)) : a.startsWith('m:') ? `ones(${a.slice(2).split('x').join(',')})` : charLit(a);
    if (a.cell) return a.cell.length === 0 ? `cell(${a.shape.join(',')})` : `reshape({${a.cell.map(lit).join(', ')}}, ${a.shape.join(',')})`;
    if (a.struct) {
      const f = Object.entries(a.struct);
      return f.length === 0 ? 'struct()' : `struct(${f.map(([k, v]) => `'${k}', {${lit(v)}}`).join(', ')})`;
    }
    return `@${a.fh}`;
  };
  let m = `1;\n${DESCRIBE}`;
  for (const [i, [name, ...args]] of JSON.parse(read('aggregate-cases.json')).entries()) {
    const two = name === 'deal';
    m += `try, ${two ? '[x, y]' : 'x'} = ${name}(${args.map(lit).join(', ')}); printf('%d\\t%s\\n', ${i}, ${two ? "[d(x) '|' d(y)]" : 'd(x)'}); catch err, printf('%d\\terror\\t%s\\n', ${i}, err.message); end\n`;
  }
  return m;
}

/** builtins-octave.tsv: [op, token...] with "n:x", "i8:x", "f:x" (single), "b:0|1", "s:text",
 *  "m:class:RxC" (values -3..7), "c:1x2" ({1, 'a'}), "st", "fh" (@sin), "cplx", "mc:2x2", "e". */
function builtins() {
  const lit = (t) => {
    const [k, ...r] = t.split(':');
    const rest = r.join(':');
    switch (k) {
      case 'n': return `(${rest})`;
      case 'i8': return `int8(${rest})`;
      case 'f': return `single(${rest})`;
      case 'b': return rest === '1' ? 'true' : 'false';
      case 's': return charLit(rest);
      case 'm': {
        const [cls, size] = rest.split(':');
        const dims = size.split('x').map(Number);
        const vals = `reshape(mod((1:${dims.reduce((a, b) => a * b, 1)}) * 7, 11) - 3, ${dims.join(',')})`;
        if (cls === 'char') return `char(96 + abs(${vals}) + 1)`;
        if (cls === 'logical') return `logical(mod(${vals}, 2))`;
        return `${cls}(${vals})`;
      }
      case 'c': return "{1, 'a'}";
      case 'st': return "struct('a', 1)";
      case 'fh': return '@sin';
      case 'cplx': return 'complex(1, 2)';
      case 'mc': return '[1+2i, 3; -1i, 2]';
      case 'e': return '[]';
      default: throw new Error(`bad token ${t}`);
    }
  };
  let m = `1;\n${DESCRIBE}`;
  for (const key of rowsOf('builtins-octave.tsv')) {
    const [name, ...args] = JSON.parse(key);
    m += `try, x = ${name}(${args.map(lit).join(', ')}); printf('%s\\t%s\\n', '${quote(key)}', d(x)); catch, printf('%s\\terror\\n', '${quote(key)}'); end\n`;
  }
  return m;
}

const FIXTURES = {
  fold: ['fold-octave.tsv', fold],
  shape: ['shape-octave.tsv', shape],
  typeII: ['typeII-octave.tsv', typeII],
  aggregate: ['aggregate-octave.tsv', aggregate],
  builtins: ['builtins-octave.tsv', builtins],
};

const dir = mkdtempSync(join(tmpdir(), 'mtame-fixtures-'));
for (const which of process.argv.length > 2 ? process.argv.slice(2) : Object.keys(FIXTURES)) {
  const [file, script] = FIXTURES[which] ?? [];
  if (!file) throw new Error(`unknown fixture ${which} (known: ${Object.keys(FIXTURES).join(', ')})`);
  const m = join(dir, `${which}.m`);
  writeFileSync(m, script());
  const out = execFileSync('octave-cli', ['--no-gui', '-q', m], { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] });
  writeFileSync(new URL(file, here), out);
  console.log(`${file}: ${out.split('\n').filter((l) => l !== '').length} rows`);
}
