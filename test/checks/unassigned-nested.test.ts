// A nested function shares its enclosing functions' variables: using one of them before the
// nested function assigns it is not an unassigned variable (it holds the parent's value).
import { afterAll, expect, test } from 'vitest';
import { checkFile } from '../../src/checks/index.js';
import { removeTempProjects, tempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

test('a parent variable in a nested function is shared; a local one is still checked', () => {
  const { lib, file } = tempProject({ nest: 'function r = nest(x)\ntotal = 0;\nfunction add(v)\n  total = total + v;\n  q = q + 1;\nend\nadd(x);\nr = total;\nend\n' });
  const found = checkFile(lib.file(file('nest'))!, lib).filter((d) => d.code === 'unassigned-variable');
  expect(found.map((d) => `${d.span.line}: ${d.message.split(' ')[0]}`)).toEqual(["5: 'q'"]);
});

test('a persistent variable of the parent is shared with a nested function', () => {
  const { lib, file } = tempProject({ pnest: 'function y = pnest()\n  persistent x = 0;\n  g;\n  y = x;\n  function g\n    x = x + 1;\n  end\nend\n' });
  const found = checkFile(lib.file(file('pnest'))!, lib).filter((d) => d.code === 'unassigned-variable');
  expect(found).toEqual([]);
});

test('an output of the parent that only nested functions assign is not reported where a call of one may have assigned it (CanlabCore nonlin_parammod_predfun)', () => {
  const { lib, file } = tempProject({ par3: 'function [r, x] = par3(flag)\nif flag\n  setup_a;\nelse\n  setup_b;\nend\nr = x + 1;\n  function setup_a\n    x = 1;\n  end\n  function setup_b\n    x = zeros(3, 1);\n  end\nend\n' });
  const found = checkFile(lib.file(file('par3'))!, lib).filter((d) => d.code === 'unassigned-variable');
  expect(found).toEqual([]);
});

test("a nested function's own inputs and outputs are its own: the parent's variable of that name is still checked (matgeom clipPoints3d)", () => {
  const { lib, file } = tempProject({ clip: "function r = clip(p, kind)\nswitch kind\n  case 'box'\n    LI = byBox(p);\n  case 'plane'\n    LI = byPlane(p);\nend\nr = find(LI);\n  function LI = byBox(p)\n    LI = p > 0;\n  end\n  function LI = byPlane(p)\n    LI = p < 0;\n  end\nend\n" });
  const found = checkFile(lib.file(file('clip'))!, lib).filter((d) => d.code === 'unassigned-variable');
  expect(found.map((d) => d.span.line)).toEqual([8]);
});
