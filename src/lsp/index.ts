// The language server's public surface: `mtame lsp`.
export { runLanguageServer, serve, type ServerOptions } from './server.js';
