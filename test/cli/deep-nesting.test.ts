// Deep trees end to end, in a child process with Node's default stack (the conditions a user
// has): flat operator chains of any length, and 1,021 nested blocks or brackets inside a
// function (the nesting limit is 1,024 levels counted from the file: its top level, the
// function and the function's body take three), through every command that walks a tree.
// Past the limit: one nesting-too-deep, no crash.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_NESTING } from '../../src/syntax/cursor.js';

const root = join(import.meta.dirname, '..', '..');

function mtame(args: string[]): { status: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [join(root, 'bin', 'mtame.js'), ...args], { encoding: 'utf8', maxBuffer: 1 << 30 });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

function file(name: string, text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'mtame-deep-')), name);
  writeFileSync(path, text);
  return path;
}

/** Nothing a too-deep tree causes: no overflow, no limit hit, no lowering failure. */
function expectClean(r: { status: number | null; out: string; err: string }): void {
  expect(r.err).not.toMatch(/RangeError|call stack|internal error/);
  expect(r.out).not.toMatch(/nesting-too-deep|internal-error|analysis-limit|internal error/);
  expect(r.status === 0 || r.status === 1).toBe(true);
}

const n = MAX_NESTING - 3;
/** One local function per construct, each nested n deep inside it; the first calls the rest. */
const NESTED: Record<string, string> = {
  parens: 'y = ' + '(x+'.repeat(n) + 'x' + ')'.repeat(n) + ';\n',
  brackets: 'y = ' + '[x,'.repeat(n) + 'x' + ']'.repeat(n) + ';\n',
  cells: 'y = ' + '{x;'.repeat(n) + 'x' + '}'.repeat(n) + ';\n',
  indexes: 'y = ' + 'x(1, '.repeat(n) + '1' + ')'.repeat(n) + ';\n',
  ifs: 'y = 0;\n' + 'if x\n'.repeat(n) + 'y = x;\n' + 'end\n'.repeat(n),
  fors: 'y = 0;\n' + Array.from({ length: n }, (_, k) => `for i${k} = 1:2\n`).join('') + 'y = y + x;\n' + 'end\n'.repeat(n),
  whiles: 'y = 0;\n' + 'while x > y\n'.repeat(n) + 'y = y + 1;\n' + 'end\n'.repeat(n),
  switches: 'y = 0;\n' + 'switch x\ncase 1\n'.repeat(n) + 'y = x;\n' + 'end\n'.repeat(n),
  trys: 'y = 0;\n' + 'try\n'.repeat(n) + 'y = x;\n' + 'catch\nend\n'.repeat(n),
};

describe('deep trees through every command', () => {
  it(`${n} nested blocks and brackets inside a function are read and analysed`, { timeout: 300_000 }, () => {
    const names = Object.keys(NESTED);
    const text =
      `function y = deep(x)\ny = ${names.map((k) => `${k}(x)`).join(' + ')};\nend\n` +
      names.map((k) => `function y = ${k}(x)\n${NESTED[k]}end\n`).join('');
    const path = file('deep.m', text);
    for (const args of [['check', '--no-cache'], ['tame'], ['kinds'], ['format', '--check'], ['parse', '--format', 'json']]) {
      const r = mtame([...args, path]);
      expectClean(r);
    }
  });

  it('one level more is reported once, and the rest of the file is still read', { timeout: 60_000 }, () => {
    const m = MAX_NESTING;
    const path = file('toodeep.m', 'y = ' + '('.repeat(m) + '1' + ')'.repeat(m) + ';\nz = [1,, 2];\n');
    const r = mtame(['check', '--no-cache', '--format', 'json', path]);
    expect(r.err).not.toMatch(/RangeError/);
    const codes = (JSON.parse(r.out) as { diagnostics: Array<{ code: string; message: string }> }).diagnostics;
    expect(codes.filter((d) => d.code === 'nesting-too-deep')).toHaveLength(1);
    // The next line is still read: its own syntax error is found.
    expect(codes.some((d) => d.message.includes("Two ','"))).toBe(true);
  });

  it('a flat chain of 100,000 operands is no nesting: check, tame and format read it', { timeout: 120_000 }, () => {
    const path = file('sum.m', 'function y = sum100k(x)\ny = ' + Array.from({ length: 100_000 }, () => 'x').join(' + ') + ';\nend\n');
    for (const args of [['check', '--no-cache'], ['tame'], ['format', '--check']]) expectClean(mtame([...args, path]));
  });

  it('chains of && and ^ and long field chains too, and parse --format json writes them', { timeout: 120_000 }, () => {
    const path = file(
      'chains.m',
      'function y = chains(x)\nif ' + Array.from({ length: 10_000 }, () => 'x').join(' && ') + '\n  y = x' + '^x'.repeat(5000) + ';\nend\ny = x' + '.a'.repeat(3000) + ';\nend\n',
    );
    for (const args of [['check', '--no-cache'], ['tame'], ['format', '--check']]) expectClean(mtame([...args, path]));
    const r = mtame(['parse', '--format', 'json', path]);
    expectClean(r);
    const tree = JSON.parse(r.out) as { ast: { body: Array<{ type: string }> } };
    expect(tree.ast.body[0].type).toBe('Function');
  });

  it('elseif chains and switches of 3,000 clauses are analysed (the IR nests them)', { timeout: 120_000 }, () => {
    const k = 3000;
    const elif = 'function y = elif(x)\nif x == 0\ny = 0;\n' + Array.from({ length: k }, (_, i) => `elseif x == ${i + 1}\ny = ${i + 1};\n`).join('') + 'else\ny = -1;\nend\nend\n';
    const sw = 'function y = sw(x)\nswitch x\n' + Array.from({ length: k }, (_, i) => `case ${i}\ny = ${i};\n`).join('') + 'otherwise\ny = -1;\nend\nend\n';
    for (const [name, text] of [['elif.m', elif], ['sw.m', sw]]) {
      const path = file(name, text);
      for (const args of [['check', '--no-cache'], ['tame']]) expectClean(mtame([...args, path]));
    }
  });
});
