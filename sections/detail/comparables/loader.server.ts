import type { LotRecord } from '#schema/entities';
import { familyOfLotType, PPD_PROPERTY_TYPES } from '#schema/property-types';
import type { SectionLoaderContext } from '#sections/loader-context.server';
import { parsePostcodeText, postcodeLabel } from '#server/areas/postcode-text';
import { placePath, postcodePath } from '#schema/area-paths';
import type { ComparablesDetail } from './schema';
import { MAX_OFFSET } from '#server/graph/sql.server';
import {
  comparableLevel,
  periodStart,
  medianOf,
  saleAddress,
  soldPricesHref,
  type ComparableArea,
  type ComparablesData,
  type ComparableSale,
} from './comparables-data';
import { nationWithoutPricePaid } from '#schema/land-registry-coverage';

/** The lot's postcode district and sector as the sold-price columns spell them (`ls6`, `ls6/2`). */
function lotPostcodeSlugs(lot: LotRecord): { district: string; sector: string | null } | null {
  const pc = lot.postcode ? parsePostcodeText(lot.postcode) : null;
  if (pc?.kind === 'unit')
    return { district: pc.district, sector: `${pc.district}/${pc.postcode.split(' ')[1]![0]}` };
  const district = lot.postcode_district?.trim().toLowerCase();
  return district ? { district, sector: null } : null;
}

type Where = Record<string, unknown>;

/** The sales of an area in the period, of the family's property types. */
function salesWhere(
  column: 'postcode_district' | 'postcode_sector',
  slug: string,
  period: Period,
): Where {
  return {
    _and: [
      { [column]: { _eq: slug } },
      { date_of_transfer: { _gte: period.from, _lte: period.to } },
      { property_type: { _in: [...period.codes] } },
    ],
  };
}

interface Period {
  from: string;
  to: string;
  codes: readonly string[];
}

interface AreaAggregate {
  aggregate: { count: number; min: { price: number | null }; max: { price: number | null } };
}

/**
 * Counts and ranges of the district and the sector (both from the (postcode_district, date)
 * index), and which of the linked pages exist, in one graph operation.
 */
async function areaCounts(
  ctx: SectionLoaderContext,
  slugs: { district: string; sector: string | null },
  period: Period,
  place: string | null,
) {
  const data = await ctx.graph(
    `query ComparableAreas($district: sold_house_prices_bool_exp, $sector: sold_house_prices_bool_exp,
        $postcodes: [String!], $place: String!, $withPlace: Boolean!) {
      district: sold_house_prices_aggregate(where: $district) { aggregate { count min { price } max { price } } }
      sector: sold_house_prices_aggregate(where: $sector) { aggregate { count min { price } max { price } } }
      postcodes(where: { slug: { _in: $postcodes } }, limit: 2) { slug }
      place: locations_by_slug(slug: $place) @include(if: $withPlace) { name }
    }`,
    {
      district: salesWhere('postcode_district', slugs.district, period),
      // No sector: a condition no row meets, so the operation keeps one shape.
      sector: slugs.sector
        ? salesWhere('postcode_sector', slugs.sector, period)
        : { price: { _lt: 0 } },
      postcodes: [slugs.district, ...(slugs.sector ? [slugs.sector] : [])],
      place: place ?? '',
      withPlace: place !== null,
    },
  );
  const figures = (a: AreaAggregate) => ({
    count: a.aggregate.count,
    min: a.aggregate.min.price,
    max: a.aggregate.max.price,
  });
  return {
    district: figures(data.district as AreaAggregate),
    sector: slugs.sector ? figures(data.sector as AreaAggregate) : null,
    postcodes: new Set((data.postcodes as { slug: string }[]).map((p) => p.slug)),
    placeName: (data.place as { name: string } | null | undefined)?.name ?? null,
  };
}

interface SaleRow {
  transaction_id: string;
  price: number;
  date_of_transfer: string;
  property_type: string;
  postcode: string | null;
  paon: string | null;
  saon: string | null;
  street: string | null;
}

/**
 * The median (the middle price, or the mean of the two middle prices, as percentile_cont(0.5))
 * and the latest sales of the chosen area. Past the graph's offset limit (an area with more than
 * 20,000 sales in the period) the median is left out rather than guessed.
 */
