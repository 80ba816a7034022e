import type { ComparablesData } from './comparables-data';

/** Comparables of TEST_LOT (a terraced house in LS6 1), widened to LS6 (tests of the section). */
export const TEST_COMPARABLES: ComparablesData = {
  area: { level: 'district', label: 'LS6', href: '/postcodes/ls6' },
  widenedFrom: { label: 'LS6 1', count: 3 },
  district: { level: 'district', label: 'LS6', href: '/postcodes/ls6' },
  town: { name: 'Leeds', href: '/locations/england/west-yorkshire/leeds' },
  salesNoun: 'houses',
  note: null,
  months: 24,
  from: '2024-11-25',
  to: '2026-11-24',
  count: 12,
  median: 231000,
  min: 120000,
  max: 415500,
  recent: [
    {
      id: '{A1}',
      address: '7 Wellington Road, LS6 1TT',
      date: '2026-10-03',
      price: 245000,
      type: 'S',
    },
    {
      id: '{A2}',
      address: 'Flat 2, 9 Grosvenor Road, LS6 2DL',
      date: '2026-09-12',
      price: 120000,
      type: 'T',
    },
  ],
  searchHref:
    '/sold-house-prices?location=LS6&property_type=D%2CS%2CT&date_from=2024-11-25&date_to=2026-11-24',
  districtSearchHref: '/sold-house-prices?location=LS6',
};
