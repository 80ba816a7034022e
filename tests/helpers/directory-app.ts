import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
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
