#!/usr/bin/env node
// Entry point of the installed `mtame` command: the bundle of dist/cli (scripts/bundle.mjs),
// which loads several times faster than its modules one by one; those when there is no bundle
// (a build that ran `tsc` alone).
import { existsSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { URL } from 'node:url';

// A reader that stops early (`mtame tame f.m | head`) closes the pipe: that ends the output
// quietly, as other command-line tools do, instead of an unhandled EPIPE error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

const bundle = new URL('../dist/bundle/main.js', import.meta.url);
const { main } = await import(existsSync(bundle) ? bundle.href : '../dist/cli/main.js');

const status = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  isTTY: process.stdout.isTTY === true,
  errIsTTY: process.stderr.isTTY === true,
  readStdin: async () => {
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  },
});
process.exitCode = status;
