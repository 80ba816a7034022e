import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { cspSources } from '../helpers/csp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAP_STYLE_URL: 'https://tiles.example.net/styles/uk/style.json' });
});
afterAll(() => t.close());

describe('MAP_STYLE_URL', () => {
  it('reaches the browser in the root data and its origin is allowed by the CSP', async () => {
    const res = await request(t.app).get('/listings/_payload.json').set('User-Agent', BROWSER_UA);
    expect(res.body.loaderData.root.app.mapStyleUrl).toBe(
      'https://tiles.example.net/styles/uk/style.json',
    );
    // The pages' policy: the map draws in a document (a page's data has a policy for data).
    const page = await request(t.app).get('/listings').set('User-Agent', BROWSER_UA);
    const csp = page.headers['content-security-policy']!;
    expect(cspSources(csp, 'connect-src')).toContain('https://tiles.example.net');
    expect(cspSources(csp, 'img-src')).toContain('https://tiles.example.net');
    expect(cspSources(csp, 'script-src')).not.toContain('https://tiles.example.net');
  });

  it('without it the browser gets null (the offline basemap) and no other origin is allowed', async () => {
    const plain = await createTestApp();
    try {
      const res = await request(plain.app).get('/listings/_payload.json');
      expect(res.body.loaderData.root.app.mapStyleUrl).toBeNull();
      const page = await request(plain.app).get('/listings');
      expect(cspSources(page.headers['content-security-policy']!, 'connect-src')).toEqual([
        "'self'",
      ]);
    } finally {
      await plain.close();
    }
  });
});
