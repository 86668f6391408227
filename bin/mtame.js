#!/usr/bin/env node
// Entry point of the installed `mtame` command (built code lives in dist/).
import { main } from '../dist/cli/main.js';

const status = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  isTTY: process.stdout.isTTY === true,
  errIsTTY: process.stderr.isTTY === true,
});
process.exitCode = status;
