// The environment real code runs in: compiled functions (MEX, P-code, .oct, MEX sources) in
// the library's folders, MATLAB's toolboxes, Octave's own library, installed Octave Forge
// packages, and which code runs on Octave.
import path from 'node:path';
import { afterAll, describe as group, expect, it } from 'vitest';
import { buildLibrary, insideOctavePackage, installedOctavePackages, loadFolders } from '../../src/project/index.js';
import { removeTempProjects, tempTree as tree } from '../support/temp-project.js';

afterAll(removeTempProjects);

function libraryOf(dir: string) {
  const loaded = loadFolders([dir]);
  return buildLibrary(loaded.files, { currentFolder: dir, compiled: loaded.compiled });
}

group('compiled functions', () => {
  it('a MEX file with no .m is a function of its folder, flagged compiled', () => {
    const dir = tree({ 'main.m': 'function main\n  y = fastsum(1, 2, 3);\nend\n', 'fastsum.mexa64': '\0bin', 'private/helper.mexw64': '\0bin' });
    const lib = libraryOf(dir);
    expect(lib.lookup('fastsum', { file: path.join(dir, 'main.m'), functionPath: ['main'] })).toMatchObject({ entity: 'function', compiled: true });
    // A private MEX is seen from its parent folder only.
    expect(lib.lookup('helper', { file: path.join(dir, 'main.m'), functionPath: ['main'] })).toMatchObject({ kind: 'private', compiled: true });
    expect(lib.existsFunction('nosuch', { file: path.join(dir, 'main.m'), functionPath: ['main'] })).toBe(false);
  });

  it('an App Designer app (.mlapp) and live code (.mlx) are callable by name (Climate-IAM-Explorer\'s IAMDataExplorer.mlapp)', () => {
    const dir = tree({ 'main.m': 'function main\n  app = IAMDataExplorer();\n  r = liveHelper(2);\nend\n', 'app/IAMDataExplorer.mlapp': 'PK\0zip', 'liveHelper.mlx': 'PK\0zip' });
    const lib = libraryOf(dir);
    const scope = { file: path.join(dir, 'main.m'), functionPath: ['main'] };
    expect(lib.lookup('IAMDataExplorer', scope)).toMatchObject({ entity: 'function', compiled: true });
    expect(lib.lookup('liveHelper', scope)).toMatchObject({ entity: 'function', compiled: true });
  });

  it('a MEX file (or P-code, or an Octave .oct) beside a .m runs instead of it: no function is given', () => {
    const dir = tree({
      'a.m': 'function y = a(x)\n  y = x;\nend\n', 'a.mexmaca64': '\0',
      'b.m': 'function y = b(x)\n  y = x;\nend\n', 'b.p': '\0',
      'c.m': 'function y = c(x)\n  y = x;\nend\n', 'c.oct': '\0',
      'd.m': 'function y = d(x)\n  y = x;\nend\n',
    });
    const lib = libraryOf(dir);
    for (const name of ['a', 'b', 'c']) {
      const r = lib.lookup(name);
      expect(r).toMatchObject({ entity: 'function', compiled: true });
      expect(r?.function).toBeUndefined();
    }
    expect(lib.lookup('d')?.compiled).toBeUndefined();
    expect(lib.lookup('d')?.function?.name).toBe('d');
  });

  it('a C/C++ source with a MEX gateway is a function once built; other sources are not', () => {
    const dir = tree({
      'mex/orient2d.cpp': '#include "mex.h"\nvoid mexFunction(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]) {}\n',
      'mex/orient2d.m': '% R = orient2d(A,B,C)\n% help text only\n',
      'mex/util.cpp': 'int util() { return 0; }\n',
    });
    const loaded = loadFolders([dir]);
    expect(loaded.compiled.map((c) => path.basename(c))).toEqual(['orient2d']);
    const lib = buildLibrary(loaded.files, { currentFolder: path.join(dir, 'mex'), compiled: loaded.compiled });
    expect(lib.lookup('orient2d')).toMatchObject({ entity: 'function', compiled: true });
    expect(lib.existsFunction('util')).toBe(false);
  });

  it("a source under src/ in a copy of the package's folders is built into the package (mexopencv's src/+cv/private/X_.cpp)", () => {
    const gateway = '#include "mex.h"\nvoid mexFunction(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]) {}\n';
    const dir = tree({
      'src/+cv/private/ORB_.cpp': gateway,
      'src/+cv/AGAST.cpp': gateway,
      // No such folder outside src/: nothing is built there.
      'src/+gone/private/Lost_.cpp': gateway,
      '+cv/ORB.m': 'classdef ORB\n  methods\n    function this = ORB()\n      ORB_(0, \'new\');\n    end\n  end\nend\n',
      '+cv/AGAST.m': '%AGAST  help text of the MEX function\n',
      '+cv/private/helper.m': 'function helper()\nend\n',
    });
    const built = loadFolders([dir]).compiled.map((c) => path.relative(dir, c)).sort();
    expect(built).toEqual(['+cv/AGAST', '+cv/private/ORB_', 'src/+cv/AGAST', 'src/+cv/private/ORB_', 'src/+gone/private/Lost_']);
  });

  it('a CUDA source with a gateway, and a source a MEX template makes one for, are functions once built', () => {
    const dir = tree({
      'CUDA/spikedetect.cu': '#include "mex.h"\nvoid mexFunction(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]) {}\n',
      'mex/comp_heap.c': '#define ISNARGINEQ 9\n#define MEX_FILE comp_heap.c\n#include "ltfat_mex_template_helper.h"\n',
      'mex/kernel.cu': '__global__ void kernel(float *x) {}\n',
    });
    expect(loadFolders([dir]).compiled.map((c) => path.basename(c)).sort()).toEqual(['comp_heap', 'spikedetect']);
  });

  it('a MEX of the name in another folder of the path may run instead of a .m: the .m is no certain callee', () => {
    const dir = tree({
      'comp/comp_heap.m': 'function r = comp_heap(a, b)\n  r = a + b;\nend\n',
      'mex/comp_heap.c': '#include "mex.h"\nvoid mexFunction(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]) {}\n',
      'comp/plain.m': 'function r = plain(a)\n  r = a;\nend\n',
      'comp/main.m': 'function main\n  r = comp_heap(1, 2, 3);\nend\n',
      'comp/private/comp_heap2.m': 'function r = comp_heap2(a)\n  r = a;\nend\n',
      'mex/comp_heap2.c': '#include "mex.h"\nvoid mexFunction(int nlhs, mxArray *plhs[], int nrhs, const mxArray *prhs[]) {}\n',
    });
    const lib = libraryOf(dir);
    const scope = { file: path.join(dir, 'comp', 'main.m'), functionPath: ['main'] };
    expect(lib.lookup('comp_heap', scope)).toMatchObject({ entity: 'function', compiled: true });
    expect(lib.lookup('plain', scope)?.compiled).toBeUndefined();
    // A private function comes before anything on the path: it is what runs.
    expect(lib.lookup('comp_heap2', scope)).toMatchObject({ kind: 'private' });
    expect(lib.lookup('comp_heap2', scope)?.compiled).toBeUndefined();
  });

  it('a .m that only raises an error or calls a mex helper is a stub: its signature is help only', () => {
    const dir = tree({
      'stub.m': 'function stub(varargin)\n% STUB  help\n  error(\'stub:mex\', \'Compile the MEX file first (run make.m).\');\nend\n',
      'stub2.m': 'function r = stub2(a)\n  mexMissing(\'stub2\');\nend\n',
      'real.m': 'function r = real2(a)\n  r = a;\n  error(\'x\');\nend\n',
    });
    const lib = libraryOf(dir);
    expect(lib.lookup('stub')?.function?.signature?.helpOnly).toBe(true);
    expect(lib.lookup('stub2')?.function?.signature?.helpOnly).toBe(true);
    expect(lib.lookup('real')?.function?.signature?.helpOnly).toBe(false);
  });
});

