import { describe, expect, it } from 'vitest';
import { auctionDates } from './auction-facts';

describe('auctionDates', () => {
  const online = { auction_date: '2025-11-28T09:00:00Z', auction_end_date: '2026-01-02T12:00:00Z' };

  it('an online sale still open says when it closes; one that has closed says when it closed', () => {
    expect(auctionDates({ ...online, ended: false })).toBe(
      '28 November 2025, 09:00 GMT – closes 02 January 2026, 12:00 GMT',
    );
    expect(auctionDates({ ...online, ended: true })).toBe(
      '28 November 2025, 09:00 GMT – closed 02 January 2026, 12:00 GMT',
    );
  });

  it('a room sale is its start alone', () => {
    expect(
      auctionDates({ auction_date: '2026-07-01T11:00:00Z', auction_end_date: null, ended: false }),
    ).toBe('01 July 2026, 12:00 BST');
  });
});
