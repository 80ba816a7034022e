import { describe, expect, it } from 'vitest';
import { auctionWhen, biddingOpenLine, cardDates, closesLine, closingLabel } from './sale-phase';

describe('cardDates: a card’s closing line carries its London time, in the card format', () => {
  it('an online sale: opening day alone, closing day with the time', () => {
    expect(
      cardDates({
        auction_method: 'Online',
        auction_date: '2026-11-21T08:00:00Z',
        auction_end_date: '2026-11-28T12:04:00Z',
      }),
    ).toEqual({
      label: 'Auction Date',
      value: '21 November, 2026',
      closes: '28 November, 2026, 12:04 GMT',
    });
  });

  it('a Modern sale shows its end date and time (SPEC §9); a room sale its day and start', () => {
    expect(
      cardDates({
        auction_method: 'Modern',
        auction_date: '2027-06-01T09:00:00Z',
        auction_end_date: '2027-06-03T11:30:00Z',
      }),
    ).toEqual({ label: 'Auction End Date', value: '03 June, 2027, 12:30 BST' });
    expect(
      cardDates({ auction_method: 'Traditional', auction_date: '2026-12-10T10:00:00Z' }).value,
    ).toBe('10 December, 2026, 10:00 GMT');
  });

  it('the date of a sale a lot was taken out of says so, not a date to bid on', () => {
    const room = { auction_method: 'Traditional', auction_date: '2026-11-30T10:00:00Z' };
    expect(cardDates({ ...room, lot_status: 'Postponed' }).value).toBe(
      '30 November, 2026 (postponed)',
    );
    expect(cardDates({ ...room, lot_status: 'withdrawn ' }).value).toBe(
      '30 November, 2026 (withdrawn)',
    );
    expect(cardDates({ ...room, lot_status: 'Unsold' }).value).toBe('30 November, 2026, 10:00 GMT');
  });

  it('a sale a lot was taken out of has no hour beside its note, in a room or Modern sale', () => {
    const modern = {
      auction_method: 'Modern',
      auction_date: '2027-06-01T09:00:00Z',
      auction_end_date: '2027-06-03T11:30:00Z',
      lot_status: 'Postponed',
    };
    expect(cardDates(modern).value).toBe('03 June, 2027 (postponed)');
    expect(auctionWhen(modern)?.value).toBe('03 June, 2027 (postponed)');
    expect(
      auctionWhen({
        auction_method: 'Traditional',
        auction_date: '2026-11-30T10:00:00Z',
        lot_status: 'Withdrawn',
      })?.value,
    ).toBe('30 November, 2026 (withdrawn)');
  });

  it('a day given without a time gets no made-up time', () => {
    expect(
      cardDates({
        auction_method: 'Online',
        auction_date: '2027-06-01T08:00:00Z',
        auction_end_date: '2027-06-03T22:59:59.999Z',
      }).closes,
    ).toBe('03 June, 2027');
  });
});

describe('biddingOpenLine', () => {
  it('names the closing day and London time', () => {
    expect(biddingOpenLine('2026-11-28T12:04:00Z')).toBe(
      'Bidding open — closes 28 November 2026, 12:04 GMT',
    );
  });
});

describe('closesLine', () => {
  it('names the closing day and London time', () => {
    expect(closesLine('2026-11-28T12:04:00Z')).toBe('Closes 28 November 2026, 12:04 GMT');
  });
});

describe('closingLabel: what a lot’s closing time is called', () => {
  it('bidding closes while the lot is for sale, in an upcoming sale or one open for bids', () => {
    expect(closingLabel({ lot_status: 'Available', sale_phase: 'upcoming' })).toBe(
      'Bidding closes',
    );
    expect(closingLabel({ lot_status: 'Available', sale_phase: 'bidding open' })).toBe(
      'Bidding closes',
    );
  });

  it('bidding closed once the sale has closed, for a lot offered in it', () => {
    for (const lot_status of ['Sold', 'Unsold', 'Awaiting result'])
      expect(closingLabel({ lot_status, sale_phase: 'closed' }), lot_status).toBe('Bidding closed');
    expect(closingLabel({ lot_status: 'Sold' })).toBe('Bidding closed');
    expect(closingLabel({ lot_status: 'Sold', sale_phase: 'closed', sold_when: 'at' })).toBe(
      'Bidding closed',
    );
  });

  it('no closing time, even after the sale, for a lot taken out of it: nobody bid on it there', () => {
    for (const lot_status of ['Withdrawn', 'Postponed'])
      expect(closingLabel({ lot_status, sale_phase: 'closed' }), lot_status).toBeNull();
    expect(closingLabel({ lot_status: 'Sold', sale_phase: 'closed', sold_when: 'before' })).toBe(
      null,
    );
  });

  it('no closing time for a lot taken out of a sale still to close: nobody bids on it', () => {
    for (const lot_status of ['Withdrawn', 'Postponed', 'Sold'])
      expect(closingLabel({ lot_status, sale_phase: 'bidding open' }), lot_status).toBeNull();
    expect(closingLabel({ lot_status: 'Withdrawn' })).toBeNull();
    // Its card gives the sale's date with the note, and no closing time.
    const online = {
      auction_method: 'Online',
      auction_date: '2027-01-25T09:00:00Z',
      auction_end_date: '2027-02-02T13:02:00Z',
      sale_phase: 'upcoming',
    };
    expect(cardDates({ ...online, lot_status: 'Postponed' })).toEqual({
      label: 'Auction Date',
      value: '25 January, 2027 (postponed)',
    });
    expect(cardDates({ ...online, lot_status: 'Available' }).closes).toBe(
      '02 February, 2027, 13:02 GMT',
    );
  });
});

describe('auctionWhen (the price box’s date)', () => {
  it('gives an online sale’s opening and its bidding close apart', () => {
    expect(
      auctionWhen({
        lot_status: 'Available',
        auction_method: 'Online',
        auction_date: '2026-12-02T10:00:00.000Z',
        auction_end_date: '2026-12-09T12:04:00.000Z',
      }),
    ).toEqual({
      label: 'Auction Date',
      value: '02 December, 2026, 10:00 GMT',
      closes: '09 December, 2026, 12:04 GMT',
    });
  });

  it('is null for a lot without a date', () => {
    expect(auctionWhen({ auction_method: 'Traditional', auction_date: null })).toBeNull();
  });
});
