import {
  lotAvailableSql,
  lotClosesAtSql,
  lotPriceSql,
  lotStateSql,
  salePhaseSql,
  soldWhenSql,
} from './lot-state.server';
import { lotSequenceSql } from '#server/auctions/lot-order.server';

/**
 * The tables the data graph exposes, described once. The GraphQL types, the where/order_by compiler
 * and the relation batch loaders are all generated from this list, so a column name reaches SQL only if
 * it is written here (the whitelist).
 */

/** Column kinds, named after the Hasura scalars clients already declare their variables with. */
export type ColumnKind =
  | 'bigint'
  | 'Int'
  | 'smallint'
  | 'float8'
  | 'String'
  | 'bpchar'
  | 'timestamptz'
  | 'date'
  | 'jsonb'
  | 'String_array';

export interface ColumnDef {
  name: string;
  kind: ColumnKind;
  nullable: boolean;
  description?: string;
  /**
   * A value derived in SQL from the row's stored columns (`alias` is the row's table alias).
   * Selects, filters and orders all read this expression, so the derived value is the only one
   * the graph shows.
   */
  sql?: (alias: string) => string;
}

export interface RelationDef {
  name: string;
  /** `object`: at most one related row; `array`: a list with its own where/order_by/limit/offset. */
  kind: 'object' | 'array';
  target: TableName;
  /** Column of this table ... */
  from: string;
  /** ... equal to this column of the target table. */
  to: string;
  description?: string;
}

/** A read-only value computed in SQL from the row (`alias` is the row's table alias). */
export interface ComputedDef {
  name: string;
  kind: 'Int';
  description?: string;
  sql: (alias: string) => string;
  /** Batched form: one query returning `{ key, value }` for the given primary keys ($1). */
  batchSql: string;
}

export interface TableDef {
  name: TableName;
  description: string;
  pk: string;
  columns: ColumnDef[];
  relations: RelationDef[];
  computed: ComputedDef[];
  /** Unique text column that gets a `<table>_by_slug(slug)` root field. */
  slug?: string;
  /**
   * `_search` in the bool_exp: full-text match on this tsvector column; `_search_title`: on its
   * lexemes of weight A only (a lot's title), as a phrase; `_search_phrase`: the words next to each
   * other, in order.
   */
  searchVector?: string;
  /**
   * `_search_word` in the bool_exp: the words as written (a 'simple' tsvector column), not their
   * stems, and by their stems in `searchVector` too.
   */
  wordsVector?: string;
  /** `_near` in the bool_exp: within a distance of a point, on these coordinate columns. */
  geo?: { lat: string; lng: string };
  /**
   * Stored columns that lead indexes whose next columns are the orders clients ask for (e.g.
   * (postcode_district, date_of_transfer)): a list query filtered by `_in` on one of them is read
   * one value at a time, each value's first rows straight from its index, and merged (see
   * `listStatement`).
   */
  fanOut?: string[];
  /**
   * The SQL relation the graph reads, when not the table itself: a view holding only the rows
   * visitors may see (`published_articles`: no drafts, nothing scheduled; decision 074).
   */
  source?: string;
}

/** What a statement reads the table's rows from (its `source`, else the table). */
export const sourceOf = (table: TableDef): string => table.source ?? table.name;

export type TableName =
  | 'auction_properties'
  | 'auction_houses'
  | 'auctions'
  | 'sold_house_prices'
  | 'locations'
  | 'postcodes'
  | 'articles';

const col = (name: string, kind: ColumnKind, nullable = true, description?: string): ColumnDef => ({
  name,
  kind,
  nullable,
  ...(description ? { description } : {}),
});

