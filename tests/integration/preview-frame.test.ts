import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import { cspSources } from '../helpers/csp';
import { PREVIEW_FRAME_PATH, PREVIEW_FRAME_ROOT_ID } from '#shared/routes/preview-frame';

let t: TestApp;
// A fresh app seeds its database; allow for a busy machine.
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const get = (path: string) => request(t.app).get(path).set('User-Agent', BROWSER_UA);

describe('the page editor’s preview frame document', () => {
  it('is an empty document with the root the editor renders into, and no script', async () => {
    const res = await get(PREVIEW_FRAME_PATH);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain(`id="${PREVIEW_FRAME_ROOT_ID}"`);
    expect(res.text).not.toMatch(/<script/i);
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });

  it('may be framed by this site only, and runs no script even if one got in', async () => {
    const res = await get(PREVIEW_FRAME_PATH);
    const csp = res.headers['content-security-policy']!;
    expect(cspSources(csp, 'frame-ancestors')).toEqual(["'self'"]);
    expect(cspSources(csp, 'script-src')).toEqual(["'none'"]);
    expect(cspSources(csp, 'style-src')).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('leaves every other page unframeable', async () => {
    for (const path of ['/', '/admin', '/listings']) {
      const csp = (await get(path)).headers['content-security-policy']!;
      expect(cspSources(csp, 'frame-ancestors'), path).toEqual(["'none'"]);
    }
  });
});
