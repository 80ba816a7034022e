import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { cspSources } from '../helpers/csp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ANALYTICS_ID: 'G-TEST123' });
});
afterAll(() => t.close());

const get = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);

describe('ANALYTICS_ID', () => {
  it('the browser gets the tracker in the root data of pages and payloads', async () => {
    const payload = await get('/listings/_payload.json');
    expect(payload.body.loaderData.root.app.analytics).toEqual({ kind: 'ga4', id: 'G-TEST123' });
    const page = await get('/');
    expect(page.text).toContain('"analytics":{"kind":"ga4","id":"G-TEST123"}');
  });

  it("the CSP allows the tracker's origins, and still no inline script without the nonce", async () => {
    const csp = (await get('/')).headers['content-security-policy']!;
    expect(cspSources(csp, 'script-src')).toContain('https://*.googletagmanager.com');
    expect(cspSources(csp, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(csp).not.toContain('unsafe-inline');
  });
});
