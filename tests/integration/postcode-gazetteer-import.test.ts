import { Readable } from 'node:stream';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { runImportPostcodesCli } from '#server/areas/import-postcodes-cli.server';
import { CATALOGUE_HEADER, FEED_HOUSE, feedTestApp, postFeed } from '../helpers/lot-feed-fixtures';
import { SALE_AT } from '../helpers/sale-day';

// A feed lists lots in postcode districts the site holds no row of (N7, and E15 in an area it
// holds none of). The importer stored them with no town, district or point: they were found by
// their own postcode only, never under Islington, the N or E area, a circle or the map (decision
// 125). A gazetteer of postcodes and points (the ONS Postcode Directory's columns here) adds those
// districts and places the lots.

const { t, feed } = feedTestApp();

const row = (lot: number, title: string, postcode: string) =>
  `${FEED_HOUSE},HP-GAZ,December Property Auction,${SALE_AT},,"The Grand Connaught Rooms, London",Traditional,${lot},${title},"${lot} High Street, London",${postcode},Flat,Leasehold,2,200000,,,,,,`;

/** ONSPD's columns, in part: a terminated postcode has a `doterm`; 99.999999 is no point. */
const GAZETTEER = [
  'pcd,pcds,dointr,doterm,lat,long',
  '"N7  0AA","N7 0AA","198001","","51.553000","-0.117000"',
  '"N7  0AB","N7 0AB","198001","","51.555000","-0.119000"',
  '"N7  6AA","N7 6AA","198001","","51.560000","-0.120000"',
  '"N7  9ZZ","N7 9ZZ","198001","200512","51.600000","-0.200000"',
  '"E15 1AA","E15 1AA","198001","","51.541600","-0.003400"',
  '"E15 2AB","E15 2AB","198001","","51.548000","0.004000"',
  '"E15 4QQ","E15 4QQ","198001","","99.999999","0.000000"',
  // A district the site holds: its row stays as the seed made it.
  '"N1  9GU","N1 9GU","198001","","51.530000","-0.123000"',
  'not,a,postcode,row,,',
].join('\n');

const run = (...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  return runImportPostcodesCli([...argv, '-'], {
    db: t.db,
    stdout: { write: (s: string) => out.push(s) },
    stderr: { write: (s: string) => err.push(s) },
    stdin: Readable.from([GAZETTEER]),
  }).then((r) => ({ ...r, out: out.join(''), err: err.join('') }));
};

const lotsAt = async (qs: string): Promise<string[]> => {
  const res = await request(t.app).get(`/listings/_payload.json?${qs}`);
  expect(res.status, qs).toBe(200);
  return res.body.loaderData.listings.items.map((l: { title: string }) => l.title).sort();
};

