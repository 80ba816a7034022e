import type { PropertyCardData } from '#schema/entities';
import type { ListingQuery } from '#schema/listing-query';
import type { FilterChip } from '#schema/listing-chips';
import type { AuctionCalendarQuery } from '#schema/auction-calendar';
import type { ResultFigures } from '#schema/auction-results';
import type { SalePhase } from '#schema/lot-status';
import type { SoldWhen } from '#schema/sold-when';
import type { PageMeta } from '#shared/routes/page-meta';

/** One auction as the calendar and its own page show it. */
export interface AuctionSummary {
  id: number;
  title: string;
  auction_method: string;
  auction_date: string;
  auction_end_date: string | null;
  venue: string | null;
  /**
   * Bidding closes: the day of a room sale; for an online, timed or Modern sale, when its last lot
   * still in it closes (its lots close one after another from `auction_end_date`).
   */
  closes_at: string;
  /** The auction's closing time has passed. */
  ended: boolean;
  /** Upcoming, bidding open (an online, timed or Modern sale between opening and close) or closed. */
  phase: SalePhase;
  house: { id: number; name: string; logo: string | null };
  figures: ResultFigures;
}

export interface AuctionsData {
  meta: PageMeta;
  query: AuctionCalendarQuery;
  items: AuctionSummary[];
  total: number;
  /** The filters' choices: every region a house covers, every house, the tab's months (`2027-01`). */
  regions: string[];
  houses: Array<{ id: number; name: string }>;
  months: string[];
  /**
   * Filters of the link that name nothing we list and so were left out: a house id no house has
   * (`house`), a region no house covers (as written), a month that is none (as written). Said
   * above the list, which shows more.
   */
  dropped?: { house?: true; region?: string; month?: string };
  /**
   * The same month on the other tab, when this tab has none of its sales and the month is this
   * one (partly past, partly to come): the empty state's way on.
   */
  elsewhere?: { to: string; label: string };
}

/** One lot's line in an auction's results. */
export interface AuctionResultRow {
  id: number;
  lot_number: string | null;
  title: string;
  state: string;
  guide_price_min: number | null;
  guide_price_max: number | null;
  sold_price: number | null;
  /** When a sold lot was sold (`sold_when()`): before, at or after the auction; null unless sold. */
  sold_when: SoldWhen | null;
}

export interface AuctionData {
  meta: PageMeta;
  auction: AuctionSummary;
  /** The catalogue: the lots matching the filters, in lot order, a page at a time. */
  query: ListingQuery;
  items: PropertyCardData[];
  total: number;
  chips: FilterChip[];
  /** After the auction: every lot's result in lot order (null before it closes). */
  results: AuctionResultRow[] | null;
}
