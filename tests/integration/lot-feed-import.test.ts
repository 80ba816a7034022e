import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../helpers/test-db';
import { clearFeedData, lotFeedFixture, seedFeedDirectory } from '../helpers/lot-feed-fixtures';
import { importLotFeed } from '#server/lots/feeds/import-lot-feed.server';
import { listImports } from '#server/lots/feeds/import-log.server';
import { SALE_AT, SALE_DAY, SALE_ISO } from '../helpers/sale-day';
import { plusDays } from '#schema/uk-clock';

const NOW = new Date('2026-11-24T12:00:00Z');

async function importFixture(t: TestDb, name: string, extra: { dryRun?: boolean } = {}) {
  return importLotFeed(t.db, {
    text: lotFeedFixture(name),
    fileName: name,
    source: 'cli',
    now: NOW,
    ...extra,
  });
}

const lotRows = async (t: TestDb) =>
  (
    await t.db.query<Record<string, unknown>>(
      `SELECT lot_number, lot_status, guide_price_min, guide_price_max, sold_price, legal_pack_url,
         location_slug, postcode_district, lat, history, title
       FROM auction_properties ORDER BY lot_number`,
    )
  ).rows;

const eventRows = async (t: TestDb) =>
  (
    await t.db.query<{ lot_number: string; kind: string; source: string; actor: string }>(
      `SELECT p.lot_number, e.kind, e.source, e.actor, e.before, e.after FROM lot_events e
       JOIN auction_properties p ON p.id = e.lot_id ORDER BY e.id`,
    )
  ).rows;

