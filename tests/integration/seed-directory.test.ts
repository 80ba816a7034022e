import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isValid, toNormalised, validOutcode } from 'postcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '#server/db/db.server';
import {
  seedDirectory,
  soldRowsFromEnv,
  type SeedSummary,
} from '#server/db/seed/directory/seed-directory.server';
import { AUCTION_METHODS, LOT_STATUSES } from '#server/db/seed/directory/vocabulary';
import { RichTextBlockSchema } from '#sections/rich-text/schema';
import { tableHashes } from '../helpers/table-hashes';
import { openTestDb, type TestDb } from '../helpers/test-db';
import { soldPriceBandsAndTruth } from '../helpers/sold-price-bands';

const SEED = 7;
const SOLD_ROWS = 2000;
const REFERENCE = new Date('2026-06-15T00:00:00Z');

async function rows<T extends Record<string, unknown>>(
  q: Queryable,
  sql: string,
  params?: unknown[],
): Promise<T[]> {
  return (await q.query<T>(sql, params)).rows;
}

async function one<T>(q: Queryable, sql: string, params?: unknown[]): Promise<T> {
  const [row] = await rows<{ v: T }>(q, sql, params);
  return row!.v;
}

describe('seedDirectory', () => {
  let first: TestDb;
  let second: TestDb;
  let summary: SeedSummary;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), 'seed-media-'));
    first = await openTestDb();
    second = await openTestDb();
    summary = await seedDirectory(first.db, {
      soldRows: SOLD_ROWS,
      seed: SEED,
      referenceDate: REFERENCE,
      mediaDir,
    });
    await seedDirectory(second.db, { soldRows: SOLD_ROWS, seed: SEED, referenceDate: REFERENCE });
    // Two whole seeds (about 15 s each alone): past the lane's 60 s on a busy two-core machine.
  }, 180_000);

  afterAll(async () => {
    await first?.dispose();
    await second?.dispose();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('is deterministic: the same seed gives identical rows in every table', async () => {
    const [a, b] = await Promise.all([tableHashes(first.db), tableHashes(second.db)]);
    expect(a).toEqual(b);
    for (const hash of Object.values(a)) expect(hash).not.toMatch(/^0:/);
  });

  it('gives different data for a different seed', async () => {
    const other = await openTestDb();
    try {
      await seedDirectory(other.db, { soldRows: 0, seed: SEED + 1, referenceDate: REFERENCE });
      const [a, b] = await Promise.all([tableHashes(first.db), tableHashes(other.db)]);
      expect(b.auction_properties).not.toEqual(a.auction_properties);
      expect(b.sold_house_prices).toBe('0:null');
      // Places and articles do not depend on the seed.
      expect(b.locations).toEqual(a.locations);
      expect(b.articles).toEqual(a.articles);
    } finally {
      await other.dispose();
    }
  });

  it('reports counts that match the tables', async () => {
    const q = first.db;
    const counts = await rows<Record<string, number>>(
      q,
      `SELECT (SELECT count(*) FROM locations)::int AS locations,
              (SELECT count(*) FROM postcodes)::int AS postcodes,
              (SELECT count(*) FROM auction_houses)::int AS "auctionHouses",
              (SELECT count(*) FROM auctions)::int AS auctions,
              (SELECT count(*) FROM auction_properties)::int AS lots,
              (SELECT count(*) FROM sold_house_prices)::int AS "soldHousePrices",
              (SELECT count(*) FROM articles)::int AS articles`,
    );
    expect({ ...summary.counts, mediaFiles: undefined }).toEqual({
      ...counts[0],
      mediaFiles: undefined,
    });
    expect(summary.counts.soldHousePrices).toBe(SOLD_ROWS);
    expect(summary.counts.auctionHouses).toBeGreaterThanOrEqual(30);
    expect(summary.counts.lots).toBeGreaterThanOrEqual(2000);
    expect(summary.counts.articles).toBeGreaterThanOrEqual(20);
    expect(summary.referenceDate).toBe(REFERENCE.toISOString());
    expect(summary.media).toEqual({ dir: mediaDir, urlPrefix: '/media/seed/' });
  });

  it('covers every lot status, including NULL, and every auction method', async () => {
    const q = first.db;
    const statuses = await rows<{ s: string | null; n: number }>(
      q,
      'SELECT lot_status AS s, count(*)::int AS n FROM auction_properties GROUP BY 1',
    );
    expect(statuses.map((r) => r.s).sort()).toEqual([...LOT_STATUSES, null].sort());
    for (const r of statuses) expect(r.n).toBeGreaterThan(10);

    const lotMethods = await rows<{ m: string }>(
      q,
      'SELECT DISTINCT auction_method AS m FROM auction_properties',
    );
    expect(lotMethods.map((r) => r.m).sort()).toEqual([...AUCTION_METHODS].sort());
    const houseMethods = await rows<{ m: string }>(
      q,
      'SELECT DISTINCT unnest(auction_method) AS m FROM auction_houses',
    );
    expect(houseMethods.map((r) => r.m).sort()).toEqual([...AUCTION_METHODS].sort());
  });

  it('looks like a live market on its reference day: a third for sale, results for the past year', async () => {
    const q = first.db;
    const at = REFERENCE.toISOString();
    const share = await one<number>(
      q,
      `SELECT avg((coalesce(auction_end_date, auction_date) > $1::timestamptz)::int)::float8 AS v
         FROM auction_properties`,
      [at],
    );
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.5);
    // Sales run from a year before the reference day to eight weeks after it.
    const span = await rows<{ first: number; last: number }>(
      q,
      `SELECT min(auction_date::date - $1::date) AS first, max(auction_date::date - $1::date) AS last
         FROM auctions`,
      [at],
    );
    expect(span[0]!.first).toBeGreaterThanOrEqual(-366);
    expect(span[0]!.first).toBeLessThan(-300);
    expect(span[0]!.last).toBeLessThanOrEqual(57);
    expect(span[0]!.last).toBeGreaterThan(40);
    // A sale that closed more than a few days ago has its result: none still awaited.
    expect(
      await one<number>(
        q,
        `SELECT count(*)::int AS v FROM auction_properties
          WHERE coalesce(auction_end_date, auction_date) < $1::timestamptz - interval '5 days'
            AND lower(coalesce(lot_status, 'available')) = 'available'`,
        [at],
      ),
    ).toBe(0);
  });

  it('keeps lots consistent with their auctions, houses and status', async () => {
    const q = first.db;
    expect(
      await one<number>(
        q,
        `SELECT count(*)::int AS v FROM auction_properties
          WHERE auction_method = 'Modern' AND auction_end_date IS NULL`,
      ),
    ).toBe(0);
    expect(
      await one<number>(
        q,
        `SELECT count(*)::int AS v FROM auction_properties
          WHERE auction_end_date IS NOT NULL AND auction_end_date <= auction_date`,
      ),
    ).toBe(0);
    // Lots carry their auction's method and date, and an auction's house.
    expect(
      await one<number>(
        q,
        `SELECT count(*)::int AS v FROM auction_properties p JOIN auctions a ON a.id = p.auction_id
          WHERE a.auction_method <> p.auction_method OR a.auction_date <> p.auction_date
             OR a.auction_house_id <> p.auction_house_id`,
      ),
    ).toBe(0);
    expect(
      await one<number>(
        q,
        `SELECT count(*)::int AS v FROM auction_properties p
           JOIN auction_houses h ON h.id = p.auction_house_id
          WHERE NOT p.auction_method = ANY (h.auction_method)`,
      ),
    ).toBe(0);
    // Sold price only (and always) on sold lots; guides are sane.
    expect(
      await one<number>(
        q,
        `SELECT count(*)::int AS v FROM auction_properties
          WHERE (sold_price IS NOT NULL) <> (lot_status IS NOT DISTINCT FROM 'Sold')`,
      ),
    ).toBe(0);
    expect(
      await one<number>(
        q,
        `SELECT count(*)::int AS v FROM auction_properties
          WHERE guide_price_min IS NULL OR guide_price_min <= 0
             OR guide_price_max < guide_price_min`,
      ),
    ).toBe(0);
    // History: listed first, nothing after the reference date, the last event matches the status.
    const lots = await rows<{ status: string | null; history: { date: string; event: string }[] }>(
      q,
      'SELECT lot_status AS status, history FROM auction_properties',
    );
    const lastEventFor: Record<string, string[]> = {
      Sold: ['sold', 'sold_prior'],
      Unsold: ['unsold'],
      Withdrawn: ['withdrawn'],
      Postponed: ['postponed'],
      Available: ['listed', 'guide_changed'],
      null: ['listed', 'guide_changed'],
    };
    for (const lot of lots) {
      expect(lot.history[0]!.event).toBe('listed');
      const dates = lot.history.map((h) => h.date);
      expect(dates).toEqual(dates.slice().sort());
      expect(dates.at(-1)! <= REFERENCE.toISOString().slice(0, 10)).toBe(true);
      expect(lastEventFor[String(lot.status)]).toContain(lot.history.at(-1)!.event);
    }
    // A lot sold after its auction sold within weeks of it, not months (a walk found one ten
    // months on, counted in that auction's sold rate): decision 171.
    const lateSales = await rows<{ id: number; days: number }>(
      q,
      `SELECT id, (h.e ->> 'date')::date - (coalesce(auction_end_date, auction_date)
                AT TIME ZONE 'Europe/London')::date AS days
         FROM auction_properties,
              LATERAL (SELECT e FROM jsonb_array_elements(history) e
                        WHERE e ->> 'event' = 'sold' ORDER BY e ->> 'date' DESC LIMIT 1) h
        WHERE sold_when(lot_status, history, auction_date, auction_end_date) = 'after'`,
    );
    expect(lateSales.length).toBeGreaterThan(0);
    expect(lateSales.filter((l) => l.days > 21 || l.days < 1)).toEqual([]);
    // Bedrooms only on homes; lot numbers unique within an auction.
    expect(
      await one<number>(
        q,
        `SELECT count(*)::int AS v FROM auction_properties
          WHERE bedrooms IS NOT NULL AND property_type IN ('Land', 'Commercial', 'Garage')`,
      ),
    ).toBe(0);
    expect(
      await one<number>(
        q,
        `SELECT count(*)::int AS v FROM (
           SELECT auction_id, lot_number FROM auction_properties
            GROUP BY 1, 2 HAVING count(*) > 1) d`,
      ),
    ).toBe(0);
  });

  it('builds a valid location hierarchy', async () => {
    const q = first.db;
    const locations = await rows<{ slug: string; kind: string; parent_slug: string | null }>(
      q,
      'SELECT slug, kind, parent_slug FROM locations',
    );
    const bySlug = new Map(locations.map((l) => [l.slug, l]));
    const parentKind: Record<string, string | null> = {
      country: null,
      county: 'country',
      town: 'county',
    };
    for (const l of locations) {
      expect(l.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*){0,2}$/);
      if (l.parent_slug === null) {
        expect(l.kind).toBe('country');
        continue;
      }
      const parent = bySlug.get(l.parent_slug);
      expect(parent, `parent of ${l.slug}`).toBeDefined();
      expect(parent!.kind).toBe(parentKind[l.kind]);
      expect(l.slug.startsWith(`${l.parent_slug}/`)).toBe(true);
    }
    expect(
      locations
        .filter((l) => l.kind === 'country')
        .map((l) => l.slug)
        .sort(),
    ).toEqual(['england', 'northern-ireland', 'scotland', 'wales']);
    expect(locations.filter((l) => l.kind === 'town').length).toBeGreaterThan(4000);
    for (const slug of [
      'england/greater-london/camden-town',
      'england/greater-london/croydon',
      'england/greater-manchester/manchester',
      'england/somerset/bath',
      'wales/south-glamorgan/cardiff',
      'scotland/city-of-edinburgh/edinburgh',
      'northern-ireland/county-antrim/belfast',
    ]) {
      expect(bySlug.get(slug)?.kind, slug).toBe('town');
    }
    expect(
      locations.filter((l) => l.parent_slug === 'england/greater-london').length,
    ).toBeGreaterThan(80);
  });

  it('uses valid postcodes that agree with the lot’s town', async () => {
    const q = first.db;
    const codes = await rows<{ slug: string; label: string; kind: string; parent: string | null }>(
      q,
      `SELECT p.slug, p.label, p.kind, parent.kind AS parent
         FROM postcodes p LEFT JOIN postcodes parent ON parent.slug = p.parent_slug`,
    );
    for (const c of codes) {
      if (c.kind === 'area') {
        expect(c.label).toMatch(/^[A-Z]{1,2}$/);
        expect(c.parent).toBeNull();
      } else if (c.kind === 'district') {
        expect(validOutcode(c.label), c.label).toBe(true);
        expect(c.parent).toBe('area');
      } else {
        expect(c.label).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d$/);
        expect(c.parent).toBe('district');
      }
      expect(c.slug).toBe(c.label.toLowerCase().replace(' ', '/'));
    }
    expect(codes.filter((c) => c.kind === 'district').length).toBeGreaterThan(300);
    for (const district of [
      'sw1a',
      'e1',
      'n1',
      'm1',
      'b1',
      'ls1',
      'bs1',
      'cf10',
      'eh1',
      'g1',
      'bt1',
    ]) {
      expect(
        codes.some((c) => c.slug === district && c.kind === 'district'),
        district,
      ).toBe(true);
    }

    const lots = await rows<{
      postcode: string;
      postcode_district: string;
      location_slug: string;
      district_town: string | null;
      sector: string | null;
    }>(
      q,
      `SELECT l.postcode, l.postcode_district, l.location_slug,
              d.location_slug AS district_town, s.slug AS sector
         FROM auction_properties l
         LEFT JOIN postcodes d ON d.slug = l.postcode_district AND d.kind = 'district'
         LEFT JOIN postcodes s ON s.slug = lower(split_part(l.postcode, ' ', 1)) || '/' ||
                                          left(split_part(l.postcode, ' ', 2), 1)`,
    );
    for (const lot of lots) {
      expect(isValid(lot.postcode), lot.postcode).toBe(true);
      expect(toNormalised(lot.postcode)).toBe(lot.postcode);
      expect(lot.postcode.split(' ')[0]!.toLowerCase()).toBe(lot.postcode_district);
      expect(lot.district_town, `${lot.postcode} district`).toBe(lot.location_slug);
      expect(lot.sector, `${lot.postcode} sector`).not.toBeNull();
    }

    // Lot coordinates sit near their town.
    expect(
      await one<number>(
        q,
        `SELECT count(*)::int AS v FROM auction_properties p JOIN locations t ON t.slug = p.location_slug
          WHERE abs(p.lat - t.lat) > 0.15 OR abs(p.lng - t.lng) > 0.25`,
      ),
    ).toBe(0);
  });

  it('writes the price bands of every district once, equal to its sales', async () => {
    const { stored, fresh } = await soldPriceBandsAndTruth(first.db);
    expect(stored).not.toBe('[]');
    expect(stored).toBe(fresh);
  });

  it('writes plausible HM Land Registry Price Paid rows', async () => {
    const q = first.db;
    const sold = await rows<{
      transaction_id: string;
      price: number;
      date: string;
      postcode: string;
      property_type: string;
      duration: string;
      ppd_category: string;
      town_city: string;
      county: string;
      district_slug: string | null;
      town_slug: string | null;
      county_name: string | null;
    }>(
      q,
      `SELECT s.transaction_id, s.price, to_char(s.date_of_transfer, 'YYYY-MM-DD') AS date,
              s.postcode, s.property_type, s.duration, s.ppd_category, s.town_city, s.county,
              d.slug AS district_slug, t.slug AS town_slug, c.name AS county_name
         FROM sold_house_prices s
         LEFT JOIN postcodes d ON d.slug = s.postcode_district AND d.kind = 'district'
         LEFT JOIN locations t ON t.slug = d.location_slug
         LEFT JOIN locations c ON c.slug = t.parent_slug`,
    );
    expect(sold).toHaveLength(SOLD_ROWS);
    const earliest = new Date(REFERENCE);
    earliest.setUTCFullYear(earliest.getUTCFullYear() - 5);
    for (const s of sold) {
      expect(s.transaction_id).toMatch(
        /^\{[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\}$/,
      );
      expect(s.price).toBeGreaterThan(10_000);
      expect(s.price).toBeLessThan(20_000_000);
      expect(s.date >= earliest.toISOString().slice(0, 10)).toBe(true);
      expect(s.date <= REFERENCE.toISOString().slice(0, 10)).toBe(true);
      expect(isValid(s.postcode) && toNormalised(s.postcode) === s.postcode, s.postcode).toBe(true);
      expect(['D', 'S', 'T', 'F', 'O']).toContain(s.property_type);
      expect(['F', 'L']).toContain(s.duration);
      expect(['A', 'B']).toContain(s.ppd_category);
      // Price Paid covers England and Wales; the address agrees with the postcode's town.
      expect(s.district_slug, s.postcode).not.toBeNull();
      expect(s.town_slug).toMatch(/^(england|wales)\//);
      expect(s.county).toBe(s.county_name!.toUpperCase());
      expect(s.town_city).toBe(s.town_city.toUpperCase());
    }
    const flats = sold.filter((s) => s.property_type === 'F');
    expect(flats.filter((s) => s.duration === 'L').length / flats.length).toBeGreaterThan(0.9);
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const london = median(sold.filter((s) => s.county === 'GREATER LONDON').map((s) => s.price));
    const northEast = median(sold.filter((s) => s.county === 'TYNE AND WEAR').map((s) => s.price));
    expect(london).toBeGreaterThan(northEast * 2);
  });

  it('writes every referenced image and logo as an SVG under the media directory', async () => {
    const q = first.db;
    const lots = await rows<{ image_urls: string[] }>(
      q,
      'SELECT image_urls FROM auction_properties',
    );
    const counts = lots.map((l) => l.image_urls.length);
    expect(Math.max(...counts)).toBe(5);
    expect(counts.filter((n) => n === 0).length).toBeGreaterThan(0);
    expect(counts.filter((n) => n > 0).length).toBeGreaterThan(lots.length * 0.8);

    const urls = new Set<string>(lots.flatMap((l) => l.image_urls));
    for (const r of await rows<{ u: string }>(q, 'SELECT logo AS u FROM auction_houses')) {
      urls.add(r.u);
    }
    for (const r of await rows<{ u: string }>(q, 'SELECT cover_image AS u FROM articles')) {
      urls.add(r.u);
    }
    expect(urls.size).toBeGreaterThan(60);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/seed\/(lots|logos|articles)\/[a-z0-9-]+\.svg$/);
      const file = path.join(mediaDir, url.replace(/^\/media\//, ''));
      expect((await stat(file)).isFile(), file).toBe(true);
      const svg = await readFile(file, 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    }
    expect(summary.counts.mediaFiles).toBeGreaterThanOrEqual(urls.size);
  });

  it('gives auction houses full, distinct contact details', async () => {
    const houses = await rows<{
      slug: string;
      name: string;
      regions_covered: string[];
      type_of_properties: string[];
      auction_method: string[];
      phone: string;
      email: string;
      website: string;
      address: string;
    }>(first.db, 'SELECT * FROM auction_houses ORDER BY id');
    expect(new Set(houses.map((h) => h.name)).size).toBe(houses.length);
    expect(new Set(houses.map((h) => h.phone)).size).toBe(houses.length);
    for (const h of houses) {
      expect(h.regions_covered.length).toBeGreaterThan(0);
      expect(h.type_of_properties).toContain('Residential');
      expect(h.auction_method.length).toBeGreaterThan(0);
      expect(h.website).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example$/);
      expect(h.email).toMatch(/^[a-z]+@[a-z0-9-]+\.example$/);
      expect(h.phone).toMatch(/^0[\d ]+$/);
      expect(h.phone.replace(/ /g, '')).toHaveLength(11);
      const postcode = /([A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})$/.exec(h.address)?.[1];
      expect(postcode && isValid(postcode), h.address).toBe(true);
    }
  });

  it('stores articles as valid rich-text blocks', async () => {
    const articles = await rows<{ slug: string; body: unknown[]; published_at: Date }>(
      first.db,
      'SELECT slug, body, published_at FROM articles ORDER BY published_at DESC',
    );
    expect(articles.length).toBeGreaterThanOrEqual(20);
    for (const a of articles) {
      expect(a.body.length, a.slug).toBeGreaterThanOrEqual(4);
      for (const block of a.body) expect(RichTextBlockSchema.safeParse(block).success).toBe(true);
      expect(a.body.some((b) => (b as { kind: string }).kind === 'heading')).toBe(true);
      expect(new Date(a.published_at).getTime()).toBeLessThan(REFERENCE.getTime());
    }
  });
});

describe('soldRowsFromEnv', () => {
  it('defaults to 200,000 and reads SEED_SOLD_ROWS', () => {
    expect(soldRowsFromEnv({})).toBe(200_000);
    expect(soldRowsFromEnv({ SEED_SOLD_ROWS: '5000' })).toBe(5000);
    expect(soldRowsFromEnv({ SEED_SOLD_ROWS: '1_000_000' })).toBe(1_000_000);
    expect(() => soldRowsFromEnv({ SEED_SOLD_ROWS: 'lots' })).toThrow(/SEED_SOLD_ROWS/);
  });
});
