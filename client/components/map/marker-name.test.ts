import { describe, expect, it } from 'vitest';
import { markerName, stillOffered } from './marker-name';

const lot = (over: Partial<Parameters<typeof markerName>[0]>) => ({
  id: 226,
  lat: 53.8,
  lng: -1.55,
  title: 'Two-bedroom terrace',
  lot_status: 'Available',
  guide_price_min: 135000,
  guide_price_max: null,
  sold_price: null,
  ...over,
});

describe('markerName', () => {
  it('calls a lot for sale by its guide', () => {
    expect(markerName(lot({}))).toBe('Two-bedroom terrace, guide £135,000');
    expect(markerName(lot({ guide_price_min: null }))).toBe('Two-bedroom terrace');
  });

  it('calls a sold lot by what it sold for, not by its guide', () => {
    expect(markerName(lot({ lot_status: 'Sold', sold_price: 181000 }))).toBe(
      'Two-bedroom terrace, sold for £181,000',
    );
    expect(markerName(lot({ lot_status: 'Sold' }))).toBe('Two-bedroom terrace, sold');
  });

  it('says a lot that did not sell, was withdrawn or was postponed', () => {
    expect(markerName(lot({ lot_status: 'Unsold' }))).toBe(
      'Two-bedroom terrace, unsold, guide £135,000',
    );
    expect(markerName(lot({ lot_status: 'Postponed' }))).toBe(
      'Two-bedroom terrace, postponed, guide £135,000',
    );
    expect(markerName(lot({ lot_status: 'Withdrawn' }))).toBe('Two-bedroom terrace, withdrawn');
    // Its auction is over, its result not in: not to be heard as a lot still for sale.
    expect(markerName(lot({ lot_status: 'Awaiting result' }))).toBe(
      'Two-bedroom terrace, result awaited, guide £135,000',
    );
  });
});

describe('stillOffered', () => {
  it('is a lot still for sale, not one whose sale is over', () => {
    expect(stillOffered({ lot_status: 'Available' })).toBe(true);
    expect(stillOffered({ lot_status: null })).toBe(true);
    for (const s of ['Awaiting result', 'Sold', 'Unsold', 'Withdrawn', 'Postponed'])
      expect(stillOffered({ lot_status: s })).toBe(false);
  });
});
