// Files lowered to the Tame IR once for many analyses: lowering (kinds, then IR, then declared
// sizes) is a function of a file's tree and the library, and the analyses of a check (one per
// batch or per file) lower the same callees' files again and again. An analysis given a
// LoweringCache takes the IR from it; `onUse` hears of every file an analysis takes (the file
// was read, as if its tree had been: a cache of results records it as a dependency).
import { analyzeKinds } from '../kinds/index.js';
import type { FileModel, Library } from '../project/index.js';
import { lowerFile, type IrFile } from '../tame/index.js';
import { declarationsOf, type Declared } from './declarations.js';

export interface Lowered {
  readonly ir: IrFile;
  /** Declared sizes and classes by the offset of their function's span. */
  readonly declared: ReadonlyMap<number, Declared>;
}

/** Is the file one of a class folder some of whose files are Octave code (read in Octave's
 *  dialect)? A class is one piece of code, written for one runtime: its files that happen to
 *  use no Octave-only syntax run in Octave too (a toolbox's `Octave/@Cls` port). */
function octaveClass(lib: Library, file: FileModel): boolean {
  if (file.dialect !== 'matlab' || file.classFolder === undefined) return false;
  const cls = lib.classNamed(file.packageName ? `${file.packageName}.${file.classFolder}` : file.classFolder);
  return cls?.files.some((f) => f.dialect === 'octave') ?? false;
}

/** The source characters whose lowered files one cache keeps. A lowered file takes about as
 *  much heap as its tree: SPM12's 4,165 files (24 million characters) kept 2,048 of them, some
 *  200 MB of a worker's 1 GB, and its peak memory was 1.15 GB. */
export const LOWERED_CHARS = 4_000_000;

export class LoweringCache {
  /** Most recently used last; at most `capacity` files (an IR is bigger than its summary, and
   *  a big folder's would not all fit), and at most `maxChars` characters of their sources (the
   *  file just lowered is kept whatever its size). */
  private readonly files = new Map<string, Lowered | null>();
  /** The source characters of each file kept, and their sum. */
  private readonly sizes = new Map<string, number>();
  private chars = 0;

  /** `lib`: the library every analysis using this cache analyses against. */
  constructor(private library: Library, private readonly onUse: (path: string) => void = () => {}, private readonly capacity = 2048, private readonly maxChars = LOWERED_CHARS) {}

  get lib(): Library {
    return this.library;
  }

  /** A library built again where every name resolves as before (only signatures changed): a
   *  file's lowering reads names, not signatures, so every file but the changed ones stays. */
  rebase(lib: Library, changed: Iterable<string>): void {
    this.library = lib;
    for (const path of changed) this.forget(path);
  }

  /** The lowered file, or undefined when the library has no such file. */
  get(path: string): Lowered | undefined {
    this.onUse(path);
    const known = this.files.get(path);
    if (known !== undefined) {
      this.files.delete(path);
      this.files.set(path, known);
      return known ?? undefined;
    }
    const file = this.lib.file(path);
    if (!file) {
      this.files.set(path, null);
      return undefined;
    }
    const ast = file.ast;
    const kinds = analyzeKinds(ast, this.lib, { file: file.path });
    const lowered = { ir: lowerFile(ast, kinds, { file: file.path, ...(octaveClass(this.lib, file) ? { dialect: 'octave' as const } : {}) }), declared: declarationsOf(ast) };
    this.files.set(path, lowered);
    const chars = ast.span.endOffset;
    this.sizes.set(path, chars);
    this.chars += chars;
    while (this.files.size > this.capacity || (this.chars > this.maxChars && this.files.size > 1)) this.forget(this.files.keys().next().value!);
    return lowered;
  }

  /** Drops a file whose text changed (the library being the same). */
  forget(path: string): void {
    this.files.delete(path);
    this.chars -= this.sizes.get(path) ?? 0;
    this.sizes.delete(path);
  }
}
