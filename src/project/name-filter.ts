// A Bloom filter of names: "surely absent" or "maybe present" in a few bytes per name. The
// compiled builtin table keeps one of its second part (the toolboxes' ~17k names) in its first
// file, so that a name found in neither part (a variable, a user's function) is known absent
// without reading the second part, which costs more than checking a small file does.

/** The filter as stored: its bits in base64, their count, and the hashes per name. */
export interface StoredFilter {
  readonly bits: string;
  readonly size: number;
  readonly hashes: number;
}

/** Two independent 32-bit FNV-1a hashes of a name, combined as h1 + i*h2 (double hashing). */
function hashPair(name: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return [a >>> 0, (b >>> 0) | 1];
}

function positions(name: string, size: number, hashes: number): number[] {
  const [h1, h2] = hashPair(name);
  const out: number[] = [];
  for (let i = 0; i < hashes; i++) out.push(((h1 + Math.imul(i, h2)) >>> 0) % size);
  return out;
}

/** A filter of `names` at about 1% false "maybe" (10 bits and 7 hashes per name). */
export function buildFilter(names: readonly string[]): StoredFilter {
  const size = Math.max(64, names.length * 10);
  const hashes = 7;
  const bytes = new Uint8Array(Math.ceil(size / 8));
  for (const n of names) for (const p of positions(n, size, hashes)) bytes[p >> 3]! |= 1 << (p & 7);
  return { bits: Buffer.from(bytes).toString('base64'), size, hashes };
}

/** Answers "maybe present" for every name of the filter and for about 1% of the others. */
export class NameFilter {
  private readonly bytes: Uint8Array;
  constructor(private readonly stored: StoredFilter) {
    this.bytes = Buffer.from(stored.bits, 'base64');
  }

  mayHave(name: string): boolean {
    const { size, hashes } = this.stored;
    if (this.bytes.length * 8 < size) return true;
    for (const p of positions(name, size, hashes)) if ((this.bytes[p >> 3]! & (1 << (p & 7))) === 0) return false;
    return true;
  }
}
