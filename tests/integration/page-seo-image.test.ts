import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';

const ORIGIN = 'https://auctions.example.co.uk';

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.sessionCookie('editor');
});
afterAll(() => t.close());

const send = (method: 'post' | 'put', path: string, body: unknown) => {
  const agent = request(t.app);
  return agent[method](path)
    .set('Cookie', editor)
    .set('Origin', ORIGIN)
    .send(body as object);
};

const hero = {
  type: 'hero',
  id: 'hero-1',
  title: 'Auction fees, explained',
  subtitle: 'What buyers pay on top of the hammer price',
  ctas: [],
};
const doc = (image: string) => ({
  slug: 'x',
  title: 'Auction fees',
  layout: 'default',
  seo: { title: 'Auction fees: what buyers pay', image, noindex: false },
  sections: [hero],
});

describe('the SEO image an editor sets', () => {
  let id: number;
  beforeAll(async () => {
    const res = await send('post', '/api/admin/pages', { path: '/guides/fees', title: 'Fees' });
    id = res.body.page.id;
  });

  it.each(['not a url', 'javascript:alert(1)', '//evil.example/x.png', 'http://example.com/x.png'])(
    'is refused on the field when it is %j',
    async (image) => {
      const res = await send('put', `/api/admin/pages/${id}/draft`, { document: doc(image) });
      expect(res.status).toBe(400);
      expect(res.body.error.details.errors['document.seo.image']).toBe(
        'Use an image on this site (/media/…) or an https:// address',
      );
    },
  );

  it('is what a shared link shows: og:image, absolute, on the published page', async () => {
    const src = '/media/uploads/fees.png';
    expect((await send('put', `/api/admin/pages/${id}/draft`, { document: doc(src) })).status).toBe(
      200,
    );
    expect((await send('post', `/api/admin/pages/${id}/publish`, {})).status).toBe(200);
    const page = await request(t.app).get('/guides/fees').set('User-Agent', BROWSER_UA);
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      `<meta property="og:image" content="${t.config.PUBLIC_URL}/media/uploads/fees.png"/>`,
    );
  });
});
