// `mtame help CODE`: a diagnostic code's documentation record (src/checks/rules) as text.
import { ruleDoc } from '../checks/index.js';

/** A diagnostic code's documentation as text (undefined: no such code). */
export function codePage(code: string): string | undefined {
  const r = ruleDoc(code);
  if (!r) return undefined;
  const section = (title: string, body: string): string => `${title}\n\n${body.replace(/^\n+/, '').trimEnd()}\n`;
  return [
    `${r.code} (${r.severity}): ${r.summary}\n`,
    section('What it reports', r.what),
    section('Why', r.why),
    section('Example', indent(r.fires)),
    section('Not reported', `${indent(r.quiet)}${r.notReported ? `\n\n${r.notReported.trim()}` : ''}`),
    section('How to fix', r.fix),
    section('How to silence', `%#ok<${r.code}> at the end of the line; %#ok<*${r.code}> anywhere in the file for the whole\nfile; "checks": {"${r.code}": "off"} in mtame.json for the project.`),
  ].join('\n');
}

function indent(code: string): string {
  return code.trim().split('\n').map((l) => `    ${l}`).join('\n');
}
