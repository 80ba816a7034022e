import { describe, expect, it } from 'vitest';
import { TEST_LOT } from '#sections/detail/test-lot';
import { entryText, eventWords, timelineOf } from './timeline';

const events = (history: typeof TEST_LOT.history) =>
  timelineOf(
    { ...TEST_LOT, auction_date: '2026-11-30T10:00:00.000Z', history },
    { order: 'oldest-first', include_auction: true },
  ).map((e) => `${e.date.slice(0, 10)} ${e.event}`);

describe('a lot’s history with its auction', () => {
  it('lists the auction of a lot still in it', () => {
    expect(events([{ date: '2026-10-01', event: 'listed', price: 150000 }])).toEqual([
      '2026-10-01 listed',
      '2026-11-30 auction',
    ]);
  });

  it('leaves out the auction a lot left before it: withdrawn, postponed or sold before', () => {
    for (const exit of ['withdrawn', 'postponed', 'sold_prior'])
      expect(
        events([
          { date: '2026-10-01', event: 'listed', price: 150000 },
          { date: '2026-11-02', event: exit, price: null },
        ]),
        exit,
      ).toEqual(['2026-10-01 listed', `2026-11-02 ${exit}`]);
  });

  it('lists the auction again for a lot back on sale after it was withdrawn or postponed', () => {
    for (const exit of ['withdrawn', 'postponed'])
      expect(
        events([
          { date: '2026-10-01', event: 'listed', price: 150000 },
          { date: '2026-11-02', event: exit, price: null },
          { date: '2026-11-09', event: 'back_on_sale', price: null },
        ]),
        exit,
      ).toEqual([
        '2026-10-01 listed',
        `2026-11-02 ${exit}`,
        '2026-11-09 back_on_sale',
        '2026-11-30 auction',
      ]);
  });

  it('leaves the auction out again when a lot back on sale is withdrawn once more', () => {
    expect(
      events([
        { date: '2026-10-01', event: 'listed', price: 150000 },
        { date: '2026-11-02', event: 'withdrawn', price: null },
        { date: '2026-11-09', event: 'back_on_sale', price: null },
        { date: '2026-11-09', event: 'withdrawn', price: null },
      ]),
    ).not.toContain('2026-11-30 auction');
  });
});

describe('a sale after the auction', () => {
  it('a lot unsold under the hammer and sold afterwards reads "Sold after auction"', () => {
    const history = [
      { date: '2026-10-01', event: 'listed', price: 150000 },
      { date: '2026-11-30', event: 'unsold', price: null },
      { date: '2026-12-03', event: 'sold', price: 140000 },
    ];
    expect(events(history)).toEqual([
      '2026-10-01 listed',
      '2026-11-30 auction',
      '2026-11-30 unsold',
      '2026-12-03 sold_after_auction',
    ]);
    expect(eventWords('sold_after_auction')).toBe('Sold after auction');
  });
});

describe('a corrected sold price', () => {
  const money = (n: number) => `£${n.toLocaleString('en-GB')}`;
  const lines = (history: typeof TEST_LOT.history) =>
    timelineOf(
      { ...TEST_LOT, auction_date: '2026-10-30T10:00:00.000Z', history },
      { order: 'oldest-first', include_auction: false },
    ).map((e) => entryText(e, true, money));

  it('reads as a correction, recorded so or (older histories) as a second sale', () => {
    for (const second of ['sold_price_corrected', 'sold'])
      expect(
        lines([
          { date: '2026-10-30', event: 'sold', price: 215000 },
          { date: '2026-11-02', event: second, price: 216000 },
        ]),
        second,
      ).toEqual(['Sold · £215,000', 'Sold price corrected to £216,000']);
  });

  it('a lot sold again after it came back on sale is a second sale', () => {
    expect(
      lines([
        { date: '2026-10-01', event: 'sold_prior', price: 200000 },
        { date: '2026-10-05', event: 'back_on_sale', price: null },
        { date: '2026-10-30', event: 'sold', price: 215000 },
      ]),
    ).toEqual(['Sold before auction · £200,000', 'Back on sale', 'Sold · £215,000']);
  });

  it('a result taken back, then a new one, is a result and not a price correction', () => {
    expect(
      lines([
        { date: '2026-11-30', event: 'sold', price: 71000 },
        { date: '2026-12-05', event: 'result_withdrawn', price: null },
        { date: '2026-12-06', event: 'sold', price: 80000 },
      ]),
    ).toEqual([
      'Sold · £71,000',
      'Result withdrawn: awaiting the auction house’s result',
      'Sold · £80,000',
    ]);
  });
});

