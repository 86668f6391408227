// The variables a script makes in the workspace that runs it, through the library: what it
// assigns or declares global, and what the scripts it runs make in turn.
import { afterAll, expect, test } from 'vitest';
import { checkFile } from '../../src/checks/index.js';
import { removeTempProjects, tempProject } from '../support/temp-project.js';

afterAll(removeTempProjects);

const files = {
  eeg_global: 'global ALLEEG EEG\nmore_setup\n',
  more_setup: 'CURRENTSET = 0;\nfor k = 1:2\nend\n',
  help_only: '% HELP_ONLY  The help of a MEX file.\n',
  main: 'function main()\neeg_global;\nwhile ~isempty(ALLEEG) && isempty(ALLEEG(end).data)\n  ALLEEG(end) = [];\nend\nx = CURRENTSET + k;\nALLEEG = x;\nend\n',
};

test('a script run makes what it assigns and declares, and what the scripts it runs make', () => {
  const p = tempProject(files);
  expect([...(p.lib.scriptVariables('eeg_global', { file: p.file('main') }) ?? [])]).toEqual(['ALLEEG', 'CURRENTSET', 'EEG', 'k']);
  expect(p.lib.scriptVariables('help_only', { file: p.file('main') })).toBeUndefined();
  expect(p.lib.scriptVariables('main', { file: p.file('main') })).toBeUndefined();
});

test("a function that runs such a script has no kind conflict or unbound 'end' on its variables", () => {
  const p = tempProject(files);
  const codes = checkFile(p.lib.file(p.file('main'))!, p.lib).map((d) => d.code);
  expect(codes.filter((c) => c === 'kind-conflict' || c.startsWith('end-'))).toEqual([]);
});
