import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { refuseServerModules } from '../../vite.config';

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
}

// ESLint and Vite start cold in these tests: generous limits, nothing timed.
describe('layer boundaries (npm run lint)', { timeout: 60_000 }, () => {
  it('browser code may not import a .server module, not even its types', async () => {
    const errors = await boundaryErrors(
      'client/pages/violation.ts',
      "import type { Queryable } from '#server/db/db.server';\nexport type Q = Queryable;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('Browser code never imports the server');
  });

  it('schema/ is a leaf: no renderer, no shared/ or client/ code', async () => {
    const bad = await boundaryErrors(
      'schema/violation.ts',
      "import { SECTION_REGISTRY } from '#sections/registry';\nexport const r = SECTION_REGISTRY;\n",
    );
    expect(bad).toHaveLength(1);
    const fine = await boundaryErrors(
      'schema/fine.ts',
      "import { SECTION_SCHEMAS } from '#sections/section-schemas';\nexport const s = SECTION_SCHEMAS;\n",
    );
    expect(fine).toHaveLength(0);
  });

  it('the server imports client/ only from server/ssr/', async () => {
    const code =
      "import { PAGE_MODULES } from '#client/pages/page-modules';\nexport const m = PAGE_MODULES;\n";
    expect(await boundaryErrors('server/loaders/violation.server.ts', code)).toHaveLength(1);
    expect(await boundaryErrors('server/ssr/fine.server.ts', code)).toHaveLength(0);
  });
});

describe('the browser build refuses .server modules', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'server-guard-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function buildEntry(entry: string) {
    return build({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins: [refuseServerModules(dir)],
      build: { write: false, rollupOptions: { input: path.join(dir, entry) } },
    });
  }

  it('fails with the importer and the module named', async () => {
    writeFileSync(
      path.join(dir, 'secret.server.ts'),
      "export const secret = 'database password';\n",
    );
    writeFileSync(
      path.join(dir, 'leaky.ts'),
      "import { secret } from './secret.server';\nconsole.log(secret);\n",
    );
    await expect(buildEntry('leaky.ts')).rejects.toThrow(
      /leaky\.ts imports the server-only module secret\.server\.ts/,
    );
  });

  it('a type-only import of a .server module builds', async () => {
    writeFileSync(path.join(dir, 'types.server.ts'), 'export interface Row { id: number }\n');
    writeFileSync(
      path.join(dir, 'typed.ts'),
      "import type { Row } from './types.server';\nconst row: Row = { id: 1 };\nconsole.log(row);\n",
    );
    await expect(buildEntry('typed.ts')).resolves.toBeDefined();
  });
});
