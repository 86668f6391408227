// The VS Code client of the mtame language server: starts `mtame lsp --stdio` (the command in
// the `mtame.server.command` setting) for MATLAB files and hands it the workspace.
'use strict';
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const [command, ...args] = vscode.workspace.getConfiguration('mtame').get('server.command') ?? ['npx', '--yes', 'mtame', 'lsp', '--stdio'];
  const serverOptions = { command, args, transport: TransportKind.stdio, options: { shell: process.platform === 'win32' } };
  const clientOptions = {
    documentSelector: [{ scheme: 'file', language: 'matlab' }, { scheme: 'untitled', language: 'matlab' }],
    // The `mtame` settings are sent to the server when they change (inlay hints on or off).
    synchronize: { configurationSection: 'mtame', fileEvents: [vscode.workspace.createFileSystemWatcher('**/*.m'), vscode.workspace.createFileSystemWatcher('**/mtame.json')] },
    initializationOptions: { inlayHints: { enabled: vscode.workspace.getConfiguration('mtame').get('inlayHints.enabled') !== false } },
  };
  client = new LanguageClient('mtame', 'mtame', serverOptions, clientOptions);
  context.subscriptions.push({ dispose: () => client && client.stop() });
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
