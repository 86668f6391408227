// MATLAB's own suppressions: `%#ok`, `%#ok<code>`, Code Analyzer IDs that mean an mtame code,
// and `%#ok<*ID>` for the whole file.
import { describe as group, expect, it } from 'vitest';
import { suppressed } from '../../src/checks/index.js';
import { parse, type Diagnostic } from '../../src/syntax/index.js';

function diag(line: number, code: string): Diagnostic {
  return { severity: 'warning', code, message: code, span: { line, column: 1, offset: 0, endLine: line, endColumn: 2, endOffset: 1 } };
}

function kept(text: string, diagnostics: Diagnostic[]): string[] {
  return suppressed(diagnostics, parse(text).ast.comments).map((d) => `${d.span.line}:${d.code}`);
}

group('%#ok suppressions', () => {
  it('%#ok alone, or followed by a remark, silences the whole line', () => {
    const text = 'a = 1; %#ok\nb = 2; %#ok this is intended\nc = 3;\n';
    expect(kept(text, [diag(1, 'undefined-name'), diag(2, 'wild-feature'), diag(3, 'undefined-name')])).toEqual(['3:undefined-name']);
  });

  it('%#ok<code> silences that mtame code only', () => {
    const text = 'a = f(1); %#ok<undefined-name>\n';
    expect(kept(text, [diag(1, 'undefined-name'), diag(1, 'unassigned-variable')])).toEqual(['1:unassigned-variable']);
  });

  it('Code Analyzer IDs silence the mtame codes that mean the same; others silence nothing', () => {
    const text = [
      'return; x = 1; %#ok<UNRCH>',
      'y = z + 1; %#ok<NODEF>',
      'eval(s); %#ok<EVLEQ>',
      'v(end+1) = 1; %#ok<AGROW>',
    ].join('\n');
    const all = [diag(1, 'unreachable-code'), diag(2, 'unassigned-variable'), diag(2, 'undefined-name'), diag(3, 'wild-feature'), diag(4, 'dim-mismatch')];
    expect(kept(text, all)).toEqual(['4:dim-mismatch']);
  });

  it('%#ok<*ID> anywhere applies to the whole file', () => {
    const text = 'function f\n  x = 1; %#ok<*NODEF,*wild-feature>\n  y = q;\n  eval(s);\n  return; z = 2;\nend\n';
    expect(kept(text, [diag(3, 'undefined-name'), diag(4, 'wild-feature'), diag(5, 'unreachable-code')])).toEqual(['5:unreachable-code']);
  });
});