export const TABLES: Record<TableName, TableDef> = {
  auction_properties: {
    name: 'auction_properties',
    description: 'A lot: one property offered at auction.',
    pk: 'id',
    searchVector: 'search_vector',
    wordsVector: 'words_vector',
    geo: { lat: 'lat', lng: 'lng' },
    columns: [
      col('id', 'bigint', false),
      col('auction_house_id', 'bigint', false),
      col('auction_id', 'bigint'),
      col('title', 'String', false),
      col('description', 'String'),
      col('lot_number', 'String'),
      {
        ...col(
          'lot_status',
          'String',
          false,
          'Derived from the stored result and the clock: Available (auction still ahead), Awaiting result, Sold, Unsold, Withdrawn or Postponed.',
        ),
        sql: lotStateSql,
      },
      col('property_type', 'String'),
      col('tenure', 'String'),
      col('bedrooms', 'smallint'),
      col('address', 'String'),
      col('location', 'String'),
      col('location_slug', 'String'),
      col('postcode', 'String'),
      col('postcode_district', 'String'),
      col('lat', 'float8'),
      col('lng', 'float8'),
      col('guide_price_min', 'Int'),
      col('guide_price_max', 'Int'),
      col('sold_price', 'Int'),
      {
        ...col(
          'sold_when',
          'String',
          true,
          'When a sold lot was sold: before (ahead of its auction), at (under the hammer) or after (once its auction was over); null unless sold.',
        ),
        sql: soldWhenSql,
      },
      {
        ...col(
          'price',
          'Int',
          true,
          'The price a card leads with: what the lot sold for once sold, else its lower guide (the price sort).',
        ),
        sql: lotPriceSql,
      },
      col('auction_method', 'String'),
      col('auction_date', 'timestamptz'),
      col('auction_end_date', 'timestamptz'),
      {
        ...col(
          'closes_at',
          'timestamptz',
          true,
          'When bidding closes: the end date of a Modern or online sale, else the auction date (the date a card shows).',
        ),
        sql: lotClosesAtSql,
      },
      col(
        'result_at',
        'timestamptz',
        true,
        'When the lot’s sale came to its result: the day of its last result when that was not the day bidding closed (sold before the auction, a sale agreed after it, withdrawn or postponed ahead of it), else when bidding closed. The order of past results.',
      ),
      {
        ...col(
          'sale_phase',
          'String',
          false,
          'Where the lot’s sale is: upcoming, bidding open (an online, timed or Modern sale that has opened and not closed), under way (a room sale on its day, until every lot has its result) or closed.',
        ),
        sql: salePhaseSql,
      },
      {
        ...col(
          'lot_sequence',
          'Int',
          true,
          'The lot number’s leading digits as a number: a catalogue in lot order (2 before 10).',
        ),
        sql: lotSequenceSql,
      },
      col('image_urls', 'String_array', false),
      col('legal_pack_url', 'String'),
      col('history', 'jsonb', false, 'Lot history: [{date, event, price?}].'),
      col('created_at', 'timestamptz', false),
      col('updated_at', 'timestamptz', false),
    ],
    relations: [
      {
        name: 'auction_house',
        kind: 'object',
        target: 'auction_houses',
        from: 'auction_house_id',
        to: 'id',
      },
      { name: 'auction', kind: 'object', target: 'auctions', from: 'auction_id', to: 'id' },
    ],
    computed: [],
  },
  auction_houses: {
    name: 'auction_houses',
    description: 'An auction house (auctioneer).',
    pk: 'id',
    slug: 'slug',
    columns: [
      col('id', 'bigint', false),
      col('slug', 'String', false),
      col('name', 'String', false),
      col('logo', 'String'),
      col('description', 'String'),
      col('regions_covered', 'String_array', false),
      col('type_of_properties', 'String_array', false),
      col('auction_method', 'String_array', false),
      col('phone', 'String'),
      col('email', 'String'),
      col('website', 'String'),
      col('address', 'String'),
      col('updated_at', 'timestamptz', false),
    ],
    relations: [
      {
        name: 'auction_properties',
        kind: 'array',
        target: 'auction_properties',
        from: 'id',
        to: 'auction_house_id',
      },
      { name: 'auctions', kind: 'array', target: 'auctions', from: 'id', to: 'auction_house_id' },
    ],
    computed: [
      {
        name: 'number_of_properties',
        kind: 'Int',
        description: 'How many lots this house has for sale now (available lots).',
        sql: (alias) =>
          `(SELECT count(*)::int FROM auction_properties np WHERE np.auction_house_id = ${alias}.id AND ${lotAvailableSql('np')})`,
        batchSql:
          'SELECT auction_house_id AS key, count(*)::int AS value FROM auction_properties np ' +
          `WHERE auction_house_id = ANY($1::bigint[]) AND ${lotAvailableSql('np')} GROUP BY auction_house_id`,
      },
    ],
  },
  auctions: {
    name: 'auctions',
    description: 'One auction event of a house.',
    pk: 'id',
    columns: [
      col('id', 'bigint', false),
      col('auction_house_id', 'bigint', false),
      col('title', 'String', false),
      col('auction_method', 'String', false),
      col('auction_date', 'timestamptz', false),
      col('auction_end_date', 'timestamptz'),
      col('venue', 'String'),
    ],
    relations: [
      {
        name: 'auction_house',
        kind: 'object',
        target: 'auction_houses',
        from: 'auction_house_id',
        to: 'id',
      },
      {
        name: 'auction_properties',
        kind: 'array',
        target: 'auction_properties',
        from: 'id',
        to: 'auction_id',
      },
    ],
    computed: [],
  },
  sold_house_prices: {
    name: 'sold_house_prices',
    description: 'HM Land Registry Price Paid Data: one row per transaction.',
    pk: 'transaction_id',
    // A street search is a list of street names: (street, date); a town is a list of its
    // postcode districts: (district, date | price). The first listed wins when both filter.
    fanOut: ['street', 'postcode_district'],
    columns: [
      col('transaction_id', 'String', false),
      col('price', 'Int', false),
      col('date_of_transfer', 'date', false),
      col('postcode', 'String'),
      col('property_type', 'bpchar', false, 'D, S, T, F or O.'),
      col('old_new', 'bpchar', false),
      col('duration', 'bpchar', false),
      col('paon', 'String'),
      col('saon', 'String'),
      col('street', 'String'),
      col('locality', 'String'),
      col('town_city', 'String'),
      col('district', 'String'),
      col('county', 'String'),
      col('ppd_category', 'bpchar', false),
      col('postcode_district', 'String', true, "Lower-case outward code, e.g. 'sw1a'."),
      col('postcode_sector', 'String', true, "Lower-case sector slug, e.g. 'sw1a/1'."),
    ],
    relations: [],
    computed: [],
  },
  locations: {
    name: 'locations',
    description: 'Places: countries, regions, counties and towns.',
    pk: 'id',
    slug: 'slug',
    columns: [
      col('id', 'bigint', false),
      col('slug', 'String', false),
      col('name', 'String', false),
      col('kind', 'String', false),
      col('parent_slug', 'String'),
      col('lat', 'float8'),
      col('lng', 'float8'),
      col('population', 'Int'),
      col('updated_at', 'timestamptz', false),
    ],
    relations: [
      { name: 'parent', kind: 'object', target: 'locations', from: 'parent_slug', to: 'slug' },
      { name: 'children', kind: 'array', target: 'locations', from: 'slug', to: 'parent_slug' },
    ],
    computed: [],
  },
  postcodes: {
    name: 'postcodes',
    description: 'Postcode areas, districts and sectors.',
    pk: 'id',
    slug: 'slug',
    columns: [
      col('id', 'bigint', false),
      col('slug', 'String', false),
      col('label', 'String', false),
      col('kind', 'String', false),
      col('parent_slug', 'String'),
      col('location_slug', 'String'),
      col('lat', 'float8'),
      col('lng', 'float8'),
      col('updated_at', 'timestamptz', false),
    ],
    relations: [
      { name: 'parent', kind: 'object', target: 'postcodes', from: 'parent_slug', to: 'slug' },
      { name: 'children', kind: 'array', target: 'postcodes', from: 'slug', to: 'parent_slug' },
      { name: 'location', kind: 'object', target: 'locations', from: 'location_slug', to: 'slug' },
    ],
    computed: [],
  },
  articles: {
    name: 'articles',
    description: 'Guides and news articles (published ones).',
    pk: 'id',
    source: 'published_articles',
    slug: 'slug',
    columns: [
      col('id', 'bigint', false),
      col('slug', 'String', false),
      col('title', 'String', false),
      col('excerpt', 'String', false),
      col('body', 'jsonb', false, 'Rich-text blocks.'),
      col('cover_image', 'String'),
      col('author', 'String', false),
      col('category', 'String', false),
      col('published_at', 'timestamptz', false),
      col('updated_at', 'timestamptz', false),
    ],
    relations: [],
    computed: [],
  },
};

