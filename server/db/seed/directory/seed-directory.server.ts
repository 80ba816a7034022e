import type { Logger } from 'pino';
import type { Db, Queryable } from '#server/db/db.server';
import { ARTICLES } from './articles';
import { buildAuctionHouses, type AuctionHouse } from './auction-houses';
import { buildAuctions, type Auction } from './auctions';
import {
  bulkInsertColumns,
  bulkInsertRows,
  pgTextArray,
  reserveIds,
  withIndexesDeferred,
  type BulkColumn,
} from './bulk-insert.server';
import { loadGbCities } from './cities.server';
import { addDays, londonTime, startOfUtcDay } from './dates';
import { MEDIA_URL_PREFIX, articleCoverPath, mediaUrl } from './images';
import { buildLots, type Lot } from './lots';
import { legalPackPath } from '#schema/legal-pack';
import { seedMediaFiles, writeMediaFiles } from './media.server';
import { buildPlaces, type LocationRow } from './places';
import { buildPostcodes, type PostcodeRow } from './postcodes';
import { Rng } from './prng';
import { SOLD_COLUMN_NAMES, soldPriceBatches } from './sold-prices';
import { withSoldPriceBandsRebuilt } from '#server/db/sold-price-bands-bulk.server';

export const DEFAULT_SEED = 1729;
export const DEFAULT_SOLD_ROWS = 200_000;
/** Lots are spread over the auctions so that the total lands near this figure. */
export const DEFAULT_TARGET_LOTS = 2600;
const SOLD_BATCH_ROWS = 5000;

export interface SeedDirectoryOptions {
  /** Rows of sold_house_prices; defaults to SEED_SOLD_ROWS or 200,000. */
  soldRows?: number;
  /** Same seed and reference date → identical rows. */
  seed?: number | string;
  /** Where to write the SVG placeholders (`<mediaDir>/seed/...`, served at `/media/seed/...`). */
  mediaDir?: string;
  logger?: Logger;
  /**
   * "Today" for the data: auctions run from nine months before it to two months after, sold
   * prices cover the five years before it. Defaults to the start of the current UTC day.
   */
  referenceDate?: Date;
  /** Approximate number of lots; defaults to 2,600. */
  targetLots?: number;
}

export interface SeedSummary {
  seed: number;
  /** ISO timestamp of the reference date used. */
  referenceDate: string;
  counts: {
    locations: number;
    postcodes: number;
    auctionHouses: number;
    auctions: number;
    lots: number;
    soldHousePrices: number;
    articles: number;
    mediaFiles: number;
  };
  /** Where image files were written (null when no mediaDir was given) and their URL prefix. */
  media: { dir: string | null; urlPrefix: string };
  ms: {
    total: number;
    generate: number;
    insert: number;
    soldHousePrices: number;
    media: number;
  };
}

/** Reads SEED_SOLD_ROWS (a non-negative integer); falls back to 200,000. */
export function soldRowsFromEnv(env: Record<string, string | undefined> = process.env): number {
  const raw = env.SEED_SOLD_ROWS?.replace(/[_,]/g, '').trim();
  if (!raw) return DEFAULT_SOLD_ROWS;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new Error(`SEED_SOLD_ROWS must be a non-negative integer, got "${env.SEED_SOLD_ROWS}"`);
  }
  return n;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const LOCATION_COLUMNS: BulkColumn[] = [
  { name: 'slug', param: 'text' },
  { name: 'name', param: 'text' },
  { name: 'kind', param: 'text' },
  { name: 'parent_slug', param: 'text' },
  { name: 'lat', param: 'float8' },
  { name: 'lng', param: 'float8' },
  { name: 'population', param: 'int4' },
  { name: 'updated_at', param: 'text', cast: 'timestamptz' },
];

const POSTCODE_COLUMNS: BulkColumn[] = [
  { name: 'slug', param: 'text' },
  { name: 'label', param: 'text' },
  { name: 'kind', param: 'text' },
  { name: 'parent_slug', param: 'text' },
  { name: 'location_slug', param: 'text' },
  { name: 'lat', param: 'float8' },
  { name: 'lng', param: 'float8' },
  { name: 'updated_at', param: 'text', cast: 'timestamptz' },
];

const HOUSE_COLUMNS: BulkColumn[] = [
  { name: 'id', param: 'int4' },
  { name: 'slug', param: 'text' },
  { name: 'name', param: 'text' },
  { name: 'logo', param: 'text' },
  { name: 'description', param: 'text' },
  { name: 'regions_covered', param: 'text', cast: 'text[]' },
  { name: 'type_of_properties', param: 'text', cast: 'text[]' },
  { name: 'auction_method', param: 'text', cast: 'text[]' },
  { name: 'phone', param: 'text' },
  { name: 'email', param: 'text' },
  { name: 'website', param: 'text' },
  { name: 'address', param: 'text' },
  { name: 'updated_at', param: 'text', cast: 'timestamptz' },
];