describe('npm run import:postcodes', () => {
  it('adds the districts a gazetteer has and the site lacks, and places their lots', async () => {
    await t.db.exec(`
      UPDATE locations SET lat = 51.538, lng = -0.099 WHERE slug = 'england/greater-london/islington';
      UPDATE locations SET lat = 51.490, lng = -0.110 WHERE slug = 'england/greater-london/lambeth';
    `);
    const csv = [
      CATALOGUE_HEADER,
      row(1, 'Holloway flat', 'N7 0AA'),
      row(2, 'Stratford flat', 'E15 1AA'),
      row(3, 'Kennington flat', 'SE1 7QP'),
    ].join('\n');
    const imported = await postFeed(t.app, feed.token, csv);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const unplaced = await t.db.query<{ title: string }>(
      `SELECT title FROM auction_properties WHERE postcode_district IS NULL ORDER BY title`,
    );
    expect(unplaced.rows.map((r) => r.title)).toEqual(['Holloway flat', 'Stratford flat']);
    const n1Before = await t.db.query(`SELECT * FROM postcodes WHERE slug = 'n1'`);

    // A dry run says what it would do and writes nothing.
    const dry = await run('--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.changed).toBe(false);
    expect(dry.out).toContain('9 postcodes read, 3 left out');
    expect(dry.out).toContain('3 districts in the file: 1 held already');
    expect(dry.out).toContain('Would add 2 districts, 4 sectors, 1 postcode area\n');
    expect(dry.out).toContain('Would place 2 lots');
    const none = await t.db.query(`SELECT 1 FROM postcodes WHERE slug IN ('n7', 'e15', 'e')`);
    expect(none.rows).toEqual([]);

    const done = await run();
    expect(done).toMatchObject({ code: 0, changed: true });
    expect(done.out).toContain('Added 2 districts, 4 sectors, 1 postcode area\n');
    const { rows } = await t.db.query<{
      slug: string;
      kind: string;
      parent_slug: string | null;
      location_slug: string | null;
      lat: number;
      lng: number;
    }>(
      `SELECT slug, kind, parent_slug, location_slug, lat, lng FROM postcodes
        WHERE slug IN ('e', 'e15', 'e15/1', 'e15/2', 'e15/4', 'n7', 'n7/0', 'n7/6', 'n7/9')
        ORDER BY slug`,
    );
    expect(rows.map((r) => [r.slug, r.kind, r.parent_slug])).toEqual([
      ['e', 'area', null],
      ['e15', 'district', 'e'],
      ['e15/1', 'sector', 'e15'],
      ['e15/2', 'sector', 'e15'],
      ['n7', 'district', 'n'],
      ['n7/0', 'sector', 'n7'],
      ['n7/6', 'sector', 'n7'],
    ]);
    // The centre of N7 is its live postcodes' mean (N7 9ZZ was terminated); it is Islington's,
    // the nearest town with districts of its own.
    const n7 = rows.find((r) => r.slug === 'n7')!;
    expect([n7.lat, n7.lng]).toEqual([51.556, -0.118667]);
    expect(n7.location_slug).toBe('england/greater-london/islington');
    // A district we hold is left as it was.
    expect((await t.db.query(`SELECT * FROM postcodes WHERE slug = 'n1'`)).rows).toEqual(
      n1Before.rows,
    );

    // The lots are placed as the importer places one: town, district and the sector's point.
    const placed = await t.db.query<{
      title: string;
      location_slug: string | null;
      postcode_district: string;
      lat: number;
      lng: number;
    }>(
      `SELECT title, location_slug, postcode_district, lat, lng FROM auction_properties
        WHERE title IN ('Holloway flat', 'Stratford flat') ORDER BY title`,
    );
    expect(placed.rows).toEqual([
      {
        title: 'Holloway flat',
        location_slug: 'england/greater-london/islington',
        postcode_district: 'n7',
        lat: 51.554,
        lng: -0.118,
      },
      {
        title: 'Stratford flat',
        location_slug: expect.any(String),
        postcode_district: 'e15',
        lat: 51.5416,
        lng: -0.0034,
      },
    ]);
    // Found where a buyer looks: the postcode area, the town, a circle around the point.
    expect(await lotsAt('location=N')).toEqual(['Holloway flat']);
    expect(await lotsAt('location=E')).toEqual(['Stratford flat']);
    expect(await lotsAt('location=Islington')).toContain('Holloway flat');
    expect(await lotsAt('near=51.5416,-0.0034&radius=1')).toEqual(['Stratford flat']);

    // Run again: nothing left to add.
    const again = await run();
    expect(again).toMatchObject({ code: 0, changed: false });
    expect(again.out).toContain('Added 0 districts, 0 sectors, 0 postcode areas');
  });

  it('refuses a file that names no postcode and point columns, and bad arguments', async () => {
    const err: string[] = [];
    const io = {
      db: t.db,
      stdout: { write: () => true },
      stderr: { write: (s: string) => err.push(s) },
      stdin: Readable.from(['name,town\nfoo,bar\n']),
    };
    expect((await runImportPostcodesCli(['-'], io)).code).toBe(1);
    expect(err.join('')).toContain('names no postcode, latitude and longitude columns');
    expect((await runImportPostcodesCli(['--wat', '-'], io)).code).toBe(2);
    expect((await runImportPostcodesCli([], io)).code).toBe(2);
  });
});
