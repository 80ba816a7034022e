/**
 * The map of a postcode area opens on every lot of it (decision 152): it framed the area's
 * districts' centres, so "WF" said "1 lot matches this search. No lots in this area." with the
 * Wakefield lot just north of the frame, and 18 of the seed's areas left some lot out.
 */
import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';

const { t, get } = seededDirectoryApp();
const { listings } = searchAnswers(get);

describe('the map of a postcode area', () => {
  it('frames every lot for sale in it', async () => {
    const { rows } = await t.db.query<{ area: string; lat: number; lng: number }>(
      `SELECT p.parent_slug AS area, a.lat, a.lng
         FROM auction_properties a JOIN postcodes p ON p.slug = a.postcode_district
        WHERE a.lat IS NOT NULL AND a.lng IS NOT NULL AND p.kind = 'district'
          AND a.lot_status = 'Available'`,
    );
    const areas = [...new Set(rows.map((r) => r.area))];
    expect(areas.length, 'the seed has lots in many postcode areas').toBeGreaterThan(20);
    const outside: string[] = [];
    for (const area of areas) {
      const box = (await listings(`location=${area.toUpperCase()}`)).place?.bbox;
      expect(box, area).toBeTruthy();
      for (const lot of rows.filter((r) => r.area === area))
        if (
          lot.lat < box!.south ||
          lot.lat > box!.north ||
          lot.lng < box!.west ||
          lot.lng > box!.east
        )
          outside.push(`${area}: ${lot.lat}, ${lot.lng}`);
    }
    expect(outside).toEqual([]);
  });
});
