import { describe, expect, it } from 'vitest';
import { seededDirectoryApp } from '../helpers/directory-app';
import { searchAnswers } from '../helpers/search-answers';

/**
 * A postcode written with its town, as buyers write an address: "Manchester M14", "leeds ls6".
 * The lot search read the town and searched the postcode as text ("Manchester M14": 0 lots, and
 * "Leave out “m14”"); the sold-price search found nothing and offered the whole town. A postcode
 * beside the town it lies in is now the postcode, in both searches; beside another town it is
 * not ("m6 penrith" stays Penrith: the motorway).
 */

const { t, get } = seededDirectoryApp();
const { sentTo } = searchAnswers(get);

/** A postcode district of the seeded list that lies in the town (the lowest-numbered one). */
async function districtOf(townSlug: string): Promise<string> {
  const { rows } = await t.db.query<{ d: string }>(
    `SELECT slug AS d FROM postcodes WHERE kind = 'district' AND location_slug = $1
      ORDER BY length(slug), slug LIMIT 1`,
    [townSlug],
  );
  return rows[0]!.d.toUpperCase();
}

const LEEDS = 'england/west-yorkshire/leeds';
const MANCHESTER = 'england/greater-manchester/manchester';

const lots = (text: string) => sentTo(`/listings?${new URLSearchParams({ search: text })}`);
const sold = (text: string) =>
  sentTo(`/sold-house-prices?${new URLSearchParams({ search: text })}`);

describe('a postcode beside its town', () => {
  it('is the postcode in the lot search, the town before it or after it', async () => {
    const ls = await districtOf(LEEDS);
    const m = await districtOf(MANCHESTER);
    expect(await lots(`Leeds ${ls}`)).toEqual({ location: ls });
    expect(await lots(`${ls.toLowerCase()} leeds`)).toEqual({ location: ls });
    expect(await lots(`Manchester ${m}`)).toEqual({ location: m });
    expect(await lots(`flats in leeds ${ls.toLowerCase()}`)).toEqual({
      location: ls,
      property_type: 'flats',
    });
    // A sector too, and an address's comma.
    expect(await lots(`leeds ${ls} 1`)).toEqual({ location: `${ls} 1` });
    expect(await lots(`${ls}, Leeds`)).toEqual({ location: ls });
    // In the Location box.
    expect(
      await sentTo(`/listings?${new URLSearchParams({ location: `Manchester ${m}` })}`),
    ).toEqual({ location: m });
  });

  it('is the postcode in the sold-price search', async () => {
    const ls = await districtOf(LEEDS);
    expect(await sold(`leeds ${ls.toLowerCase()}`)).toEqual({ location: ls });
    expect(await sold(`${ls} Leeds`)).toEqual({ location: ls });
    expect(await sold(`flats in leeds ${ls}`)).toEqual({ location: ls, property_type: 'F' });
    // In the Location box: it offered all of Leeds.
    expect(
      await sentTo(`/sold-house-prices?${new URLSearchParams({ location: `Leeds ${ls}` })}`),
    ).toEqual({ location: ls });
  });

  it('is not the place beside a town it does not lie in', async () => {
    const m = await districtOf(MANCHESTER);
    const read = await get(`/listings?${new URLSearchParams({ search: `leeds ${m}` })}`);
    expect(read.headers.location ?? '').not.toContain(`location=${m}`);
    const soldRead = await get(
      `/sold-house-prices?${new URLSearchParams({ search: `leeds ${m}` })}`,
    );
    expect(soldRead.headers.location ?? '').not.toContain(`location=${m}`);
  });
});
