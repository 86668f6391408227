// The conventions of a command-line tool: help pages, --version, usage errors in one line plus a
// hint, and a bad mtame.json named in one line (exit 2, no usage page).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODES } from '../../src/checks/index.js';
import { COMMANDS } from '../../src/cli/help.js';
import { main } from '../../src/cli/main.js';

const root = join(import.meta.dirname, '..', '..');

async function run(argv: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const status = await main(argv, { out: (t) => (out += t), err: (t) => (err += t), isTTY: false });
  return { status, out, err };
}

const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

describe('help and version', () => {
  it('prints the overview for help, --help and -h (exit 0) and for no command (exit 2, on stderr)', async () => {
    for (const argv of [['help'], ['--help'], ['-h']]) {
      const r = await run(argv);
      expect(r.status).toBe(0);
      expect(r.out).toContain('usage: mtame <command>');
      for (const name of Object.keys(COMMANDS)) expect(r.out).toContain(`  ${name}`);
    }
    const none = await run([]);
    expect(none.status).toBe(2);
    expect(none.out).toBe('');
    expect(none.err).toContain('usage: mtame <command>');
  });

  it("prints a command's page for 'help COMMAND', 'COMMAND --help' and 'COMMAND -h', and nothing else", async () => {
    for (const name of Object.keys(COMMANDS)) {
      const viaHelp = await run(['help', name]);
      expect(viaHelp.status).toBe(0);
      expect(viaHelp.out).toBe(COMMANDS[name].page);
      expect(viaHelp.out).toContain(`usage: mtame ${name}`);
      if (name === 'help') continue;
      for (const flag of ['--help', '-h']) {
        const r = await run([name, 'some/path', flag]);
        expect(r.status, `${name} ${flag}`).toBe(0);
        expect(r.out).toBe(COMMANDS[name].page);
      }
    }
  });

  it("prints a diagnostic code's documentation for 'help CODE', for every code", async () => {
    for (const code of Object.keys(CODES)) {
      const r = await run(['help', code]);
      expect(r.status, code).toBe(0);
      expect(r.out.startsWith(`${code} (${CODES[code].severity}): ${CODES[code].description}`)).toBe(true);
      for (const section of ['What it reports', 'Why', 'Example', 'Not reported', 'How to fix', 'How to silence']) expect(r.out, `${code}: ${section}`).toContain(`\n${section}\n`);
    }
    const unknown = await run(['help', 'unasigned-variable']);
    expect(unknown.status).toBe(2);
    expect(unknown.err.split('\n')[0]).toBe("mtame help: no command or diagnostic code 'unasigned-variable'");
  });

  it('treats --help after -- as a file name', async () => {
    const r = await run(['parse', '--', '--help']);
    expect(r.status).toBe(2);
    expect(r.err).toContain('--help');
  });

  it('prints the version for --version, -V and version', async () => {
    for (const argv of [['--version'], ['-V'], ['version']]) {
      const r = await run(argv);
      expect(r.status).toBe(0);
      expect(r.out).toBe(`mtame ${version}\n`);
    }
  });
});

describe('usage errors', () => {
  const twoLines = (err: string): string[] => {
    const lines = err.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^hint: /);
    return lines;
  };

  it('an unknown command: one line, and a hint with the closest command', async () => {
    const r = await run(['chek', 'x']);
    expect(r.status).toBe(2);
    const [first, hint] = twoLines(r.err);
    expect(first).toBe("mtame: unknown command 'chek'");
    expect(hint).toContain("did you mean 'mtame check'?");
    const far = await run(['frobnicate']);
    expect(far.status).toBe(2);
    expect(twoLines(far.err)[1]).toBe("hint: run 'mtame help' for the commands");
    const help = await run(['help', 'frmat']);
    expect(help.status).toBe(2);
    expect(twoLines(help.err)[1]).toContain("did you mean 'mtame format'?");
  });

  it('an unknown option or a bad value: one line naming the command, and where to read its options', async () => {
    for (const argv of [['check', 'examples', '--frobnicate'], ['check', 'examples', '--format', 'xml'], ['check', 'examples', '--jobs', '0'], ['parse'], ['kinds', '--variant', 'x', 'examples'], ['shapes'], ['tame']]) {
      const r = await run(argv);
      expect(r.status, argv.join(' ')).toBe(2);
      expect(r.out).toBe('');
      const [first, hint] = twoLines(r.err);
      expect(first.startsWith(`mtame ${argv[0]}: `)).toBe(true);
      expect(hint).toBe(`hint: run 'mtame ${argv[0]} --help' for its options`);
    }
    const unknown = await run(['check', 'examples', '--frobnicate']);
    expect(unknown.err.split('\n')[0]).toBe("mtame check: Unknown option '--frobnicate'.");
  });
});

describe('a bad mtame.json', () => {
  const project = (config: string): string => {
    const dir = mkdtempSync(join(tmpdir(), 'mtame-config-'));
    writeFileSync(join(dir, 'mtame.json'), config);
    writeFileSync(join(dir, 'f.m'), 'function f()\nend\n');
    return dir;
  };

  it('names the file and the setting in one line, exits 2 and checks nothing', async () => {
    const cases: Array<[string, string]> = [
      ['{"chekcs": {}}', "unknown setting 'chekcs'"],
      ['{"checks": {"no-such-code": "off"}}', "unknown code 'no-such-code'"],
      ['{"checks": {"undefined-name": "loud"}}', "'checks.undefined-name' must be off, error, warning or info"],
      ['{"dialect": "julia"}', "'dialect' must be auto, matlab or octave"],
      ['{"path": "lib"}', "'path' must be a list of strings"],
      ['{"path": [}', 'not valid JSON'],
      ['[1]', 'must be a JSON object'],
    ];
    for (const [text, says] of cases) {
      const dir = project(text);
      const r = await run(['check', dir, '--no-cache']);
      expect(r.status, text).toBe(2);
      expect(r.out).toBe('');
      const lines = r.err.trimEnd().split('\n');
      expect(lines, text).toHaveLength(1);
      expect(lines[0]).toContain(join(dir, 'mtame.json'));
      expect(lines[0]).toContain(says);
    }
  });

  it('says when --config names a file that cannot be read', async () => {
    const r = await run(['check', 'examples', '--no-cache', '--config', join(tmpdir(), 'no-such-mtame.json')]);
    expect(r.status).toBe(2);
    expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    expect(r.err).toContain('cannot read it (ENOENT)');
  });
});
