// The builtin each operator calls (MATLAB's operator functions).
import type { AssignOp, BinaryOp, PostfixOp, UnaryOp } from '../syntax/index.js';

/** Binary operators other than `&&` and `||`, which short-circuit (see `short-circuit`). */
export const BINARY_BUILTIN: Readonly<Record<Exclude<BinaryOp, '&&' | '||'>, string>> = {
  '+': 'plus',
  '-': 'minus',
  '*': 'mtimes',
  '/': 'mrdivide',
  '\\': 'mldivide',
  '^': 'mpower',
  '.*': 'times',
  './': 'rdivide',
  '.\\': 'ldivide',
  '.^': 'power',
  '==': 'eq',
  '~=': 'ne',
  '<': 'lt',
  '<=': 'le',
  '>': 'gt',
  '>=': 'ge',
  '&': 'and',
  '|': 'or',
};

export const UNARY_BUILTIN: Readonly<Partial<Record<UnaryOp, string>>> = { '-': 'uminus', '+': 'uplus', '~': 'not' };

export const POSTFIX_BUILTIN: Readonly<Partial<Record<PostfixOp, string>>> = { "'": 'ctranspose', ".'": 'transpose' };

/** Octave's computed assignments: `x += e` is `x = x + e`. */
export const COMPOUND_OPERATOR: Readonly<Record<Exclude<AssignOp, '='>, Exclude<BinaryOp, '&&' | '||'>>> = {
  '+=': '+',
  '-=': '-',
  '*=': '*',
  '/=': '/',
  '\\=': '\\',
  '^=': '^',
  '|=': '|',
  '&=': '&',
  '.*=': '.*',
  './=': './',
  '.\\=': '.\\',
  '.^=': '.^',
};
