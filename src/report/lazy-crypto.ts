// node:crypto, loaded when first used: loading it takes 6-9 ms, a twentieth of a small file's
// check, and a check without the cache, a baseline or SARIF output never hashes anything.
import { createRequire } from 'node:module';

type Crypto = typeof import('node:crypto');
let loaded: Crypto | undefined;

export function nodeCrypto(): Crypto {
  return (loaded ??= createRequire(import.meta.url)('node:crypto') as Crypto);
}
