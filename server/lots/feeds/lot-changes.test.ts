import { describe, expect, it } from 'vitest';
import { diffLot, keepEquivalentStatus, keepStoredResult, type LotValues } from './lot-changes';

const NOW = new Date('2026-11-24T12:00:00Z');
const LOT: LotValues = {
  title: 'Flat',
  description: null,
  property_type: 'Flat',
  tenure: 'Leasehold',
  bedrooms: 2,
  address: '1 A Street',
  postcode: 'SE1 7QP',
  guide_min: 100000,
  guide_max: null,
  status: null,
  sold_price: null,
  auction_method: 'Online',
  auction_date: '2026-12-10T10:00:00.000Z',
  auction_end_date: null,
  image_urls: [],
  legal_pack_url: null,
};

describe('diffLot', () => {
  it('an identical lot is no change at all', () => {
    expect(diffLot(LOT, { ...LOT, image_urls: [] }, NOW)).toEqual({ changes: [], history: [] });
  });

  it('a new lot is listed at its guide', () => {
    expect(diffLot(null, LOT, NOW).history).toEqual([
      { date: '2026-11-24', event: 'listed', price: 100000 },
    ]);
  });

  it('a sale after the auction is a result with its price; before it, sold prior', () => {
    const sold = { ...LOT, status: 'Sold', sold_price: 120000 };
    const after = diffLot(LOT, sold, new Date('2026-12-11T00:00:00Z'));
    expect(after.changes.map((c) => c.kind)).toEqual(['result']);
    // Dated by the sale's day (10 December), not the day the result was sent.
    expect(after.history).toEqual([{ date: '2026-12-10', event: 'sold', price: 120000 }]);
    expect(diffLot(LOT, sold, NOW).history[0]!.event).toBe('sold_prior');
  });

  it('a sale before the auction is marked so in its event, for the watchlist and alerts', () => {
    const sold = { ...LOT, status: 'Sold', sold_price: 440000 };
    expect(diffLot(LOT, sold, NOW).changes[0]!.after).toEqual({
      status: 'Sold',
      sold_price: 440000,
      sold_before_auction: true,
    });
    const afterSale = diffLot(LOT, sold, new Date('2026-12-11T00:00:00Z')).changes[0]!.after;
    expect(afterSale).toEqual({ status: 'Sold', sold_price: 440000 });
  });

  it('a lot left unsold and sold afterwards is a sale after the auction, dated the day it sold', () => {
    const unsold = { ...LOT, status: 'Unsold' };
    const sold = { ...LOT, status: 'Sold', sold_price: 95000 };
    const out = diffLot(unsold, sold, new Date('2026-12-14T09:00:00Z'));
    expect(out.history).toEqual([{ date: '2026-12-14', event: 'sold', price: 95000 }]);
    expect(out.changes[0]!.after).toEqual({
      status: 'Sold',
      sold_price: 95000,
      sold_after_auction: true,
    });
  });

  it('a sold price put right is a correction, not a second sale', () => {
    const sold = { ...LOT, status: 'Sold', sold_price: 215000 };
    const out = diffLot(sold, { ...sold, sold_price: 216000 }, new Date('2026-12-11T00:00:00Z'));
    expect(out.history).toEqual([
      { date: '2026-12-11', event: 'sold_price_corrected', price: 216000 },
    ]);
    expect(out.changes).toEqual([
      {
        kind: 'result',
        before: { status: 'Sold', sold_price: 215000 },
        after: { status: 'Sold', sold_price: 216000, corrected: true },
      },
    ]);
  });

  it('a moved date, a new legal pack and a new description are each recorded', () => {
    const out = diffLot(
      LOT,
      {
        ...LOT,
        auction_date: '2026-12-17T10:00:00Z',
        legal_pack_url: 'https://x.test/a.pdf',
        description: 'New',
      },
      NOW,
    );
    expect(out.changes.map((c) => c.kind)).toEqual([
      'date_changed',
      'legal_pack_changed',
      'details_changed',
    ]);
    expect(out.changes[2]).toEqual({
      kind: 'details_changed',
      before: { description: null },
      after: { description: 'New' },
    });
    expect(out.history.map((h) => h.event)).toEqual(['date_changed', 'legal_pack_changed']);
    // The history says when the sale now is, as the watchers' e-mail does.
    expect(out.history[0]).toMatchObject({ event: 'date_changed', to: '2026-12-17T10:00:00Z' });
    expect(out.history[1]).not.toHaveProperty('removed');
  });

  it('a legal pack taken away is recorded as removed, not as another pack', () => {
    const withPack = { ...LOT, legal_pack_url: 'https://x.test/a.pdf' };
    const out = diffLot(withPack, { ...withPack, legal_pack_url: null }, NOW);
    expect(out.history).toEqual([
      expect.objectContaining({ event: 'legal_pack_changed', removed: true }),
    ]);
  });

  it('the same instant written differently is not a date change', () => {
    expect(diffLot(LOT, { ...LOT, auction_date: '2026-12-10T10:00:00Z' }, NOW).changes).toEqual([]);
  });

  it('a stored "Available" and an empty status are the same', () => {
    const stored = { ...LOT, status: 'Available' };
    expect(diffLot(stored, keepEquivalentStatus(stored, LOT), NOW).changes).toEqual([]);
  });

  it('a withdrawn lot sent again without a status is back on sale', () => {
    const withdrawn = { ...LOT, status: 'Withdrawn' };
    const out = diffLot(withdrawn, keepEquivalentStatus(withdrawn, LOT), NOW);
    expect(out.changes).toEqual([
      {
        kind: 'status_changed',
        before: { status: 'Withdrawn', sold_price: null },
        after: { status: null, sold_price: null },
      },
    ]);
    expect(out.history).toEqual([{ date: '2026-11-24', event: 'back_on_sale' }]);
  });

  it('a result taken back after the sale closed awaits its result, not back on sale', () => {
    const afterSale = new Date('2026-12-11T09:00:00Z');
    for (const result of [
      { status: 'Sold', sold_price: 71000 },
      { status: 'Unsold', sold_price: null },
    ]) {
      const out = diffLot({ ...LOT, ...result }, LOT, afterSale);
      expect(out.changes).toEqual([
        {
          kind: 'result',
          before: result,
          after: { status: null, sold_price: null, result_withdrawn: true },
        },
      ]);
      expect(out.history).toEqual([{ date: '2026-12-11', event: 'result_withdrawn' }]);
    }
    // Before the sale closes, a result taken back puts the lot on sale again.
    const sold = { ...LOT, status: 'Sold', sold_price: 71000 };
    expect(diffLot(sold, LOT, NOW).history).toEqual([
      { date: '2026-11-24', event: 'back_on_sale' },
    ]);
  });

  it('a sold or unsold lot sent again without a status keeps its result', () => {
    const sold = { ...LOT, status: 'Sold', sold_price: 262000 };
    expect(diffLot(sold, keepStoredResult(sold, LOT), NOW).changes).toEqual([]);
    const unsold = { ...LOT, status: 'Unsold' };
    expect(diffLot(unsold, keepStoredResult(unsold, LOT), NOW).changes).toEqual([]);
  });

  it('a result is taken back only by a status that says so', () => {
    const sold = { ...LOT, status: 'Sold', sold_price: 262000 };
    const back = keepStoredResult(sold, { ...LOT, status: 'Available' });
    expect(back).toMatchObject({ status: 'Available', sold_price: null });
  });

  it('dates history by the UK day: a change at 00:30 BST is on the new day', () => {
    const lateNight = new Date('2027-06-03T23:30:00Z');
    expect(diffLot(null, LOT, lateNight).history).toEqual([
      { date: '2027-06-04', event: 'listed', price: 100000 },
    ]);
  });

  it('dates a result of the room by the sale’s day, not by the day the house sent it', () => {
    const held = { ...LOT, auction_date: '2026-11-20T10:00:00.000Z' };
    const sold = diffLot(held, { ...held, status: 'Sold', sold_price: 262000 }, NOW);
    expect(sold.history).toEqual([{ date: '2026-11-20', event: 'sold', price: 262000 }]);
    expect(diffLot(held, { ...held, status: 'Unsold' }, NOW).history).toEqual([
      { date: '2026-11-20', event: 'unsold' },
    ]);
    // Sold after the auction it did not sell at: dated when it sold, as far as we know.
    const unsold = { ...held, status: 'Unsold' };
    expect(diffLot(unsold, { ...held, status: 'Sold', sold_price: 250000 }, NOW).history).toEqual([
      { date: '2026-11-24', event: 'sold', price: 250000 },
    ]);
  });
});
