// Call contexts: a canonical text for memoising (function, context), and the combinations of
// argument classes a call is analysed for (section 5.2.3: every combination of the argument
// value sets, each a vector of single-class values).
import type { Context } from './specialization.js';
import { formatShape, type Value, type ValueSet } from './values.js';

function valueKey(v: Value): string {
  switch (v.kind) {
    case 'matrix': {
      const c = v.constant ? `=${v.constant.kind}:${String(v.constant.value)}` : '';
      return `${v.mclass}/${v.complex}/${formatShape(v.shape)}${c}`;
    }
    case 'cell':
      return `cell/${formatShape(v.shape)}[${v.elements ? v.elements.map(setKey).join(',') : `*${setKey(v.merged)}`}]`;
    case 'struct':
      return `struct/${formatShape(v.shape)}{${v.fields ? [...v.fields].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([f, s]) => `${f}:${setKey(s)}`).join(',') : '*'}}`;
    case 'handle':
      return `handle(${v.targets ? v.targets.map((t) => `${t.scope.file}:${t.scope.functionPath.join('/')}:${t.method ? `${t.method}::` : ''}${t.fn}(${t.partial.map(setKey).join(',')})`).join('|') : '*'})`;
    case 'object':
      return `object/${v.mclass}${v.shape ? `/${formatShape(v.shape)}` : ''}${v.props ? `{${[...v.props].map(([p, s]) => `${p}:${setKey(s)}`).join(',')}}` : ''}`;
  }
}

export function setKey(s: ValueSet): string {
  const parts = [...s.values.values()].map(valueKey).sort();
  if (s.top) parts.push('?');
  return `{${parts.join(';')}}`;
}

export function contextKey(ctx: Context): string {
  return `${ctx.nargin ?? '?'}>${ctx.nargout}(${ctx.args.map(setKey).join(',')})${ctx.making ? `@${ctx.making}` : ''}`;
}

/** Every choice of one value per argument set; a single `undefined` when some set may hold
 *  anything (top) or there are more than `cap` choices: the caller then treats the call as a
 *  whole. No choice at all when some set is empty (the call is not reached). */
export function combinations(sets: readonly ValueSet[], cap: number): Array<Value[] | undefined> {
  let count = 1;
  for (const s of sets) {
    if (s.top) return [undefined];
    count *= s.values.size;
  }
  if (count === 0) return [];
  if (count > cap) return [undefined];
  let out: Value[][] = [[]];
  for (const s of sets) {
    const next: Value[][] = [];
    for (const prefix of out) for (const v of s.values.values()) next.push([...prefix, v]);
    out = next;
  }
  return out;
}
