import request from 'supertest';
import { afterAll, beforeAll, expect } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from './test-app';

/**
 * The seeded directory app for one test file: made before its tests and closed after them.
 * `t` stands for the app once it is made (read it inside tests and hooks, not at the top of the
 * file), and `get` asks for a path as a visitor's browser does.
 */
export function seededDirectoryApp(env: Record<string, string> = {}) {
  let made: TestApp | undefined;
  beforeAll(async () => {
    made = await createTestApp(env, { directory: true });
  }, 120_000);
  afterAll(() => made?.close());
  const current = () => {
    if (!made) throw new Error('the directory app is made in beforeAll: read it inside a test');
    return made;
  };
  const t = new Proxy({} as TestApp, { get: (_, key) => Reflect.get(current(), key) });
  const get = (path: string) => request(current().app).get(path).set('User-Agent', BROWSER_UA);
  return { t, get };
}

/** The id (as text) of the seeded auction house of that name; fails the test when none is. */
export async function houseIdNamed(t: TestApp, name: string): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>(
    'SELECT id::text AS id FROM auction_houses WHERE name = $1',
    [name],
  );
  expect(rows[0], name).toBeDefined();
  return rows[0]!.id;
}
