// The kinds layer's public surface: is each identifier a variable, a function, a package
// prefix, or unknown until run time?
export { analyzeKinds, type FileKinds, type KindOptions, type Occurrence, type UnitKinds } from './analyze.js';
export type { Variant } from './end-binding.js';
export type { Kind } from './lattice.js';
export type { UnitType } from './units.js';
export type { NameLookup } from './walker.js';
export { unitsOf, type Unit } from './units.js';
export { inTextOrder } from './text-order.js';