describe('the auction’s entry', () => {
  it('is dated when bidding closes for every sale with an end date, online and timed included', () => {
    for (const method of ['Online', 'Timed', 'Modern'])
      expect(
        timelineOf(
          {
            ...TEST_LOT,
            lot_status: 'Available',
            sale_phase: 'upcoming',
            auction_method: method,
            auction_date: '2026-12-01T10:00:00.000Z',
            auction_end_date: '2027-01-12T12:00:00.000Z',
            history: [{ date: '2026-10-01', event: 'listed', price: 150000 }],
          },
          { order: 'oldest-first', include_auction: true },
        ).map((e) => `${e.date.slice(0, 10)} ${eventWords(e.event)}`),
        method,
      ).toEqual(['2026-10-01 Listed', '2027-01-12 Bidding closes']);
  });

  /** How the history lists the closing of an online lot with these fields. */
  const closing = (lot: Partial<typeof TEST_LOT>) =>
    timelineOf(
      {
        ...TEST_LOT,
        auction_method: 'Online',
        auction_date: '2026-12-01T10:00:00.000Z',
        auction_end_date: '2026-12-08T12:00:00.000Z',
        history: [],
        ...lot,
      },
      { order: 'oldest-first', include_auction: true },
    ).map((e) => entryText(e, true, String));

  it('says "Bidding closes" while the sale is still to close', () => {
    for (const sale_phase of ['upcoming', 'bidding open'])
      expect(closing({ lot_status: 'Available', sale_phase }), sale_phase).toEqual([
        'Bidding closes',
      ]);
  });

  it('says "Bidding closed", as the price box does, once the sale has closed', () => {
    for (const lot_status of ['Available', 'Sold', 'Unsold'])
      expect(closing({ lot_status, sale_phase: 'closed' }), lot_status).toEqual(['Bidding closed']);
  });
});

describe('a change of date or legal pack in the history', () => {
  const texts = (history: typeof TEST_LOT.history) =>
    timelineOf(
      { ...TEST_LOT, auction_date: '2026-12-07T10:30:00.000Z', history },
      { order: 'oldest-first', include_auction: false },
    ).map((e) => entryText(e, true, String));

  it('says when the sale now is and a pack removed, as the watchers’ e-mail does', () => {
    // It read "Date changed" with no date, and "Legal pack changed" for a pack taken away.
    expect(
      texts([
        { date: '2026-12-01', event: 'date_changed', to: '2026-12-08T10:30:00.000Z' },
        { date: '2026-12-02', event: 'legal_pack_changed', removed: true },
        { date: '2026-12-03', event: 'legal_pack_changed' },
      ]),
    ).toEqual([
      'Auction date changed to 08 December 2026, 10:30 GMT',
      'Legal pack or addendum removed',
      'Legal pack or addendum updated',
    ]);
  });

  it('words an entry recorded before the new day was kept', () => {
    expect(texts([{ date: '2026-11-20', event: 'date_changed' }])).toEqual([
      'Auction date changed',
    ]);
  });
});

describe('a guide in the history', () => {
  it('is said as the guide’s lower end, as feeds and the admin store it', () => {
    // "Listed · £75,000" then "Guide price changed · £65,000" read as a cut beside a guide of
    // £65,000 – £75,000 whose top had not moved (a walk, decision 171).
    const texts = timelineOf(
      {
        ...TEST_LOT,
        history: [
          { date: '2026-10-10', event: 'listed', price: 75000 },
          { date: '2026-10-13', event: 'guide_changed', price: 65000 },
        ],
      },
      { order: 'oldest-first', include_auction: false },
    ).map((e) => entryText(e, true, (n) => `£${n.toLocaleString('en-GB')}`));
    // "changed · from £65,000" read as the old figure: the new one is said as now.
    expect(texts).toEqual([
      'Listed · guide from £75,000',
      'Guide price changed · now from £65,000',
    ]);
  });
});
