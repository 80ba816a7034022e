import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { feedTestApp, flatsCatalogue, postFeed } from '../helpers/lot-feed-fixtures';
import { SALE_AT } from '../helpers/sale-day';

/**
 * An editor's correction against the house's next feed (decision 147): it stands while the house
 * still sends what it sent before it, and gives way to what the house sends next. The house's
 * unchanged nightly catalogue put a corrected sold price back, recorded a second "Sold price
 * corrected" and e-mailed the watchers both; it withdrew again a lot an editor had put back on sale.
 */
const ORIGIN = 'https://auctions.example.co.uk';
const { t, feed } = feedTestApp({ clearEach: true });

const sold = (csv: string, lot: number, price: number) =>
  csv
    .split('\n')
    .map((line) =>
      line.includes(`,${lot},Flat ${lot},`) ? line.replace(/,,$/, `,Sold,${price}`) : line,
    )
    .join('\n');

const lotId = async (n: number) =>
  Number(
    (
      await t.db.query<{ id: number | string }>(
        'SELECT id FROM auction_properties WHERE lot_number = $1',
        [String(n)],
      )
    ).rows[0]!.id,
  );
const lotOf = async (id: number) =>
  (
    await t.db.query<{ guide: number; status: string | null; price: number | null }>(
      `SELECT guide_price_min AS guide, lot_state(lot_status, auction_date, auction_end_date) AS status,
              sold_price AS price FROM auction_properties WHERE id = $1`,
      [id],
    )
  ).rows[0]!;
const eventsOf = async (id: number) =>
  (
    await t.db.query<{ e: string }>(
      "SELECT source || ':' || kind AS e FROM lot_events WHERE lot_id = $1 ORDER BY id",
      [id],
    )
  ).rows.map((r) => r.e);
const correct = async (id: number, body: object) =>
  request(t.app)
    .put(`/api/admin/lots/${id}`)
    .set('Cookie', await t.sessionCookie('editor'))
    .set('Origin', ORIGIN)
    .send(body);

describe('an editor’s correction and the house’s next feed', () => {
  it('stands while the house sends what it sent before, and gives way to its next word', async () => {
    const catalogue = sold(flatsCatalogue({ 1: 250000, 2: 180000 }), 2, 345000);
    expect((await postFeed(t.app, feed.token, catalogue)).status).toBe(201);
    const [one, two] = [await lotId(1), await lotId(2)];
    expect((await correct(one, { guide_min: 245000 })).status).toBe(200);
    expect((await correct(two, { sold_price: 350000 })).status).toBe(200);

    // The house's nightly catalogue, as it was: nothing changes, nothing is recorded.
    const again = await postFeed(t.app, feed.token, catalogue);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('unchanged');
    expect(await lotOf(one)).toMatchObject({ guide: 245000 });
    expect(await lotOf(two)).toMatchObject({ status: 'Sold', price: 350000 });
    expect(await eventsOf(two)).toEqual(['feed:listed', 'feed:result', 'editor:result']);

    // The house changes the guide: its new word replaces the correction, and stays.
    const cut = sold(flatsCatalogue({ 1: 240000, 2: 180000 }), 2, 345000);
    expect((await postFeed(t.app, feed.token, cut)).status).toBe(201);
    expect(await lotOf(one)).toMatchObject({ guide: 240000 });
    expect((await postFeed(t.app, feed.token, cut)).body.status).toBe('unchanged');
    expect(await lotOf(two)).toMatchObject({ price: 350000 });
  });

  it('keeps a lot an editor put back on sale while the feed still leaves it out', async () => {
    expect(
      (await postFeed(t.app, feed.token, flatsCatalogue({ 1: 250000, 2: 180000, 3: 90000 })))
        .status,
    ).toBe(201);
    const shorter = flatsCatalogue({ 1: 250000, 2: 180000 });
    expect((await postFeed(t.app, feed.token, shorter)).status).toBe(201);
    const three = await lotId(3);
    expect(await lotOf(three)).toMatchObject({ status: 'Withdrawn' });
    expect((await correct(three, { status: 'Available' })).status).toBe(200);

    expect((await postFeed(t.app, feed.token, shorter)).body.status).toBe('unchanged');
    expect(await lotOf(three)).toMatchObject({ status: 'Available' });
    expect(await eventsOf(three)).toEqual([
      'feed:listed',
      'feed:withdrawn',
      'editor:status_changed',
    ]);
  });

  it('keeps a lot’s corrected date when the feed then leaves it out and withdraws it', async () => {
    expect(
      (await postFeed(t.app, feed.token, flatsCatalogue({ 1: 250000, 2: 180000, 3: 90000 })))
        .status,
    ).toBe(201);
    const three = await lotId(3);
    const moved = new Date(Date.parse(SALE_AT) + 24 * 3600_000).toISOString();
    expect((await correct(three, { auction_date: moved })).status).toBe(200);
    expect(
      (await postFeed(t.app, feed.token, flatsCatalogue({ 1: 250000, 2: 180000 }))).status,
    ).toBe(201);
    const { rows } = await t.db.query<{ at: Date }>(
      'SELECT auction_date AS at FROM auction_properties WHERE id = $1',
      [three],
    );
    expect(await lotOf(three)).toMatchObject({ status: 'Withdrawn' });
    expect(new Date(rows[0]!.at).toISOString()).toBe(moved);
  });

  it('is no correction once the editor sets the house’s value back', async () => {
    expect((await postFeed(t.app, feed.token, flatsCatalogue({ 1: 250000 }))).status).toBe(201);
    const one = await lotId(1);
    await correct(one, { guide_min: 245000 });
    await correct(one, { guide_min: 250000 });
    const { rows } = await t.db.query('SELECT * FROM lot_corrections WHERE lot_id = $1', [one]);
    expect(rows).toEqual([]);
  });
});
