import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';

const { t, get } = seededDirectoryApp();
const ORIGIN = 'https://auctions.example.co.uk';

/**
 * An editor's "sold before NOW" on sold prices: NOW was the request's instant, which the graph's
 * `date` refuses, so the section was left out of the page for every visitor.
 */
describe('a cards-by-query section filtering a column of dates by NOW', () => {
  it('shows the latest sales up to today', async () => {
    const editor = await t.sessionCookie('editor');
    const send = (method: 'post' | 'put', path: string, body: object) =>
      request(t.app)[method](path).set('Cookie', editor).set('Origin', ORIGIN).send(body);
    const created = await send('post', '/api/admin/pages', {
      path: '/latest-sales',
      title: 'Latest sales',
    });
    expect(created.status).toBe(201);
    const id = created.body.page.id as number;
    const saved = await send('put', `/api/admin/pages/${id}/draft`, {
      document: {
        slug: 'latest-sales',
        title: 'Latest sales',
        layout: 'default',
        seo: { noindex: false },
        sections: [
          {
            type: 'cards-by-query',
            id: 'latest',
            title: 'Sold up to today',
            query: {
              dataset: 'sold_house_prices',
              filters: [{ field: 'date_of_transfer', op: '_lte', value: 'NOW' }],
              order: [{ field: 'date_of_transfer', direction: 'desc' }],
              limit: 3,
            },
          },
        ],
      },
    });
    expect(saved.body.issues).toEqual([]);
    expect((await send('post', `/api/admin/pages/${id}/publish`, {})).status).toBe(200);

    const payload = await get('/latest-sales/_payload.json');
    const [section] = payload.body.loaderData['cms-page'].sections;
    const sales = section.data as Array<{ date_of_transfer: string; street: string }>;
    expect(sales).toHaveLength(3);
    const today = new Date().toISOString().slice(0, 10);
    for (const sale of sales) expect(sale.date_of_transfer <= today).toBe(true);
    const page = await get('/latest-sales');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Sold up to today');
    expect(page.text).toContain(sales[0]!.street);
  });
});
