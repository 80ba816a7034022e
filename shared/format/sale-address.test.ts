import { describe, expect, it } from 'vitest';
import { nameCase, saleAddressLine } from './sale-address';

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

  it('writes a street or place as its name is written, not in capitals', () => {
    // "St John'S Road" had its "s" made a capital; the card's town was "LEEDS".
    expect(saleAddressLine({ saon: null, paon: '4', street: "ST JOHN'S ROAD" })).toBe(
      "4 St John's Road",
    );
    expect(saleAddressLine({ saon: null, paon: '14A', street: "O'CONNELL STREET" })).toBe(
      "14A O'Connell Street",
    );
    expect(nameCase('LEEDS')).toBe('Leeds');
    expect(nameCase('STOKE-ON-TRENT')).toBe('Stoke-on-Trent');
    expect(nameCase('NEWCASTLE UPON TYNE')).toBe('Newcastle upon Tyne');
    expect(nameCase('WESTON-SUPER-MARE')).toBe('Weston-super-Mare');
    expect(nameCase('ASHBY-DE-LA-ZOUCH')).toBe('Ashby-de-la-Zouch');
    expect(nameCase("BISHOP'S STORTFORD")).toBe("Bishop's Stortford");
    expect(nameCase('THE STRAND')).toBe('The Strand');
    // A review: a small word after a number, a comma or first is a capital; Welsh "y"; "Mc".
    expect(saleAddressLine({ saon: null, paon: '14', street: 'THE AVENUE' })).toBe('14 The Avenue');
    expect(saleAddressLine({ saon: null, paon: 'ROSE COTTAGE', street: 'THE GREEN' })).toBe(
      'Rose Cottage, The Green',
    );
    expect(saleAddressLine({ saon: null, paon: '2', street: 'LA ROCHE CLOSE' })).toBe(
      '2 La Roche Close',
    );
    expect(saleAddressLine({ saon: null, paon: '12', street: 'BY PASS ROAD' })).toBe(
      '12 By Pass Road',
    );
    expect(nameCase('BETWS-Y-COED')).toBe('Betws-y-Coed');
    expect(nameCase('MCDONALD CLOSE')).toBe('McDonald Close');
    expect(nameCase('SOUTHEND-ON-SEA')).toBe('Southend-on-Sea');
    expect(nameCase("ST. MARY'S ROAD")).toBe("St. Mary's Road");
  });
});
