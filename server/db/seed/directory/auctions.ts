import type { AuctionHouse } from './auction-houses';
import { addDays, addMinutes, londonTime, monthYear, nextWeekday, ukDate } from './dates';
import type { Rng } from './prng';
import type { AuctionMethod } from './vocabulary';

export interface Auction {
  house: AuctionHouse;
  title: string;
  method: AuctionMethod;
  start: Date;
  /** Closing time of the first lot for online formats; null for room auctions. */
  end: Date | null;
  venue: string;
  lotCount: number;
}

/** Days between a house's sales of each format, as [min, max]. */
const INTERVAL_DAYS: Record<AuctionMethod, [number, number]> = {
  Traditional: [42, 70],
  Modern: [35, 56],
  Online: [28, 49],
  Timed: [21, 42],
  Unconditional: [49, 84],
};

/** How many lots a sale of each format carries, relative to the others. */
const LOT_WEIGHT: Record<AuctionMethod, number> = {
  Traditional: 2.6,
  Modern: 0.8,
  Online: 1.3,
  Timed: 1,
  Unconditional: 1.2,
};

/** Auctions are scheduled from this many days before the reference date (a year of results)… */
export const PAST_DAYS = 365;
/** …to this many after it (the next eight weeks of sales). */
export const FUTURE_DAYS = 56;
/**
 * Upcoming sales carry this many times the lots of a past one of the same format: a directory
 * holds every lot of the catalogues still to come but only a sample of old results, so a buyer
 * opening the site finds about a third of the lots still for sale.
 */
export const UPCOMING_LOT_FACTOR = 3.5;

/** Room-sale venues named after the town, none that a town may not have (a racecourse). */
const VENUES = [
  (t: string) => `The Assembly Rooms, ${t}`,
  (t: string) => `The Guildhall, ${t}`,
  (t: string) => `The Corn Exchange, ${t}`,
  (t: string) => `The Grand Hotel, ${t}`,
  (t: string) => `${t} Town Hall`,
];

function titleFor(method: AuctionMethod, start: Date, end: Date | null, town: string): string {
  switch (method) {
    case 'Traditional':
      return `${monthYear(start)} Property Auction, ${town}`;
    case 'Modern':
      return `Modern Method of Auction – ${monthYear(start)} catalogue`;
    case 'Online':
      return `Online Property Auction – closing ${ukDate(end ?? start)}`;
    case 'Timed':
      return `Timed Online Auction – ${ukDate(end ?? start)}`;
    case 'Unconditional':
      return `Unconditional Online Auction – ${ukDate(end ?? start)}`;
  }
}

/** An auction's dates: its start and, for online formats, its closing time. */
export interface AuctionDates {
  start: Date;
  end: Date | null;
}

/**
 * The title of a generated auction once its dates have moved (the demo calendar rolling forward):
 * the date `titleFor` wrote in it is rewritten, the rest (town, format) is kept. A title without
 * that date (renamed by hand) is returned unchanged.
 */
export function retitleAuction(title: string, before: AuctionDates, after: AuctionDates): string {
  const closing = ukDate(before.end ?? before.start);
  if (title.includes(closing)) return title.replace(closing, ukDate(after.end ?? after.start));
  const month = monthYear(before.start);
  if (title.includes(month)) return title.replace(month, monthYear(after.start));
  return title;
}

/**
 * Each house's calendar of sales by format between PAST_DAYS before and FUTURE_DAYS after the
 * reference date, with roughly `targetLots` lots shared between them.
 */
export function buildAuctions(
  rng: Rng,
  houses: readonly AuctionHouse[],
  reference: Date,
  targetLots: number,
): Auction[] {
  const auctions: Omit<Auction, 'lotCount'>[] = [];
  for (const house of houses) {
    const r = rng.fork(`auctions:${house.slug}`);
    const town = house.home.town.name;
    const venue = r.pick(VENUES)(town);
    for (const method of house.auctionMethod) {
      const [min, max] = INTERVAL_DAYS[method];
      let day = addDays(reference, -PAST_DAYS + r.int(0, min));
      while (day.getTime() <= addDays(reference, FUTURE_DAYS).getTime()) {
        const date = nextWeekday(day);
        let start: Date;
        let end: Date | null;
        switch (method) {
          case 'Traditional':
            start = londonTime(date, r.pick([10, 11, 12]), r.pick([0, 30]));
            end = null;
            break;
          case 'Modern':
            start = londonTime(date, 9);
            end = londonTime(nextWeekday(addDays(date, r.int(14, 28))), 12);
            break;
          case 'Online':
            start = londonTime(date, 9);
            end = londonTime(nextWeekday(addDays(date, r.int(7, 10))), 13);
            break;
          case 'Timed':
            start = londonTime(date, 10);
            end = londonTime(nextWeekday(addDays(date, r.int(5, 14))), r.pick([12, 14, 17]));
            break;
          case 'Unconditional':
            start = londonTime(date, 9);
            end = londonTime(nextWeekday(addDays(date, r.int(7, 14))), 15);
            break;
        }
        auctions.push({
          house,
          method,
          start,
          end,
          title: titleFor(method, start, end, town),
          venue: method === 'Traditional' ? venue : 'Online',
        });
        day = addDays(day, r.int(min, max));
      }
    }
  }
  auctions.sort(
    (a, b) =>
      a.start.getTime() - b.start.getTime() ||
      a.house.slug.localeCompare(b.house.slug) ||
      a.method.localeCompare(b.method),
  );

  const weight = (a: Omit<Auction, 'lotCount'>) =>
    LOT_WEIGHT[a.method] * ((a.end ?? a.start) > reference ? UPCOMING_LOT_FACTOR : 1);
  const totalWeight = auctions.reduce((s, a) => s + weight(a), 0);
  const r = rng.fork('lot-counts');
  return auctions.map((a) => ({
    ...a,
    lotCount: Math.max(2, Math.round(((targetLots * weight(a)) / totalWeight) * r.range(0.6, 1.4))),
  }));
}

/** When lot `lotNumber` (1-based) of an online sale closes: lots close two minutes apart. */
export function lotClosingTime(auction: Auction, lotNumber: number): Date | null {
  return auction.end ? addMinutes(auction.end, (lotNumber - 1) * 2) : null;
}
