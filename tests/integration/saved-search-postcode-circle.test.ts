import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { createTestUser, saveSearch } from '../helpers/test-users';
import { BROWSER_UA } from '../helpers/test-app';
import type { ListingsData } from '#shared/payloads/directory-data';

/**
 * A full postcode is searched in a circle of its own (a mile round its sector) when none is
 * chosen. A buyer's walk saved "M20 2AB" as "Lots in M20 2AB" though its alerts covered the mile,
 * and the same page with "Within 1 mile" chosen offered to save it again: two alerts, one search.
 */

const { t } = seededDirectoryApp({ RATE_LIMIT_MULTIPLIER: '100' });

async function page(qs: string, cookie: string): Promise<ListingsData> {
  const res = await request(t.app)
    .get(`/listings/_payload.json?${qs}`)
    .set('User-Agent', BROWSER_UA)
    .set('Cookie', cookie);
  expect(res.status).toBe(200);
  return res.body.loaderData.listings as ListingsData;
}

describe('a full postcode saved', () => {
  it('keeps its circle, is named by it, and is the same search with the circle chosen', async () => {
    const { rows } = await t.db.query<{ postcode: string }>(
      `SELECT postcode FROM auction_properties WHERE postcode ~ '^[A-Z0-9]+ [0-9][A-Z]{2}$'
        ORDER BY id LIMIT 1`,
    );
    const postcode = rows[0]!.postcode;
    const ada = await createTestUser(t, 'ada@example.co.uk');
    const bare = await page(`location=${encodeURIComponent(postcode)}`, ada.cookie);
    const miles = bare.place?.radiusMiles;
    expect(miles, 'a full postcode has a circle of its own').toBeGreaterThan(0);

    const saved = await saveSearch(t, ada, { query: `location=${encodeURIComponent(postcode)}` });
    expect(saved.name).toMatch(new RegExp(`^Lots within ${miles} miles? of ${postcode}$`, 'i'));

    // The page with the circle chosen is the search saved: it says so, and a second save finds it.
    const chosen = `location=${encodeURIComponent(postcode)}&radius=${miles}`;
    expect((await page(chosen, ada.cookie)).savedSearch?.id).toBe(saved.id);
    expect(
      (await page(`location=${encodeURIComponent(postcode)}`, ada.cookie)).savedSearch?.id,
    ).toBe(saved.id);
    const again = await request(t.app)
      .post('/api/saved-searches')
      .set('Origin', t.config.PUBLIC_URL)
      .set('Cookie', ada.cookie)
      .send({ query: chosen });
    expect(again.status).toBe(409);
    // A wider circle is another search.
    const wider = await saveSearch(t, ada, {
      query: `location=${encodeURIComponent(postcode)}&radius=10`,
    });
    expect(wider.id).not.toBe(saved.id);
  });
});
