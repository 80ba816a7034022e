import { Readable } from 'node:stream';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BROWSER_UA } from '../helpers/test-app';
import { FEED_HOUSE, flatsCatalogue, postFeed, feedTestApp } from '../helpers/lot-feed-fixtures';
import { runImportLotsCli } from '#server/lots/feeds/import-lots-cli.server';
import { SALE_AT } from '../helpers/sale-day';

/** The fixture catalogue moved to a sale long past, so results read as results of the room. */
const pastSale = (csv: string) => csv.replaceAll(SALE_AT, '2025-06-10T10:00:00Z');

/** `csv` with lot `lot`'s status and sold price (the row's last two cells) filled in. */
const withResult = (csv: string, lot: number, status: string, price = '') =>
  csv
    .split('\n')
    .map((line) =>
      line.includes(`,${lot},Flat ${lot},`) ? line.replace(/,,$/, `,${status},${price}`) : line,
    )
    .join('\n');

/** What a page says, as words: no markup, no scripts. */
const words = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('a house’s feed files as an operator sends them', () => {
  const { t, feed } = feedTestApp({ clearEach: true });

  const page = async (path: string) =>
    words((await request(t.app).get(path).set('User-Agent', BROWSER_UA)).text);

  it('the catalogue sent again after the results, with no statuses, keeps the results', async () => {
    const catalogue = pastSale(flatsCatalogue({ 1: 250000, 2: 180000, 3: 120000 }));
    expect((await postFeed(t.app, feed.token, catalogue)).status).toBe(201);
    const results = withResult(withResult(catalogue, 1, 'Sold', '"£262,000"'), 2, 'Unsold');
    expect((await postFeed(t.app, feed.token, results)).status).toBe(201);

    // The house's nightly export of its catalogue, which carries no results.
    const again = await postFeed(t.app, feed.token, catalogue);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('unchanged');

    const { rows } = await t.db.query<{ id: string; auction_id: string }>(
      "SELECT id, auction_id FROM auction_properties WHERE lot_number = '1'",
    );
    const lot = await page(`/listings/${rows[0]!.id}`);
    // The result is dated by the sale's day, whenever it was sent.
    expect(lot).toContain('10 June 2025 · Sold · £262,000');
    expect(lot).not.toContain('Back on sale');
    const auction = await page(`/auctions/${rows[0]!.auction_id}`);
    expect(auction).toContain('Lots offered 3 Sold 1 Unsold 1');
    expect(auction).toContain('Total raised £262,000');
  });

  it('a result can still be taken back by saying so: status Available', async () => {
    const catalogue = pastSale(flatsCatalogue({ 1: 250000 }));
    await postFeed(t.app, feed.token, withResult(catalogue, 1, 'Sold', '262000'));
    const back = await postFeed(t.app, feed.token, withResult(catalogue, 1, 'Available'));
    expect(back.status).toBe(201);
    const { rows } = await t.db.query<{ lot_status: string | null; sold_price: number | null }>(
      "SELECT lot_status, sold_price FROM auction_properties WHERE lot_number = '1'",
    );
    expect(rows[0]).toEqual({ lot_status: 'Available', sold_price: null });
  });

  it('a catalogue saved from Excel is applied: a BOM, CRLF, a description over lines, empty rows', async () => {
    const [header, ...rows] = flatsCatalogue({ 1: 250000, 2: 180000 }).split('\n');
    const described = rows.map((row, i) =>
      i === 0
        ? row.replace(
            /,,,,,$/,
            ',"Vacant, in need of modernisation.\r\n\r\nViewing by appointment.",,,,',
          )
        : row,
    );
    const excel = `\ufeff${[header, ...described, ',,,,,,,,,,,,,,,,,,,,', ',,,,,,,,,,,,,,,,,,,,'].join('\r\n')}\r\n`;
    const res = await postFeed(t.app, feed.token, excel);
    expect(res.status).toBe(201);
    expect(res.body.counts).toMatchObject({ inserted: 2, rejected: 0 });
    const { rows: lots } = await t.db.query<{ id: string }>(
      "SELECT id FROM auction_properties WHERE lot_number = '1'",
    );
    expect(await page(`/listings/${lots[0]!.id}`)).toContain(
      'Vacant, in need of modernisation. Viewing by appointment.',
    );
  });

  it('a sale without a ref whose date is put right is moved, not listed twice', async () => {
    const withoutRef = (csv: string, day: string) =>
      csv.replaceAll(',HP-2026-12,', ',,').replaceAll(SALE_AT, `${day}T10:00:00Z`);
    const catalogue = flatsCatalogue({ 1: 250000, 2: 180000 });
    expect((await postFeed(t.app, feed.token, withoutRef(catalogue, '2030-12-01'))).status).toBe(
      201,
    );
    const moved = await postFeed(t.app, feed.token, withoutRef(catalogue, '2030-12-08'));
    expect(moved.status).toBe(201);
    expect(moved.body.counts).toMatchObject({ inserted: 0, updated: 2 });

    const { rows } = await t.db.query<{ id: string; auction_id: string }>(
      'SELECT id, auction_id FROM auction_properties ORDER BY lot_number',
    );
    expect(rows).toHaveLength(2);
    const houseId = (
      await t.db.query<{ id: string }>('SELECT id FROM auction_houses WHERE slug = $1', [
        FEED_HOUSE,
      ])
    ).rows[0]!.id;
    const calendar = await page(`/auctions?house=${houseId}`);
    expect(calendar.match(/December Property Auction/g)).toHaveLength(1);
    expect(calendar).toContain('08 December 2030');
    expect(await page(`/listings/${rows[0]!.id}`)).toContain('Auction Date 08 December, 2030');

    // Another sale of the same name, of other lots, is another auction.
    await postFeed(t.app, feed.token, withoutRef(flatsCatalogue({ 7: 90000 }), '2031-01-12'));
    const { rows: auctions } = await t.db.query('SELECT id FROM auctions');
    expect(auctions).toHaveLength(2);
  });

  it('a command-line import refused for its withdrawals says how to insist on the command line', async () => {
    await postFeed(t.app, feed.token, flatsCatalogue({ 1: 1, 2: 2, 3: 3, 4: 4, 5: 5 }));
    let out = '';
    const run = await runImportLotsCli(['-'], {
      db: t.db,
      stdout: { write: (text: string) => (out += text) },
      stderr: { write: () => true, isTTY: false },
      stdin: Readable.from([flatsCatalogue({ 1: 1, 2: 2 })]),
    });
    expect(run.code).toBe(1);
    expect(out).toContain('file: withdraw_missing: This feed would withdraw 3 of the 5 lots');
    expect(out).toContain('import this one again with --withdraw-missing');
    expect(out).not.toContain('withdraw_missing=all');
    expect(out).not.toContain('line 0');
  });

  it('a command-line dry run of a file with a rejected row exits 1, as the HTTP dry run answers 400', async () => {
    // A house checking its export with --dry-run before sending it read exit 0 for a bad file.
    const dryRun = async (csv: string) => {
      let out = '';
      const run = await runImportLotsCli(['-', '--dry-run'], {
        db: t.db,
        stdout: { write: (text: string) => (out += text) },
        stderr: { write: () => true, isTTY: false },
        stdin: Readable.from([csv]),
      });
      return { code: run.code, out };
    };
    const bad = await dryRun(flatsCatalogue({ 1: 250000 }).replace(',250000,', ',£1.2m,'));
    expect(bad.out).toContain('(given "£1.2m")');
    expect(bad.code).toBe(1);
    expect((await dryRun(flatsCatalogue({ 1: 250000 }))).code).toBe(0);
    const { rows } = await t.db.query('SELECT id FROM auction_properties');
    expect(rows).toHaveLength(0);
  });

  it('a catalogue Excel saved as Windows-1252 keeps its pounds and apostrophes', async () => {
    const csv = flatsCatalogue({ 1: 250000 })
      .replace(',250000,', ',"£95,000",')
      .replace(/,,,,,$/, ',Owner’s flat: vacant.,,,,');
    const bytes = Buffer.from(
      [...csv].map((c) => ({ '£': 0xa3, '’': 0x92 })[c] ?? c.charCodeAt(0)),
    );
    const res = await request(t.app)
      .post('/api/feeds/lots')
      .set('Content-Type', 'text/csv')
      .set('Authorization', `Bearer ${feed.token}`)
      .send(bytes);
    expect(res.status).toBe(201);
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM auction_properties');
    const lot = await page(`/listings/${rows[0]!.id}`);
    expect(lot).toContain('Guide price £95,000');
    expect(lot).toContain('Owner’s flat: vacant.');
  });

  it('a character set the site cannot read is a 415 that says to send UTF-8', async () => {
    const res = await request(t.app)
      .post('/api/feeds/lots')
      .set('Content-Type', 'text/csv; charset=klingon')
      .set('Authorization', `Bearer ${feed.token}`)
      .send(flatsCatalogue({ 1: 250000 }));
    expect(res.status).toBe(415);
    expect(res.body.error.message).toContain('send UTF-8');
  });

  it('a results sheet of the lots sold leaves the others awaiting a result, not withdrawn', async () => {
    const catalogue = pastSale(flatsCatalogue({ 1: 250000, 2: 180000, 3: 120000, 4: 90000 }));
    await postFeed(t.app, feed.token, catalogue);
    const sold = withResult(catalogue, 1, 'Sold', '262000')
      .split('\n')
      .filter((line) => !/,Flat [234],/.test(line))
      .join('\n');
    const res = await postFeed(t.app, feed.token, sold);
    expect(res.status).toBe(201);
    expect(res.body.withdrawn).toEqual([]);
    expect(res.body.warnings).toEqual([
      expect.objectContaining({
        field: 'lot_number',
        reason: expect.stringContaining('lots 2, 3, 4 still await a result'),
      }),
    ]);
    const { rows } = await t.db.query<{ auction_id: string }>(
      'SELECT auction_id FROM auction_properties LIMIT 1',
    );
    const auction = await page(`/auctions/${rows[0]!.auction_id}`);
    expect(auction).toContain('Sold 1 Unsold 0 Awaiting result 3 Withdrawn 0');
    expect(auction).toContain('3 lots have no result published yet');
  });

  it('a sale moved to another day takes the lots the feed leaves out with it', async () => {
    const catalogue = flatsCatalogue({ 1: 250000, 2: 180000, 3: 120000 }).replaceAll(
      SALE_AT,
      '2030-12-10T10:00:00Z',
    );
    await postFeed(t.app, feed.token, catalogue);
    // Lot 3 withdrawn by leaving it out, then the sale (with its ref) moves to January.
    const twoLots = catalogue
      .split('\n')
      .filter((line) => !line.includes(',Flat 3,'))
      .join('\n');
    await postFeed(t.app, feed.token, twoLots);
    const moved = await postFeed(t.app, feed.token, twoLots.replaceAll('2030-12-10', '2031-01-14'));
    expect(moved.status).toBe(201);

    const { rows } = await t.db.query<{ id: string; auction_id: string }>(
      "SELECT id, auction_id FROM auction_properties WHERE lot_number = '3'",
    );
    const lot = await page(`/listings/${rows[0]!.id}`);
    expect(lot).toContain('Withdrawn');
    expect(lot).toContain('Auction Date 14 January, 2031');
    expect(lot).not.toContain('10 December, 2030');
  });

  it('a catalogue dated in the past is accepted with a warning, and its right date moves it', async () => {
    const withoutRef = (day: string) =>
      flatsCatalogue({ 1: 250000, 2: 180000 })
        .replaceAll(',HP-2026-12,', ',,')
        .replaceAll(SALE_AT, `${day}T10:00:00Z`);
    // 2020 typed for 2030.
    const typo = await postFeed(t.app, feed.token, withoutRef('2020-12-10'));
    expect(typo.status).toBe(201);
    expect(typo.body.warnings).toEqual([
      {
        line: 2,
        field: 'auction_date',
        reason: expect.stringContaining(
          'took place on 10 December 2020, 10:00 GMT, so the lots this feed lists in it for the first time show as awaiting a result',
        ),
      },
    ]);
    const right = await postFeed(t.app, feed.token, withoutRef('2030-12-10'));
    expect(right.status).toBe(201);
    expect(right.body.warnings).toEqual([]);
    const { rows } = await t.db.query<{ auction_date: Date }>('SELECT auction_date FROM auctions');
    expect(rows.map((r) => new Date(r.auction_date).toISOString())).toEqual([
      '2030-12-10T10:00:00.000Z',
    ]);
  });

  it('a postponed lot the next catalogue leaves out stays postponed, not withdrawn', async () => {
    const catalogue = flatsCatalogue({ 1: 250000, 2: 180000, 3: 120000 }).replaceAll(
      SALE_AT,
      '2030-12-10T10:00:00Z',
    );
    await postFeed(t.app, feed.token, withResult(catalogue, 3, 'Postponed'));
    const next = catalogue
      .split('\n')
      .filter((line) => !line.includes(',Flat 3,'))
      .join('\n');
    const res = await postFeed(t.app, feed.token, next);
    expect(res.body.withdrawn).toEqual([]);
    const { rows } = await t.db.query<{ id: string }>(
      "SELECT id FROM auction_properties WHERE lot_number = '3'",
    );
    const lot = await page(`/listings/${rows[0]!.id}`);
    expect(lot).toContain('Auction postponed');
    expect(lot).not.toContain('Withdrawn');
  });
});
