// What a name lookup answers: which rule of MATLAB's lookup order matched, and what it found.
import type { Import } from '../syntax/index.js';
import type { BuiltinEntry } from './builtins.js';
import type { ClassModel, FileModel, FunctionModel } from './model.js';

/** The rule that matched, in MATLAB's precedence order (docs/lookup.md):
 *  `nested` and `subfunction` (the scope's own file; the file's primary counts as a
 *  subfunction of its own file), `private` (the caller folder's `private/`), `class`
 *  (a method: dispatched on an argument's class, the scope's own class, or `Cls.staticMethod`),
 *  `current-folder` and `path` (ordinary files, classdef files and `@class` constructors),
 *  `package` (a `pkg.name` in `+pkg` folders), `builtin` (MATLAB's own). */
export type ResolutionKind =
  | 'nested' | 'subfunction' | 'private' | 'class' | 'current-folder' | 'path' | 'package' | 'builtin';

/** What the name denotes: a function, a script, a class (its constructor), a method, or a
 *  class constant or enumeration member (`Cls.Red`). */
export type ResolvedEntity = 'function' | 'script' | 'class' | 'method' | 'constant';

interface ResolutionBase {
  readonly entity: ResolvedEntity;
  /** The resolved name, qualified: `pkg.fn`, `Cls.method`, or the plain name. */
  readonly name: string;
  /** Set when the name was reached through an `import` of the scope. */
  readonly import?: Import;
}

export interface UserResolution extends ResolutionBase {
  readonly kind: Exclude<ResolutionKind, 'builtin'>;
  readonly file: FileModel;
  /** The function called: undefined for a script, and for a class or method without one in
   *  the source (a classdef with no explicit constructor). */
  readonly function?: FunctionModel;
  /** For `class`, `method` and `constant` entities. */
  readonly class?: ClassModel;
  /** The function that runs is compiled (a MEX file, P-code, an Octave .oct file): `file` is
   *  only its help text or a placeholder, and `function` is absent (its signature and body say
   *  nothing about calls). */
  readonly compiled?: boolean;
  /** A method found by its name alone, the last rule of the lookup: no argument's class nor
   *  the scope's own class chose it, and MATLAB calls it only for an object of its class (for
   *  a number, `v(4:6)` is no call of a class's method `v`). */
  readonly byNameOnly?: true;
}

export interface BuiltinResolution extends ResolutionBase {
  readonly kind: 'builtin';
  readonly builtin: BuiltinEntry;
  // Absent, declared so that `r.file` / `r.function` read on any Resolution without narrowing.
  readonly file?: undefined;
  readonly function?: undefined;
  readonly class?: undefined;
  readonly compiled?: undefined;
  readonly byNameOnly?: undefined;
}

export type Resolution = UserResolution | BuiltinResolution;

/** Where a name is used. */
export interface LookupScope {
  /** The file the name is used in (its path as given in SourceInput). */
  file?: string;
  /** The function the name is used in, outer to inner: ['outer', 'inner'] for a nested
   *  function; [] (or absent) for a script. */
  functionPath?: string[];
}
