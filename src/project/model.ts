// The library's data model: source files, what each defines, and classes. Plain readonly data
// (no methods), so later layers can keep and compare it; links between functions are by
// qualified name rather than object reference, so a model serialises to JSON.
import type { Declaration, Diagnostic, Dialect, FileKind, FunctionDef, SourceFile, Span } from '../syntax/index.js';

/** A source file handed to the layer. `path` is absolute or relative, '/'-separated. */
export interface SourceInput {
  path: string;
  text: string;
}

/** `function`: a file's primary function. `subfunction`: a later top-level function of a
 *  function file, or a local function of a script or classdef file. `nested-function`: inside
 *  another function. `method`: in a classdef `methods` block, or the primary function of a
 *  file in an `@class` folder. */
export type FunctionKind = 'function' | 'subfunction' | 'nested-function' | 'method';

export interface FunctionModel {
  /** The name as declared in the source (for a primary function it may differ from the file
   *  name; callers outside the file use the file name). */
  readonly name: string;
  /** `outer/inner` for a nested function; the name itself otherwise. */
  readonly qualifiedName: string;
  readonly kind: FunctionKind;
  /** The function's position in the file's top-level list: true for the file's primary. */
  readonly isPrimary: boolean;
  /** Qualified name of the enclosing function (nested functions only). */
  readonly parent?: string;
  /** Names of the functions nested directly inside this one. */
  readonly children: readonly string[];
  /** For methods of a classdef: declared in a `methods (Static)` block. */
  readonly isStatic?: boolean;
  /** What a caller needs to know of the declaration, without the tree (which a lazy model
   *  parses again on demand): absent in models built by hand. */
  readonly signature?: FunctionSignature;
  readonly node: FunctionDef;
}

export interface FunctionSignature {
  /** Input names as declared (`~` for an ignored input). */
  readonly inputs: readonly string[];
  readonly outputs: readonly string[];
  readonly nameSpan: Span;
  /** The body holds only comments, or only says the function is missing (`error(...)`,
   *  `warning(...)`, a call of a `*mex*` helper): the help text or stub of a compiled function. */
  readonly helpOnly: boolean;
  /** The body assigns in its caller's workspace (caller-writes.ts): a call may change any of the
   *  caller's variables. In the summary, so callers learn it without the callee's tree. */
  readonly writesCaller?: true;
  /** It does so only when called with no output (`if nargout == 0, assignin(...)`). */
  readonly onlyWithoutOutputs?: true;
  /** The body assigns in the base workspace: a call from a script may change its variables. */
  readonly writesBase?: true;
  /** Name-value or `Repeating` arguments: a call may pass any number of values. */
  readonly gathersInputs?: true;
}

/** What a class file declares about its class: a classdef, or the constructor of an `@class`
 *  folder (whose `superiorto`/`inferiorto` calls give its precedence). */
export interface ClassInfo {
  readonly style: 'classdef' | 'folder-constructor';
  /** Superclasses as written (`handle`, `pkg.Base`). */
  readonly superclasses: readonly string[];
  /** Classes this class is superior to: classdef `InferiorClasses`, or `superiorto(...)`. */
  readonly superiorTo: readonly string[];
  /** Classes this class is inferior to: `inferiorto(...)` in an old-style constructor. */
  readonly inferiorTo: readonly string[];
  /** `classdef (Abstract) Cls`: never instantiated, whatever its members. */
  readonly abstract: boolean;
  /** Methods declared in the classdef (with or without a body here), property accessors
   *  excluded; `abstract`: declared in a `methods (Abstract)` block, with no body. */
  readonly methods: readonly MethodInfo[];
  /** Constant properties and enumeration members, reachable as `Cls.name`. */
  readonly constants: readonly string[];
  /** The properties a classdef declares (none for an `@class` constructor). */
  readonly properties: readonly PropertyInfo[];
  /** Enumeration members (`Red` of `enumeration Red, Green end`). */
  readonly enumeration: readonly string[];
}

