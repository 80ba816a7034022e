import { describe, expect, it } from 'vitest';
import { isDistrictNumber } from './postcode-districts';

describe('isDistrictNumber: whether a number is a district of its postcode area', () => {
  it('knows real districts above every one the seed holds, and in an area’s second run', () => {
    // "LS18" (Horsforth) offered LS1 8 in central Leeds; "B93" (Knowle) B9 3; "BA21" (Yeovil)
    // BA2 1 in Bath; "PO30" (Newport, Isle of Wight) PO3 0 in Portsmouth.
    for (const [area, n] of [
      ['ls', 18],
      ['LS', 29],
      ['b', 93],
      ['ba', 21],
      ['cm', 77],
      ['po', 30],
      ['po', 41],
      ['e', 20],
    ] as const)
      expect(isDistrictNumber(area, n), `${area}${n}`).toBe(true);
  });

  it('knows a number past an area’s last district, or in a gap between its runs, is none', () => {
    for (const [area, n] of [
      ['ls', 61],
      ['po', 25],
      ['po', 42],
      ['cm', 61],
      ['ba', 17],
      ['e', 19],
    ] as const)
      expect(isDistrictNumber(area, n), `${area}${n}`).toBe(false);
    expect(isDistrictNumber('xx', 1)).toBeNull();
  });
});