const AUCTION_COLUMNS: BulkColumn[] = [
  { name: 'id', param: 'int4' },
  { name: 'auction_house_id', param: 'int4' },
  { name: 'title', param: 'text' },
  { name: 'auction_method', param: 'text' },
  { name: 'auction_date', param: 'text', cast: 'timestamptz' },
  { name: 'auction_end_date', param: 'text', cast: 'timestamptz' },
  { name: 'venue', param: 'text' },
  { name: 'updated_at', param: 'text', cast: 'timestamptz' },
];

const LOT_COLUMNS: BulkColumn[] = [
  { name: 'id', param: 'int4' },
  { name: 'auction_house_id', param: 'int4' },
  { name: 'auction_id', param: 'int4' },
  { name: 'title', param: 'text' },
  { name: 'description', param: 'text' },
  { name: 'lot_number', param: 'text' },
  { name: 'lot_status', param: 'text' },
  { name: 'property_type', param: 'text' },
  { name: 'tenure', param: 'text' },
  { name: 'bedrooms', param: 'int4', cast: 'int2' },
  { name: 'address', param: 'text' },
  { name: 'location', param: 'text' },
  { name: 'location_slug', param: 'text' },
  { name: 'postcode', param: 'text' },
  { name: 'postcode_district', param: 'text' },
  { name: 'lat', param: 'float8' },
  { name: 'lng', param: 'float8' },
  { name: 'guide_price_min', param: 'int4' },
  { name: 'guide_price_max', param: 'int4' },
  { name: 'sold_price', param: 'int4' },
  { name: 'auction_method', param: 'text' },
  { name: 'auction_date', param: 'text', cast: 'timestamptz' },
  { name: 'auction_end_date', param: 'text', cast: 'timestamptz' },
  { name: 'image_urls', param: 'text', cast: 'text[]' },
  { name: 'legal_pack_url', param: 'text' },
  { name: 'history', param: 'text', cast: 'jsonb' },
  { name: 'created_at', param: 'text', cast: 'timestamptz' },
  { name: 'updated_at', param: 'text', cast: 'timestamptz' },
];

const ARTICLE_COLUMNS: BulkColumn[] = [
  { name: 'slug', param: 'text' },
  { name: 'title', param: 'text' },
  { name: 'excerpt', param: 'text' },
  { name: 'body', param: 'text', cast: 'jsonb' },
  { name: 'cover_image', param: 'text' },
  { name: 'author', param: 'text' },
  { name: 'category', param: 'text' },
  { name: 'published_at', param: 'text', cast: 'timestamptz' },
  { name: 'updated_at', param: 'text', cast: 'timestamptz' },
];

const SOLD_COLUMNS: BulkColumn[] = SOLD_COLUMN_NAMES.map((name) =>
  name === 'price'
    ? { name, param: 'int4' }
    : name === 'date_of_transfer'
      ? { name, param: 'text', cast: 'date' }
      : { name, param: 'text' },
);

interface Generated {
  locations: LocationRow[];
  postcodeRows: PostcodeRow[];
  houses: AuctionHouse[];
  auctions: Auction[];
  lots: Lot[];
}

/** Builds every directory table except sold prices (which stream) in memory. */
function generate(
  rng: Rng,
  reference: Date,
  targetLots: number,
): Generated & {
  postcodes: ReturnType<typeof buildPostcodes>;
} {
  const places = buildPlaces(loadGbCities());
  const postcodes = buildPostcodes(rng.fork('postcodes'), places.majorTowns, places.towns);
  const houses = buildAuctionHouses(rng.fork('houses'), postcodes);
  const auctions = buildAuctions(rng.fork('auctions'), houses, reference, targetLots);
  const lots = buildLots(rng.fork('lots'), auctions, postcodes, reference);
  return {
    locations: places.locations,
    postcodeRows: postcodes.rows,
    postcodes,
    houses,
    auctions,
    lots,
  };
}

