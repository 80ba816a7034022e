import { describe, expect, it } from 'vitest';
import { describeLotChange } from './describe-lot-change';
import { formatGuide } from './format';

describe('describeLotChange', () => {
  it('shows a guide price move, with a range when there is one', () => {
    expect(describeLotChange('guide_changed', { min: 120000 }, { min: 110000 })).toBe(
      'Guide price £120,000 → £110,000',
    );
    expect(describeLotChange('guide_changed', { min: 100000 }, { min: 100000, max: 125000 })).toBe(
      'Guide price £100,000 → £100,000 – £125,000',
    );
    expect(describeLotChange('guide_changed', null, 95000)).toBe('Guide price now £95,000');
  });

  it('writes a guide range as the lot card does, spaced en dash and all', () => {
    // The watched-lot e-mail and /profile said "£120,000–£145,000 → £110,000–£145,000" beside
    // cards reading "£110,000 – £145,000".
    expect(
      describeLotChange(
        'guide_changed',
        { min: 120000, max: 145000 },
        { min: 110000, max: 145000 },
      ),
    ).toBe(`Guide price ${formatGuide(120000, 145000)} → ${formatGuide(110000, 145000)}`);
    expect(formatGuide(110000, 145000)).toBe('£110,000 – £145,000');
  });

  it('says a guide price or legal pack taken away, not a bare label or "updated"', () => {
    // An editor's correction or a feed that drops the guide: the e-mail and /profile said only
    // "Guide price", and "Legal pack or addendum updated" for a pack no longer there.
    expect(
      describeLotChange('guide_changed', { min: 135000, max: 145000 }, { min: null, max: null }),
    ).toBe('Guide price removed (was £135,000 – £145,000)');
    expect(
      describeLotChange(
        'legal_pack_changed',
        { legal_pack_url: '/listings/1/legal-pack.pdf' },
        { legal_pack_url: null },
      ),
    ).toBe('Legal pack or addendum removed');
    expect(
      describeLotChange(
        'legal_pack_changed',
        { legal_pack_url: null },
        { legal_pack_url: '/a.pdf' },
      ),
    ).toBe('Legal pack or addendum updated');
  });

  it('names status, date, legal pack, result and withdrawal changes', () => {
    expect(
      describeLotChange('status_changed', { status: 'Available' }, { status: 'Postponed' }),
    ).toBe('Status Available → Postponed');
    expect(
      describeLotChange('date_changed', { date: '2026-12-01' }, { auction_date: '2026-12-15' }),
    ).toBe('Auction date 01 December 2026 → 15 December 2026');
    // An online sale is told by its close; its opening only when that alone moved.
    const online = (start: string, end: string) => ({ auction_date: start, auction_end_date: end });
    expect(
      describeLotChange(
        'date_changed',
        online('2026-12-01T10:00:00Z', '2026-12-08T12:00:00Z'),
        online('2026-12-02T10:00:00Z', '2027-01-12T12:00:00Z'),
      ),
    ).toBe('Bidding closes 08 December 2026 → 12 January 2027');
    expect(
      describeLotChange(
        'date_changed',
        online('2026-12-01T10:00:00Z', '2026-12-08T12:00:00Z'),
        online('2026-12-03T10:00:00Z', '2026-12-08T12:00:00Z'),
      ),
    ).toBe('Bidding opens 01 December 2026 → 03 December 2026');
    expect(describeLotChange('legal_pack_changed', null, { url: '/x.pdf' })).toBe(
      'Legal pack or addendum updated',
    );
    expect(describeLotChange('result', null, { status: 'Sold', price: 131000 })).toBe(
      'Result: Sold for £131,000',
    );
    expect(describeLotChange('result', null, null)).toBe('Result published');
    expect(
      describeLotChange('result', null, {
        status: 'Sold',
        sold_price: 440000,
        sold_before_auction: true,
      }),
    ).toBe('Sold before auction for £440,000');
    expect(
      describeLotChange('result', null, {
        status: 'Sold',
        sold_price: 95000,
        sold_after_auction: true,
      }),
    ).toBe('Sold after auction for £95,000');
    expect(
      describeLotChange(
        'result',
        { status: 'Sold', sold_price: 215000 },
        { status: 'Sold', sold_price: 216000, corrected: true },
      ),
    ).toBe('Sold price corrected to £216,000');
    // Its watchers read "Result: for £…" of a result taken back after the sale.
    expect(
      describeLotChange(
        'result',
        { status: 'Sold', sold_price: 71000 },
        { status: null, sold_price: null, result_withdrawn: true },
      ),
    ).toBe('Result withdrawn: awaiting the auction house’s result');
    expect(describeLotChange('withdrawn', null, null)).toBe('Withdrawn from the auction');
  });

  it('reads a status given as empty as Available: a lot back on sale', () => {
    expect(
      describeLotChange(
        'status_changed',
        { status: 'Withdrawn', sold_price: null },
        { status: null, sold_price: null },
      ),
    ).toBe('Status Withdrawn → Available');
  });

  it('names the new lot and sale of a property offered again: a room sale by its day, an online one by its close', () => {
    const offer = { lot_id: 9, lot_number: '7', auction_title: 'Winter Sale' };
    expect(
      describeLotChange('offered_again', null, {
        ...offer,
        auction_date: '2027-01-14T11:00:00Z',
        auction_end_date: null,
      }),
    ).toBe('Offered again: Lot 7 in Winter Sale, 14 January 2027');
    expect(
      describeLotChange('offered_again', null, {
        ...offer,
        auction_date: '2027-01-12T09:00:00Z',
        auction_end_date: '2027-01-19T15:00:00Z',
      }),
    ).toBe('Offered again: Lot 7 in Winter Sale, bidding closes 19 January 2027');
  });

  it('keeps an odd value short', () => {
    const text = describeLotChange('status_changed', 'A', 'x'.repeat(500));
    expect(text.length).toBeLessThan(100);
  });

  it('shortens a long sale title at a word, with an ellipsis, not mid-word', () => {
    const title = 'Spring Sale; Exeter, Guildhall – a rather long title for a sale of many lots';
    // It read "… a rather long t, 20 January 2027".
    expect(
      describeLotChange('offered_again', null, {
        lot_number: '1',
        auction_title: title,
        auction_date: '2027-01-20T11:00:00Z',
        auction_end_date: null,
      }),
    ).toBe(
      'Offered again: Lot 1 in Spring Sale; Exeter, Guildhall – a rather long title for a…, 20 January 2027',
    );
  });
});
