// loadFolders on a real temporary tree: order, single files, symbolic-link loops, and files
// that cannot be read.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe as group, expect, it } from 'vitest';
import { buildLibrary, loadFolders } from '../../src/project/index.js';

let dir = '';
const put = (rel: string, text: string | Buffer): void => {
  const path = join(dir, rel);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
};
const rel = (paths: string[]) => paths.map((p) => p.slice(dir.length + 1));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mtame-loader-'));
  put('proj/b.m', 'function b()\nend\n');
  put('proj/a.m', 'function a()\nend\n');
  put('proj/notes.txt', 'not MATLAB');
  put('proj/+pkg/f.m', 'function f()\nend\n');
  put('proj/@cls/cls.m', 'function c = cls()\nend\n');
  put('proj/private/p.m', 'function p()\nend\n');
  put('proj/.hidden/h.m', 'function h()\nend\n');
  put('proj/bin.m', Buffer.from([0x66, 0x00, 0x01, 0x02]));
  put('proj/latin1.m', Buffer.from([0x78, 0x3d, 0x27, 0xe9, 0x27, 0x3b, 0x0a]));
  symlinkSync('.', join(dir, 'proj/loop'));
  put('proj/deep/d.m', 'function d()\nend\n');
  symlinkSync('..', join(dir, 'proj/deep/up'));
  symlinkSync(join(dir, 'proj/a.m'), join(dir, 'proj/z_alias.m'));
  symlinkSync(join(dir, 'missing.m'), join(dir, 'proj/dangling.m'));
  // Links that sort before what they point to (MATPOWER's docs/ into lib/).
  symlinkSync(join(dir, 'proj/b.m'), join(dir, 'proj/0link.m'));
  symlinkSync(join(dir, 'proj/deep'), join(dir, 'proj/0deep'));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

group('loadFolders', () => {
  it('collects .m files recursively, in a stable depth-first order by name', () => {
    const { files } = loadFolders([join(dir, 'proj')]);
    expect(rel(files.map((f) => f.path))).toEqual([
      'proj/+pkg/f.m', 'proj/@cls/cls.m', 'proj/a.m', 'proj/b.m', 'proj/deep/d.m', 'proj/latin1.m', 'proj/private/p.m',
    ]);
    expect(files.find((f) => f.path.endsWith('/a.m'))?.text).toBe('function a()\nend\n');
  });

  it('skips a symbolic-link loop and a second link to the same file without an error', () => {
    const { files, errors } = loadFolders([join(dir, 'proj')]);
    expect(files.some((f) => f.path.includes('/loop/') || f.path.includes('/up/'))).toBe(false);
    expect(files.some((f) => f.path.endsWith('z_alias.m'))).toBe(false);
    expect(errors.some((e) => e.path.includes('loop') || e.path.includes('/up'))).toBe(false);
  });

  it('takes a file reached through a link and where it is from where it is, whatever the order', () => {
    const { files } = loadFolders([join(dir, 'proj')]);
    expect(files.some((f) => f.path.includes('0link') || f.path.includes('0deep'))).toBe(false);
    expect(rel(files.map((f) => f.path))).toContain('proj/deep/d.m');
  });

  it('reports binary and unreadable files (a dangling link) and leaves them out', () => {
    const { errors } = loadFolders([join(dir, 'proj')]);
    expect(errors.map((e) => `${rel([e.path])[0]}: ${e.message}`)).toEqual([
      'proj/bin.m: binary file (contains NUL bytes), not MATLAB code',
      'proj/dangling.m: no such file or folder (or a dangling symbolic link)',
    ]);
  });

  it('decodes bytes that are not UTF-8 as replacement characters', () => {
    const { files } = loadFolders([join(dir, 'proj/latin1.m')]);
    expect(files[0].text).toBe("x='\uFFFD';\n");
  });

  it('reports a file without read permission', () => {
    put('locked/secret.m', 'function secret()\nend\n');
    chmodSync(join(dir, 'locked/secret.m'), 0o000);
    const { files, errors } = loadFolders([join(dir, 'locked')]);
    // Root reads any file; elsewhere the file is refused.
    if (process.getuid?.() === 0) expect(files).toHaveLength(1);
    else expect(errors.map((e) => e.message)).toEqual(['permission denied']);
    chmodSync(join(dir, 'locked/secret.m'), 0o644);
  });

  it('refuses a FIFO named like a source file instead of blocking on it', () => {
    const fifo = join(dir, 'fifo/pipe.m');
    mkdirSync(join(dir, 'fifo'), { recursive: true });
    try {
      execFileSync('mkfifo', [fifo]);
    } catch {
      return; // no mkfifo on this system
    }
    const { files, errors } = loadFolders([join(dir, 'fifo')]);
    expect(files).toEqual([]);
    expect(errors.map((e) => e.message)).toEqual(['not a regular file']);
  });

  it('takes a single .m file, and reports missing paths and non-.m files', () => {
    const { files, errors } = loadFolders([join(dir, 'proj/b.m'), join(dir, 'nope'), join(dir, 'proj/notes.txt')]);
    expect(rel(files.map((f) => f.path))).toEqual(['proj/b.m']);
    expect(errors.map((e) => `${rel([e.path])[0]}: ${e.message}`)).toEqual([
      'nope: no such file or folder (or a dangling symbolic link)',
      'proj/notes.txt: not a .m file',
    ]);
  });

  it('keeps the paths as given, so a trailing slash does not change them', () => {
    const { files } = loadFolders([join(dir, 'proj') + '/']);
    expect(files[0].path).toBe(join(dir, 'proj/+pkg/f.m'));
  });

  it('feeds buildLibrary directly', () => {
    const { files } = loadFolders([join(dir, 'proj')]);
    const lib = buildLibrary(files, { builtins: false, currentFolder: join(dir, 'proj') });
    expect(lib.lookup('a')?.kind).toBe('current-folder');
    expect(lib.lookup('pkg.f')?.kind).toBe('package');
    expect(lib.lookup('cls')?.entity).toBe('class');
    expect(lib.lookup('p', { file: join(dir, 'proj/a.m') })?.kind).toBe('private');
  });
});
