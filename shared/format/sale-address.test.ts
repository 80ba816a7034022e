import { describe, expect, it } from 'vitest';
import { saleAddressLine } from './sale-address';

describe('saleAddressLine', () => {
  it('puts the flat before the house and street, in title case', () => {
    expect(
      saleAddressLine({ saon: 'FLAT 42', paon: 'CAVENDISH POINT', street: 'QUARRY ROAD' }),
    ).toBe('Flat 42, Cavendish Point, Quarry Road');
    expect(saleAddressLine({ saon: 'FLAT A', paon: '8', street: 'CORONATION STREET' })).toBe(
      'Flat A, 8 Coronation Street',
    );
  });

  it('reads a house without a flat as before', () => {
    expect(saleAddressLine({ saon: null, paon: '11', street: 'BALMORAL STREET' })).toBe(
      '11 Balmoral Street',
    );
    expect(saleAddressLine({ saon: ' ', paon: 'ROSE-MAY COTTAGE', street: null })).toBe(
      'Rose-May Cottage',
    );
  });
});
