// MATLAB's builtin-name tables: the shipped data files, and the table format.
import { describe as group, expect, it } from 'vitest';
import { buildLibrary } from '../../src/project/index.js';
import { compileBuiltinNames, defaultBuiltins, octaveBuiltins, tablesFromCompiled, type BuiltinTable } from '../../src/project/builtins.js';
import { library } from './library-fixture.js';

group('builtin tables', () => {
  it('ignores header lines, blank lines and CRLF, and implies parent packages', () => {
    const lib = buildLibrary([], {
      builtinData: {
        functions: '# name\tcategory\tkind\r\n\r\nabs\telfun\tbuiltin\r\n',
        packages: '# header\nmatlab.io.xml.dom.Document\tclass\nmatlab.io.xml.dom.Document.Sub\tfunction\n',
      },
    });
    expect(lib.lookup('abs')).toMatchObject({ kind: 'builtin', builtin: { name: 'abs', category: 'elfun', kind: 'builtin' } });
    expect(lib.existsPackage('matlab.io.xml')).toBe(true);
    expect(lib.existsPackage('matlab.io.xml.dom')).toBe(true);
    expect(lib.existsPackage('matlab.io.xml.dom.Document')).toBe(false);
    expect(lib.existsFunction('matlab.io.xml.dom.Document')).toBe(true);
  });

  it('the shipped tables load from src/data and know MATLAB\'s common names', () => {
    const lib = buildLibrary([]);
    expect(lib.warnings).toEqual([]);
    for (const name of ['sum', 'zeros', 'disp', 'cellfun', 'containers.Map']) expect(lib.existsFunction(name)).toBe(true);
    for (const name of ['matlab', 'containers']) expect(lib.existsPackage(name)).toBe(true);
    expect(lib.existsFunction('printf')).toBe(false);
  });

  it('the Octave runtime adds Octave\'s compiled functions, those of its own .oct files included', () => {
    const lib = buildLibrary([], { runtime: 'octave' });
    for (const name of ['printf', 'fdisp', '__ode15__', 'convhulln']) expect(lib.existsFunction(name)).toBe(true);
    expect(buildLibrary([]).existsFunction('__ode15__')).toBe(false);
  });

  it('a fixture table replaces the shipped one entirely', () => {
    expect(library({}).existsFunction('cellfun')).toBe(false);
  });

  it('the compiled tables (what the build writes to dist/data/) answer as the text tables do', () => {
    const { names, more } = compileBuiltinNames();
    let secondRead = 0;
    const compiled = tablesFromCompiled(names, () => (secondRead++, more));
    expect(compiled).toBeDefined();
    // MATLAB's and Octave's own names are in the first part: asking for them reads no more.
    for (const name of ['abs', 'zeros', 'disp']) expect(compiled!.matlab.entries.has(name)).toBe(defaultBuiltins().table.entries.has(name));
    expect(compiled!.octave.entries.get('printf')).toMatchObject({ name: 'printf' });
    // Names in neither part (variables, the project's functions): the filter says so.
    for (const name of ['x', 'dx', 'have_jumps', 'my_helper_fn']) expect(compiled!.matlab.entries.has(name)).toBe(false);
    expect(secondRead).toBe(0);
    expect(['toolbox', 'product']).toContain(compiled!.matlab.entries.get('imresize')?.kind);
    expect(secondRead).toBe(1);
    const rows = (t: BuiltinTable): unknown[] => [...t.entries.keys()].map((n) => t.entries.get(n)).sort((a, b) => (a!.name < b!.name ? -1 : 1));
    expect(rows(compiled!.matlab)).toEqual(rows(defaultBuiltins().table));
    // MATLAB's own names keep the text table's order ("did you mean" takes the first of equally
    // close names, and never suggests a toolbox's).
    const own = (t: BuiltinTable): string[] => [...t.entries.keys()].filter((n) => !['toolbox', 'product'].includes(t.entries.get(n)!.kind));
    expect(own(compiled!.matlab)).toEqual(own(defaultBuiltins().table));
    for (const name of ['abs', 'zeros', 'ZZZ', '', 'a', 'matlab.io.xml.dom.Document', 'imresize', 'fmincon']) expect(compiled!.matlab.entries.has(name)).toBe(defaultBuiltins().table.entries.has(name));
    expect([...compiled!.matlab.packages].sort()).toEqual([...defaultBuiltins().table.packages].sort());
    expect(rows(compiled!.octave)).toEqual(rows(octaveBuiltins().table));
    expect(compiled!.matlab.entries.has('printf')).toBe(false);
    expect(compiled!.matlab.entries.get('hasOwnProperty')).toBeUndefined();
    expect(compiled!.matlab.entries.get('toString')).toMatchObject({ kind: 'product' });
  });

  it('a compiled table that is not JSON, or of another version, is not used; an unreadable second part leaves the first', () => {
    const { names, more } = compileBuiltinNames();
    expect(tablesFromCompiled('{"version"', () => more)).toBeUndefined();
    expect(tablesFromCompiled(names.replace('"version":3', '"version":2'), () => more)).toBeUndefined();
    const firstOnly = tablesFromCompiled(names, () => undefined)!;
    expect(firstOnly.matlab.entries.has('zeros')).toBe(true);
    expect(firstOnly.matlab.entries.has('imresize')).toBe(false);
    expect(tablesFromCompiled(names, () => '{"version":')!.matlab.entries.has('imresize')).toBe(false);
  });
});
