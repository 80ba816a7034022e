import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { directory: true });
}, 120_000);
afterAll(() => t.close());

/**
 * React moves a finished Suspense boundary larger than its progressive chunk size out of place
 * (a hidden `<div id="S:…">` put back by an inline script). Without JavaScript the visitor then sees
 * only the fallback. Pages must arrive with their content in place.
 */
describe('pages work without JavaScript', () => {
  it.each(['/listings', '/auctioneers', '/articles', '/'])(
    '%s has its content in place',
    async (path) => {
      const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
      expect(res.status).toBe(200);
      expect(res.text).not.toMatch(/<div hidden="" id="S:/);
      expect(res.text).not.toContain('<template id="B:');
    },
  );
});
