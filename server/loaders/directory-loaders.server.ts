import type { ServerLoaderArgs } from './page-loaders.server';
import { pageNotFound } from '#client/routes/route-errors';
import {
  parseListingQuery,
  LISTING_ORDERS,
  PAGE_SIZE,
  type ListingQuery,
} from '#schema/listing-query';
import type {
  ListingsData,
  ListingData,
  AuctioneersData,
  AuctioneerData,
} from '#client/pages/directory-data';
import { organizationJsonLd, realEstateListingJsonLd } from '#schema/json-ld';
import { siteOf } from './seo.server';

export const CARD = `id title lot_status image_urls location auction_method auction_end_date auction_date guide_price_min sold_price property_type auction_house { id name logo }`;
const HOUSE_CARD =
  'id name logo number_of_properties regions_covered type_of_properties auction_method';

export async function graph<T>(
  args: ServerLoaderArgs,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const res = await args.scope.graph.execute<T>({ query, variables });
  if (res.errors?.length || !res.data)
    throw new Error(res.errors?.[0]?.message ?? 'graph query failed');
  return res.data;
}

/** URL query → Hasura where for lots (every filter the results page offers). */
export function listingWhere(q: ListingQuery): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (q.search) and.push({ _search: q.search });
  if (q.location)
    and.push({
      _or: [
        { location_slug: { _ilike: `%${q.location}%` } },
        { location: { _ilike: `%${q.location}%` } },
        { postcode_district: { _eq: q.location } },
      ],
    });
  if (q.property_type) and.push({ property_type: { _eq: q.property_type } });
  if (q.lot_status) and.push({ lot_status: { _ilike: q.lot_status } });
  if (q.guide_price_min !== undefined) and.push({ guide_price_min: { _gte: q.guide_price_min } });
  if (q.guide_price_max !== undefined) and.push({ guide_price_min: { _lte: q.guide_price_max } });
  return { _and: and };
}

export async function listingsPage(args: ServerLoaderArgs): Promise<ListingsData> {
  const q = parseListingQuery(args.url.searchParams);
  const where = listingWhere(q);
  const data = await graph<{ items: ListingsData['items']; agg: { aggregate: { count: number } } }>(
    args,
    `query Listings($where: auction_properties_bool_exp, $order: [auction_properties_order_by!], $limit: Int, $offset: Int) {
      items: auction_properties(where: $where, order_by: $order, limit: $limit, offset: $offset) { ${CARD} }
      agg: auction_properties_aggregate(where: $where) { aggregate { count } }
    }`,
    {
      where,
      order: LISTING_ORDERS[q.order_by].graph,
      limit: PAGE_SIZE,
      offset: (q.page - 1) * PAGE_SIZE,
    },
  );
  return { query: q, items: data.items, total: data.agg.aggregate.count };
}

export async function listingPage(args: ServerLoaderArgs): Promise<ListingData> {
  const data = await graph<{ lot: ListingData['lot'] | null }>(
    args,
    `query Lot($id: bigint!) { lot: auction_properties_by_pk(id: $id) {
      ${CARD} description address postcode bedrooms tenure lot_number legal_pack_url guide_price_max history lat lng
    } }`,
    { id: args.params.id },
  );
  if (!data.lot) throw pageNotFound(`${args.url.pathname}${args.url.search}`);
  const lot = data.lot;
  return {
    lot,
    meta: {
      title: lot.title,
      description: `${lot.title} in ${lot.location ?? 'the UK'}, offered at auction.`,
      jsonLd: realEstateListingJsonLd(siteOf(args.scope), lot),
    },
  };
}

export async function auctioneersPage(args: ServerLoaderArgs): Promise<AuctioneersData> {
  const search = (args.url.searchParams.get('search') ?? '').trim().slice(0, 100);
  const page = Math.max(
    1,
    Math.min(500, Number.parseInt(args.url.searchParams.get('page') ?? '1', 10) || 1),
  );
  const where = search ? { name: { _ilike: `%${search}%` } } : {};
  const data = await graph<{
    items: AuctioneersData['items'];
    agg: { aggregate: { count: number } };
  }>(
    args,
    `query Houses($where: auction_houses_bool_exp, $limit: Int, $offset: Int) {
      items: auction_houses(where: $where, order_by: [{ name: asc }], limit: $limit, offset: $offset) { ${HOUSE_CARD} }
      agg: auction_houses_aggregate(where: $where) { aggregate { count } }
    }`,
    { where, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  );
  return { search, page, items: data.items, total: data.agg.aggregate.count };
}

export async function auctioneerPage(args: ServerLoaderArgs): Promise<AuctioneerData> {
  const data = await graph<{ house: AuctioneerData['house'] | null }>(
    args,
    `query House($id: bigint!) { house: auction_houses_by_pk(id: $id) {
      ${HOUSE_CARD} description phone email website address
      lots: auction_properties(order_by: [{ auction_date: desc }], limit: 12) { ${CARD} }
    } }`,
    { id: args.params.id },
  );
  if (!data.house) throw pageNotFound(`${args.url.pathname}${args.url.search}`);
  return {
    house: data.house,
    meta: {
      title: data.house.name,
      description: `Auction lots, regions and methods of ${data.house.name}.`,
      jsonLd: organizationJsonLd(siteOf(args.scope), data.house),
    },
  };
}
