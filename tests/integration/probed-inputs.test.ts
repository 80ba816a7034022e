import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';

/**
 * Inputs a tester probing the production build found mishandled (decision 173): each answered
 * with a 500, a reordered catalogue or a page numbered past the end.
 */
const { t, get } = seededDirectoryApp();

describe('a NUL in an API query string', () => {
  it('is a 400 naming the parameter, for the search box and for the audit log', async () => {
    const suggest = await get('/api/suggest?q=le%00e');
    expect(suggest.status).toBe(400);
    expect(suggest.body.error.details.errors).toEqual({
      q: 'q must not contain NUL characters or broken Unicode.',
    });
    const editor = await t.sessionCookie('copy-editor');
    for (const filter of ['actor=%00', 'action=a%00', 'target=%00']) {
      const audit = await request(t.app).get(`/api/admin/audit?${filter}`).set('Cookie', editor);
      expect(audit.status, filter).toBe(400);
      expect(audit.body.error.name).toBe('ValidationError');
    }
    expect((await get('/api/suggest?q=leeds')).status).toBe(200);
  });
});

describe('an auction catalogue', () => {
  it('keeps its lot order for an order_by every JavaScript object answers', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT auction_id::text AS id FROM auction_properties
        GROUP BY auction_id HAVING count(*) >= 3 ORDER BY auction_id LIMIT 1`,
    );
    const lotsOf = async (query: string) => {
      const res = await get(`/auctions/${rows[0]!.id}/_payload.json${query}`);
      expect(res.status).toBe(200);
      const items = res.body.loaderData.auction.items as Array<{ id: number }>;
      return items.map((lot) => lot.id);
    };
    const catalogue = await lotsOf('');
    for (const name of ['toString', 'constructor', 'hasOwnProperty', 'garbage'])
      expect(await lotsOf(`?order_by=${name}`), name).toEqual(catalogue);
  });
});

describe('a later page of a search that finds nothing', () => {
  it.each([
    ['/listings?search=zzzzqq&page=5', '/listings?search=zzzzqq'],
    ['/sold-house-prices?location=zzzzqq&page=5', '/sold-house-prices?location=zzzzqq'],
    ['/auctioneers?search=zzzzqq&page=99', '/auctioneers?search=zzzzqq'],
  ])('%s goes to the first page, not "page 5 of 5" above no results', async (path, first) => {
    const res = await get(path);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(first);
  });
});

describe('an API refusal', () => {
  it('is said in words, not zod’s: a field the request does not take, a choice outside a list', async () => {
    const buyer = await t.sessionCookie();
    const extra = await request(t.app)
      .post('/api/watchlist/settings')
      .set('Cookie', buyer)
      .set('Origin', t.config.PUBLIC_URL)
      .send({ frequency: 'daily', user_id: 7 });
    expect(extra.status).toBe(400);
    expect(JSON.stringify(extra.body)).toContain('“user_id” is not a field of this request');
    expect(JSON.stringify(extra.body)).not.toContain('Unrecognized key');
    const choice = await get('/api/suggest?q=lee&houses=2');
    expect(choice.status).toBe(400);
    expect(choice.body.error.details.errors.houses).toBe('Choose one of: 0, 1');
  });
});
