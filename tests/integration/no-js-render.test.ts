import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { BROWSER_UA } from '../helpers/test-app';

const { t } = seededDirectoryApp();

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
