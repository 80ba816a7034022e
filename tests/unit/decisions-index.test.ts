import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DECISIONS_DIR,
  parseDecision,
  readDecisions,
  renderIndex,
} from '../../scripts/decisions-index.mjs';

describe('docs/decisions/', () => {
  const decisions = readDecisions();

  it('every decision file follows the template (number, title, date, status, three sections)', () => {
    expect(decisions.length).toBeGreaterThanOrEqual(39);
    expect(decisions.flatMap((d) => d.problems)).toEqual([]);
  });

  it('no number is used twice', () => {
    const numbers = decisions.map((d) => d.number);
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it('the README index lists every file as `npm run decisions:index` writes it', async () => {
    const readme = readFileSync(path.join(DECISIONS_DIR, 'README.md'), 'utf8');
    for (const d of decisions) expect(readme).toContain(`(${d.file})`);
    expect(await renderIndex(readme, decisions)).toBe(readme);
  });

  it('names what is wrong with a file that does not follow the template', () => {
    const d = parseDecision('41-Oops.md', '# 040. Title\n\nStatus: accepted\n\n## Decision\n');
    expect(d.problems).toEqual([
      '41-Oops.md: name is not NNN-slug.md (lower case, digits, dashes)',
      '41-Oops.md: heading number 040 ≠ file name',
      '41-Oops.md: no "Date: YYYY-MM-DD" line',
      '41-Oops.md: no "## Context" section',
      '41-Oops.md: no "## Consequences" section',
    ]);
  });
});
