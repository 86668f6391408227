#!/usr/bin/env node
// Entry point of the installed `mtame` command. A CommonJS script (bin/package.json says so):
// Node starts it without its ES module loader. It runs the CommonJS bundle of dist/cli
// (scripts/bundle.mjs), compiled from its V8 code cache when V8 accepts it (the same Node that
// built it); the modules of dist/cli when there is no bundle (a build that ran `tsc` alone).
'use strict';
const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const { Script } = require('node:vm');

// A reader that stops early (`mtame tame f.m | head`) closes the pipe: that ends the output
// quietly, as other command-line tools do, instead of an unhandled EPIPE error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

const bundle = path.join(__dirname, '..', 'dist', 'bundle', 'main.cjs');
/** Writes the code cache after the run (scripts/bundle.mjs, at build time). */
const cacheOut = process.env.MTAME_CODE_CACHE_OUT;
let script;

/** The bundle's exports, run as Node runs a CommonJS module, from the code cache if V8 takes it. */
function loadBundle() {
  const cacheFile = `${bundle}.cache`;
  const cachedData = !cacheOut && existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  const source = `(function (exports, require, module, __filename, __dirname) { ${readFileSync(bundle, 'utf8')}\n});`;
  script = new Script(source, { filename: bundle, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, path.dirname(bundle));
  return module.exports;
}

async function run() {
  const { main } = existsSync(bundle) ? loadBundle() : await import('../dist/cli/main.js');
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
  if (cacheOut && script) writeFileSync(cacheOut, script.createCachedData());
  process.exitCode = status;
}

run();
