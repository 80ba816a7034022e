import { describe, expect, it } from 'vitest';
import { nationWithoutPricePaid } from './land-registry-coverage';

describe('nationWithoutPricePaid', () => {
  it('names Scotland and Northern Ireland, where Land Registry records no sales', () => {
    expect(nationWithoutPricePaid('scotland/glasgow-city/glasgow')).toBe('Scotland');
    expect(nationWithoutPricePaid('northern-ireland/belfast')).toBe('Northern Ireland');
  });
  it('is null in England and Wales, and for no place', () => {
    expect(nationWithoutPricePaid('england/west-yorkshire/leeds')).toBeNull();
    expect(nationWithoutPricePaid('wales/cardiff/cardiff')).toBeNull();
    expect(nationWithoutPricePaid(null)).toBeNull();
  });
});
