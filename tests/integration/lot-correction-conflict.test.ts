import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ORIGIN = 'https://auctions.example.co.uk';
let t: TestApp;
let ann: string;
let bob: string;
let houseId: number;

beforeAll(async () => {
  t = await createTestApp();
  ann = await t.sessionCookie('editor');
  bob = await t.sessionCookie('copy-editor');
  const { rows } = await t.db.query<{ id: number }>(
    "INSERT INTO auction_houses (slug, name) VALUES ('conflict-house', 'Conflict House') RETURNING id",
  );
  houseId = Number(rows[0]!.id);
}, 240_000);
afterAll(() => t?.close());

async function newLot(): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO auction_properties (auction_house_id, title, auction_date, guide_price_min)
     VALUES ($1, 'Two editors flat', now() + interval '20 days', 200000) RETURNING id`,
    [houseId],
  );
  return Number(rows[0]!.id);
}
const load = async (id: number, cookie: string) =>
  (await request(t.app).get(`/api/admin/lots/${id}`).set('Cookie', cookie).expect(200)).body as {
    lot: { version: string; guide_min: number | null };
  };
const correct = (id: number, cookie: string, body: object) =>
  request(t.app)
    .put(`/api/admin/lots/${id}`)
    .set('Cookie', cookie)
    .set('Origin', ORIGIN)
    .send(body);

describe('PUT /api/admin/lots/{id}: a correction from an old version of the lot', () => {
  it('is refused with a 409 and a message once another editor has changed the lot', async () => {
    const id = await newLot();
    const seenByAnn = (await load(id, ann)).lot.version;
    const seenByBob = (await load(id, bob)).lot.version;
    expect(seenByAnn).toMatch(/^[\w-]{10,64}$/);
    expect(seenByBob).toBe(seenByAnn);

    const first = await correct(id, ann, { guide_min: 240000, base: seenByAnn });
    expect(first.status).toBe(200);
    expect(first.body.lot.version).not.toBe(seenByAnn);

    // Bob's form still shows the lot as it was: his save would undo Ann's change unseen.
    const stale = await correct(id, bob, { guide_min: 250000, base: seenByBob });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/changed by someone else since you opened it/);
    expect(stale.body.error.details.current).toMatchObject({
      guide_min: 240000,
      version: first.body.lot.version,
    });
    expect((await load(id, ann)).lot.guide_min).toBe(240000);

    // Looked at again, from the version as it is now: his save goes through.
    const again = await correct(id, bob, { guide_min: 250000, base: first.body.lot.version });
    expect(again.status).toBe(200);
    expect(again.body.lot.guide_min).toBe(250000);
  });

  it('a feed’s change since the form was opened counts as a change too', async () => {
    const id = await newLot();
    const seen = (await load(id, ann)).lot.version;
    await t.db.query('UPDATE auction_properties SET guide_price_min = 210000 WHERE id = $1', [id]);
    expect((await correct(id, ann, { guide_min: 220000, base: seen })).status).toBe(409);
  });

  it('a client that sends no version is not checked, as for pages and redirects', async () => {
    const id = await newLot();
    await correct(id, ann, { guide_min: 240000 }).expect(200);
    const res = await correct(id, bob, { guide_min: 230000 });
    expect(res.status).toBe(200);
    expect(res.body.lot.guide_min).toBe(230000);
  });

  it('a malformed version is a 400 on the field, never a 500', async () => {
    const id = await newLot();
    const res = await correct(id, ann, { guide_min: 240000, base: 'x'.repeat(500) });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors.base).toBeDefined();
  });
});

describe('PUT /api/admin/lots/{id}: a result the sale cannot have had yet', () => {
  it('refuses Unsold for a lot whose auction is still to come, on the status field', async () => {
    const id = await newLot();
    const res = await correct(id, ann, { status: 'Unsold' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors.status).toMatch(
      /^A lot is Unsold only once its auction has taken place/,
    );
    const { rows } = await t.db.query<{ lot_status: string | null }>(
      'SELECT lot_status FROM auction_properties WHERE id = $1',
      [id],
    );
    expect(rows[0]!.lot_status).toBeNull();
    // Sold before its auction is a result it can have.
    expect((await correct(id, ann, { status: 'Sold', sold_price: 210000 })).status).toBe(200);
  });
});
