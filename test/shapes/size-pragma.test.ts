// The `%#mtame size` pragma: the grammar of docs/shapes.md, errors with their column, and the
// declared signature checked through the extent graph.
import { describe, expect, test } from 'vitest';
import { checkProcedure, declaredShape, formatShape, parseSizePragma, pragmaSignature } from '../../src/shapes/index.js';
import { procedure } from './language-t.js';

describe('parsing', () => {
  test('the issue\'s example', () => {
    const r = parseSizePragma('%#mtame size (A[m,n], B[n,p]) -> (C[m,p])');
    expect(r.errors).toEqual([]);
    expect(r.pragma!.inputs.map((p) => [p.name, p.column, p.extents])).toEqual([
      ['A', 15, [{ kind: 'symbol', name: 'm' }, { kind: 'symbol', name: 'n' }]],
      ['B', 23, [{ kind: 'symbol', name: 'n' }, { kind: 'symbol', name: 'p' }]],
    ]);
    expect(r.pragma!.outputs.map((p) => p.name)).toEqual(['C']);
    expect(r.pragma!.inputs.map(declaredShape).map(formatShape)).toEqual(['m x n', 'n x p']);
  });

  test('scalars, columns, fixed and free extents, one output without parentheses, spacing', () => {
    const r = parseSizePragma('  %#mtame   size(x, v[n], M[3, :]) ->y[n]');
    expect(r.errors).toEqual([]);
    expect(r.pragma!.inputs.map(declaredShape).map(formatShape)).toEqual(['1 x 1', 'n x 1', '3 x ?']);
    expect(r.pragma!.outputs.map(declaredShape).map(formatShape)).toEqual(['n x 1']);
    expect(parseSizePragma('%#mtame size ()').errors).toEqual([]);
  });

  test.each([
    ['%#mtame size (A[m,n] B[n])', "expected ')', found 'B'", 22],
    ['%#mtame size (A[m,])', "expected an extent (a name, a number or ':'), found ']'", 19],
    ['%#mtame size (A[m,n]', "expected ')', found the end of the line", 21],
    ['%#mtame sizes (A)', "expected 'size'", 9],
    ['%#mtame size (A) -> (B) extra', "unexpected 'e' after the declaration", 25],
    ['%#mtame size (A[m], A[n])', "'A' is declared twice", 21],
    ['%#mtame size (1x)', "expected a parameter name, found '1'", 15],
  ])('%s: %s at column %i', (text, message, column) => {
    expect(parseSizePragma(text).errors).toEqual([{ message, column }]);
  });
});

describe('declared signatures check calls and bodies', () => {
  const mtimes = pragmaSignature('mtimes', parseSizePragma('%#mtame size (A[m,k], B[k,n]) -> (C[m,n])').pragma!);
  test('the pragma becomes a signature', () => {
    expect(mtimes.params.map((p) => `${p.dir} ${p.name}[${p.extents.join(',')}]`)).toEqual(['in A[m,k]', 'in B[k,n]', 'out C[m,n]']);
    const inout = pragmaSignature('grow', parseSizePragma('%#mtame size (v[n], w[:]) -> (v[n])').pragma!);
    expect(inout.params.map((p) => `${p.dir} ${p.name}[${p.extents.join(',')}]`)).toEqual(['inout v[n]', 'in w[:1]']);
  });
  test('a caller declared with the pragma, calling a declared function', () => {
    const caller = parseSizePragma('%#mtame size (X[r,s], Y[s,t]) -> (Z[r,t])').pragma!;
    const sig = pragmaSignature('caller', caller);
    const ok = checkProcedure({ ...sig, body: procedure('proc x ()', 'mtimes(X, Y, Z);').body }, [mtimes]);
    expect(ok.errors).toEqual([]);
    const bad = checkProcedure({ ...sig, body: procedure('proc x ()', 'mtimes(Y, X, Z);').body }, [mtimes]);
    expect(bad.errors.map((e) => `${e.where}: ${e.extent}`)).toEqual(['mtimes (call 1): k', 'caller (outputs): r', 'caller (outputs): t']);
  });
});
