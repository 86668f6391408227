// MATLAB's builtin classes (mclasses) and the named groups of them that the spec's Class
// language uses. A user-defined class is any other name: it matches only `any` and `_`.

/** Every builtin class, in the order tables list them (Figure 4 of the Tamer paper first:
 *  integers, single, double, char, logical; then the classes the figure leaves out). */
export const MCLASSES = [
  'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32', 'uint64',
  'single', 'double', 'char', 'logical',
  'cell', 'struct', 'function_handle', 'string',
] as const;

export type MClass = (typeof MCLASSES)[number];

const CLASS_SET: ReadonlySet<string> = new Set(MCLASSES);

export function isMClass(name: string): name is MClass {
  return CLASS_SET.has(name);
}

export const SIGNED_INTEGERS: readonly MClass[] = ['int8', 'int16', 'int32', 'int64'];
export const UNSIGNED_INTEGERS: readonly MClass[] = ['uint8', 'uint16', 'uint32', 'uint64'];
export const INTEGERS: readonly MClass[] = [...SIGNED_INTEGERS, ...UNSIGNED_INTEGERS];
export const FLOATS: readonly MClass[] = ['single', 'double'];
export const NUMERIC: readonly MClass[] = [...INTEGERS, ...FLOATS];

/** Named class groups usable in Class patterns. `matrix` is Tamer's "any matrix": the classes
 *  of plain numeric, character and logical arrays. */
export const CLASS_GROUPS: ReadonlyMap<string, readonly MClass[]> = new Map<string, readonly MClass[]>([
  ['sintN', SIGNED_INTEGERS],
  ['uintN', UNSIGNED_INTEGERS],
  ['intN', INTEGERS],
  ['float', FLOATS],
  ['numeric', NUMERIC],
  ['matrix', [...NUMERIC, 'char', 'logical']],
  ['text', ['char', 'string']],
]);

/** Groups that match any class, user classes included. */
export const ANY_GROUPS: ReadonlySet<string> = new Set(['any', '_']);

/** Figure 4's short labels (i8 ... f64, c, b), extended to the classes it leaves out. */
const SHORT: Readonly<Record<MClass, string>> = {
  int8: 'i8', int16: 'i16', int32: 'i32', int64: 'i64',
  uint8: 'u8', uint16: 'u16', uint32: 'u32', uint64: 'u64',
  single: 'f32', double: 'f64', char: 'c', logical: 'b',
  cell: 'cell', struct: 'st', function_handle: 'fh', string: 'str',
};

export function shortName(c: string): string {
  return isMClass(c) ? SHORT[c] : c;
}

/** The class named by a short label or a full name (`i8` or `int8`). */
export function classFromLabel(label: string): MClass | undefined {
  if (isMClass(label)) return label;
  return MCLASSES.find((c) => SHORT[c] === label);
}
