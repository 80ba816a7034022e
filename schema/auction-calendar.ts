import { cleanText } from './clean-text';

/**
 * The auction calendar's URL query (`/auctions`), normalised: unknown or malformed values fall
 * back to their defaults (never an error page), so a hand-edited or stale link still shows a page.
 * Whether a region or house exists is the loader's question; here only the shape is checked.
 */
export const AUCTION_WHEN = ['upcoming', 'past'] as const;
export type AuctionWhen = (typeof AUCTION_WHEN)[number];

/** Auctions a calendar page lists. */
export const AUCTIONS_PAGE_SIZE = 20;
/** Deepest page: 20 × 200 auctions is more than a decade of every house's sales. */
export const AUCTIONS_MAX_PAGE = 200;

export interface AuctionCalendarQuery {
  when: AuctionWhen;
  /** One of the regions auction houses say they cover ("South East"). */
  region?: string | undefined;
  /** One auction house, by id. */
  house?: number | undefined;
  /** One month (`2027-01`): auctions the calendar dates in it, on a London clock. */
  month?: string | undefined;
  page: number;
}

/** A month as a link writes it: `2027-01`. */
const MONTH = /^(20\d\d)-(0[1-9]|1[0-2])$/;

/** A link's month, when it is one (`2027-01`; `2027-1`, `2027-13` and `January` are not). */
export const parseMonth = (value: string | null | undefined): string | undefined => {
  const v = (value ?? '').trim();
  return MONTH.test(v) ? v : undefined;
};

export function parseAuctionCalendarQuery(params: URLSearchParams): AuctionCalendarQuery {
  const when = params.get('when');
  const house = params.get('house') ?? '';
  const page = /^\d{1,4}$/.test(params.get('page') ?? '') ? Number(params.get('page')) : 1;
  return {
    when: when === 'past' ? 'past' : 'upcoming',
    region: cleanText(params.get('region'), 60),
    house: /^\d{1,15}$/.test(house) && Number(house) >= 1 ? Number(house) : undefined,
    month: parseMonth(params.get('month')),
    page: Math.min(Math.max(page, 1), AUCTIONS_MAX_PAGE),
  };
}

/** The query as a URL's parameters, defaults left out: links, pagination and the canonical URL. */
export function auctionCalendarParams(q: AuctionCalendarQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (q.when !== 'upcoming') p.set('when', q.when);
  if (q.region) p.set('region', q.region);
  if (q.house !== undefined) p.set('house', String(q.house));
  if (q.month) p.set('month', q.month);
  if (q.page > 1) p.set('page', String(q.page));
  return p;
}

export const auctionPath = (id: number | string) => `/auctions/${encodeURIComponent(String(id))}`;

/** The auction as an iCalendar file, for a buyer's diary (server/http/auction-ics.server.ts). */
export const auctionCalendarFilePath = (id: number | string) => `${auctionPath(id)}/calendar.ics`;

/** A house's auctions in the calendar (its page's "Upcoming auctions" link). */
export const houseAuctionsPath = (id: number | string, when: AuctionWhen = 'upcoming') =>
  `/auctions?house=${encodeURIComponent(String(id))}${when === 'past' ? '&when=past' : ''}`;

/** Online when the auction names no venue, or names "Online" (as feeds and the seed write it). */
export function isOnlineAuction(venue: string | null | undefined): boolean {
  const v = (venue ?? '').trim().toLowerCase();
  return v === '' || v === 'online';
}
