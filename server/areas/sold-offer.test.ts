import { describe, expect, it } from 'vitest';
import { parseSoldPriceQuery } from '#schema/sold-price-query';
import { offerLabel } from './sold-offer.server';

const label = (qs: string, place: string | null = 'Leeds') =>
  offerLabel(parseSoldPriceQuery(new URLSearchParams(qs)), place);

describe('offerLabel: an offer named by where it leads', () => {
  it('names the place after the noun, the other filters after the place', () => {
    expect(label('location=Leeds&property_type=T')).toBe('Terraced houses in Leeds');
    expect(label('location=Leeds&tenure=Leasehold&new_build=only&max_price=100000')).toBe(
      'Leasehold sales in Leeds, new builds only, for up to £100,000',
    );
    expect(label('location=Leeds&property_type=F&tenure=Leasehold')).toBe(
      'Leasehold flats and maisonettes in Leeds',
    );
    // It read "For up to £60,000 in Leeds".
    expect(label('location=Leeds&max_price=60000')).toBe('Sales in Leeds, for up to £60,000');
  });

  it('is all sales of the place with no filter, and names no place it does not keep', () => {
    expect(label('location=Leeds')).toBe('All sales in Leeds');
    expect(label('property_type=T', null)).toBe('Terraced houses');
    expect(label('property_type=T', 'Leeds')).toBe('Terraced houses');
  });
});
