import { describe, expect, it } from 'vitest';
import { TEST_LOT } from '#sections/detail/test-lot';
import { FACTS } from './facts';

const dateOf = (lot: Partial<typeof TEST_LOT>) => FACTS.auction_date({ ...TEST_LOT, ...lot });

describe('a lot’s auction date fact', () => {
  it('gives a room sale’s start time on a London clock', () => {
    expect(dateOf({ auction_date: '2026-07-14T09:30:00.000Z' })).toEqual({
      label: 'Auction Date',
      value: '14 July, 2026, 10:30 BST',
    });
  });

  it('gives an online sale’s opening and closing times: its lots close minutes apart', () => {
    expect(
      dateOf({
        lot_status: 'Available',
        sale_phase: 'upcoming',
        auction_method: 'Online',
        auction_date: '2026-12-02T10:00:00.000Z',
        auction_end_date: '2026-12-09T12:04:00.000Z',
      }).value,
    ).toBe('02 December, 2026, 10:00 GMT (bidding closes 09 December, 2026, 12:04 GMT)');
  });

  it('gives a Modern sale’s end', () => {
    expect(
      dateOf({
        auction_method: 'Modern',
        auction_date: '2026-12-01T10:00:00.000Z',
        auction_end_date: '2026-12-18T15:00:00.000Z',
      }),
    ).toEqual({
      label: 'Auction End Date',
      // When bidding opens was in "All details" alone.
      value: '18 December, 2026, 15:00 GMT (bidding from 01 December, 2026)',
    });
  });
});
