import { isOnlineAuction } from './auction-calendar';
import { isWholeLondonDay, londonDayOf } from './london-time';
import { plusDays } from './uk-clock';

/** A room sale's place in a diary: from its start, for an hour (its lots are offered from then). */
const ROOM_SALE_MS = 3_600_000;

/** What an auction's calendar file says: the sale as a buyer puts it in their diary. */
export interface AuctionIcsInput {
  id: number;
  title: string;
  houseName: string;
  auction_method: string;
  auction_date: string;
  auction_end_date: string | null;
  /** The room, or null / "Online" for a sale online. */
  venue: string | null;
  /** The auction page's absolute URL. */
  url: string;
  /** The site's host, for a UID that stays the same every time the file is fetched. */
  host: string;
}

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
 * An iCalendar file (one VEVENT) for an auction: a room sale from its start (an hour in the diary:
 * lots are offered from then), an online, timed or Modern sale from its opening to its close; a
 * day given without a time is that whole London day. Times are UTC, which every calendar shows
 * in its own zone.
 */
export function auctionIcs(a: AuctionIcsInput, now: Date): string {
  const last = a.auction_end_date ?? a.auction_date;
  // A day given without a time makes the whole event days (DTSTART and DTEND share a type).
  const allDay = isWholeLondonDay(a.auction_date) || isWholeLondonDay(last);
  const dates = allDay
    ? [`DTSTART;VALUE=DATE:${londonDay(a.auction_date)}`, `DTEND;VALUE=DATE:${londonDay(last, 1)}`]
    : [
        `DTSTART:${utcStamp(a.auction_date)}`,
        `DTEND:${utcStamp(a.auction_end_date ?? new Date(Date.parse(a.auction_date) + ROOM_SALE_MS).toISOString())}`,
      ];
  const description = [
    `${a.auction_method} auction by ${a.houseName}.`,
    a.auction_end_date ? 'Bidding closes at the end time; lots may close minutes apart.' : '',
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
    ...dates,
    `SUMMARY:${text(`${a.title} (${a.houseName})`)}`,
    `LOCATION:${text(isOnlineAuction(a.venue) ? 'Online' : a.venue!.trim())}`,
    `URL:${a.url}`,
    `DESCRIPTION:${text(description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
