// The package's version, read from its package.json (two folders up from src/cli, dist/cli and
// dist/bundle alike).
import { readFileSync } from 'node:fs';

let version: string | undefined;

export function packageVersion(): string {
  if (version !== undefined) return version;
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
    version = pkg.version ?? '0.0.0';
  } catch {
    version = '0.0.0';
  }
  return version;
}
