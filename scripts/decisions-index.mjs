/**
 * The index of docs/decisions/: reads every `NNN-slug.md` (React Router's decision template:
 * `# NNN. Title`, `Date:`, `Status:`, Context, Decision, Consequences) and rewrites the table
 * between the markers in docs/decisions/README.md. `npm run decisions:index` after adding a
 * decision; tests/unit/decisions-index.test.ts fails while the table is out of date.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { replaceBetweenMarkers } from './bench/markdown.mjs';

export const DECISIONS_DIR = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
export const INDEX_START = '<!-- decisions:start -->';
export const INDEX_END = '<!-- decisions:end -->';
export const DECISION_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
export const REQUIRED_SECTIONS = ['## Context', '## Decision', '## Consequences'];

/** One decision file's header, or a list of what is wrong with it. */
export function parseDecision(file, text) {
  const problems = [];
  const number = DECISION_FILE.exec(file)?.[1];
  if (!number) problems.push(`${file}: name is not NNN-slug.md (lower case, digits, dashes)`);
  const title = /^# (\d{3})\. (.+)$/m.exec(text);
  if (!title) problems.push(`${file}: first heading is not "# NNN. Title"`);
  else if (title[1] !== number) problems.push(`${file}: heading number ${title[1]} ≠ file name`);
  const date = /^Date: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1];
  if (!date) problems.push(`${file}: no "Date: YYYY-MM-DD" line`);
  const status = /^Status: (.+)$/m.exec(text)?.[1];
  if (!status) problems.push(`${file}: no "Status:" line`);
  for (const heading of REQUIRED_SECTIONS)
    if (!text.split('\n').includes(heading)) problems.push(`${file}: no "${heading}" section`);
  return { file, number, title: title?.[2], date, status, problems };
}

export function readDecisions(dir = DECISIONS_DIR) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .sort()
    .map((f) => parseDecision(f, readFileSync(path.join(dir, f), 'utf8')));
}

/** Markdown links resolve relative to the index, so a status's `[030](030-….md)` stays a link. */
export function indexTable(decisions) {
  const rows = decisions.map(
    (d) =>
      `| [${d.number}](${d.file}) | ${d.title.replaceAll('|', '\\|')} | ${d.date} | ${d.status} |`,
  );
  return ['| # | Decision | Date | Status |', '|---|---|---|---|', ...rows].join('\n');
}

export async function renderIndex(readme, decisions) {
  const doc = replaceBetweenMarkers(readme, indexTable(decisions), INDEX_START, INDEX_END);
  const file = path.join(DECISIONS_DIR, 'README.md');
  const options = (await resolveConfig(file)) ?? {};
  return format(doc, { ...options, filepath: file });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const decisions = readDecisions();
  const problems = decisions.flatMap((d) => d.problems);
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  const file = path.join(DECISIONS_DIR, 'README.md');
  writeFileSync(file, await renderIndex(readFileSync(file, 'utf8'), decisions));
  console.warn(`${file}: ${decisions.length} decisions`);
}
