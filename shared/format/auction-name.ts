import type { AuctionSummary } from '#shared/payloads/auction-data';

/**
 * An auction told apart from other houses' sales: its title, which houses reuse sale after sale
 * ("Modern Method of Auction – September 2026 catalogue" was thirteen houses' sales, "Timed Online
 * Auction – 21 December 2026" five), with its house's name, unless the title holds it already.
 * Its link's name in the calendar, its page's title and its Event's name.
 */
export function auctionName(a: Pick<AuctionSummary, 'title' | 'house'>): string {
  return a.title.toLowerCase().includes(a.house.name.toLowerCase())
    ? a.title
    : `${a.title}, ${a.house.name}`;
}
