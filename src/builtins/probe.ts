// Call templates for learning a builtin's class behaviour from a MATLAB-language runtime (the
// spec's Probe attribute, or the default forms its Arity allows). A template is the argument
// list of one call: placeholders X, Y and Z stand for random values of every class (or of a
// group, `X:numeric`), as scalars and as matrices; x, y and z for scalars only (a size
// argument that must not be a matrix); anything else is a literal written in MATLAB (`2`,
// `[]`, `'int8'`).
import { CLASS_GROUPS, MCLASSES, isMClass, type MClass } from './classes.js';
import { inRange, type Arity } from './attributes.js';
import { quotedEnd } from './quotes.js';

/** The classes a runtime without a `string` class (Octave 7) can produce values of. */
export const LEARNABLE_CLASSES: readonly MClass[] = MCLASSES.filter((c) => c !== 'string');

export type ProbeArg =
  | { readonly kind: 'placeholder'; readonly name: string; readonly classes: readonly MClass[]; readonly scalarOnly: boolean }
  | { readonly kind: 'literal'; readonly text: string; readonly class: string; readonly value?: string };

export class ProbeError extends Error {}

/** Splits at top-level commas: not inside brackets, braces, parentheses or quotes. */
export function splitArgs(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const end = quotedEnd(text, i);
    if (end !== undefined) {
      if (end < 0) throw new ProbeError(`unterminated text in '${text}'`);
      i = end;
    } else if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) depth--;
    else if (ch === ',' && depth === 0) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = text.slice(start).trim();
  if (last !== '' || out.length > 0) out.push(last);
  return out;
}

const CONVERTERS = new Set<string>(MCLASSES.filter((c) => c !== 'cell' && c !== 'function_handle'));

/** The class of a literal argument, and its text when it is a char literal. */
export function literalClass(text: string): { class: string; value?: string } {
  const quoted = /^'((?:[^']|'')*)'$/.exec(text);
  if (quoted) return { class: 'char', value: quoted[1]!.replace(/''/g, "'") };
  if (/^-?\d+(\.\d+)?$/.test(text) || /^\[[-\d\s.,;:]*\]$/.test(text) || /^\d+:\d+$/.test(text)) return { class: 'double' };
  if (text === 'true' || text === 'false') return { class: 'logical' };
  if (text.startsWith('{')) return { class: 'cell' };
  if (text.startsWith('@')) return { class: 'function_handle' };
  const call = /^([a-z_0-9]+)\(/.exec(text);
  if (call && CONVERTERS.has(call[1]!)) return { class: call[1]! };
  throw new ProbeError(`cannot tell the class of the literal '${text}' (write a number, [..], 'text', true, {..}, @f, struct(..) or int8(..))`);
}

export function parseTemplate(template: string): ProbeArg[] {
  return splitArgs(template).map((text): ProbeArg => {
    const ph = /^([XYZxyz])(?::([a-z_0-9|]+))?$/.exec(text);
    if (!ph) {
      if (text === '') throw new ProbeError(`empty argument in '${template}'`);
      return { kind: 'literal', text, ...literalClass(text) };
    }
    const classes = ph[2] === undefined ? LEARNABLE_CLASSES : ph[2].split('|').flatMap((g) => {
      if (isMClass(g)) return [g];
      const group = CLASS_GROUPS.get(g);
      if (!group) throw new ProbeError(`unknown class or group '${g}' in '${text}'`);
      return [...group];
    }).filter((c) => c !== 'string');
    return { kind: 'placeholder', name: ph[1]!, classes, scalarOnly: ph[1]! === ph[1]!.toLowerCase() };
  });
}

/** The templates used to learn a builtin: its Probe attribute if any, else one placeholder
 *  call for each of 0, 1 and 2 arguments that its Arity allows. */
export function probeTemplates(probe: readonly string[] | undefined, arity: Arity | undefined): string[] {
  if (probe) return [...probe];
  if (!arity) return [];
  const forms: string[] = [];
  if (inRange(0, arity.inputs)) forms.push('');
  if (inRange(1, arity.inputs)) forms.push('X');
  if (inRange(2, arity.inputs)) forms.push('X, Y');
  return forms;
}

/** The call a template makes, as written in the spec: `plus(X, Y:numeric)`. */
export function callText(builtin: string, template: string): string {
  return `${builtin}(${splitArgs(template).join(', ')})`;
}

/** The call as the runtime runs it: placeholders without their class restriction. */
export function runnableCall(builtin: string, template: string): string {
  return `${builtin}(${splitArgs(template).map((a) => a.replace(/^([XYZxyz]):[a-z_0-9|]+$/, '$1')).join(', ')})`;
}
