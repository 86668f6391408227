// Random `for` loops that grow an array (inits, ranges and bodies drawn from lists), run in
// Octave for their real sizes and analysed by `mtame tame`: every static result must hold the
// runtime size (sound), and the bench prints how many are exact. Issue 20's loop shapes.
//   npm run build && node bench/growth-fuzz.mjs [--cases N] [--seed S]
// Needs `octave`. Writes only to a temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => { const i = process.argv.indexOf(name); return i < 0 ? fallback : Number(process.argv[i + 1]); };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mtame-growth-'));
const inits = ['[]', 'zeros(1,0)', 'zeros(0,2)', 'zeros(3,0)', '{}', 'zeros(0,1)', 'ones(2,2)'];
const ranges = ['1:0', '1:1', '1:2', '1:5', '1:9', '1:13', '2:2:11', '3:7', '0:4', '5:-1:1', '1:n', '1:numel(v)', '2:n'];
const bodies = ['x(end+1) = k;', 'x = [x, k];', 'x = [x; k];', 'x(k) = k;', 'x(end+1, :) = [k k];', 'x(:, end+1) = [k; k; k];', 'x{end+1} = k;', 'if mod(k,2), x(end+1) = k; end', 'x(k+1) = 1;', 'x = [x, 1:2];', 'x(end+2) = k;'];
let seed = option('--seed', 7); const rnd = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
const cases = [];
for (let i = 0; i < option('--cases', 120); i++) {
  const init = inits[rnd(inits.length)], range = ranges[rnd(ranges.length)], body = bodies[rnd(bodies.length)];
  const name = `f${i}`;
  fs.writeFileSync(`${dir}/${name}.m`, `function x = ${name}(n, v)\nx = ${init};\nfor k = ${range}\n  ${body}\nend\nend\n`);
  cases.push({ name, init, range, body });
}
// Octave: actual sizes with n = 6, v = ones(1, 4).
const script = cases.map((c) => `try, s = size(${c.name}(6, ones(1,4))); printf('${c.name} %s\\n', sprintf('%dx', s)); catch, printf('${c.name} error\\n'); end`).join('\n');
fs.writeFileSync(`${dir}/runall.m`, script + '\n');
const oct = spawnSync('octave', ['--no-gui', '--quiet', '--no-window-system', 'runall.m'], { cwd: dir, encoding: 'utf8' });
const actual = new Map(oct.stdout.trim().split('\n').filter((l) => /^f\d+ /.test(l)).map((l) => { const [n, s] = l.split(' '); return [n, s === 'error' ? null : s.replace(/x$/, '')]; }));
let sound = 0, bad = 0, exact = 0, errors = 0;
for (const c of cases) {
  const a = actual.get(c.name);
  if (a === null || a === undefined) { errors++; continue; }
  const r = spawnSync(process.execPath, [path.join(root, 'bin', 'mtame.js'), 'tame', `${dir}/${c.name}.m`, '--arg', '(1,1) double', '--arg', '(1,4) double', '--format', 'json'], { encoding: 'utf8' });
  const t = JSON.parse(r.stdout);
  const spec = t.specializations.find((s) => s.function === c.name);
  const res = spec.results[0];
  const vals = Array.isArray(res) ? res : null;
  if (!vals) { sound++; continue; }
  const dims = a.split('x').map(Number);
  const fits = vals.some((v) => { const st = String(v.shape ?? '?'); if (st === '?') return true; const more = st.endsWith('x...'); const sd = st.replace(/x\.\.\.$/, '').split('x'); const rd = [...dims]; while (rd.length > 2 && rd[rd.length-1] === 1) rd.pop(); if (!more && sd.length !== rd.length) return false; return sd.every((d, i) => d === '?' || Number(d) === (rd[i] ?? 1)); });
  if (fits) { sound++; if (vals.length === 1 && !String(vals[0].shape).includes('?')) exact++; }
  else { bad++; console.log('UNSOUND', c, a, JSON.stringify(vals)); }
}
console.log(`${cases.length} loops: ${errors} fail in Octave (not judged), ${sound} sound, ${bad} unsound, ${exact} with the exact shape`);
fs.rmSync(dir, { recursive: true, force: true });
process.exitCode = bad > 0 ? 1 : 0;
