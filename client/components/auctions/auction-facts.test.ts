import { describe, expect, it } from 'vitest';
import { NO_LOTS, resultFigures } from '#schema/auction-results';
import { auctionCloses, auctionDates, auctionStatusLine, beforeResultsLine } from './auction-facts';

describe('auctionDates', () => {
  const online = {
    auction_date: '2025-11-28T09:00:00Z',
    auction_end_date: '2026-01-02T12:00:00Z',
    closes_at: '2026-01-02T12:00:00Z',
  };

  it('an online sale still open says when it closes; one that has closed says when it closed', () => {
    expect(auctionDates({ ...online, ended: false })).toBe(
      '28 November 2025, 09:00 GMT – closes 02 January 2026, 12:00 GMT',
    );
    expect(auctionDates({ ...online, ended: true })).toBe(
      '28 November 2025, 09:00 GMT – closed 02 January 2026, 12:00 GMT',
    );
  });

  it('a sale whose lots close minutes apart says when the first and the last close', () => {
    const staggered = { ...online, closes_at: '2026-01-02T12:14:00Z' };
    expect(auctionDates({ ...staggered, ended: false })).toBe(
      '28 November 2025, 09:00 GMT – lots close from 02 January 2026, 12:00 GMT to 12:14 GMT',
    );
    expect(auctionDates({ ...staggered, ended: true })).toBe(
      '28 November 2025, 09:00 GMT – lots closed from 02 January 2026, 12:00 GMT to 12:14 GMT',
    );
    // A last lot on another London day names its day (00:10 BST on 2 July is 23:10 UTC on 1 July).
    expect(
      auctionCloses({
        auction_end_date: '2026-07-01T22:50:00Z',
        closes_at: '2026-07-01T23:10:00Z',
      }),
    ).toBe('lots close from 01 July 2026, 23:50 BST to 02 July 2026, 00:10 BST');
  });

  it('a room sale is its start alone', () => {
    expect(
      auctionDates({
        auction_date: '2026-07-01T11:00:00Z',
        auction_end_date: null,
        closes_at: '2026-07-01T11:00:00Z',
        ended: false,
      }),
    ).toBe('01 July 2026, 12:00 BST');
  });
});

describe('beforeResultsLine', () => {
  const base = { phase: 'upcoming' as const, auction_end_date: null };

  it('a room sale starts at its time (a whole day has no time), an online sale closes at its end', () => {
    expect(
      beforeResultsLine({
        ...base,
        auction_date: '2026-07-01T11:00:00Z',
        closes_at: '2026-07-01T11:00:00Z',
      }),
    ).toBe('The auction starts on 01 July 2026, 12:00 BST.');
    expect(
      beforeResultsLine({
        ...base,
        auction_date: '2026-07-01T22:59:59.999Z',
        closes_at: '2026-07-01T22:59:59.999Z',
      }),
    ).toBe('The auction is held on 01 July 2026.');
    const online = {
      auction_date: '2026-11-20T09:00:00Z',
      auction_end_date: '2026-11-30T13:00:00Z',
      closes_at: '2026-11-30T13:00:00Z',
    };
    expect(beforeResultsLine({ ...online, phase: 'upcoming' })).toBe(
      'Bidding closes on 30 November 2026, 13:00 GMT.',
    );
    expect(beforeResultsLine({ ...online, phase: 'bidding open' })).toBe(
      'Bidding is open and closes on 30 November 2026, 13:00 GMT.',
    );
    const staggered = { ...online, closes_at: '2026-11-30T13:14:00Z' };
    expect(beforeResultsLine({ ...staggered, phase: 'upcoming' })).toBe(
      'Lots close from 30 November 2026, 13:00 GMT to 13:14 GMT.',
    );
    expect(beforeResultsLine({ ...staggered, phase: 'bidding open' })).toBe(
      'Bidding is open; lots close from 30 November 2026, 13:00 GMT to 13:14 GMT.',
    );
  });
});

describe('a room sale under way (decision 154)', () => {
  const room = {
    phase: 'under way' as const,
    ended: false,
    auction_date: '2026-12-04T10:30:00Z',
    auction_end_date: null,
    closes_at: '2026-12-04T10:30:00Z',
    figures: resultFigures({ ...NO_LOTS, lots: 12, sold: 2 }),
  };

  it('says so with its start time, or that it is held today when it has none', () => {
    expect(auctionStatusLine(room)).toBe('Auction under way — started at 10:30 GMT');
    const wholeDay = { ...room, auction_date: '2026-12-04T23:59:59.999Z' };
    expect(auctionStatusLine(wholeDay)).toBe('Auction under way today');
    expect(auctionStatusLine({ ...room, ended: true, phase: 'closed' })).toBe('Auction closed');
  });

  it('tells a buyer its lots are being offered, not when it starts', () => {
    expect(beforeResultsLine(room)).toBe(
      'The auction started on 04 December 2026, 10:30 GMT: its lots are offered one after another.',
    );
  });
});
