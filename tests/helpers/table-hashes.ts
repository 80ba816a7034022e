import type { Queryable } from '#server/db/db.server';

/** The directory tables the seed fills, each with the column that orders its rows. */
const TABLE_ORDER: Record<string, string> = {
  locations: 'slug',
  postcodes: 'slug',
  auction_houses: 'id',
  auctions: 'id',
  auction_properties: 'id',
  sold_house_prices: 'transaction_id',
  articles: 'slug',
};

/** `count:md5` of each directory table's ordered rows, hashed inside the database. */
export async function tableHashes(q: Queryable): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [table, order] of Object.entries(TABLE_ORDER)) {
    const { rows } = await q.query<{ h: string | null; n: number }>(
      `SELECT md5(string_agg(t::text, E'\\n' ORDER BY t.${order})) AS h, count(*)::int AS n
         FROM ${table} t`,
    );
    out[table] = `${rows[0]!.n}:${rows[0]!.h}`;
  }
  return out;
}
