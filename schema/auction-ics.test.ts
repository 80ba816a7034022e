import { describe, expect, it } from 'vitest';
import { auctionIcs, type AuctionIcsInput } from './auction-ics';

const NOW = new Date('2026-11-28T13:00:00Z');
const room: AuctionIcsInput = {
  id: 710,
  title: 'November 2026 Property Auction, Carlisle',
  houseName: 'Eden & Solway Auctioneers',
  auction_method: 'Traditional',
  auction_date: '2026-11-30T12:30:00Z',
  auction_end_date: null,
  venue: 'Carlisle Town Hall; Main Hall',
  url: 'https://auctions.example.co.uk/auctions/710',
  host: 'auctions.example.co.uk',
  modified: '2026-11-20T09:15:30Z',
  nothingLeftToBid: false,
  noneOffered: false,
  ended: false,
};
/** Open since 20 November; its lots close one after another from 13:00 on 2 December. */
const online: AuctionIcsInput = {
  ...room,
  auction_method: 'Online',
  venue: null,
  auction_date: '2026-11-20T09:00:00Z',
  auction_end_date: '2026-12-02T13:14:00Z',
  closes_from: '2026-12-02T13:00:00Z',
};
const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('auctionIcs', () => {
  it('a room sale: from its start for an hour, at its venue, with its page', () => {
    const ics = auctionIcs(room, NOW);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    expect(lines(ics)).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:auction-710@auctions.example.co.uk',
        'DTSTAMP:20261128T130000Z',
        'DTSTART:20261130T123000Z',
        'DTEND:20261130T133000Z',
        'SUMMARY:November 2026 Property Auction\\, Carlisle (Eden & Solway Auctioneers)',
        'LOCATION:Carlisle Town Hall\\; Main Hall',
        'URL:https://auctions.example.co.uk/auctions/710',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
  });

  it('an online sale is in the diary when its lots close, first to last, not from its opening', () => {
    // Was 20 November to 2 December: a diary blocked for twelve days.
    const ics = lines(auctionIcs(online, NOW));
    expect(ics).toContain('DTSTART:20261202T130000Z');
    expect(ics).toContain('DTEND:20261202T131400Z');
    expect(ics).toContain('LOCATION:Online');
    // Its lots closing together: the half hour up to that time.
    const together = lines(auctionIcs({ ...online, closes_from: online.auction_end_date }, NOW));
    expect(together).toContain('DTSTART:20261202T124400Z');
    expect(together).toContain('DTEND:20261202T131400Z');
  });

  it('says where bidding stands: open until the lots close, or over with its results', () => {
    const description = (a: AuctionIcsInput) =>
      lines(auctionIcs(a, NOW)).find((l) => l.startsWith('DESCRIPTION:'))!;
    expect(description(online)).toContain(
      'Bidding is open online until the lots close\\, one after another',
    );
    expect(description({ ...online, closes_from: online.auction_end_date })).toContain(
      'until the lots close together at the end of this entry',
    );
    // Was "Bidding is open online until the lots close" for a sale weeks over.
    const closed = description({ ...online, ended: true });
    expect(closed).toContain('Bidding has closed. The results are on its page.');
    expect(closed).not.toContain('open');
    expect(description({ ...room, ended: true })).toContain('This auction has been held.');
    expect(description(room)).not.toMatch(/held|closed|open online/);
    // Not yet open: when it opens, not "Bidding is open".
    const ahead = description({ ...online, auction_date: '2026-12-01T09:00:00Z' });
    expect(ahead).toContain(
      'Bidding opens online Tue\\, 1 Dec 2026\\, 09:00 GMT\\, and the lots close',
    );
    const aheadDay = description({ ...online, auction_date: '2026-12-01T23:59:59.999Z' });
    expect(aheadDay).toContain('Bidding opens online Tue\\, 1 Dec 2026\\, and the lots close');
    // Nothing left to bid on: that, and no invitation to bid.
    const none = description({ ...online, nothingLeftToBid: true });
    expect(none).toContain('No lots are left to bid on');
    expect(none).not.toContain('Bidding is open');
  });

  it('a room sale given an end date is in the diary from its start to that end, not online', () => {
    // It was half an hour online on the day after: DTSTART 20261201T153000Z, "Bidding is open online".
    const ics = lines(auctionIcs({ ...room, auction_end_date: '2026-12-01T16:00:00Z' }, NOW));
    expect(ics).toContain('DTSTART:20261130T123000Z');
    expect(ics).toContain('DTEND:20261201T160000Z');
    expect(ics.find((l) => l.startsWith('DESCRIPTION:'))).not.toContain('online');
  });

  it('a sale given as a day without a time is that whole London day', () => {
    // 3 June 2027 on a London clock (BST): stored as its last millisecond.
    const ics = lines(auctionIcs({ ...room, auction_date: '2027-06-03T22:59:59.999Z' }, NOW));
    expect(ics).toContain('DTSTART;VALUE=DATE:20270603');
    expect(ics).toContain('DTEND;VALUE=DATE:20270604');
  });

  it('carries its revision, so a diary holding the entry takes a file fetched after a change', () => {
    const before = lines(auctionIcs(room, NOW));
    expect(before).toContain('LAST-MODIFIED:20261120T091530Z');
    // Seconds from 2020-01-01T00:00Z to the change.
    expect(before).toContain(
      `SEQUENCE:${(Date.parse(room.modified) - Date.UTC(2020, 0, 1)) / 1000}`,
    );
    expect(before).toContain('STATUS:CONFIRMED');
    const sequence = (ics: string[]) =>
      Number(ics.find((l) => l.startsWith('SEQUENCE:'))!.slice(9));
    const moved = lines(auctionIcs({ ...room, modified: '2026-11-20T09:15:31Z' }, NOW));
    expect(sequence(moved)).toBe(sequence(before) + 1);
    // Fetched again with nothing changed: the same revision, whenever it is fetched.
    expect(sequence(lines(auctionIcs(room, new Date('2026-11-29T08:00:00Z'))))).toBe(
      sequence(before),
    );
  });

  it('a sale with no lot left to bid on is tentative and says why, not cancelled', () => {
    const ics = auctionIcs({ ...room, nothingLeftToBid: true }, NOW);
    expect(lines(ics)).toContain('STATUS:TENTATIVE');
    expect(ics).not.toContain('CANCELLED');
    expect(lines(ics).find((l) => l.startsWith('DESCRIPTION:'))).toContain(
      'No lots are left to bid on: each was withdrawn\\, postponed or sold before the auction.',
    );
  });

  it('a past sale whose every lot was withdrawn or postponed is tentative, not a sale that was held', () => {
    // It said CONFIRMED and "This auction has been held. The results are on its page."
    const ics = auctionIcs({ ...room, ended: true, noneOffered: true }, NOW);
    expect(lines(ics)).toContain('STATUS:TENTATIVE');
    const said = lines(ics).find((l) => l.startsWith('DESCRIPTION:'));
    expect(said).toContain('No lot was offered: each was withdrawn or postponed.');
    expect(said).not.toContain('has been held');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const ics = auctionIcs({ ...room, title: `Auction – ${'é'.repeat(80)}` }, NOW);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines(ics).find((l) => l.startsWith('SUMMARY:'))).toBe(
      `SUMMARY:Auction – ${'é'.repeat(80)} (Eden & Solway Auctioneers)`,
    );
  });
});

describe('auctionIcs with control characters in a feed’s text', () => {
  it('a lone carriage return or other control character cannot start a property of its own', () => {
    const ics = auctionIcs(
      {
        ...room,
        title: 'Sale\rATTENDEE:mailto:x@evil.example\r\nX',
        venue: 'Hall\u000bOne\rBEGIN:VALARM\u0007',
      },
      NOW,
    );
    // Only CRLF ends a line (folded ones continue with a space); no CR or control elsewhere.
    // eslint-disable-next-line no-control-regex -- looking for them
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
    const unfolded = lines(ics);
    expect(unfolded.find((l) => l.startsWith('SUMMARY:'))).toBe(
      'SUMMARY:Sale\\nATTENDEE:mailto:x@evil.example\\nX (Eden & Solway Auctioneers)',
    );
    expect(unfolded.find((l) => l.startsWith('LOCATION:'))).toBe(
      'LOCATION:Hall One\\nBEGIN:VALARM',
    );
  });
});
