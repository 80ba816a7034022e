import type { LotRecord } from '#schema/entities';
import {
  familyOfLotType,
  nonResidentialOnly,
  ownPpdCode,
  PPD_PROPERTY_TYPES,
  UNPRICED_SALES_NOTE,
  type PpdPropertyType,
} from '#schema/property-types';
import type { SectionLoaderContext } from '#sections/loader-context.server';
import { parsePostcodeText, postcodeLabel } from '#server/areas/postcode-text';
import { placePath, postcodePath } from '#schema/area-paths';
import type { ComparablesDetail } from './schema';
import { MAX_OFFSET } from '#server/graph/sql.server';
import {
  comparableChoice,
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

/** The sales of an area in the period, of the kind's Price Paid codes. */
function salesWhere(
  column: 'postcode_district' | 'postcode_sector',
  slug: string,
  period: Period,
  kind: Kind,
): Where {
  return {
    _and: [
      { [column]: { _eq: slug } },
      { date_of_transfer: { _gte: period.from, _lte: period.to } },
      { property_type: { _in: [...kind.codes] } },
    ],
  };
}

interface Period {
  from: string;
  to: string;
}

/**
 * What sales a lot is compared with: their Price Paid codes, what they are called in a sentence,
 * and why the match is loose when it is.
 */
interface Kind {
  codes: readonly PpdPropertyType[];
  salesNoun: string;
  note: string | null;
}

/** The house types Price Paid records by a code of their own, as their sales are called. */
const OWN_KIND_NOUNS: Partial<Record<PpdPropertyType, string>> = {
  D: 'detached houses',
  S: 'semi-detached houses',
  T: 'terraced houses',
};

/**
 * What a lot is compared with: its own kind where Price Paid records it apart from the rest of its
 * family (a detached house with D alone, where houses are D, S and T: /listings/2658, a 5-bed
 * detached house guided at £560,000, was shown a median of £364,500 from semis and terraces
 * too), and its family to fall back on. A flat is F either way; a bungalow has no code of its own.
 */
function lotKinds(lot: LotRecord): { own: Kind | null; family: Kind } {
  const family = familyOfLotType(lot.property_type)?.family;
  const code = ownPpdCode(lot.property_type);
  const ownNoun = code ? OWN_KIND_NOUNS[code] : undefined;
  return {
    own: code && ownNoun ? { codes: [code], salesNoun: ownNoun, note: null } : null,
    family: family
      ? { codes: family.ppdCodes, salesNoun: family.salesNoun, note: family.ppdNote ?? null }
      : { codes: PPD_PROPERTY_TYPES, salesNoun: 'property of every type', note: null },
  };
}

interface AreaAggregate {
  aggregate: { count: number; min: { price: number | null }; max: { price: number | null } };
}

// A condition no row meets: an area or kind the lot lacks keeps the operation one shape.
const NO_SALES: Where = { price: { _lt: 0 } };

const AGGREGATE = 'aggregate { count min { price } max { price } }';

/**
 * Counts and ranges of the district and the sector (both from the (postcode_district, date)
 * index), of the lot's family and of its own kind when it has one, and which of the linked pages
 * exist, in one graph operation.
 */
async function areaCounts(
  ctx: SectionLoaderContext,
  slugs: { district: string; sector: string | null },
  period: Period,
  kinds: { own: Kind | null; family: Kind },
  place: string | null,
) {
  const where = (kind: Kind | null) => ({
    district: kind ? salesWhere('postcode_district', slugs.district, period, kind) : NO_SALES,
    sector:
      kind && slugs.sector ? salesWhere('postcode_sector', slugs.sector, period, kind) : NO_SALES,
  });
  const family = where(kinds.family);
  const own = where(kinds.own);
  const data = await ctx.graph(
    `query ComparableAreas($district: sold_house_prices_bool_exp, $sector: sold_house_prices_bool_exp,
        $ownDistrict: sold_house_prices_bool_exp, $ownSector: sold_house_prices_bool_exp,
        $withOwn: Boolean!, $postcodes: [String!], $place: String!, $withPlace: Boolean!) {
      district: sold_house_prices_aggregate(where: $district) { ${AGGREGATE} }
      sector: sold_house_prices_aggregate(where: $sector) { ${AGGREGATE} }
      ownDistrict: sold_house_prices_aggregate(where: $ownDistrict) @include(if: $withOwn) { ${AGGREGATE} }
      ownSector: sold_house_prices_aggregate(where: $ownSector) @include(if: $withOwn) { ${AGGREGATE} }
      postcodes(where: { slug: { _in: $postcodes } }, limit: 2) { slug }
      place: locations_by_slug(slug: $place) @include(if: $withPlace) { name }
    }`,
    {
      district: family.district,
      sector: family.sector,
      ownDistrict: own.district,
      ownSector: own.sector,
      withOwn: kinds.own !== null,
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
  const areas = (district: unknown, sector: unknown) => ({
    district: figures(district as AreaAggregate),
    sector: slugs.sector ? figures(sector as AreaAggregate) : null,
  });
  return {
    family: areas(data.district, data.sector),
    own: kinds.own ? areas(data.ownDistrict, data.ownSector) : null,
    postcodes: new Set((data.postcodes as { slug: string }[]).map((p) => p.slug)),
    placeName: (data.place as { name: string } | null | undefined)?.name ?? null,
  };
}

type AreaFigures = Awaited<ReturnType<typeof areaCounts>>['family'];

const countsOf = (a: AreaFigures) => ({
  sector: a.sector?.count ?? null,
  district: a.district.count,
});

/** " ME16 had only 3 sales of detached houses, so these figures cover houses of every kind." */
function widenedKindSentence(district: string, own: Kind, count: number, family: Kind): string {
  const had = count === 0 ? 'no sales' : count === 1 ? 'only 1 sale' : `only ${count} sales`;
  // The summary before it lists the kinds ("houses of every kind (detached, …)"): said once.
  const cover = family.salesNoun.replace(/ \(.*\)$/, '');
  return `${district} had ${had} of ${own.salesNoun}, so these figures cover ${cover}.`;
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
  priced: boolean,
): Promise<{ median: number | null; recent: ComparableSale[] }> {
  const offset = Math.floor((count - 1) / 2);
  const withMedian = priced && count > 0 && offset <= MAX_OFFSET;
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
 * family, its own Price Paid kind and its town. Lots that share them share the section's data
 * (and its cache entry): a semi and a terraced house of one sector do not.
 */
export function comparablesKey(lot: LotRecord) {
  return {
    slugs: lotPostcodeSlugs(lot),
    family: familyOfLotType(lot.property_type)?.id ?? null,
    kind: lotKinds(lot).own?.codes[0] ?? null,
    place: lot.location_slug,
  };
}

/**
 * Comparable sales for a lot over the last `months` months: of its own Price Paid kind where it
 * has one (detached, semi-detached, terraced), else of its family, in its postcode sector, widened
 * to the district when the sector has fewer than `min_sector_sales`; the same number of sales
 * of its own kind in the district is the least it is compared by before its whole family is
 * (comparableChoice). Null when the lot has no postcode district to compare with.
 */
export async function loadComparables(
  section: ComparablesDetail,
  lot: LotRecord,
  ctx: SectionLoaderContext,
): Promise<ComparablesData | null> {
  const slugs = lotPostcodeSlugs(lot);
  if (!slugs) return null;
  const hasFamily = familyOfLotType(lot.property_type) !== null;
  const kinds = lotKinds(lot);
  const period: Period = {
    from: periodStart(ctx.now, section.months),
    to: ctx.now.toISOString().slice(0, 10),
  };
  const { from, to } = period;
  const [counts, held] = await Promise.all([
    areaCounts(ctx, slugs, period, kinds, lot.location_slug),
    ctx.salesHeld(),
  ]);
  const choice = comparableChoice(
    { own: counts.own && countsOf(counts.own), family: countsOf(counts.family) },
    section.min_sector_sales,
  );
  const kind = choice.kind === 'own' ? kinds.own! : kinds.family;
  const areas = choice.kind === 'own' ? counts.own! : counts.family;
  const { level } = choice;
  const slug = level === 'sector' ? slugs.sector! : slugs.district;
  const areaOf = (l: 'sector' | 'district', s: string): ComparableArea => ({
    level: l,
    label: postcodeLabel(s),
    href: counts.postcodes.has(s) ? postcodePath(s) : null,
  });
  const chosen = level === 'sector' ? areas.sector! : areas.district;
  const priced = !nonResidentialOnly(kind.codes);
  const sales = await medianAndRecent(
    ctx,
    salesWhere(level === 'sector' ? 'postcode_sector' : 'postcode_district', slug, period, kind),
    chosen.count,
    chosen.count ? section.recent_count : 0,
    priced,
  );
  // The "See all" search holds the same codes, so its count (and median) are the box's.
  const typeParam = hasFamily ? kind.codes.join(',') : undefined;
  return {
    area: areaOf(level, slug),
    widenedFrom:
      level === 'district' && slugs.sector
        ? { label: postcodeLabel(slugs.sector), count: areas.sector?.count ?? 0 }
        : null,
    district: areaOf('district', slugs.district),
    town:
      lot.location_slug && counts.placeName
        ? { name: counts.placeName, href: placePath(lot.location_slug) }
        : null,
    salesNoun: kind.salesNoun,
    widenedKind:
      choice.kind === 'family' && kinds.own && counts.own
        ? widenedKindSentence(
            postcodeLabel(slugs.district),
            kinds.own,
            counts.own.district.count,
            kind,
          )
        : null,
    note: priced ? kind.note : [kind.note, UNPRICED_SALES_NOTE].filter(Boolean).join(' '),
    months: section.months,
    from,
    to,
    // HM Land Registry publishes weeks behind: the last day held, when before the period's end.
    ...(held && held.to < to ? { heldTo: held.to } : {}),
    ...chosen,
    ...(priced ? {} : { min: null, max: null }),
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
