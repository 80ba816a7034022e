import { describe, expect, it } from 'vitest';
import {
  comparableChoice,
  comparableLevel,
  medianOf,
  periodStart,
  saleAddress,
  soldPricesHref,
} from './comparables-data';

describe('which area comparable sales come from', () => {
  it('the postcode sector when it has enough sales', () => {
    expect(comparableLevel({ sector: 5, district: 40 }, 5)).toBe('sector');
    expect(comparableLevel({ sector: 12, district: 12 }, 5)).toBe('sector');
  });

  it('the district when the sector has fewer than the minimum', () => {
    expect(comparableLevel({ sector: 4, district: 40 }, 5)).toBe('district');
    expect(comparableLevel({ sector: 0, district: 0 }, 5)).toBe('district');
    expect(comparableLevel({ sector: 1, district: 9 }, 1)).toBe('sector');
  });

  it('the district when the lot has no sector (a postcode without its inward code)', () => {
    expect(comparableLevel({ sector: null, district: 40 }, 5)).toBe('district');
  });
});

describe('which kind of sales a lot is compared with', () => {
  const family = { sector: 20, district: 60 };

  it('its own kind (detached with detached) once the district has the minimum of it', () => {
    expect(comparableChoice({ own: { sector: 6, district: 9 }, family }, 5)).toEqual({
      kind: 'own',
      level: 'sector',
    });
    expect(comparableChoice({ own: { sector: 2, district: 5 }, family }, 5)).toEqual({
      kind: 'own',
      level: 'district',
    });
  });

  it('its own kind from three sales in the district: a few of its kind tell more than many others', () => {
    // CR2's 3 detached sales: a median of £1,145,000, against £522,500 for its houses of every kind.
    expect(comparableChoice({ own: { sector: 1, district: 3 }, family }, 5)).toEqual({
      kind: 'own',
      level: 'district',
    });
  });

  it('its whole family, sector first, when its own kind has fewer in the district', () => {
    expect(comparableChoice({ own: { sector: 1, district: 2 }, family }, 5)).toEqual({
      kind: 'family',
      level: 'sector',
    });
    expect(
      comparableChoice({ own: { sector: 0, district: 0 }, family: { sector: 3, district: 8 } }, 5),
    ).toEqual({ kind: 'family', level: 'district' });
  });

  it('its own kind still when the family has no more sales than it (nothing to gain)', () => {
    expect(
      comparableChoice({ own: { sector: 1, district: 3 }, family: { sector: 1, district: 3 } }, 5),
    ).toEqual({ kind: 'own', level: 'district' });
    expect(
      comparableChoice({ own: { sector: 0, district: 0 }, family: { sector: 0, district: 0 } }, 5),
    ).toEqual({ kind: 'own', level: 'district' });
  });

  it('its family when it has no narrower kind (a bungalow, a flat)', () => {
    expect(comparableChoice({ own: null, family }, 5)).toEqual({ kind: 'family', level: 'sector' });
  });
});

describe('the period of comparable sales', () => {
  it('starts the day after the same date `months` earlier', () => {
    expect(periodStart(new Date('2026-11-24T15:00:00Z'), 24)).toBe('2024-11-25');
    expect(periodStart(new Date('2026-01-31T00:00:00Z'), 12)).toBe('2025-02-01');
    expect(periodStart(new Date('2026-03-01T00:00:00Z'), 6)).toBe('2025-09-02');
  });
});

describe('a sale as the list shows it', () => {
  it('reads Price Paid upper-case addresses in title case, with the postcode as written', () => {
    expect(
      saleAddress({ saon: 'FLAT 2', paon: '14', street: 'BRUDENELL ROAD', postcode: 'LS6 1BD' }),
    ).toBe('Flat 2, 14 Brudenell Road, LS6 1BD');
    expect(
      saleAddress({ saon: null, paon: 'ROSE-MAY COTTAGE', street: null, postcode: null }),
    ).toBe('Rose-May Cottage');
    expect(
      saleAddress({
        saon: null,
        paon: 'OAK LODGE',
        street: 'BRUNSWICK CLOSE',
        postcode: 'NE7 7UF',
      }),
    ).toBe('Oak Lodge, Brunswick Close, NE7 7UF');
  });
});

describe('the link to the sold-price search', () => {
  it('carries the area, the family’s codes and the period, as the search page reads them', () => {
    expect(
      soldPricesHref({
        location: 'LS6 1',
        property_type: 'D,S,T',
        date_from: '2024-11-25',
        date_to: '2026-11-24',
      }),
    ).toBe(
      '/sold-house-prices?location=LS6+1&property_type=D%2CS%2CT&date_from=2024-11-25&date_to=2026-11-24',
    );
    expect(soldPricesHref({ location: 'LS6' })).toBe('/sold-house-prices?location=LS6');
  });
});

describe('medianOf', () => {
  it('rounds a half as SQL rounds percentile_cont (to even), so both pages agree', () => {
    expect(medianOf([403_400, 403_401])).toBe(403_400);
    expect(medianOf([124_084, 124_085])).toBe(124_084);
    expect(medianOf([124_085, 124_086])).toBe(124_086);
    expect(medianOf([100_000, 100_003])).toBe(100_002);
    expect(medianOf([250_000])).toBe(250_000);
    expect(medianOf([])).toBeNull();
  });
});
