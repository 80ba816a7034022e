import { isOnlineAuction } from './auction-calendar';
import { formatLondon, isWholeLondonDay, londonDayOf } from './london-time';
import { plusDays } from './uk-clock';

/** A room sale's place in a diary: from its start, for an hour (its lots are offered from then). */
const ROOM_SALE_MS = 3_600_000;
/** An online sale whose lots all close at one time: half an hour in the diary, to that time. */
const ONE_CLOSE_MS = 1_800_000;

/** What an auction's calendar file says: the sale as a buyer puts it in their diary. */
export interface AuctionIcsInput {
  id: number;
  title: string;
  houseName: string;
  auction_method: string;
  auction_date: string;
  /** An online, timed or Modern sale's close: when its last lot still offered closes. */
  auction_end_date: string | null;
  /** When its lots start closing (the sale's own end date), when before its close. */
  closes_from?: string | null;
  /** The room, or null / "Online" for a sale online. */
  venue: string | null;
  /** The auction page's absolute URL. */
  url: string;
  /** The site's host, for a UID that stays the same every time the file is fetched. */
  host: string;
  /** The auction's or one of its lots' latest change: the entry's revision. */
  modified: string;
  /** Every lot withdrawn, postponed or sold before the sale, which has not closed. */
  nothingLeftToBid: boolean;
  /** It had lots, and each was withdrawn or postponed: none was offered, before or after its date. */
  noneOffered: boolean;
  /** The sale is over (its page's own reading): its entry says so, not that bidding is open. */
  ended: boolean;
}

/** 2020 on a clock of seconds: a revision number that only goes up, as RFC 5545 asks. */
const SEQUENCE_EPOCH_MS = Date.UTC(2020, 0, 1);

/**
 * `SEQUENCE`: the seconds from 2020 to the entry's latest change (within a 32-bit integer until
 * 2088). A file fetched again after a sale moved or its lots left it has a higher one, so a diary
 * that holds the entry (by its UID) takes the new times instead of keeping the old as current.
 */
const sequenceOf = (modified: string) =>
  Math.max(0, Math.floor((Date.parse(modified) - SEQUENCE_EPOCH_MS) / 1000));

/**
 * RFC 5545 TEXT: backslash, semicolon and comma escaped, line breaks (CRLF, LF or a lone CR) as
 * \n, and other control characters, which TEXT may not hold, as spaces: a feed's auction title or
 * venue cannot end the line and start a property of its own.
 */
const text = (s: string) =>
  s
    // eslint-disable-next-line no-control-regex -- the control characters TEXT may not hold
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]+/g, ' ')
    .trim()
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** `20261130T123000Z`: an instant in UTC, which every calendar shows in its own zone. */
const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** `20261130`: the London day of an instant (a sale given as a whole day), `days` later. */
const londonDay = (iso: string, days = 0) =>
  plusDays(londonDayOf(new Date(iso)), days).replace(/-/g, '');

/** Lines longer than 75 octets folded (RFC 5545 §3.1), never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const code = ch.codePointAt(0)!;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (bytes + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/**
 * Where bidding stands, the line a diary entry opened later still reads true: an online sale not
 * yet open says when it opens; one open, until its lots close (one after another, or together at
 * the entry's end); a sale that is over says so, and where its results are, instead of inviting a
 * bid. A room sale is the entry itself.
 */
function howBiddingStands(
  a: AuctionIcsInput,
  close: string | null,
  closesFrom: string | null,
  now: Date,
): string {
  if (a.ended)
    return close
      ? 'Bidding has closed. The results are on its page.'
      : 'This auction has been held. The results are on its page.';
  if (!close) return '';
  const closing = closesFrom
    ? 'the lots close, one after another, by the end of this entry'
    : 'the lots close together at the end of this entry';
  if (Date.parse(a.auction_date) > now.getTime()) {
    const opens = formatLondon(a.auction_date);
    return `Bidding opens online ${isWholeLondonDay(a.auction_date) ? opens.replace(/, \d{2}:\d{2} \S+$/, '') : opens}, and ${closing}.`;
  }
  return `Bidding is open online until ${closing}.`;
}

const plusMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/**
 * An iCalendar file (one VEVENT) for an auction: a room sale from its start (an hour in the diary:
 * lots are offered from then); an online, timed or Modern sale when its lots close, from the first
 * to the last (half an hour to its close when they close together), the time a bidder acts on: a
 * diary entry from its opening ran for weeks. A day given without a time is that whole London
 * day. Times are UTC, which every calendar shows in its own zone. Its revision (`SEQUENCE`,
 * `LAST-MODIFIED`) is its latest change, so a file fetched again updates the diary's entry; a sale
 * with no lot left to bid on, or none offered, is tentative and says why.
 */
export function auctionIcs(a: AuctionIcsInput, now: Date): string {
  // A sale in a room from its start, to the end its house gave it (a sale over two days) or for
  // an hour: an end date given a room sale made it an online sale's half hour the day after.
  const room = a.auction_method === 'Traditional' && !isOnlineAuction(a.venue);
  const roomEnd =
    room && a.auction_end_date && Date.parse(a.auction_end_date) > Date.parse(a.auction_date)
      ? a.auction_end_date
      : null;
  const close = room ? null : a.auction_end_date;
  const opensClosing =
    close && a.closes_from && Date.parse(a.closes_from) < Date.parse(close) ? a.closes_from : null;
  // The first and last instant of the entry, and its days.
  const first = close ? (opensClosing ?? close) : a.auction_date;
  const last = close ?? roomEnd ?? a.auction_date;
  const start = close && !opensClosing ? plusMs(close, -ONE_CLOSE_MS) : first;
  const end = close ?? roomEnd ?? plusMs(a.auction_date, ROOM_SALE_MS);
  // A day given without a time makes the whole event days (DTSTART and DTEND share a type).
  const dates =
    isWholeLondonDay(first) || isWholeLondonDay(last)
      ? [`DTSTART;VALUE=DATE:${londonDay(first)}`, `DTEND;VALUE=DATE:${londonDay(last, 1)}`]
      : [`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(end)}`];
  const description = [
    `${a.auction_method} auction by ${a.houseName}.`,
    a.nothingLeftToBid
      ? 'No lots are left to bid on: each was withdrawn, postponed or sold before the auction.'
      : a.noneOffered
        ? 'No lot was offered: each was withdrawn or postponed.'
        : howBiddingStands(a, close, opensClosing, now),
    `Catalogue and results: ${a.url}`,
  ]
    .filter(Boolean)
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${a.host}//Auction calendar//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:auction-${a.id}@${a.host}`,
    `DTSTAMP:${utcStamp(now.toISOString())}`,
    `LAST-MODIFIED:${utcStamp(a.modified)}`,
    `SEQUENCE:${sequenceOf(a.modified)}`,
    ...dates,
    // Not cancelled: the house may still hold it and list more lots (decision 068).
    `STATUS:${a.nothingLeftToBid || a.noneOffered ? 'TENTATIVE' : 'CONFIRMED'}`,
    `SUMMARY:${text(`${a.title} (${a.houseName})`)}`,
    `LOCATION:${text(isOnlineAuction(a.venue) ? 'Online' : a.venue!.trim())}`,
    `URL:${a.url}`,
    `DESCRIPTION:${text(description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