group('MATLAB\'s and Octave\'s own functions', () => {
  it('toolbox functions are known, with their product', () => {
    const lib = buildLibrary([]);
    expect(lib.lookup('fmincon')).toMatchObject({ kind: 'builtin', builtin: { category: 'Optimization Toolbox' } });
    expect(lib.lookup('filtfilt')).toMatchObject({ builtin: { category: 'Signal Processing Toolbox' } });
    expect(lib.lookup('imresize')).toMatchObject({ builtin: { category: 'Image Processing Toolbox' } });
    // Base MATLAB's table wins over the toolbox list for names in both.
    const sum = lib.lookup('sum');
    expect(sum?.kind === 'builtin' ? sum.builtin.category : '').not.toMatch(/Toolbox|^$/);
  });

  it('the Octave runtime knows Octave\'s m-file library; MATLAB\'s does not', () => {
    const octave = buildLibrary([], { runtime: 'octave' });
    const matlab = buildLibrary([]);
    for (const name of ['print_usage', 'common_size', 'postpad', 'inputParser']) {
      expect(octave.existsFunction(name)).toBe(true);
    }
    expect(matlab.existsFunction('print_usage')).toBe(false);
    expect(octave.existsFunction('print_us')).toBe(false);
  });
});

group('installed Octave Forge packages', () => {
  const root = tree({
    'signal-1.4.3/butter.m': 'function [a, b] = butter(n, w)\nend\n',
    'signal-1.4.3/private/hidden.m': 'function hidden\nend\n',
    'signal-1.4.3/packinfo/DESCRIPTION': 'Name: signal\nVersion: 1.4.3\n',
    'control-3.4.0/@lti/lti.m': 'function sys = lti()\nend\n',
    'control-3.4.0/x86_64-pc-linux-gnu-api-v57/__sl_ab01od__.oct': '\0',
    'control-3.4.0/x86_64-pc-linux-gnu-api-v57/PKG_ADD': 'autoload ("is_real_matrix", "control_helpers.oct");\n',
    'statistics-1.5.3/distributions/normpdf.m': 'function y = normpdf(x)\nend\n',
  });

  it('lists the m-files, classes, compiled and autoloaded functions of each package, not private ones', () => {
    const found = installedOctavePackages([root]);
    const names = new Map(found.map((e) => [e.name, e]));
    expect(names.get('butter')).toMatchObject({ category: 'octave-forge:signal', kind: 'mfile' });
    expect(names.get('lti')).toMatchObject({ category: 'octave-forge:control', kind: 'class' });
    expect(names.get('__sl_ab01od__')).toMatchObject({ kind: 'builtin' });
    expect(names.get('is_real_matrix')).toMatchObject({ category: 'octave-forge:control' });
    expect(names.get('normpdf')).toMatchObject({ category: 'octave-forge:statistics' });
    expect(names.has('hidden')).toBe(false);
    const lib = buildLibrary([], { runtime: 'octave', extraFunctions: found });
    expect(lib.existsFunction('butter')).toBe(true);
    expect(lib.existsFunction('buttr')).toBe(false);
  });

  it('code in an installed package, or in a package\'s sources, runs on Octave', () => {
    expect(insideOctavePackage(path.join(root, 'signal-1.4.3'))).toBe(true);
    expect(insideOctavePackage(path.join(root, 'signal-1.4.3', 'private'))).toBe(true);
    const src = tree({ 'DESCRIPTION': 'Name: x\n', 'inst/f.m': 'function f\nend\n' });
    expect(insideOctavePackage(path.join(src, 'inst'))).toBe(true);
    expect(insideOctavePackage(tree({ 'f.m': 'function f\nend\n' }))).toBe(false);
  });
});
