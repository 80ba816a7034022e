import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from './env.server';

/** The README's configuration table is the operator's reference: it must list exactly the schema's variables. */
describe('README configuration table', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const tableVars = new Set(
    readme
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      // The first cell may name several variables: `CMS_URL`, `CMS_TOKEN`.
      .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)])
      .map((match) => match[1] ?? ''),
  );
  const schemaVars = Object.keys(EnvSchema.shape);

  it('lists every variable of the env schema', () => {
    expect(schemaVars.filter((name) => !tableVars.has(name))).toEqual([]);
  });

  it('lists no variable the schema does not read', () => {
    const testOnly = new Set(['TEST_DATABASE_URL', 'TEST_REDIS_URL', 'E2E_PORT', 'CHROMIUM_PATH']);
    const extra = [...tableVars].filter(
      (name) => !schemaVars.includes(name) && !testOnly.has(name),
    );
    expect(extra).toEqual([]);
  });
});
