import { soldPriceSearchParams, SoldPriceQuerySchema } from '#schema/sold-price-query';
import { saleAddressLine, type SaleAddressParts } from '#shared/format/sale-address';

/** One sale as the list under the figures shows it. */
export interface ComparableSale {
  id: string;
  address: string;
  /** `YYYY-MM-DD`. */
  date: string;
  price: number;
  /** Price Paid code: D, S, T, F or O. */
  type: string;
}

/** A postcode sector or district the figures can be about, and its page when we have one. */
export interface ComparableArea {
  level: 'sector' | 'district';
  /** `LS6 2`, `LS6`: as the page says it and as the sold-price search reads it. */
  label: string;
  /** `/postcodes/ls6/2`; null when no such postcode page exists. */
  href: string | null;
}

/** What the comparables section of one lot shows (built on the server, rendered anywhere). */
export interface ComparablesData {
  /** The area the figures cover. */
  area: ComparableArea;
  /** The lot's sector when it had too few sales and the figures cover the district instead. */
  widenedFrom: { label: string; count: number } | null;
  /** The lot's district, for the link when there are no sales. */
  district: ComparableArea;
  /** The lot's town page. */
  town: { name: string; href: string } | null;
  /** "detached houses": what the sales are ("12 sales of detached houses"). */
  salesNoun: string;
  /**
   * Why the figures cover the lot's whole family and not its own kind, said after the area
   * sentence ("ME16 had only 3 sales of detached houses, so these figures cover houses of every
   * kind."); null when they are of its own kind.
   */
  widenedKind?: string | null;
  /** Why the type match is loose, when it is (bungalows, land…). */
  note: string | null;
  months: number;
  /** First and last day of the period, `YYYY-MM-DD`. */
  from: string;
  to: string;
  /**
   * The day of the latest sale held, when before `to`: Land Registry publishes weeks behind, and
   * "(… to 07 December 2026)" read as nothing sold in the weeks the data does not reach yet.
   */
  heldTo?: string;
  count: number;
  median: number | null;
  /** Lowest and highest price of the period. */
  min: number | null;
  max: number | null;
  recent: ComparableSale[];
  /** The sold-price search for the same area, types and period. */
  searchHref: string;
  /** Every sale recorded in the district (the way on when there are none to compare). */
  districtSearchHref: string;
  /** Scotland or Northern Ireland: Land Registry records no sales there (nothing to search). */
  nationWithoutPricePaid?: string | null;
}

/** Sales counted per area; the sector is absent when the lot's postcode has no sector. */
export interface AreaCounts {
  sector: number | null;
  district: number;
}

/**
 * Same postcode sector first; when it has fewer than `minSectorSales` sales, the district (which
 * holds the sector, so it never has fewer). A lot without a sector starts at the district.
 */
export function comparableLevel(counts: AreaCounts, minSectorSales: number): 'sector' | 'district' {
  return counts.sector !== null && counts.sector >= minSectorSales ? 'sector' : 'district';
}

/**
 * Sales counted per area of the lot's own Price Paid kind (null when its family has no narrower
 * one: a bungalow, a flat) and of its whole family.
 */
export interface KindCounts {
  own: AreaCounts | null;
  family: AreaCounts;
}

/** Sales of a lot's own kind in its district that are enough to compare it with (decision 168). */
export const OWN_KIND_ENOUGH = 3;

/**
 * The lot's own kind first (a detached house with detached sales), in its sector or district as
 * comparableLevel picks; its whole family (houses of every kind) only when its own kind has fewer
 * than `minSales` in the district too and the family has more. Type before nearness: 26 houses of
 * ME16 9, semis and terraces among them, put a 5-bed detached house at half its guide.
 */
export function comparableChoice(
  counts: KindCounts,
  minSales: number,
): { kind: 'own' | 'family'; level: 'sector' | 'district' } {
  const { own, family } = counts;
  // A few sales of its own kind tell more than many of others: CR2's 3 detached sales had a
  // median of £1,145,000, its houses of every kind £522,500 (decision 168).
  const enough = Math.min(minSales, OWN_KIND_ENOUGH);
  if (own && (own.district >= enough || family.district <= own.district))
    return { kind: 'own', level: comparableLevel(own, minSales) };
  return { kind: 'family', level: comparableLevel(family, minSales) };
}

/** `/sold-house-prices?location=LS6+2&property_type=D%2CS%2CT&date_from=…`, normalised like the page does. */
export function soldPricesHref(filters: {
  location: string;
  property_type?: string | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
}): string {
  const params = soldPriceSearchParams(SoldPriceQuerySchema.parse(filters));
  return `/sold-house-prices?${params.toString()}`;
}

/**
 * The first day of the `months` months up to and including `today` (UTC days, `YYYY-MM-DD`):
 * 24 months to 24 November 2026 start on 25 November 2024.
 */
export function periodStart(today: Date, months: number): string {
  const d = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, today.getUTCDate() + 1),
  );
  return d.toISOString().slice(0, 10);
}

/**
 * The median of the one or two middle prices, rounded as SQL's round(percentile_cont(0.5)) rounds
 * it (half to even, so £403,400.50 is £403,400): the lot page and its "See all" sold-price page
 * give the same figure.
 */
export function medianOf(middle: readonly number[]): number | null {
  if (!middle.length) return null;
  const mean = middle.reduce((sum, p) => sum + p, 0) / middle.length;
  const rounded = Math.round(mean);
  return mean % 1 === 0.5 && rounded % 2 !== 0 ? rounded - 1 : rounded;
}

/** `Flat 2, 14 Brudenell Road, LS6 1BD`: the sale's address line and its postcode. */
export function saleAddress(r: SaleAddressParts & { postcode: string | null }): string {
  return [saleAddressLine(r), r.postcode?.toUpperCase()].filter(Boolean).join(', ');
}
