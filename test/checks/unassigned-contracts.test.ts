// What MATLAB's calling conventions promise a function, in the unassigned-variable check: a
// method is dispatched on an object of its class, so it is given at least one argument and an
// if chain over nargin = 1, 2, ... covers every call. Constructors, static methods and the
// private helpers of a class folder have no such promise: their twins are still reported.
import { afterAll, expect, test } from 'vitest';
import path from 'node:path';
import { checkFile } from '../../src/checks/index.js';
import { buildLibrary, loadFolders } from '../../src/project/index.js';
import { removeTempProjects, tempTree } from '../support/temp-project.js';

afterAll(removeTempProjects);

/** A chain over nargin that misses only a call with no argument. */
const byCount = 'if nargin == 1\n  d = 1;\nelseif nargin == 2\n  d = 2;\nend\ndisp(d)\n';

/** The unassigned-variable warnings of each file of the tree, as "file:line: name". */
function unassigned(files: Record<string, string>): string[] {
  const dir = tempTree(files);
  const lib = buildLibrary(loadFolders([dir]).files, { currentFolder: dir });
  return Object.keys(files).flatMap((rel) =>
    checkFile(lib.file(path.join(dir, rel))!, lib)
      .filter((d) => d.code === 'unassigned-variable')
      .map((d) => `${rel}:${d.span.line}: ${d.message.split(' ')[0]}`),
  );
}

test('a method of an @class folder is given its object; its constructor, a private helper and a plain function may get nothing', () => {
  expect(
    unassigned({
      '@Poly/plotData.m': `function plotData(f, g)\n${byCount}`,
      '@Poly/Poly.m': `function p = Poly(f, g)\n${byCount}p = class(struct('d', d), 'Poly');\n`,
      '@Poly/private/helper.m': `function helper(f, g)\n${byCount}`,
      'plain.m': `function plain(f, g)\n${byCount}`,
    }),
  ).toEqual(["@Poly/Poly.m:7: 'd'", "@Poly/private/helper.m:7: 'd'", "plain.m:7: 'd'"]);
});

test('a classdef method is given its object, unless it is static or the constructor', () => {
  const method = (name: string) => `    function ${name}(f, g)\n${byCount}    end\n`;
  const cls = `classdef Shape\n  methods\n${method('Shape')}${method('draw')}  end\n  methods (Static)\n${method('make')}  end\nend\n`;
  expect(unassigned({ 'Shape.m': cls })).toEqual(["Shape.m:9: 'd'", "Shape.m:27: 'd'"]);
});

test('a method file of a classdef folder that the classdef declares static may get nothing', () => {
  expect(
    unassigned({
      '@Shape/Shape.m': 'classdef Shape\n  methods (Static)\n    make(f, g)\n  end\n  methods\n    draw(f, g)\n  end\nend\n',
      '@Shape/make.m': `function make(f, g)\n${byCount}`,
      '@Shape/draw.m': `function draw(f, g)\n${byCount}`,
    }),
  ).toEqual(["@Shape/make.m:7: 'd'"]);
});
