import { describe, expect, it } from 'vitest';
import { describeSearch } from './describe-search';

describe('describeSearch', () => {
  it('names a search after its filters', () => {
    expect(
      describeSearch({
        search: 'garden',
        location: 'west-yorkshire/leeds',
        property_type: 'flat',
        guide_price_min: '100000',
        guide_price_max: '250000',
      }),
    ).toBe('Flat matching “garden” in Leeds · £100,000 to £250,000');
    expect(describeSearch({ location: 'st-albans' })).toBe('Lots in St Albans');
  });

  it('names the auction house given, and writes a place as its name is written', () => {
    // Saved from a house's "All lots", the e-mail's heading read "Auction house 23".
    expect(
      describeSearch(
        { auction_house: '23', property_type: 'flats' },
        { house: 'Irwell & Mersey Auctions' },
      ),
    ).toBe('Flats and maisonettes · Irwell & Mersey Auctions');
    // "Tyne And Wear", "Newcastle Upon Tyne": the results page says "Tyne and Wear".
    expect(describeSearch({ location: 'tyne and wear' })).toBe('Lots in Tyne and Wear');
    expect(describeSearch({ location: 'newcastle-upon-tyne' })).toBe('Lots in Newcastle upon Tyne');
    expect(describeSearch({ location: 'on' })).toBe('Lots in On');
  });

  it('keeps the radius: within 10 miles of Leeds is not Leeds', () => {
    expect(
      describeSearch({
        location: 'leeds',
        radius: '10',
        property_type: 'houses',
        bedrooms: '3',
        guide_price_max: '200000',
      }),
    ).toBe('Houses within 10 miles of Leeds · 3+ bedrooms · up to £200,000');
    expect(describeSearch({ location: 'LS6 2AB', radius: '1' })).toBe(
      'Lots within 1 mile of LS6 2AB',
    );
  });

  it('names a bedrooms range as the chip says it: two bedrooms is not “2+”', () => {
    expect(describeSearch({ location: 'york', bedrooms: '2', bedrooms_max: '2' })).toBe(
      'Lots in York · 2 bedrooms',
    );
    expect(describeSearch({ property_type: 'flats', bedrooms_max: '1' })).toBe(
      'Flats and maisonettes · Up to 1 bedroom',
    );
  });

  it('says "from" or "up to" for one-sided price ranges and shows the lot status', () => {
    expect(describeSearch({ location: 'ls1', guide_price_min: '50000' })).toBe(
      'Lots in LS1 · from £50,000',
    );
    expect(describeSearch({ lot_status: 'SOLD', guide_price_max: '90000' })).toBe(
      'Lots · Sold · up to £90,000',
    );
  });

  it('names the newer filters too (a house or a map point was "All lots")', () => {
    expect(
      describeSearch({
        property_type: 'houses,flats',
        bedrooms: '3',
        auction_house: '5',
      }),
    ).toBe('Houses, Flats and maisonettes · 3+ bedrooms · Auction house 5');
    expect(describeSearch({ near: '53.80000,-1.55000' })).toBe('Lots · Within 5 mi of a map point');
  });

  it('calls a search without filters "All lots" and keeps names within 80 characters', () => {
    expect(describeSearch({})).toBe('All lots');
    const long = describeSearch({ search: 'x'.repeat(120) });
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });

  it('leaves out whole filters, never half a word, when a name is too long', () => {
    const name = describeSearch({
      location: 'leeds',
      property_type: 'flats,houses',
      tenure: 'Leasehold,Freehold',
      auction_method: 'Traditional,Online',
    });
    expect(name.length).toBeLessThanOrEqual(80);
    expect(name).toMatch(
      /^Flats and maisonettes, Houses in Leeds · Leasehold · Freehold( · [^·]+)* · …$/,
    );
    // Every part but the ellipsis is a whole filter as the results page names it.
    for (const part of name.split(' · ').slice(1, -1))
      expect(['Leasehold', 'Freehold', 'Traditional auction', 'Online auction']).toContain(part);
  });
});