describe('lot feed import', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb({ label: 'lot-feed-import' });
    await seedFeedDirectory(t.db);
  });
  beforeEach(() => clearFeedData(t.db));
  afterAll(() => t?.dispose());

  it('lists a new catalogue: its auction, lots placed for searches and the map, listed events', async () => {
    const report = await importFixture(t, 'catalogue-valid.csv');
    expect(report.status).toBe('applied');
    expect(report.counts).toEqual({
      inserted: 5,
      updated: 0,
      withdrawn: 0,
      unchanged: 0,
      rejected: 0,
    });
    // SE11 and N7 are districts the test directory does not know: accepted, with a warning.
    expect(report.warnings.map((w) => [w.line, w.field])).toEqual([
      [4, 'postcode'],
      [6, 'postcode'],
    ]);
    const auctions = await t.db.query(
      'SELECT title, external_ref, venue, auction_method FROM auctions',
    );
    expect(auctions.rows).toEqual([
      {
        title: 'December Property Auction',
        external_ref: 'HP-2026-12',
        venue: 'The Grand Connaught Rooms, London',
        auction_method: 'Traditional',
      },
    ]);
    const lots = await lotRows(t);
    expect(lots[0]).toMatchObject({
      lot_number: '1',
      location_slug: 'england/greater-london/lambeth',
      postcode_district: 'se1',
      lat: 51.497,
      history: [{ date: '2026-11-24', event: 'listed', price: 250000 }],
    });
    expect(lots[1]!.title).toBe('3 bedroom terraced house');
    const events = await eventRows(t);
    expect(events.map((e) => [e.lot_number, e.kind, e.source, e.actor])).toEqual(
      ['1', '2', '3', '4', '5'].map((n) => [n, 'listed', 'feed', `import:${report.importId}`]),
    );
  });

  it('the same feed twice changes nothing and records no event', async () => {
    await importFixture(t, 'catalogue-valid.csv');
    const lotsBefore = await t.db.query('SELECT * FROM auction_properties ORDER BY id');
    const eventsBefore = await eventRows(t);
    const again = await importFixture(t, 'catalogue-valid.csv');
    expect(again.counts).toEqual({
      inserted: 0,
      updated: 0,
      withdrawn: 0,
      unchanged: 5,
      rejected: 0,
    });
    expect((await t.db.query('SELECT * FROM auction_properties ORDER BY id')).rows).toEqual(
      lotsBefore.rows,
    );
    expect(await eventRows(t)).toEqual(eventsBefore);
    expect((await t.db.query('SELECT count(*)::int AS n FROM auctions')).rows[0]).toEqual({ n: 1 });
  });

  it('refuses Unsold for a sale still to come: a lot is unsold only once its auction is over', async () => {
    await importFixture(t, 'catalogue-valid.csv');
    const before = await lotRows(t);
    // Lot 4 of the second catalogue, Unsold the day before its sale: nothing changes.
    const text = lotFeedFixture('catalogue-second.json').replace(
      '"status": "Postponed"',
      '"status": "Unsold"',
    );
    const dayBefore = new Date(Date.parse(SALE_AT) - 24 * 3600_000);
    const report = await importLotFeed(t.db, {
      text,
      fileName: 'second.json',
      source: 'cli',
      now: dayBefore,
    });
    expect(report.status).toBe('rejected');
    expect(report.errors).toEqual([
      expect.objectContaining({
        field: 'status',
        reason: expect.stringMatching(/^A lot is Unsold only once its auction has taken place/),
      }),
    ]);
    expect(await lotRows(t)).toEqual(before);
    // On the sale's day its result is taken.
    const onTheDay = await importLotFeed(t.db, {
      text,
      fileName: 'second.json',
      source: 'cli',
      now: new Date(SALE_AT),
    });
    expect(onTheDay.status).toBe('applied');
    expect((await lotRows(t))[3]!.lot_status).toBe('Unsold');
  });

  it('a later feed changes prices, adds results, postpones a lot and withdraws the lot it leaves out', async () => {
    await importFixture(t, 'catalogue-valid.csv');
    const second = await importFixture(t, 'catalogue-second.json');
    expect(second.counts).toEqual({
      inserted: 0,
      updated: 3,
      withdrawn: 1,
      unchanged: 1,
      rejected: 0,
    });
    const lots = await lotRows(t);
    expect(lots.map((l) => [l.lot_number, l.lot_status, l.guide_price_min, l.sold_price])).toEqual([
      ['1', null, 230000, null],
      ['2', 'Withdrawn', 600000, null],
      ['3', 'Sold', 425000, 468000],
      ['4', 'Postponed', 20000, null],
      ['5', null, 310000, null],
    ]);
    expect(lots[0]!.legal_pack_url).toBe('https://example.com/hp/1-legal-addendum.pdf');
    expect(lots[0]!.history).toEqual([
      { date: '2026-11-24', event: 'listed', price: 250000 },
      { date: '2026-11-24', event: 'guide_changed', price: 230000 },
      { date: '2026-11-24', event: 'legal_pack_changed' },
    ]);
    // Sold before the auction date: the history says so.
    expect(lots[2]!.history).toContainEqual({
      date: '2026-11-24',
      event: 'sold_prior',
      price: 468000,
    });
    const events = (await eventRows(t)).filter((e) => e.actor === `import:${second.importId}`);
    expect(events.map((e) => [e.lot_number, e.kind])).toEqual([
      ['1', 'guide_changed'],
      ['1', 'legal_pack_changed'],
      ['3', 'result'],
      ['4', 'status_changed'],
      ['2', 'withdrawn'],
    ]);
    expect(events[0]).toMatchObject({
      before: { min: 250000, max: 275000 },
      after: { min: 230000, max: 250000 },
    });
    // Sent again, the second feed changes nothing: the withdrawn lot stays withdrawn, no events.
    const again = await importFixture(t, 'catalogue-second.json');
    expect(again.counts).toMatchObject({ updated: 0, withdrawn: 0, unchanged: 4 });
    expect((await eventRows(t)).filter((e) => e.actor === `import:${again.importId}`)).toEqual([]);
  });

  it('a file with a bad row leaves nothing behind and is logged with its rejected rows', async () => {
    const report = await importFixture(t, 'catalogue-malformed.csv');
    expect(report.status).toBe('rejected');
    expect(report.counts.rejected).toBe(4);
    for (const table of ['auction_properties', 'auctions', 'lot_events'])
      expect((await t.db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]).toEqual({
        n: 0,
      });
    const [log] = await listImports(t.db);
    expect(log).toMatchObject({
      fileName: 'catalogue-malformed.csv',
      status: 'rejected',
      rejected: 4,
    });
    expect(log!.rejectedRows).toContainEqual({
      line: 3,
      field: 'postcode',
      reason: 'Not a valid UK postcode (given "NOT A CODE")',
    });
  });

  it('refuses a feed whose rows give one auction two dates, and changes nothing', async () => {
    const csv = lotFeedFixture('catalogue-valid.csv').split('\n');
    // Lot 2 says the December auction is the next day, in the afternoon.
    csv[3] = csv[3]!.replace(SALE_AT, `${plusDays(SALE_DAY, 1)}T15:00:00Z`);
    const report = await importLotFeed(t.db, {
      text: csv.join('\n'),
      fileName: 'two-dates.csv',
      source: 'cli',
      now: NOW,
    });
    expect(report.status).toBe('rejected');
    expect(report.errors).toEqual([
      {
        line: 4,
        field: 'auction_date',
        reason: `Auction HP-2026-12 already has date ${SALE_ISO} on line 3`,
      },
    ]);
    expect((await t.db.query('SELECT count(*)::int AS n FROM auctions')).rows[0]).toEqual({ n: 0 });
  });

  it('an unknown house rejects the whole file', async () => {
    const report = await importLotFeed(t.db, {
      text: lotFeedFixture('catalogue-valid.csv').replaceAll(
        'harland-and-pryce-property-auctions',
        'no-such-house',
      ),
      fileName: 'x.csv',
      source: 'cli',
    });
    expect(report.status).toBe('rejected');
    expect(report.errors[0]).toEqual({
      line: 3,
      field: 'house',
      reason: 'No auction house has the slug no-such-house',
    });
    expect((await t.db.query('SELECT count(*)::int AS n FROM auctions')).rows[0]).toEqual({ n: 0 });
  });

  it('a dry run reports the diff per lot and writes nothing', async () => {
    await importFixture(t, 'catalogue-valid.csv');
    const before = await t.db.query('SELECT * FROM auction_properties ORDER BY id');
    const logs = (await listImports(t.db)).length;
    const dry = await importFixture(t, 'catalogue-second.json', { dryRun: true });
    expect(dry.status).toBe('dry-run');
    expect(dry.importId).toBeNull();
    expect(dry.lots.find((l) => l.lotNumber === '2')).toMatchObject({ action: 'withdrawn' });
    expect(dry.lots.find((l) => l.lotNumber === '1')!.changes.map((c) => c.kind)).toEqual([
      'guide_changed',
      'legal_pack_changed',
    ]);
    expect((await t.db.query('SELECT * FROM auction_properties ORDER BY id')).rows).toEqual(
      before.rows,
    );
    expect(await listImports(t.db)).toHaveLength(logs);
  });
});