async function medianAndRecent(
  ctx: SectionLoaderContext,
  where: Where,
  count: number,
  recent: number,
): Promise<{ median: number | null; recent: ComparableSale[] }> {
  const offset = Math.floor((count - 1) / 2);
  const withMedian = count > 0 && offset <= MAX_OFFSET;
  const data = await ctx.graph(
    `query ComparableSales($where: sold_house_prices_bool_exp, $offset: Int, $middle: Int,
        $recent: Int, $withMedian: Boolean!) {
      middle: sold_house_prices(where: $where, order_by: [{ price: asc }, { transaction_id: asc }],
        limit: $middle, offset: $offset) @include(if: $withMedian) { price }
      recent: sold_house_prices(where: $where,
        order_by: [{ date_of_transfer: desc }, { transaction_id: asc }], limit: $recent) {
        transaction_id price date_of_transfer property_type postcode paon saon street
      }
    }`,
    { where, offset, middle: count % 2 === 0 ? 2 : 1, recent, withMedian },
  );
  const middle = (data.middle as { price: number }[] | undefined) ?? [];
  return {
    median: medianOf(middle.map((r) => r.price)),
    recent: (data.recent as SaleRow[]).map((r) => ({
      id: r.transaction_id,
      address: saleAddress(r),
      date: r.date_of_transfer,
      price: r.price,
      type: r.property_type,
    })),
  };
}

/**
 * What of a lot its comparables depend on: its postcode district and sector, its property-type
 * family and its town. Lots that share them share the section's data (and its cache entry).
 */
export function comparablesKey(lot: LotRecord) {
  return {
    slugs: lotPostcodeSlugs(lot),
    family: familyOfLotType(lot.property_type)?.id ?? null,
    place: lot.location_slug,
  };
}

/**
 * Comparable sales for a lot: the same property-type family in its postcode sector over the last
 * `months` months, widened to the district when the sector has fewer than `min_sector_sales`.
 * Null when the lot has no postcode district to compare with.
 */
export async function loadComparables(
  section: ComparablesDetail,
  lot: LotRecord,
  ctx: SectionLoaderContext,
): Promise<ComparablesData | null> {
  const slugs = lotPostcodeSlugs(lot);
  if (!slugs) return null;
  const family = familyOfLotType(lot.property_type)?.family ?? null;
  const codes = family?.ppdCodes ?? PPD_PROPERTY_TYPES;
  const period: Period = {
    from: periodStart(ctx.now, section.months),
    to: ctx.now.toISOString().slice(0, 10),
    codes,
  };
  const { from, to } = period;
  const areas = await areaCounts(ctx, slugs, period, lot.location_slug);
  const level = comparableLevel(
    { sector: areas.sector?.count ?? null, district: areas.district.count },
    section.min_sector_sales,
  );
  const slug = level === 'sector' ? slugs.sector! : slugs.district;
  const areaOf = (l: 'sector' | 'district', s: string): ComparableArea => ({
    level: l,
    label: postcodeLabel(s),
    href: areas.postcodes.has(s) ? postcodePath(s) : null,
  });
  const chosen = level === 'sector' ? areas.sector! : areas.district;
  const sales = await medianAndRecent(
    ctx,
    salesWhere(level === 'sector' ? 'postcode_sector' : 'postcode_district', slug, period),
    chosen.count,
    chosen.count ? section.recent_count : 0,
  );
  const typeParam = family ? codes.join(',') : undefined;
  return {
    area: areaOf(level, slug),
    widenedFrom:
      level === 'district' && slugs.sector
        ? { label: postcodeLabel(slugs.sector), count: areas.sector?.count ?? 0 }
        : null,
    district: areaOf('district', slugs.district),
    town:
      lot.location_slug && areas.placeName
        ? { name: areas.placeName, href: placePath(lot.location_slug) }
        : null,
    salesNoun: family?.salesNoun ?? 'property of every type',
    note: family?.ppdNote ?? null,
    months: section.months,
    from,
    to,
    ...chosen,
    median: sales.median,
    recent: sales.recent,
    searchHref: soldPricesHref({
      location: postcodeLabel(slug),
      property_type: typeParam,
      date_from: from,
      date_to: to,
    }),
    districtSearchHref: soldPricesHref({ location: postcodeLabel(slugs.district) }),
    nationWithoutPricePaid: nationWithoutPricePaid(lot.location_slug),
  };
}