/** A method as its classdef declares it. */
export interface MethodInfo {
  readonly name: string;
  readonly isStatic: boolean;
  readonly abstract: boolean;
  /** Who may call it: `Access` of its `methods` block. */
  readonly access: PropertyAccess;
}

/** A property of a classdef: its declaration (`p (1,:) double {mustBePositive} = 1`) and the
 *  attributes of its block that the value analysis needs. */
export interface PropertyInfo {
  readonly name: string;
  readonly declaration: Declaration;
  readonly constant: boolean;
  /** Computed by a `get.name` method on each read, stored nowhere. */
  readonly dependent: boolean;
  /** Declared in a `properties (Abstract)` block: a subclass must define it. */
  readonly abstract: boolean;
  /** Who may read it (`GetAccess`, or `Access`) and who may assign it (`SetAccess`, or
   *  `Access`); `listed` for a list of classes (`{?A, ?B}`). */
  readonly getAccess: PropertyAccess;
  readonly setAccess: PropertyAccess;
}

export type PropertyAccess = 'public' | 'protected' | 'private' | 'immutable' | 'listed';

export interface FileModel {
  /** The path as given, normalised (`./a//b.m` → `a/b.m`). */
  readonly path: string;
  readonly folder: string;
  /** The file name without `.m`: the name MATLAB knows the file's primary function or class by. */
  readonly name: string;
  /** The folder that must be current or on the path for the file to be seen (see `locate`). */
  readonly root: string;
  /** `a.b` for a file under `+a/+b/`. */
  readonly packageName?: string;
  /** `cls` for a file under `@cls/`. */
  readonly classFolder?: string;
  readonly isPrivate: boolean;
  readonly kind: FileKind;
  /** A script of comments only: the help text of something defined elsewhere (a Java class, a
   *  MEX file); nothing of it runs, and calling it is no script run. */
  readonly helpOnly?: true;
  /** The name the file declares: its first function's, or its class's; undefined for scripts. */
  readonly declaredName?: string;
  /** How other code names the file's function, script or class: `pkg.name` or `name`. */
  readonly qualifiedName: string;
  /** Every function of the file in source order, nested ones after their parent. */
  readonly functions: readonly FunctionModel[];
  readonly classInfo?: ClassInfo;
  readonly dialect: Dialect;
  readonly ast: SourceFile;
  /** Parse diagnostics, then this layer's (`function-name-mismatch`, `duplicate-function`,
   *  `invalid-file-name`). */
  readonly diagnostics: readonly Diagnostic[];
}

export interface MethodModel {
  readonly name: string;
  readonly file: FileModel;
  /** The method's function (undefined for a classdef method declared without a body whose
   *  `@class/name.m` file is missing). */
  readonly function?: FunctionModel;
  readonly isStatic: boolean;
  /** Declared abstract (no body: a subclass must define it). */
  readonly abstract: boolean;
  readonly access: PropertyAccess;
}

/** A class as the library sees it: a classdef file and/or `@class` folders, merged over the
 *  search path (the first definition of a method in path order wins). */
export interface ClassModel {
  /** Qualified name: `pkg.Cls` or `Cls` (also `int32` for an `@int32` folder of overloads). */
  readonly name: string;
  readonly classdef?: FileModel;
  /** The `@class/cls.m` constructor of an old-style class. */
  readonly constructorFile?: FileModel;
  /** All files of the class (classdef and `@class` files), in path order. */
  readonly files: readonly FileModel[];
  readonly superclasses: readonly string[];
  readonly superiorTo: readonly string[];
  readonly inferiorTo: readonly string[];
  readonly methods: ReadonlyMap<string, MethodModel>;
  readonly constants: readonly string[];
  /** The classdef's own properties by name (inherited ones are its superclasses'). */
  readonly properties: ReadonlyMap<string, PropertyInfo>;
  readonly enumeration: readonly string[];
  /** `classdef (Abstract)`. */
  readonly abstract: boolean;
  /** True when the class can be constructed by its name (a classdef, or `@cls/cls.m`). */
  readonly hasConstructor: boolean;
}
