import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { TEST_LOT } from '#sections/detail/test-lot';
import { History } from './history';

/** The history's text, entries apart, for a lot listed in October whose online sale closes ahead. */
function historyText(lot: Partial<typeof TEST_LOT>, order: 'oldest-first' | 'newest-first') {
  const html = renderToString(
    <History
      type="history"
      id="h"
      heading="History"
      collapsed={false}
      order={order}
      show_prices
      include_auction
      data={{
        ...TEST_LOT,
        lot_status: 'Available',
        sold_price: null,
        auction_method: 'Online',
        auction_date: '2026-12-01T10:00:00.000Z',
        auction_end_date: '2026-12-14T12:00:00.000Z',
        history: [{ date: '2026-10-25', event: 'listed', price: 120000 }],
        ...lot,
      }}
    />,
  );
  return html
    .replace(/<\/(li|p|h2)>/g, ' | ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('History: a sale still to close is listed apart from what has happened', () => {
  it('puts the close still ahead under "Still to come", after the history', () => {
    expect(historyText({ sale_phase: 'upcoming' }, 'oldest-first')).toBe(
      'History | 25 October 2026 · Listed · guide from £120,000 | Still to come | 14 December 2026 · Bidding closes |',
    );
  });

  it('puts it first when the newest entries come first', () => {
    expect(historyText({ sale_phase: 'bidding open' }, 'newest-first')).toBe(
      'History | Still to come | 14 December 2026 · Bidding closes | 25 October 2026 · Listed · guide from £120,000 |',
    );
  });

  it('lists a room sale under way with the rest of the history: it is happening, not to come', () => {
    expect(
      historyText(
        {
          sale_phase: 'under way',
          lot_status: 'Auction under way',
          auction_method: 'Traditional',
          auction_date: '2026-12-07T10:30:00.000Z',
          auction_end_date: null,
        },
        'oldest-first',
      ),
    ).toBe(
      'History | 25 October 2026 · Listed · guide from £120,000 | 07 December 2026 · Auction |',
    );
  });

  it('lists a closed sale with the rest of the history', () => {
    expect(historyText({ sale_phase: 'closed', lot_status: 'Unsold' }, 'oldest-first')).toBe(
      'History | 25 October 2026 · Listed · guide from £120,000 | 14 December 2026 · Bidding closed |',
    );
  });
});
