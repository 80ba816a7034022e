/**
 * Test support for the data graph (used by tests/integration/graphql*.test.ts only; nothing in the
 * app imports it): a fresh database per test file on PGlite, plus one on real PostgreSQL when
 * TEST_DATABASE_URL is set, and a small fixture dataset whose rows the tests also filter in JS to
 * get the expected answers.
 */
import { randomBytes } from 'node:crypto';
import express from 'express';
import { Writable } from 'node:stream';
import { openDb, type Db, type Queryable } from '#server/db/db.server';
import { migrate } from '#server/db/migrate.server';
import { createLogger } from '#server/logger.server';
import { createGraphServer, type GraphServer, type GraphServerOptions } from './index.server';

export type Lane = 'pglite' | 'postgres';

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL is set. */
export function testLanes(): Lane[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDb {
  db: Db;
  lane: Lane;
  close(): Promise<void>;
}

/** A migrated, empty database: in-memory PGlite, or a new PostgreSQL database dropped on close. */
export async function openTestDb(lane: Lane, label: string): Promise<TestDb> {
  if (lane === 'pglite') {
    const db = await openDb({ dataDir: 'memory://' });
    await migrate(db);
    return { db, lane, close: () => db.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `graph_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = await openDb({ databaseUrl: adminUrl, dataDir: 'memory://' });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString(), dataDir: 'memory://' });
  await migrate(db);
  return {
    db,
    lane,
    async close() {
      await db.close();
      // Without FORCE: wait for the pool's backends to go rather than kill them mid-goodbye.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await admin.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await admin.close();
    },
  };
}

export interface FixtureHouse {
  id: number;
  slug: string;
  name: string;
  regions_covered: string[];
  type_of_properties: string[];
  auction_method: string[];
  phone: string | null;
}

/**
 * The tests' own statement of the lot lifecycle (issue 13), written independently of the SQL
 * function `lot_state()` it checks: a stored result stands; otherwise a lot is Available until its
 * auction (or end date) passes, then Awaiting result.
 */
export function expectedLotState(
  lot: { lot_status: string | null; auction_date: string | null; auction_end_date?: string | null },
  now = Date.now(),
): string {
  const stored = (lot.lot_status ?? '').trim().toLowerCase();
  const result = ['sold', 'unsold', 'withdrawn', 'postponed'].find((s) => s === stored);
  if (result) return result.charAt(0).toUpperCase() + result.slice(1);
  const closes = lot.auction_end_date ?? lot.auction_date;
  return closes !== null && Date.parse(closes) <= now ? 'Awaiting result' : 'Available';
}

export interface FixtureLot {
  /** As the graph shows it: derived from the stored status and the auction date. */
  id: number;
  auction_house_id: number;
  auction_id: number | null;
  title: string;
  lot_number: string;
  lot_status: string | null;
  property_type: string | null;
  bedrooms: number | null;
  address: string;
  location: string;
  postcode: string | null;
  postcode_district: string | null;
  lat: number | null;
  lng: number | null;
  guide_price_min: number | null;
  guide_price_max: number | null;
  sold_price: number | null;
  auction_method: string;
  auction_date: string | null;
  image_urls: string[];
  history: { date: string; event: string; price?: number }[];
}

export interface FixtureSold {
  transaction_id: string;
  price: number;
  date_of_transfer: string;
  postcode: string;
  property_type: string;
  town_city: string;
}

export interface Fixture {
  houses: FixtureHouse[];
  lots: FixtureLot[];
  sold: FixtureSold[];
  auctions: { id: number; auction_house_id: number; title: string; auction_date: string }[];
}

const HOUSES = [
  {
    slug: 'allsop',
    name: 'Allsop',
    regions_covered: ['London', 'South East'],
    type_of_properties: ['Residential', 'Commercial'],
    auction_method: ['Traditional', 'Online'],
    phone: '020 7494 3686',
  },
  {
    slug: 'savills',
    name: 'Savills',
    regions_covered: ['London', 'National'],
    type_of_properties: ['Residential'],
    auction_method: ['Traditional'],
    phone: null,
  },
  {
    slug: 'pugh-auctions',
    name: 'Pugh Auctions',
    regions_covered: ['North West'],
    type_of_properties: ['Residential', 'Land'],
    auction_method: ['Online', 'Modern'],
    phone: '0161 000 0000',
  },
  {
    slug: 'quiet-house',
    name: 'Quiet House Auctions',
    regions_covered: [],
    type_of_properties: [],
    auction_method: [],
    phone: null,
  },
];

// [house index, auction index | null, status, type, beds, district, lat, lng, min, max, sold, method, date]
type LotSpec = [
  number,
  number | null,
  string | null,
  string | null,
  number | null,
  string | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  string,
  string | null,
];

const LOTS: LotSpec[] = [
  [
    0,
    0,
    'Available',
    'House',
    3,
    'nw1',
    51.535,
    -0.142,
    450000,
    500000,
    null,
    'Traditional',
    '2024-06-01T10:00:00Z',
  ],
  [
    0,
    0,
    'Sold',
    'Flat',
    2,
    'nw1',
    51.538,
    -0.139,
    300000,
    325000,
    342000,
    'Traditional',
    '2024-06-01T10:00:00Z',
  ],
  [
    0,
    0,
    null,
    'Flat',
    1,
    'sw1a',
    51.501,
    -0.141,
    275000,
    null,
    null,
    'Traditional',
    '2024-06-01T10:00:00Z',
  ],
  [
    0,
    0,
    'Withdrawn',
    'Commercial',
    null,
    'sw1a',
    51.503,
    -0.128,
    1200000,
    1500000,
    null,
    'Traditional',
    '2024-06-01T10:00:00Z',
  ],
  [
    0,
    null,
    'Unsold',
    'House',
    4,
    'e1',
    51.515,
    -0.072,
    650000,
    700000,
    null,
    'Online',
    '2024-05-15T12:00:00Z',
  ],
  [0, null, 'Available', 'Land', null, null, null, null, 50000, 75000, null, 'Online', null],
  [
    0,
    null,
    'Available',
    'House',
    5,
    'e1',
    51.52,
    -0.06,
    null,
    null,
    null,
    'Online',
    '2099-08-20T09:30:00Z',
  ],
  [
    1,
    1,
    'Available',
    'Flat',
    2,
    'sw1a',
    51.499,
    -0.135,
    525000,
    550000,
    null,
    'Traditional',
    '2024-07-10T11:00:00Z',
  ],
  [
    1,
    1,
    'Sold',
    'House',
    3,
    'nw1',
    51.54,
    -0.15,
    800000,
    850000,
    910000,
    'Traditional',
    '2024-07-10T11:00:00Z',
  ],
  [
    1,
    1,
    'Sold',
    'Flat',
    1,
    'e1',
    51.512,
    -0.07,
    210000,
    230000,
    205000,
    'Traditional',
    '2024-07-10T11:00:00Z',
  ],
  [
    1,
    1,
    'Available',
    'House',
    6,
    'nw1',
    51.541,
    -0.146,
    1750000,
    2000000,
    null,
    'Traditional',
    '2024-07-10T11:00:00Z',
  ],
  [
    1,
    null,
    'Unsold',
    'Commercial',
    null,
    'e1',
    51.517,
    -0.065,
    95000,
    110000,
    null,
    'Modern',
    '2024-04-02T14:00:00Z',
  ],
  [
    2,
    2,
    'Available',
    'House',
    3,
    'm1',
    53.479,
    -2.244,
    150000,
    175000,
    null,
    'Online',
    '2024-06-20T18:00:00Z',
  ],
  [
    2,
    2,
    'Sold',
    'Flat',
    2,
    'm1',
    53.481,
    -2.238,
    120000,
    130000,
    139500,
    'Online',
    '2024-06-20T18:00:00Z',
  ],
  [
    2,
    2,
    'Available',
    'Flat',
    1,
    'm1',
    53.476,
    -2.241,
    85000,
    null,
    null,
    'Online',
    '2024-06-20T18:00:00Z',
  ],
  [
    2,
    2,
    'Withdrawn',
    'House',
    2,
    'l1',
    53.405,
    -2.98,
    99000,
    110000,
    null,
    'Online',
    '2024-06-20T18:00:00Z',
  ],
  [
    2,
    null,
    'Available',
    'Land',
    null,
    'l1',
    53.41,
    -2.975,
    30000,
    40000,
    null,
    'Modern',
    '2099-09-05T12:00:00Z',
  ],
  [2, null, null, 'House', 4, 'l1', 53.402, -2.99, 175000, 195000, null, 'Modern', null],
  [
    2,
    null,
    'Sold',
    'House',
    3,
    'm1',
    53.485,
    -2.25,
    160000,
    170000,
    181000,
    'Modern',
    '2024-03-12T12:00:00Z',
  ],
  [
    2,
    null,
    'Available',
    null,
    null,
    null,
    53.49,
    -2.23,
    60000,
    70000,
    null,
    'Online',
    '2099-10-01T12:00:00Z',
  ],
];

const TITLES = [
  'Victorian terrace house in Camden',
  'Two bedroom flat near Regents Park',
  'Studio flat in Westminster',
  'Freehold commercial building, Whitehall',
  'Four bedroom house in Whitechapel',
  'Parcel of land with planning potential',
  'Detached family house, Stepney',
  'Mansion block flat, St James',
  'Period house with garden, Primrose Hill',
  'One bedroom flat, Aldgate',
  'Six bedroom villa, Camden Square',
  'Shop with flat above, Mile End',
  'Semi-detached house in Manchester',
  'City centre apartment, Manchester',
  'Compact flat near Piccadilly station',
  'Terraced house in Liverpool',
  'Building plot, Liverpool outskirts',
  'Four bedroom house with garage, Liverpool',
  'Mid terrace house, Ancoats',
  "Garage block, Manchester (vendor's sale)",
];

const POSTCODES: Record<string, string> = {
  nw1: 'NW1 7AA',
  sw1a: 'SW1A 2AA',
  e1: 'E1 6AN',
  m1: 'M1 1AE',
  l1: 'L1 8JQ',
};

const LOCATIONS: Record<string, string> = {
  nw1: 'Camden, Greater London',
  sw1a: 'Westminster, Greater London',
  e1: 'Tower Hamlets, Greater London',
  m1: 'Manchester, Greater Manchester',
  l1: 'Liverpool, Merseyside',
};

const SOLD: Omit<FixtureSold, never>[] = [
  {
    transaction_id: '{A0000001}',
    price: 450000,
    date_of_transfer: '2023-01-15',
    postcode: 'NW1 7AA',
    property_type: 'T',
    town_city: 'LONDON',
  },
  {
    transaction_id: '{A0000002}',
    price: 610000,
    date_of_transfer: '2023-06-30',
    postcode: 'NW1 7AB',
    property_type: 'S',
    town_city: 'LONDON',
  },
  {
    transaction_id: '{A0000003}',
    price: 380000,
    date_of_transfer: '2024-02-01',
    postcode: 'NW1 8XY',
    property_type: 'F',
    town_city: 'LONDON',
  },
  {
    transaction_id: '{A0000004}',
    price: 1250000,
    date_of_transfer: '2022-11-11',
    postcode: 'SW1A 2AA',
    property_type: 'D',
    town_city: 'LONDON',
  },
  {
    transaction_id: '{A0000005}',
    price: 182000,
    date_of_transfer: '2023-09-09',
    postcode: 'M1 1AE',
    property_type: 'F',
    town_city: 'MANCHESTER',
  },
  {
    transaction_id: '{A0000006}',
    price: 240000,
    date_of_transfer: '2024-01-20',
    postcode: 'M1 2BB',
    property_type: 'T',
    town_city: 'MANCHESTER',
  },
  {
    transaction_id: '{A0000007}',
    price: 99950,
    date_of_transfer: '2021-04-04',
    postcode: 'L1 8JQ',
    property_type: 'O',
    town_city: 'LIVERPOOL',
  },
  {
    transaction_id: '{A0000008}',
    price: 305000,
    date_of_transfer: '2024-02-01',
    postcode: 'NW1 9ZZ',
    property_type: 'T',
    town_city: 'LONDON',
  },
];

/** Inserts the fixture dataset; ids come from a fresh database so they are 1..n in order. */
export async function seedGraphFixture(db: Queryable): Promise<Fixture> {
  const houses: FixtureHouse[] = [];
  for (const h of HOUSES) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO auction_houses (slug, name, regions_covered, type_of_properties, auction_method, phone, description, website, updated_at)
       VALUES ($1, $2, $3::text[], $4::text[], $5::text[], $6, $7, $8, '2024-01-01T00:00:00Z') RETURNING id`,
      [
        h.slug,
        h.name,
        h.regions_covered,
        h.type_of_properties,
        h.auction_method,
        h.phone,
        `${h.name} holds property auctions.`,
        `https://${h.slug}.example`,
      ],
    );
    houses.push({ ...h, id: Number(rows[0]!.id) });
  }
  const auctionSpecs = [
    {
      house: 0,
      title: 'Allsop June residential',
      method: 'Traditional',
      date: '2024-06-01T10:00:00Z',
    },
    { house: 1, title: 'Savills July sale', method: 'Traditional', date: '2024-07-10T11:00:00Z' },
    { house: 2, title: 'Pugh timed online auction', method: 'Timed', date: '2024-06-20T18:00:00Z' },
  ];
  const auctions: Fixture['auctions'] = [];
  for (const a of auctionSpecs) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO auctions (auction_house_id, title, auction_method, auction_date, venue)
       VALUES ($1, $2, $3, $4::timestamptz, $5) RETURNING id`,
      [houses[a.house]!.id, a.title, a.method, a.date, a.method === 'Timed' ? null : 'London'],
    );
    auctions.push({
      id: Number(rows[0]!.id),
      auction_house_id: houses[a.house]!.id,
      title: a.title,
      auction_date: a.date,
    });
  }
  const lots: FixtureLot[] = [];
  for (const [i, spec] of LOTS.entries()) {
    const [house, auction, status, type, beds, district, lat, lng, min, max, sold, method, date] =
      spec;
    const lot: Omit<FixtureLot, 'id'> = {
      auction_house_id: houses[house]!.id,
      auction_id: auction === null ? null : auctions[auction]!.id,
      title: TITLES[i]!,
      lot_number: String(i + 1),
      lot_status: status,
      property_type: type,
      bedrooms: beds,
      address: `${i + 1} Example Street`,
      location: district ? LOCATIONS[district]! : 'Unknown',
      postcode: district ? POSTCODES[district]! : null,
      postcode_district: district,
      lat,
      lng,
      guide_price_min: min,
      guide_price_max: max,
      sold_price: sold,
      auction_method: method,
      auction_date: date,
      image_urls:
        i % 3 === 0
          ? []
          : [`https://img.example/${i + 1}/a.jpg`, `https://img.example/${i + 1}/b.jpg`],
      history:
        sold === null
          ? [{ date: '2024-01-01', event: 'listed' }]
          : [
              { date: '2024-01-01', event: 'listed' },
              { date: date?.slice(0, 10) ?? '2024-01-02', event: 'sold', price: sold },
            ],
    };
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO auction_properties (auction_house_id, auction_id, title, lot_number, lot_status, property_type,
         bedrooms, address, location, postcode, postcode_district, lat, lng, guide_price_min, guide_price_max,
         sold_price, auction_method, auction_date, image_urls, history, description, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18::timestamptz,
         $19::text[], $20::text::jsonb, $21, '2024-01-01T00:00:00Z', '2024-01-02T00:00:00Z') RETURNING id`,
      [
        lot.auction_house_id,
        lot.auction_id,
        lot.title,
        lot.lot_number,
        lot.lot_status,
        lot.property_type,
        lot.bedrooms,
        lot.address,
        lot.location,
        lot.postcode,
        lot.postcode_district,
        lot.lat,
        lot.lng,
        lot.guide_price_min,
        lot.guide_price_max,
        lot.sold_price,
        lot.auction_method,
        lot.auction_date,
        lot.image_urls,
        JSON.stringify(lot.history),
        `Lot ${i + 1}: ${lot.title}.`,
      ],
    );
    lots.push({ ...lot, id: Number(rows[0]!.id), lot_status: expectedLotState(lot) });
  }
  for (const s of SOLD) {
    await db.query(
      `INSERT INTO sold_house_prices (transaction_id, price, date_of_transfer, postcode, property_type, old_new,
         duration, paon, street, town_city, district, county, ppd_category)
       VALUES ($1, $2, $3::date, $4, $5, 'N', 'F', '1', 'High Street', $6, $6, 'COUNTY', 'A')`,
      [s.transaction_id, s.price, s.date_of_transfer, s.postcode, s.property_type, s.town_city],
    );
  }
  await db.exec(`
    INSERT INTO locations (slug, name, kind, parent_slug, lat, lng, population) VALUES
      ('england', 'England', 'country', NULL, 52.35, -1.17, 56000000),
      ('england/greater-london', 'Greater London', 'region', 'england', 51.5, -0.12, 8900000),
      ('england/greater-london/camden', 'Camden', 'town', 'england/greater-london', 51.54, -0.14, 270000),
      ('england/greater-london/westminster', 'Westminster', 'town', 'england/greater-london', 51.5, -0.13, NULL),
      ('england/north-west', 'North West', 'region', 'england', 53.8, -2.6, 7400000),
      ('england/north-west/manchester', 'Manchester', 'town', 'england/north-west', 53.48, -2.24, 550000);
    INSERT INTO postcodes (slug, label, kind, parent_slug, location_slug, lat, lng) VALUES
      ('nw', 'NW', 'area', NULL, NULL, 51.55, -0.18),
      ('nw1', 'NW1', 'district', 'nw', 'england/greater-london/camden', 51.53, -0.14),
      ('nw1/7', 'NW1 7', 'sector', 'nw1', 'england/greater-london/camden', 51.535, -0.14),
      ('m', 'M', 'area', NULL, NULL, 53.48, -2.24),
      ('m1', 'M1', 'district', 'm', 'england/north-west/manchester', 53.48, -2.24);
    INSERT INTO articles (slug, title, excerpt, body, cover_image, author, category, published_at) VALUES
      ('buying-at-auction', 'Buying at auction', 'How auctions work.',
        '[{"type":"paragraph","text":"Register, bid, exchange on the fall of the hammer."}]', NULL, 'Jo Bloggs', 'guides', '2024-03-01T09:00:00Z'),
      ('legal-packs', 'Reading a legal pack', 'What to check.',
        '[{"type":"heading","text":"Searches"}]', 'https://img.example/legal.jpg', 'Sam Smith', 'guides', '2024-04-15T09:00:00Z'),
      ('market-update-may', 'May market update', 'Prices and volumes.',
        '{"version":1,"blocks":[]}', NULL, 'Jo Bloggs', 'news', '2024-05-31T17:00:00Z');
  `);
  return { houses, lots, sold: SOLD, auctions };
}

export interface GraphTestApp {
  app: express.Express;
  graph: GraphServer;
  /** Lines the graph logged (JSON strings from pino). */
  logLines: string[];
  /** SQL statements the graph ran (clear with `queries.length = 0`). */
  queries: { sql: string; params: unknown[] }[];
}

/** A minimal Express app with the graph mounted at /graphql, logging into memory. */
export function graphTestApp(
  db: Queryable,
  options: Partial<Omit<GraphServerOptions, 'db' | 'logger'>> = {},
): GraphTestApp {
  const logLines: string[] = [];
  const queries: GraphTestApp['queries'] = [];
  const logger = createLogger(
    'info',
    new Writable({
      write(chunk: Buffer, _enc, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  );
  const counted: Queryable = {
    query: (sql, params) => {
      queries.push({ sql, params: params ?? [] });
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  const graph = createGraphServer({
    db: counted,
    jwtSecret: TEST_JWT_SECRET,
    isProduction: false,
    logger,
    ...options,
  });
  const app = express();
  app.set('trust proxy', 'loopback'); // as the app's TRUST_PROXY default
  app.use('/graphql', graph.handler);
  return { app, graph, logLines, queries };
}

export const TEST_JWT_SECRET = 'test-secret-for-the-graph-0123456789abcdef';
