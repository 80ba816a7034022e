import { describe, expect, it } from 'vitest';
import { addressPostcode, namesakeOfAddress, type HeldPostcode } from './office-namesake';
import type { PlaceEntry } from './place-match';

const town = (slug: string, parentName: string, lat: number, lng: number): PlaceEntry => ({
  slug,
  name: 'Newport',
  kind: 'town',
  parentName,
  lat,
  lng,
  population: null,
});

const WALES = town('wales/gwent/newport', 'Gwent', 51.588, -2.998);
const WIGHT = town('england/isle-of-wight/newport', 'Isle of Wight', 50.701, -1.291);
const ESSEX = town('england/essex/newport', 'Essex', 51.984, 0.214);
const NEWPORTS = [WALES, WIGHT, ESSEX];

const HELD = new Map<string, HeldPostcode>(
  [
    { slug: 'np', location_slug: WALES.slug, lat: 51.59, lng: -2.999 },
    { slug: 'np20', location_slug: WALES.slug, lat: 51.583, lng: -3.016 },
    { slug: 'po', location_slug: 'england/hampshire/portsmouth', lat: 50.806, lng: -1.044 },
  ].map((p) => [p.slug, p]),
);

const which = (address: string) => namesakeOfAddress(address, NEWPORTS, HELD);

describe('addressPostcode', () => {
  it('reads a full postcode or a district at the end, and what comes before it', () => {
    expect(addressPostcode('Suite 2, 14 Cherry Road, Carlisle CA2 2RQ')).toEqual({
      district: 'ca2',
      area: 'ca',
      before: 'Suite 2, 14 Cherry Road, Carlisle',
    });
    expect(addressPostcode('3 High Street, Newport, NP20')).toMatchObject({ district: 'np20' });
    expect(addressPostcode('3 High Street, Newport')).toBeNull();
  });
});

describe('namesakeOfAddress', () => {
  it('takes the town its postcode district is tied to', () => {
    expect(which('3 High Street, Newport NP20 4AB')).toBe(WALES.slug);
  });

  it('takes the town of the county the address names', () => {
    expect(which('3 High Street, Newport, Isle of Wight')).toBe(WIGHT.slug);
    expect(which('3 High Street, Newport, Essex CB11 3AA')).toBe(ESSEX.slug);
  });

  it('else the town nearest its postcode area, when its district is not held', () => {
    // PO30 is the island's; we hold only Portsmouth's PO districts, and the PO area.
    expect(which('3 High Street, Newport PO30 1AA')).toBe(WIGHT.slug);
  });

  it('says nothing of an address with no postcode we hold and no county', () => {
    expect(which('3 High Street, Newport')).toBeNull();
    expect(which('3 High Street, Newport ZE1 0AA')).toBeNull();
  });
});
