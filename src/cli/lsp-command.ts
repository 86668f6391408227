// `mtame lsp [--stdio]`: the language server (src/lsp) on standard input and output. `--stdio`
// is what editors' clients pass; it is the only transport, and the default.
import { runLanguageServer } from '../lsp/index.js';
import { parseCli } from './args.js';
import type { Output } from './parse-command.js';
import { packageVersion } from './version.js';

export async function runLsp(argv: string[], _io: Output): Promise<number> {
  // Clients add their own flags (`--clientProcessId=N`): known ones are accepted, others refused.
  parseCli(argv.filter((a) => !a.startsWith('--clientProcessId')), { stdio: { type: 'boolean' } });
  return runLanguageServer({ version: packageVersion() });
}
