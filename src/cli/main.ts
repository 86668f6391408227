// The `mtame` command: dispatches subcommands; the only place that reads argv and exits.
// A usage error is one line naming the command, and a hint where to read its options; a bad
// mtame.json is one line naming the file and the setting. Neither prints a whole usage page.
import { UsageError } from './args.js';
import { closeCommand, COMMANDS, overview } from './help.js';
import type { Output } from './parse-command.js';
import { packageVersion } from './version.js';

type Runner = (argv: string[], io: Output) => number | Promise<number>;

// Each command's module is loaded when it runs (`--version`, help and one command load only
// what they need).
const RUNNERS: Readonly<Record<string, () => Promise<Runner>>> = {
  check: async () => (await import('./check-command.js')).runCheck,
  format: async () => (await import('./format-command.js')).runFormat,
  parse: async () => (await import('./parse-command.js')).runParse,
  kinds: async () => (await import('./kinds-command.js')).runKinds,
  builtins: async () => (await import('./builtins-command.js')).runBuiltins,
  tame: async () => (await import('./tame-command.js')).runTame,
  shapes: async () => (await import('./shapes-command.js')).runShapes,
  lsp: async () => (await import('./lsp-command.js')).runLsp,
};

/** Runs one command; asynchronous because `check` waits on its worker threads' events. */
export async function main(argv: string[], io: Output): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) {
    io.err(overview(packageVersion()));
    return 2;
  }
  if (command === '--version' || command === '-V' || command === 'version') {
    io.out(`mtame ${packageVersion()}\n`);
    return 0;
  }
  if (command === 'help' || command === '--help' || command === '-h') return help(rest, io);
  const load = RUNNERS[command];
  if (!load) return usageError(command.startsWith('-') ? `unknown option '${command}'` : `unknown command '${command}'`, undefined, io, await closeCommand(command));
  if (asksForHelp(rest)) {
    io.out(COMMANDS[command].page);
    return 0;
  }
  try {
    const run = await load();
    return await run(rest, io);
  } catch (e) {
    if (e instanceof UsageError) return usageError(e.message, command, io);
    // A bad mtame.json (workspace's ConfigError, known by name: that layer is loaded only by
    // the commands that read mtame.json).
    if (e instanceof Error && e.name === 'ConfigError') {
      io.err(`mtame: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

async function help(rest: string[], io: Output): Promise<number> {
  const [name] = rest;
  if (name === undefined) {
    io.out(overview(packageVersion()));
    return 0;
  }
  const page = COMMANDS[name]?.page ?? (await import('./code-help.js')).codePage(name);
  if (page === undefined) return usageError(`no command or diagnostic code '${name}'`, 'help', io, await closeCommand(name));
  io.out(page);
  return 0;
}

/** `--help` or `-h` among the options (not after `--`, where it would be a file name). */
function asksForHelp(argv: readonly string[]): boolean {
  for (const a of argv) {
    if (a === '--') return false;
    if (a === '--help' || a === '-h') return true;
  }
  return false;
}

/** One line for the error (its first sentence: node's parseArgs adds a paragraph), one hint. */
function usageError(message: string, command: string | undefined, io: Output, suggestion?: string): number {
  const first = message.split('\n')[0].replace(/^(.*?[^.]\.)\s.*$/, '$1');
  const where = command ? `mtame ${command}` : 'mtame';
  const hint = suggestion ? `did you mean 'mtame ${suggestion}'? ` : '';
  const more = command ? `run 'mtame ${command} --help' for its options` : "run 'mtame help' for the commands";
  io.err(`${where}: ${first}\n${hint ? `hint: ${hint}(${more})` : `hint: ${more}`}\n`);
  return 2;
}
