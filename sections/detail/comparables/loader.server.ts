import type { LotRecord } from '#schema/entities';
import { familyOfLotType, PPD_PROPERTY_TYPES } from '#schema/property-types';
import type { SectionLoaderContext } from '#sections/loader-context.server';
import { parsePostcodeText } from '#server/areas/postcode-text';
import { placePath, postcodePath } from '#schema/area-paths';
import type { ComparablesDetail } from './schema';
import {
  comparableLevel,
  periodStart,
  saleAddress,
  soldPricesHref,
  type ComparableArea,
  type ComparablesData,
  type ComparableSale,
} from './comparables-data';

interface Figures {
  count: number;
  median: number | null;
  min: number | null;
  max: number | null;
}

/** The lot's postcode district and sector as the sold-price columns spell them (`ls6`, `ls6/2`). */
function lotPostcodeSlugs(lot: LotRecord): { district: string; sector: string | null } | null {
  const pc = lot.postcode ? parsePostcodeText(lot.postcode) : null;
  if (pc?.kind === 'unit')
    return { district: pc.district, sector: `${pc.district}/${pc.postcode.split(' ')[1]![0]}` };
  const district = lot.postcode_district?.trim().toLowerCase();
  return district ? { district, sector: null } : null;
}

const label = (slug: string) => slug.toUpperCase().replace('/', ' ');

/**
 * Both areas' figures in one pass over the district's rows of the period, found through the
 * (postcode_district, date_of_transfer) index; the sector's are the same rows filtered.
 */
async function areaFigures(
  ctx: SectionLoaderContext,
  slugs: { district: string; sector: string | null },
  codes: readonly string[],
  from: string,
  to: string,
): Promise<{ sector: Figures | null; district: Figures }> {
  const { rows } = await ctx.db.query<Record<string, number | null>>(
    `SELECT count(*) FILTER (WHERE postcode_sector = $2)::int AS sector_count,
            round(percentile_cont(0.5) WITHIN GROUP (ORDER BY price) FILTER (WHERE postcode_sector = $2))::int AS sector_median,
            min(price) FILTER (WHERE postcode_sector = $2) AS sector_min,
            max(price) FILTER (WHERE postcode_sector = $2) AS sector_max,
            count(*)::int AS district_count,
            round(percentile_cont(0.5) WITHIN GROUP (ORDER BY price))::int AS district_median,
            min(price) AS district_min, max(price) AS district_max
       FROM sold_house_prices
      WHERE postcode_district = $1 AND date_of_transfer BETWEEN $3::date AND $4::date
        AND property_type = ANY($5::text[])`,
    [slugs.district, slugs.sector, from, to, [...codes]],
  );
  const row = rows[0] ?? {};
  const figures = (prefix: string): Figures => ({
    count: Number(row[`${prefix}_count`] ?? 0),
    median: row[`${prefix}_median`] ?? null,
    min: row[`${prefix}_min`] ?? null,
    max: row[`${prefix}_max`] ?? null,
  });
  return { sector: slugs.sector ? figures('sector') : null, district: figures('district') };
}

async function recentSales(
  ctx: SectionLoaderContext,
  area: { level: 'sector' | 'district'; slug: string },
  codes: readonly string[],
  from: string,
  to: string,
  limit: number,
): Promise<ComparableSale[]> {
  if (limit === 0) return [];
  const column = area.level === 'sector' ? 'postcode_sector' : 'postcode_district';
  const { rows } = await ctx.db.query<{
    transaction_id: string;
    price: number;
    date: string;
    type: string;
    postcode: string | null;
    paon: string | null;
    saon: string | null;
    street: string | null;
  }>(
    `SELECT transaction_id, price, to_char(date_of_transfer, 'YYYY-MM-DD') AS date,
            property_type AS type, postcode, paon, saon, street
       FROM sold_house_prices
      WHERE ${column} = $1 AND date_of_transfer BETWEEN $2::date AND $3::date
        AND property_type = ANY($4::text[])
      ORDER BY date_of_transfer DESC, transaction_id LIMIT $5`,
    [area.slug, from, to, [...codes], limit],
  );
  return rows.map((r) => ({
    id: r.transaction_id,
    address: saleAddress(r),
    date: r.date,
    price: Number(r.price),
    type: r.type,
  }));
}

/** Which of these postcode slugs and which place have a page (so no link leads to a 404). */
async function existingPages(ctx: SectionLoaderContext, postcodes: string[], place: string | null) {
  const [pcs, places] = await Promise.all([
    ctx.db.query<{ slug: string }>('SELECT slug FROM postcodes WHERE slug = ANY($1::text[])', [
      postcodes,
    ]),
    place
      ? ctx.db.query<{ name: string }>('SELECT name FROM locations WHERE slug = $1', [place])
      : Promise.resolve({ rows: [] }),
  ]);
  return {
    postcodes: new Set(pcs.rows.map((r) => r.slug)),
    placeName: places.rows[0]?.name ?? null,
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
  const to = ctx.now.toISOString().slice(0, 10);
  const from = periodStart(ctx.now, section.months);
  const [figures, pages] = await Promise.all([
    areaFigures(ctx, slugs, codes, from, to),
    existingPages(
      ctx,
      [slugs.district, ...(slugs.sector ? [slugs.sector] : [])],
      lot.location_slug,
    ),
  ]);
  const level = comparableLevel(
    { sector: figures.sector?.count ?? null, district: figures.district.count },
    section.min_sector_sales,
  );
  const slug = level === 'sector' ? slugs.sector! : slugs.district;
  const areaOf = (l: 'sector' | 'district', s: string): ComparableArea => ({
    level: l,
    label: label(s),
    href: pages.postcodes.has(s) ? postcodePath(s) : null,
  });
  const chosen = level === 'sector' ? figures.sector! : figures.district;
  const typeParam = family ? codes.join(',') : undefined;
  return {
    area: areaOf(level, slug),
    widenedFrom:
      level === 'district' && slugs.sector
        ? { label: label(slugs.sector), count: figures.sector?.count ?? 0 }
        : null,
    district: areaOf('district', slugs.district),
    town:
      lot.location_slug && pages.placeName
        ? { name: pages.placeName, href: placePath(lot.location_slug) }
        : null,
    salesNoun: family?.salesNoun ?? 'property of every type',
    note: family?.ppdNote ?? null,
    months: section.months,
    from,
    to,
    ...chosen,
    recent: chosen.count
      ? await recentSales(ctx, { level, slug }, codes, from, to, section.recent_count)
      : [],
    searchHref: soldPricesHref({
      location: label(slug),
      property_type: typeParam,
      date_from: from,
      date_to: to,
    }),
    districtSearchHref: soldPricesHref({ location: label(slugs.district) }),
  };
}