async function insertDirectory(tx: Queryable, data: Generated, reference: Date): Promise<void> {
  const stamp = reference.toISOString();
  await bulkInsertRows(tx, 'locations', LOCATION_COLUMNS, data.locations, (l) => [
    l.slug,
    l.name,
    l.kind,
    l.parentSlug,
    l.lat,
    l.lng,
    l.population,
    stamp,
  ]);
  await bulkInsertRows(tx, 'postcodes', POSTCODE_COLUMNS, data.postcodeRows, (p) => [
    p.slug,
    p.label,
    p.kind,
    p.parentSlug,
    p.locationSlug,
    p.lat,
    p.lng,
    stamp,
  ]);

  const houseIds = await reserveIds(tx, 'auction_houses', data.houses.length);
  const houseId = new Map(data.houses.map((h, i) => [h, houseIds[i]!]));
  await bulkInsertRows(tx, 'auction_houses', HOUSE_COLUMNS, data.houses, (h) => [
    houseId.get(h),
    h.slug,
    h.name,
    h.logo,
    h.description,
    pgTextArray(h.regionsCovered),
    pgTextArray(h.typeOfProperties),
    pgTextArray(h.auctionMethod),
    h.phone,
    h.email,
    h.website,
    h.address,
    stamp,
  ]);

  const auctionIds = await reserveIds(tx, 'auctions', data.auctions.length);
  await bulkInsertRows(tx, 'auctions', AUCTION_COLUMNS, data.auctions, (a, i) => [
    auctionIds[i],
    houseId.get(a.house),
    a.title,
    a.method,
    iso(a.start),
    iso(a.end),
    a.venue,
    stamp,
  ]);

  // Ids first, so each lot's legal pack link can name its own page.
  const lotIds = await reserveIds(tx, 'auction_properties', data.lots.length);
  await bulkInsertRows(tx, 'auction_properties', LOT_COLUMNS, data.lots, (l, i) => [
    lotIds[i],
    houseId.get(l.house),
    auctionIds[l.auctionIndex],
    l.title,
    l.description,
    l.lotNumber,
    l.status,
    l.propertyType,
    l.tenure,
    l.bedrooms,
    l.address,
    l.location,
    l.locationSlug,
    l.postcode,
    l.postcodeDistrict,
    l.lat,
    l.lng,
    l.guideMin,
    l.guideMax,
    l.soldPrice,
    l.method,
    iso(l.auctionDate),
    iso(l.auctionEndDate),
    pgTextArray(l.imageUrls),
    l.hasLegalPack ? legalPackPath(lotIds[i]!) : null,
    JSON.stringify(l.history),
    iso(l.createdAt),
    iso(l.updatedAt),
  ]);

  await bulkInsertRows(tx, 'articles', ARTICLE_COLUMNS, ARTICLES, (a) => {
    const published = londonTime(addDays(reference, -a.daysAgo), 8).toISOString();
    return [
      a.slug,
      a.title,
      a.excerpt,
      JSON.stringify(a.body),
      mediaUrl(articleCoverPath(a.slug)),
      a.author,
      a.category,
      published,
      published,
    ];
  });
}

/**
 * Fills the directory tables (locations, postcodes, auction houses, auctions, lots, sold house
 * prices, articles) of an empty, migrated database with deterministic, realistic data, in one
 * transaction. Writes SVG placeholders under `mediaDir` when given.
 */
export async function seedDirectory(
  db: Db,
  options: SeedDirectoryOptions = {},
): Promise<SeedSummary> {
  const started = performance.now();
  const rng = new Rng(options.seed ?? DEFAULT_SEED);
  const reference = startOfUtcDay(options.referenceDate ?? new Date());
  const soldRows = options.soldRows ?? soldRowsFromEnv();
  const log = options.logger;

  const data = generate(rng, reference, options.targetLots ?? DEFAULT_TARGET_LOTS);
  const generated = performance.now();
  log?.debug(
    { lots: data.lots.length, auctions: data.auctions.length, ms: Math.round(generated - started) },
    'directory seed generated',
  );

  let soldMs = 0;
  await db.transaction(async (tx) => {
    await insertDirectory(tx, data, reference);
    const soldStarted = performance.now();
    await withIndexesDeferred(tx, 'sold_house_prices', () =>
      withSoldPriceBandsRebuilt(tx, async () => {
        const batches = soldPriceBatches(
          rng.fork('sold'),
          data.postcodes,
          reference,
          soldRows,
          SOLD_BATCH_ROWS,
        );
        for (const batch of batches) {
          await bulkInsertColumns(tx, 'sold_house_prices', SOLD_COLUMNS, batch, SOLD_BATCH_ROWS);
        }
      }),
    );
    soldMs = performance.now() - soldStarted;
  });
  const inserted = performance.now();

  let mediaFiles = 0;
  if (options.mediaDir) {
    const files = seedMediaFiles(data.houses, ARTICLES);
    await writeMediaFiles(options.mediaDir, files);
    mediaFiles = files.length;
  }
  const finished = performance.now();

  const summary: SeedSummary = {
    seed: rng.seed,
    referenceDate: reference.toISOString(),
    counts: {
      locations: data.locations.length,
      postcodes: data.postcodeRows.length,
      auctionHouses: data.houses.length,
      auctions: data.auctions.length,
      lots: data.lots.length,
      soldHousePrices: soldRows,
      articles: ARTICLES.length,
      mediaFiles,
    },
    media: { dir: options.mediaDir ?? null, urlPrefix: `${MEDIA_URL_PREFIX}/seed/` },
    ms: {
      total: Math.round(finished - started),
      generate: Math.round(generated - started),
      insert: Math.round(inserted - generated),
      soldHousePrices: Math.round(soldMs),
      media: Math.round(finished - inserted),
    },
  };
  log?.info(summary, 'directory seeded');
  return summary;
}
