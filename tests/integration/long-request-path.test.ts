import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { INPUT_LIMITS } from '#schema/input-limits';

/** Decision 083: no path longer than any address of the site is read by route rules or pages. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 240_000);
afterAll(() => t?.close());

describe('an address longer than any of the site', () => {
  it(`is a 414 naming the cap (${INPUT_LIMITS.requestPath}), before route rules or pages read it`, async () => {
    const path = `/a${'/'.repeat(15_000)}x`; // Node refuses a request head over 16 KB (431)
    const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
    expect(res.status).toBe(414);
    expect(res.body.error.details.errors.path).toBe(
      `An address may be at most ${INPUT_LIMITS.requestPath} characters long (got ${path.length}).`,
    );
  });

  it('at the cap is read as before (its query not counted)', async () => {
    const path = `/a${'/'.repeat(INPUT_LIMITS.requestPath - 3)}x`;
    const res = await request(t.app)
      .get(`${path}?q=${'a'.repeat(50)}`)
      .set('User-Agent', BROWSER_UA);
    expect(res.status).not.toBe(414);
    expect(res.status).toBeLessThan(500);
  });
});