export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

/** SQL type of each kind, used to cast every parameter explicitly (same plan on PGlite and PG). */
export const SQL_TYPE: Record<ColumnKind, string> = {
  bigint: 'bigint',
  Int: 'integer',
  smallint: 'smallint',
  float8: 'double precision',
  String: 'text',
  bpchar: 'bpchar',
  timestamptz: 'timestamptz',
  date: 'date',
  jsonb: 'jsonb',
  String_array: 'text[]',
};

export function columnOf(table: TableDef, name: string): ColumnDef {
  const column = table.columns.find((c) => c.name === name);
  if (!column) throw new Error(`Unknown column ${table.name}.${name}`);
  return column;
}

/**
 * Select list for a table: every column (`only`: just these, in the table's order), dates as ISO
 * text so no driver shifts them by time zone.
 */
export function selectList(table: TableDef, alias: string, only?: ReadonlySet<string>): string {
  return table.columns
    .filter((c) => !only || only.has(c.name))
    .map((c) =>
      c.kind === 'date'
        ? `${columnSql(c, alias)}::text AS ${c.name}`
        : `${columnSql(c, alias)} AS ${c.name}`,
    )
    .join(', ');
}

/** The SQL that reads a column: the stored column, or its derived expression. */
export function columnSql(column: ColumnDef, alias: string): string {
  return column.sql ? column.sql(alias) : `${alias}.${column.name}`;
}
