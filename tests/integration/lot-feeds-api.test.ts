import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BROWSER_UA, createTestApp, type TestApp } from '../helpers/test-app';
import {
  FEED_HOUSE,
  clearFeedData,
  lotFeedFixture,
  seedFeedDirectory,
} from '../helpers/lot-feed-fixtures';
import { createFeedToken, revokeFeedTokens } from '#server/lots/feeds/feed-tokens.server';
import { LOT_FEED_LIMITS } from '#schema/lot-feed-format';
import { SALE_AT, SALE_ISO } from '../helpers/sale-day';
import { historyEntries } from '../helpers/lot-history';

const ORIGIN = 'https://auctions.example.co.uk';

describe('POST /api/feeds/lots and the editors’ lot corrections', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedFeedDirectory(t.db);
    await t.db.query("INSERT INTO auction_houses (slug, name) VALUES ('other-house', 'Other')");
    token = (await createFeedToken(t.db, FEED_HOUSE))!;
    otherToken = (await createFeedToken(t.db, 'other-house'))!;
  }, 240_000);
  beforeEach(() => clearFeedData(t.db));
  afterAll(() => t?.close());

  const send = (body: string, type = 'text/csv', bearer: string | null = token, query = '') => {
    const r = request(t.app).post(`/api/feeds/lots${query}`).set('Content-Type', type);
    if (bearer) r.set('Authorization', `Bearer ${bearer}`);
    return r.send(body);
  };

  it('applies a catalogue sent with the house’s token: 201 with the counts', async () => {
    const res = await send(lotFeedFixture('catalogue-valid.csv'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'applied',
      counts: { inserted: 5, updated: 0, withdrawn: 0, unchanged: 0, rejected: 0 },
    });
    const again = await send(lotFeedFixture('catalogue-second.json'), 'application/json');
    expect(again.status).toBe(201);
    expect(again.body.counts).toMatchObject({ updated: 3, withdrawn: 1, unchanged: 1 });
    const { rows } = await t.db.query<{ source: string; n: number }>(
      `SELECT i.source, count(*)::int AS n FROM lot_feed_imports i GROUP BY i.source`,
    );
    expect(rows).toEqual([{ source: 'http', n: 2 }]);
  });

  it('a dry run answers each lot’s changes and writes nothing', async () => {
    await send(lotFeedFixture('catalogue-valid.csv'));
    const res = await send(
      lotFeedFixture('catalogue-second.json'),
      'application/json',
      token,
      '?dry_run=1',
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('dry-run');
    expect(
      res.body.lots.map((l: { lotNumber: string; action: string }) => [l.lotNumber, l.action]),
    ).toEqual([
      ['1', 'updated'],
      ['3', 'updated'],
      ['4', 'updated'],
      ['2', 'withdrawn'],
    ]);
    const { rows } = await t.db.query(
      "SELECT count(*)::int AS n FROM auction_properties WHERE lot_status IS NOT NULL AND lot_status <> 'Available'",
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('a dry run of new lots names no lot id: none of them is a lot, then or after the import', async () => {
    // It reported ids from the sequence, spent by the rollback: the real import's lots had others.
    const dry = await send(lotFeedFixture('catalogue-valid.csv'), 'text/csv', token, '?dry_run=1');
    expect(dry.status).toBe(200);
    const lots = dry.body.lots as Array<{ action: string; lotId: number | null }>;
    expect(lots.map((l) => l.action)).toEqual(Array(5).fill('inserted'));
    expect(lots.map((l) => l.lotId)).toEqual(Array(5).fill(null));
    const real = await send(lotFeedFixture('catalogue-valid.csv'));
    expect(real.body.counts.inserted).toBe(5);
  });

  it('answers 400 with each rejected row (line, field, reason) and changes nothing', async () => {
    const res = await send(lotFeedFixture('catalogue-malformed.csv'));
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors).toContainEqual({
      line: 3,
      field: 'postcode',
      reason: 'Not a valid UK postcode (given "NOT A CODE")',
    });
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM auction_properties');
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('refuses a missing, wrong or revoked token (401), another house’s token (403)', async () => {
    const feed = lotFeedFixture('catalogue-valid.csv');
    expect((await send(feed, 'text/csv', null)).status).toBe(401);
    const wrong = await send(feed, 'text/csv', `lf_${'x'.repeat(43)}`);
    expect(wrong.status).toBe(401);
    expect(wrong.headers['www-authenticate']).toMatch(/^Bearer/);
    const other = await send(feed, 'text/csv', otherToken);
    expect(other.status).toBe(403);
    expect(other.body.error.message).toBe('This token sends feeds of other-house only.');
    const spare = (await createFeedToken(t.db, 'other-house'))!;
    expect(await revokeFeedTokens(t.db, 'other-house')).toBe(2);
    expect((await send(feed, 'text/csv', spare)).status).toBe(401);
    // Nothing left to revoke is 0; a slug no house has is null, so `feeds:token --revoke` with a
    // mistyped slug says so instead of "Revoked 0 tokens".
    expect(await revokeFeedTokens(t.db, 'other-house')).toBe(0);
    expect(await revokeFeedTokens(t.db, 'no-such-house')).toBeNull();
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM auction_properties');
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('a feed that would withdraw most of an auction’s lots is refused unless it says it means it', async () => {
    await send(lotFeedFixture('catalogue-valid.csv'));
    // Lots 1 and 2 only: the other 3 of the 5 lots still offered would be withdrawn.
    const partial = lotFeedFixture('catalogue-valid.csv')
      .split('\n')
      .filter((line) => !/,Traditional,[345],/.test(line))
      .join('\n');
    const refused = await send(partial);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('December Property Auction');
    expect(refused.body.error.message).toContain('would withdraw 3 of the 5 lots still offered');
    expect(refused.body.error.message).toContain('withdraw_missing=all');
    const offered = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM auction_properties WHERE lot_status IS DISTINCT FROM 'Withdrawn'",
    );
    expect(offered.rows[0]!.n).toBe(5);

    const dry = await send(partial, 'text/csv', token, '?dry_run=1');
    expect(dry.status).toBe(200);
    expect(dry.body.refused[0]).toMatchObject({ auction: 'HP-2026-12', withdraw: 3, offered: 5 });
    expect(dry.body.lots.filter((l: { action: string }) => l.action === 'withdrawn').length).toBe(
      3,
    );

    const meant = await send(partial, 'text/csv', token, '?withdraw_missing=all');
    expect(meant.status).toBe(201);
    expect(meant.body.counts.withdrawn).toBe(3);
    expect(
      meant.body.withdrawn.map((l: { lotNumber: string; lotId: number }) => l.lotNumber),
    ).toEqual(['3', '4', '5']);
    expect(typeof meant.body.withdrawn[0].lotId).toBe('number');
  });

  it('a feed that leaves out one lot withdraws it, and its answer says which', async () => {
    await send(lotFeedFixture('catalogue-valid.csv'));
    const withoutLot5 = lotFeedFixture('catalogue-valid.csv')
      .split('\n')
      .filter((line) => !/,Traditional,5,/.test(line))
      .join('\n');
    const res = await send(withoutLot5);
    expect(res.status).toBe(201);
    expect(res.body.withdrawn).toEqual([
      expect.objectContaining({ auction: 'HP-2026-12', lotNumber: '5' }),
    ]);
  });

  it('an empty feed is a 400 with a plain message, logged as nothing applied', async () => {
    const header = lotFeedFixture('catalogue-valid.csv').split('\n').slice(0, 2).join('\n');
    const csv = await send(`${header}\n`);
    expect(csv.status).toBe(400);
    expect(csv.body.error.message).toContain('lists no lots');
    const json = await send('{"format_version":1,"lots":[]}', 'application/json');
    expect(json.status).toBe(400);
    expect(json.body.error.message).toContain('lists no lots');
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM lot_feed_imports');
    expect(rows.map((r) => r.status)).not.toContain('applied');
  });

  it('a file with no lot rows to read says what is wrong with it, not that one row was rejected', async () => {
    // An empty body, a comment alone, or a header line the CSV reader cannot read: nothing in
    // them is a row, and "1 row(s) were rejected" sent the house looking for one.
    for (const [body, reason] of [
      ['', 'The feed is empty'],
      ['# December catalogue\n', 'The feed is empty'],
      ['house,"auction_title\n', 'quote'],
    ] as const) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(reason);
      expect(res.body.error.message).not.toMatch(/row\(s\) were rejected/);
      expect(res.body.error.details.errors[0].field).toBe('header');
    }
  });

  it('the same feed sent again records nothing: no log entry, no event', async () => {
    const first = await send(lotFeedFixture('catalogue-valid.csv'));
    expect(first.status).toBe(201);
    const events = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lot_events')).rows[0]!.n;
    const before = await events();
    const again = await send(lotFeedFixture('catalogue-valid.csv'));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: 'unchanged', importId: null });
    expect(again.body.counts).toMatchObject({ unchanged: 5, inserted: 0, updated: 0 });
    const log = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lot_feed_imports');
    expect(log.rows[0]!.n).toBe(1);
    expect(await events()).toBe(before);
  });

  it('refuses another content type (415) and a body over the limit (413)', async () => {
    const xml = await send('<lots/>', 'application/xml');
    expect(xml.status).toBe(415);
    const huge = await send('x'.repeat(LOT_FEED_LIMITS.maxBytes + 1));
    expect(huge.status).toBe(413);
    expect(huge.body.error.name).toBe('PayloadTooLargeError');
  });

  it('a withdrawn lot sent again is back on sale: its history, its auction and the watcher’s change', async () => {
    await send(lotFeedFixture('catalogue-valid.csv'));
    const { rows } = await t.db.query<{ id: string }>(
      "SELECT id FROM auction_properties WHERE lot_number = '2'",
    );
    const lotId = Number(rows[0]!.id);
    // The second feed leaves lot 2 out: withdrawn.
    await send(lotFeedFixture('catalogue-second.json'), 'application/json');
    const buyer = await t.sessionCookie('user');
    const watched = await request(t.app)
      .post('/api/watchlist')
      .set('Origin', ORIGIN)
      .set('Cookie', buyer)
      .send({ lot_id: lotId });
    expect(watched.status).toBe(201);
    // The next feed lists it again, with no status.
    const back = await send(lotFeedFixture('catalogue-valid.csv').replace(',Available,', ',,'));
    expect(back.status).toBe(201);

    const page = await request(t.app).get(`/listings/${lotId}`).set('User-Agent', BROWSER_UA);
    // The lot page's history: each entry's event, without its price.
    expect(historyEntries(page.text).map((e) => e.split(' · ')[0])).toEqual([
      'Listed',
      'Withdrawn',
      'Back on sale',
      'Auction',
    ]);
    const profile = await request(t.app)
      .get('/profile')
      .set('User-Agent', BROWSER_UA)
      .set('Cookie', buyer);
    expect(profile.text).toContain('Status Withdrawn → Available');
    await request(t.app)
      .delete(`/api/watchlist/${lotId}`)
      .set('Origin', ORIGIN)
      .set('Cookie', buyer);
  });

  it('a date without a time is that UK day: pages show the day, never a made-up time', async () => {
    // 3 June (summer time) of a year still to come: the sale must be ahead of the real clock.
    const now = new Date();
    const year = now.getUTCFullYear() + (now.getUTCMonth() >= 4 ? 1 : 0);
    const res = await send(
      lotFeedFixture('catalogue-valid.csv').replaceAll(SALE_AT, `${year}-06-03`),
    );
    expect(res.status).toBe(201);
    const { rows } = await t.db.query<{ id: string; auction_id: string }>(
      "SELECT id, auction_id FROM auction_properties WHERE lot_number = '1'",
    );
    const words = async (path: string) =>
      (await request(t.app).get(path).set('User-Agent', BROWSER_UA)).text
        .replace(/<script[\s\S]*?<\/script>/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
    const lotPage = await words(`/listings/${rows[0]!.id}`);
    expect(lotPage).toContain(`Auction Date 03 June, ${year} Address`);
    const auctionPage = await words(`/auctions/${rows[0]!.auction_id}`);
    expect(auctionPage).toContain(`Date 03 June ${year} Add to calendar Where`);
    // A room sale given as a whole day: held that day, at no made-up time.
    expect(auctionPage).toMatch(new RegExp(`The auction is held on 03 June ${year} ?\\.`));
    expect(`${lotPage}${auctionPage}`).not.toMatch(/\d\d:\d\d (BST|GMT)/);
  });

  describe('/api/admin/lots', () => {
    const editor = async () => t.sessionCookie('copy-editor');
    const lotId = async () => {
      await send(lotFeedFixture('catalogue-valid.csv'));
      const { rows } = await t.db.query<{ id: string }>(
        "SELECT id FROM auction_properties WHERE lot_number = '1'",
      );
      return Number(rows[0]!.id);
    };
    const correction = {
      guide_min: 240000,
      guide_max: 260000,
      status: '',
      sold_price: '',
      auction_date: SALE_ISO,
      auction_end_date: '',
      legal_pack_url: 'https://example.com/hp/1-legal.pdf',
    };

    it('finds a lot by address and corrects it: an editor event and a history entry', async () => {
      const id = await lotId();
      const cookie = await editor();
      const found = await request(t.app).get('/api/admin/lots?q=Kennington').set('Cookie', cookie);
      expect(found.status).toBe(200);
      expect(found.body.lots.map((l: { id: number }) => Number(l.id))).toEqual([id]);
      const res = await request(t.app)
        .put(`/api/admin/lots/${id}`)
        .set('Cookie', cookie)
        .set('Origin', ORIGIN)
        .send(correction);
      expect(res.status).toBe(200);
      expect(res.body.lot).toMatchObject({ guide_min: 240000, guide_max: 260000 });
      const { rows } = await t.db.query<{ kind: string; source: string; actor: string }>(
        'SELECT kind, source, actor FROM lot_events WHERE lot_id = $1 ORDER BY id',
        [id],
      );
      const editorRow = await t.db.query<{ id: string }>(
        "SELECT id FROM users WHERE role = 'editor' ORDER BY id LIMIT 1",
      );
      expect(rows.at(-1)).toEqual({
        kind: 'guide_changed',
        source: 'editor',
        actor: `user:${editorRow.rows[0]!.id}`,
      });
      const detail = await request(t.app).get(`/api/admin/lots/${id}`).set('Cookie', cookie);
      // Who made each change, as an editor reads it: was only "editor (user:2)".
      expect(detail.body.events[0]).toMatchObject({
        kind: 'guide_changed',
        source: 'editor',
        by: 'copy-editor@example.co.uk',
      });
      expect(detail.body.events.at(-1)).toMatchObject({ kind: 'listed', by: /^feed import \d+$/ });
      // The same correction again is no change: no new event.
      await request(t.app)
        .put(`/api/admin/lots/${id}`)
        .set('Cookie', cookie)
        .set('Origin', ORIGIN)
        .send(correction);
      const after = await t.db.query(
        'SELECT count(*)::int AS n FROM lot_events WHERE lot_id = $1',
        [id],
      );
      expect(after.rows[0]).toEqual({ n: rows.length });
    });

    it('takes a price as a catalogue writes it and a date in London time, as the form sends them', async () => {
      const id = await lotId();
      const res = await request(t.app)
        .put(`/api/admin/lots/${id}`)
        .set('Cookie', await editor())
        .set('Origin', ORIGIN)
        .send({
          ...correction,
          guide_min: '£240,000',
          guide_max: '260,000',
          auction_date: '2027-06-03T10:00',
        });
      // Before: "Give the guide price as a whole number" and a date that had to be typed in UTC.
      expect(res.status).toBe(200);
      expect(res.body.lot).toMatchObject({ guide_min: 240000, guide_max: 260000 });
      const { rows } = await t.db.query<{ at: string }>(
        `SELECT to_char(auction_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS at
           FROM auction_properties WHERE id = $1`,
        [id],
      );
      // 10:00 in London in June is 09:00 UTC (BST).
      expect(rows[0]!.at).toBe('2027-06-03T09:00');
    });

    it('changes only the fields an API client sends: null clears one, the rest are kept', async () => {
      const id = await lotId();
      const cookie = await editor();
      const put = (body: object) =>
        request(t.app)
          .put(`/api/admin/lots/${id}`)
          .set('Cookie', cookie)
          .set('Origin', ORIGIN)
          .send(body);
      // Before: the legal pack, the upper guide and every other field left out were wiped.
      const cut = await put({ guide_min: 240000 });
      expect(cut.status).toBe(200);
      expect(cut.body.lot).toMatchObject({
        guide_min: 240000,
        guide_max: 275000,
        legal_pack_url: 'https://example.com/hp/1-legal.pdf',
        auction_date: SALE_ISO,
      });
      expect(cut.body.changes.map((c: { kind: string }) => c.kind)).toEqual(['guide_changed']);
      // A lone sold price is checked against the lot as it is: Sold already, so it is taken.
      expect((await put({ status: 'Sold' })).status).toBe(200);
      const sold = await put({ sold_price: '£262,000' });
      expect(sold.status).toBe(200);
      expect(sold.body.lot).toMatchObject({ status: 'Sold', sold_price: 262000 });
      // Back on sale with the sold price still there: refused on the field, nothing changed.
      const back = await put({ status: 'Available' });
      expect(back.status).toBe(400);
      expect(back.body.error.details.errors).toEqual({
        sold_price: 'A sold price needs the status Sold',
      });
      expect((await put({ status: 'Available', sold_price: null })).body.lot).toMatchObject({
        status: 'Available',
        sold_price: null,
      });
      // null clears; the auction date can be moved but not cleared.
      const cleared = await put({ legal_pack_url: null, guide_max: '' });
      expect(cleared.body.lot).toMatchObject({ legal_pack_url: null, guide_max: null });
      const noDate = await put({ auction_date: null });
      expect(noDate.status).toBe(400);
      expect(noDate.body.error.details.errors.auction_date).toMatch(/always has an auction date/);
      expect((await put({ bedrooms: 3 })).body.error.details.errors).toBeDefined();
    });

    it('rejects bad input with field messages (400), and needs an editor (401/403)', async () => {
      const id = await lotId();
      const cookie = await editor();
      const bad = await request(t.app)
        .put(`/api/admin/lots/${id}`)
        .set('Cookie', cookie)
        .set('Origin', ORIGIN)
        .send({ ...correction, legal_pack_url: 'javascript:x' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.details.errors).toMatchObject({
        legal_pack_url: 'Give a full http(s) address or a path on this site',
      });
      // Fields that are each right but wrong together: checked on the lot as corrected.
      const incoherent = await request(t.app)
        .put(`/api/admin/lots/${id}`)
        .set('Cookie', cookie)
        .set('Origin', ORIGIN)
        .send({ ...correction, guide_max: 1000, sold_price: 5 });
      expect(incoherent.status).toBe(400);
      expect(incoherent.body.error.details.errors).toMatchObject({
        guide_max: 'The upper guide price is below the lower one',
        sold_price: 'A sold price needs the status Sold',
      });
      const anon = await request(t.app)
        .put(`/api/admin/lots/${id}`)
        .set('Origin', ORIGIN)
        .send(correction);
      expect(anon.status).toBe(401);
      const buyer = await request(t.app)
        .get('/api/admin/imports')
        .set('Cookie', await t.sessionCookie('user'));
      expect(buyer.status).toBe(403);
      expect(
        (await request(t.app).get('/api/admin/lots/999999').set('Cookie', cookie)).status,
      ).toBe(404);
    });

    it('lists the import log with rejected rows', async () => {
      await send(lotFeedFixture('catalogue-malformed.csv'));
      const res = await request(t.app)
        .get('/api/admin/imports')
        .set('Cookie', await editor());
      expect(res.status).toBe(200);
      expect(res.body.imports[0]).toMatchObject({
        status: 'rejected',
        source: 'http',
        rejected: 4,
      });
      expect(res.body.imports[0].rejectedRows.length).toBeGreaterThanOrEqual(4);
    });

    it('keeps an applied file’s warnings in the import log, as its sender was told them', async () => {
      const sent = await send(lotFeedFixture('catalogue-valid.csv'));
      expect(sent.status).toBe(201);
      const told = sent.body.warnings as { line: number; field: string; reason: string }[];
      expect(told.map((w) => w.field)).toContain('postcode');
      const res = await request(t.app)
        .get('/api/admin/imports')
        .set('Cookie', await editor());
      expect(res.body.imports[0]).toMatchObject({ status: 'applied', id: sent.body.importId });
      expect(res.body.imports[0].warnings).toEqual(told);
      expect(res.body.imports[0].rejectedRows).toEqual([]);
    });
  });
});
