import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { createFeedToken } from '#server/lots/feeds/feed-tokens.server';
import type { Queryable } from '#server/db/db.server';
import { SALE_AT } from './sale-day';

export const FEED_HOUSE = 'harland-and-pryce-property-auctions';

/** The sale day the fixture files are written with; read, they hold `SALE_AT` instead. */
const FIXTURE_SALE = '2026-12-10T10:00:00Z';

/** A fixture feed of tests/fixtures/lot-feeds as text, its auction on `SALE_AT` (still ahead). */
export const lotFeedFixture = (name: string) =>
  readFileSync(new URL(`../fixtures/lot-feeds/${name}`, import.meta.url), 'utf8').replaceAll(
    FIXTURE_SALE,
    SALE_AT,
  );

/**
 * The directory rows the fixtures need in an empty database: their auction house, and the places
 * and postcode districts of SE1 and N1 (SE11 and N7 stay unknown, as a postcode outside the site's
 * places would be).
 */
export async function seedFeedDirectory(db: Queryable): Promise<number> {
  await db.exec(`
    INSERT INTO locations (slug, name, kind, parent_slug) VALUES
      ('england', 'England', 'country', NULL),
      ('england/greater-london', 'Greater London', 'county', 'england'),
      ('england/greater-london/lambeth', 'Lambeth', 'town', 'england/greater-london'),
      ('england/greater-london/islington', 'Islington', 'town', 'england/greater-london');
    INSERT INTO postcodes (slug, label, kind, parent_slug, location_slug, lat, lng) VALUES
      ('se', 'SE', 'area', NULL, NULL, 51.45, -0.05),
      ('se1', 'SE1', 'district', 'se', 'england/greater-london/lambeth', 51.498, -0.09),
      ('se1/7', 'SE1 7', 'sector', 'se1', NULL, 51.497, -0.112),
      ('n', 'N', 'area', NULL, NULL, 51.57, -0.1),
      ('n1', 'N1', 'district', 'n', 'england/greater-london/islington', 51.538, -0.099);
  `);
  const { rows } = await db.query<{ id: number | string }>(
    `INSERT INTO auction_houses (slug, name) VALUES ($1, 'Harland & Pryce Property Auctions')
     RETURNING id`,
    [FEED_HOUSE],
  );
  return Number(rows[0]!.id);
}

/** Empties what feeds write (lots, auctions, events, the import log), keeping houses and places. */
export async function clearFeedData(db: Queryable): Promise<void> {
  await db.exec(
    'DELETE FROM lot_events; DELETE FROM auction_properties; DELETE FROM auctions; DELETE FROM lot_feed_imports;',
  );
}

export const CATALOGUE_HEADER =
  'house,auction_ref,auction_title,auction_date,auction_end_date,auction_venue,auction_method,lot_number,title,address,postcode,property_type,tenure,bedrooms,guide_min,guide_max,description,image_urls,legal_pack_url,status,sold_price';

/**
 * A CSV catalogue of the fixture house's auction on `SALE_AT` (SE1 7QP, leasehold): one row
 * per lot, titled "{type} {lot}" (a flat with 2 bedrooms unless said).
 */
export function catalogueCsv(
  lots: ReadonlyArray<{ lot: number; guide: number; bedrooms?: number; type?: string }>,
): string {
  return [
    CATALOGUE_HEADER,
    ...lots.map(
      ({ lot, guide, bedrooms = 2, type = 'Flat' }) =>
        `${FEED_HOUSE},HP-2026-12,December Property Auction,${SALE_AT},,"The Grand Connaught Rooms, London",Traditional,${lot},${type} ${lot},"${lot} Kennington Road, Lambeth, London",SE1 7QP,${type},Leasehold,${bedrooms},${guide},,,,,,`,
    ),
  ].join('\n');
}

/** A catalogue of flats, lot number → guide price (the rest as catalogueCsv says). */
export const flatsCatalogue = (guides: Record<number, number>): string =>
  catalogueCsv(Object.entries(guides).map(([lot, guide]) => ({ lot: Number(lot), guide })));

/** Sends a CSV catalogue as a house's feed does (`POST /api/feeds/lots` with its token). */
export const postFeed = (app: TestApp['app'], token: string, csv: string) =>
  request(app)
    .post('/api/feeds/lots')
    .set('Content-Type', 'text/csv')
    .set('Authorization', `Bearer ${token}`)
    .send(csv);

/**
 * The app of a feed test file: made before its tests with the feed directory seeded and a feed
 * token for FEED_HOUSE, closed after them; with `clearEach`, each test starts with no feed data.
 * `t` stands for the app once made and `feed.token` for the token: read them inside tests.
 */
export function feedTestApp({ clearEach = false }: { clearEach?: boolean } = {}) {
  let made: TestApp | undefined;
  let token: string | undefined;
  beforeAll(async () => {
    made = await createTestApp();
    await seedFeedDirectory(made.db);
    token = (await createFeedToken(made.db, FEED_HOUSE))!;
  }, 240_000);
  if (clearEach) beforeEach(() => clearFeedData(made!.db));
  afterAll(() => made?.close());
  const current = () => {
    if (!made) throw new Error('the feed test app is made in beforeAll: read it inside a test');
    return made;
  };
  const t = new Proxy({} as TestApp, { get: (_, key) => Reflect.get(current(), key) });
  return {
    t,
    feed: {
      get token() {
        current();
        return token!;
      },
    },
  };
}
