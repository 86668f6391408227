#!/usr/bin/env node
// Generates the documentation of the diagnostic codes from their records in src/checks/rules
// (read from the built dist/checks/rules/index.js: run `npm run build` first):
//   docs/rules/CODE.md     one page per code
//   docs/rules/README.md   the index of the pages
//   docs/diagnostics.md    the table between <!-- rules:begin --> and <!-- rules:end -->
// With --check, writes nothing and exits 1 when a generated file is not up to date.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = join(root, 'dist', 'checks', 'rules', 'index.js');
const check = process.argv.includes('--check');

if (!existsSync(built)) {
  console.error(`rule-docs: ${relative(root, built)} is missing: run \`npm run build\` first.`);
  process.exit(2);
}
const { RULE_DOCS, ruleSource } = await import(pathToFileURL(built).href);

const BEGIN = '<!-- rules:begin -->';
const END = '<!-- rules:end -->';

const LAYERS = {
  syntax: 'syntax (the parser, src/syntax)',
  project: 'project (the files and their functions, src/project)',
  kinds: 'kinds (variables and functions, src/kinds)',
  checks: 'checks (the per-function checks, src/checks)',
  analysis: 'analysis (the value analysis, src/analysis)',
  cli: 'cli (the command line, src/cli)',
  any: 'any (the parser or the command line)',
};

/** Code Analyzer IDs by mtame code, from the table of docs/suppressions.md. */
function analyzerIds() {
  const text = readFileSync(join(root, 'docs', 'suppressions.md'), 'utf8');
  const ids = new Map();
  for (const line of text.split('\n')) {
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    if (cells.length !== 3 || !cells[0].startsWith('`') || !/^`[A-Z]/.test(cells[0])) continue;
    for (const code of cells[2].match(/`[a-z-]+`/g) ?? []) {
      const key = code.slice(1, -1);
      ids.set(key, [...(ids.get(key) ?? []), cells[0]]);
    }
  }
  return ids;
}

function cell(text) {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function page(rule, ids) {
  const source = ruleSource(rule.code) ?? 'src/checks/rules';
  const out = [
    `<!-- Generated from ${source} by scripts/rule-docs.mjs: edit the record there, not this page. -->`,
    `# ${rule.code}`,
    '',
    `Severity: **${rule.severity}**. Layer: ${LAYERS[rule.layer] ?? rule.layer}.`,
    '',
    rule.summary,
    '',
    '## What it reports',
    '',
    rule.what.trim(),
    '',
    '## Why',
    '',
    rule.why.trim(),
    '',
    '## Example',
    '',
    '```matlab',
    rule.fires.trimEnd(),
    '```',
    '',
    '## Not reported',
    '',
    'A close variant that does not get it:',
    '',
    '```matlab',
    rule.quiet.trimEnd(),
    '```',
    '',
  ];
  if (rule.notReported) out.push('Deliberately not reported:', '', rule.notReported.trim(), '');
  out.push('## How to fix', '', rule.fix.trim(), '');
  out.push(
    '## How to silence',
    '',
    `- \`%#ok<${rule.code}>\` at the end of a line silences it on that line (\`%#ok\` alone silences every diagnostic of the line);`,
    `- \`%#ok<*${rule.code}>\` anywhere in a file silences it in the whole file;`,
    `- \`"checks": {"${rule.code}": "off"}\` in mtame.json turns it off for the project (\`"error"\`, \`"warning"\` or \`"info"\` changes its severity instead).`,
  );
  const mapped = ids.get(rule.code);
  if (mapped) out.push('', `The Code Analyzer IDs that mean the same silence it too: ${mapped.join('; ')}.`);
  out.push('', 'See [suppressions.md](../suppressions.md).', '');
  return out.join('\n');
}

function index() {
  const out = [
    '<!-- Generated from src/checks/rules by scripts/rule-docs.mjs: do not edit. -->',
    '# Diagnostic codes',
    '',
    'One page per code: what it reports, why it matters, an example, what it leaves out, how to fix',
    'and how to silence it. See also [diagnostics.md](../diagnostics.md).',
    '',
    '| code | severity | summary |',
    '|---|---|---|',
    ...RULE_DOCS.map((r) => `| [\`${r.code}\`](${r.code}.md) | ${r.severity} | ${cell(r.summary)} |`),
    '',
  ];
  return out.join('\n');
}

function table() {
  return [
    '<!-- Generated from src/checks/rules by scripts/rule-docs.mjs: edit the records there. -->',
    '| code | severity | what it means | layer |',
    '|---|---|---|---|',
    ...RULE_DOCS.map((r) => `| [\`${r.code}\`](rules/${r.code}.md) | ${r.severity} | ${cell(r.summary)} | ${r.layer} |`),
  ].join('\n');
}

function diagnostics() {
  const path = join(root, 'docs', 'diagnostics.md');
  const text = readFileSync(path, 'utf8');
  const a = text.indexOf(BEGIN);
  const b = text.indexOf(END);
  if (a < 0 || b < a) {
    console.error(`rule-docs: ${relative(root, path)} lacks the markers ${BEGIN} and ${END}.`);
    process.exit(2);
  }
  return text.slice(0, a + BEGIN.length) + '\n' + table() + '\n' + text.slice(b);
}

const ids = analyzerIds();
const rulesDir = join(root, 'docs', 'rules');
/** Every generated file, by path. */
const files = new Map();
for (const r of RULE_DOCS) files.set(join(rulesDir, `${r.code}.md`), page(r, ids));
files.set(join(rulesDir, 'README.md'), index());
files.set(join(root, 'docs', 'diagnostics.md'), diagnostics());

// Pages of codes that no longer exist.
const stale = existsSync(rulesDir)
  ? readdirSync(rulesDir).filter((n) => n.endsWith('.md')).map((n) => join(rulesDir, n)).filter((p) => !files.has(p))
  : [];

const differ = [...files].filter(([path, text]) => !existsSync(path) || readFileSync(path, 'utf8') !== text).map(([path]) => path);

if (check) {
  if (differ.length === 0 && stale.length === 0) process.exit(0);
  for (const p of differ) console.error(`out of date: ${relative(root, p)}`);
  for (const p of stale) console.error(`not generated (no such code): ${relative(root, p)}`);
  console.error('Run `npm run build && node scripts/rule-docs.mjs` to update them.');
  process.exit(1);
}

mkdirSync(rulesDir, { recursive: true });
for (const p of differ) writeFileSync(p, files.get(p));
for (const p of stale) rmSync(p);
console.log(`rule-docs: ${differ.length} file(s) written, ${stale.length} removed, ${files.size - differ.length} unchanged.`);
